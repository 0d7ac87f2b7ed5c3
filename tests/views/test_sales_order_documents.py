"""Around a saved sales order, by keyboard and buttons: choosing a print layout (its body as
the server gives it, the order filled in, printed to a PDF), linking documents by hand and
unlinking them, and cash in on the cash account the clerk chooses."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QGuiApplication
from PySide6.QtPrintSupport import QPrintDialog, QPrinter
from PySide6.QtWidgets import QApplication, QDialog
from pytestqt.qtbot import QtBot

from app.viewmodels.sales.sales_order_editor import LineColumn
from app.views.sales.order_documents import CashInDialog, ManualLinksDialog, PrintTemplatesDialog
from app.views.sales.sales_order_editor import SalesOrderEditorView
from tests.support.app import RunningApp, running_app
from tests.support.orders import new_order, run, stocked_items, type_line


@pytest.fixture
def app(qtbot: QtBot, qloop: object, home: Path) -> Iterator[RunningApp]:
    with running_app(qtbot, home) as running:
        yield running


def saved_order(qtbot: QtBot, app: RunningApp) -> SalesOrderEditorView:
    """A two-line order typed and saved (Ctrl+S)."""
    editor = new_order(qtbot, app)
    items = stocked_items(app, 2)
    editor.customer.setFocus()
    qtbot.keyClicks(editor.customer, "CUS-0003")
    qtbot.keyClick(editor.customer, Qt.Key.Key_Tab)
    qtbot.keyClicks(editor.warehouse, "WH01")
    editor.focus_cell(0, LineColumn.ITEM)
    type_line(qtbot, editor, items[0]["sku"], "2")
    type_line(qtbot, editor, items[1]["sku"], "1")
    app.window.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is app.window)
    qtbot.keyClick(editor.table, Qt.Key.Key_S, Qt.KeyboardModifier.ControlModifier)
    qtbot.waitUntil(lambda: editor.view_model.base is not None, timeout=10000)
    return editor


def activate(qtbot: QtBot, dialog: QDialog) -> None:
    """A window manager makes a new dialog the active window; offscreen, the test does."""
    dialog.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is dialog)


def rtl_screenshot(screenshot, widget, name: str) -> None:
    screenshot(widget, name)
    QApplication.setLayoutDirection(Qt.LayoutDirection.RightToLeft)
    try:
        assert widget.isRightToLeft()
        screenshot(widget, f"{name}_rtl")
    finally:
        QApplication.setLayoutDirection(Qt.LayoutDirection.LeftToRight)


def test_print_layouts_are_chosen_shown_and_printed(
    qtbot: QtBot, app: RunningApp, screenshot, tmp_path: Path
) -> None:
    editor = saved_order(qtbot, app)
    order = editor.view_model.base
    assert order is not None and editor.layouts_button.isVisible()
    qtbot.mouseClick(editor.layouts_button, Qt.MouseButton.LeftButton)
    dialog = editor.findChild(PrintTemplatesDialog)
    assert dialog is not None and dialog.isVisible()
    activate(qtbot, dialog)
    qtbot.waitUntil(lambda: dialog.templates.count() == 3, timeout=5000)
    # The default layout comes first and is chosen.
    qtbot.waitUntil(lambda: "Sales order - A4" in dialog.details.text())
    assert dialog.templates.item(0).text() == "Sales order - A4 (default)"
    assert "{customer}" in dialog.body.toPlainText()  # the body as the server gives it
    preview = dialog.preview.toPlainText()
    assert f"Sales order {order.code}" in preview
    assert "CUS-0003" in preview and "{" not in preview
    rtl_screenshot(screenshot, dialog, "sales_order_print")

    # Down in the list: the delivery note, its quantities only.
    dialog.templates.setFocus()
    qtbot.keyClick(dialog.templates, Qt.Key.Key_Down)
    qtbot.waitUntil(lambda: "Delivery note - A5" in dialog.details.text())
    qtbot.waitUntil(lambda: dialog.preview.toPlainText().startswith("Delivery note for"))
    assert "A5" in dialog.details.text()
    assert "2 × " in dialog.preview.toPlainText()
    qtbot.mouseClick(dialog.copy_button, Qt.MouseButton.LeftButton)
    assert QGuiApplication.clipboard().text() == dialog.preview.toPlainText()

    # Print… opens the system's print dialog; what it prints is the preview.
    qtbot.mouseClick(dialog.print_button, Qt.MouseButton.LeftButton)
    printing = dialog.findChild(QPrintDialog)
    assert printing is not None
    qtbot.waitUntil(printing.isVisible)
    printing.reject()
    printer = QPrinter()
    printer.setOutputFormat(QPrinter.OutputFormat.PdfFormat)
    pdf = tmp_path / "order.pdf"
    printer.setOutputFileName(str(pdf))
    dialog.print_to(printer)
    assert pdf.read_bytes().startswith(b"%PDF")
    qtbot.keyClick(dialog, Qt.Key.Key_Escape)
    qtbot.waitUntil(lambda: not dialog.isVisible())


def test_documents_are_linked_and_unlinked_by_hand(
    qtbot: QtBot, app: RunningApp, screenshot
) -> None:
    editor = saved_order(qtbot, app)
    code = editor.view_model.base.code  # type: ignore[union-attr]
    qtbot.mouseClick(editor.links_button, Qt.MouseButton.LeftButton)
    dialog = editor.findChild(ManualLinksDialog)
    assert dialog is not None
    qtbot.waitUntil(dialog.empty.isVisible)
    activate(qtbot, dialog)
    assert QApplication.focusWidget() is dialog.code

    # Not a code, and the order itself: said under the field, nothing sent.
    qtbot.keyClicks(dialog.code, "hello")
    qtbot.keyClick(dialog.code, Qt.Key.Key_Return)
    assert "not a document code" in dialog.code_error.text()
    dialog.code.selectAll()
    qtbot.keyClicks(dialog.code, code)
    qtbot.keyClick(dialog.code, Qt.Key.Key_Return)
    assert "itself" in dialog.code_error.text()
    # A code naming no document: the server's 404 in plain words.
    dialog.code.selectAll()
    qtbot.keyClicks(dialog.code, "SO-999999")
    qtbot.keyClick(dialog.code, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: "No document has the code" in dialog.banner.text, timeout=5000)

    # Two real ones at once (lower case is normalized by the server).
    qtbot.keyClicks(dialog.code, "so-1, SO-2")
    qtbot.keyClick(dialog.code, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: dialog.links.count() == 2, timeout=5000)
    assert [dialog.links.item(i).text() for i in range(2)] == ["SO-1", "SO-2"]
    assert "Linked: SO-1, SO-2" in dialog.banner.text
    assert not dialog.code_error.isVisible() and dialog.code.text() == ""
    rtl_screenshot(screenshot, dialog, "sales_order_links")
    session = app.view_model.session
    assert session is not None
    assert sorted(run(qtbot, session.client.documents.manual_links("SO-1"))) == sorted(
        ["SO-2", code]
    )

    # Delete on the chosen one unlinks it.
    dialog.links.setFocus()
    dialog.links.setCurrentRow(0)
    qtbot.keyClick(dialog.links, Qt.Key.Key_Delete)
    qtbot.waitUntil(lambda: dialog.links.count() == 1, timeout=5000)
    assert dialog.links.item(0).text() == "SO-2"
    assert run(qtbot, session.client.documents.manual_links(code)) == ["SO-2"]
    qtbot.mouseClick(dialog.close_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: not dialog.isVisible())


def test_cash_in_goes_to_the_cash_account_the_clerk_chooses(
    qtbot: QtBot, app: RunningApp, screenshot
) -> None:
    editor = saved_order(qtbot, app)
    vm = editor.view_model
    qtbot.mouseClick(editor.cash_in_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: editor.findChild(CashInDialog) is not None, timeout=5000)
    dialog = editor.findChild(CashInDialog)
    assert isinstance(dialog, QDialog) and dialog.isVisible()
    accounts = [dialog.account.itemText(i) for i in range(dialog.account.count())]
    assert accounts == ["110101 · Main treasury - Cairo", "110102 · Branch treasury - Alexandria"]
    assert dialog.account.currentIndex() == 0  # the first is the default
    activate(qtbot, dialog)
    assert QApplication.focusWidget() is dialog.amount
    rtl_screenshot(screenshot, dialog, "sales_order_cash_in")

    # A bad amount stays in the dialog with the reason.
    dialog.amount.selectAll()
    qtbot.keyClicks(dialog.amount, "-5")
    qtbot.keyClick(dialog.amount, Qt.Key.Key_Return)
    assert dialog.isVisible() and "above 0" in dialog.error.text()
    dialog.amount.selectAll()
    qtbot.keyClicks(dialog.amount, "100")
    qtbot.keyClick(dialog.amount, Qt.Key.Key_Tab)
    assert QApplication.focusWidget() is dialog.account
    qtbot.keyClick(dialog.account, Qt.Key.Key_Down)  # the Alexandria treasury
    qtbot.keyClick(dialog.account, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: not dialog.isVisible())
    qtbot.waitUntil(lambda: bool(vm.base and vm.base.paid_amounts), timeout=10000)
    paid = vm.base.paid_amounts  # type: ignore[union-attr]
    assert list(paid.values()) == [100]
    assert "ALX" in next(iter(paid))  # the document code comes from the account's alias
    assert "received" in editor.banner.text
