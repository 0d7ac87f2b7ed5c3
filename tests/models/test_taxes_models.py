"""TaxUpsertRequest carries every rule of the spec, so forms can check before sending."""

from decimal import Decimal

import pytest
from pydantic import ValidationError

from app.models.common import PagedResult
from app.models.taxes import TaxResponse, TaxScope, TaxUpsertRequest
from app.models.validation import error_map, issues_from, wire_path

VALID = {"name": "VAT 14%", "rate": 14, "salesAccountId": 12}


def errors_of(**changes: object) -> dict[str, list[str]]:
    with pytest.raises(ValidationError) as caught:
        TaxUpsertRequest.model_validate({**VALID, **changes})
    return error_map(issues_from(caught.value))


def test_a_valid_request_goes_out_in_camel_case_with_numbers_as_numbers() -> None:
    request = TaxUpsertRequest(name="VAT", rate=Decimal("14.5"), sales_account_id=3, active=True)
    assert request.to_wire() == {"name": "VAT", "rate": 14.5, "salesAccountId": 3, "active": True}


def test_name_is_required_and_not_blank() -> None:
    assert "name" in errors_of(name="   ")
    with pytest.raises(ValidationError):
        TaxUpsertRequest.model_validate({"rate": 1, "salesAccountId": 1})


@pytest.mark.parametrize("rate", [0, 100, "0.0001", "99.9999"])
def test_rate_from_0_to_100_inclusive_is_accepted(rate: object) -> None:
    TaxUpsertRequest.model_validate({**VALID, "rate": rate})


@pytest.mark.parametrize("rate", [-0.01, 100.01, 1000])
def test_rate_outside_0_to_100_is_refused_on_the_rate_field(rate: float) -> None:
    assert list(errors_of(rate=rate)) == ["rate"]


@pytest.mark.parametrize(
    "field",
    ["eInvoiceTaxTypeId", "salesAccountId", "salesWithholdingAccountId", "purchaseAccountId"],
)
def test_ids_must_be_greater_than_zero_when_sent(field: str) -> None:
    assert field in errors_of(**{field: 0})


def test_at_least_one_account_is_required_and_reported_on_the_sales_account() -> None:
    errors = errors_of(salesAccountId=None)
    assert list(errors) == ["salesAccountId"]
    assert "at least one account" in errors["salesAccountId"][0]


def test_any_single_account_satisfies_the_account_rule() -> None:
    TaxUpsertRequest.model_validate({"name": "W", "rate": 1, "salesWithholdingAccountId": 4})
    TaxUpsertRequest.model_validate({"name": "P", "rate": 1, "purchaseAccountId": 4})


def test_scope_must_be_a_storable_value() -> None:
    assert "scope" in errors_of(scope="Everything")
    assert (
        TaxUpsertRequest.model_validate({**VALID, "scope": "StockItem"}).scope is TaxScope.StockItem
    )


def test_active_is_left_out_when_not_set_so_the_server_default_applies() -> None:
    assert "active" not in TaxUpsertRequest.model_validate(VALID).to_wire()


def test_a_response_keeps_unknown_scopes_and_fields_instead_of_failing() -> None:
    tax = TaxResponse.model_validate(
        {"id": 1, "name": "x", "rate": 5, "scope": "Bundle", "newField": 1}
    )
    assert tax.scope == "Bundle"
    assert tax.model_extra == {"newField": 1}
    assert TaxResponse.model_validate({"id": 1, "name": "x", "rate": 5}).scope is TaxScope.Any


def test_a_paged_result_of_taxes_parses_from_the_wire() -> None:
    page = PagedResult[TaxResponse].model_validate_json(
        '{"items":[{"id":1,"name":"VAT","rate":14.0,"salesAccount":{"id":3}}],'
        '"totalCount":1,"page":1,"pageSize":100,"totalPages":1}'
    )
    assert page.items[0].sales_account is not None and page.items[0].sales_account.code is None
    assert page.total_count == 1 and page.page_size == 100


def test_field_paths_use_wire_names_and_indexes() -> None:
    assert wire_path(("sales_order_details", 3, "price")) == "salesOrderDetails[3].price"
    assert wire_path(("rate",)) == "rate"
