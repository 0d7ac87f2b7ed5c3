"""The default stock-item list's shortcut (``stock_items._plain_page``, ``routing.shortcut``).

A request with nothing but plain paging is answered from the event loop; any other goes
through the route. Both must give the same answers: a repeated parameter is one the shortcut
leaves to the route, and FastAPI reads the last value, so ``?limit=7&limit=7`` is the route's
answer to the same question the shortcut answers for ``?limit=7``.
"""

from __future__ import annotations

from collections.abc import AsyncIterator

import httpx
import pytest
from fastapi import FastAPI

from app.sandbox.permissions import DataKind
from tests.support.sandbox import Tenant, asgi_client


@pytest.fixture
async def http(sandbox_app: FastAPI, tenant: Tenant) -> AsyncIterator[httpx.AsyncClient]:
    async with asgi_client(sandbox_app, tenant.authorization) as client:
        yield client


def same_through_the_route(query: str) -> str:
    """``query`` with its first parameter repeated: the route's way to the same answer."""
    first = query.split("&")[0]
    return f"{query}&{first}" if first else "limit=100&limit=100"


@pytest.mark.parametrize(
    "query", ["", "limit=7", "offset=3&limit=7", "limit=1000", "offset=0005&limit=0010"]
)
async def test_the_shortcut_answers_exactly_what_the_route_answers(
    http: httpx.AsyncClient, query: str
) -> None:
    quick = await http.get(f"/v3/stock-items?{query}")
    routed = await http.get(f"/v3/stock-items?{same_through_the_route(query)}")
    assert quick.status_code == routed.status_code == 200
    assert quick.content == routed.content
    assert quick.headers["content-type"] == routed.headers["content-type"]


async def test_an_offset_past_the_end_is_the_same_empty_page(http: httpx.AsyncClient) -> None:
    total = (await http.get("/v3/stock-items", params={"limit": 1})).json()["totalCount"]
    quick = await http.get(f"/v3/stock-items?offset={total + 5}&limit=10")
    routed = await http.get(f"/v3/stock-items?offset={total + 5}&limit=10&limit=10")
    assert quick.status_code == routed.status_code == 200
    assert quick.content == routed.content
    assert quick.json()["items"] == []


@pytest.mark.parametrize(
    ("query", "field"),
    [
        ("limit=0", "limit"),
        ("limit=1001", "limit"),
        ("offset=-1", "offset"),
        ("limit=ten", "limit"),
        ("limit=%D9%A3", "limit"),  # an Arabic-Indic digit: a digit, but not an ASCII one
    ],
)
async def test_paging_out_of_range_or_not_a_number_is_still_the_routes_400(
    http: httpx.AsyncClient, query: str, field: str
) -> None:
    answer = await http.get(f"/v3/stock-items?{query}")
    assert answer.status_code == 400, answer.text
    assert field in answer.text


async def test_a_filter_or_an_unknown_parameter_goes_through_the_route(
    http: httpx.AsyncClient, tenant: Tenant
) -> None:
    code = tenant.execute(
        "INSERT INTO stock_items (tenant_id, code, description, created_at, updated_at) "
        "VALUES (?, 'SHORT-1', 'Shortcut test', '2024', '2024')",
        tenant.id,
    )
    found = await http.get("/v3/stock-items", params={"code": "SHORT-1", "limit": 5})
    assert [item["id"] for item in found.json()["items"]] == [code]
    # Unknown parameters are ignored by the route.
    unknown = await http.get("/v3/stock-items?limit=3&Code=SHORT-1")
    assert unknown.content == (await http.get("/v3/stock-items?limit=3")).content


async def test_the_callers_checks_come_first(sandbox_app: FastAPI, tenant: Tenant) -> None:
    async with asgi_client(sandbox_app, None) as anonymous:
        assert (await anonymous.get("/v3/stock-items?limit=5")).status_code == 401
    async with asgi_client(sandbox_app, tenant.token("read:tax")) as other_scope:
        assert (await other_scope.get("/v3/stock-items?limit=5")).status_code == 403


async def test_item_data_permissions_apply_on_the_shortcut_too(
    sandbox_app: FastAPI, tenant: Tenant
) -> None:
    tenant.setting("itemDataPermissions", "true")
    authorization, user_id = tenant.restricted_user("read:stock-item")
    item = tenant.execute(
        "INSERT INTO stock_items (tenant_id, description, created_at, updated_at) "
        "VALUES (?, 'Granted only', '2024', '2024')",
        tenant.id,
    )
    tenant.grant(user_id, DataKind.STOCK_ITEM, item)
    async with asgi_client(sandbox_app, authorization) as clerk:
        quick = await clerk.get("/v3/stock-items?limit=10")
        routed = await clerk.get("/v3/stock-items?limit=10&limit=10")
    assert quick.status_code == 200, quick.text
    assert [entry["id"] for entry in quick.json()["items"]] == [item]
    assert quick.content == routed.content
