"""The accounts list's customer filters: "find a customer's receivable account" (spec:
"Accounts": relatedCustomerCode, customerExternalId, relatedCustomerId)."""

from __future__ import annotations

from collections.abc import AsyncIterator

import httpx
import pytest
from fastapi import FastAPI

from tests.support.customers import customer_id
from tests.support.sandbox import Tenant, asgi_client


@pytest.fixture
async def http(sandbox_app: FastAPI, tenant: Tenant) -> AsyncIterator[httpx.AsyncClient]:
    async with asgi_client(sandbox_app, tenant.authorization) as client:
        yield client


async def account_codes(http: httpx.AsyncClient, **params: object) -> list[str]:
    response = await http.get("/v3/accounts", params=params)
    assert response.status_code == 200, response.text
    return [account["code"] for account in response.json()["items"]]


async def test_related_customer_code_finds_the_customers_own_or_shared_receivable_account(
    http: httpx.AsyncClient,
) -> None:
    assert await account_codes(http, relatedCustomerCode="CUS-0002") == ["110302"]  # its own
    assert await account_codes(http, relatedCustomerCode=" CUS-0003 ") == ["110301"]  # shared
    assert await account_codes(http, relatedCustomerCode="CUS-000") == []  # exact, not contains


async def test_customer_external_id_and_related_customer_id_find_it_too(
    http: httpx.AsyncClient, tenant: Tenant
) -> None:
    assert await account_codes(http, customerExternalId="MAF-EG-0412") == ["110303"]
    assert await account_codes(http, customerExternalId="MAF-EG") == []
    assert await account_codes(http, relatedCustomerId=customer_id(tenant, "CUS-0009")) == [
        "110304"
    ]
    assert await account_codes(http, relatedCustomerId=999999) == []
    assert (await http.get("/v3/accounts", params={"relatedCustomerId": 0})).status_code == 400


async def test_customer_filters_must_hold_for_the_same_customer_and_combine_with_the_rest(
    http: httpx.AsyncClient, tenant: Tenant
) -> None:
    carrefour = customer_id(tenant, "CUS-0005")
    both = {"relatedCustomerCode": "CUS-0005", "relatedCustomerId": carrefour}
    assert await account_codes(http, **both) == ["110303"]
    mismatched = {"relatedCustomerCode": "CUS-0002", "relatedCustomerId": carrefour}
    assert await account_codes(http, **mismatched) == []
    assert await account_codes(http, relatedCustomerCode="CUS-0005", type="Cash") == []
    # A blank value is no filter.
    assert len(await account_codes(http, relatedCustomerCode=" ", limit=1000)) > 30


async def test_a_customer_created_with_its_own_account_is_found_by_its_code(
    http: httpx.AsyncClient, tenant: Tenant
) -> None:
    tenant.setting("createReceivableAccountWithCustomer", "true")
    created = await http.post("/v3/customers", json={"code": "NEW-1", "name": "New Shop"})
    assert created.status_code == 201, created.text
    assert await account_codes(http, relatedCustomerCode="NEW-1") == [
        created.json()["relatedAccount"]["code"]
    ]
