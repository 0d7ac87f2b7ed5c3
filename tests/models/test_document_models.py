"""Request rules of the transactional documents: for every rule, one valid and one invalid
example (spec: transactional documents)."""

from __future__ import annotations

from datetime import datetime
from decimal import Decimal
from typing import Any

import pytest
from pydantic import BaseModel, ValidationError

from app.models.documents import DiscountType
from app.models.journal_entries import (
    CashTransactionRequest,
    CreateJournalEntryRequest,
    JournalEntryPaymentRequest,
    UpdateJournalEntryRequest,
)
from app.models.purchase_orders import FindPurchaseOrdersRequest
from app.models.sales_orders import SalesOrderDetailResponse, SalesOrderRequest
from app.models.sales_returns import CreateSalesReturnRequest
from app.models.validation import error_map, issues_from
from app.models.work_orders import CreateIssueOfferingRequest, CreateReceiveSuppliesRequest

WHEN = "2026-11-20T10:00:00"


def fields_refused(model: type[BaseModel], body: dict[str, Any]) -> set[str]:
    with pytest.raises(ValidationError) as caught:
        model.model_validate(body)
    return set(error_map(issues_from(caught.value)))


# -- sales orders --------------------------------------------------------------------------
def order(**changes: Any) -> dict[str, Any]:
    body = {
        "customerId": 3,
        "warehouseId": 1,
        "documentDate": WHEN,
        "salesOrderDetails": [{"stockItemId": 5, "quantity": 2, "price": 10}],
    }
    return {**body, **changes}


def line(**changes: Any) -> dict[str, Any]:
    return order(salesOrderDetails=[{"quantity": 1, **changes}])


def test_a_valid_order_goes_out_with_the_service_spellings() -> None:
    wire = SalesOrderRequest.model_validate(order(shippmentCost=5)).to_wire()
    assert wire["shippmentCost"] == 5 and wire["salesOrderDetails"][0]["stockItemId"] == 5


def test_order_customer_and_document_date_are_required() -> None:
    assert fields_refused(SalesOrderRequest, order(customerId=0)) == {"customerId"}
    body = order()
    del body["documentDate"]
    assert fields_refused(SalesOrderRequest, body) == {"documentDate"}


@pytest.mark.parametrize("place", [{}, {"warehouseId": 1, "salesStoreId": 2}])
def test_order_needs_exactly_one_of_warehouse_or_sales_store(place: dict[str, int]) -> None:
    body = order()
    del body["warehouseId"]
    assert fields_refused(SalesOrderRequest, {**body, **place}) == {"warehouseId"}
    SalesOrderRequest.model_validate({**body, "salesStoreId": 2})


def test_order_needs_at_least_one_line() -> None:
    assert fields_refused(SalesOrderRequest, order(salesOrderDetails=[])) == {"salesOrderDetails"}


@pytest.mark.parametrize("kinds", [{}, {"stockItemId": 1, "serviceItemId": 2}])
def test_a_line_has_exactly_one_of_item_service_or_bundle(kinds: dict[str, int]) -> None:
    assert fields_refused(SalesOrderRequest, line(**kinds)) == {"salesOrderDetails[0].stockItemId"}
    SalesOrderRequest.model_validate(line(bundleId=4))


@pytest.mark.parametrize("comment", ["red, large", "a|b"])
def test_line_comments_have_no_comma_or_vertical_bar(comment: str) -> None:
    refused = fields_refused(SalesOrderRequest, line(stockItemId=1, comments=comment))
    assert refused == {"salesOrderDetails[0].comments"}
    SalesOrderRequest.model_validate(line(stockItemId=1, comments="red; large"))


def test_order_exchange_rate_decimals_are_checked_before_sending() -> None:
    assert SalesOrderRequest.model_validate(order(exchangeRate="48.7512")).preflight() == []
    issues = SalesOrderRequest.model_validate(order(exchangeRate="48.75123")).preflight()
    assert [(i.field, i.kind) for i in issues] == [
        ("exchangeRate", "ExchangeRateDecimalsExceedLimit")
    ]


def test_a_discount_type_arrives_as_a_name_or_a_number() -> None:
    assert SalesOrderDetailResponse.model_validate({"itemDiscountType": 1}).item_discount_type == (
        DiscountType.Percentage
    )
    named = SalesOrderDetailResponse.model_validate({"itemDiscountType": "Value"})
    assert named.item_discount_type is DiscountType.Value
    unknown = SalesOrderDetailResponse.model_validate({"itemDiscountType": 7})
    assert unknown.item_discount_type == "7"


# -- sales returns -------------------------------------------------------------------------
def sales_return(**changes: Any) -> dict[str, Any]:
    return {"warehouseId": 1, "sourceDocumentCode": "SO-00012", "documentDate": WHEN, **changes}


@pytest.mark.parametrize("code", ["so-1", "IO-7", " so-00012 "])
def test_return_source_must_contain_so_or_io(code: str) -> None:
    CreateSalesReturnRequest.model_validate(sales_return(sourceDocumentCode=code))
    refused = fields_refused(CreateSalesReturnRequest, sales_return(sourceDocumentCode="PO-1"))
    assert refused == {"sourceDocumentCode"}


def test_return_warehouse_and_date_are_required_and_discount_not_negative() -> None:
    assert fields_refused(CreateSalesReturnRequest, sales_return(warehouseId=0)) == {"warehouseId"}
    assert fields_refused(CreateSalesReturnRequest, sales_return(returnDiscount=-1)) == {
        "returnDiscount"
    }
    assert fields_refused(CreateSalesReturnRequest, sales_return(exchangeRate=0)) == {
        "exchangeRate"
    }


def test_return_lines_name_their_source_line() -> None:
    refused = fields_refused(
        CreateSalesReturnRequest, sales_return(sourceDocumentDetails=[{"quantity": 1}])
    )
    assert refused == {"sourceDocumentDetails[0].sourceSalesOrderDetailId"}
    CreateSalesReturnRequest.model_validate(
        sales_return(sourceDocumentDetails=[{"sourceWorkOrderDetailId": 4}])
    )


def test_return_exchange_rate_has_at_most_four_decimals() -> None:
    request = CreateSalesReturnRequest.model_validate(sales_return(exchangeRate="1.23456"))
    assert [i.kind for i in request.preflight()] == ["ExchangeRateDecimalsExceedLimit"]


# -- purchase orders -----------------------------------------------------------------------
def test_find_window_is_required_and_in_order() -> None:
    FindPurchaseOrdersRequest(date_from=datetime(2026, 1, 1), date_to=datetime(2026, 1, 1))
    refused = fields_refused(
        FindPurchaseOrdersRequest, {"dateFrom": "2026-02-01", "dateTo": "2026-01-01"}
    )
    assert refused == {"dateTo"}
    assert fields_refused(FindPurchaseOrdersRequest, {"dateTo": "2026-01-01"}) == {"dateFrom"}


@pytest.mark.parametrize(("field", "value"), [("limit", 101), ("limit", 0), ("supplierId", 0)])
def test_find_limit_is_1_to_100_and_supplier_positive(field: str, value: int) -> None:
    body = {"dateFrom": "2026-01-01", "dateTo": "2026-01-31", field: value}
    assert fields_refused(FindPurchaseOrdersRequest, body) == {field}


# -- work orders ---------------------------------------------------------------------------
def issue(**changes: Any) -> dict[str, Any]:
    return {
        "warehouseId": 1,
        "customerId": 3,
        "workOrderDetails": [{"stockItemId": 5, "quantity": 2}],
        **changes,
    }


def test_issue_offering_needs_exactly_one_of_customer_or_other_party() -> None:
    both = issue(otherPartyId=9)
    assert fields_refused(CreateIssueOfferingRequest, both) == {"customerId"}
    neither = issue()
    del neither["customerId"]
    assert fields_refused(CreateIssueOfferingRequest, neither) == {"customerId"}
    CreateIssueOfferingRequest.model_validate({**neither, "otherPartyId": 9})


def test_issue_offering_needs_a_source_warehouse_and_lines() -> None:
    assert fields_refused(CreateIssueOfferingRequest, issue(warehouseId=0)) == {"warehouseId"}
    assert fields_refused(CreateIssueOfferingRequest, issue(workOrderDetails=[])) == {
        "workOrderDetails"
    }
    assert fields_refused(CreateIssueOfferingRequest, issue(paperNumber="x" * 51)) == {
        "paperNumber"
    }


def test_receive_supplies_needs_one_party_and_priced_lines() -> None:
    body = {
        "warehouseId": 1,
        "supplierId": 2,
        "workOrderDetails": [{"stockItemId": 5, "quantity": 2, "price": 3}],
    }
    CreateReceiveSuppliesRequest.model_validate(body)
    unpriced = {**body, "workOrderDetails": [{"stockItemId": 5, "quantity": 2}]}
    assert fields_refused(CreateReceiveSuppliesRequest, unpriced) == {"workOrderDetails[0].price"}
    assert fields_refused(CreateReceiveSuppliesRequest, {**body, "otherPartyId": 4}) == {
        "supplierId"
    }


# -- journal entries and cash --------------------------------------------------------------
def entry(*lines: dict[str, Any], **changes: Any) -> dict[str, Any]:
    default = (
        {"accountId": 1, "amount": 100, "amountStatus": "Debit"},
        {"accountId": 2, "amount": 100, "amountStatus": "Credit"},
    )
    return {"documentDate": WHEN, "accountingDocumentDetails": list(lines or default), **changes}


def test_an_entry_needs_a_debit_and_a_credit_line() -> None:
    CreateJournalEntryRequest.model_validate(entry())
    one_sided = entry({"accountId": 1, "amount": 100, "amountStatus": "Debit"})
    assert fields_refused(CreateJournalEntryRequest, one_sided) == {"accountingDocumentDetails"}


@pytest.mark.parametrize(
    ("line", "field"),
    [
        ({"accountId": 1, "amount": 0, "amountStatus": "Debit"}, "amount"),
        ({"accountId": 0, "amount": 5, "amountStatus": "Debit"}, "accountId"),
        ({"accountId": 1, "amount": 5}, "amountStatus"),
        (
            {
                "accountId": 1,
                "amount": 5,
                "amountStatus": "Debit",
                "customerId": 1,
                "supplierId": 2,
            },
            "supplierId",
        ),
    ],
)
def test_entry_line_rules(line: dict[str, Any], field: str) -> None:
    body = entry(line, {"accountId": 2, "amount": 5, "amountStatus": "Credit"})
    assert fields_refused(CreateJournalEntryRequest, body) == {
        f"accountingDocumentDetails[0].{field}"
    }


def test_entry_header_ids_and_rate_are_positive_and_rate_has_six_decimals() -> None:
    assert fields_refused(CreateJournalEntryRequest, entry(responsibleId=0)) == {"responsibleId"}
    assert fields_refused(CreateJournalEntryRequest, entry(exchangeRate=0)) == {"exchangeRate"}
    fine = CreateJournalEntryRequest.model_validate(entry(currencyId=2, exchangeRate="48.123456"))
    assert fine.preflight() == []
    too_fine = CreateJournalEntryRequest.model_validate(
        entry(currencyId=2, exchangeRate="48.1234567")
    )
    assert [i.kind for i in too_fine.preflight()] == ["ExchangeRateDecimalsExceedLimit"]
    # Without a currency the service ignores the rate, its decimals too.
    ignored = CreateJournalEntryRequest.model_validate(entry(exchangeRate="48.1234567"))
    assert ignored.preflight() == []


def test_an_update_counts_sides_without_deleted_lines() -> None:
    body = entry(
        {"id": 1, "accountId": 1, "amount": 5, "amountStatus": "Debit"},
        {"id": 2, "accountId": 2, "amount": 5, "amountStatus": "Credit", "rowState": "Deleted"},
    )
    assert fields_refused(UpdateJournalEntryRequest, body) == {"accountingDocumentDetails"}
    ok = entry(
        {"id": 1, "accountId": 1, "amount": 5, "amountStatus": "Debit"},
        {"accountId": 2, "amount": 5, "amountStatus": "Credit", "rowState": "Added"},
    )
    assert UpdateJournalEntryRequest.model_validate(ok).accounting_document_details[
        0
    ].row_state == ("Modified")


def test_a_payment_names_exactly_one_party() -> None:
    body = {"documentDate": WHEN, "paymentAccountId": 1, "amount": 10}
    assert fields_refused(JournalEntryPaymentRequest, body) == {"customerId"}
    JournalEntryPaymentRequest.model_validate({**body, "supplierId": 3})


def test_cash_lines_never_use_the_main_account() -> None:
    body = {
        "mainAccountId": 1,
        "documentDate": WHEN,
        "accountingDocumentDetails": [{"accountId": 4, "amount": 10}],
    }
    CashTransactionRequest.model_validate(body)
    on_main = {**body, "accountingDocumentDetails": [{"accountId": 1, "amount": 10}]}
    assert fields_refused(CashTransactionRequest, on_main) == {
        "accountingDocumentDetails[0].accountId"
    }
    assert fields_refused(CashTransactionRequest, {**body, "accountingDocumentDetails": []}) == {
        "accountingDocumentDetails"
    }
    zero = {**body, "accountingDocumentDetails": [{"accountId": 4, "amount": 0}]}
    assert fields_refused(CashTransactionRequest, zero) == {"accountingDocumentDetails[0].amount"}


def test_amounts_go_out_as_numbers() -> None:
    wire = CashTransactionRequest.model_validate(
        {
            "mainAccountId": 1,
            "documentDate": WHEN,
            "accountingDocumentDetails": [{"accountId": 4, "amount": Decimal("10.25")}],
        }
    ).to_wire()
    assert wire["accountingDocumentDetails"][0]["amount"] == 10.25
