"""Common utilities (spec: conventions and master data, "Common utilities", "DocumentType
values"): document types and the invoiced-quantity adjustment.

The adjustment's rules are *business* rules in the spec: a broken one answers 409 with its
``errorCode``, in a fixed order (type, code, lines and zero adjustments, duplicates). The
request model below checks them in that very order and names each failure by its error
code (the error ``type``), so a form can show the rule before sending, and the sandbox can
answer the first one as the service does. Malformed input (a line id that is not a number)
stays an ordinary validation failure.
"""

from __future__ import annotations

from enum import StrEnum

from pydantic import Field, field_validator
from pydantic_core import PydanticCustomError

from app.models.base import Money, RequestModel, ResponseModel
from app.models.error_codes import ErrorCode
from app.models.i18n import QT_TRANSLATE_NOOP


class DocumentType(StrEnum):
    """Every document type of the spec (codes of documents start with their type)."""

    RS = "RS"
    RR = "RR"
    RT = "RT"
    IO = "IO"
    IR = "IR"
    IT = "IT"
    TR = "TR"
    CI = "CI"
    CO = "CO"
    JE = "JE"
    SI = "SI"
    PI = "PI"
    CN = "CN"
    DN = "DN"
    NR = "NR"
    NP = "NP"
    SO = "SO"
    SR = "SR"
    RecSO = "RecSO"
    PO = "PO"
    PR = "PR"
    OB = "OB"
    RMA = "RMA"


SALES_SOURCE_TYPES = (DocumentType.SO, DocumentType.SR)
"""Adjustable sales documents: they must be approved."""

WORK_ORDER_SOURCE_TYPES = (DocumentType.IO, DocumentType.RR, DocumentType.RS, DocumentType.IR)
"""Adjustable work orders: they must be standalone (no related SO, SR, PO or PR)."""

ADJUSTABLE_SOURCE_TYPES = SALES_SOURCE_TYPES + WORK_ORDER_SOURCE_TYPES


def rule_error(code: ErrorCode, message: str) -> PydanticCustomError:
    """A broken business rule inside a request model, its ``type`` being the error code."""
    return PydanticCustomError(code.value, message)


def business_error_code(error_type: str) -> ErrorCode | None:
    """The error code a validation error of a request model stands for, if any."""
    try:
        return ErrorCode(error_type)
    except ValueError:
        return None


class InvoicedQuantityLine(RequestModel):
    """One line to adjust: a *signed delta* added to the line's invoiced quantity."""

    source_line_id: int
    quantity_adjustment: Money  # spec: double; Decimal keeps quantities exact

    @field_validator("quantity_adjustment")
    @classmethod
    def _not_zero(cls, adjustment: Money) -> Money:
        if adjustment == 0:
            raise rule_error(
                ErrorCode.InvalidQuantityAdjustment,
                QT_TRANSLATE_NOOP("Validation", "Enter an adjustment other than zero."),
            )
        return adjustment


class AdjustInvoicedQuantityRequest(RequestModel):
    """Body of ``PUT /v3/common/adjust-invoiced-quantity``.

    Rules, checked in this order (the spec's): the type is SO, SR, IO, RR, RS or IR in any
    letter case (``InvalidSourceDocumentType``); the code is not blank
    (``SourceDocumentNotFound``); there is at least one line and no adjustment is zero
    (``InvalidQuantityAdjustment``); no line id repeats (``DuplicateSourceLineId``).
    An omitted field breaks its rule like a blank one does.
    """

    # Omitted fields default to None and validate_default runs the rule on it: an omitted
    # field breaks its rule like a blank one, so a valid request never holds None here.
    source_document_type: DocumentType = Field(default=None, validate_default=True)
    source_document_code: str = Field(default=None, validate_default=True)
    lines: list[InvoicedQuantityLine] = Field(default=None, validate_default=True)

    @field_validator("source_document_type", mode="before")
    @classmethod
    def _adjustable_type(cls, value: object) -> DocumentType:
        if isinstance(value, str):
            for document_type in ADJUSTABLE_SOURCE_TYPES:
                if value.strip().upper() == document_type.value.upper():
                    return document_type
        raise rule_error(
            ErrorCode.InvalidSourceDocumentType,
            QT_TRANSLATE_NOOP("Validation", "Choose a document type: SO, SR, IO, RR, RS or IR."),
        )

    # "before" validators: an omitted (None) field must break its rule, not fail as "not a
    # string" / "not a list".
    @field_validator("source_document_code", mode="before")
    @classmethod
    def _code_not_blank(cls, code: object) -> object:
        if code is None or (isinstance(code, str) and not code.strip()):
            raise rule_error(
                ErrorCode.SourceDocumentNotFound,
                QT_TRANSLATE_NOOP("Validation", "Enter the document code."),
            )
        return code

    @field_validator("lines", mode="before")
    @classmethod
    def _lines_present(cls, lines: object) -> object:
        if lines is None or (isinstance(lines, list | tuple) and not lines):
            raise rule_error(
                ErrorCode.InvalidQuantityAdjustment,
                QT_TRANSLATE_NOOP("Validation", "Add at least one line to adjust."),
            )
        return lines

    @field_validator("lines")
    @classmethod
    def _line_ids_unique(cls, lines: list[InvoicedQuantityLine]) -> list[InvoicedQuantityLine]:
        # Runs only when every line is valid, so a zero adjustment is always reported
        # before a repeated line id, as the spec's order demands.
        seen: set[int] = set()
        for line in lines:
            if line.source_line_id in seen:
                raise rule_error(
                    ErrorCode.DuplicateSourceLineId,
                    QT_TRANSLATE_NOOP("Validation", "Each document line may be listed once."),
                )
            seen.add(line.source_line_id)
        return lines


class AdjustInvoicedQuantityResponse(ResponseModel):
    """The adjustment's outcome: all lines were updated (``updated_lines`` of them) or, on
    any broken rule, none (and the answer was a 409 instead)."""

    success: bool = False
    updated_lines: int = 0
