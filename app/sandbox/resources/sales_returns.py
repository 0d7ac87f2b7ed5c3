"""Sales returns (spec: transactional documents, "Sales return" and "Sales returns").

GET by code, GET returnable and POST follow the spec's numbered rules. Where the spec is
silent the sandbox chose (GUESSES.md, "Sales returns"):

- A return (SR-n) is a sales document related to its sales order (``related_document_id``;
  none for an issue offering without an order) and naming its source code
  (``linked_document_code``). A stock line continues the issue-offering line it returns
  (``source_line_id``), a service line the order line.
- "Returned" quantities are those of *issued* returns (received into stock): an issued
  return adds to ``returned_quantity`` of the issue-offering line and of the order line.
  With ``limitReturnsByPendingReturns`` the quantities on unissued returns count too.
- Settings (rule 6): approved when ``salesReturnAutoApprove``; received into stock (its
  return receipt RR, via ``books.work_orders``, and marked issued) when approved and either
  ``salesReturnAutoIssue`` or ``salesReturnCreateWorkOrder`` with the user on the
  automatic-related-documents list; the cash amount is paid out (CO via ``books.cash``)
  when ``salesReturnCreateCashPayment``, the user is on that list and cashAmount > 0.
- Totals: line net = quantity x (price - unit discount); tax (taxable orders) at the line's
  tax rate, less withholding; rounded to ``decimalPlaces``. A return posts no ledger lines
  of its own (nor does an order); its RR and CO do.
"""

from __future__ import annotations

import sqlite3
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Annotated, Any

from fastapi import APIRouter, Query
from pydantic.config import JsonDict

from app.models.common import (
    AccountReference,
    CurrencyReference,
    StockItemReference,
    TaxReference,
    WarehouseReference,
)
from app.models.documents import (
    AmountStatus,
    CustomerReference,
    SalesPersonReference,
    SalesStoreReference,
    UnitOfMeasureReference,
)
from app.models.error_codes import ErrorCode
from app.models.sales_returns import (
    RETURN_RATE_DECIMALS,
    CreateSalesReturnRequest,
    ReturnableLineResponse,
    ReturnableSalesReturnResponse,
    SalesReturnDetailResponse,
    SalesReturnResponse,
)
from app.sandbox.auth import Caller
from app.sandbox.books import cash, dates, stock
from app.sandbox.books.documents import insert_document, insert_line
from app.sandbox.books.ledger import Posting, account_of_type
from app.sandbox.books.numbering import new_document_code, normalized_code
from app.sandbox.books.work_orders import WorkOrderHeader, WorkOrderLine, record_work_order
from app.sandbox.db import utc_now
from app.sandbox.permissions import DataKind, may_see
from app.sandbox.problems import Problem, business_rule, invalid, not_found
from app.sandbox.queries import exists
from app.sandbox.routing import ApiRoute, CurrentCaller, Db, requires
from app.sandbox.settings import get_flag, get_int
from app.sandbox.stored_amounts import stored_amount_or_zero

router = APIRouter(prefix="/sales-returns", tags=["Sales returns"], route_class=ApiRoute)

RETURN = "SR"
EPSILON = stock.QUANTITY_EPSILON
CHECK_PLACES = 4  # rule 4: "to 4 decimals"


# -- the source and what is left of it ---------------------------------------------------------
@dataclass(frozen=True)
class Source:
    """What a return is made against: a sales order, or one issue offering (with the order
    it was made for, if any)."""

    document: sqlite3.Row  # the SO, or the IO
    order: sqlite3.Row | None  # the sales order (the document itself for an SO code)

    @property
    def is_issue(self) -> bool:
        return str(self.document["type"]) == "IO"


@dataclass(frozen=True)
class Returnable:
    """One line that can still be returned, with what a return copies from its source."""

    work_line_id: int | None  # the issue-offering line (stock lines)
    order_line_id: int | None  # the sales-order line (service lines; stock lines if linked)
    original_line_id: int | None  # a replacement line's original line
    customer_id: int | None
    stock_item_id: int | None
    service_item_id: int | None
    quantity: float  # left to return, in the line's unit
    price: float
    unit_discount: float
    tax_id: int | None
    tax_rate: float
    withholding_tax_id: int | None
    withholding_tax_rate: float
    unit_id: int | None
    unit_ratio: float
    warehouse_id: int | None
    batch_number: str | None
    expiry_date: str | None


def _visible(conn: sqlite3.Connection, caller: Caller, row: sqlite3.Row) -> bool:
    warehouse_id = row["warehouse_id"]
    if warehouse_id is None and row["sales_store_id"] is not None:
        store = conn.execute(
            "SELECT warehouse_id FROM sales_stores WHERE id = ?", (row["sales_store_id"],)
        ).fetchone()
        warehouse_id = store[0] if store is not None else None
    return warehouse_id is None or may_see(conn, caller, DataKind.WAREHOUSE, int(warehouse_id))


def resolve_source(conn: sqlite3.Connection, caller: Caller, sent: str) -> Source:
    """Returnable rule 1: SO- means an order code, IO- an issue-offering code, anything else
    a paper number (earliest document date wins). Not found, or out of the caller's
    warehouses: 404."""
    code = sent.strip()
    upper = code.upper()
    tenant_id = caller.tenant_id
    row: sqlite3.Row | None
    if "SO-" in upper or "IO-" in upper:
        doc_type = "SO" if "SO-" in upper else "IO"
        # The code may carry text around it ("return of so-5"): take it from its prefix.
        start = upper.index(f"{doc_type}-")
        wanted = normalized_code(code[start:])
        row = conn.execute(
            "SELECT * FROM documents WHERE tenant_id = ? AND type = ? AND code = ?",
            (tenant_id, doc_type, wanted),
        ).fetchone()
    else:
        row = conn.execute(
            "SELECT * FROM documents WHERE tenant_id = ? AND type IN ('SO', 'IO') "
            "AND paper_number = ? ORDER BY document_date, id LIMIT 1",
            (tenant_id, code),
        ).fetchone()
    if row is None or not _visible(conn, caller, row):
        raise not_found(f"No sales order or issue offering matches '{code}'.")
    if row["type"] == "SO":
        return Source(row, row)
    order = conn.execute(
        "SELECT * FROM documents WHERE id = ? AND type = 'SO'", (row["related_document_id"],)
    ).fetchone()
    return Source(row, order)


def _pending(conn: sqlite3.Connection, line_id: int) -> float:
    """What unissued returns hold of a source line."""
    row = conn.execute(
        "SELECT total(l.quantity) FROM document_lines AS l JOIN documents AS d "
        "ON d.id = l.document_id WHERE d.type = 'SR' AND d.is_issued = 0 "
        "AND l.source_line_id = ?",
        (line_id,),
    ).fetchone()
    return float(row[0])


def _has_service_invoice(conn: sqlite3.Connection, order_id: int) -> bool:
    return exists(
        conn, "SELECT 1 FROM documents WHERE type = 'SI' AND related_document_id = ?", order_id
    )


def _order_lines(conn: sqlite3.Connection, order: sqlite3.Row | None) -> dict[int, sqlite3.Row]:
    if order is None:
        return {}
    return {
        int(row["id"]): row
        for row in conn.execute(
            "SELECT * FROM document_lines WHERE document_id = ?", (order["id"],)
        )
    }


def returnable_lines(
    conn: sqlite3.Connection, tenant_id: int, source: Source
) -> tuple[list[Returnable], bool]:
    """Returnable rules 2, 3 and 6: (lines with something left, whether anything was
    issued at all)."""
    limit_pending = get_flag(conn, tenant_id, "limitReturnsByPendingReturns")
    order = source.order
    order_lines = _order_lines(conn, order)
    prices_include_tax = bool(order["prices_include_tax"]) if order is not None else False
    if source.is_issue:
        issues = [source.document]
    else:
        issues = conn.execute(
            "SELECT * FROM documents WHERE type = 'IO' AND related_document_id = ? ORDER BY id",
            (source.document["id"],),
        ).fetchall()
    lines: list[Returnable] = []
    issued_any = False
    for issue in issues:
        for row in conn.execute(
            "SELECT * FROM document_lines WHERE document_id = ? AND stock_item_id IS NOT NULL "
            "ORDER BY line_number, id",
            (issue["id"],),
        ):
            # An order whose issue was undone (unissue: its issue offerings were taken back
            # whole) has nothing issued, rather than everything returned.
            issued_any = issued_any or source.is_issue or bool(source.document["is_issued"])
            left = float(row["quantity"]) - float(row["returned_quantity"])
            if limit_pending:
                left -= _pending(conn, int(row["id"]))
            if left <= EPSILON:
                continue
            origin = order_lines.get(int(row["source_line_id"] or 0))
            lines.append(_returnable(row, origin, issue["customer_id"], left, prices_include_tax))
    if order is not None and not source.is_issue and _has_service_invoice(conn, int(order["id"])):
        for row in order_lines.values():
            if row["service_item_id"] is None or float(row["issued_quantity"]) <= EPSILON:
                continue
            issued_any = True
            left = float(row["issued_quantity"]) - float(row["returned_quantity"])
            if limit_pending:
                left -= _pending(conn, int(row["id"]))
            if left > EPSILON:
                lines.append(_returnable(None, row, order["customer_id"], left, prices_include_tax))
    return lines, issued_any


def _returnable(
    work: sqlite3.Row | None,
    origin: sqlite3.Row | None,
    customer_id: int | None,
    left: float,
    prices_include_tax: bool,
) -> Returnable:
    """One proposed line: prices, discount and taxes from the order line when there is one
    (an issue offering with no order line: its own price, no tax, no discount)."""
    base = work if work is not None else origin
    assert base is not None
    if origin is not None:
        price = float(origin["price"])
        tax_rate = float(origin["tax_rate"])
        if prices_include_tax and tax_rate:
            # "if the original prices included tax, the proposed price excludes it"
            price = price / (1 + tax_rate / 100)
        unit_discount = float(origin["unit_discount"])
        taxes: tuple[Any, float, Any, float] = (
            origin["tax_id"],
            tax_rate,
            origin["withholding_tax_id"],
            float(origin["withholding_tax_rate"]),
        )
    else:
        price, unit_discount, taxes = float(base["price"]), 0.0, (None, 0.0, None, 0.0)
    return Returnable(
        work_line_id=int(work["id"]) if work is not None else None,
        order_line_id=int(origin["id"]) if origin is not None else None,
        original_line_id=work["original_line_id"] if work is not None else None,
        customer_id=customer_id,
        stock_item_id=base["stock_item_id"],
        service_item_id=origin["service_item_id"] if origin is not None else None,
        quantity=left,
        price=price,
        unit_discount=unit_discount,
        tax_id=taxes[0],
        tax_rate=taxes[1],
        withholding_tax_id=taxes[2],
        withholding_tax_rate=taxes[3],
        unit_id=base["unit_id"],
        unit_ratio=float(base["unit_ratio"]),
        warehouse_id=base["warehouse_id"],
        batch_number=work["batch_number"] if work is not None else None,
        expiry_date=work["expiry_date"] if work is not None else None,
    )


def _nothing_left(source: Source, issued_any: bool) -> Problem:
    """Returnable rule 4."""
    code = source.document["code"]
    if issued_any or source.is_issue:
        return business_rule(
            ErrorCode.OrderCompletelyReturned, f"Everything issued on {code} was returned."
        )
    return business_rule(ErrorCode.OrderHasNoIssuedItems, f"Nothing of {code} was issued yet.")


def _check_sales_person(conn: sqlite3.Connection, caller: Caller, source: Source) -> None:
    """Returnable rule 5."""
    person = source.order["sales_person_id"] if source.order is not None else None
    if person is not None and not may_see(conn, caller, DataKind.SALES_PERSON, int(person)):
        raise business_rule(
            ErrorCode.SalesPersonNotPermitted,
            f"You may not use the sales person of {source.document['code']}.",
        )


def returnable_for(
    conn: sqlite3.Connection, caller: Caller, code: str
) -> tuple[Source, list[Returnable]]:
    """Rules 1, 4 and 5 of returnable (and create rule 1)."""
    source = resolve_source(conn, caller, code)
    _check_sales_person(conn, caller, source)
    lines, issued_any = returnable_lines(conn, caller.tenant_id, source)
    if not lines:
        raise _nothing_left(source, issued_any)
    return source, lines


# -- money ---------------------------------------------------------------------------------------
@dataclass(frozen=True)
class Amounts:
    gross: float
    discount: float
    tax: float
    net: float


def amounts(
    lines: Sequence[tuple[float, float, float, float, float]], *, taxable: bool, places: int
) -> Amounts:
    """Totals of (quantity, price, unit discount, tax rate, withholding rate) lines."""
    gross = sum(q * p for q, p, _d, _t, _w in lines)
    discount = sum(q * d for q, _p, d, _t, _w in lines)
    tax = 0.0
    if taxable:
        tax = sum(q * (p - d) * (t - w) / 100 for q, p, d, t, w in lines)
    net = gross - discount + tax
    return Amounts(
        round(gross, places), round(discount, places), round(tax, places), round(net, places)
    )


def _currency(
    conn: sqlite3.Connection, tenant_id: int, order: sqlite3.Row | None
) -> tuple[int | None, float]:
    """The order's currency and rate; no order currency: the system currency (rule 6)."""
    system = dates.system_currency(conn, tenant_id)
    if order is None or order["currency_id"] is None:
        return system, 1.0
    return int(order["currency_id"]), float(order["exchange_rate"] or 1)


def _refund_kind(conn: sqlite3.Connection, order: sqlite3.Row | None) -> str:
    """Returnable rule 7: cash if the order had any cash payment, else notes receivable if
    any, else on account."""
    if order is None:
        return "account"
    paid_in_cash = float(order["cash_amount"] or 0) > EPSILON or exists(
        conn,
        "SELECT 1 FROM document_payments AS p JOIN documents AS d ON d.id = "
        "p.payment_document_id WHERE p.document_id = ? AND d.type = 'CI'",
        order["id"],
    )
    if paid_in_cash:
        return "cash"
    if float(order["notes_receivable_amount"] or 0) > EPSILON:
        return "notes"
    return "account"


# -- rendering -----------------------------------------------------------------------------------


def _row(conn: sqlite3.Connection, sql: str, key: object) -> sqlite3.Row | None:
    if key is None:
        return None
    found: sqlite3.Row | None = conn.execute(sql, (key,)).fetchone()
    return found


def _tax(conn: sqlite3.Connection, tax_id: int | None) -> TaxReference | None:
    if tax_id is None:
        return None
    row = _row(conn, "SELECT id, name, rate FROM taxes WHERE id = ?", tax_id)
    return (
        TaxReference(id=row["id"], name=row["name"], rate=row["rate"])
        if row
        else TaxReference(id=tax_id)
    )


def _item(conn: sqlite3.Connection, item_id: int | None) -> StockItemReference | None:
    if item_id is None:
        return None
    row = _row(conn, "SELECT id, code, description FROM stock_items WHERE id = ?", item_id)
    if row is None:
        return StockItemReference(id=item_id)
    return StockItemReference(id=row["id"], code=row["code"], description=row["description"])


def _unit(conn: sqlite3.Connection, unit_id: int | None) -> UnitOfMeasureReference | None:
    if unit_id is None:
        return None
    row = _row(conn, "SELECT id, name FROM stock_item_units WHERE id = ?", unit_id)
    return (
        UnitOfMeasureReference(id=row["id"], name=row["name"])
        if row
        else UnitOfMeasureReference(id=unit_id)
    )


def _warehouse(conn: sqlite3.Connection, warehouse_id: int | None) -> WarehouseReference | None:
    if warehouse_id is None:
        return None
    row = _row(conn, "SELECT id, code, description FROM warehouses WHERE id = ?", warehouse_id)
    if row is None:
        return WarehouseReference(id=warehouse_id)
    return WarehouseReference(id=row["id"], code=row["code"], name=row["description"])


def _customer(conn: sqlite3.Connection, customer_id: int | None) -> CustomerReference | None:
    if customer_id is None:
        return None
    row = _row(conn, "SELECT id, code, name FROM customers WHERE id = ?", customer_id)
    if row is None:
        return CustomerReference(id=customer_id)
    return CustomerReference(id=row["id"], code=row["code"], name=row["name"])


def _person(conn: sqlite3.Connection, person_id: int | None) -> SalesPersonReference | None:
    if person_id is None:
        return None
    row = _row(conn, "SELECT id, code, name FROM sales_persons WHERE id = ?", person_id)
    if row is None:
        return SalesPersonReference(id=person_id)
    return SalesPersonReference(id=row["id"], code=row["code"], name=row["name"])


def _currency_reference(
    conn: sqlite3.Connection, currency_id: int | None
) -> CurrencyReference | None:
    if currency_id is None:
        return None
    row = _row(conn, "SELECT id, code, name FROM currencies WHERE id = ?", currency_id)
    if row is None:
        return CurrencyReference(id=currency_id)
    return CurrencyReference(id=row["id"], code=row["code"], name=row["name"])


def _line_links(conn: sqlite3.Connection, line: sqlite3.Row) -> tuple[int | None, int | None]:
    """(sales-order detail id, work-order detail id) a stored return line continues."""
    source = _row(
        conn,
        "SELECT l.id, l.source_line_id, d.type FROM document_lines AS l "
        "JOIN documents AS d ON d.id = l.document_id WHERE l.id = ?",
        line["source_line_id"],
    )
    if source is None:
        return None, None
    if source["type"] == "IO":
        return source["source_line_id"], int(source["id"])
    return int(source["id"]), None


def render(conn: sqlite3.Connection, row: sqlite3.Row) -> SalesReturnResponse:
    """A stored return as SalesReturnResponse (unresolvable references hold only id)."""
    store = _row(
        conn, "SELECT id, code, description FROM sales_stores WHERE id = ?", row["sales_store_id"]
    )
    account = _row(
        conn, "SELECT id, code, name FROM accounts WHERE id = ?", row["treasury_account_id"]
    )
    order = _row(conn, "SELECT code FROM documents WHERE id = ?", row["related_document_id"])
    receipt = conn.execute(
        "SELECT code FROM documents WHERE type = 'RR' AND related_document_id = ? ORDER BY id",
        (row["id"],),
    ).fetchone()
    details = []
    for line in conn.execute(
        "SELECT * FROM document_lines WHERE document_id = ? ORDER BY line_number, id",
        (row["id"],),
    ):
        order_line, work_line = _line_links(conn, line)
        details.append(
            SalesReturnDetailResponse(
                id=line["id"],
                source_sales_order_detail_id=order_line,
                source_work_order_detail_id=work_line,
                stock_item=_item(conn, line["stock_item_id"]),
                service_item_id=line["service_item_id"],
                quantity=stored_amount_or_zero(line["quantity"]),
                price=stored_amount_or_zero(line["price"]),
                tax_rate=stored_amount_or_zero(line["tax_rate"]),
                unit_discount=stored_amount_or_zero(line["unit_discount"]),
                tax=_tax(conn, line["tax_id"]),
                withholding_tax=_tax(conn, line["withholding_tax_id"]),
                unit_of_measure=_unit(conn, line["unit_id"]),
            )
        )
    return SalesReturnResponse(
        id=row["id"],
        code=row["code"],
        document_type=row["type"],
        document_date=row["document_date"],
        customer=_customer(conn, row["customer_id"]),
        sales_person=_person(conn, row["sales_person_id"]),
        warehouse=_warehouse(conn, row["warehouse_id"]),
        sales_store=SalesStoreReference(
            id=store["id"], code=store["code"], description=store["description"]
        )
        if store
        else None,
        currency=_currency_reference(conn, row["currency_id"]),
        exchange_rate=stored_amount_or_zero(row["exchange_rate"]),
        cash_account=AccountReference(id=account["id"], code=account["code"], name=account["name"])
        if account
        else (
            AccountReference(id=row["treasury_account_id"])
            if row["treasury_account_id"] is not None
            else None
        ),
        notes=row["notes"],
        gross_total=stored_amount_or_zero(row["gross_total"]),
        net_total=stored_amount_or_zero(row["net_total"]),
        tax=stored_amount_or_zero(row["tax"]),
        return_discount=stored_amount_or_zero(row["total_items_discounts"]),
        cash_amount=stored_amount_or_zero(row["cash_amount"]),
        notes_receivable_amount=stored_amount_or_zero(row["notes_receivable_amount"]),
        on_account_amount=stored_amount_or_zero(row["on_account_amount"]),
        is_approved=bool(row["is_approved"]),
        is_issued=bool(row["is_issued"]),
        related_sales_order_codes=[str(order["code"])] if order else [],
        related_work_order_code=str(receipt[0]) if receipt else None,
        details=details,
    )


# -- GET ------------------------------------------------------------------------------------------
SALES_RETURN_CODE_SCHEMA: JsonDict = {"pattern": r"^\s*SR-"}
"""The by-code rule as JSON Schema: trimmed, the code starts with SR-."""


@router.get("", **requires("read:sales-return"))
def get_return(
    code: Annotated[str, Query(json_schema_extra=SALES_RETURN_CODE_SCHEMA)],
    caller: CurrentCaller,
    db: Db,
) -> SalesReturnResponse:
    """By code: trimmed, must start with SR- (case-sensitive, else 400); exact match;
    unknown, lineless or out of the caller's warehouses: 404."""
    wanted = code.strip()
    if not wanted.startswith("SR-"):
        raise invalid("code", "A sales return code starts with SR-.")
    with db.transaction() as conn:
        row = conn.execute(
            "SELECT * FROM documents WHERE tenant_id = ? AND type = 'SR' AND code = ?",
            (caller.tenant_id, wanted),
        ).fetchone()
        if (
            row is None
            or not exists(conn, "SELECT 1 FROM document_lines WHERE document_id = ?", row["id"])
            or not _visible(conn, caller, row)
        ):
            raise not_found(f"Sales return {wanted} does not exist.")
        return render(conn, row)


@router.get("/returnable", **requires("read:sales-return"))
def get_returnable(
    code: Annotated[str, Query()], caller: CurrentCaller, db: Db
) -> ReturnableSalesReturnResponse:
    """What can still be returned of an order, an issue offering or a paper number, and
    how to refund it (rules 1-7)."""
    with db.transaction() as conn:
        tenant_id = caller.tenant_id
        source, lines = returnable_for(conn, caller, code)
        places = get_int(conn, tenant_id, "decimalPlaces")
        order = source.order
        taxable = bool(order["taxable"]) if order is not None else False
        currency_id, rate = _currency(conn, tenant_id, order)
        total = amounts(
            [
                (r.quantity, r.price, r.unit_discount, r.tax_rate, r.withholding_tax_rate)
                for r in lines
            ],
            taxable=taxable,
            places=places,
        ).net
        kind = _refund_kind(conn, order)
        return ReturnableSalesReturnResponse(
            source_document_code=source.document["code"],
            customer=_customer(conn, lines[0].customer_id),
            sales_person=_person(conn, order["sales_person_id"] if order is not None else None),
            currency=_currency_reference(conn, currency_id),
            exchange_rate=stored_amount_or_zero(rate),
            taxable=taxable,
            apply_tax_after_discount=bool(order["apply_tax_after_discount"])
            if order is not None
            else False,
            cash_amount=stored_amount_or_zero(total if kind == "cash" else 0, places),
            notes_receivable_amount=stored_amount_or_zero(total if kind == "notes" else 0, places),
            on_account_amount=stored_amount_or_zero(total if kind == "account" else 0, places),
            details=[
                ReturnableLineResponse(
                    source_sales_order_detail_id=r.order_line_id,
                    source_work_order_detail_id=r.work_line_id,
                    original_source_work_order_detail_id=r.original_line_id,
                    stock_item=_item(conn, r.stock_item_id),
                    service_item_id=r.service_item_id,
                    quantity=stored_amount_or_zero(r.quantity, places),
                    price=stored_amount_or_zero(r.price, places),
                    tax_rate=stored_amount_or_zero(r.tax_rate, places),
                    unit_discount=stored_amount_or_zero(r.unit_discount, places),
                    tax=_tax(conn, r.tax_id),
                    withholding_tax=_tax(conn, r.withholding_tax_id),
                    unit_of_measure=_unit(conn, r.unit_id),
                    warehouse=_warehouse(conn, r.warehouse_id),
                )
                for r in lines
            ],
        )


# -- POST -----------------------------------------------------------------------------------------
@dataclass(frozen=True)
class ReturnPolicy:
    """What rule 6's settings decide for one caller (the demo passes its own)."""

    approve: bool
    receive: bool  # write the return receipt (RR) and mark the return issued
    pay_cash: bool  # pay cashAmount out through a cash-out (CO)

    @classmethod
    def of(cls, conn: sqlite3.Connection, caller: Caller) -> ReturnPolicy:
        tenant_id = caller.tenant_id
        row = conn.execute(
            "SELECT automatic_related_documents FROM api_users WHERE id = ?", (caller.user_id,)
        ).fetchone()
        listed = bool(row[0]) if row is not None else False
        approve = get_flag(conn, tenant_id, "salesReturnAutoApprove")
        receive = approve and (
            get_flag(conn, tenant_id, "salesReturnAutoIssue")
            or (listed and get_flag(conn, tenant_id, "salesReturnCreateWorkOrder"))
        )
        pay_cash = listed and get_flag(conn, tenant_id, "salesReturnCreateCashPayment")
        return cls(approve, receive, pay_cash)


@dataclass(frozen=True)
class Chosen:
    """A returned line: its returnable line and the quantity and price sent."""

    line: Returnable
    quantity: float
    price: float


def _matches(entry: Any, line: Returnable, *, issue_source: bool) -> bool:
    """Create rule 2: a stock line by its work-order or sales-order detail id, a service
    line by its sales-order detail id only; from an issue offering a sales-order detail id
    alone never matches."""
    work_id, order_id = entry.source_work_order_detail_id, entry.source_sales_order_detail_id
    if line.work_line_id is None:  # a service line
        return work_id is None and order_id is not None and order_id == line.order_line_id
    if work_id is not None:
        return work_id == line.work_line_id and order_id in (None, line.order_line_id)
    return not issue_source and order_id is not None and order_id == line.order_line_id


def _choose(
    body: CreateSalesReturnRequest, source: Source, lines: list[Returnable]
) -> list[Chosen]:
    if not body.source_document_details:
        return [Chosen(line, line.quantity, line.price) for line in lines]
    chosen: list[Chosen] = []
    for index, entry in enumerate(body.source_document_details):
        matching = [line for line in lines if _matches(entry, line, issue_source=source.is_issue)]
        if len(matching) != 1:
            raise invalid(
                f"sourceDocumentDetails[{index}]",
                "The entry does not match exactly one returnable line of "
                f"{source.document['code']}.",
            )
        line = matching[0]
        if any(c.line is line for c in chosen):
            raise invalid(
                f"sourceDocumentDetails[{index}]", "This line is already returned by another entry."
            )
        chosen.append(
            Chosen(
                line,
                float(entry.quantity) if entry.quantity is not None else line.quantity,
                float(entry.price) if entry.price is not None else line.price,
            )
        )
    return chosen


def _check_treasury(conn: sqlite3.Connection, caller: Caller, account_id: int | None) -> None:
    """Rule 7's treasury checks (automatic cash payment of a cash amount only)."""
    row = None
    if account_id is not None:
        row = conn.execute(
            "SELECT * FROM accounts WHERE tenant_id = ? AND id = ?", (caller.tenant_id, account_id)
        ).fetchone()
    if row is None:
        raise business_rule(
            ErrorCode.NoSelectedTreasury, "Select the treasury (cashAccountId) to pay from."
        )
    if not str(row["alias"] or "").strip():
        raise business_rule(
            ErrorCode.TreasuryHasNoAlias, f"Treasury {row['code']} has no alias for its codes."
        )
    if row["type"] not in ("Cash", "Bank"):
        raise business_rule(
            ErrorCode.TreasuryAccountTypeInvalid, "The treasury must be a Cash or Bank account."
        )
    if not may_see(conn, caller, DataKind.TREASURY, int(row["id"])):
        raise business_rule(
            ErrorCode.TreasuryNotPermitted, f"You have no data permission on {row['code']}."
        )


def create_return(
    conn: sqlite3.Connection,
    caller: Caller,
    body: CreateSalesReturnRequest,
    policy: ReturnPolicy,
    *,
    now: str,
) -> int:
    """Check and write a return (rules 1-7) and what the policy makes with it; returns its
    id. Nothing is written before every check passed."""
    tenant_id = caller.tenant_id
    if not exists(
        conn,
        "SELECT 1 FROM warehouses WHERE tenant_id = ? AND id = ?",
        tenant_id,
        body.warehouse_id,
    ):
        raise invalid("warehouseId", f"Warehouse {body.warehouse_id} does not exist.")
    if not may_see(conn, caller, DataKind.WAREHOUSE, body.warehouse_id):
        raise invalid("warehouseId", "You have no data permission on this warehouse.")
    source, lines = returnable_for(conn, caller, body.source_document_code)
    order = source.order
    chosen = _choose(body, source, lines)
    places = get_int(conn, tenant_id, "decimalPlaces")
    taxable = bool(order["taxable"]) if order is not None else False
    totals = amounts(
        [
            (
                c.quantity,
                c.price,
                c.line.unit_discount,
                c.line.tax_rate,
                c.line.withholding_tax_rate,
            )
            for c in chosen
        ],
        taxable=taxable,
        places=places,
    )
    cash_amount = float(body.cash_amount or 0)
    document_date = dates.stored_document_date(body.document_date)
    # Rule 5: the rate.
    currency_id, order_rate = _currency(conn, tenant_id, order)
    if currency_id is None or currency_id == dates.system_currency(conn, tenant_id):
        rate = 1.0
    else:
        problem = dates.rate_decimals_problem(body.exchange_rate, RETURN_RATE_DECIMALS)
        if problem is not None:
            raise problem
        rate = float(body.exchange_rate) if body.exchange_rate is not None else order_rate or 1.0
    # Rule 7, header.
    sales_person = order["sales_person_id"] if order is not None else None
    if sales_person is None and get_flag(conn, tenant_id, "salesPersonRequired"):
        raise business_rule(ErrorCode.SalesPersonRequired, "The return needs a sales person.")
    if get_flag(conn, tenant_id, "costCenterRequired"):
        # "This endpoint cannot set a cost center, so an organization requiring one always
        # gets CostCenterRequired."
        raise business_rule(ErrorCode.CostCenterRequired, "The return needs a cost center.")
    if totals.net < 0:
        raise business_rule(ErrorCode.NegativeNetTotal, f"The net total is {totals.net:g}.")
    if cash_amount > totals.net + 10**-places / 2:
        raise business_rule(
            ErrorCode.CashExceedsTotal,
            f"The cash amount {cash_amount:g} exceeds the net total {totals.net:g}.",
        )
    if order is not None and dates.document_day(document_date) < dates.document_day(
        str(order["document_date"])
    ):
        raise business_rule(
            ErrorCode.DateBeforeRelatedSalesOrder,
            f"The return is dated before its sales order {order['code']}.",
        )
    if abs(totals.net) <= EPSILON and not get_flag(conn, tenant_id, "allowZeroTotalReturns"):
        raise business_rule(ErrorCode.ZeroTotalNotAllowed, "The return's total is zero.")
    dates.check_future_date(conn, tenant_id, document_date)
    dates.check_closing_date(conn, tenant_id, document_date)
    # Rule 4 (a check value): compared after the header, with the lines' discounts.
    if body.return_discount is not None and round(
        float(body.return_discount), CHECK_PLACES
    ) != round(sum(c.quantity * c.line.unit_discount for c in chosen), CHECK_PLACES):
        raise invalid("returnDiscount", "returnDiscount must equal the sum of the line discounts.")
    # Rule 7, lines.
    for index, c in enumerate(chosen):
        if c.quantity <= EPSILON:
            raise business_rule(ErrorCode.ZeroQuantity, f"Line {index + 1} returns nothing.")
        if c.price <= EPSILON and not get_flag(conn, tenant_id, "allowZeroPriceSales"):
            raise business_rule(ErrorCode.ZeroPrice, f"Line {index + 1} has a zero price.")
    if (
        all(c.line.work_line_id is None for c in chosen)
        and order is not None
        and exists(
            conn,
            "SELECT 1 FROM document_lines WHERE document_id = ? AND stock_item_id IS NOT NULL",
            order["id"],
        )
    ):
        raise business_rule(
            ErrorCode.ServiceOnlyForMixedOrder,
            "A return of an order with stock items cannot return its services alone.",
        )
    # Rule 7, treasury.
    if policy.pay_cash and cash_amount > 0:
        _check_treasury(conn, caller, body.cash_account_id)
    # Rule 7, quantities.
    for index, c in enumerate(chosen):
        if c.quantity > c.line.quantity + EPSILON:
            raise business_rule(
                ErrorCode.EdaraBusinessError,
                f"Line {index + 1} returns {c.quantity:g}; only {c.line.quantity:g} is left.",
            )
    # Rule 7, customer: from the first line; it must still be one the caller may sell to.
    customer_id = chosen[0].line.customer_id
    customer = _row(conn, "SELECT * FROM customers WHERE id = ?", customer_id)
    hidden = (
        customer is not None
        and get_flag(conn, tenant_id, "customerDataPermissions")
        and not may_see(conn, caller, DataKind.CUSTOMER, int(customer["id"]))
    )
    if customer is None or not customer["is_active"] or hidden:
        raise business_rule(
            ErrorCode.CustomerNotFound, f"Customer {customer_id} cannot take a return."
        )
    return _write(
        conn,
        caller,
        body,
        policy,
        source=source,
        chosen=chosen,
        totals=totals,
        currency=(currency_id, rate),
        customer_id=int(customer["id"]),
        document_date=document_date,
        places=places,
        now=now,
    )


def _write(
    conn: sqlite3.Connection,
    caller: Caller,
    body: CreateSalesReturnRequest,
    policy: ReturnPolicy,
    *,
    source: Source,
    chosen: list[Chosen],
    totals: Amounts,
    currency: tuple[int | None, float],
    customer_id: int,
    document_date: str,
    places: int,
    now: str,
) -> int:
    tenant_id = caller.tenant_id
    order = source.order
    cash_amount = round(float(body.cash_amount or 0), places)
    code, serial = new_document_code(conn, tenant_id, RETURN)
    return_id = insert_document(
        conn,
        tenant_id,
        RETURN,
        code,
        created_by=caller.user_id,
        now=now,
        serial=serial,
        warehouse_id=body.warehouse_id,
        document_date=document_date,
        customer_id=customer_id,
        sales_person_id=order["sales_person_id"] if order is not None else None,
        currency_id=currency[0],
        exchange_rate=currency[1],
        notes=body.notes,
        related_document_id=order["id"] if order is not None else None,
        linked_document_code=source.document["code"],
        taxable=int(bool(order["taxable"])) if order is not None else 0,
        apply_tax_after_discount=int(bool(order["apply_tax_after_discount"]))
        if order is not None
        else 0,
        gross_total=totals.gross,
        sub_total=round(totals.gross - totals.discount, places),
        total_items_discounts=totals.discount,
        tax=totals.tax,
        net_total=totals.net,
        cash_amount=cash_amount,
        on_account_amount=round(totals.net - cash_amount, places),
        notes_receivable_amount=0,
        treasury_account_id=body.cash_account_id,
        is_approved=int(policy.approve),
        is_issued=0,
        updated_by=caller.user_id,
    )
    line_ids = []
    for c in chosen:
        r = c.line
        line_ids.append(
            insert_line(
                conn,
                return_id,
                stock_item_id=r.stock_item_id,
                service_item_id=r.service_item_id,
                quantity=c.quantity,
                price=c.price,
                unit_id=r.unit_id,
                unit_ratio=r.unit_ratio,
                tax_id=r.tax_id,
                tax_rate=r.tax_rate,
                withholding_tax_id=r.withholding_tax_id,
                withholding_tax_rate=r.withholding_tax_rate,
                unit_discount=r.unit_discount,
                item_discount=round(r.unit_discount * c.quantity, 6),
                warehouse_id=body.warehouse_id,
                batch_number=r.batch_number,
                expiry_date=r.expiry_date,
                # A stock line continues the issue line it returns, a service line its order
                # line; a replacement's original line is kept.
                source_line_id=r.work_line_id or r.order_line_id,
                original_line_id=r.original_line_id,
                updated_at=now,
                updated_by=caller.user_id,
            )
        )
    if policy.receive:
        receive_return(conn, caller, return_id, now=now)
    if policy.pay_cash and cash_amount > 0 and body.cash_account_id is not None:
        _pay_out(conn, caller, return_id, body.cash_account_id, cash_amount, now=now)
    return return_id


def receive_return(conn: sqlite3.Connection, caller: Caller, return_id: int, *, now: str) -> None:
    """Issue a return: its stock lines come back into its warehouse through a return
    receipt (RR, at the average cost, as every RR) and every line counts as returned on the
    issue-offering and order lines it continues."""
    document = conn.execute("SELECT * FROM documents WHERE id = ?", (return_id,)).fetchone()
    rows = conn.execute(
        "SELECT * FROM document_lines WHERE document_id = ? ORDER BY line_number, id",
        (return_id,),
    ).fetchall()
    work_lines = [
        WorkOrderLine(
            stock_item_id=int(row["stock_item_id"]),
            quantity=float(row["quantity"]),
            price=float(row["price"]) - float(row["unit_discount"]),
            unit_id=row["unit_id"],
            unit_ratio=float(row["unit_ratio"]),
            batch_number=row["batch_number"] or "",
            expiry_date=row["expiry_date"],
            source_line_id=int(row["id"]),
        )
        for row in rows
        if row["stock_item_id"] is not None
    ]
    if work_lines:
        header = WorkOrderHeader(
            doc_type="RR",
            warehouse_id=int(document["warehouse_id"]),
            document_date=str(document["document_date"]),
            customer_id=document["customer_id"],
            sales_person_id=document["sales_person_id"],
            currency_id=document["currency_id"],
            exchange_rate=float(document["exchange_rate"]),
            related_document_id=return_id,
            linked_document_code=document["code"],
            is_auto_generated=True,
        )
        record_work_order(
            conn, caller.tenant_id, header, work_lines, created_by=caller.user_id, now=now
        )
    for row in rows:
        quantity = float(row["quantity"])
        source = conn.execute(
            "SELECT id, source_line_id FROM document_lines WHERE id = ?", (row["source_line_id"],)
        ).fetchone()
        targets = [source["id"]]
        if row["stock_item_id"] is not None and source["source_line_id"] is not None:
            targets.append(source["source_line_id"])  # the order line the issue shipped
        for target in targets:
            conn.execute(
                "UPDATE document_lines SET returned_quantity = returned_quantity + ?, "
                "updated_at = ? WHERE id = ?",
                (quantity, now, target),
            )
    conn.execute(
        "UPDATE documents SET is_issued = 1, updated_at = ? WHERE id = ?", (now, return_id)
    )


def _receivable(conn: sqlite3.Connection, tenant_id: int, customer_id: int) -> int:
    row = conn.execute(
        "SELECT related_account_id FROM customers WHERE id = ?", (customer_id,)
    ).fetchone()
    if row is not None and row[0] is not None:
        return int(row[0])
    return account_of_type(conn, tenant_id, "AccountsReceivable")


def _pay_out(
    conn: sqlite3.Connection,
    caller: Caller,
    return_id: int,
    account_id: int,
    amount: float,
    *,
    now: str,
) -> None:
    """The automatic cash payment: a cash-out (CO) from the treasury debiting the
    customer's receivable, in the return's currency and rate, posted as the organization
    posts cash documents, recorded as paid against the return."""
    tenant_id = caller.tenant_id
    document = conn.execute("SELECT * FROM documents WHERE id = ?", (return_id,)).fetchone()
    customer_id = int(document["customer_id"])
    payment_id, _code = cash.record_cash_document(
        conn,
        tenant_id,
        cash.CashDocument(
            doc_type=cash.CASH_OUT,
            main_account_id=account_id,
            document_date=str(document["document_date"]),
            lines=[
                Posting(
                    _receivable(conn, tenant_id, customer_id),
                    AmountStatus.Debit,
                    amount,
                    customer_id=customer_id,
                    comments=f"Refund of {document['code']}",
                )
            ],
            currency_id=document["currency_id"],
            exchange_rate=float(document["exchange_rate"]),
            related_document_id=return_id,
        ),
        posted=get_flag(conn, tenant_id, "postInRealTime"),
        created_by=caller.user_id,
        now=now,
    )
    conn.execute(
        "INSERT INTO document_payments (document_id, payment_document_id, amount) VALUES (?, ?, ?)",
        (return_id, payment_id, amount),
    )


@router.post("", status_code=201, **requires("create:sales-return"))
def create(body: CreateSalesReturnRequest, caller: CurrentCaller, db: Db) -> SalesReturnResponse:
    """Rules 1-7 of create; the organization's settings (for this user) decide approval,
    receipt into stock and the cash payment."""
    with db.transaction() as conn:
        try:
            return_id = create_return(
                conn, caller, body, ReturnPolicy.of(conn, caller), now=utc_now()
            )
        except stock.NegativeStock as shortage:  # a receipt never goes negative; kept safe
            raise shortage.problem() from shortage
        row = conn.execute("SELECT * FROM documents WHERE id = ?", (return_id,)).fetchone()
        return render(conn, row)
