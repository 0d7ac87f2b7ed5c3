"""Demo company: currencies, cost centers and suppliers."""

from __future__ import annotations

import sqlite3

CURRENCIES = (
    # code, name, is the system currency, EGP per unit
    ("EGP", "Egyptian Pound", True, 1.0),
    ("USD", "US Dollar", False, 48.75),
    ("SAR", "Saudi Riyal", False, 13.0),
)

COST_CENTERS = (
    ("CC-HQ", "Head office - Cairo"),
    ("CC-ALX", "Alexandria branch"),
    ("CC-LOG", "Logistics"),
)

SUPPLIERS = (
    ("SUP-001", "Delta Electronics Import", "دلتا لاستيراد الإلكترونيات"),
    ("SUP-002", "Cairo Paper Mills", "مطاحن ورق القاهرة"),
    ("SUP-003", "Gulf Trading House", "بيت الخليج التجاري"),
    ("SUP-004", "Sinai Packaging", "سيناء للتعبئة والتغليف"),
)


def populate(conn: sqlite3.Connection, tenant_id: int) -> None:
    conn.executemany(
        "INSERT INTO currencies (tenant_id, code, name, is_system, rate) VALUES (?, ?, ?, ?, ?)",
        [(tenant_id, code, name, int(system), rate) for code, name, system, rate in CURRENCIES],
    )
    conn.executemany(
        "INSERT INTO cost_centers (tenant_id, code, name) VALUES (?, ?, ?)",
        [(tenant_id, code, name) for code, name in COST_CENTERS],
    )
    # Suppliers are linked to the payables account once the chart exists (chart.populate
    # runs after this part and links them; see there).
    conn.executemany(
        "INSERT INTO suppliers (tenant_id, code, name, other_lang_name) VALUES (?, ?, ?, ?)",
        [(tenant_id, code, name, arabic) for code, name, arabic in SUPPLIERS],
    )
