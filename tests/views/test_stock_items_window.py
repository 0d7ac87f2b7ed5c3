"""Inventory > Stock items, driven like a clerk: search, look up, open, type, save."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from app.viewmodels.inventory.stock_item_editor import ItemField
from tests.support.app import RunningApp, running_app
from tests.support.stock_items import (
    current_item_editor,
    descriptions,
    open_row,
    open_stock_items,
    search,
)


@pytest.fixture
def app(qtbot: QtBot, qloop: object, home: Path) -> Iterator[RunningApp]:
    with running_app(qtbot, home) as running:
        yield running


def test_search_the_cached_list_and_see_balances(qtbot: QtBot, app: RunningApp, screenshot) -> None:
    items = open_stock_items(qtbot, app)
    total = items.view_model.model.rowCount()
    assert "Cached list" in items.mode.text()
    assert items.summary.text() == f"{total:,} of {total:,} items"
    search(qtbot, items, "samsung")
    found = descriptions(items)
    assert found and all("samsung" in d.casefold() for d in found), found
    qtbot.keyClick(items.search, Qt.Key.Key_Return)  # to the first match
    assert items.selected_item() is not None
    qtbot.waitUntil(lambda: items.details.warehouses.rowCount() > 0, timeout=10000)
    assert items.details.facts["global_balance"].text()
    screenshot(app.window, "stock_items_list")


def test_a_server_lookup_says_so_and_goes_back(qtbot: QtBot, app: RunningApp) -> None:
    items = open_stock_items(qtbot, app)
    first = items.view_model.model.item_at(0)
    assert first is not None and first.code
    items.lookup_kind.setCurrentIndex(items.lookup_kind.findText("Code is"))
    items.lookup_value.setFocus()
    qtbot.keyClicks(items.lookup_value, first.code)
    qtbot.keyClick(items.lookup_value, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: items.view_model.model.rowCount() == 1, timeout=10000)
    assert items.mode.text().startswith("Server lookup: Code is")
    assert items.summary.text() == "1 items found on the server"
    qtbot.mouseClick(items.back_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: items.view_model.model.rowCount() > 1, timeout=10000)
    assert "Cached list" in items.mode.text()
    items.lookup_kind.setCurrentIndex(items.lookup_kind.findText("Ids (list)"))
    items.lookup_value.setText("1, x")
    qtbot.mouseClick(items.lookup_button, Qt.MouseButton.LeftButton)
    assert "whole numbers" in items.lookup_error.text()


def test_create_an_item_then_reopen_and_edit_it(qtbot: QtBot, app: RunningApp, screenshot) -> None:
    items = open_stock_items(qtbot, app)
    qtbot.keyClick(items.table, Qt.Key.Key_N, Qt.KeyboardModifier.ControlModifier)
    editor = current_item_editor(app)
    editor.inputs[ItemField.CODE].setFocus()
    qtbot.keyClicks(editor.inputs[ItemField.CODE], "TST-0001")
    qtbot.keyClick(editor.inputs[ItemField.CODE], Qt.Key.Key_Tab)
    assert QApplication.focusWidget() is editor.inputs[ItemField.DESCRIPTION]
    qtbot.keyClicks(editor.inputs[ItemField.DESCRIPTION], "Test widget blue")
    qtbot.keyClicks(editor.inputs[ItemField.SKU], "TW-BLUE")
    editor.tabs.setCurrentIndex(1)
    qtbot.keyClicks(editor.inputs[ItemField.PRICE], "abc")
    qtbot.keyClick(editor, Qt.Key.Key_S, Qt.KeyboardModifier.ControlModifier)
    assert "Enter a number" in editor.fields[ItemField.PRICE].error.text()
    assert editor.tabs.currentIndex() == 1
    editor.inputs[ItemField.PRICE].clear()
    qtbot.keyClicks(editor.inputs[ItemField.PRICE], "125.50")
    qtbot.keyClick(editor, Qt.Key.Key_S, Qt.KeyboardModifier.ControlModifier)
    qtbot.waitUntil(lambda: editor.status.text() == "Saved.", timeout=10000)
    assert editor.view_model.base is not None
    # The demo company numbers items itself: the typed code gave way to the next number.
    title = app.window.tabs.tabText(app.window.tabs.currentIndex())
    assert title.endswith(" · Test widget blue"), title
    editor.close_button.click()

    # The list shows it at once (the editor put it in the cache); reopen and edit.
    app.window.tabs.setCurrentWidget(items)
    search(qtbot, items, "test widget")
    assert descriptions(items) == ["Test widget blue"]
    editor = open_row(qtbot, app, items, 0)
    assert editor.inputs[ItemField.PRICE].text() == "125.5"
    editor.inputs[ItemField.DESCRIPTION].selectAll()
    qtbot.keyClicks(editor.inputs[ItemField.DESCRIPTION], "Test widget navy")
    qtbot.mouseClick(editor.save_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: editor.status.text() == "Saved.", timeout=10000)
    app.window.tabs.setCurrentWidget(items)
    qtbot.waitUntil(lambda: descriptions(items) == ["Test widget navy"], timeout=10000)


def _open_by_search(qtbot: QtBot, app: RunningApp, text: str):
    items = open_stock_items(qtbot, app)
    search(qtbot, items, text)
    return items, open_row(qtbot, app, items, 0)


def test_a_duplicate_description_is_refused_at_the_field(
    qtbot: QtBot, app: RunningApp, screenshot
) -> None:
    items = open_stock_items(qtbot, app)
    qtbot.mouseClick(items.new_button, Qt.MouseButton.LeftButton)
    editor = current_item_editor(app)
    editor.inputs[ItemField.DESCRIPTION].setFocus()
    qtbot.keyClicks(editor.inputs[ItemField.DESCRIPTION], "Samsung 32-inch HD LED TV")
    qtbot.mouseClick(editor.save_button, Qt.MouseButton.LeftButton)
    error = editor.fields[ItemField.DESCRIPTION].error
    qtbot.waitUntil(error.isVisible, timeout=10000)
    assert "already used" in error.text()
    assert editor.banner.text == "The server did not save the item."
    for index, name in enumerate(("general", "prices", "stock", "properties", "grouping")):
        editor.tabs.setCurrentIndex(index)
        screenshot(app.window, f"stock_item_editor_{name}")


def test_an_item_changed_elsewhere_asks_before_overwriting(qtbot: QtBot, app: RunningApp) -> None:
    from app.sandbox.db import Database
    from tests.support.widgets import click_button, open_message_box

    _items, editor = _open_by_search(qtbot, app, "Samsung 43-inch")
    base = editor.view_model.base
    assert base is not None
    demo_db = Database(app.paths.demo_database)  # another clerk changes the price meanwhile
    with demo_db.transaction() as conn:
        conn.execute("UPDATE stock_items SET price = 1 WHERE id = ?", (base.id,))
    demo_db.close()
    editor.inputs[ItemField.SKU].selectAll()
    qtbot.keyClicks(editor.inputs[ItemField.SKU], "TV-SAM-43")
    qtbot.mouseClick(editor.save_button, Qt.MouseButton.LeftButton)
    box = open_message_box(qtbot)
    assert "Price" in box.text()
    assert "SKU: yours “TV-SAM-43”, theirs “TV-SAM-02”" in box.detailedText()
    assert "Price: yours" in box.detailedText()
    click_button(qtbot, box, "Take theirs")
    qtbot.waitUntil(lambda: editor.inputs[ItemField.PRICE].text() == "1")
    assert editor.inputs[ItemField.SKU].text() == "TV-SAM-02"
    assert not editor.has_unsaved_changes()


def test_deleting_an_item_in_use_says_why_not(qtbot: QtBot, app: RunningApp) -> None:
    from tests.support.widgets import click_button, open_message_box

    items = open_stock_items(qtbot, app)
    search(qtbot, items, "Samsung 32-inch")
    items.select_row(0)
    qtbot.keyClick(items.table, Qt.Key.Key_Delete)
    click_button(qtbot, open_message_box(qtbot), "Delete")
    qtbot.waitUntil(items.banner.isVisible, timeout=10000)
    assert "still has stock" in items.banner.text
    assert "Deactivate it instead" in items.banner.text
    assert descriptions(items) == ["Samsung 32-inch HD LED TV"]


def test_a_draft_comes_back_when_the_item_is_reopened(qtbot: QtBot, app: RunningApp) -> None:
    from tests.support.widgets import click_button, open_message_box

    items, editor = _open_by_search(qtbot, app, "Samsung 50-inch")
    editor.tabs.setCurrentIndex(1)
    editor.inputs[ItemField.DEALER_PRICE].setFocus()
    editor.inputs[ItemField.DEALER_PRICE].selectAll()
    qtbot.keyClicks(editor.inputs[ItemField.DEALER_PRICE], "9999")
    qtbot.mouseClick(editor.close_button, Qt.MouseButton.LeftButton)
    click_button(qtbot, open_message_box(qtbot), "Keep as draft")
    assert editor not in [app.window.tabs.widget(i) for i in range(app.window.tabs.count())]
    app.window.tabs.setCurrentWidget(items)
    again = open_row(qtbot, app, items, 0)
    assert again.inputs[ItemField.DEALER_PRICE].text() == "9999"
    assert again.has_unsaved_changes()


def test_serial_numbers_are_checked_one_by_one(qtbot: QtBot, app: RunningApp, screenshot) -> None:
    items = open_stock_items(qtbot, app)
    search(qtbot, items, "Samsung Galaxy S24")
    items.select_row(0)
    qtbot.mouseClick(items.serials_button, Qt.MouseButton.LeftButton)
    dialog = items.serial_dialog
    assert dialog is not None
    dialog.mode.setCurrentIndex(1)  # came back on a receive-returns order
    qtbot.keyClicks(dialog.rr_code, "RR-NONE")
    dialog.serials.setPlainText("SN-1\nSN-2, SN-1")
    qtbot.mouseClick(dialog.check_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: dialog.results.rowCount() == 2, timeout=10000)
    assert dialog.results.item(0, 0).text() == "SN-1"
    assert dialog.results.item(0, 1).text() == "Not valid"
    assert dialog.summary.text() == "0 of 2 valid"
    dialog.mode.setCurrentIndex(0)
    dialog.serials.clear()
    qtbot.mouseClick(dialog.check_button, Qt.MouseButton.LeftButton)
    assert "at least one serial" in dialog.problem.text()
    screenshot(dialog, "stock_item_serial_check")
    dialog.reject()


def test_right_to_left_layout(qtbot: QtBot, app: RunningApp, screenshot) -> None:
    from tests.support.widgets import type_text

    QApplication.setLayoutDirection(Qt.LayoutDirection.RightToLeft)
    try:
        items = open_stock_items(qtbot, app)
        search(qtbot, items, "samsung")
        items.select_row(0)
        qtbot.waitUntil(lambda: items.details.warehouses.rowCount() > 0, timeout=10000)
        screenshot(app.window, "stock_items_list_rtl")
        qtbot.mouseClick(items.new_button, Qt.MouseButton.LeftButton)
        editor = current_item_editor(app)
        type_text(editor.inputs[ItemField.DESCRIPTION], "شاشة سامسونج")
        assert editor.view_model.form.description == "شاشة سامسونج"
        for index, name in enumerate(("general", "prices", "stock", "properties", "grouping")):
            editor.tabs.setCurrentIndex(index)
            screenshot(app.window, f"stock_item_editor_{name}_rtl")
        assert editor.isRightToLeft()
        items.check_serials(items.selected_item())  # type: ignore[arg-type]
        assert items.serial_dialog is not None
        screenshot(items.serial_dialog, "stock_item_serial_check_rtl")
        items.serial_dialog.reject()
    finally:
        QApplication.setLayoutDirection(Qt.LayoutDirection.LeftToRight)


def test_the_list_exports_what_it_shows(qtbot: QtBot, app: RunningApp, tmp_path: Path) -> None:
    from app.store.tabular import read_table

    items = open_stock_items(qtbot, app)
    search(qtbot, items, "samsung galaxy")
    dialog = items.export_button.choose(".csv")
    target = tmp_path / "items.csv"
    dialog.selectFile(str(target))
    dialog.accept()
    qtbot.waitUntil(lambda: "exported" in items.banner.text, timeout=10000)
    table = read_table(target)
    assert table.headers[:2] == ["Code", "Description"]
    assert [row[1] for row in table.rows] == descriptions(items)


def test_the_selection_survives_a_reload_and_a_new_search_starts_at_the_top(
    qtbot: QtBot, app: RunningApp
) -> None:
    items = open_stock_items(qtbot, app)
    search(qtbot, items, "samsung")
    items.select_row(3)
    chosen = items.selected_item()
    assert chosen is not None
    qtbot.waitUntil(lambda: items.details.warehouses.rowCount() > 0, timeout=10000)
    with qtbot.waitSignal(items.view_model.model.modelReset, timeout=5000):
        qtbot.keyClick(items.table, Qt.Key.Key_F5)  # as after a sync or a save
    again = items.selected_item()
    assert again is not None and again.id == chosen.id
    assert items.details.warehouses.rowCount() > 0  # its balances stay in the pane
    assert items.details.status.text() == ""

    search(qtbot, items, "galaxy")
    assert items.selected_item() is None  # the TV is no Galaxy: nothing selected

    search(qtbot, items, "s")  # long enough to scroll
    bar = items.table.verticalScrollBar()
    assert bar.maximum() > 0
    bar.setValue(bar.maximum())
    search(qtbot, items, "s ")  # the same matches, a new search all the same
    assert bar.maximum() > 0 and bar.value() == 0
