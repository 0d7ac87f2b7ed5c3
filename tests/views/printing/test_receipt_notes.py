"""Issue 24, point 5: the outbox's lookup key never shows on paper. A cash receipt the
outbox sent carries its marker in the notes on the server ("... BOD-69bf..."): printed,
its Notes are what the clerk typed."""

from __future__ import annotations

import sqlite3
from pathlib import Path

from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from app.sync.markers import notes_marker, with_marker, without_marker
from app.views.printing.print_code import PrintCodeDialog
from app.views.printing.render import write_pdf
from tests.conftest import SCREENSHOTS
from tests.support.app import running_app
from tests.support.pdf import pdf_text

REFERENCE = "69bf" + "0" * 27 + "1"
TYPED = "Paid at the counter\nsecond line"


def test_a_receipts_notes_print_as_typed_without_the_outbox_marker(
    qtbot: QtBot, qloop: object, home: Path, screenshot
) -> None:
    with running_app(qtbot, home) as running:
        with sqlite3.connect(running.paths.demo_database) as conn:
            changed = conn.execute(
                "UPDATE documents SET notes = ? WHERE code = 'CI-CAI-1' OR journal_code = "
                "'CI-CAI-1'",
                (with_marker(TYPED, REFERENCE),),
            ).rowcount
        assert changed == 1
        running.window.print_code_action.trigger()
        dialog = running.window.findChild(PrintCodeDialog)
        assert dialog is not None
        dialog.code.clear()
        qtbot.keyClicks(dialog.code, "CI-CAI-1")
        dialog.buttons.accepted.emit()
        printing = dialog.printing
        assert printing is not None
        vm = printing.view_model
        qtbot.waitUntil(lambda: vm.printed is not None or vm.failed, timeout=20000)
        assert vm.printed is not None
        texts = vm.printed.texts()
        assert not any("BOD-" in text for text in texts), texts
        assert any(text.startswith("Notes: Paid at the counter") for text in texts), texts
        screenshot(printing, "print_window_receipt_notes")
        # And on paper: the PDF's text has the typed notes and no marker.
        pdf = write_pdf(vm.printed, SCREENSHOTS.parent / "receipt_notes.pdf")
        text = pdf_text(pdf)
        assert "Paid at the counter" in text and "BOD-" not in text
        printing.close_button.click()
        QApplication.processEvents()


def test_without_marker_keeps_the_clerks_text() -> None:
    assert without_marker(with_marker(TYPED, REFERENCE)) == TYPED
    assert without_marker(notes_marker(REFERENCE)) == ""
    assert without_marker("BOD-meeting notes") == "BOD-meeting notes"  # not our marker
    assert without_marker(None) == ""
