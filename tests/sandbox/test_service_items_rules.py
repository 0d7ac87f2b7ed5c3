"""Service items, rule by rule (spec: conventions and master data, "Service items")."""

from __future__ import annotations

from collections.abc import AsyncIterator

import httpx
import pytest
from fastapi import FastAPI

from app.sandbox.db import Database
from tests.support.sandbox import Tenant, asgi_client, new_tenant

DEMO_ITEMS = 9


@pytest.fixture
async def http(sandbox_app: FastAPI, tenant: Tenant) -> AsyncIterator[httpx.AsyncClient]:
    async with asgi_client(sandbox_app, tenant.authorization) as client:
        yield client


async def create(http: httpx.AsyncClient, **body: object) -> httpx.Response:
    return await http.post("/v3/service-items", json={"description": "Site survey", **body})


async def new_item(http: httpx.AsyncClient, **body: object) -> dict:
    response = await create(http, **body)
    assert response.status_code == 201, response.text
    return response.json()


def code_of(response: httpx.Response) -> str:
    assert response.status_code == 409, response.text
    return response.json()["errorCode"]


async def listed(http: httpx.AsyncClient, **params: object) -> list[str]:
    response = await http.get("/v3/service-items", params=params)
    assert response.status_code == 200, response.text
    return [item["code"] for item in response.json()["items"]]


def use_in_a_document(tenant: Tenant, item_id: int) -> None:
    document = tenant.execute(
        "INSERT INTO documents (tenant_id, type, code) VALUES (?, 'SO', 'SO-77')", tenant.id
    )
    tenant.execute(
        "INSERT INTO document_lines (document_id, service_item_id, quantity) VALUES (?, ?, 1)",
        document,
        item_id,
    )


# -- list ------------------------------------------------------------------------------------
async def test_list_returns_every_item_ordered_by_id_inactive_ones_included(
    http: httpx.AsyncClient,
) -> None:
    body = (await http.get("/v3/service-items")).json()
    ids = [item["id"] for item in body["items"]]
    assert ids == sorted(ids) and body["totalCount"] == len(ids) == DEMO_ITEMS
    assert any(item["isActive"] is False for item in body["items"])


async def test_list_code_and_name_are_contains_matches(http: httpx.AsyncClient) -> None:
    assert await listed(http, code="DLV") == ["SRV-DLV", "SRV-DLV-ALX", "SRV-DLV-OLD"]
    assert await listed(http, name="maintenance") == ["SRV-AMC"]


async def test_list_external_id_is_an_exact_match(http: httpx.AsyncClient) -> None:
    assert await listed(http, externalId="WEB-AMC") == ["SRV-AMC"]
    assert await listed(http, externalId="WEB") == []


async def test_list_search_looks_in_code_or_description(http: httpx.AsyncClient) -> None:
    assert await listed(http, search="INST") == ["SRV-INST"]
    assert await listed(http, search="courier") == ["SRV-SHIP"]


async def test_list_filters_combine(http: httpx.AsyncClient) -> None:
    assert await listed(http, code="DLV", name="Alexandria") == ["SRV-DLV-ALX"]


async def test_list_string_filters_are_trimmed_and_blank_means_absent(
    http: httpx.AsyncClient,
) -> None:
    assert await listed(http, code="  AMC  ") == ["SRV-AMC"]
    assert len(await listed(http, code="   ", name="", search=" ")) == DEMO_ITEMS


async def test_list_update_date_means_inserted_or_updated_strictly_after(
    http: httpx.AsyncClient, tenant: Tenant
) -> None:
    tenant.execute(
        "UPDATE service_items SET updated_at = '2025-03-01T10:00:00.000000+00:00' "
        "WHERE tenant_id = ?",
        tenant.id,
    )
    tenant.execute(
        "UPDATE service_items SET updated_at = '2025-03-02T10:00:00.000000+00:00' "
        "WHERE tenant_id = ? AND code = 'SRV-WRN'",
        tenant.id,
    )
    assert await listed(http, updateDate="2025-03-01T10:00:00Z") == ["SRV-WRN"]
    assert len(await listed(http, updateDate="2025-03-01T09:59:59Z")) == DEMO_ITEMS
    created = await new_item(http)
    assert await listed(http, updateDate="2025-03-02T10:00:00Z") == [created["code"]]


async def test_list_paging_is_silently_repaired(http: httpx.AsyncClient) -> None:
    for query in ({"offset": -5}, {"limit": 0}, {"limit": 5000}):
        response = await http.get("/v3/service-items", params=query)
        assert response.status_code == 200, query
        body = response.json()
        assert (body["page"], body["pageSize"], len(body["items"])) == (1, 100, DEMO_ITEMS)


async def test_list_an_empty_page_is_200_with_total_count_zero(http: httpx.AsyncClient) -> None:
    past_the_end = await http.get("/v3/service-items", params={"offset": 500})
    assert past_the_end.status_code == 200
    assert past_the_end.json()["items"] == [] and past_the_end.json()["totalCount"] == 0
    assert (await http.get("/v3/service-items", params={"code": "nothing"})).json()[
        "totalCount"
    ] == 0


async def test_list_an_unresolved_tax_is_a_reference_holding_only_its_id(
    http: httpx.AsyncClient, tenant: Tenant, db: Database
) -> None:
    # A tax of another organization cannot be resolved in this one.
    foreign_tax = new_tenant(db).tax_id("VAT 14%")
    tenant.execute(
        "UPDATE service_items SET tax_id = ? WHERE tenant_id = ? AND code = 'SRV-WRN'",
        foreign_tax,
        tenant.id,
    )
    item = (await http.get("/v3/service-items", params={"code": "SRV-WRN"})).json()["items"][0]
    assert item["tax"] == {"id": foreign_tax}
    assert item["withholdingTax"] is None


async def test_get_returns_one_item_and_unknown_ids_are_404(http: httpx.AsyncClient) -> None:
    first = (await http.get("/v3/service-items", params={"code": "SRV-INST"})).json()["items"][0]
    item = (await http.get(f"/v3/service-items/{first['id']}")).json()
    assert item == first
    assert item["tax"]["name"] == "VAT 14%" and item["withholdingTax"]["rate"] == 3
    assert (await http.get("/v3/service-items/987654")).status_code == 404


# -- ServiceItemUpsertRequest -----------------------------------------------------------------
async def test_upsert_request_rules_are_400_on_the_field(http: httpx.AsyncClient) -> None:
    for body, field in [
        ({"description": "   "}, "description"),
        ({"description": "x" * 256}, "description"),
        ({"code": "c" * 129}, "code"),
        ({"externalId": "e" * 129}, "externalId"),
        ({"price": "cheap"}, "price"),
    ]:
        response = await create(http, **body)
        assert response.status_code == 400, body
        assert field in response.json()["errors"]


async def test_create_without_a_code_gets_the_new_id_as_its_code(http: httpx.AsyncClient) -> None:
    created = await new_item(http, code="   ")
    assert created["code"] == str(created["id"])


async def test_create_stores_trimmed_values_and_answers_with_them(
    http: httpx.AsyncClient,
) -> None:
    created = await new_item(http, code=" SRV-NEW ", description=" Site survey ", price=120.5)
    assert (created["code"], created["description"], created["price"]) == (
        "SRV-NEW",
        "Site survey",
        120.5,
    )
    assert (await http.get(f"/v3/service-items/{created['id']}")).json() == created


async def test_every_operation_names_its_permission_scope(
    sandbox_app: FastAPI, tenant: Tenant
) -> None:
    async with asgi_client(sandbox_app, tenant.token("read:service-item")) as reader:
        assert (await reader.get("/v3/service-items")).status_code == 200
        assert (await create(reader)).status_code == 403
        assert (await reader.put("/v3/service-items/1", json={})).status_code == 403
        assert (await reader.delete("/v3/service-items/code/SRV-DLV")).status_code == 403
    async with asgi_client(sandbox_app, tenant.token("create:service-item")) as creator:
        assert (await creator.get("/v3/service-items")).status_code == 403
        assert (await create(creator)).status_code == 201


# -- create and update rules -----------------------------------------------------------------
async def test_rule_1_is_shipping_service_is_ignored_and_new_items_are_always_active(
    http: httpx.AsyncClient,
) -> None:
    created = await new_item(http, isShippingService=True, isActive=False)
    assert created["isShippingService"] is False and created["isActive"] is True
    shipping = (await http.get("/v3/service-items", params={"code": "SRV-SHIP"})).json()
    item = shipping["items"][0]
    body = {"description": item["description"], "isShippingService": False}
    updated = (await http.put(f"/v3/service-items/{item['id']}", json=body)).json()
    assert updated["isShippingService"] is True


async def test_rule_1_the_creating_user_receives_data_permission_on_the_item(
    sandbox_app: FastAPI, tenant: Tenant
) -> None:
    authorization, user_id = tenant.restricted_user("create:service-item")
    async with asgi_client(sandbox_app, authorization) as clerk:
        created = await new_item(clerk)
    with tenant.db.transaction() as conn:
        granted = conn.execute(
            "SELECT entity_id FROM data_permissions WHERE user_id = ? AND kind = 'service_item'",
            (user_id,),
        ).fetchall()
    assert [row["entity_id"] for row in granted] == [created["id"]]


async def test_rule_2_special_characters_in_the_description_are_refused_on_create(
    http: httpx.AsyncClient,
) -> None:
    for character in ("|", "<", "'", '"', "\\", ","):
        response = await create(http, description=f"Survey {character} visit")
        assert code_of(response) == "InvalidSpecialCharacters"


async def test_rule_2_special_characters_on_update_have_their_own_code(
    http: httpx.AsyncClient,
) -> None:
    item = await new_item(http)
    response = await http.put(f"/v3/service-items/{item['id']}", json={"description": "A|B"})
    assert code_of(response) == "DescriptionContainsInvalidSpecialCharacters"


async def test_rule_2_an_organization_setting_allows_special_characters(
    http: httpx.AsyncClient, tenant: Tenant
) -> None:
    tenant.setting("allowSpecialCharacters", "true")
    created = await new_item(http, description='Survey "premium", <on site>')
    assert created["description"] == 'Survey "premium", <on site>'
    updated = await http.put(
        f"/v3/service-items/{created['id']}", json={"description": "Survey | basic"}
    )
    assert updated.status_code == 200


async def test_rule_3_with_electronic_invoicing_or_receipts_a_tax_is_required(
    http: httpx.AsyncClient, tenant: Tenant
) -> None:
    vat = tenant.tax_id("VAT 14%")
    for connection in ("Egypt", "EgyptReceipts", "KSA"):
        tenant.setting("eInvoicing", connection)
        assert code_of(await create(http, description=connection)) == "MustSelectValidTaxType"
        taxed = await new_item(http, description=connection, taxId=vat)
        untaxed_update = await http.put(
            f"/v3/service-items/{taxed['id']}", json={"description": connection}
        )
        assert code_of(untaxed_update) == "MustSelectValidTaxType"


async def test_rule_3_without_electronic_invoicing_the_tax_is_optional(
    http: httpx.AsyncClient, tenant: Tenant
) -> None:
    tenant.setting("eInvoicing", "None")
    created = await new_item(http)
    assert created["tax"] is None and created["taxRate"] == 0


async def test_rule_4_a_sent_tax_must_exist(http: httpx.AsyncClient) -> None:
    for field in ("taxId", "withholdingTaxId"):
        assert code_of(await create(http, **{field: 987654})) == "TaxNotFound"


async def test_rule_4_a_sent_tax_must_be_active(http: httpx.AsyncClient, tenant: Tenant) -> None:
    inactive = tenant.tax_id("Sales tax 10% (before 2016)")
    assert code_of(await create(http, taxId=inactive)) == "CannotAssignInactiveTax"


async def test_rule_4_a_tax_scoped_to_stock_items_is_refused(
    http: httpx.AsyncClient, tenant: Tenant
) -> None:
    stock_vat = tenant.tax_id("VAT 0% export")
    stock_withholding = tenant.tax_id("Withholding 1% supplies")
    assert code_of(await create(http, taxId=stock_vat)) == "InvalidTaxScopeForItem"
    assert (
        code_of(await create(http, withholdingTaxId=stock_withholding)) == "InvalidTaxScopeForItem"
    )


async def test_rule_4_the_tax_needs_a_sales_or_purchase_account_and_the_withholding_tax_a_withholding_account(  # noqa: E501
    http: httpx.AsyncClient, tenant: Tenant
) -> None:
    vat, withholding = tenant.tax_id("VAT 14%"), tenant.tax_id("Withholding 3% services")
    assert code_of(await create(http, taxId=withholding)) == "InvalidTaxTypeForItem"
    assert code_of(await create(http, withholdingTaxId=vat)) == "InvalidTaxTypeForItem"
    both = await new_item(http, taxId=vat, withholdingTaxId=withholding)
    assert (both["tax"]["id"], both["withholdingTax"]["id"]) == (vat, withholding)


async def test_rule_4_applies_on_update_too(http: httpx.AsyncClient, tenant: Tenant) -> None:
    item = await new_item(http)
    response = await http.put(
        f"/v3/service-items/{item['id']}",
        json={"description": "Site survey", "taxId": tenant.tax_id("Sales tax 10% (before 2016)")},
    )
    assert code_of(response) == "CannotAssignInactiveTax"


async def test_rule_5_tax_rates_come_from_the_tax_not_the_request(
    http: httpx.AsyncClient, tenant: Tenant
) -> None:
    created = await new_item(
        http,
        taxId=tenant.tax_id("VAT 14%"),
        withholdingTaxId=tenant.tax_id("Withholding 3% services"),
        taxRate=99,
        withholdingTaxRate=42,
    )
    assert (created["taxRate"], created["withholdingTaxRate"]) == (14, 3)
    assert created["tax"] == {"id": tenant.tax_id("VAT 14%"), "name": "VAT 14%", "rate": 14}


async def test_rule_6_a_duplicate_description_is_dupplicated_name(
    http: httpx.AsyncClient,
) -> None:
    response = await create(http, description="installation AND SETUP")
    assert code_of(response) == "DupplicatedName"


async def test_rule_6_a_duplicate_code_is_dupplicated_code(http: httpx.AsyncClient) -> None:
    assert code_of(await create(http, code="srv-dlv")) == "DupplicatedCode"


async def test_rule_6_an_item_does_not_clash_with_itself_on_update(
    http: httpx.AsyncClient,
) -> None:
    item = await new_item(http, code="SRV-SURVEY")
    same = await http.put(
        f"/v3/service-items/{item['id']}", json={"code": "SRV-SURVEY", "description": "SITE survey"}
    )
    assert same.status_code == 200
    clash = await http.put(
        f"/v3/service-items/{item['id']}", json={"description": "Delivery - Alexandria"}
    )
    assert code_of(clash) == "DupplicatedName"
    rename_clash = await http.put(
        f"/v3/service-items/{item['id']}", json={"code": "SRV-AMC", "description": "x"}
    )
    assert code_of(rename_clash) == "DupplicatedCode"


async def test_rule_7_update_is_a_full_replace(http: httpx.AsyncClient, tenant: Tenant) -> None:
    item = await new_item(
        http,
        code="SRV-FULL",
        price=100,
        cost=60,
        externalId="EXT-9",
        taxId=tenant.tax_id("VAT 14%"),
        withholdingTaxId=tenant.tax_id("Withholding 3% services"),
    )
    response = await http.put(f"/v3/service-items/{item['id']}", json={"description": "Renamed"})
    assert response.status_code == 200
    updated = response.json()
    assert updated["description"] == "Renamed"
    assert (updated["price"], updated["cost"]) == (0, 0)
    assert updated["externalId"] is None
    assert updated["tax"] is None and updated["withholdingTax"] is None
    assert (updated["taxRate"], updated["withholdingTaxRate"]) == (0, 0)
    assert updated["code"] == "SRV-FULL"  # omitted code kept
    assert (await http.get(f"/v3/service-items/{item['id']}")).json() == updated


async def test_rule_7_an_omitted_or_empty_code_keeps_the_stored_code(
    http: httpx.AsyncClient,
) -> None:
    item = await new_item(http, code="SRV-KEEP")
    for code in ("", "   "):
        response = await http.put(
            f"/v3/service-items/{item['id']}", json={"code": code, "description": "Kept"}
        )
        assert response.json()["code"] == "SRV-KEEP"


async def test_rule_7_update_by_code_trims_and_exactly_matches_the_path_code(
    http: httpx.AsyncClient,
) -> None:
    item = await new_item(http, code="SRV-PATH")
    by_code = await http.put(
        "/v3/service-items/code/%20SRV-PATH%20", json={"description": "By code", "price": 9}
    )
    assert by_code.status_code == 200
    assert (by_code.json()["id"], by_code.json()["price"]) == (item["id"], 9)
    for near_miss in ("srv-path", "SRV-PAT", "SRV"):
        missing = await http.put(f"/v3/service-items/code/{near_miss}", json={"description": "x"})
        assert missing.status_code == 404


async def test_rule_7_a_non_empty_body_code_renames(http: httpx.AsyncClient) -> None:
    item = await new_item(http, code="SRV-OLD-NAME")
    renamed = await http.put(
        "/v3/service-items/code/SRV-OLD-NAME", json={"code": "SRV-NEW-NAME", "description": "x"}
    )
    assert renamed.json()["code"] == "SRV-NEW-NAME"
    assert (await http.get(f"/v3/service-items/{item['id']}")).json()["code"] == "SRV-NEW-NAME"
    gone = await http.put("/v3/service-items/code/SRV-OLD-NAME", json={"description": "x"})
    assert gone.status_code == 404


async def test_rule_7_update_of_an_unknown_id_is_404(http: httpx.AsyncClient) -> None:
    response = await http.put("/v3/service-items/987654", json={"description": "x"})
    assert response.status_code == 404


async def test_rule_8_delete_is_204_and_permanent(http: httpx.AsyncClient) -> None:
    item = await new_item(http)
    assert (await http.delete(f"/v3/service-items/{item['id']}")).status_code == 204
    assert (await http.get(f"/v3/service-items/{item['id']}")).status_code == 404
    assert (await http.delete(f"/v3/service-items/{item['id']}")).status_code == 404


async def test_rule_8_delete_by_code_matches_exactly_and_no_match_is_404(
    http: httpx.AsyncClient,
) -> None:
    item = await new_item(http, code="SRV-GONE")
    assert (await http.delete("/v3/service-items/code/srv-gone")).status_code == 404
    assert (await http.delete("/v3/service-items/code/SRV-GONE")).status_code == 204
    assert (await http.get(f"/v3/service-items/{item['id']}")).status_code == 404
    assert (await http.delete("/v3/service-items/code/SRV-GONE")).status_code == 404


async def test_rule_8_an_item_still_used_by_documents_cannot_be_deleted(
    http: httpx.AsyncClient, tenant: Tenant
) -> None:
    item = await new_item(http, code="SRV-USED")
    use_in_a_document(tenant, item["id"])
    assert code_of(await http.delete(f"/v3/service-items/{item['id']}")) == (
        "ItemCannotDeleteItInUse"
    )
    assert code_of(await http.delete("/v3/service-items/code/SRV-USED")) == (
        "ItemCannotDeleteItInUse"
    )
    assert (await http.get(f"/v3/service-items/{item['id']}")).status_code == 200


async def test_tenants_never_see_each_other_s_items(
    sandbox_app: FastAPI, http: httpx.AsyncClient, db: Database
) -> None:
    mine = await new_item(http, code="SRV-MINE")
    other = new_tenant(db)
    async with asgi_client(sandbox_app, other.authorization) as theirs:
        assert (await theirs.get(f"/v3/service-items/{mine['id']}")).status_code == 404
        assert (await theirs.delete("/v3/service-items/code/SRV-MINE")).status_code == 404
        # The same code is free in another organization.
        assert (await create(theirs, code="SRV-MINE")).status_code == 201
