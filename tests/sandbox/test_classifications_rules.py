"""Classifications, note by note (spec: conventions and master data, "Classifications").

The demo's stock-item tree: 01 Electronics (0101 Mobile phones, 0102 Laptops, 0103
Accessories), 02 Stationery (0201 Paper, 0202 Pens), 03 Household (0301 Kitchen, 0302
Cleaning) and the inactive root 09 Discontinued lines; two warehouse classifications and
four customer classifications. Other demo parts may put stock items on the leaves, so the
tests below make their own leaves where items matter.
"""

from __future__ import annotations

from collections.abc import AsyncIterator

import httpx
import pytest
from fastapi import FastAPI

from app.sandbox.app import permissions
from app.sandbox.permissions import DataKind
from tests.support.sandbox import Tenant, asgi_client, new_tenant

DEMO_TREE = ["01", "0101", "0102", "0103", "02", "0201", "0202", "03", "0301", "0302", "09"]


@pytest.fixture
async def http(sandbox_app: FastAPI, tenant: Tenant) -> AsyncIterator[httpx.AsyncClient]:
    async with asgi_client(sandbox_app, tenant.authorization) as client:
        yield client


async def stock_tree(http: httpx.AsyncClient) -> dict[str, dict]:
    """The stock-item classifications by code."""
    page = (await http.get("/v3/classifications/stock-items", params={"limit": 1000})).json()
    return {node["code"]: node for node in page["items"]}


async def node_id(http: httpx.AsyncClient, code: str) -> int:
    return int((await stock_tree(http))[code]["id"])


async def common_id(http: httpx.AsyncClient, description: str) -> int:
    found = await http.get("/v3/classifications/common", params={"description": description})
    return int(found.json()["items"][0]["id"])


async def create(http: httpx.AsyncClient, **body: object) -> httpx.Response:
    return await http.post("/v3/classifications/stock-items", json=body)


async def new_node(http: httpx.AsyncClient, code: str, description: str, parent: int) -> dict:
    response = await create(http, code=code, description=description, parentId=parent)
    assert response.status_code == 201, response.text
    return response.json()


def put_item(tenant: Tenant, classification_id: int, description: str, active: bool = True) -> int:
    return tenant.execute(
        "INSERT INTO stock_items (tenant_id, description, classification_id, is_active, "
        "created_at, updated_at) VALUES (?, ?, ?, ?, '2026-01-01', '2026-01-01')",
        tenant.id,
        description,
        classification_id,
        int(active),
    )


def code_of(response: httpx.Response) -> str:
    assert response.status_code == 409, response.text
    return response.json()["errorCode"]


def test_permission_scopes_are_named_as_the_spec_lists_them(sandbox_app: FastAPI) -> None:
    assert {"read:classification", "create:classification"} <= set(permissions(sandbox_app))


async def test_a_caller_without_the_scope_gets_403(sandbox_app: FastAPI, tenant: Tenant) -> None:
    async with asgi_client(sandbox_app, tenant.token("read:classification")) as reader:
        assert (await reader.get("/v3/classifications/common")).status_code == 200
        refused = await create(reader, code="X", description="X", parentId=1)
        assert refused.status_code == 403


# -- GET /classifications/stock-items --------------------------------------------------------
async def test_stock_items_list_is_in_tree_order_with_inactive_included(
    http: httpx.AsyncClient,
) -> None:
    body = (await http.get("/v3/classifications/stock-items")).json()
    assert [node["code"] for node in body["items"]] == DEMO_TREE
    assert body["totalCount"] == 11
    electronics, phones = body["items"][0], body["items"][1]
    assert electronics["parentId"] is None and electronics["treeLevel"] == 1
    assert phones["parentId"] == electronics["id"] and phones["treeLevel"] == 2
    assert set(phones) == {"id", "code", "description", "parentId", "treeLevel"}
    assert body["items"][-1]["description"] == "Discontinued lines"  # inactive


async def test_stock_items_list_places_new_nodes_in_the_tree(http: httpx.AsyncClient) -> None:
    await new_node(http, "0100", "Televisions", await node_id(http, "01"))
    listed = (await http.get("/v3/classifications/stock-items")).json()["items"]
    assert [node["code"] for node in listed[:3]] == ["01", "0100", "0101"]


@pytest.mark.parametrize(
    ("params", "page", "page_size", "first_code"),
    [
        ({"offset": 3, "limit": 2}, 2, 2, "0103"),
        ({"offset": -5, "limit": 0}, 1, 100, "01"),
        ({"limit": 5000}, 1, 100, "01"),
    ],
)
async def test_stock_items_list_paging_is_silently_repaired(
    http: httpx.AsyncClient, params: dict, page: int, page_size: int, first_code: str
) -> None:
    response = await http.get("/v3/classifications/stock-items", params=params)
    assert response.status_code == 200
    body = response.json()
    assert body["page"] == page and body["pageSize"] == page_size
    assert body["items"][0]["code"] == first_code and body["totalCount"] == 11


# -- GET /classifications/stock-items/tree/{userId} -----------------------------------------
async def test_stock_item_tree_lists_only_permitted_classifications(
    http: httpx.AsyncClient, tenant: Tenant
) -> None:
    _token, clerk = tenant.restricted_user("read:classification")
    stationery, paper = await node_id(http, "02"), await node_id(http, "0201")
    for granted in (stationery, paper):
        tenant.grant(clerk, DataKind.CLASSIFICATION, granted)
    rows = (await http.get(f"/v3/classifications/stock-items/tree/{clerk}")).json()
    nodes = [row for row in rows if row["stockItemId"] is None]
    assert [row["nodeId"] for row in nodes] == [stationery, paper]
    assert nodes[0]["parentId"] == 0 and nodes[0]["treeLevel"] == 1
    assert nodes[1]["parentId"] == stationery and nodes[1]["treeLevel"] == 2


async def test_stock_item_tree_leaves_list_their_stock_items_including_inactive(
    http: httpx.AsyncClient, tenant: Tenant
) -> None:
    leaf = await new_node(http, "0203", "Notebooks", await node_id(http, "02"))
    active = put_item(tenant, leaf["id"], "A5 notebook")
    inactive = put_item(tenant, leaf["id"], "Old diary", active=False)
    rows = (await http.get(f"/v3/classifications/stock-items/tree/{tenant_user(tenant)}")).json()
    at = next(
        i for i, row in enumerate(rows) if row["stockItemId"] is None and row["id"] == leaf["id"]
    )
    assert rows[at]["treeLevel"] == 2
    items = rows[at + 1 : at + 3]
    assert [(row["stockItemId"], row["stockItem"]) for row in items] == [
        (active, "A5 notebook"),
        (inactive, "Old diary"),
    ]
    assert {(row["nodeId"], row["parentId"], row["treeLevel"]) for row in items} == {
        (leaf["id"], leaf["id"], 3)
    }
    assert {row["balance"] for row in rows} == {0}


async def test_stock_item_tree_items_of_a_branch_are_not_listed(
    http: httpx.AsyncClient, tenant: Tenant
) -> None:
    branch = await node_id(http, "03")  # has children: items directly on it stay hidden
    put_item(tenant, branch, "Misfiled kettle")
    rows = (await http.get(f"/v3/classifications/stock-items/tree/{tenant_user(tenant)}")).json()
    assert "Misfiled kettle" not in {row["stockItem"] for row in rows}


async def test_stock_item_tree_of_a_user_with_all_permissions_is_the_whole_tree(
    http: httpx.AsyncClient, tenant: Tenant
) -> None:
    rows = (await http.get(f"/v3/classifications/stock-items/tree/{tenant_user(tenant)}")).json()
    nodes = [row["id"] for row in rows if row["stockItemId"] is None]
    tree = await stock_tree(http)
    assert nodes == [tree[code]["id"] for code in DEMO_TREE]


async def test_stock_item_tree_of_a_user_with_no_permissions_or_unknown_is_empty(
    http: httpx.AsyncClient, tenant: Tenant
) -> None:
    _token, clerk = tenant.restricted_user("read:classification")
    assert (await http.get(f"/v3/classifications/stock-items/tree/{clerk}")).json() == []
    assert (await http.get("/v3/classifications/stock-items/tree/99999")).json() == []
    foreign = new_tenant(tenant.db)
    assert (
        await http.get(f"/v3/classifications/stock-items/tree/{tenant_user(foreign)}")
    ).json() == []
    assert (await http.get("/v3/classifications/stock-items/tree/abc")).status_code == 400


def tenant_user(tenant: Tenant) -> int:
    """The id of the tenant's all-scopes, all-data API user."""
    with tenant.db.transaction() as conn:
        row = conn.execute(
            "SELECT id FROM api_users WHERE tenant_id = ? AND name = 'tester'", (tenant.id,)
        ).fetchone()
    return int(row["id"])


# -- POST /classifications/stock-items -------------------------------------------------------
async def test_create_trims_and_answers_with_tree_level_zero(http: httpx.AsyncClient) -> None:
    parent = await node_id(http, "01")
    created = await new_node(http, " 0104 ", "  Tablets ", parent)
    assert created == {
        "id": created["id"],
        "code": "0104",
        "description": "Tablets",
        "parentId": parent,
        "treeLevel": 0,
    }
    listed = (await stock_tree(http))["0104"]
    assert listed["treeLevel"] == 2


async def test_create_type_is_stock_items(http: httpx.AsyncClient) -> None:
    created = await new_node(http, "0303", "Bathroom", await node_id(http, "03"))
    common = (await http.get(f"/v3/classifications/common/{created['id']}")).json()
    assert common["type"] == "StockItems"


async def test_create_the_creator_gets_access(sandbox_app: FastAPI, tenant: Tenant) -> None:
    token, clerk = tenant.restricted_user("create:classification", "read:classification")
    async with asgi_client(sandbox_app, token) as as_clerk:
        created = await new_node(as_clerk, "0303", "Bathroom", await node_id(as_clerk, "03"))
        rows = (await as_clerk.get(f"/v3/classifications/stock-items/tree/{clerk}")).json()
    assert [row["id"] for row in rows] == [created["id"]]


async def test_create_parent_leaf_with_stock_items_is_409(
    http: httpx.AsyncClient, tenant: Tenant
) -> None:
    leaf = await new_node(http, "0203", "Notebooks", await node_id(http, "02"))
    put_item(tenant, leaf["id"], "A5 notebook")
    response = await create(http, code="020301", description="Spiral", parentId=leaf["id"])
    assert code_of(response) == "ClassificationParentIsLeafWithStockItems"


async def test_create_under_a_leaf_without_stock_items_makes_it_a_branch(
    http: httpx.AsyncClient,
) -> None:
    leaf = await new_node(http, "0203", "Notebooks", await node_id(http, "02"))
    child = await new_node(http, "020301", "Spiral notebooks", leaf["id"])
    assert (await stock_tree(http))["020301"]["parentId"] == leaf["id"] == child["parentId"]


async def test_create_a_branch_holding_stock_items_still_takes_children(
    http: httpx.AsyncClient, tenant: Tenant
) -> None:
    branch = await node_id(http, "03")
    put_item(tenant, branch, "Misfiled kettle")
    await new_node(http, "0303", "Bathroom", branch)


async def test_create_duplicate_code_is_409_dupplicated_code(http: httpx.AsyncClient) -> None:
    response = await create(
        http, code="0101", description="Phones", parentId=await node_id(http, "02")
    )
    assert code_of(response) == "DupplicatedCode"


async def test_create_duplicate_name_under_the_parent_is_409_dupplicated_name(
    http: httpx.AsyncClient,
) -> None:
    electronics = await node_id(http, "01")
    response = await create(http, code="0199", description="laptops", parentId=electronics)
    assert code_of(response) == "DupplicatedName"
    await new_node(http, "0299", "Laptops", await node_id(http, "02"))  # another parent


async def test_create_a_code_used_by_another_tree_type_is_free(http: httpx.AsyncClient) -> None:
    await new_node(http, "CAIRO", "Cairo specials", await node_id(http, "01"))


async def test_create_unknown_parent_or_one_of_another_type_is_400(
    http: httpx.AsyncClient,
) -> None:
    region = await common_id(http, "Cairo region")
    for parent in (99999, region):
        response = await create(http, code="X1", description="X", parentId=parent)
        assert response.status_code == 400 and "parentId" in response.json()["errors"]


@pytest.mark.parametrize(
    ("changes", "field"),
    [
        ({"code": "01-05"}, "code"),
        ({"code": "x" * 51}, "code"),
        ({"code": " "}, "code"),
        ({"description": "x" * 71}, "description"),
        ({"description": ""}, "description"),
        ({"parentId": 0}, "parentId"),
        ({"parentId": None}, "parentId"),
    ],
)
async def test_upsert_request_rules_are_400_on_the_field(
    http: httpx.AsyncClient, changes: dict, field: str
) -> None:
    body = {"code": "0105", "description": "Cameras", "parentId": 1, **changes}
    response = await create(http, **body)
    assert response.status_code == 400 and field in response.json()["errors"]


# -- GET /classifications/common -------------------------------------------------------------
def active_count(tenant: Tenant) -> int:
    with tenant.db.transaction() as conn:
        return int(
            conn.execute(
                "SELECT count(*) FROM classifications WHERE tenant_id = ? AND is_active = 1",
                (tenant.id,),
            ).fetchone()[0]
        )


async def test_common_list_has_active_classifications_of_all_types_by_description(
    http: httpx.AsyncClient, tenant: Tenant
) -> None:
    body = (await http.get("/v3/classifications/common")).json()
    descriptions = [item["description"] for item in body["items"]]
    assert descriptions == sorted(descriptions, key=str.lower)
    assert "Discontinued lines" not in descriptions
    assert {item["type"] for item in body["items"]} == {"StockItems", "Warehouses", "Customers"}
    assert body["totalCount"] == len(descriptions) == active_count(tenant) >= 16
    government = next(item for item in body["items"] if item["description"] == "Government")
    assert government["parentId"] == await common_id(http, "Corporate accounts")


async def test_common_list_ties_on_description_are_ordered_by_id(
    http: httpx.AsyncClient,
) -> None:
    twin = await new_node(http, "0399", "Paper", await node_id(http, "03"))
    papers = (await http.get("/v3/classifications/common", params={"description": "Paper"})).json()[
        "items"
    ]
    assert [item["id"] for item in papers] == [await node_id(http, "0201"), twin["id"]]


async def test_common_list_description_is_an_exact_match(http: httpx.AsyncClient) -> None:
    found = (await http.get("/v3/classifications/common", params={"description": "Pens"})).json()
    assert [item["code"] for item in found["items"]] == ["0202"]
    partial = await http.get("/v3/classifications/common", params={"description": "Pen"})
    assert partial.json()["items"] == [] and partial.json()["totalCount"] == 0


@pytest.mark.parametrize("description", ["   ", "x" * 51])
async def test_common_list_description_must_be_non_blank_and_at_most_50(
    http: httpx.AsyncClient, description: str
) -> None:
    response = await http.get("/v3/classifications/common", params={"description": description})
    assert response.status_code == 400 and "description" in response.json()["errors"]


async def test_common_list_paging_is_repaired_and_a_page_past_the_end_has_total_zero(
    http: httpx.AsyncClient, tenant: Tenant
) -> None:
    active = active_count(tenant)
    repaired = (
        await http.get("/v3/classifications/common", params={"offset": -1, "limit": 0})
    ).json()
    assert repaired["pageSize"] == 100 and len(repaired["items"]) == active
    past = (await http.get("/v3/classifications/common", params={"offset": active})).json()
    assert past["items"] == [] and past["totalCount"] == 0


async def test_common_get_returns_any_type_and_inactive_or_unknown_is_404(
    http: httpx.AsyncClient,
) -> None:
    region = await common_id(http, "Alexandria region")
    assert (await http.get(f"/v3/classifications/common/{region}")).json() == {
        "id": region,
        "code": "ALEX",
        "description": "Alexandria region",
        "type": "Warehouses",
        "parentId": None,
    }
    discontinued = await node_id(http, "09")
    assert (await http.get(f"/v3/classifications/common/{discontinued}")).status_code == 404
    assert (await http.get("/v3/classifications/common/99999")).status_code == 404
