"""The organization's item coding method, and the codes the service generates under it.

``itemCodingMethod`` decides how stock items, dynamic properties and their values get codes:
``Automatic`` (the service generates them and ignores codes sent by clients), ``Free`` (the
client must send one) or ``None`` (codes are optional and never generated).
"""

from __future__ import annotations

import sqlite3
from collections.abc import Callable
from enum import StrEnum

from app.sandbox.settings import get_setting


class CodingMethod(StrEnum):
    AUTOMATIC = "Automatic"
    FREE = "Free"
    NONE = "None"


def coding_method(conn: sqlite3.Connection, tenant_id: int) -> CodingMethod:
    return CodingMethod(get_setting(conn, tenant_id, "itemCodingMethod"))


class CodeKind(StrEnum):
    """What a generated code is for, with its printed form."""

    STOCK_ITEM = "stock_item"
    DYNAMIC_PROPERTY = "dynamic_property"
    DYNAMIC_PROPERTY_VALUE = "dynamic_property_value"

    def printed(self, number: int) -> str:
        return {
            CodeKind.STOCK_ITEM: f"{number:06d}",
            CodeKind.DYNAMIC_PROPERTY: f"DP{number:03d}",
            CodeKind.DYNAMIC_PROPERTY_VALUE: f"DV{number:04d}",
        }[self]


def next_code(
    conn: sqlite3.Connection,
    tenant_id: int,
    kind: CodeKind,
    is_taken: Callable[[str], bool] = lambda _code: False,
) -> str:
    """The next generated code of ``kind``: one more than the last generated, skipping any
    code ``is_taken`` (typed by hand while the organization coded freely)."""
    row = conn.execute(
        "SELECT last_number FROM generated_codes WHERE tenant_id = ? AND kind = ?",
        (tenant_id, kind.value),
    ).fetchone()
    number = int(row[0]) if row else 0
    while True:
        number += 1
        code = kind.printed(number)
        if not is_taken(code):
            break
    conn.execute(
        "INSERT INTO generated_codes (tenant_id, kind, last_number) VALUES (?, ?, ?) "
        "ON CONFLICT (tenant_id, kind) DO UPDATE SET last_number = excluded.last_number",
        (tenant_id, kind.value, number),
    )
    return code


def reserve_codes(conn: sqlite3.Connection, tenant_id: int, kind: CodeKind, count: int) -> int:
    """Reserve ``count`` consecutive numbers for bulk writers (demo data, the seed command)
    that print their own codes; returns the first. No check for hand-typed codes."""
    row = conn.execute(
        "SELECT last_number FROM generated_codes WHERE tenant_id = ? AND kind = ?",
        (tenant_id, kind.value),
    ).fetchone()
    first = (int(row[0]) if row else 0) + 1
    conn.execute(
        "INSERT INTO generated_codes (tenant_id, kind, last_number) VALUES (?, ?, ?) "
        "ON CONFLICT (tenant_id, kind) DO UPDATE SET last_number = excluded.last_number",
        (tenant_id, kind.value, first + count - 1),
    )
    return first
