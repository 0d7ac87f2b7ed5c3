"""Demo company: classification trees and brands."""

from __future__ import annotations

import sqlite3


def populate(conn: sqlite3.Connection, tenant_id: int) -> None:
    """Nothing yet."""
