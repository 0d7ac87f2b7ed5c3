"""Exports a spreadsheet can use: a clerk exports the sales orders
list as a workbook, in English and in Arabic, and the file holds numbers and dates, not
the text on screen; a CSV file holds the same values in ASCII."""

from __future__ import annotations

from collections.abc import Iterator
from datetime import datetime
from decimal import Decimal
from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

from app.viewmodels.sales.sales_order_list import OrderColumn
from app.views.sales.sales_order_list import SalesOrderListView
from tests.support.app import RunningApp, running_app
from tests.support.arabic import arabic_app
from tests.support.orders import open_orders


@pytest.fixture
def app(qtbot: QtBot, qloop: object, home: Path) -> Iterator[RunningApp]:
    with running_app(qtbot, home) as running:
        yield running


def export(qtbot: QtBot, orders: SalesOrderListView, target: Path) -> None:
    """Export > CSV file… or Excel workbook…, then the file chosen in the Save dialog."""
    dialog = orders.export_button.choose(target.suffix)
    dialog.selectFile(str(target))
    with qtbot.waitSignal(orders.export_button.exporter.finished, timeout=10000):
        dialog.accept()


def shown_totals(orders: SalesOrderListView) -> list[Decimal | None]:
    model = orders.view_model.model
    return [model.order_at(row).net_total for row in range(model.rowCount())]


def test_a_workbook_of_orders_has_numeric_totals_and_date_cells(
    qtbot: QtBot, app: RunningApp, tmp_path: Path
) -> None:
    from openpyxl import load_workbook

    orders = open_orders(qtbot, app)
    target = tmp_path / "orders.xlsx"
    export(qtbot, orders, target)
    sheet = load_workbook(target).active
    assert sheet is not None
    assert not sheet.sheet_view.rightToLeft
    assert sheet.freeze_panes == "A2"
    net = OrderColumn.NET + 1
    totals = [sheet.cell(row, net) for row in range(2, sheet.max_row + 1)]
    # The server's exact amounts (a spreadsheet sums what the server summed), shown with
    # the currency's two decimals as the list shows them.
    assert [Decimal(str(c.value)) if c.value is not None else None for c in totals] == [
        t.normalize() if t is not None else None for t in shown_totals(orders)
    ]
    assert all(c.number_format == "#,##0.00" for c in totals if c.value is not None)
    when = sheet.cell(2, OrderColumn.DATE + 1)
    assert isinstance(when.value, datetime) and when.is_date


def test_a_csv_of_orders_has_plain_numbers_and_iso_dates(
    qtbot: QtBot, app: RunningApp, tmp_path: Path
) -> None:
    import csv

    orders = open_orders(qtbot, app)
    target = tmp_path / "orders.csv"
    export(qtbot, orders, target)
    rows = list(csv.reader(target.read_text(encoding="utf-8-sig").splitlines()))[1:]
    first = orders.view_model.model.order_at(0)
    assert rows[0][OrderColumn.DATE] == first.document_date.date().isoformat()
    assert rows[0][OrderColumn.NET] == f"{first.net_total:.2f}"
    assert all("," not in row[OrderColumn.NET] for row in rows)


def test_an_arabic_clerks_workbook_reads_right_to_left_with_real_numbers(
    qtbot: QtBot, qloop: object, home: Path, tmp_path: Path
) -> None:
    from openpyxl import load_workbook

    with arabic_app(qtbot, home, tmp_path / "translations") as arabic:
        orders = open_orders(qtbot, arabic.running)
        # The list shows Arabic-Indic digits; the file must not.
        shown = orders.view_model.model.index(0, OrderColumn.NET).data()
        assert shown and shown[-1] in "٠١٢٣٤٥٦٧٨٩"
        target = tmp_path / "orders-ar.xlsx"
        export(qtbot, orders, target)
        totals = shown_totals(orders)
    sheet = load_workbook(target).active
    assert sheet is not None
    assert sheet.sheet_view.rightToLeft
    value = sheet.cell(2, OrderColumn.NET + 1).value
    assert isinstance(value, (int, float)) and Decimal(str(value)) == (totals[0] or 0)
    assert isinstance(sheet.cell(2, OrderColumn.DATE + 1).value, datetime)


def test_stock_items_export_their_prices_as_amounts(
    qtbot: QtBot, app: RunningApp, tmp_path: Path
) -> None:
    from openpyxl import load_workbook

    from tests.support.stock_items import open_stock_items

    items = open_stock_items(qtbot, app)
    target = tmp_path / "items.xlsx"
    dialog = items.export_button.choose(".xlsx")
    dialog.selectFile(str(target))
    with qtbot.waitSignal(items.export_button.exporter.finished, timeout=20000):
        dialog.accept()
    sheet = load_workbook(target, read_only=True).active
    assert sheet is not None
    header = [cell.value for cell in next(sheet.iter_rows(max_row=1))]
    price = header.index("Price")
    cells = [row[price] for row in sheet.iter_rows(min_row=2, max_row=50)]
    priced = [cell for cell in cells if cell.value is not None]
    assert priced and all(isinstance(cell.value, (int, float)) for cell in priced)
    assert all(cell.number_format == "#,##0.00" for cell in priced)
