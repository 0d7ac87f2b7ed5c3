"""Brands, rule by rule (spec: conventions and master data, "Brands"). The demo has eight
brands, from Apple to Tefal."""

from __future__ import annotations

from collections.abc import AsyncIterator

import httpx
import pytest
from fastapi import FastAPI

from app.sandbox.app import permissions
from tests.support.sandbox import Tenant, asgi_client

DEMO_BRANDS = ["Apple", "El Araby", "Faber-Castell", "HP", "Lenovo", "Pyrex", "Samsung", "Tefal"]


@pytest.fixture
async def http(sandbox_app: FastAPI, tenant: Tenant) -> AsyncIterator[httpx.AsyncClient]:
    async with asgi_client(sandbox_app, tenant.authorization) as client:
        yield client


def names(response: httpx.Response) -> list[str]:
    assert response.status_code == 200, response.text
    return [brand["name"] for brand in response.json()["items"]]


def code_of(response: httpx.Response) -> str:
    assert response.status_code == 409, response.text
    return response.json()["errorCode"]


def test_permission_scopes_are_named_as_the_spec_lists_them(sandbox_app: FastAPI) -> None:
    assert {"read:brand", "create:brand"} <= set(permissions(sandbox_app))


async def test_a_caller_without_the_scope_gets_403(sandbox_app: FastAPI, tenant: Tenant) -> None:
    async with asgi_client(sandbox_app, tenant.token("read:brand")) as reader:
        assert (await reader.get("/v3/brands")).status_code == 200
        assert (await reader.post("/v3/brands", json={"name": "LG"})).status_code == 403


# -- list ------------------------------------------------------------------------------------
async def test_list_is_ordered_by_name(http: httpx.AsyncClient) -> None:
    await http.post("/v3/brands", json={"name": "acer"})  # lower case sorts among the others
    listed = names(await http.get("/v3/brands"))
    assert listed == ["acer", *DEMO_BRANDS]
    samsung = (await http.get("/v3/brands", params={"name": "Samsung"})).json()["items"][0]
    assert samsung == {"id": samsung["id"], "name": "Samsung", "brandManager": "Karim Mostafa"}


async def test_list_name_is_a_trimmed_contains_match(http: httpx.AsyncClient) -> None:
    assert names(await http.get("/v3/brands", params={"name": " el "})) == [
        "El Araby",
        "Faber-Castell",
    ]
    assert names(await http.get("/v3/brands", params={"name": "%"})) == []


async def test_list_blank_name_means_no_filter(http: httpx.AsyncClient) -> None:
    assert names(await http.get("/v3/brands", params={"name": "   "})) == DEMO_BRANDS


async def test_list_page_past_the_end_has_total_count_zero(http: httpx.AsyncClient) -> None:
    page = (await http.get("/v3/brands", params={"limit": 3})).json()
    assert len(page["items"]) == 3 and page["totalCount"] == 8 and page["totalPages"] == 3
    past = (await http.get("/v3/brands", params={"offset": 8})).json()
    assert past["items"] == [] and past["totalCount"] == 0
    assert (await http.get("/v3/brands", params={"limit": 1001})).status_code == 400


async def test_get_by_id_and_unknown_id_is_404(http: httpx.AsyncClient) -> None:
    tefal = (await http.get("/v3/brands", params={"name": "Tefal"})).json()["items"][0]
    assert (await http.get(f"/v3/brands/{tefal['id']}")).json() == tefal
    assert (await http.get("/v3/brands/99999")).status_code == 404


# -- create ----------------------------------------------------------------------------------
async def test_create_echoes_input_plus_id(http: httpx.AsyncClient) -> None:
    response = await http.post("/v3/brands", json={"name": "LG", "brandManager": "Sara Nabil"})
    assert response.status_code == 201
    created = response.json()
    assert created == {"id": created["id"], "name": "LG", "brandManager": "Sara Nabil"}
    assert (await http.get(f"/v3/brands/{created['id']}")).json() == created


async def test_create_does_not_trim_the_name(http: httpx.AsyncClient) -> None:
    created = (await http.post("/v3/brands", json={"name": "  Toshiba "})).json()
    assert created["name"] == "  Toshiba "
    assert (await http.get(f"/v3/brands/{created['id']}")).json()["name"] == "  Toshiba "


async def test_create_null_brand_manager_is_stored_empty(http: httpx.AsyncClient) -> None:
    created = (await http.post("/v3/brands", json={"name": "Sony", "brandManager": None})).json()
    assert created["brandManager"] is None  # the 201 echoes the request
    assert (await http.get(f"/v3/brands/{created['id']}")).json()["brandManager"] == ""


@pytest.mark.parametrize("character", ["\\", "'", "|", ",", '"', "<", ">", "\t", "\n"])
async def test_create_name_with_special_characters_is_409(
    http: httpx.AsyncClient, character: str
) -> None:
    response = await http.post("/v3/brands", json={"name": f"Black{character}Decker"})
    assert code_of(response) == "NameContainsInvalidSpecialCharacters"


async def test_create_duplicate_name_is_409_dupplicated_name(http: httpx.AsyncClient) -> None:
    assert code_of(await http.post("/v3/brands", json={"name": "samsung"})) == "DupplicatedName"


@pytest.mark.parametrize(
    ("body", "field"),
    [
        ({}, "name"),
        ({"name": " "}, "name"),
        ({"name": "x" * 51}, "name"),
        ({"name": "LG", "brandManager": "x" * 51}, "brandManager"),
    ],
)
async def test_upsert_request_rules_are_400_on_the_field(
    http: httpx.AsyncClient, body: dict, field: str
) -> None:
    response = await http.post("/v3/brands", json=body)
    assert response.status_code == 400 and field in response.json()["errors"]
