"""Payables: what the company owes its suppliers, from the ledger cache (``Books``).

The mirror of the receivables side: a supplier's lines are the journal lines that name it
(on the trade payables account, where the service puts every AP line, and on any other
account a line names the supplier on). What is owed to a supplier is a credit, so both
reports here show balances as **credit minus debit**: a positive balance is owed to the
supplier, a negative one paid ahead (or a supplier's refund still due to us).

Pure functions, Qt-free; amounts ``Decimal`` in the system currency, as the engine's.
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import date, timedelta
from decimal import Decimal

from app.reports.engine import FIRST_DAY, LAST_DAY, ZERO, LedgerRow, age_balance
from app.reports.money import currency_money, system_money
from app.store.ledger import Books, SyncStatus


@dataclass(frozen=True)
class SupplierAgeingRow:
    """One supplier's balance (owed to it) split by the age of what is still owed."""

    supplier_id: int
    code: str
    name: str
    balance: Decimal
    buckets: tuple[Decimal, Decimal, Decimal, Decimal]
    """0-30, 31-60, 61-90 and over 90 days (``AGE_BANDS``); they sum to ``balance``."""

    @property
    def overdue(self) -> Decimal:
        """What has been owed for more than 30 days."""
        return self.buckets[1] + self.buckets[2] + self.buckets[3]


@dataclass(frozen=True)
class PayablesAgeing:
    """Every supplier with a non-zero balance as of a date, largest first."""

    as_of: date
    posted_only: bool
    rows: tuple[SupplierAgeingRow, ...]
    bucket_totals: tuple[Decimal, Decimal, Decimal, Decimal]
    total: Decimal
    status: SyncStatus


def payables_ageing(books: Books, as_of: date, posted_only: bool = False) -> PayablesAgeing:
    """Per supplier with a non-zero balance as of ``as_of``: what is owed (credits less
    debits, entries after ``as_of`` left out), split by the document date's age in days
    (0-30, 31-60, 61-90, over 90). Payments (debits) settle the oldest bills first, as
    the receivables ageing's credits do (``age_balance``); a payment beyond every bill
    stays negative in the newest band, so the bands always sum to the balance."""
    cuts = [(as_of - timedelta(days=days)).isoformat() for days in (30, 60, 90)]
    sums = books.supplier_ageing_sums(as_of.isoformat(), cuts, posted_only)
    suppliers = books.suppliers()
    rows = []
    bucket_totals = [ZERO] * 4
    for supplier_id, (debits, credits) in sums.items():
        balance_micro = sum(credits) - debits
        if balance_micro == 0:
            continue
        owed = age_balance(debits, credits)
        buckets = (
            system_money(owed[0]),
            system_money(owed[1]),
            system_money(owed[2]),
            system_money(owed[3]),
        )
        code, name = suppliers.get(supplier_id, (str(supplier_id), f"#{supplier_id}"))
        # The balance is the sum of its rounded bands, so that they always add up.
        rows.append(SupplierAgeingRow(supplier_id, code, name, sum(buckets, ZERO), buckets))
        for index in range(4):
            bucket_totals[index] += buckets[index]
    rows.sort(key=lambda r: (-r.balance, r.code))
    totals = (bucket_totals[0], bucket_totals[1], bucket_totals[2], bucket_totals[3])
    return PayablesAgeing(
        as_of, posted_only, tuple(rows), totals, sum(bucket_totals, ZERO), books.status()
    )


@dataclass(frozen=True)
class StatementLine:
    """A supplier statement's line: the ledger row with its document's paper number (the
    supplier's invoice number, the bank transfer's reference) and notes."""

    row: LedgerRow
    paper_number: str
    notes: str


@dataclass(frozen=True)
class SupplierStatement:
    """A supplier's lines in date order: opening, each line with the balance owed after
    it (credit minus debit), closing. Over all dates its closing is the supplier's
    balance in the payables ageing."""

    supplier_id: int
    code: str
    name: str
    date_from: date | None
    date_to: date | None
    posted_only: bool
    opening: Decimal
    lines: tuple[StatementLine, ...]
    total_debit: Decimal
    total_credit: Decimal
    closing: Decimal
    status: SyncStatus


def supplier_statement(
    books: Books,
    supplier_id: int,
    date_from: date | None,
    date_to: date | None,
    posted_only: bool = False,
) -> SupplierStatement:
    """The lines that name a supplier between two dates (inclusive; None: open), with the
    balance owed before the first (``opening``) and after each."""
    opening_micro, lines = books.supplier_lines(
        supplier_id,
        FIRST_DAY if date_from is None else date_from.isoformat(),
        LAST_DAY if date_to is None else date_to.isoformat(),
        posted_only,
    )
    # The books keep debit minus credit; a supplier's balance is the other way round.
    balance = opening = system_money(-opening_micro)
    rows = []
    papers = books.entry_papers([line.entry_id for line in lines])
    total_debit = total_credit = ZERO
    for line in lines:
        debit, credit = currency_money(line.debit), currency_money(line.credit)
        balance += credit - debit
        total_debit += debit
        total_credit += credit
        paper_number, notes = papers.get(line.entry_id, ("", ""))
        ledger_row = LedgerRow(
            day=line.day,
            entry_id=line.entry_id,
            document_code=line.document_code,
            document_type=line.document_type,
            posted=line.posted,
            debit=debit,
            credit=credit,
            balance=balance,
            line_id=line.line_id,
            account_id=line.account_id,
            customer_id=line.customer_id,
            comments=line.comments,
        )
        rows.append(StatementLine(ledger_row, paper_number, notes))
    code, name = books.suppliers().get(supplier_id, (str(supplier_id), f"#{supplier_id}"))
    return SupplierStatement(
        supplier_id,
        code,
        name,
        date_from,
        date_to,
        posted_only,
        opening,
        tuple(rows),
        total_debit,
        total_credit,
        balance,
        books.status(),
    )
