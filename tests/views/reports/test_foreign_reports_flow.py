"""A manager reads the dollar account in the trial balance and the balance sheet, and the
dollar supplier's statement, in the running app against the sandbox's demo: CIB - USD's
closing reads in dollars and pounds, the totals say EGP; Delta Electronics Import's bill
and payment in dollars read in both; the balance sheet's PDF carries the dollars, in
English and in Arabic (pages saved as PNG under tests/artifacts/printing to look at).
Figures on screen are checked against the engine over a cache of its own (the engine
against the server in tests/reports/test_foreign_in_reports.py)."""

from __future__ import annotations

import asyncio
import sqlite3
from collections.abc import Iterator
from datetime import datetime
from decimal import Decimal
from pathlib import Path

import pytest
from PySide6.QtCore import QDate, Qt
from pytestqt.qtbot import QtBot

from app import clock
from app.models.journal_entries import (
    AmountStatus,
    CreateJournalEntryDetailRequest,
    CreateJournalEntryRequest,
)
from app.viewmodels.reports.table import ColumnKind, InCurrency, RowLevel, cell_text
from app.views.reports.dashboard import DashboardView
from app.views.reports.report_view import ReportView
from tests.support.app import RunningApp, running_app
from tests.support.app_ledger import sync_ledger
from tests.support.arabic import Arabic, arabic_app
from tests.support.pdf import pdf_text, save_pngs, squeezed, tools_present
from tests.support.report_screens import wait_for_table
from tests.support.screens import open_entry

USD_ACCOUNT = "110202"


@pytest.fixture
def app(qtbot: QtBot, qloop: object, home: Path) -> Iterator[RunningApp]:
    with running_app(qtbot, home) as running:
        yield running


@pytest.fixture
def arabic(qtbot: QtBot, qloop: object, home: Path, tmp_path: Path) -> Iterator[Arabic]:
    with arabic_app(qtbot, home, tmp_path / "translations") as running:
        yield running


def refreshed(qtbot: QtBot, running: RunningApp, key: str) -> ReportView:
    """A report opened from the navigation, the year from three years back to its end,
    Refresh pressed from the keyboard."""
    screen = open_entry(qtbot, running, key)
    assert isinstance(screen, ReportView)
    qtbot.waitUntil(lambda: not screen.view_model.busy, timeout=20000)
    today = clock.today()
    if screen.date_from.isVisible():
        screen.date_from.setDate(QDate(today.year - 3, 1, 1))
    if screen.date_to.isVisible():
        screen.date_to.setDate(QDate(today.year, 12, 31))
    qtbot.keyClick(screen.refresh_button, Qt.Key.Key_Space)
    qtbot.waitUntil(lambda: not screen.view_model.busy, timeout=20000)
    wait_for_table(qtbot, screen)
    return screen


def dollar_cells(screen: ReportView) -> list[tuple[int, int, InCurrency]]:
    table = screen.view_model.model.table
    return [
        (number, column, value)
        for number, row in enumerate(table.rows)
        for column, value in enumerate(row.values)
        if isinstance(value, InCurrency)
    ]


def test_the_dollar_account_and_supplier_in_both_currencies(
    qtbot: QtBot, app: RunningApp, screenshot, tmp_path: Path
) -> None:
    window = app.window
    sync_ledger(qtbot, app)

    trial = refreshed(qtbot, app, "report-trial-balance")
    model = trial.view_model.model
    table = model.table
    [(number, column, value)] = dollar_cells(trial)
    assert table.rows[number].values[0] == USD_ACCOUNT and value.currency == "USD"
    shown = model.data(model.index(number, column))
    assert shown == f"USD {value.amount:,.2f} · EGP {value:,.2f}"
    assert table.rows[-1].level is RowLevel.TOTAL and table.rows[-1].values[1] == "Total in EGP"
    screenshot(window, "report_trial_balance_dollars")

    sheet = refreshed(qtbot, app, "report-balance-sheet")
    [(number, column, value)] = dollar_cells(sheet)
    assert sheet.view_model.model.table.rows[number].values[0] == USD_ACCOUNT
    totals = [
        row.values[1] for row in sheet.view_model.model.table.rows if row.level is RowLevel.TOTAL
    ]
    assert totals == ["Total assets in EGP", "Total liabilities and equity in EGP"]
    screenshot(window, "report_balance_sheet_dollars")
    pdf = sheet.save_pdf(tmp_path / "balance-sheet.pdf")
    assert pdf is not None
    if tools_present():
        text = pdf_text(pdf)
        assert "Total assets in EGP" in text
        assert f"USD {value.amount:,.2f}" in text
        save_pngs(pdf, "report-balance-sheet-dollars-en", last=1)

    # The supplier typed into its field, as a manager would.
    statement = open_entry(qtbot, app, "report-supplier-statement")
    assert isinstance(statement, ReportView)
    qtbot.waitUntil(lambda: statement.supplier.count() > 0, timeout=20000)
    statement.date_from.setDate(QDate(clock.today().year - 3, 1, 1))
    statement.supplier.setFocus()
    statement.supplier.lineEdit().selectAll()
    qtbot.keyClicks(statement.supplier.lineEdit(), "Delta Elec")
    assert statement.supplier.current_id() is not None
    qtbot.keyClick(statement.refresh_button, Qt.Key.Key_Space)
    qtbot.waitUntil(lambda: len(dollar_cells(statement)) >= 2, timeout=20000)
    model = statement.view_model.model
    for number, column, value in dollar_cells(statement):
        assert model.data(model.index(number, column)) == cell_text(value, ColumnKind.MONEY)
        assert value.currency == "USD"
    assert model.table.rows[-1].values[4] == "Closing balance in EGP"
    screenshot(window, "report_supplier_statement_dollars")


def test_the_balance_sheet_in_dollars_in_arabic(
    qtbot: QtBot, arabic: Arabic, screenshot, tmp_path: Path
) -> None:
    running = arabic.running
    sync_ledger(qtbot, running)
    sheet = refreshed(qtbot, running, "report-balance-sheet")
    assert sheet.isRightToLeft()
    totals = [
        row.values[1] for row in sheet.view_model.model.table.rows if row.level is RowLevel.TOTAL
    ]
    assert totals == ["إجمالي الأصول (EGP)", "إجمالي الخصوم وحقوق الملكية (EGP)"]
    [(_number, _column, value)] = dollar_cells(sheet)
    screenshot(running.window, "report_balance_sheet_dollars_ar")
    arabic.look_at("balance-sheet", running.window)
    trial = refreshed(qtbot, running, "report-trial-balance")
    assert trial.view_model.model.table.rows[-1].values[1] == "الإجمالي (EGP)"
    screenshot(running.window, "report_trial_balance_dollars_ar")
    pdf = sheet.save_pdf(tmp_path / "balance-sheet-ar.pdf")
    assert pdf is not None
    if tools_present():
        text = squeezed(pdf_text(pdf))
        # Text pulled from a right-to-left page comes out with its brackets reordered.
        assert squeezed("إجمالي الأصول") in text and "EGP" in text and "USD" in text
        save_pngs(pdf, "report-balance-sheet-dollars-ar", last=1)
    assert value.currency == "USD"
    assert arabic.lookups.untranslated() == []
    assert arabic.english == {}


def test_the_dashboard_cards_show_a_dollar_supplier_and_a_riyal_customer_in_both(
    qtbot: QtBot, app: RunningApp, screenshot
) -> None:
    """A bill in dollars to Gulf Trading House and an invoice in riyals to Jeddah Trading
    Co., neither with any other line: on the dashboard's "owed to suppliers" card the
    supplier is owed most, on the receivables card the customer owes most, each in its
    currency and pounds, and both cards' totals say EGP."""
    session = app.view_model.session
    assert session is not None
    demo = sqlite3.connect(app.paths.demo_database)
    try:
        supplier = demo.execute("SELECT id FROM suppliers WHERE code = 'SUP-003'").fetchone()[0]
        customer = demo.execute("SELECT id FROM customers WHERE code = 'CUS-0023'").fetchone()[0]
        currency = dict(demo.execute("SELECT code, id FROM currencies"))
        accounts = dict(
            demo.execute(
                "SELECT code, id FROM accounts WHERE code IN ('110501', '210101', '110301', "
                "'410101')"
            )
        )
    finally:
        demo.close()
    bill = CreateJournalEntryRequest(
        document_date=datetime.combine(clock.today(), datetime.min.time()),
        currency_id=currency["USD"],
        exchange_rate=Decimal("48.75"),
        accounting_document_details=[
            CreateJournalEntryDetailRequest(
                account_id=accounts["110501"],
                amount=Decimal("200000"),
                amount_status=AmountStatus.Debit,
            ),
            CreateJournalEntryDetailRequest(
                account_id=accounts["210101"],
                amount=Decimal("200000"),
                amount_status=AmountStatus.Credit,
                supplier_id=supplier,
            ),
        ],
    )
    invoice = CreateJournalEntryRequest(
        document_date=datetime.combine(clock.today(), datetime.min.time()),
        currency_id=currency["SAR"],
        exchange_rate=Decimal("13.05"),
        accounting_document_details=[
            CreateJournalEntryDetailRequest(
                account_id=accounts["110301"],
                amount=Decimal("30000"),
                amount_status=AmountStatus.Debit,
                customer_id=customer,
            ),
            CreateJournalEntryDetailRequest(
                account_id=accounts["410101"],
                amount=Decimal("30000"),
                amount_status=AmountStatus.Credit,
            ),
        ],
    )
    for request in (bill, invoice):
        created = asyncio.ensure_future(session.client.journal_entries.create(request))
        qtbot.waitUntil(created.done, timeout=20000)
        created.result()
    sync_ledger(qtbot, app)
    dashboard = app.window.center.currentWidget()
    assert isinstance(dashboard, DashboardView)
    qtbot.waitUntil(lambda: not dashboard.view_model.busy, timeout=20000)
    qtbot.mouseClick(dashboard.refresh_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(
        lambda: dashboard.view_model.figures is not None and not dashboard.view_model.busy,
        timeout=20000,
    )
    figures = dashboard.view_model.figures
    assert figures is not None
    first = dashboard.payables.link_buttons[0].text()
    assert "Gulf Trading House" in first
    assert "USD 200,000.00 · EGP 9,750,000.00" in first
    assert dashboard.payables.figure.text() == f"EGP {figures.payables_total:,.2f}"
    first = dashboard.receivables.link_buttons[0].text()
    assert "Jeddah Trading Co." in first and "SAR 30,000.00 · EGP 391,500.00" in first
    assert dashboard.receivables.figure.text() == f"EGP {figures.receivables_total:,.2f}"
    screenshot(app.window, "dashboard_cards_in_two_currencies")
