"""``client.purchase_orders`` against the sandbox in-process: every method, typed results."""

from __future__ import annotations

from datetime import datetime
from decimal import Decimal

import pytest

from app.api import errors
from app.api.client import ApiClient
from app.models.purchase_orders import FindPurchaseOrdersRequest, PurchaseOrderResponse
from tests.support.documents import Line, new_item, seed_purchase_document, supplier_id
from tests.support.sandbox import Tenant


async def test_list_iterate_and_get(api: ApiClient, tenant: Tenant) -> None:
    page = await api.purchase_orders.list(limit=5)
    everything = [d async for d in api.purchase_orders.iterate(page_size=5)]
    assert len(everything) == page.total_count == 15  # the demo's, archived one left out
    assert all(isinstance(d, PurchaseOrderResponse) for d in everything)
    usd = next(d for d in everything if d.currency is not None and d.currency.code == "USD")
    assert usd.exchange_rate == Decimal("48.75")
    assert usd.purchase_order_details and usd.purchase_order_installments
    detail = usd.purchase_order_details[0]
    assert detail.tax is not None and detail.tax_rate == Decimal("14")
    assert await api.purchase_orders.get(usd.id) == usd
    by_code = await api.purchase_orders.list(code=usd.document_code)
    assert [d.id for d in by_code.items] == [usd.id]
    with pytest.raises(errors.NotFound):
        await api.purchase_orders.get(99_999)


async def test_find_orders_and_returns(api: ApiClient, tenant: Tenant) -> None:
    item = new_item(tenant, "API-PO")
    supplier = supplier_id(tenant, "SUP-003")
    stamp = "2026-06-01T09:00:00.000000+00:00"
    order = seed_purchase_document(
        tenant, [Line(item, 3, 9.5)], supplier=supplier, created_at=stamp, installments=[(30, 28.5)]
    )
    returned = seed_purchase_document(
        tenant, [Line(item, 1, 9.5)], doc_type="PR", supplier=supplier, created_at=stamp
    )
    window = FindPurchaseOrdersRequest(
        date_from=datetime(2026, 6, 1), date_to=datetime(2026, 6, 2), supplier_id=supplier
    )
    orders = await api.purchase_orders.find(window)
    assert [d.id for d in orders.items] == [order.id]
    assert orders.items[0].purchase_order_installments[0].amount == Decimal("28.5")
    returns = await api.purchase_orders.find_returns(window)
    assert [d.id for d in returns.items] == [returned.id]
    assert [d.id async for d in api.purchase_orders.iterate_found(window)] == [order.id]
    found = [d.id async for d in api.purchase_orders.iterate_found(window, returns=True)]
    assert found == [returned.id]
    with pytest.raises(errors.NotFound):
        await api.purchase_orders.find(window.model_copy(update={"supplier_id": 99_999}))
