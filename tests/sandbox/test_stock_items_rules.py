"""Stock items, rule by rule (spec: conventions and master data, "Stock item" and "Stock
items"; the sandbox's rules for what the spec does not show are in
``app/sandbox/resources/stock_item_storage.py`` and GUESSES.md)."""

from __future__ import annotations

import sqlite3
from collections.abc import AsyncIterator
from typing import Any

import httpx
import pytest
from fastapi import FastAPI
from pydantic import TypeAdapter

from app.models.common import PagedResult
from app.models.stock_items import StockItemResponse
from app.sandbox.app import permissions
from app.sandbox.permissions import DataKind
from tests.support.sandbox import Tenant, asgi_client

READ = "read:stock-item"


@pytest.fixture
async def http(sandbox_app: FastAPI, tenant: Tenant) -> AsyncIterator[httpx.AsyncClient]:
    async with asgi_client(sandbox_app, tenant.authorization) as client:
        yield client


# -- arranging -------------------------------------------------------------------------------
def rows(tenant: Tenant, sql: str, *args: object) -> list[sqlite3.Row]:
    with tenant.db.transaction() as conn:
        return conn.execute(sql, args).fetchall()


async def create(http: httpx.AsyncClient, description: str, **body: Any) -> httpx.Response:
    return await http.post("/v3/stock-items", json={"description": description, **body})


async def new_item(http: httpx.AsyncClient, description: str, **body: Any) -> dict[str, Any]:
    response = await create(http, description, **body)
    assert response.status_code == 201, response.text
    return dict(response.json())


def warehouse(tenant: Tenant, code: str, **columns: object) -> int:
    names = ", ".join(["tenant_id", "code", "description", "created_at", "updated_at", *columns])
    return tenant.execute(
        f"INSERT INTO warehouses ({names}) VALUES ({', '.join('?' * (5 + len(columns)))})",
        tenant.id,
        code,
        f"Warehouse {code}",
        "2024-01-01",
        "2024-01-01",
        *columns.values(),
    )


def stock(
    tenant: Tenant,
    warehouse_id: int,
    item_id: int,
    quantity: float,
    *,
    reserved: float = 0,
    opening: float = 0,
    batch: str = "",
) -> None:
    tenant.execute(
        "INSERT INTO stock_balances (tenant_id, warehouse_id, stock_item_id, batch_number, "
        "quantity, reserved, opening_quantity) VALUES (?, ?, ?, ?, ?, ?, ?)",
        tenant.id,
        warehouse_id,
        item_id,
        batch,
        quantity,
        reserved,
        opening,
    )


def classification(tenant: Tenant, code: str, parent: int | None = None) -> int:
    return tenant.execute(
        "INSERT INTO classifications (tenant_id, type, code, description, parent_id, "
        "created_at, updated_at) VALUES (?, 'StockItems', ?, ?, ?, '2024', '2024')",
        tenant.id,
        code,
        f"Class {code}",
        parent,
    )


def ids_of(response: httpx.Response) -> list[int]:
    assert response.status_code == 200, response.text
    body = response.json()
    items = body["items"] if isinstance(body, dict) else body
    return [item["id"] for item in items]


def code_of(response: httpx.Response) -> str:
    assert response.status_code == 409, response.text
    return str(response.json()["errorCode"])


def errors_of(response: httpx.Response) -> dict[str, list[str]]:
    assert response.status_code == 400, response.text
    return dict(response.json()["errors"])


async def restricted(
    tenant: Tenant, sandbox_app: FastAPI, *scopes: str
) -> tuple[httpx.AsyncClient, int]:
    authorization, user_id = tenant.restricted_user(*(scopes or (READ,)))
    return asgi_client(sandbox_app, authorization), user_id


# -- the resource ----------------------------------------------------------------------------
async def test_rendered_items_have_exactly_the_fields_of_the_response_model(
    http: httpx.AsyncClient, tenant: Tenant
) -> None:
    """Items are rendered by SQL, not by the model: both must name the same fields."""
    page = (await http.get("/v3/stock-items", params={"limit": 1000})).json()
    grouping = rows(
        tenant, "SELECT id FROM stock_items WHERE tenant_id = ? AND is_grouping = 1", tenant.id
    )
    everything = page["items"] + [
        (await http.get(f"/v3/stock-items/{row['id']}")).json() for row in grouping
    ]
    wire_names = {field.alias or name for name, field in StockItemResponse.model_fields.items()}
    for item in everything:
        assert set(item) == wire_names
        parsed = StockItemResponse.model_validate(item)
        assert parsed.model_extra == {}
    parsed_page = TypeAdapter(PagedResult[StockItemResponse]).validate_python(page)
    assert parsed_page.total_count == len(parsed_page.items) > 150
    # Nested shapes too: a grouping item's children, units, property values.
    assert any(item["childItems"] for item in everything)
    assert any(item["unitOfMeasures"] for item in page["items"])
    assert any(item["dynamicPropertiesInfo"] for item in page["items"])


async def test_child_items_only_on_grouping_items_and_units_only_with_a_chain(
    http: httpx.AsyncClient,
) -> None:
    plain = await new_item(http, "Plain item")
    assert plain["childItems"] == [] and plain["unitOfMeasures"] == []
    chained = await new_item(
        http,
        "Chained item",
        unitOfMeasures=[{"name": "Piece", "ratio": 1}, {"name": "Box", "ratio": 10}],
    )
    assert [unit["name"] for unit in chained["unitOfMeasures"]] == ["Piece", "Box"]
    group = await new_item(
        http, "Group item", isGroupingItem=True, childItems=[{"description": "Group item red"}]
    )
    assert [child["description"] for child in group["childItems"]] == ["Group item red"]


async def test_code_sku_part_number_and_external_id_may_be_null(
    http: httpx.AsyncClient, tenant: Tenant
) -> None:
    tenant.setting("itemCodingMethod", "Free")
    item = await new_item(http, "Bare item", code="BARE-1", sku="  ")
    assert item["sku"] is None and item["partNumber"] is None and item["externalId"] is None
    tenant.execute("UPDATE stock_items SET code = NULL WHERE id = ?", item["id"])
    assert (await http.get(f"/v3/stock-items/{item['id']}")).json()["code"] is None


async def test_the_picture_is_never_returned(http: httpx.AsyncClient, tenant: Tenant) -> None:
    item = await new_item(http, "Pictured item", picture="iVBORw0KGgo=")
    assert "picture" not in item
    assert "picture" not in (await http.get(f"/v3/stock-items/{item['id']}")).json()
    stored = rows(tenant, "SELECT picture FROM stock_items WHERE id = ?", item["id"])
    assert stored[0]["picture"] == "iVBORw0KGgo="


async def test_global_opening_balance_sums_every_warehouse(
    http: httpx.AsyncClient, tenant: Tenant, sandbox_app: FastAPI
) -> None:
    item = await new_item(http, "Opened item")
    first, second = warehouse(tenant, "OB1"), warehouse(tenant, "OB2")
    stock(tenant, first, item["id"], 5, opening=3)
    stock(tenant, first, item["id"], 2, opening=1.5, batch="B7")
    stock(tenant, second, item["id"], 1, opening=4)
    assert (await http.get(f"/v3/stock-items/{item['id']}")).json()["globalOpeningBalance"] == 8.5
    # Over *all* warehouses: a user who may see only one warehouse gets the same sum.
    client, user_id = await restricted(tenant, sandbox_app)
    tenant.grant(user_id, DataKind.WAREHOUSE, first)
    async with client:
        seen = (await client.get(f"/v3/stock-items/{item['id']}")).json()
    assert seen["globalOpeningBalance"] == 8.5


def test_permission_scopes_are_named_as_the_spec_and_the_brief_say(sandbox_app: FastAPI) -> None:
    scopes = set(permissions(sandbox_app))
    assert {READ, "create:stock-item", "update:stock-item", "delete:stock-item"} <= scopes
    routes = {
        (method.upper(), path): operation["x-permission"]
        for path, operations in sandbox_app.openapi()["paths"].items()
        if path.startswith("/v3/stock-items")
        for method, operation in operations.items()
    }
    assert routes[("GET", "/v3/stock-items")] == READ
    assert routes[("POST", "/v3/stock-items")] == "create:stock-item"
    assert routes[("POST", "/v3/stock-items/batch")] == "create:stock-item"
    assert routes[("POST", "/v3/stock-items/list")] == READ
    assert routes[("DELETE", "/v3/stock-items/{stock_item_id}")] == "delete:stock-item"
    assert len(routes) == 28


async def test_a_caller_without_the_scope_gets_403(sandbox_app: FastAPI, tenant: Tenant) -> None:
    async with asgi_client(sandbox_app, tenant.token(READ)) as reader:
        assert (
            await reader.get("/v3/stock-items/search", params={"keywords": "tv"})
        ).status_code == 200
        assert (await create(reader, "Not allowed")).status_code == 403
        assert (await reader.delete("/v3/stock-items/1")).status_code == 403


# -- GET /v3/stock-items ---------------------------------------------------------------------
async def test_rule_1_only_the_first_filter_in_the_spec_order_applies(
    http: httpx.AsyncClient, tenant: Tenant
) -> None:
    tenant.setting("itemCodingMethod", "Free")
    leaf = classification(tenant, "R1")
    a = await new_item(
        http,
        "Rule one A",
        code="R1-A",
        sku="R1-SKU-A",
        partNumber="R1-PN-A",
        externalId="R1-EXT-A",
        classificationId=leaf,
    )
    b = await new_item(
        http, "Rule one B", code="R1-B", sku="R1-SKU-B", partNumber="R1-PN-B", externalId="R1-EXT-B"
    )
    order = [
        ("code", "R1-A"),
        ("sku", "R1-SKU-B"),
        ("partNumber", "R1-PN-A"),
        ("externalId", "R1-EXT-B"),
        ("classificationId", leaf),
        ("codes", "R1-B"),
        ("partNumbers", "R1-PN-A"),
        ("ids", b["id"]),
        ("externalIds", "R1-EXT-A"),
    ]
    expected = [a, b, a, b, a, b, a, b, a]
    for position, (name, value) in enumerate(order):
        # This filter and every later one (the next points at the *other* item): the first
        # wins, and description is ignored with it.
        params = {**dict(order[position + 1 :]), name: value, "description": "nothing like it"}
        found = ids_of(await http.get("/v3/stock-items", params=params))
        assert found == [expected[position]["id"]], name


async def test_rule_2_code_part_number_and_external_id_match_exactly(
    http: httpx.AsyncClient, tenant: Tenant
) -> None:
    tenant.setting("itemCodingMethod", "Free")
    item = await new_item(
        http, "Exact item", code="EX-Code", partNumber="PN-Exact", externalId="ext-Exact"
    )
    for name, value in (
        ("code", "EX-Code"),
        ("partNumber", "PN-Exact"),
        ("externalId", "ext-Exact"),
    ):
        assert ids_of(await http.get("/v3/stock-items", params={name: value})) == [item["id"]]
        for near in (value.lower(), value[:-1], f" {value}"):
            assert ids_of(await http.get("/v3/stock-items", params={name: near})) == [], near


async def test_rule_2_sku_is_exact_ignoring_case_and_at_most_one_item(
    http: httpx.AsyncClient,
) -> None:
    first = await new_item(http, "Sku twin one", sku="TWIN-SKU")
    await new_item(http, "Sku twin two", sku="twin-sku")
    response = await http.get("/v3/stock-items", params={"sku": "Twin-Sku"})
    assert ids_of(response) == [first["id"]]
    assert response.json()["totalCount"] == 1
    assert ids_of(await http.get("/v3/stock-items", params={"sku": "TWIN"})) == []


async def test_rule_3_list_filters_are_trimmed_and_deduplicated(
    http: httpx.AsyncClient, tenant: Tenant
) -> None:
    tenant.setting("itemCodingMethod", "Free")
    upper = await new_item(http, "Listed upper", code="LST", partNumber="LPN", externalId="LEXT")
    lower = await new_item(http, "Listed lower", code="lst")
    for name, values in (
        ("codes", [" LST ", "lst", "LST", "unknown"]),
        ("partNumbers", ["LPN ", " lpn", "nope"]),
        ("externalIds", ["  LEXT", "lext"]),
        ("ids", [str(upper["id"]), str(upper["id"]), "999999"]),
    ):
        # Repeats ignoring case are dropped (the first kept), then values match exactly.
        found = ids_of(await http.get("/v3/stock-items", params={name: values}))
        assert found == [upper["id"]], name
    both = ids_of(await http.get("/v3/stock-items", params={"codes": ["lst", "LST"]}))
    assert both == [lower["id"]]


async def test_rule_3_list_values_must_not_be_blank_and_ids_must_be_positive(
    http: httpx.AsyncClient,
) -> None:
    assert "codes[1]" in errors_of(await http.get("/v3/stock-items", params={"codes": ["a", " "]}))
    assert "ids[0]" in errors_of(await http.get("/v3/stock-items", params={"ids": ["0"]}))


@pytest.mark.parametrize(
    ("name", "value"),
    [
        ("code", "x" * 201),
        ("sku", "x" * 51),
        ("partNumber", "x" * 501),
        ("externalId", "x" * 129),
        ("description", "x" * 501),
        ("code", "   "),
        ("description", " "),
        ("classificationId", "0"),
    ],
)
async def test_filters_out_of_their_limits_are_400(
    http: httpx.AsyncClient, name: str, value: str
) -> None:
    assert name in errors_of(await http.get("/v3/stock-items", params={name: value}))


async def test_rule_4_classification_id_matches_only_items_directly_in_it(
    http: httpx.AsyncClient, tenant: Tenant
) -> None:
    parent = classification(tenant, "PARENT")
    leaf = classification(tenant, "LEAF", parent)
    item = await new_item(http, "Leaf item", classificationId=leaf)
    assert ids_of(await http.get("/v3/stock-items", params={"classificationId": leaf})) == [
        item["id"]
    ]
    assert ids_of(await http.get("/v3/stock-items", params={"classificationId": parent})) == []


async def test_rule_5_lookups_return_everything_at_once_inactive_and_grouping_included(
    http: httpx.AsyncClient, tenant: Tenant
) -> None:
    tenant.setting("itemCodingMethod", "Free")
    inactive = await new_item(http, "Old lookup item", code="LK-1")
    await http.put(f"/v3/stock-items/{inactive['id']}/deactivate")
    group = await new_item(http, "Grouped lookup item", code="LK-2", isGroupingItem=True)
    plain = await new_item(http, "Plain lookup item", code="LK-3")
    response = await http.get(
        "/v3/stock-items", params={"codes": ["LK-1", "LK-2", "LK-3"], "offset": 5, "limit": 1}
    )
    assert sorted(ids_of(response)) == sorted([inactive["id"], group["id"], plain["id"]])
    body = response.json()
    # totalCount is the match count; page and pageSize merely echo the request.
    assert (body["totalCount"], body["page"], body["pageSize"]) == (3, 6, 1)
    nothing = await http.get("/v3/stock-items", params={"code": "no such code"})
    assert nothing.status_code == 200
    assert (nothing.json()["items"], nothing.json()["totalCount"]) == ([], 0)


async def test_rule_6_a_code_lookup_always_applies_item_data_permissions(
    http: httpx.AsyncClient, tenant: Tenant, sandbox_app: FastAPI
) -> None:
    tenant.setting("itemCodingMethod", "Free")
    item = await new_item(http, "Guarded item", code="GUARD", sku="GUARD-SKU")
    client, user_id = await restricted(tenant, sandbox_app)
    async with client:
        # The organization has item data permissions off: only the code lookups apply them.
        assert ids_of(await client.get("/v3/stock-items", params={"code": "GUARD"})) == []
        assert ids_of(await client.get("/v3/stock-items", params={"codes": ["GUARD"]})) == []
        assert ids_of(await client.get("/v3/stock-items", params={"sku": "GUARD-SKU"})) == [
            item["id"]
        ]
        tenant.grant(user_id, DataKind.STOCK_ITEM, item["id"])
        assert ids_of(await client.get("/v3/stock-items", params={"code": "GUARD"})) == [item["id"]]


async def test_items_are_permitted_directly_or_through_their_classification(
    http: httpx.AsyncClient, tenant: Tenant, sandbox_app: FastAPI
) -> None:
    tenant.setting("itemCodingMethod", "Free")
    leaf = classification(tenant, "PERM")
    item = await new_item(http, "Classified guarded item", code="CGUARD", classificationId=leaf)
    client, user_id = await restricted(tenant, sandbox_app)
    async with client:
        assert ids_of(await client.get("/v3/stock-items", params={"code": "CGUARD"})) == []
        tenant.grant(user_id, DataKind.CLASSIFICATION, leaf)
        assert ids_of(await client.get("/v3/stock-items", params={"code": "CGUARD"})) == [
            item["id"]
        ]


async def test_rule_7_the_default_list_is_paged_by_id_with_inactive_and_without_grouping(
    http: httpx.AsyncClient, tenant: Tenant
) -> None:
    expected = [
        row["id"]
        for row in rows(
            tenant,
            "SELECT id FROM stock_items WHERE tenant_id = ? AND coalesce(is_grouping, 0) = 0 "
            "ORDER BY id",
            tenant.id,
        )
    ]
    first = await http.get("/v3/stock-items", params={"limit": 50})
    second = await http.get("/v3/stock-items", params={"offset": 50, "limit": 50})
    assert ids_of(first) + ids_of(second) == expected[:100]
    assert first.json()["totalCount"] == len(expected)
    assert (second.json()["page"], second.json()["pageSize"]) == (2, 50)
    everything = (await http.get("/v3/stock-items", params={"limit": 1000})).json()["items"]
    assert any(not item["isActive"] for item in everything)
    assert not any(item["isGroupingItem"] for item in everything)
    # An item without a grouping flag (old data) is not a grouping item: listed.
    tenant.execute("UPDATE stock_items SET is_grouping = NULL WHERE id = ?", expected[0])
    assert ids_of(await http.get("/v3/stock-items", params={"limit": 1}))[0] == expected[0]


async def test_rule_7_the_list_follows_writes_as_they_happen(http: httpx.AsyncClient) -> None:
    """The default list keeps the tenant's ids in memory: every write must show at once."""
    before = (await http.get("/v3/stock-items", params={"limit": 1})).json()["totalCount"]
    created = await new_item(http, "Fresh item")
    after = await http.get("/v3/stock-items", params={"offset": before, "limit": 10})
    assert ids_of(after) == [created["id"]] and after.json()["totalCount"] == before + 1
    await http.delete(f"/v3/stock-items/{created['id']}")
    assert (await http.get("/v3/stock-items", params={"limit": 1})).json()["totalCount"] == before


async def test_rule_7_no_match_is_404_and_an_offset_past_the_end_is_an_empty_page(
    http: httpx.AsyncClient,
) -> None:
    missing = await http.get("/v3/stock-items", params={"description": "no item is called this"})
    assert missing.status_code == 404
    total = (await http.get("/v3/stock-items", params={"limit": 1})).json()["totalCount"]
    past = await http.get("/v3/stock-items", params={"offset": total + 10})
    assert past.status_code == 200
    assert (past.json()["items"], past.json()["totalCount"]) == ([], total)


async def test_rule_7_item_data_permissions_apply_only_when_the_organization_enabled_them(
    http: httpx.AsyncClient, tenant: Tenant, sandbox_app: FastAPI
) -> None:
    item = await new_item(http, "Permitted item")
    client, user_id = await restricted(tenant, sandbox_app)
    async with client:
        everything = (await client.get("/v3/stock-items", params={"limit": 1})).json()
        assert everything["totalCount"] > 100
        tenant.setting("itemDataPermissions", "true")
        # A user with no permitted item gets 404.
        assert (await client.get("/v3/stock-items")).status_code == 404
        tenant.grant(user_id, DataKind.STOCK_ITEM, item["id"])
        assert ids_of(await client.get("/v3/stock-items")) == [item["id"]]


async def test_rule_8_description_is_a_contains_match_on_its_first_100_characters(
    http: httpx.AsyncClient,
) -> None:
    long_text = "Industrial shelving unit " + "x" * 80
    item = await new_item(http, long_text + " galvanised")
    # The filter is cut to 100 characters: what follows does not have to match.
    query = long_text[5:105] + " not in the description"
    assert ids_of(await http.get("/v3/stock-items", params={"description": query})) == [item["id"]]
    assert ids_of(await http.get("/v3/stock-items", params={"description": "SHELVING"})) == [
        item["id"]
    ]


async def test_rule_8_update_date_returns_items_changed_strictly_after_it(
    http: httpx.AsyncClient, tenant: Tenant
) -> None:
    item = await new_item(http, "Recently changed")
    tenant.execute(
        "UPDATE stock_items SET updated_at = '2030-01-01T10:00:00.000000+00:00' WHERE id = ?",
        item["id"],
    )
    after = {"updateDate": "2030-01-01T09:59:59Z"}
    assert ids_of(await http.get("/v3/stock-items", params=after)) == [item["id"]]
    exactly = {"updateDate": "2030-01-01T10:00:00Z"}
    assert (await http.get("/v3/stock-items", params=exactly)).status_code == 404
    # Offsets written with another zone mean the same moment.
    cairo = {"updateDate": "2030-01-01T11:59:00+02:00"}
    assert ids_of(await http.get("/v3/stock-items", params=cairo)) == [item["id"]]


# -- POST /v3/stock-items/list ---------------------------------------------------------------
async def test_list_body_filters_must_all_match_and_are_contains_matches(
    http: httpx.AsyncClient,
) -> None:
    wanted = await new_item(http, "Body filter kettle", sku="BF-KET-01", partNumber="PN-BF-777")
    await new_item(http, "Body filter toaster", sku="BF-TOA-01", partNumber="PN-BF-777")
    body = {"description": "filter KET", "sku": "ket-0", "partNumber": "bf-77", "ids": []}
    assert ids_of(await http.post("/v3/stock-items/list", json=body)) == [wanted["id"]]
    both = await http.post("/v3/stock-items/list", json={"partNumber": "PN-BF-777"})
    assert len(ids_of(both)) == 2
    assert (
        ids_of(await http.post("/v3/stock-items/list", json={"ids": [wanted["id"]], "sku": "TOA"}))
        == []
    )


async def test_list_body_description_and_part_number_use_their_first_100_characters(
    http: httpx.AsyncClient,
) -> None:
    part_number = "PN-" + "9" * 100
    item = await new_item(http, "Long part item", partNumber=part_number)
    body = {"partNumber": part_number + "-suffix-beyond-100"}
    assert ids_of(await http.post("/v3/stock-items/list", json=body)) == [item["id"]]


async def test_list_body_is_ordered_by_id_with_inactive_items_but_no_grouping_or_unflagged(
    http: httpx.AsyncClient, tenant: Tenant
) -> None:
    inactive = await new_item(http, "Listed body inactive")
    await http.put(f"/v3/stock-items/{inactive['id']}/deactivate")
    unflagged = await new_item(http, "Listed body unflagged")
    tenant.execute("UPDATE stock_items SET is_grouping = NULL WHERE id = ?", unflagged["id"])
    group = await new_item(http, "Listed body group", isGroupingItem=True)
    found = ids_of(await http.post("/v3/stock-items/list", json={"description": "Listed body"}))
    assert found == [inactive["id"]]
    everything = ids_of(await http.post("/v3/stock-items/list", json={"limit": 1000}))
    assert everything == sorted(everything)
    assert group["id"] not in everything and unflagged["id"] not in everything


async def test_list_body_offset_past_the_end_and_no_match_give_200_with_total_zero(
    http: httpx.AsyncClient,
) -> None:
    past = await http.post("/v3/stock-items/list", json={"offset": 100_000})
    assert past.status_code == 200 and past.json()["totalCount"] == 0
    nothing = await http.post("/v3/stock-items/list", json={"sku": "no such sku"})
    assert (nothing.status_code, nothing.json()["totalCount"]) == (200, 0)


@pytest.mark.parametrize(
    ("body", "field"),
    [
        ({"description": "  "}, "description"),
        ({"sku": " "}, "sku"),
        ({"partNumber": "\t"}, "partNumber"),
        ({"ids": [3, 0]}, "ids[1]"),
        ({"limit": 1001}, "limit"),
        ({"offset": -1}, "offset"),
    ],
)
async def test_list_body_blank_filters_and_ids_below_one_are_400(
    http: httpx.AsyncClient, body: dict[str, Any], field: str
) -> None:
    assert field in errors_of(await http.post("/v3/stock-items/list", json=body))


async def test_list_body_applies_item_data_permissions_only_when_enabled(
    tenant: Tenant, sandbox_app: FastAPI
) -> None:
    client, _user_id = await restricted(tenant, sandbox_app)
    async with client:
        assert (await client.post("/v3/stock-items/list", json={})).json()["totalCount"] > 100
        tenant.setting("itemDataPermissions", "true")
        hidden = await client.post("/v3/stock-items/list", json={})
        assert (hidden.status_code, hidden.json()["totalCount"]) == (200, 0)


# -- GET /v3/stock-items/{id} ----------------------------------------------------------------
async def test_get_returns_inactive_and_grouping_items(http: httpx.AsyncClient) -> None:
    group = await new_item(http, "Fetched group", isGroupingItem=True)
    await http.put(f"/v3/stock-items/{group['id']}/deactivate")
    fetched = (await http.get(f"/v3/stock-items/{group['id']}")).json()
    assert fetched["isGroupingItem"] and not fetched["isActive"]
    assert (await http.get("/v3/stock-items/999999")).status_code == 404


async def test_get_hides_items_the_user_may_not_see_when_permissions_are_on(
    http: httpx.AsyncClient, tenant: Tenant, sandbox_app: FastAPI
) -> None:
    item = await new_item(http, "Private item")
    client, _user_id = await restricted(tenant, sandbox_app)
    async with client:
        assert (await client.get(f"/v3/stock-items/{item['id']}")).status_code == 200
        tenant.setting("itemDataPermissions", "true")
        assert (await client.get(f"/v3/stock-items/{item['id']}")).status_code == 404


# -- GET /v3/stock-items/search ---------------------------------------------------------------
async def search(http: httpx.AsyncClient, keywords: str) -> list[str]:
    response = await http.get("/v3/stock-items/search", params={"keywords": keywords})
    assert response.status_code == 200, response.text
    assert isinstance(response.json(), list)
    return [item["description"] for item in response.json()]


async def test_search_keywords_are_required_and_not_blank(http: httpx.AsyncClient) -> None:
    assert "keywords" in errors_of(await http.get("/v3/stock-items/search"))
    assert "keywords" in errors_of(
        await http.get("/v3/stock-items/search", params={"keywords": " "})
    )


async def test_search_rule_1_sorted_by_classification_code_then_description(
    http: httpx.AsyncClient, tenant: Tenant
) -> None:
    b_class, a_class = classification(tenant, "ZB"), classification(tenant, "ZA")
    await new_item(http, "Zeta sorter two", classificationId=a_class)
    await new_item(http, "Zeta sorter one", classificationId=b_class)
    await new_item(http, "Zeta sorter three", classificationId=a_class)
    await new_item(http, "Zeta sorter four")
    assert await search(http, "zeta sorter") == [
        "Zeta sorter four",  # no classification code sorts first
        "Zeta sorter three",
        "Zeta sorter two",
        "Zeta sorter one",
    ]


async def test_search_rule_1_at_most_1000_items(http: httpx.AsyncClient, tenant: Tenant) -> None:
    with tenant.db.transaction() as conn:
        conn.executemany(
            "INSERT INTO stock_items (tenant_id, description, created_at, updated_at) "
            "VALUES (?, ?, '2024', '2024')",
            [(tenant.id, f"Bulk widget {number}") for number in range(1005)],
        )
    assert len(await search(http, "bulk widget")) == 1000


async def test_search_rule_2_an_exact_part_number_wins_over_everything_else(
    http: httpx.AsyncClient,
) -> None:
    await new_item(http, "Gasket AB-100", partNumber="AB-100")
    await new_item(http, "Gasket AB-1000", partNumber="AB-1000")
    assert await search(http, " ab-100 ") == ["Gasket AB-100"]
    assert await search(http, "AB-10") == ["Gasket AB-100", "Gasket AB-1000"]


async def test_search_rule_3_unit_part_numbers_first_other_fields_only_if_nothing(
    http: httpx.AsyncClient, tenant: Tenant
) -> None:
    await new_item(
        http,
        "Carton of QX7 filters",
        unitOfMeasures=[{"name": "Carton", "ratio": 12, "partNumber": "QX7-C"}],
    )
    await new_item(http, "QX7 filter single")
    # Default: the unit part number matched, so the description is not searched.
    assert await search(http, "QX7") == ["Carton of QX7 filters"]
    assert await search(http, "filter single") == ["QX7 filter single"]
    tenant.setting("stockItemSearchAllFieldsAlways", "true")
    assert await search(http, "QX7") == ["Carton of QX7 filters", "QX7 filter single"]
    tenant.setting("stockItemSearchAllFieldsAlways", "false")
    tenant.setting("stockItemSearchUnitPartNumbers", "false")
    assert await search(http, "QX7") == ["Carton of QX7 filters", "QX7 filter single"]
    assert await search(http, "QX7-C") == []


async def test_search_rule_4_plus_means_and_comma_means_or(http: httpx.AsyncClient) -> None:
    await new_item(http, "Quillon brevik large")
    await new_item(http, "Quillon shelf")
    await new_item(http, "Oakum brevik")
    assert await search(http, "quillon + brevik") == ["Quillon brevik large"]
    assert await search(http, "quillon,brevik") == [
        "Oakum brevik",
        "Quillon brevik large",
        "Quillon shelf",
    ]
    # Plus signs win: the comma stays inside a part, which then matches nothing.
    assert await search(http, "quillon,shelf+brevik") == []
    assert await search(http, " , ") == []


async def test_search_rule_4_a_single_asterisk_lists_active_items(
    http: httpx.AsyncClient, tenant: Tenant
) -> None:
    found = await search(http, "*")
    active = rows(
        tenant,
        "SELECT count(*) FROM stock_items WHERE tenant_id = ? AND is_active = 1 "
        "AND coalesce(is_grouping, 0) = 0",
        tenant.id,
    )[0][0]
    assert len(found) == active
    assert await search(http, "**") == []


@pytest.mark.parametrize(
    ("setting", "keywords"),
    [
        ("AllowSearchStockItemsByDescription", "tile"),
        ("AllowSearchStockItemsByItemCode", "MRB-77"),
        ("AllowSearchStockItemsBySKU", "granite"),
        ("AllowSearchStockItemsByPartNumber", "basalt"),
        ("AllowSearchStockItemsByClassificationCode", "STONE"),
    ],
)
async def test_search_rule_5_each_field_is_searched_only_while_enabled(
    http: httpx.AsyncClient, tenant: Tenant, setting: str, keywords: str
) -> None:
    tenant.setting("itemCodingMethod", "Free")
    stone = classification(tenant, "STONE")
    await new_item(
        http,
        "Marble tile",
        code="MRB-77",
        sku="SKU-GRANITE",
        partNumber="PN-BASALT",
        classificationId=stone,
    )
    assert await search(http, keywords) == ["Marble tile"]
    tenant.setting(setting, "false")
    assert await search(http, keywords) == []


async def test_search_rule_5_oe_numbers_are_off_by_default_and_alone_find_nothing(
    http: httpx.AsyncClient, tenant: Tenant
) -> None:
    await new_item(http, "Brake pad", oeNumber="OE-4455")
    assert await search(http, "OE-44") == []
    tenant.setting("AllowSearchStockItemsByOENumber", "true")
    assert await search(http, "OE-44") == ["Brake pad"]
    for other in ("PartNumber", "ItemCode", "ClassificationCode", "Description", "SKU"):
        tenant.setting(f"AllowSearchStockItemsBy{other}", "false")
    assert await search(http, "OE-44") == []


async def test_search_rule_5_matching_is_partial_unless_the_organization_wants_exact(
    http: httpx.AsyncClient, tenant: Tenant
) -> None:
    await new_item(http, "Copper pipe", sku="CU-PIPE")
    assert await search(http, "pipe") == ["Copper pipe"]
    tenant.setting("stockItemSearchExactMatch", "true")
    assert await search(http, "pipe") == []
    assert await search(http, "cu-pipe") == ["Copper pipe"]


async def test_search_rule_6_inactive_and_grouping_items_are_never_returned(
    http: httpx.AsyncClient,
) -> None:
    gone = await new_item(http, "Vintage radio", partNumber="VR-1")
    await http.put(f"/v3/stock-items/{gone['id']}/deactivate")
    await new_item(
        http, "Vintage lamps", isGroupingItem=True, childItems=[{"description": "Vintage lamp red"}]
    )
    assert await search(http, "vintage") == ["Vintage lamp red"]
    assert await search(http, "VR-1") == []
    assert await search(http, "nothing matches this") == []


# -- POST /v3/stock-items and the write rules ------------------------------------------------
async def test_create_answers_201_with_the_stored_item(
    http: httpx.AsyncClient, tenant: Tenant
) -> None:
    vat = tenant.tax_id("VAT 14%")
    item = await new_item(
        http, "  Desk lamp  ", sku=" LAMP-1 ", price=450, taxId=vat, otherLangDescription="أباجورة"
    )
    assert (item["description"], item["sku"], item["price"]) == ("Desk lamp", "LAMP-1", 450)
    assert item["tax"] == {"id": vat, "name": "VAT 14%", "rate": 14} and item["taxRate"] == 14
    assert item["isActive"] and item["otherLangDescription"] == "أباجورة"
    assert (await http.get(f"/v3/stock-items/{item['id']}")).json() == item


async def test_write_rule_1_description_special_characters_need_the_setting(
    http: httpx.AsyncClient, tenant: Tenant
) -> None:
    assert code_of(await create(http, "Cable, 2 m")) == "InvalidSpecialCharacters"
    item = await new_item(http, "Cable 2 m")
    body = {"description": 'Cable "2 m"'}
    update = await http.put(f"/v3/stock-items/{item['id']}", json=body)
    assert code_of(update) == "DescriptionContainsInvalidSpecialCharacters"
    tenant.setting("allowSpecialCharacters", "true")
    assert (await create(http, "Cable, 3 m")).status_code == 201
    assert (await http.put(f"/v3/stock-items/{item['id']}", json=body)).status_code == 200


async def test_write_rule_2_automatic_coding_generates_codes_and_ignores_sent_ones(
    http: httpx.AsyncClient,
) -> None:
    first = await new_item(http, "Auto coded one", code="MINE")
    second = await new_item(http, "Auto coded two")
    assert first["code"] != "MINE" and first["code"].isdigit()
    assert int(second["code"]) == int(first["code"]) + 1
    renamed = await http.put(
        f"/v3/stock-items/{first['id']}", json={"description": "Auto coded one", "code": "NEW"}
    )
    assert renamed.json()["code"] == first["code"]


@pytest.mark.parametrize("method", ["Free", "None"])
async def test_write_rule_2_free_and_no_coding_need_a_sent_code(
    http: httpx.AsyncClient, tenant: Tenant, method: str
) -> None:
    tenant.setting("itemCodingMethod", method)
    assert "code" in errors_of(await create(http, "Uncoded item"))
    item = await new_item(http, "Coded item", code=" HAND-1 ")
    assert item["code"] == "HAND-1"
    kept = await http.put(
        f"/v3/stock-items/{item['id']}", json={"description": "Coded item", "code": ""}
    )
    assert kept.json()["code"] == "HAND-1"
    renamed = await http.put(
        f"/v3/stock-items/{item['id']}", json={"description": "Coded item", "code": "HAND-2"}
    )
    assert renamed.json()["code"] == "HAND-2"


async def test_write_rule_3_duplicate_description_and_code_are_refused(
    http: httpx.AsyncClient, tenant: Tenant
) -> None:
    tenant.setting("itemCodingMethod", "Free")
    await new_item(http, "Unique widget", code="UW-1")
    assert code_of(await create(http, "UNIQUE WIDGET", code="UW-2")) == "DupplicatedName"
    assert code_of(await create(http, "Other widget", code="UW-1")) == "DupplicatedCode"
    other = await new_item(http, "Other widget", code="UW-3")
    clash = await http.put(f"/v3/stock-items/{other['id']}", json={"description": "unique widget"})
    assert code_of(clash) == "DupplicatedName"
    # An item may keep its own description and code on update.
    same = await http.put(
        f"/v3/stock-items/{other['id']}", json={"description": "Other widget", "code": "UW-3"}
    )
    assert same.status_code == 200


async def test_write_rule_4_classification_and_brand_must_exist(
    http: httpx.AsyncClient, tenant: Tenant
) -> None:
    parent = classification(tenant, "TOP")
    classification(tenant, "CHILD", parent)
    assert "classificationId" in errors_of(await create(http, "Lost item", classificationId=99999))
    assert "classificationId" in errors_of(
        await create(http, "Branch item", classificationId=parent)
    )
    assert "brandId" in errors_of(await create(http, "Unbranded item", brandId=99999))
    brand = tenant.execute(
        "INSERT INTO brands (tenant_id, name, created_at, updated_at) VALUES (?, 'Acme', '', '')",
        tenant.id,
    )
    assert (await new_item(http, "Branded item", brandId=brand))["brandId"] == brand


async def test_write_rule_5_taxes_follow_the_service_item_rules(
    http: httpx.AsyncClient, tenant: Tenant
) -> None:
    assert code_of(await create(http, "Taxed a", taxId=99999)) == "TaxNotFound"
    old = tenant.tax_id("Sales tax 10% (before 2016)")
    assert code_of(await create(http, "Taxed b", taxId=old)) == "CannotAssignInactiveTax"
    services = tenant.tax_id("Withholding 3% services")
    assert code_of(await create(http, "Taxed c", taxId=services)) == "InvalidTaxScopeForItem"
    withholding = tenant.tax_id("Withholding 1% supplies")
    assert code_of(await create(http, "Taxed d", taxId=withholding)) == "InvalidTaxTypeForItem"
    export = tenant.tax_id("VAT 0% export")
    assert (await new_item(http, "Taxed e", taxId=export))["taxRate"] == 0


async def test_write_rule_5_e_invoicing_makes_the_tax_required(
    http: httpx.AsyncClient, tenant: Tenant
) -> None:
    assert (await create(http, "Untaxed before")).status_code == 201
    tenant.setting("eInvoicing", "Egypt")
    assert code_of(await create(http, "Untaxed after")) == "MustSelectValidTaxType"
    assert (await create(http, "Taxed after", taxId=tenant.tax_id("VAT 14%"))).status_code == 201


async def property_values(http: httpx.AsyncClient) -> dict[str, int]:
    """The demo company's property values by "Property:Value"."""
    page = (await http.get("/v3/dynamic-properties")).json()
    return {
        f"{prop['name']}:{value['value']}": value["id"]
        for prop in page["items"]
        for value in prop["values"]
    }


async def test_write_rule_6_property_values_are_checked_and_shown(
    http: httpx.AsyncClient, tenant: Tenant
) -> None:
    values = await property_values(http)
    red, blue, large = values["Color:Red"], values["Color:Blue"], values["Size:L"]
    item = await new_item(http, "Red large shirt", dynamicPropertyValueIds=[red, large])
    assert {
        (info["propertyName"], info["valueName"]) for info in item["dynamicPropertiesInfo"]
    } == {
        ("Color", "Red"),
        ("Size", "L"),
    }
    assert "dynamicPropertyValueIds" in errors_of(
        await create(http, "Two colours", dynamicPropertyValueIds=[red, blue])
    )
    assert "dynamicPropertyValueIds" in errors_of(
        await create(http, "Unknown value", dynamicPropertyValueIds=[99999])
    )
    tenant.setting("dynamicPropertiesEnabled", "false")
    refused = await create(http, "Blue shirt", dynamicPropertyValueIds=[blue])
    assert code_of(refused) == "DynamicPropertiesDisabled"


async def test_write_rule_7_children_of_a_grouping_item_are_created_with_it(
    http: httpx.AsyncClient, tenant: Tenant
) -> None:
    vat = tenant.tax_id("VAT 14%")
    parent = await new_item(
        http,
        "Polo shirt",
        isGroupingItem=True,
        price=300,
        taxId=vat,
        childItems=[
            {"description": "Polo shirt S", "isCurrent": True, "sku": "POLO-S"},
            {"description": "Polo shirt M", "price": 320, "isCurrent": True},
        ],
    )
    children = parent["childItems"]
    assert [(c["description"], c["price"]) for c in children] == [
        ("Polo shirt S", 300),
        ("Polo shirt M", 320),
    ]
    child = (await http.get(f"/v3/stock-items/{children[0]['id']}")).json()
    assert (child["parentId"], child["tax"]["id"], child["isGroupingItem"]) == (
        parent["id"],
        vat,
        False,
    )


async def test_write_rule_7_children_may_be_only_on_grouping_items(http: httpx.AsyncClient) -> None:
    response = await create(http, "Lonely parent", childItems=[{"description": "Lonely child"}])
    assert "childItems" in errors_of(response)


async def test_write_rule_7_on_update_the_entries_are_the_full_set_of_children(
    http: httpx.AsyncClient,
) -> None:
    parent = await new_item(
        http,
        "Notebook family",
        isGroupingItem=True,
        childItems=[{"description": "Notebook A5"}, {"description": "Notebook A4"}],
    )
    a5, a4 = (child["id"] for child in parent["childItems"])
    body = {
        "description": "Notebook family",
        "isGroupingItem": True,
        "childItems": [
            {"id": a5, "description": "Notebook A5 ruled"},
            {"description": "Notebook B5"},
        ],
    }
    updated = (await http.put(f"/v3/stock-items/{parent['id']}", json=body)).json()
    assert [child["description"] for child in updated["childItems"]] == [
        "Notebook A5 ruled",
        "Notebook B5",
    ]
    unlinked = (await http.get(f"/v3/stock-items/{a4}")).json()
    assert unlinked["parentId"] is None and unlinked["description"] == "Notebook A4"
    stranger = {**body, "childItems": [{"id": a4, "description": "Notebook A4"}]}
    assert "childItems[0].id" in errors_of(
        await http.put(f"/v3/stock-items/{parent['id']}", json=stranger)
    )


async def test_write_rule_7_turning_an_item_into_a_grouping_item_moves_its_stock(
    http: httpx.AsyncClient, tenant: Tenant
) -> None:
    item = await new_item(http, "Thermos")
    store = warehouse(tenant, "TH")
    stock(tenant, store, item["id"], 7, opening=2)
    without_current = {
        "description": "Thermos",
        "isGroupingItem": True,
        "childItems": [{"description": "Thermos 1 L"}],
    }
    refused = await http.put(f"/v3/stock-items/{item['id']}", json=without_current)
    assert code_of(refused) == "EdaraBusinessError"
    with_current = {
        **without_current,
        "childItems": [
            {"description": "Thermos 0.5 L", "isCurrent": True},
            {"description": "Thermos 1 L"},
        ],
    }
    group = (await http.put(f"/v3/stock-items/{item['id']}", json=with_current)).json()
    current = group["childItems"][0]["id"]
    assert group["isGroupingItem"] and group["globalOpeningBalance"] == 0
    assert (await http.get(f"/v3/stock-items/{current}/balance")).json() == 7
    assert (await http.get(f"/v3/stock-items/{current}")).json()["globalOpeningBalance"] == 2
    two_current = {**with_current, "childItems": [{"description": "x", "isCurrent": True}] * 2}
    assert "childItems" in errors_of(
        await http.put(f"/v3/stock-items/{item['id']}", json=two_current)
    )


async def test_write_rule_7_a_grouping_item_with_children_cannot_become_simple(
    http: httpx.AsyncClient,
) -> None:
    group = await new_item(
        http, "Mug family", isGroupingItem=True, childItems=[{"description": "Mug blue"}]
    )
    simple = await http.put(f"/v3/stock-items/{group['id']}", json={"description": "Mug family"})
    assert code_of(simple) == "EdaraBusinessError"
    child = group["childItems"][0]["id"]
    nested = await http.put(
        f"/v3/stock-items/{child}", json={"description": "Mug blue", "isGroupingItem": True}
    )
    assert code_of(nested) == "EdaraBusinessError"
    emptied = await http.put(
        f"/v3/stock-items/{group['id']}", json={"description": "Mug family", "isGroupingItem": True}
    )
    assert emptied.json()["childItems"] == []
    assert (
        await http.put(f"/v3/stock-items/{group['id']}", json={"description": "Mug family"})
    ).status_code == 200


async def test_write_rule_8_the_creating_user_gets_data_permission(
    tenant: Tenant, sandbox_app: FastAPI
) -> None:
    tenant.setting("itemDataPermissions", "true")
    client, _user_id = await restricted(tenant, sandbox_app, READ, "create:stock-item")
    async with client:
        assert (await client.get("/v3/stock-items")).status_code == 404
        item = await new_item(
            client, "My own item", isGroupingItem=True, childItems=[{"description": "My own child"}]
        )
        visible = {item["id"], item["childItems"][0]["id"]}
        assert (
            set(ids_of(await client.get("/v3/stock-items", params={"ids": list(visible)})))
            == visible
        )


async def test_create_validation_errors_are_400_on_the_field(http: httpx.AsyncClient) -> None:
    assert "description" in errors_of(await http.post("/v3/stock-items", json={"sku": "x"}))
    assert "price" in errors_of(await create(http, "Negative", price=-1))
    assert "unitOfMeasures" in errors_of(
        await create(
            http, "Units", unitOfMeasures=[{"name": "Box", "ratio": 1}, {"name": "box", "ratio": 2}]
        )
    )
    assert "unitOfMeasures[0].ratio" in errors_of(
        await create(http, "Units", unitOfMeasures=[{"name": "Box", "ratio": 0}])
    )


# -- batch create ------------------------------------------------------------------------------
async def test_batch_create_stores_each_entry_on_its_own(http: httpx.AsyncClient) -> None:
    await new_item(http, "Existing batch item")
    response = await http.post(
        "/v3/stock-items/batch",
        json=[
            {"description": "Batch item one"},
            {"description": "Existing batch item"},
            {"description": "Batch item two", "taxId": 99999},
        ],
    )
    body = response.json()
    assert [item["description"] for item in body["succeeded"]] == ["Batch item one"]
    assert set(body["failed"]) == {"Existing batch item", "Batch item two"}
    assert "DupplicatedName" in body["failed"]["Existing batch item"]
    assert "TaxNotFound" in body["failed"]["Batch item two"]
    # The refused entries left nothing behind.
    assert (
        ids_of(await http.post("/v3/stock-items/list", json={"description": "Batch item two"}))
        == []
    )


async def test_batch_create_validation_errors_refuse_the_whole_batch(
    http: httpx.AsyncClient,
) -> None:
    response = await http.post(
        "/v3/stock-items/batch",
        json=[{"description": "Zanzibar spice"}, {"description": "Bad", "price": -5}],
    )
    assert "[1].price" in errors_of(response)
    assert ids_of(await http.post("/v3/stock-items/list", json={"description": "Zanzibar"})) == []


# -- updates -----------------------------------------------------------------------------------
async def test_update_is_a_full_replace_except_code_and_active_flag(
    http: httpx.AsyncClient, tenant: Tenant
) -> None:
    item = await new_item(
        http,
        "Replaced item",
        sku="REP-1",
        externalId="EXT-REP",
        price=100,
        taxId=tenant.tax_id("VAT 14%"),
        unitOfMeasures=[{"name": "Piece", "ratio": 1}],
    )
    await http.put(f"/v3/stock-items/{item['id']}/deactivate")
    replaced = (
        await http.put(f"/v3/stock-items/{item['id']}", json={"description": "Replaced item"})
    ).json()
    assert (replaced["sku"], replaced["externalId"], replaced["price"], replaced["tax"]) == (
        None,
        None,
        0,
        None,
    )
    assert replaced["unitOfMeasures"] == [] and replaced["code"] == item["code"]
    assert replaced["isActive"] is False
    reactivated = await http.put(
        f"/v3/stock-items/{item['id']}", json={"description": "Replaced item", "isActive": True}
    )
    assert reactivated.json()["isActive"] is True
    assert (await http.put("/v3/stock-items/999999", json={"description": "x"})).status_code == 404


async def test_units_that_stay_keep_their_ids(http: httpx.AsyncClient) -> None:
    item = await new_item(
        http,
        "Unit keeper",
        unitOfMeasures=[{"name": "Piece", "ratio": 1}, {"name": "Box", "ratio": 6}],
    )
    piece = item["unitOfMeasures"][0]["id"]
    body = {
        "description": "Unit keeper",
        "unitOfMeasures": [{"name": "piece", "ratio": 1}, {"name": "Crate", "ratio": 24}],
    }
    units = (await http.put(f"/v3/stock-items/{item['id']}", json=body)).json()["unitOfMeasures"]
    assert [(unit["id"] == piece, unit["name"]) for unit in units] == [
        (True, "piece"),
        (False, "Crate"),
    ]


async def test_update_by_code_trims_and_matches_the_path_code_exactly(
    http: httpx.AsyncClient, tenant: Tenant
) -> None:
    tenant.setting("itemCodingMethod", "Free")
    item = await new_item(http, "Coded by path", code="PATH-1")
    response = await http.put(
        "/v3/stock-items/code/%20PATH-1%20", json={"description": "Coded by path 2"}
    )
    assert response.json()["description"] == "Coded by path 2"
    assert (
        await http.put("/v3/stock-items/code/path-1", json={"description": "x"})
    ).status_code == 404
    renamed = await http.put(
        "/v3/stock-items/code/PATH-1", json={"description": "Coded by path 2", "code": "PATH-2"}
    )
    assert renamed.json()["code"] == "PATH-2" and renamed.json()["id"] == item["id"]


async def test_update_external_id_finds_the_item_by_id_or_code_and_changes_nothing_else(
    http: httpx.AsyncClient,
) -> None:
    item = await new_item(http, "Web shop item", price=99)
    by_id = await http.put(
        "/v3/stock-items/external-id", json={"id": item["id"], "externalId": "SHOP-9"}
    )
    assert by_id.json()["externalId"] == "SHOP-9" and by_id.json()["price"] == 99
    by_code = await http.put("/v3/stock-items/external-id", json={"code": item["code"]})
    assert by_code.json()["externalId"] is None
    assert "id" in errors_of(
        await http.put("/v3/stock-items/external-id", json={"externalId": "x"})
    )
    both = {"id": item["id"], "code": item["code"], "externalId": "x"}
    assert "id" in errors_of(await http.put("/v3/stock-items/external-id", json=both))
    assert (await http.put("/v3/stock-items/external-id", json={"code": "nope"})).status_code == 404


async def test_batch_updates_find_items_by_id_code_or_sku(
    http: httpx.AsyncClient, tenant: Tenant
) -> None:
    tenant.setting("itemCodingMethod", "Free")
    item = await new_item(http, "Batch target", code="BT-1", sku="BT-SKU")
    by_id = await http.put(
        "/v3/stock-items/batch/by-id",
        json=[
            {"id": item["id"], "description": "Batch target", "price": 5},
            {"id": 999999, "description": "x"},
        ],
    )
    assert by_id.json()["succeeded"][0]["price"] == 5
    assert by_id.json()["failed"]["999999"].startswith("NotFound")
    by_code = await http.put(
        "/v3/stock-items/batch/by-code",
        json=[{"code": " BT-1 ", "sku": "BT-SKU", "description": "Batch target", "price": 6}],
    )
    assert (by_code.json()["succeeded"][0]["price"], by_code.json()["succeeded"][0]["code"]) == (
        6,
        "BT-1",
    )
    by_sku = await http.put(
        "/v3/stock-items/batch/by-sku",
        json=[
            {"sku": "bt-sku", "description": "Batch target", "price": 7},
            {"sku": "BT-SKU", "description": 'Bad "name"'},
        ],
    )
    assert by_sku.json()["succeeded"][0]["price"] == 7
    assert "DescriptionContainsInvalidSpecialCharacters" in by_sku.json()["failed"]["BT-SKU"]
    missing_keys = await http.put(
        "/v3/stock-items/batch/by-sku", json=[{"description": "x"}, {"description": "y"}]
    )
    assert set(errors_of(missing_keys)) == {"[0].sku", "[1].sku"}


# -- delete, deactivate, link ------------------------------------------------------------------
async def test_delete_is_permanent_and_refused_while_the_item_is_in_use(
    http: httpx.AsyncClient, tenant: Tenant
) -> None:
    free = await new_item(http, "Deletable item", unitOfMeasures=[{"name": "Piece", "ratio": 1}])
    assert (await http.delete(f"/v3/stock-items/{free['id']}")).status_code == 204
    assert (await http.get(f"/v3/stock-items/{free['id']}")).status_code == 404
    assert (await http.delete(f"/v3/stock-items/{free['id']}")).status_code == 404

    stocked = await new_item(http, "Stocked item")
    stock(tenant, warehouse(tenant, "DEL"), stocked["id"], 3)
    sold = await new_item(http, "Sold item")
    document = tenant.execute(
        "INSERT INTO documents (tenant_id, type, code) VALUES (?, 'SO', 'SO-1')", tenant.id
    )
    tenant.execute(
        "INSERT INTO document_lines (document_id, stock_item_id) VALUES (?, ?)",
        document,
        sold["id"],
    )
    group = await new_item(
        http, "Parent item", isGroupingItem=True, childItems=[{"description": "Child item"}]
    )
    for used in (stocked, sold, group):
        assert (
            code_of(await http.delete(f"/v3/stock-items/{used['id']}")) == "ItemCannotDeleteItInUse"
        )


async def test_deactivate_by_id_and_by_code(http: httpx.AsyncClient) -> None:
    first = await new_item(http, "Deactivated by id")
    second = await new_item(http, "Deactivated by code")
    for _ in range(2):  # repeating is harmless
        assert (await http.put(f"/v3/stock-items/{first['id']}/deactivate")).status_code == 204
    assert (
        await http.put(f"/v3/stock-items/code/%20{second['code']}/deactivate")
    ).status_code == 204
    for item in (first, second):
        assert (await http.get(f"/v3/stock-items/{item['id']}")).json()["isActive"] is False
    assert (await http.put("/v3/stock-items/999999/deactivate")).status_code == 404
    assert (await http.put("/v3/stock-items/code/none/deactivate")).status_code == 404


async def test_link_to_parent_makes_items_children_of_a_grouping_item(
    http: httpx.AsyncClient,
) -> None:
    group = await new_item(http, "Chair family", isGroupingItem=True)
    red = await new_item(http, "Chair red")
    blue = await new_item(http, "Chair blue")
    linked = await http.post(
        "/v3/stock-items/link-to-parent",
        json={"parentId": group["id"], "stockItemIds": [red["id"], blue["id"]]},
    )
    assert [child["id"] for child in linked.json()["childItems"]] == [red["id"], blue["id"]]
    assert (await http.get(f"/v3/stock-items/{red['id']}")).json()["parentId"] == group["id"]
    not_grouping = await http.post(
        "/v3/stock-items/link-to-parent", json={"parentId": red["id"], "stockItemIds": [blue["id"]]}
    )
    assert code_of(not_grouping) == "EdaraBusinessError"
    other_group = await new_item(http, "Table family", isGroupingItem=True)
    grouping_child = await http.post(
        "/v3/stock-items/link-to-parent",
        json={"parentId": group["id"], "stockItemIds": [other_group["id"]]},
    )
    assert code_of(grouping_child) == "EdaraBusinessError"
    assert "parentId" in errors_of(
        await http.post(
            "/v3/stock-items/link-to-parent", json={"parentId": 999999, "stockItemIds": [red["id"]]}
        )
    )
    assert "stockItemIds" in errors_of(
        await http.post(
            "/v3/stock-items/link-to-parent",
            json={"parentId": group["id"], "stockItemIds": [999999]},
        )
    )
    assert "stockItemIds" in errors_of(
        await http.post(
            "/v3/stock-items/link-to-parent", json={"parentId": group["id"], "stockItemIds": []}
        )
    )


# -- serial numbers ----------------------------------------------------------------------------
def customer(tenant: Tenant, name: str) -> int:
    return tenant.execute(
        "INSERT INTO customers (tenant_id, code, name, created_at, updated_at) "
        "VALUES (?, ?, ?, '', '')",
        tenant.id,
        name[:3].upper(),
        name,
    )


def serial(tenant: Tenant, item_id: int, number: str, status: str, **columns: object) -> None:
    names = ", ".join(["tenant_id", "stock_item_id", "serial_no", "status", *columns])
    tenant.execute(
        f"INSERT INTO stock_item_serials ({names}) VALUES ({', '.join('?' * (4 + len(columns)))})",
        tenant.id,
        item_id,
        number,
        status,
        *columns.values(),
    )


async def test_a_serial_may_be_returned_only_by_the_customer_it_was_sold_to(
    http: httpx.AsyncClient, tenant: Tenant
) -> None:
    item = await new_item(http, "Serial phone", hasSerialNumbers=True)
    buyer, other = customer(tenant, "Buyer"), customer(tenant, "Other")
    serial(tenant, item["id"], "SN-1", "Sold", customer_id=buyer)
    serial(tenant, item["id"], "SN-2", "InStock")
    serial(tenant, item["id"], "SN-3", "Returned", customer_id=buyer, return_code="RR-5")
    base = f"/v3/stock-items/{item['id']}/validate/serial"
    assert (await http.get(f"{base}/SN-1/returns/{buyer}")).json()["isValid"] is True
    for number, who in (("SN-1", other), ("SN-2", buyer), ("SN-3", buyer), ("SN-9", buyer)):
        answer = (await http.get(f"{base}/{number}/returns/{who}")).json()
        assert answer["isValid"] is False and answer["reason"], number
    assert (await http.get(f"{base}/SN-1/returns/999999")).status_code == 404
    assert (
        await http.get(f"/v3/stock-items/999999/validate/serial/SN-1/returns/{buyer}")
    ).status_code == 404


async def test_a_returned_serial_is_valid_only_for_its_receive_returns_order(
    http: httpx.AsyncClient, tenant: Tenant
) -> None:
    item = await new_item(http, "Serial laptop", hasSerialNumbers=True)
    serial(tenant, item["id"], "LP-1", "Returned", return_code="RR-0007")
    serial(tenant, item["id"], "LP-2", "Sold")
    base = f"/v3/stock-items/{item['id']}/validate/serial"
    assert (await http.get(f"{base}/LP-1/returned/RR-0007")).json()["isValid"] is True
    assert (await http.get(f"{base}/LP-1/returned/RR-0008")).json()["isValid"] is False
    assert (await http.get(f"{base}/LP-2/returned/RR-0007")).json()["status"] == "Sold"


# -- balances and costs ------------------------------------------------------------------------
async def test_balances_sum_batches_per_item_and_warehouse(
    http: httpx.AsyncClient, tenant: Tenant
) -> None:
    item = await new_item(http, "Balanced item")
    north, south = warehouse(tenant, "N"), warehouse(tenant, "S")
    stock(tenant, north, item["id"], 4, reserved=1)
    stock(tenant, north, item["id"], 6, batch="B1")
    stock(tenant, south, item["id"], 0)
    page = (
        await http.get("/v3/stock-items/balances", params={"stockItemIds": [item["id"]]})
    ).json()
    assert [
        (row["warehouse"]["id"], row["balance"], row["reserved"], row["available"])
        for row in page["items"]
    ] == [
        (north, 10, 1, 9),
        (south, 0, 0, 0),
    ]
    non_zero = {"stockItemIds": [item["id"]], "nonZeroOnly": True}
    assert page["totalCount"] == 2
    assert len((await http.get("/v3/stock-items/balances", params=non_zero)).json()["items"]) == 1
    past = (await http.get("/v3/stock-items/balances", params={"offset": 100_000})).json()
    assert past["totalCount"] == 0


async def test_balances_respect_warehouse_permissions_and_the_global_ones_do_not(
    http: httpx.AsyncClient, tenant: Tenant, sandbox_app: FastAPI
) -> None:
    item = await new_item(http, "Spread item")
    seen, hidden = warehouse(tenant, "SEEN"), warehouse(tenant, "HIDDEN")
    stock(tenant, seen, item["id"], 3, reserved=1)
    stock(tenant, hidden, item["id"], 5, reserved=2)
    assert (await http.get(f"/v3/stock-items/{item['id']}/balance")).json() == 8
    client, user_id = await restricted(tenant, sandbox_app)
    tenant.grant(user_id, DataKind.WAREHOUSE, seen)
    async with client:
        assert (await client.get(f"/v3/stock-items/{item['id']}/balance")).json() == 3
        assert (await client.get(f"/v3/stock-items/{item['id']}/global-balance")).json() == 8
        in_seen = await client.get(f"/v3/stock-items/{item['id']}/balance/warehouses/{seen}")
        assert in_seen.json() == 3
        in_hidden = await client.get(f"/v3/stock-items/{item['id']}/balance/warehouses/{hidden}")
        assert in_hidden.status_code == 404
        rows_seen = (
            await client.get("/v3/stock-items/balances", params={"stockItemIds": [item["id"]]})
        ).json()
        assert [row["warehouse"]["id"] for row in rows_seen["items"]] == [seen]
        global_page = (
            await client.get("/v3/stock-items/global-balances", params={"ids": [item["id"]]})
        ).json()
        assert (
            global_page["items"][0]["globalBalance"],
            global_page["items"][0]["globalReserved"],
        ) == (8, 3)


async def test_global_balances_list_every_item_with_zeros_for_the_never_stocked(
    http: httpx.AsyncClient,
) -> None:
    item = await new_item(http, "Never stocked")
    page = (await http.get("/v3/stock-items/global-balances", params={"limit": 1000})).json()
    ids = [row["stockItem"]["id"] for row in page["items"]]
    assert ids == sorted(ids) and item["id"] in ids
    row = next(row for row in page["items"] if row["stockItem"]["id"] == item["id"])
    assert (row["globalBalance"], row["globalReserved"]) == (0, 0)


async def test_warehouse_summary_shows_stock_and_sales_per_warehouse(
    http: httpx.AsyncClient, tenant: Tenant
) -> None:
    item = await new_item(http, "Summarised item")
    shop = warehouse(tenant, "SHOP")
    stock(tenant, shop, item["id"], 12, reserved=4)
    order = tenant.execute(
        "INSERT INTO documents (tenant_id, type, code, warehouse_id, status) "
        "VALUES (?, 'SO', 'SO-9', ?, 'Open')",
        tenant.id,
        shop,
    )
    tenant.execute(
        "INSERT INTO document_lines (document_id, stock_item_id, quantity, issued_quantity) "
        "VALUES (?, ?, 10, 6)",
        order,
        item["id"],
    )
    summary = (
        await http.get("/v3/stock-items/warehouse-summary", params={"stockItemId": item["id"]})
    ).json()
    row = next(row for row in summary if row["warehouse"]["id"] == shop)
    assert (
        row["balance"],
        row["reserved"],
        row["available"],
        row["soldQuantity"],
        row["openOrderQuantity"],
    ) == (12, 4, 8, 6, 4)
    assert (
        await http.get("/v3/stock-items/warehouse-summary", params={"stockItemId": 999999})
    ).status_code == 404


async def test_costs_by_id_sku_and_part_number(http: httpx.AsyncClient, tenant: Tenant) -> None:
    first = await new_item(http, "Costed one", sku="CST-1", partNumber="PN-CST")
    second = await new_item(http, "Costed two", sku="cst-1", partNumber="PN-CST")
    tenant.execute(
        "UPDATE stock_items SET average_cost = 12.5, last_cost = 13 WHERE id = ?", first["id"]
    )
    assert (await http.get(f"/v3/stock-items/{first['id']}/cost")).json() == 12.5
    by_sku = (
        await http.get(
            "/v3/stock-items/cost/by-skus", params={"skus": [" CST-1 ", "cst-1", "none"]}
        )
    ).json()
    assert [(row["stockItemId"], row["cost"]) for row in by_sku] == [
        (first["id"], 12.5),
        (second["id"], 0),
    ]
    by_part = (
        await http.get("/v3/stock-items/cost/by-part-numbers", params={"partNumbers": ["PN-CST"]})
    ).json()
    assert len(by_part) == 2
    by_id = (
        await http.get("/v3/stock-items/cost/by-ids", params={"ids": [second["id"], 999999]})
    ).json()
    assert [row["stockItemId"] for row in by_id] == [second["id"]]
    assert "skus" in errors_of(await http.get("/v3/stock-items/cost/by-skus"))
    assert "ids" in errors_of(await http.get("/v3/stock-items/cost/by-ids"))
