"""Document codes: the type's prefix, then a serial (spec: "Documents carry
system-generated codes whose prefix is the document type").

Sequences are kept per tenant, document type and scope. The spec pins two scopes: work
orders number "per document type and warehouse", cash documents take "the main account's
alias". Everything else (sales orders, returns, journal entries) is numbered per type for
the whole tenant. Code formats (guessed): ``SO-17``, ``IO-WH01-5`` (the warehouse's
code), ``CI-CASH1-3`` (the alias), journal entries ``JE-42``.
"""

from __future__ import annotations

import sqlite3

WORK_ORDER_TYPES = frozenset({"IO", "RS", "RR", "IR", "OB"})
"""Issue offering, receive supplies, return receipt (of a sales return), issue return (of a
purchase return) and opening balance: numbered per warehouse."""

JOURNAL_PREFIX = "JE"


def next_serial(conn: sqlite3.Connection, tenant_id: int, doc_type: str, scope: str = "") -> int:
    """Hand out the next serial of a sequence (1 for a new one); part of the caller's
    transaction, so a failed request gives its number back."""
    row = conn.execute(
        "INSERT INTO document_sequences (tenant_id, type, scope, last_serial) "
        "VALUES (?, ?, ?, 1) ON CONFLICT (tenant_id, type, scope) "
        "DO UPDATE SET last_serial = last_serial + 1 RETURNING last_serial",
        (tenant_id, doc_type, scope),
    ).fetchone()
    return int(row[0])


def new_document_code(conn: sqlite3.Connection, tenant_id: int, doc_type: str) -> tuple[str, int]:
    """(code, serial) of a document numbered for the whole tenant: ``SO-17``."""
    serial = next_serial(conn, tenant_id, doc_type)
    return f"{doc_type}-{serial}", serial


def new_work_order_code(
    conn: sqlite3.Connection, tenant_id: int, doc_type: str, warehouse_id: int
) -> tuple[str, int]:
    """(code, serial) of a work order, numbered per type and warehouse: ``IO-WH01-5``."""
    row = conn.execute("SELECT code FROM warehouses WHERE id = ?", (warehouse_id,)).fetchone()
    warehouse_code = str(row["code"]) if row is not None else str(warehouse_id)
    serial = next_serial(conn, tenant_id, doc_type, str(warehouse_id))
    return f"{doc_type}-{warehouse_code}-{serial}", serial


def new_cash_code(
    conn: sqlite3.Connection, tenant_id: int, doc_type: str, alias: str
) -> tuple[str, int]:
    """(code, serial) of a cash document, numbered per type and cash account alias."""
    serial = next_serial(conn, tenant_id, doc_type, alias)
    return f"{doc_type}-{alias}-{serial}", serial


def new_journal_code(conn: sqlite3.Connection, tenant_id: int) -> str:
    """The journal entry code every accounting document gets: ``JE-42``."""
    return f"{JOURNAL_PREFIX}-{next_serial(conn, tenant_id, JOURNAL_PREFIX)}"


def normalized_code(code: str) -> str:
    """A code as the service stores it: trimmed, the prefix before the first hyphen in
    capitals (``so-17`` -> ``SO-17``); a code without a hyphen is only trimmed."""
    code = code.strip()
    prefix, hyphen, rest = code.partition("-")
    return f"{prefix.upper()}{hyphen}{rest}" if hyphen else code
