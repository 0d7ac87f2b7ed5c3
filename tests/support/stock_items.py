"""Reaching the stock-item screens as a clerk does."""

from __future__ import annotations

from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from app.views.inventory.stock_item_editor import StockItemEditorView
from app.views.inventory.stock_item_list import StockItemListView
from tests.support.app import RunningApp, wait_for_cache
from tests.support.screens import open_entry


def open_stock_items(qtbot: QtBot, running: RunningApp) -> StockItemListView:
    """Inventory > Stock items, once the cached list is there."""
    wait_for_cache(qtbot, running, "stock_items", "taxes", "classifications", "brands")
    screen = open_entry(qtbot, running, "stock-items")
    assert isinstance(screen, StockItemListView)
    qtbot.waitUntil(lambda: screen.view_model.model.rowCount() > 0, timeout=10000)
    return screen


def descriptions(screen: StockItemListView) -> list[str]:
    model = screen.view_model.model
    return [model.item_at(row).description for row in range(model.rowCount())]  # type: ignore[union-attr]


def search(qtbot: QtBot, screen: StockItemListView, text: str) -> None:
    """Type into the search box and wait for the list to follow.

    Waits for the answer to this search, not for any reset: a reload started before the
    typing (a change notice, the cache check) may land first with the old filter.
    """
    screen.search.setFocus()
    screen.search.clear()
    qtbot.keyClicks(screen.search, text)
    vm = screen.view_model
    qtbot.waitUntil(
        lambda: vm.up_to_date and vm.shown_filter is not None and vm.shown_filter.text == text,
        timeout=5000,
    )


def open_row(
    qtbot: QtBot, running: RunningApp, screen: StockItemListView, row: int
) -> StockItemEditorView:
    """Select a row and press Enter: the editor tab of that item."""
    screen.select_row(row)
    screen.table.setFocus()
    qtbot.keyClick(screen.table, Qt.Key.Key_Return)
    qtbot.waitUntil(
        lambda: isinstance(running.window.tabs.currentWidget(), StockItemEditorView), timeout=10000
    )
    editor = running.window.tabs.currentWidget()
    assert isinstance(editor, StockItemEditorView)
    return editor


def current_item_editor(running: RunningApp) -> StockItemEditorView:
    editor = running.window.tabs.currentWidget()
    assert isinstance(editor, StockItemEditorView)
    return editor
