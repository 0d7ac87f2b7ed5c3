"""The ledger: journal postings of accounting documents, and the system entries other
documents make.

An accounting document (JE, CI, CO, ... and the entries the service makes for an issue
offering or a receipt) is a ``documents`` row with a ``journal_code``; its lines are
``ledger_lines``. ``amount`` is in the document's currency and ``debit``/``credit`` in the
system currency (amount times the exchange rate), so balances of customers, suppliers and
accounts add up in one currency.
"""

from __future__ import annotations

import sqlite3
from collections.abc import Sequence
from dataclasses import dataclass

from app.models.documents import AmountStatus
from app.models.error_codes import ErrorCode
from app.sandbox.books.numbering import new_journal_code
from app.sandbox.problems import business_rule


@dataclass(frozen=True)
class Posting:
    """One journal line: ``amount`` (> 0, document currency) on ``side`` of ``account_id``."""

    account_id: int
    side: AmountStatus
    amount: float
    customer_id: int | None = None
    supplier_id: int | None = None
    cost_center_id: int | None = None
    comments: str | None = None


def is_balanced(postings: Sequence[Posting], decimals: int = 4) -> bool:
    """Whether debits equal credits, in the document currency, to ``decimals`` places."""
    debit = sum(p.amount for p in postings if p.side == AmountStatus.Debit)
    credit = sum(p.amount for p in postings if p.side == AmountStatus.Credit)
    return round(debit - credit, decimals) == 0


def write_postings(
    conn: sqlite3.Connection,
    tenant_id: int,
    document_id: int,
    postings: Sequence[Posting],
    *,
    exchange_rate: float = 1.0,
) -> list[int]:
    """Append ``postings`` to a document's ledger lines (numbered after the existing ones);
    returns the new line ids in order."""
    first = int(
        conn.execute(
            "SELECT coalesce(max(line_number), 0) FROM ledger_lines WHERE document_id = ?",
            (document_id,),
        ).fetchone()[0]
    )
    ids = []
    for number, posting in enumerate(postings, start=first + 1):
        system_amount = round(posting.amount * exchange_rate, 6)
        debit = system_amount if posting.side == AmountStatus.Debit else 0.0
        credit = system_amount if posting.side == AmountStatus.Credit else 0.0
        cursor = conn.execute(
            "INSERT INTO ledger_lines (tenant_id, document_id, account_id, customer_id, "
            "supplier_id, cost_center_id, debit, credit, comments, line_number, amount) "
            "VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
            (
                tenant_id,
                document_id,
                posting.account_id,
                posting.customer_id,
                posting.supplier_id,
                posting.cost_center_id,
                debit,
                credit,
                posting.comments,
                number,
                posting.amount,
            ),
        )
        ids.append(int(cursor.lastrowid or 0))
    return ids


def rewrite_posting(
    conn: sqlite3.Connection, line_id: int, posting: Posting, *, exchange_rate: float = 1.0
) -> None:
    """Overwrite one ledger line with ``posting`` (an update's Modified line): it keeps its
    id and its place in the document."""
    system_amount = round(posting.amount * exchange_rate, 6)
    conn.execute(
        "UPDATE ledger_lines SET account_id = ?, customer_id = ?, supplier_id = ?, "
        "cost_center_id = ?, debit = ?, credit = ?, comments = ?, amount = ? WHERE id = ?",
        (
            posting.account_id,
            posting.customer_id,
            posting.supplier_id,
            posting.cost_center_id,
            system_amount if posting.side == AmountStatus.Debit else 0.0,
            system_amount if posting.side == AmountStatus.Credit else 0.0,
            posting.comments,
            posting.amount,
            line_id,
        ),
    )


def remove_postings(
    conn: sqlite3.Connection, document_id: int, line_ids: Sequence[int] | None = None
) -> None:
    """Delete some ledger lines of a document (``line_ids``), or all of them (None)."""
    if line_ids is None:
        conn.execute("DELETE FROM ledger_lines WHERE document_id = ?", (document_id,))
        return
    conn.executemany(
        "DELETE FROM ledger_lines WHERE document_id = ? AND id = ?",
        [(document_id, line_id) for line_id in line_ids],
    )


def create_system_entry(
    conn: sqlite3.Connection,
    tenant_id: int,
    *,
    source_document_id: int,
    document_date: str,
    postings: Sequence[Posting],
    created_by: int | None,
    now: str,
    posted: bool,
    currency_id: int | None = None,
    exchange_rate: float = 1.0,
) -> int:
    """The journal entry the service makes for another document (an issue offering's cost
    of goods sold, a receipt's inventory): type JE, ``is_system`` (so it cannot be deleted:
    CannotDeleteSystemJournalEntry), related to its source. Returns its document id.
    Postings with a zero amount are left out; nothing at all is written when none remain.
    """
    postings = [p for p in postings if round(p.amount, 6) > 0]
    if not postings:
        return 0
    code = new_journal_code(conn, tenant_id)
    cursor = conn.execute(
        "INSERT INTO documents (tenant_id, type, code, journal_code, document_date, "
        "exchange_rate, currency_id, is_posted, is_system, related_document_id, created_by, "
        "created_at, updated_at) VALUES (?, 'JE', ?, ?, ?, ?, ?, ?, 1, ?, ?, ?, ?)",
        (
            tenant_id,
            code,
            code,
            document_date,
            exchange_rate,
            currency_id,
            int(posted),
            source_document_id,
            created_by,
            now,
            now,
        ),
    )
    document_id = int(cursor.lastrowid or 0)
    write_postings(conn, tenant_id, document_id, postings, exchange_rate=exchange_rate)
    return document_id


def account_of_type(conn: sqlite3.Connection, tenant_id: int, account_type: str) -> int:
    """The account the service posts to for ``account_type`` (Inventory, COGS,
    SalesReturns, ...): the first active one by code. None configured: 409
    EdaraBusinessError, as the service refuses a document whose accounts are not set up."""
    row = conn.execute(
        "SELECT id FROM accounts WHERE tenant_id = ? AND type = ? AND is_active = 1 "
        "ORDER BY code LIMIT 1",
        (tenant_id, account_type),
    ).fetchone()
    if row is None:
        raise business_rule(
            ErrorCode.EdaraBusinessError,
            f"The organization has no active {account_type} account to post this document to.",
        )
    return int(row[0])
