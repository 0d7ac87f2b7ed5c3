"""Demo company: service items.

Delivery, installation, maintenance and the like, taxed with the demo taxes (looked up by
name): VAT 14% on most, the 3% services withholding on work done at the customer's, VAT
exempt on training. One item is the shipping service (a flag no endpoint can set) and one is
an old tariff kept inactive, so lists show both kinds.
"""

from __future__ import annotations

import json
import sqlite3
from dataclasses import dataclass

from app.sandbox.db import utc_now

VAT = "VAT 14%"
VAT_EXEMPT = "VAT exempt"
WITHHOLDING = "Withholding 3% services"


@dataclass(frozen=True)
class Service:
    code: str
    description: str
    price: float
    cost: float
    tax: str | None
    withholding_tax: str | None = None
    tags: tuple[str, ...] = ()
    external_id: str | None = None
    shipping: bool = False
    active: bool = True


SERVICES = (
    Service("SRV-DLV", "Local delivery - Greater Cairo", 150, 90, VAT, tags=("delivery",)),
    Service("SRV-DLV-ALX", "Delivery - Alexandria", 350, 220, VAT, tags=("delivery",)),
    Service(
        "SRV-SHIP",
        "Shipping service - express courier",
        250,
        180,
        VAT,
        tags=("delivery", "courier"),
        shipping=True,
    ),
    Service(
        "SRV-INST",
        "Installation and setup",
        500,
        200,
        VAT,
        WITHHOLDING,
        ("installation",),
        "WEB-INST",
    ),
    Service(
        "SRV-AMC",
        "Annual maintenance contract",
        6000,
        2500,
        VAT,
        WITHHOLDING,
        ("maintenance", "contract"),
        "WEB-AMC",
    ),
    Service(
        "SRV-CONS", "Technical consultation (per hour)", 400, 150, VAT, WITHHOLDING, ("consulting",)
    ),
    Service("SRV-TRN", "Staff training (per day)", 2500, 1200, VAT_EXEMPT, tags=("training",)),
    Service("SRV-WRN", "Extended warranty - 1 year", 750, 300, None, tags=("warranty",)),
    Service(
        "SRV-DLV-OLD",
        "Delivery - old flat tariff (before 2024)",
        75,
        60,
        VAT,
        tags=("delivery",),
        active=False,
    ),
)


def populate(conn: sqlite3.Connection, tenant_id: int) -> None:
    """Write the demo data into an empty tenant."""
    tax_ids = {
        str(row["name"]): int(row["id"])
        for row in conn.execute(
            "SELECT id, name FROM taxes WHERE tenant_id = ? AND name IN (?, ?, ?)",
            (tenant_id, VAT, VAT_EXEMPT, WITHHOLDING),
        )
    }
    now = utc_now()
    conn.executemany(
        "INSERT INTO service_items (tenant_id, code, description, price, tax_id, "
        "withholding_tax_id, cost, is_shipping_service, external_id, is_active, tags, "
        "created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
        [
            (
                tenant_id,
                service.code,
                service.description,
                service.price,
                tax_ids[service.tax] if service.tax else None,
                tax_ids[service.withholding_tax] if service.withholding_tax else None,
                service.cost,
                int(service.shipping),
                service.external_id,
                int(service.active),
                json.dumps(list(service.tags)),
                now,
                now,
            )
            for service in SERVICES
        ],
    )
