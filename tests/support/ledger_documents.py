"""Accounting documents for tests, over HTTP or through the books core.

The journal-entry, cash and manual-link rule tests share these: the demo chart's accounts
by role, a balanced entry body, and a work order (with its system journal entry) written
by ``books.work_orders.record_work_order`` as the service would.
"""

from __future__ import annotations

from typing import Any

import httpx

from app.sandbox.books import orders, work_orders
from app.sandbox.books.documents import insert_document, insert_line
from app.sandbox.db import utc_now
from tests.support.sandbox import Tenant

# Demo chart codes (app/sandbox/demo/chart.py).
CAIRO_CASH = "110101"  # Cash, alias CAI
ALEX_CASH = "110102"  # Cash, alias ALX
BANK_EGP = "110201"  # Bank
TRADE_RECEIVABLES = "110301"  # AR, linked to most customers
AL_AHRAM_RECEIVABLE = "110302"  # AR, linked to customer CUS-0002 only
TRADE_PAYABLES = "210101"  # AP, linked to every supplier
OTHER_REVENUE = "410501"
RETAINED_EARNINGS = "310101"
PURCHASES = "510101"


def customer_id(tenant: Tenant, code: str) -> int:
    return tenant._id_of("SELECT id FROM customers WHERE tenant_id = ? AND code = ?", code)


def supplier_id(tenant: Tenant, code: str) -> int:
    return tenant._id_of("SELECT id FROM suppliers WHERE tenant_id = ? AND code = ?", code)


def cost_center_id(tenant: Tenant, code: str) -> int:
    return tenant._id_of("SELECT id FROM cost_centers WHERE tenant_id = ? AND code = ?", code)


def currency_id(tenant: Tenant, code: str) -> int:
    return tenant._id_of("SELECT id FROM currencies WHERE tenant_id = ? AND code = ?", code)


def line(account: int, amount: float, side: str, **extra: Any) -> dict[str, Any]:
    return {"accountId": account, "amount": amount, "amountStatus": side, **extra}


def entry_body(
    tenant: Tenant, amount: float = 100, date: str = "2026-01-15T10:00:00", **extra: Any
) -> dict[str, Any]:
    """A balanced two-line entry: other revenue against retained earnings."""
    return {
        "documentDate": date,
        "accountingDocumentDetails": [
            line(tenant.account_id(RETAINED_EARNINGS), amount, "Debit"),
            line(tenant.account_id(OTHER_REVENUE), amount, "Credit"),
        ],
        **extra,
    }


async def new_entry(http: httpx.AsyncClient, body: dict[str, Any]) -> str:
    response = await http.post("/v3/journal-entries", json=body)
    assert response.status_code == 201, response.text
    code: str = response.json()["documentCode"]
    return code


async def entry(http: httpx.AsyncClient, code: str) -> dict[str, Any]:
    """The listed entry with ``code`` (posted or not)."""
    found = (
        await http.get("/v3/journal-entries", params={"code": code, "isPostedOnly": "false"})
    ).json()["items"]
    assert len(found) == 1, found
    result: dict[str, Any] = found[0]
    return result


def work_order_with_entry(tenant: Tenant, *, date: str = "2026-01-12T09:00:00") -> str:
    """An opening-balance work order (OB) through the books core: stock in and its system
    journal entry; returns the work order's code."""
    with tenant.db.transaction() as conn:
        warehouse = int(
            conn.execute(
                "SELECT id FROM warehouses WHERE tenant_id = ? ORDER BY id LIMIT 1", (tenant.id,)
            ).fetchone()[0]
        )
        item = int(
            conn.execute(
                "SELECT id FROM stock_items WHERE tenant_id = ? ORDER BY id LIMIT 1", (tenant.id,)
            ).fetchone()[0]
        )
        recorded = work_orders.record_work_order(
            conn,
            tenant.id,
            work_orders.WorkOrderHeader("OB", warehouse, date),
            [work_orders.WorkOrderLine(item, 3, price=10.0)],
            created_by=None,
            now=utc_now(),
        )
    return recorded.code


def stocked_item(tenant: Tenant) -> tuple[int, int]:
    """(warehouse id, item id): the first warehouse, and an item it holds at least 20 of
    (an opening balance through the books core makes sure)."""
    with tenant.db.transaction() as conn:
        warehouse = int(
            conn.execute(
                "SELECT id FROM warehouses WHERE tenant_id = ? ORDER BY id LIMIT 1", (tenant.id,)
            ).fetchone()[0]
        )
        item = int(
            conn.execute(
                "SELECT id FROM stock_items WHERE tenant_id = ? ORDER BY id LIMIT 1", (tenant.id,)
            ).fetchone()[0]
        )
        work_orders.record_work_order(
            conn,
            tenant.id,
            work_orders.WorkOrderHeader("OB", warehouse, "2026-01-02T09:00:00"),
            [work_orders.WorkOrderLine(item, 20, price=10.0)],
            created_by=None,
            now=utc_now(),
        )
    return warehouse, item


def work_order(
    tenant: Tenant,
    doc_type: str,
    quantities: tuple[float, ...] = (5, 3),
    *,
    related_document_id: int | None = None,
    source_line_ids: tuple[int | None, ...] = (),
) -> tuple[str, list[int]]:
    """A work order (IO, RS, RR) of the stocked item through the books core, optionally
    related to another document (header) or continuing its lines; (code, line ids)."""
    warehouse, item = stocked_item(tenant)
    sources = source_line_ids or (None,) * len(quantities)
    with tenant.db.transaction() as conn:
        recorded = work_orders.record_work_order(
            conn,
            tenant.id,
            work_orders.WorkOrderHeader(
                doc_type,
                warehouse,
                "2026-01-10T09:00:00",
                supplier_id=1 if doc_type == "RS" else None,
                related_document_id=related_document_id,
            ),
            [
                work_orders.WorkOrderLine(item, quantity, price=10.0, source_line_id=source)
                for quantity, source in zip(quantities, sources, strict=True)
            ],
            created_by=None,
            now=utc_now(),
        )
    return recorded.code, recorded.line_ids


def sales_document(
    tenant: Tenant, doc_type: str, code: str, quantities: tuple[float, ...] = (4, 2), **values: Any
) -> tuple[int, list[int]]:
    """A sales order or return header with lines, as the sales resources write them (no
    create endpoint is needed here); an order reserves its stock. (document id, line ids)."""
    warehouse, item = stocked_item(tenant)
    with tenant.db.transaction() as conn:
        document_id = insert_document(
            conn,
            tenant.id,
            doc_type,
            code,
            document_date="2026-01-08T09:00:00",
            warehouse_id=warehouse,
            customer_id=3,
            **values,
        )
        line_ids = [
            insert_line(
                conn,
                document_id,
                stock_item_id=item,
                quantity=quantity,
                price=25.0,
                warehouse_id=warehouse,
                **({"is_replacement": 1} if index and doc_type == "SR" else {}),
            )
            for index, quantity in enumerate(quantities)
        ]
        if doc_type == "SO":
            orders.reserve_order(conn, tenant.id, document_id)
    return document_id, line_ids
