"""Taxes (spec: conventions and master data, "Tax" and "Taxes")."""

from __future__ import annotations

from enum import StrEnum

from pydantic import Field, ValidationInfo, field_validator
from pydantic_core import PydanticCustomError

from app.models.base import Money, OpenEnum, PositiveId, RequestModel, ResponseModel
from app.models.common import AccountReference
from app.models.i18n import QT_TRANSLATE_NOOP
from app.models.text_rules import NOT_BLANK_SCHEMA
from app.models.validation import rule_violation


class TaxScope(StrEnum):
    """What a tax may be put on. Sent and returned by name; no scope is returned as ``Any``."""

    Any = "Any"
    StockItem = "StockItem"
    ServiceItem = "ServiceItem"


class TaxResponse(ResponseModel):
    id: int
    name: str
    rate: Money
    e_invoice_tax_type_id: int | None = None
    scope: OpenEnum[TaxScope] = TaxScope.Any
    sales_account: AccountReference | None = None
    sales_withholding_account: AccountReference | None = None
    purchase_account: AccountReference | None = None
    active: bool = False


class TaxUpsertRequest(RequestModel):
    """Body of create and update (update is a full replace).

    Rules: name required and not blank; rate 0..100 inclusive; every id > 0 when sent; at
    least one of the three account ids. ``active`` omitted means *inactive*, on create and on
    update alike, so the client always sends it.
    """

    name: str = Field(json_schema_extra=NOT_BLANK_SCHEMA)
    rate: Money = Field(ge=0, le=100)
    e_invoice_tax_type_id: PositiveId | None = None
    scope: TaxScope | None = None
    sales_account_id: PositiveId | None = None
    sales_withholding_account_id: PositiveId | None = None
    # validate_default: the account rule below must run even when this field is omitted.
    purchase_account_id: PositiveId | None = Field(default=None, validate_default=True)
    active: bool | None = None

    @field_validator("name")
    @classmethod
    def _name_not_blank(cls, name: str) -> str:
        if not name.strip():
            raise PydanticCustomError("blank", QT_TRANSLATE_NOOP("Validation", "Enter a name."))
        return name

    @field_validator("purchase_account_id")
    @classmethod
    def _at_least_one_account(cls, purchase: int | None, info: ValidationInfo) -> int | None:
        # An object rule written as a validator of the *last* account field rather than as a
        # model validator: pydantic skips model validators once any field failed, and a
        # form must show every broken rule at once. Earlier fields that failed are absent
        # from info.data; they carry their own error, so the rule stays quiet about them.
        others = ("sales_account_id", "sales_withholding_account_id")
        if purchase is None and all(
            name in info.data and info.data[name] is None for name in others
        ):
            raise rule_violation(
                "salesAccountId",
                "tax_account_required",
                QT_TRANSLATE_NOOP(
                    "Validation",
                    "Choose at least one account: sales, sales withholding or purchase.",
                ),
                from_field_validator=True,
            )
        return purchase


EINVOICE_COUNTRIES = ("Egypt", "Saudi Arabia")
"""The e-invoicing systems the service knows (spec: taxes rule 5); e-invoice tax types
are listed one country at a time."""


class EInvoiceTaxTypeResponse(ResponseModel):
    """A tax type of an e-invoicing authority; ``code`` is the external system's code."""

    id: int
    description: str = ""
    type: str = ""
    code: str = ""
    country: str = ""
