"""Small SQL helpers shared by the resource modules."""

from __future__ import annotations

import sqlite3

from app.models.common import AccountReference


def contains_pattern(text: str) -> str:
    """A LIKE pattern (with ``ESCAPE '\\'``) matching ``text`` anywhere, taken literally.

    SQLite's LIKE ignores case for ASCII letters only, which matches the service's
    case-insensitive collation for Latin text; Arabic has no case.
    """
    escaped = text.replace("\\", "\\\\").replace("%", "\\%").replace("_", "\\_")
    return f"%{escaped}%"


def account_reference(
    conn: sqlite3.Connection, tenant_id: int, account_id: int | None
) -> AccountReference | None:
    """The reference to an account, null when unset; only ``id`` when it no longer exists."""
    if account_id is None:
        return None
    row = conn.execute(
        "SELECT id, code, name FROM accounts WHERE id = ? AND tenant_id = ?",
        (account_id, tenant_id),
    ).fetchone()
    if row is None:
        return AccountReference(id=account_id)
    return AccountReference(id=row["id"], code=row["code"], name=row["name"])


def exists(conn: sqlite3.Connection, sql: str, *args: object) -> bool:
    """Whether ``SELECT 1 ... LIMIT 1`` style ``sql`` finds a row."""
    return conn.execute(sql, args).fetchone() is not None
