"""Creating a sales order, and working on a saved one: header, a keyboard-first line grid
with live totals, and the actions of a saved order (issue, cancel, status, unissue, tags,
cash-in, delete).

The form is a frozen dataclass holding a tuple of frozen line dataclasses, so the draft
autosave (``RecordEditorViewModel``) keeps every keystroke. Totals come from the money core
(``app.money``), in Decimal, rounded to the order's currency; ``taxable`` and "tax after
discount" are the order's own (a new order: taxable, tax on the lines before the discount).

A new order is saved through the outbox (kind ``sales_order``, create: a lost answer never
duplicates it). A saved order that is still open and unissued is replaced directly with
``PUT /sales-orders/code/{code}`` after re-reading it (no outbox kind: a replace is safe to
repeat, and a changed order is shown as a conflict instead of overwritten).
"""

from __future__ import annotations

import dataclasses
import functools
from collections.abc import Mapping
from dataclasses import dataclass
from datetime import datetime
from decimal import Decimal
from enum import IntEnum, StrEnum
from typing import Any, ClassVar

from pydantic import BaseModel, ValidationError
from PySide6.QtCore import QCoreApplication, QObject, QTimer, Signal

from app import clock
from app.api import errors as api_errors
from app.models.accounts import AccountType
from app.models.documents import FORBIDDEN_IN_COMMENTS, DiscountType, SalesOrderStatus
from app.models.error_codes import ErrorCode
from app.models.sales_orders import (
    SalesOrderDetailRequest,
    SalesOrderInstallmentRequest,
    SalesOrderRequest,
    SalesOrderResponse,
)
from app.models.shortages import shortage_of
from app.models.validation import issues_from
from app.money import (
    DiscountKind,
    DocumentTotals,
    Line,
    currency_decimals,
    document_totals,
    half_unit,
    line_amounts,
    money,
    received_total,
)
from app.money.lines import ZERO, percent_of
from app.operations.changes import Changes
from app.operations.sales_orders import (
    OrderAction,
    act_on_order,
    issue_order,
    receive_cash,
)
from app.store.drafts import Draft
from app.store.outbox import OUTBOX_REFERENCE, OutboxState
from app.store.settings import ProfileSettings
from app.viewmodels.choices import (
    CachedChoices,
    Choice,
    choice_label,
    names_in_other_language,
    pending_row,
)
from app.viewmodels.errors import ErrorPresenter, business_message
from app.viewmodels.item_lines import (
    CellKind,
    GridColumn,
    ItemLinesEditorViewModel,
    LineWires,
    filled,
    format_money,
    grid_problems,
    negative_numbers,
)
from app.viewmodels.numbers import format_count, format_decimal, parse_date, parse_decimal
from app.viewmodels.record_editor import EditorTexts
from app.viewmodels.session import Session
from app.viewmodels.validation_text import describe_issue

translate = QCoreApplication.translate

DRAFT_KIND = "sales_order"
LAST_WAREHOUSE_KEY = "sales_order.last_warehouse"
"""Profile setting: the warehouse of the last sales order saved (the default of a new one)."""

ON_HAND_DELAY_MS = 150
"""The item picker asks what is on hand this long after the last keystroke."""
ON_HAND_BATCH = 100
"""Items asked about in one request."""

STAND_IN_ID = 2**31 - 1
"""Checks a form whose customer is still in the outbox (never sent: the payload names the
outbox row)."""


class OrderField(StrEnum):
    """Header fields, named as on the wire so server errors find them."""

    CUSTOMER = "customerId"
    WAREHOUSE = "warehouseId"
    SALES_PERSON = "salesPersonId"
    DOCUMENT_DATE = "documentDate"
    SHIPPING_DATE = "shippingDate"
    PAPER_NUMBER = "paperNumber"
    CASH = "cashAmount"
    ON_ACCOUNT = "onAccountAmount"
    DISCOUNT = "discount"
    SHIPMENT_COST = "shippmentCost"
    TAGS = "tags"
    NOTES = "notes"
    EXTERNAL_ID = "externalId"
    TAXABLE = "taxable"
    TAX_AFTER_DISCOUNT = "applyTaxAfterDiscount"
    INSTALLMENTS = "salesOrderInstallments"
    LINES = "salesOrderDetails"


class LineColumn(IntEnum):
    ITEM, QUANTITY, PRICE, DISCOUNT, DISCOUNT_TYPE, TAX, COMMENTS, TOTAL = range(8)


LINES = LineWires(
    OrderField.LINES,
    {
        LineColumn.ITEM: "stockItemId",
        LineColumn.QUANTITY: "quantity",
        LineColumn.PRICE: "price",
        LineColumn.DISCOUNT: "itemDiscount",
        LineColumn.DISCOUNT_TYPE: "itemDiscountType",
        LineColumn.TAX: "taxId",
        LineColumn.COMMENTS: "comments",
    },
    item_column=LineColumn.ITEM,
    aliases={
        "bundleQuantity": LineColumn.QUANTITY,
        "taxRate": LineColumn.TAX,
        "withholdingTaxId": LineColumn.TAX,
    },
)
"""The wire name each editable column stands for (a cell's error key uses it); the
errors of the line's other fields (service, bundle, unit, serials, warehouse) show on the
item's cell."""

ERROR_CODE_FIELDS: dict[str, str] = {
    ErrorCode.CustomerNotFound: OrderField.CUSTOMER,
    ErrorCode.SalesPersonRequired: OrderField.SALES_PERSON,
    ErrorCode.CannotInsertDocumentBeforeClosingDate: OrderField.DOCUMENT_DATE,
    ErrorCode.CannotUpdateDocumentBeforeClosingDate: OrderField.DOCUMENT_DATE,
    ErrorCode.DupplicatedCode: OrderField.EXTERNAL_ID,
    ErrorCode.DupplicatedDate: OrderField.INSTALLMENTS,
    ErrorCode.CannotSetCreditPaymentForCustomersOfTypeCashPayment: OrderField.ON_ACCOUNT,
    ErrorCode.ExchangeRateDecimalsExceedLimit: OrderField.DOCUMENT_DATE,
}


line_key = LINES.key


def status_text(status: str | None) -> str:
    """An order status in the clerk's words (one from a newer server as sent)."""
    texts: dict[str, str] = {
        SalesOrderStatus.Open: translate("SalesOrders", "Open"),
        SalesOrderStatus.Pending: translate("SalesOrders", "Pending"),
        SalesOrderStatus.Processing: translate("SalesOrders", "Processing"),
        SalesOrderStatus.Shipped: translate("SalesOrders", "Shipped"),
        SalesOrderStatus.Cancelled: translate("SalesOrders", "Cancelled"),
    }
    return texts.get(status or "", status or "")


class LineKind(StrEnum):
    STOCK = "stock"
    SERVICE = "service"
    BUNDLE = "bundle"


@dataclass(frozen=True)
class OrderLineForm:
    """One grid row as typed. Numbers stay text until saved; a blank row is ignored."""

    kind: str = LineKind.STOCK
    item_id: int | None = None
    item_label: str = ""
    quantity_text: str = ""
    price_text: str = ""
    discount_text: str = ""
    discount_type: str = DiscountType.Value
    tax_id: int | None = None
    tax_label: str = ""
    tax_rate: str = ""
    """The tax's rate as sent (the server never looks it up): a plain decimal string."""
    withholding_tax_id: int | None = None
    withholding_rate: str = ""
    comments: str = ""
    unit_of_measure_id: int | None = None
    warehouse_id: int | None = None

    @property
    def blank(self) -> bool:
        # An item typed that named none (item_label, no item_id) is a line: kept, marked.
        return self.item_id is None and not (
            self.item_label.strip()
            or self.quantity_text.strip()
            or self.price_text.strip()
            or self.comments.strip()
        )


@dataclass(frozen=True)
class InstallmentForm:
    days_text: str = ""
    amount_text: str = ""


@dataclass(frozen=True)
class SalesOrderForm:
    """What the clerk has typed, before it is a valid request."""

    customer_id: int | None = None
    warehouse_id: int | None = None
    sales_store_id: int | None = None
    """Kept from a store order (there is no list of stores to choose one from)."""
    sales_person_id: int | None = None
    document_date: str = ""
    """ISO date (yyyy-mm-dd)."""
    shipping_date: str = ""
    paper_number: str = ""
    cash_text: str = ""
    cash_follows_total: bool = False
    """The cash amount is the order's total, whatever the lines add up to (a saved order
    whose cash paid it all): the clerk has not typed an amount of their own. Typing one
    ends it; ``cash_text`` is then what counts."""
    on_account_text: str = ""
    discount_text: str = ""
    shipment_cost_text: str = ""
    tags_text: str = ""
    notes: str = ""
    external_id: str = ""
    currency_id: int | None = None
    """Kept from a saved order in another currency (the API lists no currencies)."""
    currency_code: str = ""
    """The ISO code of that currency: its decimals round the live totals."""
    taxable: bool = True
    """Whether the order is taxed (``taxable``); a new order is."""
    apply_tax_after_discount: bool = False
    """Tax on each line's net less its share of the header discount
    (``applyTaxAfterDiscount``), instead of on the lines before it."""
    exchange_rate: str = ""
    order_status: str = ""
    installments: tuple[InstallmentForm, ...] = ()
    lines: tuple[OrderLineForm, ...] = (OrderLineForm(),)


# -- numbers --------------------------------------------------------------------------------
def _number(text: str) -> Decimal | None:
    """A typed number (locale-aware), None when blank or not a number."""
    if not text.strip():
        return None
    return parse_decimal(text)


def _plain(value: object) -> str:
    """A number of the server's (a Decimal, or a JSON number of the cache) as typed text."""
    return format_decimal(money(value)) if value is not None else ""


@functools.lru_cache(maxsize=20_000)
def priced_line(line: OrderLineForm) -> Line:
    """The line's numbers (unparseable text counts as 0). Cached per line value: an edit
    parses only the line it changed."""
    return Line(
        quantity=_number(line.quantity_text) or ZERO,
        price=_number(line.price_text) or ZERO,
        discount=_number(line.discount_text) or ZERO,
        discount_kind=DiscountKind.of(line.discount_type),
        tax_rate=_rate(line.tax_rate),
        withholding_rate=_rate(line.withholding_rate),
    )


def _rate(text: str) -> Decimal:
    try:
        return Decimal(text) if text else ZERO
    except ArithmeticError:
        return ZERO


def line_total(line: OrderLineForm, taxable: bool = True) -> Decimal:
    """A line's net plus its tax, less its withholding (before any header discount); its
    net alone on an order that is not taxable."""
    priced = priced_line(line)
    net = line_amounts(priced).net
    if not taxable:
        return net
    return net + percent_of(net, priced.tax_rate - priced.withholding_rate)


def order_decimals(form: SalesOrderForm) -> int:
    """The decimals of the order's currency (a new order: the company's, two)."""
    return currency_decimals(form.currency_code)


def order_totals(form: SalesOrderForm) -> DocumentTotals:
    """The totals the server will compute for ``form``: the money core on the typed lines,
    the header discount and shipping, with the order's ``taxable`` and "tax after
    discount"."""
    lines = [priced_line(line) for line in form.lines if not line.blank]
    return document_totals(
        lines,
        decimals=order_decimals(form),
        discount=_number(form.discount_text),
        taxable=form.taxable,
        tax_after_discount=form.apply_tax_after_discount,
        shipping=_number(form.shipment_cost_text) or ZERO,
    )


# -- rules as the clerk types ---------------------------------------------------------------
@functools.lru_cache(maxsize=20_000)
def _cell_problems(line: OrderLineForm) -> dict[int, str]:
    """One line's own problems (numbers, comments), cached per line value."""
    problems = negative_numbers(
        {
            LineColumn.QUANTITY: line.quantity_text,
            LineColumn.PRICE: line.price_text,
            LineColumn.DISCOUNT: line.discount_text,
        },
        translate("SalesOrderEditor", "Enter a number of 0 or more."),
    )
    if any(character in FORBIDDEN_IN_COMMENTS for character in line.comments):
        problems[LineColumn.COMMENTS] = translate(
            "SalesOrderEditor", "Comments may not contain a comma or a vertical bar."
        )
    return problems


def line_problems(form: SalesOrderForm) -> dict[str, str]:
    """Per-cell problems decidable while typing: numbers, comments, duplicate items."""
    problems = grid_problems(form.lines, LINES, _cell_problems)
    seen: dict[int, int] = {}
    for row, line in enumerate(form.lines):
        if line.kind == LineKind.STOCK and line.item_id is not None:  # never a blank line
            if line.item_id in seen:
                problems[line_key(row, LineColumn.ITEM)] = translate(
                    "SalesOrderEditor",
                    "This item is already on line {line}: change that line's quantity.",
                ).format(line=format_count(seen[line.item_id] + 1))
            else:
                seen[line.item_id] = row
    return problems


def _date(text: str) -> datetime | None:
    try:
        return datetime.combine(parse_date(text), datetime.min.time())
    except ValueError:
        return None


def build_request(form: SalesOrderForm) -> tuple[SalesOrderRequest | None, dict[str, str]]:
    """The request for ``form``, or None and the errors per field (wire names, grid cells
    as ``salesOrderDetails[row].field`` with the grid's row)."""
    errors = line_problems(form)
    details: list[SalesOrderDetailRequest] = []
    rows: list[int] = []
    for row, line in filled(form.lines):
        if line.item_id is None:
            errors.setdefault(
                line_key(row, LineColumn.ITEM),
                translate("SalesOrderEditor", "Choose a stock item or a service (F2)."),
            )
            continue
        quantity = _number(line.quantity_text)
        if quantity is None or quantity <= 0:
            errors.setdefault(
                line_key(row, LineColumn.QUANTITY),
                translate("SalesOrderEditor", "Enter a quantity above 0."),
            )
            continue
        try:
            details.append(
                SalesOrderDetailRequest(
                    stock_item_id=line.item_id if line.kind == LineKind.STOCK else None,
                    service_item_id=line.item_id if line.kind == LineKind.SERVICE else None,
                    bundle_id=line.item_id if line.kind == LineKind.BUNDLE else None,
                    quantity=quantity,
                    price=parse_decimal(line.price_text) if line.price_text.strip() else None,
                    tax_id=line.tax_id,
                    tax_rate=Decimal(line.tax_rate) if line.tax_rate else None,
                    withholding_tax_id=line.withholding_tax_id,
                    item_discount=(
                        parse_decimal(line.discount_text) if line.discount_text.strip() else None
                    ),
                    item_discount_type=DiscountType(line.discount_type),
                    unit_of_measure_id=line.unit_of_measure_id,
                    warehouse_id=line.warehouse_id,
                    comments=line.comments.strip() or None,
                )
            )
            rows.append(row)
        except (ValidationError, ValueError) as exc:
            if isinstance(exc, ValidationError):
                LINES.place_line_issues(row, issues_from(exc), errors)
    if not details and not any(LINES.in_grid(key) for key in errors):
        errors[OrderField.LINES] = translate("SalesOrderEditor", "Add at least one line.")
    document_date = _date(form.document_date)
    if document_date is None:
        errors[OrderField.DOCUMENT_DATE] = translate(
            "SalesOrderEditor", "Enter the order date, e.g. 2025-03-01."
        )
    shipping_date = _date(form.shipping_date) if form.shipping_date.strip() else None
    if form.shipping_date.strip() and shipping_date is None:
        errors[OrderField.SHIPPING_DATE] = translate(
            "SalesOrderEditor", "Enter a date, e.g. 2025-03-01, or leave it empty."
        )
    amounts: dict[str, Decimal | None] = {}
    for field_name, text in (
        (OrderField.CASH, form.cash_text),
        (OrderField.ON_ACCOUNT, form.on_account_text),
        (OrderField.DISCOUNT, form.discount_text),
        (OrderField.SHIPMENT_COST, form.shipment_cost_text),
    ):
        value = _number(text)
        if text.strip() and (value is None or value < 0):
            errors[field_name] = translate("SalesOrderEditor", "Enter an amount of 0 or more.")
        amounts[field_name] = value
    installments: list[SalesOrderInstallmentRequest] = []
    for installment in form.installments:
        days = _number(installment.days_text)
        amount = _number(installment.amount_text)
        if days is None or amount is None or amount <= 0 or days < 0 or days != int(days):
            errors[OrderField.INSTALLMENTS] = translate(
                "SalesOrderEditor", "Each installment needs whole days (0 or more) and an amount."
            )
            continue
        installments.append(SalesOrderInstallmentRequest(days_limit=int(days), amount=amount))
    net_total = order_totals(form).net_total
    if details and not errors and net_total <= 0:
        errors[OrderField.LINES] = translate(
            "SalesOrderEditor", "The order's total is zero: enter prices (a total above 0)."
        )
    if form.cash_follows_total:
        amounts[OrderField.CASH] = net_total
    cash = amounts[OrderField.CASH]
    tolerance = half_unit(order_decimals(form))
    if cash is not None and OrderField.CASH not in errors and cash > net_total + tolerance:
        # The server would store it as typed: an order "paid" more than it costs.
        errors[OrderField.CASH] = translate(
            "SalesOrderEditor", "The cash amount cannot be more than the order's total ({total})."
        ).format(total=format_money(net_total))
    tags = [tag.strip() for tag in form.tags_text.split(",") if tag.strip()]
    # The order's own rules, checked here with the rest so that a first save names every
    # field at once (the request's model checks the warehouse only once its fields pass).
    if form.customer_id is None:
        errors[OrderField.CUSTOMER] = translate("SalesOrderEditor", "Choose the customer.")
    if form.warehouse_id is None and form.sales_store_id is None:
        errors[OrderField.WAREHOUSE] = translate(
            "SalesOrderEditor", "Choose the warehouse the goods leave from."
        )
    if errors:
        return None, errors
    try:
        request = SalesOrderRequest(
            customer_id=form.customer_id,  # None: pydantic refuses it, shown at the field
            warehouse_id=form.warehouse_id,
            sales_store_id=form.sales_store_id,
            sales_person_id=form.sales_person_id,
            document_date=document_date,
            shipping_date=shipping_date,
            paper_number=form.paper_number.strip() or None,
            cash_amount=amounts[OrderField.CASH],
            on_account_amount=amounts[OrderField.ON_ACCOUNT],
            discount=amounts[OrderField.DISCOUNT],
            shippment_cost=amounts[OrderField.SHIPMENT_COST],
            taxable=form.taxable,
            apply_tax_after_discount=form.apply_tax_after_discount,
            tags=tags,
            notes=form.notes.strip() or None,
            external_id=form.external_id.strip() or None,
            currency_id=form.currency_id,
            exchange_rate=Decimal(form.exchange_rate) if form.exchange_rate else None,
            order_status=SalesOrderStatus(form.order_status) if form.order_status else None,
            sales_order_details=details,
            sales_order_installments=installments,
        )
    except ValidationError as exc:
        for issue in issues_from(exc):
            # A line rule: the grid row's cell, not the index among the lines sent.
            field = LINES.cell_of(issue.field, rows) or issue.field
            if field == "salesStoreId":
                field = OrderField.WAREHOUSE
            errors.setdefault(field, _header_issue_text(field, describe_issue(issue)))
        return None, errors
    return request, {}


def _header_issue_text(field: str, text: str) -> str:
    if field == OrderField.CUSTOMER:
        return translate("SalesOrderEditor", "Choose the customer.")
    return text


def form_of(order: SalesOrderResponse) -> SalesOrderForm:
    """The form of a saved order (lines as the server stored them)."""
    lines = []
    item_id: int | None
    for detail in order.sales_order_details:
        if detail.stock_item is not None:
            kind, item_id = LineKind.STOCK, detail.stock_item.id
            label = " · ".join(
                part for part in (detail.stock_item.code, detail.stock_item.description) if part
            )
        elif detail.service_item_id is not None:
            kind, item_id, label = LineKind.SERVICE, detail.service_item_id, ""
        else:
            kind, item_id, label = LineKind.BUNDLE, detail.bundle_id, ""
        lines.append(
            OrderLineForm(
                kind=kind,
                item_id=item_id,
                item_label=label or (detail.description or ""),
                quantity_text=_plain(detail.quantity),
                price_text=_plain(detail.price),
                discount_text=_plain(detail.item_discount) if detail.item_discount else "",
                discount_type=str(detail.item_discount_type or DiscountType.Value),
                tax_id=detail.tax.id if detail.tax else None,
                tax_label=(detail.tax.name or "") if detail.tax else "",
                tax_rate=str(detail.tax_rate) if detail.tax_rate else "",
                withholding_tax_id=detail.withholding_tax.id if detail.withholding_tax else None,
                withholding_rate=(
                    str(detail.withholding_tax.rate)
                    if detail.withholding_tax and detail.withholding_tax.rate
                    else ""
                ),
                comments=detail.comments or "",
                unit_of_measure_id=detail.unit_of_measure.id if detail.unit_of_measure else None,
                warehouse_id=detail.warehouse.id if detail.warehouse else None,
            )
        )
    net_total = order.net_total or ZERO
    cash = order.cash_amount or ZERO
    on_account = order.on_account_amount or ZERO
    # A cash amount within half a unit of the total is the total.
    tolerance = half_unit(currency_decimals(order.currency.code if order.currency else None))
    cash_follows = net_total > 0 and abs(cash - net_total) < tolerance
    return SalesOrderForm(
        customer_id=order.customer.id if order.customer else None,
        warehouse_id=order.warehouse.id if order.warehouse else None,
        sales_store_id=order.sales_store.id if order.sales_store else None,
        sales_person_id=order.sales_person.id if order.sales_person else None,
        document_date=order.document_date.date().isoformat() if order.document_date else "",
        shipping_date=order.shipping_date.date().isoformat() if order.shipping_date else "",
        paper_number=order.paper_number or "",
        cash_text="" if cash_follows else _plain(order.cash_amount),
        cash_follows_total=cash_follows,
        # What the server works out by itself (total less cash) is left to it, so that a
        # change of the lines cannot leave a stale amount behind.
        on_account_text=(
            "" if abs(on_account - max(net_total - cash, ZERO)) < tolerance else _plain(on_account)
        ),
        discount_text=_plain(order.discount) if order.discount else "",
        shipment_cost_text=_plain(order.shippment_cost) if order.shippment_cost else "",
        tags_text=", ".join(order.tags),
        notes=order.notes or "",
        external_id=order.external_id or "",
        currency_id=order.currency.id if order.currency else None,
        currency_code=(order.currency.code or "") if order.currency else "",
        # An order stored without the flag was taxed as its lines say (the server's rule).
        taxable=(
            order.taxable
            if order.taxable is not None
            else any(d.tax_rate or d.withholding_tax for d in order.sales_order_details)
        ),
        apply_tax_after_discount=bool(order.apply_tax_after_discount),
        exchange_rate=str(order.exchange_rate) if order.currency and order.exchange_rate else "",
        order_status=str(order.order_status or ""),
        installments=tuple(
            InstallmentForm(str(i.days_limit or 0), _plain(i.amount))
            for i in order.sales_order_installments
        ),
        lines=(*lines, OrderLineForm()),
    )


def is_editable(order: SalesOrderResponse | None) -> bool:
    """Whether the order's lines may still change (open and not issued)."""
    if order is None:
        return True
    return not order.is_issued and order.order_status not in (
        SalesOrderStatus.Shipped,
        SalesOrderStatus.Cancelled,
    )


class SalesOrderEditorViewModel(
    ItemLinesEditorViewModel[SalesOrderForm, SalesOrderResponse, OrderLineForm]
):
    """One sales order being created (``base`` None) or worked on, or a draft reopened.

    Line edits as on every item grid (``ItemLinesEditorViewModel``); choosing an item
    fills its price and taxes, a tax chosen in its cell its rate.
    """

    draft_kind = DRAFT_KIND
    resource = "sales_orders"
    record_type = SalesOrderResponse
    form_type = SalesOrderForm
    error_code_fields = ERROR_CODE_FIELDS
    wires = LINES
    quantity_column = LineColumn.QUANTITY
    text_cells: ClassVar[Mapping[int, str]] = {
        LineColumn.QUANTITY: "quantity_text",
        LineColumn.PRICE: "price_text",
        LineColumn.DISCOUNT: "discount_text",
        LineColumn.DISCOUNT_TYPE: "discount_type",
        LineColumn.COMMENTS: "comments",
    }
    cross_row_fields = frozenset({"stockItemId"})
    """A stock item on two lines is refused on the second: an edit renews every row's."""

    stockKnown = Signal()
    """Stock on hand of more items arrived (``on_hand``): the item picker shows it."""

    def __init__(
        self,
        session: Session,
        errors: ErrorPresenter,
        order: SalesOrderResponse | None = None,
        parent: QObject | None = None,
        *,
        draft: Draft | None = None,
    ) -> None:
        self.stock_items = CachedChoices(session, "stock_items")
        self.service_items = CachedChoices(session, "service_items")
        # A customer created offline may be chosen: the order waits for it in the outbox.
        self.customers = CachedChoices(session, "customers", with_pending=True)
        self.warehouses = CachedChoices(session, "warehouses")
        self.sales_persons = CachedChoices(session, "sales_persons")
        self.taxes = CachedChoices(session, "taxes")
        self.on_hand: dict[tuple[int, int], Decimal] = {}
        """(warehouse id, stock item id) -> quantity on hand, as the server last said."""
        self._on_hand_wanted: set[int] = set()
        self._on_hand_timer = QTimer()
        self._on_hand_timer.setSingleShot(True)
        self._on_hand_timer.setInterval(ON_HAND_DELAY_MS)
        self._on_hand_timer.timeout.connect(self._ask_on_hand)
        super().__init__(session, errors, order, parent, draft=draft)
        self._on_hand_timer.setParent(self)
        if self.base is None and not self.form.document_date:
            self.form = dataclasses.replace(self.form, document_date=clock.today().isoformat())
        if self.base is None and draft is None and self.form.warehouse_id is None:
            self.form = dataclasses.replace(self.form, warehouse_id=self._last_warehouse())
        self.totals = order_totals(self.form)

    # -- the warehouse used last in this profile ------------------------------------------
    def _settings(self) -> ProfileSettings | None:
        store = self.session.store
        return ProfileSettings(store) if store is not None else None

    def _last_warehouse(self) -> int | None:
        """The warehouse of the last order saved in this profile, while it is still an
        active warehouse (a new order starts there: most clerks sell from one)."""
        settings = self._settings()
        value = settings.get(LAST_WAREHOUSE_KEY) if settings is not None else None
        if not isinstance(value, int):
            return None
        choice = self.warehouses.get(value) if self.warehouses.available else None
        return value if choice is not None and choice.active else None

    # -- Duplicate ---------------------------------------------------------------------------
    def duplicate_form(self) -> SalesOrderForm:
        """This order as a new one (Duplicate, Ctrl+D): the same customer, warehouse, sales
        person, lines, discount, shipping cost, currency and notes, dated today; no paper
        number, payment, installments, status, tags or external id (they belong to the
        order copied)."""
        form = self.form
        return SalesOrderForm(
            customer_id=form.customer_id,
            warehouse_id=form.warehouse_id,
            sales_person_id=form.sales_person_id,
            document_date=clock.today().isoformat(),
            discount_text=form.discount_text,
            shipment_cost_text=form.shipment_cost_text,
            notes=form.notes,
            currency_id=form.currency_id,
            exchange_rate=form.exchange_rate,
            lines=tuple(line for line in form.lines if not line.blank),
        )

    def start_from(self, form: SalesOrderForm) -> None:
        """Fill this new order with ``form`` (a ``duplicate_form``), lines and all."""
        self.replace_form(dataclasses.replace(form, lines=self.form.lines))
        self._replace_lines(form.lines)
        self.refresh_totals()

    def save(self) -> bool:
        """Save (see the base); a save that is sent remembers its warehouse for the next
        new order of this profile."""
        sent = super().save()
        settings = self._settings()
        if sent and settings is not None and self.form.warehouse_id is not None:
            settings.put(LAST_WAREHOUSE_KEY, self.form.warehouse_id)
        return sent

    # -- RecordEditorViewModel ------------------------------------------------------------
    def texts(self) -> EditorTexts:
        return EditorTexts(
            new_title=translate("SalesOrderEditor", "New sales order"),
            saving=translate("SalesOrderEditor", "Saving sales order"),
            deleting=translate("SalesOrderEditor", "Deleting sales order"),
            loading=translate("SalesOrderEditor", "Loading choices"),
            waiting_offline=translate(
                "SalesOrderEditor",
                "The server cannot be reached: the order is kept in the outbox and will be "
                "sent once when it can. You can close this tab.",
            ),
            waiting_unknown=translate(
                "SalesOrderEditor",
                "The server's answer was lost: the outbox checks whether the order was saved "
                "before sending anything again. See View › Drafts and outbox.",
            ),
            conflict=translate(
                "SalesOrderEditor",
                "Someone else changed this order since you opened it ({fields}).",
            ),
            not_saved=translate("SalesOrderEditor", "The server did not save the order."),
        )

    def empty_form(self) -> SalesOrderForm:
        return SalesOrderForm()

    def form_of(self, record: SalesOrderResponse) -> SalesOrderForm:
        # Cached per record: ``dirty`` compares with it after every keystroke, and
        # formatting 200 lines again each time costs more than a frame.
        cached = getattr(self, "_form_of_cache", None)
        if cached is not None and cached[0] is record:
            form: SalesOrderForm = cached[1]
            return form
        form = form_of(record)
        if names_in_other_language() or any(
            line.kind == LineKind.SERVICE and not line.item_label for line in form.lines
        ):
            # The order's service lines name only the service's id, and its items only
            # their English name: the cache has the service's name, the item's Arabic one.
            form = dataclasses.replace(form, lines=tuple(map(self._named, form.lines)))
        self._form_of_cache = (record, form)
        return form

    def _named(self, line: OrderLineForm) -> OrderLineForm:
        if line.kind == LineKind.STOCK and line.item_id is not None and names_in_other_language():
            # The server names the item in English; the cache has its Arabic name too.
            item = self.stock_items.get(line.item_id)
            return dataclasses.replace(line, item_label=item.label) if item else line
        if line.kind != LineKind.SERVICE or line.item_label or line.item_id is None:
            return line
        service = self.service_items.get(line.item_id)
        label = service.label if service else f"#{line.item_id}"
        return dataclasses.replace(line, item_label=label)

    def form_from_draft(self, payload: dict[str, Any]) -> SalesOrderForm:
        installments = tuple(InstallmentForm(**line) for line in payload.get("installments", []))
        return dataclasses.replace(super().form_from_draft(payload), installments=installments)

    def required_fields(self) -> frozenset[str]:
        """The blank form's refusals, and the customer and the warehouse: the request's
        rules about them are only checked once the lines and dates pass, which a blank
        form's never do; yet an order without either is refused."""
        return super().required_fields() | {OrderField.CUSTOMER, OrderField.WAREHOUSE}

    def build_request(self, form: SalesOrderForm) -> tuple[BaseModel | None, dict[str, str]]:
        waiting = pending_row(form.customer_id)
        if waiting is None:
            return build_request(form)
        # A customer still in the outbox: every other rule is checked with a stand-in id;
        # the payload names the outbox row instead (``request_payload``).
        sent = self._sent_customer(waiting)
        return build_request(
            dataclasses.replace(form, customer_id=sent if sent is not None else STAND_IN_ID)
        )

    def _sent_customer(self, outbox_id: int) -> int | None:
        """The server's id of a customer created through the outbox, once it was sent."""
        outbox = self.session.outbox
        item = outbox.get(outbox_id) if outbox is not None else None
        if item is not None and item.state is OutboxState.CONFIRMED:
            key = item.server_key or ""
            return int(key) if key.isdigit() else None
        return None

    def waits_for(self) -> int | None:
        """A customer created while offline and still in the outbox: the order is sent
        after it, with the id the server gives it."""
        waiting = pending_row(self.form.customer_id)
        if waiting is None or self._sent_customer(waiting) is not None:
            return None
        return waiting

    def request_payload(self, request: BaseModel) -> dict[str, Any]:
        payload = super().request_payload(request)
        waiting = self.waits_for()
        if waiting is not None:
            payload[OrderField.CUSTOMER] = {OUTBOX_REFERENCE: waiting}
        return payload

    def record_key(self, record: SalesOrderResponse) -> str:
        return str(record.id)

    def record_title(self, record: SalesOrderResponse) -> str:
        return record.code or f"#{record.id}"

    def draft_title(self, form: SalesOrderForm) -> str:
        customer = self.customers.get(form.customer_id) if form.customer_id else None
        title = self.title.removesuffix(" *")
        return f"{title} · {customer.label}" if customer else title

    async def fetch(self, server_key: str) -> SalesOrderResponse:
        """Read back by code (the outbox keeps the created code) or id."""
        if server_key.isdigit():
            return await self.session.client.sales_orders.get(int(server_key))
        found = await self.session.client.sales_orders.find_by_code(server_key)
        if found is None:
            raise api_errors.NotFound(f"Sales order {server_key} was not found.", status=404)
        return found  # (a list item carries the whole order: spec rule 5)

    async def delete_record(self, record: SalesOrderResponse) -> None:
        await self.session.client.sales_orders.delete(record.id)

    def known_fields(self) -> frozenset[str]:
        return frozenset(field.value for field in OrderField)

    def field_of_path(self, path: str) -> str | None:
        """Grid paths as the base class maps them; a store order's ``salesStoreId`` is the
        warehouse field (the one the clerk sees)."""
        if path == "salesStoreId":
            return OrderField.WAREHOUSE
        return super().field_of_path(path)

    async def _save(self, request: BaseModel, base: dict[str, Any] | None) -> None:
        if self.base is None:
            await super()._save(request, base)
            return
        await self._replace(self.base, request)

    async def _replace(self, order: SalesOrderResponse, request: BaseModel) -> None:
        """A saved order's full replace: re-read first; changed meanwhile = a conflict."""
        assert isinstance(request, SalesOrderRequest)
        self._set_saving(True)
        client = self.session.client.sales_orders
        try:
            current = await client.get(order.id)
            if self._wire(current) != self._wire(order):
                self._server_copy = current
                self.comparison = self.compare_with_server(self.form, current)
                text = self.texts().conflict.format(fields=current.code or "")
                self._set_form_error(text)
                self.conflictDetected.emit(text)
                return
            # The order as the server sent it, with the clerk's changes: a field the form
            # does not hold (taxable, applyTaxAfterDiscount, a line's comments) is kept.
            body = self.full_replace_payload(order, request.to_wire())
            saved = await client.update(
                order.code or str(order.id), SalesOrderRequest.from_frozen(body)
            )
        except api_errors.ApiError as exc:
            self.show_server_error(exc)
            return
        finally:
            self._set_saving(False)
        self.discard_draft()
        self.show_record(saved)
        self.saved.emit(saved)
        self.session.changes.publish(Changes.of(self.resource))

    def overwrite(self) -> None:
        if self._server_copy is not None:
            self.base = self._server_copy
        super().overwrite()

    def comparison_labels(self) -> dict[str, str]:
        return {
            "customer_id": translate("SalesOrderEditor", "Customer"),
            "warehouse_id": translate("SalesOrderEditor", "Warehouse"),
            "sales_person_id": translate("SalesOrderEditor", "Sales person"),
            "document_date": translate("SalesOrderEditor", "Order date"),
            "shipping_date": translate("SalesOrderEditor", "Shipping date"),
            "notes": translate("SalesOrderEditor", "Notes"),
            "tags_text": translate("SalesOrderEditor", "Tags"),
            "lines": translate("SalesOrderEditor", "Lines"),
        }

    def comparison_value(self, attribute: str, value: object, server: Any) -> str:
        if attribute == "lines" and isinstance(value, tuple):
            return translate(
                "SalesOrderEditor", "%Ln lines", "", sum(1 for line in value if not line.blank)
            )
        return super().comparison_value(attribute, value, server)

    # -- state ---------------------------------------------------------------------------
    @property
    def editable(self) -> bool:
        return is_editable(self.base)

    # -- the grid ------------------------------------------------------------------------
    def blank_line(self) -> OrderLineForm:
        return OrderLineForm()

    def grid_columns(self) -> list[GridColumn]:
        return [
            GridColumn(
                LineColumn.ITEM, translate("SalesOrderEditor", "Item or service"), CellKind.ITEM
            ),
            GridColumn(
                LineColumn.QUANTITY, translate("SalesOrderEditor", "Quantity"), CellKind.NUMBER, 90
            ),
            GridColumn(
                LineColumn.PRICE, translate("SalesOrderEditor", "Unit price"), CellKind.NUMBER, 110
            ),
            GridColumn(
                LineColumn.DISCOUNT, translate("SalesOrderEditor", "Discount"), CellKind.NUMBER, 90
            ),
            GridColumn(
                LineColumn.DISCOUNT_TYPE,
                translate("SalesOrderEditor", "Discount type"),
                CellKind.CHOICE,
                110,
            ),
            GridColumn(LineColumn.TAX, translate("SalesOrderEditor", "Tax"), CellKind.CHOICE, 120),
            GridColumn(
                LineColumn.COMMENTS, translate("SalesOrderEditor", "Comments"), CellKind.TEXT, 140
            ),
            GridColumn(
                LineColumn.TOTAL, translate("SalesOrderEditor", "Line total"), CellKind.TOTAL, 120
            ),
        ]

    def cell_display(self, row: int, column: int) -> str:
        line = self.form.lines[row]
        match column:
            case LineColumn.DISCOUNT_TYPE:
                if line.discount_type == DiscountType.Percentage:
                    return "%"
                return translate("SalesOrderEditor", "Amount")
            case LineColumn.TAX:
                return line.tax_label
            case LineColumn.TOTAL:
                if line.blank:
                    return ""
                total = line_total(line, self.form.taxable)
                return format_money(total, decimals=order_decimals(self.form))
        return super().cell_display(row, column)

    def cell_value(self, row: int, column: int) -> object:
        line = self.form.lines[row]
        if column == LineColumn.DISCOUNT_TYPE:
            return line.discount_type
        if column == LineColumn.TAX:
            return line.tax_id
        return self.cell_display(row, column)

    def cell_choices(self, column: int) -> list[tuple[str, object]]:
        if column == LineColumn.DISCOUNT_TYPE:
            return [
                (translate("SalesOrderEditor", "Amount"), DiscountType.Value.value),
                ("%", DiscountType.Percentage.value),
            ]
        if column == LineColumn.TAX:
            return [(translate("SalesOrderEditor", "(no tax)"), None)] + [
                (tax.label, tax.id) for tax in self.tax_choices()
            ]
        return []

    def set_cell(self, row: int, column: int, value: object) -> None:
        if column == LineColumn.TAX:
            self.set_line_tax(row, value if isinstance(value, int) else None)
        else:
            super().set_cell(row, column, value)

    def line_item_key(self, row: int) -> int | None:
        """Stock items by id, services by minus their id (``item_choices``)."""
        line = self.form.lines[row]
        if line.item_id is None:
            return None
        return -line.item_id if line.kind == LineKind.SERVICE else line.item_id

    def line_problems(self) -> dict[str, str]:
        return line_problems(self.form)

    # -- header --------------------------------------------------------------------------
    def update(self, field: OrderField, value: object) -> None:
        attribute = {
            OrderField.CUSTOMER: "customer_id",
            OrderField.WAREHOUSE: "warehouse_id",
            OrderField.SALES_PERSON: "sales_person_id",
            OrderField.DOCUMENT_DATE: "document_date",
            OrderField.SHIPPING_DATE: "shipping_date",
            OrderField.PAPER_NUMBER: "paper_number",
            OrderField.CASH: "cash_text",
            OrderField.ON_ACCOUNT: "on_account_text",
            OrderField.DISCOUNT: "discount_text",
            OrderField.SHIPMENT_COST: "shipment_cost_text",
            OrderField.TAGS: "tags_text",
            OrderField.NOTES: "notes",
            OrderField.EXTERNAL_ID: "external_id",
            OrderField.TAXABLE: "taxable",
            OrderField.TAX_AFTER_DISCOUNT: "apply_tax_after_discount",
        }[field]
        if field == OrderField.CASH:
            # The clerk's own amount: from now on the cash amount no longer follows the total.
            self.set_value("cash_follows_total", False, field=field.value)
        self.set_value(attribute, value, field=field.value)
        if field == OrderField.CUSTOMER and value is not None:
            self.default_sales_person(int(str(value)))
        if field in (
            OrderField.DISCOUNT,
            OrderField.SHIPMENT_COST,
            OrderField.TAXABLE,
            OrderField.TAX_AFTER_DISCOUNT,
        ):
            self.schedule_totals()

    def cash_shown(self) -> str:
        """What the cash field shows: the clerk's amount, or the live total while the cash
        amount follows it."""
        if self.form.cash_follows_total:
            return format_money(self.totals.net_total, decimals=self.totals.decimals)
        return self.form.cash_text

    def set_installments(self, installments: tuple[InstallmentForm, ...]) -> None:
        self.set_value("installments", installments, field=OrderField.INSTALLMENTS)

    # -- lines ---------------------------------------------------------------------------
    def item_choices(self, typed: str, limit: int = 30) -> list[Choice]:
        """Stock items, then services, matching ``typed``. Services get negative ids (the
        two lists number their records independently). A stock item shows what is on hand
        in the order's warehouse once the server has said (asked for a moment later)."""
        stock = [self._with_on_hand(choice) for choice in self.stock_items.search(typed, limit)]
        services = self.service_items.search(typed, max(limit - len(stock), 8))
        service_word = translate("SalesOrderEditor", "Service")
        return stock + [
            Choice(-s.id, f"{s.label} ({service_word})", s.payload, s.active) for s in services
        ]

    # -- stock on hand ---------------------------------------------------------------------
    def _with_on_hand(self, choice: Choice) -> Choice:
        warehouse = self.form.warehouse_id
        if warehouse is None:
            return choice
        known = self.on_hand.get((warehouse, choice.id))
        if known is None:
            self.want_on_hand([choice.id])
            return choice
        label = translate("SalesOrderEditor", "{item} · {quantity} on hand").format(
            item=choice.label, quantity=format_decimal(known)
        )
        return dataclasses.replace(choice, label=label)

    def want_on_hand(self, item_ids: list[int]) -> None:
        """Ask the server a moment later what is on hand of these items (once per burst
        of typing; nothing when offline: the picker then shows names only)."""
        self._on_hand_wanted.update(item_ids)
        if not self._on_hand_timer.isActive():
            self._on_hand_timer.start()

    def _ask_on_hand(self) -> None:
        warehouse = self.form.warehouse_id
        wanted = sorted(self._on_hand_wanted)
        self._on_hand_wanted.clear()
        if warehouse is not None and wanted:
            self.run(self._fetch_on_hand(warehouse, wanted), context=self.texts().loading)

    async def _fetch_on_hand(self, warehouse: int, item_ids: list[int]) -> None:
        try:
            rows = await self.session.client.warehouses.stock_items_balances(
                stock_item_ids=item_ids[:ON_HAND_BATCH], warehouse_ids=[warehouse]
            )
        except api_errors.ApiError:
            return  # offline, or a warehouse this user may not read: names only
        for row in rows:
            self.on_hand[(warehouse, row.stock_item.id)] = Decimal(str(row.total_balance))
        self.stockKnown.emit()

    def show_record(self, record: SalesOrderResponse) -> None:
        super().show_record(record)
        # What is on hand of its goods, so that Issue can warn before sending.
        items = [d.stock_item.id for d in record.sales_order_details if d.stock_item is not None]
        if items and record.warehouse is not None and is_editable(record):
            self.want_on_hand(items)

    def short_of_stock(self) -> list[str]:
        """Lines whose quantity left to issue is more than the server last said is on hand
        in their warehouse (one sentence each; empty when none is known to be short)."""
        order = self.base
        if order is None:
            return []
        short = []
        for detail in order.sales_order_details:
            if detail.stock_item is None:
                continue
            warehouse = detail.warehouse or order.warehouse
            left = (detail.quantity or Decimal(0)) - (detail.issued_quantity or Decimal(0))
            known = self.on_hand.get((warehouse.id, detail.stock_item.id)) if warehouse else None
            if known is not None and left > 0 and known < left:
                short.append(
                    translate(
                        "SalesOrderEditor", "{item}: {on_hand} on hand, {left} to issue"
                    ).format(
                        item=" ".join(
                            part
                            for part in (detail.stock_item.code, detail.stock_item.description)
                            if part
                        ),
                        on_hand=format_decimal(known),
                        left=format_decimal(left),
                    )
                )
        return short

    def show_shortages(self, detail: str) -> bool:
        """The server refused an issue for want of stock: each line it names shows its
        figures at its quantity cell. False when the detail names none of the lines."""
        order = self.base
        if order is None:
            return False
        placed: dict[str, str] = {}
        for row, line in enumerate(order.sales_order_details):
            code = line.stock_item.code if line.stock_item is not None else None
            shortage = shortage_of(detail, code or "")
            if shortage is None:
                continue
            placed[line_key(row, LineColumn.QUANTITY)] = translate(
                "SalesOrderEditor",
                "Not enough stock: {on_hand} on hand, {requested} asked for.",
            ).format(
                on_hand=format_decimal(shortage.on_hand),
                requested=format_decimal(shortage.requested),
            )
            if order.warehouse is not None and line.stock_item is not None:
                self.on_hand[(order.warehouse.id, line.stock_item.id)] = shortage.on_hand
        if not placed:
            return False
        self._set_field_errors(placed)
        self.linesReset.emit()  # the cells show their errors
        return True

    def item_choice(self, key: int) -> Choice | None:
        if key < 0:
            service = self.service_items.get(-key)
            return Choice(-service.id, service.label, service.payload) if service else None
        return self.stock_items.get(key)

    def tax_choices(self) -> list[Choice]:
        """Taxes that can go on a line (not withholding ones), active only."""
        return [
            tax
            for tax in self.taxes.all()
            if tax.active and not tax.payload.get("salesWithholdingAccount")
        ]

    def set_line_tax(self, row: int, tax_id: int | None) -> None:
        if not 0 <= row < len(self.form.lines):
            return
        tax = self.taxes.get(tax_id) if tax_id is not None else None
        line = dataclasses.replace(
            self.form.lines[row],
            tax_id=tax_id,
            tax_label=tax.label if tax else "",
            tax_rate=str(tax.payload.get("rate") or "") if tax else "",
        )
        self._put_line(row, line)

    def with_item(self, line: OrderLineForm, key: int, choice: Choice) -> OrderLineForm:
        """The item with its price and taxes (a service also its withholding tax). ``key``
        is a stock item id, or minus a service id."""
        payload = choice.payload
        tax = payload.get("tax") or {}
        withholding = payload.get("withholdingTax") or {}
        return dataclasses.replace(
            line,
            kind=LineKind.SERVICE if key < 0 else LineKind.STOCK,
            item_id=abs(key),
            item_label=choice.label,
            quantity_text=line.quantity_text or "1",
            price_text=_plain(payload.get("price")) if payload.get("price") is not None else "",
            tax_id=tax.get("id") if isinstance(tax, dict) else None,
            tax_label=(tax.get("name") or "") if isinstance(tax, dict) else "",
            tax_rate=str(payload.get("taxRate") or "") if tax else "",
            withholding_tax_id=withholding.get("id") if isinstance(withholding, dict) else None,
            withholding_rate=str(payload.get("withholdingTaxRate") or "") if withholding else "",
            unit_of_measure_id=None,
        )

    def item_key_by_code(self, text: str) -> int | None:
        """The line key of the item or service whose code (SKU, barcode) is exactly
        ``text``: what a clerk types who knows the code."""
        found = super().item_key_by_code(text)
        if found is not None:
            return found
        wanted = text.strip().casefold()
        for service in self.service_items.search(text, 10):
            if str(service.payload.get("code") or "").casefold() == wanted:
                return -service.id
        return None

    # -- totals --------------------------------------------------------------------------
    def update_totals(self) -> bool:
        totals, self.totals = self.totals, order_totals(self.form)
        return totals != self.totals


# -- actions on a saved order ---------------------------------------------------------------
class SalesOrderActions(QObject):
    """The commands of a saved order, each refused one explained in plain words.

    Issuing goes through the outbox (kind ``issue_offering``): a lost answer is looked up
    before anything is sent again, so an order is never issued twice. The others are
    single idempotent-looking calls whose refusal the clerk must see at once.
    """

    done = Signal(str)
    """An action succeeded; the text says what happened."""
    failed = Signal(str)
    """An action was refused or could not reach the server; the text says why."""

    def __init__(self, editor: SalesOrderEditorViewModel) -> None:
        super().__init__(editor)
        self.editor = editor

    @property
    def order(self) -> SalesOrderResponse | None:
        return self.editor.base

    def available(self) -> dict[str, bool]:
        """Which actions make sense for the order as it stands (the server decides)."""
        order = self.order
        if order is None:
            return {}
        status = order.order_status
        cancelled = status == SalesOrderStatus.Cancelled
        issued = bool(order.is_issued) or status == SalesOrderStatus.Shipped
        return {
            "issue": not cancelled and not issued,
            "cancel": not cancelled and not issued,
            "status": not cancelled and not issued,
            "unissue": issued,
            "cash_in": not cancelled,
            "delete": not issued,
            "tags": True,
            "print": True,
            "links": bool(order.code),
            "return": issued and bool(order.code),
        }

    async def cash_accounts(self) -> list[Choice]:
        """Where money received can go: the active Cash accounts in code order (the first
        is the default, as a till would have it); from the cache, else read once."""
        accounts = await self.editor.session.references.accounts()
        return [
            Choice(account.id, choice_label(account.code, account.name, account.id), {})
            for account in accounts
            if account.is_active and account.type == AccountType.Cash
        ]

    def left_to_pay(self) -> Decimal:
        """The order's net total less what was paid on it."""
        order = self.order
        if order is None:
            return Decimal(0)
        return (order.net_total or Decimal(0)) - received_total(order.paid_amounts)

    def _run(self, coroutine: Any, context: str) -> None:
        self.editor.run(coroutine, context=context)

    async def _refresh(self, text: str, changes: Changes) -> None:
        order = self.order
        if order is not None:
            fresh = await self.editor.session.client.sales_orders.get(order.id)
            self.editor.show_record(fresh)
        self.editor.session.changes.publish(changes)
        self.done.emit(text)

    def _refused(self, exc: api_errors.ApiError, what: str) -> None:
        from app.viewmodels.errors import business_message, describe_error

        reason = (
            business_message(exc)
            if isinstance(exc, api_errors.BusinessRuleViolation | api_errors.ValidationFailed)
            else describe_error(exc).text
        )
        self.failed.emit(
            translate("SalesOrderActions", "{what} was refused. {reason}").format(
                what=what, reason=reason
            )
        )
        self.editor.errors.report(exc, what)

    def issue(self) -> None:
        order = self.order
        if order is None:
            return
        if not any(
            d.stock_item is not None and (d.quantity or 0) > (d.issued_quantity or 0)
            for d in order.sales_order_details
        ):
            self.failed.emit(
                translate("SalesOrderActions", "Nothing to issue: the order has no goods left.")
            )
            return
        self._run(self._issue(order), translate("SalesOrderActions", "Issuing the order"))

    async def _issue(self, order: SalesOrderResponse) -> None:
        from app.store.outbox import OutboxState
        from app.sync.outbox import rejection_of

        what = translate("SalesOrderActions", "Issuing {code}").format(code=order.code)
        sent = await issue_order(self.editor.session, order)
        item = sent.item
        if item.state is OutboxState.CONFIRMED:
            await self._refresh(
                translate(
                    "SalesOrderActions", "Issued by {code}: the goods left the warehouse."
                ).format(code=item.server_key or ""),
                sent.changes,
            )
        elif item.state is OutboxState.REJECTED:
            error = rejection_of(item)
            if (
                isinstance(error, api_errors.BusinessRuleViolation)
                and error.error_code == ErrorCode.AddingItemQuantityCauseNegativeBalance
                and self.editor.show_shortages(error.detail or "")
            ):
                # The server names the items and their figures: its words, and each
                # figure at its line.
                self.failed.emit(
                    translate("SalesOrderActions", "{what} was refused. {reason}").format(
                        what=what, reason=error.detail or business_message(error)
                    )
                )
                self.editor.errors.report(error, what)
            elif isinstance(error, api_errors.ApiError):
                self._refused(error, what)
            else:
                self.failed.emit(str(error))
        else:
            self.done.emit(
                translate(
                    "SalesOrderActions",
                    "The server cannot be reached: the issue waits in the outbox and goes "
                    "once when it can.",
                )
            )

    def cancel(self) -> None:
        order = self.order
        if order is not None:
            self._run(self._call(order, "cancel"), translate("SalesOrderActions", "Cancelling"))

    def unissue(self) -> None:
        order = self.order
        if order is not None:
            self._run(self._call(order, "unissue"), translate("SalesOrderActions", "Unissuing"))

    def set_status(self, status: str) -> None:
        order = self.order
        if order is not None:
            self._run(
                self._call(order, "status", SalesOrderStatus(status)),
                translate("SalesOrderActions", "Changing status"),
            )

    def save_tags(self) -> None:
        order = self.order
        if order is not None:
            self._run(self._call(order, "tags"), translate("SalesOrderActions", "Saving tags"))

    async def _call(self, order: SalesOrderResponse, action: str, status: Any = None) -> None:
        code = order.code or str(order.id)
        words = {
            "cancel": (
                translate("SalesOrderActions", "Cancelling {code}"),
                translate("SalesOrderActions", "{code} is cancelled; its stock is free again."),
            ),
            "unissue": (
                translate("SalesOrderActions", "Unissuing {code}"),
                translate("SalesOrderActions", "{code} is open again; the goods came back."),
            ),
            "status": (
                translate("SalesOrderActions", "Changing the status of {code}"),
                translate("SalesOrderActions", "{code} is now {status}."),
            ),
            "tags": (
                translate("SalesOrderActions", "Saving the tags of {code}"),
                translate("SalesOrderActions", "The tags of {code} are saved."),
            ),
        }[action]
        tags = [t.strip() for t in self.editor.form.tags_text.split(",") if t.strip()]
        try:
            changes = await act_on_order(
                self.editor.session.client, order, OrderAction(action), status=status, tags=tags
            )
            await self._refresh(words[1].format(code=code, status=status or ""), changes)
        except api_errors.ApiError as exc:
            self._refused(exc, words[0].format(code=code))

    def cash_in(self, account_id: int, amount_text: str, notes: str = "") -> str:
        """Money received against the order; returns a problem with the input, or ""."""
        order = self.order
        amount = parse_decimal(amount_text)
        if order is None:
            return ""
        if amount is None or amount <= 0:
            return translate("SalesOrderActions", "Enter an amount above 0.")
        self._run(
            self._cash_in(order, account_id, amount, notes),
            translate("SalesOrderActions", "Cash in"),
        )
        return ""

    async def _cash_in(
        self, order: SalesOrderResponse, account_id: int, amount: Decimal, notes: str
    ) -> None:
        try:
            created, changes = await receive_cash(
                self.editor.session.client, order, account_id, amount, clock.wall_now(), notes
            )
        except api_errors.ApiError as exc:
            self._refused(
                exc, translate("SalesOrderActions", "Cash in on {code}").format(code=order.code)
            )
            return
        await self._refresh(
            translate("SalesOrderActions", "{amount} received on {code} ({document}).").format(
                amount=format_decimal(amount),
                code=order.code,
                document=created.document_code or "",
            ),
            changes,
        )

    def delete(self) -> None:
        self.editor.delete()
