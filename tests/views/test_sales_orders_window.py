"""Sales orders, driven like a clerk: a five-line order typed with the keyboard, saved,
issued (stock moves); an order saved while the server is away goes once when it is back;
the server's refusal of a line lands on its cell."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from app.money import round_money
from app.viewmodels.sales.sales_order_editor import LineColumn
from tests.support.app import RunningApp, running_app
from tests.support.orders import new_order, open_orders, run, stocked_items, type_line
from tests.support.widgets import click_button, open_message_box


@pytest.fixture
def app(qtbot: QtBot, qloop: object, home: Path) -> Iterator[RunningApp]:
    with running_app(qtbot, home) as running:
        yield running


def balances(qtbot: QtBot, app: RunningApp, item_ids: list[int], warehouse_id: int) -> dict:
    session = app.view_model.session
    assert session is not None
    rows = run(
        qtbot,
        session.client.warehouses.stock_items_balances(
            stock_item_ids=item_ids, warehouse_ids=[warehouse_id]
        ),
    )
    return {row.stock_item.id: float(row.total_balance) for row in rows}


def test_a_five_line_order_typed_by_keyboard_is_saved_then_issued(
    qtbot: QtBot, app: RunningApp, screenshot
) -> None:
    editor = new_order(qtbot, app)
    vm = editor.view_model
    items = stocked_items(app, 4)
    assert len(items) == 4
    # Header: customer, Tab, warehouse by typing its code.
    editor.customer.setFocus()
    qtbot.keyClicks(editor.customer, "CUS-0003")
    qtbot.keyClick(editor.customer, Qt.Key.Key_Tab)
    assert vm.form.customer_id is not None
    assert QApplication.focusWidget() is editor.warehouse
    qtbot.keyClicks(editor.warehouse, "WH01")
    assert vm.form.warehouse_id is not None
    warehouse_id = vm.form.warehouse_id

    # Three lines in the grid: item, Enter, quantity, Enter.
    editor.focus_cell(0, LineColumn.ITEM)
    for item, quantity in zip(items[:3], ("2", "1", "3"), strict=True):
        type_line(qtbot, editor, item["sku"], quantity)
    # A fourth by barcode/SKU (twice: the second scan bumps its quantity), and a service.
    # (Offscreen, the completion popups leave the window inactive: make it active again.)
    app.window.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is app.window)
    qtbot.keyClick(editor, Qt.Key.Key_B, Qt.KeyboardModifier.AltModifier)
    assert QApplication.focusWidget() is editor.scan
    for _ in range(2):
        qtbot.keyClicks(editor.scan, items[3]["sku"])
        qtbot.keyClick(editor.scan, Qt.Key.Key_Return)
    editor.focus_cell(4, LineColumn.ITEM)
    type_line(qtbot, editor, "SRV-SHIP", "1")

    lines = [line for line in vm.form.lines if not line.blank]
    assert len(lines) == 5
    assert [line.quantity_text for line in lines] == ["2", "1", "3", "2", "1"]
    qtbot.waitUntil(lambda: vm.totals.net_total > 0)
    screenshot(app.window, "sales_order_editor_lines")
    QApplication.setLayoutDirection(Qt.LayoutDirection.RightToLeft)
    try:
        screenshot(app.window, "sales_order_editor_lines_rtl")
    finally:
        QApplication.setLayoutDirection(Qt.LayoutDirection.LeftToRight)

    before = balances(qtbot, app, [item["id"] for item in items], warehouse_id)
    app.window.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is app.window)
    qtbot.keyClick(editor.table, Qt.Key.Key_S, Qt.KeyboardModifier.ControlModifier)
    qtbot.waitUntil(lambda: vm.base is not None, timeout=10000)
    order = vm.base
    assert order is not None and order.code
    assert len(order.sales_order_details) == 5
    # The live total is the server's, to the cent (the server keeps four decimals).
    assert round_money(order.net_total, 2) == vm.totals.net_total
    assert editor.issue_button.isVisible()

    qtbot.mouseClick(editor.issue_button, Qt.MouseButton.LeftButton)
    click_button(qtbot, open_message_box(qtbot), "Issue")
    qtbot.waitUntil(lambda: vm.base is not None and bool(vm.base.is_issued), timeout=10000)
    after = balances(qtbot, app, [item["id"] for item in items], warehouse_id)
    moved = {item_id: before[item_id] - after[item_id] for item_id in before}
    assert moved == {
        items[0]["id"]: 2.0,
        items[1]["id"]: 1.0,
        items[2]["id"]: 3.0,
        items[3]["id"]: 2.0,
    }
    assert editor.unissue_button.isVisible() and not editor.issue_button.isVisible()
    screenshot(app.window, "sales_order_actions")
    QApplication.setLayoutDirection(Qt.LayoutDirection.RightToLeft)
    try:
        screenshot(app.window, "sales_order_actions_rtl")
    finally:
        QApplication.setLayoutDirection(Qt.LayoutDirection.LeftToRight)


def test_the_list_filters_pages_and_shows_returns(
    qtbot: QtBot, app: RunningApp, screenshot
) -> None:
    orders = open_orders(qtbot, app)
    vm = orders.view_model
    qtbot.waitUntil(lambda: "documents" in orders.summary.text())
    total = vm.total
    assert total > 0
    screenshot(app.window, "sales_order_list")
    QApplication.setLayoutDirection(Qt.LayoutDirection.RightToLeft)
    try:
        screenshot(app.window, "sales_order_list_rtl")
    finally:
        QApplication.setLayoutDirection(Qt.LayoutDirection.LeftToRight)
    # Status filter by keyboard.
    orders.status_filter.setFocus()
    qtbot.keyClicks(orders.status_filter, "Cancelled")
    qtbot.waitUntil(lambda: not vm.loading and vm.filters.status == "Cancelled")
    qtbot.waitUntil(lambda: vm.model.rowCount() == 3)
    assert {vm.model.order_at(r).order_status for r in range(3)} == {"Cancelled"}
    orders.status_filter.setCurrentIndex(0)
    # Code filter.
    qtbot.keyClicks(orders.code_filter, "so-1")
    qtbot.waitUntil(lambda: vm.model.rowCount() == 1, timeout=5000)
    assert vm.model.order_at(0).code == "SO-1"
