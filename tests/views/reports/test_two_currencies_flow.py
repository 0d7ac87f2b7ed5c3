"""A manager reads the dollar account on the dashboard and the Saudi dealer's statement in
the running app against the sandbox's demo: the cash card shows CIB - USD in dollars and
pounds; the statement (the dealer typed into its field) shows each riyal line in both,
the customer's address, the ageing box, and closes today, not at the period's end; its
PDF, in English and in Arabic, carries the address and the box (pages saved as PNG under
tests/artifacts/printing to look at). Figures on screen are checked against the engine
over a cache of its own (the engine against the server in tests/reports)."""

from __future__ import annotations

from collections.abc import Iterator
from datetime import date
from pathlib import Path

import pytest
from PySide6.QtCore import QDate, Qt
from pytestqt.qtbot import QtBot

from app import clock
from app.reports import cash_position
from app.store.ledger import LedgerStore, ledger_path
from app.viewmodels.reports.table import ColumnKind, InCurrency, RowLevel, cell_text
from app.views.reports.dashboard import DashboardView
from app.views.reports.report_view import ReportView
from tests.support.app import RunningApp, running_app
from tests.support.app_ledger import sync_ledger
from tests.support.arabic import Arabic, arabic_app
from tests.support.pdf import pdf_text, save_pngs, squeezed, tools_present
from tests.support.report_screens import wait_for_table
from tests.support.screens import open_entry

DEALER = "Riyadh Electronics"


@pytest.fixture
def app(qtbot: QtBot, qloop: object, home: Path) -> Iterator[RunningApp]:
    with running_app(qtbot, home) as running:
        yield running


@pytest.fixture
def arabic(qtbot: QtBot, qloop: object, home: Path, tmp_path: Path) -> Iterator[Arabic]:
    with arabic_app(qtbot, home, tmp_path / "translations") as running:
        yield running


def the_dealers_statement(qtbot: QtBot, running: RunningApp) -> ReportView:
    """Reports › Customer statement, the dealer typed into the customer field, the year
    to its end (in the future), Refresh."""
    screen = open_entry(qtbot, running, "report-customer-statement")
    assert isinstance(screen, ReportView)
    qtbot.waitUntil(lambda: screen.customer.count() > 0, timeout=20000)
    today = clock.today()
    screen.date_from.setDate(QDate(today.year - 3, 1, 1))
    screen.date_to.setDate(QDate(today.year, 12, 31))
    screen.customer.setFocus()
    screen.customer.lineEdit().selectAll()
    qtbot.keyClicks(screen.customer.lineEdit(), "Riyadh Elec")
    assert screen.customer.current_id() is not None
    qtbot.keyClick(screen.refresh_button, Qt.Key.Key_Space)
    qtbot.waitUntil(
        lambda: screen.view_model.model.table.summary is not None and not screen.view_model.busy,
        timeout=20000,
    )
    wait_for_table(qtbot, screen)
    return screen


def test_the_dollar_account_and_the_riyal_dealer_in_both_currencies(
    qtbot: QtBot, app: RunningApp, screenshot, tmp_path: Path
) -> None:
    window = app.window
    session = app.view_model.session
    assert session is not None and session.store is not None
    sync_ledger(qtbot, app)
    dashboard = window.center.currentWidget()
    assert isinstance(dashboard, DashboardView)
    qtbot.waitUntil(lambda: not dashboard.view_model.busy, timeout=20000)
    qtbot.mouseClick(dashboard.refresh_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(
        lambda: dashboard.view_model.figures is not None and not dashboard.view_model.busy,
        timeout=20000,
    )
    store = LedgerStore(ledger_path(session.store.path))
    try:
        position = cash_position(store.books(), date.today(), None, None)
    finally:
        store.close()
    dollars = next(row for row in position.rows if row.code == "110202")
    assert dollars.currency == "USD" and dollars.currency_balance
    both = f"USD {dollars.currency_balance:,.2f} · EGP {dollars.balance:,.2f}"
    detail = dashboard.cash.detail.text()
    assert both in detail
    assert dashboard.cash.figure.text() == f"EGP {position.total:,.2f}"
    screenshot(window, "dashboard_cash_in_two_currencies")

    statement = the_dealers_statement(qtbot, app)
    table = statement.view_model.model.table
    assert DEALER in dict(table.parameters)["Customer"]
    address = dict(table.parameters)["Address"]
    assert "Riyadh" in address
    # Each riyal line in both currencies, as the table shows it.
    riyal = [
        (number, column)
        for number, row in enumerate(table.rows)
        for column, value in enumerate(row.values)
        if isinstance(value, InCurrency)
    ]
    assert len(riyal) == 3
    model = statement.view_model.model
    number, column = riyal[0]
    shown = model.data(model.index(number, column))
    value = table.rows[number].values[column]
    assert shown == f"SAR {value.amount:,.2f} · EGP {value:,.2f}"
    assert shown == cell_text(value, ColumnKind.MONEY)
    # It closes today, and the box says what is owed by days past due.
    closing = table.rows[-1]
    assert closing.level is RowLevel.TOTAL and closing.values[0] == clock.today()
    assert closing.values[4] == "Closing balance in EGP"
    summary = table.summary
    assert summary is not None
    assert summary.values[-1] == closing.values[-1]
    assert statement.notes.isVisible() and summary.text() in statement.notes.text()
    screenshot(window, "report_customer_statement_riyals")

    pdf = statement.save_pdf(tmp_path / "dealer.pdf")
    assert pdf is not None
    if tools_present():
        text = pdf_text(pdf)
        assert "Address" in text and "Riyadh" in text
        for caption in ("Current", "1-30", "31-60", "61-90", "90+", "Total"):
            assert caption in text
        assert f"{summary.values[-1]:,.2f}" in text
        assert f"SAR {value.amount:,.2f}" in text
        save_pngs(pdf, "report-customer-statement-riyals-en", last=2)


def test_the_riyal_dealers_statement_in_arabic(
    qtbot: QtBot, arabic: Arabic, screenshot, tmp_path: Path
) -> None:
    running = arabic.running
    sync_ledger(qtbot, running)
    statement = the_dealers_statement(qtbot, running)
    assert statement.isRightToLeft()
    table = statement.view_model.model.table
    assert table.summary is not None and table.summary.captions[0] == "غير مستحق"
    screenshot(running.window, "report_customer_statement_riyals_ar")
    arabic.look_at("customer-statement", running.window)
    pdf = statement.save_pdf(tmp_path / "dealer-ar.pdf")
    assert pdf is not None
    if tools_present():
        text = squeezed(pdf_text(pdf))
        assert squeezed("غير مستحق") in text and squeezed("العنوان") in text
        save_pngs(pdf, "report-customer-statement-riyals-ar", last=2)
    assert arabic.lookups.untranslated() == []
    assert arabic.english == {}
