"""A sales return and an issue offering opened in their tabs print from there: Print… opens
the return note, the delivery note."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from app.printing.documents import DocumentKind
from app.views.printing.window import PrintDialog
from app.views.widgets.document_screens import DocumentScreens
from app.views.widgets.document_view import DocumentView
from tests.support.app import RunningApp, running_app


@pytest.fixture
def app(qtbot: QtBot, qloop: object, home: Path) -> Iterator[RunningApp]:
    with running_app(qtbot, home) as running:
        yield running


@pytest.mark.parametrize(
    ("code", "kind"),
    [("SR-2", DocumentKind.SALES_RETURN), ("IO-WH01-1", DocumentKind.DELIVERY_NOTE)],
)
def test_a_document_tab_prints(
    qtbot: QtBot, app: RunningApp, code: str, kind: DocumentKind, screenshot
) -> None:
    screen = DocumentScreens(app.errors, app.window.open_editor).open_document(code)
    assert isinstance(screen, DocumentView)
    qtbot.waitUntil(lambda: screen.print_button.isVisible(), timeout=15000)
    qtbot.mouseClick(screen.print_button, Qt.MouseButton.LeftButton)
    dialog = screen.findChild(PrintDialog)
    assert dialog is not None
    qtbot.waitUntil(lambda: dialog.view_model.printed is not None, timeout=15000)
    assert dialog.view_model.source.document.kind is kind  # type: ignore[attr-defined]
    assert f"No. {code}" in dialog.view_model.printed.texts()
    screenshot(dialog, f"print_window_{kind.value}")
    dialog.close_button.click()
    QApplication.processEvents()


@pytest.mark.parametrize("entry", ["journal-entries", "cash"])
def test_a_saved_entry_receipt_or_voucher_prints(
    qtbot: QtBot, app: RunningApp, entry: str, screenshot
) -> None:
    from app.views.accounting.accounting_document import AccountingDocumentView
    from tests.support.screens import open_table_row

    screen = app.window.open_entry(entry)
    assert screen is not None
    editor = open_table_row(qtbot, app.window, screen.table)  # type: ignore[attr-defined]
    assert isinstance(editor, AccountingDocumentView)
    qtbot.waitUntil(lambda: editor.print_button.isVisible(), timeout=15000)
    code = editor.record_name()
    qtbot.mouseClick(editor.print_button, Qt.MouseButton.LeftButton)
    dialog = editor.findChild(PrintDialog)
    assert dialog is not None
    qtbot.waitUntil(lambda: dialog.view_model.printed is not None, timeout=15000)
    assert f"No. {code}" in dialog.view_model.printed.texts()
    expected = {
        "JE": DocumentKind.JOURNAL_VOUCHER,
        "CI": DocumentKind.CASH_RECEIPT,
        "CO": DocumentKind.PAYMENT_VOUCHER,
    }[code.partition("-")[0]]
    assert dialog.view_model.source.document.kind is expected  # type: ignore[attr-defined]
    screenshot(editor, f"{entry}_editor_with_print")
    dialog.close_button.click()
    QApplication.processEvents()
