"""Cash in and cash out, rule by rule (spec: transactional documents, "Cash in and cash out",
and the cash row of the states table)."""

from __future__ import annotations

from collections.abc import AsyncIterator
from typing import Any

import httpx
import pytest
from fastapi import FastAPI

from app.sandbox.books import audit
from tests.support.ledger_documents import (
    AL_AHRAM_RECEIVABLE,
    ALEX_CASH,
    BANK_EGP,
    CAIRO_CASH,
    OTHER_REVENUE,
    PURCHASES,
    TRADE_PAYABLES,
    TRADE_RECEIVABLES,
    cost_center_id,
    currency_id,
    customer_id,
    entry,
    supplier_id,
)
from tests.support.sandbox import Tenant, asgi_client


@pytest.fixture
async def http(sandbox_app: FastAPI, tenant: Tenant) -> AsyncIterator[httpx.AsyncClient]:
    async with asgi_client(sandbox_app, tenant.authorization) as client:
        yield client


def body(tenant: Tenant, *lines: dict[str, Any], **header: Any) -> dict[str, Any]:
    return {
        "mainAccountId": tenant.account_id(CAIRO_CASH),
        "documentDate": "2026-01-05T10:00:00",
        "accountingDocumentDetails": list(lines)
        or [{"accountId": tenant.account_id(OTHER_REVENUE), "amount": 70}],
        **header,
    }


async def cash_in(http: httpx.AsyncClient, sent: dict[str, Any]) -> httpx.Response:
    return await http.post("/v3/cash-in", json=sent)


async def created(http: httpx.AsyncClient, sent: dict[str, Any], path: str = "/v3/cash-in") -> str:
    response = await http.post(path, json=sent)
    assert response.status_code == 201, response.text
    assert set(response.json()) == {"documentCode"}
    code: str = response.json()["documentCode"]
    return code


def errors_of(response: httpx.Response) -> dict[str, Any]:
    assert response.status_code == 400, response.text
    errors: dict[str, Any] = response.json()["errors"]
    return errors


def code_of(response: httpx.Response, status: int = 409) -> str:
    assert response.status_code == status, response.text
    return str(response.json().get("errorCode"))


def sides(found: dict[str, Any]) -> list[tuple[str, str, float]]:
    return [
        (d["account"]["code"], d["amountStatus"], d["amount"])
        for d in found["accountingDocumentDetails"]
    ]


# -- rule 1 ----------------------------------------------------------------------------------
async def test_rule1_the_main_account_must_be_an_existing_cash_account(
    http: httpx.AsyncClient, tenant: Tenant
) -> None:
    bank = body(tenant, mainAccountId=tenant.account_id(BANK_EGP))
    assert "mainAccountId" in errors_of(await cash_in(http, bank))
    assert "mainAccountId" in errors_of(await cash_in(http, body(tenant, mainAccountId=99999)))
    missing = body(tenant)
    del missing["mainAccountId"]
    assert "mainAccountId" in errors_of(await cash_in(http, missing))


@pytest.mark.parametrize(
    ("line", "field"),
    [
        ({"amount": 5}, "accountingDocumentDetails[0].accountId"),
        ({"accountId": 99999, "amount": 5}, "accountingDocumentDetails[0].accountId"),
        ({"accountId": "revenue", "amount": 0}, "accountingDocumentDetails[0].amount"),
        ({"accountId": "main", "amount": 5}, "accountingDocumentDetails[0].accountId"),
    ],
)
async def test_rule1_each_line_needs_an_existing_account_amount_and_not_the_main_account(
    http: httpx.AsyncClient, tenant: Tenant, line: dict[str, Any], field: str
) -> None:
    ids = {"revenue": tenant.account_id(OTHER_REVENUE), "main": tenant.account_id(CAIRO_CASH)}
    if isinstance(line.get("accountId"), str):
        line = {**line, "accountId": ids[line["accountId"]]}
    assert field in errors_of(await cash_in(http, body(tenant, line)))


# -- rule 2 ----------------------------------------------------------------------------------
async def test_rule2_cash_in_credits_the_lines_and_debits_the_main_account(
    http: httpx.AsyncClient, tenant: Tenant
) -> None:
    revenue = tenant.account_id(OTHER_REVENUE)
    code = await created(
        http,
        body(
            tenant,
            {"accountId": revenue, "amount": 70, "comments": "rent"},
            {"accountId": revenue, "amount": 30},
        ),
    )
    assert code.startswith("CI-CAI-")
    found = await entry(http, code)
    assert found["documentType"] == "CI"
    assert sides(found) == [
        ("110101", "Debit", 100),
        ("410501", "Credit", 70),
        ("410501", "Credit", 30),
    ]
    assert found["accountingDocumentDetails"][1]["comments"] == "rent"
    with tenant.db.transaction() as conn:
        assert audit.ledger_findings(conn, tenant.id) == []


async def test_rule2_cash_out_reverses_the_sides_and_numbers_by_the_main_alias(
    http: httpx.AsyncClient, tenant: Tenant
) -> None:
    sent = body(
        tenant,
        {"accountId": tenant.account_id(PURCHASES), "amount": 12.5},
        mainAccountId=tenant.account_id(ALEX_CASH),
    )
    first = await created(http, sent, "/v3/cash-out")
    second = await created(http, sent, "/v3/cash-out")
    assert first.startswith("CO-ALX-")
    assert int(second.rsplit("-", 1)[1]) == int(first.rsplit("-", 1)[1]) + 1
    found = await entry(http, first)
    assert found["documentType"] == "CO"
    assert sides(found) == [("110102", "Credit", 12.5), ("510101", "Debit", 12.5)]


# -- rule 3 ----------------------------------------------------------------------------------
async def test_rule3_without_currency_the_rate_is_ignored_and_stored_as_1(
    http: httpx.AsyncClient, tenant: Tenant
) -> None:
    code = await created(http, body(tenant, exchangeRate=3.123456789))
    found = await entry(http, code)
    assert (found["currency"], found["exchangeRate"]) == (None, 1)


async def test_rule3_with_a_currency_the_rate_is_the_one_sent_or_the_current_one(
    http: httpx.AsyncClient, tenant: Tenant
) -> None:
    usd = currency_id(tenant, "USD")
    sent = await entry(http, await created(http, body(tenant, currencyId=usd, exchangeRate=49)))
    assert (sent["currency"]["code"], sent["exchangeRate"]) == ("USD", 49)
    tenant.execute("UPDATE currencies SET rate = 48.75 WHERE id = ?", usd)
    current = await entry(http, await created(http, body(tenant, currencyId=usd)))
    assert current["exchangeRate"] == 48.75


async def test_rule3_an_account_with_another_default_foreign_currency_is_400(
    http: httpx.AsyncClient, tenant: Tenant
) -> None:
    usd, sar = currency_id(tenant, "USD"), currency_id(tenant, "SAR")
    revenue = tenant.account_id(OTHER_REVENUE)
    tenant.execute("UPDATE accounts SET currency_id = ? WHERE id = ?", sar, revenue)
    response = await cash_in(http, body(tenant, currencyId=usd, exchangeRate=49))
    assert "accountingDocumentDetails[0].accountId" in errors_of(response)
    # An account kept in the system currency takes documents in any currency.
    tenant.execute(
        "UPDATE accounts SET currency_id = ? WHERE id = ?", currency_id(tenant, "EGP"), revenue
    )
    assert (await cash_in(http, body(tenant, currencyId=usd, exchangeRate=49))).status_code == 201
    tenant.execute("UPDATE accounts SET currency_id = ? WHERE id = ?", sar, revenue)
    main = body(tenant, currencyId=usd, exchangeRate=49)
    tenant.execute("UPDATE accounts SET currency_id = ? WHERE id = ?", sar, main["mainAccountId"])
    assert "mainAccountId" in errors_of(await cash_in(http, main))
    tenant.execute("UPDATE accounts SET currency_id = NULL WHERE id = ?", main["mainAccountId"])
    # Same currency, or an organization without multiple currencies: accepted.
    assert (await cash_in(http, body(tenant, currencyId=sar, exchangeRate=13))).status_code == 201
    tenant.setting("multipleCurrencies", "false")
    assert (await cash_in(http, body(tenant, currencyId=usd, exchangeRate=49))).status_code == 201


async def test_rule3_more_than_6_rate_decimals_is_409(
    http: httpx.AsyncClient, tenant: Tenant
) -> None:
    usd = currency_id(tenant, "USD")
    response = await cash_in(http, body(tenant, currencyId=usd, exchangeRate=49.1234567))
    assert code_of(response) == "ExchangeRateDecimalsExceedLimit"


# -- rule 4: cost centers --------------------------------------------------------------------
def accept_cost_centers(tenant: Tenant, account_code: str, default: str | None = None) -> None:
    tenant.execute(
        "UPDATE accounts SET accepts_cost_center = 1, default_cost_center_id = ? "
        "WHERE tenant_id = ? AND code = ?",
        cost_center_id(tenant, default) if default else None,
        tenant.id,
        account_code,
    )


async def test_rule4_an_omitted_cost_center_takes_the_account_default(
    http: httpx.AsyncClient, tenant: Tenant
) -> None:
    accept_cost_centers(tenant, OTHER_REVENUE, default="CC-HQ")
    found = await entry(http, await created(http, body(tenant)))
    assert found["accountingDocumentDetails"][1]["costCenter"]["code"] == "CC-HQ"


async def test_rule4_no_default_and_required_by_the_organization_is_400(
    http: httpx.AsyncClient, tenant: Tenant
) -> None:
    accept_cost_centers(tenant, OTHER_REVENUE)
    assert (await cash_in(http, body(tenant))).status_code == 201
    tenant.setting("costCenterRequired", "true")
    response = await cash_in(http, body(tenant))
    assert "accountingDocumentDetails[0].costCenterId" in errors_of(response)


async def test_rule4_a_cost_center_on_an_account_not_accepting_one_is_ignored(
    http: httpx.AsyncClient, tenant: Tenant
) -> None:
    line = {
        "accountId": tenant.account_id(OTHER_REVENUE),
        "amount": 5,
        "costCenterId": cost_center_id(tenant, "CC-LOG"),
    }
    found = await entry(http, await created(http, body(tenant, line)))
    assert found["accountingDocumentDetails"][1]["costCenter"] is None
    unknown = {**line, "costCenterId": 99999}
    assert "accountingDocumentDetails[0].costCenterId" in errors_of(
        await cash_in(http, body(tenant, unknown))
    )


# -- rule 4: parties -------------------------------------------------------------------------
async def test_rule4_an_ar_line_needs_a_customer_and_an_ap_line_a_supplier(
    http: httpx.AsyncClient, tenant: Tenant
) -> None:
    # Even an AR account with one linked customer takes no default here.
    ar = {"accountId": tenant.account_id(AL_AHRAM_RECEIVABLE), "amount": 5}
    assert code_of(await cash_in(http, body(tenant, ar)), 400) == "CK_NocustomerSelectedforAR"
    ap = {"accountId": tenant.account_id(TRADE_PAYABLES), "amount": 5}
    response = await http.post("/v3/cash-out", json=body(tenant, ap))
    assert code_of(response, 400) == "CK_NoSupplierSelectedforAP"
    assert "accountingDocumentDetails[0].supplierId" in response.json()["errors"]


async def test_rule4_the_party_must_be_linked_to_the_account(
    http: httpx.AsyncClient, tenant: Tenant
) -> None:
    unlinked = {
        "accountId": tenant.account_id(AL_AHRAM_RECEIVABLE),
        "amount": 5,
        "customerId": customer_id(tenant, "CUS-0003"),
    }
    response = await cash_in(http, body(tenant, unlinked))
    assert code_of(response, 400) == "CK_NoCustomerOrSupplierSelectedforAccount"
    linked = {**unlinked, "customerId": customer_id(tenant, "CUS-0002")}
    found = await entry(http, await created(http, body(tenant, linked)))
    assert found["accountingDocumentDetails"][1]["customer"]["code"] == "CUS-0002"


async def test_rule4_unknown_party_ids_are_400(http: httpx.AsyncClient, tenant: Tenant) -> None:
    ar = {"accountId": tenant.account_id(TRADE_RECEIVABLES), "amount": 5, "customerId": 99999}
    assert "accountingDocumentDetails[0].customerId" in errors_of(
        await cash_in(http, body(tenant, ar))
    )
    other = {"accountId": tenant.account_id(OTHER_REVENUE), "amount": 5, "supplierId": 99999}
    assert "accountingDocumentDetails[0].supplierId" in errors_of(
        await cash_in(http, body(tenant, other))
    )


async def test_rule4_a_party_on_a_non_ar_or_ap_line_is_ignored(
    http: httpx.AsyncClient, tenant: Tenant
) -> None:
    line = {
        "accountId": tenant.account_id(OTHER_REVENUE),
        "amount": 5,
        "supplierId": supplier_id(tenant, "SUP-001"),
    }
    found = await entry(http, await created(http, body(tenant, line)))
    assert found["accountingDocumentDetails"][1]["supplier"] is None


# -- rule 5 ----------------------------------------------------------------------------------
async def test_rule5_a_future_date_is_409_whatever_the_setting(
    http: httpx.AsyncClient, tenant: Tenant
) -> None:
    future = body(tenant, documentDate="2099-01-01T10:00:00")
    for setting in ("false", "true"):
        tenant.setting("preventFutureDates", setting)
        assert code_of(await cash_in(http, future)) == "PreventSaveDocumentsInFutureDate"


async def test_rule5_a_date_before_the_closing_date_is_409(
    http: httpx.AsyncClient, tenant: Tenant
) -> None:
    tenant.setting("closingDate", "2026-01-01")
    early = body(tenant, documentDate="2025-12-31T10:00:00")
    assert code_of(await cash_in(http, early)) == "CannotInsertDocumentBeforeClosingDate"


async def test_rule5_posted_per_the_organization_setting(
    http: httpx.AsyncClient, tenant: Tenant
) -> None:
    assert (await entry(http, await created(http, body(tenant))))["isPosted"] is False
    tenant.setting("postInRealTime", "true")
    assert (await entry(http, await created(http, body(tenant))))["isPosted"] is True


async def test_rule5_paper_number_is_not_checked_for_duplicates(
    http: httpx.AsyncClient, tenant: Tenant
) -> None:
    await created(http, body(tenant, paperNumber="R-100"))
    await created(http, body(tenant, paperNumber="R-100"), "/v3/cash-out")
    await created(http, body(tenant, paperNumber="R-100"))


# -- rule 6 ----------------------------------------------------------------------------------
async def test_rule6_a_main_cash_account_without_alias_is_409(
    http: httpx.AsyncClient, tenant: Tenant
) -> None:
    tenant.execute(
        "UPDATE accounts SET alias = NULL WHERE tenant_id = ? AND code = ?", tenant.id, ALEX_CASH
    )
    response = await cash_in(http, body(tenant, mainAccountId=tenant.account_id(ALEX_CASH)))
    assert code_of(response) == "DocumentmainAccountHasNoAlias"


async def test_cash_needs_the_create_cash_transaction_scope(
    sandbox_app: FastAPI, tenant: Tenant
) -> None:
    async with asgi_client(sandbox_app, tenant.token("read:journal-entry")) as reader:
        assert (await reader.post("/v3/cash-in", json=body(tenant))).status_code == 403
    async with asgi_client(sandbox_app, tenant.token("create:cash-transaction")) as clerk:
        assert (await clerk.post("/v3/cash-out", json=body(tenant))).status_code == 201
