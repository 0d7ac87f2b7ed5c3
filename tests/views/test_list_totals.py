"""Totals under the lists, as a manager reads them: the cash documents
of a filter summed, then the ones selected; the sales orders of a status; one item's
balance in a warehouse, and no sum of unrelated items."""

from __future__ import annotations

from collections.abc import Iterator
from decimal import Decimal
from pathlib import Path

import pytest
from PySide6.QtCore import QItemSelectionModel, Qt
from PySide6.QtWidgets import QTableView
from pytestqt.qtbot import QtBot

from app.viewmodels.numbers import format_money
from tests.support.app import RunningApp, running_app
from tests.support.journals import open_journal_list
from tests.support.orders import open_orders


@pytest.fixture
def app(qtbot: QtBot, qloop: object, home: Path) -> Iterator[RunningApp]:
    with running_app(qtbot, home) as running:
        yield running


def ctrl_click(qtbot: QtBot, table: QTableView, row: int) -> None:
    """Add a row to the selection as a clerk does (Ctrl+click on its first cell)."""
    rect = table.visualRect(table.model().index(row, 0))
    qtbot.mouseClick(
        table.viewport(),
        Qt.MouseButton.LeftButton,
        Qt.KeyboardModifier.ControlModifier,
        rect.center(),
    )


def test_cash_documents_are_summed_then_the_selected_ones(
    qtbot: QtBot, app: RunningApp, screenshot
) -> None:
    cash = open_journal_list(qtbot, app, "cash")
    rows = cash.view_model.model.rows()
    # The server's own amounts of the documents listed.
    expected = sum((entry.total_debit or Decimal(0) for entry in rows), Decimal(0))
    qtbot.waitUntil(lambda: cash.totals.isVisible())
    assert cash.totals.text() == (
        f"Total of {len(rows)} rows: Amount {format_money(expected)}"
        if len(rows) > 1
        else f"Total of 1 row: Amount {format_money(expected)}"
    )
    assert len(rows) >= 2
    cash.table.setFocus()
    qtbot.mouseClick(
        cash.table.viewport(),
        Qt.MouseButton.LeftButton,
        pos=cash.table.visualRect(cash.table.model().index(0, 0)).center(),
    )
    ctrl_click(qtbot, cash.table, 1)
    picked = (rows[0].total_debit or Decimal(0)) + (rows[1].total_debit or Decimal(0))
    qtbot.waitUntil(lambda: cash.totals.text().startswith("Selected 2 rows"))
    assert cash.totals.text() == f"Selected 2 rows: Amount {format_money(picked)}"
    assert cash.totals.accessibleName().startswith("Totals: Selected 2 rows")
    screenshot(app.window, "cash_list_totals")
    # One row selected again: the whole list's total comes back.
    cash.table.selectionModel().setCurrentIndex(
        cash.table.model().index(0, 0),
        QItemSelectionModel.SelectionFlag.ClearAndSelect | QItemSelectionModel.SelectionFlag.Rows,
    )
    qtbot.waitUntil(lambda: cash.totals.text().startswith("Total of"))


def test_the_orders_of_a_status_are_summed_over_the_filtered_rows(
    qtbot: QtBot, app: RunningApp, screenshot
) -> None:
    orders = open_orders(qtbot, app)
    vm = orders.view_model
    orders.status_filter.setFocus()
    qtbot.keyClicks(orders.status_filter, "Cancelled")
    qtbot.waitUntil(lambda: not vm.loading and vm.filters.status == "Cancelled")
    qtbot.waitUntil(lambda: vm.model.rowCount() == 3)
    nets = [vm.model.order_at(row).net_total or Decimal(0) for row in range(3)]
    qtbot.waitUntil(lambda: orders.totals.text().startswith("Total of 3 rows"))
    assert orders.totals.text() == f"Total of 3 rows: Net total {format_money(sum(nets))}"
    screenshot(app.window, "sales_order_list_totals")


def test_a_warehouse_balance_sums_one_item_and_never_several(
    qtbot: QtBot, app: RunningApp, screenshot
) -> None:
    from tests.support.screens import open_entry

    screen = open_entry(qtbot, app, "warehouses")
    qtbot.waitUntil(lambda: screen.view_model.model.rowCount() > 0)  # type: ignore[attr-defined]
    screen.select_warehouse("WH01")  # type: ignore[attr-defined]
    qtbot.mouseClick(screen.balance_button, Qt.MouseButton.LeftButton)  # type: ignore[attr-defined]
    balance = screen.balance_vm  # type: ignore[attr-defined]
    qtbot.waitUntil(lambda: balance.model.rowCount() > 1 and not balance.busy, timeout=10000)
    totals = screen.balance_totals  # type: ignore[attr-defined]
    qtbot.waitUntil(lambda: "Balance not added (several items)" in totals.text())
    assert "total quantity" not in screen.balance_summary.text()  # type: ignore[attr-defined]
    screenshot(app.window, "warehouse_balance_totals")
    first = balance.model.rows()[0]
    qtbot.keyClicks(screen.balance_filter, first.stock_item.code)  # type: ignore[attr-defined]
    qtbot.waitUntil(lambda: balance.model.rowCount() == 1, timeout=5000)
    qtbot.waitUntil(lambda: totals.text().startswith("Total of 1 row"))
    assert totals.text().endswith(f"Balance {balance.model.index(0, 2).data()}")


def test_an_arabic_clerk_reads_the_totals_in_arabic_digits(
    qtbot: QtBot, qloop: object, home: Path, tmp_path: Path, screenshot
) -> None:
    from tests.support.arabic import arabic_app

    with arabic_app(qtbot, home, tmp_path / "translations") as arabic:
        cash = open_journal_list(qtbot, arabic.running, "cash")
        rows = cash.view_model.model.rows()
        expected = sum((entry.total_debit or Decimal(0) for entry in rows), Decimal(0))
        qtbot.waitUntil(lambda: cash.totals.isVisible())
        text = cash.totals.text()
        assert text.startswith("إجمالي") and text.endswith(format_money(expected))
        assert not any(c.isascii() and c.isdigit() for c in text)
        screenshot(arabic.running.window, "cash_list_totals_ar")


def test_customer_balances_are_summed_once_read_and_rates_never(
    qtbot: QtBot, app: RunningApp
) -> None:
    from tests.support.master_screens import open_list
    from tests.views.test_customers_window import open_customers

    taxes = open_list(qtbot, app, "taxes")
    assert not taxes.totals.isVisible()  # a rate is not something to add up
    customers = open_customers(qtbot, app)
    assert "Balance" not in customers.totals.text()  # none read: no misleading 0.00
    customers.table.setFocus()
    customers.table.selectAll()
    qtbot.keyClick(customers.table, Qt.Key.Key_B, Qt.KeyboardModifier.ControlModifier)
    vm = customers.view_model
    rows = vm.model.rows()
    qtbot.waitUntil(
        lambda: all(vm.balance_value(customer) is not None for customer in rows), timeout=20000
    )
    expected = sum((vm.balance_value(customer) or Decimal(0) for customer in rows), Decimal(0))
    qtbot.waitUntil(lambda: f"Balance {format_money(expected)}" in customers.totals.text())
    assert customers.totals.text().startswith(f"Selected {len(rows)} rows:")
