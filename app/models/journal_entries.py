"""Journal entries and cash documents (spec: transactional documents, "Journal entry and
cash documents", "Journal entries", "Cash in and cash out").

JournalEntryResponse and the payment entry are not shown; they are designed here from the
rules and marked as guesses.
"""

from __future__ import annotations

from datetime import datetime
from decimal import Decimal

from pydantic import Field, model_validator

from app.models.base import Money, PositiveId, PositiveMoney, RequestModel, ResponseModel
from app.models.common import AccountReference, CurrencyReference
from app.models.documents import (
    AmountStatus,
    CostCenterReference,
    CustomerReference,
    RowState,
    SupplierReference,
    exchange_rate_issue,
)
from app.models.i18n import QT_TRANSLATE_NOOP
from app.models.validation import FieldIssue, rule_violation

ACCOUNTING_RATE_DECIMALS = 6
"""Journal entries and cash documents: "more than 6 decimals gives 409"."""


def _rate_issue(currency_id: int | None, rate: Decimal | None) -> list[FieldIssue]:
    """Without a currency the rate is ignored (rate 1), its decimals too."""
    return exchange_rate_issue(rate if currency_id is not None else None, ACCOUNTING_RATE_DECIMALS)


class _PartyLine(RequestModel):
    customer_id: PositiveId | None = None
    supplier_id: PositiveId | None = None

    @model_validator(mode="after")
    def _not_both_parties(self) -> _PartyLine:
        if self.customer_id is not None and self.supplier_id is not None:
            raise rule_violation(
                "supplierId",
                "one_party",
                QT_TRANSLATE_NOOP("Validation", "A line has a customer or a supplier, not both."),
            )
        return self


class CreateJournalEntryDetailRequest(_PartyLine):
    """One line: account, amount > 0 and its side; optional cost center and party."""

    account_id: PositiveId
    amount: PositiveMoney
    amount_status: AmountStatus
    cost_center_id: PositiveId | None = None
    comments: str | None = None  # guessed: not in spec


class UpdateJournalEntryDetailRequest(CreateJournalEntryDetailRequest):
    """A line of an update: ``row_state`` Added inserts (any id ignored), Deleted removes,
    Modified (the default) overwrites the stored line with that ``id``."""

    id: PositiveId | None = None
    row_state: RowState = RowState.Modified


def _debit_and_credit(lines: list[CreateJournalEntryDetailRequest]) -> None:
    sides = {line.amount_status for line in lines if getattr(line, "row_state", None) != "Deleted"}
    if AmountStatus.Debit not in sides or AmountStatus.Credit not in sides:
        raise rule_violation(
            "accountingDocumentDetails",
            "debit_and_credit",
            QT_TRANSLATE_NOOP(
                "Validation", "An entry needs at least one debit and one credit line."
            ),
        )


class CreateJournalEntryRequest(RequestModel):
    """POST /v3/journal-entries. A new entry is *unposted* whatever the organization's
    posting setting, and the list hides unposted entries by default (isPostedOnly)."""

    is_invoicing_j_e: bool | None = Field(default=None, alias="isInvoicingJE")
    document_date: datetime
    paper_number: str | None = None
    responsible_id: PositiveId | None = None
    notes: str | None = None
    currency_id: PositiveId | None = None
    exchange_rate: Money | None = Field(default=None, gt=0)
    related_document_code: str | None = None
    linked_document_code: str | None = None
    accounting_document_details: list[CreateJournalEntryDetailRequest] = Field(min_length=1)

    @model_validator(mode="after")
    def _both_sides(self) -> CreateJournalEntryRequest:
        _debit_and_credit(self.accounting_document_details)
        return self

    def preflight(self) -> list[FieldIssue]:
        return _rate_issue(self.currency_id, self.exchange_rate)


class UpdateJournalEntryRequest(RequestModel):
    """PUT /v3/journal-entries/code/{code}: header overwritten (omitted fields cleared;
    omitting the currency sets rate 1), lines by row state; the sent lines must cover every
    stored line id (else 409 DirtyRead)."""

    document_date: datetime
    paper_number: str | None = None
    responsible_id: PositiveId | None = None
    notes: str | None = None
    currency_id: PositiveId | None = None
    exchange_rate: Money | None = Field(default=None, gt=0)
    accounting_document_details: list[UpdateJournalEntryDetailRequest] = Field(min_length=1)

    @model_validator(mode="after")
    def _both_sides(self) -> UpdateJournalEntryRequest:
        _debit_and_credit(list(self.accounting_document_details))
        return self

    def preflight(self) -> list[FieldIssue]:
        return _rate_issue(self.currency_id, self.exchange_rate)


class JournalEntryMutationResponse(ResponseModel):
    document_code: str


class JournalEntryDetailResponse(ResponseModel):
    """guessed: not in spec."""

    id: int
    account: AccountReference | None = None
    amount: Money | None = None
    amount_status: str | None = None
    cost_center: CostCenterReference | None = None
    customer: CustomerReference | None = None
    supplier: SupplierReference | None = None
    comments: str | None = None


class JournalEntryResponse(ResponseModel):
    """An accounting document of any type (JE, CI, CO, SI, NR, ...): check
    ``document_type``. guessed: not in spec."""

    id: int
    document_code: str | None = None
    journal_entry_code: str | None = None
    document_type: str | None = None
    document_date: datetime | None = None
    paper_number: str | None = None
    responsible_id: int | None = None
    notes: str | None = None
    currency: CurrencyReference | None = None
    exchange_rate: Money | None = None
    is_posted: bool | None = None
    is_invoicing_j_e: bool | None = Field(default=None, alias="isInvoicingJE")
    is_system: bool | None = None
    is_recurring_template: bool | None = None
    related_document_code: str | None = None
    linked_document_code: str | None = None
    total_debit: Money | None = None
    total_credit: Money | None = None
    accounting_document_details: list[JournalEntryDetailResponse] = Field(default_factory=list)


class JournalEntryPaymentRequest(RequestModel):
    """POST /v3/journal-entries/payment. guessed: not in spec.

    A payment between a customer or supplier and a cash or bank account, booked as one
    entry: a customer pays in (debit the cash/bank account, credit the receivable), the
    company pays a supplier (debit the payable, credit the cash/bank account).
    """

    document_date: datetime
    payment_account_id: PositiveId
    amount: PositiveMoney
    customer_id: PositiveId | None = None
    supplier_id: PositiveId | None = None
    paper_number: str | None = None
    notes: str | None = None
    cost_center_id: PositiveId | None = None
    currency_id: PositiveId | None = None
    exchange_rate: Money | None = Field(default=None, gt=0)

    @model_validator(mode="after")
    def _exactly_one_party(self) -> JournalEntryPaymentRequest:
        if (self.customer_id is None) == (self.supplier_id is None):
            raise rule_violation(
                "customerId",
                "one_party",
                QT_TRANSLATE_NOOP("Validation", "Choose a customer or a supplier (not both)."),
            )
        return self

    def preflight(self) -> list[FieldIssue]:
        return _rate_issue(self.currency_id, self.exchange_rate)


class CashTransactionDetailRequest(_PartyLine):
    """A line of a cash document: an account other than the main one, amount > 0."""

    account_id: PositiveId | None = None
    cost_center_id: PositiveId | None = None
    amount: PositiveMoney
    comments: str | None = None


class CashTransactionRequest(RequestModel):
    """POST /v3/cash-in and /v3/cash-out. The main account must be a Cash account (a bank
    one is a 400); no line may use it. Cash in credits the lines and debits the main account
    with the total (CI); cash out the reverse (CO). A future date is a 409 whatever the
    organization allows elsewhere."""

    main_account_id: PositiveId | None = None
    document_date: datetime
    paper_number: str | None = None
    responsible_id: PositiveId | None = None
    notes: str | None = None
    currency_id: PositiveId | None = None
    exchange_rate: Money | None = Field(default=None, gt=0)
    accounting_document_details: list[CashTransactionDetailRequest] = Field(min_length=1)

    @model_validator(mode="after")
    def _lines_never_on_the_main_account(self) -> CashTransactionRequest:
        for index, line in enumerate(self.accounting_document_details):
            if line.account_id is not None and line.account_id == self.main_account_id:
                raise rule_violation(
                    f"accountingDocumentDetails[{index}].accountId",
                    "main_account_line",
                    QT_TRANSLATE_NOOP("Validation", "A line cannot use the main cash account."),
                )
        return self

    def preflight(self) -> list[FieldIssue]:
        return _rate_issue(self.currency_id, self.exchange_rate)


class CashTransactionResponse(ResponseModel):
    document_code: str
