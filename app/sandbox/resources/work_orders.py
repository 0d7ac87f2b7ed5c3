"""Work orders: issue offering, receive supplies, opening balance, and reading any work
order (spec: transactional documents, "Work orders").

Every work order is written by ``books.work_orders.record_work_order`` (numbering, stock,
the system journal entry); this module validates requests and decides what they mean.

Choices where the spec is silent (GUESSES.md, "Work orders"):
- Check order of the two creates: body validation (400), line stock items, units and line
  warehouses (400), the parties, sales/purchase person and currency (400), the warehouse
  (500), the date (409), the exchange-rate decimals (409), the cost method (409), serial
  counts (409), serial numbers (400), the related sales order (500/409), then stock (409).
- Unknown customer, supplier, other party or currency ids are 400 on their field (the spec
  names a 500 only for the warehouse and the related order).
- An issue-offering line without a price is priced 0; an opening-balance line without a
  price is valued at the item's purchase price.
- The exchange rate: omitted is 1; without a currency (or with ``multipleCurrencies`` off)
  it is 1 whatever was sent; a rate <= 0 with a currency is the currency's current rate
  (the spec names that lookup for receive supplies; issue offering does the same).
- ``relatedSoCode`` links an order only when it contains "SO" (any case); it is then
  looked up by its normalized code. Other text is stored as sent and links nothing.
  Issue-offering lines are matched to order lines (identical item, quantity and price), each
  order line at most once; unmatched lines are issued without a link. The order is
  "issued" when it is marked issued or its status is Shipped.
- Serials: a receipt creates its serial numbers (a number already in stock for that item
  is a 400); an issue takes serial numbers that are in stock (else 400); more serials than
  the line's quantity in base units is 409 SerialsCountExceedQuntity. Fewer are accepted.
- Batches: an issue line with a batch number takes from that batch only; without one it
  takes the earliest-expiring batches first (``books.stock``).
- Opening balance (not shown, designed here): body ``CreateOpeningBalanceRequest``, answer
  201 WorkOrderResponse of type OB; permission ``create:work-order``; unknown warehouse 400
  (a designed endpoint has no reason to copy the 500); the same batch/expiry, date, cost
  method and serial rules as receive supplies; no party.
- The list: lineless and archived work orders are listed (the 404s are get-by-id's);
  ``onlyMyOrders`` keeps those created by the caller; the three party filters: at most one,
  else 400 on the second one sent; ``orderDateFrom``/``orderDateTo`` compare the stored
  document date (wall clock).
- WorkOrderResponse (not shown): the model in ``app/models/work_orders.py``; ``createdBy`` is
  the creating API user's name.
- The closing date is not checked on work orders (the spec lists no such code for them).
"""

from __future__ import annotations

import json
import sqlite3
from collections import defaultdict
from dataclasses import replace
from datetime import datetime
from decimal import Decimal
from typing import Annotated

from fastapi import APIRouter, Query

from app.models.base import INT32_MAX, INT32_MIN, IsoDateTime
from app.models.common import CurrencyReference, PagedResult, StockItemReference, WarehouseReference
from app.models.documents import (
    CustomerReference,
    SalesPersonReference,
    SupplierReference,
    UnitOfMeasureReference,
)
from app.models.error_codes import ErrorCode
from app.models.work_orders import (
    WORK_ORDER_RATE_DECIMALS,
    CreateIssueOfferingRequest,
    CreateOpeningBalanceRequest,
    CreateReceiveSuppliesRequest,
    WorkOrderDetailResponse,
    WorkOrderItemUpsertRequest,
    WorkOrderResponse,
)
from app.sandbox.books import dates, orders, stock
from app.sandbox.books.numbering import WORK_ORDER_TYPES, normalized_code
from app.sandbox.books.work_orders import (
    WorkOrderHeader,
    WorkOrderLine,
    record_work_order,
)
from app.sandbox.db import utc_now
from app.sandbox.paging import RepairedPage, paged
from app.sandbox.problems import Problem, business_rule, invalid, not_found
from app.sandbox.queries import exists
from app.sandbox.routing import ApiRoute, CurrentCaller, Db, requires
from app.sandbox.settings import get_flag, get_setting
from app.sandbox.stored_amounts import stored_amount

router = APIRouter(prefix="/work-orders", tags=["Work orders"], route_class=ApiRoute)

LISTED_TYPES = (*sorted(WORK_ORDER_TYPES), "IT", "RT")
"""Every work-order document type the list and get-by-id return (transfers included)."""

NO_COST_METHOD = "None"


# -- reading ---------------------------------------------------------------------------------
def _reference_row(conn: sqlite3.Connection, sql: str, key: object) -> sqlite3.Row | None:
    if key is None:
        return None
    row: sqlite3.Row | None = conn.execute(sql, (key,)).fetchone()
    return row


def _details(conn: sqlite3.Connection, document: sqlite3.Row) -> list[WorkOrderDetailResponse]:
    rows = conn.execute(
        "SELECT l.*, s.code AS item_code, s.description AS item_description, "
        "u.name AS unit_name, w.code AS warehouse_code, w.description AS warehouse_name, "
        "(SELECT json_group_array(serial_no) FROM (SELECT z.serial_no "
        " FROM document_line_serials AS ls JOIN stock_item_serials AS z ON z.id = ls.serial_id "
        " WHERE ls.line_id = l.id ORDER BY z.id)) AS serials "
        "FROM document_lines AS l LEFT JOIN stock_items AS s ON s.id = l.stock_item_id "
        "LEFT JOIN stock_item_units AS u ON u.id = l.unit_id "
        "LEFT JOIN warehouses AS w ON w.id = l.warehouse_id "
        "WHERE l.document_id = ? ORDER BY l.line_number, l.id",
        (document["id"],),
    ).fetchall()
    return [
        WorkOrderDetailResponse(
            id=row["id"],
            document_id=row["document_id"],
            stock_item=(
                StockItemReference(
                    id=row["stock_item_id"],
                    code=row["item_code"],
                    description=row["item_description"],
                )
                if row["stock_item_id"] is not None
                else None
            ),
            quantity=stored_amount(row["quantity"]),
            price=stored_amount(row["price"]),
            unit_of_measure=(
                UnitOfMeasureReference(id=row["unit_id"], name=row["unit_name"])
                if row["unit_id"] is not None
                else None
            ),
            warehouse=(
                WarehouseReference(
                    id=row["warehouse_id"], code=row["warehouse_code"], name=row["warehouse_name"]
                )
                if row["warehouse_id"] is not None
                else None
            ),
            batch_number=row["batch_number"],
            exp_date=_moment(row["expiry_date"]),
            production_date=_moment(row["production_date"]),
            serials=json.loads(row["serials"] or "[]"),
            related_so_detail_id=row["source_line_id"],
            returned_quantity=stored_amount(row["returned_quantity"]),
            description=row["description"],
            comments=row["comments"],
        )
        for row in rows
    ]


def _moment(stored: str | None) -> datetime | None:
    return datetime.fromisoformat(stored) if stored else None


def render(conn: sqlite3.Connection, document: sqlite3.Row) -> WorkOrderResponse:
    """A stored work order as WorkOrderResponse."""
    warehouse = _reference_row(
        conn, "SELECT id, code, description FROM warehouses WHERE id = ?", document["warehouse_id"]
    )
    customer = _reference_row(
        conn, "SELECT id, code, name FROM customers WHERE id = ?", document["customer_id"]
    )
    supplier = _reference_row(
        conn, "SELECT id, code, name FROM suppliers WHERE id = ?", document["supplier_id"]
    )
    sales_person = _reference_row(
        conn, "SELECT id, code, name FROM sales_persons WHERE id = ?", document["sales_person_id"]
    )
    currency = _reference_row(
        conn, "SELECT id, code, name FROM currencies WHERE id = ?", document["currency_id"]
    )
    related = _reference_row(
        conn, "SELECT code FROM documents WHERE id = ?", document["related_document_id"]
    )
    creator = _reference_row(
        conn, "SELECT name FROM api_users WHERE id = ?", document["created_by"]
    )
    return WorkOrderResponse(
        id=document["id"],
        code=document["code"],
        type=document["type"],
        serial=document["serial"],
        date=_moment(document["document_date"]),
        paper_number=document["paper_number"],
        notes=document["notes"],
        warehouse=(
            WarehouseReference(
                id=warehouse["id"], code=warehouse["code"], name=warehouse["description"]
            )
            if warehouse
            else None
        ),
        customer=CustomerReference(**dict(customer)) if customer else None,
        supplier=SupplierReference(**dict(supplier)) if supplier else None,
        other_party_id=document["other_party_id"],
        sales_person=SalesPersonReference(**dict(sales_person)) if sales_person else None,
        purchase_person_id=document["purchase_person_id"],
        work_order_responsible_id=document["responsible_id"],
        currency=CurrencyReference(**dict(currency)) if currency else None,
        exchange_rate=stored_amount(document["exchange_rate"]),
        status=document["status"],
        related_so_code=(
            related["code"] if related is not None else document["related_document_code"]
        ),
        linked_document_code=document["linked_document_code"],
        external_id=document["external_id"],
        is_auto_work_order=bool(document["is_auto_generated"]),
        is_archived=bool(document["is_archived"]),
        created_by=creator["name"] if creator else None,
        work_order_details=_details(conn, document),
    )


# Every work order has a warehouse; the customers' opening-balance document (type OB too,
# an accounting document with no warehouse and no lines) is not one.
_TYPES_SQL = (
    f"d.type IN ({', '.join(repr(t) for t in LISTED_TYPES)}) AND d.warehouse_id IS NOT NULL"
)


@router.get("", **requires("read:work-order"))
def list_work_orders(
    caller: CurrentCaller,
    db: Db,
    page: RepairedPage,
    code: Annotated[str | None, Query()] = None,
    paper_number: Annotated[str | None, Query(alias="paperNumber")] = None,
    order_date_from: Annotated[IsoDateTime | None, Query(alias="orderDateFrom")] = None,
    order_date_to: Annotated[IsoDateTime | None, Query(alias="orderDateTo")] = None,
    only_my_orders: Annotated[bool, Query(alias="onlyMyOrders")] = True,
    supplier_id: Annotated[
        int | None, Query(alias="supplierId", ge=INT32_MIN, le=INT32_MAX)
    ] = None,
    customer_id: Annotated[
        int | None, Query(alias="customerId", ge=INT32_MIN, le=INT32_MAX)
    ] = None,
    other_party_id: Annotated[
        int | None, Query(alias="workOrderOtherPartyId", ge=INT32_MIN, le=INT32_MAX)
    ] = None,
) -> PagedResult[WorkOrderResponse]:
    """Every work-order type together, newest id first; code and paperNumber exact and
    trimmed; the date window inclusive on the document date (a date-only upper bound is the
    start of that day); onlyMyOrders (default true, lookups included) keeps the caller's
    own; at most one of supplierId, customerId, workOrderOtherPartyId (else 400); paging
    silently repaired; a page past the end has totalCount 0."""
    parties = [
        (name, value)
        for name, value in (
            ("supplierId", supplier_id),
            ("customerId", customer_id),
            ("workOrderOtherPartyId", other_party_id),
        )
        if value is not None
    ]
    if len(parties) > 1:
        raise invalid(
            parties[1][0],
            "Filter by at most one of supplierId, customerId and workOrderOtherPartyId.",
        )
    where = ["d.tenant_id = ?", _TYPES_SQL]
    args: list[object] = [caller.tenant_id]
    if code is not None and code.strip():
        where.append("d.code = ?")
        args.append(code.strip())
    if paper_number is not None and paper_number.strip():
        where.append("d.paper_number = ?")
        args.append(paper_number.strip())
    if order_date_from is not None:
        where.append("d.document_date >= ?")
        args.append(dates.stored_document_date(order_date_from))
    if order_date_to is not None:
        where.append("d.document_date <= ?")
        args.append(dates.stored_document_date(order_date_to))
    if only_my_orders:
        where.append("d.created_by = ?")
        args.append(caller.user_id)
    column = {
        "supplierId": "d.supplier_id",
        "customerId": "d.customer_id",
        "workOrderOtherPartyId": "d.other_party_id",
    }
    for name, value in parties:
        where.append(f"{column[name]} = ?")
        args.append(value)
    condition = " AND ".join(where)
    with db.transaction() as conn:
        total = conn.execute(
            f"SELECT count(*) FROM documents AS d WHERE {condition}", args
        ).fetchone()[0]
        rows = conn.execute(
            f"SELECT d.* FROM documents AS d WHERE {condition} ORDER BY d.id DESC LIMIT ? OFFSET ?",
            [*args, page.limit, page.offset],
        ).fetchall()
        items = [render(conn, row) for row in rows]
    return paged(items, total, page, zero_total_when_empty=True)


@router.get("/{work_order_id:int}", **requires("read:work-order"))
def get_work_order(work_order_id: int, caller: CurrentCaller, db: Db) -> WorkOrderResponse:
    """Any work-order type, archived ones too; unknown, or a work order without lines: 404."""
    with db.transaction() as conn:
        row = conn.execute(
            f"SELECT d.* FROM documents AS d WHERE d.id = ? AND d.tenant_id = ? AND {_TYPES_SQL} "
            "AND EXISTS (SELECT 1 FROM document_lines AS l WHERE l.document_id = d.id)",
            (work_order_id, caller.tenant_id),
        ).fetchone()
        if row is None:
            raise not_found(f"The work order {work_order_id} does not exist.")
        return render(conn, row)


# -- shared checks of the creates ------------------------------------------------------------
class _Line:
    """A request line with what the checks found out about its item."""

    def __init__(self, index: int, request: WorkOrderItemUpsertRequest, item: sqlite3.Row):
        self.index = index
        self.request = request
        self.item = item
        self.unit_ratio = 1.0
        self.batch_number = (request.batch_number or "").strip()
        self.serial_ids: list[int] = []

    @property
    def field(self) -> str:
        return f"workOrderDetails[{self.index}]"

    @property
    def base_quantity(self) -> float:
        return float(self.request.quantity) * self.unit_ratio


def _lines(
    conn: sqlite3.Connection, tenant_id: int, requests: list[WorkOrderItemUpsertRequest]
) -> list[_Line]:
    """Rule 1: every line's stock item exists (inactive ones accepted), else 400; a line's
    unit must be one of its item's units and its own warehouse must exist."""
    lines = []
    for index, request in enumerate(requests):
        item = conn.execute(
            "SELECT * FROM stock_items WHERE id = ? AND tenant_id = ?",
            (request.stock_item_id, tenant_id),
        ).fetchone()
        if item is None:
            raise invalid(
                f"workOrderDetails[{index}].stockItemId",
                f"The stock item {request.stock_item_id} does not exist.",
            )
        line = _Line(index, request, item)
        if request.unit_of_measure_id is not None:
            unit = conn.execute(
                "SELECT ratio FROM stock_item_units WHERE id = ? AND stock_item_id = ?",
                (request.unit_of_measure_id, item["id"]),
            ).fetchone()
            if unit is None:
                raise invalid(
                    f"{line.field}.unitOfMeasureId",
                    f"The unit {request.unit_of_measure_id} is not a unit of this item.",
                )
            line.unit_ratio = float(unit["ratio"])
        if request.warehouse_id is not None and not exists(
            conn,
            "SELECT 1 FROM warehouses WHERE id = ? AND tenant_id = ?",
            request.warehouse_id,
            tenant_id,
        ):
            raise invalid(
                f"{line.field}.warehouseId", f"The warehouse {request.warehouse_id} does not exist."
            )
        lines.append(line)
    return lines


def _check_exists(
    conn: sqlite3.Connection, tenant_id: int, table: str, field: str, entity_id: int | None
) -> None:
    if entity_id is not None and not exists(
        conn, f"SELECT 1 FROM {table} WHERE id = ? AND tenant_id = ?", entity_id, tenant_id
    ):
        raise invalid(field, f"{field} {entity_id} does not exist.")


def _check_warehouse(conn: sqlite3.Connection, tenant_id: int, warehouse_id: int) -> None:
    """Rule 1/3: an unknown warehouseId is a 500, as the spec says (a problem+json 500)."""
    if not exists(
        conn, "SELECT 1 FROM warehouses WHERE id = ? AND tenant_id = ?", warehouse_id, tenant_id
    ):
        raise Problem(500, f"Object reference not set: warehouse {warehouse_id} was not found.")


def _document_date(sent: datetime | None) -> str:
    """Rule 3: omitted means now; a future date is 409 DateMustBeLessThanSystemDate."""
    stored = dates.stored_document_date(sent) if sent is not None else dates.now_document_date()
    if dates.is_future(stored):
        raise business_rule(
            ErrorCode.DateMustBeLessThanSystemDate,
            "The document date must not be after today.",
        )
    return stored


def _exchange_rate(
    conn: sqlite3.Connection, tenant_id: int, currency_id: int | None, sent: Decimal | None
) -> tuple[int | None, float]:
    """(currency id, rate) as stored: see the module note. The decimals rule is a 409."""
    problem = dates.rate_decimals_problem(sent, WORK_ORDER_RATE_DECIMALS)
    if problem is not None:
        raise problem
    if currency_id is None or not get_flag(conn, tenant_id, "multipleCurrencies"):
        return None, 1.0
    if sent is None:
        return currency_id, 1.0
    if sent <= 0:
        return currency_id, dates.current_rate(conn, currency_id)
    return currency_id, float(sent)


def _check_cost_method(conn: sqlite3.Connection, tenant_id: int) -> None:
    if get_setting(conn, tenant_id, "costEvaluationMethod") == NO_COST_METHOD:
        raise business_rule(
            ErrorCode.NoDefaultEvaluationCostMethod,
            "The organization has no default cost evaluation method.",
        )


def _check_serial_counts(lines: list[_Line]) -> None:
    for line in lines:
        if len(line.request.serials) > line.base_quantity + stock.QUANTITY_EPSILON:
            raise business_rule(
                ErrorCode.SerialsCountExceedQuntity,
                f"Line {line.index + 1} has {len(line.request.serials)} serial numbers for a "
                f"quantity of {line.base_quantity:g}.",
            )


def _serials_in(
    conn: sqlite3.Connection, tenant_id: int, lines: list[_Line], *, receipt: bool
) -> None:
    """A receipt creates its serial numbers; an issue takes ones in stock (module note)."""
    for line in lines:
        numbers = [s.strip() for s in line.request.serials if s.strip()]
        if len(set(numbers)) != len(numbers):
            raise invalid(f"{line.field}.serials", "A serial number is repeated.")
        for number in numbers:
            in_stock = conn.execute(
                "SELECT id FROM stock_item_serials WHERE tenant_id = ? AND stock_item_id = ? "
                "AND serial_no = ? AND status = 'InStock'",
                (tenant_id, line.item["id"], number),
            ).fetchone()
            if receipt:
                if in_stock is not None:
                    raise invalid(
                        f"{line.field}.serials", f"The serial number {number} is already in stock."
                    )
                line.serial_ids.append(
                    int(
                        conn.execute(
                            "INSERT INTO stock_item_serials (tenant_id, stock_item_id, serial_no, "
                            "status) VALUES (?, ?, ?, 'InStock')",
                            (tenant_id, line.item["id"], number),
                        ).lastrowid
                        or 0
                    )
                )
            else:
                if in_stock is None:
                    raise invalid(
                        f"{line.field}.serials", f"The serial number {number} is not in stock."
                    )
                line.serial_ids.append(int(in_stock["id"]))


def batch_from_expiry(expiry: datetime) -> str:
    """Receive supplies rule 2: the automatic batch number of an expiry date (day/month/year)."""
    return expiry.strftime("%d/%m/%Y")


def _check_batches(lines: list[_Line]) -> None:
    """Receive supplies rules 1 and 2: automatic batch fill from the expiry date first, then
    items requiring a batch number or expiry date without them: 400 listing the lines."""
    errors: dict[str, list[str]] = defaultdict(list)
    for line in lines:
        expiry = line.request.exp_date
        if line.item["batch_from_expiry"] and expiry is not None:
            line.batch_number = batch_from_expiry(expiry)
        if line.item["requires_batch"] and not line.batch_number:
            errors[f"{line.field}.batchNumber"].append(
                f"Line {line.index + 1}: the item {line.item['code']} needs a batch number."
            )
        if line.item["requires_expiry"] and expiry is None:
            errors[f"{line.field}.expDate"].append(
                f"Line {line.index + 1}: the item {line.item['code']} needs an expiry date."
            )
    if errors:
        numbers = sorted({int(key.split("[")[1].split("]")[0]) + 1 for key in errors})
        raise Problem(
            400,
            "Lines missing a batch number or expiry date: "
            + ", ".join(str(n) for n in numbers)
            + ".",
            title="One or more validation errors occurred.",
            errors=errors,
        )


def _work_order_lines(lines: list[_Line], price_of: dict[int, float]) -> list[WorkOrderLine]:
    return [
        WorkOrderLine(
            stock_item_id=int(line.item["id"]),
            quantity=float(line.request.quantity),
            price=price_of[line.index],
            unit_id=line.request.unit_of_measure_id,
            unit_ratio=line.unit_ratio,
            warehouse_id=line.request.warehouse_id,
            batch_number=line.batch_number,
            expiry_date=(
                dates.stored_document_date(line.request.exp_date)
                if line.request.exp_date is not None
                else None
            ),
            production_date=(
                dates.stored_document_date(line.request.production_date)
                if line.request.production_date is not None
                else None
            ),
            description=line.request.description,
            comments=line.request.comments,
            serial_ids=line.serial_ids,
        )
        for line in lines
    ]


def _record(
    conn: sqlite3.Connection,
    caller_tenant: int,
    caller_user: int,
    header: WorkOrderHeader,
    lines: list[WorkOrderLine],
    now: str,
) -> int:
    try:
        recorded = record_work_order(
            conn, caller_tenant, header, lines, created_by=caller_user, now=now
        )
    except stock.NegativeStock as shortage:
        raise shortage.problem() from None
    return recorded.document_id


def _load(conn: sqlite3.Connection, document_id: int) -> WorkOrderResponse:
    row = conn.execute("SELECT * FROM documents WHERE id = ?", (document_id,)).fetchone()
    return render(conn, row)


def _text(value: str | None) -> str | None:
    return value.strip() if value is not None and value.strip() else None


# -- issue offering --------------------------------------------------------------------------
def _related_order(conn: sqlite3.Connection, tenant_id: int, sent: str | None) -> int | None:
    """Rule 5: a relatedSoCode containing SO names a sales order: unknown is a 500,
    cancelled 409 RelatedSalesOrderCancelled, already issued 409 SalesOrderAlreadyIssued."""
    if sent is None or "SO" not in sent.upper():
        return None
    code = normalized_code(sent)
    order = conn.execute(
        "SELECT id, status, is_issued FROM documents WHERE tenant_id = ? AND type = 'SO' "
        "AND code = ?",
        (tenant_id, code),
    ).fetchone()
    if order is None:
        raise Problem(500, f"Object reference not set: sales order {code} was not found.")
    if order["status"] == "Cancelled":
        raise business_rule(
            ErrorCode.RelatedSalesOrderCancelled, f"The sales order {code} is cancelled."
        )
    if order["is_issued"] or order["status"] == orders.SHIPPED:
        raise business_rule(
            ErrorCode.SalesOrderAlreadyIssued, f"The sales order {code} is already issued."
        )
    return int(order["id"])


def _match_order_lines(
    conn: sqlite3.Connection, order_id: int, lines: list[WorkOrderLine]
) -> list[WorkOrderLine]:
    """Rule 5: each line takes the first unmatched order line with the identical stock item,
    quantity and price."""
    free = [
        dict(row)
        for row in conn.execute(
            "SELECT id, stock_item_id, quantity, price FROM document_lines "
            "WHERE document_id = ? ORDER BY line_number, id",
            (order_id,),
        )
    ]
    matched = []
    for line in lines:
        found = next(
            (
                candidate
                for candidate in free
                if candidate["stock_item_id"] == line.stock_item_id
                and abs(candidate["quantity"] - line.quantity) <= stock.QUANTITY_EPSILON
                and abs(candidate["price"] - line.price) <= 1e-6
            ),
            None,
        )
        if found is not None:
            free.remove(found)
            line = replace(line, source_line_id=int(found["id"]))
        matched.append(line)
    return matched


@router.post("/issue-offering", status_code=201, **requires("create:work-order"))
def issue_offering(
    body: CreateIssueOfferingRequest, caller: CurrentCaller, db: Db
) -> WorkOrderResponse:
    """Rules 1-7: goods leave the warehouse to a customer or another party, atomically with
    their journal entry; may issue (ship) a sales order."""
    tenant = caller.tenant_id
    with db.transaction() as conn:
        lines = _lines(conn, tenant, body.work_order_details)
        _check_exists(conn, tenant, "customers", "customerId", body.customer_id)
        _check_exists(conn, tenant, "other_parties", "otherPartyId", body.other_party_id)
        _check_exists(conn, tenant, "sales_persons", "salesPersonId", body.sales_person_id)
        _check_exists(conn, tenant, "currencies", "currencyId", body.currency_id)
        _check_warehouse(conn, tenant, body.warehouse_id)
        document_date = _document_date(body.date)
        currency_id, rate = _exchange_rate(conn, tenant, body.currency_id, body.exchange_rate)
        _check_cost_method(conn, tenant)
        _check_serial_counts(lines)
        _serials_in(conn, tenant, lines, receipt=False)
        order_id = _related_order(conn, tenant, body.related_so_code)
        prices = {
            line.index: float(line.request.price or 0) for line in lines
        }  # an unpriced issue line is priced 0
        work_lines = _work_order_lines(lines, prices)
        if order_id is not None:
            work_lines = _match_order_lines(conn, order_id, work_lines)
        now = utc_now()
        header = WorkOrderHeader(
            doc_type="IO",
            warehouse_id=body.warehouse_id,
            document_date=document_date,
            customer_id=body.customer_id,
            other_party_id=body.other_party_id,
            sales_person_id=body.sales_person_id,
            responsible_id=body.work_order_responsible_id,
            currency_id=currency_id,
            exchange_rate=rate,
            paper_number=_text(body.paper_number),
            notes=body.notes,
            external_id=body.external_id,
            status=body.status.value if body.status is not None else None,
            related_document_id=order_id,
            is_auto_generated=bool(body.is_auto_work_order),
            extra={"related_document_code": _text(body.related_so_code)},
        )
        document_id = _record(conn, tenant, caller.user_id, header, work_lines, now)
        if order_id is not None:
            issued = {
                line.source_line_id: line.quantity
                for line in work_lines
                if line.source_line_id is not None
            }
            orders.ship_order(conn, tenant, order_id, issued, now=now)
        return _load(conn, document_id)


# -- receive supplies ------------------------------------------------------------------------
@router.post("/receive-supplies", status_code=201, **requires("create:work-order"))
def receive_supplies(
    body: CreateReceiveSuppliesRequest, caller: CurrentCaller, db: Db
) -> WorkOrderResponse:
    """Rules 1-5: goods enter the warehouse from a supplier or another party at their price;
    never marks a purchase order received; linkedDocumentCode stored as sent."""
    tenant = caller.tenant_id
    with db.transaction() as conn:
        lines = _lines(conn, tenant, body.work_order_details)
        _check_batches(lines)
        _check_exists(conn, tenant, "suppliers", "supplierId", body.supplier_id)
        _check_exists(conn, tenant, "other_parties", "otherPartyId", body.other_party_id)
        _check_exists(conn, tenant, "currencies", "currencyId", body.currency_id)
        _check_warehouse(conn, tenant, body.warehouse_id)
        document_date = _document_date(body.date)
        currency_id, rate = _exchange_rate(conn, tenant, body.currency_id, body.exchange_rate)
        _check_cost_method(conn, tenant)
        _check_serial_counts(lines)
        _serials_in(conn, tenant, lines, receipt=True)
        prices = {line.index: float(line.request.price or 0) for line in lines}
        header = WorkOrderHeader(
            doc_type="RS",
            warehouse_id=body.warehouse_id,
            document_date=document_date,
            supplier_id=body.supplier_id,
            other_party_id=body.other_party_id,
            purchase_person_id=body.purchase_person_id,
            responsible_id=body.work_order_responsible_id,
            currency_id=currency_id,
            exchange_rate=rate,
            paper_number=_text(body.paper_number),
            notes=body.notes,
            external_id=body.external_id,
            status=body.status.value if body.status is not None else None,
            linked_document_code=_text(body.linked_document_code),
            is_auto_generated=bool(body.is_auto_work_order),
        )
        document_id = _record(
            conn, tenant, caller.user_id, header, _work_order_lines(lines, prices), utc_now()
        )
        return _load(conn, document_id)


# -- opening balance -------------------------------------------------------------------------
@router.post("/opening-balance", status_code=201, **requires("create:work-order"))
def opening_balance(
    body: CreateOpeningBalanceRequest, caller: CurrentCaller, db: Db
) -> WorkOrderResponse:
    """Not shown, designed here (module note): a warehouse's opening stock, valued at each
    line's price (default: the item's purchase price), as an OB work order."""
    tenant = caller.tenant_id
    with db.transaction() as conn:
        lines = _lines(conn, tenant, body.work_order_details)
        _check_batches(lines)
        if not exists(
            conn,
            "SELECT 1 FROM warehouses WHERE id = ? AND tenant_id = ?",
            body.warehouse_id,
            tenant,
        ):
            raise invalid("warehouseId", f"The warehouse {body.warehouse_id} does not exist.")
        document_date = _document_date(body.date)
        _check_cost_method(conn, tenant)
        _check_serial_counts(lines)
        _serials_in(conn, tenant, lines, receipt=True)
        prices = {
            line.index: (
                float(line.request.price)
                if line.request.price is not None
                else float(line.item["purchase_price"])
            )
            for line in lines
        }
        header = WorkOrderHeader(
            doc_type="OB",
            warehouse_id=body.warehouse_id,
            document_date=document_date,
            paper_number=_text(body.paper_number),
            notes=body.notes,
            external_id=body.external_id,
        )
        document_id = _record(
            conn, tenant, caller.user_id, header, _work_order_lines(lines, prices), utc_now()
        )
        return _load(conn, document_id)
