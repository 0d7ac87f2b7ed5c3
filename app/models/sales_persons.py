"""Sales persons (spec: conventions and master data, "Sales person" and "Sales persons")."""

from __future__ import annotations

from decimal import Decimal

from pydantic import Field, field_validator
from pydantic_core import PydanticCustomError

from app.models.base import Money, RequestModel, ResponseModel
from app.models.i18n import QT_TRANSLATE_NOOP
from app.models.text_rules import NOT_BLANK_SCHEMA

CODE_MAX_LENGTH = 128
NAME_MAX_LENGTH = 100
EXTERNAL_ID_MAX_LENGTH = 128


class SalesPersonResponse(ResponseModel):
    """A sales person. Lists include external and inactive persons, but get, update and
    delete answer 404 for an external one: check ``is_external`` where the server sends it."""

    id: int
    code: str | None = None
    name: str = ""
    classification_code: int | None = None
    credit_limit: Money = Decimal(0)
    external_id: str | None = None
    is_active: bool | None = None  # guessed: not in spec
    is_external: bool | None = None  # guessed: not in spec


class SalesPersonUpsertRequest(RequestModel):
    """Body of create and of both updates.

    Rules: name required, not blank, at most 100 characters; code and externalId at most 128
    and not blank when sent. On update ``external_id`` is ignored by the server, an omitted
    ``classification_code`` is cleared and an omitted ``credit_limit`` becomes 0; an omitted
    code keeps the stored one. Special characters in code and name are removed by the server
    when it stores them (the 201 of a create still shows them as sent).
    """

    code: str | None = Field(
        default=None, max_length=CODE_MAX_LENGTH, json_schema_extra=NOT_BLANK_SCHEMA
    )
    name: str = Field(max_length=NAME_MAX_LENGTH, json_schema_extra=NOT_BLANK_SCHEMA)
    classification_code: int | None = None
    credit_limit: Money = Decimal(0)
    external_id: str | None = Field(
        default=None, max_length=EXTERNAL_ID_MAX_LENGTH, json_schema_extra=NOT_BLANK_SCHEMA
    )

    @field_validator("name")
    @classmethod
    def _name_not_blank(cls, name: str) -> str:
        if not name.strip():
            raise PydanticCustomError("blank", QT_TRANSLATE_NOOP("Validation", "Enter a name."))
        return name

    @field_validator("code")
    @classmethod
    def _code_not_blank_when_sent(cls, code: str | None) -> str | None:
        if code is not None and not code.strip():
            raise PydanticCustomError(
                "blank",
                QT_TRANSLATE_NOOP("Validation", "Enter a code, or leave the code out."),
            )
        return code

    @field_validator("external_id")
    @classmethod
    def _external_id_not_blank_when_sent(cls, external_id: str | None) -> str | None:
        if external_id is not None and not external_id.strip():
            raise PydanticCustomError(
                "blank",
                QT_TRANSLATE_NOOP("Validation", "Enter an external id, or leave it out."),
            )
        return external_id
