"""Sales orders (spec: transactional documents, "Sales order", "Sales orders" and the
states table).

List, get by id and create follow the spec's numbered rules. Every other operation is "not
shown"; the sandbox's design is in GUESSES.md ("Sales orders") and summed up here:

- Totals are computed from the lines; sent totals are ignored (``compute_order_totals``).
- Create checks, in this order: header (store or warehouse, customer, sales person, cost
  center), date, currency, reference numbers, lines (items, units, bundles, taxes,
  duplicates, serials, prices), totals, e-invoicing, payment, store quota.
- A sales store's quota is the free stock of its warehouse (on hand less what other open
  orders reserve): with ``preventExceedingStoreQuota`` on, an order from a store may not
  ask for more (PrventStockItemsExceedStoreQuotaLimit).
- Open orders reserve their stock (``books.orders``); every transition out of "open"
  releases it, and an update releases and reserves again.
- ``/issued`` writes the order and its issue offering (IO) in one transaction;
  ``/unissue`` takes the stock back with a return receipt (RR) and reopens the order.
- ``/cash-in`` writes a cash-in (CI) crediting the customer's receivable and records it
  against the order, whose paid amounts and payment status follow.
"""

from __future__ import annotations

import sqlite3
from collections import defaultdict
from collections.abc import Sequence
from dataclasses import dataclass, field
from datetime import datetime, timedelta
from decimal import Decimal
from typing import Annotated, Any

from fastapi import APIRouter, Query, Response
from pydantic import TypeAdapter, ValidationError

from app.models.base import INT32_MAX, INT32_MIN, IsoDateTime
from app.models.common import (
    CurrencyReference,
    PagedResult,
    StockItemReference,
    TaxReference,
    WarehouseReference,
)
from app.models.documents import (
    AmountStatus,
    CostCenterReference,
    CustomerReference,
    DiscountType,
    SalesOrderPaymentStatus,
    SalesOrderStatus,
    SalesPersonReference,
    SalesStoreReference,
    UnitOfMeasureReference,
)
from app.models.error_codes import ErrorCode
from app.models.journal_entries import CashTransactionResponse
from app.models.sales_orders import (
    SALES_ORDER_RATE_DECIMALS,
    PrintTemplateResponse,
    SalesOrderCashInRequest,
    SalesOrderDetailRequest,
    SalesOrderDetailResponse,
    SalesOrderHeaderListResponse,
    SalesOrderHeaderUpdateRequest,
    SalesOrderInstallmentResponse,
    SalesOrderRequest,
    SalesOrderResponse,
    SalesOrderStatusRequest,
    SalesOrderTagsRequest,
)
from app.sandbox.auth import Caller
from app.sandbox.books import cash, dates, orders, stock
from app.sandbox.books.documents import insert_document, insert_installment, insert_line, set_tags
from app.sandbox.books.documents import tags_of as document_tags
from app.sandbox.books.ledger import Posting, account_of_type
from app.sandbox.books.numbering import new_document_code, normalized_code
from app.sandbox.books.work_orders import WorkOrderHeader, WorkOrderLine, record_work_order
from app.sandbox.db import utc_now
from app.sandbox.order_totals import OrderTotals, compute_order_totals, is_taxable, line_discount
from app.sandbox.paging import StrictPage, paged
from app.sandbox.permissions import DataKind, may_see, permitted_ids
from app.sandbox.problems import business_rule, invalid, not_found
from app.sandbox.queries import contains_pattern, exists
from app.sandbox.routing import ApiRoute, CurrentCaller, Db, requires
from app.sandbox.settings import get_flag, get_int, get_setting
from app.sandbox.stored_amounts import stored_amount_or_zero

router = APIRouter(prefix="/sales-orders", tags=["Sales orders"], route_class=ApiRoute)

ORDER, RETURN = "SO", "SR"
OPEN, SHIPPED, CANCELLED = "Open", "Shipped", "Cancelled"
# Statuses a clerk may set with PATCH .../status: the working states of an open order.
# Shipped comes only from an issue and Cancelled only from cancel (they move stock).
SETTABLE_STATUSES = frozenset({OPEN, "Pending", "Processing"})
DELETABLE_STATUSES = frozenset({OPEN, "Pending", "Processing", CANCELLED})


# -- reading ----------------------------------------------------------------------------------
def _reference_row(conn: sqlite3.Connection, sql: str, key: object) -> sqlite3.Row | None:
    if key is None:
        return None
    row: sqlite3.Row | None = conn.execute(sql, (key,)).fetchone()
    return row


def _line_response(conn: sqlite3.Connection, row: sqlite3.Row) -> SalesOrderDetailResponse:
    item = _reference_row(
        conn, "SELECT id, code, description FROM stock_items WHERE id = ?", row["stock_item_id"]
    )
    tax = _reference_row(conn, "SELECT id, name, rate FROM taxes WHERE id = ?", row["tax_id"])
    withholding = _reference_row(
        conn, "SELECT id, name, rate FROM taxes WHERE id = ?", row["withholding_tax_id"]
    )
    unit = _reference_row(
        conn, "SELECT id, name FROM stock_item_units WHERE id = ?", row["unit_id"]
    )
    warehouse = _reference_row(
        conn, "SELECT id, code, description FROM warehouses WHERE id = ?", row["warehouse_id"]
    )
    quantity = float(row["quantity"] or 0)
    return SalesOrderDetailResponse(
        id=row["id"],
        document_id=row["document_id"],
        stock_item=StockItemReference(
            id=item["id"], code=item["code"], description=item["description"]
        )
        if item
        else (StockItemReference(id=row["stock_item_id"]) if row["stock_item_id"] else None),
        service_item_id=row["service_item_id"],
        bundle_id=row["bundle_id"],
        quantity=stored_amount_or_zero(quantity),
        issued_quantity=stored_amount_or_zero(row["issued_quantity"]),
        returned_quantity=stored_amount_or_zero(row["returned_quantity"]),
        price=stored_amount_or_zero(row["price"]),
        # The price after the line's own discount, per unit.
        unit_price=stored_amount_or_zero(
            float(row["price"] or 0) - float(row["unit_discount"] or 0)
        ),
        tax=TaxReference(id=tax["id"], name=tax["name"], rate=tax["rate"]) if tax else None,
        tax_rate=stored_amount_or_zero(row["tax_rate"]),
        withholding_tax=TaxReference(
            id=withholding["id"], name=withholding["name"], rate=withholding["rate"]
        )
        if withholding
        else None,
        item_discount=stored_amount_or_zero(row["item_discount"]),
        item_discount_type=row["item_discount_type"],
        unit_of_measure=UnitOfMeasureReference(id=unit["id"], name=unit["name"]) if unit else None,
        warehouse=WarehouseReference(
            id=warehouse["id"], code=warehouse["code"], name=warehouse["description"]
        )
        if warehouse
        else None,
        description=row["description"],
        comments=row["comments"],
    )


def _related_codes(conn: sqlite3.Connection, row: sqlite3.Row) -> tuple[list[str], list[str]]:
    """(sales return codes of an order, sales order codes of a return)."""
    if row["type"] == ORDER:
        returns = [
            str(r[0])
            for r in conn.execute(
                "SELECT code FROM documents WHERE type = 'SR' AND related_document_id = ? "
                "ORDER BY id",
                (row["id"],),
            )
        ]
        return returns, []
    source = conn.execute(
        "SELECT code FROM documents WHERE id = ? AND type = 'SO'", (row["related_document_id"],)
    ).fetchone()
    return [], [str(source[0])] if source else []


def paid_amounts(conn: sqlite3.Connection, document_id: int) -> dict[str, float]:
    """Money received against an order, per paying document code."""
    amounts: dict[str, float] = defaultdict(float)
    for row in conn.execute(
        "SELECT d.code, p.amount FROM document_payments AS p "
        "JOIN documents AS d ON d.id = p.payment_document_id WHERE p.document_id = ? "
        "ORDER BY p.id",
        (document_id,),
    ):
        amounts[str(row["code"])] += float(row["amount"])
    return dict(amounts)


def order_response(
    conn: sqlite3.Connection, row: sqlite3.Row, model: type[SalesOrderResponse] = SalesOrderResponse
) -> SalesOrderResponse:
    """An order (or a sales return) as GET by id and the list return it."""
    customer = _reference_row(
        conn, "SELECT id, code, name FROM customers WHERE id = ?", row["customer_id"]
    )
    person = _reference_row(
        conn, "SELECT id, code, name FROM sales_persons WHERE id = ?", row["sales_person_id"]
    )
    warehouse = _reference_row(
        conn, "SELECT id, code, description FROM warehouses WHERE id = ?", row["warehouse_id"]
    )
    store = _reference_row(
        conn, "SELECT id, code, description FROM sales_stores WHERE id = ?", row["sales_store_id"]
    )
    center = _reference_row(
        conn, "SELECT id, code, name FROM cost_centers WHERE id = ?", row["cost_center_id"]
    )
    currency = _reference_row(
        conn, "SELECT id, code, name FROM currencies WHERE id = ?", row["currency_id"]
    )
    creator = _reference_row(conn, "SELECT email FROM api_users WHERE id = ?", row["created_by"])
    lines = conn.execute(
        "SELECT * FROM document_lines WHERE document_id = ? ORDER BY line_number, id", (row["id"],)
    ).fetchall()
    installments = conn.execute(
        "SELECT * FROM document_installments WHERE document_id = ? ORDER BY id", (row["id"],)
    ).fetchall()
    returns, source_orders = _related_codes(conn, row)
    return model(
        id=row["id"],
        code=row["code"],
        document_type=row["type"],
        # A sales return has no order status of its own unless one was stored.
        order_status=row["status"] or (OPEN if row["type"] == ORDER else None),
        payment_status=row["payment_status"],
        # "paperNumber falls back to the document number."
        paper_number=row["paper_number"] or row["code"],
        customer=CustomerReference(id=customer["id"], code=customer["code"], name=customer["name"])
        if customer
        else None,
        sales_person=SalesPersonReference(id=person["id"], code=person["code"], name=person["name"])
        if person
        else None,
        warehouse=WarehouseReference(
            id=warehouse["id"], code=warehouse["code"], name=warehouse["description"]
        )
        if warehouse
        else None,
        sales_store=SalesStoreReference(
            id=store["id"], code=store["code"], description=store["description"]
        )
        if store
        else None,
        cost_center=CostCenterReference(id=center["id"], code=center["code"], name=center["name"])
        if center
        else None,
        currency=CurrencyReference(id=currency["id"], code=currency["code"], name=currency["name"])
        if currency
        else None,
        exchange_rate=stored_amount_or_zero(row["exchange_rate"]),
        document_date=row["document_date"],
        shipping_date=row["shipping_date"],
        gross_total=stored_amount_or_zero(row["gross_total"]),
        sub_total=stored_amount_or_zero(row["sub_total"]),
        net_total=stored_amount_or_zero(row["net_total"]),
        total_items_discounts=stored_amount_or_zero(row["total_items_discounts"]),
        discount=stored_amount_or_zero(row["discount"]),
        discount_rate=stored_amount_or_zero(row["discount_rate"]),
        taxable=bool(row["taxable"]),
        apply_tax_after_discount=bool(row["apply_tax_after_discount"]),
        tax=stored_amount_or_zero(row["tax"]),
        shippment_cost=stored_amount_or_zero(row["shipment_cost"]),
        cash_amount=stored_amount_or_zero(row["cash_amount"]),
        on_account_amount=stored_amount_or_zero(row["on_account_amount"]),
        # "isApproved is always true for an order requiring automatic issue; otherwise it
        # reflects whether all approvals passed."
        is_approved=bool(row["require_auto_work_order"] or row["is_approved"]),
        is_issued=bool(row["is_issued"]),
        require_auto_workorder=bool(row["require_auto_work_order"]),
        channel=row["channel"],
        notes=row["notes"],
        external_id=row["external_id"],
        tags=document_tags(conn, row["id"]),
        related_sales_return_codes=returns,
        related_sales_order_codes=source_orders,
        paid_amounts={
            code: stored_amount_or_zero(amount)
            for code, amount in paid_amounts(conn, row["id"]).items()
        },
        created_by=creator["email"] if creator else None,
        sales_order_details=[_line_response(conn, line) for line in lines],
        sales_order_installments=[
            SalesOrderInstallmentResponse(
                id=i["id"],
                document_id=i["document_id"],
                days_limit=i["days_limit"],
                amount=stored_amount_or_zero(i["amount"]),
                due_date=i["due_date"],
                account_id=i["account_id"],
                payment_type=i["payment_type"],
            )
            for i in installments
        ],
    )


def _visible_warehouses(conn: sqlite3.Connection, caller: Caller) -> set[int] | None:
    return permitted_ids(conn, caller, DataKind.WAREHOUSE)


def _order_warehouse(conn: sqlite3.Connection, row: sqlite3.Row) -> int | None:
    """The warehouse an order's data permission is decided on: its own, else its sales
    store's (a store has no data-permission kind of its own)."""
    if row["warehouse_id"] is not None:
        return int(row["warehouse_id"])
    store = conn.execute(
        "SELECT warehouse_id FROM sales_stores WHERE id = ?", (row["sales_store_id"],)
    ).fetchone()
    return int(store[0]) if store else None


def _load_order(
    conn: sqlite3.Connection,
    caller: Caller,
    *,
    order_id: int | None = None,
    code: str | None = None,
    types: Sequence[str] = (ORDER,),
) -> sqlite3.Row:
    """An order of the caller's tenant, by id or code (normalized); unknown, or in a
    warehouse the caller may not see: 404."""
    marks = ", ".join("?" * len(types))
    if order_id is not None:
        row = conn.execute(
            f"SELECT * FROM documents WHERE tenant_id = ? AND id = ? AND type IN ({marks})",
            (caller.tenant_id, order_id, *types),
        ).fetchone()
        label = str(order_id)
    else:
        label = normalized_code(code or "")
        row = conn.execute(
            f"SELECT * FROM documents WHERE tenant_id = ? AND code = ? AND type IN ({marks})",
            (caller.tenant_id, label, *types),
        ).fetchone()
    if row is None:
        raise not_found(f"Sales order {label} does not exist.")
    warehouse_id = _order_warehouse(conn, row)
    if warehouse_id is not None and not may_see(conn, caller, DataKind.WAREHOUSE, warehouse_id):
        raise not_found(f"Sales order {label} does not exist.")
    loaded: sqlite3.Row = row
    return loaded


DATE_FILTER: dict[str, Any] = {
    "json_schema_extra": {
        "anyOf": [{"type": "string", "format": "date"}, {"type": "string", "format": "date-time"}]
    }
}
"""A date filter's text, as ``_date_bound`` reads it: an ISO 8601 date, or date and time."""


_DATE_FILTER_TEXT: TypeAdapter[datetime] = TypeAdapter(IsoDateTime)
"""A date filter's text read as every other request date is (the work orders' list's):
``datetime.fromisoformat`` also took forms the OpenAPI's date and date-time do not
(``20261201``, ``2026-W01``, ``2026-12-01T10``)."""


def _date_bound(value: str, name: str) -> str:
    """A filter bound as stored document dates compare: a date alone is the start of that
    day ("a date-only upper bound means start of that day"); a zone is dropped as stored."""
    try:
        parsed = _DATE_FILTER_TEXT.validate_python(value.strip())
    except ValidationError as exc:
        raise invalid(name, f"The value '{value}' is not a valid date.") from exc
    return dates.stored_document_date(parsed)


@router.get("", **requires("read:sales-order"))
def list_orders(
    caller: CurrentCaller,
    db: Db,
    page: StrictPage,
    document_code: Annotated[str | None, Query(alias="documentCode")] = None,
    paper_number: Annotated[str | None, Query(alias="paperNumber")] = None,
    warehouse_id: Annotated[
        int | None, Query(alias="warehouseId", ge=INT32_MIN, le=INT32_MAX)
    ] = None,
    sales_person_id: Annotated[
        int | None, Query(alias="salesPersonId", ge=INT32_MIN, le=INT32_MAX)
    ] = None,
    customer_id: Annotated[
        int | None, Query(alias="customerId", ge=INT32_MIN, le=INT32_MAX)
    ] = None,
    tags: Annotated[str | None, Query()] = None,
    order_date_from: Annotated[str | None, Query(alias="orderDateFrom", **DATE_FILTER)] = None,
    order_date_to: Annotated[str | None, Query(alias="orderDateTo", **DATE_FILTER)] = None,
    order_status: Annotated[SalesOrderStatus | None, Query(alias="orderStatus")] = None,
    created_by: Annotated[str | None, Query(alias="createdBy")] = None,
    warehouse_only: Annotated[bool, Query(alias="warehouseOnly")] = True,
    only_my_orders: Annotated[bool, Query(alias="onlyMyOrders")] = True,
    payment_status: Annotated[SalesOrderPaymentStatus | None, Query(alias="paymentStatus")] = None,
) -> PagedResult[SalesOrderHeaderListResponse]:
    """Rules 1-5 of the list; sales returns appear too (rule 3)."""
    # Rule 5: orders whose customer no longer exists are left out (the inner join).
    where = ["d.tenant_id = ?", "d.type IN ('SO', 'SR')"]
    args: list[object] = [caller.tenant_id]
    with db.transaction() as conn:
        # Rule 1: only warehouses (and stores of warehouses) the user may see; none: empty.
        allowed = _visible_warehouses(conn, caller)
        if allowed is not None:
            if not allowed:
                return paged([], 0, page, zero_total_when_empty=True)
            marks = ", ".join("?" * len(allowed))
            where.append(f"coalesce(d.warehouse_id, s.warehouse_id) IN ({marks})")
            args.extend(sorted(allowed))
        # Rule 2: empty documentCode, paperNumber or createdBy mean no filter.
        if document_code and document_code.strip():
            where.append("d.code = ?")
            args.append(normalized_code(document_code))
        if paper_number and paper_number.strip():
            where.append("d.paper_number LIKE ? ESCAPE '\\'")
            args.append(contains_pattern(paper_number.strip()))
        if created_by and created_by.strip():
            where.append("lower(u.email) = lower(?)")
            args.append(created_by.strip())
        for column, value in (
            ("d.warehouse_id", warehouse_id),
            ("d.sales_person_id", sales_person_id),
            ("d.customer_id", customer_id),
        ):
            if value is not None:
                where.append(f"{column} = ?")
                args.append(value)
        wanted_tags = [tag.strip() for tag in (tags or "").split(",") if tag.strip()]
        if wanted_tags:
            where.append(
                "EXISTS (SELECT 1 FROM document_tags AS t WHERE t.document_id = d.id "
                f"AND t.tag IN ({', '.join('?' * len(wanted_tags))}))"
            )
            args.extend(wanted_tags)
        # An empty date is no date (400), as the work orders' list and the OpenAPI have it:
        # unlike an empty code (rule 2), it is not said to mean "no filter".
        if order_date_from is not None:
            where.append("d.document_date >= ?")
            args.append(_date_bound(order_date_from, "orderDateFrom"))
        if order_date_to is not None:
            where.append("d.document_date <= ?")
            args.append(_date_bound(order_date_to, "orderDateTo"))
        if order_status is not None:
            where.append("coalesce(d.status, 'Open') = ?")
            args.append(order_status.value)
        if warehouse_only:
            where.append("d.sales_store_id IS NULL")
        if only_my_orders:
            where.append("d.created_by = ?")
            args.append(caller.user_id)
        if payment_status is SalesOrderPaymentStatus.Unpaid:
            where.append("coalesce(d.payment_status, 'Unpaid') = 'Unpaid'")
        elif payment_status is not None:
            where.append("d.payment_status = ?")
            args.append(payment_status.value)
        source = (
            "FROM documents AS d JOIN customers AS c ON c.id = d.customer_id "
            "LEFT JOIN sales_stores AS s ON s.id = d.sales_store_id "
            "LEFT JOIN api_users AS u ON u.id = d.created_by "
            f"WHERE {' AND '.join(where)}"
        )
        total = int(conn.execute(f"SELECT count(*) {source}", args).fetchone()[0])
        rows = conn.execute(
            f"SELECT d.* {source} ORDER BY d.id DESC LIMIT ? OFFSET ?",
            (*args, page.limit, page.offset),
        ).fetchall()
        items = [order_response(conn, row, SalesOrderHeaderListResponse) for row in rows]
    # Rule 4: id descending; totalCount 0 when the requested page is empty.
    return paged(items, total, page, zero_total_when_empty=True)  # type: ignore[arg-type]


@router.get("/print-templates", **requires("read:sales-order"))
def list_print_templates(caller: CurrentCaller, db: Db) -> list[PrintTemplateResponse]:
    """The organization's order layouts, the default first."""
    with db.transaction() as conn:
        rows = conn.execute(
            "SELECT * FROM print_templates WHERE tenant_id = ? AND document_type = 'SO' "
            "ORDER BY is_default DESC, id",
            (caller.tenant_id,),
        ).fetchall()
    return [_template_response(row) for row in rows]


@router.get("/print-templates/{template_id:int}", **requires("read:sales-order"))
def get_print_template(template_id: int, caller: CurrentCaller, db: Db) -> PrintTemplateResponse:
    with db.transaction() as conn:
        row = conn.execute(
            "SELECT * FROM print_templates WHERE tenant_id = ? AND id = ? AND document_type = 'SO'",
            (caller.tenant_id, template_id),
        ).fetchone()
    if row is None:
        raise not_found(f"Print template {template_id} does not exist.")
    return _template_response(row)


def _template_response(row: sqlite3.Row) -> PrintTemplateResponse:
    return PrintTemplateResponse(
        id=row["id"],
        name=row["name"],
        description=row["body"].splitlines()[0] if row["body"] else None,
        is_default=bool(row["is_default"]),
        paper_size=row["paper_size"],
        body=row["body"],
    )


@router.get("/{order_id:int}", **requires("read:sales-order"))
def get_order(order_id: int, caller: CurrentCaller, db: Db) -> SalesOrderResponse:
    """An order, or a sales return by its id (with relatedSalesOrderCodes)."""
    with db.transaction() as conn:
        row = _load_order(conn, caller, order_id=order_id, types=(ORDER, RETURN))
        return order_response(conn, row)


# -- create: checks and totals ----------------------------------------------------------------
@dataclass
class PreparedLine:
    """A request line resolved against the organization's data, in the order's currency."""

    stock_item_id: int | None
    service_item_id: int | None
    bundle_id: int | None
    bundle_quantity: float | None
    quantity: float
    price: float
    unit_id: int | None
    unit_ratio: float
    tax_id: int | None
    tax_rate: float
    withholding_tax_id: int | None
    withholding_tax_rate: float
    item_discount: float
    item_discount_type: str
    warehouse_id: int | None
    description: str | None
    comments: str | None
    serial_ids: list[int] = field(default_factory=list)
    discount_amount: float = 0.0

    @property
    def gross(self) -> float:
        return self.quantity * self.price

    @property
    def net(self) -> float:
        return self.gross - self.discount_amount


@dataclass
class PreparedOrder:
    """A request checked against the organization: what will be written."""

    values: dict[str, object]
    lines: list[PreparedLine]
    installments: list[dict[str, object]]
    tags: list[str]
    warehouse_id: int  # where its stock is (the order's, or its store's)
    totals: OrderTotals


def _f(value: Decimal | None, default: float = 0.0) -> float:
    return float(value) if value is not None else default


def _check_header(
    conn: sqlite3.Connection, caller: Caller, body: SalesOrderRequest
) -> tuple[sqlite3.Row, int]:
    """Rule 1 and the header's references; returns (customer row, stock warehouse id)."""
    tenant_id = caller.tenant_id
    if body.warehouse_id is not None:
        if not exists(
            conn,
            "SELECT 1 FROM warehouses WHERE tenant_id = ? AND id = ?",
            tenant_id,
            body.warehouse_id,
        ):
            raise invalid("warehouseId", f"Warehouse {body.warehouse_id} does not exist.")
        warehouse_id = body.warehouse_id
    else:
        store = conn.execute(
            "SELECT warehouse_id FROM sales_stores WHERE tenant_id = ? AND id = ?",
            (tenant_id, body.sales_store_id),
        ).fetchone()
        if store is None:
            raise invalid("salesStoreId", f"Sales store {body.sales_store_id} does not exist.")
        warehouse_id = int(store[0])
    if not may_see(conn, caller, DataKind.WAREHOUSE, warehouse_id):
        raise invalid("warehouseId", "You have no data permission on this warehouse.")
    customer = conn.execute(
        "SELECT * FROM customers WHERE tenant_id = ? AND id = ?", (tenant_id, body.customer_id)
    ).fetchone()
    if customer is None:
        # Rule 1: "Unknown customerId gives 400."
        raise invalid("customerId", f"Customer {body.customer_id} does not exist.")
    hidden = get_flag(conn, tenant_id, "customerDataPermissions") and not may_see(
        conn, caller, DataKind.CUSTOMER, int(customer["id"])
    )
    if hidden or not customer["is_active"]:
        # Guess: a customer that exists but the caller may not sell to (inactive, or
        # outside its customer data permissions) is the 409 CustomerNotFound.
        raise business_rule(
            ErrorCode.CustomerNotFound, f"Customer {body.customer_id} cannot be sold to."
        )
    if body.sales_person_id is not None:
        if not exists(
            conn,
            "SELECT 1 FROM sales_persons WHERE tenant_id = ? AND id = ?",
            tenant_id,
            body.sales_person_id,
        ):
            raise invalid("salesPersonId", f"Sales person {body.sales_person_id} does not exist.")
    elif get_flag(conn, tenant_id, "salesPersonRequired"):
        raise business_rule(ErrorCode.SalesPersonRequired, "The order needs a sales person.")
    if body.cost_center_id is not None:
        if not exists(
            conn,
            "SELECT 1 FROM cost_centers WHERE tenant_id = ? AND id = ? AND is_active = 1",
            tenant_id,
            body.cost_center_id,
        ):
            raise business_rule(
                ErrorCode.CostCenterNotFound, f"Cost center {body.cost_center_id} does not exist."
            )
        if not may_see(conn, caller, DataKind.COST_CENTER, body.cost_center_id):
            raise business_rule(
                ErrorCode.CostCenterNotPermitted,
                f"You have no data permission on cost center {body.cost_center_id}.",
            )
    elif get_flag(conn, tenant_id, "costCenterRequired"):
        raise business_rule(
            ErrorCode.CostCenterRequiredOnSalesDocument, "The order needs a cost center."
        )
    return customer, warehouse_id


def _currency(
    conn: sqlite3.Connection, tenant_id: int, body: SalesOrderRequest
) -> tuple[int, float]:
    """(currency id, exchange rate). Rule 4: without multiple currencies currencyId is
    ignored and the rate is 1. A foreign currency without a rate takes the current one."""
    system = dates.system_currency(conn, tenant_id)
    if system is None:
        raise business_rule(
            ErrorCode.NoSystemCurrency, "The organization has no system currency set up."
        )
    if not get_flag(conn, tenant_id, "multipleCurrencies") or body.currency_id is None:
        return system, 1.0
    if not exists(
        conn, "SELECT 1 FROM currencies WHERE tenant_id = ? AND id = ?", tenant_id, body.currency_id
    ):
        raise invalid("currencyId", f"Currency {body.currency_id} does not exist.")
    if body.currency_id == system:
        return system, 1.0
    problem = dates.rate_decimals_problem(body.exchange_rate, SALES_ORDER_RATE_DECIMALS)
    if problem is not None:
        raise problem
    if body.exchange_rate is not None:
        return body.currency_id, float(body.exchange_rate)
    return body.currency_id, dates.current_rate(conn, body.currency_id)


def _check_tax(
    conn: sqlite3.Connection,
    tenant_id: int,
    tax_id: int | None,
    *,
    withholding: bool,
    service: bool,
    einvoicing: bool,
    previous_tax_ids: frozenset[int],
) -> sqlite3.Row | None:
    """Rule 2 and the tax codes of rule 5 for one tax of a line."""
    if tax_id is None:
        return None
    row: sqlite3.Row | None = conn.execute(
        "SELECT * FROM taxes WHERE tenant_id = ? AND id = ?", (tenant_id, tax_id)
    ).fetchone()
    if row is None:
        if tax_id in previous_tax_ids:
            # The order's stored line had this tax and it was deleted since (only a
            # database edited by hand can get there: a used tax cannot be deleted).
            raise business_rule(
                ErrorCode.SO_PO_TaxHasBeenDeleted, f"Tax {tax_id} on this order was deleted."
            )
        raise business_rule(ErrorCode.TaxNotFound, f"Tax {tax_id} does not exist.")
    if not row["active"]:
        raise business_rule(ErrorCode.CannotAssignInactiveTax, f"Tax {row['name']} is inactive.")
    is_withholding_tax = row["sales_withholding_account_id"] is not None
    if is_withholding_tax != withholding:
        raise business_rule(
            ErrorCode.InvalidTaxTypeForItem,
            f"Tax {row['name']} is "
            + ("not a withholding tax." if withholding else "a withholding tax."),
        )
    scope = row["scope"]
    if scope is not None and scope != ("ServiceItem" if service else "StockItem"):
        raise business_rule(
            ErrorCode.InvalidTaxScopeForItem,
            f"Tax {row['name']} is for {scope} lines only.",
        )
    if einvoicing and row["einvoice_tax_type_id"] is None:
        raise business_rule(
            ErrorCode.MustSelectValidWHTaxType if withholding else ErrorCode.MustSelectValidTaxType,
            f"Tax {row['name']} has no e-invoice tax type; the organization e-invoices.",
        )
    return row


def _line_discount(detail: SalesOrderDetailRequest, gross: float) -> float:
    return line_discount(_f(detail.item_discount), detail.item_discount_type, gross)


def _stock_line(
    conn: sqlite3.Connection, tenant_id: int, detail: SalesOrderDetailRequest, index: int
) -> tuple[sqlite3.Row, int | None, float]:
    """The stock item of a line, its unit and ratio (unknown ids: EdaraBusinessError)."""
    item = conn.execute(
        "SELECT * FROM stock_items WHERE tenant_id = ? AND id = ?",
        (tenant_id, detail.stock_item_id),
    ).fetchone()
    if item is None:
        raise business_rule(
            ErrorCode.EdaraBusinessError,
            f"Line {index + 1}: stock item {detail.stock_item_id} does not exist.",
        )
    if detail.unit_of_measure_id is None:
        return item, None, 1.0
    unit = conn.execute(
        "SELECT ratio FROM stock_item_units WHERE id = ? AND stock_item_id = ?",
        (detail.unit_of_measure_id, detail.stock_item_id),
    ).fetchone()
    if unit is None:
        raise business_rule(
            ErrorCode.EdaraBusinessError,
            f"Line {index + 1}: unit {detail.unit_of_measure_id} is not a unit of this item.",
        )
    return item, detail.unit_of_measure_id, float(unit[0])


def _serial_ids(
    conn: sqlite3.Connection,
    tenant_id: int,
    detail: SalesOrderDetailRequest,
    index: int,
    order_id: int | None,
) -> list[int]:
    """The serials a line reserves: each must be a serial of the item in stock, and not on
    another open order (SerialAlreadyReserved)."""
    ids = []
    for serial in dict.fromkeys(s.strip() for s in detail.serials if s.strip()):
        row = conn.execute(
            "SELECT id, status FROM stock_item_serials WHERE tenant_id = ? AND stock_item_id = ? "
            "AND serial_no = ?",
            (tenant_id, detail.stock_item_id, serial),
        ).fetchone()
        if row is None:
            raise invalid(
                f"salesOrderDetails[{index}].serials",
                f"Serial {serial} is not a serial of stock item {detail.stock_item_id}.",
            )
        reserved = conn.execute(
            "SELECT d.code FROM document_line_serials AS s "
            "JOIN document_lines AS l ON l.id = s.line_id "
            "JOIN documents AS d ON d.id = l.document_id "
            "WHERE s.serial_id = ? AND d.type = 'SO' AND d.is_issued = 0 "
            "AND coalesce(d.status, 'Open') NOT IN ('Cancelled', 'Shipped') AND d.id IS NOT ?",
            (row["id"], order_id),
        ).fetchone()
        if reserved is not None or row["status"] != "InStock":
            where = f"order {reserved[0]}" if reserved else f"status {row['status']}"
            raise business_rule(
                ErrorCode.SerialAlreadyReserved, f"Serial {serial} is already taken ({where})."
            )
        ids.append(int(row["id"]))
    if len(ids) > detail.quantity:
        raise business_rule(
            ErrorCode.SerialsCountExceedQuntity,
            f"Line {index + 1} has more serials than its quantity.",
        )
    return ids


def _check_price(
    conn: sqlite3.Connection,
    tenant_id: int,
    line: PreparedLine,
    item: sqlite3.Row | None,
    index: int,
) -> None:
    """Rule 3: zero prices need ``allowZeroPriceSales``; ``minimumSalePrice`` compares the
    price per base unit with the item's sales price, minimum price or average cost."""
    if line.price == 0:
        if not get_flag(conn, tenant_id, "allowZeroPriceSales"):
            raise business_rule(
                ErrorCode.EdaraBusinessError,
                f"Line {index + 1} has a zero price; the organization does not allow that.",
            )
        return
    rule = get_setting(conn, tenant_id, "minimumSalePrice")
    if rule == "None" or item is None:
        return
    column = {"SalesPrice": "price", "MinimumPrice": "minimum_price", "Cost": "average_cost"}[rule]
    floor = float(item[column] or 0)
    if line.price / line.unit_ratio < floor - 1e-9:
        raise business_rule(
            ErrorCode.EdaraBusinessError,
            f"Line {index + 1}: price {line.price:g} is below the item's "
            f"{column.replace('_', ' ')} {floor:g}.",
        )


def _prepare_lines(
    conn: sqlite3.Connection,
    tenant_id: int,
    body: SalesOrderRequest,
    *,
    order_id: int | None,
    previous_tax_ids: frozenset[int],
) -> list[PreparedLine]:
    """Rules 2 and 3, and the line codes of rule 5; bundles are expanded into lines."""
    einvoicing = get_setting(conn, tenant_id, "eInvoicing") != "None"
    ksa = get_setting(conn, tenant_id, "eInvoicing") == "KSA"
    prepared: list[PreparedLine] = []
    seen_items: set[int] = set()
    for index, detail in enumerate(body.sales_order_details):
        service = detail.service_item_id is not None
        _check_tax(
            conn,
            tenant_id,
            detail.tax_id,
            withholding=False,
            service=service,
            einvoicing=einvoicing,
            previous_tax_ids=previous_tax_ids,
        )
        withholding = _check_tax(
            conn,
            tenant_id,
            detail.withholding_tax_id,
            withholding=True,
            service=service,
            einvoicing=einvoicing,
            previous_tax_ids=previous_tax_ids,
        )
        common: dict[str, Any] = {
            "tax_id": detail.tax_id,
            "tax_rate": _f(detail.tax_rate),  # rule 3: defaults to 0, no lookup
            "withholding_tax_id": detail.withholding_tax_id,
            "withholding_tax_rate": float(withholding["rate"]) if withholding else 0.0,
            "item_discount": _f(detail.item_discount),
            "item_discount_type": str(detail.item_discount_type or DiscountType.Value),
            "warehouse_id": detail.warehouse_id,
            "description": detail.description,
            "comments": detail.comments,
        }
        if detail.warehouse_id is not None and not exists(
            conn,
            "SELECT 1 FROM warehouses WHERE tenant_id = ? AND id = ?",
            tenant_id,
            detail.warehouse_id,
        ):
            raise invalid(
                f"salesOrderDetails[{index}].warehouseId",
                f"Warehouse {detail.warehouse_id} does not exist.",
            )
        quantity = float(detail.quantity)
        price = _f(detail.price)
        if detail.bundle_id is not None:
            prepared.extend(
                _bundle_lines(conn, tenant_id, detail, index, quantity, price, ksa, common)
            )
            continue
        item = None
        unit_id, ratio = None, 1.0
        if detail.stock_item_id is not None:
            item, unit_id, ratio = _stock_line(conn, tenant_id, detail, index)
            if detail.stock_item_id in seen_items:
                raise business_rule(
                    ErrorCode.EdaraBusinessError,
                    f"Stock item {item['code']} appears on more than one line.",
                )
            seen_items.add(detail.stock_item_id)
        elif not exists(
            conn,
            "SELECT 1 FROM service_items WHERE tenant_id = ? AND id = ?",
            tenant_id,
            detail.service_item_id,
        ):
            raise business_rule(
                ErrorCode.EdaraBusinessError,
                f"Line {index + 1}: service item {detail.service_item_id} does not exist.",
            )
        line = PreparedLine(
            stock_item_id=detail.stock_item_id,
            service_item_id=detail.service_item_id,
            bundle_id=None,
            bundle_quantity=None,
            quantity=quantity,
            price=price,
            unit_id=unit_id,
            unit_ratio=ratio,
            serial_ids=_serial_ids(conn, tenant_id, detail, index, order_id)
            if detail.stock_item_id is not None
            else [],
            **common,
        )
        line.discount_amount = _line_discount(detail, line.gross)
        _check_price(conn, tenant_id, line, item, index)
        prepared.append(line)
    return prepared


def _bundle_lines(
    conn: sqlite3.Connection,
    tenant_id: int,
    detail: SalesOrderDetailRequest,
    index: int,
    quantity: float,
    price: float,
    ksa: bool,
    common: dict[str, Any],
) -> list[PreparedLine]:
    """A bundle line becomes one line per bundle item (quantity x the bundle's quantity),
    priced so that together they come to the bundle's price: each item's share is its
    bundle price (evenly by quantity when the bundle has no prices)."""
    bundle = conn.execute(
        "SELECT id FROM bundles WHERE tenant_id = ? AND id = ? AND is_active = 1",
        (tenant_id, detail.bundle_id),
    ).fetchone()
    if bundle is None:
        raise business_rule(ErrorCode.BundleNotFound, f"Bundle {detail.bundle_id} does not exist.")
    parts = conn.execute(
        "SELECT b.stock_item_id, b.quantity, b.price, t.rate AS item_tax_rate "
        "FROM bundle_lines AS b JOIN stock_items AS i ON i.id = b.stock_item_id "
        "LEFT JOIN taxes AS t ON t.id = i.tax_id WHERE b.bundle_id = ? ORDER BY b.id",
        (detail.bundle_id,),
    ).fetchall()
    if not parts:
        raise business_rule(ErrorCode.BundleNotFound, f"Bundle {detail.bundle_id} has no items.")
    if ksa and len({float(p["item_tax_rate"] or 0) for p in parts}) > 1:
        # KSA e-invoices a bundle as one taxed line: its items must share one tax rate.
        raise business_rule(
            ErrorCode.EInvoice_KSA_BundleDetailsMustHaveSameTaxRate,
            f"Line {index + 1}: the items of bundle {detail.bundle_id} have different tax rates.",
        )
    listed = sum(float(p["quantity"]) * float(p["price"]) for p in parts)
    units = sum(float(p["quantity"]) for p in parts)
    lines = []
    for part in parts:
        per_bundle = float(part["quantity"])
        share = (
            per_bundle * float(part["price"]) / listed if listed else per_bundle / units
        )  # of the bundle's price
        line = PreparedLine(
            stock_item_id=int(part["stock_item_id"]),
            service_item_id=None,
            bundle_id=detail.bundle_id,
            bundle_quantity=quantity,
            quantity=quantity * per_bundle,
            price=price * share / per_bundle,
            unit_id=None,
            unit_ratio=1.0,
            **common,
        )
        line.discount_amount = _line_discount(detail, line.gross)
        lines.append(line)
    return lines


def prepare_order(
    conn: sqlite3.Connection,
    caller: Caller,
    body: SalesOrderRequest,
    *,
    order_id: int | None = None,
    previous_tax_ids: frozenset[int] = frozenset(),
) -> PreparedOrder:
    """Every create rule, in the sandbox's order (module note); raises the first broken."""
    tenant_id = caller.tenant_id
    customer, warehouse_id = _check_header(conn, caller, body)
    document_date = dates.stored_document_date(body.document_date)
    dates.check_future_date(conn, tenant_id, document_date)
    dates.check_closing_date(conn, tenant_id, document_date, updating=order_id is not None)
    currency_id, rate = _currency(conn, tenant_id, body)
    paper = (body.paper_number or "").strip() or None
    if (
        paper
        and get_flag(conn, tenant_id, "preventDuplicatePaperNumber")
        and exists(
            conn,
            "SELECT 1 FROM documents WHERE tenant_id = ? AND type = 'SO' AND paper_number = ? "
            "AND id IS NOT ?",
            tenant_id,
            paper,
            order_id,
        )
    ):
        raise business_rule(
            ErrorCode.DuplicatedRefenceDocuments,
            f"Another sales order already has paper number {paper}.",
        )
    external = (body.external_id or "").strip() or None
    if external and exists(
        conn,
        "SELECT 1 FROM documents WHERE tenant_id = ? AND type = 'SO' AND external_id = ? "
        "AND id IS NOT ?",
        tenant_id,
        external,
        order_id,
    ):
        # Guess: externalId identifies an order in the caller's own system, so it is the
        # order's other "code" and unique like one.
        raise business_rule(
            ErrorCode.DupplicatedCode, f"Another sales order already has external id {external}."
        )
    lines = _prepare_lines(
        conn, tenant_id, body, order_id=order_id, previous_tax_ids=previous_tax_ids
    )
    taxable = is_taxable(lines, body.taxable)
    totals = compute_order_totals(
        lines,
        discount=float(body.discount) if body.discount is not None else None,
        discount_rate=float(body.discount_rate) if body.discount_rate is not None else None,
        taxable=taxable,
        apply_tax_after_discount=bool(body.apply_tax_after_discount),
        shipment_cost=_f(body.shippment_cost),
        decimals=get_int(conn, tenant_id, "decimalPlaces"),
    )
    if totals.net_total <= 0:
        raise business_rule(
            ErrorCode.EdaraBusinessError, "The order's total is zero; a sales order needs a total."
        )
    _check_einvoicing(conn, tenant_id, body, customer, lines, taxable)
    cash_amount, on_account = _payment(conn, body, customer, totals.net_total)
    installments = _installments(body)
    _check_store_quota(conn, tenant_id, body, warehouse_id, lines, order_id)
    values: dict[str, object] = {
        "document_date": document_date,
        "paper_number": paper,
        "run_sheet_id": body.run_sheet_id,
        "status": str(body.order_status or SalesOrderStatus.Open),
        "customer_id": body.customer_id,
        "sales_person_id": body.sales_person_id,
        "warehouse_id": body.warehouse_id,
        "sales_store_id": body.sales_store_id,
        "cost_center_id": body.cost_center_id,
        "currency_id": currency_id,
        "exchange_rate": rate,
        "shipping_date": dates.stored_document_date(body.shipping_date)
        if body.shipping_date
        else None,
        "channel": body.channel,
        "notes": body.notes,
        "external_id": external,
        "related_work_order_code": body.related_work_order_code,
        "related_work_order_value": _f(body.related_work_order_value)
        if body.related_work_order_value is not None
        else None,
        "require_auto_work_order": int(bool(body.require_auto_workorder)),
        "taxable": int(taxable),
        "apply_tax_after_discount": int(bool(body.apply_tax_after_discount)),
        "gross_total": totals.gross_total,
        "total_items_discounts": totals.total_items_discounts,
        "sub_total": totals.sub_total,
        "discount": totals.discount,
        "discount_rate": totals.discount_rate,
        "tax": totals.tax,
        "shipment_cost": totals.shipment_cost,
        "net_total": totals.net_total,
        "cash_amount": cash_amount,
        "on_account_amount": on_account,
        "cash_paid": _f(body.cash_paid),
    }
    return PreparedOrder(values, lines, installments, body.tags, warehouse_id, totals)


def _check_einvoicing(
    conn: sqlite3.Connection,
    tenant_id: int,
    body: SalesOrderRequest,
    customer: sqlite3.Row,
    lines: Sequence[PreparedLine],
    taxable: bool,
) -> None:
    """The e-invoicing codes of rule 5, by the organization's e-invoicing system."""
    system = get_setting(conn, tenant_id, "eInvoicing")
    if system in ("Egypt", "EgyptReceipts"):
        if not exists(
            conn, "SELECT 1 FROM customer_addresses WHERE customer_id = ?", customer["id"]
        ):
            raise business_rule(
                ErrorCode.EInvoice_Egypt_MissingCustomersAddress,
                "Egyptian e-invoices need the customer's address.",
            )
        # A receipt (B2C) needs no registration number; an invoice to a business does.
        if (
            system == "Egypt"
            and customer["customer_type"] == "Business"
            and not (customer["tax_registration_id"] or "").strip()
        ):
            raise business_rule(
                ErrorCode.EInvoice_Egypt_MissingCustomersTaxRegistrationID,
                "Egyptian e-invoices to a business need its tax registration number.",
            )
    elif system == "KSA":
        if not taxable:
            raise business_rule(
                ErrorCode.EInvoice_KSA_SalesOrderMustBeTaxable,
                "KSA e-invoicing: the order must be taxable.",
            )
        if any(line.tax_id is None for line in lines):
            raise business_rule(
                ErrorCode.EInvoice_KSA_AllDetailsMustBeTaxable,
                "KSA e-invoicing: every line needs a tax.",
            )
        if body.shipping_date is None:
            raise business_rule(
                ErrorCode.EInvoice_KSA_MissingShippingDate,
                "KSA e-invoicing: the order needs a shipping (supply) date.",
            )


def _payment(
    conn: sqlite3.Connection, body: SalesOrderRequest, customer: sqlite3.Row, net_total: float
) -> tuple[float, float]:
    """(cash amount, on-account amount). Omitted, a cash customer pays it all in cash and a
    credit customer owes what cash does not cover. A cash customer cannot buy on credit
    (an on-account amount or installments)."""
    cash_customer = customer["payment_type"] == "Cash"
    cash_amount = _f(body.cash_amount, net_total if cash_customer else 0.0)
    on_account = _f(body.on_account_amount, max(net_total - cash_amount, 0.0))
    if cash_customer and (on_account > 0 or body.sales_order_installments):
        raise business_rule(
            ErrorCode.CannotSetCreditPaymentForCustomersOfTypeCashPayment,
            f"Customer {customer['code']} pays cash: no on-account amount or installments.",
        )
    return round(cash_amount, 6), round(on_account, 6)


def _installments(body: SalesOrderRequest) -> list[dict[str, object]]:
    """Installments as stored; two due on the same day: DupplicatedDate."""
    seen: set[str] = set()
    stored: list[dict[str, object]] = []
    for installment in body.sales_order_installments:
        due = installment.due_date
        if due is None and installment.days_limit is not None:
            due = body.document_date + timedelta(days=installment.days_limit)
        day = due.date().isoformat() if due else None
        if day is not None:
            if day in seen:
                raise business_rule(
                    ErrorCode.DupplicatedDate, f"Two installments fall due on {day}."
                )
            seen.add(day)
        stored.append(
            {
                "days_limit": installment.days_limit,
                "amount": float(installment.amount),
                "due_date": dates.stored_document_date(due) if due else None,
                "account_id": installment.account_id,
                "payment_type": installment.payment_type,
            }
        )
    return stored


def _check_store_quota(
    conn: sqlite3.Connection,
    tenant_id: int,
    body: SalesOrderRequest,
    warehouse_id: int,
    lines: Sequence[PreparedLine],
    order_id: int | None,
) -> None:
    """A sales store's quota (module note): with ``preventExceedingStoreQuota`` on, an order
    from a store may take per item at most its warehouse's stock not held by other orders
    (an update's own reservation was released before this runs)."""
    if body.sales_store_id is None or not get_flag(conn, tenant_id, "preventExceedingStoreQuota"):
        return
    wanted: dict[int, float] = defaultdict(float)
    for line in lines:
        if line.stock_item_id is not None and line.warehouse_id in (None, warehouse_id):
            wanted[line.stock_item_id] += line.quantity * line.unit_ratio
    for item_id, quantity in wanted.items():
        row = conn.execute(
            "SELECT total(quantity) - total(reserved) FROM stock_balances "
            "WHERE warehouse_id = ? AND stock_item_id = ?",
            (warehouse_id, item_id),
        ).fetchone()
        free = float(row[0] or 0)
        if quantity > free + stock.QUANTITY_EPSILON:
            code = conn.execute("SELECT code FROM stock_items WHERE id = ?", (item_id,)).fetchone()
            raise business_rule(
                ErrorCode.PrventStockItemsExceedStoreQuotaLimit,
                f"Item {code[0] if code else item_id}: the store's quota is {free:g}, "
                f"the order asks for {quantity:g}.",
            )
    del order_id


# -- writing ----------------------------------------------------------------------------------
def _write_lines(
    conn: sqlite3.Connection, order_id: int, lines: Sequence[PreparedLine], *, user: int, now: str
) -> list[int]:
    ids = []
    for line in lines:
        line_id = insert_line(
            conn,
            order_id,
            stock_item_id=line.stock_item_id,
            service_item_id=line.service_item_id,
            bundle_id=line.bundle_id,
            bundle_quantity=line.bundle_quantity,
            quantity=line.quantity,
            price=line.price,
            unit_id=line.unit_id,
            unit_ratio=line.unit_ratio,
            tax_id=line.tax_id,
            tax_rate=line.tax_rate,
            withholding_tax_id=line.withholding_tax_id,
            withholding_tax_rate=line.withholding_tax_rate,
            item_discount=line.item_discount,
            item_discount_type=line.item_discount_type,
            unit_discount=line.discount_amount / line.quantity if line.quantity else 0.0,
            warehouse_id=line.warehouse_id,
            description=line.description,
            comments=line.comments,
            updated_at=now,
            updated_by=user,
        )
        conn.executemany(
            "INSERT INTO document_line_serials (line_id, serial_id) VALUES (?, ?)",
            [(line_id, serial_id) for serial_id in line.serial_ids],
        )
        ids.append(line_id)
    return ids


def _write_satellites(conn: sqlite3.Connection, order_id: int, prepared: PreparedOrder) -> None:
    for installment in prepared.installments:
        insert_installment(conn, order_id, **installment)
    set_tags(conn, order_id, prepared.tags)


def write_order(
    conn: sqlite3.Connection,
    caller: Caller,
    prepared: PreparedOrder,
    *,
    now: str,
    status: str | None = None,
) -> int:
    """Insert a checked order (code ``SO-n``) and reserve its stock when it holds some."""
    code, serial = new_document_code(conn, caller.tenant_id, ORDER)
    values = dict(prepared.values)
    if status is not None:
        values["status"] = status
    order_id = insert_document(
        conn,
        caller.tenant_id,
        ORDER,
        code,
        created_by=caller.user_id,
        now=now,
        serial=serial,
        # States table: a new order is not approved and not issued.
        is_approved=0,
        is_issued=0,
        payment_status=SalesOrderPaymentStatus.Unpaid.value,
        **values,
    )
    _write_lines(conn, order_id, prepared.lines, user=caller.user_id, now=now)
    _write_satellites(conn, order_id, prepared)
    if orders.holds_stock(conn, order_id):
        orders.reserve_order(conn, caller.tenant_id, order_id)
    return order_id


def _load_by_id(conn: sqlite3.Connection, order_id: int) -> sqlite3.Row:
    row: sqlite3.Row = conn.execute("SELECT * FROM documents WHERE id = ?", (order_id,)).fetchone()
    return row


@router.post("", status_code=201, **requires("create:sales-order"))
def create_order(body: SalesOrderRequest, caller: CurrentCaller, db: Db) -> SalesOrderResponse:
    """Rules 1-5 of create; the new order is Open unless a status is sent."""
    if body.order_status in (SalesOrderStatus.Shipped, SalesOrderStatus.Cancelled):
        # Shipped needs an issue (use /issued) and a cancelled order was never open.
        raise invalid("orderStatus", f"A new order cannot be {body.order_status}.")
    with db.transaction() as conn:
        prepared = prepare_order(conn, caller, body)
        order_id = write_order(conn, caller, prepared, now=utc_now())
        return order_response(conn, _load_by_id(conn, order_id))


def _issue_lines(
    conn: sqlite3.Connection, order_id: int
) -> tuple[list[WorkOrderLine], dict[int, float]]:
    """The issue offering of a whole order: one line per stock line, what is left to issue."""
    lines = []
    issued: dict[int, float] = {}
    for row in conn.execute(
        "SELECT * FROM document_lines WHERE document_id = ? AND stock_item_id IS NOT NULL "
        "ORDER BY line_number, id",
        (order_id,),
    ):
        left = float(row["quantity"]) - float(row["issued_quantity"])
        if left <= stock.QUANTITY_EPSILON:
            continue
        serials = [
            int(s[0])
            for s in conn.execute(
                "SELECT serial_id FROM document_line_serials WHERE line_id = ?", (row["id"],)
            )
        ]
        lines.append(
            WorkOrderLine(
                stock_item_id=int(row["stock_item_id"]),
                quantity=left,
                price=float(row["price"]) - float(row["unit_discount"]),
                unit_id=row["unit_id"],
                unit_ratio=float(row["unit_ratio"]),
                warehouse_id=row["warehouse_id"],
                source_line_id=int(row["id"]),
                description=row["description"],
                serial_ids=serials,
            )
        )
        issued[int(row["id"])] = left
    return lines, issued


@router.post("/issued", status_code=201, **requires("create:sales-order"))
def create_issued_order(
    body: SalesOrderRequest, caller: CurrentCaller, db: Db
) -> SalesOrderResponse:
    """An order created already issued: the order, then its issue offering (IO) from the
    order's warehouse (or store's), then Shipped; not enough stock: the issue offering's
    409 AddingItemQuantityCauseNegativeBalance and nothing is written."""
    with db.transaction() as conn:
        prepared = prepare_order(conn, caller, body)
        now = utc_now()
        order_id = write_order(conn, caller, prepared, now=now, status=OPEN)
        conn.execute("UPDATE documents SET is_approved = 1 WHERE id = ?", (order_id,))
        issue_order(conn, caller, order_id, prepared.warehouse_id, now=now)
        return order_response(conn, _load_by_id(conn, order_id))


def issue_order(
    conn: sqlite3.Connection, caller: Caller, order_id: int, warehouse_id: int, *, now: str
) -> None:
    order = _load_by_id(conn, order_id)
    lines, issued = _issue_lines(conn, order_id)
    if lines:
        header = WorkOrderHeader(
            doc_type="IO",
            warehouse_id=warehouse_id,
            document_date=str(order["document_date"]),
            customer_id=order["customer_id"],
            sales_person_id=order["sales_person_id"],
            currency_id=order["currency_id"],
            exchange_rate=float(order["exchange_rate"]),
            paper_number=order["paper_number"],
            related_document_id=order_id,
            linked_document_code=order["code"],
            is_auto_generated=True,
        )
        try:
            record_work_order(
                conn, caller.tenant_id, header, lines, created_by=caller.user_id, now=now
            )
        except stock.NegativeStock as shortage:
            raise shortage.problem() from shortage
    orders.ship_order(conn, caller.tenant_id, order_id, issued, now=now)


# -- the "not shown" operations ---------------------------------------------------------------
def _refuse_unless_editable(row: sqlite3.Row) -> None:
    """An order can be changed only while open and not issued."""
    if row["is_issued"]:
        raise business_rule(
            ErrorCode.SalesOrderAlreadyIssued, f"Sales order {row['code']} is already issued."
        )
    if (row["status"] or OPEN) == CANCELLED:
        raise business_rule(
            ErrorCode.RelatedSalesOrderCancelled, f"Sales order {row['code']} is cancelled."
        )


@router.put("/header", **requires("update:sales-order"))
def update_header(
    body: SalesOrderHeaderUpdateRequest, caller: CurrentCaller, db: Db
) -> SalesOrderResponse:
    """Header fields only (lines, totals and stock untouched); omitted fields keep their
    value. Allowed in any state but cancelled: these fields move no stock or money."""
    with db.transaction() as conn:
        row = _load_order(conn, caller, order_id=body.id)
        if (row["status"] or OPEN) == CANCELLED:
            raise business_rule(
                ErrorCode.RelatedSalesOrderCancelled, f"Sales order {row['code']} is cancelled."
            )
        tenant_id = caller.tenant_id
        changes: dict[str, object] = {}
        sent = body.model_fields_set
        if "paper_number" in sent:
            paper = (body.paper_number or "").strip() or None
            if (
                paper
                and get_flag(conn, tenant_id, "preventDuplicatePaperNumber")
                and exists(
                    conn,
                    "SELECT 1 FROM documents WHERE tenant_id = ? AND type = 'SO' "
                    "AND paper_number = ? AND id != ?",
                    tenant_id,
                    paper,
                    body.id,
                )
            ):
                raise business_rule(
                    ErrorCode.DuplicatedRefenceDocuments,
                    f"Another sales order already has paper number {paper}.",
                )
            changes["paper_number"] = paper
        if "sales_person_id" in sent:
            if body.sales_person_id is not None and not exists(
                conn,
                "SELECT 1 FROM sales_persons WHERE tenant_id = ? AND id = ?",
                tenant_id,
                body.sales_person_id,
            ):
                raise invalid(
                    "salesPersonId", f"Sales person {body.sales_person_id} does not exist."
                )
            if body.sales_person_id is None and get_flag(conn, tenant_id, "salesPersonRequired"):
                raise business_rule(
                    ErrorCode.SalesPersonRequired, "The order needs a sales person."
                )
            changes["sales_person_id"] = body.sales_person_id
        if "shipping_date" in sent:
            changes["shipping_date"] = (
                dates.stored_document_date(body.shipping_date) if body.shipping_date else None
            )
        for name in ("channel", "notes", "external_id", "run_sheet_id"):
            if name in sent:
                changes[name] = getattr(body, name)
        if changes:
            assignments = ", ".join(f"{name} = ?" for name in changes)
            conn.execute(
                f"UPDATE documents SET {assignments}, updated_at = ?, updated_by = ? WHERE id = ?",
                (*changes.values(), utc_now(), caller.user_id, body.id),
            )
        return order_response(conn, _load_by_id(conn, body.id))


@router.put("/code/{code}", **requires("update:sales-order"))
def update_order(
    code: str, body: SalesOrderRequest, caller: CurrentCaller, db: Db
) -> SalesOrderResponse:
    """Full update of an open, unissued order: the create rules apply, lines are replaced
    and reservations made again; code, creator and payments stay."""
    with db.transaction() as conn:
        row = _load_order(conn, caller, code=code)
        _refuse_unless_editable(row)
        if body.id is not None and body.id != row["id"]:
            raise invalid("id", f"The body's id {body.id} is not the id of {row['code']}.")
        if body.order_status in (SalesOrderStatus.Shipped, SalesOrderStatus.Cancelled):
            raise invalid("orderStatus", f"Use the {body.order_status} operation instead.")
        order_id = int(row["id"])
        previous = frozenset(
            int(r[0])
            for r in conn.execute(
                "SELECT tax_id FROM document_lines WHERE document_id = ? AND tax_id IS NOT NULL "
                "UNION SELECT withholding_tax_id FROM document_lines WHERE document_id = ? "
                "AND withholding_tax_id IS NOT NULL",
                (order_id, order_id),
            )
        )
        # Release first: the store quota and serial checks must not count this order.
        if orders.holds_stock(conn, order_id):
            orders.release_order(conn, caller.tenant_id, order_id)
        prepared = prepare_order(conn, caller, body, order_id=order_id, previous_tax_ids=previous)
        now = utc_now()
        conn.execute(
            "DELETE FROM document_line_serials WHERE line_id IN "
            "(SELECT id FROM document_lines WHERE document_id = ?)",
            (order_id,),
        )
        conn.execute("DELETE FROM document_lines WHERE document_id = ?", (order_id,))
        conn.execute("DELETE FROM document_installments WHERE document_id = ?", (order_id,))
        values = dict(prepared.values)
        assignments = ", ".join(f"{name} = ?" for name in values)
        conn.execute(
            f"UPDATE documents SET {assignments}, updated_at = ?, updated_by = ? WHERE id = ?",
            (*values.values(), now, caller.user_id, order_id),
        )
        _write_lines(conn, order_id, prepared.lines, user=caller.user_id, now=now)
        _write_satellites(conn, order_id, prepared)
        _refresh_payment_status(conn, order_id)
        if orders.holds_stock(conn, order_id):
            orders.reserve_order(conn, caller.tenant_id, order_id)
        return order_response(conn, _load_by_id(conn, order_id))


@router.patch("/code/{code}/tags", **requires("update:sales-order"))
def update_tags(
    code: str, body: SalesOrderTagsRequest, caller: CurrentCaller, db: Db
) -> SalesOrderResponse:
    """Replace the tags (any state: tags are a clerk's labels, not part of the document)."""
    with db.transaction() as conn:
        row = _load_order(conn, caller, code=code)
        set_tags(conn, int(row["id"]), body.tags)
        return order_response(conn, _load_by_id(conn, int(row["id"])))


@router.delete("/{order_id:int}", status_code=204, **requires("delete:sales-order"))
def delete_order(order_id: int, caller: CurrentCaller, db: Db) -> Response:
    """Delete an order never issued and with nothing against it (no payments, returns or
    work orders): open, pending, processing or cancelled. Its reservations go with it."""
    with db.transaction() as conn:
        row = _load_order(conn, caller, order_id=order_id)
        if row["is_issued"] or (row["status"] or OPEN) not in DELETABLE_STATUSES:
            raise business_rule(
                ErrorCode.SalesOrderAlreadyIssued,
                f"Sales order {row['code']} was issued and cannot be deleted.",
            )
        if exists(
            conn, "SELECT 1 FROM document_payments WHERE document_id = ?", order_id
        ) or exists(conn, "SELECT 1 FROM documents WHERE related_document_id = ?", order_id):
            raise business_rule(
                ErrorCode.ItemCannotDeleteItInUse,
                f"Sales order {row['code']} has payments or related documents.",
            )
        if orders.holds_stock(conn, order_id):
            orders.release_order(conn, caller.tenant_id, order_id)
        conn.execute(
            "DELETE FROM document_line_serials WHERE line_id IN "
            "(SELECT id FROM document_lines WHERE document_id = ?)",
            (order_id,),
        )
        for table in ("document_lines", "document_installments", "document_tags"):
            conn.execute(f"DELETE FROM {table} WHERE document_id = ?", (order_id,))
        conn.execute("DELETE FROM manual_links WHERE document_id = ?", (order_id,))
        conn.execute("DELETE FROM documents WHERE id = ?", (order_id,))
    return Response(status_code=204)


def cancel(conn: sqlite3.Connection, caller: Caller, row: sqlite3.Row) -> SalesOrderResponse:
    """Open (or pending, processing) and unissued -> Cancelled; reservations released.
    Already cancelled: 409 RelatedSalesOrderCancelled; issued: SalesOrderAlreadyIssued."""
    _refuse_unless_editable(row)
    order_id = int(row["id"])
    if orders.holds_stock(conn, order_id):
        orders.release_order(conn, caller.tenant_id, order_id)
    conn.execute(
        "UPDATE documents SET status = ?, updated_at = ?, updated_by = ? WHERE id = ?",
        (CANCELLED, utc_now(), caller.user_id, order_id),
    )
    return order_response(conn, _load_by_id(conn, order_id))


@router.patch("/{order_id:int}/cancel", **requires("cancel:sales-order"))
def cancel_order(order_id: int, caller: CurrentCaller, db: Db) -> SalesOrderResponse:
    with db.transaction() as conn:
        return cancel(conn, caller, _load_order(conn, caller, order_id=order_id))


@router.patch("/code/{code}/cancel", **requires("cancel:sales-order"))
def cancel_order_by_code(code: str, caller: CurrentCaller, db: Db) -> SalesOrderResponse:
    with db.transaction() as conn:
        return cancel(conn, caller, _load_order(conn, caller, code=code))


@router.patch("/code/{code}/status", **requires("update:sales-order"))
def update_status(
    code: str, body: SalesOrderStatusRequest, caller: CurrentCaller, db: Db
) -> SalesOrderResponse:
    """Move an open, unissued order between its working states (Open, Pending,
    Processing). Shipped and Cancelled move stock and have their own operations (an issue
    offering or /issued; cancel): asking for them here is a 400 on orderStatus."""
    if body.order_status.value not in SETTABLE_STATUSES:
        raise invalid(
            "orderStatus",
            f"{body.order_status} is set by "
            + ("an issue." if body.order_status == SalesOrderStatus.Shipped else "cancel."),
        )
    with db.transaction() as conn:
        row = _load_order(conn, caller, code=code)
        _refuse_unless_editable(row)
        conn.execute(
            "UPDATE documents SET status = ?, updated_at = ?, updated_by = ? WHERE id = ?",
            (body.order_status.value, utc_now(), caller.user_id, row["id"]),
        )
        return order_response(conn, _load_by_id(conn, int(row["id"])))


@router.patch("/code/{code}/unissue", **requires("update:sales-order"))
def unissue_order(code: str, caller: CurrentCaller, db: Db) -> SalesOrderResponse:
    """Undo an issue: each issue offering of the order is taken back by a return receipt
    (RR, related to the order, lines pointing at the IO lines, stock back at the cost it
    left), the IO lines count as returned, the order's issued quantities go back to 0 and
    it is Open again, reserving its stock. Refused (409 EdaraBusinessError) for an order
    not issued, or once a sales return was made against it: the return owns those goods."""
    with db.transaction() as conn:
        row = _load_order(conn, caller, code=code)
        order_id = int(row["id"])
        if not row["is_issued"]:
            raise business_rule(
                ErrorCode.EdaraBusinessError, f"Sales order {row['code']} is not issued."
            )
        if exists(
            conn, "SELECT 1 FROM documents WHERE type = 'SR' AND related_document_id = ?", order_id
        ):
            raise business_rule(
                ErrorCode.EdaraBusinessError,
                f"Sales order {row['code']} has sales returns; it cannot be unissued.",
            )
        now = utc_now()
        issues = conn.execute(
            "SELECT * FROM documents WHERE type = 'IO' AND related_document_id = ? ORDER BY id",
            (order_id,),
        ).fetchall()
        for issue in issues:
            _return_issue(conn, caller, issue, now=now)
        conn.execute(
            "UPDATE document_lines SET issued_quantity = 0, updated_at = ? WHERE document_id = ?",
            (now, order_id),
        )
        conn.execute(
            "UPDATE documents SET status = ?, is_issued = 0, updated_at = ?, updated_by = ? "
            "WHERE id = ?",
            (OPEN, now, caller.user_id, order_id),
        )
        orders.reserve_order(conn, caller.tenant_id, order_id)
        return order_response(conn, _load_by_id(conn, order_id))


def _return_issue(
    conn: sqlite3.Connection, caller: Caller, issue: sqlite3.Row, *, now: str
) -> None:
    lines = []
    for line in conn.execute(
        "SELECT * FROM document_lines WHERE document_id = ? ORDER BY line_number, id",
        (issue["id"],),
    ).fetchall():
        left = float(line["quantity"]) - float(line["returned_quantity"])
        if left <= stock.QUANTITY_EPSILON:
            continue
        serials = [
            int(s[0])
            for s in conn.execute(
                "SELECT serial_id FROM document_line_serials WHERE line_id = ?", (line["id"],)
            )
        ]
        lines.append(
            WorkOrderLine(
                stock_item_id=int(line["stock_item_id"]),
                quantity=left,
                price=float(line["price"]),
                unit_id=line["unit_id"],
                unit_ratio=float(line["unit_ratio"]),
                warehouse_id=line["warehouse_id"],
                batch_number=line["batch_number"] or "",
                expiry_date=line["expiry_date"],
                source_line_id=int(line["id"]),
                serial_ids=serials,
            )
        )
        conn.execute(
            "UPDATE document_lines SET returned_quantity = quantity, updated_at = ? WHERE id = ?",
            (now, line["id"]),
        )
    if not lines:
        return
    header = WorkOrderHeader(
        doc_type="RR",
        warehouse_id=int(issue["warehouse_id"]),
        document_date=dates.now_document_date(),
        customer_id=issue["customer_id"],
        sales_person_id=issue["sales_person_id"],
        currency_id=issue["currency_id"],
        exchange_rate=float(issue["exchange_rate"]),
        related_document_id=issue["related_document_id"],
        linked_document_code=issue["code"],
        notes=f"Unissue of {issue['code']}",
        is_auto_generated=True,
    )
    record_work_order(conn, caller.tenant_id, header, lines, created_by=caller.user_id, now=now)
    # The serials are the customer's no more: back in stock, free for the reopened order.
    conn.execute(
        "UPDATE stock_item_serials SET status = 'InStock', customer_id = NULL WHERE id IN "
        "(SELECT serial_id FROM document_line_serials AS s JOIN document_lines AS l "
        "ON l.id = s.line_id WHERE l.document_id = ?)",
        (issue["id"],),
    )


def _refresh_payment_status(conn: sqlite3.Connection, order_id: int) -> None:
    """Unpaid, PartiallyPaid or Paid from what was received against the net total."""
    row = _load_by_id(conn, order_id)
    paid = sum(paid_amounts(conn, order_id).values())
    net = float(row["net_total"])
    if paid <= 0:
        status = SalesOrderPaymentStatus.Unpaid
    elif paid + 1e-6 >= net:
        status = SalesOrderPaymentStatus.Paid
    else:
        status = SalesOrderPaymentStatus.PartiallyPaid
    conn.execute("UPDATE documents SET payment_status = ? WHERE id = ?", (status.value, order_id))


def _receivable_account(conn: sqlite3.Connection, tenant_id: int, customer_id: int) -> int:
    row = conn.execute(
        "SELECT related_account_id FROM customers WHERE id = ?", (customer_id,)
    ).fetchone()
    if row is not None and row[0] is not None:
        return int(row[0])
    return account_of_type(conn, tenant_id, "AccountsReceivable")


@router.post("/cash-in", status_code=201, **requires("create:cash-transaction"))
def cash_in(
    body: SalesOrderCashInRequest, caller: CurrentCaller, db: Db
) -> CashTransactionResponse:
    """Money received against an order: a cash-in (CI) on ``mainAccountId`` (a Cash
    account) crediting the customer's receivable, in the order's currency and rate, posted
    as the organization posts cash documents; the order's paid amounts and payment status
    follow. A cancelled order: RelatedSalesOrderCancelled; more than is left to pay:
    CashExceedsTotal; dates as for cash documents."""
    with db.transaction() as conn:
        row = _load_order(conn, caller, code=body.sales_order_code)
        code = receive_cash(
            conn,
            caller,
            row,
            main_account_id=body.main_account_id,
            amount=float(body.amount),
            document_date=dates.stored_document_date(body.document_date),
            notes=body.notes,
            paper_number=body.paper_number,
        )
        return CashTransactionResponse(document_code=code)


def receive_cash(
    conn: sqlite3.Connection,
    caller: Caller,
    row: sqlite3.Row,
    *,
    main_account_id: int,
    amount: float,
    document_date: str,
    notes: str | None = None,
    paper_number: str | None = None,
) -> str:
    """An order's cash-in (see ``cash_in``); returns the CI code."""
    tenant_id = caller.tenant_id
    if (row["status"] or OPEN) == CANCELLED:
        raise business_rule(
            ErrorCode.RelatedSalesOrderCancelled, f"Sales order {row['code']} is cancelled."
        )
    account = conn.execute(
        "SELECT type FROM accounts WHERE tenant_id = ? AND id = ?",
        (tenant_id, main_account_id),
    ).fetchone()
    if account is None or account["type"] != "Cash":
        raise invalid("mainAccountId", "The main account must be an existing Cash account.")
    dates.check_future_date(conn, tenant_id, document_date, always=True)
    dates.check_closing_date(conn, tenant_id, document_date)
    order_id = int(row["id"])
    left = float(row["net_total"]) - sum(paid_amounts(conn, order_id).values())
    if amount > left + 1e-6:
        raise business_rule(
            ErrorCode.CashExceedsTotal,
            f"Only {round(left, 4):g} is left to pay on {row['code']}.",
        )
    customer_id = int(row["customer_id"])
    document_id, code = cash.record_cash_document(
        conn,
        tenant_id,
        cash.CashDocument(
            doc_type=cash.CASH_IN,
            main_account_id=main_account_id,
            document_date=document_date,
            lines=[
                Posting(
                    _receivable_account(conn, tenant_id, customer_id),
                    AmountStatus.Credit,
                    amount,
                    customer_id=customer_id,
                    comments=f"Payment of {row['code']}",
                )
            ],
            currency_id=row["currency_id"],
            exchange_rate=float(row["exchange_rate"]),
            paper_number=paper_number,
            notes=notes,
            related_document_id=order_id,
        ),
        posted=get_flag(conn, tenant_id, "postInRealTime"),
        created_by=caller.user_id,
        now=utc_now(),
    )
    conn.execute(
        "INSERT INTO document_payments (document_id, payment_document_id, amount) VALUES (?, ?, ?)",
        (order_id, document_id, amount),
    )
    _refresh_payment_status(conn, order_id)
    return code
