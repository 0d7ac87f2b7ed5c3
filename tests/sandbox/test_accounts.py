"""Accounts and account nodes: the pickers' source (spec: "Accounts"; shapes guessed)."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

import httpx
import pytest
from fastapi import FastAPI

from app.models.accounts import AccountType
from tests.support.sandbox import Tenant, asgi_client


@pytest.fixture
async def http(sandbox_app: FastAPI, tenant: Tenant):
    async with asgi_client(sandbox_app, tenant.authorization) as client:
        yield client


async def test_the_demo_chart_has_an_account_for_every_account_type(
    http: httpx.AsyncClient,
) -> None:
    body = (await http.get("/v3/accounts", params={"limit": 1000})).json()
    # Every type has an account; general accounts (the demo's operating expenses) have none.
    assert {a["type"] for a in body["items"]} - {None} == {t.value for t in AccountType}
    assert body["totalCount"] == len(body["items"])
    cash = [a for a in body["items"] if a["type"] == "Cash"]
    assert all(a["alias"] for a in cash)  # cash documents take their code from the alias


async def test_filters_type_description_and_classification_combine(http: httpx.AsyncClient) -> None:
    cash = (await http.get("/v3/accounts", params={"type": "Cash"})).json()["items"]
    assert {a["code"] for a in cash} == {"110101", "110102"}
    cairo = (await http.get("/v3/accounts", params={"type": "Cash", "description": "cairo"})).json()
    assert [a["code"] for a in cairo["items"]] == ["110101"]
    banks = (await http.get("/v3/accounts", params={"classificationCode": "1102"})).json()
    assert {a["code"] for a in banks["items"]} == {"110201", "110202"}
    assert (await http.get("/v3/accounts", params={"type": "Nonsense"})).status_code == 400


async def test_update_date_returns_accounts_changed_strictly_after(http: httpx.AsyncClient) -> None:
    past = (datetime.now(UTC) - timedelta(days=1)).isoformat()
    future = (datetime.now(UTC) + timedelta(days=1)).isoformat()
    assert (await http.get("/v3/accounts", params={"updateDate": past})).json()["totalCount"] > 0
    none = (await http.get("/v3/accounts", params={"updateDate": future})).json()
    assert none["items"] == [] and none["totalCount"] == 0


async def test_paging_is_strict_and_ordered_by_id(http: httpx.AsyncClient) -> None:
    first = (await http.get("/v3/accounts", params={"limit": 5})).json()
    second = (await http.get("/v3/accounts", params={"limit": 5, "offset": 5})).json()
    ids = [a["id"] for a in first["items"] + second["items"]]
    assert ids == sorted(ids) and len(set(ids)) == 10
    assert (await http.get("/v3/accounts", params={"limit": 0})).status_code == 400


async def test_nodes_are_the_leaf_groups_of_a_type(http: httpx.AsyncClient) -> None:
    nodes = (await http.get("/v3/accounts/nodes", params={"type": "AccountsReceivable"})).json()
    assert [(n["code"], n["type"]) for n in nodes] == [("1103", "AccountsReceivable")]
    assert (await http.get("/v3/accounts/nodes")).status_code == 400
