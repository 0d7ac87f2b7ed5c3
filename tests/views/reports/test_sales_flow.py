"""A manager reads the year's gross profit by customer, then the sales summary from the
books and the orders booked, in the running app against the demo company, in English and
in Arabic. Figures on screen are checked against the engine over a cache of its own (the
engine is checked against the server in tests/reports/test_sales_from_books.py)."""

from __future__ import annotations

from collections.abc import Iterator
from datetime import date
from pathlib import Path

import pytest
from PySide6.QtCore import QDate, QLocale, Qt
from PySide6.QtWidgets import QComboBox
from pytestqt.qtbot import QtBot

from app import clock
from app.reports import cash_position, receivables_ageing, sales_summary
from app.reports.sales import GroupBy, gross_profit
from app.store.ledger import LedgerStore, ledger_path
from app.viewmodels.reports.dashboard import Period, period_dates
from app.viewmodels.reports.table import ColumnKind, RowLevel, cell_text
from app.views.reports.dashboard import DashboardView
from app.views.reports.report_view import ReportView
from tests.support.app import RunningApp, running_app
from tests.support.app_ledger import sync_ledger
from tests.support.arabic import Arabic, arabic_app
from tests.support.report_screens import wait_for_table
from tests.support.screens import open_entry


@pytest.fixture
def app(qtbot: QtBot, qloop: object, home: Path) -> Iterator[RunningApp]:
    with running_app(qtbot, home) as running:
        yield running


@pytest.fixture
def arabic(qtbot: QtBot, qloop: object, home: Path, tmp_path: Path) -> Iterator[Arabic]:
    with arabic_app(qtbot, home, tmp_path / "translations") as running:
        yield running


def choose(qtbot: QtBot, combo: QComboBox, index: int) -> None:
    """The combo's entry ``index`` with the arrow keys, as a person picks it."""
    combo.setFocus()
    key = Qt.Key.Key_Down if index > combo.currentIndex() else Qt.Key.Key_Up
    while combo.currentIndex() != index:
        qtbot.keyClick(combo, key)


def open_for_the_year(qtbot: QtBot, running: RunningApp, name: str) -> ReportView:
    screen = open_entry(qtbot, running, f"report-{name}")
    assert isinstance(screen, ReportView)
    wait_for_table(qtbot, screen)
    year = clock.today().year
    screen.date_from.setDate(QDate(year, 1, 1))
    screen.date_to.setDate(QDate(year, 12, 31))
    qtbot.keyClick(screen.refresh_button, Qt.Key.Key_Space)
    qtbot.waitUntil(
        lambda: (
            screen.view_model.parameters.date_from == date(year, 1, 1)
            and screen.view_model.model.rowCount() > 0
            and not screen.view_model.busy
        ),
        timeout=20000,
    )
    return screen


def test_gross_profit_by_customer_then_the_sales_summary_and_orders(
    qtbot: QtBot, app: RunningApp, screenshot
) -> None:
    session = app.view_model.session
    assert session is not None and session.store is not None
    sync_ledger(qtbot, app)
    year = clock.today().year
    screen = open_for_the_year(qtbot, app, "gross-profit")
    choose(qtbot, screen.group_by, screen.group_by.findData(GroupBy.CUSTOMER.value))
    qtbot.waitUntil(
        lambda: (
            screen.view_model.parameters.group_by is GroupBy.CUSTOMER and not screen.view_model.busy
        ),
        timeout=20000,
    )
    table = screen.view_model.model.table
    assert [c.title for c in table.columns][:4] == ["Customer", "Revenue", "Cost", "Gross profit"]
    store = LedgerStore(ledger_path(session.store.path))
    try:
        books = store.books()
        expected = gross_profit(books, date(year, 1, 1), date(year, 12, 31), GroupBy.CUSTOMER)
        summary = sales_summary(books, date(year, 1, 1), date(year, 12, 31))
    finally:
        store.close()
    details = [r for r in table.rows if r.level is RowLevel.DETAIL]
    assert [r.values[1:4] for r in details] == [
        (r.revenue, r.cost, r.gross_profit) for r in expected.rows
    ]
    assert details[0].values[0] == expected.rows[0].name
    (total,) = table.totals()
    assert total.values[3] == expected.total.gross_profit
    assert screen.notes.isVisible() and "booked without an order" in screen.notes.text()
    screenshot(app.window, "report_gross_profit_by_customer")

    sales = open_for_the_year(qtbot, app, "sales-summary")
    (total,) = sales.view_model.model.table.totals()
    assert total.values[5] == summary.net  # net revenue, the profit and loss's
    assert "from the books" in sales.notes.text()
    screenshot(app.window, "report_sales_summary_year")

    orders = open_for_the_year(qtbot, app, "orders")
    statuses = [r.values[0] for r in orders.view_model.model.table.rows]
    assert "Shipped" in statuses and orders.view_model.title() == "Orders booked"
    screenshot(app.window, "report_orders_year")


def test_the_dashboards_period_drives_every_card_and_says_its_days(
    qtbot: QtBot, app: RunningApp, screenshot
) -> None:
    session = app.view_model.session
    assert session is not None and session.store is not None
    sync_ledger(qtbot, app)
    dashboard = app.window.center.currentWidget()
    assert isinstance(dashboard, DashboardView)
    qtbot.waitUntil(lambda: not dashboard.view_model.busy, timeout=20000)
    choose(qtbot, dashboard.period, dashboard.period.findData(Period.LAST_MONTH.value))
    first, last = period_dates(Period.LAST_MONTH, clock.today())
    qtbot.waitUntil(
        lambda: (
            dashboard.view_model.figures is not None
            and dashboard.view_model.figures.period_to == last
            and not dashboard.view_model.busy
        ),
        timeout=20000,
    )
    locale = QLocale()
    assert dashboard.period_dates.text() == "{} to {}".format(
        locale.toString(QDate(first.year, first.month, first.day), "d MMM yyyy"),
        locale.toString(QDate(last.year, last.month, last.day), "d MMM yyyy"),
    )
    store = LedgerStore(ledger_path(session.store.path))
    try:
        books = store.books()
        sales = sales_summary(books, first, last)
        ageing = receivables_ageing(books, last)
        cash = cash_position(books, last, first, last)
    finally:
        store.close()
    assert dashboard.sales_month.figure.text() == cell_text(sales.net, ColumnKind.MONEY)
    assert dashboard.receivables.figure.text() == cell_text(ageing.total, ColumnKind.MONEY)
    # The demo keeps CIB - USD in dollars: the cash total says it is in pounds.
    assert any(row.currency == "USD" for row in cash.rows)
    assert dashboard.cash.figure.text() == f"EGP {cell_text(cash.total, ColumnKind.MONEY)}"
    screenshot(app.window, "dashboard_last_month")


def test_gross_profit_and_sales_summary_in_arabic(qtbot: QtBot, arabic: Arabic, screenshot) -> None:
    running = arabic.running
    assert running.window.isRightToLeft() and QLocale().zeroDigit() == "٠"
    sync_ledger(qtbot, running)
    dashboard = running.window.center.currentWidget()
    assert isinstance(dashboard, DashboardView)
    choose(qtbot, dashboard.period, dashboard.period.findData(Period.THIS_YEAR.value))
    qtbot.waitUntil(
        lambda: (
            dashboard.view_model.period is Period.THIS_YEAR
            and dashboard.view_model.figures is not None
            and not dashboard.view_model.busy
        ),
        timeout=20000,
    )
    screenshot(running.window, "dashboard_this_year_ar")
    arabic.look_at("dashboard", running.window)
    screen = open_for_the_year(qtbot, running, "gross-profit")
    choose(qtbot, screen.group_by, screen.group_by.findData(GroupBy.ITEM.value))
    screenshot(running.window, "report_gross_profit_by_item_ar")
    arabic.look_at("gross-profit", running.window)
    sales = open_for_the_year(qtbot, running, "sales-summary")
    screenshot(running.window, "report_sales_summary_year_ar")
    arabic.look_at("sales-summary", sales)
    orders = open_for_the_year(qtbot, running, "orders")
    screenshot(running.window, "report_orders_year_ar")
    arabic.look_at("orders", orders)
    assert arabic.lookups.untranslated() == []
    assert arabic.english == {}
    assert arabic.latin == {}
    assert arabic.clashes == []
