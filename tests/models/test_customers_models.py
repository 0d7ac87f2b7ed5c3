"""The customer request models carry every rule of the spec, so forms can check before
sending; the response models take whatever the server adds."""

from decimal import Decimal

import pytest
from pydantic import BaseModel, ValidationError

from app.models.customers import (
    CustomerBatchUpdateByCodeRequest,
    CustomerBatchUpdateByIdRequest,
    CustomerCreateRequest,
    CustomerFindByExternalIdsRequest,
    CustomerFindByIdsRequest,
    CustomerPricingType,
    CustomerResponse,
    CustomerType,
    CustomerUpsertRequest,
    InvoiceableDocumentResponse,
)
from app.models.validation import error_map, issues_from

VALID = {"code": "CUS-1", "name": "Nile Kiosk"}


def errors_of(model: type[BaseModel] = CustomerCreateRequest, **fields: object) -> dict:
    with pytest.raises(ValidationError) as caught:
        model.model_validate({**VALID, **fields})
    return error_map(issues_from(caught.value))


def test_a_valid_request_goes_out_in_camel_case_with_numbers_as_numbers() -> None:
    request = CustomerCreateRequest(
        code="CUS-1",
        name="Nile Kiosk",
        customer_type=CustomerType.Business,
        tax_registration_id="204118339",
        credit_limit=Decimal("1500.50"),
        phone2="02 1234",
        tags=["kiosk"],
    )
    assert request.to_wire() == {
        "code": "CUS-1",
        "name": "Nile Kiosk",
        "customerType": "Business",
        "taxRegistrationId": "204118339",
        "creditLimit": 1500.5,
        "phone2": "02 1234",
        "tags": ["kiosk"],
    }


def test_name_is_required_not_blank_and_at_most_250_characters() -> None:
    CustomerUpsertRequest.model_validate({"name": "n" * 250})
    assert list(errors_of(name="  ")) == ["name"]
    assert list(errors_of(name="n" * 251)) == ["name"]
    with pytest.raises(ValidationError):
        CustomerUpsertRequest.model_validate({"code": "x"})


def test_code_is_required_and_not_blank_on_create_but_optional_on_update() -> None:
    CustomerUpsertRequest.model_validate({"name": "n"})
    assert list(errors_of(code=" ")) == ["code"]
    with pytest.raises(ValidationError):
        CustomerCreateRequest.model_validate({"name": "n"})


def test_code_is_at_most_50_characters() -> None:
    CustomerCreateRequest.model_validate({**VALID, "code": "c" * 50})
    assert list(errors_of(code="c" * 51)) == ["code"]
    assert list(errors_of(CustomerUpsertRequest, code="c" * 51)) == ["code"]


def test_custom_pricing_needs_a_price_list_above_zero_named_price_list_in_the_text() -> None:
    CustomerCreateRequest.model_validate({**VALID, "pricingType": "Custom", "priceListId": 3})
    for price_list in (None, 0, -2):
        errors = errors_of(pricingType="Custom", priceListId=price_list)
        assert list(errors) == ["priceListId"]
        assert "PriceList" in errors["priceListId"][0]


def test_other_pricing_types_need_no_price_list() -> None:
    for pricing in ("EndUser", "Dealer", "SuperDealer"):
        request = CustomerCreateRequest.model_validate({**VALID, "pricingType": pricing})
        assert request.pricing_type is CustomerPricingType(pricing)


def test_tax_registration_id_is_at_most_20_and_national_id_at_most_14_characters() -> None:
    CustomerCreateRequest.model_validate(
        {**VALID, "taxRegistrationId": "3" * 20, "nationalId": "2" * 14}
    )
    assert list(errors_of(taxRegistrationId="3" * 21)) == ["taxRegistrationId"]
    assert list(errors_of(nationalId="2" * 15)) == ["nationalId"]


@pytest.mark.parametrize(
    "field", ["guarantee", "creditLimit", "discountFrom", "discountTo", "paymentMaxDueDays"]
)
def test_amounts_percentages_and_due_days_are_zero_or_more(field: str) -> None:
    CustomerCreateRequest.model_validate({**VALID, field: 0})
    assert list(errors_of(**{field: -1})) == [field]


def test_an_existing_account_and_a_parent_for_a_new_one_are_mutually_exclusive() -> None:
    CustomerCreateRequest.model_validate({**VALID, "relatedAccountId": 5})
    CustomerCreateRequest.model_validate({**VALID, "relatedAccountParentId": 4})
    errors = errors_of(relatedAccountId=5, relatedAccountParentId=4)
    assert list(errors) == ["relatedAccountParentId"]


@pytest.mark.parametrize(
    "field",
    [
        "relatedAccountId",
        "relatedAccountParentId",
        "salesPersonId",
        "defaultForeignCurrencyId",
        "contactCountryId",
        "contactCityId",
        "contactDistrictId",
    ],
)
def test_reference_ids_are_above_zero_when_sent(field: str) -> None:
    CustomerCreateRequest.model_validate({**VALID, field: 1})
    assert list(errors_of(**{field: 0})) == [field]


@pytest.mark.parametrize(
    ("field", "maximum"),
    [
        ("externalId", 50),
        ("contactPerson", 250),
        ("postalZipCode", 50),
        ("phone", 50),
        ("phone2", 50),
        ("fax", 50),
        ("mobile", 50),
        ("email", 250),
    ],
)
def test_text_fields_have_their_maximum_lengths(field: str, maximum: int) -> None:
    CustomerCreateRequest.model_validate({**VALID, field: "x" * maximum})
    assert list(errors_of(**{field: "x" * (maximum + 1)})) == [field]


@pytest.mark.parametrize(
    ("field", "value"),
    [("customerType", "Foreigner"), ("pricingType", "Cheap"), ("paymentType", "Barter")],
)
def test_enums_take_only_values_that_can_be_stored(field: str, value: str) -> None:
    assert list(errors_of(**{field: value})) == [field]


def test_each_address_is_validated_on_its_own_path() -> None:
    CustomerCreateRequest.model_validate(
        {**VALID, "addresses": [{"countryId": 1, "cityId": 2, "buildingNumber": "7421"}]}
    )
    errors = errors_of(addresses=[{"name": "Office"}, {"countryId": 0, "street": "s" * 251}])
    assert set(errors) == {"addresses[1].countryId", "addresses[1].street"}


def test_batch_update_by_id_needs_an_id_above_zero() -> None:
    CustomerBatchUpdateByIdRequest.model_validate({"id": 7, "name": "n"})
    assert list(errors_of(CustomerBatchUpdateByIdRequest, id=None)) == ["id"]
    assert list(errors_of(CustomerBatchUpdateByIdRequest, id=0)) == ["id"]


def test_batch_update_by_code_needs_a_code() -> None:
    CustomerBatchUpdateByCodeRequest.model_validate({"code": "C", "name": "n"})
    assert list(errors_of(CustomerBatchUpdateByCodeRequest, code="")) == ["code"]


def test_find_by_ids_takes_1_to_1000_ids_above_zero() -> None:
    assert CustomerFindByIdsRequest(ids=[1, 2]).to_wire() == {"ids": [1, 2]}
    for ids in ([], [0], list(range(1, 1002))):
        with pytest.raises(ValidationError):
            CustomerFindByIdsRequest(ids=ids)


def test_find_by_external_ids_takes_non_blank_values_of_at_most_50_characters() -> None:
    request = CustomerFindByExternalIdsRequest(external_ids=["SHOP-1"])
    assert request.to_wire() == {"externalIds": ["SHOP-1"]}
    for values in ([], [" "], ["x" * 51]):
        with pytest.raises(ValidationError):
            CustomerFindByExternalIdsRequest(external_ids=values)


def test_a_response_keeps_unknown_enum_values_and_fields_instead_of_failing() -> None:
    customer = CustomerResponse.model_validate(
        {
            "id": 1,
            "customerType": "Foreigner",
            "paymentType": "Installments",
            "balance": 12.5,
            "newField": True,
        }
    )
    assert customer.customer_type == "Foreigner" and customer.payment_type == "Installments"
    assert customer.balance == Decimal("12.5")
    assert customer.model_extra == {"newField": True}
    bare = CustomerResponse.model_validate({"id": 2})
    assert bare.addresses == [] and bare.sales_person is None and bare.balance == 0


def test_an_invoiceable_document_needs_only_what_the_spec_names() -> None:
    document = InvoiceableDocumentResponse.model_validate({"netTotal": 10, "documentType": "RS"})
    assert document.net_total == 10 and document.document_type == "RS"
