"""Inventory > Work orders, driven like a clerk: the list and its filters, one work order,
and a new opening balance typed with the keyboard."""

from __future__ import annotations

from collections.abc import Iterator
from decimal import Decimal
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from app.viewmodels.inventory.opening_balance import BalanceField
from app.views.inventory.work_orders import OpeningBalanceEditorView
from app.views.sales.sales_order_editor import SalesOrderEditorView
from app.views.widgets.document_view import DocumentView
from tests.support.a11y import clashing_mnemonics
from tests.support.app import RunningApp, running_app
from tests.support.journals import activate, tab_on, type_here, type_in_cell
from tests.support.returns import ITEMS, balance, client, open_work_orders, run

WH02 = 2


@pytest.fixture
def app(qtbot: QtBot, qloop: object, home: Path) -> Iterator[RunningApp]:
    with running_app(qtbot, home) as running:
        yield running


def types_shown(screen) -> set[str]:
    model = screen.view_model.model
    return {model.row_at(row).type for row in range(model.rowCount())}


def test_the_list_filters_by_type_code_party_and_dates(
    qtbot: QtBot, app: RunningApp, screenshot
) -> None:
    orders = open_work_orders(qtbot, app)
    model = orders.view_model.model
    assert {"IO", "RS", "RR", "OB"} <= types_shown(orders)  # everyone's, every type
    screenshot(app.window, "work_orders_list")

    # The type filters what was loaded (the API has no type filter).
    orders.type_filter.setFocus()
    row = orders.type_filter.findData("RS")
    for _ in range(row):
        qtbot.keyClick(orders.type_filter, Qt.Key.Key_Down)
    assert types_shown(orders) == {"RS"}
    received = model.rowCount()
    assert orders.summary.text().startswith(f"{received} work orders")

    # A supplier (learned from the list) narrows on the server.
    orders.supplier_filter.setFocus()
    qtbot.keyClick(orders.supplier_filter, Qt.Key.Key_Down)
    supplier = orders.supplier_filter.currentData()
    assert supplier is not None
    qtbot.waitUntil(
        lambda: (
            not orders.view_model.busy
            and orders.view_model.order_filters.supplier_id == supplier
            and 0 < model.rowCount() < received
        ),
        timeout=10000,
    )
    assert all(model.row_at(r).supplier.id == supplier for r in range(model.rowCount()))

    # The code, typed: exactly that one.
    code = model.row_at(0).code
    orders.code_filter.setFocus()
    qtbot.keyClicks(orders.code_filter, code)
    qtbot.waitUntil(lambda: model.rowCount() == 1 and not orders.view_model.busy, timeout=10000)
    assert model.row_at(0).code == code

    orders.from_filter.setFocus()
    qtbot.keyClicks(orders.from_filter, "2025-13")
    assert "is not a date" in orders.filter_error.text()


def test_a_work_order_opens_read_only_with_its_lines(
    qtbot: QtBot, app: RunningApp, screenshot
) -> None:
    orders = open_work_orders(qtbot, app)
    model = orders.view_model.model
    row = next(r for r in range(model.rowCount()) if model.row_at(r).type == "IO")
    orders.select_row(row)
    orders.table.setFocus()
    qtbot.keyClick(orders.table, Qt.Key.Key_Return)
    view = app.window.tabs.currentWidget()
    assert isinstance(view, DocumentView)
    assert view.code.text() == model.row_at(row).code
    assert "Issue offering (IO)" in view.kind.text()
    assert view.view_model.lines.rowCount() == len(model.row_at(row).work_order_details)
    screenshot(app.window, "work_order_view")
    # The sales order it issued opens in its editor.
    code = next(link.code for link in view.view_model.sheet.links if link.code.startswith("SO-"))
    order_link = next(b for b in view.link_buttons if code in b.text())
    qtbot.mouseClick(order_link, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: app.window.tabs.currentWidget() is not view, timeout=10000)
    editor = app.window.tabs.currentWidget()
    assert isinstance(editor, SalesOrderEditorView)
    assert editor.view_model.base is not None and editor.view_model.base.code == code


def test_a_clerk_records_an_opening_balance_by_keyboard(
    qtbot: QtBot, app: RunningApp, screenshot
) -> None:
    first, second, _ = ITEMS
    before = {item: balance(qtbot, app, item, WH02) for item in (first, second)}
    orders = open_work_orders(qtbot, app)
    orders.table.setFocus()
    qtbot.keyClick(orders.table, Qt.Key.Key_N, Qt.KeyboardModifier.ControlModifier)
    editor = app.window.tabs.currentWidget()
    assert isinstance(editor, OpeningBalanceEditorView)
    vm = editor.view_model

    # Save with nothing typed: every missing value is marked, nothing is sent.
    qtbot.keyClick(editor, Qt.Key.Key_S, Qt.KeyboardModifier.ControlModifier)
    assert editor.fields[BalanceField.WAREHOUSE].error.isVisible()
    assert "at least one line" in editor.grid_messages.error.text()

    editor.warehouse.setFocus()
    row = editor.warehouse.findData(WH02)
    for _ in range(row):
        qtbot.keyClick(editor.warehouse, Qt.Key.Key_Down)
    assert vm.form.warehouse_id == WH02
    editor.paper_number.setFocus()
    qtbot.keyClicks(editor.paper_number, "COUNT-2026-01")
    type_in_cell(qtbot, editor.grid, 0, 0, f"{first:06d}")  # item, Tab -> quantity
    type_here(qtbot, "4")  # quantity, Tab -> cost
    type_here(qtbot, "880")  # cost, Tab past the end -> a new line
    assert vm.line_count() == 2
    type_here(qtbot, f"{second:06d}")
    type_here(qtbot, "3")
    assert vm.form.lines[0].stock_item_id == first
    assert vm.form.lines[1].quantity_text == "3"
    assert "(1 lines at the purchase price)" in editor.grid_messages.totals.text()
    screenshot(app.window, "opening_balance_editor")

    activate(qtbot, editor)
    qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_S, Qt.KeyboardModifier.ControlModifier)
    qtbot.waitUntil(lambda: vm.base is not None, timeout=15000)
    code = vm.record_key(vm.base)
    assert code.startswith("OB-")
    assert editor.status.text() == f"Saved as {code}."
    assert vm.read_only and not editor.save_button.isEnabled()
    # "Open work order" came: its Alt+O is nobody else's in the window.
    assert editor.open_button.isVisible() and clashing_mnemonics("saved", app.window) == []
    screenshot(app.window, "opening_balance_saved")

    after = {item: balance(qtbot, app, item, WH02) for item in (first, second)}
    assert after[first] - before[first] == 4
    assert after[second] - before[second] == 3
    stored = run(qtbot, client(app).work_orders.list(code=code, only_my_orders=False))
    (document,) = stored.items
    assert document.type == "OB" and document.paper_number == "COUNT-2026-01"
    assert document.work_order_details[0].price == Decimal(880)

    # The list shows it (it refreshed on the change notice); it opens read-only.
    qtbot.mouseClick(editor.open_button, Qt.MouseButton.LeftButton)
    view = app.window.tabs.currentWidget()
    assert isinstance(view, DocumentView) and view.code.text() == code
    qtbot.waitUntil(
        lambda: any(
            orders.view_model.model.row_at(r).code == code
            for r in range(orders.view_model.model.rowCount())
        ),
        timeout=10000,
    )


def test_an_opening_balance_refused_by_the_server_shows_why(qtbot: QtBot, app: RunningApp) -> None:
    orders = open_work_orders(qtbot, app)
    qtbot.mouseClick(orders.new_button, Qt.MouseButton.LeftButton)
    editor = app.window.tabs.currentWidget()
    assert isinstance(editor, OpeningBalanceEditorView)
    vm = editor.view_model
    vm.update("warehouse_id", WH02)
    vm.update("document_date", "2999-01-01")  # the future: the server refuses it
    type_in_cell(qtbot, editor.grid, 0, 0, f"{ITEMS[0]:06d}")
    type_here(qtbot, "1")
    tab_on(qtbot)
    editor.save()
    date_error = editor.fields[BalanceField.DATE].error
    qtbot.waitUntil(date_error.isVisible, timeout=10000)
    assert "future" in date_error.text()
    assert vm.base is None


def test_right_to_left_layout(qtbot: QtBot, app: RunningApp, screenshot) -> None:
    QApplication.setLayoutDirection(Qt.LayoutDirection.RightToLeft)
    try:
        orders = open_work_orders(qtbot, app)
        assert orders.isRightToLeft()
        screenshot(app.window, "work_orders_list_rtl")
        orders.select_row(0)
        orders.table.setFocus()
        qtbot.keyClick(orders.table, Qt.Key.Key_Return)
        view = app.window.tabs.currentWidget()
        assert isinstance(view, DocumentView)
        screenshot(app.window, "work_order_view_rtl")
        qtbot.mouseClick(orders.new_button, Qt.MouseButton.LeftButton)
        editor = app.window.tabs.currentWidget()
        assert isinstance(editor, OpeningBalanceEditorView)
        type_in_cell(qtbot, editor.grid, 0, 0, f"{ITEMS[0]:06d}")
        type_here(qtbot, "4")
        type_here(qtbot, "880")
        screenshot(app.window, "opening_balance_editor_rtl")
    finally:
        QApplication.setLayoutDirection(Qt.LayoutDirection.LeftToRight)


@pytest.mark.parametrize(
    ("entry", "kind"),
    [(0, "issue_offering"), (1, "receive_supplies"), (2, None)],
)
def test_new_offers_the_three_documents_typed_here(
    qtbot: QtBot, app: RunningApp, entry: int, kind: str | None
) -> None:
    from app.views.inventory.work_order_editor import WorkOrderEditorView

    screen = open_work_orders(qtbot, app)
    menu = screen.new_button.menu()
    assert [action.text() for action in menu.actions()] == [
        "&Issue offering…",
        "&Supplies receipt…",
        "&Opening balance…",
    ]
    menu.actions()[entry].trigger()
    editor = app.window.tabs.currentWidget()
    if kind is None:
        assert isinstance(editor, OpeningBalanceEditorView)
    else:
        assert isinstance(editor, WorkOrderEditorView)
        assert editor.view_model.draft_kind == kind
