"""Demo company: classification trees (stock items, warehouses, customers) and brands.

Later parts find these by SQL: stock items by the stock-item classification codes below
(leaves only: items live on leaves) and by brand name, warehouses by the warehouse
classification codes.
"""

from __future__ import annotations

import sqlite3

from app.sandbox.db import utc_now

# type, code, description, parent code, active. Parents come before their children.
CLASSIFICATIONS = (
    ("StockItems", "01", "Electronics", None, True),
    ("StockItems", "0101", "Mobile phones", "01", True),
    ("StockItems", "0102", "Laptops", "01", True),
    ("StockItems", "0103", "Accessories", "01", True),
    ("StockItems", "02", "Stationery", None, True),
    ("StockItems", "0201", "Paper", "02", True),
    ("StockItems", "0202", "Pens", "02", True),
    ("StockItems", "03", "Household", None, True),
    ("StockItems", "0301", "Kitchen", "03", True),
    ("StockItems", "0302", "Cleaning", "03", True),
    # Kept for old items; no longer offered (the common list leaves it out).
    ("StockItems", "09", "Discontinued lines", None, False),
    ("Warehouses", "CAIRO", "Cairo region", None, True),
    ("Warehouses", "ALEX", "Alexandria region", None, True),
    ("Customers", "WHS", "Wholesale customers", None, True),
    ("Customers", "RTL", "Retail customers", None, True),
    ("Customers", "CORP", "Corporate accounts", None, True),
    ("Customers", "GOV", "Government", "CORP", True),
)

# name, brand manager ('' when the brand has none)
BRANDS = (
    ("Samsung", "Karim Mostafa"),
    ("Apple", "Mona Adel"),
    ("Lenovo", "Omar Farouk"),
    ("HP", "Omar Farouk"),
    ("Faber-Castell", "Nadia Samir"),
    ("Tefal", "Hany Lotfy"),
    ("Pyrex", "Hany Lotfy"),
    ("El Araby", ""),
)


def populate(conn: sqlite3.Connection, tenant_id: int) -> None:
    """Write the demo data into an empty tenant."""
    now = utc_now()
    # Two passes: roots first, then children under the ids the roots got (the trees are
    # two levels deep).
    for with_parent in (False, True):
        ids = {
            (row["type"], row["code"]): row["id"]
            for row in conn.execute(
                "SELECT id, type, code FROM classifications WHERE tenant_id = ?", (tenant_id,)
            )
        }
        conn.executemany(
            "INSERT INTO classifications (tenant_id, type, code, description, parent_id, "
            "is_active, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
            [
                (
                    tenant_id,
                    kind,
                    code,
                    description,
                    ids[kind, parent] if parent else None,
                    int(active),
                    now,
                    now,
                )
                for kind, code, description, parent, active in CLASSIFICATIONS
                if (parent is not None) == with_parent
            ],
        )
    conn.executemany(
        "INSERT INTO brands (tenant_id, name, brand_manager, created_at, updated_at) "
        "VALUES (?, ?, ?, ?, ?)",
        [(tenant_id, name, manager, now, now) for name, manager in BRANDS],
    )
