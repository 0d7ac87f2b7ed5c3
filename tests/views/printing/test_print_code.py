"""File › Print a document…: a cash receipt by its code, a customer's statement by the
customer's code, a mistyped code said in the print window."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from app.printing.documents import DocumentKind
from app.views.printing.print_code import PrintCodeDialog
from tests.support.app import RunningApp, running_app


@pytest.fixture
def app(qtbot: QtBot, qloop: object, home: Path) -> Iterator[RunningApp]:
    with running_app(qtbot, home) as running:
        yield running


def _print(qtbot: QtBot, app: RunningApp, code: str):  # type: ignore[no-untyped-def]
    app.window.print_code_action.trigger()
    dialog = app.window.findChild(PrintCodeDialog)
    assert dialog is not None
    dialog.code.clear()
    qtbot.keyClicks(dialog.code, code)
    dialog.buttons.accepted.emit()
    printing = dialog.printing
    assert printing is not None
    qtbot.waitUntil(
        lambda: printing.view_model.printed is not None or printing.view_model.failed,
        timeout=20000,
    )
    return printing


def test_receipts_statements_and_unknown_codes(qtbot: QtBot, app: RunningApp, screenshot) -> None:
    receipt = _print(qtbot, app, "CI-CAI-1")
    vm = receipt.view_model
    assert vm.source.document.kind is DocumentKind.CASH_RECEIPT
    assert "Cash receipt" in vm.printed.texts()
    assert any(text.startswith("Amount in words: ") for text in vm.printed.texts())
    screenshot(receipt, "print_window_cash_receipt")
    receipt.close_button.click()

    statement = _print(qtbot, app, "CUS-0003")
    vm = statement.view_model
    assert vm.source.document.kind is DocumentKind.STATEMENT
    texts = vm.printed.texts()
    assert "Customer statement" in texts and "Opening balance" in texts
    assert "Delta Home Appliances" in texts
    screenshot(statement, "print_window_statement")
    statement.close_button.click()

    missing = _print(qtbot, app, "SO-99999")
    assert missing.view_model.failed
    assert missing.status.text() == "No document has the code SO-99999."
    assert not missing.print_button.isEnabled() and not missing.pdf_button.isEnabled()
    missing.close_button.click()
    QApplication.processEvents()
