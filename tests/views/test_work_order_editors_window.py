"""Issue offerings and supplies receipts, driven like a clerk: a receipt with an item kept
in batches typed by keyboard and saved (stock moves, the batch is kept); a future date
refused with the reason before anything is sent; the one-party rule explained, by the
client and by the server."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QDate, Qt
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from app.viewmodels.inventory.work_order_editor import LineColumn, WorkOrderField
from tests.support.app import RunningApp, running_app
from tests.support.orders import run, stocked_items
from tests.support.work_orders import (
    balance,
    batch_item,
    new_work_order,
    pick,
    press_save,
    type_cells,
    type_date,
)


@pytest.fixture
def app(qtbot: QtBot, qloop: object, home: Path) -> Iterator[RunningApp]:
    with running_app(qtbot, home) as running:
        yield running


def test_a_receipt_with_a_batch_item_typed_by_keyboard_moves_stock(
    qtbot: QtBot, app: RunningApp, screenshot
) -> None:
    lot_item = batch_item(qtbot, app, "LOT-RCV-1", requires_batch_number=True)
    plain = stocked_items(app, 1)[0]
    editor = new_work_order(qtbot, app, "receive_supplies")
    vm = editor.view_model
    assert editor.table.isColumnHidden(LineColumn.BATCH)  # no line needs one yet

    pick(qtbot, editor.party, "SUP-001")
    assert vm.form.party_id is not None and "SUP-001" in vm.form.party_label
    assert QApplication.focusWidget() is editor.warehouse  # the other-party row is hidden
    qtbot.keyClicks(editor.warehouse, "WH01")
    warehouse_id = vm.form.warehouse_id
    assert warehouse_id is not None
    before = {
        item["id"]: balance(qtbot, app, item["id"], warehouse_id) for item in (lot_item, plain)
    }

    # Item, Enter, quantity, Enter: the batch cell opens by itself for the batch item.
    editor.grid.focus_cell(0, LineColumn.ITEM)
    type_cells(qtbot, editor.grid, "LOT-RCV-1", "5", "LOT-2025-A")
    assert not editor.table.isColumnHidden(LineColumn.BATCH)
    type_cells(qtbot, editor.grid, plain["sku"], "3")
    lines = [line for line in vm.form.lines if not line.blank]
    assert [(line.quantity_text, line.batch_number) for line in lines] == [
        ("5", "LOT-2025-A"),
        ("3", ""),
    ]
    assert not vm.cell_editable(1, LineColumn.BATCH)  # the plain item has no batches
    qtbot.waitUntil(lambda: vm.total == 5 * 25 + 3 * float(lines[1].price_text))
    screenshot(app.window, "receive_supplies_editor")
    QApplication.setLayoutDirection(Qt.LayoutDirection.RightToLeft)
    try:
        assert editor.isRightToLeft()
        screenshot(app.window, "receive_supplies_editor_rtl")
    finally:
        QApplication.setLayoutDirection(Qt.LayoutDirection.LeftToRight)

    app.window.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is app.window)
    qtbot.keyClick(editor.table, Qt.Key.Key_S, Qt.KeyboardModifier.ControlModifier)
    qtbot.waitUntil(lambda: vm.base is not None, timeout=10000)
    document = vm.base
    assert document is not None and (document.code or "").startswith("RS-")
    assert [d.batch_number for d in document.work_order_details] == ["LOT-2025-A", None]
    after = {item_id: balance(qtbot, app, item_id, warehouse_id) for item_id in before}
    assert after[lot_item["id"]] - before[lot_item["id"]] == 5
    assert after[plain["id"]] - before[plain["id"]] == 3
    # Saved: read-only, the code in the tab.
    assert not editor.save_button.isVisible() and not editor.party.isEnabled()
    tabs = app.window.tabs
    assert tabs.tabText(tabs.currentIndex()) == document.code
    screenshot(app.window, "receive_supplies_saved")


def test_a_future_date_is_refused_with_the_reason_before_sending(
    qtbot: QtBot, app: RunningApp, screenshot
) -> None:
    editor = new_work_order(qtbot, app, "issue_offering")
    item = stocked_items(app, 1)[0]
    vm = editor.view_model
    pick(qtbot, editor.party, "CUS-0003")
    assert vm.form.party_id is not None
    qtbot.keyClicks(editor.warehouse, "WH01")
    editor.grid.focus_cell(0, LineColumn.ITEM)
    type_cells(qtbot, editor.grid, item["sku"], "1")

    type_date(qtbot, editor.date, QDate.currentDate().addDays(1))
    date_error = editor.fields[WorkOrderField.DATE].error
    assert date_error.isVisible() and "future" in date_error.text()  # said at once
    session = app.view_model.session
    assert session is not None and session.outbox is not None
    sent_before = len(session.outbox.items())
    press_save(qtbot, app, editor.date)
    assert vm.base is None and "Correct the marked fields" in editor.banner.text
    assert "future" in date_error.text()
    assert len(session.outbox.items()) == sent_before  # nothing went to the server
    screenshot(app.window, "issue_offering_future_date")
    QApplication.setLayoutDirection(Qt.LayoutDirection.RightToLeft)
    try:
        screenshot(app.window, "issue_offering_future_date_rtl")
    finally:
        QApplication.setLayoutDirection(Qt.LayoutDirection.LeftToRight)

    type_date(qtbot, editor.date, QDate.currentDate())
    assert not date_error.isVisible()
    press_save(qtbot, app, editor.date)
    qtbot.waitUntil(lambda: vm.base is not None, timeout=10000)
    assert (vm.base.code or "").startswith("IO-")  # type: ignore[union-attr]


def test_the_one_party_rule_is_explained_by_the_client_and_by_the_server(
    qtbot: QtBot, app: RunningApp
) -> None:
    editor = new_work_order(qtbot, app, "receive_supplies")
    item = stocked_items(app, 1)[0]
    vm = editor.view_model
    editor.warehouse.setFocus()
    qtbot.keyClicks(editor.warehouse, "WH01")
    editor.grid.focus_cell(0, LineColumn.ITEM)
    type_cells(qtbot, editor.grid, item["sku"], "2")

    # No party at all: said at the supplier field before anything is sent.
    press_save(qtbot, app, editor.table)
    party_error = editor.fields[WorkOrderField.PARTY].error
    assert party_error.isVisible() and "exactly one party" in party_error.text()
    assert QApplication.focusWidget() is editor.party

    # Another party, by a number the server does not know: its refusal lands there too.
    editor.party_kind.setFocus()
    qtbot.keyClicks(editor.party_kind, "Another")
    assert vm.form.party_kind == "other"
    qtbot.waitUntil(lambda: editor.other_party.isVisible())
    assert not editor.party.isVisible()
    editor.other_party.setFocus()
    qtbot.keyClicks(editor.other_party, "999")
    press_save(qtbot, app, editor.other_party)
    qtbot.waitUntil(lambda: editor.other_party_field.error.isVisible(), timeout=10000)
    assert "999" in editor.other_party_field.error.text()
    assert vm.base is None

    # The demo's storekeeper is party 2: accepted.
    editor.other_party.selectAll()
    qtbot.keyClicks(editor.other_party, "2")
    press_save(qtbot, app, editor.other_party)
    qtbot.waitUntil(lambda: vm.base is not None, timeout=10000)
    assert vm.base.other_party_id == 2  # type: ignore[union-attr]
    session = app.view_model.session
    assert session is not None
    saved = run(qtbot, session.client.work_orders.get(vm.base.id))  # type: ignore[union-attr]
    assert saved.type == "RS" and saved.supplier is None


def test_an_issue_filled_from_its_sales_order_ships_the_order(
    qtbot: QtBot, app: RunningApp, screenshot
) -> None:
    editor = new_work_order(qtbot, app, "issue_offering")
    vm = editor.view_model
    session = app.view_model.session
    assert session is not None
    page = run(
        qtbot,
        session.client.sales_orders.list(
            order_status="Open", only_my_orders=False, warehouse_only=True, limit=50
        ),
    )
    order = next(
        o
        for o in page.items
        if o.document_type in (None, "SO")
        and not o.is_issued
        and any(d.stock_item is not None for d in o.sales_order_details)
    )

    # A code that names no order is said at the field (the server would answer a 500).
    editor.related.setFocus()
    qtbot.keyClicks(editor.related, "SO-999999")
    qtbot.keyClick(editor.related, Qt.Key.Key_Return)
    related_error = editor.fields[WorkOrderField.RELATED].error
    qtbot.waitUntil(related_error.isVisible, timeout=5000)
    assert "No sales order has the code" in related_error.text()

    editor.related.selectAll()
    qtbot.keyClicks(editor.related, order.code or "")
    qtbot.keyClick(editor.related, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: "filled in" in editor.banner.text, timeout=5000)
    assert vm.form.party_id == order.customer.id  # type: ignore[union-attr]
    assert vm.form.warehouse_id == order.warehouse.id  # type: ignore[union-attr]
    stock_lines = [d for d in order.sales_order_details if d.stock_item is not None]
    assert len([line for line in vm.form.lines if not line.blank]) == len(stock_lines)
    assert not related_error.isVisible()
    screenshot(app.window, "issue_offering_from_order")

    press_save(qtbot, app, editor.related)
    qtbot.waitUntil(lambda: vm.base is not None, timeout=10000)
    assert vm.base.related_so_code == order.code  # type: ignore[union-attr]
    shipped = run(qtbot, session.client.sales_orders.get(order.id))
    assert shipped.order_status == "Shipped"
    assert all(d.issued_quantity == d.quantity for d in shipped.sales_order_details if d.stock_item)
