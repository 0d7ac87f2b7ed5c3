"""Demo company: its warehouses, in the warehouse classifications of the demo.

Stock on hand is written by the stock-items part, which finds these warehouses by code.
"""

from __future__ import annotations

import sqlite3
from dataclasses import dataclass

from app.sandbox.db import utc_now


@dataclass(frozen=True)
class Warehouse:
    code: str
    description: str
    classification: str
    city: str
    district: str
    mobile: str
    is_rma: bool = False
    is_active: bool = True


WAREHOUSES = (
    Warehouse("WH01", "Main warehouse - Cairo", "CAIRO", "Cairo", "Nasr City", "01001234567"),
    Warehouse("WH02", "Alexandria store", "ALEX", "Alexandria", "Smouha", "01227654321"),
    Warehouse(
        "WH03",
        "Returns (RMA) warehouse",
        "CAIRO",
        "Cairo",
        "Heliopolis",
        "01112223344",
        is_rma=True,
    ),
    # Closed when the Giza branch moved into the main warehouse.
    Warehouse("WH04", "Old Giza depot", "CAIRO", "Giza", "Dokki", "", is_active=False),
)


def populate(conn: sqlite3.Connection, tenant_id: int) -> None:
    """Write the demo data into an empty tenant."""
    now = utc_now()
    classifications = {
        row["code"]: row["id"]
        for row in conn.execute(
            "SELECT id, code FROM classifications WHERE tenant_id = ? AND type = 'Warehouses'",
            (tenant_id,),
        )
    }
    cities = {
        row["name"]: row["id"]
        for row in conn.execute("SELECT id, name FROM cities WHERE tenant_id = ?", (tenant_id,))
    }
    districts = {
        row["name"]: row["id"]
        for row in conn.execute("SELECT id, name FROM districts WHERE tenant_id = ?", (tenant_id,))
    }
    conn.executemany(
        "INSERT INTO warehouses (tenant_id, classification_id, code, description, mobile, "
        "is_active, is_rma, city_id, district_id, created_at, updated_at) "
        "VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
        [
            (
                tenant_id,
                classifications[warehouse.classification],
                warehouse.code,
                warehouse.description,
                warehouse.mobile,
                int(warehouse.is_active),
                int(warehouse.is_rma),
                cities[warehouse.city],
                districts[warehouse.district],
                now,
                now,
            )
            for warehouse in WAREHOUSES
        ],
    )
