"""Stored stock-item bodies follow every write (``app/sandbox/schema_parts/stock_item_bodies.py``).

Each test writes one kind of row the way any code could (plain SQL), then checks that the
stored bodies are exactly what the view makes of the rows now, for every item.
"""

from __future__ import annotations

import json
from collections.abc import AsyncIterator

import httpx
import pytest
from fastapi import FastAPI

from app.sandbox.db import Database
from app.sandbox.resources.stock_item_rendering import render
from tests.support.sandbox import Tenant, asgi_client, new_tenant


@pytest.fixture
async def http(sandbox_app: FastAPI, tenant: Tenant) -> AsyncIterator[httpx.AsyncClient]:
    async with asgi_client(sandbox_app, tenant.authorization) as client:
        yield client


def stale(db: Database) -> list[int]:
    """Ids whose stored body (or tenant, or listed flag) differs from the view's, or is missing
    on either side."""
    with db.transaction() as conn:
        found = conn.execute(
            "SELECT stock_item_id FROM (SELECT * FROM stock_item_bodies_fresh "
            "EXCEPT SELECT * FROM stock_item_bodies) "
            "UNION SELECT stock_item_id FROM (SELECT * FROM stock_item_bodies "
            "EXCEPT SELECT * FROM stock_item_bodies_fresh)"
        ).fetchall()
    return sorted(row[0] for row in found)


def one(tenant: Tenant, sql: str, *args: object) -> int:
    with tenant.db.transaction() as conn:
        row = conn.execute(sql, args).fetchone()
    assert row is not None, sql
    return int(row[0])


def body(tenant: Tenant, item_id: int) -> dict[str, object]:
    with tenant.db.transaction() as conn:
        return dict(json.loads(render(conn, "s.id = ?", [item_id], tail="")[0]))


def an_item(tenant: Tenant, condition: str = "1") -> int:
    return one(
        tenant,
        f"SELECT id FROM stock_items WHERE tenant_id = ? AND {condition} ORDER BY id LIMIT 1",
        tenant.id,
    )


def test_the_demo_company_starts_with_every_body_stored(tenant: Tenant) -> None:
    assert stale(tenant.db) == []
    assert one(tenant, "SELECT count(*) FROM stock_item_bodies") == one(
        tenant, "SELECT count(*) FROM stock_items"
    )


def test_item_writes_refresh_the_item_and_its_grouping_item(tenant: Tenant) -> None:
    child = an_item(tenant, "parent_id IS NOT NULL")
    parent = one(tenant, "SELECT parent_id FROM stock_items WHERE id = ?", child)
    tenant.execute("UPDATE stock_items SET price = 12.5, code = 'CHANGED' WHERE id = ?", child)
    assert stale(tenant.db) == []
    children = body(tenant, parent)["childItems"]
    assert isinstance(children, list)
    assert {"id": child, "code": "CHANGED"}.items() <= next(
        entry for entry in children if entry["id"] == child
    ).items()
    # Moved to a new grouping item: both grouping items change.
    other = an_item(tenant, "is_grouping = 1 AND id <> " + str(parent))
    tenant.execute("UPDATE stock_items SET parent_id = ? WHERE id = ?", other, child)
    assert stale(tenant.db) == []
    tenant.execute(
        "INSERT INTO stock_items (tenant_id, description, parent_id, created_at, updated_at) "
        "VALUES (?, 'New child', ?, '2024', '2024')",
        tenant.id,
        parent,
    )
    assert stale(tenant.db) == []
    tenant.execute("UPDATE stock_items SET is_grouping = NULL WHERE id = ?", an_item(tenant))
    assert stale(tenant.db) == []
    # Deleted: the item's body goes, its grouping item's list shrinks.
    tenant.execute("DELETE FROM stock_items WHERE description = 'New child'")
    assert stale(tenant.db) == []


def test_tax_and_classification_changes_reach_every_item_that_names_them(
    tenant: Tenant,
) -> None:
    item = an_item(tenant, "tax_id IS NOT NULL AND classification_id IS NOT NULL")
    tax_id = one(tenant, "SELECT tax_id FROM stock_items WHERE id = ?", item)
    tenant.execute("UPDATE taxes SET name = 'Renamed tax', rate = 12.5 WHERE id = ?", tax_id)
    assert stale(tenant.db) == []
    assert body(tenant, item)["tax"] == {"id": tax_id, "name": "Renamed tax", "rate": 12.5}
    assert body(tenant, item)["taxRate"] == 12.5
    classification = one(tenant, "SELECT classification_id FROM stock_items WHERE id = ?", item)
    # Codes compare ignoring case, but the body shows the case.
    tenant.execute(
        "UPDATE classifications SET code = lower(code) || 'x' WHERE id = ?", classification
    )
    tenant.execute("UPDATE classifications SET code = upper(code) WHERE id = ?", classification)
    assert stale(tenant.db) == []
    assert str(body(tenant, item)["classificationCode"]).endswith("X")


def test_opening_balances_units_and_property_values_refresh_their_item(tenant: Tenant) -> None:
    item = an_item(tenant, "coalesce(is_grouping, 0) = 0")
    warehouse = one(tenant, "SELECT id FROM warehouses WHERE tenant_id = ? LIMIT 1", tenant.id)
    tenant.execute(
        "INSERT OR IGNORE INTO stock_balances (tenant_id, warehouse_id, stock_item_id, "
        "batch_number, quantity, opening_quantity) VALUES (?, ?, ?, 'BODY', 3, 2.5)",
        tenant.id,
        warehouse,
        item,
    )
    assert stale(tenant.db) == []
    tenant.execute(
        "UPDATE stock_balances SET opening_quantity = 7 WHERE batch_number = 'BODY'",
    )
    assert stale(tenant.db) == []
    tenant.execute("DELETE FROM stock_balances WHERE batch_number = 'BODY'")
    assert stale(tenant.db) == []

    tenant.execute(
        "INSERT INTO stock_item_units (stock_item_id, name, ratio) VALUES (?, 'Crate', 24)", item
    )
    assert stale(tenant.db) == []
    tenant.execute("UPDATE stock_item_units SET price = 99 WHERE name = 'Crate'")
    assert stale(tenant.db) == []
    tenant.execute("DELETE FROM stock_item_units WHERE name = 'Crate'")
    assert stale(tenant.db) == []

    value = one(tenant, "SELECT property_value_id FROM stock_item_property_values LIMIT 1")
    tenant.execute("INSERT OR IGNORE INTO stock_item_property_values VALUES (?, ?)", item, value)
    assert stale(tenant.db) == []
    tenant.execute("UPDATE dynamic_property_values SET value = 'Renamed value' WHERE id = ?", value)
    assert stale(tenant.db) == []
    tenant.execute(
        "UPDATE dynamic_properties SET name = 'Renamed property' WHERE id = "
        "(SELECT property_id FROM dynamic_property_values WHERE id = ?)",
        value,
    )
    assert stale(tenant.db) == []
    info = body(tenant, item)["dynamicPropertiesInfo"]
    assert isinstance(info, list)
    assert {"propertyName": "Renamed property", "valueName": "Renamed value"}.items() <= next(
        entry for entry in info if entry["valueId"] == value
    ).items()
    tenant.execute(
        "DELETE FROM stock_item_property_values WHERE stock_item_id = ? AND property_value_id = ?",
        item,
        value,
    )
    assert stale(tenant.db) == []


async def test_api_writes_keep_every_body_current(http: httpx.AsyncClient, tenant: Tenant) -> None:
    created = await http.post(
        "/v3/stock-items",
        json={"description": "Body test", "code": "BODY-1", "price": 5},
    )
    assert created.status_code == 201, created.text
    item = created.json()
    updated = await http.put(
        f"/v3/stock-items/{item['id']}",
        json={"description": "Body test changed", "price": 6.25},
    )
    assert updated.status_code == 200, updated.text
    assert stale(tenant.db) == []
    assert (await http.get(f"/v3/stock-items/{item['id']}")).json() == updated.json()
    assert (await http.delete(f"/v3/stock-items/{item['id']}")).status_code in (200, 204)
    assert stale(tenant.db) == []


async def test_a_page_holds_only_the_tenants_listed_items_in_id_order(
    db: Database, tenant: Tenant, http: httpx.AsyncClient
) -> None:
    """Another tenant's items and grouping items sit between a page's first and last id."""
    other = new_tenant(db)
    for number in range(3):
        for owner in (tenant, other):
            owner.execute(
                "INSERT INTO stock_items (tenant_id, description, created_at, updated_at) "
                "VALUES (?, ?, '2024', '2024')",
                owner.id,
                f"Interleaved {number}",
            )
    with db.transaction() as conn:
        expected = [
            row[0]
            for row in conn.execute(
                "SELECT id FROM stock_items WHERE tenant_id = ? AND coalesce(is_grouping, 0) = 0 "
                "ORDER BY id",
                (tenant.id,),
            )
        ]
    seen: list[int] = []
    for offset in range(0, len(expected) + 7, 7):
        page = await http.get("/v3/stock-items", params={"offset": offset, "limit": 7})
        assert page.status_code == 200, page.text
        assert page.json()["totalCount"] == len(expected)
        seen += [item["id"] for item in page.json()["items"]]
    assert seen == expected
    assert stale(db) == []


async def test_renames_and_units_through_the_api_reach_every_stored_body(
    http: httpx.AsyncClient, tenant: Tenant
) -> None:
    """Routes that write the tables an item's body shows: a tax, a property's values, an
    item's units. After each, every item's stored body is what the view makes of it."""
    item = an_item(tenant, "tax_id IS NOT NULL AND coalesce(is_grouping, 0) = 0")
    # The demo's taxes are on documents, and a tax used in transactions keeps its name:
    # give the item a fresh one to rename.
    account = tenant.account_id("210301")
    fresh = {"name": "Body test tax", "rate": 5, "salesAccountId": account, "active": True}
    created = await http.post("/v3/taxes", json=fresh)
    assert created.status_code == 201, created.text
    tax_id = created.json()["id"]
    tenant.execute("UPDATE stock_items SET tax_id = ? WHERE id = ?", tax_id, item)
    renamed = {**fresh, "name": "Renamed by the API"}
    answer = await http.put(f"/v3/taxes/{tax_id}", json=renamed)
    assert answer.status_code == 200, answer.text
    assert stale(tenant.db) == []
    shown = (await http.get(f"/v3/stock-items/{item}")).json()
    assert shown["tax"]["name"] == "Renamed by the API"

    tenant.setting("itemCodingMethod", "Free")
    batch = [{"name": "Body finish", "code": "BF", "values": [{"value": "Matte", "code": "M1"}]}]
    inserted = (await http.post("/v3/dynamic-properties/batch", json=batch)).json()
    stored = inserted["succeeded"][0]
    tenant.execute(
        "INSERT INTO stock_item_property_values VALUES (?, ?)", item, stored["values"][0]["id"]
    )
    answer = await http.put(
        f"/v3/dynamic-properties/{stored['id']}",
        # Matched ignoring case: the stored value keeps its text, its code changes.
        json={"values": [{"value": "MATTE", "code": "M2"}, {"value": "Satin", "code": "S1"}]},
    )
    assert answer.status_code == 200, answer.text
    assert stale(tenant.db) == []
    info = (await http.get(f"/v3/stock-items/{item}")).json()["dynamicPropertiesInfo"]
    assert {"propertyName": "Body finish", "valueName": "Matte"}.items() <= info[-1].items()

    created = await http.post(
        "/v3/stock-items",
        json={
            "description": "Body units",
            "code": "BODY-UNITS",
            "unitOfMeasures": [{"name": "Box", "ratio": 12, "price": 30, "isDefault": True}],
        },
    )
    assert created.status_code == 201, created.text
    assert stale(tenant.db) == []
    answer = await http.put(
        f"/v3/stock-items/{created.json()['id']}",
        json={
            "description": "Body units",
            "code": "BODY-UNITS",
            "unitOfMeasures": [{"name": "Crate", "ratio": 24}],
        },
    )
    assert answer.status_code == 200, answer.text
    assert stale(tenant.db) == []
    assert [unit["name"] for unit in answer.json()["unitOfMeasures"]] == ["Crate"]
