"""Purchase orders and returns: reading them (spec: transactional documents, "Purchase
orders"). The spec has no endpoint that creates purchase documents: the demo seeds them
(``demo/purchases.py``) and tests write them through ``app.sandbox.books.documents``.

Choices where the spec is silent (GUESSES.md, "Purchase orders"):
- Purchase document types: PO (purchase order), PR (purchase return) and PQ (a supplies
  request, the "other purchase document type" the list also returns).
- The list without code leaves archived documents out (the spec says only the code lookup
  "may return an archived document") and keeps lineless ones; totalCount is the count of
  all matching documents even on a page past the end.
- Find leaves archived documents out; the window is inclusive at both ends; a page is
  ordered newest creation time first, then highest id.
- The response's collections are ``purchaseOrderDetails`` and ``purchaseOrderInstallments``
  (the model's guess); ``nPAccount`` (notes payable) and ``costAllocationAccount`` are read
  from the document's treasury and main account columns; ``needAddedTax`` is ``taxable``
  and ``addedTax`` the tax amount.
- Lines: ``unitPrice`` is the price per base unit, ``price`` the line price per unit as
  entered; ``detailWarehouse`` the line's own warehouse; ``taxRate`` the stored rate.
"""

from __future__ import annotations

import sqlite3
from datetime import datetime
from typing import Annotated

from fastapi import APIRouter, Query

from app.models.common import (
    CurrencyReference,
    PagedResult,
    StockItemReference,
    TaxReference,
    WarehouseReference,
)
from app.models.documents import SupplierReference, UnitOfMeasureReference
from app.models.purchase_orders import (
    FindPurchaseOrdersRequest,
    PurchaseOrderInstallmentResponse,
    PurchaseOrderItemResponse,
    PurchaseOrderResponse,
)
from app.sandbox.db import stored_utc
from app.sandbox.paging import PageRequest, RepairedPage, paged
from app.sandbox.problems import not_found
from app.sandbox.queries import account_reference, exists
from app.sandbox.routing import ApiRoute, CurrentCaller, Db, requires
from app.sandbox.stored_amounts import stored_amount

router = APIRouter(prefix="/purchase-orders", tags=["Purchase orders"], route_class=ApiRoute)

PURCHASE_ORDER = "PO"
PURCHASE_RETURN = "PR"
SUPPLIES_REQUEST = "PQ"
PURCHASE_TYPES = (PURCHASE_ORDER, PURCHASE_RETURN, SUPPLIES_REQUEST)
_PURCHASE_SQL = f"d.type IN ({', '.join(repr(t) for t in PURCHASE_TYPES)})"
_HAS_LINES = "EXISTS (SELECT 1 FROM document_lines AS l WHERE l.document_id = d.id)"


def _moment(stored: str | None) -> datetime | None:
    return datetime.fromisoformat(stored) if stored else None


def _lines(conn: sqlite3.Connection, document_id: int) -> list[PurchaseOrderItemResponse]:
    rows = conn.execute(
        "SELECT l.*, s.code AS item_code, s.description AS item_description, "
        "c.code AS classification_code, t.name AS tax_name, t.rate AS tax_default_rate, "
        "u.name AS unit_name, w.code AS warehouse_code, w.description AS warehouse_name "
        "FROM document_lines AS l LEFT JOIN stock_items AS s ON s.id = l.stock_item_id "
        "LEFT JOIN classifications AS c ON c.id = s.classification_id "
        "LEFT JOIN taxes AS t ON t.id = l.tax_id "
        "LEFT JOIN stock_item_units AS u ON u.id = l.unit_id "
        "LEFT JOIN warehouses AS w ON w.id = l.warehouse_id "
        "WHERE l.document_id = ? ORDER BY l.line_number, l.id",
        (document_id,),
    ).fetchall()
    return [
        PurchaseOrderItemResponse(
            id=row["id"],
            document_id=row["document_id"],
            quantity=stored_amount(row["quantity"]),
            issued_quantity=stored_amount(row["issued_quantity"]),
            unit_price=stored_amount(row["price"] / (row["unit_ratio"] or 1)),
            price=stored_amount(row["price"]),
            tax=TaxReference(id=row["tax_id"], name=row["tax_name"])
            if row["tax_id"] is not None
            else None,
            tax_rate=stored_amount(row["tax_rate"] or row["tax_default_rate"] or 0),
            item_discount=stored_amount(row["item_discount"]),
            item_discount_type=row["item_discount_type"],
            service_item_id=row["service_item_id"],
            stock_item=StockItemReference(
                id=row["stock_item_id"], code=row["item_code"], description=row["item_description"]
            )
            if row["stock_item_id"] is not None
            else None,
            unit_of_measure=UnitOfMeasureReference(id=row["unit_id"], name=row["unit_name"])
            if row["unit_id"] is not None
            else None,
            u_m_ratio=stored_amount(row["unit_ratio"]),
            comments=row["comments"],
            returned_quantity=stored_amount(row["returned_quantity"]),
            batch_number=row["batch_number"],
            production_date=_moment(row["production_date"]),
            expiry_date=_moment(row["expiry_date"]),
            detail_warehouse=WarehouseReference(
                id=row["warehouse_id"], code=row["warehouse_code"], name=row["warehouse_name"]
            )
            if row["warehouse_id"] is not None
            else None,
            stock_item_classification_code=row["classification_code"],
            linked_p_o_detail_id=row["source_line_id"],
        )
        for row in rows
    ]


def _installments(
    conn: sqlite3.Connection, document_id: int
) -> list[PurchaseOrderInstallmentResponse]:
    return [
        PurchaseOrderInstallmentResponse(
            id=row["id"],
            document_id=row["document_id"],
            days_limit=row["days_limit"],
            amount=stored_amount(row["amount"]),
            due_date=_moment(row["due_date"]),
            bank_id=row["bank_id"],
            note_no=row["note_no"],
            comments=row["comments"],
            note_type_id=row["note_type_id"],
        )
        for row in conn.execute(
            "SELECT * FROM document_installments WHERE document_id = ? ORDER BY id",
            (document_id,),
        )
    ]


def render(conn: sqlite3.Connection, document: sqlite3.Row) -> PurchaseOrderResponse:
    """A stored purchase document as PurchaseOrderResponse."""
    supplier = conn.execute(
        "SELECT id, code, name FROM suppliers WHERE id = ?", (document["supplier_id"],)
    ).fetchone()
    warehouse = conn.execute(
        "SELECT id, code, description FROM warehouses WHERE id = ?", (document["warehouse_id"],)
    ).fetchone()
    currency = conn.execute(
        "SELECT id, code, name FROM currencies WHERE id = ?", (document["currency_id"],)
    ).fetchone()
    tenant_id = int(document["tenant_id"])
    return PurchaseOrderResponse(
        id=document["id"],
        document_code=document["code"],
        document_type=document["type"],
        order_status=document["status"],
        paper_number=document["paper_number"],
        supplier=SupplierReference(**dict(supplier)) if supplier else None,
        purchase_person_id=document["purchase_person_id"],
        warehouse=WarehouseReference(
            id=warehouse["id"], code=warehouse["code"], name=warehouse["description"]
        )
        if warehouse
        else None,
        treasury_id=document["treasury_account_id"],
        n_p_account=account_reference(conn, tenant_id, document["treasury_account_id"]),
        cost_allocation_account=account_reference(conn, tenant_id, document["main_account_id"]),
        currency=CurrencyReference(**dict(currency)) if currency else None,
        exchange_rate=stored_amount(document["exchange_rate"]),
        document_date=_moment(document["document_date"]),
        shipping_date=_moment(document["shipping_date"]),
        gross_total=stored_amount(document["gross_total"]),
        sub_total=stored_amount(document["sub_total"]),
        net_total=stored_amount(document["net_total"]),
        total_items_discounts=stored_amount(document["total_items_discounts"]),
        discount=stored_amount(document["discount"]),
        discount_rate=stored_amount(document["discount_rate"]),
        taxable=bool(document["taxable"]),
        need_added_tax=bool(document["taxable"]),
        apply_tax_after_discount=bool(document["apply_tax_after_discount"]),
        tax=stored_amount(document["tax"]),
        added_tax=stored_amount(document["tax"]),
        purchase_order_details=_lines(conn, document["id"]),
        purchase_order_installments=_installments(conn, document["id"]),
    )


@router.get("", **requires("read:purchase-order"))
def list_purchase_orders(
    caller: CurrentCaller,
    db: Db,
    page: RepairedPage,
    code: Annotated[str | None, Query()] = None,
) -> PagedResult[PurchaseOrderResponse]:
    """Without code: every purchase document type (not archived), ordered by id, paging
    silently repaired. With code (exact, trimmed): at most one, paging ignored, archived
    ones included, lineless ones skipped; no match is 200 with an empty list."""
    with db.transaction() as conn:
        if code is not None and code.strip():
            row = conn.execute(
                f"SELECT d.* FROM documents AS d WHERE d.tenant_id = ? AND {_PURCHASE_SQL} "
                f"AND d.code = ? AND {_HAS_LINES} ORDER BY d.id LIMIT 1",
                (caller.tenant_id, code.strip()),
            ).fetchone()
            found = [render(conn, row)] if row is not None else []
            everything = PageRequest(0, max(page.limit, 1))
            return paged(found, len(found), everything, zero_total_when_empty=False)
        condition = f"d.tenant_id = ? AND {_PURCHASE_SQL} AND d.is_archived = 0"
        total = conn.execute(
            f"SELECT count(*) FROM documents AS d WHERE {condition}", (caller.tenant_id,)
        ).fetchone()[0]
        rows = conn.execute(
            f"SELECT d.* FROM documents AS d WHERE {condition} ORDER BY d.id LIMIT ? OFFSET ?",
            (caller.tenant_id, page.limit, page.offset),
        ).fetchall()
        items = [render(conn, row) for row in rows]
    return paged(items, total, page, zero_total_when_empty=False)


@router.get("/{document_id:int}", **requires("read:purchase-order"))
def get_purchase_order(document_id: int, caller: CurrentCaller, db: Db) -> PurchaseOrderResponse:
    """Any purchase document type, archived ones too; unknown or lineless: 404."""
    with db.transaction() as conn:
        row = conn.execute(
            f"SELECT d.* FROM documents AS d WHERE d.id = ? AND d.tenant_id = ? "
            f"AND {_PURCHASE_SQL} AND {_HAS_LINES}",
            (document_id, caller.tenant_id),
        ).fetchone()
        if row is None:
            raise not_found(f"The purchase document {document_id} does not exist.")
        return render(conn, row)


def _find(
    body: FindPurchaseOrdersRequest, caller_tenant: int, db: Db, doc_type: str
) -> PagedResult[PurchaseOrderResponse]:
    """Find rules: creation-time window (a date-only dateTo is the start of that day),
    optional supplier (unknown 404), newest first; the page is filled, then lineless
    documents are dropped while totalCount still counts them."""
    with db.transaction() as conn:
        if body.supplier_id is not None and not exists(
            conn,
            "SELECT 1 FROM suppliers WHERE id = ? AND tenant_id = ?",
            body.supplier_id,
            caller_tenant,
        ):
            raise not_found(f"The supplier {body.supplier_id} does not exist.")
        where = [
            "d.tenant_id = ?",
            "d.type = ?",
            "d.is_archived = 0",
            "d.created_at >= ?",
            "d.created_at <= ?",
        ]
        args: list[object] = [
            caller_tenant,
            doc_type,
            stored_utc(body.date_from),
            stored_utc(body.date_to),
        ]
        if body.supplier_id is not None:
            where.append("d.supplier_id = ?")
            args.append(body.supplier_id)
        condition = " AND ".join(where)
        total = conn.execute(
            f"SELECT count(*) FROM documents AS d WHERE {condition}", args
        ).fetchone()[0]
        rows = conn.execute(
            f"SELECT d.*, {_HAS_LINES} AS has_lines FROM documents AS d WHERE {condition} "
            "ORDER BY d.created_at DESC, d.id DESC LIMIT ? OFFSET ?",
            [*args, body.limit, body.offset],
        ).fetchall()
        items = [render(conn, row) for row in rows if row["has_lines"]]
    return paged(items, total, PageRequest(body.offset, body.limit), zero_total_when_empty=False)


@router.post("/find", **requires("read:purchase-order"))
def find_purchase_orders(
    body: FindPurchaseOrdersRequest, caller: CurrentCaller, db: Db
) -> PagedResult[PurchaseOrderResponse]:
    """Purchase orders only (see ``_find``)."""
    return _find(body, caller.tenant_id, db, PURCHASE_ORDER)


@router.post("/purchase-returns/find", **requires("read:purchase-return"))
def find_purchase_returns(
    body: FindPurchaseOrdersRequest, caller: CurrentCaller, db: Db
) -> PagedResult[PurchaseOrderResponse]:
    """Purchase returns only (see ``_find``)."""
    return _find(body, caller.tenant_id, db, PURCHASE_RETURN)
