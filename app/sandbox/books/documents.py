"""Writing document headers, lines and their small satellites (tags, installments).

``insert_document`` and ``insert_line`` take column values by name, checked against the
table, so resources, the demo data and tests write documents one way (the spec has no
create endpoint for purchase documents: tests and the demo seed them through here).
Effects on stock and the ledger are not written here: see ``stock`` and ``ledger``.
``delete_document`` removes a document for good (journal entries: "permanent removal of
document, lines, relations and links").
"""

from __future__ import annotations

import sqlite3
from collections.abc import Iterable, Mapping

from app.sandbox.books import links
from app.sandbox.books.ledger import remove_postings
from app.sandbox.db import utc_now


def columns(conn: sqlite3.Connection, table: str) -> frozenset[str]:
    """The column names of ``table``. Read once: every sandbox database is migrated to the
    same schema before use."""
    known = _COLUMNS.get(table)
    if known is None:
        known = frozenset(row[1] for row in conn.execute(f"PRAGMA table_info({table})"))
        _COLUMNS[table] = known
    return known


_COLUMNS: dict[str, frozenset[str]] = {}


def _insert(conn: sqlite3.Connection, table: str, values: Mapping[str, object]) -> int:
    unknown = set(values) - columns(conn, table)
    if unknown:
        raise ValueError(f"{table} has no column(s) {sorted(unknown)}")
    names = ", ".join(values)
    marks = ", ".join("?" * len(values))
    cursor = conn.execute(f"INSERT INTO {table} ({names}) VALUES ({marks})", tuple(values.values()))
    return int(cursor.lastrowid or 0)


def insert_document(
    conn: sqlite3.Connection,
    tenant_id: int,
    doc_type: str,
    code: str,
    *,
    created_by: int | None = None,
    now: str | None = None,
    **values: object,
) -> int:
    """Write a document header; returns its id. ``created_at`` and ``updated_at`` default
    to now."""
    stamp = now or utc_now()
    row: dict[str, object] = {
        "tenant_id": tenant_id,
        "type": doc_type,
        "code": code,
        "created_by": created_by,
        "created_at": stamp,
        "updated_at": stamp,
    }
    row.update(values)
    return _insert(conn, "documents", row)


def insert_line(conn: sqlite3.Connection, document_id: int, **values: object) -> int:
    """Write a document line; ``line_number`` defaults to the next one of the document."""
    row: dict[str, object] = {"document_id": document_id}
    if "line_number" not in values:
        row["line_number"] = (
            int(
                conn.execute(
                    "SELECT coalesce(max(line_number), 0) FROM document_lines "
                    "WHERE document_id = ?",
                    (document_id,),
                ).fetchone()[0]
            )
            + 1
        )
    row.update(values)
    return _insert(conn, "document_lines", row)


def insert_installment(conn: sqlite3.Connection, document_id: int, **values: object) -> int:
    return _insert(conn, "document_installments", {"document_id": document_id, **values})


def set_tags(conn: sqlite3.Connection, document_id: int, tags: Iterable[str]) -> None:
    """Replace a document's tags (trimmed; blanks and repeats dropped)."""
    conn.execute("DELETE FROM document_tags WHERE document_id = ?", (document_id,))
    cleaned = dict.fromkeys(tag.strip() for tag in tags if tag.strip())
    conn.executemany(
        "INSERT INTO document_tags (document_id, tag) VALUES (?, ?)",
        [(document_id, tag) for tag in cleaned],
    )


def tags_of(conn: sqlite3.Connection, document_id: int) -> list[str]:
    return [
        str(row[0])
        for row in conn.execute(
            "SELECT tag FROM document_tags WHERE document_id = ? ORDER BY rowid", (document_id,)
        )
    ]


def delete_document(conn: sqlite3.Connection, tenant_id: int, document_id: int) -> None:
    """Remove a document and everything that hangs on it: lines (and their serials),
    ledger lines, tags, installments, payments, its manual links (a group left with one
    document goes too); documents that named it as their related document keep their own
    data but lose the relation.

    A document that moved stock cannot be removed this way (ValueError): its stock must be
    reversed by the caller first, or the balances would no longer equal the movements.
    """
    if conn.execute(
        "SELECT 1 FROM stock_movements WHERE document_id = ? LIMIT 1", (document_id,)
    ).fetchone():
        raise ValueError(f"document {document_id} moved stock; reverse it before deleting")
    links.leave_group(conn, tenant_id, document_id)
    remove_postings(conn, document_id)
    conn.execute(
        "DELETE FROM document_line_serials WHERE line_id IN "
        "(SELECT id FROM document_lines WHERE document_id = ?)",
        (document_id,),
    )
    # Lines of other documents that continue or replace this document's lines keep their
    # own quantities; only the pointer goes.
    for column in ("source_line_id", "original_line_id"):
        conn.execute(
            f"UPDATE document_lines SET {column} = NULL WHERE {column} IN "
            "(SELECT id FROM document_lines WHERE document_id = ?)",
            (document_id,),
        )
    conn.execute("DELETE FROM document_lines WHERE document_id = ?", (document_id,))
    conn.execute("DELETE FROM document_tags WHERE document_id = ?", (document_id,))
    conn.execute("DELETE FROM document_installments WHERE document_id = ?", (document_id,))
    conn.execute(
        "DELETE FROM document_payments WHERE document_id = ? OR payment_document_id = ?",
        (document_id, document_id),
    )
    conn.execute(
        "UPDATE documents SET related_document_id = NULL WHERE related_document_id = ?",
        (document_id,),
    )
    conn.execute(
        "UPDATE stock_item_serials SET document_id = NULL WHERE document_id = ?", (document_id,)
    )
    conn.execute("DELETE FROM documents WHERE id = ?", (document_id,))
