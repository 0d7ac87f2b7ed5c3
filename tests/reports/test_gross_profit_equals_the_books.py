"""Gross profit on a company that sells through orders only: its revenue is the sales
accounts less returns, to the cent, in total and grouped by item, customer, sales person
and month.

The company is the demo with every document that books revenue outside the orders
stripped of its lines (invoices typed as journal entries, cash sales): what is left on the
sales accounts is what the test books for the orders themselves, one invoicing entry per
issue offering (its goods, and on an order's first issue the order's services) and one
credit note per sales return, each in the document's own currency and rate. Expected
figures come from the server's tables in SQL (its journal lines for the totals, months
and customers; its documents' lines for items and sales persons), never from the report.
"""

from __future__ import annotations

import sqlite3
from collections import defaultdict
from datetime import date, datetime
from decimal import Decimal

import pytest

from app.api.client import ApiClient
from app.models.documents import AmountStatus
from app.models.journal_entries import CreateJournalEntryDetailRequest, CreateJournalEntryRequest
from app.reports.sales import GroupBy, gross_profit
from app.store.ledger import LedgerStore
from app.sync.ledger import LedgerSync
from tests.support.sandbox import Tenant

CENT = Decimal("0.01")
SALES_TYPES = ("Sales", "ServicesSales")
LESS_TYPES = ("SalesReturns", "SalesDiscount")


def cents(value: Decimal | float) -> Decimal:
    return Decimal(str(value)).quantize(CENT)


def _account_of_type(conn: sqlite3.Connection, tenant_id: int, kind: str) -> int:
    return int(
        conn.execute(
            "SELECT id FROM accounts WHERE tenant_id = ? AND type = ? AND is_active = 1 "
            "ORDER BY code LIMIT 1",
            (tenant_id, kind),
        ).fetchone()[0]
    )


def strip_revenue_outside_orders(tenant: Tenant) -> int:
    """Drops the lines of every document that touches a sales, returns or discount account
    (whole documents, so every entry left still balances); returns how many."""
    with tenant.db.transaction() as conn:
        documents = [
            int(r[0])
            for r in conn.execute(
                "SELECT DISTINCT l.document_id FROM ledger_lines AS l "
                "JOIN accounts AS a ON a.id = l.account_id "
                f"WHERE l.tenant_id = ? AND a.type IN ({', '.join('?' * 4)})",
                (tenant.id, *SALES_TYPES, *LESS_TYPES),
            )
        ]
        conn.executemany(
            "DELETE FROM ledger_lines WHERE document_id = ?", [(d,) for d in documents]
        )
    return len(documents)


async def book_the_orders(client: ApiClient, tenant: Tenant) -> int:
    """One invoicing entry per issue offering of an order not cancelled (receivable
    against sales for its lines' price x quantity; the order's service lines on its first
    issue, against services sales) and one credit note per sales return (returns against
    the receivable for quantity x (price - unit discount)); returns how many entries."""
    with tenant.db.transaction() as conn:
        sales = _account_of_type(conn, tenant.id, "Sales")
        services = _account_of_type(conn, tenant.id, "ServicesSales")
        returns = _account_of_type(conn, tenant.id, "SalesReturns")
        issues = conn.execute(
            "SELECT d.id, d.code, d.document_date, coalesce(d.customer_id, o.customer_id), "
            "o.id, d.currency_id, d.exchange_rate, "
            "(SELECT total(quantity * price) FROM document_lines WHERE document_id = d.id) "
            "FROM documents AS d LEFT JOIN documents AS o ON o.id = d.related_document_id "
            "WHERE d.tenant_id = ? AND d.type = 'IO' AND coalesce(o.status, '') != 'Cancelled' "
            "ORDER BY d.document_date, d.id",
            (tenant.id,),
        ).fetchall()
        order_services = {
            int(r[0]): float(r[1])
            for r in conn.execute(
                "SELECT document_id, total(quantity * (price - coalesce(unit_discount, 0))) "
                "FROM document_lines WHERE service_item_id IS NOT NULL GROUP BY document_id"
            )
        }
        sales_returns = conn.execute(
            "SELECT d.id, d.code, d.document_date, d.customer_id, d.currency_id, "
            "d.exchange_rate, (SELECT total(quantity * (price - coalesce(unit_discount, 0))) "
            "FROM document_lines WHERE document_id = d.id) "
            "FROM documents AS d WHERE d.tenant_id = ? AND d.type = 'SR'",
            (tenant.id,),
        ).fetchall()
        receivables = {
            int(r[0]): int(r[1])
            for r in conn.execute(
                "SELECT id, related_account_id FROM customers WHERE tenant_id = ?", (tenant.id,)
            )
        }

    def line(account: int, amount: Decimal, side: AmountStatus, customer: int | None = None):
        return CreateJournalEntryDetailRequest(
            account_id=account, amount=amount, amount_status=side, customer_id=customer
        )

    async def entry(when: str, code: str, currency: int | None, rate: float, lines: list) -> None:
        await client.journal_entries.create(
            CreateJournalEntryRequest(
                is_invoicing_j_e=True,
                document_date=datetime.fromisoformat(str(when)[:19]),
                related_document_code=code,
                currency_id=currency,
                exchange_rate=Decimal(str(rate)) if currency else None,
                accounting_document_details=lines,
            )
        )

    debit, credit = AmountStatus.Debit, AmountStatus.Credit
    made = 0
    invoiced_services: set[int] = set()
    for _id, code, when, customer, order_id, currency, rate, goods in issues:
        lines = []
        total = Decimal(0)
        if goods:
            total += cents(goods)
            lines.append(line(sales, cents(goods), credit))
        if order_id is not None and order_id not in invoiced_services:
            invoiced_services.add(order_id)
            if order_services.get(order_id):
                total += cents(order_services[order_id])
                lines.append(line(services, cents(order_services[order_id]), credit))
        if not total:
            continue
        lines.append(line(receivables[customer], total, debit, customer))
        await entry(when, code, currency, rate, lines)
        made += 1
    for _id, code, when, customer, currency, rate, net in sales_returns:
        if not net:
            continue
        amount = cents(net)
        await entry(
            when,
            code,
            currency,
            rate,
            [line(returns, amount, debit), line(receivables[customer], amount, credit, customer)],
        )
        made += 1
    return made


def books_revenue(tenant: Tenant, first: str, last: str, by: str) -> dict[str, Decimal]:
    """The sales accounts' credits less debits, less the returns and discounts accounts'
    debits less credits, from the server's journal lines, per month (``by`` "month") or
    per customer its entry's receivable line names ("customer"), or in one "" key."""
    group = {
        "month": "substr(d.document_date, 1, 7)",
        "customer": "(SELECT max(c.customer_id) FROM ledger_lines AS c "
        "WHERE c.document_id = d.id AND c.customer_id IS NOT NULL)",
    }.get(by, "''")
    with tenant.db.transaction() as conn:
        rows = conn.execute(
            f"SELECT {group}, "
            "total(CASE WHEN a.type IN (?, ?) THEN l.credit - l.debit END) - "
            "total(CASE WHEN a.type IN (?, ?) THEN l.debit - l.credit END) "
            "FROM ledger_lines AS l JOIN accounts AS a ON a.id = l.account_id "
            "JOIN documents AS d ON d.id = l.document_id "
            "WHERE l.tenant_id = ? AND d.is_recurring_template = 0 "
            "AND substr(d.document_date, 1, 10) BETWEEN ? AND ? GROUP BY 1",
            (*SALES_TYPES, *LESS_TYPES, tenant.id, first, last),
        ).fetchall()
    return {str(r[0] or ""): cents(r[1]) for r in rows if cents(r[1])}


def document_revenue(tenant: Tenant, first: str, last: str, by: str) -> dict[str, Decimal]:
    """The orders' revenue from the server's document lines (issues' price x quantity x
    rate, orders' services x rate on their first issue, less returns' net x rate), per
    stock or service item ("item") or per sales person ("sales-person": the issue's, else
    its order's)."""
    with tenant.db.transaction() as conn:
        rows = conn.execute(
            "SELECT d.id, d.type, d.document_date, coalesce(d.sales_person_id, o.sales_person_id), "
            "d.exchange_rate, o.id, l.stock_item_id, l.service_item_id, l.quantity, l.price, "
            "coalesce(l.unit_discount, 0) FROM documents AS d "
            "JOIN document_lines AS l ON l.document_id = d.id "
            "LEFT JOIN documents AS o ON o.id = d.related_document_id "
            "WHERE d.tenant_id = ? AND d.type IN ('IO', 'SR') "
            "AND coalesce(o.status, '') != 'Cancelled' ORDER BY d.document_date, d.id",
            (tenant.id,),
        ).fetchall()
        services = conn.execute(
            "SELECT document_id, service_item_id, quantity * (price - coalesce(unit_discount, 0)) "
            "FROM document_lines WHERE service_item_id IS NOT NULL"
        ).fetchall()
    by_order: dict[int, list[tuple[int, float]]] = defaultdict(list)
    for order, service, net in services:
        by_order[int(order)].append((int(service), float(net)))
    sums: dict[str, Decimal] = defaultdict(Decimal)
    first_issue_seen: set[int] = set()
    for _doc, kind, when, person, rate, order, item, service, quantity, price, discount in rows:
        person_key = str(person or "")
        if kind == "IO" and order is not None and order not in first_issue_seen:
            first_issue_seen.add(order)
            if first <= when[:10] <= last:
                for service_id, net in by_order.get(int(order), []):
                    key = f"service:{service_id}" if by == "item" else person_key
                    sums[key] += Decimal(str(net)) * Decimal(str(rate))
        if not first <= when[:10] <= last:
            continue
        if kind == "IO":
            value = Decimal(str(quantity)) * Decimal(str(price))
        else:
            value = -Decimal(str(quantity)) * (Decimal(str(price)) - Decimal(str(discount)))
        key = f"item:{item}" if item is not None else f"service:{service}"
        sums[key if by == "item" else person_key] += value * Decimal(str(rate))
    return {k: cents(v) for k, v in sums.items() if cents(v)}


@pytest.mark.parametrize("by", list(GroupBy))
async def test_gross_profit_revenue_is_the_sales_accounts_less_returns(
    client: ApiClient, tenant: Tenant, ledger: LedgerStore, by: GroupBy
) -> None:
    assert strip_revenue_outside_orders(tenant) > 0, "the demo books sales outside orders"
    assert await book_the_orders(client, tenant) > 10
    await LedgerSync(client, ledger).sync()
    year = date.today().year
    first, last = date(year - 1, 1, 1), date(year, 12, 31)
    report = gross_profit(ledger.books(), first, last, by)

    total = books_revenue(tenant, first.isoformat(), last.isoformat(), "")
    assert total[""] > 0
    assert cents(report.total.revenue) == total[""]
    # The report's own figure of the books is the same, and nothing is booked beyond
    # the orders on this company.
    assert cents(report.books_revenue) == total[""]
    assert cents(report.booked_without_orders) == 0
    assert sum((r.revenue for r in report.rows), Decimal(0)) == report.total.revenue

    shown = {r.key: cents(r.revenue) for r in report.rows if cents(r.revenue)}
    if by is GroupBy.MONTH or by is GroupBy.CUSTOMER:
        expected = books_revenue(tenant, first.isoformat(), last.isoformat(), by.value)
    else:
        expected = document_revenue(tenant, first.isoformat(), last.isoformat(), by.value)
    assert shown == expected
