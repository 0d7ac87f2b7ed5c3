"""The ledger cache and the reports over it agree with the service's own figures.

Against the sandbox's demo company: every customer's statement closing and ageing balance
equal ``GET /v3/customers/{id}/balance`` to the cent; the trial balance balances and each
account's closing is the sum of its journal lines on the server; each Cash and Bank
account likewise. Tests compare with the server, never with demo figures.
"""

from __future__ import annotations

from collections.abc import AsyncIterator, Iterator
from datetime import date
from decimal import Decimal
from pathlib import Path

import pytest
from fastapi import FastAPI

from app.api.client import ApiClient
from app.reports import (
    cash_position,
    customer_statement,
    receivables_ageing,
    trial_balance,
)
from app.store.ledger import LedgerStore
from app.sync.ledger import LedgerSync
from tests.support.sandbox import Tenant, api_client

CENT = Decimal("0.01")


@pytest.fixture
def ledger(tmp_path: Path) -> Iterator[LedgerStore]:
    store = LedgerStore(tmp_path / "profile.ledger.sqlite3")
    yield store
    store.close()


@pytest.fixture
async def client(sandbox_app: FastAPI, tenant: Tenant) -> AsyncIterator[ApiClient]:
    opened = api_client(sandbox_app, tenant)
    yield opened
    await opened.aclose()


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


async def test_a_first_sync_gives_the_servers_figures(
    client: ApiClient, tenant: Tenant, ledger: LedgerStore
) -> None:
    sync = LedgerSync(client, ledger)
    result = await sync.sync()
    assert result.full and result.entries_read > 0
    assert result.drifted_customers == ()
    status = ledger.status()
    assert status.as_of is not None and not status.offline
    await assert_books_agree(client, tenant, ledger)
