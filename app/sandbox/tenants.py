"""Organizations (tenants) of the sandbox."""

from __future__ import annotations

import sqlite3

from app.sandbox.db import utc_now

DEFAULT_TENANT_NAME = "Organization"


def create_tenant(conn: sqlite3.Connection, name: str) -> int:
    cursor = conn.execute("INSERT INTO tenants (name, created_at) VALUES (?, ?)", (name, utc_now()))
    return int(cursor.lastrowid or 0)


def first_tenant(conn: sqlite3.Connection) -> int | None:
    """The first tenant's id; None when the database has none yet."""
    row = conn.execute("SELECT id FROM tenants ORDER BY id LIMIT 1").fetchone()
    return int(row["id"]) if row else None


def default_tenant(conn: sqlite3.Connection) -> int:
    """The first tenant, created empty when the database has none (a bare ``serve``)."""
    tenant = first_tenant(conn)
    return tenant if tenant is not None else create_tenant(conn, DEFAULT_TENANT_NAME)


def tenant_exists(conn: sqlite3.Connection, tenant_id: int) -> bool:
    return conn.execute("SELECT 1 FROM tenants WHERE id = ?", (tenant_id,)).fetchone() is not None
