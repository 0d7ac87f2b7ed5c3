"""Documents tests arrange directly through the books core (``app.sandbox.books``): sales
orders (their create endpoint belongs to another group) and purchase documents (the spec
has no create endpoint for them)."""

from __future__ import annotations

import sqlite3
from collections.abc import Sequence
from dataclasses import dataclass

from app.sandbox.books import orders
from app.sandbox.books.documents import insert_document, insert_installment, insert_line
from app.sandbox.books.numbering import new_document_code
from tests.support.sandbox import Tenant


@dataclass(frozen=True)
class Line:
    """A document line to seed: ``quantity`` of a stock item at ``price``."""

    stock_item_id: int
    quantity: float
    price: float
    warehouse_id: int | None = None
    batch_number: str | None = None
    tax_id: int | None = None


@dataclass(frozen=True)
class Seeded:
    id: int
    code: str
    line_ids: list[int]


def _id(conn: sqlite3.Connection, sql: str, *args: object) -> int:
    row = conn.execute(sql, args).fetchone()
    assert row is not None, f"nothing found for {sql} {args}"
    return int(row[0])


def warehouse_id(tenant: Tenant, code: str) -> int:
    with tenant.db.transaction() as conn:
        return _id(
            conn, "SELECT id FROM warehouses WHERE tenant_id = ? AND code = ?", tenant.id, code
        )


def supplier_id(tenant: Tenant, code: str = "SUP-001") -> int:
    with tenant.db.transaction() as conn:
        return _id(
            conn, "SELECT id FROM suppliers WHERE tenant_id = ? AND code = ?", tenant.id, code
        )


def customer_id(tenant: Tenant, number: int = 0) -> int:
    """The ``number``-th active customer of the demo (by id)."""
    with tenant.db.transaction() as conn:
        return _id(
            conn,
            "SELECT id FROM customers WHERE tenant_id = ? AND is_active = 1 ORDER BY id "
            "LIMIT 1 OFFSET ?",
            tenant.id,
            number,
        )


def other_party_id(tenant: Tenant, code: str = "OP-TEST") -> int:
    """An other party (created when the tenant has none with ``code``)."""
    with tenant.db.transaction() as conn:
        row = conn.execute(
            "SELECT id FROM other_parties WHERE tenant_id = ? AND code = ?", (tenant.id, code)
        ).fetchone()
        if row is not None:
            return int(row[0])
        return int(
            conn.execute(
                "INSERT INTO other_parties (tenant_id, code, name) VALUES (?, ?, ?)",
                (tenant.id, code, f"Other party {code}"),
            ).lastrowid
            or 0
        )


def new_item(
    tenant: Tenant,
    code: str,
    *,
    requires_batch: bool = False,
    requires_expiry: bool = False,
    batch_from_expiry: bool = False,
    has_serials: bool = False,
    is_active: bool = True,
    purchase_price: float = 0.0,
) -> int:
    """A stock item with no stock anywhere, so that the demo's stock does not blur sums."""
    now = "2026-01-01T00:00:00.000000+00:00"
    return tenant.execute(
        "INSERT INTO stock_items (tenant_id, code, sku, description, requires_batch, "
        "requires_expiry, batch_from_expiry, has_serials, is_active, purchase_price, "
        "created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
        tenant.id,
        code,
        f"SKU-{code}",
        f"Test item {code}",
        int(requires_batch),
        int(requires_expiry),
        int(batch_from_expiry),
        int(has_serials),
        int(is_active),
        purchase_price,
        now,
        now,
    )


def seed_sales_order(
    tenant: Tenant,
    customer: int,
    warehouse: int,
    lines: Sequence[Line],
    *,
    status: str = "Open",
    is_issued: bool = False,
    document_date: str = "2026-01-05T10:00:00",
) -> Seeded:
    """A sales order written as its create endpoint would (code SO-n, lines, reservations
    while it holds stock)."""
    with tenant.db.transaction() as conn:
        code, serial = new_document_code(conn, tenant.id, "SO")
        order = insert_document(
            conn,
            tenant.id,
            "SO",
            code,
            serial=serial,
            customer_id=customer,
            warehouse_id=warehouse,
            document_date=document_date,
            status=status,
            is_issued=int(is_issued),
        )
        line_ids = [
            insert_line(
                conn,
                order,
                stock_item_id=line.stock_item_id,
                quantity=line.quantity,
                price=line.price,
                warehouse_id=line.warehouse_id,
            )
            for line in lines
        ]
        if orders.holds_stock(conn, order):
            orders.reserve_order(conn, tenant.id, order)
    return Seeded(order, code, line_ids)


def seed_purchase_document(
    tenant: Tenant,
    lines: Sequence[Line],
    *,
    doc_type: str = "PO",
    supplier: int | None = None,
    warehouse: int | None = None,
    created_at: str | None = None,
    document_date: str = "2026-01-05T10:00:00",
    is_archived: bool = False,
    installments: Sequence[tuple[int, float]] = (),
    **values: object,
) -> Seeded:
    """A purchase document (PO, PR or another purchase type) written through the books core;
    ``installments`` are (days, amount) pairs. Totals are the lines' sum."""
    with tenant.db.transaction() as conn:
        code, serial = new_document_code(conn, tenant.id, doc_type)
        total = round(sum(line.quantity * line.price for line in lines), 4)
        extra: dict[str, object] = {"created_at": created_at} if created_at else {}
        document = insert_document(
            conn,
            tenant.id,
            doc_type,
            code,
            serial=serial,
            supplier_id=supplier,
            warehouse_id=warehouse,
            document_date=document_date,
            status="Open",
            is_archived=int(is_archived),
            gross_total=total,
            sub_total=total,
            net_total=total,
            **extra,
            **values,
        )
        line_ids = [
            insert_line(
                conn,
                document,
                stock_item_id=line.stock_item_id,
                quantity=line.quantity,
                price=line.price,
                warehouse_id=line.warehouse_id,
                batch_number=line.batch_number,
                tax_id=line.tax_id,
            )
            for line in lines
        ]
        for days, amount in installments:
            insert_installment(conn, document, days_limit=days, amount=amount)
    return Seeded(document, code, line_ids)
