"""Every method of ``client.sales_returns``, against the sandbox in-process."""

from __future__ import annotations

from datetime import datetime, timedelta
from decimal import Decimal

import pytest

from app.api import errors
from app.api.client import ApiClient
from app.models.sales_orders import SalesOrderDetailRequest, SalesOrderRequest, SalesOrderResponse
from app.models.sales_returns import (
    CreateSalesReturnDetailRequest,
    CreateSalesReturnRequest,
    ReturnableSalesReturnResponse,
    SalesReturnResponse,
)
from tests.support.sandbox import Tenant

ITEM, OTHER_ITEM = 61, 62  # stocked in WH01
CUSTOMER, WH01 = 2, 1


async def issued_order(api: ApiClient) -> SalesOrderResponse:
    return await api.sales_orders.create_issued(
        SalesOrderRequest(
            customer_id=CUSTOMER,
            warehouse_id=WH01,
            document_date=datetime.now().replace(microsecond=0) - timedelta(days=1),
            sales_order_details=[
                SalesOrderDetailRequest(
                    stock_item_id=ITEM, quantity=Decimal(3), price=Decimal(1000)
                ),
                SalesOrderDetailRequest(
                    stock_item_id=OTHER_ITEM, quantity=Decimal(1), price=Decimal(1900)
                ),
            ],
        )
    )


def request(source: str, *details: CreateSalesReturnDetailRequest) -> CreateSalesReturnRequest:
    return CreateSalesReturnRequest(
        warehouse_id=WH01,
        source_document_code=source,
        document_date=datetime.now().replace(microsecond=0),
        source_document_details=list(details) or None,
    )


async def test_returnable_create_and_get(api: ApiClient, tenant: Tenant) -> None:
    tenant.setting("salesReturnAutoIssue", "true")
    order = await issued_order(api)
    proposal = await api.sales_returns.returnable(code=f" {order.code} ")
    assert isinstance(proposal, ReturnableSalesReturnResponse)
    assert proposal.on_account_amount == Decimal(4900) and len(proposal.details) == 2
    first = proposal.details[0]
    assert first.stock_item is not None and first.stock_item.id == ITEM
    created = await api.sales_returns.create(
        request(
            order.code or "",
            CreateSalesReturnDetailRequest(
                source_work_order_detail_id=first.source_work_order_detail_id,
                quantity=Decimal(1),
            ),
        )
    )
    assert isinstance(created, SalesReturnResponse)
    assert created.code is not None and created.code.startswith("SR-")
    assert created.is_issued and created.related_work_order_code is not None
    assert created.net_total == Decimal(1000)
    assert created.details[0].source_sales_order_detail_id == first.source_sales_order_detail_id
    got = await api.sales_returns.get(code=created.code)
    assert got.id == created.id and got.related_sales_order_codes == [order.code]
    again = await api.sales_returns.returnable(code=order.code or "")
    assert {d.stock_item.id: d.quantity for d in again.details if d.stock_item} == {
        ITEM: Decimal(2),
        OTHER_ITEM: Decimal(1),
    }


async def test_errors_are_typed(api: ApiClient, tenant: Tenant) -> None:
    tenant.setting("salesReturnAutoIssue", "true")
    order = await issued_order(api)
    await api.sales_returns.create(request(order.code or ""))
    with pytest.raises(errors.BusinessRuleViolation) as refused:
        await api.sales_returns.returnable(code=order.code or "")
    assert refused.value.error_code == "OrderCompletelyReturned"
    with pytest.raises(errors.NotFound):
        await api.sales_returns.get(code="SR-99999")
    with pytest.raises(errors.ValidationFailed) as invalid:
        await api.sales_returns.get(code="sr-1")
    assert "code" in invalid.value.field_errors
    with pytest.raises(errors.NotFound):
        await api.sales_returns.create(request("SO-99999"))
