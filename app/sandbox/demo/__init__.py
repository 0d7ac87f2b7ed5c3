"""The demo company: a small Egyptian trading company a new user lands in.

Each resource group adds its part (``populate`` in its module here), in the order below so
that every part finds what it refers to (taxes before items, cities before customers...).
Names are English with the Arabic name beside them, as clerks in Egypt keep them.
"""

from __future__ import annotations

import sqlite3

from app.sandbox.db import Database
from app.sandbox.demo import (
    accounting,
    chart,
    classifications,
    customers,
    exports,
    geography,
    history,
    payables,
    people,
    purchases,
    reference,
    returns,
    sales,
    services,
    stock_items,
    warehouses,
)
from app.sandbox.tenants import create_tenant

DEMO_COMPANY_NAME = "Nile Trading Co. (demo)"

PARTS = (
    reference,
    chart,
    geography,
    classifications,
    warehouses,
    people,
    services,
    stock_items,
    customers,
    purchases,
    sales,
    accounting,
    returns,
    history,
    payables,
    exports,
)
"""Order matters: each part may use what the parts before it created."""


def create_demo_company(db: Database, name: str = DEMO_COMPANY_NAME) -> int:
    """A new tenant filled with the demo company's data; returns its id."""
    with db.transaction() as conn:
        tenant_id = create_tenant(conn, name)
        populate(conn, tenant_id)
    return tenant_id


def populate(conn: sqlite3.Connection, tenant_id: int) -> None:
    """Write the demo data into an empty tenant."""
    for part in PARTS:
        part.populate(conn, tenant_id)
