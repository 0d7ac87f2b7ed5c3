"""The stock-item and warehouse balance endpoints once documents have moved stock in
batches (a warehouse can then hold several ``stock_balances`` rows of one item)."""

from __future__ import annotations

from collections.abc import AsyncIterator

import httpx
import pytest
from fastapi import FastAPI

from app.sandbox.books import audit
from tests.support.documents import (
    Line,
    customer_id,
    new_item,
    seed_sales_order,
    supplier_id,
    warehouse_id,
)
from tests.support.sandbox import Tenant, asgi_client


@pytest.fixture
async def http(sandbox_app: FastAPI, tenant: Tenant) -> AsyncIterator[httpx.AsyncClient]:
    async with asgi_client(sandbox_app, tenant.authorization) as client:
        yield client


@pytest.fixture
async def batched(http: httpx.AsyncClient, tenant: Tenant) -> dict[str, int]:
    """An item received in two batches into WH01 (5 + 3 at 10 and 20) and one plain lot
    into WH02 (4 at 10), then 6 issued from WH01 (earliest expiry first) and 1 from WH02,
    and 2 more reserved by an open order in WH01."""
    main, alex = warehouse_id(tenant, "WH01"), warehouse_id(tenant, "WH02")
    item = new_item(tenant, "BAL", requires_batch=True)
    supplier = supplier_id(tenant)
    received = await http.post(
        "/v3/work-orders/receive-supplies",
        json={
            "warehouseId": main,
            "supplierId": supplier,
            "workOrderDetails": [
                {
                    "stockItemId": item,
                    "quantity": 5,
                    "price": 10,
                    "batchNumber": "B1",
                    "expDate": "2027-01-01T00:00:00",
                },
                {
                    "stockItemId": item,
                    "quantity": 3,
                    "price": 20,
                    "batchNumber": "B2",
                    "expDate": "2027-06-01T00:00:00",
                },
            ],
        },
    )
    assert received.status_code == 201, received.text
    other = await http.post(
        "/v3/work-orders/receive-supplies",
        json={
            "warehouseId": alex,
            "supplierId": supplier,
            "workOrderDetails": [
                {"stockItemId": item, "quantity": 4, "price": 10, "batchNumber": "B3"}
            ],
        },
    )
    assert other.status_code == 201, other.text
    customer = customer_id(tenant)
    for warehouse, quantity in ((main, 6), (alex, 1)):
        issued = await http.post(
            "/v3/work-orders/issue-offering",
            json={
                "warehouseId": warehouse,
                "customerId": customer,
                "workOrderDetails": [{"stockItemId": item, "quantity": quantity, "price": 30}],
            },
        )
        assert issued.status_code == 201, issued.text
    seed_sales_order(tenant, customer, main, [Line(item, 2, 30)])
    with tenant.db.transaction() as conn:
        assert audit.all_findings(conn, tenant.id) == []
    return {"item": item, "main": main, "alex": alex}


async def test_item_balances_sum_the_batches(
    http: httpx.AsyncClient, batched: dict[str, int]
) -> None:
    item, main, alex = batched["item"], batched["main"], batched["alex"]
    assert (await http.get(f"/v3/stock-items/{item}/balance")).json() == 5
    assert (await http.get(f"/v3/stock-items/{item}/global-balance")).json() == 5
    assert (await http.get(f"/v3/stock-items/{item}/balance/warehouses/{main}")).json() == 2
    assert (await http.get(f"/v3/stock-items/{item}/balance/warehouses/{alex}")).json() == 3
    rows = (await http.get("/v3/stock-items/balances", params={"stockItemIds": item})).json()
    by_warehouse = {
        row["warehouse"]["id"]: (row["balance"], row["reserved"], row["available"])
        for row in rows["items"]
    }
    assert by_warehouse == {main: (2, 2, 0), alex: (3, 0, 3)}
    found = (await http.get("/v3/stock-items/global-balances", params={"ids": item})).json()
    assert [(r["globalBalance"], r["globalReserved"]) for r in found["items"]] == [(5, 2)]


async def test_warehouse_summary_and_stock_items_balances_sum_the_batches(
    http: httpx.AsyncClient, batched: dict[str, int]
) -> None:
    item, main, alex = batched["item"], batched["main"], batched["alex"]
    summary = (
        await http.get("/v3/stock-items/warehouse-summary", params={"stockItemId": item})
    ).json()
    rows = {row["warehouse"]["id"]: row for row in summary}
    assert (rows[main]["balance"], rows[main]["reserved"]) == (2, 2)
    assert rows[alex]["balance"] == 3
    balances = (
        await http.get(
            "/v3/warehouses/stock-items-balances",
            params={"stockItemsIds": str(item), "warehousesIds": str(main)},
        )
    ).json()
    assert [(b["totalBalance"], b["totalReserved"], b["globalBalance"]) for b in balances] == [
        (2, 2, 5)
    ]


async def test_warehouse_balance_shows_one_row_per_batch_and_no_reservation_row(
    http: httpx.AsyncClient, batched: dict[str, int]
) -> None:
    item, main = batched["item"], batched["main"]
    rows = []
    offset = 0
    while True:
        page = (
            await http.get(
                f"/v3/warehouses/{main}/balance", params={"offset": offset, "limit": 1000}
            )
        ).json()
        rows.extend(page["items"])
        offset += 1000
        if offset >= page["totalCount"]:
            break
    mine = sorted(row["balance"] for row in rows if row["stockItem"]["id"] == item)
    assert mine == [0, 2]  # batch B1 issued out, B2 has 2 left; the reservation row hidden
    assert len(rows) == page["totalCount"]


async def test_the_average_cost_follows_receipts_and_issues_leave_at_it(
    http: httpx.AsyncClient, batched: dict[str, int]
) -> None:
    # 5 at 10, 3 at 20, 4 at 10: (50 + 60 + 40) / 12 = 12.5; issues do not move it.
    assert (await http.get(f"/v3/stock-items/{batched['item']}/cost")).json() == 12.5


async def test_turning_a_received_item_into_a_grouping_item_moves_its_movements_too(
    http: httpx.AsyncClient, tenant: Tenant
) -> None:
    """Stock-item write rule 7 moves the item's stock to its current child: the movements
    go with the balances, so the balance is still the sum of its movements."""
    main = warehouse_id(tenant, "WH01")
    item = new_item(tenant, "CONVERT")
    received = await http.post(
        "/v3/work-orders/receive-supplies",
        json={
            "warehouseId": main,
            "supplierId": supplier_id(tenant),
            "workOrderDetails": [{"stockItemId": item, "quantity": 7, "price": 3}],
        },
    )
    assert received.status_code == 201, received.text
    group = await http.put(
        f"/v3/stock-items/{item}",
        json={
            "description": "Test item CONVERT",
            "isGroupingItem": True,
            "childItems": [{"description": "Test item CONVERT small", "isCurrent": True}],
        },
    )
    assert group.status_code == 200, group.text
    child = group.json()["childItems"][0]["id"]
    assert (await http.get(f"/v3/stock-items/{child}/balance")).json() == 7
    with tenant.db.transaction() as conn:
        assert audit.stock_findings(conn, tenant.id) == []
