"""Warehouses, rule by rule (spec: conventions and master data, "Warehouses").

The demo's warehouses: WH01 Main warehouse - Cairo, WH02 Alexandria store (classification
ALEX), WH03 Returns (RMA) warehouse and the inactive WH04 Old Giza depot (classification
CAIRO). Other demo parts may stock items in them, so balance tests make their own items.
"""

from __future__ import annotations

from collections.abc import AsyncIterator

import httpx
import pytest
from fastapi import FastAPI

from app.sandbox.app import permissions
from app.sandbox.permissions import DataKind
from tests.support.sandbox import Tenant, asgi_client, new_tenant

NOW = "2026-01-01T00:00:00+00:00"


@pytest.fixture
async def http(sandbox_app: FastAPI, tenant: Tenant) -> AsyncIterator[httpx.AsyncClient]:
    async with asgi_client(sandbox_app, tenant.authorization) as client:
        yield client


def lookup(tenant: Tenant, sql: str, *args: object) -> int:
    with tenant.db.transaction() as conn:
        row = conn.execute(sql, (tenant.id, *args)).fetchone()
    assert row is not None, (sql, args)
    return int(row[0])


def warehouse_id(tenant: Tenant, code: str) -> int:
    return lookup(tenant, "SELECT id FROM warehouses WHERE tenant_id = ? AND code = ?", code)


def classification_id(tenant: Tenant, code: str, kind: str = "Warehouses") -> int:
    return lookup(
        tenant,
        "SELECT id FROM classifications WHERE tenant_id = ? AND code = ? AND type = ?",
        code,
        kind,
    )


def all_seeing_user(tenant: Tenant) -> int:
    """The tenant's all-scopes API user, who sees all data."""
    return lookup(tenant, "SELECT id FROM api_users WHERE tenant_id = ? AND name = 'tester'")


def new_item(tenant: Tenant, code: str, *, active: bool = True) -> int:
    return tenant.execute(
        "INSERT INTO stock_items (tenant_id, code, description, is_active, created_at, "
        "updated_at) VALUES (?, ?, ?, ?, ?, ?)",
        tenant.id,
        code,
        f"Item {code}",
        int(active),
        NOW,
        NOW,
    )


def stock(
    tenant: Tenant,
    item: int,
    warehouse: int,
    quantity: float,
    *,
    reserved: float = 0,
    batch: str = "",
) -> None:
    tenant.execute(
        "INSERT INTO stock_balances (tenant_id, warehouse_id, stock_item_id, batch_number, "
        "quantity, reserved) VALUES (?, ?, ?, ?, ?, ?)",
        tenant.id,
        warehouse,
        item,
        batch,
        quantity,
        reserved,
    )


def codes(response: httpx.Response) -> list[str]:
    assert response.status_code == 200, response.text
    body = response.json()
    return [w["code"] for w in (body["items"] if isinstance(body, dict) else body)]


def code_of(response: httpx.Response) -> str:
    assert response.status_code == 409, response.text
    return response.json()["errorCode"]


async def create(http: httpx.AsyncClient, **body: object) -> httpx.Response:
    return await http.post("/v3/warehouses", json=body)


async def new_warehouse(http: httpx.AsyncClient, **body: object) -> dict:
    response = await create(http, **body)
    assert response.status_code == 201, response.text
    return response.json()


def test_permission_scopes_are_named_as_the_spec_lists_them(sandbox_app: FastAPI) -> None:
    assert {"read:warehouse", "create:warehouse", "update:warehouse"} <= set(
        permissions(sandbox_app)
    )


async def test_a_caller_without_the_scope_gets_403(sandbox_app: FastAPI, tenant: Tenant) -> None:
    async with asgi_client(sandbox_app, tenant.token("read:warehouse")) as reader:
        assert (await reader.get("/v3/warehouses")).status_code == 200
        assert (await create(reader, description="Luxor depot")).status_code == 403
        put = await reader.put("/v3/warehouses/code/WH01", json={"description": "x"})
        assert put.status_code == 403


# -- rule 1: list ----------------------------------------------------------------------------
async def test_rule_1_only_active_warehouses_ordered_by_id(
    http: httpx.AsyncClient, tenant: Tenant
) -> None:
    body = (await http.get("/v3/warehouses")).json()
    assert [w["code"] for w in body["items"]] == ["WH01", "WH02", "WH03"]
    assert body["totalCount"] == 3
    assert body["items"][0] == {
        "id": warehouse_id(tenant, "WH01"),
        "classification": {
            "id": classification_id(tenant, "CAIRO"),
            "code": "CAIRO",
            "name": "Cairo region",
        },
        "code": "WH01",
        "description": "Main warehouse - Cairo",
        "mobile": "01001234567",
    }


async def test_rule_1_code_is_exact_and_trimmed(http: httpx.AsyncClient) -> None:
    assert codes(await http.get("/v3/warehouses", params={"code": "  WH02 "})) == ["WH02"]
    assert codes(await http.get("/v3/warehouses", params={"code": "WH0"})) == []
    assert codes(await http.get("/v3/warehouses", params={"code": "WH04"})) == []  # inactive


async def test_rule_1_name_is_a_trimmed_contains_match_on_the_description(
    http: httpx.AsyncClient,
) -> None:
    assert codes(await http.get("/v3/warehouses", params={"name": " store "})) == ["WH02"]
    assert codes(await http.get("/v3/warehouses", params={"name": "warehouse"})) == [
        "WH01",
        "WH03",
    ]
    assert len(codes(await http.get("/v3/warehouses", params={"name": "  "}))) == 3


async def test_rule_1_update_date_is_created_or_updated_strictly_after(
    http: httpx.AsyncClient, tenant: Tenant
) -> None:
    tenant.execute("UPDATE warehouses SET updated_at = ? WHERE tenant_id = ?", NOW, tenant.id)
    tenant.execute(
        "UPDATE warehouses SET updated_at = '2026-03-01T10:00:00.000000+00:00' "
        "WHERE tenant_id = ? AND code = 'WH02'",
        tenant.id,
    )
    after = await http.get("/v3/warehouses", params={"updateDate": "2026-03-01T09:59:59Z"})
    assert codes(after) == ["WH02"]
    at = await http.get("/v3/warehouses", params={"updateDate": "2026-03-01T12:00:00+02:00"})
    assert codes(at) == []
    created = await new_warehouse(http, description="Luxor depot")
    fresh = await http.get("/v3/warehouses", params={"updateDate": "2026-03-02T00:00:00Z"})
    assert codes(fresh) == [created["code"]]


async def test_rule_1_only_warehouses_within_the_user_s_data_permissions(
    sandbox_app: FastAPI, tenant: Tenant
) -> None:
    token, clerk = tenant.restricted_user("read:warehouse")
    async with asgi_client(sandbox_app, token) as as_clerk:
        none = await as_clerk.get("/v3/warehouses")
        assert none.status_code == 200 and none.json()["items"] == []
        tenant.grant(clerk, DataKind.WAREHOUSE, warehouse_id(tenant, "WH03"))
        assert codes(await as_clerk.get("/v3/warehouses")) == ["WH03"]
        # A classification grants its warehouses (inactive ones stay out of the list).
        tenant.grant(clerk, DataKind.CLASSIFICATION, classification_id(tenant, "ALEX"))
        assert codes(await as_clerk.get("/v3/warehouses")) == ["WH02", "WH03"]


async def test_rule_1_a_page_past_the_end_has_total_count_zero(http: httpx.AsyncClient) -> None:
    page = (await http.get("/v3/warehouses", params={"limit": 2})).json()
    assert len(page["items"]) == 2 and page["totalCount"] == 3
    past = (await http.get("/v3/warehouses", params={"offset": 3})).json()
    assert past["items"] == [] and past["totalCount"] == 0
    assert (await http.get("/v3/warehouses", params={"limit": 0})).status_code == 400


# -- rule 2: get -----------------------------------------------------------------------------
async def test_rule_2_get_by_id_returns_inactive_warehouses_too(
    http: httpx.AsyncClient, tenant: Tenant
) -> None:
    old = (await http.get(f"/v3/warehouses/{warehouse_id(tenant, 'WH04')}")).json()
    assert old["code"] == "WH04" and old["description"] == "Old Giza depot"
    assert (await http.get("/v3/warehouses/99999")).status_code == 404
    foreign = new_tenant(tenant.db)
    assert (await http.get(f"/v3/warehouses/{warehouse_id(foreign, 'WH01')}")).status_code == 404


# -- rule 3: create --------------------------------------------------------------------------
async def test_rule_3_texts_are_trimmed_and_cleaned_and_the_answer_shows_stored_values(
    http: httpx.AsyncClient, tenant: Tenant
) -> None:
    region = classification_id(tenant, "CAIRO")
    created = await new_warehouse(
        http,
        classificationId=region,
        code=" W'H,9 ",
        description='  Giza "new" <store> ',
        mobile=" 01005556677 ",
    )
    assert created == {
        "id": created["id"],
        "classification": {"id": region, "code": "CAIRO", "name": "Cairo region"},
        "code": "WH9",
        "description": "Giza new store",
        "mobile": "01005556677",
    }
    assert (await http.get(f"/v3/warehouses/{created['id']}")).json() == created


async def test_rule_3_null_mobile_is_stored_empty(http: httpx.AsyncClient) -> None:
    created = await new_warehouse(http, code="WH9", description="Luxor depot", mobile=None)
    assert created["mobile"] == "" and created["classification"] is None


@pytest.mark.parametrize("code", [None, "", "   ", "'|'"])
async def test_rule_3_an_empty_code_is_replaced_by_the_new_id(
    http: httpx.AsyncClient, code: str | None
) -> None:
    created = await new_warehouse(http, code=code, description="Luxor depot")
    assert created["code"] == str(created["id"])


async def test_rule_3_unknown_classification_is_400(
    http: httpx.AsyncClient, tenant: Tenant
) -> None:
    stock_tree_node = classification_id(tenant, "01", "StockItems")
    for unknown in (99999, stock_tree_node):
        response = await create(http, classificationId=unknown, description="Luxor depot")
        assert response.status_code == 400
        assert "classificationId" in response.json()["errors"]


async def test_rule_3_duplicate_code_is_409_dupplicated_code(http: httpx.AsyncClient) -> None:
    response = await create(http, code=" wh01", description="Luxor depot")
    assert code_of(response) == "DupplicatedCode"
    inactive = await create(http, code="WH04", description="Luxor depot")
    assert code_of(inactive) == "DupplicatedCode"


async def test_rule_3_duplicate_description_is_409_dupplicated_name(
    http: httpx.AsyncClient, tenant: Tenant
) -> None:
    # Compared after cleaning, across classifications (ALEX holds the original).
    response = await create(
        http,
        classificationId=classification_id(tenant, "CAIRO"),
        description=" Alexandria, store",
    )
    assert code_of(response) == "DupplicatedName"


async def test_rule_3_description_is_required_and_not_only_special_characters(
    http: httpx.AsyncClient,
) -> None:
    for body in ({}, {"description": "  "}, {"description": "'<>'"}):
        response = await create(http, **body)
        assert response.status_code == 400 and "description" in response.json()["errors"]


async def test_rule_3_without_classification_the_creator_gets_data_permission(
    sandbox_app: FastAPI, tenant: Tenant
) -> None:
    token, _clerk = tenant.restricted_user("read:warehouse", "create:warehouse")
    async with asgi_client(sandbox_app, token) as as_clerk:
        unclassified = await new_warehouse(as_clerk, code="WH9", description="Luxor depot")
        classified = await new_warehouse(
            as_clerk,
            code="WH10",
            description="Aswan depot",
            classificationId=classification_id(tenant, "ALEX"),
        )
        assert codes(await as_clerk.get("/v3/warehouses")) == [unclassified["code"]]
    assert classified["code"] == "WH10"


# -- rule 4: update by code ------------------------------------------------------------------
async def put(http: httpx.AsyncClient, path_code: str, **body: object) -> httpx.Response:
    return await http.put(f"/v3/warehouses/code/{path_code}", json=body)


async def test_rule_4_update_by_trimmed_exact_path_code_unknown_is_404(
    http: httpx.AsyncClient, tenant: Tenant
) -> None:
    response = await put(http, "%20WH02%20", description="Alexandria main store")
    assert response.status_code == 200
    assert response.json()["id"] == warehouse_id(tenant, "WH02")
    assert (await put(http, "WH0", description="x")).status_code == 404
    assert (await put(http, "NOPE", description="x")).status_code == 404


async def test_rule_4_inactive_warehouses_can_be_updated_and_stay_inactive(
    http: httpx.AsyncClient, tenant: Tenant
) -> None:
    response = await put(http, "WH04", description="Giza depot (closed)")
    assert response.status_code == 200
    assert "WH04" not in codes(await http.get("/v3/warehouses"))


async def test_rule_4_a_full_replace_of_classification_description_and_mobile(
    http: httpx.AsyncClient, tenant: Tenant
) -> None:
    response = await put(http, "WH03", code="IGNORED", description="Returns warehouse")
    assert response.status_code == 200
    updated = response.json()
    assert updated["classification"] is None  # omitted classificationId clears it
    assert updated["mobile"] == ""  # omitted mobile clears it
    assert updated["code"] == "WH03"  # the body's code is ignored
    assert updated["description"] == "Returns warehouse"
    # Other properties keep their values: still the RMA warehouse, still in Heliopolis.
    assert codes(await http.get("/v3/warehouses/rma")) == ["WH03"]
    heliopolis = lookup(
        tenant, "SELECT id FROM districts WHERE tenant_id = ? AND name = ?", "Heliopolis"
    )
    assert heliopolis == lookup(
        tenant, "SELECT district_id FROM warehouses WHERE tenant_id = ? AND code = 'WH03'"
    )
    alex = classification_id(tenant, "ALEX")
    moved = await put(
        http, "WH03", description="Returns warehouse", classificationId=alex, mobile="012"
    )
    assert moved.json()["classification"]["id"] == alex and moved.json()["mobile"] == "012"


async def test_rule_4_duplicate_description_within_the_same_classification_is_409(
    http: httpx.AsyncClient, tenant: Tenant
) -> None:
    cairo = classification_id(tenant, "CAIRO")
    clash = await put(http, "WH03", classificationId=cairo, description="old giza DEPOT")
    assert code_of(clash) == "DupplicatedName"
    # The same description in another classification is allowed on update.
    alex = classification_id(tenant, "ALEX")
    elsewhere = await put(http, "WH02", classificationId=alex, description="Old Giza depot")
    assert elsewhere.status_code == 200
    itself = await put(http, "WH01", classificationId=cairo, description="Main warehouse - Cairo")
    assert itself.status_code == 200


async def test_rule_4_the_response_may_differ_from_stored_characters(
    http: httpx.AsyncClient, tenant: Tenant
) -> None:
    response = await put(http, "WH01", description=" Main 'central' warehouse ")
    assert response.json()["description"] == "Main 'central' warehouse"
    stored = await http.get(f"/v3/warehouses/{warehouse_id(tenant, 'WH01')}")
    assert stored.json()["description"] == "Main central warehouse"


async def test_rule_4_unknown_classification_is_400(http: httpx.AsyncClient) -> None:
    response = await put(http, "WH01", classificationId=99999, description="Main")
    assert response.status_code == 400 and "classificationId" in response.json()["errors"]


# -- rule 5: RMA list ------------------------------------------------------------------------
async def test_rule_5_rma_list_has_active_rma_warehouses_ordered_by_id(
    http: httpx.AsyncClient, tenant: Tenant
) -> None:
    tenant.execute(
        "UPDATE warehouses SET is_rma = 1 WHERE tenant_id = ? AND code IN ('WH02', 'WH04')",
        tenant.id,
    )
    response = await http.get("/v3/warehouses/rma", params={"offset": 1, "limit": 1})
    assert codes(response) == ["WH02", "WH03"]  # no paging; WH04 is inactive


async def test_rule_5_rma_list_is_empty_when_none(http: httpx.AsyncClient, tenant: Tenant) -> None:
    tenant.execute(
        "UPDATE warehouses SET is_active = 0 WHERE tenant_id = ? AND is_rma = 1", tenant.id
    )
    response = await http.get("/v3/warehouses/rma")
    assert response.status_code == 200 and response.json() == []


# -- rule 6: balance -------------------------------------------------------------------------
async def all_balance_rows(http: httpx.AsyncClient, warehouse: int) -> list[dict]:
    page = (await http.get(f"/v3/warehouses/{warehouse}/balance", params={"limit": 1000})).json()
    return page["items"]


async def test_rule_6_one_row_per_stock_item_and_per_batch(
    http: httpx.AsyncClient, tenant: Tenant
) -> None:
    main, alex = warehouse_id(tenant, "WH01"), warehouse_id(tenant, "WH02")
    batched, reserved, retired, elsewhere = (
        new_item(tenant, "B1"),
        new_item(tenant, "R1"),
        new_item(tenant, "X1", active=False),
        new_item(tenant, "E1"),
    )
    stock(tenant, batched, main, 5, batch="LOT-A")
    stock(tenant, batched, main, 7, batch="LOT-B")
    stock(tenant, reserved, main, 10, reserved=4)
    stock(tenant, elsewhere, alex, 3)
    rows = await all_balance_rows(http, main)
    mine = sorted(
        (row["stockItem"]["code"], row["balance"])
        for row in rows
        if row["stockItem"]["id"] in {batched, reserved, retired, elsewhere}
    )
    # Batches are separate rows without their number; never-stocked and inactive items
    # show 0; reservations are not subtracted.
    assert mine == [("B1", 5), ("B1", 7), ("E1", 0), ("R1", 10), ("X1", 0)]
    assert set(rows[0]) == {"warehouse", "stockItem", "balance"}
    assert rows[0]["warehouse"] == {"id": main, "code": "WH01", "name": "Main warehouse - Cairo"}
    items = lookup(tenant, "SELECT count(*) FROM stock_items WHERE tenant_id = ?")
    assert len(rows) >= items + 1  # every item once, the batched one twice


async def test_rule_6_total_count_counts_all_rows_and_paging_is_repaired(
    http: httpx.AsyncClient, tenant: Tenant
) -> None:
    main = warehouse_id(tenant, "WH01")
    item = new_item(tenant, "B1")
    stock(tenant, item, main, 1, batch="LOT-A")
    stock(tenant, item, main, 2, batch="LOT-B")
    rows = await all_balance_rows(http, main)
    first = (await http.get(f"/v3/warehouses/{main}/balance", params={"limit": 1})).json()
    assert first["totalCount"] == len(rows) and len(first["items"]) == 1
    repaired = await http.get(f"/v3/warehouses/{main}/balance", params={"offset": -4, "limit": 0})
    assert repaired.status_code == 200 and repaired.json()["pageSize"] == 100


async def test_rule_6_unknown_warehouse_is_404_and_inactive_ones_answer(
    http: httpx.AsyncClient, tenant: Tenant
) -> None:
    assert (await http.get("/v3/warehouses/99999/balance")).status_code == 404
    inactive = warehouse_id(tenant, "WH04")
    assert (await http.get(f"/v3/warehouses/{inactive}/balance")).status_code == 200


# -- rule 7: tree ----------------------------------------------------------------------------
def tree_keys(response: httpx.Response) -> list[tuple[str, int, int, int]]:
    """(kind, id, parentId, treeLevel) per row."""
    assert response.status_code == 200, response.text
    return [
        (
            "c" if row["classificationId"] is not None else "w",
            row["classificationId"] or row["warehouseId"],
            row["parentId"],
            row["treeLevel"],
        )
        for row in response.json()
    ]


async def test_rule_7_classifications_each_followed_by_their_warehouses(
    http: httpx.AsyncClient, tenant: Tenant
) -> None:
    await new_warehouse(http, code="WH9", description="Unclassified depot")
    cairo, alex = classification_id(tenant, "CAIRO"), classification_id(tenant, "ALEX")
    wh = {code: warehouse_id(tenant, code) for code in ("WH01", "WH02", "WH03", "WH04")}
    response = await http.get(f"/v3/warehouses/tree/{all_seeing_user(tenant)}")
    assert tree_keys(response) == [
        ("c", alex, 0, 1),
        ("w", wh["WH02"], alex, 2),
        ("c", cairo, 0, 1),
        ("w", wh["WH01"], cairo, 2),
        ("w", wh["WH03"], cairo, 2),
        ("w", wh["WH04"], cairo, 2),  # inactive included; WH9 has no classification
    ]
    rows = response.json()
    assert rows[0]["description"] == "Alexandria region" and rows[0]["warehouseId"] is None
    assert rows[1]["description"] == "Alexandria store"


async def test_rule_7_nested_classifications_follow_their_parent(
    http: httpx.AsyncClient, tenant: Tenant
) -> None:
    cairo = classification_id(tenant, "CAIRO")
    nasr = tenant.execute(
        "INSERT INTO classifications (tenant_id, type, code, description, parent_id, "
        "created_at, updated_at) VALUES (?, 'Warehouses', 'NASR', 'Nasr City', ?, ?, ?)",
        tenant.id,
        cairo,
        NOW,
        NOW,
    )
    keys = tree_keys(await http.get(f"/v3/warehouses/tree/{all_seeing_user(tenant)}"))
    assert keys[-1] == ("c", nasr, cairo, 2)


async def test_rule_7_only_classifications_the_user_has_permission_for(
    http: httpx.AsyncClient, tenant: Tenant
) -> None:
    _token, clerk = tenant.restricted_user("read:warehouse")
    tenant.grant(clerk, DataKind.WAREHOUSE, warehouse_id(tenant, "WH01"))
    assert (await http.get(f"/v3/warehouses/tree/{clerk}")).json() == []
    alex = classification_id(tenant, "ALEX")
    tenant.grant(clerk, DataKind.CLASSIFICATION, alex)
    keys = tree_keys(await http.get(f"/v3/warehouses/tree/{clerk}"))
    assert keys == [("c", alex, 0, 1), ("w", warehouse_id(tenant, "WH02"), alex, 2)]


@pytest.mark.parametrize("user", ["99999", "tester", "-1"])
async def test_rule_7_an_unknown_user_gives_an_empty_list(
    http: httpx.AsyncClient, user: str
) -> None:
    response = await http.get(f"/v3/warehouses/tree/{user}")
    assert response.status_code == 200 and response.json() == []


async def test_rule_7_a_user_of_another_tenant_gives_an_empty_list(
    http: httpx.AsyncClient, tenant: Tenant
) -> None:
    foreign = new_tenant(tenant.db)
    assert (await http.get(f"/v3/warehouses/tree/{all_seeing_user(foreign)}")).json() == []


# -- rule 8: stock-items-balances ------------------------------------------------------------
async def balances(http: httpx.AsyncClient, **params: object) -> httpx.Response:
    return await http.get("/v3/warehouses/stock-items-balances", params=params)


@pytest.fixture
def positions(tenant: Tenant) -> dict[str, int]:
    """Item X: WH01 10 (2 reserved), WH02 -3 (1 reserved), inactive WH04 4; item Y: none."""
    ids = {code: warehouse_id(tenant, code) for code in ("WH01", "WH02", "WH03", "WH04")}
    x, y = new_item(tenant, "X"), new_item(tenant, "Y")
    stock(tenant, x, ids["WH01"], 6, reserved=2, batch="LOT-1")
    stock(tenant, x, ids["WH01"], 4, batch="LOT-2")
    stock(tenant, x, ids["WH02"], -3, reserved=1)
    stock(tenant, x, ids["WH04"], 4)
    return {"X": x, "Y": y, **ids}


async def test_rule_8_one_row_per_requested_item_with_totals_and_globals(
    http: httpx.AsyncClient, positions: dict[str, int]
) -> None:
    x, y = positions["X"], positions["Y"]
    response = await balances(http, stockItemsIds=f"{y}, {x},{y}")
    assert response.status_code == 200
    rows = response.json()
    assert [row["stockItem"]["id"] for row in rows] == [y, x]  # request order, repeats dropped
    assert rows[0] == {
        "stockItem": {"id": y, "code": "Y", "description": "Item Y"},
        "globalBalance": 0,
        "totalBalance": 0,
        "globalReserved": 0,
        "totalReserved": 0,
    }
    # No warehousesIds: totals over every active warehouse the caller may see (not WH04);
    # globals over all of them.
    assert rows[1]["totalBalance"] == 7 and rows[1]["totalReserved"] == 3
    assert rows[1]["globalBalance"] == 11 and rows[1]["globalReserved"] == 3


async def test_rule_8_totals_cover_only_the_requested_warehouses(
    http: httpx.AsyncClient, positions: dict[str, int]
) -> None:
    response = await balances(
        http, stockItemsIds=str(positions["X"]), warehousesIds=f"{positions['WH02']}"
    )
    row = response.json()[0]
    assert row["totalBalance"] == -3 and row["totalReserved"] == 1
    assert row["globalBalance"] == 11 and row["globalReserved"] == 3


async def test_rule_8_non_zero_balance_only_excludes_zero_or_negative_warehouses_from_total(
    http: httpx.AsyncClient, positions: dict[str, int]
) -> None:
    warehouses = f"{positions['WH01']},{positions['WH02']},{positions['WH03']}"
    both = {"stockItemsIds": str(positions["X"]), "warehousesIds": warehouses}
    plain = (await balances(http, **both)).json()[0]
    non_zero = (await balances(http, **both, nonZeroBalanceOnly="true")).json()[0]
    assert plain["totalBalance"] == 7 and non_zero["totalBalance"] == 10
    assert plain["totalReserved"] == non_zero["totalReserved"] == 3
    assert plain["globalBalance"] == non_zero["globalBalance"] == 11


async def test_rule_8_global_balance_omits_transfer_work_orders(
    http: httpx.AsyncClient, tenant: Tenant, positions: dict[str, int]
) -> None:
    x = positions["X"]

    def document(kind: str, quantity: float) -> None:
        document_id = tenant.execute(
            "INSERT INTO documents (tenant_id, type, code) VALUES (?, ?, ?)",
            tenant.id,
            kind,
            f"{kind}-1",
        )
        tenant.execute(
            "INSERT INTO document_lines (document_id, stock_item_id, quantity) VALUES (?, ?, ?)",
            document_id,
            x,
            quantity,
        )

    # 2 pieces left WH01 on an issue transfer (already out of its balance) and are on the
    # road: globally they are still stock. A sales order is not a transfer.
    stock(tenant, x, positions["WH01"], -2, batch="LOT-3")
    document("IT", 2)
    document("SO", 5)
    row = (await balances(http, stockItemsIds=str(x))).json()[0]
    assert row["globalBalance"] == 11 and row["totalBalance"] == 5
    # Received in WH02: the receive transfer is left out as well.
    stock(tenant, x, positions["WH02"], 2, batch="LOT-3")
    document("RT", 2)
    row = (await balances(http, stockItemsIds=str(x))).json()[0]
    assert row["globalBalance"] == 11 and row["totalBalance"] == 7


@pytest.mark.parametrize("value", ["", "0", "-4", "abc", "1,,2", "1.5"])
async def test_rule_8_non_positive_or_malformed_item_ids_are_400(
    http: httpx.AsyncClient, value: str
) -> None:
    response = await balances(http, stockItemsIds=value)
    assert response.status_code == 400 and "stockItemsIds" in response.json()["errors"]


async def test_rule_8_stock_items_ids_is_required(http: httpx.AsyncClient) -> None:
    response = await balances(http)
    assert response.status_code == 400 and "stockItemsIds" in response.json()["errors"]


async def test_rule_8_unknown_stock_items_are_400(
    http: httpx.AsyncClient, tenant: Tenant, positions: dict[str, int]
) -> None:
    foreign_item = new_item(new_tenant(tenant.db), "F")
    for unknown in (99999, foreign_item):
        response = await balances(http, stockItemsIds=f"{positions['X']},{unknown}")
        assert response.status_code == 400 and "stockItemsIds" in response.json()["errors"]


@pytest.mark.parametrize("warehouse", ["WH04", "unknown", "0", "x"])
async def test_rule_8_inactive_unknown_or_malformed_warehouses_are_400(
    http: httpx.AsyncClient, positions: dict[str, int], warehouse: str
) -> None:
    value = str(positions.get(warehouse, 99999 if warehouse == "unknown" else warehouse))
    response = await balances(
        http, stockItemsIds=str(positions["X"]), warehousesIds=f"{positions['WH01']},{value}"
    )
    assert response.status_code == 400 and "warehousesIds" in response.json()["errors"]


async def test_rule_8_non_permitted_warehouses_are_400(
    sandbox_app: FastAPI, tenant: Tenant, positions: dict[str, int]
) -> None:
    token, clerk = tenant.restricted_user("read:warehouse")
    tenant.grant(clerk, DataKind.WAREHOUSE, positions["WH01"])
    x = str(positions["X"])
    async with asgi_client(sandbox_app, token) as as_clerk:
        refused = await balances(as_clerk, stockItemsIds=x, warehousesIds=str(positions["WH02"]))
        assert refused.status_code == 400
        row = (await balances(as_clerk, stockItemsIds=x)).json()[0]
    assert row["totalBalance"] == 10 and row["globalBalance"] == 11
