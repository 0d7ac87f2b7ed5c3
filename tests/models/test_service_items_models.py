"""ServiceItemUpsertRequest carries every rule the spec states; the response is tolerant."""

from decimal import Decimal

import pytest
from pydantic import ValidationError

from app.models.service_items import ServiceItemResponse, ServiceItemUpsertRequest
from app.models.validation import error_map, issues_from

VALID = {"description": "Installation and setup"}


def errors_of(**changes: object) -> dict[str, list[str]]:
    with pytest.raises(ValidationError) as caught:
        ServiceItemUpsertRequest.model_validate({**VALID, **changes})
    return error_map(issues_from(caught.value))


def test_a_valid_request_goes_out_in_camel_case_with_numbers_as_numbers() -> None:
    request = ServiceItemUpsertRequest(
        code="SRV-1",
        description="Delivery",
        price=Decimal("150.5"),
        tax_id=1,
        withholding_tax_id=5,
        external_id="WEB-1",
    )
    assert request.to_wire() == {
        "code": "SRV-1",
        "description": "Delivery",
        "price": 150.5,
        "taxId": 1,
        "withholdingTaxId": 5,
        "cost": 0,
        "externalId": "WEB-1",
    }


def test_omitted_price_and_cost_are_zero_as_the_full_replace_stores_them() -> None:
    request = ServiceItemUpsertRequest.model_validate(VALID)
    assert (request.price, request.cost) == (0, 0)
    assert "taxId" not in request.to_wire() and "code" not in request.to_wire()


def test_description_is_required_and_not_blank() -> None:
    with pytest.raises(ValidationError):
        ServiceItemUpsertRequest.model_validate({"code": "SRV-1"})
    assert list(errors_of(description=" \t ")) == ["description"]


def test_description_is_at_most_255_characters() -> None:
    ServiceItemUpsertRequest.model_validate({"description": "d" * 255})
    assert list(errors_of(description="d" * 256)) == ["description"]


@pytest.mark.parametrize("field", ["code", "externalId"])
def test_code_and_external_id_are_at_most_128_characters(field: str) -> None:
    ServiceItemUpsertRequest.model_validate({**VALID, field: "x" * 128})
    assert list(errors_of(**{field: "x" * 129})) == [field]


def test_is_shipping_service_is_accepted_and_sent_when_set() -> None:
    request = ServiceItemUpsertRequest.model_validate({**VALID, "isShippingService": True})
    assert request.to_wire()["isShippingService"] is True


def test_a_response_with_an_unresolved_tax_and_unknown_fields_parses() -> None:
    item = ServiceItemResponse.model_validate(
        {
            "id": 4,
            "code": "SRV-4",
            "description": "Delivery",
            "price": 150,
            "tax": {"id": 9},
            "taxRate": 14,
            "withholdingTax": None,
            "cost": 90,
            "isShippingService": False,
            "externalId": None,
            "somethingNew": [1],
        }
    )
    assert item.tax is not None and item.tax.id == 9 and item.tax.name is None
    assert item.tax_rate == 14 and item.withholding_tax_rate is None
    assert item.is_active is None and item.model_extra == {"somethingNew": [1]}
