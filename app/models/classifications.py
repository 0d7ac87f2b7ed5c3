"""Classifications (spec: conventions and master data, "Classifications").

Classifications are trees, one per *type*: stock items, warehouses, customers and so on.
The stock-item tree has its own list, tree and create endpoints; "common" endpoints read
every type.
"""

from __future__ import annotations

from decimal import Decimal
from enum import StrEnum

from pydantic import Field, field_validator
from pydantic_core import PydanticCustomError

from app.models.base import Money, OpenEnum, PositiveId, RequestModel, ResponseModel
from app.models.i18n import QT_TRANSLATE_NOOP
from app.models.text_rules import NOT_BLANK_SCHEMA, STRIPPED

CLASSIFICATION_CODE_MAX_LENGTH = 50
CLASSIFICATION_DESCRIPTION_MAX_LENGTH = 70


class ClassificationType(StrEnum):
    """What a classification tree classifies. The spec names ``StockItems`` only; the other
    values are guessed: not in spec (the trees warehouses and customers hang under)."""

    StockItems = "StockItems"
    Warehouses = "Warehouses"
    Customers = "Customers"


class CommonClassificationResponse(ResponseModel):
    """A classification of any type; ``parent_id`` is null for a root."""

    id: int
    code: str
    description: str
    type: OpenEnum[ClassificationType]
    parent_id: int | None = None


class StockItemClassificationResponse(ResponseModel):
    """A node of the stock-item tree. ``tree_level`` is the depth (roots are 1) in lists,
    but always 0 in the answer of create."""

    id: int
    code: str
    description: str
    parent_id: int | None = None
    tree_level: int


class StockItemClassificationTreeResponse(ResponseModel):
    """One row of the flat stock-item tree of a user (``GET .../tree/{userId}``).

    Two kinds of rows, in tree order (a classification, then its items or sub-trees):
    - a classification: ``id`` and ``node_id`` are the classification, ``parent_id`` its
      parent (0 for a root);
    - a stock item under a leaf: ``stock_item_id``/``stock_item`` are the item and its
      description, ``id`` is the item too, and ``node_id`` and ``parent_id`` are the leaf.

    The meaning of ``id`` and ``node_id`` is guessed: not in spec (the spec names the fields
    only). A row's parent may be missing from the list when the user has no permission on
    it: show such rows at the top.
    """

    id: int
    stock_item_id: int | None = None
    stock_item: str | None = None
    node_id: int
    parent_id: int
    tree_level: int
    # The spec's endpoint notes name a balance that "is always 0"; the shape omits it.
    balance: Money = Decimal(0)


class StockItemClassificationUpsertRequest(RequestModel):
    """Body of create (a new node of the stock-item tree).

    Rules: code required, not blank, at most 50 characters, no dash; description required,
    not blank, at most 70 characters (both stored trimmed); parentId required and > 0. The
    parent must not be a leaf that already holds stock items (409
    ``ClassificationParentIsLeafWithStockItems``): items live on leaves only.
    """

    code: str = Field(
        # Not blank and no dash (the validator below), as JSON Schema.
        max_length=CLASSIFICATION_CODE_MAX_LENGTH,
        json_schema_extra={"pattern": f"^[^-]*[^-{STRIPPED}][^-]*$"},
    )
    description: str = Field(
        max_length=CLASSIFICATION_DESCRIPTION_MAX_LENGTH, json_schema_extra=NOT_BLANK_SCHEMA
    )
    parent_id: PositiveId

    @field_validator("code")
    @classmethod
    def _code_rules(cls, code: str) -> str:
        if not code.strip():
            raise PydanticCustomError("blank", QT_TRANSLATE_NOOP("Validation", "Enter a code."))
        if "-" in code:
            raise PydanticCustomError(
                "dash", QT_TRANSLATE_NOOP("Validation", "A classification code cannot hold a dash.")
            )
        return code

    @field_validator("description")
    @classmethod
    def _description_not_blank(cls, description: str) -> str:
        if not description.strip():
            raise PydanticCustomError(
                "blank", QT_TRANSLATE_NOOP("Validation", "Enter a description.")
            )
        return description
