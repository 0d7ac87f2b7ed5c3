"""The demo company's year of history: a manager's reports have
something to show on the day the demo is made."""

from __future__ import annotations

from collections import defaultdict
from datetime import date

from fastapi import FastAPI

from app import clock
from app.sandbox.books import audit
from app.sandbox.demo.history import MONTHS, OVER_LIMIT, _month_start
from tests.support.sandbox import Tenant, asgi_client


def _rows(tenant: Tenant, sql: str) -> list[tuple[object, ...]]:
    with tenant.db.transaction() as conn:
        return [tuple(row) for row in conn.execute(sql, (tenant.id,)).fetchall()]


def test_sales_every_month_and_the_books_clean(tenant: Tenant) -> None:
    today = clock.today()
    months = {
        str(month)
        for (month,) in _rows(
            tenant,
            "SELECT DISTINCT substr(document_date, 1, 7) FROM documents WHERE tenant_id = ? "
            "AND type = 'SO' AND status != 'Cancelled'",
        )
    }
    for months_ago in range(MONTHS):
        assert f"{_month_start(today, months_ago):%Y-%m}" in months
    with tenant.db.transaction() as conn:
        assert audit.ledger_findings(conn, tenant.id) == []


def _ageing(tenant: Tenant, today: date) -> dict[str, float]:
    """Receivables by age of the document, credits settling the oldest debits first."""
    lines = _rows(
        tenant,
        "SELECT l.customer_id, substr(d.document_date, 1, 10), "
        "l.debit * d.exchange_rate, l.credit * d.exchange_rate FROM ledger_lines AS l "
        "JOIN documents AS d ON d.id = l.document_id WHERE l.tenant_id = ? "
        "AND l.customer_id IS NOT NULL ORDER BY d.document_date, l.id",
    )
    debits: dict[object, list[list[object]]] = defaultdict(list)
    credits: dict[object, float] = defaultdict(float)
    for customer, day, debit, credit in lines:
        if debit:
            debits[customer].append([day, float(debit)])  # type: ignore[arg-type]
        credits[customer] += float(credit or 0)  # type: ignore[arg-type]
    buckets = {"0-30": 0.0, "31-60": 0.0, "61-90": 0.0, "90+": 0.0}
    for customer, open_debits in debits.items():
        left = credits[customer]
        for entry in open_debits:
            settled = min(left, float(entry[1]))  # type: ignore[arg-type]
            left -= settled
            remaining = float(entry[1]) - settled  # type: ignore[arg-type]
            age = (today - date.fromisoformat(str(entry[0]))).days
            key = "0-30" if age <= 30 else "31-60" if age <= 60 else "61-90" if age <= 90 else "90+"
            buckets[key] += remaining
    return buckets


def test_receivables_in_every_ageing_bucket(tenant: Tenant) -> None:
    buckets = _ageing(tenant, clock.today())
    assert all(amount > 1000 for amount in buckets.values()), buckets


async def test_customers_over_their_credit_limit_by_the_servers_own_balance(
    sandbox_app: FastAPI, tenant: Tenant
) -> None:
    limits = _rows(
        tenant,
        "SELECT id, code, credit_limit FROM customers WHERE tenant_id = ? AND credit_limit > 0",
    )
    over = []
    async with asgi_client(sandbox_app, tenant.authorization) as http:
        for customer_id, code, limit in limits:
            answer = await http.get(f"/v3/customers/{customer_id}/balance")
            assert answer.status_code == 200
            if float(answer.json()) > float(limit):  # type: ignore[arg-type]
                over.append(code)
    assert set(OVER_LIMIT) <= set(over)


def test_cash_and_bank_accounts_move_every_month(tenant: Tenant) -> None:
    today = clock.today()
    moves = _rows(
        tenant,
        "SELECT a.code, substr(d.document_date, 1, 7), count(*) FROM ledger_lines AS l "
        "JOIN accounts AS a ON a.id = l.account_id JOIN documents AS d ON d.id = l.document_id "
        "WHERE l.tenant_id = ? AND a.type IN ('Cash', 'Bank') GROUP BY 1, 2",
    )
    months: dict[object, set[object]] = defaultdict(set)
    for code, month, _count in moves:
        months[code].add(month)
    recent = {f"{_month_start(today, n):%Y-%m}" for n in range(1, MONTHS)}
    assert len(months) >= 4
    for code in ("110101", "110102", "110201"):
        assert recent <= months[code], code
    balances = dict(
        _rows(
            tenant,
            "SELECT a.code, total(l.debit) - total(l.credit) FROM ledger_lines AS l JOIN "
            "accounts AS a ON a.id = l.account_id WHERE l.tenant_id = ? "
            "AND a.type IN ('Cash', 'Bank') GROUP BY 1",
        )
    )
    assert all(float(balance) > 0 for balance in balances.values()), balances  # type: ignore[arg-type]


async def test_unposted_entries_wait_for_review(sandbox_app: FastAPI, tenant: Tenant) -> None:
    async with asgi_client(sandbox_app, tenant.authorization) as http:
        posted = (await http.get("/v3/journal-entries", params={"limit": 1000})).json()
        every = (
            await http.get("/v3/journal-entries", params={"limit": 1000, "isPostedOnly": "false"})
        ).json()
    waiting = every["totalCount"] - posted["totalCount"]
    assert waiting >= 10
    today = clock.today()
    recent = [
        item
        for item in every["items"]
        if (today - date.fromisoformat(item["documentDate"][:10])).days <= 21
    ]
    assert len([item for item in recent if not item["isPosted"]]) >= 5
