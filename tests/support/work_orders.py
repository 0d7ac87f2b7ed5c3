"""Helpers for the issue offering and supplies receipt windows: opening them, typing into the
line grid cell by cell, items that need batches, stock balances through the API."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QDate, Qt
from PySide6.QtWidgets import QApplication, QDateEdit, QWidget
from pytestqt.qtbot import QtBot

from app.models.stock_items import StockItemCreateRequest
from app.viewmodels.choices import CachedChoices
from app.viewmodels.inventory.work_order_editor import PartyKind
from app.views.inventory.work_order_editor import WorkOrderEditorView
from app.views.widgets.item_lines import ItemLinesGrid
from tests.support.app import RunningApp, wait_for_cache
from tests.support.orders import run


def new_work_order(qtbot: QtBot, running: RunningApp, kind: str) -> WorkOrderEditorView:
    """A new issue offering ("issue_offering") or receipt ("receive_supplies") tab, as the
    work-orders list's New buttons open it; waits for the pickers' lists (and suppliers)."""
    wait_for_cache(qtbot, running, "stock_items", "customers", "warehouses", "sales_persons")
    editor = running.window.open_editor(kind, None)
    assert isinstance(editor, WorkOrderEditorView)
    qtbot.waitUntil(lambda: editor.warehouse.count() > 1, timeout=5000)
    vm = editor.view_model
    if PartyKind.SUPPLIER in vm.parties:
        qtbot.waitUntil(lambda: vm.suppliers.loaded, timeout=10000)
    running.window.activateWindow()  # shortcuts fire in the active window only
    qtbot.waitUntil(lambda: QApplication.activeWindow() is running.window)
    return editor


def pick(qtbot: QtBot, field: QWidget, text: str) -> None:
    """Type into a picker or combo and leave it with Tab."""
    field.setFocus()
    qtbot.keyClicks(field, text)
    qtbot.keyClick(field, Qt.Key.Key_Tab)


def type_date(qtbot: QtBot, edit: QDateEdit, day: QDate) -> None:
    """Type a date into a date field, section by section (year, month, then the day), as
    a clerk does after selecting each part."""
    edit.setFocus()
    for section, text in (
        (QDateEdit.Section.YearSection, day.toString("yyyy")),
        (QDateEdit.Section.MonthSection, day.toString("MM")),
        (QDateEdit.Section.DaySection, day.toString("dd")),
    ):
        edit.setSelectedSection(section)
        qtbot.keyClicks(edit, text)
    qtbot.waitUntil(lambda: edit.date() == day, timeout=2000)


def press_save(qtbot: QtBot, running: RunningApp, widget: QWidget) -> None:
    """Ctrl+S where the clerk is. (Offscreen, completion popups leave the window inactive,
    and shortcuts fire in the active window only: it is made active again first.)"""
    running.window.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is running.window)
    widget.setFocus()
    qtbot.keyClick(widget, Qt.Key.Key_S, Qt.KeyboardModifier.ControlModifier)


def editing_column(grid: ItemLinesGrid) -> int | None:
    table = grid.table
    if table.state() != table.State.EditingState:
        return None
    return table.currentIndex().column()


def type_cells(qtbot: QtBot, grid: ItemLinesGrid, item: str, *values: str) -> None:
    """With the grid on a line's item cell: type the item and Enter, then each value and
    Enter into whichever cell Enter opened next (quantity, then what the line needs)."""
    table = grid.table
    if table.state() == table.State.EditingState:
        picker = table.focusWidget()
        qtbot.keyClicks(picker, item)
    else:
        qtbot.keyClicks(table, item[0])  # any key opens the cell's picker
        picker = table.focusWidget()
        qtbot.keyClicks(picker, item[1:])
    qtbot.keyClick(picker, Qt.Key.Key_Return)
    qtbot.wait(20)
    if editing_column(grid) == grid.view_model.item_column:
        qtbot.keyClick(table.focusWidget(), Qt.Key.Key_Return)  # the match taken: move on
    for value in values:
        qtbot.waitUntil(lambda: editing_column(grid) not in (None, grid.view_model.item_column))
        cell = table.focusWidget()
        cell.selectAll()  # type: ignore[attr-defined]
        qtbot.keyClicks(cell, value)
        qtbot.keyClick(cell, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: editing_column(grid) == grid.view_model.item_column)


def batch_item(qtbot: QtBot, running: RunningApp, sku: str, **needs: bool) -> dict[str, Any]:
    """A new stock item kept in batches (``requires_batch_number`` and the like), created
    through the API and brought into the cache with Tools › Sync lists now (F9)."""
    session = running.view_model.session
    assert session is not None
    created = run(
        qtbot,
        session.client.stock_items.create(
            StockItemCreateRequest(
                sku=sku,
                description=f"Batch-kept item {sku}",
                price=40,
                purchase_price=25,
                **needs,
            )
        ),
    )
    running.window.sync_action.trigger()
    cached = CachedChoices(session, "stock_items")
    qtbot.waitUntil(lambda: cached.get(created.id) is not None, timeout=20000)
    choice = cached.get(created.id)
    assert choice is not None
    return choice.payload


def balance(qtbot: QtBot, running: RunningApp, item_id: int, warehouse_id: int) -> float:
    session = running.view_model.session
    assert session is not None
    rows = run(
        qtbot,
        session.client.warehouses.stock_items_balances(
            stock_item_ids=[item_id], warehouse_ids=[warehouse_id]
        ),
    )
    return float(rows[0].total_balance or 0)
