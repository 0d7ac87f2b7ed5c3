"""Demo company: a Saudi dealer that buys and pays in riyals, dated back from today.

Riyadh Electronics Est. (CUS-0022) keeps its account in SAR (its default foreign
currency): two export invoices (goods sales, zero-rated, against its receivable) and one
transfer it paid into the EGP bank account, each a journal entry in SAR at a rate of the
day, so that its statement shows each line in riyals beside pounds and what it still owes
is in both. Dated 80, 45 and 20 days ago (never after today).
"""

from __future__ import annotations

import sqlite3
from dataclasses import dataclass
from datetime import datetime, time, timedelta

from app import clock
from app.models.documents import AmountStatus
from app.sandbox.books import ledger
from app.sandbox.books.documents import insert_document
from app.sandbox.books.numbering import new_journal_code
from app.sandbox.db import utc_now

D, C = AmountStatus.Debit, AmountStatus.Credit

CUSTOMER = "CUS-0022"
SALES, BANK_EGP = "410101", "110201"


@dataclass(frozen=True)
class RiyalEntry:
    days_ago: int
    notes: str
    amount: float
    """In SAR."""
    rate: float
    """EGP per SAR that day."""
    paper_number: str
    payment: bool = False
    """A transfer received (bank against the receivable) rather than an invoice."""


ENTRIES = (
    RiyalEntry(80, "Export invoice - Riyadh Electronics", 12000, 13.0, "EXP-SA-0101"),
    RiyalEntry(45, "Export invoice - Riyadh Electronics", 8500, 13.1, "EXP-SA-0102"),
    RiyalEntry(20, "Riyadh Electronics pays in SAR", 10000, 13.05, "SWIFT-SA-7781", payment=True),
)


def populate(conn: sqlite3.Connection, tenant_id: int) -> None:
    """Write the riyal invoices and payment of the Saudi dealer."""
    latest = clock.wall_now()
    today = latest.date()
    now = utc_now()
    customer_id, receivable = conn.execute(
        "SELECT id, related_account_id FROM customers WHERE tenant_id = ? AND code = ?",
        (tenant_id, CUSTOMER),
    ).fetchone()
    accounts = {
        str(row[0]): int(row[1])
        for row in conn.execute("SELECT code, id FROM accounts WHERE tenant_id = ?", (tenant_id,))
    }
    riyal = int(
        conn.execute(
            "SELECT id FROM currencies WHERE tenant_id = ? AND code = 'SAR'", (tenant_id,)
        ).fetchone()[0]
    )
    for entry in ENTRIES:
        code = new_journal_code(conn, tenant_id)
        day = today - timedelta(days=entry.days_ago)
        document_id = insert_document(
            conn,
            tenant_id,
            "JE",
            code,
            now=now,
            journal_code=code,
            document_date=min(datetime.combine(day, time(11)), latest).isoformat(),
            paper_number=entry.paper_number,
            notes=entry.notes,
            currency_id=riyal,
            exchange_rate=entry.rate,
            is_posted=1,
            is_recurring_template=0,
        )
        party = ledger.Posting(
            int(receivable), C if entry.payment else D, entry.amount, customer_id=customer_id
        )
        other = ledger.Posting(
            accounts[BANK_EGP if entry.payment else SALES], D if entry.payment else C, entry.amount
        )
        ledger.write_postings(
            conn, tenant_id, document_id, [party, other], exchange_rate=entry.rate
        )
