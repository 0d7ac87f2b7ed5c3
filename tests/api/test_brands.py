"""``client.brands`` against the sandbox in-process."""

from __future__ import annotations

import pytest

from app.api import errors
from app.api.client import ApiClient
from app.models.brands import BrandUpsertRequest


async def test_brands_list_and_iterate_agree(api: ApiClient) -> None:
    page = await api.brands.list(limit=5)
    everything = [brand async for brand in api.brands.iterate(page_size=3)]
    assert page.total_count == len(everything) == 8
    assert [b.name for b in everything[:5]] == [b.name for b in page.items]
    assert [b.name async for b in api.brands.iterate(name="y")] == ["El Araby", "Pyrex"]


async def test_brands_create_and_get(api: ApiClient) -> None:
    created = await api.brands.create(BrandUpsertRequest(name="Toshiba"))
    assert created.name == "Toshiba" and created.brand_manager is None  # the echo
    stored = await api.brands.get(created.id)
    assert stored.brand_manager == ""
    with pytest.raises(errors.NotFound):
        await api.brands.get(99999)


async def test_brands_duplicates_arrive_typed(api: ApiClient) -> None:
    with pytest.raises(errors.BusinessRuleViolation) as caught:
        await api.brands.create(BrandUpsertRequest(name="Samsung", brand_manager="Someone"))
    assert caught.value.error_code == "DupplicatedName"
