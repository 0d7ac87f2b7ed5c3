"""Warehouses and their balances (spec: conventions and master data, "Warehouse" and
"Warehouses")."""

from __future__ import annotations

from pydantic import Field, field_validator
from pydantic_core import PydanticCustomError

from app.models.base import Money, PositiveId, RequestModel, ResponseModel
from app.models.common import ClassificationReference, StockItemReference, WarehouseReference
from app.models.i18n import QT_TRANSLATE_NOOP
from app.models.text_rules import NOT_BLANK_SCHEMA


class WarehouseResponse(ResponseModel):
    """A warehouse; ``classification`` is null for a warehouse outside every classification.

    The answer of update-by-code may show the texts as sent while the stored ones lost their
    special characters: read the warehouse again for the stored values.
    """

    id: int
    classification: ClassificationReference | None = None
    code: str
    description: str
    mobile: str = ""


class WarehouseUpsertRequest(RequestModel):
    """Body of create and of update by code.

    Rules: description required and not blank; classificationId > 0 when sent (an unknown
    one is refused by the service with 400). The service trims code, description and mobile
    and removes special characters from code and description. On create an empty code
    becomes the new warehouse's id. On update the body's code is ignored, and the update is
    a full replace of classificationId (null clears it), description and mobile (omitted
    clears it).
    """

    classification_id: PositiveId | None = None
    code: str | None = None
    description: str = Field(json_schema_extra=NOT_BLANK_SCHEMA)
    mobile: str | None = None

    @field_validator("description")
    @classmethod
    def _description_not_blank(cls, description: str) -> str:
        if not description.strip():
            raise PydanticCustomError(
                "blank", QT_TRANSLATE_NOOP("Validation", "Enter a description.")
            )
        return description


class WarehouseBalanceResponse(ResponseModel):
    """One stock item (or one batch of it: the batch number is not shown) in one warehouse.

    ``balance`` is the quantity on hand; reservations are not subtracted.
    """

    warehouse: WarehouseReference
    stock_item: StockItemReference
    balance: Money


class WarehouseStockItemBalanceResponse(ResponseModel):
    """Balances of one stock item.

    ``total_*`` cover the requested warehouses only (with ``nonZeroBalanceOnly``,
    warehouses at zero or below are left out of ``total_balance``); ``global_*`` cover every
    warehouse of the organization, without transfer work orders (RT, IT) and replacement
    lines.
    """

    stock_item: StockItemReference
    global_balance: Money
    total_balance: Money
    global_reserved: Money
    total_reserved: Money


class WarehouseTreeResponse(ResponseModel):
    """One row of a user's flat warehouse tree.

    A classification row has ``classification_id`` (its parent classification in
    ``parent_id``, 0 for a root); each is followed by its warehouses, rows with
    ``warehouse_id`` whose ``parent_id`` is that classification. ``tree_level`` is the depth
    (roots are 1). A row's parent may be missing when the user has no permission on it.
    """

    classification_id: int | None = None
    warehouse_id: int | None = None
    parent_id: int
    tree_level: int
    description: str
