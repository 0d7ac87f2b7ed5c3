"""``client.work_orders`` against the sandbox in-process: every method, typed results."""

from __future__ import annotations

from datetime import datetime
from decimal import Decimal

import pytest

from app.api import errors
from app.api.client import ApiClient
from app.models.work_orders import (
    CreateIssueOfferingRequest,
    CreateOpeningBalanceRequest,
    CreateReceiveSuppliesRequest,
    WorkOrderItemUpsertRequest,
    WorkOrderResponse,
)
from tests.support.documents import (
    Line,
    customer_id,
    new_item,
    seed_sales_order,
    supplier_id,
    warehouse_id,
)
from tests.support.sandbox import Tenant


def detail(item: int, quantity: str, price: str | None = None, **extra: object) -> dict:
    return {
        "stock_item_id": item,
        "quantity": Decimal(quantity),
        **({"price": Decimal(price)} if price is not None else {}),
        **extra,
    }


async def test_receive_issue_and_open_and_read_them_back(api: ApiClient, tenant: Tenant) -> None:
    main = warehouse_id(tenant, "WH01")
    item = new_item(tenant, "API-WO", requires_batch=True, batch_from_expiry=True)
    received = await api.work_orders.receive_supplies(
        CreateReceiveSuppliesRequest(
            warehouse_id=main,
            supplier_id=supplier_id(tenant),
            paper_number="INV-7",
            linked_document_code="PO-1,PO-2",
            work_order_details=[
                WorkOrderItemUpsertRequest(
                    **detail(item, "6", "12.5"), exp_date=datetime(2027, 2, 3)
                )
            ],
        )
    )
    assert isinstance(received, WorkOrderResponse)
    assert received.type == "RS" and received.code == f"RS-WH01-{received.serial}"
    assert received.linked_document_code == "PO-1,PO-2"
    line = received.work_order_details[0]
    assert line.batch_number == "03/02/2027" and line.quantity == Decimal("6")
    assert line.stock_item is not None and line.stock_item.id == item

    order = seed_sales_order(tenant, customer_id(tenant), main, [Line(item, 2, 40)])
    issued = await api.work_orders.issue_offering(
        CreateIssueOfferingRequest(
            warehouse_id=main,
            customer_id=customer_id(tenant),
            related_so_code=order.code,
            external_id="web-42",
            work_order_details=[WorkOrderItemUpsertRequest(**detail(item, "2", "40"))],
        )
    )
    assert issued.type == "IO" and issued.related_so_code == order.code
    assert issued.customer is not None and issued.customer.id == customer_id(tenant)
    assert issued.work_order_details[0].related_so_detail_id == order.line_ids[0]
    assert issued.exchange_rate == Decimal("1")

    opening = await api.work_orders.opening_balance(
        CreateOpeningBalanceRequest(
            warehouse_id=main,
            date=datetime(2026, 1, 1),
            work_order_details=[
                WorkOrderItemUpsertRequest(**detail(item, "1", "10"), batch_number="OPEN")
            ],
        )
    )
    assert opening.type == "OB" and opening.date == datetime(2026, 1, 1)

    assert await api.work_orders.get(received.id) == received
    page = await api.work_orders.list(limit=2)
    assert [w.id for w in page.items] == [opening.id, issued.id] and page.total_count == 3
    everything = [w.id async for w in api.work_orders.iterate(page_size=1)]
    assert everything == [opening.id, issued.id, received.id]
    by_customer = [w.id async for w in api.work_orders.iterate(customer_id=customer_id(tenant))]
    assert by_customer == [issued.id]
    found = await api.work_orders.list(code=issued.code)
    assert [w.id for w in found.items] == [issued.id]
    assert (await api.work_orders.list(paper_number="INV-7")).items[0].id == received.id
    window = await api.work_orders.list(
        order_date_from=datetime(2026, 1, 1), order_date_to=datetime(2026, 1, 1)
    )
    assert [w.id for w in window.items] == [opening.id]
    assert (await api.work_orders.list(only_my_orders=False)).total_count > 3


async def test_errors_arrive_typed(api: ApiClient, tenant: Tenant) -> None:
    main = warehouse_id(tenant, "WH01")
    item = new_item(tenant, "API-ERR")
    request = CreateIssueOfferingRequest(
        warehouse_id=main,
        customer_id=customer_id(tenant),
        work_order_details=[WorkOrderItemUpsertRequest(**detail(item, "1", "5"))],
    )
    with pytest.raises(errors.BusinessRuleViolation) as refused:
        await api.work_orders.issue_offering(request)
    assert refused.value.error_code == "AddingItemQuantityCauseNegativeBalance"
    with pytest.raises(errors.ServerError):
        await api.work_orders.issue_offering(request.model_copy(update={"warehouse_id": 99_999}))
    with pytest.raises(errors.NotFound):
        await api.work_orders.get(99_999)
    with pytest.raises(errors.ValidationFailed) as invalid:
        await api.work_orders.list(supplier_id=1, customer_id=1)
    assert "customerId" in invalid.value.field_errors
