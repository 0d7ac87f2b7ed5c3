"""Bugs the schema fuzzer (tests/sandbox/test_openapi_fuzz.py) found, each pinned by the
exact request it generated, so the fix stays without the fuzzer's luck.

Shared conventions (spec: conventions and master data, Errors): every non-2xx answer is
problem details; 400 is invalid input, 404 an unknown resource, 500 only unexpected errors.
"""

from __future__ import annotations

from collections.abc import AsyncIterator
from urllib.parse import quote

import httpx
import pytest
from fastapi import FastAPI

from app.models.error_codes import ErrorCode
from app.sandbox.problems import PROBLEM_JSON
from tests.support.sandbox import Tenant, asgi_client

BEYOND_SQLITE = 2**63  # SQLite's INTEGER stops at 2**63 - 1: binding it raised OverflowError
BEYOND_INT32 = 2**31  # the spec's int is 32 bits


@pytest.fixture
async def http(sandbox_app: FastAPI, tenant: Tenant) -> AsyncIterator[httpx.AsyncClient]:
    async with asgi_client(sandbox_app, tenant.authorization) as client:
        yield client


def problem(response: httpx.Response, status: int) -> dict:
    assert response.status_code == status, response.text
    assert response.headers["content-type"].startswith(PROBLEM_JSON)
    body: dict = response.json()
    assert body["status"] == status
    return body


@pytest.mark.parametrize("number", [BEYOND_SQLITE, BEYOND_INT32])
@pytest.mark.parametrize(
    "path",
    [
        "/v3/taxes/{}",
        "/v3/customers/{}/balance",
        "/v3/stock-items/{}/cost",
        "/v3/stock-items/1/balance/warehouses/{}",
        "/v3/warehouses/{}/balance",
        "/v3/cities/{}",
    ],
)
async def test_a_path_id_beyond_a_32_bit_int_is_an_unknown_resource(
    http: httpx.AsyncClient, path: str, number: int
) -> None:
    """Found: ``GET /v3/taxes/9223372036854775808`` answered 500 (SQLite cannot bind it).
    The service's ``{id:int}`` route constraint does not match such a number: 404."""
    problem(await http.get(path.format(number)), 404)


@pytest.mark.parametrize("number", [BEYOND_SQLITE, BEYOND_INT32])
async def test_an_unknown_dynamic_property_beyond_int_is_still_invalid_parent_id(
    http: httpx.AsyncClient, number: int
) -> None:
    """Found: ``PUT /v3/dynamic-properties/9223372036854775808`` answered 500. Update rule 2
    answers an unknown property with 409 InvalidParentId, however large its id."""
    response = await http.put(f"/v3/dynamic-properties/{number}", json={"values": [{"value": "A"}]})
    assert problem(response, 409)["errorCode"] == ErrorCode.InvalidParentId


@pytest.mark.parametrize(
    "path", ["/v3/classifications/stock-items/tree/{}", "/v3/warehouses/tree/{}"]
)
async def test_a_tree_for_a_user_id_beyond_int_is_empty(http: httpx.AsyncClient, path: str) -> None:
    """Found: ``GET /v3/warehouses/tree/9223372036854775808`` answered 500. No user has that
    id: the tree of an unknown user is empty, as for any other unknown id."""
    response = await http.get(path.format(BEYOND_SQLITE))
    assert response.status_code == 200, response.text
    assert response.json() == []


@pytest.mark.parametrize(
    ("path", "name"),
    [
        ("/v3/taxes", "offset"),  # a strict page
        ("/v3/service-items", "offset"),  # a repaired page: out of place, not out of an int
        ("/v3/service-items", "limit"),
        ("/v3/cities", "countryId"),
        ("/v3/districts", "cityId"),
        ("/v3/accounts", "relatedCustomerId"),
        ("/v3/stock-items/balances", "warehouseId"),
        ("/v3/stock-items/warehouse-summary", "stockItemId"),
        ("/v3/customers/1/invoiceable-documents?documentTypes=SO&x=", "offset"),
        # Found by the long run: SQLite's OverflowError, 500, on the documents' filters.
        ("/v3/journal-entries", "accountId"),
        ("/v3/journal-entries", "customerId"),
        ("/v3/journal-entries", "supplierId"),
        ("/v3/journal-entries", "costCenterId"),
        ("/v3/journal-entries", "currencyId"),
        ("/v3/sales-orders", "customerId"),
        ("/v3/sales-orders", "salesPersonId"),
        ("/v3/sales-orders", "warehouseId"),
        ("/v3/work-orders", "customerId"),
        ("/v3/work-orders", "supplierId"),
        ("/v3/work-orders", "workOrderOtherPartyId"),
    ],
)
async def test_a_query_int_beyond_32_bits_is_invalid_input(
    http: httpx.AsyncClient, path: str, name: str
) -> None:
    """Found: ``GET /v3/taxes?offset=9223372036854775808`` answered 500. A number that is no
    int fails the service's model binding: 400 naming the parameter."""
    separator = "&" if "?" in path else "?"
    body = problem(await http.get(f"{path}{separator}{name}={BEYOND_SQLITE}"), 400)
    assert name in body["errors"], body


@pytest.mark.parametrize(
    "path",
    [
        "/v3/accounts",
        "/v3/customers",
        "/v3/service-items",
        "/v3/sales-persons",
        "/v3/warehouses",
        "/v3/stock-items",
    ],
)
@pytest.mark.parametrize("value", ["0", "0.5", "1700000000"])
async def test_update_date_is_iso_8601_text_not_unix_seconds(
    http: httpx.AsyncClient, path: str, value: str
) -> None:
    """Found: ``GET /v3/accounts?updateDate=0.5`` answered 200, read as Unix seconds. The
    spec's DateTime is ISO 8601: a bare number is invalid input."""
    body = problem(await http.get(path, params={"updateDate": value}), 400)
    assert "updateDate" in body["errors"], body


async def test_update_date_in_iso_8601_is_still_a_filter(http: httpx.AsyncClient) -> None:
    """The other outcome: ISO 8601 text is read as before."""
    response = await http.get("/v3/accounts", params={"updateDate": "2000-01-01T00:00:00Z"})
    assert response.status_code == 200, response.text
    assert response.json()["items"]


async def test_a_405_allows_every_method_of_the_resource(http: httpx.AsyncClient) -> None:
    """Found: ``PATCH /v3/taxes/1`` answered 405 with ``Allow: GET``: the router names only
    the first route matching the path. RFC 9110: Allow lists the target resource's methods."""
    response = await http.patch("/v3/taxes/1")
    problem(response, 405)
    assert response.headers["allow"] == "DELETE, GET, PUT"


@pytest.mark.parametrize("character", ["\t", "\r", "\n"])
async def test_instance_is_the_request_path_even_with_a_line_break(
    http: httpx.AsyncClient, character: str
) -> None:
    """Found: ``DELETE /v3/sales-persons/code/%0D%C3%84`` answered a 404 whose ``instance``
    was ``/v3/sales-persons/code/Ä``: the request path lost its carriage return. Spec Errors
    1: instance is the request path."""
    response = await http.delete(f"/v3/sales-persons/code/{quote(character)}X")
    assert problem(response, 404)["instance"] == f"/v3/sales-persons/code/{character}X"


async def test_a_boolean_where_an_int_goes_is_invalid_input(http: httpx.AsyncClient) -> None:
    """Found: ``POST /v3/sales-persons`` with ``"classificationCode": true`` answered 201 and
    stored 1 (pydantic reads true as 1). The service's JSON binding refuses a boolean for a
    number: 400 on that field."""
    response = await http.post("/v3/sales-persons", json={"name": "A", "classificationCode": True})
    assert "classificationCode" in problem(response, 400)["errors"]


async def test_an_int_still_binds_where_an_int_goes(http: httpx.AsyncClient) -> None:
    """The other outcome: a number is read as before."""
    response = await http.post("/v3/sales-persons", json={"name": "B", "classificationCode": 7})
    assert response.status_code == 201, response.text
    assert response.json()["classificationCode"] == 7


@pytest.mark.parametrize(
    "number", [6319394688307368483367258423296, BEYOND_INT32, -BEYOND_INT32 - 1]
)
async def test_a_body_int_beyond_32_bits_is_invalid_input(
    http: httpx.AsyncClient, number: int
) -> None:
    """Found: ``POST /v3/sales-persons`` with ``{"name": "0", "classificationCode":
    6319394688307368483367258423296}`` answered 500 (SQLite cannot bind it). The spec's int
    is 32 bits; a larger number fails the service's binding: 400 on that field."""
    response = await http.post(
        "/v3/sales-persons", json={"name": "0", "classificationCode": number}
    )
    assert "classificationCode" in problem(response, 400)["errors"]


@pytest.mark.parametrize(
    ("path", "name"),
    [
        ("/v3/journal-entries", "dateTo"),
        ("/v3/journal-entries", "dateFrom"),
        ("/v3/work-orders", "orderDateTo"),
        ("/v3/work-orders", "orderDateFrom"),
    ],
)
@pytest.mark.parametrize("value", ["0", "0.5", "1700000000"])
async def test_a_document_date_filter_is_iso_8601_text_not_unix_seconds(
    http: httpx.AsyncClient, path: str, name: str, value: str
) -> None:
    """Found: ``GET /v3/journal-entries?dateTo=0.5`` answered 200 (Unix seconds) where the
    OpenAPI says date-time: a bare number is invalid input."""
    body = problem(await http.get(path, params={name: value}), 400)
    assert name in body["errors"], body
    response = await http.get(path, params={name: "2026-01-31T00:00:00Z"})
    assert response.status_code == 200, response.text


@pytest.mark.parametrize(
    "path", ["/v3/purchase-orders/find", "/v3/purchase-orders/purchase-returns/find"]
)
async def test_a_find_window_of_unix_seconds_is_invalid_input(
    http: httpx.AsyncClient, path: str
) -> None:
    """Found: ``{"dateFrom": 0, ...}`` was read as 1970-01-01: the schema says date-time."""
    window = {"dateFrom": 0, "dateTo": "2000-01-01T00:00:00Z"}
    body = problem(await http.post(path, json=window), 400)
    assert "dateFrom" in body["errors"], body


@pytest.mark.parametrize("method", ["PUT", "DELETE"])
async def test_the_deactivate_path_is_not_a_customer_code(
    http: httpx.AsyncClient, method: str
) -> None:
    """Found: ``PUT /v3/customers/code/0/deactivate`` answered 400 about the body of a
    customer coded "0/deactivate": the code took the slash. No such route: 405, PATCH."""
    response = await http.request(method, "/v3/customers/code/0/deactivate")
    body = problem(response, 405)
    assert response.headers["allow"] == "PATCH", body


async def test_a_code_holding_an_escaped_slash_still_names_its_customer(
    http: httpx.AsyncClient,
) -> None:
    created = await http.post("/v3/customers", json={"code": "A/7", "name": "Slash Trading"})
    assert created.status_code == 201, created.text
    body = {**created.json(), "name": "Slash Trading Co."}
    updated = await http.put(f"/v3/customers/code/{quote('A/7', safe='')}", json=body)
    assert updated.status_code == 200, updated.text
    assert updated.json()["name"] == "Slash Trading Co."
    deactivated = await http.patch(f"/v3/customers/code/{quote('A/7', safe='')}/deactivate")
    assert deactivated.status_code == 204, deactivated.text
