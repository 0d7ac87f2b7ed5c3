"""Stock items (spec: conventions and master data, "Stock item" and "Stock items").

The spec shows the query of the reads and a few facts about the response (``childItems``
only on grouping items, units of measure only on items with a unit-of-measure chain; code,
sku, partNumber and externalId may be null; the picture is never returned; the global
opening balance sums the opening balances of all warehouses). Every other field, and every
body of the writes, balances and costs, is guessed from the older v2 API (``spec/gaps.md``)
and marked "guessed: not in spec". Maximum lengths of the create request are the ones the
spec gives for the list filters (a value longer than the filter allows could never be found).
"""

from __future__ import annotations

from datetime import datetime
from decimal import Decimal
from typing import Annotated, Any

from pydantic import AfterValidator, Field, ValidationInfo, field_validator
from pydantic_core import PydanticCustomError

from app.models.base import IsoDateTime, Money, PositiveId, RequestModel, ResponseModel
from app.models.common import StockItemReference, TaxReference, WarehouseReference
from app.models.dynamic_properties import error_code_in
from app.models.error_codes import ErrorCode
from app.models.i18n import QT_TRANSLATE_NOOP
from app.models.text_rules import NOT_BLANK_SCHEMA, not_blank
from app.models.validation import rule_violation

CODE_MAX = 200
SKU_MAX = 50
PART_NUMBER_MAX = 500
EXTERNAL_ID_MAX = 128
DESCRIPTION_MAX = 500
SEARCH_LIMIT = 1000
"""The search returns at most this many items (spec: Limits)."""

_NOT_BLANK = QT_TRANSLATE_NOOP("Validation", "Leave this empty or enter a value.")

# Texts of a body: a blank value is stored as "no value" (null).
Code = Annotated[str, Field(max_length=CODE_MAX)]
Sku = Annotated[str, Field(max_length=SKU_MAX)]
PartNumber = Annotated[str, Field(max_length=PART_NUMBER_MAX)]
ExternalId = Annotated[str, Field(max_length=EXTERNAL_ID_MAX)]
OtherText = Annotated[str, Field(max_length=DESCRIPTION_MAX)]
Description = Annotated[
    str,
    Field(max_length=DESCRIPTION_MAX, json_schema_extra=NOT_BLANK_SCHEMA),
    AfterValidator(not_blank(QT_TRANSLATE_NOOP("Validation", "Enter a description."))),
]

# Filters: "each string non-blank when sent".
_STATED_NOT_BLANK = Field(json_schema_extra=NOT_BLANK_SCHEMA)
CodeFilter = Annotated[Code, _STATED_NOT_BLANK, AfterValidator(not_blank(_NOT_BLANK))]
SkuFilter = Annotated[Sku, _STATED_NOT_BLANK, AfterValidator(not_blank(_NOT_BLANK))]
PartNumberFilter = Annotated[PartNumber, _STATED_NOT_BLANK, AfterValidator(not_blank(_NOT_BLANK))]
ExternalIdFilter = Annotated[ExternalId, _STATED_NOT_BLANK, AfterValidator(not_blank(_NOT_BLANK))]
ListFilterValue = Annotated[str, _STATED_NOT_BLANK, AfterValidator(not_blank(_NOT_BLANK))]
"""One value of a list filter (codes, partNumbers, externalIds)."""
NonNegative = Annotated[Money, Field(ge=0)]


# -- responses ---------------------------------------------------------------------------------
# guessed: not in spec (whole shape)
class UnitOfMeasureResponse(ResponseModel):
    """One unit of an item's unit-of-measure chain."""

    id: int
    name: str = ""
    ratio: Money | None = None  # base units in one of this unit
    part_number: str | None = None
    sku: str | None = None
    price: Money | None = None
    is_default: bool = False


# guessed: not in spec (whole shape)
class StockItemChildResponse(ResponseModel):
    """A child of a grouping item."""

    id: int
    code: str | None = None
    sku: str | None = None
    part_number: str | None = None
    description: str | None = None
    price: Money | None = None
    is_active: bool = True


class DynamicPropertyInfo(ResponseModel):
    """One property value an item carries (gaps.md: property id / name, value id / name)."""

    property_id: int | None = None  # guessed: not in spec
    property_name: str | None = None  # guessed: not in spec
    value_id: int | None = None  # guessed: not in spec
    value_name: str | None = None  # guessed: not in spec


class StockItemResponse(ResponseModel):
    """A stock item as the service returns it.

    ``child_items`` is filled only for grouping items and ``unit_of_measures`` only for items
    with a unit-of-measure chain (spec); both are empty lists otherwise. The picture is never
    returned. ``global_opening_balance`` is the sum of the opening balances of all
    warehouses (spec; the field name is guessed).
    """

    id: int
    code: str | None = None
    sku: str | None = None
    part_number: str | None = None
    external_id: str | None = None
    description: str = ""
    child_items: list[StockItemChildResponse] = Field(default_factory=list)
    unit_of_measures: list[UnitOfMeasureResponse] = Field(default_factory=list)
    global_opening_balance: Money | None = None
    oe_number: str | None = None  # guessed: not in spec
    other_lang_description: str | None = None  # guessed: not in spec
    classification_id: int | None = None  # guessed: not in spec
    classification_code: str | None = None  # guessed: not in spec
    brand_id: int | None = None  # guessed: not in spec
    tax: TaxReference | None = None  # guessed: not in spec
    tax_rate: Money | None = None  # guessed: not in spec
    price: Money | None = None  # guessed: not in spec (end-user price)
    dealer_price: Money | None = None  # guessed: not in spec
    super_dealer_price: Money | None = None  # guessed: not in spec
    purchase_price: Money | None = None  # guessed: not in spec
    minimum_price: Money | None = None  # guessed: not in spec
    average_cost: Money | None = None  # guessed: not in spec
    last_cost: Money | None = None  # guessed: not in spec
    warranty: str | None = None  # guessed: not in spec
    weight: Money | None = None  # guessed: not in spec
    note: str | None = None  # guessed: not in spec
    data_sheet: str | None = None  # guessed: not in spec
    is_grouping_item: bool = False  # guessed: not in spec
    parent_id: int | None = None  # guessed: not in spec (the grouping item it belongs to)
    dynamic_properties_info: list[DynamicPropertyInfo] = Field(  # guessed: not in spec
        default_factory=list
    )
    requires_batch_number: bool = False  # guessed: not in spec
    requires_expiry_date: bool = False  # guessed: not in spec
    auto_batch_from_expiry: bool = False  # guessed: not in spec
    has_serial_numbers: bool = False  # guessed: not in spec
    is_active: bool = True  # guessed: not in spec
    update_date: datetime | None = None  # guessed: not in spec


# guessed: not in spec (BatchResult)
class StockItemBatchResponse(ResponseModel):
    """What a batch create or batch update did.

    Shaped like the one batch result the spec shows (dynamic properties): ``failed`` maps the
    entry's key (description on create; id, code or SKU on the updates) to a message that
    *contains* an error code, ``succeeded`` lists the stored items.
    """

    failed: dict[str, str] = Field(default_factory=dict)
    succeeded: list[StockItemResponse] = Field(default_factory=list)

    def failure_code(self, key: str) -> ErrorCode | str | None:
        """The error code in the failure message of ``key``: a known ``ErrorCode``, the
        marker ``NOT_FOUND`` for an unknown key, or None when ``key`` did not fail."""
        message = self.failed.get(key)
        if message is None:
            return None
        if message.startswith(NOT_FOUND):
            return NOT_FOUND
        return error_code_in(message)


NOT_FOUND = "NotFound"
"""Start of a batch failure message for a key that matched no item (not an error code)."""


# guessed: not in spec (whole shape)
class SerialValidationResponse(ResponseModel):
    """Whether a serial number may be returned / was returned."""

    is_valid: bool = False
    serial_no: str = ""
    status: str | None = None  # InStock, Sold or Returned; None when the serial is unknown
    reason: str | None = None  # why it is not valid, in English


# guessed: not in spec (whole shape)
class StockItemBalanceResponse(ResponseModel):
    """Stock of one item in one warehouse (all batches)."""

    stock_item: StockItemReference
    warehouse: WarehouseReference
    balance: Money = Decimal(0)
    reserved: Money = Decimal(0)
    available: Money = Decimal(0)  # balance minus reserved


# guessed: not in spec (whole shape)
class StockItemWarehouseSummaryResponse(ResponseModel):
    """Sales and stock position of one item in one warehouse."""

    warehouse: WarehouseReference
    balance: Money = Decimal(0)
    reserved: Money = Decimal(0)
    available: Money = Decimal(0)
    sold_quantity: Money = Decimal(0)  # issued on sales orders from this warehouse
    open_order_quantity: Money = Decimal(0)  # ordered on sales orders, not yet issued


# guessed: not in spec (whole shape)
class StockItemCostResponse(ResponseModel):
    """The cost of one item, found by id, SKU or part number."""

    stock_item_id: int
    code: str | None = None
    sku: str | None = None
    part_number: str | None = None
    cost: Money = Decimal(0)  # the average cost
    last_cost: Money | None = None


# guessed: not in spec (whole shape)
class StockItemGlobalBalanceResponse(ResponseModel):
    """Stock of one item over all warehouses of the organization."""

    stock_item: StockItemReference
    global_balance: Money = Decimal(0)
    global_reserved: Money = Decimal(0)


# -- requests ----------------------------------------------------------------------------------
# guessed: not in spec (whole shape)
class UnitOfMeasureRequest(RequestModel):
    """One unit of an item's unit-of-measure chain."""

    name: Annotated[
        str,
        Field(max_length=50, json_schema_extra=NOT_BLANK_SCHEMA),
        AfterValidator(not_blank(QT_TRANSLATE_NOOP("Validation", "Enter the unit's name."))),
    ]
    ratio: Money = Field(gt=0)  # base units in one of this unit
    part_number: PartNumber | None = None
    sku: Sku | None = None
    price: NonNegative | None = None
    is_default: bool = False


# guessed: not in spec (except is_current)
class StockItemChildRequest(RequestModel):
    """A child of a grouping item.

    ``id`` names an existing child to keep (updates); without it a new item is created with
    the parent's classification, brand and tax. ``is_current`` is ignored on create; on an
    update that turns a simple item into a grouping item, the child marked current takes over
    the item's stock, serials and document history.
    """

    id: PositiveId | None = None
    code: Code | None = None
    sku: Sku | None = None
    part_number: PartNumber | None = None
    external_id: ExternalId | None = None
    description: Description
    other_lang_description: OtherText | None = None
    price: NonNegative | None = None  # omitted: the parent's price
    dynamic_property_value_ids: list[PositiveId] = Field(default_factory=list)
    is_current: bool = False


class StockItemCreateRequest(RequestModel):
    """Body of create (and, with ``StockItemUpdateRequest``, of update).

    Stated rules: lengths as the list filters (code 200, sku 50, partNumber 500, externalId
    128, description 500), ids > 0, prices >= 0, non-blank text when sent. Object rules:
    ``child_items`` only on a grouping item; automatic batch fill needs both batch number and
    expiry date; unit names unique (ignoring case) with at most one default; no value id
    twice. Whether ``code`` must be sent depends on the organization's item coding method
    (Automatic: ignored and generated; Free and None: required).
    """

    code: Code | None = None
    sku: Sku | None = None
    part_number: PartNumber | None = None
    external_id: ExternalId | None = None
    description: Description
    oe_number: PartNumber | None = None  # guessed: not in spec
    other_lang_description: OtherText | None = None  # guessed: not in spec
    classification_id: PositiveId | None = None  # guessed: not in spec
    brand_id: PositiveId | None = None  # guessed: not in spec
    tax_id: PositiveId | None = None  # guessed: not in spec
    price: NonNegative | None = None  # guessed: not in spec
    dealer_price: NonNegative | None = None  # guessed: not in spec
    super_dealer_price: NonNegative | None = None  # guessed: not in spec
    purchase_price: NonNegative | None = None  # guessed: not in spec
    minimum_price: NonNegative | None = None  # guessed: not in spec
    warranty: str | None = None  # guessed: not in spec
    weight: NonNegative | None = None  # guessed: not in spec
    note: str | None = None  # guessed: not in spec
    data_sheet: str | None = None  # guessed: not in spec
    picture: str | None = None  # guessed: not in spec (base64; stored, never returned)
    requires_batch_number: bool = False  # guessed: not in spec
    requires_expiry_date: bool = False  # guessed: not in spec
    has_serial_numbers: bool = False  # guessed: not in spec
    dynamic_property_value_ids: list[PositiveId] = Field(  # guessed: not in spec
        default_factory=list
    )
    unit_of_measures: list[UnitOfMeasureRequest] = Field(  # guessed: not in spec
        default_factory=list
    )
    # The object rules below are validators of the last field each involves (as in
    # TaxUpsertRequest): pydantic skips model validators once any field failed, and a form
    # must show every broken rule at once.
    auto_batch_from_expiry: bool = Field(default=False, validate_default=True)  # guessed
    is_grouping_item: bool = False  # guessed: not in spec
    child_items: list[StockItemChildRequest] = Field(default_factory=list, validate_default=True)

    @field_validator("dynamic_property_value_ids")
    @classmethod
    def _values_once(cls, value_ids: list[int]) -> list[int]:
        if len(set(value_ids)) != len(value_ids):
            raise PydanticCustomError(
                "duplicate_value",
                QT_TRANSLATE_NOOP("Validation", "Each property value can be chosen only once."),
            )
        return value_ids

    @field_validator("unit_of_measures")
    @classmethod
    def _units_form_a_chain(cls, units: list[UnitOfMeasureRequest]) -> list[UnitOfMeasureRequest]:
        names = [unit.name.strip().casefold() for unit in units]
        if len(set(names)) != len(names):
            raise PydanticCustomError(
                "duplicate_unit",
                QT_TRANSLATE_NOOP("Validation", "Each unit of measure needs its own name."),
            )
        if sum(unit.is_default for unit in units) > 1:
            raise PydanticCustomError(
                "two_default_units",
                QT_TRANSLATE_NOOP("Validation", "Only one unit of measure can be the default."),
            )
        return units

    @field_validator("auto_batch_from_expiry")
    @classmethod
    def _auto_batch_needs_batch_and_expiry(cls, auto: bool, info: ValidationInfo) -> bool:
        if auto and not (
            info.data.get("requires_batch_number") and info.data.get("requires_expiry_date")
        ):
            raise PydanticCustomError(
                "auto_batch_without_batch_and_expiry",
                QT_TRANSLATE_NOOP(
                    "Validation",
                    "Filling the batch number from the expiry date needs both a batch number "
                    "and an expiry date.",
                ),
            )
        return auto

    @field_validator("child_items")
    @classmethod
    def _children_only_on_grouping_items(
        cls, children: list[StockItemChildRequest], info: ValidationInfo
    ) -> list[StockItemChildRequest]:
        if children and not info.data.get("is_grouping_item"):
            raise rule_violation(
                "childItems",
                "children_without_grouping",
                QT_TRANSLATE_NOOP("Validation", "Only a grouping item can have child items."),
                from_field_validator=True,
            )
        return children


# guessed: not in spec (whole shape)
class StockItemUpdateRequest(StockItemCreateRequest):
    """Body of the updates: a full replace, like service items (omitted prices become 0,
    omitted texts and tax are cleared), except ``code`` (omitted or empty keeps the stored
    code) and ``is_active`` (omitted keeps the stored flag).

    At most one child may be marked ``is_current``.
    """

    is_active: bool | None = None  # guessed: not in spec

    @field_validator("child_items")
    @classmethod
    def _one_current_child(
        cls, children: list[StockItemChildRequest]
    ) -> list[StockItemChildRequest]:
        if sum(child.is_current for child in children) > 1:
            raise rule_violation(
                "childItems",
                "two_current_children",
                QT_TRANSLATE_NOOP(
                    "Validation", "Only one child item can stand for the current item."
                ),
                from_field_validator=True,
            )
        return children


# guessed: not in spec (whole shape)
class StockItemBatchUpdateRequest(StockItemUpdateRequest):
    """One entry of a batch update.

    The key that finds the item depends on the operation: ``id`` for ``/batch/by-id``,
    ``code`` for ``/batch/by-code`` (so codes cannot be renamed there), ``sku`` for
    ``/batch/by-sku`` (exact, ignoring case). A missing key is a 400 on ``[index].<key>``.
    """

    id: PositiveId | None = None


class StockItemFiltersRequest(RequestModel):
    """Body of ``POST /v3/stock-items/list``: every supplied filter must match.

    description, sku, partNumber are contains matches (description and partNumber use only
    their first 100 characters) and must not be blank; ids must be > 0 and an empty list
    means no id filter.
    """

    offset: int = Field(default=0, ge=0)
    limit: int = Field(default=100, ge=1, le=1000)
    description: Description | None = None
    sku: SkuFilter | None = None
    part_number: PartNumberFilter | None = None
    ids: list[PositiveId] = Field(default_factory=list)


class StockItemListQuery(RequestModel):
    """Query of ``GET /v3/stock-items`` (the filters; paging is separate).

    Only one filter applies: the first present in the order code, sku, partNumber,
    externalId, classificationId, codes, partNumbers, ids, externalIds. description and
    updateDate narrow the default list only.
    """

    code: CodeFilter | None = None
    sku: SkuFilter | None = None
    part_number: PartNumberFilter | None = None
    external_id: ExternalIdFilter | None = None
    classification_id: PositiveId | None = None
    codes: list[ListFilterValue] = Field(default_factory=list)
    part_numbers: list[ListFilterValue] = Field(default_factory=list)
    ids: list[PositiveId] = Field(default_factory=list)
    external_ids: list[ListFilterValue] = Field(default_factory=list)
    description: Description | None = None
    update_date: IsoDateTime | None = None

    def to_params(self) -> dict[str, Any]:
        """The query parameters, wire names, unset filters left out."""
        return {
            key: value
            for key, value in self.model_dump(by_alias=True, exclude_none=True).items()
            if value != []
        }


# guessed: not in spec (whole shape)
class StockItemExternalIdRequest(RequestModel):
    """Body of ``PUT /v3/stock-items/external-id``.

    Finds the item by exactly one of ``id`` or ``code``; ``external_id`` None clears it.
    """

    id: PositiveId | None = None
    code: CodeFilter | None = Field(default=None, validate_default=True)
    external_id: ExternalId | None = None

    @field_validator("code")
    @classmethod
    def _exactly_one_key(cls, code: str | None, info: ValidationInfo) -> str | None:
        if "id" not in info.data:  # the id failed on its own; its error says enough
            return code
        if (info.data["id"] is None) == (code is None):
            raise rule_violation(
                "id",
                "id_or_code",
                QT_TRANSLATE_NOOP("Validation", "Give either the item's id or its code."),
                from_field_validator=True,
            )
        return code


# guessed: not in spec (whole shape)
class StockItemLinkToParentRequest(RequestModel):
    """Body of ``POST /v3/stock-items/link-to-parent``.

    Makes each of ``stock_item_ids`` (at least one, each once) a child of the grouping item
    ``parent_id``.
    """

    parent_id: PositiveId
    stock_item_ids: list[PositiveId] = Field(min_length=1)

    @field_validator("stock_item_ids")
    @classmethod
    def _each_once(cls, item_ids: list[int]) -> list[int]:
        if len(set(item_ids)) != len(item_ids):
            raise PydanticCustomError(
                "duplicate_item",
                QT_TRANSLATE_NOOP("Validation", "Each item can be listed only once."),
            )
        return item_ids
