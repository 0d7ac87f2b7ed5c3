"""Dynamic properties and their values (spec: conventions and master data, "Dynamic
properties").

A property (Color, Size) has values (Red, XL); stock items carry at most one value of each
property. Whether a code must be sent depends on the organization's item coding method,
which the client cannot know in advance: the server answers 409
``CodeRequiredFor...WhenCodingIsFree`` / ``...WhenNoCoding`` (on a batch, inside ``failed``).
"""

from __future__ import annotations

from typing import Annotated

from pydantic import AfterValidator, Field

from app.models.base import RequestModel, ResponseModel
from app.models.error_codes import ErrorCode
from app.models.i18n import QT_TRANSLATE_NOOP
from app.models.text_rules import NOT_BLANK_SCHEMA, not_blank


class DynamicPropertyValueResponse(ResponseModel):
    id: int
    value: str = ""
    code: str | None = None


class DynamicPropertyResponse(ResponseModel):
    """A property with all its values."""

    id: int
    name: str = ""
    code: str | None = None
    values: list[DynamicPropertyValueResponse] = Field(default_factory=list)


class DynamicPropertyTreeResponse(ResponseModel):
    """One row of the flat tree: a property (``tree_level`` 1, ``parent_id`` 0) or one of its
    values (``tree_level`` 2, ``parent_id`` = the property's id).

    ``dynamic_property_id`` is the id of the property or of the value, so ids of the two
    levels may coincide: build the tree from ``parent_id`` and ``tree_level`` together.
    """

    dynamic_property_id: int
    parent_id: int = 0
    description: str = ""
    is_visible: bool = True
    tree_level: int = 1


PropertyName = Annotated[
    str,
    Field(max_length=70, json_schema_extra=NOT_BLANK_SCHEMA),
    AfterValidator(not_blank(QT_TRANSLATE_NOOP("Validation", "Enter a name."))),
]
PropertyValue = Annotated[
    str,
    Field(max_length=70, json_schema_extra=NOT_BLANK_SCHEMA),
    AfterValidator(not_blank(QT_TRANSLATE_NOOP("Validation", "Enter a value."))),
]


class DynamicPropertyValueUpsertRequest(RequestModel):
    """A value of a property: ``value`` required (max 70), ``code`` optional (max 50).

    The code is required when the organization codes items freely or not at all; where the
    service generates codes, a sent code is ignored.
    """

    value: PropertyValue
    code: str | None = Field(default=None, max_length=50)


class DynamicPropertyBatchInsertRequest(RequestModel):
    """One property of a batch insert: ``name`` required (max 70), ``code`` optional (max 50),
    at least one value."""

    name: PropertyName
    code: str | None = Field(default=None, max_length=50)
    values: list[DynamicPropertyValueUpsertRequest] = Field(min_length=1)


class DynamicPropertyValuesUpdateRequest(RequestModel):
    """The full desired set of values of a property (non-empty): stored values missing from
    it are deleted, new ones added, matched ones (by value, ignoring case) get their code."""

    values: list[DynamicPropertyValueUpsertRequest] = Field(min_length=1)


class DynamicPropertyBatchInsertResponse(ResponseModel):
    """What a batch insert did: ``succeeded`` properties, and ``failed`` ones keyed by name.

    A failure message is free text that *contains* an error code; use ``failure_code``.
    Duplicates inside the batch were dropped silently and appear in neither.
    """

    failed: dict[str, str] = Field(default_factory=dict)
    succeeded: list[DynamicPropertyResponse] = Field(default_factory=list)

    def failure_code(self, name: str) -> ErrorCode | None:
        """The error code named in the failure message of property ``name``, if known."""
        message = self.failed.get(name)
        return None if message is None else error_code_in(message)


# Longest first: "CodeRequiredForValueWhenNoCoding" must not be read as a shorter code that
# happens to be contained in it.
_CODES_LONGEST_FIRST = sorted(ErrorCode, key=len, reverse=True)


def error_code_in(message: str) -> ErrorCode | None:
    """The first known error code contained in a free-text failure message (spec: "compare by
    containment, not equality")."""
    for code in _CODES_LONGEST_FIRST:
        if code.value in message:
            return code
    return None
