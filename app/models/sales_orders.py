"""Sales orders (spec: transactional documents, "Sales order" and "Sales orders").

Only the create request is shown in full; line and installment fields come from
``spec/gaps.md``, and the shapes of the operations the spec does not show (issued
creation, header update, tags, status, cancel, cash-in, print templates) are designed here,
each marked as a guess.
"""

from __future__ import annotations

from datetime import datetime
from typing import Annotated

from pydantic import Field, WithJsonSchema, model_validator

from app.models.base import (
    Money,
    OpenEnum,
    PositiveId,
    PositiveMoney,
    RequestModel,
    ResponseModel,
)
from app.models.common import (
    CurrencyReference,
    StockItemReference,
    TaxReference,
    WarehouseReference,
)
from app.models.documents import (
    CostCenterReference,
    CustomerReference,
    DiscountType,
    DiscountTypeValue,
    NoCommaText,
    SalesOrderPaymentStatus,
    SalesOrderStatus,
    SalesPersonReference,
    SalesStoreReference,
    UnitOfMeasureReference,
    exchange_rate_issue,
)
from app.models.i18n import QT_TRANSLATE_NOOP
from app.models.validation import FieldIssue, rule_violation

SALES_ORDER_RATE_DECIMALS = 4
"""Exchange rates of sales documents keep four decimals (ExchangeRateDecimalsExceedLimit)."""


class SalesOrderDetailRequest(RequestModel):
    """One line (gaps.md). Exactly one of stock item, service item or bundle; price, tax
    rate and item discount default to 0 on the server (no price lookup)."""

    stock_item_id: PositiveId | None = None
    service_item_id: PositiveId | None = None
    bundle_id: PositiveId | None = None
    bundle_quantity: Money | None = None  # guessed: not in spec
    quantity: PositiveMoney
    price: Money | None = Field(default=None, ge=0)
    tax_id: PositiveId | None = None
    tax_rate: Money | None = Field(default=None, ge=0, le=100)
    withholding_tax_id: PositiveId | None = None
    item_discount: Money | None = Field(default=None, ge=0)
    item_discount_type: DiscountType | None = None
    unit_of_measure_id: PositiveId | None = None
    warehouse_id: PositiveId | None = None
    description: str | None = None
    comments: NoCommaText = None
    serials: list[str] = Field(default_factory=list)  # guessed: not in spec

    @model_validator(mode="after")
    def _one_kind_of_item(self) -> SalesOrderDetailRequest:
        kinds = [self.stock_item_id, self.service_item_id, self.bundle_id]
        if sum(kind is not None for kind in kinds) != 1:
            raise rule_violation(
                "stockItemId",
                "one_item_kind",
                QT_TRANSLATE_NOOP(
                    "Validation", "Each line needs exactly one of: stock item, service, bundle."
                ),
            )
        return self


class SalesOrderInstallmentRequest(RequestModel):
    """A payment due later (gaps.md)."""

    days_limit: int | None = Field(default=None, ge=0)
    amount: PositiveMoney
    due_date: datetime | None = None
    account_id: PositiveId | None = None
    payment_type: str | None = None


WORKING_STATUSES = ("Open", "Pending", "Processing")
"""The statuses a request may set: Shipped needs an issue and Cancelled a cancel."""


class SalesOrderRequest(RequestModel):
    """Create (and full update) of a sales order.

    Rules: customer required (> 0); exactly one of warehouse or sales store; document date
    required; at least one line, each valid. On the server: unknown customer 400, a
    zero-total order always refused, the business codes listed in the spec.
    """

    id: PositiveId | None = None
    # Shipped and Cancelled have their own operations: a create or update refuses them (400).
    order_status: Annotated[
        SalesOrderStatus | None,
        WithJsonSchema({"enum": [*WORKING_STATUSES, None]}),
    ] = None
    paper_number: str | None = None
    run_sheet_id: str | None = None
    customer_id: PositiveId
    sales_person_id: PositiveId | None = None
    warehouse_id: PositiveId | None = None
    sales_store_id: PositiveId | None = None
    shippment_cost: Money | None = None  # the service's spelling
    document_date: datetime
    shipping_date: datetime | None = None
    gross_total: Money | None = None
    sub_total: Money | None = None
    net_total: Money | None = None
    total_items_discounts: Money | None = None
    discount: Money | None = None
    discount_rate: Money | None = None
    taxable: bool | None = None
    apply_tax_after_discount: bool | None = None
    tax: Money | None = None
    cash_amount: Money | None = None
    on_account_amount: Money | None = None
    cash_paid: Money | None = None
    currency_id: PositiveId | None = None
    exchange_rate: Money | None = Field(default=None, gt=0)
    channel: str | None = None
    notes: str | None = None
    external_id: str | None = None
    related_work_order_code: str | None = None
    related_work_order_value: Money | None = None
    tags: list[str] = Field(default_factory=list)
    is_approved: bool | None = None
    cost_center_id: PositiveId | None = None
    require_auto_workorder: bool | None = None
    sales_order_details: list[SalesOrderDetailRequest] = Field(min_length=1)
    sales_order_installments: list[SalesOrderInstallmentRequest] = Field(default_factory=list)

    @model_validator(mode="after")
    def _warehouse_or_store(self) -> SalesOrderRequest:
        if (self.warehouse_id is None) == (self.sales_store_id is None):
            raise rule_violation(
                "warehouseId",
                "warehouse_or_store",
                QT_TRANSLATE_NOOP("Validation", "Choose a warehouse or a sales store (not both)."),
            )
        return self

    def preflight(self) -> list[FieldIssue]:
        return exchange_rate_issue(self.exchange_rate, SALES_ORDER_RATE_DECIMALS)


class SalesOrderDetailResponse(ResponseModel):
    """A line as the server returns it (gaps.md; every field optional)."""

    id: int | None = None
    document_id: int | None = None
    stock_item: StockItemReference | None = None
    service_item_id: int | None = None
    bundle_id: int | None = None
    quantity: Money | None = None
    issued_quantity: Money | None = None
    returned_quantity: Money | None = None
    price: Money | None = None
    unit_price: Money | None = None
    tax: TaxReference | None = None
    tax_rate: Money | None = None
    withholding_tax: TaxReference | None = None
    item_discount: Money | None = None
    item_discount_type: DiscountTypeValue | None = None
    unit_of_measure: UnitOfMeasureReference | None = None
    warehouse: WarehouseReference | None = None
    description: str | None = None
    comments: str | None = None


class SalesOrderInstallmentResponse(ResponseModel):
    id: int | None = None
    document_id: int | None = None
    days_limit: int | None = None
    amount: Money | None = None
    due_date: datetime | None = None
    account_id: int | None = None
    payment_type: str | None = None


class SalesOrderResponse(ResponseModel):
    """An order (or, from GET by id, a sales return: check ``document_type``).

    ``is_approved`` is always true for an order requiring automatic issue; ``paper_number``
    falls back to the document number; ``paid_amounts`` maps related document codes to
    amounts paid through them.
    """

    id: int
    code: str | None = None
    document_type: str | None = None
    order_status: OpenEnum[SalesOrderStatus] | None = None
    payment_status: OpenEnum[SalesOrderPaymentStatus] | None = None
    paper_number: str | None = None
    customer: CustomerReference | None = None
    sales_person: SalesPersonReference | None = None
    warehouse: WarehouseReference | None = None
    sales_store: SalesStoreReference | None = None
    cost_center: CostCenterReference | None = None
    currency: CurrencyReference | None = None
    exchange_rate: Money | None = None
    document_date: datetime | None = None
    shipping_date: datetime | None = None
    gross_total: Money | None = None
    sub_total: Money | None = None
    net_total: Money | None = None
    total_items_discounts: Money | None = None
    discount: Money | None = None
    discount_rate: Money | None = None
    taxable: bool | None = None
    apply_tax_after_discount: bool | None = None
    tax: Money | None = None
    shippment_cost: Money | None = None
    cash_amount: Money | None = None
    on_account_amount: Money | None = None
    is_approved: bool | None = None
    is_issued: bool | None = None
    require_auto_workorder: bool | None = None
    channel: str | None = None
    notes: str | None = None
    external_id: str | None = None
    tags: list[str] = Field(default_factory=list)
    related_sales_return_codes: list[str] = Field(default_factory=list)
    related_sales_order_codes: list[str] = Field(default_factory=list)
    paid_amounts: dict[str, Money] = Field(default_factory=dict)
    created_by: str | None = None  # guessed: not in spec (the creator's e-mail)
    sales_order_details: list[SalesOrderDetailResponse] = Field(default_factory=list)
    sales_order_installments: list[SalesOrderInstallmentResponse] = Field(default_factory=list)


class SalesOrderHeaderListResponse(SalesOrderResponse):
    """A list item: the header with its full details and installments (spec rule 5)."""


# -- shapes of operations the spec does not show (all guessed) --------------------------------
class SalesOrderHeaderUpdateRequest(RequestModel):
    """PUT /v3/sales-orders/header: header fields only, lines untouched.

    guessed: not in spec. Omitted fields keep their value (a header edit, not a replace).
    """

    id: PositiveId
    paper_number: str | None = None
    sales_person_id: PositiveId | None = None
    shipping_date: datetime | None = None
    channel: str | None = None
    notes: str | None = None
    external_id: str | None = None
    run_sheet_id: str | None = None


class SalesOrderTagsRequest(RequestModel):
    """PATCH .../tags: the full set of tags. guessed: not in spec."""

    tags: list[str] = Field(default_factory=list)


class SalesOrderStatusRequest(RequestModel):
    """PATCH .../status. guessed: not in spec."""

    # Shipped and Cancelled have their own operations (the sandbox refuses them here, 400).
    order_status: Annotated[
        SalesOrderStatus, WithJsonSchema({"type": "string", "enum": list(WORKING_STATUSES)})
    ]


class SalesOrderCashInRequest(RequestModel):
    """POST /v3/sales-orders/cash-in: money received against an order. guessed: not in spec.

    Records a cash-in document (CI) on ``main_account_id`` crediting the customer's
    receivable account, and updates the order's paid amounts and payment status.
    """

    sales_order_code: str = Field(min_length=1)
    main_account_id: PositiveId
    amount: PositiveMoney
    document_date: datetime
    notes: str | None = None
    paper_number: str | None = None


class PrintTemplateResponse(ResponseModel):
    """A print layout for orders. guessed: not in spec."""

    id: int
    name: str | None = None
    description: str | None = None
    is_default: bool = False
    paper_size: str | None = None
    body: str | None = None  # the layout's text, placeholders in braces
