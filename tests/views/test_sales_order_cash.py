"""Issue 19, point 1, as the clerk met it: an order of a cash customer is saved (its cash
amount becomes the total), a line changes and the total falls. The cash amount follows the
total (on screen and on the server), an amount above the total is refused at the field
before anything is sent, and the editor names the payment state in the list's words."""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import replace
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from app.viewmodels.item_lines import format_money
from app.viewmodels.sales.sales_order_editor import LineColumn, OrderField, build_request, form_of
from app.viewmodels.sales.sales_order_list import OrderColumn
from tests.support.app import RunningApp, running_app
from tests.support.orders import new_order, open_orders, run, stocked_items, type_line


@pytest.fixture
def app(qtbot: QtBot, qloop: object, home: Path) -> Iterator[RunningApp]:
    with running_app(qtbot, home) as running:
        yield running


def ctrl_s(qtbot: QtBot, app: RunningApp, widget: object) -> None:
    app.window.activateWindow()  # completion popups leave the window inactive offscreen
    qtbot.waitUntil(lambda: QApplication.activeWindow() is app.window)
    qtbot.keyClick(widget, Qt.Key.Key_S, Qt.KeyboardModifier.ControlModifier)


def test_the_cash_amount_follows_the_total_and_never_exceeds_it(
    qtbot: QtBot, app: RunningApp, screenshot
) -> None:
    editor = new_order(qtbot, app)
    vm = editor.view_model
    items = stocked_items(app, 2)
    editor.customer.setFocus()
    qtbot.keyClicks(editor.customer, "CUS-0001")  # Walk-in customer: pays cash
    qtbot.keyClick(editor.customer, Qt.Key.Key_Tab)
    qtbot.keyClicks(editor.warehouse, "WH01")
    editor.focus_cell(0, LineColumn.ITEM)
    type_line(qtbot, editor, items[0]["sku"], "3")
    type_line(qtbot, editor, items[1]["sku"], "1")
    ctrl_s(qtbot, app, editor.table)
    qtbot.waitUntil(lambda: vm.base is not None, timeout=10000)
    first = vm.base
    assert first is not None and first.cash_amount == first.net_total  # the server's default
    assert editor.cash.text() == format_money(first.net_total or 0)

    # The first line drops to 1: the total falls, and the cash amount with it.
    qtbot.keyClick(editor.table.focusWidget(), Qt.Key.Key_Escape)  # leave the new line
    editor.focus_cell(0, LineColumn.QUANTITY)
    qtbot.keyClicks(editor.table, "1")  # typing replaces the cell, as in a spreadsheet
    qtbot.keyClick(editor.table.focusWidget(), Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: vm.totals.net_total < float(first.net_total or 0))
    assert editor.cash.text() == format_money(vm.totals.net_total)
    ctrl_s(qtbot, app, editor.table)
    qtbot.waitUntil(lambda: vm.base is not first and not vm.busy, timeout=10000)
    assert editor.status.text() == "Saved."
    second = vm.base
    assert second is not None and second.net_total < first.net_total  # type: ignore[operator]
    assert second.cash_amount == second.net_total
    assert second.on_account_amount == 0

    # An amount of the clerk's own, above the total: refused at the field, nothing sent.
    editor.cash.setFocus()
    editor.cash.selectAll()
    qtbot.keyClicks(editor.cash, "999999")
    assert not vm.form.cash_follows_total
    ctrl_s(qtbot, app, editor.cash)
    error = editor.fields[OrderField.CASH].error
    qtbot.waitUntil(error.isVisible)
    assert "cannot be more than the order's total" in error.text()
    assert not vm.busy and vm.base is second
    screenshot(app.window, "sales_order_cash_above_total")
    # An amount of the clerk's own is theirs: the totals no longer overwrite it.
    editor.cash.selectAll()
    qtbot.keyClicks(editor.cash, "100")
    assert not error.isVisible()
    vm.refresh_totals()
    editor.table.setFocus()
    vm.totalsChanged.emit()
    assert editor.cash.text() == "100" and vm.form.cash_text == "100"

    # The editor names the payment state as the list does (nothing received: Unpaid).
    assert "Unpaid" in [label.text() for label in editor.state_line.labels if label.isVisible()]
    orders = open_orders(qtbot, app)
    model = orders.view_model.model

    def codes() -> list[str]:
        return [(model.order_at(row) or second).code or "" for row in range(model.rowCount())]

    qtbot.waitUntil(lambda: second.code in codes())
    row = codes().index(second.code or "")
    assert model.index(row, OrderColumn.PAYMENT).data() == "Unpaid"
    session = app.view_model.session
    assert session is not None
    stored = run(qtbot, session.client.sales_orders.get(second.id))
    assert stored.cash_amount == second.net_total  # nothing typed above was sent


def test_a_stale_cash_amount_in_a_saved_form_is_refused_before_sending() -> None:
    """The form of an order whose cash paid it all follows its total; an amount typed above
    the total is refused (the server would store it as sent)."""
    from app.models.sales_orders import SalesOrderResponse

    order = SalesOrderResponse.model_validate(
        {
            "id": 1,
            "documentCode": "SO-1",
            "customer": {"id": 1},
            "warehouse": {"id": 1},
            "documentDate": "2026-11-01T00:00:00",
            "netTotal": 11571,
            "cashAmount": 11571,
            "onAccountAmount": 0,
            "salesOrderDetails": [
                {"stockItem": {"id": 5, "code": "A"}, "quantity": 1, "price": 11571},
            ],
        }
    )
    form = form_of(order)
    assert form.cash_follows_total and form.cash_text == "" and form.on_account_text == ""
    cheaper = replace(form, lines=(replace(form.lines[0], price_text="10887"),))
    request, errors = build_request(cheaper)
    assert errors == {} and request is not None
    assert float(request.cash_amount or 0) == 10887
    typed = replace(cheaper, cash_follows_total=False, cash_text="11571")
    request, errors = build_request(typed)
    assert request is None
    assert "cannot be more than the order's total" in errors[OrderField.CASH]
