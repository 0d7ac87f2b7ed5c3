"""``client.classifications`` against the sandbox in-process."""

from __future__ import annotations

import pytest

from app.api import errors
from app.api.client import ApiClient
from app.models.classifications import ClassificationType, StockItemClassificationUpsertRequest
from tests.support.sandbox import Tenant


def user_id(tenant: Tenant) -> int:
    with tenant.db.transaction() as conn:
        row = conn.execute(
            "SELECT id FROM api_users WHERE tenant_id = ? AND name = 'tester'", (tenant.id,)
        ).fetchone()
    return int(row["id"])


async def test_stock_item_list_and_iterate_agree(api: ApiClient) -> None:
    page = await api.classifications.list_stock_items(limit=4)
    everything = [c async for c in api.classifications.iterate_stock_items(page_size=3)]
    assert page.total_count == len(everything) == 11
    assert [c.code for c in everything[:4]] == ["01", "0101", "0102", "0103"]
    assert [c.tree_level for c in everything[:2]] == [1, 2]


async def test_repaired_paging_is_followed_by_iterate(api: ApiClient) -> None:
    # A page size the server repairs to 100: iterate follows the size the server used.
    everything = [c async for c in api.classifications.iterate_stock_items(page_size=5000)]
    assert len(everything) == 11


async def test_stock_item_tree(api: ApiClient, tenant: Tenant) -> None:
    rows = await api.classifications.stock_item_tree(user_id(tenant))
    assert [row.tree_level for row in rows[:2]] == [1, 2]
    assert await api.classifications.stock_item_tree(99999) == []


async def test_create_stock_item_classification(api: ApiClient) -> None:
    electronics = (await api.classifications.list_stock_items(limit=1)).items[0]
    created = await api.classifications.create_stock_item(
        StockItemClassificationUpsertRequest(
            code="0104", description="Tablets", parent_id=electronics.id
        )
    )
    assert created.tree_level == 0 and created.parent_id == electronics.id
    common = await api.classifications.get_common(created.id)
    assert common.type == ClassificationType.StockItems
    with pytest.raises(errors.BusinessRuleViolation) as caught:
        await api.classifications.create_stock_item(
            StockItemClassificationUpsertRequest(
                code="0104", description="Tablets 2", parent_id=electronics.id
            )
        )
    assert caught.value.error_code == "DupplicatedCode"


async def test_common_list_iterate_and_get(api: ApiClient) -> None:
    page = await api.classifications.list_common(limit=5)
    everything = [c async for c in api.classifications.iterate_common(page_size=4)]
    assert page.total_count == len(everything)
    assert {c.type for c in everything} >= set(ClassificationType)
    region = [c async for c in api.classifications.iterate_common(description="Cairo region")]
    assert [c.code for c in region] == ["CAIRO"]
    assert (await api.classifications.get_common(region[0].id)) == region[0]
    with pytest.raises(errors.NotFound):
        await api.classifications.get_common(99999)
