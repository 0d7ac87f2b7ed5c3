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
from datetime import date
from decimal import Decimal

from app.reports.engine import (
    FIRST_DAY,
    LAST_DAY,
    LedgerRow,
    aged_balances,
    ageing_cuts,
    band_totals,
    parties_kept,
    running_ledger,
)
from app.reports.figures import ZERO, SupplierAgeingRow
from app.reports.money import currency_money, system_money
from app.store.ledger import Books
from app.store.ledger_status import SyncStatus


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
    sums = books.supplier_ageing_sums(as_of.isoformat(), ageing_cuts(as_of), posted_only)
    suppliers = books.suppliers()
    kept_in = parties_kept(books, "supplier_id", as_of, posted_only)
    rows = []
    for aged in aged_balances(sums, system_money):
        supplier_id = aged.party_id
        code, name = suppliers.get(supplier_id, (str(supplier_id), f"#{supplier_id}"))
        currency, in_currency = kept_in.get(supplier_id, ("", None))
        rows.append(
            SupplierAgeingRow(
                supplier_id,
                code,
                name,
                aged.balance,
                aged.buckets,
                currency,
                # Owed to a supplier is a credit: the other way round from the books.
                None if in_currency is None else -in_currency,
            )
        )
    rows.sort(key=lambda r: (-r.balance, r.code))
    totals = band_totals(row.buckets for row in rows)
    return PayablesAgeing(
        as_of, posted_only, tuple(rows), totals, sum(totals, ZERO), books.status()
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
    ledger = running_ledger(opening_micro, lines, credit_balance=True, rounding=currency_money)
    papers = books.entry_papers([line.entry_id for line in lines])
    rows = [StatementLine(row, *papers.get(row.entry_id, ("", ""))) for row in ledger.rows]
    code, name = books.suppliers().get(supplier_id, (str(supplier_id), f"#{supplier_id}"))
    return SupplierStatement(
        supplier_id,
        code,
        name,
        date_from,
        date_to,
        posted_only,
        ledger.opening,
        tuple(rows),
        ledger.total_debit,
        ledger.total_credit,
        ledger.closing,
        books.status(),
    )
