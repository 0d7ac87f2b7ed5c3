"""``client.stock_items``: every method against the sandbox in-process."""

from __future__ import annotations

from decimal import Decimal

import pytest
from pydantic import ValidationError

from app.api import errors
from app.api.client import ApiClient
from app.api.operations import normalized, operations_of
from app.api.resources.stock_items import StockItemsResource
from app.models.stock_items import (
    NOT_FOUND,
    StockItemBatchUpdateRequest,
    StockItemChildRequest,
    StockItemCreateRequest,
    StockItemExternalIdRequest,
    StockItemFiltersRequest,
    StockItemLinkToParentRequest,
    StockItemUpdateRequest,
    UnitOfMeasureRequest,
)
from tests.support.sandbox import Tenant

# The operations table of the spec's "Stock items" section.
SPEC_OPERATIONS = [
    ("GET", "/v3/stock-items"),
    ("POST", "/v3/stock-items/list"),
    ("GET", "/v3/stock-items/{id}"),
    ("GET", "/v3/stock-items/search"),
    ("POST", "/v3/stock-items"),
    ("POST", "/v3/stock-items/batch"),
    ("PUT", "/v3/stock-items/{id}"),
    ("PUT", "/v3/stock-items/code/{code}"),
    ("PUT", "/v3/stock-items/external-id"),
    ("PUT", "/v3/stock-items/batch/by-id"),
    ("PUT", "/v3/stock-items/batch/by-code"),
    ("PUT", "/v3/stock-items/batch/by-sku"),
    ("DELETE", "/v3/stock-items/{id}"),
    ("PUT", "/v3/stock-items/{id}/deactivate"),
    ("PUT", "/v3/stock-items/code/{code}/deactivate"),
    ("POST", "/v3/stock-items/link-to-parent"),
    ("GET", "/v3/stock-items/{stockItemId}/validate/serial/{serialNo}/returns/{customerId}"),
    ("GET", "/v3/stock-items/{stockItemId}/validate/serial/{serialNo}/returned/{rrCode}"),
    ("GET", "/v3/stock-items/balances"),
    ("GET", "/v3/stock-items/warehouse-summary"),
    ("GET", "/v3/stock-items/{stockItemId}/balance"),
    ("GET", "/v3/stock-items/{stockItemId}/balance/warehouses/{warehouseId}"),
    ("GET", "/v3/stock-items/{stockItemId}/cost"),
    ("GET", "/v3/stock-items/cost/by-skus"),
    ("GET", "/v3/stock-items/cost/by-part-numbers"),
    ("GET", "/v3/stock-items/cost/by-ids"),
    ("GET", "/v3/stock-items/{stockItemId}/global-balance"),
    ("GET", "/v3/stock-items/global-balances"),
]


def test_every_operation_of_the_spec_has_a_client_method() -> None:
    marked = operations_of([StockItemsResource])
    assert len(SPEC_OPERATIONS) == 28
    assert {normalized(*operation) for operation in SPEC_OPERATIONS} == set(marked)


def warehouse(tenant: Tenant, code: str) -> int:
    return tenant.execute(
        "INSERT INTO warehouses (tenant_id, code, description, created_at, updated_at) "
        "VALUES (?, ?, ?, '', '')",
        tenant.id,
        code,
        f"Warehouse {code}",
    )


def stock(
    tenant: Tenant, warehouse_id: int, item_id: int, quantity: float, reserved: float = 0
) -> None:
    tenant.execute(
        "INSERT INTO stock_balances (tenant_id, warehouse_id, stock_item_id, quantity, reserved) "
        "VALUES (?, ?, ?, ?, ?)",
        tenant.id,
        warehouse_id,
        item_id,
        quantity,
        reserved,
    )


async def test_list_iterate_and_the_404_of_an_empty_default_list(api: ApiClient) -> None:
    page = await api.stock_items.list(limit=10)
    everything = [item async for item in api.stock_items.iterate(page_size=50)]
    assert len(everything) == page.total_count > 150
    assert [item.id for item in everything[:10]] == [item.id for item in page.items]
    with pytest.raises(errors.NotFound):
        await api.stock_items.list(description="nothing is called this")
    assert [
        item async for item in api.stock_items.iterate(description="nothing is called this")
    ] == []


async def test_a_lookup_is_one_request_that_ignores_paging(api: ApiClient) -> None:
    found = await api.stock_items.list(sku="tv-sam-01")
    assert [item.sku for item in found.items] == ["TV-SAM-01"]
    paths: list[str] = []
    api.add_listener(lambda event: paths.append(event.path))
    # Two matches with a page size of one: still one request (TV-TOS-01 is inactive).
    both = api.stock_items.iterate(part_numbers=["UA32T5300", "32S25KE"], page_size=1)
    assert {item.sku async for item in both} == {"TV-SAM-01", "TV-TOS-01"}
    assert len(paths) == 1


async def test_list_checks_the_filters_before_sending(api: ApiClient) -> None:
    with pytest.raises(ValidationError):
        await api.stock_items.list(code="  ")
    with pytest.raises(ValidationError):
        await api.stock_items.list(ids=[0])


async def test_list_by_filters_and_its_iterator(api: ApiClient) -> None:
    request = StockItemFiltersRequest(description="Samsung", limit=2)
    page = await api.stock_items.list_by_filters(request)
    everything = [item async for item in api.stock_items.iterate_by_filters(request, page_size=3)]
    assert len(everything) == page.total_count > 5
    assert all("Samsung" in item.description for item in everything)


async def test_get_search_and_the_stock_item_shape(api: ApiClient) -> None:
    tv = (await api.stock_items.search(keywords="UA43T5300"))[0]
    assert tv.description.startswith("Samsung 43-inch") and tv.other_lang_description
    assert (await api.stock_items.get(tv.id)) == tv
    assert tv.tax is not None and tv.tax_rate == Decimal(14)
    shirts = await api.stock_items.search(keywords="Cotton T-shirt + XL")
    assert len(shirts) == 3 and all(not item.is_grouping_item for item in shirts)
    with pytest.raises(ValueError, match="blank"):
        await api.stock_items.search(keywords=" ")
    with pytest.raises(errors.NotFound):
        await api.stock_items.get(999_999)


async def test_create_update_and_delete(api: ApiClient, tenant: Tenant) -> None:
    created = await api.stock_items.create(
        StockItemCreateRequest(
            description="Desk fan 16-inch",
            other_lang_description="مروحة مكتب 16 بوصة",
            sku="FAN-16",
            price=Decimal("1299.5"),
            unit_of_measures=[UnitOfMeasureRequest(name="Piece", ratio=Decimal(1))],
        )
    )
    assert created.price == Decimal("1299.5") and created.unit_of_measures[0].name == "Piece"
    updated = await api.stock_items.update(
        created.id, StockItemUpdateRequest(description="Desk fan 16-inch white", sku="FAN-16W")
    )
    assert (updated.sku, updated.price, updated.code) == ("FAN-16W", Decimal(0), created.code)
    assert created.code is not None
    by_code = await api.stock_items.update_by_code(
        created.code, StockItemUpdateRequest(description="Desk fan", is_active=False)
    )
    assert by_code.description == "Desk fan" and by_code.is_active is False
    with pytest.raises(errors.BusinessRuleViolation) as caught:
        await api.stock_items.create(StockItemCreateRequest(description="desk FAN"))
    assert caught.value.error_code == "DupplicatedName"
    await api.stock_items.delete(created.id)
    with pytest.raises(errors.NotFound):
        await api.stock_items.get(created.id)


async def test_external_id_deactivate_and_link_to_parent(api: ApiClient) -> None:
    group = await api.stock_items.create(
        StockItemCreateRequest(
            description="Office chair",
            is_grouping_item=True,
            child_items=[StockItemChildRequest(description="Office chair black")],
        )
    )
    loose = await api.stock_items.create(StockItemCreateRequest(description="Office chair grey"))
    tagged = await api.stock_items.update_external_id(
        StockItemExternalIdRequest(id=loose.id, external_id="SHOP-CHAIR-GREY")
    )
    assert tagged.external_id == "SHOP-CHAIR-GREY"
    parent = await api.stock_items.link_to_parent(
        StockItemLinkToParentRequest(parent_id=group.id, stock_item_ids=[loose.id])
    )
    assert [child.description for child in parent.child_items] == [
        "Office chair black",
        "Office chair grey",
    ]
    await api.stock_items.deactivate(loose.id)
    assert loose.code is not None
    await api.stock_items.deactivate_by_code(parent.child_items[0].code or "")
    assert not any(child.is_active for child in (await api.stock_items.get(group.id)).child_items)


async def test_batch_create_and_the_three_batch_updates(api: ApiClient) -> None:
    result = await api.stock_items.create_batch(
        [
            StockItemCreateRequest(description="Batch kettle", sku="BK-1"),
            StockItemCreateRequest(description="Batch kettle"),
        ]
    )
    assert [item.description for item in result.succeeded] == ["Batch kettle"]
    assert result.failure_code("Batch kettle") == "DupplicatedName"
    kettle = result.succeeded[0]
    assert kettle.code is not None
    by_id = await api.stock_items.update_batch_by_id(
        [
            StockItemBatchUpdateRequest(
                id=kettle.id, description="Batch kettle", sku="BK-1", price=Decimal(10)
            ),
            StockItemBatchUpdateRequest(id=999_999, description="Ghost"),
        ]
    )
    assert by_id.succeeded[0].price == Decimal(10) and by_id.failure_code("999999") == NOT_FOUND
    by_code = await api.stock_items.update_batch_by_code(
        [
            StockItemBatchUpdateRequest(
                code=kettle.code, description="Batch kettle", sku="BK-1", price=Decimal(11)
            )
        ]
    )
    assert by_code.succeeded[0].price == Decimal(11)
    by_sku = await api.stock_items.update_batch_by_sku(
        [StockItemBatchUpdateRequest(sku="bk-1", description="Batch kettle", price=Decimal(12))]
    )
    assert by_sku.succeeded[0].price == Decimal(12)


async def test_serial_validation(api: ApiClient, tenant: Tenant) -> None:
    phone = (await api.stock_items.list(sku="MOB-SAM-01")).items[0]
    buyer = tenant.execute(
        "INSERT INTO customers (tenant_id, code, name, created_at, updated_at) "
        "VALUES (?, 'C-1', 'Buyer', '', '')",
        tenant.id,
    )
    tenant.execute(
        "INSERT INTO stock_item_serials (tenant_id, stock_item_id, serial_no, status, customer_id, "
        "return_code) VALUES (?, ?, 'IMEI 35-01', 'Returned', ?, 'RR 7')",
        tenant.id,
        phone.id,
        buyer,
    )
    for_return = await api.stock_items.validate_serial_for_return(phone.id, "IMEI 35-01", buyer)
    assert not for_return.is_valid and for_return.status == "Returned"
    returned = await api.stock_items.validate_returned_serial(phone.id, "IMEI 35-01", "RR 7")
    assert returned.is_valid


async def test_balances_costs_and_global_balances(api: ApiClient, tenant: Tenant) -> None:
    item = await api.stock_items.create(
        StockItemCreateRequest(description="Stocked lamp", sku="SL-1", part_number="PN-SL")
    )
    north, south = warehouse(tenant, "N"), warehouse(tenant, "S")
    stock(tenant, north, item.id, 4, reserved=1)
    stock(tenant, south, item.id, 6)
    tenant.execute("UPDATE stock_items SET average_cost = 80.25 WHERE id = ?", item.id)

    rows = await api.stock_items.balances(stock_item_ids=[item.id])
    assert [(row.warehouse.id, row.balance, row.available) for row in rows.items] == [
        (north, Decimal(4), Decimal(3)),
        (south, Decimal(6), Decimal(6)),
    ]
    every_row = [
        row async for row in api.stock_items.iterate_balances(warehouse_id=north, page_size=1)
    ]
    assert item.id in {row.stock_item.id for row in every_row}
    summary = await api.stock_items.warehouse_summary(stock_item_id=item.id)
    assert {row.warehouse.id: row.balance for row in summary}[south] == Decimal(6)
    assert await api.stock_items.balance(item.id) == Decimal(10)
    assert await api.stock_items.balance_in_warehouse(item.id, north) == Decimal(4)
    assert await api.stock_items.global_balance(item.id) == Decimal(10)
    page = await api.stock_items.global_balances(ids=[item.id])
    assert (page.items[0].global_balance, page.items[0].global_reserved) == (
        Decimal(10),
        Decimal(1),
    )
    every = [row async for row in api.stock_items.iterate_global_balances(page_size=100)]
    assert len(every) == (await api.stock_items.list(limit=1)).total_count
    assert await api.stock_items.cost(item.id) == Decimal("80.25")
    for costs in (
        await api.stock_items.costs_by_skus(skus=["sl-1"]),
        await api.stock_items.costs_by_part_numbers(part_numbers=["PN-SL"]),
        await api.stock_items.costs_by_ids(ids=[item.id]),
    ):
        assert [(row.stock_item_id, row.cost) for row in costs] == [(item.id, Decimal("80.25"))]
