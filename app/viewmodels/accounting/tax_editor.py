"""Creating and editing one tax: every request rule checked before sending, server errors
put next to the field they concern, and a check that nobody changed the tax meanwhile.

What the clerk types is saved as a draft a moment after each change (and reopened after a
crash or a restart); saving submits the request through the outbox, which sends it at
once when the server can be reached and later when it cannot, never twice.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum
from typing import Any

from pydantic import ValidationError
from PySide6.QtCore import QCoreApplication, QObject

from app.api import errors as api_errors
from app.models.accounts import AccountResponse
from app.models.error_codes import ErrorCode
from app.models.i18n import QT_TRANSLATE_NOOP
from app.models.taxes import EInvoiceTaxTypeResponse, TaxResponse, TaxScope, TaxUpsertRequest
from app.models.validation import issues_from
from app.store.drafts import Draft
from app.viewmodels.accounting.tax_list import account_text
from app.viewmodels.errors import ErrorPresenter, describe_error
from app.viewmodels.numbers import format_decimal, parse_decimal
from app.viewmodels.record_editor import EditorTexts, RecordEditorViewModel
from app.viewmodels.session import Session
from app.viewmodels.validation_text import describe_issue

translate = QCoreApplication.translate

DRAFT_KIND = "tax"


class TaxField(StrEnum):
    """Form fields, named as on the wire so server errors find them."""

    NAME = "name"
    RATE = "rate"
    SCOPE = "scope"
    SALES_ACCOUNT = "salesAccountId"
    WITHHOLDING_ACCOUNT = "salesWithholdingAccountId"
    PURCHASE_ACCOUNT = "purchaseAccountId"
    EINVOICE_TYPE = "eInvoiceTaxTypeId"
    ACTIVE = "active"


# Which field a business error is about; codes not listed are shown above the form.
ERROR_CODE_FIELDS: dict[str, TaxField] = {
    ErrorCode.NameAlreadyExists: TaxField.NAME,
    ErrorCode.NameContainsInvalidSpecialCharacters: TaxField.NAME,
    ErrorCode.DupplicatedName: TaxField.NAME,
    ErrorCode.TaxPurchaseAndSalesAccountMustMatch: TaxField.PURCHASE_ACCOUNT,
    ErrorCode.TaxCannotSetBothTaxAndWithholdingTaxAccounts: TaxField.WITHHOLDING_ACCOUNT,
    ErrorCode.TaxCannotUseDifferentSalesTaxAccount: TaxField.SALES_ACCOUNT,
    ErrorCode.TaxCannotUseDifferentPurchaseTaxAccount: TaxField.PURCHASE_ACCOUNT,
    ErrorCode.TaxCannotUseDifferentSalesWithholdingAccount: TaxField.WITHHOLDING_ACCOUNT,
    ErrorCode.TaxInvalidEInvoiceType: TaxField.EINVOICE_TYPE,
    ErrorCode.EInvoice_KSA_TaxRateCantBeGreaterThanZeroWithCategoryType: TaxField.RATE,
    ErrorCode.EInvoice_KSA_TaxRateCantBeZeroWithCategoryType: TaxField.RATE,
}


@dataclass(frozen=True)
class TaxForm:
    """What the clerk has typed, before it is a valid request."""

    name: str = ""
    rate_text: str = ""
    scope: str = TaxScope.Any
    """A ``TaxScope``, or a value from a newer server kept as sent (saving it is refused
    before sending, next to the field, rather than silently changed)."""
    sales_account_id: int | None = None
    sales_withholding_account_id: int | None = None
    purchase_account_id: int | None = None
    einvoice_type_id: int | None = None
    active: bool = True
    """A clerk creating a tax means to use it: new taxes start active (the API's own
    default for an omitted flag is inactive, so the form always sends it)."""

    @classmethod
    def of(cls, tax: TaxResponse) -> TaxForm:
        return cls(
            name=tax.name,
            rate_text=format_decimal(tax.rate),
            scope=tax.scope,
            sales_account_id=tax.sales_account.id if tax.sales_account else None,
            sales_withholding_account_id=(
                tax.sales_withholding_account.id if tax.sales_withholding_account else None
            ),
            purchase_account_id=tax.purchase_account.id if tax.purchase_account else None,
            einvoice_type_id=tax.e_invoice_tax_type_id,
            active=tax.active,
        )


def build_request(form: TaxForm) -> tuple[TaxUpsertRequest | None, dict[str, str]]:
    """The request for ``form``, or None and the errors per field (wire names)."""
    rate = parse_decimal(form.rate_text)
    errors: dict[str, str] = {}
    if rate is None:
        errors[TaxField.RATE] = (
            translate("TaxEditor", "Enter the rate, e.g. 14.")
            if not form.rate_text.strip()
            else translate("TaxEditor", "Enter a number, e.g. 14 or 2.5.")
        )
    try:
        request = TaxUpsertRequest(
            name=form.name,
            rate=rate if rate is not None else 0,
            scope=form.scope,  # a str: pydantic turns it into a TaxScope or refuses it
            sales_account_id=form.sales_account_id,
            sales_withholding_account_id=form.sales_withholding_account_id,
            purchase_account_id=form.purchase_account_id,
            e_invoice_tax_type_id=form.einvoice_type_id,
            active=form.active,
        )
    except ValidationError as exc:
        for issue in issues_from(exc):
            errors.setdefault(issue.field, describe_issue(issue))
        return None, errors
    return (None, errors) if errors else (request, {})


FIELD_LABELS: dict[str, str] = {
    "name": QT_TRANSLATE_NOOP("TaxEditor", "name"),
    "rate": QT_TRANSLATE_NOOP("TaxEditor", "rate"),
    "scope": QT_TRANSLATE_NOOP("TaxEditor", "applies to"),
    "salesAccount": QT_TRANSLATE_NOOP("TaxEditor", "sales account"),
    "salesWithholdingAccount": QT_TRANSLATE_NOOP("TaxEditor", "withholding account"),
    "purchaseAccount": QT_TRANSLATE_NOOP("TaxEditor", "purchase account"),
    "eInvoiceTaxTypeId": QT_TRANSLATE_NOOP("TaxEditor", "e-invoice type"),
    "active": QT_TRANSLATE_NOOP("TaxEditor", "active"),
}


def _field_labels(wire_names: list[str]) -> list[str]:
    """The clerk's names for changed fields of a tax (unknown ones as sent)."""
    return [translate("TaxEditor", FIELD_LABELS.get(name, name)) for name in wire_names]


def _wire(tax: TaxResponse) -> dict[str, Any]:
    return tax.model_dump(mode="json", by_alias=True)


def compare_with_server(form: TaxForm, server: TaxResponse) -> str:
    """One line per field where the clerk's form and the server's copy differ."""
    theirs = TaxForm.of(server)
    labels = {
        "name": translate("TaxEditor", "Name"),
        "rate_text": translate("TaxEditor", "Rate"),
        "scope": translate("TaxEditor", "Applies to"),
        "sales_account_id": translate("TaxEditor", "Sales account"),
        "sales_withholding_account_id": translate("TaxEditor", "Withholding account"),
        "purchase_account_id": translate("TaxEditor", "Purchase account"),
        "einvoice_type_id": translate("TaxEditor", "E-invoice type"),
        "active": translate("TaxEditor", "Active"),
    }
    shown = {
        "sales_account_id": server.sales_account,
        "sales_withholding_account_id": server.sales_withholding_account,
        "purchase_account_id": server.purchase_account,
    }
    lines = []
    for attribute, label in labels.items():
        mine, other = getattr(form, attribute), getattr(theirs, attribute)
        if mine == other:
            continue
        reference = shown.get(attribute)
        other_text = account_text(reference) if reference is not None else other
        lines.append(
            translate("TaxEditor", "{field}: yours “{mine}”, theirs “{theirs}”").format(
                field=label,
                mine="" if mine is None else mine,
                theirs="" if other_text is None else other_text,
            )
        )
    return "\n".join(lines)


class TaxEditorViewModel(RecordEditorViewModel[TaxForm, TaxResponse]):
    """One tax being created (``base`` None) or edited, or a draft of either reopened."""

    draft_kind = DRAFT_KIND
    resource = "taxes"
    record_type = TaxResponse
    form_type = TaxForm
    error_code_fields = ERROR_CODE_FIELDS
    field_groups = (
        frozenset(
            {TaxField.SALES_ACCOUNT, TaxField.WITHHOLDING_ACCOUNT, TaxField.PURCHASE_ACCOUNT}
        ),
    )

    def __init__(
        self,
        session: Session,
        errors: ErrorPresenter,
        tax: TaxResponse | None = None,
        parent: QObject | None = None,
        *,
        draft: Draft | None = None,
    ) -> None:
        self.accounts: list[AccountResponse] = []
        self.einvoice_types: list[EInvoiceTaxTypeResponse] = []
        super().__init__(session, errors, tax, parent, draft=draft)

    def texts(self) -> EditorTexts:
        return EditorTexts(
            new_title=translate("TaxEditor", "New tax"),
            saving=translate("TaxEditor", "Saving tax"),
            deleting=translate("TaxEditor", "Deleting tax"),
            loading=translate("TaxEditor", "Loading accounts"),
            waiting_offline=translate(
                "TaxEditor",
                "The server cannot be reached: the tax is kept in the outbox and will be sent "
                "when it can. You can close this tab.",
            ),
            waiting_unknown=translate(
                "TaxEditor",
                "The server's answer was lost: the outbox checks whether the tax was saved "
                "before sending anything again. See View › Drafts and outbox.",
            ),
            conflict=translate(
                "TaxEditor", "Someone else changed this tax since you opened it ({fields})."
            ),
            not_saved=translate("TaxEditor", "The server did not save the tax."),
        )

    def empty_form(self) -> TaxForm:
        return TaxForm()

    def form_of(self, record: TaxResponse) -> TaxForm:
        return TaxForm.of(record)

    def build_request(self, form: TaxForm) -> tuple[TaxUpsertRequest | None, dict[str, str]]:
        return build_request(form)

    def record_key(self, record: TaxResponse) -> str:
        return str(record.id)

    def record_title(self, record: TaxResponse) -> str:
        return record.name

    def draft_title(self, form: TaxForm) -> str:
        return form.name.strip() or self.title.removesuffix(" *")

    async def fetch(self, server_key: str) -> TaxResponse:
        return await self.session.client.taxes.get(int(server_key or 0))

    async def delete_record(self, record: TaxResponse) -> None:
        await self.session.client.taxes.delete(record.id)

    def known_fields(self) -> frozenset[str]:
        return frozenset(field.value for field in TaxField)

    def changed_field_labels(self, wire_names: list[str]) -> list[str]:
        return _field_labels(wire_names)

    def compare_with_server(self, form: TaxForm, server: TaxResponse) -> str:
        return compare_with_server(form, server)

    async def _load_choices(self) -> None:
        try:
            self.accounts = await self.session.references.accounts()
            self.einvoice_types = await self.session.references.einvoice_tax_types()
        except api_errors.ApiError as exc:
            self._set_form_error(
                translate("TaxEditor", "The account list could not be loaded: {reason}").format(
                    reason=describe_error(exc).text
                )
            )
            self.errors.report(exc, translate("TaxEditor", "Loading accounts"))
        self.choicesLoaded.emit()

    def update(self, field: TaxField, value: object) -> None:
        """The clerk changed one field: keep it, clear that field's error (the account
        rule spans the three accounts), and save the draft a moment later."""
        attribute = {
            TaxField.NAME: "name",
            TaxField.RATE: "rate_text",
            TaxField.SCOPE: "scope",
            TaxField.SALES_ACCOUNT: "sales_account_id",
            TaxField.WITHHOLDING_ACCOUNT: "sales_withholding_account_id",
            TaxField.PURCHASE_ACCOUNT: "purchase_account_id",
            TaxField.EINVOICE_TYPE: "einvoice_type_id",
            TaxField.ACTIVE: "active",
        }[field]
        self.set_value(attribute, value, field=field.value)
