"""Demo company: the payables side of a year of trading, dated back from today.

The rest of the demo's books are dated in 2025 (fixed), so everything owed to suppliers
was more than 90 days old. This part adds, relative to the one clock's today (so the
ageing has something in every band whatever the day, the 1st of a month and 1 January
included: no date is ever after today):

- suppliers' bills (goods into merchandise inventory plus 14 % input VAT, credited to trade
  payables with the supplier) 0 to 150 days old, one of them in US dollars;
- payments to suppliers through the bank (the EGP account and CIB's USD account), which
  settle the oldest bills first in the payables ageing;
- operating expenses every month of the last twelve (utilities through the bank and
  transport from the Cairo treasury, both with input VAT).

Output VAT comes from the sales of the other parts, so the VAT return has both sides.
Last year is not closed (the demo has no closing entry): its income and expenses stay in
their accounts. The monthly rent template (``accounting``) stays a template.
"""

from __future__ import annotations

import dataclasses
import sqlite3
from dataclasses import dataclass
from datetime import date, datetime, time, timedelta

from app import clock
from app.models.documents import AmountStatus
from app.sandbox.books import ledger
from app.sandbox.books.documents import insert_document
from app.sandbox.books.numbering import new_journal_code
from app.sandbox.db import utc_now

D, C = AmountStatus.Debit, AmountStatus.Credit

VAT_RATE = 0.14
# The demo keeps stock perpetually (issues book cost of goods sold as goods leave), so goods
# bought go to the inventory account: booked to the periodic "Purchases - goods" expense as
# well, they would count as cost twice and sink the quarter's profit.
PURCHASES, INPUT_VAT, PAYABLES = "110501", "110701", "210101"
BANK_EGP, BANK_USD, TREASURY = "110201", "110202", "110101"
UTILITIES, TRANSPORT = "520103", "520104"
USD_RATE = 48.75


@dataclass(frozen=True)
class Bill:
    days_ago: int
    supplier: str
    net: float
    paper_number: str
    currency: str | None = None
    """None: the system currency (EGP)."""


@dataclass(frozen=True)
class Payment:
    days_ago: int
    supplier: str
    amount: float
    paper_number: str
    currency: str | None = None


BILLS = (
    Bill(150, "SUP-002", 20000, "CPM-INV-7731"),
    Bill(100, "SUP-002", 12000, "CPM-INV-7802"),
    Bill(95, "SUP-004", 30000, "SP-2291"),
    Bill(75, "SUP-002", 9500, "CPM-INV-7856"),
    Bill(65, "SUP-004", 18000, "SP-2310"),
    Bill(50, "SUP-001", 6000, "DEI-USD-0415", currency="USD"),
    Bill(45, "SUP-002", 7000, "CPM-INV-7901"),
    Bill(35, "SUP-004", 11000, "SP-2342"),
    Bill(12, "SUP-002", 5000, "CPM-INV-7960"),
    Bill(8, "SUP-004", 6000, "SP-2377"),
    Bill(0, "SUP-002", 2500, "CPM-INV-7988"),
)
"""Bills by age: every ageing band gets some whatever today is."""

PAYMENTS = (
    Payment(120, "SUP-002", 22800, "TRF-CPM-120"),
    Payment(60, "SUP-004", 10000, "TRF-SP-060"),
    Payment(20, "SUP-001", 2000, "TRF-DEI-USD-020", currency="USD"),
)

MONTHLY_EXPENSES = (
    # account, paid from, net amount, the day of the month it is booked on, notes
    (UTILITIES, BANK_EGP, 3400.0, 5, "Electricity and water"),
    (TRANSPORT, TREASURY, 1850.0, 20, "Fuel and delivery vans"),
)


def _month_day(today: date, months_back: int, day: int) -> date:
    """``day`` of the month ``months_back`` before today's, never after today (the
    current month's expense falls on today when its day has not come yet)."""
    year, month = today.year, today.month - months_back
    while month < 1:
        year, month = year - 1, month + 12
    return min(date(year, month, min(day, 28)), today)


def populate(conn: sqlite3.Connection, tenant_id: int) -> None:
    """Write the bills, payments and monthly expenses, dated back from today."""
    latest = clock.wall_now()
    today = latest.date()
    now = utc_now()
    accounts = _ids(conn, "accounts", tenant_id)
    suppliers = _ids(conn, "suppliers", tenant_id)
    currencies = _ids(conn, "currencies", tenant_id)

    def entry(
        day: date,
        notes: str,
        postings: list[ledger.Posting],
        *,
        paper_number: str | None = None,
        currency: str | None = None,
    ) -> None:
        code = new_journal_code(conn, tenant_id)
        rate = USD_RATE if currency == "USD" else 1.0
        document_id = insert_document(
            conn,
            tenant_id,
            "JE",
            code,
            now=now,
            journal_code=code,
            # Ten o'clock that day, never after now (a demo made at 00:30 has today's at 00:30).
            document_date=min(datetime.combine(day, time(10)), latest).isoformat(),
            paper_number=paper_number,
            notes=notes,
            currency_id=currencies[currency] if currency else None,
            exchange_rate=rate,
            is_posted=1,
            is_recurring_template=0,
        )
        ledger.write_postings(
            conn,
            tenant_id,
            document_id,
            [_with_default_cost_center(conn, posting) for posting in postings],
            exchange_rate=rate,
        )

    for bill in BILLS:
        tax = round(bill.net * VAT_RATE, 2)
        supplier = suppliers[bill.supplier]
        entry(
            today - timedelta(days=bill.days_ago),
            f"Supplier's bill {bill.paper_number}",
            [
                ledger.Posting(accounts[PURCHASES], D, bill.net),
                ledger.Posting(accounts[INPUT_VAT], D, tax, comments="VAT 14 %"),
                ledger.Posting(
                    accounts[PAYABLES], C, round(bill.net + tax, 2), supplier_id=supplier
                ),
            ],
            paper_number=bill.paper_number,
            currency=bill.currency,
        )
    for payment in PAYMENTS:
        bank = BANK_USD if payment.currency == "USD" else BANK_EGP
        entry(
            today - timedelta(days=payment.days_ago),
            f"Payment to {payment.supplier} by transfer",
            [
                ledger.Posting(
                    accounts[PAYABLES], D, payment.amount, supplier_id=suppliers[payment.supplier]
                ),
                ledger.Posting(accounts[bank], C, payment.amount),
            ],
            paper_number=payment.paper_number,
            currency=payment.currency,
        )
    for months_back in range(11, -1, -1):
        for account, paid_from, net, day, notes in MONTHLY_EXPENSES:
            booked = _month_day(today, months_back, day)
            tax = round(net * VAT_RATE, 2)
            entry(
                booked,
                f"{notes}, {booked:%B %Y}",
                [
                    ledger.Posting(accounts[account], D, net),
                    ledger.Posting(accounts[INPUT_VAT], D, tax, comments="VAT 14 %"),
                    ledger.Posting(accounts[paid_from], C, round(net + tax, 2)),
                ],
            )


def _with_default_cost_center(conn: sqlite3.Connection, posting: ledger.Posting) -> ledger.Posting:
    """The posting with its account's default cost center, as a clerk's entry gets it."""
    row = conn.execute(
        "SELECT default_cost_center_id FROM accounts WHERE id = ?", (posting.account_id,)
    ).fetchone()
    if row is None or row[0] is None or posting.cost_center_id is not None:
        return posting
    return dataclasses.replace(posting, cost_center_id=int(row[0]))


def _ids(conn: sqlite3.Connection, table: str, tenant_id: int) -> dict[str, int]:
    return {
        str(row[0]): int(row[1])
        for row in conn.execute(f"SELECT code, id FROM {table} WHERE tenant_id = ?", (tenant_id,))
    }
