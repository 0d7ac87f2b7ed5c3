"""Customers, rule by rule (spec: conventions and master data, "Customer" and "Customers").

The list's rules are numbered in the spec (1 to 9); get by id, addresses, balance,
invoiceable documents and create are described in prose, and every other operation is "not
shown" (the sandbox's choices are in GUESSES.md and tested here as such).
"""

from __future__ import annotations

from collections.abc import AsyncIterator
from datetime import datetime, timedelta
from typing import Any

import httpx
import pytest
from fastapi import FastAPI

from app.sandbox import demo
from app.sandbox.db import Database
from app.sandbox.demo.customers import generate_customers
from app.sandbox.permissions import DataKind
from app.sandbox.tenants import create_tenant
from tests.support.customers import customer_id, scalar
from tests.support.sandbox import Tenant, asgi_client


@pytest.fixture
async def http(sandbox_app: FastAPI, tenant: Tenant) -> AsyncIterator[httpx.AsyncClient]:
    async with asgi_client(sandbox_app, tenant.authorization) as client:
        yield client


async def codes(http: httpx.AsyncClient, **params: object) -> list[str]:
    response = await http.get("/v3/customers", params={"limit": 1000, **params})
    assert response.status_code == 200, response.text
    return [customer["code"] for customer in response.json()["items"]]


async def create(http: httpx.AsyncClient, **body: object) -> httpx.Response:
    return await http.post("/v3/customers", json=body)


async def new_customer(
    http: httpx.AsyncClient, code: str = "NEW-1", name: str = "New Customer", **body: object
) -> dict:
    response = await create(http, code=code, name=name, **body)
    assert response.status_code == 201, response.text
    return response.json()


def code_of(response: httpx.Response) -> str:
    assert response.status_code == 409, response.text
    return str(response.json()["errorCode"])


def errors_of(response: httpx.Response) -> dict[str, list[str]]:
    assert response.status_code == 400, response.text
    return dict(response.json()["errors"])


def add_city(tenant: Tenant, name: str, country_id: int = 1) -> int:
    return tenant.execute(
        "INSERT INTO cities (tenant_id, name, country_id, created_at, updated_at) "
        "VALUES (?, ?, ?, '2024-01-01', '2024-01-01')",
        tenant.id,
        name,
        country_id,
    )


def add_district(tenant: Tenant, name: str, city_id: int) -> int:
    return tenant.execute(
        "INSERT INTO districts (tenant_id, name, city_id, created_at, updated_at) "
        "VALUES (?, ?, ?, '2024-01-01', '2024-01-01')",
        tenant.id,
        name,
        city_id,
    )


def add_sales_person(tenant: Tenant, name: str, supervisor_id: int | None = None) -> int:
    return tenant.execute(
        "INSERT INTO sales_persons (tenant_id, code, name, supervisor_id, created_at, "
        "updated_at) VALUES (?, ?, ?, ?, '2024-01-01', '2024-01-01')",
        tenant.id,
        name.upper(),
        name,
        supervisor_id,
    )


def add_customers(tenant: Tenant, count: int, prefix: str, *, name: str, mobile: str) -> None:
    """``count`` active customers: code ``prefix``-n, name ``name``n, mobile ``mobile``n."""
    tenant.execute(
        "INSERT INTO customers (tenant_id, code, name, mobile, related_account_id, created_at, "
        "updated_at) "
        "WITH RECURSIVE seq(n) AS (SELECT 1 UNION ALL SELECT n + 1 FROM seq WHERE n < ?) "
        "SELECT ?, ? || '-' || n, ? || n, ? || n, "
        "(SELECT id FROM accounts WHERE tenant_id = ? AND code = '110301'), "
        "'2024-01-01', '2024-01-01' FROM seq",
        count,
        tenant.id,
        prefix,
        name,
        mobile,
        tenant.id,
    )


def latest_user_id(tenant: Tenant) -> int:
    return scalar(tenant, "SELECT max(id) FROM api_users WHERE tenant_id = ?", tenant.id)


# -- GET /v3/customers -----------------------------------------------------------------------
async def test_rule_1_search_overrides_all_other_filters(http: httpx.AsyncClient) -> None:
    found = await codes(http, search="Ahram", code="CUS-0003", externalId="SHOP-1001")
    assert found == ["CUS-0002"]


async def test_rule_1_search_matches_only_active_customers(http: httpx.AsyncClient) -> None:
    assert await codes(http, search="Tanta Textile") == []
    assert await codes(http, name="Tanta Textile") == []
    assert await codes(http, externalId="SHOP-1002") == ["CUS-0021"]


async def test_rule_1_search_looks_in_name_and_mobile_with_spaces_ignored_not_code_or_phone(
    http: httpx.AsyncClient,
) -> None:
    assert await codes(http, search="01002345671") == ["CUS-0002"]  # stored "0100 234 5671"
    assert await codes(http, search="AlAhram") == ["CUS-0002"]
    assert await codes(http, search="al ahram elec tronics") == ["CUS-0002"]
    assert await codes(http, search="CUS-0002") == []
    assert await codes(http, search="2401 7788") == []  # Al Ahram's phone


async def test_rule_1_organization_settings_change_the_search_fields_and_match_mode(
    http: httpx.AsyncClient, tenant: Tenant
) -> None:
    tenant.setting("customerSearchFields", "code, phone")
    assert await codes(http, search="CUS-0002") == ["CUS-0002"]
    assert await codes(http, search="24017788") == ["CUS-0002"]
    assert await codes(http, search="Ahram") == []
    tenant.setting("customerSearchFields", "name")
    tenant.setting("customerSearchMatchMode", "StartsWith")
    assert await codes(http, search="Ahram") == []
    assert await codes(http, search="Al Ahram") == ["CUS-0002"]
    tenant.setting("customerSearchMatchMode", "Exact")
    assert await codes(http, search="Al Ahram") == []
    assert await codes(http, search="al ahram electronics") == ["CUS-0002"]


async def test_rule_1_search_returns_at_most_50_customers_per_searched_field_without_warning(
    http: httpx.AsyncClient, tenant: Tenant
) -> None:
    # 60 names contain "777" and 60 other customers' mobiles do: 50 of each come back.
    add_customers(tenant, 60, "A", name="Buyer 777-", mobile="0120000")
    add_customers(tenant, 60, "B", name="Client ", mobile="0777")
    body = (await http.get("/v3/customers", params={"search": "777", "limit": 1000})).json()
    names = [c["name"] for c in body["items"]]
    assert len(names) == body["totalCount"] == 100
    assert sum(name.startswith("Buyer 777-") for name in names) == 50
    assert sum(name.startswith("Client ") for name in names) == 50
    ids = [c["id"] for c in body["items"]]
    assert ids == sorted(ids)
    # The 50 per field are the first 50 by id.
    assert "Buyer 777-1" in names and "Buyer 777-60" not in names


async def test_rule_1_a_user_linked_to_a_sales_person_finds_only_unassigned_own_and_team_customers(
    sandbox_app: FastAPI, tenant: Tenant
) -> None:
    lead = add_sales_person(tenant, "Lead")
    member = add_sales_person(tenant, "Member", supervisor_id=lead)
    other = add_sales_person(tenant, "Other")
    for index, person in enumerate((lead, member, other, None), start=1):
        tenant.execute(
            "INSERT INTO customers (tenant_id, code, name, sales_person_id, created_at, "
            "updated_at) VALUES (?, ?, ?, ?, '2024-01-01', '2024-01-01')",
            tenant.id,
            f"TEAM-{index}",
            f"Team customer {index}",
            person,
        )
    authorization = tenant.token("read:customer")
    user_id = latest_user_id(tenant)
    async with asgi_client(sandbox_app, authorization) as http:
        assert await codes(http, search="Team customer") == [f"TEAM-{n}" for n in (1, 2, 3, 4)]
        tenant.execute("UPDATE api_users SET sales_person_id = ? WHERE id = ?", lead, user_id)
        assert await codes(http, search="Team customer") == ["TEAM-1", "TEAM-2", "TEAM-4"]
        tenant.execute("UPDATE api_users SET sales_person_id = ? WHERE id = ?", member, user_id)
        assert await codes(http, search="Team customer") == ["TEAM-2", "TEAM-4"]
        # Only search is restricted: the plain list still shows every customer.
        assert len(await codes(http, updateDate="2000-01-01")) == 54


async def test_rule_2_customers_are_ordered_by_id(http: httpx.AsyncClient) -> None:
    ids = [c["id"] for c in (await http.get("/v3/customers")).json()["items"]]
    assert ids == sorted(ids) and len(ids) == 50


async def test_rule_3_code_name_phone_email_are_contains_matches(http: httpx.AsyncClient) -> None:
    assert await codes(http, code="-000") == [f"CUS-000{n}" for n in range(1, 10)]
    assert await codes(http, name="electronics") == ["CUS-0002", "CUS-0022"]
    assert await codes(http, phone="2401") == ["CUS-0002"]
    assert await codes(http, email="@EXAMPLE.com") == [
        "CUS-0026",
        "CUS-0031",
        "CUS-0041",
        "CUS-0049",
    ]
    # The filters combine.
    assert await codes(http, name="electronics", email="riyadh") == ["CUS-0022"]


async def test_rule_3_mobile_ignores_plus_spaces_and_a_leading_00_of_the_filter_and_stored_spaces(
    http: httpx.AsyncClient,
) -> None:
    assert await codes(http, mobile="01002345671") == ["CUS-0002"]  # stored "0100 234 5671"
    assert await codes(http, mobile="+20 100 555") == ["CUS-0010"]  # stored "+20 100 555 1212"
    assert await codes(http, mobile="0020100555") == ["CUS-0010"]
    assert await codes(http, mobile="00 966 50 123") == ["CUS-0022"]


async def test_rule_3_external_id_is_an_exact_match(http: httpx.AsyncClient) -> None:
    assert await codes(http, externalId="SHOP-1001") == ["CUS-0014"]
    assert await codes(http, externalId="SHOP-100") == []


async def test_rule_4_update_date_returns_customers_created_or_updated_strictly_after_it(
    http: httpx.AsyncClient,
) -> None:
    created = await new_customer(http)
    moment = datetime.fromisoformat(created["updateDate"])
    assert await codes(http, updateDate=moment.isoformat()) == []
    earlier = (moment - timedelta(milliseconds=1)).isoformat()
    assert await codes(http, updateDate=earlier) == ["NEW-1"]
    changed = await http.put(f"/v3/customers/{created['id']}", json={"name": "Renamed"})
    assert changed.status_code == 200
    assert await codes(http, updateDate=moment.isoformat()) == ["NEW-1"]


async def test_rule_5_text_filters_list_only_active_customers_with_an_active_receivable_account(
    http: httpx.AsyncClient, tenant: Tenant
) -> None:
    assert await codes(http, name="Tanta") == []  # Tanta Textile Traders is inactive
    assert await codes(http, name="Walid") == []
    assert await codes(http, code="CUS-0002") == ["CUS-0002"]
    tenant.execute(
        "UPDATE accounts SET is_active = 0 WHERE id = "
        "(SELECT related_account_id FROM customers WHERE tenant_id = ? AND code = 'CUS-0002')",
        tenant.id,
    )
    for text_filter in ({"code": "CUS-0002"}, {"mobile": "01002345671"}, {"email": "ahram"}):
        assert await codes(http, **text_filter) == []
    assert await codes(http, search="Al Ahram") == ["CUS-0002"]  # search: rule 1 applies


async def test_rule_5_without_text_filters_inactive_customers_appear_too(
    http: httpx.AsyncClient,
) -> None:
    everyone = await codes(http)
    assert {"CUS-0020", "CUS-0046"} <= set(everyone) and len(everyone) == 50
    assert "CUS-0020" in await codes(http, updateDate="2000-01-01T00:00:00Z")


async def test_rule_6_data_permissions_apply_when_the_organization_turned_them_on(
    sandbox_app: FastAPI, tenant: Tenant
) -> None:
    authorization, user_id = tenant.restricted_user("read:customer")
    tenant.grant(user_id, DataKind.CUSTOMER, customer_id(tenant, "CUS-0003"))
    tenant.grant(user_id, DataKind.CUSTOMER, customer_id(tenant, "CUS-0005"))
    async with asgi_client(sandbox_app, authorization) as http:
        assert len(await codes(http)) == 50  # setting off: everything
        tenant.setting("customerDataPermissions", "true")
        assert await codes(http) == ["CUS-0003", "CUS-0005"]
        assert await codes(http, name="Delta") == ["CUS-0003"]
        # Rule 6 is "without search": search is not limited by data permissions.
        assert await codes(http, search="Al Ahram") == ["CUS-0002"]
    nobody, _ = tenant.restricted_user("read:customer")
    async with asgi_client(sandbox_app, nobody) as http:
        body = (await http.get("/v3/customers")).json()
        assert body["items"] == [] and body["totalCount"] == 0


async def test_rule_7_a_name_over_100_or_an_email_over_50_characters_is_cut_before_matching(
    http: httpx.AsyncClient,
) -> None:
    long_name = "N" * 100 + " tail"
    long_email = "a" * 50 + "@long.example"
    await new_customer(http, name=long_name, email=long_email)
    assert await codes(http, name="N" * 100 + " something else") == ["NEW-1"]
    assert await codes(http, name="N" * 99 + "X") == []  # 100 characters: not cut
    assert await codes(http, email="a" * 50 + "@other.example") == ["NEW-1"]
    # The declared maximum lengths still hold.
    assert "name" in errors_of(await http.get("/v3/customers", params={"name": "N" * 251}))
    assert "email" in errors_of(await http.get("/v3/customers", params={"email": "e" * 251}))


async def test_rule_8_balance_is_computed_only_when_update_date_is_the_sole_filter(
    http: httpx.AsyncClient,
) -> None:
    def balances(body: dict) -> dict[str, float]:
        return {c["code"]: c["balance"] for c in body["items"]}

    only_date = (await http.get("/v3/customers", params={"updateDate": "2000-01-01"})).json()
    assert balances(only_date)["CUS-0002"] == 48250.75
    assert balances(only_date)["CUS-0034"] == -1500
    plain = (await http.get("/v3/customers")).json()
    assert set(balances(plain).values()) == {0}
    with_code = await http.get("/v3/customers", params={"updateDate": "2000-01-01", "code": "2"})
    assert set(balances(with_code.json()).values()) == {0}


async def test_rule_9_an_empty_result_is_200_with_empty_items(http: httpx.AsyncClient) -> None:
    response = await http.get("/v3/customers", params={"name": "Nobody at all"})
    assert response.status_code == 200
    assert response.json()["items"] == [] and response.json()["totalCount"] == 0
    past_the_end = (await http.get("/v3/customers", params={"offset": 500})).json()
    assert past_the_end["items"] == [] and past_the_end["totalCount"] == 50


async def test_list_paging_is_strict_and_filters_have_maximum_lengths(
    http: httpx.AsyncClient,
) -> None:
    assert "offset" in errors_of(await http.get("/v3/customers", params={"offset": -1}))
    assert "limit" in errors_of(await http.get("/v3/customers", params={"limit": 1001}))
    assert "code" in errors_of(await http.get("/v3/customers", params={"code": "c" * 51}))
    assert "externalId" in errors_of(
        await http.get("/v3/customers", params={"externalId": "x" * 51})
    )


# -- GET /v3/customers/{id} ------------------------------------------------------------------
async def test_get_by_id_returns_inactive_customers_with_addresses_and_a_zero_balance(
    http: httpx.AsyncClient, tenant: Tenant
) -> None:
    inactive = (await http.get(f"/v3/customers/{customer_id(tenant, 'CUS-0020')}")).json()
    assert inactive["active"] is False
    ahram = (await http.get(f"/v3/customers/{customer_id(tenant, 'CUS-0002')}")).json()
    assert ahram["balance"] == 0  # its real balance is 48,250.75
    assert [a["street"] for a in ahram["addresses"]] == ["15 شارع عباس العقاد"]
    assert ahram["relatedAccount"]["name"] == "Al Ahram Electronics"
    assert ahram["tags"] == ["wholesale", "electronics"]


async def test_get_by_id_unset_references_are_null_and_an_unknown_id_is_404(
    http: httpx.AsyncClient,
) -> None:
    created = await new_customer(http)
    fetched = (await http.get(f"/v3/customers/{created['id']}")).json()
    assert fetched["salesPerson"] is None and fetched["defaultForeignCurrency"] is None
    assert fetched["relatedAccount"]["code"] == "110301"  # the shared trade receivables
    assert (await http.get("/v3/customers/999999")).status_code == 404


# -- GET /v3/customers/{id}/addresses --------------------------------------------------------
async def test_addresses_carry_location_references_that_are_null_when_unresolved(
    http: httpx.AsyncClient, tenant: Tenant
) -> None:
    cairo = add_city(tenant, "Cairo")
    maadi = add_district(tenant, "Maadi", cairo)
    created = await new_customer(
        http,
        addresses=[
            {"name": "Office", "countryId": 1, "cityId": cairo, "districtId": maadi},
            {"name": "Store", "street": "Road 9"},
        ],
    )
    # The database keeps references intact; a district of another organization is the one
    # way an address's district cannot be resolved.
    other_tenant = tenant.execute(
        "INSERT INTO tenants (name, created_at) VALUES ('Other', '2024-01-01')"
    )
    foreign = tenant.execute(
        "INSERT INTO districts (tenant_id, name, city_id, created_at, updated_at) "
        "VALUES (?, 'Elsewhere', ?, '2024-01-01', '2024-01-01')",
        other_tenant,
        cairo,
    )
    tenant.execute("UPDATE customer_addresses SET district_id = ? WHERE name = 'Office'", foreign)
    response = await http.get(f"/v3/customers/{created['id']}/addresses")
    assert response.status_code == 200
    by_name = {a["name"]: a for a in response.json()}
    assert by_name["Office"]["country"]["name"] == "Egypt"
    assert by_name["Office"]["city"] == {"id": cairo, "name": "Cairo"}
    assert by_name["Office"]["district"] is None  # unresolved
    assert by_name["Store"]["country"] is None and by_name["Store"]["city"] is None


async def test_addresses_of_a_customer_without_any_is_an_empty_list_unknown_customer_404(
    http: httpx.AsyncClient,
) -> None:
    created = await new_customer(http)
    assert (await http.get(f"/v3/customers/{created['id']}/addresses")).json() == []
    assert (await http.get("/v3/customers/999999/addresses")).status_code == 404


# -- GET /v3/customers/{id}/balance ----------------------------------------------------------
async def test_balance_is_a_bare_decimal_over_all_dates_posted_and_unposted(
    http: httpx.AsyncClient, tenant: Tenant
) -> None:
    ahram = customer_id(tenant, "CUS-0002")
    response = await http.get(f"/v3/customers/{ahram}/balance")
    assert response.status_code == 200 and response.json() == 48250.75
    unposted = tenant.execute(
        "INSERT INTO documents (tenant_id, type, code, document_date, is_posted) "
        "VALUES (?, 'JE', 'JE-9', '2031-06-01', 0)",
        tenant.id,
    )
    tenant.execute(
        "INSERT INTO ledger_lines (tenant_id, document_id, account_id, customer_id, credit) "
        "VALUES (?, ?, ?, ?, 250.25)",
        tenant.id,
        unposted,
        tenant.account_id("110301"),
        ahram,
    )
    assert (await http.get(f"/v3/customers/{ahram}/balance")).json() == 48000.5
    tenant.setting("decimalPlaces", "0")  # amounts are rounded to the organization's places
    assert (await http.get(f"/v3/customers/{ahram}/balance")).json() == 48000
    assert (await http.get("/v3/customers/999999/balance")).status_code == 404


# -- GET /v3/customers/{id}/invoiceable-documents --------------------------------------------
def add_document(
    tenant: Tenant,
    customer: int,
    kind: str,
    code: str,
    date: str,
    lines: list[tuple[float, float, float]],
    **columns: object,
) -> int:
    """A document with lines of (quantity, price, invoiced quantity)."""
    names = ["tenant_id", "type", "code", "document_date", "customer_id", *columns]
    document_id = tenant.execute(
        f"INSERT INTO documents ({', '.join(names)}) VALUES ({', '.join('?' * len(names))})",
        tenant.id,
        kind,
        code,
        date,
        customer,
        *columns.values(),
    )
    for quantity, price, invoiced in lines:
        tenant.execute(
            "INSERT INTO document_lines (document_id, quantity, price, invoiced_quantity) "
            "VALUES (?, ?, ?, ?)",
            document_id,
            quantity,
            price,
            invoiced,
        )
    return document_id


@pytest.fixture
def documents(tenant: Tenant) -> int:
    """A customer with one document of every interesting kind; returns the customer id.
    The customer has no demo documents (the demo's sales returns are approved, so they
    would be listed too)."""
    customer = scalar(
        tenant,
        "SELECT id FROM customers AS c WHERE tenant_id = ? AND is_active = 1 AND NOT EXISTS "
        "(SELECT 1 FROM documents AS d WHERE d.customer_id = c.id) ORDER BY code LIMIT 1",
        tenant.id,
    )
    open_line = [(10, 100, 4)]
    so = add_document(tenant, customer, "SO", "SO-3", "2024-03-01", open_line, is_approved=1)
    add_document(tenant, customer, "SO", "SO-4", "2024-03-01", [(2, 50, 0)], is_approved=1)
    add_document(tenant, customer, "SO", "SO-5", "2024-04-01", open_line)  # not approved
    add_document(tenant, customer, "SO", "SO-6", "2024-01-15", open_line, require_auto_work_order=1)
    add_document(tenant, customer, "SO", "SO-7", "2024-05-01", [(5, 10, 5)], is_approved=1)
    add_document(tenant, customer, "SR", "SR-1", "2024-02-01", [(1, 30, 0)], is_approved=1)
    add_document(
        tenant, customer, "IO", "IO-1", "2024-02-10", [(4, 50, 0), (2, 25, 1)], exchange_rate=2
    )
    add_document(tenant, customer, "IO", "IO-2", "2024-06-01", open_line, related_document_id=so)
    add_document(tenant, customer, "IO", "IO-3", "2024-06-01", open_line, is_auto_generated=1)
    add_document(tenant, customer, "RR", "RR-1", "2023-12-31", [(1, 80, 0)])
    add_document(tenant, customer, "RR", "RR-2", "2024-07-01", [(1, 80, 1)])  # fully invoiced
    add_document(tenant, customer_id(tenant, "CUS-0004"), "SO", "SO-8", "2024-03-01", open_line)
    return customer


async def test_invoiceable_documents_follow_the_listing_rules_of_each_type(
    http: httpx.AsyncClient, documents: int
) -> None:
    response = await http.get(
        f"/v3/customers/{documents}/invoiceable-documents",
        params={"documentTypes": ["SO", "SR", "IO", "RR"]},
    )
    assert response.status_code == 200, response.text
    body = response.json()
    # Ordered by date, then code, both descending; SO-5 (not approved), SO-7 and RR-2
    # (fully invoiced), IO-2 (linked to a sales order), IO-3 (auto-generated) are left out.
    assert [d["code"] for d in body["items"]] == [
        "SO-4",
        "SO-3",
        "IO-1",
        "SR-1",
        "SO-6",
        "RR-1",
    ]
    assert body["totalCount"] == 6
    net = {d["code"]: d["netTotal"] for d in body["items"]}
    assert net["IO-1"] == (4 * 50 + 2 * 25) / 2  # work orders: divided by the exchange rate
    assert net["SO-3"] == 1000 and net["SR-1"] == 30
    assert {d["documentType"] for d in body["items"]} == {"SO", "SR", "IO", "RR"}


async def test_invoiceable_documents_types_are_case_insensitive_and_merge_into_one_page(
    http: httpx.AsyncClient, documents: int
) -> None:
    path = f"/v3/customers/{documents}/invoiceable-documents"
    body = (await http.get(path, params={"documentTypes": ["io", "Rr"]})).json()
    assert [d["code"] for d in body["items"]] == ["IO-1", "RR-1"]
    page = await http.get(path, params={"documentTypes": ["SO", "IO"], "limit": 2, "offset": 2})
    assert [d["code"] for d in page.json()["items"]] == ["IO-1", "SO-6"]
    assert page.json()["totalCount"] == 4 and page.json()["page"] == 2


async def test_invoiceable_documents_check_types_limit_and_customer(
    http: httpx.AsyncClient, documents: int
) -> None:
    path = f"/v3/customers/{documents}/invoiceable-documents"
    unsupported = await http.get(path, params={"documentTypes": ["SO", "PO"]})
    assert code_of(unsupported) == "InvalidInvoiceableDocumentType"
    assert "documentTypes" in errors_of(await http.get(path))
    assert "limit" in errors_of(await http.get(path, params={"documentTypes": "SO", "limit": 21}))
    assert "limit" in errors_of(await http.get(path, params={"documentTypes": "SO", "limit": 0}))
    # "1 to 20 when sent": unsent, the general default of 100 is the page size.
    assert (await http.get(path, params={"documentTypes": "SO"})).json()["pageSize"] == 100
    unknown = await http.get(
        "/v3/customers/999999/invoiceable-documents", params={"documentTypes": "SO"}
    )
    assert unknown.status_code == 404


async def test_invoiceable_documents_none_is_an_empty_page(
    http: httpx.AsyncClient, tenant: Tenant
) -> None:
    path = f"/v3/customers/{customer_id(tenant, 'CUS-0026')}/invoiceable-documents"
    body = (await http.get(path, params={"documentTypes": "SO"})).json()
    assert body["items"] == [] and body["totalCount"] == 0


# -- POST /v3/customers ----------------------------------------------------------------------
async def test_create_answers_201_with_stored_values_consumer_and_active_by_default(
    http: httpx.AsyncClient,
) -> None:
    created = await new_customer(
        http,
        code="  NEW-1 ",
        name=" Nile Kiosk ",
        mobile=" 010 1111 2222 ",
        tags=[" kiosk", "Kiosk", "", "cairo"],
        creditLimit=1500.5,
        paymentType="Credit",
    )
    assert (created["code"], created["name"], created["mobile"]) == (
        "NEW-1",
        "Nile Kiosk",
        "010 1111 2222",
    )
    assert created["customerType"] == "Consumer" and created["active"] is True
    assert created["tags"] == ["kiosk", "cairo"]
    assert created["creditLimit"] == 1500.5 and created["balance"] == 0


async def test_create_needs_a_code_and_a_name_within_their_lengths(
    http: httpx.AsyncClient,
) -> None:
    assert set(errors_of(await create(http, name="No code"))) == {"code"}
    assert set(errors_of(await create(http, code=" ", name=" "))) == {"code", "name"}
    assert "name" in errors_of(await create(http, code="X", name="n" * 251))
    assert "code" in errors_of(await create(http, code="c" * 51, name="Long code"))
    assert set(errors_of(await http.post("/v3/customers"))) == {"$"}


async def test_create_refuses_a_duplicate_code_name_or_external_id_ignoring_case(
    http: httpx.AsyncClient,
) -> None:
    assert code_of(await create(http, code="cus-0002", name="Other")) == "DupplicatedCode"
    assert code_of(await create(http, code="N1", name="AL AHRAM electronics")) == "DupplicatedName"
    duplicate_external = await create(http, code="N1", name="Other", externalId="shop-1001")
    assert code_of(duplicate_external) == "DupplicatedCode"


async def test_create_checks_countries_and_cities_of_the_contact_and_of_each_address(
    http: httpx.AsyncClient, tenant: Tenant
) -> None:
    riyadh = add_city(tenant, "Riyadh", country_id=2)
    assert code_of(await create(http, code="N1", name="N", contactCountryId=99)) == (
        "CountryNotFound"
    )
    assert code_of(await create(http, code="N1", name="N", contactCityId=99999)) == ("CityNotFound")
    # A city outside the given country is not found there either.
    wrong_country = await create(
        http, code="N1", name="N", addresses=[{"countryId": 1, "cityId": riyadh}]
    )
    assert code_of(wrong_country) == "CityNotFound"
    bad_address = await create(http, code="N1", name="N", addresses=[{"countryId": 77}])
    assert code_of(bad_address) == "CountryNotFound"
    bad_district = await create(
        http, code="N1", name="N", addresses=[{"street": "x"}, {"districtId": 99999}]
    )
    assert "addresses[1].districtId" in errors_of(bad_district)
    await new_customer(http, contactCountryId=2, contactCityId=riyadh)


@pytest.mark.parametrize("einvoicing", ["KSA", "None"])
async def test_create_with_ksa_einvoicing_every_address_needs_a_building_number(
    http: httpx.AsyncClient, tenant: Tenant, einvoicing: str
) -> None:
    tenant.setting("eInvoicing", einvoicing)
    addresses = [{"name": "Store", "buildingNumber": "7421"}, {"name": "Depot"}]
    response = await create(http, code="N1", name="N", addresses=addresses)
    if einvoicing == "KSA":
        assert code_of(response) == "CustomerAddressMustContainBuildingNumber"
        addresses[1]["buildingNumber"] = "1100"
        response = await create(http, code="N1", name="N", addresses=addresses)
    assert response.status_code == 201, response.text


@pytest.mark.parametrize("setting", ["customerMobileRequired", "customerEmailRequired"])
async def test_create_mobile_and_email_are_required_when_the_organization_says_so(
    http: httpx.AsyncClient, tenant: Tenant, setting: str
) -> None:
    field = "mobile" if setting == "customerMobileRequired" else "email"
    await new_customer(http, code="BEFORE", name="Before")
    tenant.setting(setting, "true")
    assert set(errors_of(await create(http, code="N1", name="N", **{field: "  "}))) == {field}
    await new_customer(http, **{field: "0100 000 0000" if field == "mobile" else "a@b.example"})


@pytest.mark.parametrize("einvoicing", ["Egypt", "KSA", "EgyptReceipts", "None"])
async def test_create_a_business_customer_needs_a_tax_registration_id_under_einvoicing(
    http: httpx.AsyncClient, tenant: Tenant, einvoicing: str
) -> None:
    tenant.setting("eInvoicing", einvoicing)
    business = await create(http, code="B1", name="B", customerType="Business")
    if einvoicing in ("Egypt", "KSA"):
        assert set(errors_of(business)) == {"taxRegistrationId"}
        await new_customer(http, customerType="Business", taxRegistrationId="204118339")
    else:
        assert business.status_code == 201
    # Consumers never need one, nor a national id.
    assert (await create(http, code="C1", name="C")).status_code == 201


async def test_create_custom_pricing_needs_an_existing_price_list(
    http: httpx.AsyncClient, tenant: Tenant
) -> None:
    assert "priceListId" in errors_of(await create(http, code="N", name="N", pricingType="Custom"))
    unknown = await create(http, code="N", name="N", pricingType="Custom", priceListId=9999)
    assert "priceListId" in errors_of(unknown)
    wholesale = scalar(
        tenant,
        "SELECT id FROM price_lists WHERE tenant_id = ? AND name = ?",
        tenant.id,
        "Wholesale 2024",
    )
    created = await new_customer(http, pricingType="Custom", priceListId=wholesale)
    assert created["priceListId"] == wholesale
    # Another pricing type does not use a price list: it is not kept.
    other = await new_customer(http, "N2", "N2", pricingType="Dealer", priceListId=wholesale)
    assert other["priceListId"] is None


async def test_create_checks_referenced_sales_person_currency_and_receivable_account(
    http: httpx.AsyncClient, tenant: Tenant
) -> None:
    assert "salesPersonId" in errors_of(await create(http, code="N", name="N", salesPersonId=999))
    unknown_currency = await create(http, code="N", name="N", defaultForeignCurrencyId=999)
    assert "defaultForeignCurrencyId" in errors_of(unknown_currency)
    not_receivable = await create(
        http, code="N", name="N", relatedAccountId=tenant.account_id("110101")
    )
    assert "relatedAccountId" in errors_of(not_receivable)
    both = await create(http, code="N", name="N", relatedAccountId=1, relatedAccountParentId=1)
    assert "relatedAccountParentId" in errors_of(both)
    person = add_sales_person(tenant, "Hany")
    created = await new_customer(
        http, salesPersonId=person, relatedAccountId=tenant.account_id("110302")
    )
    assert created["salesPerson"] == {"id": person, "code": "HANY", "name": "Hany"}
    assert created["relatedAccount"]["code"] == "110302"


def receivables_node(tenant: Tenant) -> int:
    return scalar(
        tenant, "SELECT id FROM account_nodes WHERE tenant_id = ? AND code = '1103'", tenant.id
    )


async def test_create_makes_a_receivable_account_when_the_organization_creates_them(
    http: httpx.AsyncClient, tenant: Tenant
) -> None:
    tenant.setting("createReceivableAccountWithCustomer", "true")
    node = receivables_node(tenant)
    under_node = await new_customer(http, relatedAccountParentId=node)
    assert under_node["relatedAccount"]["code"] == "110306"  # after the demo's 110301..05
    assert under_node["relatedAccount"]["name"] == "New Customer"
    default_node = await new_customer(http, "N2", "Second")
    assert default_node["relatedAccount"]["code"] == "110307"
    existing = await new_customer(http, "N3", "Third", relatedAccountId=tenant.account_id("110301"))
    assert existing["relatedAccount"]["code"] == "110301"
    not_a_receivable_group = await create(
        http, code="N4", name="Fourth", relatedAccountParentId=node - 1
    )
    assert "relatedAccountParentId" in errors_of(not_a_receivable_group)
    accounts = (await http.get("/v3/accounts", params={"type": "AccountsReceivable"})).json()
    assert {"110306", "110307"} <= {a["code"] for a in accounts["items"]}


async def test_create_without_that_setting_shares_the_trade_receivables_account(
    http: httpx.AsyncClient, tenant: Tenant
) -> None:
    created = await new_customer(http, relatedAccountParentId=receivables_node(tenant))
    assert created["relatedAccount"]["code"] == "110301"


async def test_create_by_a_restricted_user_grants_it_the_new_customer(
    sandbox_app: FastAPI, tenant: Tenant
) -> None:
    tenant.setting("customerDataPermissions", "true")
    authorization, _ = tenant.restricted_user("read:customer", "create:customer")
    async with asgi_client(sandbox_app, authorization) as http:
        assert await codes(http) == []
        await new_customer(http)
        assert await codes(http) == ["NEW-1"]


async def test_create_keeps_one_default_address(http: httpx.AsyncClient) -> None:
    created = await new_customer(
        http,
        addresses=[
            {"name": "A"},
            {"name": "B", "isDefault": True},
            {"name": "C", "isDefault": True},
        ],
    )
    assert [a["isDefault"] for a in created["addresses"]] == [False, True, False]
    single = await new_customer(http, "N2", "N2", addresses=[{"name": "Only"}])
    assert single["addresses"][0]["isDefault"] is True


# -- POST /v3/customers/batch (not shown) ----------------------------------------------------
async def test_batch_create_reports_each_entry_on_its_own(http: httpx.AsyncClient) -> None:
    response = await http.post(
        "/v3/customers/batch",
        json=[
            {"code": "B-1", "name": "Batch one"},
            {"code": "CUS-0002", "name": "Taken code"},
            {"code": "B-3", "name": "Batch three", "contactCountryId": 99},
            {"code": "B-4", "name": "Batch one"},
            {"code": "B-5", "name": "Batch five", "salesPersonId": 9999},
        ],
    )
    assert response.status_code == 200, response.text
    body = response.json()
    assert [c["code"] for c in body["succeeded"]] == ["B-1"]
    assert set(body["failed"]) == {"CUS-0002", "B-3", "B-4", "B-5"}
    assert "DupplicatedCode" in body["failed"]["CUS-0002"]
    assert "CountryNotFound" in body["failed"]["B-3"]
    assert "DupplicatedName" in body["failed"]["B-4"]
    assert "salesPersonId" in body["failed"]["B-5"]
    assert await codes(http, code="B-") == ["B-1"]


async def test_batch_create_with_a_broken_entry_fails_whole_with_indexed_field_errors(
    http: httpx.AsyncClient,
) -> None:
    response = await http.post(
        "/v3/customers/batch", json=[{"code": "B-1", "name": "Fine"}, {"name": "No code"}]
    )
    assert set(errors_of(response)) == {"[1].code"}
    assert await codes(http, code="B-") == []


# -- POST /v3/customers/find-by-ids and find-by-external-ids (not shown) ---------------------
async def test_find_by_ids_returns_known_customers_by_id_inactive_included(
    http: httpx.AsyncClient, tenant: Tenant
) -> None:
    wanted = [customer_id(tenant, "CUS-0020"), customer_id(tenant, "CUS-0002"), 999999]
    response = await http.post("/v3/customers/find-by-ids", json={"ids": [*wanted, wanted[0]]})
    assert [c["code"] for c in response.json()] == ["CUS-0002", "CUS-0020"]
    assert "ids" in errors_of(await http.post("/v3/customers/find-by-ids", json={"ids": []}))
    assert "ids[0]" in errors_of(await http.post("/v3/customers/find-by-ids", json={"ids": [0]}))


async def test_find_by_external_ids_matches_exactly_after_trimming(
    http: httpx.AsyncClient,
) -> None:
    response = await http.post(
        "/v3/customers/find-by-external-ids",
        json={"externalIds": [" SHOP-1002", "SHOP-1001", "SHOP-100", "MAF-EG-0412"]},
    )
    assert [c["code"] for c in response.json()] == ["CUS-0005", "CUS-0014", "CUS-0021"]
    blank = await http.post("/v3/customers/find-by-external-ids", json={"externalIds": [" "]})
    assert "externalIds" in errors_of(blank)


# -- PUT /v3/customers/{id} and /code/{code} (not shown) -------------------------------------
async def test_update_is_a_full_replace_that_keeps_code_type_active_and_account(
    http: httpx.AsyncClient,
) -> None:
    created = await new_customer(
        http,
        customerType="Business",
        email="old@example.com",
        creditLimit=500,
        tags=["a"],
        addresses=[{"name": "Office"}],
    )
    response = await http.put(
        f"/v3/customers/{created['id']}", json={"id": 12345, "code": "", "name": "Renamed"}
    )
    assert response.status_code == 200, response.text
    updated = response.json()
    assert updated["id"] == created["id"]  # the path id wins
    assert (updated["code"], updated["name"], updated["customerType"]) == (
        "NEW-1",
        "Renamed",
        "Business",
    )
    assert updated["email"] is None and updated["creditLimit"] is None  # omitted: cleared
    assert updated["active"] is True
    assert updated["relatedAccount"] == created["relatedAccount"]
    assert updated["tags"] == ["a"] and len(updated["addresses"]) == 1  # null keeps them


async def test_update_replaces_tags_and_addresses_keeping_named_address_ids(
    http: httpx.AsyncClient,
) -> None:
    created = await new_customer(http, tags=["a"], addresses=[{"name": "Office"}, {"name": "Old"}])
    office = created["addresses"][0]["id"]
    response = await http.put(
        f"/v3/customers/{created['id']}",
        json={
            "name": "New Customer",
            "tags": [],
            "addresses": [{"id": office, "name": "Office 2"}, {"name": "Depot"}],
        },
    )
    updated = response.json()
    assert updated["tags"] == []
    assert [(a["id"] == office, a["name"]) for a in updated["addresses"]] == [
        (True, "Office 2"),
        (False, "Depot"),
    ]


async def test_update_checks_the_rules_of_create_and_404s_an_unknown_id(
    http: httpx.AsyncClient,
) -> None:
    created = await new_customer(http)
    taken = await http.put(f"/v3/customers/{created['id']}", json={"name": "Al Ahram Electronics"})
    assert code_of(taken) == "DupplicatedName"
    renamed_onto = await http.put(
        f"/v3/customers/{created['id']}", json={"code": "CUS-0002", "name": "x"}
    )
    assert code_of(renamed_onto) == "DupplicatedCode"
    same = await http.put(f"/v3/customers/{created['id']}", json={"name": "new customer"})
    assert same.status_code == 200  # its own name is no duplicate
    assert (await http.put("/v3/customers/999999", json={"name": "x"})).status_code == 404
    assert "name" in errors_of(await http.put(f"/v3/customers/{created['id']}", json={}))


async def test_update_by_code_matches_the_trimmed_path_code_exactly_and_may_rename(
    http: httpx.AsyncClient,
) -> None:
    await new_customer(http, code="ABC-1")
    assert (await http.put("/v3/customers/code/abc-1", json={"name": "x"})).status_code == 404
    assert (await http.put("/v3/customers/code/ABC", json={"name": "x"})).status_code == 404
    response = await http.put("/v3/customers/code/ ABC-1 ", json={"name": "Kept code"})
    assert response.json()["code"] == "ABC-1"
    renamed = await http.put("/v3/customers/code/ABC-1", json={"code": "ABC-2", "name": "R"})
    assert renamed.json()["code"] == "ABC-2"


# -- PUT /v3/customers/batch/by-id, by-name, by-code (not shown) -----------------------------
async def test_batch_update_by_id_reports_unknown_ids_as_customer_not_found(
    http: httpx.AsyncClient, tenant: Tenant
) -> None:
    delta = customer_id(tenant, "CUS-0003")
    response = await http.put(
        "/v3/customers/batch/by-id",
        json=[
            {"id": delta, "name": "Delta Home Appliances", "mobile": "0100 1"},
            {"id": 999999, "name": "Ghost"},
        ],
    )
    body = response.json()
    assert [c["mobile"] for c in body["succeeded"]] == ["0100 1"]
    assert list(body["failed"]) == ["999999"] and "CustomerNotFound" in body["failed"]["999999"]
    missing_id = await http.put("/v3/customers/batch/by-id", json=[{"name": "No id"}])
    assert "[0].id" in errors_of(missing_id)


async def test_batch_update_by_name_finds_customers_by_name_ignoring_case(
    http: httpx.AsyncClient,
) -> None:
    response = await http.put(
        "/v3/customers/batch/by-name",
        json=[
            {"name": " delta home appliances ", "email": "new@delta.example"},
            {"name": "Nobody Here"},
        ],
    )
    body = response.json()
    assert [(c["code"], c["email"]) for c in body["succeeded"]] == [
        ("CUS-0003", "new@delta.example")
    ]
    assert "CustomerNotFound" in body["failed"]["Nobody Here"]


async def test_batch_update_by_code_finds_customers_by_exact_code(
    http: httpx.AsyncClient,
) -> None:
    response = await http.put(
        "/v3/customers/batch/by-code",
        json=[
            {"code": "CUS-0003", "name": "Delta Home"},
            {"code": "cus-0004", "name": "Lower case"},
            {"code": "CUS-0005", "name": "Al Ahram Electronics"},
        ],
    )
    body = response.json()
    assert [(c["code"], c["name"]) for c in body["succeeded"]] == [("CUS-0003", "Delta Home")]
    assert "CustomerNotFound" in body["failed"]["cus-0004"]
    assert "DupplicatedName" in body["failed"]["CUS-0005"]
    assert "[0].code" in errors_of(
        await http.put("/v3/customers/batch/by-code", json=[{"name": "No code"}])
    )


# -- DELETE and PATCH deactivate (not shown) -------------------------------------------------
async def test_delete_removes_a_customer_not_in_use_and_refuses_one_in_use(
    http: httpx.AsyncClient, tenant: Tenant
) -> None:
    created = await new_customer(http, tags=["x"], addresses=[{"name": "A"}])
    response = await http.delete(f"/v3/customers/{created['id']}")
    assert response.status_code == 204
    assert (await http.get(f"/v3/customers/{created['id']}")).status_code == 404
    assert (await http.delete(f"/v3/customers/{created['id']}")).status_code == 404
    # Al Ahram has an opening balance (ledger lines).
    in_use = await http.delete(f"/v3/customers/{customer_id(tenant, 'CUS-0002')}")
    assert code_of(in_use) == "ItemCannotDeleteItInUse"
    # A document naming the customer makes it in use too.
    consumer = customer_id(tenant, "CUS-0026")
    add_document(tenant, consumer, "SO", "SO-1", "2024-01-01", [])
    assert code_of(await http.delete(f"/v3/customers/{consumer}")) == "ItemCannotDeleteItInUse"


async def test_delete_by_code_matches_the_trimmed_code_exactly(http: httpx.AsyncClient) -> None:
    await new_customer(http, code="DEL-1")
    assert (await http.delete("/v3/customers/code/del-1")).status_code == 404
    assert (await http.delete("/v3/customers/code/ DEL-1")).status_code == 204
    assert await codes(http, code="DEL-1") == []


async def test_deactivate_by_id_and_by_code_makes_the_customer_inactive(
    http: httpx.AsyncClient, tenant: Tenant
) -> None:
    delta = customer_id(tenant, "CUS-0003")
    assert (await http.patch(f"/v3/customers/{delta}/deactivate")).status_code == 204
    assert (await http.get(f"/v3/customers/{delta}")).json()["active"] is False
    assert (await http.patch(f"/v3/customers/{delta}/deactivate")).status_code == 204
    assert (await http.patch("/v3/customers/code/CUS-0004/deactivate")).status_code == 204
    assert await codes(http, name="Nile Office") == []  # rule 5: inactive now
    assert (await http.patch("/v3/customers/999999/deactivate")).status_code == 404
    assert (await http.patch("/v3/customers/code/NOPE/deactivate")).status_code == 404


# -- permission scopes ---------------------------------------------------------------------
async def test_each_operation_needs_its_permission_scope(
    sandbox_app: FastAPI, tenant: Tenant
) -> None:
    async with asgi_client(sandbox_app, tenant.token("read:customer")) as http:
        assert (await http.get("/v3/customers")).status_code == 200
        assert (await http.post("/v3/customers/find-by-ids", json={"ids": [1]})).status_code == 200
        assert (await create(http, code="N", name="N")).status_code == 403
        assert (await http.post("/v3/customers/batch", json=[])).status_code == 403
        assert (await http.put("/v3/customers/1", json={"name": "x"})).status_code == 403
        assert (await http.patch("/v3/customers/1/deactivate")).status_code == 403
        assert (await http.delete("/v3/customers/1")).status_code == 403
    async with asgi_client(sandbox_app, tenant.token("create:customer")) as http:
        assert (await http.get("/v3/customers")).status_code == 403
        assert (await create(http, code="N", name="N")).status_code == 201


# -- demo data -------------------------------------------------------------------------------
def test_demo_customers_use_the_cities_districts_and_sales_persons_that_exist(
    db: Database,
) -> None:
    with db.transaction() as conn:
        tenant_id = create_tenant(conn, "Demo with geography")
        for part in demo.PARTS:
            part.populate(conn, tenant_id)

        def one(sql: str, *args: object) -> Any:
            return conn.execute(sql, (tenant_id, *args)).fetchone()[0]

        cairo = one("SELECT id FROM cities WHERE tenant_id = ? AND name = 'Cairo'")
        riyadh_city = one("SELECT id FROM cities WHERE tenant_id = ? AND name = 'Riyadh'")
        nasr_city = one("SELECT id FROM districts WHERE tenant_id = ? AND name = 'Nasr City'")
        active_persons = {
            row[0]
            for row in conn.execute(
                "SELECT id FROM sales_persons WHERE tenant_id = ? AND is_active = 1", (tenant_id,)
            )
        }
        rows = {
            row["code"]: row
            for row in conn.execute("SELECT * FROM customers WHERE tenant_id = ?", (tenant_id,))
        }
        address = conn.execute(
            "SELECT * FROM customer_addresses WHERE customer_id = ?", (rows["CUS-0002"]["id"],)
        ).fetchone()
        dangling = one(
            "SELECT count(*) FROM customers c WHERE c.tenant_id = ? AND ("
            " (c.contact_city_id IS NOT NULL AND c.contact_city_id NOT IN (SELECT id FROM cities))"
            " OR (c.contact_district_id IS NOT NULL"
            "     AND c.contact_district_id NOT IN (SELECT id FROM districts))"
            " OR (c.sales_person_id IS NOT NULL"
            "     AND c.sales_person_id NOT IN (SELECT id FROM sales_persons)))"
        )
    ahram, riyadh = rows["CUS-0002"], rows["CUS-0022"]
    assert (ahram["contact_city_id"], ahram["contact_district_id"]) == (cairo, nasr_city)
    assert (address["city_id"], address["district_id"]) == (cairo, nasr_city)
    assert ahram["sales_person_id"] in active_persons  # businesses have an account manager
    assert rows["CUS-0026"]["sales_person_id"] is None
    assert (riyadh["contact_country_id"], riyadh["contact_city_id"]) == (2, riyadh_city)
    assert rows["CUS-0013"]["contact_city_id"] is None  # no Assiut in the demo: no city
    assert dangling == 0


def test_generate_customers_adds_unique_customers_and_goes_on_from_earlier_runs(
    tenant: Tenant,
) -> None:
    with tenant.db.transaction() as conn:
        assert generate_customers(conn, tenant.id, 300) == 300
        generate_customers(conn, tenant.id, 200)
        counts = conn.execute(
            "SELECT count(*), count(DISTINCT code), count(DISTINCT name), max(code), "
            "sum(is_active = 0) FROM customers WHERE tenant_id = ? AND code LIKE 'GEN-%'",
            (tenant.id,),
        ).fetchone()
    assert tuple(counts) == (500, 500, 500, "GEN-000500", 25)
