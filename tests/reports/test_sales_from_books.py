"""Sales from the books: the sales summary is the revenue accounts (and the profit and
loss's revenue), orders booked are the orders by status, and the gross profit is the
issued orders less returns against the cost the books booked for them.

Expected figures come from the server's own tables (``ledger_lines``, ``documents``,
``document_lines``) in SQL, never from the code under test.
"""

from __future__ import annotations

import sqlite3
from collections import defaultdict
from datetime import date, datetime
from decimal import Decimal
from pathlib import Path

import pytest

from app import clock
from app.api.client import ApiClient
from app.models.documents import AmountStatus
from app.models.journal_entries import CreateJournalEntryDetailRequest, CreateJournalEntryRequest
from app.reports import customer_statement, receivables_ageing, sales_summary, to_json
from app.reports.layout import Section
from app.reports.sales import GroupBy, gross_profit, orders_booked
from app.reports.statements import profit_and_loss
from app.sandbox.demo.journal import generate_journal_entries
from app.store.ledger import LedgerStore
from app.sync.ledger import LedgerSync
from tests.support.sandbox import Tenant

CENT = Decimal("0.01")
REVENUE_TYPES = ("Sales", "ServicesSales")
LESS_TYPES = ("SalesReturns", "SalesDiscount")


def cents(value: Decimal | float) -> Decimal:
    return Decimal(str(value)).quantize(CENT)


def server_revenue_by_month(tenant: Tenant, first: str, last: str) -> dict[str, Decimal]:
    """Credits minus debits on the sales accounts, less the debits minus credits on the
    returns and discounts accounts, per month, from the server's ledger lines."""
    with tenant.db.transaction() as conn:
        rows = conn.execute(
            "SELECT substr(d.document_date, 1, 7), "
            "total(CASE WHEN a.type IN (?, ?) THEN l.credit - l.debit END), "
            "total(CASE WHEN a.type IN (?, ?) THEN l.debit - l.credit END) "
            "FROM ledger_lines AS l JOIN accounts AS a ON a.id = l.account_id "
            "JOIN documents AS d ON d.id = l.document_id "
            "WHERE l.tenant_id = ? AND d.is_recurring_template = 0 "
            "AND substr(d.document_date, 1, 10) BETWEEN ? AND ? GROUP BY 1",
            (*REVENUE_TYPES, *LESS_TYPES, tenant.id, first, last),
        ).fetchall()
    return {row[0]: cents(row[1] - row[2]) for row in rows}


def assert_summary_is_the_books(tenant: Tenant, ledger: LedgerStore, year: int) -> None:
    books = ledger.books()
    first, last = date(year, 1, 1), date(year, 12, 31)
    summary = sales_summary(books, first, last)
    expected = server_revenue_by_month(tenant, first.isoformat(), last.isoformat())
    assert sum(expected.values(), Decimal(0)) != 0, "the year has sales"
    assert cents(summary.net) == sum(expected.values(), Decimal(0))
    assert {m.key: cents(m.net) for m in summary.months if m.net} == {
        k: v for k, v in expected.items() if v
    }
    # Each grouping holds the whole: nothing dropped, nothing counted twice.
    for grouping in (summary.customers, summary.items, summary.sales_persons, summary.months):
        assert sum((line.net for line in grouping), Decimal(0)) == summary.net
        assert sum(line.documents for line in grouping) >= summary.documents
    assert summary.net == summary.sales - summary.returns - summary.discounts
    # The profit and loss's revenue is the same figure, to the micro-unit.
    pnl = profit_and_loss(books, first, last)
    assert pnl.section(Section.REVENUE).total.amount == summary.net
    # So is the JSON the command line prints, in cents.
    body = to_json(summary)
    assert Decimal(str(body["total"]["net"])) == cents(summary.net)


async def test_the_sales_summary_is_the_sales_accounts_on_the_demo(
    client: ApiClient, tenant: Tenant, ledger: LedgerStore
) -> None:
    await LedgerSync(client, ledger).sync()
    # The demo's year of trading is its last twelve calendar months: two calendar years on
    # most days, one only in December (January to the day it is made), so the years are
    # those the server's books sold in, and this year always is one of them.
    months = server_revenue_by_month(tenant, "", "9999")
    years = {int(month[:4]) for month, net in months.items() if net}
    assert clock.today().year in years
    for each in sorted(years):
        assert_summary_is_the_books(tenant, ledger, each)


async def invoice_an_order_with_a_return_and_a_discount(
    client: ApiClient, tenant: Tenant
) -> tuple[str, int, int]:
    """An invoicing entry for a shipped order (related to it by its code) crediting
    sales, then a credit note for part of it on the returns and discounts accounts:
    (the order's code, its sales person, its first item)."""
    with tenant.db.transaction() as conn:
        order = conn.execute(
            "SELECT d.code, d.customer_id, c.related_account_id, d.sales_person_id, "
            "(SELECT stock_item_id FROM document_lines WHERE document_id = d.id ORDER BY id) "
            "FROM documents AS d JOIN customers AS c ON c.id = d.customer_id "
            "WHERE d.tenant_id = ? AND d.type = 'SO' AND d.status = 'Shipped' "
            "AND d.sales_person_id IS NOT NULL ORDER BY d.id DESC LIMIT 1",
            (tenant.id,),
        ).fetchone()
    code, customer, receivable, person, item = order
    when = datetime.combine(date.today().replace(day=1), datetime.min.time())

    def line(
        account: str | int, amount: str, side: AmountStatus
    ) -> CreateJournalEntryDetailRequest:
        account_id = account if isinstance(account, int) else tenant.account_id(account)
        party = customer if account_id == receivable else None
        return CreateJournalEntryDetailRequest(
            account_id=account_id, amount=Decimal(amount), amount_status=side, customer_id=party
        )

    debit, credit = AmountStatus.Debit, AmountStatus.Credit
    await client.journal_entries.create(
        CreateJournalEntryRequest(
            document_date=when,
            related_document_code=code,
            accounting_document_details=[
                line(receivable, "1140", debit),
                line("410101", "1000", credit),
                line("210301", "140", credit),
            ],
        )
    )
    await client.journal_entries.create(
        CreateJournalEntryRequest(
            document_date=when,
            related_document_code=code,
            accounting_document_details=[
                line("410301", "200", debit),
                line("410401", "50", debit),
                line(receivable, "250", credit),
            ],
        )
    )
    return code, person, item


async def test_the_sales_summary_is_the_sales_accounts_on_a_seeded_company(
    client: ApiClient, tenant: Tenant, ledger: LedgerStore
) -> None:
    with tenant.db.transaction() as conn:
        generate_journal_entries(conn, tenant.id, 3000, years=2)
    _code, person, item = await invoice_an_order_with_a_return_and_a_discount(client, tenant)
    await LedgerSync(client, ledger).sync()
    this_month = sales_summary(
        ledger.books(), date.today().replace(day=1), date.today().replace(day=28)
    )
    assert this_month.returns == 200 and this_month.discounts == 50
    # The order's entries are split over its items and go to its sales person.
    linked = [line for line in this_month.items if line.key.startswith("item:")]
    assert sum((line.net for line in linked), Decimal(0)) == 750
    assert any(line.key == f"item:{item}" for line in linked)
    assert {line.key: line.net for line in this_month.sales_persons}.get(str(person)) == 750
    summary_year = date.today().year
    assert_summary_is_the_books(tenant, ledger, summary_year)
    # The generated credit sales name their customer on the receivable line: every
    # document's revenue is under a customer, except the demo's walk-in cash sales.
    with tenant.db.transaction() as conn:
        cash_sales = conn.execute(
            "SELECT total(l.credit) FROM ledger_lines AS l JOIN documents AS d "
            "ON d.id = l.document_id JOIN accounts AS a ON a.id = l.account_id "
            "WHERE l.tenant_id = ? AND a.type = 'Sales' AND substr(d.document_date, 1, 4) = ? "
            "AND NOT EXISTS (SELECT 1 FROM ledger_lines AS o WHERE o.document_id = d.id "
            "AND o.customer_id IS NOT NULL)",
            (tenant.id, str(summary_year)),
        ).fetchone()[0]
    summary = sales_summary(ledger.books(), date(summary_year, 1, 1), date(summary_year, 12, 31))
    unnamed = sum((c.net for c in summary.customers if c.key == ""), Decimal(0))
    assert cents(unnamed) == cents(cash_sales)


async def test_orders_booked_are_the_orders_by_status(
    client: ApiClient, tenant: Tenant, ledger: LedgerStore
) -> None:
    await LedgerSync(client, ledger).sync()
    year = date.today().year
    report = orders_booked(ledger.books(), date(year, 1, 1), date(year, 12, 31))
    with tenant.db.transaction() as conn:
        rows = conn.execute(
            "SELECT status, count(*), total((net_total - tax) * exchange_rate) FROM documents "
            "WHERE tenant_id = ? AND type = 'SO' AND substr(document_date, 1, 4) = ? "
            "GROUP BY status",
            (tenant.id, str(year)),
        ).fetchall()
    expected = {row[0]: (row[1], cents(row[2])) for row in rows}
    assert {r.status: (r.orders, cents(r.net)) for r in report.rows} == expected
    assert report.orders == sum(n for s, (n, _v) in expected.items() if s != "Cancelled")


def server_issue_revenue(tenant: Tenant, first: str, last: str) -> Decimal:
    """Issue offerings' lines (price x quantity x rate) of orders not cancelled, less
    the sales returns' lines (quantity x (price - unit discount) x rate), in the range."""
    with tenant.db.transaction() as conn:
        issued = conn.execute(
            "SELECT total(l.quantity * l.price * d.exchange_rate) FROM documents AS d "
            "JOIN document_lines AS l ON l.document_id = d.id "
            "LEFT JOIN documents AS o ON o.id = d.related_document_id "
            "WHERE d.tenant_id = ? AND d.type = 'IO' "
            "AND coalesce(o.status, '') != 'Cancelled' "
            "AND substr(d.document_date, 1, 10) BETWEEN ? AND ?",
            (tenant.id, first, last),
        ).fetchone()[0]
        returned = conn.execute(
            "SELECT total(l.quantity * (l.price - l.unit_discount) * d.exchange_rate) "
            "FROM documents AS d JOIN document_lines AS l ON l.document_id = d.id "
            "WHERE d.tenant_id = ? AND d.type = 'SR' "
            "AND substr(d.document_date, 1, 10) BETWEEN ? AND ?",
            (tenant.id, first, last),
        ).fetchone()[0]
    return cents(issued - returned)


def server_issue_cost(tenant: Tenant, first: str, last: str) -> Decimal:
    """COGS lines of the system entries made for issue offerings dated in the range, less
    those of the return receipts of the returns dated in it."""
    with tenant.db.transaction() as conn:
        value = conn.execute(
            "SELECT total(l.debit - l.credit) FROM ledger_lines AS l "
            "JOIN accounts AS a ON a.id = l.account_id "
            "JOIN documents AS e ON e.id = l.document_id "
            "JOIN documents AS w ON w.id = e.related_document_id "
            "LEFT JOIN documents AS r ON r.id = w.related_document_id "
            "WHERE l.tenant_id = ? AND a.type = 'COGS' AND ("
            "(w.type = 'IO' AND substr(w.document_date, 1, 10) BETWEEN ? AND ?) OR "
            "(w.type = 'RR' AND r.type = 'SR' AND substr(r.document_date, 1, 10) BETWEEN ? AND ?))",
            (tenant.id, first, last, first, last),
        ).fetchone()[0]
    return cents(value)


@pytest.mark.parametrize("by", list(GroupBy))
async def test_gross_profit_is_the_issued_orders_against_their_booked_cost(
    client: ApiClient, tenant: Tenant, ledger: LedgerStore, by: GroupBy
) -> None:
    await LedgerSync(client, ledger).sync()
    books = ledger.books()
    year = date.today().year
    first, last = date(year, 1, 1), date(year, 12, 31)
    report = gross_profit(books, first, last, by)
    revenue = server_issue_revenue(tenant, first.isoformat(), last.isoformat())
    cost = server_issue_cost(tenant, first.isoformat(), last.isoformat())
    assert revenue > 0 and cost > 0
    assert cents(report.total.revenue) == revenue
    assert cents(report.total.cost) == cost
    assert sum((r.revenue for r in report.rows), Decimal(0)) == report.total.revenue
    assert sum((r.cost for r in report.rows), Decimal(0)) == report.total.cost
    # Every issue of the demo has its system entry: the cost is the books'.
    assert {r.cost_source.value for r in report.rows} <= {"books", "none"}
    # Revenue with what the books hold beyond the orders is the sales accounts less
    # returns (the profit and loss's revenue).
    books_revenue = sum(
        server_revenue_by_month(tenant, first.isoformat(), last.isoformat()).values(),
        Decimal(0),
    )
    assert cents(report.total.revenue + report.booked_without_orders) == books_revenue
    body = to_json(report)
    assert body["by"] == by.value
    assert set(body["rows"][0]) >= {"key", "name", "revenue", "cost", "grossProfit", "margin"}
    for row in body["rows"]:
        assert Decimal(str(row["grossProfit"])) == (
            Decimal(str(row["revenue"])) - Decimal(str(row["cost"]))
        )


async def test_an_issue_without_its_entry_takes_the_items_cost_and_says_so(
    client: ApiClient, tenant: Tenant, ledger: LedgerStore
) -> None:
    await LedgerSync(client, ledger).sync()
    books = ledger.books()
    # The cache's issue loses its system entry (as an organization without inventory
    # accounting has none): its cost is then quantity x the item's average cost.
    code, issue_id = books.conn.execute(
        "SELECT code, id FROM work_orders WHERE type = 'IO' ORDER BY day DESC LIMIT 1"
    ).fetchone()
    day = books.conn.execute("SELECT day FROM work_orders WHERE id = ?", (issue_id,)).fetchone()[0]
    with ledger.transaction() as conn:
        conn.execute("UPDATE entries SET related_code = NULL WHERE related_code = ?", (code,))
    when = date.fromisoformat(day)
    report = gross_profit(books, when, when, GroupBy.ITEM)
    costs = books.unit_costs()
    expected: dict[str, Decimal] = defaultdict(Decimal)
    for item, quantity, _value in books.work_order_lines_of([issue_id])[issue_id]:
        expected[f"item:{item}"] += Decimal(quantity) * Decimal(costs.get(item, 0)) / 10**12
    estimated = {r.key: r for r in report.rows if r.cost_source.value == "item-cost"}
    assert estimated, "the issue's rows say their cost is the item's"
    for key, row in estimated.items():
        assert cents(row.cost) == cents(expected[key])


def test_a_cache_of_the_schema_before_the_issue_links_is_rebuilt(tmp_path: Path) -> None:
    """A kept cache without work orders would give no issue a cost from the books: it is
    moved aside and filled again by the next sync."""
    path = tmp_path / "profile.ledger.sqlite3"
    old = sqlite3.connect(path)
    old.executescript("CREATE TABLE entries (id INTEGER PRIMARY KEY); PRAGMA user_version = 5;")
    old.close()
    store = LedgerStore(path)
    try:
        assert store.moved_aside is not None
        tables = {r[0] for r in store.connection.execute("SELECT name FROM sqlite_master")}
        assert {"work_orders", "work_order_lines"} <= tables
    finally:
        store.close()


async def test_a_customer_statement_carries_paper_numbers_the_amount_due_and_its_ageing(
    client: ApiClient, tenant: Tenant, ledger: LedgerStore
) -> None:
    await LedgerSync(client, ledger).sync()
    books = ledger.books()
    today = date.today()
    ageing = {r.customer_id: r for r in receivables_ageing(books, today).rows}
    debtor = max(ageing.values(), key=lambda r: r.balance)
    statement = customer_statement(books, debtor.customer_id, None, today)
    assert statement.ageing == debtor.buckets  # the receivables ageing's own bands
    assert sum(statement.ageing, Decimal(0)) == statement.closing
    with tenant.db.transaction() as conn:
        papers = {
            row[0]
            for row in conn.execute(
                "SELECT DISTINCT d.paper_number FROM documents AS d JOIN ledger_lines AS l "
                "ON l.document_id = d.id WHERE l.customer_id = ? AND d.paper_number IS NOT NULL "
                "AND d.is_recurring_template = 0",
                (debtor.customer_id,),
            )
        }
    assert papers, "the demo's invoices carry paper numbers"
    assert {line.paper_number for line in statement.lines if line.paper_number} == papers
    body = to_json(statement)
    assert Decimal(str(body["amountDue"])) == cents(statement.closing)
    assert set(body["ageing"]) == {"asOf", "0-30", "31-60", "61-90", "90+"}
