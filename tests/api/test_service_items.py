"""``client.service_items``: every method against the sandbox in-process."""

from __future__ import annotations

from decimal import Decimal

import pytest

from app.api import errors
from app.api.client import ApiClient
from app.models.service_items import ServiceItemUpsertRequest
from tests.support.sandbox import Tenant


async def test_list_and_iterate_agree(api: ApiClient) -> None:
    page = await api.service_items.list(limit=4)
    everything = [item async for item in api.service_items.iterate(page_size=2)]
    assert page.total_count == len(everything) == 9
    assert [item.id for item in everything[:4]] == [item.id for item in page.items]


async def test_filters_reach_the_server(api: ApiClient) -> None:
    found = [item.code async for item in api.service_items.iterate(code="DLV", name="Cairo")]
    assert found == ["SRV-DLV"]
    assert [i.code async for i in api.service_items.iterate(external_id="WEB-AMC")] == ["SRV-AMC"]
    assert [i.code async for i in api.service_items.iterate(search="courier")] == ["SRV-SHIP"]
    # Repaired paging: an out-of-range limit is read as 100, not refused.
    assert (await api.service_items.list(limit=5000)).page_size == 100


async def test_create_get_update_and_delete(api: ApiClient, tenant: Tenant) -> None:
    vat = tenant.tax_id("VAT 14%")
    created = await api.service_items.create(
        ServiceItemUpsertRequest(
            code="SRV-API", description="Cable routing", price=Decimal("99.5"), tax_id=vat
        )
    )
    assert created.price == Decimal("99.5") and created.tax_rate == 14 and created.is_active
    assert created.tax is not None and created.tax.name == "VAT 14%"
    assert await api.service_items.get(created.id) == created

    updated = await api.service_items.update(
        created.id, ServiceItemUpsertRequest(description="Cable routing (per metre)")
    )
    assert (updated.code, updated.tax, updated.price) == ("SRV-API", None, 0)

    renamed = await api.service_items.update_by_code(
        "SRV-API", ServiceItemUpsertRequest(code="SRV-CABLE", description="Cable routing")
    )
    assert renamed.id == created.id and renamed.code == "SRV-CABLE"

    await api.service_items.delete(created.id)
    with pytest.raises(errors.NotFound):
        await api.service_items.get(created.id)


async def test_delete_by_code(api: ApiClient) -> None:
    created = await api.service_items.create(
        ServiceItemUpsertRequest(code="SRV ODD CODE", description="Odd code")
    )
    with pytest.raises(errors.NotFound):
        await api.service_items.delete_by_code("srv odd code")
    await api.service_items.delete_by_code("SRV ODD CODE")
    with pytest.raises(errors.NotFound):
        await api.service_items.get(created.id)


async def test_business_errors_arrive_typed(api: ApiClient) -> None:
    with pytest.raises(errors.BusinessRuleViolation) as caught:
        await api.service_items.create(
            ServiceItemUpsertRequest(description="Installation and setup")
        )
    assert caught.value.error_code == "DupplicatedName"
    with pytest.raises(errors.NotFound):
        await api.service_items.update_by_code(
            "NO-SUCH-CODE", ServiceItemUpsertRequest(description="x")
        )
