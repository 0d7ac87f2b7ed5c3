"""Manual document links: groups of documents a clerk tied together by hand.

Transactional spec, "Document manual links" and the states table. A document is in at
most one group (``manual_links``: tenant, group, document, the document's code as stored)
and every document of a group is linked to every other (links are transitive):

- linking two documents of which neither is grouped makes a group of both;
- linking a grouped document and an ungrouped one puts the ungrouped one in the group;
- linking two grouped documents writes nothing, and two groups are never merged (even
  when both are the same group there is nothing to write);
- unlinking takes the linked document out of the group, or removes the group when only
  one document would remain in it.

The endpoints, the demo data and ``documents.delete_document`` all change groups here.
"""

from __future__ import annotations

import sqlite3


def group_of(conn: sqlite3.Connection, tenant_id: int, document_id: int) -> int | None:
    row = conn.execute(
        "SELECT group_id FROM manual_links WHERE tenant_id = ? AND document_id = ?",
        (tenant_id, document_id),
    ).fetchone()
    return int(row[0]) if row is not None else None


def _join(conn: sqlite3.Connection, tenant_id: int, group_id: int, document_id: int) -> None:
    code = conn.execute("SELECT code FROM documents WHERE id = ?", (document_id,)).fetchone()[0]
    conn.execute(
        "INSERT INTO manual_links (tenant_id, group_id, document_id, code) VALUES (?, ?, ?, ?)",
        (tenant_id, group_id, document_id, code),
    )


def link(conn: sqlite3.Connection, tenant_id: int, document_id: int, other_id: int) -> bool:
    """Link two documents by the group rules above; returns whether anything was written."""
    if document_id == other_id:
        return False
    mine, theirs = group_of(conn, tenant_id, document_id), group_of(conn, tenant_id, other_id)
    if mine is not None and theirs is not None:
        return False
    if mine is not None:
        _join(conn, tenant_id, mine, other_id)
    elif theirs is not None:
        _join(conn, tenant_id, theirs, document_id)
    else:
        group_id = int(
            conn.execute(
                "SELECT coalesce(max(group_id), 0) + 1 FROM manual_links WHERE tenant_id = ?",
                (tenant_id,),
            ).fetchone()[0]
        )
        _join(conn, tenant_id, group_id, document_id)
        _join(conn, tenant_id, group_id, other_id)
    return True


def leave_group(conn: sqlite3.Connection, tenant_id: int, document_id: int) -> None:
    """Take a document out of its group; a group left with one document is removed."""
    group_id = group_of(conn, tenant_id, document_id)
    if group_id is None:
        return
    conn.execute(
        "DELETE FROM manual_links WHERE tenant_id = ? AND document_id = ?",
        (tenant_id, document_id),
    )
    remaining = conn.execute(
        "SELECT count(*) FROM manual_links WHERE tenant_id = ? AND group_id = ?",
        (tenant_id, group_id),
    ).fetchone()[0]
    if remaining < 2:
        conn.execute(
            "DELETE FROM manual_links WHERE tenant_id = ? AND group_id = ?", (tenant_id, group_id)
        )


def unlink(conn: sqlite3.Connection, tenant_id: int, document_id: int, other_id: int) -> bool:
    """Take ``other_id`` out of ``document_id``'s group (nothing when they are not in one
    group); returns whether anything changed."""
    group_id = group_of(conn, tenant_id, document_id)
    if document_id == other_id or group_id is None:
        return False
    if group_of(conn, tenant_id, other_id) != group_id:
        return False
    leave_group(conn, tenant_id, other_id)
    return True


def linked_codes(conn: sqlite3.Connection, tenant_id: int, code: str) -> list[str]:
    """The codes of the other documents in the group of the document stored as ``code``
    (exact match), in the order they joined; [] when it is in no group."""
    return [
        str(row[0])
        for row in conn.execute(
            """
            SELECT other.code FROM manual_links AS me
            JOIN manual_links AS other
              ON other.tenant_id = me.tenant_id AND other.group_id = me.group_id
             AND other.document_id != me.document_id
            WHERE me.tenant_id = ? AND me.code = ?
            ORDER BY other.rowid
            """,
            (tenant_id, code),
        )
    ]
