"""``client.warehouses`` against the sandbox in-process."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta
from decimal import Decimal

import pytest

from app.api import errors
from app.api.client import ApiClient
from app.models.warehouses import WarehouseUpsertRequest
from tests.support.sandbox import Tenant


def user_id(tenant: Tenant) -> int:
    with tenant.db.transaction() as conn:
        row = conn.execute(
            "SELECT id FROM api_users WHERE tenant_id = ? AND name = 'tester'", (tenant.id,)
        ).fetchone()
    return int(row["id"])


async def test_list_and_iterate_agree(api: ApiClient) -> None:
    page = await api.warehouses.list(limit=2)
    everything = [w async for w in api.warehouses.iterate(page_size=2)]
    assert page.total_count == len(everything) == 3
    assert [w.code for w in everything] == ["WH01", "WH02", "WH03"]


async def test_filters_reach_the_server(api: ApiClient) -> None:
    assert [w.code async for w in api.warehouses.iterate(code="WH02")] == ["WH02"]
    assert [w.code async for w in api.warehouses.iterate(name="Returns")] == ["WH03"]
    later = datetime.now(UTC) + timedelta(minutes=1)
    assert [w async for w in api.warehouses.iterate(update_date=later)] == []


async def test_create_get_and_update_by_code(api: ApiClient) -> None:
    created = await api.warehouses.create(
        WarehouseUpsertRequest(code="WH/05 ", description="Luxor depot", mobile="0100")
    )
    assert created.code == "WH/05" and created.classification is None
    assert await api.warehouses.get(created.id) == created
    # The path code goes out encoded: a slash in a code is not a path separator.
    updated = await api.warehouses.update_by_code(
        "WH/05", WarehouseUpsertRequest(description="Luxor main depot")
    )
    assert updated.id == created.id and updated.mobile == ""
    with pytest.raises(errors.NotFound):
        await api.warehouses.update_by_code("NOPE", WarehouseUpsertRequest(description="x"))


async def test_create_errors_arrive_typed(api: ApiClient) -> None:
    with pytest.raises(errors.BusinessRuleViolation) as caught:
        await api.warehouses.create(WarehouseUpsertRequest(code="WH01", description="Another"))
    assert caught.value.error_code == "DupplicatedCode"
    with pytest.raises(errors.ValidationFailed):
        await api.warehouses.create(
            WarehouseUpsertRequest(classification_id=99999, description="Nowhere")
        )


async def test_rma(api: ApiClient) -> None:
    assert [w.code for w in await api.warehouses.rma()] == ["WH03"]


async def test_balance_and_iterate_balance(api: ApiClient, tenant: Tenant) -> None:
    main = (await api.warehouses.list(code="WH01")).items[0]
    item = tenant.execute(
        "INSERT INTO stock_items (tenant_id, code, description, created_at, updated_at) "
        "VALUES (?, 'P1', 'Pen', '2026-01-01', '2026-01-01')",
        tenant.id,
    )
    tenant.execute(
        "INSERT INTO stock_balances (tenant_id, warehouse_id, stock_item_id, quantity, "
        "reserved) VALUES (?, ?, ?, 12.5, 2)",
        tenant.id,
        main.id,
        item,
    )
    page = await api.warehouses.balance(main.id, limit=1)
    rows = [row async for row in api.warehouses.iterate_balance(main.id, page_size=1)]
    assert len(rows) == page.total_count
    mine = next(row for row in rows if row.stock_item.id == item)
    assert mine.balance == Decimal("12.5") and mine.warehouse.code == "WH01"

    [position] = await api.warehouses.stock_items_balances(
        stock_item_ids=[item], warehouse_ids=[main.id], non_zero_balance_only=True
    )
    assert position.total_balance == Decimal("12.5") and position.global_reserved == 2
    with pytest.raises(errors.ValidationFailed):
        await api.warehouses.stock_items_balances(stock_item_ids=[99999])


async def test_tree(api: ApiClient, tenant: Tenant) -> None:
    rows = await api.warehouses.tree(user_id(tenant))
    assert [row.description for row in rows[:2]] == ["Alexandria region", "Alexandria store"]
    assert rows[1].warehouse_id is not None and rows[1].parent_id == rows[0].classification_id
    assert await api.warehouses.tree("nobody") == []
