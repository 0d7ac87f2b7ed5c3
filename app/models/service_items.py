"""Service items (spec: conventions and master data, "Service item" and "Service items")."""

from __future__ import annotations

from decimal import Decimal

from pydantic import Field, field_validator
from pydantic_core import PydanticCustomError

from app.models.base import Money, RequestModel, ResponseModel
from app.models.common import TaxReference
from app.models.i18n import QT_TRANSLATE_NOOP
from app.models.text_rules import NOT_BLANK_SCHEMA

CODE_MAX_LENGTH = 128
DESCRIPTION_MAX_LENGTH = 255
EXTERNAL_ID_MAX_LENGTH = 128


class ServiceItemResponse(ResponseModel):
    """A service item. ``tax`` and ``withholding_tax`` hold only ``id`` when the tax cannot be
    resolved; ``tax_rate`` and ``withholding_tax_rate`` always come from the tax."""

    id: int
    code: str | None = None
    description: str = ""
    price: Money = Decimal(0)
    tax: TaxReference | None = None
    tax_rate: Money | None = None
    withholding_tax: TaxReference | None = None
    withholding_tax_rate: Money | None = None
    cost: Money = Decimal(0)
    is_shipping_service: bool = False
    external_id: str | None = None
    # The spec says the item *has* these but no endpoint can set them.
    is_active: bool | None = None  # guessed: not in spec (as a response field)
    tags: list[str] | None = None  # guessed: not in spec (as a response field)


class ServiceItemUpsertRequest(RequestModel):
    """Body of create and of both updates.

    Rules: description required, not blank, at most 255 characters; code and externalId at
    most 128. Updates are a full replace: an omitted ``external_id`` is cleared, omitted
    ``price``/``cost`` become 0 and omitted tax ids remove the taxes; only an omitted or empty
    ``code`` keeps the stored code. ``is_shipping_service`` is accepted but ignored.
    Setting-dependent rules (special characters in the description, a tax required under
    e-invoicing) are the server's: they arrive as 409s.
    """

    code: str | None = Field(default=None, max_length=CODE_MAX_LENGTH)
    description: str = Field(max_length=DESCRIPTION_MAX_LENGTH, json_schema_extra=NOT_BLANK_SCHEMA)
    price: Money = Decimal(0)
    tax_id: int | None = None
    withholding_tax_id: int | None = None
    cost: Money = Decimal(0)
    is_shipping_service: bool | None = None
    external_id: str | None = Field(default=None, max_length=EXTERNAL_ID_MAX_LENGTH)

    @field_validator("description")
    @classmethod
    def _description_not_blank(cls, description: str) -> str:
        if not description.strip():
            raise PydanticCustomError(
                "blank", QT_TRANSLATE_NOOP("Validation", "Enter a description.")
            )
        return description
