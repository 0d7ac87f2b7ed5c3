"""Demo company: cities, districts and a few streets in Egypt and Saudi Arabia.

Countries are reference data of the schema; they are found here by their ISO code.
"""

from __future__ import annotations

import sqlite3

from app.sandbox.db import utc_now

# country code, city, its districts
CITIES = (
    ("EG", "Cairo", ("Nasr City", "Heliopolis", "Maadi")),
    ("EG", "Giza", ("Dokki", "Mohandessin")),
    ("EG", "Alexandria", ("Smouha", "Sidi Gaber")),
    ("SA", "Riyadh", ()),
    ("SA", "Jeddah", ()),
)

# district, street
STREETS = (
    ("Nasr City", "Abbas El Akkad Street"),
    ("Nasr City", "Makram Ebeid Street"),
    ("Heliopolis", "Baghdad Street"),
    ("Maadi", "Road 9"),
    ("Dokki", "Tahrir Street"),
    ("Mohandessin", "Gameat El Dowal El Arabia Street"),
    ("Smouha", "Victor Emmanuel Square"),
    ("Sidi Gaber", "Port Said Street"),
)


def populate(conn: sqlite3.Connection, tenant_id: int) -> None:
    """Write the demo data into an empty tenant."""
    now = utc_now()
    countries = {row["code"]: row["id"] for row in conn.execute("SELECT id, code FROM countries")}
    conn.executemany(
        "INSERT INTO cities (tenant_id, name, country_id, created_at, updated_at) "
        "VALUES (?, ?, ?, ?, ?)",
        [(tenant_id, city, countries[country], now, now) for country, city, _ in CITIES],
    )
    city_ids = _ids_by_name(conn, "cities", tenant_id)
    conn.executemany(
        "INSERT INTO districts (tenant_id, name, city_id, created_at, updated_at) "
        "VALUES (?, ?, ?, ?, ?)",
        [
            (tenant_id, district, city_ids[city], now, now)
            for _country, city, districts in CITIES
            for district in districts
        ],
    )
    district_ids = _ids_by_name(conn, "districts", tenant_id)
    conn.executemany(
        "INSERT INTO streets (tenant_id, name, district_id) VALUES (?, ?, ?)",
        [(tenant_id, street, district_ids[district]) for district, street in STREETS],
    )


def _ids_by_name(conn: sqlite3.Connection, table: str, tenant_id: int) -> dict[str, int]:
    # Demo names are unique within the tenant, so the name alone finds the row.
    rows = conn.execute(f"SELECT id, name FROM {table} WHERE tenant_id = ?", (tenant_id,))
    return {row["name"]: row["id"] for row in rows}
