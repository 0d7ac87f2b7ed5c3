"""Every screen, the main editors and the dialogs in Arabic, as a clerk who chose Arabic
sees them: right to left, Arabic words, Arabic-Indic digits. Each saves
``tests/artifacts/screenshots/<name>_ar.png`` to be looked at, and each test fails on a word
left in English (a text no catalogue answered, or a window text that never went through
``tr()``)."""

from __future__ import annotations

from collections.abc import Iterator
from decimal import Decimal
from pathlib import Path

import pytest
from PySide6.QtCore import QItemSelectionModel, QLocale, Qt
from PySide6.QtWidgets import QApplication, QTableView, QTabWidget, QWidget
from pytestqt.qtbot import QtBot

from app.viewmodels.accounting.tax_editor import DRAFT_KIND as TAX
from app.viewmodels.inventory.brands import DRAFT_KIND as BRAND
from app.viewmodels.inventory.work_order_editor import ISSUE_OFFERING_KIND, RECEIVE_SUPPLIES_KIND
from app.viewmodels.sales.return_wizard import ReturnStep
from app.viewmodels.shell.navigation import AVAILABLE, navigation
from app.views.inventory.classifications import ClassificationTreeView
from app.views.inventory.stock_item_list import StockItemListView
from app.views.inventory.work_orders import OpeningBalanceEditorView, WorkOrderListView
from app.views.sales.order_documents import CashInDialog, ManualLinksDialog, PrintTemplatesDialog
from app.views.sales.sales_order_editor import SalesOrderEditorView
from app.views.sales.sales_order_list import SalesOrderListView
from app.views.shell.main_window import MainWindow
from app.views.widgets.document_view import DocumentView
from app.views.widgets.screen import Screen
from tests.support.app import wait_for_cache
from tests.support.arabic import Arabic, arabic_app
from tests.support.returns import ITEMS, current_wizard, demo_setting, issued_order
from tests.support.screens import open_entry, open_table_row
from tests.support.widgets import open_message_box, shown_dialog


@pytest.fixture
def arabic(qtbot: QtBot, qloop: object, home: Path, tmp_path: Path) -> Iterator[Arabic]:
    with arabic_app(qtbot, home, tmp_path / "translations") as running:
        yield running


def settle(qtbot: QtBot, screen: QWidget) -> None:
    """Until the screen's first loads are done (debounced filters included)."""
    qtbot.wait(350)
    view_model = getattr(screen, "view_model", None)
    if view_model is not None and hasattr(view_model, "busy"):
        qtbot.waitUntil(lambda: not view_model.busy, timeout=15000)
    qtbot.wait(100)


def open_first_row(qtbot: QtBot, window: MainWindow, table: QTableView, row: int = 0) -> Screen:
    """The first record of a list (or ``row``), opened with Enter."""
    return open_table_row(qtbot, window, table, row)


def assert_all_arabic(arabic: Arabic) -> None:
    untranslated = arabic.lookups.untranslated()
    assert untranslated == [], f"shown in English (no catalogue answered): {untranslated}"
    assert arabic.english == {}, f"English words on screen: {arabic.english}"
    assert arabic.latin == {}, f"numbers in Latin digits: {arabic.latin}"
    clashes = "\n".join(map(str, arabic.clashes))
    assert arabic.clashes == [], f"Alt+letters used twice or missing:\n{clashes}"


def test_the_main_window_and_every_screen_read_arabic(
    qtbot: QtBot, arabic: Arabic, screenshot
) -> None:
    window = arabic.running.window
    assert window.isRightToLeft()
    assert QLocale().zeroDigit() == "٠"
    screenshot(window, "main_window_ar")
    arabic.look_at("main_window", window)
    menu_titles = [action.text() for action in window.menuBar().actions()]
    assert menu_titles[0] == "&ملف"
    wait_for_cache(qtbot, arabic.running, "taxes", "accounts", "stock_items", "customers")
    keys = [e.key for area in navigation() for e in area.entries if e.key in AVAILABLE]
    assert set(keys) == set(AVAILABLE)
    for key in keys:
        screen = open_entry(qtbot, arabic.running, key)
        assert isinstance(screen, Screen), key
        settle(qtbot, screen)
        screenshot(window, f"{key}_ar")
        arabic.look_at(key, window)
        if key == "taxes":
            # Arabic words, the plural form for six, Arabic-Indic digits.
            assert screen.summary.text().startswith("٦ ضرائب")  # type: ignore[attr-defined]
            assert screen.new_button.text() == "ضريبة &جديدة"  # type: ignore[attr-defined]
    tree = window.open_entry("classifications")
    assert isinstance(tree, ClassificationTreeView)
    tree.select_node(next(n.id for n in tree.view_model.nodes if n.code == "01"))
    qtbot.waitUntil(lambda: "تصنيفات فرعية" in tree.details.text())
    screenshot(window, "classifications_selected_ar")
    qtbot.keyClick(tree.tree, Qt.Key.Key_N, Qt.KeyboardModifier.ControlModifier)
    qtbot.waitUntil(lambda: window.tabs.currentWidget() is not tree)
    settle(qtbot, window.tabs.currentWidget())
    screenshot(window, "classification_editor_ar")
    arabic.look_at("classification_editor", window)
    assert_all_arabic(arabic)


def test_the_main_editors_read_arabic(qtbot: QtBot, arabic: Arabic, screenshot) -> None:
    window = arabic.running.window
    wait_for_cache(qtbot, arabic.running, "taxes", "accounts", "customers", "stock_items")
    for key, name in (
        ("taxes", "tax_editor"),
        ("customers", "customer_editor"),
        ("stock-items", "stock_item_editor"),
        ("sales-orders", "sales_order_editor"),
        ("journal-entries", "journal_entry_editor"),
        ("service-items", "service_item_editor"),
        ("sales-persons", "sales_person_editor"),
    ):
        screen = open_entry(qtbot, arabic.running, key)
        settle(qtbot, screen)
        editor = open_first_row(qtbot, window, screen.table)  # type: ignore[attr-defined]
        settle(qtbot, editor)
        screenshot(window, f"{name}_ar")
        arabic.look_at(name, window)
        tabs = getattr(editor, "tabs", None)
        if isinstance(tabs, QTabWidget):  # the customer's addresses, the item's prices
            tabs.setCurrentIndex(1)
            settle(qtbot, editor)
            screenshot(window, f"{name}_tab2_ar")
            arabic.look_at(f"{name}_tab2", window)
    for kind, name in ((TAX, "tax_editor_new"), (BRAND, "brand_editor")):
        editor = window.open_editor(kind, None)
        assert editor is not None
        settle(qtbot, editor)
        screenshot(window, f"{name}_ar")
        arabic.look_at(name, window)
    cash = open_entry(qtbot, arabic.running, "cash")
    settle(qtbot, cash)
    qtbot.keyClick(cash.table, Qt.Key.Key_N, Qt.KeyboardModifier.ControlModifier)  # type: ignore[attr-defined]
    qtbot.waitUntil(lambda: window.tabs.currentWidget() is not cash)
    settle(qtbot, window.tabs.currentWidget())
    screenshot(window, "cash_in_editor_ar")
    arabic.look_at("cash_in_editor", window)
    for kind, name in (("stock_items", "import_stock_items"), ("customers", "import_customers")):
        screen = window.open_import(kind)
        assert screen is not None
        settle(qtbot, screen)
        screenshot(window, f"{name}_ar")
        arabic.look_at(name, window)
    assert_all_arabic(arabic)


def test_the_dialogs_read_arabic(qtbot: QtBot, arabic: Arabic, screenshot) -> None:
    window = arabic.running.window
    wait_for_cache(qtbot, arabic.running, "taxes", "customers", "stock_items")

    dialog = window.open_connect_dialog()
    qtbot.waitUntil(dialog.isVisible)
    screenshot(dialog, "connect_dialog_ar")
    arabic.look_at("connect_dialog", dialog)
    dialog.reject()

    preferences = window.open_preferences()
    qtbot.waitUntil(preferences.isVisible)
    screenshot(preferences, "preferences_ar")
    arabic.look_at("preferences", preferences)
    preferences.reject()

    taxes = open_entry(qtbot, arabic.running, "taxes")
    settle(qtbot, taxes)
    help_dialog = window.show_shortcuts()
    qtbot.waitUntil(help_dialog.isVisible)
    screenshot(help_dialog, "shortcuts_help_ar")
    arabic.look_at("shortcuts_help", help_dialog)
    help_dialog.reject()

    jump = window.open_jump()
    assert jump is not None
    qtbot.keyClicks(jump.field, "VAT")
    qtbot.wait(400)
    screenshot(jump, "jump_dialog_ar")
    arabic.look_at("jump_dialog", jump)
    jump.reject()

    adjust = window.open_invoiced_quantity()
    assert adjust is not None
    qtbot.waitUntil(adjust.isVisible)
    screenshot(adjust, "invoiced_quantity_ar")
    arabic.look_at("invoiced_quantity", adjust)
    adjust.reject()

    items = open_entry(qtbot, arabic.running, "stock-items")
    assert isinstance(items, StockItemListView)
    settle(qtbot, items)
    items.select_row(0)
    qtbot.mouseClick(items.serials_button, Qt.MouseButton.LeftButton)
    serials = items.serial_dialog
    assert serials is not None
    serials.mode.setCurrentIndex(1)  # came back on a receive-returns order
    qtbot.keyClicks(serials.rr_code, "RR-NONE")
    serials.serials.setPlainText("SN-1\nSN-2")
    qtbot.mouseClick(serials.check_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: serials.results.rowCount() == 2, timeout=10000)
    assert serials.summary.text() == "٠ من ٢ صالح"
    screenshot(serials, "serial_check_ar")
    arabic.look_at("serial_check", serials)
    serials.reject()

    window._about()  # Help › About
    about = open_message_box(qtbot)
    screenshot(about, "about_box_ar")
    arabic.look_at("about_box", about)
    about.reject()

    # A question with Qt's own buttons: deleting a tax asks first.
    taxes.table.setFocus()  # type: ignore[attr-defined]
    index = taxes.table.model().index(0, 0)  # type: ignore[attr-defined]
    taxes.table.selectionModel().select(  # type: ignore[attr-defined]
        index,
        QItemSelectionModel.SelectionFlag.ClearAndSelect | QItemSelectionModel.SelectionFlag.Rows,
    )
    qtbot.mouseClick(taxes.delete_button, Qt.MouseButton.LeftButton)  # type: ignore[attr-defined]
    question = open_message_box(qtbot)
    screenshot(question, "delete_question_ar")
    arabic.look_at("delete_question", question)
    question.reject()
    assert_all_arabic(arabic)


def press(qtbot: QtBot, key: Qt.Key) -> None:
    focused = QApplication.focusWidget()
    assert focused is not None
    qtbot.keyClick(focused, key)


def show_document(qtbot: QtBot, arabic: Arabic, screenshot, name: str) -> None:
    """The read-only document the current tab shows, once its lines are in."""
    view = arabic.running.window.tabs.currentWidget()
    assert isinstance(view, DocumentView), name
    qtbot.waitUntil(lambda: view.view_model.lines.rowCount() > 0, timeout=15000)
    settle(qtbot, view)
    screenshot(arabic.running.window, f"{name}_ar")
    arabic.look_at(name, arabic.running.window)


def test_the_sales_return_wizard_and_the_order_dialogs_read_arabic(
    qtbot: QtBot, arabic: Arabic, screenshot
) -> None:
    running = arabic.running
    window = running.window
    wait_for_cache(qtbot, running, "warehouses", "accounts", "customers", "stock_items")
    demo_setting(running, "salesReturnAutoIssue", "true")  # the return receipt is made at once
    first, second, _ = ITEMS
    order = issued_order(qtbot, running, [(first, 2, Decimal(1200)), (second, 3, Decimal(349))])

    # The sales return wizard, each step as the clerk goes through it with Enter.
    returns = open_entry(qtbot, running, "sales-returns")
    settle(qtbot, returns)
    returns.table.setFocus()  # type: ignore[attr-defined]
    qtbot.keyClick(returns.table, Qt.Key.Key_N, Qt.KeyboardModifier.ControlModifier)  # type: ignore[attr-defined]
    wizard = current_wizard(running)
    vm = wizard.view_model
    settle(qtbot, wizard)
    screenshot(window, "sales_return_step1_source_ar")
    arabic.look_at("sales_return_step1_source", window)
    qtbot.keyClicks(wizard.source, order.code)
    qtbot.keyClick(wizard.source, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: vm.step == ReturnStep.LINES, timeout=15000)
    qtbot.wait(100)
    assert wizard.lines_total.text().startswith("حُدِّد ٢ من سطرين")
    screenshot(window, "sales_return_step2_lines_ar")
    arabic.look_at("sales_return_step2_lines", window)
    press(qtbot, Qt.Key.Key_Return)
    assert vm.step == ReturnStep.REFUND
    screenshot(window, "sales_return_step3_refund_ar")
    arabic.look_at("sales_return_step3_refund", window)
    press(qtbot, Qt.Key.Key_Return)
    assert vm.step == ReturnStep.REVIEW
    screenshot(window, "sales_return_step4_review_ar")
    arabic.look_at("sales_return_step4_review", window)
    press(qtbot, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: vm.step == ReturnStep.DONE, timeout=15000)
    screenshot(window, "sales_return_step5_done_ar")
    arabic.look_at("sales_return_step5_done", window)
    press(qtbot, Qt.Key.Key_Return)  # Open the return
    show_document(qtbot, arabic, screenshot, "sales_return_view")

    # The order's print layouts, its links and a cash in, from the order's editor.
    orders = open_entry(qtbot, running, "sales-orders")
    assert isinstance(orders, SalesOrderListView)
    settle(qtbot, orders)
    model = orders.view_model.model
    row = next(
        r
        for r in range(model.rowCount())
        if (found := model.order_at(r)) is not None and found.code == order.code
    )
    editor = open_first_row(qtbot, window, orders.table, row)
    assert isinstance(editor, SalesOrderEditorView)
    settle(qtbot, editor)
    screenshot(window, "sales_order_issued_ar")
    arabic.look_at("sales_order_issued", window)

    qtbot.mouseClick(editor.layouts_button, Qt.MouseButton.LeftButton)
    printing = editor.findChild(PrintTemplatesDialog)
    assert printing is not None
    qtbot.waitUntil(lambda: printing.templates.count() > 0, timeout=10000)
    qtbot.waitUntil(lambda: bool(printing.preview.toPlainText()), timeout=10000)
    screenshot(printing, "sales_order_print_ar")
    arabic.look_at("sales_order_print", printing)
    printing.reject()

    qtbot.mouseClick(editor.links_button, Qt.MouseButton.LeftButton)
    links = editor.findChild(ManualLinksDialog)
    assert links is not None
    qtbot.waitUntil(links.empty.isVisible, timeout=10000)
    screenshot(links, "sales_order_links_ar")
    arabic.look_at("sales_order_links", links)
    links.reject()

    qtbot.mouseClick(editor.cash_in_button, Qt.MouseButton.LeftButton)
    cash_in = shown_dialog(qtbot, CashInDialog)
    screenshot(cash_in, "sales_order_cash_in_ar")
    arabic.look_at("sales_order_cash_in", cash_in)
    cash_in.reject()
    assert_all_arabic(arabic)


def test_the_work_order_and_purchase_windows_read_arabic(
    qtbot: QtBot, arabic: Arabic, screenshot
) -> None:
    running = arabic.running
    window = running.window
    wait_for_cache(
        qtbot, running, "warehouses", "stock_items", "customers", "sales_persons", "accounts"
    )

    # A work order shown read-only, then a new opening balance from the list (Ctrl+N).
    orders = open_entry(qtbot, running, "work-orders")
    assert isinstance(orders, WorkOrderListView)
    settle(qtbot, orders)
    model = orders.view_model.model
    row = next(r for r in range(model.rowCount()) if model.row_at(r).type == "IO")  # type: ignore[union-attr]
    open_first_row(qtbot, window, orders.table, row)
    show_document(qtbot, arabic, screenshot, "work_order_view")
    window.tabs.setCurrentWidget(orders)
    orders.table.setFocus()
    qtbot.keyClick(orders.table, Qt.Key.Key_N, Qt.KeyboardModifier.ControlModifier)
    balance = window.tabs.currentWidget()
    assert isinstance(balance, OpeningBalanceEditorView)
    settle(qtbot, balance)
    screenshot(window, "opening_balance_editor_ar")
    arabic.look_at("opening_balance_editor", window)
    qtbot.keyClick(balance, Qt.Key.Key_S, Qt.KeyboardModifier.ControlModifier)  # nothing typed
    assert balance.grid_messages.error.isVisible()
    screenshot(window, "opening_balance_refused_ar")
    arabic.look_at("opening_balance_refused", window)

    # The two work orders typed here: an issue offering and a supplies receipt.
    for kind, name in (
        (ISSUE_OFFERING_KIND, "issue_offering_editor"),
        (RECEIVE_SUPPLIES_KIND, "supplies_receipt_editor"),
    ):
        editor = window.open_editor(kind, None)
        assert editor is not None
        settle(qtbot, editor)
        screenshot(window, f"{name}_ar")
        arabic.look_at(name, window)

    # A purchase order and a purchase return, read-only.
    for key, name in (
        ("purchase-orders", "purchase_order_view"),
        ("purchase-returns", "purchase_return_view"),
    ):
        purchases = open_entry(qtbot, running, key)
        settle(qtbot, purchases)
        open_first_row(qtbot, window, purchases.table)  # type: ignore[attr-defined]
        show_document(qtbot, arabic, screenshot, name)
    assert_all_arabic(arabic)
