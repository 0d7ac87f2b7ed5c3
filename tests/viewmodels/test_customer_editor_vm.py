"""The customer form's rules, without a window: what is refused before anything is sent."""

from __future__ import annotations

from app.models.customers import CustomerCreateRequest, CustomerUpsertRequest
from app.viewmodels.sales.customer_editor import (
    AddressForm,
    CustomerField,
    CustomerForm,
    build_request,
    split_tags,
)
from app.viewmodels.sales.customer_list import search_notice


def test_a_new_customer_needs_a_code_and_a_name() -> None:
    request, errors = build_request(CustomerForm(), creating=True)
    assert request is None
    assert set(errors) == {CustomerField.CODE, CustomerField.NAME}


def test_an_update_may_leave_the_code_and_sends_no_account_group() -> None:
    form = CustomerForm(name="Shop", related_account_parent_id=7)
    request, errors = build_request(form, creating=False)
    assert errors == {}
    assert type(request) is CustomerUpsertRequest
    assert request.related_account_parent_id is None


def test_custom_pricing_needs_a_price_list_and_other_pricing_drops_it() -> None:
    form = CustomerForm(code="C1", name="Shop", pricing_type="Custom")
    _, errors = build_request(form, creating=True)
    assert CustomerField.PRICE_LIST in errors
    request, errors = build_request(
        CustomerForm(code="C1", name="Shop", pricing_type="Dealer", price_list_text="3"),
        creating=True,
    )
    assert errors == {} and request is not None and request.price_list_id is None


def test_an_account_and_a_group_are_not_both_allowed() -> None:
    form = CustomerForm(code="C1", name="Shop", related_account_id=1, related_account_parent_id=2)
    _, errors = build_request(form, creating=True)
    assert CustomerField.RELATED_ACCOUNT_PARENT in errors


def test_numbers_and_the_discount_range() -> None:
    form = CustomerForm(
        code="C1",
        name="Shop",
        credit_limit_text="lots",
        due_days_text="2.5",
        has_discount=True,
        discount_from_text="10",
        discount_to_text="5",
    )
    _, errors = build_request(form, creating=True)
    assert errors[CustomerField.CREDIT_LIMIT] == "Enter a number, e.g. 5000 or 2.5."
    assert errors[CustomerField.DUE_DAYS] == "Enter a whole number."
    assert "must not be below" in errors[CustomerField.DISCOUNT_TO]
    # Without "discount allowed" the range is neither checked nor sent.
    request, errors = build_request(
        CustomerForm(code="C1", name="Shop", has_discount=False, discount_from_text="x"),
        creating=True,
    )
    assert errors == {} and request is not None and request.discount_from is None


def test_tags_addresses_and_arabic_digits() -> None:
    form = CustomerForm(
        code="C1",
        name="متجر",
        credit_limit_text="٥٠٠٠",
        tags_text="جملة، retail, Retail, ",
        addresses=(AddressForm(name="Main", street="x" * 251),),
    )
    _, errors = build_request(form, creating=True)
    assert errors[CustomerField.ADDRESSES].startswith("Address 1:")
    form = CustomerForm(code="C1", name="متجر", credit_limit_text="٥٠٠٠", tags_text="a")
    request, _ = build_request(form, creating=True)
    assert isinstance(request, CustomerCreateRequest) and request.credit_limit == 5000
    assert split_tags("جملة، retail, Retail, ") == ["جملة", "retail"]


def test_a_capped_search_says_so(qapp: object) -> None:
    assert "at most 50" in search_notice("ah", 50, 50)
    assert search_notice("ah", 7, 7) == ""
    assert "first 5000 of 9000 customers." in search_notice("", 5000, 9000)
