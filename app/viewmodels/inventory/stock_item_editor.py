"""Creating and editing one stock item (draft kind and outbox kind "stock_item").

Everything the create/update requests carry is on the form. Two things are kept from the
item as the server sent it rather than typed here, because an update is a full replace
that would otherwise clear them: the unit-of-measure chain and the child items of a
grouping item (shown read-only; the API sets units only through this whole-item replace,
and children are added with "link to parent" or created with the parent).

The editor updates by id (the outbox kind targets the id, and re-reads the item before the
replace to catch someone else's change). Update by code is offered by the API for
integrations that know only codes; a clerk always has the item open, so the id is exact
and survives a rename of the code.
"""

from __future__ import annotations

from dataclasses import dataclass
from decimal import Decimal
from enum import StrEnum
from typing import Any

from pydantic import ValidationError
from PySide6.QtCore import QCoreApplication, QObject, Signal

from app.api import errors as api_errors
from app.models.dynamic_properties import DynamicPropertyResponse
from app.models.error_codes import ErrorCode
from app.models.i18n import QT_TRANSLATE_NOOP
from app.models.stock_items import (
    StockItemChildRequest,
    StockItemCreateRequest,
    StockItemLinkToParentRequest,
    StockItemResponse,
    StockItemUpdateRequest,
    UnitOfMeasureRequest,
)
from app.models.taxes import TaxScope
from app.models.validation import issues_from
from app.operations.changes import Changes
from app.store.drafts import Draft
from app.viewmodels.choices import CachedChoices, Choice
from app.viewmodels.errors import ErrorPresenter, describe_error
from app.viewmodels.inventory.stock_item_list import delete_refusal, remember_cached_item
from app.viewmodels.numbers import format_decimal, parse_decimal
from app.viewmodels.record_editor import EditorTexts, RecordEditorViewModel
from app.viewmodels.session import Session
from app.viewmodels.validation_text import describe_issue

translate = QCoreApplication.translate

DRAFT_KIND = "stock_item"


class ItemField(StrEnum):
    """Form fields, named as on the wire so server errors find them."""

    CODE = "code"
    DESCRIPTION = "description"
    OTHER_LANG_DESCRIPTION = "otherLangDescription"
    SKU = "sku"
    PART_NUMBER = "partNumber"
    OE_NUMBER = "oeNumber"
    EXTERNAL_ID = "externalId"
    CLASSIFICATION = "classificationId"
    BRAND = "brandId"
    TAX = "taxId"
    PRICE = "price"
    DEALER_PRICE = "dealerPrice"
    SUPER_DEALER_PRICE = "superDealerPrice"
    PURCHASE_PRICE = "purchasePrice"
    MINIMUM_PRICE = "minimumPrice"
    WARRANTY = "warranty"
    WEIGHT = "weight"
    NOTE = "note"
    DATA_SHEET = "dataSheet"
    REQUIRES_BATCH = "requiresBatchNumber"
    REQUIRES_EXPIRY = "requiresExpiryDate"
    AUTO_BATCH = "autoBatchFromExpiry"
    SERIALS = "hasSerialNumbers"
    ACTIVE = "isActive"
    GROUPING = "isGroupingItem"
    PROPERTIES = "dynamicPropertyValueIds"
    UNITS = "unitOfMeasures"
    CHILDREN = "childItems"


ATTRIBUTES: dict[ItemField, str] = {
    ItemField.CODE: "code",
    ItemField.DESCRIPTION: "description",
    ItemField.OTHER_LANG_DESCRIPTION: "other_lang_description",
    ItemField.SKU: "sku",
    ItemField.PART_NUMBER: "part_number",
    ItemField.OE_NUMBER: "oe_number",
    ItemField.EXTERNAL_ID: "external_id",
    ItemField.CLASSIFICATION: "classification_id",
    ItemField.BRAND: "brand_id",
    ItemField.TAX: "tax_id",
    ItemField.PRICE: "price",
    ItemField.DEALER_PRICE: "dealer_price",
    ItemField.SUPER_DEALER_PRICE: "super_dealer_price",
    ItemField.PURCHASE_PRICE: "purchase_price",
    ItemField.MINIMUM_PRICE: "minimum_price",
    ItemField.WARRANTY: "warranty",
    ItemField.WEIGHT: "weight",
    ItemField.NOTE: "note",
    ItemField.DATA_SHEET: "data_sheet",
    ItemField.REQUIRES_BATCH: "requires_batch_number",
    ItemField.REQUIRES_EXPIRY: "requires_expiry_date",
    ItemField.AUTO_BATCH: "auto_batch_from_expiry",
    ItemField.SERIALS: "has_serial_numbers",
    ItemField.ACTIVE: "is_active",
    ItemField.GROUPING: "is_grouping_item",
    ItemField.PROPERTIES: "property_value_ids",
}

PRICE_FIELDS = (
    ItemField.PRICE,
    ItemField.DEALER_PRICE,
    ItemField.SUPER_DEALER_PRICE,
    ItemField.PURCHASE_PRICE,
    ItemField.MINIMUM_PRICE,
    ItemField.WEIGHT,
)

ERROR_CODE_FIELDS: dict[str, ItemField] = {
    ErrorCode.DupplicatedCode: ItemField.CODE,
    ErrorCode.DupplicatedName: ItemField.DESCRIPTION,
    ErrorCode.InvalidSpecialCharacters: ItemField.DESCRIPTION,
    ErrorCode.DescriptionContainsInvalidSpecialCharacters: ItemField.DESCRIPTION,
    ErrorCode.MustSelectValidTaxType: ItemField.TAX,
    ErrorCode.TaxNotFound: ItemField.TAX,
    ErrorCode.CannotAssignInactiveTax: ItemField.TAX,
    ErrorCode.InvalidTaxScopeForItem: ItemField.TAX,
    ErrorCode.InvalidTaxTypeForItem: ItemField.TAX,
    ErrorCode.DynamicPropertiesDisabled: ItemField.PROPERTIES,
}

FIELD_LABELS: dict[str, str] = {
    "code": QT_TRANSLATE_NOOP("StockItemEditor", "Code"),
    "description": QT_TRANSLATE_NOOP("StockItemEditor", "Description"),
    "otherLangDescription": QT_TRANSLATE_NOOP("StockItemEditor", "Other-language description"),
    "sku": QT_TRANSLATE_NOOP("StockItemEditor", "SKU"),
    "partNumber": QT_TRANSLATE_NOOP("StockItemEditor", "Part number"),
    "oeNumber": QT_TRANSLATE_NOOP("StockItemEditor", "OE number"),
    "externalId": QT_TRANSLATE_NOOP("StockItemEditor", "External id"),
    "classificationId": QT_TRANSLATE_NOOP("StockItemEditor", "Classification"),
    "brandId": QT_TRANSLATE_NOOP("StockItemEditor", "Brand"),
    "tax": QT_TRANSLATE_NOOP("StockItemEditor", "Tax"),
    "price": QT_TRANSLATE_NOOP("StockItemEditor", "Price"),
    "dealerPrice": QT_TRANSLATE_NOOP("StockItemEditor", "Dealer price"),
    "superDealerPrice": QT_TRANSLATE_NOOP("StockItemEditor", "Super dealer price"),
    "purchasePrice": QT_TRANSLATE_NOOP("StockItemEditor", "Purchase price"),
    "minimumPrice": QT_TRANSLATE_NOOP("StockItemEditor", "Minimum price"),
    "warranty": QT_TRANSLATE_NOOP("StockItemEditor", "Warranty"),
    "weight": QT_TRANSLATE_NOOP("StockItemEditor", "Weight"),
    "note": QT_TRANSLATE_NOOP("StockItemEditor", "Note"),
    "dataSheet": QT_TRANSLATE_NOOP("StockItemEditor", "Data sheet"),
    "isActive": QT_TRANSLATE_NOOP("StockItemEditor", "Active"),
}


def _decimal_text(value: Decimal | None) -> str:
    return "" if value is None else format_decimal(value)


@dataclass(frozen=True)
class StockItemForm:
    """What the clerk has typed (numbers as text), plus what is kept from the server."""

    code: str = ""
    description: str = ""
    other_lang_description: str = ""
    sku: str = ""
    part_number: str = ""
    oe_number: str = ""
    external_id: str = ""
    classification_id: int | None = None
    brand_id: int | None = None
    tax_id: int | None = None
    price: str = ""
    dealer_price: str = ""
    super_dealer_price: str = ""
    purchase_price: str = ""
    minimum_price: str = ""
    warranty: str = ""
    weight: str = ""
    note: str = ""
    data_sheet: str = ""
    requires_batch_number: bool = False
    requires_expiry_date: bool = False
    auto_batch_from_expiry: bool = False
    has_serial_numbers: bool = False
    is_active: bool = True
    is_grouping_item: bool = False
    property_value_ids: tuple[int, ...] = ()
    units: tuple[dict[str, Any], ...] = ()
    """The unit chain as the server has it (request wire form), sent back unchanged."""
    children: tuple[dict[str, Any], ...] = ()
    """The children of a grouping item (request wire form, with ids), sent back unchanged."""

    @classmethod
    def of(cls, item: StockItemResponse) -> StockItemForm:
        units = tuple(
            UnitOfMeasureRequest(
                name=unit.name,
                ratio=unit.ratio if unit.ratio is not None else Decimal(1),
                part_number=unit.part_number,
                sku=unit.sku,
                price=unit.price,
                is_default=unit.is_default,
            ).to_wire()
            for unit in item.unit_of_measures
        )
        children = tuple(
            StockItemChildRequest(
                id=child.id,
                code=child.code,
                sku=child.sku,
                part_number=child.part_number,
                description=child.description or f"#{child.id}",
                price=child.price,
            ).to_wire()
            for child in item.child_items
        )
        return cls(
            code=item.code or "",
            description=item.description,
            other_lang_description=item.other_lang_description or "",
            sku=item.sku or "",
            part_number=item.part_number or "",
            oe_number=item.oe_number or "",
            external_id=item.external_id or "",
            classification_id=item.classification_id,
            brand_id=item.brand_id,
            tax_id=item.tax.id if item.tax is not None else None,
            price=_decimal_text(item.price),
            dealer_price=_decimal_text(item.dealer_price),
            super_dealer_price=_decimal_text(item.super_dealer_price),
            purchase_price=_decimal_text(item.purchase_price),
            minimum_price=_decimal_text(item.minimum_price),
            warranty=item.warranty or "",
            weight=_decimal_text(item.weight),
            note=item.note or "",
            data_sheet=item.data_sheet or "",
            requires_batch_number=item.requires_batch_number,
            requires_expiry_date=item.requires_expiry_date,
            auto_batch_from_expiry=item.auto_batch_from_expiry,
            has_serial_numbers=item.has_serial_numbers,
            is_active=item.is_active,
            is_grouping_item=item.is_grouping_item,
            property_value_ids=tuple(
                info.value_id for info in item.dynamic_properties_info if info.value_id is not None
            ),
            units=units,
            children=children,
        )


def _text(value: str) -> str | None:
    """Blank optional texts are "no value"."""
    return value.strip() or None


def build_request(
    form: StockItemForm, *, update: bool
) -> tuple[StockItemCreateRequest | None, dict[str, str]]:
    """The request for ``form``, or None and the errors per field (wire names)."""
    errors: dict[str, str] = {}
    numbers: dict[str, Decimal | None] = {}
    for field in PRICE_FIELDS:
        text = getattr(form, ATTRIBUTES[field])
        number = parse_decimal(text) if text.strip() else None
        if text.strip() and number is None:
            errors[field] = translate("StockItemEditor", "Enter a number, e.g. 12.50.")
        numbers[ATTRIBUTES[field]] = number
    model = StockItemUpdateRequest if update else StockItemCreateRequest
    extra: dict[str, Any] = {"is_active": form.is_active} if update else {}
    try:
        request = model(
            code=_text(form.code),
            description=form.description,
            other_lang_description=_text(form.other_lang_description),
            sku=_text(form.sku),
            part_number=_text(form.part_number),
            oe_number=_text(form.oe_number),
            external_id=_text(form.external_id),
            classification_id=form.classification_id,
            brand_id=form.brand_id,
            tax_id=form.tax_id,
            warranty=_text(form.warranty),
            note=_text(form.note),
            data_sheet=_text(form.data_sheet),
            requires_batch_number=form.requires_batch_number,
            requires_expiry_date=form.requires_expiry_date,
            auto_batch_from_expiry=form.auto_batch_from_expiry,
            has_serial_numbers=form.has_serial_numbers,
            is_grouping_item=form.is_grouping_item,
            dynamic_property_value_ids=list(form.property_value_ids),
            unit_of_measures=[UnitOfMeasureRequest.model_validate(u) for u in form.units],
            child_items=[StockItemChildRequest.model_validate(c) for c in form.children],
            **{key: value for key, value in numbers.items() if value is not None},
            **extra,
        )
    except ValidationError as exc:
        for issue in issues_from(exc):
            errors.setdefault(issue.field.split("[")[0], describe_issue(issue))
        return None, errors
    return (None, errors) if errors else (request, {})


class StockItemEditorViewModel(RecordEditorViewModel[StockItemForm, StockItemResponse]):
    """One stock item being created (``base`` None) or edited, or a draft of either."""

    draft_kind = DRAFT_KIND
    resource = "stock_items"
    record_type = StockItemResponse
    form_type = StockItemForm
    error_code_fields = ERROR_CODE_FIELDS
    field_groups = (
        frozenset({ItemField.REQUIRES_BATCH, ItemField.REQUIRES_EXPIRY, ItemField.AUTO_BATCH}),
        frozenset({ItemField.GROUPING, ItemField.CHILDREN}),
    )

    actionDone = Signal(str)
    """A direct action (deactivate, link children) went through; the text says what."""

    def __init__(
        self,
        session: Session,
        errors: ErrorPresenter,
        item: StockItemResponse | None = None,
        parent: QObject | None = None,
        *,
        draft: Draft | None = None,
    ) -> None:
        self.properties: list[DynamicPropertyResponse] = []
        self.properties_note = translate("StockItemEditor", "Loading the dynamic properties…")
        """Why no property can be chosen (loading, turned off, failed), or empty."""
        self.classifications = CachedChoices(session, "classifications", active_only=False)
        self.items = CachedChoices(session, "stock_items")
        super().__init__(session, errors, item, parent, draft=draft)
        self.saved.connect(lambda record: remember_cached_item(session, record))

    # -- what the record editor needs --------------------------------------------------------
    def texts(self) -> EditorTexts:
        return EditorTexts(
            new_title=translate("StockItemEditor", "New stock item"),
            saving=translate("StockItemEditor", "Saving stock item"),
            deleting=translate("StockItemEditor", "Deleting stock item"),
            loading=translate("StockItemEditor", "Loading dynamic properties"),
            waiting_offline=translate(
                "StockItemEditor",
                "The server cannot be reached: the item is kept in the outbox and will be sent "
                "when it can. You can close this tab.",
            ),
            waiting_unknown=translate(
                "StockItemEditor",
                "The server's answer was lost: the outbox checks whether the item was saved "
                "before sending anything again. See View › Drafts and outbox.",
            ),
            conflict=translate(
                "StockItemEditor", "Someone else changed this item since you opened it ({fields})."
            ),
            not_saved=translate("StockItemEditor", "The server did not save the item."),
        )

    def empty_form(self) -> StockItemForm:
        return StockItemForm()

    def form_of(self, record: StockItemResponse) -> StockItemForm:
        return StockItemForm.of(record)

    def form_from_draft(self, payload: dict[str, Any]) -> StockItemForm:
        form = super().form_from_draft(payload)
        return StockItemForm(
            **{
                **form.__dict__,
                "property_value_ids": tuple(form.property_value_ids),
                "units": tuple(form.units),
                "children": tuple(form.children),
            }
        )

    def build_request(
        self, form: StockItemForm
    ) -> tuple[StockItemCreateRequest | None, dict[str, str]]:
        return build_request(form, update=self.base is not None)

    def record_key(self, record: StockItemResponse) -> str:
        return str(record.id)

    def record_title(self, record: StockItemResponse) -> str:
        return " · ".join(part for part in (record.code, record.description) if part)

    def draft_title(self, form: StockItemForm) -> str:
        return form.description.strip() or self.title.removesuffix(" *")

    async def fetch(self, server_key: str) -> StockItemResponse:
        return await self.session.client.stock_items.get(int(server_key or 0))

    async def delete_record(self, record: StockItemResponse) -> None:
        await self.session.client.stock_items.delete(record.id)

    def known_fields(self) -> frozenset[str]:
        return frozenset(field.value for field in ItemField)

    def field_of_path(self, path: str) -> str | None:
        # "childItems[2].description" -> the children list; "tax" comes back as "taxId".
        head = path.split("[")[0].split(".")[0]
        return head if head in self.known_fields() else None

    def changed_field_labels(self, wire_names: list[str]) -> list[str]:
        return [
            translate("StockItemEditor", FIELD_LABELS[name]) if name in FIELD_LABELS else name
            for name in wire_names
        ]

    def comparison_labels(self) -> dict[str, str]:
        return {
            ATTRIBUTES[ItemField(field)]: translate("StockItemEditor", label)
            for field, label in FIELD_LABELS.items()
            if field in {f.value for f in ATTRIBUTES}
        }

    def show_server_error(self, exc: api_errors.ApiError, *, context: str = "") -> None:
        if (
            isinstance(exc, api_errors.BusinessRuleViolation)
            and exc.error_code == ErrorCode.ItemCannotDeleteItInUse
        ):
            self._set_form_error(
                translate("StockItemEditor", "The item was not deleted. {reason}").format(
                    reason=delete_refusal(exc)
                )
            )
            self.errors.report(exc, context or self.texts().deleting)
            return
        super().show_server_error(exc, context=context)

    # -- choices -----------------------------------------------------------------------------
    def tax_choices(self) -> list[Choice]:
        """Taxes an item may carry: scope Any or StockItem, active (the current one is kept
        even when it no longer qualifies, so opening an item never changes it)."""
        found = []
        for choice in CachedChoices(self.session, "taxes", active_only=False).all():
            scope = choice.payload.get("scope")
            fits = scope in (TaxScope.Any, TaxScope.StockItem) and choice.active
            if fits or choice.id == self.form.tax_id:
                found.append(choice)
        return found

    def brand_choices(self) -> list[Choice]:
        return CachedChoices(self.session, "brands", active_only=False).all()

    async def _load_choices(self) -> None:
        try:
            self.properties = [p async for p in self.session.client.dynamic_properties.iterate()]
            self.properties_note = ""
        except api_errors.BusinessRuleViolation as exc:
            self.properties = []
            self.properties_note = (
                translate(
                    "StockItemEditor", "Dynamic properties are turned off for this organization."
                )
                if exc.error_code == ErrorCode.DynamicPropertiesDisabled
                else describe_error(exc).text
            )
        except api_errors.ApiError as exc:
            self.properties = []
            self.properties_note = translate(
                "StockItemEditor", "The dynamic properties could not be loaded: {reason}"
            ).format(reason=describe_error(exc).text)
        self.choicesLoaded.emit()

    # -- editing -----------------------------------------------------------------------------
    def update(self, field: ItemField, value: object) -> None:
        self.set_value(ATTRIBUTES[field], value, field=field.value)

    def set_property_value(self, property_id: int, value_id: int | None) -> None:
        """One value per property: choosing replaces that property's previous value."""
        prop = next((p for p in self.properties if p.id == property_id), None)
        own = {v.id for v in prop.values} if prop is not None else set()
        kept = tuple(v for v in self.form.property_value_ids if v not in own)
        self.update(ItemField.PROPERTIES, kept + ((value_id,) if value_id else ()))

    # -- direct actions (no outbox kind: quick, idempotent, answered at once) ---------------
    def deactivate(self) -> None:
        if self.base is not None:
            self.run(self._deactivate(self.base.id), context=self.texts().saving)

    async def _deactivate(self, item_id: int) -> None:
        self._set_saving(True)
        try:
            await self.session.client.stock_items.deactivate(item_id)
            record = await self.fetch(str(item_id))
        except api_errors.ApiError as exc:
            self.show_server_error(exc)
            return
        finally:
            self._set_saving(False)
        self.show_record(record)
        remember_cached_item(self.session, record)
        self.session.changes.publish(Changes.of(self.resource))
        self.actionDone.emit(translate("StockItemEditor", "The item is now inactive."))

    def link_children(self, item_ids: list[int]) -> None:
        """Make these items children of this grouping item (the API's link-to-parent)."""
        if self.base is None:
            return
        try:
            request = StockItemLinkToParentRequest(parent_id=self.base.id, stock_item_ids=item_ids)
        except ValidationError as exc:
            self._set_field_errors(
                {ItemField.CHILDREN: " ".join(describe_issue(i) for i in issues_from(exc))}
            )
            return
        self.run(self._link(request), context=self.texts().saving)

    async def _link(self, request: StockItemLinkToParentRequest) -> None:
        self._set_saving(True)
        try:
            parent = await self.session.client.stock_items.link_to_parent(request)
        except api_errors.ApiError as exc:
            self.show_server_error(exc)
            if not self.form_error and not self.field_errors:
                self._set_form_error(describe_error(exc).text)
            return
        finally:
            self._set_saving(False)
        if not self.dirty:
            self.show_record(parent)
        self.session.changes.publish(Changes.of(self.resource))
        self.actionDone.emit(
            translate(
                "StockItemEditor",
                "%Ln items linked to this grouping item.",
                "",
                len(request.stock_item_ids),
            )
        )
