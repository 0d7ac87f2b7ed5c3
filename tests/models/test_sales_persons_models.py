"""SalesPersonUpsertRequest carries every rule the spec states; the response is tolerant."""

from decimal import Decimal

import pytest
from pydantic import ValidationError

from app.models.sales_persons import SalesPersonResponse, SalesPersonUpsertRequest
from app.models.validation import error_map, issues_from

VALID = {"name": "Ahmed Hassan"}


def errors_of(**changes: object) -> dict[str, list[str]]:
    with pytest.raises(ValidationError) as caught:
        SalesPersonUpsertRequest.model_validate({**VALID, **changes})
    return error_map(issues_from(caught.value))


def test_a_valid_request_goes_out_in_camel_case() -> None:
    request = SalesPersonUpsertRequest(
        code="SP-1",
        name="Ahmed",
        classification_code=2,
        credit_limit=Decimal("5000.25"),
        external_id="HR-1",
    )
    assert request.to_wire() == {
        "code": "SP-1",
        "name": "Ahmed",
        "classificationCode": 2,
        "creditLimit": 5000.25,
        "externalId": "HR-1",
    }


def test_an_omitted_credit_limit_is_zero_and_omitted_code_is_left_out() -> None:
    request = SalesPersonUpsertRequest.model_validate(VALID)
    assert request.credit_limit == 0
    assert request.to_wire() == {"name": "Ahmed Hassan", "creditLimit": 0}


def test_name_is_required_and_not_blank() -> None:
    with pytest.raises(ValidationError):
        SalesPersonUpsertRequest.model_validate({"code": "SP-1"})
    assert list(errors_of(name="  ")) == ["name"]


def test_name_is_at_most_100_characters() -> None:
    SalesPersonUpsertRequest.model_validate({"name": "n" * 100})
    assert list(errors_of(name="n" * 101)) == ["name"]


@pytest.mark.parametrize("field", ["code", "externalId"])
def test_code_and_external_id_are_at_most_128_characters(field: str) -> None:
    SalesPersonUpsertRequest.model_validate({**VALID, field: "x" * 128})
    assert list(errors_of(**{field: "x" * 129})) == [field]


@pytest.mark.parametrize("field", ["code", "externalId"])
def test_code_and_external_id_are_not_blank_when_sent(field: str) -> None:
    SalesPersonUpsertRequest.model_validate({**VALID, field: None})
    assert list(errors_of(**{field: ""})) == [field]
    assert list(errors_of(**{field: " \t"})) == [field]


def test_a_response_keeps_unknown_fields_and_lacks_guessed_ones_without_failing() -> None:
    person = SalesPersonResponse.model_validate(
        {"id": 1, "code": "", "name": "A", "creditLimit": 10.5, "tags": ["x"]}
    )
    assert person.credit_limit == Decimal("10.5") and person.classification_code is None
    assert person.is_external is None and person.model_extra == {"tags": ["x"]}
