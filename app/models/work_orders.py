"""Work orders: issue offering, receive supplies, opening balance (spec: transactional
documents, "Work order(s)").

The two create requests are shown; the line request and the response are not (guessed from
the rules); the opening-balance operation is not shown at all and is designed here.
"""

from __future__ import annotations

from datetime import datetime

from pydantic import Field, model_validator

from app.models.base import Money, OpenEnum, PositiveId, RequestModel, ResponseModel
from app.models.common import CurrencyReference, StockItemReference, WarehouseReference
from app.models.documents import (
    CustomerReference,
    SalesPersonReference,
    SupplierReference,
    UnitOfMeasureReference,
    WorkOrderStatus,
    exchange_rate_issue,
)
from app.models.i18n import QT_TRANSLATE_NOOP
from app.models.validation import FieldIssue, rule_violation

WORK_ORDER_RATE_DECIMALS = 4


class WorkOrderItemUpsertRequest(RequestModel):
    """One line of a work order (guessed: the fields the rules name, after gaps.md).

    Receive supplies needs ``price`` > 0; items that require a batch number or expiry date
    need them; with automatic batch fill a line with ``exp_date`` gets that date
    (day/month/year) as its batch number.
    """

    stock_item_id: PositiveId
    quantity: Money = Field(gt=0)
    price: Money | None = Field(default=None, ge=0)
    unit_of_measure_id: PositiveId | None = None
    warehouse_id: PositiveId | None = None
    batch_number: str | None = None
    exp_date: datetime | None = None
    production_date: datetime | None = None
    serials: list[str] = Field(default_factory=list)
    description: str | None = None
    comments: str | None = None


class _WorkOrderRequest(RequestModel):
    """What both create requests share."""

    date: datetime | None = None
    serial: int | None = None  # always overwritten by generation
    paper_number: str | None = Field(default=None, max_length=50)
    notes: str | None = None
    warehouse_id: PositiveId
    work_order_responsible_id: PositiveId | None = None
    other_party_id: PositiveId | None = None
    currency_id: PositiveId | None = None
    exchange_rate: Money | None = None
    status: WorkOrderStatus | None = None
    external_id: str | None = None
    is_auto_work_order: bool | None = None
    work_order_details: list[WorkOrderItemUpsertRequest] = Field(min_length=1)

    def preflight(self) -> list[FieldIssue]:
        return exchange_rate_issue(self.exchange_rate, WORK_ORDER_RATE_DECIMALS)


class CreateIssueOfferingRequest(_WorkOrderRequest):
    """POST /v3/work-orders/issue-offering: goods leave ``warehouse_id`` (the source).

    Exactly one of customer or other party. ``related_so_code`` (containing SO) issues that
    sales order: lines are matched to its lines by identical item, quantity and price.
    Omitted date means now; a future date is a 409. No duplicate protection: external id
    and paper number are stored, not checked.
    """

    customer_id: PositiveId | None = None
    sales_person_id: PositiveId | None = None
    related_so_code: str | None = None

    @model_validator(mode="after")
    def _one_party(self) -> CreateIssueOfferingRequest:
        if (self.customer_id is None) == (self.other_party_id is None):
            raise rule_violation(
                "customerId",
                "one_party",
                QT_TRANSLATE_NOOP("Validation", "Choose a customer or another party (not both)."),
            )
        return self


class CreateReceiveSuppliesRequest(_WorkOrderRequest):
    """POST /v3/work-orders/receive-supplies: goods enter ``warehouse_id`` (destination).

    Exactly one of supplier or other party; every line needs a price > 0. Never marks a
    purchase order as received; ``linked_document_code`` may hold several codes.
    """

    supplier_id: PositiveId | None = None
    purchase_person_id: PositiveId | None = None
    linked_document_code: str | None = None

    @model_validator(mode="after")
    def _one_party_and_priced_lines(self) -> CreateReceiveSuppliesRequest:
        if (self.supplier_id is None) == (self.other_party_id is None):
            raise rule_violation(
                "supplierId",
                "one_party",
                QT_TRANSLATE_NOOP("Validation", "Choose a supplier or another party (not both)."),
            )
        for index, line in enumerate(self.work_order_details):
            if line.price is None or line.price <= 0:
                raise rule_violation(
                    f"workOrderDetails[{index}].price",
                    "price_required",
                    QT_TRANSLATE_NOOP("Validation", "Received goods need a price above 0."),
                )
        return self


class CreateOpeningBalanceRequest(RequestModel):
    """POST /v3/work-orders/opening-balance. guessed: not in spec.

    Stock a warehouse starts with: quantities and their cost per line (``price``), dated
    ``date`` (default now). The document's type is OB.
    """

    date: datetime | None = None
    warehouse_id: PositiveId
    paper_number: str | None = Field(default=None, max_length=50)
    notes: str | None = None
    external_id: str | None = None
    work_order_details: list[WorkOrderItemUpsertRequest] = Field(min_length=1)


class WorkOrderDetailResponse(ResponseModel):
    """A work-order line (guessed shape)."""

    id: int | None = None
    document_id: int | None = None
    stock_item: StockItemReference | None = None
    quantity: Money | None = None
    price: Money | None = None
    unit_of_measure: UnitOfMeasureReference | None = None
    warehouse: WarehouseReference | None = None
    batch_number: str | None = None
    exp_date: datetime | None = None
    production_date: datetime | None = None
    serials: list[str] = Field(default_factory=list)
    related_so_detail_id: int | None = None
    returned_quantity: Money | None = None
    description: str | None = None
    comments: str | None = None


class WorkOrderResponse(ResponseModel):
    """Any work-order type (IO, RS, RR, IR, OB, ...): check ``type``. Fields guessed."""

    id: int
    code: str | None = None
    type: str | None = None
    serial: int | None = None
    date: datetime | None = None
    paper_number: str | None = None
    notes: str | None = None
    warehouse: WarehouseReference | None = None
    customer: CustomerReference | None = None
    supplier: SupplierReference | None = None
    other_party_id: int | None = None
    sales_person: SalesPersonReference | None = None
    purchase_person_id: int | None = None
    work_order_responsible_id: int | None = None
    currency: CurrencyReference | None = None
    exchange_rate: Money | None = None
    status: OpenEnum[WorkOrderStatus] | None = None
    related_so_code: str | None = None
    linked_document_code: str | None = None
    external_id: str | None = None
    is_auto_work_order: bool | None = None
    is_archived: bool | None = None
    created_by: str | None = None
    work_order_details: list[WorkOrderDetailResponse] = Field(default_factory=list)
