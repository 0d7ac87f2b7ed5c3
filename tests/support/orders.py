"""Helpers for the sales order windows: reaching them, typing into the line grid, and
asking the API in the middle of a sync qtbot test."""

from __future__ import annotations

import asyncio
from collections.abc import Coroutine
from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from app.store.reference_cache import ReferenceCache
from app.viewmodels.sales.sales_order_editor import LineColumn
from app.views.sales.sales_order_editor import SalesOrderEditorView
from app.views.sales.sales_order_list import SalesOrderListView
from tests.support.app import RunningApp, wait_for_cache
from tests.support.screens import open_entry


def run(qtbot: QtBot, coroutine: Coroutine[Any, Any, Any], timeout: int = 15000) -> Any:
    """Await ``coroutine`` on the app's loop from a sync test."""
    task = asyncio.ensure_future(coroutine)
    qtbot.waitUntil(task.done, timeout=timeout)
    return task.result()


def open_orders(qtbot: QtBot, running: RunningApp) -> SalesOrderListView:
    """Sales > Sales orders, chosen in the navigation with the keyboard."""
    screen = open_entry(qtbot, running, "sales-orders")
    assert isinstance(screen, SalesOrderListView)
    qtbot.waitUntil(lambda: screen.view_model.model.rowCount() > 0, timeout=10000)
    return screen


def new_order(qtbot: QtBot, running: RunningApp) -> SalesOrderEditorView:
    """Sales orders, then Ctrl+N; waits for the pickers' lists."""
    wait_for_cache(
        qtbot, running, "stock_items", "customers", "warehouses", "sales_persons", "taxes"
    )
    orders = open_orders(qtbot, running)
    running.window.activateWindow()  # shortcuts fire in the active window only
    qtbot.waitUntil(lambda: QApplication.activeWindow() is running.window)
    orders.table.setFocus()
    qtbot.keyClick(orders.table, Qt.Key.Key_N, Qt.KeyboardModifier.ControlModifier)
    editor = running.window.tabs.currentWidget()
    assert isinstance(editor, SalesOrderEditorView)
    qtbot.waitUntil(lambda: editor.warehouse.count() > 1, timeout=5000)
    return editor


def stocked_items(running: RunningApp, count: int) -> list[dict[str, Any]]:
    """Cached payloads of plain items (no serials, units or children) with a price."""
    session = running.view_model.session
    assert session is not None and session.store is not None
    rows = ReferenceCache(session.store).rows("stock_items", active_only=True, limit=400)
    plain = [
        row.payload
        for row in rows
        if not row.payload.get("hasSerialNumbers")
        and not row.payload.get("isGroupingItem")
        and not row.payload.get("parentId")
        and not row.payload.get("unitOfMeasures")
        and not row.payload.get("requiresBatchNumber")
        and not row.payload.get("requiresExpiryDate")
        and float(row.payload.get("price") or 0) > 0
    ]
    return plain[:count]


def type_line(qtbot: QtBot, editor: SalesOrderEditorView, text: str, quantity: str) -> None:
    """With the grid on a line's item cell: type the item, Enter, the quantity, Enter."""
    table = editor.table
    if table.state() == table.State.EditingState:
        picker = table.focusWidget()  # Enter on the line before opened it
        qtbot.keyClicks(picker, text)
    else:
        qtbot.keyClicks(table, text[0])  # any key opens the cell's picker
        picker = table.focusWidget()
        qtbot.keyClicks(picker, text[1:])
    qtbot.keyClick(picker, Qt.Key.Key_Return)  # takes a highlighted match, or the code typed
    qtbot.wait(20)
    if table.state() == table.State.EditingState and table.currentIndex().column() == 0:
        qtbot.keyClick(table.focusWidget(), Qt.Key.Key_Return)  # the match taken: move on
    qtbot.waitUntil(
        lambda: (
            table.currentIndex().column() == LineColumn.QUANTITY
            and table.state() == table.State.EditingState
        )
    )
    quantity_editor = table.focusWidget()
    quantity_editor.selectAll()  # type: ignore[attr-defined]
    qtbot.keyClicks(quantity_editor, quantity)
    qtbot.keyClick(quantity_editor, Qt.Key.Key_Return)
    qtbot.waitUntil(
        lambda: (
            table.currentIndex().column() == LineColumn.ITEM
            and table.state() == table.State.EditingState
        )
    )
