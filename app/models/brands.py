"""Brands (spec: conventions and master data, "Geography and brands" and "Brands")."""

from __future__ import annotations

from pydantic import Field, field_validator
from pydantic_core import PydanticCustomError

from app.models.base import RequestModel, ResponseModel
from app.models.i18n import QT_TRANSLATE_NOOP
from app.models.special_characters import has_special_characters
from app.models.text_rules import NOT_BLANK_SCHEMA

BRAND_TEXT_MAX_LENGTH = 50


class BrandResponse(ResponseModel):
    """A brand. The 201 of create echoes the request: ``brand_manager`` is null there when
    it was not sent, while a later read shows the stored empty text."""

    id: int
    name: str
    brand_manager: str | None = None


class BrandUpsertRequest(RequestModel):
    """Body of create.

    Rules: name required, not blank, at most 50 characters, free of special characters
    (``SPECIAL_CHARACTERS``); brandManager at most 50 characters. The service does *not*
    trim the name: leading and trailing spaces are stored and count towards the 50.

    The character rule is checked here so that a form can show it before sending; the
    service itself refuses such a name only after binding, with 409
    ``NameContainsInvalidSpecialCharacters``.
    """

    name: str = Field(max_length=BRAND_TEXT_MAX_LENGTH, json_schema_extra=NOT_BLANK_SCHEMA)
    brand_manager: str | None = Field(default=None, max_length=BRAND_TEXT_MAX_LENGTH)

    @field_validator("name")
    @classmethod
    def _name_not_blank(cls, name: str) -> str:
        if not name.strip():
            raise PydanticCustomError("blank", QT_TRANSLATE_NOOP("Validation", "Enter a name."))
        return name

    @field_validator("name")
    @classmethod
    def _name_free_of_special_characters(cls, name: str) -> str:
        if has_special_characters(name):
            raise PydanticCustomError(
                "special_characters",
                QT_TRANSLATE_NOOP(
                    "Validation",
                    "A brand name cannot contain \\ ' | , \" < > or tabs and line breaks.",
                ),
            )
        return name
