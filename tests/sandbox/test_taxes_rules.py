"""Taxes, rule by rule (spec: conventions and master data, "Taxes" and the states table)."""

from __future__ import annotations

from collections.abc import AsyncIterator

import httpx
import pytest
from fastapi import FastAPI

from tests.support.sandbox import Tenant, asgi_client


@pytest.fixture
async def http(sandbox_app: FastAPI, tenant: Tenant) -> AsyncIterator[httpx.AsyncClient]:
    async with asgi_client(sandbox_app, tenant.authorization) as client:
        yield client


async def account(http: httpx.AsyncClient, code: str) -> int:
    accounts = (await http.get("/v3/accounts", params={"limit": 1000})).json()["items"]
    return next(a["id"] for a in accounts if a["code"] == code)


async def accounts(http: httpx.AsyncClient) -> dict[str, int]:
    """The demo chart's tax accounts by role."""
    return {
        "tax": await account(http, "210301"),  # the one sales/purchase account of all taxes
        "withholding": await account(http, "210401"),
        "other": await account(http, "210501"),
    }


async def create(http: httpx.AsyncClient, **body: object) -> httpx.Response:
    return await http.post("/v3/taxes", json=body)


async def new_tax(http: httpx.AsyncClient, name: str = "Stamp duty", **body: object) -> dict:
    ids = await accounts(http)
    fields = {"name": name, "rate": 5, "salesAccountId": ids["tax"], "active": True, **body}
    response = await create(http, **fields)
    assert response.status_code == 201, response.text
    return response.json()


def code_of(response: httpx.Response) -> str:
    assert response.status_code == 409, response.text
    return response.json()["errorCode"]


# -- list ------------------------------------------------------------------------------------
async def test_list_includes_inactive_taxes_ordered_by_id(http: httpx.AsyncClient) -> None:
    body = (await http.get("/v3/taxes")).json()
    ids = [tax["id"] for tax in body["items"]]
    assert ids == sorted(ids)
    assert any(not tax["active"] for tax in body["items"])
    assert body["totalCount"] == len(ids) == 6


async def test_list_name_is_a_contains_match(http: httpx.AsyncClient) -> None:
    names = [
        t["name"] for t in (await http.get("/v3/taxes", params={"name": "hold"})).json()["items"]
    ]
    assert names == ["Withholding 1% supplies", "Withholding 3% services"]


async def test_list_name_must_not_be_blank(http: httpx.AsyncClient) -> None:
    assert (await http.get("/v3/taxes", params={"name": "  "})).status_code == 400


async def test_list_rate_matches_exactly_to_four_decimals(http: httpx.AsyncClient) -> None:
    await new_tax(http, "Odd rate", rate=2.12345)
    found = (await http.get("/v3/taxes", params={"rate": "2.1235"})).json()["items"]
    assert [t["name"] for t in found] == ["Odd rate"]
    assert (await http.get("/v3/taxes", params={"rate": "2.123"})).json()["items"] == []
    assert (await http.get("/v3/taxes", params={"rate": "-1"})).status_code == 400


async def test_list_scope_any_returns_only_taxes_without_scope(http: httpx.AsyncClient) -> None:
    any_scope = (await http.get("/v3/taxes", params={"scope": "Any"})).json()["items"]
    assert {t["name"] for t in any_scope} == {
        "VAT 14%",
        "VAT exempt",
        "Sales tax 10% (before 2016)",
    }
    stock = (await http.get("/v3/taxes", params={"scope": "StockItem"})).json()["items"]
    assert {t["scope"] for t in stock} == {"StockItem"}
    assert (await http.get("/v3/taxes", params={"scope": "Bundle"})).status_code == 400


async def test_list_an_empty_page_past_the_end_has_total_count_zero(
    http: httpx.AsyncClient,
) -> None:
    body = (await http.get("/v3/taxes", params={"offset": 50})).json()
    assert body["items"] == [] and body["totalCount"] == 0
    no_match = (await http.get("/v3/taxes", params={"name": "nothing like it"})).json()
    assert no_match["totalCount"] == 0


async def test_get_returns_one_tax_and_unknown_ids_are_404(http: httpx.AsyncClient) -> None:
    tax = (await http.get("/v3/taxes/1")).json()
    assert tax["name"] == "VAT 14%" and tax["salesAccount"]["code"] == "210301"
    assert (await http.get("/v3/taxes/999")).status_code == 404


async def test_einvoice_types_match_the_country_by_exact_name(http: httpx.AsyncClient) -> None:
    egypt = (await http.get("/v3/taxes/einvoice-tax-types", params={"country": "Egypt"})).json()
    assert egypt and {t["country"] for t in egypt} == {"Egypt"}
    assert set(egypt[0]) == {"id", "description", "type", "code", "country"}
    lower = await http.get("/v3/taxes/einvoice-tax-types", params={"country": "egypt"})
    assert lower.status_code == 200 and lower.json() == []
    assert (await http.get("/v3/taxes/einvoice-tax-types")).status_code == 400


# -- TaxUpsertRequest -------------------------------------------------------------------------
@pytest.mark.parametrize(
    ("body", "field"),
    [
        ({"name": "", "rate": 1}, "name"),
        ({"name": "x", "rate": 101}, "rate"),
        ({"name": "x", "rate": -1}, "rate"),
        ({"name": "x"}, "rate"),
        ({"name": "x", "rate": 1, "eInvoiceTaxTypeId": 0}, "eInvoiceTaxTypeId"),
        ({"name": "x", "rate": 1, "scope": "Everything"}, "scope"),
    ],
)
async def test_upsert_request_rules_are_400_on_the_field(
    http: httpx.AsyncClient, body: dict, field: str
) -> None:
    ids = await accounts(http)
    response = await create(http, salesAccountId=ids["tax"], **body)
    assert response.status_code == 400
    assert field in response.json()["errors"]


async def test_upsert_object_rule_at_least_one_account(http: httpx.AsyncClient) -> None:
    response = await create(http, name="No accounts", rate=1)
    assert response.status_code == 400
    assert "salesAccountId" in response.json()["errors"]


async def test_an_unknown_account_is_400_on_its_field(http: httpx.AsyncClient) -> None:
    response = await create(http, name="x", rate=1, purchaseAccountId=99999)
    assert response.status_code == 400 and "purchaseAccountId" in response.json()["errors"]


# -- create and update rules -----------------------------------------------------------------
async def test_rule_1_all_taxes_share_one_account_of_each_kind(http: httpx.AsyncClient) -> None:
    ids = await accounts(http)
    assert code_of(await create(http, name="a", rate=1, salesAccountId=ids["other"])) == (
        "TaxCannotUseDifferentSalesTaxAccount"
    )
    assert code_of(await create(http, name="b", rate=1, purchaseAccountId=ids["other"])) == (
        "TaxCannotUseDifferentPurchaseTaxAccount"
    )
    assert code_of(
        await create(http, name="c", rate=1, salesWithholdingAccountId=ids["other"])
    ) == ("TaxCannotUseDifferentSalesWithholdingAccount")
    same = await create(http, name="d", rate=1, salesWithholdingAccountId=ids["withholding"])
    assert same.status_code == 201


async def test_rule_2_sales_and_purchase_accounts_sent_together_must_match(
    http: httpx.AsyncClient,
) -> None:
    ids = await accounts(http)
    response = await create(
        http, name="x", rate=1, salesAccountId=ids["tax"], purchaseAccountId=ids["other"]
    )
    assert code_of(response) == "TaxPurchaseAndSalesAccountMustMatch"
    both = await create(
        http, name="y", rate=1, salesAccountId=ids["tax"], purchaseAccountId=ids["tax"]
    )
    assert both.status_code == 201


async def test_rule_3_a_tax_or_purchase_account_cannot_go_with_a_withholding_account(
    http: httpx.AsyncClient,
) -> None:
    ids = await accounts(http)
    for tax_side in ("salesAccountId", "purchaseAccountId"):
        response = await create(
            http,
            name="x",
            rate=1,
            **{tax_side: ids["tax"]},
            salesWithholdingAccountId=ids["withholding"],
        )
        assert code_of(response) == "TaxCannotSetBothTaxAndWithholdingTaxAccounts"


async def test_rule_4_names_are_unique(http: httpx.AsyncClient) -> None:
    ids = await accounts(http)
    response = await create(http, name="vat 14%", rate=3, salesAccountId=ids["tax"])
    assert code_of(response) == "NameAlreadyExists"


@pytest.mark.parametrize("character", ["\\", "'", "|", ",", '"', "<", ">", "\t", "\n"])
async def test_rule_4_names_are_free_of_unsupported_special_characters(
    http: httpx.AsyncClient, character: str
) -> None:
    ids = await accounts(http)
    response = await create(http, name=f"VAT{character}5", rate=5, salesAccountId=ids["tax"])
    assert code_of(response) == "NameContainsInvalidSpecialCharacters"


async def test_rule_5_without_e_invoicing_the_type_is_optional(
    http: httpx.AsyncClient, tenant: Tenant
) -> None:
    tenant.setting("eInvoicing", "None")
    await new_tax(http, "No e-invoice type")
    await new_tax(http, "Any type", eInvoiceTaxTypeId=7)


@pytest.mark.parametrize("connection", ["Egypt", "EgyptReceipts"])
async def test_rule_5_egypt_requires_an_egypt_type(
    http: httpx.AsyncClient, tenant: Tenant, connection: str
) -> None:
    tenant.setting("eInvoicing", connection)
    ids = await accounts(http)
    missing = await create(http, name="x", rate=14, salesAccountId=ids["tax"])
    saudi = await create(http, name="y", rate=14, salesAccountId=ids["tax"], eInvoiceTaxTypeId=7)
    assert code_of(missing) == code_of(saudi) == "TaxInvalidEInvoiceType"
    await new_tax(http, "Egyptian VAT", rate=14, eInvoiceTaxTypeId=1)


async def test_rule_5_ksa_requires_a_ksa_type_and_its_rate_category(
    http: httpx.AsyncClient, tenant: Tenant
) -> None:
    tenant.setting("eInvoicing", "KSA")
    ids = await accounts(http)
    egyptian = await create(http, name="a", rate=15, salesAccountId=ids["tax"], eInvoiceTaxTypeId=1)
    assert code_of(egyptian) == "TaxInvalidEInvoiceType"
    standard_zero = await create(
        http, name="b", rate=0, salesAccountId=ids["tax"], eInvoiceTaxTypeId=7
    )
    assert code_of(standard_zero) == "EInvoice_KSA_TaxRateCantBeZeroWithCategoryType"
    zero_rated_five = await create(
        http, name="c", rate=5, salesAccountId=ids["tax"], eInvoiceTaxTypeId=8
    )
    assert code_of(zero_rated_five) == "EInvoice_KSA_TaxRateCantBeGreaterThanZeroWithCategoryType"
    await new_tax(http, "Saudi VAT", rate=15, eInvoiceTaxTypeId=7)
    await new_tax(http, "Saudi zero", rate=0, eInvoiceTaxTypeId=8)


async def test_rule_6_omitted_scope_is_any_and_omitted_active_is_inactive(
    http: httpx.AsyncClient,
) -> None:
    ids = await accounts(http)
    created = (await create(http, name="Bare", rate=2, salesAccountId=ids["tax"])).json()
    assert created["scope"] == "Any" and created["active"] is False
    listed = (await http.get("/v3/taxes", params={"scope": "Any", "name": "Bare"})).json()
    assert [t["id"] for t in listed["items"]] == [created["id"]]


async def test_states_create_with_active_true_is_active(http: httpx.AsyncClient) -> None:
    assert (await new_tax(http, active=True))["active"] is True


async def test_rule_7_update_is_a_full_replace(http: httpx.AsyncClient) -> None:
    ids = await accounts(http)
    tax = await new_tax(http, scope="StockItem", purchaseAccountId=ids["tax"], eInvoiceTaxTypeId=1)
    response = await http.put(
        f"/v3/taxes/{tax['id']}", json={"name": "Renamed", "rate": 6, "salesAccountId": ids["tax"]}
    )
    assert response.status_code == 200
    updated = response.json()
    assert updated["name"] == "Renamed" and updated["rate"] == 6
    assert updated["purchaseAccount"] is None  # omitted account cleared
    assert updated["eInvoiceTaxTypeId"] is None
    assert updated["scope"] == "Any"
    assert updated["active"] is False  # omitted active deactivates
    assert (await http.get(f"/v3/taxes/{tax['id']}")).json() == updated


async def test_rule_7_update_of_an_unknown_tax_is_404(http: httpx.AsyncClient) -> None:
    ids = await accounts(http)
    response = await http.put(
        "/v3/taxes/999", json={"name": "x", "rate": 1, "salesAccountId": ids["tax"]}
    )
    assert response.status_code == 404


async def test_rule_7_update_applies_the_create_rules_except_against_itself(
    http: httpx.AsyncClient,
) -> None:
    ids = await accounts(http)
    tax = await new_tax(http)
    same_name = await http.put(
        f"/v3/taxes/{tax['id']}",
        json={"name": tax["name"], "rate": 7, "salesAccountId": ids["tax"], "active": True},
    )
    assert same_name.status_code == 200
    clash = await http.put(
        f"/v3/taxes/{tax['id']}", json={"name": "VAT 14%", "rate": 7, "salesAccountId": ids["tax"]}
    )
    assert code_of(clash) == "NameAlreadyExists"


def use_in_master_data(tenant: Tenant, tax_id: int) -> None:
    tenant.execute(
        "INSERT INTO stock_items (tenant_id, code, description, tax_id, created_at, updated_at) "
        "VALUES (?, 'I1', 'Item', ?, '2026-01-01', '2026-01-01')",
        tenant.id,
        tax_id,
    )


def use_in_transactions(tenant: Tenant, tax_id: int) -> None:
    document = tenant.execute(
        "INSERT INTO documents (tenant_id, type, code) VALUES (?, 'SO', 'SO-1')", tenant.id
    )
    tenant.execute(
        "INSERT INTO document_lines (document_id, tax_id) VALUES (?, ?)", document, tax_id
    )


async def test_states_deactivating_a_tax_used_in_master_data_is_refused(
    http: httpx.AsyncClient, tenant: Tenant
) -> None:
    ids = await accounts(http)
    tax = await new_tax(http)
    use_in_master_data(tenant, tax["id"])
    body = {"name": tax["name"], "rate": 5, "salesAccountId": ids["tax"], "active": False}
    response = await http.put(f"/v3/taxes/{tax['id']}", json=body)
    assert code_of(response) == "TaxCannotDeactivateRelatedToMasterData"
    # Other changes (with or without the flag) are not "only active": they go through.
    renamed = await http.put(
        f"/v3/taxes/{tax['id']}", json={**body, "name": "Renamed", "active": True}
    )
    assert renamed.status_code == 200


async def test_states_a_tax_used_in_transactions_may_change_only_its_active_flag(
    http: httpx.AsyncClient, tenant: Tenant
) -> None:
    ids = await accounts(http)
    tax = await new_tax(http)
    use_in_transactions(tenant, tax["id"])
    body = {"name": tax["name"], "rate": 5, "salesAccountId": ids["tax"], "active": True}
    changed_rate = await http.put(f"/v3/taxes/{tax['id']}", json={**body, "rate": 6})
    assert code_of(changed_rate) == "TaxCannotDeleteOrUpdateRelatedToTransactions"
    deactivated = await http.put(f"/v3/taxes/{tax['id']}", json={**body, "active": False})
    assert deactivated.status_code == 200 and deactivated.json()["active"] is False


async def test_rule_8_delete_is_permanent(http: httpx.AsyncClient) -> None:
    tax = await new_tax(http)
    assert (await http.delete(f"/v3/taxes/{tax['id']}")).status_code == 204
    assert (await http.get(f"/v3/taxes/{tax['id']}")).status_code == 404
    assert (await http.delete(f"/v3/taxes/{tax['id']}")).status_code == 404


async def test_rule_8_a_tax_used_in_transactions_cannot_be_deleted(
    http: httpx.AsyncClient, tenant: Tenant
) -> None:
    tax = await new_tax(http)
    use_in_transactions(tenant, tax["id"])
    response = await http.delete(f"/v3/taxes/{tax['id']}")
    assert code_of(response) == "TaxCannotDeleteOrUpdateRelatedToTransactions"


async def test_rule_8_a_tax_still_referenced_by_an_item_cannot_be_deleted(
    http: httpx.AsyncClient, tenant: Tenant
) -> None:
    tax = await new_tax(http)
    use_in_master_data(tenant, tax["id"])
    assert code_of(await http.delete(f"/v3/taxes/{tax['id']}")) == "ItemCannotDeleteItInUse"


async def test_tenants_never_see_each_other_s_taxes(
    sandbox_app: FastAPI, http: httpx.AsyncClient, db
) -> None:
    from tests.support.sandbox import new_tenant

    other = new_tenant(db)
    mine = await new_tax(http, "Only mine")
    async with asgi_client(sandbox_app, other.authorization) as theirs:
        assert (await theirs.get(f"/v3/taxes/{mine['id']}")).status_code == 404
        names = [t["name"] for t in (await theirs.get("/v3/taxes")).json()["items"]]
    assert "Only mine" not in names
