"""Dynamic properties, rule by rule (spec: conventions and master data, "Dynamic
properties")."""

from __future__ import annotations

from collections.abc import AsyncIterator
from typing import Any

import httpx
import pytest
from fastapi import FastAPI

from app.sandbox.resources import dynamic_properties
from tests.support.sandbox import Tenant, asgi_client

BATCH = "/v3/dynamic-properties/batch"


@pytest.fixture
async def http(sandbox_app: FastAPI, tenant: Tenant) -> AsyncIterator[httpx.AsyncClient]:
    async with asgi_client(sandbox_app, tenant.authorization) as client:
        yield client


def code_of(response: httpx.Response) -> str:
    assert response.status_code == 409, response.text
    return str(response.json()["errorCode"])


def prop(name: str, *values: str, code: str | None = None, **extra: Any) -> dict[str, Any]:
    """A batch entry; a value "Red=R" carries the code R."""
    entries = []
    for value in values:
        text, _, value_code = value.partition("=")
        entries.append({"value": text, **({"code": value_code} if value_code else {})})
    return {"name": name, "values": entries, **({"code": code} if code else {}), **extra}


async def insert(http: httpx.AsyncClient, *entries: dict[str, Any]) -> dict[str, Any]:
    response = await http.post(BATCH, json=list(entries))
    assert response.status_code == 200, response.text
    return dict(response.json())


async def by_name(http: httpx.AsyncClient, name: str) -> dict[str, Any]:
    page = (await http.get("/v3/dynamic-properties", params={"names": name})).json()
    assert len(page["items"]) == 1, page
    return dict(page["items"][0])


# -- GET /v3/dynamic-properties ---------------------------------------------------------------
async def test_list_names_match_exactly_ignoring_case_trimmed_blanks_and_repeats_ignored(
    http: httpx.AsyncClient,
) -> None:
    params = {"names": [" color ", "COLOR", "  ", "Colo", "size"]}
    page = (await http.get("/v3/dynamic-properties", params=params)).json()
    assert [item["name"] for item in page["items"]] == ["Color", "Size"]
    assert page["totalCount"] == 2


async def test_list_pages_count_properties_by_id_each_with_all_its_values(
    http: httpx.AsyncClient,
) -> None:
    await insert(http, prop("Material", "Cotton", "Linen", "Wool"))
    first = (await http.get("/v3/dynamic-properties", params={"limit": 2})).json()
    rest = (await http.get("/v3/dynamic-properties", params={"offset": 2, "limit": 2})).json()
    names = [item["name"] for item in first["items"] + rest["items"]]
    assert names == ["Color", "Size", "Material"] and first["totalCount"] == 3
    material = rest["items"][0]
    assert [value["value"] for value in material["values"]] == ["Cotton", "Linen", "Wool"]
    past = (await http.get("/v3/dynamic-properties", params={"offset": 10})).json()
    assert (past["items"], past["totalCount"]) == ([], 0)
    assert (await http.get("/v3/dynamic-properties", params={"limit": 0})).status_code == 400


async def test_list_with_the_setting_off_is_409(http: httpx.AsyncClient, tenant: Tenant) -> None:
    tenant.setting("dynamicPropertiesEnabled", "false")
    assert code_of(await http.get("/v3/dynamic-properties")) == "DynamicPropertiesDisabled"


# -- GET /v3/dynamic-properties/tree/{userId} -------------------------------------------------
async def test_tree_is_a_flat_list_ordered_by_id_whatever_the_setting(
    http: httpx.AsyncClient, tenant: Tenant
) -> None:
    tenant.setting("dynamicPropertiesEnabled", "false")
    rows = (await http.get("/v3/dynamic-properties/tree/1")).json()
    assert [(row["dynamicPropertyId"], row["treeLevel"]) for row in rows] == sorted(
        (row["dynamicPropertyId"], row["treeLevel"]) for row in rows
    )
    properties = {row["dynamicPropertyId"]: row for row in rows if row["treeLevel"] == 1}
    assert {row["description"] for row in properties.values()} == {"Color", "Size"}
    assert all(row["parentId"] == 0 and row["isVisible"] for row in properties.values())
    red = next(row for row in rows if row["treeLevel"] == 2 and row["description"] == "Red")
    assert properties[red["parentId"]]["description"] == "Color"
    assert set(red) == {"dynamicPropertyId", "parentId", "description", "isVisible", "treeLevel"}
    # The user id does not narrow the tree.
    assert (await http.get("/v3/dynamic-properties/tree/999")).json() == rows


# -- POST /v3/dynamic-properties/batch --------------------------------------------------------
@pytest.mark.parametrize(
    ("entries", "key"),
    [
        ([prop("Finish", "Matte"), {"values": [{"value": "x"}]}], "[1].name"),
        ([prop("F" * 71, "Matte")], "[0].name"),
        ([prop("Finish", code="C" * 51, values=[])], "[0].values"),
        ([prop("Finish")], "[0].values"),
        ([prop("Finish", "V" * 71)], "[0].values[0].value"),
        ([prop("Finish", "Matte=" + "C" * 51)], "[0].values[0].code"),
        ([prop("   ", "Matte")], "[0].name"),
    ],
)
async def test_batch_rule_1_validation_errors_are_400_keyed_by_index_and_field(
    http: httpx.AsyncClient, entries: list[dict[str, Any]], key: str
) -> None:
    response = await http.post(BATCH, json=entries)
    assert response.status_code == 400, response.text
    assert key in response.json()["errors"]


async def test_batch_rule_2_with_the_setting_off_the_whole_batch_is_409(
    http: httpx.AsyncClient, tenant: Tenant
) -> None:
    tenant.setting("dynamicPropertiesEnabled", "false")
    assert code_of(await http.post(BATCH, json=[prop("Finish", "Matte")])) == (
        "DynamicPropertiesDisabled"
    )


async def test_batch_rule_2_unexpected_failures_are_409_never_500(
    http: httpx.AsyncClient, monkeypatch: pytest.MonkeyPatch
) -> None:
    def broken(*_args: object) -> None:
        raise RuntimeError("disk on fire")

    monkeypatch.setattr(dynamic_properties, "_insert_value", broken)
    response = await http.post(BATCH, json=[prop("Finish", "Matte")])
    assert code_of(response) == "BusinessRuleViolation"
    monkeypatch.undo()
    # Nothing of the failed batch was kept.
    assert (await http.get("/v3/dynamic-properties", params={"names": "Finish"})).json()[
        "items"
    ] == []


async def test_batch_rule_3_repeated_names_and_values_are_dropped_silently_first_wins(
    http: httpx.AsyncClient,
) -> None:
    result = await insert(
        http,
        prop("Finish", "Matte", "matte ", "Gloss"),
        prop(" FINISH", "Satin"),
        prop("Color", "Teal"),  # exists: fails, once
        prop("color", "Plum"),  # a repeat of the failed one: dropped, not reported
    )
    assert [item["name"] for item in result["succeeded"]] == ["Finish"]
    assert [value["value"] for value in result["succeeded"][0]["values"]] == ["Matte", "Gloss"]
    assert list(result["failed"]) == ["Color"]


async def test_batch_rule_4_an_existing_name_fails_with_already_exists(
    http: httpx.AsyncClient,
) -> None:
    result = await insert(http, prop("SIZE", "XXL"), prop("Grade", "A"))
    assert "AlreadyExists" in result["failed"]["SIZE"]
    assert [item["name"] for item in result["succeeded"]] == ["Grade"]


async def test_batch_rule_4_generated_codes_ignore_the_sent_ones(http: httpx.AsyncClient) -> None:
    result = await insert(http, prop("Grade", "A=MINE", code="MY-CODE"))
    stored = result["succeeded"][0]
    assert stored["code"] not in (None, "MY-CODE")
    assert stored["values"][0]["code"] not in (None, "MINE")


@pytest.mark.parametrize(
    ("method", "suffix"), [("Free", "WhenCodingIsFree"), ("None", "WhenNoCoding")]
)
async def test_batch_rule_4_codes_are_required_when_the_service_does_not_generate_them(
    http: httpx.AsyncClient, tenant: Tenant, method: str, suffix: str
) -> None:
    tenant.setting("itemCodingMethod", method)
    result = await insert(
        http,
        prop("Grade", "A=GA"),
        prop("Finish", "Matte=FM", "Gloss", code="FIN"),
        prop("Weave", "Plain=WP", code="WV"),
    )
    assert f"CodeRequiredForProperty{suffix}" in result["failed"]["Grade"]
    assert f"CodeRequiredForValue{suffix}" in result["failed"]["Finish"]
    weave = result["succeeded"][0]
    assert (weave["name"], weave["code"], weave["values"][0]["code"]) == ("Weave", "WV", "WP")


# -- PUT /v3/dynamic-properties/{id} -----------------------------------------------------------
async def test_update_rule_1_values_are_the_full_desired_set_matched_ignoring_case(
    http: httpx.AsyncClient, tenant: Tenant
) -> None:
    tenant.setting("itemCodingMethod", "Free")
    stored = (await insert(http, prop("Finish", "Matte=M1", "Gloss=G1", code="FIN")))["succeeded"][
        0
    ]
    matte = stored["values"][0]
    body = {"values": [{"value": "MATTE", "code": "M2"}, {"value": "Satin", "code": "S1"}]}
    updated = (await http.put(f"/v3/dynamic-properties/{stored['id']}", json=body)).json()
    assert [(v["value"], v["code"]) for v in updated["values"]] == [
        ("Matte", "M2"),
        ("Satin", "S1"),
    ]
    # The matched value is the same record (same id), its text unchanged; Gloss is gone.
    assert updated["values"][0]["id"] == matte["id"]
    assert (updated["name"], updated["code"]) == ("Finish", "FIN")


async def test_update_rule_1_generated_codes_are_kept(http: httpx.AsyncClient) -> None:
    stored = (await insert(http, prop("Finish", "Matte", "Gloss")))["succeeded"][0]
    matte = stored["values"][0]
    body = {"values": [{"value": "matte", "code": "IGNORED"}, {"value": "Satin", "code": "X"}]}
    updated = (await http.put(f"/v3/dynamic-properties/{stored['id']}", json=body)).json()
    assert updated["values"][0] == matte
    assert updated["values"][1]["code"] not in (None, "X")


async def test_update_rule_2_an_unknown_id_is_409_invalid_parent_id(
    http: httpx.AsyncClient,
) -> None:
    body = {"values": [{"value": "x"}]}
    assert code_of(await http.put("/v3/dynamic-properties/999999", json=body)) == (
        "InvalidParentId"
    )


async def test_update_rule_3_removing_a_value_a_stock_item_uses_is_409(
    http: httpx.AsyncClient,
) -> None:
    size = await by_name(http, "Size")
    keep = [{"value": value["value"]} for value in size["values"] if value["value"] != "XL"]
    # The demo's T-shirts come in XL.
    response = await http.put(f"/v3/dynamic-properties/{size['id']}", json={"values": keep})
    assert code_of(response) == "CannotDeleteInUse"
    unused = [{"value": value["value"]} for value in size["values"] if value["value"] != "S"]
    trimmed = await http.put(f"/v3/dynamic-properties/{size['id']}", json={"values": unused})
    assert [value["value"] for value in trimmed.json()["values"]] == ["M", "L", "XL"]


@pytest.mark.parametrize(
    ("method", "code"),
    [
        ("Free", "CodeRequiredForValueWhenCodingIsFree"),
        ("None", "CodeRequiredForValueWhenNoCoding"),
    ],
)
async def test_update_rule_4_codes_are_required_when_not_generated(
    http: httpx.AsyncClient, tenant: Tenant, method: str, code: str
) -> None:
    size = await by_name(http, "Size")
    tenant.setting("itemCodingMethod", method)
    body = {"values": [{"value": value["value"], "code": "C"} for value in size["values"]]}
    body["values"][0].pop("code")
    assert code_of(await http.put(f"/v3/dynamic-properties/{size['id']}", json=body)) == code


async def test_update_rule_4_with_the_setting_off_is_409(
    http: httpx.AsyncClient, tenant: Tenant
) -> None:
    size = await by_name(http, "Size")
    tenant.setting("dynamicPropertiesEnabled", "false")
    body = {"values": [{"value": "M"}]}
    response = await http.put(f"/v3/dynamic-properties/{size['id']}", json=body)
    assert code_of(response) == "DynamicPropertiesDisabled"


async def test_update_values_must_not_be_empty(http: httpx.AsyncClient) -> None:
    size = await by_name(http, "Size")
    response = await http.put(f"/v3/dynamic-properties/{size['id']}", json={"values": []})
    assert response.status_code == 400 and "values" in response.json()["errors"]
