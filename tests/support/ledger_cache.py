"""Ledger-cache tests: the check that the books agree with the server, a client without
the service's rate limits (the in-process sandbox has them off too), so that checking
fifty customer balances takes no ten seconds, and the fixtures every test over a synced
demo company starts from (an empty cache beside a profile, that client), which
tests/reports/conftest.py and tests/sync/conftest.py hand to their tests."""

from __future__ import annotations

from collections.abc import AsyncIterator, Iterator
from datetime import date, datetime
from decimal import Decimal
from pathlib import Path

import httpx
import pytest
from fastapi import FastAPI

from app.api.client import ApiClient
from app.api.ratelimit import RateLimiter, RateWindow
from app.reports import cash_position, customer_statement, receivables_ageing, trial_balance
from app.reports.payables import payables_ageing, supplier_statement
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
    """Debits minus credits per account, straight from the server's ledger lines."""
    with tenant.db.transaction() as conn:
        return {
            int(row[0]): Decimal(str(round(row[1], 6)))
            for row in conn.execute(
                "SELECT account_id, total(debit) - total(credit) FROM ledger_lines "
                "WHERE tenant_id = ? GROUP BY account_id",
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
