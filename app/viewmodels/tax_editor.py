"""Creating and editing one tax: every request rule checked before sending, server errors
put next to the field they concern, and a check that nobody changed the tax meanwhile.

What the clerk types is saved as a draft a moment after each change (and reopened after a
crash or a restart); saving submits the request through the outbox, which sends it at
once when the server can be reached and later when it cannot, never twice.
"""

from __future__ import annotations

from dataclasses import asdict, dataclass, replace
from enum import StrEnum
from typing import Any

from pydantic import ValidationError
from PySide6.QtCore import QCoreApplication, QObject, Signal

from app.api import errors as api_errors
from app.models.accounts import AccountResponse
from app.models.error_codes import ErrorCode
from app.models.i18n import QT_TRANSLATE_NOOP
from app.models.taxes import EInvoiceTaxTypeResponse, TaxResponse, TaxScope, TaxUpsertRequest
from app.models.validation import issues_from
from app.store.drafts import Draft, new_draft_id
from app.store.outbox import OutboxItem, OutboxState
from app.sync.outbox import ChangedOnServer, changed_fields, rejection_of
from app.viewmodels.autosave import DraftAutosave
from app.viewmodels.errors import ErrorPresenter, business_message, describe_error
from app.viewmodels.numbers import format_decimal, parse_decimal
from app.viewmodels.session import Session
from app.viewmodels.tasks import TaskOwner
from app.viewmodels.tax_list import account_text
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


class TaxEditorViewModel(TaskOwner):
    """One tax being created (``tax`` None) or edited, or a draft of either reopened."""

    formChanged = Signal()
    fieldErrorsChanged = Signal()
    formErrorChanged = Signal(str)
    savingChanged = Signal(bool)
    titleChanged = Signal(str)
    choicesLoaded = Signal()
    saved = Signal(object)
    """The saved ``TaxResponse``."""
    queued = Signal(str)
    """The save waits in the outbox (the server cannot be reached, or its answer was lost);
    the text says so. The editor may close: nothing is lost."""
    deleted = Signal()
    conflictDetected = Signal(str)
    """Someone else changed the tax since it was opened; the text says what."""

    def __init__(
        self,
        session: Session,
        errors: ErrorPresenter,
        tax: TaxResponse | None = None,
        parent: QObject | None = None,
        *,
        draft: Draft | None = None,
    ) -> None:
        super().__init__(errors, parent)
        self.session = session
        self.base = tax
        """The server's copy the editor started from (None for a new tax)."""
        self.form = TaxForm.of(tax) if tax else TaxForm()
        self.draft_id = new_draft_id()
        """The draft this editor keeps (a new one, or the one it reopened)."""
        if draft is not None:
            self.draft_id = draft.id
            self.base = TaxResponse.model_validate(draft.base) if draft.base else None
            self.form = TaxForm(**draft.payload)
        self.field_errors: dict[str, str] = {}
        self.form_error = ""
        self.saving = False
        self.submitted = False
        """The save is in the outbox (it went, or it will): nothing here is unsaved."""
        self.accounts: list[AccountResponse] = []
        self.einvoice_types: list[EInvoiceTaxTypeResponse] = []
        self._server_copy: TaxResponse | None = None
        self._closed = False
        self.comparison = ""
        """After a conflict: field by field, this form against the server's copy."""
        self._autosave = DraftAutosave(self.save_draft, self)
        if draft is not None:
            self._show_verdict_of_draft()

    # -- state ---------------------------------------------------------------------------
    @property
    def is_new(self) -> bool:
        return self.base is None

    @property
    def dirty(self) -> bool:
        if self.submitted:
            return False
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
        """The clerk changed one field: keep it, clear that field's error, and save the
        draft a moment later."""
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
        self.submitted = False
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
        self._autosave.changed()

    # -- the draft -----------------------------------------------------------------------
    def save_draft(self) -> None:
        """Write the form to its draft now (the autosave calls this; so does closing)."""
        self._autosave.stop()
        drafts = self.session.drafts
        if drafts is None or self._closed or self.submitted or not self.dirty:
            return
        drafts.save(
            self.draft_id,
            kind=DRAFT_KIND,
            payload=asdict(self.form),
            title=self.form.name.strip() or self.title.removesuffix(" *"),
            record_key=str(self.base.id) if self.base else None,
            base=_wire(self.base) if self.base else None,
        )

    def discard_draft(self) -> None:
        """The clerk closed the editor and chose to lose the changes."""
        self._autosave.stop()
        drafts = self.session.drafts
        if drafts is not None and drafts.get(self.draft_id) is not None:
            drafts.discard(self.draft_id)

    def close(self, *, keep_draft: bool) -> None:
        """The editor is going away: keep what was typed as a draft (reopened with the
        session) or drop it. Nothing is written after this."""
        if keep_draft:
            self.save_draft()
        else:
            self.discard_draft()
        self._closed = True

    async def shutdown(self) -> None:
        """The session is closing (another profile, or quitting): the typing is kept."""
        if not self._closed:
            self.close(keep_draft=True)
        await super().shutdown()

    def _show_verdict_of_draft(self) -> None:
        """A reopened draft whose last submit was refused shows why, as it did then."""
        outbox = self.session.outbox
        item = outbox.latest_for_draft(self.draft_id) if outbox is not None else None
        if item is not None and item.state is OutboxState.REJECTED:
            self._show_rejection(item)

    # -- commands ------------------------------------------------------------------------
    def save(self) -> bool:
        """Check every rule; when all pass, submit. Returns False when the form has errors."""
        if self.saving:
            return False
        request, problems = build_request(self.form)
        self._set_field_errors(problems)
        if request is None:
            self._set_form_error(translate("TaxEditor", "Correct the marked fields, then save."))
            return False
        self._set_form_error("")
        base = _wire(self.base) if self.base else None
        self.run(self._save(request, base), context=translate("TaxEditor", "Saving tax"))
        return True

    def overwrite(self) -> None:
        """After a conflict: save this form over the other person's change (the copy just
        shown; a third change meanwhile would be caught again)."""
        request, problems = build_request(self.form)
        self._set_field_errors(problems)
        if request is not None and self._server_copy is not None:
            base = _wire(self._server_copy)
            self.run(self._save(request, base), context=translate("TaxEditor", "Saving tax"))

    def take_server_version(self) -> None:
        """After a conflict: drop this form's changes and show the server's copy."""
        if self._server_copy is not None:
            self.base = self._server_copy
            self.form = TaxForm.of(self._server_copy)
            self._set_field_errors({})
            self._set_form_error("")
            self.discard_draft()
            self.formChanged.emit()
            self.titleChanged.emit(self.title)

    def delete(self) -> None:
        if self.base is not None:
            self.run(self._delete(self.base.id), context=translate("TaxEditor", "Deleting tax"))

    async def _save(self, request: TaxUpsertRequest, base: dict[str, Any] | None) -> None:
        self._set_saving(True)
        try:
            self.save_draft()  # the draft is what was submitted, should anything go wrong
            item = await self.session.send(
                kind=DRAFT_KIND,
                operation="update" if self.base is not None else "create",
                payload=request.to_wire(),
                target=str(self.base.id) if self.base is not None else None,
                draft_id=self.draft_id,
                base=base,
            )
            if item.state is OutboxState.CONFIRMED:
                await self._show_saved(int(item.server_key or 0))
            elif item.state is OutboxState.REJECTED:
                self._show_rejection(item)
            else:
                self._show_waiting(item)
        except api_errors.ApiError as exc:  # reading the saved tax back failed
            self._set_form_error(describe_error(exc).text)
            self.errors.report(exc, translate("TaxEditor", "Saving tax"))
        finally:
            self._set_saving(False)

    async def _show_saved(self, tax_id: int) -> None:
        tax = await self.session.client.taxes.get(tax_id)
        self.base = tax
        self.form = TaxForm.of(tax)
        self.submitted = False
        self.draft_id = new_draft_id()  # the next edit is a new draft
        self._set_field_errors({})
        self._set_saving(False)  # before "saved", so the view's "Saved." stays shown
        self.formChanged.emit()
        self.titleChanged.emit(self.title)
        self.saved.emit(tax)
        self.session.changes.notify("taxes")

    def _show_waiting(self, item: OutboxItem) -> None:
        self.submitted = True
        self.titleChanged.emit(self.title)
        text = translate(
            "TaxEditor",
            "The server cannot be reached: the tax is kept in the outbox and will be sent "
            "when it can. You can close this tab.",
        )
        if item.state is not OutboxState.QUEUED:
            text = translate(
                "TaxEditor",
                "The server's answer was lost: the outbox checks whether the tax was saved "
                "before sending anything again. See Tools › Drafts and outbox.",
            )
        self._set_form_error(text)
        self.queued.emit(text)

    def _show_rejection(self, item: OutboxItem) -> None:
        """The server refused the submit: show why, on the fields, as a direct send would."""
        self.submitted = False
        self.titleChanged.emit(self.title)
        error = rejection_of(item)
        if isinstance(error, ChangedOnServer):
            self._server_copy = TaxResponse.model_validate(error.current)
            changed = changed_fields(_wire(self.base), error.current) if self.base else []
            text = translate(
                "TaxEditor", "Someone else changed this tax since you opened it ({fields})."
            ).format(fields=", ".join(_field_labels(changed or error.changed)))
            self._set_form_error(text)  # stays shown, also on a draft reopened later
            self.comparison = compare_with_server(self.form, self._server_copy)
            self.conflictDetected.emit(text)
            return
        if isinstance(error, api_errors.ApiError):
            self._show_server_error(error)

    async def _delete(self, tax_id: int) -> None:
        self._set_saving(True)
        try:
            await self.session.client.taxes.delete(tax_id)
        except api_errors.ApiError as exc:
            self._show_server_error(exc)
            return
        finally:
            self._set_saving(False)
        self.discard_draft()
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
        if saving != self.saving:
            self.saving = saving
            self.savingChanged.emit(saving)
