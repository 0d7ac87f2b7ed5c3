"""Demo company: a year of trading up to today, so that a manager's reports have something
to show.

Month by month over the last twelve: sales orders (the months before the ones ``sales``
fills), invoices to credit customers booked as journal entries (goods sales and the VAT on
them), customers paying by bank transfer or at a treasury, rent and salaries from the bank,
utilities and transport from the treasuries, cash moved from the Cairo treasury to the bank,
dollars bought for the USD account. Written through the same books core as the rest of the
demo (``ledger.write_postings``, ``cash.record_cash_document``, ``sales_orders``), so every
balance and ``audit.ledger_findings`` stay right.

What the reports then show:
- receivables in every ageing bucket: recent invoices are open, older ones paid (in full
  by good payers, a third by the two slow payers, so their old debts reach 90+ days);
- two customers over their credit limit (a large order invoiced last month, unpaid);
- four cash and bank accounts with movements every month;
- the entries of the last three weeks not yet posted, waiting for review.
Dates are relative to the day the demo is made, in the user's local calendar (``app.clock``:
a living dashboard); amounts come from a seeded generator, so two demos made the same day
are the same. The month the demo is made in holds what has happened so far: its invoices and
cash sales fall on the days up to today (today included, at times not after now, so the 1st
of a month and 1 January have trading too), while rent, salaries and the other fixed-day
payments appear once their day has come. Customers CUS-0002 and
CUS-0034 are left alone: the customer tests check their balances.
"""

from __future__ import annotations

import random
import sqlite3
from dataclasses import dataclass
from datetime import date, datetime, time, timedelta
from decimal import Decimal

from app import clock
from app.models.documents import AmountStatus
from app.models.sales_orders import SalesOrderDetailRequest, SalesOrderRequest
from app.sandbox.auth import Caller
from app.sandbox.books import cash, ledger
from app.sandbox.books.documents import insert_document
from app.sandbox.books.numbering import new_journal_code
from app.sandbox.db import utc_now
from app.sandbox.demo.sales import SALES_DESK
from app.sandbox.resources import sales_orders

D, C = AmountStatus.Debit, AmountStatus.Credit
MONTHS = 12
UNPOSTED_DAYS = 21
"""Entries of the last three weeks wait for the accountant's review (not posted)."""
LEFT_ALONE = ("CUS-0002", "CUS-0034")
SLOW_PAYERS = ("CUS-0011", "CUS-0013")
OVER_LIMIT = ("CUS-0017", "CUS-0028")
SALES_MONTHS_FROM = 4
"""``sales`` writes the orders of the last four months; this part the months before."""


@dataclass(frozen=True)
class _Customer:
    id: int
    code: str
    account: int
    credit_limit: float


def populate(conn: sqlite3.Connection, tenant_id: int) -> None:
    """Write a year of history into a tenant the other demo parts filled."""
    accounts = _ids(conn, "accounts", tenant_id)
    if "520101" not in accounts or "110201" not in accounts:
        return  # a worktree without the accounting part
    rng = random.Random(15)
    latest = clock.wall_now()
    today = latest.date()
    writer = _Writer(conn, tenant_id, accounts, latest, utc_now())
    customers = _customers(conn, tenant_id)
    if not customers:
        return
    vat_rate = _vat_rate(conn, tenant_id)
    invoices: list[tuple[_Customer, date, float]] = []
    for months_ago in range(MONTHS - 1, -1, -1):
        start = _month_start(today, months_ago)
        last = min(_month_start(today, months_ago - 1) - timedelta(days=1), today)
        days = (last - start).days + 1

        def day(n: int, start: date = start, days: int = days) -> date:
            """Day ``n`` of the month, or today where it has not come yet: trading."""
            return start + timedelta(days=min(n, days - 1))

        def due(n: int, start: date = start, days: int = days) -> date | None:
            """Day ``n`` of the month, or ``None`` where it has not come yet: fixed-day
            payments (rent on the 28th) are not made early."""
            return start + timedelta(days=n) if n < days else None

        # Invoices to three or four credit customers.
        for _ in range(4 + months_ago % 2):
            customer = customers[rng.randrange(len(customers))]
            if customer.code in OVER_LIMIT:
                continue
            when = day(rng.randint(0, 27))
            gross = float(rng.randrange(10_000, 70_000, 50))
            writer.invoice(customer, when, gross, vat_rate)
            invoices.append((customer, when, gross))
        # Running the business.
        salaries = 42_000 + 500 * ((MONTHS - months_ago) // 4)
        for on_day, notes, debit, credit, fixed in (
            (due(27), "Monthly rent - Cairo showroom", "520101", "110201", 15_000),
            (due(27), "Monthly salaries", "520102", "110201", salaries),
        ):
            if on_day is not None:
                writer.journal(on_day, notes, debit, credit, fixed)
        utilities = rng.randrange(2_600, 3_800, 10)
        if (on_day := due(5)) is not None:
            writer.cash_out(on_day, "110101", "520103", utilities, "Utilities")
        transport = rng.randrange(500, 1_200, 10)
        if (on_day := due(12)) is not None:
            writer.cash_out(on_day, "110102", "520104", transport, "Transport")
        writer.cash_in_sales(day(8), "110101", float(rng.randrange(12_000, 22_000, 10)))
        writer.cash_in_sales(day(20), "110102", float(rng.randrange(4_000, 12_000, 10)))
        if (on_day := due(24)) is not None:
            writer.journal(
                on_day, "Transfer from Cairo treasury to the bank", "110201", "110101", 20_000
            )
        if months_ago % 3 == 0:
            rate = round(47.5 + rng.random() * 2, 2)
            if (on_day := due(15)) is not None:
                writer.journal(
                    on_day,
                    "Dollars bought for import payments",
                    "110202",
                    "110201",
                    1_000,
                    currency="USD",
                    rate=rate,
                )
    # Customers pay: good payers each invoice in full about six weeks later, slow payers a
    # third of it; a payment not yet due (after today) is not there.
    for number, (customer, when, gross) in enumerate(invoices):
        paid_on = when + timedelta(days=40 + rng.randint(0, 10))
        if paid_on > today - timedelta(days=50):
            continue  # the last months stay open: every ageing bucket has something
        share = 1 / 3 if customer.code in SLOW_PAYERS else 1.0
        paid = round(gross * (1 + vat_rate) * share, 2)
        if number % 3 == 0:
            writer.customer_pays_cash(customer, paid_on, paid)
        else:
            writer.customer_pays_bank(customer, paid_on, paid)
    # Over the credit limit: a large order last month, invoiced and unpaid.
    for customer in customers:
        if customer.code in OVER_LIMIT and customer.credit_limit > 0:
            gross = round(customer.credit_limit * 1.25 / (1 + vat_rate), -2)
            writer.invoice(customer, _month_start(today, 1) + timedelta(days=9), gross, vat_rate)
    _older_sales(conn, tenant_id, rng, today)


class _Writer:
    """Journal entries and cash documents through the books core."""

    def __init__(
        self,
        conn: sqlite3.Connection,
        tenant_id: int,
        accounts: dict[str, int],
        latest: datetime,
        now: str,
    ) -> None:
        self.conn = conn
        self.tenant_id = tenant_id
        self.accounts = accounts
        self.latest = latest
        self.today = latest.date()
        self.now = now
        self.currencies = _ids(conn, "currencies", tenant_id)
        self.invoice_number = 0

    def _posted(self, when: date) -> bool:
        return (self.today - when).days > UNPOSTED_DAYS

    def _stamp(self, when: date, hour: int = 11) -> str:
        """A document's date and time: ``hour`` o'clock that day, but never after now (a
        demo made at 00:30 has this morning's sales at 00:30, not at 11:00)."""
        return min(datetime.combine(when, time(hour)), self.latest).isoformat()

    def _entry(
        self,
        when: date,
        notes: str,
        postings: list[ledger.Posting],
        *,
        paper_number: str | None = None,
        currency: str | None = None,
        rate: float = 1.0,
    ) -> None:
        code = new_journal_code(self.conn, self.tenant_id)
        document_id = insert_document(
            self.conn,
            self.tenant_id,
            "JE",
            code,
            now=self.now,
            journal_code=code,
            document_date=self._stamp(when),
            paper_number=paper_number,
            notes=notes,
            currency_id=self.currencies[currency] if currency else None,
            exchange_rate=rate,
            is_posted=int(self._posted(when)),
            is_recurring_template=0,
        )
        ledger.write_postings(self.conn, self.tenant_id, document_id, postings, exchange_rate=rate)

    def journal(
        self,
        when: date,
        notes: str,
        debit: str,
        credit: str,
        amount: float,
        *,
        currency: str | None = None,
        rate: float = 1.0,
    ) -> None:
        self._entry(
            when,
            notes,
            [
                self._posting(debit, D, amount),
                self._posting(credit, C, amount),
            ],
            currency=currency,
            rate=rate,
        )

    def invoice(self, customer: _Customer, when: date, gross: float, vat_rate: float) -> None:
        self.invoice_number += 1
        tax = round(gross * vat_rate, 2)
        self._entry(
            when,
            f"Sales invoice to {customer.code}",
            [
                ledger.Posting(customer.account, D, round(gross + tax, 2), customer_id=customer.id),
                self._posting("410101", C, gross),
                self._posting("210301", C, tax),
            ],
            paper_number=f"INV-{when:%y%m}-{self.invoice_number:03d}",
        )

    def customer_pays_bank(self, customer: _Customer, when: date, amount: float) -> None:
        self._entry(
            when,
            f"{customer.code} pays by bank transfer",
            [
                self._posting("110201", D, amount),
                ledger.Posting(customer.account, C, amount, customer_id=customer.id),
            ],
            paper_number=f"TRF-{when:%y%m%d}-{customer.id}",
        )

    def customer_pays_cash(self, customer: _Customer, when: date, amount: float) -> None:
        self._cash(
            "CI",
            "110101",
            when,
            [ledger.Posting(customer.account, C, amount, customer_id=customer.id)],
            f"{customer.code} pays at the Cairo treasury",
        )

    def cash_in_sales(self, when: date, treasury: str, amount: float) -> None:
        self._cash("CI", treasury, when, [self._posting("410101", C, amount)], "Walk-in cash sales")

    def cash_out(self, when: date, treasury: str, account: str, amount: float, notes: str) -> None:
        self._cash("CO", treasury, when, [self._posting(account, D, float(amount))], notes)

    def _cash(
        self, kind: str, treasury: str, when: date, lines: list[ledger.Posting], notes: str
    ) -> None:
        cash.record_cash_document(
            self.conn,
            self.tenant_id,
            cash.CashDocument(kind, self.accounts[treasury], self._stamp(when), lines, notes=notes),
            posted=self._posted(when),
            created_by=None,
            now=self.now,
        )

    def _posting(self, account: str, side: AmountStatus, amount: float) -> ledger.Posting:
        account_id = self.accounts[account]
        row = self.conn.execute(
            "SELECT default_cost_center_id FROM accounts WHERE id = ?", (account_id,)
        ).fetchone()
        center = int(row[0]) if row is not None and row[0] is not None else None
        return ledger.Posting(account_id, side, round(amount, 2), cost_center_id=center)


def _older_sales(conn: sqlite3.Connection, tenant_id: int, rng: random.Random, today: date) -> None:
    """Three sales orders a month in the months before the ones ``sales`` wrote, shipped
    from the stock the demo holds (one or two of an item each)."""
    desk = conn.execute(
        "SELECT id FROM api_users WHERE tenant_id = ? AND name = ?", (tenant_id, SALES_DESK)
    ).fetchone()
    items = conn.execute(
        "SELECT i.id, i.price FROM stock_items AS i WHERE i.tenant_id = ? AND i.is_active = 1 "
        "AND i.has_serials = 0 AND i.is_grouping = 0 AND i.requires_batch = 0 "
        "AND i.requires_expiry = 0 AND i.price > 0 AND (SELECT min(b.quantity) FROM "
        "stock_balances AS b JOIN warehouses AS w ON w.id = b.warehouse_id WHERE "
        "b.stock_item_id = i.id AND w.code = 'WH01') >= 30 ORDER BY i.id LIMIT 12",
        (tenant_id,),
    ).fetchall()
    warehouse = conn.execute(
        "SELECT id FROM warehouses WHERE tenant_id = ? AND code = 'WH01'", (tenant_id,)
    ).fetchone()
    buyers = [
        int(row[0])
        for row in conn.execute(
            "SELECT id FROM customers WHERE tenant_id = ? AND payment_type = 'Credit' AND "
            "is_active = 1 AND default_foreign_currency_id IS NULL AND code NOT IN (?, ?) "
            "ORDER BY id LIMIT 8",
            (tenant_id, *LEFT_ALONE),
        )
    ]
    if desk is None or len(items) < 4 or warehouse is None or not buyers:
        return
    caller = Caller(int(desk[0]), tenant_id, SALES_DESK, frozenset({"*"}))
    for months_ago in range(MONTHS - 1, SALES_MONTHS_FROM - 1, -1):
        start = _month_start(today, months_ago)
        for number in range(3):
            when = datetime.combine(
                start + timedelta(days=3 + number * 9 + rng.randint(0, 3)), time.min
            ) + timedelta(hours=rng.randint(9, 17))
            chosen = rng.sample(items, 2)
            request = SalesOrderRequest.model_validate(
                {
                    "customer_id": buyers[rng.randrange(len(buyers))],
                    "warehouse_id": int(warehouse[0]),
                    "document_date": when,
                    "sales_order_details": [
                        SalesOrderDetailRequest(
                            stock_item_id=int(item["id"]),
                            quantity=Decimal(1),
                            price=Decimal(str(item["price"])),
                        )
                        for item in chosen
                    ],
                    "notes": f"Demo order of {when:%B %Y}",
                },
                by_name=True,
            )
            prepared = sales_orders.prepare_order(conn, caller, request)
            order_id = sales_orders.write_order(conn, caller, prepared, now=utc_now())
            sales_orders.issue_order(conn, caller, order_id, prepared.warehouse_id, now=utc_now())


def _customers(conn: sqlite3.Connection, tenant_id: int) -> list[_Customer]:
    """Egyptian credit customers (not the two the customer tests read)."""
    rows = conn.execute(
        "SELECT c.id, c.code, c.related_account_id, coalesce(c.credit_limit, 0) AS credit_limit "
        "FROM customers AS c WHERE c.tenant_id = ? AND c.payment_type = 'Credit' "
        "AND c.is_active = 1 AND c.default_foreign_currency_id IS NULL "
        "AND c.related_account_id IS NOT NULL AND c.code NOT IN (?, ?) ORDER BY c.code",
        (tenant_id, *LEFT_ALONE),
    ).fetchall()
    return [
        _Customer(int(row[0]), str(row[1]), int(row[2]), float(row[3]))
        for row in rows
        if str(row[1]) <= "CUS-0030"
    ]


def _vat_rate(conn: sqlite3.Connection, tenant_id: int) -> float:
    row = conn.execute(
        "SELECT rate FROM taxes WHERE tenant_id = ? AND name = 'VAT 14%'", (tenant_id,)
    ).fetchone()
    return float(row[0]) / 100 if row is not None else 0.14


def _month_start(today: date, months_ago: int) -> date:
    month = today.year * 12 + today.month - 1 - months_ago
    return date(month // 12, month % 12 + 1, 1)


def _ids(conn: sqlite3.Connection, table: str, tenant_id: int) -> dict[str, int]:
    return {
        str(row[0]): int(row[1])
        for row in conn.execute(f"SELECT code, id FROM {table} WHERE tenant_id = ?", (tenant_id,))
    }
