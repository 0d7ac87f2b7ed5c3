"""Purchase orders and returns (spec: transactional documents, "Purchase order(s)").

PurchaseOrderResponse is shown up to ``addedTax``; its line and installment collections'
property names are not shown and are guessed (``purchaseOrderDetails`` and
``purchaseOrderInstallments``, after the sales order's).
"""

from __future__ import annotations

from datetime import UTC, datetime

from pydantic import Field, model_validator

from app.models.base import (
    INT32_MAX,
    IsoDateTime,
    Money,
    OpenEnum,
    PositiveId,
    RequestModel,
    ResponseModel,
)
from app.models.common import (
    AccountReference,
    CurrencyReference,
    StockItemReference,
    TaxReference,
    WarehouseReference,
)
from app.models.documents import (
    DiscountTypeValue,
    SalesOrderStatus,
    SupplierReference,
    UnitOfMeasureReference,
)
from app.models.i18n import QT_TRANSLATE_NOOP
from app.models.validation import rule_violation

FIND_MAX_LIMIT = 100
"""Find purchase orders / returns: limit above 100 gives 400."""


class PurchaseOrderItemResponse(ResponseModel):
    id: int | None = None
    document_id: int | None = None
    quantity: Money | None = None
    issued_quantity: Money | None = None
    unit_price: Money | None = None
    price: Money | None = None
    tax: TaxReference | None = None
    tax_rate: Money | None = None
    item_discount: Money | None = None
    item_discount_type: DiscountTypeValue | None = None
    service_item_id: int | None = None
    stock_item: StockItemReference | None = None
    unit_of_measure: UnitOfMeasureReference | None = None
    u_m_ratio: Money | None = Field(default=None, alias="uMRatio")
    comments: str | None = None
    returned_quantity: Money | None = None
    batch_number: str | None = None
    production_date: datetime | None = None
    expiry_date: datetime | None = None
    detail_warehouse: WarehouseReference | None = None
    packages_count: Money | None = None
    purchase_item_id: int | None = None
    stock_item_classification_code: str | None = None
    unit_fair_value: Money | None = None
    update_w_odetail_id: int | None = Field(default=None, alias="updateWOdetailId")
    returned_from_w_odetail_id: int | None = Field(default=None, alias="returnedFromWOdetailId")
    linked_p_o_detail_id: int | None = Field(default=None, alias="linkedPODetailId")


class PurchaseOrderInstallmentResponse(ResponseModel):
    id: int | None = None
    document_id: int | None = None
    days_limit: int | None = None
    amount: Money | None = None
    due_date: datetime | None = None
    bank_id: int | None = None
    note_no: str | None = None
    comments: str | None = None
    note_type_id: int | None = None


class PurchaseOrderResponse(ResponseModel):
    """A purchase document. The list and get-by-id also return purchase returns and other
    purchase document types: check ``document_type``."""

    id: int | None = None
    document_code: str | None = None
    document_type: str | None = None
    order_status: OpenEnum[SalesOrderStatus] | None = None
    paper_number: str | None = None
    supplier: SupplierReference | None = None
    purchase_person_id: int | None = None
    warehouse: WarehouseReference | None = None
    treasury_id: int | None = None
    n_p_account: AccountReference | None = Field(default=None, alias="nPAccount")
    cost_allocation_account: AccountReference | None = None
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
    need_added_tax: bool | None = None
    apply_tax_after_discount: bool | None = None
    tax: Money | None = None
    added_tax: Money | None = None
    # guessed: not in spec (the collections after addedTax)
    purchase_order_details: list[PurchaseOrderItemResponse] = Field(default_factory=list)
    purchase_order_installments: list[PurchaseOrderInstallmentResponse] = Field(
        default_factory=list
    )


class FindPurchaseOrdersRequest(RequestModel):
    """Body of find purchase orders / find purchase returns.

    The window filters on the documents' *creation time* in the service, not their
    document date; a date-only ``date_to`` means the start of that day.
    """

    offset: int = Field(default=0, ge=0, le=INT32_MAX)
    limit: int = Field(default=FIND_MAX_LIMIT, ge=1, le=FIND_MAX_LIMIT)
    supplier_id: PositiveId | None = None
    date_from: IsoDateTime
    date_to: IsoDateTime

    @model_validator(mode="after")
    def _window_in_order(self) -> FindPurchaseOrdersRequest:
        if _comparable(self.date_to) < _comparable(self.date_from):
            raise rule_violation(
                "dateTo",
                "date_range",
                QT_TRANSLATE_NOOP("Validation", "The end date may not be before the start date."),
            )
        return self


def _comparable(moment: datetime) -> datetime:
    """Naive times are compared as if they were UTC (both ends are naive in practice)."""
    return moment if moment.tzinfo is not None else moment.replace(tzinfo=UTC)
