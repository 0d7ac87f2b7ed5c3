"""CityUpsertRequest and DistrictUpsertRequest carry every rule of the spec."""

from __future__ import annotations

import pytest
from pydantic import ValidationError

from app.models.geography import (
    CityResponse,
    CityUpsertRequest,
    DistrictResponse,
    DistrictUpsertRequest,
)
from app.models.validation import error_map, issues_from

REQUESTS = [(CityUpsertRequest, "countryId"), (DistrictUpsertRequest, "cityId")]


def errors_of(model: type, body: dict) -> dict[str, list[str]]:
    with pytest.raises(ValidationError) as caught:
        model.model_validate(body)
    return error_map(issues_from(caught.value))


@pytest.mark.parametrize(("model", "parent"), REQUESTS)
def test_a_valid_request_goes_out_in_camel_case(model: type, parent: str) -> None:
    request = model.model_validate({"name": "Maadi", parent: 3})
    assert request.to_wire() == {"name": "Maadi", parent: 3}


@pytest.mark.parametrize(("model", "parent"), REQUESTS)
def test_name_is_required_and_not_blank(model: type, parent: str) -> None:
    assert list(errors_of(model, {parent: 1})) == ["name"]
    assert errors_of(model, {"name": " \t", parent: 1})["name"] == ["Enter a name."]


@pytest.mark.parametrize(("model", "parent"), REQUESTS)
def test_name_is_at_most_100_characters(model: type, parent: str) -> None:
    model.model_validate({"name": "x" * 100, parent: 1})
    assert list(errors_of(model, {"name": "x" * 101, parent: 1})) == ["name"]


@pytest.mark.parametrize(("model", "parent"), REQUESTS)
def test_the_parent_is_required_and_greater_than_zero(model: type, parent: str) -> None:
    model.model_validate({"name": "x", parent: 1})
    assert list(errors_of(model, {"name": "x", parent: 0})) == [parent]
    assert list(errors_of(model, {"name": "x"})) == [parent]


def test_only_the_listed_fields_are_sent() -> None:
    request = CityUpsertRequest.model_validate({"id": 7, "name": "Luxor", "countryId": 1})
    assert request.to_wire() == {"name": "Luxor", "countryId": 1}


def test_responses_parse_from_the_wire_and_keep_unknown_fields() -> None:
    city = CityResponse.model_validate({"id": 1, "name": "Cairo", "countryId": 1, "code": "C"})
    assert city.country_id == 1 and city.model_extra == {"code": "C"}
    district = DistrictResponse.model_validate_json('{"id":2,"name":"Maadi","cityId":1}')
    assert district.city_id == 1
