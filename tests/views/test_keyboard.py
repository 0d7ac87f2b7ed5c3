"""Keyboard all day: the keys a clerk presses to move between
tabs and panes, to make any record from anywhere, and where the focus lands after a menu,
a dialog or a profile switch."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QLabel, QLineEdit, QTabWidget, QWidget
from pytestqt.qtbot import QtBot

from app.models.codes import next_code
from app.store.profiles import DEMO_PROFILE
from app.store.reference_cache import CachedRow, ReferenceCache
from app.viewmodels.sales.sales_order_editor import LineColumn
from app.viewmodels.shell.main_window import ConnectionState
from app.views.accounting.journal_entry_editor import JournalEntryEditorView
from app.views.inventory.dynamic_properties import DynamicPropertiesView
from app.views.inventory.stock_item_editor import StockItemEditorView
from app.views.master_data.geography import GeographyView
from app.views.sales.customer_editor import CustomerEditorView
from app.views.sales.sales_order_editor import SalesOrderEditorView
from app.views.shell.main_window import MainWindow
from app.views.shell.new_menu import INLINE_KINDS, NEW_RECORDS
from app.views.shell.preferences_dialog import PreferencesDialog
from app.views.shell.shortcuts_help import ShortcutsHelpDialog
from app.views.widgets.combo_search import best_match
from app.views.widgets.forms import REQUIRED
from app.views.widgets.screen import Screen
from tests.support.a11y import clashing_mnemonics, mnemonic
from tests.support.app import RunningApp, running_app, wait_for_cache
from tests.support.arabic import arabic_app
from tests.support.orders import new_order, stocked_items, type_line
from tests.support.screens import open_entry, open_table_row, open_taxes
from tests.support.widgets import click_button, open_message_box

CTRL = Qt.KeyboardModifier.ControlModifier
SHIFT = Qt.KeyboardModifier.ShiftModifier


@pytest.fixture
def app(qtbot: QtBot, qloop: object, home: Path) -> Iterator[RunningApp]:
    with running_app(qtbot, home) as running:
        yield running


def customer_rows(running: RunningApp) -> list[CachedRow]:
    session = running.view_model.session
    assert session is not None and session.store is not None
    return ReferenceCache(session.store).rows("customers")


def focused() -> QWidget | None:
    return QApplication.focusWidget()


def inside(widget: QWidget) -> bool:
    now = focused()
    return now is not None and (now is widget or widget.isAncestorOf(now))


def on_a_control() -> bool:
    """The focus is on something that takes keys (not a screen's bare background)."""
    now = focused()
    return (
        now is not None
        and not isinstance(now, Screen)
        and now.focusPolicy() != Qt.FocusPolicy.NoFocus
    )


def press(qtbot: QtBot, key: Qt.Key, modifiers: Qt.KeyboardModifier = CTRL) -> None:
    qtbot.keyClick(focused() or QApplication.activeWindow(), key, modifiers)


def test_ctrl_tab_ctrl_page_keys_and_ctrl_number_move_between_document_tabs(
    qtbot: QtBot, app: RunningApp
) -> None:
    window = app.window
    taxes = open_taxes(qtbot, app)
    brands = open_entry(qtbot, app, "brands")
    customers = open_entry(qtbot, app, "customers")
    tabs = window.tabs
    assert tabs.currentWidget() is customers
    press(qtbot, Qt.Key.Key_Tab)
    assert tabs.currentWidget() is taxes and inside(taxes) and on_a_control()
    press(qtbot, Qt.Key.Key_Backtab, CTRL | SHIFT)
    assert tabs.currentWidget() is customers and inside(customers)
    press(qtbot, Qt.Key.Key_PageUp)
    assert tabs.currentWidget() is brands and inside(brands)
    press(qtbot, Qt.Key.Key_PageDown)
    assert tabs.currentWidget() is customers
    press(qtbot, Qt.Key.Key_1)
    assert tabs.currentWidget() is taxes and on_a_control()
    press(qtbot, Qt.Key.Key_9)  # the last tab
    assert tabs.currentWidget() is customers
    press(qtbot, Qt.Key.Key_2)
    assert tabs.currentWidget() is brands
    press(qtbot, Qt.Key.Key_5)  # no fifth tab: nothing moves
    assert tabs.currentWidget() is brands


def test_inside_an_editor_the_tab_keys_turn_its_own_pages(qtbot: QtBot, app: RunningApp) -> None:
    window = app.window
    open_taxes(qtbot, app)
    editor = window.open_new("customer")
    assert isinstance(editor, CustomerEditorView)
    pages = editor.findChild(QTabWidget)
    assert pages is not None and pages.count() > 1
    first = pages.currentIndex()
    assert inside(pages.currentWidget())
    press(qtbot, Qt.Key.Key_Tab)
    assert window.tabs.currentWidget() is editor  # still this document
    assert pages.currentIndex() == (first + 1) % pages.count()
    assert inside(pages.currentWidget()) and on_a_control()
    press(qtbot, Qt.Key.Key_PageUp)
    assert pages.currentIndex() == first and window.tabs.currentWidget() is editor
    # From the tab bar (F6), the same keys move between the documents again.
    window.window_keys.step_pane(-1)
    assert focused() is window.tabs.tabBar()
    press(qtbot, Qt.Key.Key_Tab)
    assert window.tabs.currentWidget() is not editor


def test_f6_cycles_the_navigation_the_tab_bar_and_the_content(
    qtbot: QtBot, app: RunningApp
) -> None:
    window = app.window
    taxes = open_taxes(qtbot, app)
    assert inside(taxes)
    press(qtbot, Qt.Key.Key_F6, Qt.KeyboardModifier.NoModifier)
    assert focused() is window.navigation
    press(qtbot, Qt.Key.Key_F6, Qt.KeyboardModifier.NoModifier)
    assert focused() is window.tabs.tabBar()
    press(qtbot, Qt.Key.Key_F6, Qt.KeyboardModifier.NoModifier)
    assert inside(taxes) and on_a_control()
    press(qtbot, Qt.Key.Key_F6, SHIFT)
    assert focused() is window.tabs.tabBar()
    press(qtbot, Qt.Key.Key_F6, SHIFT)
    assert focused() is window.navigation
    press(qtbot, Qt.Key.Key_F6, SHIFT)  # round: back to the content
    assert inside(taxes)


def test_file_new_opens_every_kind_and_the_frequent_ones_have_keys(
    qtbot: QtBot, app: RunningApp, screenshot
) -> None:
    window = app.window
    kinds = window._editor_kinds()
    entries = [entry for entry in NEW_RECORDS if entry is not None]
    assert {entry.kind for entry in entries} <= set(kinds) | set(INLINE_KINDS)
    for entry in entries:
        before = window.tabs.count()
        window.new_actions[entry.kind].trigger()
        qtbot.waitUntil(lambda before=before: window.tabs.count() == before + 1)
        assert on_a_control(), entry.kind
    geography = window.tabs.widget(window.tabs.count() - 2)
    assert isinstance(geography, GeographyView) and focused() is not None
    assert isinstance(window.tabs.currentWidget(), DynamicPropertiesView)
    window.new_actions["city"].trigger()
    qtbot.waitUntil(lambda: focused() is geography.city_name)
    keyed = {entry.kind: entry.keys for entry in entries if entry.keys}
    assert set(keyed) == {
        "sales_order",
        "customer",
        "stock_item",
        "journal_entry",
        "cash_in",
        "cash_out",
    }
    # From a list's search box, the keys make the record at once.
    customers = open_entry(qtbot, app, "customers")
    search = customers.search  # type: ignore[attr-defined]
    search.setFocus()
    qtbot.keyClick(search, Qt.Key.Key_S, CTRL | SHIFT)
    qtbot.waitUntil(lambda: isinstance(window.tabs.currentWidget(), SalesOrderEditorView))
    qtbot.keyClick(focused(), Qt.Key.Key_J, CTRL | SHIFT)
    qtbot.waitUntil(lambda: isinstance(window.tabs.currentWidget(), JournalEntryEditorView))
    window.new_menu.popup(window.mapToGlobal(window.rect().center()))
    qtbot.waitUntil(window.new_menu.isVisible)
    screenshot(window.new_menu, "file_new_menu")
    window.new_menu.hide()


def test_focus_comes_back_after_a_menu_a_dialog_and_a_profile_switch(
    qtbot: QtBot, app: RunningApp
) -> None:
    window = app.window
    customers = open_entry(qtbot, app, "customers")
    search = customers.search  # type: ignore[attr-defined]
    search.setFocus()
    qtbot.keyClicks(search, "nile")
    # A menu, opened with Alt+F and closed with Esc twice.
    qtbot.keyClick(search, Qt.Key.Key_F, Qt.KeyboardModifier.AltModifier)
    qtbot.waitUntil(lambda: QApplication.activePopupWidget() is not None)
    qtbot.keyClick(QApplication.activePopupWidget(), Qt.Key.Key_Escape)
    qtbot.keyClick(window.menuBar(), Qt.Key.Key_Escape)
    qtbot.waitUntil(lambda: focused() is search)
    # A dialog (Preferences), closed with Esc.
    qtbot.keyClick(search, Qt.Key.Key_Comma, CTRL)
    qtbot.waitUntil(lambda: isinstance(QApplication.activeModalWidget(), PreferencesDialog))
    qtbot.keyClick(QApplication.activeModalWidget(), Qt.Key.Key_Escape)
    qtbot.waitUntil(lambda: QApplication.activeModalWidget() is None)
    qtbot.waitUntil(lambda: focused() is search)
    assert isinstance(search, QLineEdit) and search.text() == "nile"
    # A profile switch closes the tabs: the keyboard is in the navigation, arrows work.
    app.view_model.switch_to(DEMO_PROFILE)
    # (The window's own focus: the offscreen platform may leave no window active.)
    qtbot.waitUntil(
        lambda: not window._tabs and window.focusWidget() is window.navigation, timeout=15000
    )
    window.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is window)
    # The switched-to profile's session opens after the old one closed: screens need it.
    qtbot.waitUntil(
        lambda: app.view_model.connection_state is ConnectionState.ONLINE, timeout=15000
    )
    # Closing the last tab leaves the focus in the navigation too.
    taxes = open_taxes(qtbot, app)
    assert inside(taxes)
    qtbot.keyClick(focused(), Qt.Key.Key_W, CTRL)
    qtbot.waitUntil(lambda: focused() is window.navigation)


def test_f1_lists_the_grid_keys_of_an_editor(qtbot: QtBot, app: RunningApp) -> None:
    window: MainWindow = app.window
    editor = window.open_new("sales_order")
    assert editor is not None
    qtbot.keyClick(focused(), Qt.Key.Key_F1)
    qtbot.waitUntil(lambda: isinstance(QApplication.activeModalWidget(), ShortcutsHelpDialog))
    dialog = QApplication.activeModalWidget()
    assert isinstance(dialog, ShortcutsHelpDialog)
    keys = {row[0] for row in dialog.rows() if row[2] == editor.title().removesuffix(" *")}
    assert {"Ins", "Del", "F2", "Enter"} <= keys
    rows = dialog.rows()
    assert any(row[0] == "Ctrl+Tab" for row in rows)
    assert any(row[0] == "F6" for row in rows)
    assert any(row[0] == "Ctrl+Shift+S" and "Sales order" in row[1] for row in rows)
    dialog.reject()
    journal = window.open_new("journal_entry")
    assert journal is not None
    dialog = window.show_shortcuts()
    keys = {row[0] for row in dialog.rows() if row[2] == journal.title().removesuffix(" *")}
    assert {"Ins", "Del", "F2", "Enter"} <= keys
    dialog.reject()


def test_the_connect_dialogs_cancel_asks_when_something_was_typed_and_connect_has_its_letter(
    qtbot: QtBot, app: RunningApp, screenshot
) -> None:
    """Issue 19, point 8: Alt+C (Cancel) threw away the address and token just typed."""
    window = app.window
    dialog = window.open_connect_dialog()
    qtbot.waitUntil(dialog.isVisible)
    assert mnemonic(dialog.connect_button.text()) not in {"C", "O", "N", "S", "D"}
    assert clashing_mnemonics("connect", dialog) == []
    qtbot.keyClick(dialog, Qt.Key.Key_Escape)  # nothing typed: it closes at once
    qtbot.waitUntil(lambda: window.connect_dialog is None)

    dialog = window.open_connect_dialog()
    qtbot.waitUntil(dialog.isVisible)
    dialog.choose_new_profile()
    dialog.base_url.setFocus()
    qtbot.keyClicks(dialog.base_url, "https://erp.example.com")
    dialog.activateWindow()  # (Alt+letters work in the active window)
    qtbot.waitUntil(lambda: QApplication.activeWindow() is dialog)
    qtbot.keyClick(dialog.base_url, Qt.Key.Key_C, Qt.KeyboardModifier.AltModifier)
    box = open_message_box(qtbot)
    screenshot(box, "connect_cancel_asks")
    qtbot.keyClick(box, Qt.Key.Key_Escape)  # Cancel: back to the dialog, typing kept
    qtbot.waitUntil(lambda: not box.isVisible())
    assert dialog.isVisible() and dialog.base_url.text() == "https://erp.example.com"
    qtbot.keyClick(dialog.base_url, Qt.Key.Key_Escape)
    box = open_message_box(qtbot)
    click_button(qtbot, box, "Discard and close")
    qtbot.waitUntil(lambda: window.connect_dialog is None)


@pytest.mark.parametrize("key", ["customers", "taxes", "stock-items"])
def test_down_from_a_lists_search_box_into_the_rows_enter_opens_esc_goes_back(
    qtbot: QtBot, app: RunningApp, key: str
) -> None:
    window = app.window
    wait_for_cache(qtbot, app, "taxes", "customers", "stock_items")
    screen = open_entry(qtbot, app, key)
    table = screen.table  # type: ignore[attr-defined]
    qtbot.waitUntil(lambda: table.model().rowCount() > 1, timeout=15000)
    box = next(
        edit
        for edit in screen.findChildren(QLineEdit)  # type: ignore[attr-defined]
        if edit.isVisible()
        and not edit.isReadOnly()
        and edit.parentWidget() is not None
        and type(edit.parentWidget()).__name__ not in ("QComboBox", "AccountPicker")
    )
    box.setFocus()
    qtbot.keyClick(box, Qt.Key.Key_Down)
    assert focused() is table
    assert table.currentIndex().row() == 0
    qtbot.keyClick(table, Qt.Key.Key_Down)
    assert table.currentIndex().row() == 1
    qtbot.keyClick(table, Qt.Key.Key_Escape)
    assert focused() is box
    qtbot.keyClick(box, Qt.Key.Key_Down)  # back into the rows, where it was
    assert focused() is table and table.currentIndex().row() == 1
    qtbot.keyClick(table, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: window.tabs.currentWidget() is not screen, timeout=10000)
    assert on_a_control()


@pytest.mark.parametrize("key", ["journal-entries", "sales-orders"])
def test_a_saved_document_opens_on_its_first_line_not_in_a_field(
    qtbot: QtBot, app: RunningApp, key: str
) -> None:
    """Issue 20, point 9: a saved journal entry opened with its date selected."""
    window = app.window
    screen = open_entry(qtbot, app, key)
    table = screen.table  # type: ignore[attr-defined]
    editor = open_table_row(qtbot, window, table)
    qtbot.waitUntil(lambda: getattr(editor, "first_focus", lambda: None)() is not None)
    grid = editor.first_focus()  # type: ignore[attr-defined]

    qtbot.waitUntil(lambda: focused() is grid, timeout=5000)
    assert grid.currentIndex().row() == 0
    title = editor.title()
    qtbot.keyClick(grid, Qt.Key.Key_5)  # a stray key changes no header field
    qtbot.keyClick(focused(), Qt.Key.Key_Escape)
    assert not editor.has_unsaved_changes(), title


def test_combos_find_code_or_name_by_the_whole_text_typed_and_orders_start_in_the_last_warehouse(
    qtbot: QtBot, app: RunningApp, screenshot
) -> None:
    """Issue 20, point 6: "Main" found nothing in the warehouse combo; "VAT 14" jumped at
    the space and chose "VAT 0%"."""
    window = app.window
    editor = new_order(qtbot, app)
    vm = editor.view_model
    combo = editor.warehouse
    combo.setFocus()
    qtbot.keyClicks(combo, "alex")
    assert combo.currentText() == "WH02 · Alexandria store"
    assert vm.form.warehouse_id == combo.currentData()
    qtbot.wait(1100)  # a pause: the next keys start a new search
    qtbot.keyClicks(combo, "Main")
    assert combo.currentText().startswith("WH01 · Main warehouse")
    qtbot.keyClick(combo, Qt.Key.Key_Backspace)
    qtbot.keyClicks(combo, "xyz")  # matches nothing: the choice stays
    assert combo.currentText().startswith("WH01 · Main warehouse")
    qtbot.wait(1100)
    qtbot.keyClicks(combo, "WH02")
    wh02 = combo.currentData()
    assert combo.currentText() == "WH02 · Alexandria store" and vm.form.warehouse_id == wh02

    # Saved from WH02: the next new order of this profile starts there.
    editor.customer.setFocus()
    qtbot.keyClicks(editor.customer, "CUS-0003")
    qtbot.keyClick(editor.customer, Qt.Key.Key_Tab)
    editor.focus_cell(0, LineColumn.ITEM)
    type_line(qtbot, editor, stocked_items(app, 1)[0]["sku"], "1")
    window.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is window)
    qtbot.keyClick(focused(), Qt.Key.Key_S, CTRL)
    qtbot.waitUntil(lambda: not vm.is_new, timeout=15000)
    qtbot.keyClick(focused(), Qt.Key.Key_S, CTRL | SHIFT)
    qtbot.waitUntil(lambda: window.tabs.currentWidget() is not editor)
    second = window.tabs.currentWidget()
    assert isinstance(second, SalesOrderEditorView)
    assert second.view_model.form.warehouse_id == wh02
    qtbot.waitUntil(lambda: second.warehouse.currentData() == wh02)

    item = window.open_new("stock_item")
    assert isinstance(item, StockItemEditorView)
    qtbot.waitUntil(lambda: item.tax.count() > 2, timeout=10000)
    item.tax.setFocus()
    qtbot.keyClicks(item.tax, "VAT 14")
    assert item.tax.currentText().startswith("VAT 14%")
    qtbot.wait(1100)
    qtbot.keyClicks(item.tax, "vat 0")
    assert item.tax.currentText().startswith("VAT 0% export")
    screenshot(item, "stock_item_tax_found_as_typed")


def required_labels(screen: QWidget) -> dict[str, str]:
    """Label text -> its field's accessible name, for the fields marked required."""
    return {
        label.text().replace("&", ""): label.buddy().accessibleName()
        for label in screen.findChildren(QLabel)
        if label.buddy() is not None and label.property(REQUIRED)
    }


def test_required_fields_are_marked_from_the_start_in_the_accessible_name_too(
    qtbot: QtBot, app: RunningApp, screenshot
) -> None:
    """Issue 20, point 7: required fields showed nothing until a save was refused."""
    window = app.window
    found = {}
    for kind in ("tax", "customer", "stock_item", "sales_person", "service_item", "cash_in"):
        editor = window.open_new(kind)
        assert editor is not None, kind
        found[kind] = required_labels(editor)
        print(kind, found[kind])
    tax = found["tax"]
    assert tax["Name *"] == "Name, required"
    assert any(text.startswith("Rate") and text.endswith(" *") for text in tax)
    assert "Name *" in found["customer"]
    # Marked ones are the ones an empty save is refused on; nothing else is.
    editor = window.open_new("tax")
    assert editor is not None
    marked = set(required_labels(editor))
    qtbot.keyClick(focused(), Qt.Key.Key_S, CTRL)
    refused = {
        label.text().replace("&", "")
        for label in editor.findChildren(QLabel)
        if label.buddy() is not None and label.buddy().property("invalid")
    }
    assert refused and refused <= marked, (refused, marked)
    screenshot(editor, "tax_editor_required_marked")


def test_duplicate_and_return_on_a_sales_order_and_a_suggested_customer_code(
    qtbot: QtBot, app: RunningApp, screenshot
) -> None:
    """Issue 20, point 8: Duplicate (Ctrl+D) makes a new draft with the same lines; Return…
    (Ctrl+R) on an issued order starts the return wizard from its code; a new customer is
    offered the next code."""
    window = app.window
    wait_for_cache(qtbot, app, "customers", "stock_items", "warehouses", "taxes")
    orders = open_entry(qtbot, app, "sales-orders")
    model = orders.view_model.model  # type: ignore[attr-defined]
    qtbot.waitUntil(lambda: model.rowCount() > 3, timeout=15000)
    listed = [model.order_at(row) for row in range(model.rowCount())]
    issued = next(row for row, order in enumerate(listed) if order and order.is_issued)
    source = open_table_row(qtbot, window, orders.table, issued)  # type: ignore[attr-defined]
    assert isinstance(source, SalesOrderEditorView)
    qtbot.waitUntil(source.duplicate_button.isVisible)
    assert source.return_button.isVisible()
    lines = [line for line in source.view_model.form.lines if not line.blank]
    assert lines
    # F1 lists the two keys of the order's own.
    help_rows = window.show_shortcuts()
    keys = {row[0]: row[1] for row in help_rows.rows()}
    assert keys.get("Ctrl+D") == "Duplicate" and keys.get("Ctrl+R") == "Return goods"
    help_rows.reject()
    window.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is window)

    qtbot.keyClick(focused(), Qt.Key.Key_D, CTRL)
    qtbot.waitUntil(lambda: window.tabs.currentWidget() is not source)
    copy = window.tabs.currentWidget()
    assert isinstance(copy, SalesOrderEditorView) and copy.view_model.is_new
    form = copy.view_model.form
    assert form.customer_id == source.view_model.form.customer_id
    assert [(line.item_id, line.quantity_text) for line in form.lines if not line.blank] == [
        (line.item_id, line.quantity_text) for line in lines
    ]
    assert form.paper_number == "" and form.cash_text == ""
    assert copy.has_unsaved_changes()  # a draft: closing it asks, nothing is lost
    qtbot.waitUntil(lambda: copy.model.rowCount() >= len(lines))
    assert copy.view_model.totals.net_total == source.view_model.totals.net_total > 0
    screenshot(window, "sales_order_duplicated")

    window.tabs.setCurrentWidget(source)
    window.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is window)
    qtbot.keyClick(focused(), Qt.Key.Key_R, CTRL)
    qtbot.waitUntil(lambda: window.tabs.currentWidget() is not source)
    wizard = window.tabs.currentWidget()
    assert wizard.view_model.source_code() == source.view_model.base.code  # type: ignore[union-attr]

    customer = window.open_new("customer")
    assert isinstance(customer, CustomerEditorView)
    codes = [row.code for row in customer_rows(app)]
    assert customer.view_model.form.code == next_code(codes) != ""
    assert not customer.has_unsaved_changes()


def test_the_new_menu_the_connect_question_and_the_grid_keys_read_arabic(
    qtbot: QtBot, qloop: object, home: Path, tmp_path: Path, screenshot
) -> None:
    with arabic_app(qtbot, home, tmp_path / "translations") as arabic:
        window = arabic.running.window
        window.new_menu.popup(window.mapToGlobal(window.rect().center()))
        qtbot.waitUntil(window.new_menu.isVisible)
        letters = [mnemonic(action.text()) for action in window.new_menu.actions()]
        letters = [letter for letter in letters if letter]
        assert len(letters) == len(set(letters)) == 17  # one letter each, none twice
        screenshot(window.new_menu, "file_new_menu_ar")
        window.new_menu.hide()

        dialog = window.open_connect_dialog()
        qtbot.waitUntil(dialog.isVisible)
        dialog.choose_new_profile()
        qtbot.keyClicks(dialog.base_url, "https://erp.example.com")
        dialog.reject()
        box = open_message_box(qtbot)
        arabic.look_at("connect question", box)
        screenshot(box, "connect_cancel_asks_ar")
        qtbot.keyClick(box, Qt.Key.Key_Escape)
        qtbot.waitUntil(lambda: not box.isVisible())
        dialog.base_url.clear()
        dialog.reject()
        qtbot.waitUntil(lambda: window.connect_dialog is None)

        editor = window.open_new("journal_entry")
        assert editor is not None
        help_dialog = window.show_shortcuts()
        qtbot.waitUntil(help_dialog.isVisible)
        arabic.look_at("shortcuts help", help_dialog)
        screenshot(help_dialog, "shortcuts_help_grid_keys_ar")
        help_dialog.reject()
        assert arabic.english == {} and arabic.clashes == []


def test_best_match_reads_the_whole_text_by_code_or_name() -> None:
    taxes = ["(no tax)", "VAT 0% export", "VAT 14%", "VAT exempt"]
    assert taxes[best_match(taxes, "VAT 14")] == "VAT 14%"
    assert taxes[best_match(taxes, "vat  e")] == "VAT exempt"
    warehouses = ["WH01 · Main warehouse - Cairo", "WH02 · Alexandria store"]
    assert best_match(warehouses, "main") == 0  # a word of the name
    assert best_match(warehouses, "andria") == 1  # anywhere, last
    assert best_match(warehouses, "wh02") == 1  # the code
    assert best_match(warehouses, "giza") == -1
    assert best_match(warehouses, "  ") == -1
