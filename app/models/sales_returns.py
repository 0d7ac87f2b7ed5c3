"""Sales returns (spec: transactional documents, "Sales return" and "Sales returns").

The create request is shown; the returnable proposal is named with three amounts; the rest
of both responses is guessed from the rules (each such field is optional).
"""

from __future__ import annotations

from datetime import datetime

from pydantic import Field, field_validator, model_validator
from pydantic_core import PydanticCustomError

from app.models.base import Money, PositiveId, RequestModel, ResponseModel
from app.models.common import (
    AccountReference,
    CurrencyReference,
    StockItemReference,
    TaxReference,
    WarehouseReference,
)
from app.models.documents import (
    CustomerReference,
    SalesPersonReference,
    SalesStoreReference,
    UnitOfMeasureReference,
    exchange_rate_issue,
)
from app.models.i18n import QT_TRANSLATE_NOOP
from app.models.validation import FieldIssue, rule_violation

RETURN_RATE_DECIMALS = 4
"""Sales returns: "More than 4 decimals: ExchangeRateDecimalsExceedLimit"."""


class CreateSalesReturnDetailRequest(RequestModel):
    """Selects one returnable line: a stock line by work-order or sales-order detail id, a
    service line by sales-order detail id only. Quantity and price default to the remaining
    quantity and the source price."""

    source_sales_order_detail_id: PositiveId | None = None
    source_work_order_detail_id: PositiveId | None = None
    quantity: Money | None = Field(default=None, ge=0)
    price: Money | None = Field(default=None, ge=0)

    @model_validator(mode="after")
    def _names_a_line(self) -> CreateSalesReturnDetailRequest:
        if self.source_sales_order_detail_id is None and self.source_work_order_detail_id is None:
            raise rule_violation(
                "sourceSalesOrderDetailId",
                "return_line_source",
                QT_TRANSLATE_NOOP(
                    "Validation", "Each returned line names its sales-order or work-order line."
                ),
            )
        return self


class CreateSalesReturnRequest(RequestModel):
    """POST /v3/sales-returns.

    ``source_document_code`` must contain SO- or IO- (any case). Omitting or emptying the
    details returns every returnable line at its full remaining quantity and source price.
    ``return_discount``, when sent, is a check value: it must equal the sum of the line
    discounts to 4 decimals. ``cash_account_id`` is needed only when the user's settings
    make an automatic cash-out and ``cash_amount`` > 0.
    """

    warehouse_id: PositiveId
    source_document_code: str
    document_date: datetime
    notes: str | None = None
    cash_amount: Money | None = Field(default=None, ge=0)
    cash_account_id: PositiveId | None = None
    exchange_rate: Money | None = Field(default=None, gt=0)
    return_discount: Money | None = Field(default=None, ge=0)
    source_document_details: list[CreateSalesReturnDetailRequest] | None = None

    @field_validator("source_document_code")
    @classmethod
    def _sales_order_or_issue_offering(cls, code: str) -> str:
        if "SO-" not in code.upper() and "IO-" not in code.upper():
            raise PydanticCustomError(
                "source_document_code",
                QT_TRANSLATE_NOOP(
                    "Validation", "Enter a sales order (SO-...) or issue offering (IO-...) code."
                ),
            )
        return code

    def preflight(self) -> list[FieldIssue]:
        return exchange_rate_issue(self.exchange_rate, RETURN_RATE_DECIMALS)


class ReturnableLineResponse(ResponseModel):
    """A line that can still be returned (guessed shape: the rules' fields)."""

    source_sales_order_detail_id: int | None = None
    source_work_order_detail_id: int | None = None
    original_source_work_order_detail_id: int | None = None  # replacement IO -> original
    stock_item: StockItemReference | None = None
    service_item_id: int | None = None
    quantity: Money | None = None
    price: Money | None = None
    tax_rate: Money | None = None
    unit_discount: Money | None = None
    tax: TaxReference | None = None
    withholding_tax: TaxReference | None = None
    unit_of_measure: UnitOfMeasureReference | None = None
    warehouse: WarehouseReference | None = None


class ReturnableSalesReturnResponse(ResponseModel):
    """The proposal: what can be returned and how to refund it (cash if the order had any
    cash payment, else notes receivable if any, else on account)."""

    source_document_code: str | None = None
    customer: CustomerReference | None = None
    sales_person: SalesPersonReference | None = None
    currency: CurrencyReference | None = None
    exchange_rate: Money | None = None
    taxable: bool | None = None
    apply_tax_after_discount: bool | None = None
    cash_amount: Money | None = None
    notes_receivable_amount: Money | None = None
    on_account_amount: Money | None = None
    details: list[ReturnableLineResponse] = Field(default_factory=list)


class SalesReturnDetailResponse(ResponseModel):
    id: int | None = None
    source_sales_order_detail_id: int | None = None
    source_work_order_detail_id: int | None = None
    stock_item: StockItemReference | None = None
    service_item_id: int | None = None
    quantity: Money | None = None
    price: Money | None = None
    tax_rate: Money | None = None
    unit_discount: Money | None = None
    tax: TaxReference | None = None
    withholding_tax: TaxReference | None = None
    unit_of_measure: UnitOfMeasureReference | None = None


class SalesReturnResponse(ResponseModel):
    """A sales return (not shown; fields guessed from the rules, all optional but id).

    Related records are references holding only ``id`` when they cannot be resolved.
    """

    id: int
    code: str | None = None
    document_type: str | None = None
    document_date: datetime | None = None
    customer: CustomerReference | None = None
    sales_person: SalesPersonReference | None = None
    warehouse: WarehouseReference | None = None
    sales_store: SalesStoreReference | None = None
    currency: CurrencyReference | None = None
    exchange_rate: Money | None = None
    cash_account: AccountReference | None = None
    notes: str | None = None
    gross_total: Money | None = None
    net_total: Money | None = None
    tax: Money | None = None
    return_discount: Money | None = None
    cash_amount: Money | None = None
    notes_receivable_amount: Money | None = None
    on_account_amount: Money | None = None
    is_approved: bool | None = None
    is_issued: bool | None = None
    related_sales_order_codes: list[str] = Field(default_factory=list)
    related_work_order_code: str | None = None
    details: list[SalesReturnDetailResponse] = Field(default_factory=list)
