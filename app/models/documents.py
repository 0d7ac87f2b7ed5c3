"""What the transactional documents share: their enums, references and text rules.

Spec: transactional documents. The enums' values are mostly "not shown"; the known ones
are listed, the rest guessed from ``spec/gaps.md`` and kept open in responses.
"""

from __future__ import annotations

from decimal import Decimal
from enum import StrEnum
from typing import Annotated, Any

from pydantic import AfterValidator, BeforeValidator, Field
from pydantic_core import PydanticCustomError

from app.models.base import OpenEnum, ResponseModel, decimal_places
from app.models.i18n import QT_TRANSLATE_NOOP
from app.models.validation import FieldIssue


class SalesOrderStatus(StrEnum):
    """Open and Shipped are named by the spec; the others are likely (gaps.md)."""

    Open = "Open"
    Shipped = "Shipped"
    Pending = "Pending"  # guessed: not in spec
    Processing = "Processing"  # guessed: not in spec
    Cancelled = "Cancelled"  # guessed: not in spec


class SalesOrderPaymentStatus(StrEnum):
    """Unpaid is named by the spec ("Unpaid also matches orders with no payment status")."""

    Unpaid = "Unpaid"
    PartiallyPaid = "PartiallyPaid"  # guessed: not in spec
    Paid = "Paid"  # guessed: not in spec


class DiscountType(StrEnum):
    """A line discount as an amount or as a percentage (gaps.md: name or integer)."""

    Value = "Value"
    Percentage = "Percentage"  # guessed: not in spec


_DISCOUNT_TYPE_NUMBERS = {0: DiscountType.Value, 1: DiscountType.Percentage}


def _discount_type_from_number(value: Any) -> Any:
    # gaps.md: "A DiscountType may arrive as a name or as an integer: accept both."
    if isinstance(value, int) and not isinstance(value, bool):
        return _DISCOUNT_TYPE_NUMBERS.get(value, str(value))
    return value


DiscountTypeValue = Annotated[OpenEnum[DiscountType], BeforeValidator(_discount_type_from_number)]
"""A DiscountType in a response: a name, an integer, or an unknown value kept as text."""


class WorkOrderStatus(StrEnum):
    """Nothing public is known (gaps.md); these are guesses and the type stays open."""

    Draft = "Draft"  # guessed: not in spec
    Approved = "Approved"  # guessed: not in spec
    Completed = "Completed"  # guessed: not in spec


class AmountStatus(StrEnum):
    """The side of a journal line."""

    Debit = "Debit"
    Credit = "Credit"


class RowState(StrEnum):
    """What an update does with a journal line; Modified when omitted."""

    Added = "Added"
    Modified = "Modified"
    Deleted = "Deleted"


# -- references named by the documents (unresolved ones may hold only the id) -----------------
class CustomerReference(ResponseModel):
    id: int
    code: str | None = None
    name: str | None = None


class SupplierReference(ResponseModel):
    id: int
    code: str | None = None
    name: str | None = None


class SalesPersonReference(ResponseModel):
    id: int
    code: str | None = None
    name: str | None = None


class SalesStoreReference(ResponseModel):
    id: int
    code: str | None = None
    description: str | None = None


class UnitOfMeasureReference(ResponseModel):
    id: int
    name: str | None = None


class CostCenterReference(ResponseModel):
    id: int
    code: str | None = None
    name: str | None = None


# -- rules shared by several request bodies --------------------------------------------------
FORBIDDEN_IN_COMMENTS = frozenset(",|")
"""Line comments of sales orders are stored in a comma/bar-separated column upstream."""


def check_free_text(text: str | None) -> str | None:
    """Comments must not contain a comma or a vertical bar."""
    if text is not None and any(character in FORBIDDEN_IN_COMMENTS for character in text):
        raise PydanticCustomError(
            "free_text",
            QT_TRANSLATE_NOOP("Validation", "Comments may not contain a comma or a vertical bar."),
        )
    return text


NoCommaText = Annotated[
    str | None,
    Field(json_schema_extra={"pattern": "^[^,|]*$"}),
    AfterValidator(check_free_text),
]
"""Free text without comma or vertical bar (sales-order line comments)."""


def exchange_rate_issue(
    rate: Decimal | None, max_decimals: int, field: str = "exchangeRate"
) -> list[FieldIssue]:
    """The ExchangeRateDecimalsExceedLimit rule (a 409 on the server, decidable here)."""
    if rate is None or decimal_places(rate) <= max_decimals:
        return []
    # The kind is the server's error code: the view-models word it (with the limit).
    return [
        FieldIssue(
            field,
            "ExchangeRateDecimalsExceedLimit",
            f"The exchange rate may have at most {max_decimals} decimal places.",
            {"limit": max_decimals},
        )
    ]


PaperNumber = Annotated[str | None, Field(max_length=50)]
