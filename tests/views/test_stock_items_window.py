"""Inventory > Stock items, driven like a clerk: search, look up, open, type, save."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from app.viewmodels.stock_item_editor import ItemField
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
