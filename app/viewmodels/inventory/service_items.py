"""Master data > Service items: the list (the API's filters) and the editor.

Saving goes through the outbox (kind "service_item"): a new item gets an external id the
outbox can find it by after a lost answer when the clerk typed none; an update is a full
replace that re-reads the item first and refuses to overwrite a change made meanwhile.
"""

from __future__ import annotations

from dataclasses import dataclass
from decimal import Decimal
from types import MappingProxyType
from typing import Any

from pydantic import ValidationError
from PySide6.QtCore import QCoreApplication

from app.api import errors as api_errors
from app.models.common import TaxReference
from app.models.error_codes import ErrorCode
from app.models.i18n import QT_TRANSLATE_NOOP
from app.models.service_items import ServiceItemResponse, ServiceItemUpsertRequest
from app.models.taxes import TaxResponse, TaxScope
from app.models.validation import issues_from
from app.viewmodels.choices import CachedChoices
from app.viewmodels.errors import describe_error
from app.viewmodels.numbers import format_decimal, parse_decimal
from app.viewmodels.record_editor import EditorTexts, RecordEditorViewModel
from app.viewmodels.record_list import Column, ListTexts, RecordListViewModel
from app.viewmodels.rows_table import money_column
from app.viewmodels.validation_text import describe_issue

translate = QCoreApplication.translate

DRAFT_KIND = "service_item"
RESOURCE = "service_items"


def tax_text(tax: TaxReference | None) -> str:
    """ "VAT 14% (14)" for a tax reference; #id when the server could not resolve it."""
    if tax is None:
        return ""
    if tax.name:
        return tax.name
    return f"#{tax.id}"


class ServiceItemListViewModel(RecordListViewModel[ServiceItemResponse]):
    """Service items with the server's filters: search (code or description), code and
    description (contains), external id (exact)."""

    resource = RESOURCE

    def columns(self) -> list[Column[ServiceItemResponse]]:
        return [
            Column(translate("ServiceItems", "Code"), lambda item: item.code or ""),
            Column(translate("ServiceItems", "Description"), lambda item: item.description),
            money_column(translate("ServiceItems", "Price"), lambda item: item.price),
            Column(translate("ServiceItems", "Tax"), lambda item: tax_text(item.tax)),
            Column(
                translate("ServiceItems", "Withholding tax"),
                lambda item: tax_text(item.withholding_tax),
            ),
            money_column(translate("ServiceItems", "Cost"), lambda item: item.cost),
            Column(translate("ServiceItems", "External id"), lambda item: item.external_id or ""),
        ]

    def texts(self) -> ListTexts:
        return ListTexts(
            loading=translate("ServiceItems", "Loading service items"),
            deleting=translate("ServiceItems", "Deleting service item"),
            count=lambda n: translate("ServiceItems", "%Ln service items", "", n),
            inactive_count=lambda n: translate("ServiceItems", "(%Ln inactive)", "", n),
        )

    def record_name(self, record: ServiceItemResponse) -> str:
        return record.description

    def is_inactive(self, record: ServiceItemResponse) -> bool:
        return record.is_active is False

    def inactive_tip(self) -> str:
        return translate("ServiceItems", "Inactive: not offered on new documents.")

    async def fetch(self) -> list[ServiceItemResponse]:
        return [
            item
            async for item in self.session.client.service_items.iterate(
                search=self.filter("search"),
                code=self.filter("code"),
                name=self.filter("name"),
                external_id=self.filter("externalId"),
            )
        ]

    async def delete_record(self, record: ServiceItemResponse) -> None:
        await self.session.client.service_items.delete(record.id)


class ServiceItemField:
    """Form fields, named as on the wire so server errors find them."""

    CODE = "code"
    DESCRIPTION = "description"
    PRICE = "price"
    COST = "cost"
    TAX = "taxId"
    WITHHOLDING_TAX = "withholdingTaxId"
    EXTERNAL_ID = "externalId"


ERROR_CODE_FIELDS: MappingProxyType[str, str] = MappingProxyType(
    {
        ErrorCode.DupplicatedCode: ServiceItemField.CODE,
        ErrorCode.DupplicatedName: ServiceItemField.DESCRIPTION,
        ErrorCode.InvalidSpecialCharacters: ServiceItemField.DESCRIPTION,
        ErrorCode.DescriptionContainsInvalidSpecialCharacters: ServiceItemField.DESCRIPTION,
        ErrorCode.MustSelectValidTaxType: ServiceItemField.TAX,
        ErrorCode.TaxNotFound: ServiceItemField.TAX,
        ErrorCode.CannotAssignInactiveTax: ServiceItemField.TAX,
        ErrorCode.InvalidTaxScopeForItem: ServiceItemField.TAX,
        ErrorCode.InvalidTaxTypeForItem: ServiceItemField.TAX,
    }
)


@dataclass(frozen=True)
class ServiceItemForm:
    """What the clerk has typed (amounts as typed, in the locale's digits)."""

    code: str = ""
    description: str = ""
    price_text: str = ""
    cost_text: str = ""
    tax_id: int | None = None
    withholding_tax_id: int | None = None
    external_id: str = ""

    @classmethod
    def of(cls, item: ServiceItemResponse) -> ServiceItemForm:
        return cls(
            code=item.code or "",
            description=item.description,
            price_text=format_decimal(item.price),
            cost_text=format_decimal(item.cost),
            tax_id=item.tax.id if item.tax else None,
            withholding_tax_id=item.withholding_tax.id if item.withholding_tax else None,
            external_id=item.external_id or "",
        )


def _amount(text: str, field: str, errors: dict[str, str]) -> Decimal:
    """An amount the clerk typed: blank is 0 (what the API stores for an omitted one);
    anything but a number of 0 or more is marked on the field."""
    if not text.strip():
        return Decimal(0)
    value = parse_decimal(text)
    if value is None:
        errors[field] = translate("ServiceItems", "Enter a number, e.g. 250 or 99.5.")
    elif value < 0:
        errors[field] = translate("ServiceItems", "Enter 0 or more.")
    return value if value is not None and value >= 0 else Decimal(0)


def build_service_item_request(
    form: ServiceItemForm,
) -> tuple[ServiceItemUpsertRequest | None, dict[str, str]]:
    """The request for ``form``, or None and the errors per field (wire names).

    Texts are sent trimmed; a blank code is left out (a new item then gets its id as code,
    an edited one keeps its code); a blank external id is left out (on an update that
    clears it, as the clerk sees)."""
    errors: dict[str, str] = {}
    price = _amount(form.price_text, ServiceItemField.PRICE, errors)
    cost = _amount(form.cost_text, ServiceItemField.COST, errors)
    try:
        request = ServiceItemUpsertRequest(
            code=form.code.strip() or None,
            description=form.description.strip(),
            price=price,
            cost=cost,
            tax_id=form.tax_id,
            withholding_tax_id=form.withholding_tax_id,
            external_id=form.external_id.strip() or None,
        )
    except ValidationError as exc:
        for issue in issues_from(exc):
            errors.setdefault(issue.field, describe_issue(issue))
        return None, errors
    return (None, errors) if errors else (request, {})


def usable_on_service_items(tax: TaxResponse) -> bool:
    """The spec's rule 4: an item's tax must not be scoped to stock items (Any or
    ServiceItem), and must be active."""
    return tax.active and tax.scope in (TaxScope.Any, TaxScope.ServiceItem)


def sales_tax_choices(taxes: list[TaxResponse]) -> list[TaxResponse]:
    """Taxes the Tax field offers: usable, with a sales or purchase account."""
    return [
        tax
        for tax in taxes
        if usable_on_service_items(tax) and (tax.sales_account or tax.purchase_account)
    ]


def withholding_tax_choices(taxes: list[TaxResponse]) -> list[TaxResponse]:
    """Taxes the Withholding tax field offers: usable, with a withholding account."""
    return [tax for tax in taxes if usable_on_service_items(tax) and tax.sales_withholding_account]


FIELD_LABELS: dict[str, str] = {
    "code": QT_TRANSLATE_NOOP("ServiceItems", "code"),
    "description": QT_TRANSLATE_NOOP("ServiceItems", "description"),
    "price": QT_TRANSLATE_NOOP("ServiceItems", "price"),
    "cost": QT_TRANSLATE_NOOP("ServiceItems", "cost"),
    "tax": QT_TRANSLATE_NOOP("ServiceItems", "tax"),
    "taxRate": QT_TRANSLATE_NOOP("ServiceItems", "tax"),
    "withholdingTax": QT_TRANSLATE_NOOP("ServiceItems", "withholding tax"),
    "withholdingTaxRate": QT_TRANSLATE_NOOP("ServiceItems", "withholding tax"),
    "externalId": QT_TRANSLATE_NOOP("ServiceItems", "external id"),
    "isActive": QT_TRANSLATE_NOOP("ServiceItems", "active"),
}


class ServiceItemEditorViewModel(RecordEditorViewModel[ServiceItemForm, ServiceItemResponse]):
    """One service item being created or edited, or a draft of either reopened."""

    draft_kind = DRAFT_KIND
    resource = RESOURCE
    record_type = ServiceItemResponse
    form_type = ServiceItemForm
    error_code_fields = ERROR_CODE_FIELDS

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        self.taxes: list[TaxResponse] = []
        super().__init__(*args, **kwargs)

    def texts(self) -> EditorTexts:
        return EditorTexts(
            new_title=translate("ServiceItems", "New service item"),
            saving=translate("ServiceItems", "Saving service item"),
            deleting=translate("ServiceItems", "Deleting service item"),
            loading=translate("ServiceItems", "Loading taxes"),
            waiting_offline=translate(
                "ServiceItems",
                "The server cannot be reached: the service item is kept in the outbox and "
                "will be sent when it can. You can close this tab.",
            ),
            waiting_unknown=translate(
                "ServiceItems",
                "The server's answer was lost: the outbox checks whether the service item was "
                "saved before sending anything again. See View › Drafts and outbox.",
            ),
            conflict=translate(
                "ServiceItems",
                "Someone else changed this service item since you opened it ({fields}).",
            ),
            not_saved=translate("ServiceItems", "The server did not save the service item."),
        )

    def empty_form(self) -> ServiceItemForm:
        return ServiceItemForm()

    def form_of(self, record: ServiceItemResponse) -> ServiceItemForm:
        return ServiceItemForm.of(record)

    def build_request(
        self, form: ServiceItemForm
    ) -> tuple[ServiceItemUpsertRequest | None, dict[str, str]]:
        return build_service_item_request(form)

    def record_key(self, record: ServiceItemResponse) -> str:
        return str(record.id)

    def record_title(self, record: ServiceItemResponse) -> str:
        return record.description

    def draft_title(self, form: ServiceItemForm) -> str:
        return form.description.strip() or self.texts().new_title

    async def fetch(self, server_key: str) -> ServiceItemResponse:
        return await self.session.client.service_items.get(int(server_key or 0))

    async def delete_record(self, record: ServiceItemResponse) -> None:
        await self.session.client.service_items.delete(record.id)

    def known_fields(self) -> frozenset[str]:
        return frozenset(
            {
                ServiceItemField.CODE,
                ServiceItemField.DESCRIPTION,
                ServiceItemField.PRICE,
                ServiceItemField.COST,
                ServiceItemField.TAX,
                ServiceItemField.WITHHOLDING_TAX,
                ServiceItemField.EXTERNAL_ID,
            }
        )

    def changed_field_labels(self, wire_names: list[str]) -> list[str]:
        labels = [translate("ServiceItems", FIELD_LABELS.get(name, name)) for name in wire_names]
        return list(dict.fromkeys(labels))  # a tax and its rate read as one change

    def comparison_labels(self) -> dict[str, str]:
        return {
            "code": translate("ServiceItems", "Code"),
            "description": translate("ServiceItems", "Description"),
            "price_text": translate("ServiceItems", "Price"),
            "cost_text": translate("ServiceItems", "Cost"),
            "tax_id": translate("ServiceItems", "Tax"),
            "withholding_tax_id": translate("ServiceItems", "Withholding tax"),
            "external_id": translate("ServiceItems", "External id"),
        }

    def comparison_value(self, attribute: str, value: object, server: ServiceItemResponse) -> str:
        if attribute in ("tax_id", "withholding_tax_id") and isinstance(value, int):
            return self.tax_name(value)
        return super().comparison_value(attribute, value, server)

    def tax_name(self, tax_id: int) -> str:
        tax = next((tax for tax in self.taxes if tax.id == tax_id), None)
        return tax.name if tax is not None else f"#{tax_id}"

    async def _load_choices(self) -> None:
        """Every tax (the cache's copy when it has one, so this works offline); the view
        offers those the rules allow and keeps an item's current tax shown."""
        cached = CachedChoices(self.session, "taxes", active_only=False)
        try:
            if cached.available:
                self.taxes = [TaxResponse.model_validate(c.payload) for c in cached.all()]
            else:
                self.taxes = [tax async for tax in self.session.client.taxes.iterate()]
        except api_errors.ApiError as exc:
            self._set_form_error(
                translate("ServiceItems", "The taxes could not be loaded: {reason}").format(
                    reason=describe_error(exc).text
                )
            )
            self.errors.report(exc, self.texts().loading)
        self.choicesLoaded.emit()

    def update(self, field: str, value: object) -> None:
        """The clerk changed one field (its wire name)."""
        attribute = {
            ServiceItemField.CODE: "code",
            ServiceItemField.DESCRIPTION: "description",
            ServiceItemField.PRICE: "price_text",
            ServiceItemField.COST: "cost_text",
            ServiceItemField.TAX: "tax_id",
            ServiceItemField.WITHHOLDING_TAX: "withholding_tax_id",
            ServiceItemField.EXTERNAL_ID: "external_id",
        }[field]
        self.set_value(attribute, value, field=field)
