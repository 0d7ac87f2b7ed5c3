"""BrandUpsertRequest carries every rule of the spec."""

from __future__ import annotations

import pytest
from pydantic import ValidationError

from app.models.brands import BrandResponse, BrandUpsertRequest
from app.models.validation import error_map, issues_from


def errors_of(**body: object) -> dict[str, list[str]]:
    with pytest.raises(ValidationError) as caught:
        BrandUpsertRequest.model_validate(body)
    return error_map(issues_from(caught.value))


def test_a_valid_request_goes_out_in_camel_case_untrimmed() -> None:
    request = BrandUpsertRequest(name=" LG ", brand_manager="Sara Nabil")
    assert request.to_wire() == {"name": " LG ", "brandManager": "Sara Nabil"}
    assert BrandUpsertRequest(name="LG").to_wire() == {"name": "LG"}


def test_name_is_required_and_not_blank() -> None:
    assert list(errors_of()) == ["name"]
    assert errors_of(name="   ")["name"] == ["Enter a name."]


def test_name_and_brand_manager_are_at_most_50_characters() -> None:
    BrandUpsertRequest(name="x" * 50, brand_manager="y" * 50)
    assert list(errors_of(name="x" * 51)) == ["name"]
    assert list(errors_of(name="LG", brandManager="y" * 51)) == ["brandManager"]


@pytest.mark.parametrize("character", ["\\", "'", "|", ",", '"', "<", ">", "\t", "\n"])
def test_name_is_free_of_special_characters(character: str) -> None:
    assert list(errors_of(name=f"Black{character}Decker")) == ["name"]


def test_other_punctuation_is_allowed_in_a_name() -> None:
    BrandUpsertRequest(name="Faber-Castell & Co. (Germany)")


def test_a_response_keeps_a_null_brand_manager() -> None:
    brand = BrandResponse.model_validate({"id": 1, "name": "LG", "brandManager": None})
    assert brand.brand_manager is None
