"""Organization settings: per-tenant switches that change how the service behaves.

Every behaviour the spec ties to a setting reads it from here, so tests (and trainers, with
``python -m app.sandbox setting``) can flip it. Each setting is declared once below, with
its type, default and what it changes.
"""

from __future__ import annotations

import sqlite3
from dataclasses import dataclass


@dataclass(frozen=True)
class Setting:
    key: str
    default: str
    description: str
    choices: tuple[str, ...] = ()
    """Allowed values; empty means any text. Booleans are ``("true", "false")``."""

    def parse(self, raw: str) -> str:
        """The canonical stored text for ``raw``, or ValueError naming the allowed values."""
        value = raw.strip()
        if not self.choices:
            return value
        for choice in self.choices:
            if value.lower() == choice.lower():
                return choice
        raise ValueError(f"{self.key} must be one of: {', '.join(self.choices)}")


BOOLEAN = ("true", "false")

SETTINGS: dict[str, Setting] = {
    setting.key: setting
    for setting in (
        Setting(
            "eInvoicing",
            "None",
            "E-invoicing system the organization is connected to; decides which e-invoice "
            "tax types a tax must use (taxes rule 5).",
            ("None", "Egypt", "EgyptReceipts", "KSA"),
        ),
    )
}


def get_setting(conn: sqlite3.Connection, tenant_id: int, key: str) -> str:
    setting = SETTINGS[key]
    row = conn.execute(
        "SELECT value FROM settings WHERE tenant_id = ? AND key = ?", (tenant_id, key)
    ).fetchone()
    return str(row["value"]) if row else setting.default


def get_flag(conn: sqlite3.Connection, tenant_id: int, key: str) -> bool:
    return get_setting(conn, tenant_id, key) == "true"


def set_setting(conn: sqlite3.Connection, tenant_id: int, key: str, raw: str) -> str:
    """Store a setting; KeyError for an unknown key, ValueError for a bad value."""
    if key not in SETTINGS:
        raise KeyError(key)
    value = SETTINGS[key].parse(raw)
    conn.execute(
        "INSERT INTO settings (tenant_id, key, value) VALUES (?, ?, ?) "
        "ON CONFLICT (tenant_id, key) DO UPDATE SET value = excluded.value",
        (tenant_id, key, value),
    )
    return value


def all_settings(conn: sqlite3.Connection, tenant_id: int) -> list[tuple[Setting, str]]:
    return [(setting, get_setting(conn, tenant_id, key)) for key, setting in SETTINGS.items()]
