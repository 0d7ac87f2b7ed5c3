"""``client.sales_persons``: every method against the sandbox in-process."""

from __future__ import annotations

from decimal import Decimal

import pytest

from app.api import errors
from app.api.client import ApiClient
from app.models.sales_persons import SalesPersonUpsertRequest


async def test_list_and_iterate_agree(api: ApiClient) -> None:
    page = await api.sales_persons.list(limit=3)
    everything = [person async for person in api.sales_persons.iterate(page_size=3)]
    assert page.total_count == len(everything) == 8
    assert [p.id for p in everything[:3]] == [p.id for p in page.items]
    assert {p.is_external for p in everything} == {True, False}


async def test_the_server_s_404_for_nothing_is_an_empty_result(api: ApiClient) -> None:
    empty = await api.sales_persons.list(name="nobody by that name")
    assert empty.items == [] and empty.total_count == 0
    past_the_end = await api.sales_persons.list(offset=100, limit=50)
    assert past_the_end.items == [] and past_the_end.page == 3
    assert [p async for p in api.sales_persons.iterate(code="no such code")] == []


async def test_filters_reach_the_server(api: ApiClient) -> None:
    assert [p.code async for p in api.sales_persons.iterate(external_id="HR-1004")] == ["SP-004"]
    assert [p.code async for p in api.sales_persons.iterate(code="AG", name="Delta")] == ["AG-001"]


async def test_create_echoes_the_request_while_get_shows_what_was_stored(api: ApiClient) -> None:
    created = await api.sales_persons.create(
        SalesPersonUpsertRequest(code="SP|API", name="Rania <Fouad>", credit_limit=Decimal(7500))
    )
    assert (created.code, created.name) == ("SP|API", "Rania <Fouad>")
    fetched = await api.sales_persons.get(created.id)
    assert (fetched.code, fetched.name, fetched.credit_limit) == ("SPAPI", "Rania Fouad", 7500)


async def test_update_and_update_by_code(api: ApiClient) -> None:
    created = await api.sales_persons.create(
        SalesPersonUpsertRequest(code="SP-API", name="Rania Fouad", classification_code=1)
    )
    updated = await api.sales_persons.update(
        created.id, SalesPersonUpsertRequest(name="Rania F.", credit_limit=Decimal(100))
    )
    assert (updated.code, updated.classification_code, updated.credit_limit) == (
        "SP-API",
        None,
        100,
    )
    renamed = await api.sales_persons.update_by_code(
        "SP-API", SalesPersonUpsertRequest(code="SP-RANIA", name="Rania Fouad")
    )
    assert renamed.id == created.id and renamed.code == "SP-RANIA"


async def test_delete_and_delete_by_code(api: ApiClient) -> None:
    first = await api.sales_persons.create(SalesPersonUpsertRequest(code="SP-D1", name="One"))
    await api.sales_persons.create(SalesPersonUpsertRequest(code="SP-D2", name="Two"))
    await api.sales_persons.delete(first.id)
    await api.sales_persons.delete_by_code("SP-D2")
    assert [p async for p in api.sales_persons.iterate(code="SP-D")] == []


async def test_external_persons_are_not_found_outside_the_list(api: ApiClient) -> None:
    agent = next(p for p in (await api.sales_persons.list()).items if p.is_external)
    with pytest.raises(errors.NotFound):
        await api.sales_persons.get(agent.id)
    with pytest.raises(errors.NotFound):
        await api.sales_persons.delete_by_code(agent.code or "")


async def test_business_errors_arrive_typed(api: ApiClient) -> None:
    with pytest.raises(errors.BusinessRuleViolation) as caught:
        await api.sales_persons.create(SalesPersonUpsertRequest(code="SP-001", name="Someone"))
    assert caught.value.error_code == "DupplicatedCode"
