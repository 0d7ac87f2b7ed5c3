"""The demo company made on the days that break calendars: the 1st of a month, 1 January, 29
February, 31 December, and half past midnight local time in zones whose UTC date is another.

Each case builds a fresh demo with the clock pinned (``time-machine``), then checks what a
new user's dashboard relies on: sales in every one of the twelve months up to the current
one (the current month included, however young), an order dated today, nothing dated after
now, every ageing bucket filled and books that balance. Expected figures are read from the
database with SQL of this file, not from the demo's own helpers.
"""

from __future__ import annotations

from collections.abc import Iterator
from datetime import date, datetime, timedelta
from zoneinfo import ZoneInfo

import pytest
import time_machine

from app import clock
from app.sandbox.books import audit
from app.sandbox.db import Database
from app.sandbox.demo import create_demo_company

CAIRO = ZoneInfo("Africa/Cairo")

DATES = {
    "first of a month": datetime(2026, 12, 1, 9, 15, tzinfo=CAIRO),
    "first of a year": datetime(2027, 1, 1, 9, 15, tzinfo=CAIRO),
    "leap day": datetime(2028, 2, 29, 9, 15, tzinfo=CAIRO),
    "last of a year": datetime(2027, 12, 31, 23, 40, tzinfo=CAIRO),
}
"""Moments the demo is made at, in the machine's zone (time-machine mocks the zone too)."""

ZONES = ("Africa/Cairo", "Asia/Riyadh", "America/Los_Angeles", "Pacific/Kiritimati")
"""Half past midnight on the 1st of a month there: UTC is still on the 30th for most."""


def _months_back(today: date, count: int) -> list[str]:
    """The ``count`` calendar months up to ``today``'s, as YYYY-MM, computed by stepping
    back from the first of the month (independently of the demo's own month helper)."""
    months, cursor = [], today.replace(day=1)
    for _ in range(count):
        months.append(f"{cursor:%Y-%m}")
        cursor = (cursor - timedelta(days=1)).replace(day=1)
    return months


@pytest.fixture
def profile_zone() -> Iterator[None]:
    yield
    clock.use_zone(None)


def _made_at(moment: datetime, profile_zone: str | None = None) -> tuple[Database, date, str]:
    """A demo made at ``moment`` (the machine's zone is ``moment``'s); returns the database,
    the user's today and now as stored document dates are written (wall clock)."""
    with time_machine.travel(moment, tick=False):
        clock.use_zone(profile_zone)
        database = Database(":memory:")
        create_demo_company(database)
        return database, clock.today(), clock.wall_now().isoformat()


def _check(database: Database, today: date, now: str) -> None:
    with database.transaction() as conn:
        tenant = int(conn.execute("SELECT id FROM tenants").fetchone()[0])
        sold_months = {
            str(row[0])
            for row in conn.execute(
                "SELECT DISTINCT substr(document_date, 1, 7) FROM documents WHERE tenant_id = ? "
                "AND type = 'SO' AND status != 'Cancelled'",
                (tenant,),
            )
        }
        for month in _months_back(today, 12):
            assert month in sold_months, (today, month)
        today_orders = conn.execute(
            "SELECT count(*) FROM documents WHERE tenant_id = ? AND type = 'SO' "
            "AND status != 'Cancelled' AND substr(document_date, 1, 10) = ?",
            (tenant, today.isoformat()),
        ).fetchone()[0]
        assert today_orders >= 1, today
        cash_sales_this_month = conn.execute(
            "SELECT count(*) FROM documents WHERE tenant_id = ? AND type = 'CI' "
            "AND substr(document_date, 1, 7) = ?",
            (tenant, f"{today:%Y-%m}"),
        ).fetchone()[0]
        assert cash_sales_this_month >= 1, today
        latest = conn.execute(
            "SELECT max(document_date) FROM documents WHERE tenant_id = ?", (tenant,)
        ).fetchone()[0]
        assert str(latest) <= now, (latest, now)
        assert audit.ledger_findings(conn, tenant) == []
        # Every ageing bucket: open customer debits by age (debits less all credits, oldest
        # settled first), from the ledger lines.
        lines = conn.execute(
            "SELECT l.customer_id, substr(d.document_date, 1, 10), l.debit * d.exchange_rate, "
            "l.credit * d.exchange_rate FROM ledger_lines AS l JOIN documents AS d "
            "ON d.id = l.document_id WHERE l.tenant_id = ? AND l.customer_id IS NOT NULL "
            "ORDER BY d.document_date, l.id",
            (tenant,),
        ).fetchall()
    debits: dict[int, list[tuple[str, float]]] = {}
    credits: dict[int, float] = {}
    for customer, day, debit, credit in lines:
        if debit:
            debits.setdefault(customer, []).append((day, float(debit)))
        credits[customer] = credits.get(customer, 0.0) + float(credit or 0)
    buckets = [0.0, 0.0, 0.0, 0.0]
    for customer, open_debits in debits.items():
        left = credits.get(customer, 0.0)
        for day, amount in open_debits:
            settled = min(left, amount)
            left -= settled
            age = (today - date.fromisoformat(day)).days
            buckets[0 if age <= 30 else 1 if age <= 60 else 2 if age <= 90 else 3] += (
                amount - settled
            )
    assert all(amount > 1000 for amount in buckets), (today, buckets)


@pytest.mark.slow
@pytest.mark.parametrize("moment", DATES.values(), ids=DATES.keys())
def test_demo_made_on_a_calendar_edge_trades_in_its_current_month(moment: datetime) -> None:
    database, today, now = _made_at(moment)
    try:
        assert today == moment.date()
        _check(database, today, now)
    finally:
        database.close()


@pytest.mark.slow
@pytest.mark.parametrize("zone", ZONES)
def test_demo_made_half_past_midnight_local_is_dated_by_the_local_day(
    zone: str, profile_zone: None
) -> None:
    """The profile's zone decides today (the machine runs on UTC, a day behind or ahead)."""
    local = datetime(2026, 12, 1, 0, 30, tzinfo=ZoneInfo(zone))
    database, today, now = _made_at(local.astimezone(ZoneInfo("UTC")), profile_zone=zone)
    try:
        assert today == date(2026, 12, 1)
        assert now == "2026-12-01T00:30:00"
        _check(database, today, now)
    finally:
        database.close()
