"""Data permissions: which warehouses, items, customers... an API user may see.

An API user either sees everything (``all_data_permissions``, the default for users made by
the command line and the demo) or only what ``data_permissions`` grants it. The spec says
per endpoint when permissions apply (always for warehouses; for items and customers only
when the organization turned them on); the endpoint decides, these helpers answer.
"""

from __future__ import annotations

import sqlite3
from enum import StrEnum

from app.sandbox.auth import Caller


class DataKind(StrEnum):
    WAREHOUSE = "warehouse"
    CLASSIFICATION = "classification"
    STOCK_ITEM = "stock_item"
    SERVICE_ITEM = "service_item"
    CUSTOMER = "customer"
    SALES_PERSON = "sales_person"
    COST_CENTER = "cost_center"
    TREASURY = "treasury"


def sees_everything(conn: sqlite3.Connection, caller: Caller) -> bool:
    row = conn.execute(
        "SELECT all_data_permissions FROM api_users WHERE id = ?", (caller.user_id,)
    ).fetchone()
    return bool(row is None or row["all_data_permissions"])


def permitted_ids(conn: sqlite3.Connection, caller: Caller, kind: DataKind) -> set[int] | None:
    """The ids of ``kind`` the caller may see, or None when it may see them all."""
    if sees_everything(conn, caller):
        return None
    rows = conn.execute(
        "SELECT entity_id FROM data_permissions WHERE user_id = ? AND kind = ?",
        (caller.user_id, kind.value),
    ).fetchall()
    return {int(row["entity_id"]) for row in rows}


def may_see(conn: sqlite3.Connection, caller: Caller, kind: DataKind, entity_id: int) -> bool:
    allowed = permitted_ids(conn, caller, kind)
    return allowed is None or entity_id in allowed


def grant(conn: sqlite3.Connection, user_id: int, kind: DataKind, entity_id: int) -> None:
    """Give a user permission on one record (e.g. its creator, as several endpoints do)."""
    conn.execute(
        "INSERT OR IGNORE INTO data_permissions (user_id, kind, entity_id) VALUES (?, ?, ?)",
        (user_id, kind.value, entity_id),
    )


def restrict(conn: sqlite3.Connection, user_id: int) -> None:
    """From now on the user sees only what is granted to it (tests and trainers)."""
    conn.execute("UPDATE api_users SET all_data_permissions = 0 WHERE id = ?", (user_id,))


def sql_filter(allowed: set[int] | None, column: str) -> tuple[str, list[int]]:
    """A WHERE fragment keeping rows whose ``column`` is allowed ("1" when all are)."""
    if allowed is None:
        return "1", []
    if not allowed:
        return "0", []
    return f"{column} IN ({', '.join('?' * len(allowed))})", list(sorted(allowed))
