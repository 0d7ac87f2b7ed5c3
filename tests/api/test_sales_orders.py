"""Every method of ``client.sales_orders``, against the sandbox in-process."""

from __future__ import annotations

from datetime import datetime, timedelta
from decimal import Decimal

import pytest

from app.api import errors
from app.api.client import ApiClient
from app.models.documents import SalesOrderPaymentStatus, SalesOrderStatus
from app.models.journal_entries import CashTransactionResponse
from app.models.sales_orders import (
    PrintTemplateResponse,
    SalesOrderCashInRequest,
    SalesOrderDetailRequest,
    SalesOrderHeaderListResponse,
    SalesOrderHeaderUpdateRequest,
    SalesOrderInstallmentRequest,
    SalesOrderRequest,
    SalesOrderResponse,
)
from tests.support.sandbox import Tenant

ITEM, OTHER_ITEM = 61, 62  # stocked in WH01
CUSTOMER, WH01, CASH_ACCOUNT = 2, 1, 1


def order(**changes: object) -> SalesOrderRequest:
    values: dict[str, object] = {
        "customer_id": CUSTOMER,
        "warehouse_id": WH01,
        "document_date": datetime.now().replace(microsecond=0),
        "sales_order_details": [
            SalesOrderDetailRequest(stock_item_id=ITEM, quantity=Decimal(2), price=Decimal(1200))
        ],
    }
    values.update(changes)
    return SalesOrderRequest.model_validate(values, by_name=True)


async def test_create_get_and_list(api: ApiClient) -> None:
    created = await api.sales_orders.create(
        order(
            tags=["vip"],
            sales_order_installments=[
                SalesOrderInstallmentRequest(days_limit=30, amount=Decimal(1000))
            ],
        )
    )
    assert isinstance(created, SalesOrderResponse)
    assert created.order_status == SalesOrderStatus.Open and created.document_type == "SO"
    assert created.net_total == Decimal(2400) and created.paper_number == created.code
    assert created.sales_order_details[0].stock_item is not None
    got = await api.sales_orders.get(created.id)
    assert got.code == created.code and got.tags == ["vip"]
    page = await api.sales_orders.list(tags=["vip"])
    assert [item.code for item in page.items] == [created.code]
    assert isinstance(page.items[0], SalesOrderHeaderListResponse)
    assert page.items[0].sales_order_installments[0].amount == Decimal(1000)
    unpaid = await api.sales_orders.list(payment_status=SalesOrderPaymentStatus.Unpaid)
    assert unpaid.total_count == 1


async def test_find_by_code_reads_one_order_with_its_lines(api: ApiClient) -> None:
    created = await api.sales_orders.create(order())
    found = await api.sales_orders.find_by_code(f" {created.code} ")
    assert found is not None and found.id == created.id
    assert [line.quantity for line in found.sales_order_details] == [Decimal(2)]
    assert await api.sales_orders.find_by_code("SO-999999") is None
    assert await api.sales_orders.find_by_code("  ") is None


async def test_iterate_walks_every_page(api: ApiClient) -> None:
    everyone = [o async for o in api.sales_orders.iterate(only_my_orders=False, page_size=7)]
    page = await api.sales_orders.list(only_my_orders=False, limit=1000)
    assert [o.id for o in everyone] == [o.id for o in page.items]
    assert len(everyone) == page.total_count > 7


async def test_create_refusal_is_a_business_rule_violation(api: ApiClient, tenant: Tenant) -> None:
    with pytest.raises(errors.BusinessRuleViolation) as refused:
        await api.sales_orders.create(
            order(
                sales_order_details=[
                    SalesOrderDetailRequest(stock_item_id=ITEM, quantity=Decimal(1), tax_id=999)
                ]
            )
        )
    assert refused.value.error_code == "TaxNotFound"
    with pytest.raises(errors.NotFound):
        await api.sales_orders.get(999999)


async def test_create_issued_then_unissue(api: ApiClient) -> None:
    issued = await api.sales_orders.create_issued(order())
    assert issued.is_issued and issued.order_status == SalesOrderStatus.Shipped
    reopened = await api.sales_orders.unissue(issued.code or "")
    assert not reopened.is_issued and reopened.order_status == SalesOrderStatus.Open


async def test_update_header_full_update_and_tags(api: ApiClient) -> None:
    created = await api.sales_orders.create(order(notes="first"))
    header = await api.sales_orders.update_header(
        SalesOrderHeaderUpdateRequest(id=created.id, notes="second", channel="phone")
    )
    assert header.notes == "second" and header.channel == "phone"
    updated = await api.sales_orders.update(
        created.code or "",
        order(
            sales_order_details=[
                SalesOrderDetailRequest(
                    stock_item_id=OTHER_ITEM, quantity=Decimal(1), price=Decimal(1800)
                )
            ]
        ),
    )
    assert updated.code == created.code and updated.gross_total == Decimal(1800)
    tagged = await api.sales_orders.set_tags(created.code or "", tags=["a", "b"])
    assert tagged.tags == ["a", "b"]


async def test_status_cancel_and_delete(api: ApiClient) -> None:
    first = await api.sales_orders.create(order())
    pending = await api.sales_orders.set_status(
        first.code or "", order_status=SalesOrderStatus.Pending
    )
    assert pending.order_status == SalesOrderStatus.Pending
    cancelled = await api.sales_orders.cancel(first.id)
    assert cancelled.order_status == SalesOrderStatus.Cancelled
    second = await api.sales_orders.create(order())
    by_code = await api.sales_orders.cancel_by_code(second.code or "")
    assert by_code.order_status == SalesOrderStatus.Cancelled
    with pytest.raises(errors.BusinessRuleViolation) as again:
        await api.sales_orders.cancel(second.id)
    assert again.value.error_code == "RelatedSalesOrderCancelled"
    await api.sales_orders.delete(second.id)
    with pytest.raises(errors.NotFound):
        await api.sales_orders.get(second.id)


async def test_print_templates(api: ApiClient) -> None:
    templates = await api.sales_orders.print_templates()
    assert len(templates) == 3 and templates[0].is_default
    assert all(isinstance(t, PrintTemplateResponse) for t in templates)
    one = await api.sales_orders.print_template(templates[1].id)
    assert one.name == templates[1].name and one.body
    with pytest.raises(errors.NotFound):
        await api.sales_orders.print_template(999999)


async def test_cash_in_pays_the_order(api: ApiClient) -> None:
    created = await api.sales_orders.create(order())
    receipt = await api.sales_orders.cash_in(
        SalesOrderCashInRequest(
            sales_order_code=created.code or "",
            main_account_id=CASH_ACCOUNT,
            amount=Decimal(2400),
            document_date=datetime.now() - timedelta(minutes=1),
        )
    )
    assert isinstance(receipt, CashTransactionResponse)
    assert receipt.document_code.startswith("CI-CAI-")
    paid = await api.sales_orders.get(created.id)
    assert paid.payment_status == SalesOrderPaymentStatus.Paid
    assert paid.paid_amounts == {receipt.document_code: Decimal(2400)}
