"""Generated journal entries for large-data trials (``seed --journal-entries N``).

Each entry is balanced and has three lines, written in bulk straight into ``documents`` and
``ledger_lines`` (about 100,000 entries in a few seconds), as the service would store entries
a clerk typed: type JE, code = journal code ``JE-n`` from the tenant's sequence, debit and
credit in the system currency (rate 1). Every customer line is on the customer's own
receivable account, so the ledger's invariants and the customer balance rules hold.

Three kinds take turns: a credit sale (receivable against sales and sales tax), a
customer's payment (cash and bank against the receivable) and an expense (purchases and
purchase tax against cash). Dates are spread evenly over ``years`` up to today; one entry in
twenty stays unposted. Amounts come from a fixed pseudo-random sequence, so two runs on
equal databases give equal books.
"""

from __future__ import annotations

import sqlite3
from datetime import date, datetime, timedelta

from app import clock
from app.sandbox.books.numbering import JOURNAL_PREFIX
from app.sandbox.db import utc_now

UNPOSTED_EVERY = 20


def _first_of_type(conn: sqlite3.Connection, tenant_id: int, *types: str) -> list[int]:
    marks = ", ".join("?" * len(types))
    return [
        int(row[0])
        for row in conn.execute(
            f"SELECT id FROM accounts WHERE tenant_id = ? AND type IN ({marks}) "
            "AND is_active = 1 ORDER BY code",
            (tenant_id, *types),
        )
    ]


def _reserve_serials(conn: sqlite3.Connection, tenant_id: int, count: int) -> int:
    """Take ``count`` journal-entry serials at once; returns the first."""
    row = conn.execute(
        "INSERT INTO document_sequences (tenant_id, type, scope, last_serial) "
        "VALUES (?, ?, '', ?) ON CONFLICT (tenant_id, type, scope) "
        "DO UPDATE SET last_serial = last_serial + ? RETURNING last_serial",
        (tenant_id, JOURNAL_PREFIX, count, count),
    ).fetchone()
    return int(row[0]) - count + 1


def generate_journal_entries(
    conn: sqlite3.Connection,
    tenant_id: int,
    count: int,
    *,
    years: float = 2,
    today: date | None = None,
) -> int:
    """Add ``count`` balanced three-line entries dated over the last ``years`` (in the
    caller's transaction). Returns the count added."""
    if count <= 0:
        return 0
    customers = [
        (int(row[0]), int(row[1]))
        for row in conn.execute(
            "SELECT c.id, c.related_account_id FROM customers AS c "
            "JOIN accounts AS a ON a.id = c.related_account_id "
            "WHERE c.tenant_id = ? AND a.type = 'AccountsReceivable' ORDER BY c.id",
            (tenant_id,),
        )
    ]
    cash = _first_of_type(conn, tenant_id, "Cash")
    bank = _first_of_type(conn, tenant_id, "Bank") or cash
    sales = _first_of_type(conn, tenant_id, "Sales")
    sales_tax = _first_of_type(conn, tenant_id, "SalesTax") or sales
    purchases = _first_of_type(conn, tenant_id, "Purchase")
    purchase_tax = _first_of_type(conn, tenant_id, "PurchaseAddedTax", "AddedTax") or purchases
    if not (customers and cash and sales and purchases):
        raise ValueError("the organization needs customers and cash, sales and purchase accounts")
    first_serial = _reserve_serials(conn, tenant_id, count)
    next_id = int(conn.execute("SELECT coalesce(max(id), 0) FROM documents").fetchone()[0]) + 1
    end = datetime.combine(today or clock.today(), datetime.min.time())
    span_minutes = int(years * 365 * 24 * 60)
    now = utc_now()
    documents = []
    lines = []
    seed = 12_345
    for index in range(count):
        seed = (seed * 1_103_515_245 + 12_345) % 2**31
        document_id = next_id + index
        code = f"{JOURNAL_PREFIX}-{first_serial + index}"
        # Oldest first, evenly spread; the last entry is dated today.
        moment = end - timedelta(minutes=(count - 1 - index) * span_minutes // count)
        moment = moment.replace(hour=9 + seed % 8)
        posted = int(index % UNPOSTED_EVERY != 7)
        documents.append(
            (document_id, tenant_id, "JE", code, code, moment.isoformat(), posted, now, now)
        )
        amount = round(50 + (seed % 500_000) / 100, 2)
        kind = index % 4
        customer, receivable = customers[seed % len(customers)]
        postings: tuple[tuple[int, int | None, float, float], ...]
        if kind in (0, 1):  # a credit sale, tax 14 %
            tax = round(amount * 0.14, 2)
            postings = (
                (receivable, customer, amount + tax, 0.0),
                (sales[seed % len(sales)], None, 0.0, amount),
                (sales_tax[0], None, 0.0, tax),
            )
        elif kind == 2:  # the customer pays, part cash part bank
            part = round(amount * 0.4, 2)
            postings = (
                (cash[seed % len(cash)], None, part, 0.0),
                (bank[seed % len(bank)], None, round(amount - part, 2), 0.0),
                (receivable, customer, 0.0, amount),
            )
        else:  # an expense paid in cash
            tax = round(amount * 0.14, 2)
            postings = (
                (purchases[seed % len(purchases)], None, amount, 0.0),
                (purchase_tax[0], None, tax, 0.0),
                (cash[seed % len(cash)], None, 0.0, round(amount + tax, 2)),
            )
        for number, (account, party, debit, credit) in enumerate(postings, start=1):
            lines.append(
                (tenant_id, document_id, account, party, debit, credit, number, debit or credit)
            )
    conn.executemany(
        "INSERT INTO documents (id, tenant_id, type, code, journal_code, document_date, "
        "exchange_rate, is_posted, notes, created_at, updated_at) "
        "VALUES (?, ?, ?, ?, ?, ?, 1, ?, 'seeded', ?, ?)",
        documents,
    )
    conn.executemany(
        "INSERT INTO ledger_lines (tenant_id, document_id, account_id, customer_id, debit, "
        "credit, line_number, amount) VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
        lines,
    )
    return count
