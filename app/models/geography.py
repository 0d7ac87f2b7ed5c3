"""Cities and districts (spec: conventions and master data, "Geography and brands" and
"Cities and districts").

A city belongs to a country (countries are reference data, the same for every tenant) and a
district to a city. Names are unique within their parent only: two countries may each have
a city called "Alexandria".
"""

from __future__ import annotations

from pydantic import Field, field_validator
from pydantic_core import PydanticCustomError

from app.models.base import PositiveId, RequestModel, ResponseModel
from app.models.i18n import QT_TRANSLATE_NOOP
from app.models.text_rules import NOT_BLANK_SCHEMA

PLACE_NAME_MAX_LENGTH = 100


def _name_not_blank(name: str) -> str:
    # The service's "required" refuses whitespace-only text too (it stores names trimmed).
    if not name.strip():
        raise PydanticCustomError("blank", QT_TRANSLATE_NOOP("Validation", "Enter a name."))
    return name


class CityResponse(ResponseModel):
    """A city. Lists strip tab characters from ``name``; get-by-id returns it as stored."""

    id: int
    name: str
    country_id: int


class CityUpsertRequest(RequestModel):
    """Body of create and update (update is a full replace: both fields must be sent).

    Rules: name required, not blank, at most 100 characters (stored trimmed); countryId > 0.
    The service reads only these two fields: an ``id`` in the body is ignored (the path id
    wins on update).
    """

    name: str = Field(max_length=PLACE_NAME_MAX_LENGTH, json_schema_extra=NOT_BLANK_SCHEMA)
    country_id: PositiveId

    _name_not_blank = field_validator("name")(_name_not_blank)


class DistrictResponse(ResponseModel):
    """A district. Lists strip tab characters from ``name``; get-by-id returns it as stored."""

    id: int
    name: str
    city_id: int


class DistrictUpsertRequest(RequestModel):
    """Body of create and update (update is a full replace: both fields must be sent).

    Rules: name required, not blank, at most 100 characters (stored trimmed); cityId > 0.
    """

    name: str = Field(max_length=PLACE_NAME_MAX_LENGTH, json_schema_extra=NOT_BLANK_SCHEMA)
    city_id: PositiveId

    _name_not_blank = field_validator("name")(_name_not_blank)
