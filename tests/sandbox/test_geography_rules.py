"""Cities and districts, rule by rule (spec: conventions and master data, "Cities and
districts"). The demo has Cairo, Giza, Alexandria (Egypt, country 1), Riyadh and Jeddah
(Saudi Arabia, country 2), and seven districts in the Egyptian cities."""

from __future__ import annotations

from collections.abc import AsyncIterator

import httpx
import pytest
from fastapi import FastAPI

from app.sandbox.app import permissions
from tests.support.sandbox import Tenant, asgi_client

EGYPT, SAUDI_ARABIA = 1, 2


@pytest.fixture
async def http(sandbox_app: FastAPI, tenant: Tenant) -> AsyncIterator[httpx.AsyncClient]:
    async with asgi_client(sandbox_app, tenant.authorization) as client:
        yield client


async def city_id(http: httpx.AsyncClient, name: str) -> int:
    cities = (await http.get("/v3/cities", params={"name": name})).json()["items"]
    return next(city["id"] for city in cities if city["name"] == name)


async def district_id(http: httpx.AsyncClient, name: str) -> int:
    districts = (await http.get("/v3/districts", params={"name": name})).json()["items"]
    return next(district["id"] for district in districts if district["name"] == name)


async def new_city(http: httpx.AsyncClient, name: str, country_id: int = EGYPT) -> dict:
    response = await http.post("/v3/cities", json={"name": name, "countryId": country_id})
    assert response.status_code == 201, response.text
    return response.json()


async def new_district(http: httpx.AsyncClient, name: str, city: int) -> dict:
    response = await http.post("/v3/districts", json={"name": name, "cityId": city})
    assert response.status_code == 201, response.text
    return response.json()


def names(response: httpx.Response) -> list[str]:
    assert response.status_code == 200, response.text
    return [item["name"] for item in response.json()["items"]]


def code_of(response: httpx.Response) -> str:
    assert response.status_code == 409, response.text
    return response.json()["errorCode"]


def test_permission_scopes_are_named_as_the_spec_lists_them(sandbox_app: FastAPI) -> None:
    scopes = set(permissions(sandbox_app))
    for verb in ("read", "create", "update", "delete"):
        assert {f"{verb}:city", f"{verb}:district"} <= scopes


async def test_a_caller_without_the_scope_gets_403(sandbox_app: FastAPI, tenant: Tenant) -> None:
    async with asgi_client(sandbox_app, tenant.token("read:city")) as reader:
        assert (await reader.get("/v3/cities")).status_code == 200
        refused = await reader.post("/v3/cities", json={"name": "Luxor", "countryId": EGYPT})
        assert refused.status_code == 403
        assert (await reader.get("/v3/districts")).status_code == 403


# -- rule 1: lists ---------------------------------------------------------------------------
async def test_rule_1_city_list_is_ordered_by_name_ascending(http: httpx.AsyncClient) -> None:
    body = (await http.get("/v3/cities")).json()
    assert [c["name"] for c in body["items"]] == [
        "Alexandria",
        "Cairo",
        "Giza",
        "Jeddah",
        "Riyadh",
    ]
    assert body["totalCount"] == 5
    assert set(body["items"][0]) == {"id", "name", "countryId"}


async def test_rule_1_city_name_is_a_contains_match_and_whitespace_only_is_ignored(
    http: httpx.AsyncClient,
) -> None:
    assert names(await http.get("/v3/cities", params={"name": "ai"})) == ["Cairo"]
    assert names(await http.get("/v3/cities", params={"name": "IZ"})) == ["Giza"]
    assert len(names(await http.get("/v3/cities", params={"name": "   "}))) == 5


async def test_rule_1_city_country_id_is_an_exact_filter(http: httpx.AsyncClient) -> None:
    saudi = await http.get("/v3/cities", params={"countryId": SAUDI_ARABIA})
    assert names(saudi) == ["Jeddah", "Riyadh"]
    both = await http.get("/v3/cities", params={"countryId": EGYPT, "name": "a"})
    assert names(both) == ["Alexandria", "Cairo", "Giza"]


async def test_rule_1_district_list_is_ordered_by_name_then_id(http: httpx.AsyncClient) -> None:
    giza = await city_id(http, "Giza")
    twin = await new_district(http, "Maadi", giza)  # same name as Cairo's Maadi, later id
    listed = (await http.get("/v3/districts")).json()["items"]
    keys = [(d["name"].lower(), d["id"]) for d in listed]
    assert keys == sorted(keys)
    maadis = [d for d in listed if d["name"] == "Maadi"]
    assert maadis[-1]["id"] == twin["id"]


async def test_rule_1_district_name_contains_and_city_id_exact(http: httpx.AsyncClient) -> None:
    cairo = await city_id(http, "Cairo")
    in_cairo = await http.get("/v3/districts", params={"cityId": cairo})
    assert names(in_cairo) == ["Heliopolis", "Maadi", "Nasr City"]
    assert names(await http.get("/v3/districts", params={"name": "i", "cityId": cairo})) == [
        "Heliopolis",
        "Maadi",
        "Nasr City",
    ]
    assert names(await http.get("/v3/districts", params={"name": "ber"})) == ["Sidi Gaber"]


@pytest.mark.parametrize("city", [0, -3])
async def test_rule_1_district_city_id_must_be_greater_than_zero(
    http: httpx.AsyncClient, city: int
) -> None:
    response = await http.get("/v3/districts", params={"cityId": city})
    assert response.status_code == 400
    assert "cityId" in response.json()["errors"]


async def test_rule_1_total_count_is_the_filtered_match_count_and_none_is_200_with_zero(
    http: httpx.AsyncClient,
) -> None:
    page = (await http.get("/v3/cities", params={"countryId": EGYPT, "limit": 2})).json()
    assert len(page["items"]) == 2 and page["totalCount"] == 3
    past = (await http.get("/v3/cities", params={"countryId": EGYPT, "offset": 10})).json()
    assert past["items"] == [] and past["totalCount"] == 3
    for path in ("/v3/cities", "/v3/districts"):
        none = await http.get(path, params={"name": "Atlantis"})
        assert none.status_code == 200 and none.json()["totalCount"] == 0


async def test_rule_1_lists_page_strictly(http: httpx.AsyncClient) -> None:
    for path in ("/v3/cities", "/v3/districts"):
        assert (await http.get(path, params={"limit": 0})).status_code == 400
        assert (await http.get(path, params={"offset": -1})).status_code == 400


async def test_rule_1_tabs_are_stripped_from_name_in_lists_but_not_in_get_by_id(
    http: httpx.AsyncClient,
) -> None:
    city = await new_city(http, "Port\tSaid")
    district = await new_district(http, "El\tManakh", city["id"])
    assert names(await http.get("/v3/cities", params={"name": "Port"})) == ["PortSaid"]
    assert names(await http.get("/v3/districts", params={"cityId": city["id"]})) == ["ElManakh"]
    assert (await http.get(f"/v3/cities/{city['id']}")).json()["name"] == "Port\tSaid"
    assert (await http.get(f"/v3/districts/{district['id']}")).json()["name"] == "El\tManakh"


async def test_get_by_id_and_unknown_ids_are_404(http: httpx.AsyncClient) -> None:
    cairo = await city_id(http, "Cairo")
    assert (await http.get(f"/v3/cities/{cairo}")).json() == {
        "id": cairo,
        "name": "Cairo",
        "countryId": EGYPT,
    }
    maadi = await district_id(http, "Maadi")
    assert (await http.get(f"/v3/districts/{maadi}")).json()["cityId"] == cairo
    assert (await http.get("/v3/cities/99999")).status_code == 404
    assert (await http.get("/v3/districts/99999")).status_code == 404


# -- rule 2: create --------------------------------------------------------------------------
async def test_rule_2_create_trims_the_name(http: httpx.AsyncClient) -> None:
    city = await new_city(http, "  Luxor  ")
    assert city["name"] == "Luxor" and city["countryId"] == EGYPT
    district = await new_district(http, "\tKarnak ", city["id"])
    assert district == {"id": district["id"], "name": "Karnak", "cityId": city["id"]}


async def test_rule_2_only_the_listed_fields_are_read(http: httpx.AsyncClient) -> None:
    response = await http.post(
        "/v3/cities", json={"id": 424242, "name": "Aswan", "countryId": EGYPT, "code": "ASW"}
    )
    assert response.status_code == 201
    created = response.json()
    assert created["id"] != 424242 and set(created) == {"id", "name", "countryId"}


@pytest.mark.parametrize(
    ("path", "body", "field"),
    [
        ("/v3/cities", {"name": "Atlantis", "countryId": 99}, "countryId"),
        ("/v3/districts", {"name": "Atlantis", "cityId": 99999}, "cityId"),
    ],
)
async def test_rule_2_an_unknown_parent_is_400_with_no_error_code(
    http: httpx.AsyncClient, path: str, body: dict, field: str
) -> None:
    response = await http.post(path, json=body)
    assert response.status_code == 400
    problem = response.json()
    assert "errorCode" not in problem and field in problem["errors"]


async def test_rule_2_a_city_of_another_tenant_is_an_unknown_parent(
    sandbox_app: FastAPI, http: httpx.AsyncClient, tenant: Tenant
) -> None:
    from tests.support.sandbox import new_tenant

    other = new_tenant(tenant.db)
    async with asgi_client(sandbox_app, other.authorization) as theirs:
        their_cairo = await city_id(theirs, "Cairo")
    response = await http.post("/v3/districts", json={"name": "Zamalek", "cityId": their_cairo})
    assert response.status_code == 400


async def test_rule_2_a_name_is_unique_within_its_parent(http: httpx.AsyncClient) -> None:
    again = await http.post("/v3/cities", json={"name": " cairo ", "countryId": EGYPT})
    assert code_of(again) == "DupplicatedName"
    cairo = await city_id(http, "Cairo")
    district = await http.post("/v3/districts", json={"name": "MAADI", "cityId": cairo})
    assert code_of(district) == "DupplicatedName"


async def test_rule_2_the_same_name_under_another_parent_is_allowed(
    http: httpx.AsyncClient,
) -> None:
    await new_city(http, "Cairo", SAUDI_ARABIA)
    await new_district(http, "Maadi", await city_id(http, "Alexandria"))


@pytest.mark.parametrize(
    "body",
    [
        {"countryId": EGYPT},
        {"name": "   ", "countryId": EGYPT},
        {"name": "x" * 101, "countryId": EGYPT},
        {"name": "Luxor", "countryId": 0},
    ],
)
async def test_upsert_request_rules_are_400(http: httpx.AsyncClient, body: dict) -> None:
    assert (await http.post("/v3/cities", json=body)).status_code == 400


# -- rule 3: update --------------------------------------------------------------------------
async def test_rule_3_update_is_a_full_replace(http: httpx.AsyncClient) -> None:
    city = await new_city(http, "Tanta")
    response = await http.put(
        f"/v3/cities/{city['id']}", json={"name": " Jizan ", "countryId": SAUDI_ARABIA}
    )
    assert response.status_code == 200
    assert response.json() == {"id": city["id"], "name": "Jizan", "countryId": SAUDI_ARABIA}
    assert (await http.get(f"/v3/cities/{city['id']}")).json() == response.json()

    district = await new_district(http, "Zamalek", await city_id(http, "Cairo"))
    giza = await city_id(http, "Giza")
    moved = await http.put(
        f"/v3/districts/{district['id']}", json={"name": "Agouza", "cityId": giza}
    )
    assert moved.json() == {"id": district["id"], "name": "Agouza", "cityId": giza}


@pytest.mark.parametrize(
    ("path", "body", "field"),
    [
        ("/v3/cities", {"name": "Tanta"}, "countryId"),
        ("/v3/cities", {"countryId": EGYPT}, "name"),
        ("/v3/districts", {"name": "Zamalek"}, "cityId"),
    ],
)
async def test_rule_3_both_fields_must_be_sent(
    http: httpx.AsyncClient, path: str, body: dict, field: str
) -> None:
    listed = (await http.get(path)).json()["items"][0]
    response = await http.put(f"{path}/{listed['id']}", json=body)
    assert response.status_code == 400 and field in response.json()["errors"]


async def test_rule_3_the_path_id_wins_over_a_body_id(http: httpx.AsyncClient) -> None:
    tanta = await new_city(http, "Tanta")
    cairo = await city_id(http, "Cairo")
    response = await http.put(
        f"/v3/cities/{tanta['id']}", json={"id": cairo, "name": "Mansoura", "countryId": EGYPT}
    )
    assert response.json()["id"] == tanta["id"]
    assert (await http.get(f"/v3/cities/{cairo}")).json()["name"] == "Cairo"


async def test_rule_3_unknown_id_is_404_and_unknown_parent_is_400(
    http: httpx.AsyncClient,
) -> None:
    body = {"name": "Tanta", "countryId": EGYPT}
    assert (await http.put("/v3/cities/99999", json=body)).status_code == 404
    city = await new_city(http, "Tanta")
    unknown_country = await http.put(
        f"/v3/cities/{city['id']}", json={"name": "Tanta", "countryId": 99}
    )
    assert unknown_country.status_code == 400 and "errorCode" not in unknown_country.json()
    district = await new_district(http, "Zamalek", city["id"])
    unknown_city = await http.put(
        f"/v3/districts/{district['id']}", json={"name": "Zamalek", "cityId": 99999}
    )
    assert unknown_city.status_code == 400
    assert (
        await http.put("/v3/districts/99999", json={"name": "x", "cityId": city["id"]})
    ).status_code == 404


async def test_rule_3_update_keeps_names_unique_within_the_parent(
    http: httpx.AsyncClient,
) -> None:
    city = await new_city(http, "Tanta")
    clash = await http.put(f"/v3/cities/{city['id']}", json={"name": "Giza", "countryId": EGYPT})
    assert code_of(clash) == "DupplicatedName"
    same = await http.put(f"/v3/cities/{city['id']}", json={"name": "TANTA", "countryId": EGYPT})
    assert same.status_code == 200 and same.json()["name"] == "TANTA"


# -- rule 4: delete --------------------------------------------------------------------------
async def test_rule_4_delete_is_permanent(http: httpx.AsyncClient) -> None:
    city = await new_city(http, "Tanta")
    district = await new_district(http, "El Bahr", city["id"])
    assert (await http.delete(f"/v3/districts/{district['id']}")).status_code == 204
    assert (await http.get(f"/v3/districts/{district['id']}")).status_code == 404
    assert (await http.delete(f"/v3/districts/{district['id']}")).status_code == 404
    assert (await http.delete(f"/v3/cities/{city['id']}")).status_code == 204
    assert (await http.get(f"/v3/cities/{city['id']}")).status_code == 404
    assert (await http.delete(f"/v3/cities/{city['id']}")).status_code == 404


async def test_rule_4_delete_districts_before_their_city(http: httpx.AsyncClient) -> None:
    city = await new_city(http, "Tanta")
    district = await new_district(http, "El Bahr", city["id"])
    assert code_of(await http.delete(f"/v3/cities/{city['id']}")) == "ItemCannotDeleteItInUse"
    await http.delete(f"/v3/districts/{district['id']}")
    assert (await http.delete(f"/v3/cities/{city['id']}")).status_code == 204


def refer(tenant: Tenant, user: str, column: str, place_id: int) -> None:
    """Make ``user`` (a table of the spec's list) refer to a place through ``column``."""
    now = "2026-01-01T00:00:00+00:00"
    if user == "customers":
        tenant.execute(
            f"INSERT INTO customers (tenant_id, name, {column}, created_at, updated_at) "
            "VALUES (?, 'Cairo Foods', ?, ?, ?)",
            tenant.id,
            place_id,
            now,
            now,
        )
    elif user == "customer_addresses":
        customer = tenant.execute(
            "INSERT INTO customers (tenant_id, name, created_at, updated_at) "
            "VALUES (?, 'Delta Stores', ?, ?)",
            tenant.id,
            now,
            now,
        )
        tenant.execute(
            f"INSERT INTO customer_addresses (customer_id, {column}) VALUES (?, ?)",
            customer,
            place_id,
        )
    elif user == "warehouses":
        tenant.execute(
            f"INSERT INTO warehouses (tenant_id, code, description, {column}, created_at, "
            "updated_at) VALUES (?, 'WH9', 'Tanta depot', ?, ?, ?)",
            tenant.id,
            place_id,
            now,
            now,
        )
    elif user == "accounts":
        tenant.execute(
            f"UPDATE accounts SET {column} = ? WHERE tenant_id = ? AND code = '110101'",
            place_id,
            tenant.id,
        )
    else:
        assert user == "streets"
        tenant.execute(
            "INSERT INTO streets (tenant_id, name, district_id) VALUES (?, 'Galaa Street', ?)",
            tenant.id,
            place_id,
        )


@pytest.mark.parametrize(
    ("user", "column"),
    [
        ("customers", "contact_city_id"),
        ("customer_addresses", "city_id"),
        ("warehouses", "city_id"),
        ("accounts", "city_id"),
    ],
)
async def test_rule_4_a_city_in_use_cannot_be_deleted(
    http: httpx.AsyncClient, tenant: Tenant, user: str, column: str
) -> None:
    city = await new_city(http, "Tanta")
    refer(tenant, user, column, city["id"])
    assert code_of(await http.delete(f"/v3/cities/{city['id']}")) == "ItemCannotDeleteItInUse"
    assert (await http.get(f"/v3/cities/{city['id']}")).status_code == 200


@pytest.mark.parametrize(
    ("user", "column"),
    [
        ("streets", "district_id"),
        ("customers", "contact_district_id"),
        ("customer_addresses", "district_id"),
        ("warehouses", "district_id"),
        ("accounts", "district_id"),
    ],
)
async def test_rule_4_a_district_in_use_cannot_be_deleted(
    http: httpx.AsyncClient, tenant: Tenant, user: str, column: str
) -> None:
    district = await new_district(http, "El Bahr", await city_id(http, "Cairo"))
    refer(tenant, user, column, district["id"])
    response = await http.delete(f"/v3/districts/{district['id']}")
    assert code_of(response) == "ItemCannotDeleteItInUse"


async def test_tenants_never_see_each_other_s_places(
    sandbox_app: FastAPI, http: httpx.AsyncClient, tenant: Tenant
) -> None:
    from tests.support.sandbox import new_tenant

    mine = await new_city(http, "Only mine")
    other = new_tenant(tenant.db)
    async with asgi_client(sandbox_app, other.authorization) as theirs:
        assert (await theirs.get(f"/v3/cities/{mine['id']}")).status_code == 404
        assert (await theirs.delete(f"/v3/cities/{mine['id']}")).status_code == 404
        assert "Only mine" not in names(await theirs.get("/v3/cities"))
