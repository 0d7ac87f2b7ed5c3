"""A clerk prints a saved sales order: Print… opens the preview of the tax invoice, the
language and paper can be changed, Save as PDF proposes SO-<n>.pdf in Documents, and the
paper chosen is there again the next time."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtPrintSupport import QPrintDialog, QPrinter
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from app.printing.page import Paper, PrintLanguage
from app.views.printing.window import PrintDialog
from tests.support.app import RunningApp, running_app
from tests.support.pdf import pdf_text, squeezed
from tests.views.test_sales_order_documents import saved_order


@pytest.fixture
def app(qtbot: QtBot, qloop: object, home: Path) -> Iterator[RunningApp]:
    with running_app(qtbot, home) as running:
        yield running


def _opened(qtbot: QtBot, editor: object) -> PrintDialog:
    qtbot.mouseClick(editor.print_button, Qt.MouseButton.LeftButton)  # type: ignore[attr-defined]
    dialog = editor.findChild(PrintDialog)  # type: ignore[attr-defined]
    assert dialog is not None
    qtbot.waitUntil(lambda: dialog.view_model.printed is not None, timeout=15000)
    return dialog


def test_print_preview_language_paper_and_pdf(
    qtbot: QtBot, app: RunningApp, screenshot, home: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    documents = home / "Documents"
    documents.mkdir(parents=True)
    monkeypatch.setenv("HOME", str(home))  # Qt's Documents folder is $HOME/Documents
    editor = saved_order(qtbot, app)
    order = editor.view_model.base
    assert order is not None and order.code
    dialog = _opened(qtbot, editor)
    vm = dialog.view_model
    assert vm.language is PrintLanguage.ENGLISH and vm.paper is Paper.A4
    assert dialog.windowTitle() == f"Print {order.code}"
    assert dialog.print_button.isEnabled() and dialog.pdf_button.isEnabled()
    texts = vm.printed.texts()  # type: ignore[union-attr]
    assert "Tax invoice" in texts and f"No. {order.code}" in texts
    screenshot(dialog, "print_window_invoice_en")

    # The document in Arabic from the English window.
    dialog.language.setCurrentIndex(dialog.language.findData("ar"))
    qtbot.waitUntil(lambda: vm.printed is not None and vm.printed.rtl, timeout=15000)
    assert "فاتورة ضريبية" in vm.printed.texts()
    screenshot(dialog, "print_window_invoice_ar")

    # On a receipt roll, saved as a PDF where Save as PDF proposes: Documents/SO-<n>.pdf.
    dialog.paper.setCurrentIndex(dialog.paper.findData("80mm"))
    qtbot.waitUntil(lambda: vm.printed is not None and vm.printed.pages[0].width == 80)
    qtbot.mouseClick(dialog.pdf_button, Qt.MouseButton.LeftButton)
    save = dialog.save_dialog
    assert save is not None
    assert Path(save.selectedFiles()[0]) == documents / f"{order.code}.pdf"
    save.accept()
    qtbot.waitUntil(lambda: dialog.saved_path is not None)
    path = documents / f"{order.code}.pdf"
    assert path.exists()
    text = pdf_text(path)
    assert order.code in text and squeezed("فاتورة ضريبية") in squeezed(text)
    assert "Saved" in dialog.status.text()

    # Print… opens the system's print dialog; accepted, the pages go to the printer.
    qtbot.mouseClick(dialog.print_button, Qt.MouseButton.LeftButton)
    printing = dialog.findChild(QPrintDialog)
    assert printing is not None
    printing.reject()
    printer = QPrinter(QPrinter.PrinterMode.HighResolution)
    printer.setOutputFormat(QPrinter.OutputFormat.PdfFormat)
    printer.setOutputFileName(str(home / "printed.pdf"))
    dialog.print_to(printer)
    assert order.code in pdf_text(home / "printed.pdf")
    dialog.close_button.click()

    # The next time: the paper and the language chosen for invoices.
    again = _opened(qtbot, editor)
    assert again.view_model.paper is Paper.ROLL_80MM
    assert again.view_model.language is PrintLanguage.ARABIC
    assert again.paper.currentData() == "80mm"
    again.close_button.click()
    QApplication.processEvents()
