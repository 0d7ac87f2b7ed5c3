"""Creating and editing one tax: every request rule checked before sending, server errors
put next to the field they concern, and a check that nobody changed the tax meanwhile."""

from __future__ import annotations

from dataclasses import dataclass, fields, replace
from enum import StrEnum
from typing import Any

from pydantic import ValidationError
from PySide6.QtCore import QCoreApplication, QObject, Signal

from app.api import errors as api_errors
from app.models.accounts import AccountResponse
from app.models.error_codes import ErrorCode
from app.models.taxes import EInvoiceTaxTypeResponse, TaxResponse, TaxScope, TaxUpsertRequest
from app.models.validation import issues_from
from app.viewmodels.errors import ErrorPresenter, business_message, describe_error
from app.viewmodels.numbers import format_decimal, parse_decimal
from app.viewmodels.session import Session
from app.viewmodels.tasks import TaskOwner
from app.viewmodels.validation_text import describe_issue

translate = QCoreApplication.translate


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


def _changed_fields(before: TaxResponse, after: TaxResponse) -> list[str]:
    """Names (for the clerk) of the fields that differ between two copies of a tax."""
    a, b = TaxForm.of(before), TaxForm.of(after)
    labels = {
        "name": translate("TaxEditor", "name"),
        "rate_text": translate("TaxEditor", "rate"),
        "scope": translate("TaxEditor", "applies to"),
        "sales_account_id": translate("TaxEditor", "sales account"),
        "sales_withholding_account_id": translate("TaxEditor", "withholding account"),
        "purchase_account_id": translate("TaxEditor", "purchase account"),
        "einvoice_type_id": translate("TaxEditor", "e-invoice type"),
        "active": translate("TaxEditor", "active"),
    }
    return [labels[f.name] for f in fields(TaxForm) if getattr(a, f.name) != getattr(b, f.name)]


class TaxEditorViewModel(TaskOwner):
    """One tax being created (``tax`` None) or edited."""

    formChanged = Signal()
    fieldErrorsChanged = Signal()
    formErrorChanged = Signal(str)
    savingChanged = Signal(bool)
    titleChanged = Signal(str)
    choicesLoaded = Signal()
    saved = Signal(object)
    """The saved ``TaxResponse``."""
    deleted = Signal()
    conflictDetected = Signal(str)
    """Someone else changed the tax since it was opened; the text says what."""

    def __init__(
        self,
        session: Session,
        errors: ErrorPresenter,
        tax: TaxResponse | None = None,
        parent: QObject | None = None,
    ) -> None:
        super().__init__(errors, parent)
        self.session = session
        self.base = tax
        """The server's copy the editor started from (None for a new tax)."""
        self.form = TaxForm.of(tax) if tax else TaxForm()
        self.field_errors: dict[str, str] = {}
        self.form_error = ""
        self.saving = False
        self.accounts: list[AccountResponse] = []
        self.einvoice_types: list[EInvoiceTaxTypeResponse] = []
        self._server_copy: TaxResponse | None = None

    # -- state ---------------------------------------------------------------------------
    @property
    def is_new(self) -> bool:
        return self.base is None

    @property
    def dirty(self) -> bool:
        return self.form != (TaxForm.of(self.base) if self.base else TaxForm())

    @property
    def title(self) -> str:
        name = (self.base.name if self.base else "") or translate("TaxEditor", "New tax")
        return f"{name} *" if self.dirty else name

    def field_error(self, field: TaxField) -> str:
        return self.field_errors.get(field.value, "")

    def load_choices(self) -> None:
        """Fetch the accounts and e-invoice types the pickers offer."""
        self.run(self._load_choices(), context=translate("TaxEditor", "Loading accounts"))

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

    # -- editing -------------------------------------------------------------------------
    def update(self, field: TaxField, value: object) -> None:
        """The clerk changed one field: keep it and clear that field's error."""
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
        if getattr(self.form, attribute) == value:
            return
        changes: dict[str, Any] = {attribute: value}
        self.form = replace(self.form, **changes)
        cleared = {field.value}
        if field in (
            TaxField.SALES_ACCOUNT,
            TaxField.WITHHOLDING_ACCOUNT,
            TaxField.PURCHASE_ACCOUNT,
        ):
            cleared |= {
                TaxField.SALES_ACCOUNT,
                TaxField.WITHHOLDING_ACCOUNT,
                TaxField.PURCHASE_ACCOUNT,
            }
        self._set_field_errors({k: v for k, v in self.field_errors.items() if k not in cleared})
        self.formChanged.emit()
        self.titleChanged.emit(self.title)

    # -- commands ------------------------------------------------------------------------
    def save(self) -> bool:
        """Check every rule; when all pass, send. Returns False when the form has errors."""
        if self.saving:
            return False
        request, problems = build_request(self.form)
        self._set_field_errors(problems)
        if request is None:
            self._set_form_error(translate("TaxEditor", "Correct the marked fields, then save."))
            return False
        self._set_form_error("")
        self.run(
            self._save(request, check_conflict=True), context=translate("TaxEditor", "Saving tax")
        )
        return True

    def overwrite(self) -> None:
        """After a conflict: save this form over the other person's change."""
        request, problems = build_request(self.form)
        self._set_field_errors(problems)
        if request is not None:
            self.run(
                self._save(request, check_conflict=False),
                context=translate("TaxEditor", "Saving tax"),
            )

    def take_server_version(self) -> None:
        """After a conflict: drop this form's changes and show the server's copy."""
        if self._server_copy is not None:
            self.base = self._server_copy
            self.form = TaxForm.of(self._server_copy)
            self._set_field_errors({})
            self._set_form_error("")
            self.formChanged.emit()
            self.titleChanged.emit(self.title)

    def delete(self) -> None:
        if self.base is not None:
            self.run(self._delete(self.base.id), context=translate("TaxEditor", "Deleting tax"))

    async def _save(self, request: TaxUpsertRequest, *, check_conflict: bool) -> None:
        self._set_saving(True)
        try:
            if self.base is None:
                tax = await self.session.client.taxes.create(request)
            else:
                if check_conflict and await self._changed_elsewhere(self.base):
                    return
                tax = await self.session.client.taxes.update(self.base.id, request)
        except api_errors.ApiError as exc:
            self._show_server_error(exc)
            return
        finally:
            self._set_saving(False)
        self.base = tax
        self.form = TaxForm.of(tax)
        self._set_field_errors({})
        self.formChanged.emit()
        self.titleChanged.emit(self.title)
        self.saved.emit(tax)
        self.session.changes.notify("taxes")

    async def _changed_elsewhere(self, base: TaxResponse) -> bool:
        """Updates are full replaces with no version: re-read and compare first."""
        current = await self.session.client.taxes.get(base.id)
        changed = _changed_fields(base, current)
        if not changed:
            return False
        self._server_copy = current
        self.conflictDetected.emit(
            translate(
                "TaxEditor", "Someone else changed this tax since you opened it ({fields})."
            ).format(fields=", ".join(changed))
        )
        return True

    async def _delete(self, tax_id: int) -> None:
        self._set_saving(True)
        try:
            await self.session.client.taxes.delete(tax_id)
        except api_errors.ApiError as exc:
            self._show_server_error(exc)
            return
        finally:
            self._set_saving(False)
        self.deleted.emit()
        self.session.changes.notify("taxes")

    def _show_server_error(self, exc: api_errors.ApiError) -> None:
        """Put the server's verdict next to the field it concerns, or above the form."""
        if isinstance(exc, api_errors.ValidationFailed) and exc.field_errors:
            known = {field.value for field in TaxField}
            self._set_field_errors(
                {k: " ".join(v) for k, v in exc.field_errors.items() if k in known}
            )
            others = [" ".join(v) for k, v in exc.field_errors.items() if k not in known]
            self._set_form_error(
                " ".join(others) or translate("TaxEditor", "Correct the marked fields, then save.")
            )
        elif isinstance(exc, api_errors.BusinessRuleViolation):
            field = ERROR_CODE_FIELDS.get(exc.error_code or "")
            if field is not None:
                self._set_field_errors({**self.field_errors, field.value: business_message(exc)})
                self._set_form_error(translate("TaxEditor", "The server did not save the tax."))
            else:
                self._set_form_error(business_message(exc))
        else:
            self._set_form_error(describe_error(exc).text)
        self.errors.report(exc, translate("TaxEditor", "Saving tax"))

    def _set_field_errors(self, errors: dict[str, str]) -> None:
        if errors != self.field_errors:
            self.field_errors = errors
            self.fieldErrorsChanged.emit()

    def _set_form_error(self, text: str) -> None:
        if text != self.form_error:
            self.form_error = text
            self.formErrorChanged.emit(text)

    def _set_saving(self, saving: bool) -> None:
        self.saving = saving
        self.savingChanged.emit(saving)
