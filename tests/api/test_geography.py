"""``client.cities`` and ``client.districts`` against the sandbox in-process."""

from __future__ import annotations

import pytest

from app.api import errors
from app.api.client import ApiClient
from app.models.geography import CityUpsertRequest, DistrictUpsertRequest

EGYPT, SAUDI_ARABIA = 1, 2


async def test_cities_list_and_iterate_agree(api: ApiClient) -> None:
    page = await api.cities.list(limit=3)
    everything = [city async for city in api.cities.iterate(page_size=2)]
    assert page.total_count == len(everything) == 5
    assert [c.name for c in everything[:3]] == [c.name for c in page.items]


async def test_cities_filters_reach_the_server(api: ApiClient) -> None:
    saudi = [c.name async for c in api.cities.iterate(country_id=SAUDI_ARABIA)]
    assert saudi == ["Jeddah", "Riyadh"]
    assert [c.name for c in (await api.cities.list(name="xandr")).items] == ["Alexandria"]


async def test_cities_create_get_update_delete(api: ApiClient) -> None:
    created = await api.cities.create(CityUpsertRequest(name=" Luxor ", country_id=EGYPT))
    assert created.name == "Luxor" and created.country_id == EGYPT
    assert await api.cities.get(created.id) == created
    updated = await api.cities.update(
        created.id, CityUpsertRequest(name="Tabuk", country_id=SAUDI_ARABIA)
    )
    assert updated.name == "Tabuk" and updated.country_id == SAUDI_ARABIA
    await api.cities.delete(created.id)
    with pytest.raises(errors.NotFound):
        await api.cities.get(created.id)


async def test_cities_errors_arrive_typed(api: ApiClient) -> None:
    with pytest.raises(errors.BusinessRuleViolation) as duplicate:
        await api.cities.create(CityUpsertRequest(name="Cairo", country_id=EGYPT))
    assert duplicate.value.error_code == "DupplicatedName"
    with pytest.raises(errors.ValidationFailed):
        await api.cities.create(CityUpsertRequest(name="Atlantis", country_id=99))
    cairo = (await api.cities.list(name="Cairo")).items[0]
    with pytest.raises(errors.BusinessRuleViolation) as in_use:
        await api.cities.delete(cairo.id)
    assert in_use.value.error_code == "ItemCannotDeleteItInUse"


async def test_districts_list_and_iterate(api: ApiClient) -> None:
    cairo = (await api.cities.list(name="Cairo")).items[0]
    in_cairo = [d.name async for d in api.districts.iterate(city_id=cairo.id, page_size=2)]
    assert in_cairo == ["Heliopolis", "Maadi", "Nasr City"]
    page = await api.districts.list(name="Smou")
    assert [d.name for d in page.items] == ["Smouha"] and page.total_count == 1


async def test_districts_create_get_update_delete(api: ApiClient) -> None:
    giza = (await api.cities.list(name="Giza")).items[0]
    created = await api.districts.create(DistrictUpsertRequest(name="Agouza", city_id=giza.id))
    assert await api.districts.get(created.id) == created
    updated = await api.districts.update(
        created.id, DistrictUpsertRequest(name="Imbaba", city_id=giza.id)
    )
    assert updated.name == "Imbaba"
    await api.districts.delete(created.id)
    with pytest.raises(errors.NotFound):
        await api.districts.delete(created.id)
