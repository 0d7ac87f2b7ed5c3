"""Cash documents: cash in (CI) and cash out (CO), whoever makes them.

The cash endpoints, a sales order's cash-in and a sales return's automatic cash payment
all write their document here, so codes, sides and posting are the same everywhere
(transactional spec, "Cash in and cash out" rule 2): cash in credits the lines and debits
the main account with the total; cash out the reverse. The code is the type, the main
account's alias and a serial per alias (``CI-CAI-3``).
"""

from __future__ import annotations

import sqlite3
from collections.abc import Sequence
from dataclasses import dataclass, replace

from app.models.documents import AmountStatus
from app.models.error_codes import ErrorCode
from app.sandbox.books.documents import insert_document
from app.sandbox.books.ledger import Posting, write_postings
from app.sandbox.books.numbering import new_cash_code, new_journal_code
from app.sandbox.problems import business_rule

CASH_IN, CASH_OUT = "CI", "CO"


@dataclass(frozen=True)
class CashDocument:
    """What a cash document says: lines are the *other* side of the main account (their
    ``side`` is ignored: the type decides it)."""

    doc_type: str
    main_account_id: int
    document_date: str
    lines: Sequence[Posting]
    currency_id: int | None = None
    exchange_rate: float = 1.0
    paper_number: str | None = None
    notes: str | None = None
    responsible_id: int | None = None
    related_document_id: int | None = None
    main_cost_center_id: int | None = None  # of the main account's line


def main_account_alias(conn: sqlite3.Connection, account_id: int) -> str:
    """The alias cash codes are made from; none: 409 DocumentmainAccountHasNoAlias."""
    row = conn.execute("SELECT alias FROM accounts WHERE id = ?", (account_id,)).fetchone()
    alias = str(row["alias"] or "").strip() if row is not None else ""
    if not alias:
        raise business_rule(
            ErrorCode.DocumentmainAccountHasNoAlias,
            "The main cash account has no alias, so no document code can be made from it.",
        )
    return alias


def record_cash_document(
    conn: sqlite3.Connection,
    tenant_id: int,
    document: CashDocument,
    *,
    posted: bool,
    created_by: int | None,
    now: str,
) -> tuple[int, str]:
    """Write a cash document and its journal lines; returns (document id, code)."""
    if document.doc_type not in (CASH_IN, CASH_OUT):
        raise ValueError(f"not a cash document type: {document.doc_type}")
    alias = main_account_alias(conn, document.main_account_id)
    code, serial = new_cash_code(conn, tenant_id, document.doc_type, alias)
    document_id = insert_document(
        conn,
        tenant_id,
        document.doc_type,
        code,
        created_by=created_by,
        now=now,
        serial=serial,
        journal_code=new_journal_code(conn, tenant_id),
        document_date=document.document_date,
        main_account_id=document.main_account_id,
        currency_id=document.currency_id,
        exchange_rate=document.exchange_rate,
        paper_number=document.paper_number,
        notes=document.notes,
        responsible_id=document.responsible_id,
        related_document_id=document.related_document_id,
        is_posted=int(posted),
    )
    lines_side = AmountStatus.Credit if document.doc_type == CASH_IN else AmountStatus.Debit
    main_side = AmountStatus.Debit if document.doc_type == CASH_IN else AmountStatus.Credit
    lines = [replace(line, side=lines_side) for line in document.lines]
    total = round(sum(line.amount for line in lines), 6)
    main = Posting(
        document.main_account_id, main_side, total, cost_center_id=document.main_cost_center_id
    )
    postings = [main, *lines]
    write_postings(conn, tenant_id, document_id, postings, exchange_rate=document.exchange_rate)
    return document_id, code
