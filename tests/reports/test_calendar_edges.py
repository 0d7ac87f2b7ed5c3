"""The manager's figures on the days that break calendars, with the clock pinned.

A demo company is made at the pinned moment, its books are synced into a ledger cache
through the API, and the dashboard is computed for the clock's today (no date passed in):
this month has sales, every period's dates are what a calendar says (computed here by
stepping day by day, not with the code's month helpers), the receivables' ageing fills
every bucket, and a sales order's default date is the user's local day where UTC's date is
another.
"""

from __future__ import annotations

from collections.abc import Iterator
from datetime import UTC, date, datetime, timedelta
from decimal import Decimal
from pathlib import Path
from zoneinfo import ZoneInfo

import pytest
import time_machine
from fastapi import FastAPI

from app import clock
from app.models.documents import AmountStatus
from app.models.journal_entries import CreateJournalEntryDetailRequest, CreateJournalEntryRequest
from app.reports import dashboard, receivables_ageing
from app.reports.engine import ReceivablesAgeing
from app.sandbox.auth import ALL_SCOPES, create_api_user
from app.sandbox.db import Database
from app.sandbox.demo import create_demo_company
from app.sandbox.routing import SandboxState
from app.store.ledger import LedgerStore
from app.sync.ledger import LedgerSync
from app.viewmodels.accounting.accounting_lines import day_of, document_moment
from app.viewmodels.reports.dashboard import Period, period_dates
from app.viewmodels.reports.parameters import ReportParameters
from tests.support.ledger_cache import unlimited_client
from tests.support.sandbox import Tenant

MOMENTS = {
    "first of a month": datetime(2026, 12, 1, 10, 0, tzinfo=UTC),
    "first of a year": datetime(2027, 1, 1, 10, 0, tzinfo=UTC),
    "leap day": datetime(2028, 2, 29, 10, 0, tzinfo=UTC),
    "last of a year": datetime(2027, 12, 31, 10, 0, tzinfo=UTC),
}
ZONES = ("Africa/Cairo", "Asia/Riyadh", "America/Los_Angeles", "Pacific/Kiritimati")


@pytest.fixture(autouse=True)
def machine_zone() -> Iterator[None]:
    yield
    clock.use_zone(None)


def _calendar_month(today: date) -> tuple[date, date]:
    """First and last day of ``today``'s month, by walking the days."""
    first = today
    while (first - timedelta(days=1)).month == today.month:
        first -= timedelta(days=1)
    last = today
    while (last + timedelta(days=1)).month == today.month:
        last += timedelta(days=1)
    return first, last


def _expected_period(period: Period, today: date) -> tuple[date, date]:
    first, _ = _calendar_month(today)
    if period is Period.THIS_MONTH:
        return first, today
    if period is Period.LAST_MONTH:
        return _calendar_month(first - timedelta(days=1))
    if period is Period.THIS_QUARTER:
        start = first
        while start.month not in (1, 4, 7, 10):
            start = _calendar_month(start - timedelta(days=1))[0]
        return start, today
    return date(today.year, 1, 1), today


async def _books_at(moment: datetime, tmp_path: Path, app: FastAPI) -> tuple[LedgerStore, date]:
    """A demo made at ``moment``, synced into a ledger cache; returns it and today."""
    database = Database(":memory:")
    tenant_id = create_demo_company(database)
    with database.transaction() as conn:
        issued = create_api_user(conn, tenant_id=tenant_id, name="tester", scopes=[ALL_SCOPES])
    app.state.sandbox = SandboxState(db=database, rate_limits=None)
    tenant = Tenant(db=database, id=tenant_id, authorization=issued.authorization)
    client = unlimited_client(app, tenant)
    ledger = LedgerStore(tmp_path / "profile.ledger.sqlite3")
    try:
        await LedgerSync(client, ledger).sync()
    finally:
        await client.aclose()
    return ledger, clock.today()


@pytest.mark.slow
@pytest.mark.parametrize("moment", MOMENTS.values(), ids=MOMENTS.keys())
async def test_the_dashboard_on_a_calendar_edge(
    moment: datetime, tmp_path: Path, shared_sandbox_app: FastAPI
) -> None:
    with time_machine.travel(moment, tick=True):
        ledger, today = await _books_at(moment, tmp_path, shared_sandbox_app)
        try:
            assert today == moment.date()
            figures = dashboard(ledger.books(), today)
            assert figures.sales_period_total > Decimal(0), today
            assert figures.receivables_total > Decimal(0)
            assert (figures.period_from, figures.period_to) == (_calendar_month(today)[0], today)
            for period in Period:
                assert period_dates(period, today) == _expected_period(period, today), period
            defaults = ReportParameters.defaults()
            assert (defaults.date_from, defaults.date_to) == _calendar_month(today)
            assert defaults.as_of == today
        finally:
            ledger.close()


@pytest.mark.parametrize("zone", ZONES)
def test_today_is_the_local_day_half_past_midnight(zone: str) -> None:
    local = datetime(2027, 1, 1, 0, 30, tzinfo=ZoneInfo(zone))
    with time_machine.travel(local.astimezone(UTC), tick=False):
        clock.use_zone(zone)
        assert clock.today() == date(2027, 1, 1)
        assert clock.wall_now() == datetime(2027, 1, 1, 0, 30)
        assert ReportParameters.defaults().date_from == date(2027, 1, 1)
        assert period_dates(Period.THIS_YEAR, clock.today()) == (date(2027, 1, 1),) * 2
        clock.use_zone(None)
        # The machine runs on UTC: there, it is still (or already) another day.
        assert clock.today() == local.astimezone(UTC).date()


SALE = Decimal("1234.50")
# Half past midnight on 1 January in each zone (UTC is still on 31 December, or for Los
# Angeles already past 08:00 on the 1st), and Los Angeles at half past eleven on 31
# December, when UTC has already reached 1 January.
SALE_MOMENTS = {
    **{zone: datetime(2027, 1, 1, 0, 30, tzinfo=ZoneInfo(zone)) for zone in ZONES},
    "America/Los_Angeles 23:30": datetime(2026, 12, 31, 23, 30, tzinfo=ZoneInfo(ZONES[2])),
}


def _a_customer(database: Database, tenant_id: int) -> tuple[int, int]:
    """A demo customer with a receivable account of its own: (customer, account)."""
    with database.transaction() as conn:
        row = conn.execute(
            "SELECT id, related_account_id FROM customers WHERE tenant_id = ? "
            "AND related_account_id IS NOT NULL ORDER BY id LIMIT 1",
            (tenant_id,),
        ).fetchone()
    return int(row[0]), int(row[1])


def _current(ageing: ReceivablesAgeing, customer: int) -> Decimal:
    """The customer's 0-30 days bucket (nothing when the customer owes nothing)."""
    rows = [row for row in ageing.rows if row.customer_id == customer]
    return rows[0].buckets[0] if rows else Decimal(0)


def _figures(
    ledger: LedgerStore,
    today: date,
    month: tuple[date, date],
    year: tuple[date, date],
    customer: int,
) -> tuple[Decimal, Decimal, Decimal]:
    """This month's sales, this year's, and the customer's 0-30 days receivable."""
    books = ledger.books()
    return (
        dashboard(books, today, month).sales_period_total,
        dashboard(books, today, year).sales_period_total,
        _current(receivables_ageing(books, today), customer),
    )


@pytest.mark.slow
@pytest.mark.parametrize("local", SALE_MOMENTS.values(), ids=SALE_MOMENTS.keys())
async def test_a_sale_near_midnight_is_booked_on_the_local_day(
    local: datetime, tmp_path: Path, shared_sandbox_app: FastAPI
) -> None:
    """A clerk books an invoice at ``local`` with the entry editor's default date: the
    document, "this month", "this year" and the ageing are those of the local day, in the
    profile's zone, although the machine runs on UTC."""
    zone = str(local.tzinfo)
    day = local.date()
    database = Database(":memory:")
    # The demo is made a week earlier, so that the local day holds no sale but this one.
    with time_machine.travel(local - timedelta(days=7), tick=False):
        clock.use_zone(zone)
        tenant_id = create_demo_company(database)
    with database.transaction() as conn:
        issued = create_api_user(conn, tenant_id=tenant_id, name="tester", scopes=[ALL_SCOPES])
    shared_sandbox_app.state.sandbox = SandboxState(db=database, rate_limits=None)
    tenant = Tenant(db=database, id=tenant_id, authorization=issued.authorization)
    client = unlimited_client(shared_sandbox_app, tenant)
    ledger = LedgerStore(tmp_path / "profile.ledger.sqlite3")
    customer, receivable = _a_customer(database, tenant_id)
    try:
        with time_machine.travel(local.astimezone(UTC), tick=True):
            clock.use_zone(zone)
            assert clock.today() == day
            await LedgerSync(client, ledger).sync()
            today = clock.today()
            month = period_dates(Period.THIS_MONTH, today)
            year = period_dates(Period.THIS_YEAR, today)
            assert month == (day.replace(day=1), day) and year == (date(day.year, 1, 1), day)
            before = _figures(ledger, today, month, year, customer)
            moment = document_moment(day_of(None), None)
            assert moment == datetime.combine(day, datetime.min.time())
            created = await client.journal_entries.create(
                CreateJournalEntryRequest(
                    document_date=moment,
                    accounting_document_details=[
                        CreateJournalEntryDetailRequest(
                            account_id=receivable,
                            amount=SALE,
                            amount_status=AmountStatus.Debit,
                            customer_id=customer,
                        ),
                        CreateJournalEntryDetailRequest(
                            account_id=tenant.account_id("410101"),
                            amount=SALE,
                            amount_status=AmountStatus.Credit,
                        ),
                    ],
                )
            )
            with database.transaction() as conn:
                (stored,) = conn.execute(
                    "SELECT document_date FROM documents WHERE tenant_id = ? AND code = ?",
                    (tenant_id, created.document_code),
                ).fetchone()
            assert stored.startswith(day.isoformat()), stored
            await LedgerSync(client, ledger).sync()
            assert clock.today() == today
            after = _figures(ledger, today, month, year, customer)
            figures = dashboard(ledger.books(), today)
            assert (figures.period_from, figures.period_to) == month
            # This month's and this year's sales and the customer's 0-30 days grew by the
            # sale; on 1 January nothing else was sold in either.
            assert tuple(a - b for a, b in zip(after, before, strict=True)) == (SALE,) * 3
            if day.day == 1 and day.month == 1:
                assert before[:2] == (Decimal(0), Decimal(0))
    finally:
        ledger.close()
        await client.aclose()
        database.close()
