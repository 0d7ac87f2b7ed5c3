"""Ledger-cache tests: the check that the books agree with the server, a client without
the service's rate limits (the in-process sandbox has them off too), so that checking
fifty customer balances takes no ten seconds, and the fixtures every test over a synced
demo company starts from (an empty cache beside a profile, that client), which
tests/reports/conftest.py and tests/sync/conftest.py hand to their tests."""

from __future__ import annotations

from collections.abc import AsyncIterator, Iterator
from datetime import date, datetime, timedelta
from decimal import Decimal
from pathlib import Path

import httpx
import pytest
from fastapi import FastAPI

from app import clock
from app.api.client import ApiClient
from app.api.ratelimit import RateLimiter, RateWindow
from app.reports import cash_position, customer_statement, receivables_ageing, trial_balance
from app.reports.payables import payables_ageing, supplier_statement
from app.reports.statements import balance_sheet, cash_flow, profit_and_loss
from app.store.ledger import LedgerStore
from tests.support.sandbox import FAST_RETRIES, Tenant

CENT = Decimal("0.01")


def unlimited_client(app: FastAPI, tenant: Tenant) -> ApiClient:
    return ApiClient(
        tenant.connection(),
        transport=httpx.ASGITransport(app=app),
        retry=FAST_RETRIES,
        limiter=RateLimiter((RateWindow(100_000, 1.0),)),
    )


@pytest.fixture
def ledger(tmp_path: Path) -> Iterator[LedgerStore]:
    """An empty ledger cache where the app keeps a profile's, closed after the test."""
    store = LedgerStore(tmp_path / "profile.ledger.sqlite3")
    yield store
    store.close()


@pytest.fixture
async def client(sandbox_app: FastAPI, tenant: Tenant) -> AsyncIterator[ApiClient]:
    """The demo company's in-process sandbox, without rate limits (``unlimited_client``)."""
    opened = unlimited_client(sandbox_app, tenant)
    yield opened
    await opened.aclose()


def at(day: date) -> datetime:
    """A document date on ``day``, at nine in the morning."""
    return datetime.combine(day, datetime.min.time()).replace(hour=9)


def server_account_sums(tenant: Tenant) -> dict[int, Decimal]:
    """Debits minus credits per account, straight from the server's ledger lines
    (recurring templates are patterns, not entries: their lines count in no balance)."""
    with tenant.db.transaction() as conn:
        return {
            int(row[0]): Decimal(str(round(row[1], 6)))
            for row in conn.execute(
                "SELECT l.account_id, total(l.debit) - total(l.credit) FROM ledger_lines AS l "
                "JOIN documents AS d ON d.id = l.document_id "
                "WHERE l.tenant_id = ? AND d.is_recurring_template = 0 GROUP BY l.account_id",
                (tenant.id,),
            )
        }


def cash_accounts(tenant: Tenant) -> set[int]:
    with tenant.db.transaction() as conn:
        return {
            int(row[0])
            for row in conn.execute(
                "SELECT id FROM accounts WHERE tenant_id = ? AND type IN ('Cash', 'Bank')",
                (tenant.id,),
            )
        }


async def assert_books_agree(client: ApiClient, tenant: Tenant, ledger: LedgerStore) -> None:
    books = ledger.books()
    today = date.today()
    customers = books.customers()
    assert customers, "the demo company has customers"
    ageing = {row.customer_id: row for row in receivables_ageing(books, date(9999, 12, 31)).rows}
    for customer_id in customers:
        server = await client.customers.balance(customer_id)
        statement = customer_statement(books, customer_id, None, None)
        assert statement.closing.quantize(CENT) == server.quantize(CENT), customer_id
        aged = ageing[customer_id].balance if customer_id in ageing else Decimal(0)
        assert aged.quantize(CENT) == server.quantize(CENT), customer_id
        if customer_id in ageing:
            assert sum(ageing[customer_id].buckets) == aged
    report = trial_balance(books, None, None)
    assert report.is_balanced
    assert report.totals.debit > 0
    sums = server_account_sums(tenant)
    closings = {row.account_id: row.closing for row in report.rows}
    for account_id, total in sums.items():
        assert closings.get(account_id, Decimal(0)).quantize(CENT) == total.quantize(CENT)
    # A period: opening + movement = closing, and the period's closing is the same.
    period = trial_balance(books, today.replace(day=1), date(9999, 12, 31))
    assert {r.account_id: r.closing for r in period.rows} == {
        k: v for k, v in closings.items() if v or k in {r.account_id for r in period.rows}
    }
    cash = cash_position(books, date(9999, 12, 31), None, None)
    assert {row.account_id for row in cash.rows} == cash_accounts(tenant)
    for row in cash.rows:
        assert row.balance.quantize(CENT) == sums.get(row.account_id, Decimal(0)).quantize(CENT)
    assert cash.total == sum(row.balance for row in cash.rows)
    assert_statements_agree(tenant, ledger)


def server_supplier_balances(tenant: Tenant) -> dict[int, Decimal]:
    """Credits minus debits per supplier, straight from the server's ledger lines."""
    with tenant.db.transaction() as conn:
        return {
            int(row[0]): Decimal(str(round(row[1], 6)))
            for row in conn.execute(
                "SELECT supplier_id, total(credit) - total(debit) FROM ledger_lines "
                "WHERE tenant_id = ? AND supplier_id IS NOT NULL GROUP BY supplier_id",
                (tenant.id,),
            )
        }


def server_payables_accounts(tenant: Tenant) -> Decimal:
    """Credits minus debits of every trade payables account (type AccountsPayable)."""
    with tenant.db.transaction() as conn:
        value = conn.execute(
            "SELECT total(l.credit) - total(l.debit) FROM ledger_lines AS l "
            "JOIN accounts AS a ON a.id = l.account_id "
            "WHERE l.tenant_id = ? AND a.type = 'AccountsPayable'",
            (tenant.id,),
        ).fetchone()[0]
    return Decimal(str(round(value, 6)))


def assert_payables_agree(tenant: Tenant, ledger: LedgerStore) -> None:
    books = ledger.books()
    server = {k: v for k, v in server_supplier_balances(tenant).items() if v.quantize(CENT)}
    ageing = payables_ageing(books, date(9999, 12, 31))
    assert {row.supplier_id: row.balance for row in ageing.rows} == {
        k: v.quantize(CENT) for k, v in server.items()
    }
    for row in ageing.rows:
        assert sum(row.buckets) == row.balance
        assert supplier_statement(books, row.supplier_id, None, None).closing == row.balance
        assert row.name and not row.name.startswith("#"), "the supplier's name is known"
    assert ageing.total == server_payables_accounts(tenant).quantize(CENT)


def assert_statements_agree(tenant: Tenant, ledger: LedgerStore) -> None:
    """The financial statements agree with each other and with the server's lines: the
    balance sheet balances at every month end of this year and last, the year's net
    profit is the balance sheet's profit of the current year, the all-time net profit is
    the server's income and expense accounts (codes 4 and 5 of the demo chart), and the
    cash flow's closing is the server's Cash and Bank accounts."""
    books = ledger.books()
    year = clock.today().year
    for month_end in (
        date(y + (m == 12), m % 12 + 1, 1) - timedelta(days=1)
        for y in (year - 1, year)
        for m in range(1, 13)
    ):
        sheet = balance_sheet(books, month_end)
        assert sheet.is_balanced, month_end
        profit = profit_and_loss(books, date(month_end.year, 1, 1), month_end)
        assert profit.net_profit.amount == sheet.current_year_profit, month_end
    sums = server_account_sums(tenant)
    with tenant.db.transaction() as conn:
        income_and_expenses = {
            int(row[0])
            for row in conn.execute(
                "SELECT id FROM accounts WHERE tenant_id = ? AND substr(code, 1, 1) IN ('4', '5')",
                (tenant.id,),
            )
        }
    everything = profit_and_loss(books, date(1900, 1, 1), date(2999, 12, 31))
    expected = -sum((sums.get(a, Decimal(0)) for a in income_and_expenses), Decimal(0))
    assert everything.net_profit.amount.quantize(CENT) == expected.quantize(CENT)
    flow = cash_flow(books, date(year, 1, 1), date(2999, 12, 31))
    expected_cash = sum((sums.get(a, Decimal(0)) for a in cash_accounts(tenant)), Decimal(0))
    assert flow.closing.quantize(CENT) == expected_cash.quantize(CENT)
    assert flow.opening + flow.money_in - flow.money_out == flow.closing
