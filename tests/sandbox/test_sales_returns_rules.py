"""Sales returns, rule by rule (spec: transactional documents, "Sales return" and "Sales
returns"): GET by code, GET returnable rules 1-7, POST rules 1-7 with every code, both
outcomes of every setting; the "not shown" parts as designed in GUESSES.md."""

from __future__ import annotations

from collections.abc import AsyncIterator
from datetime import datetime, timedelta
from typing import Any

import httpx
import pytest
from fastapi import FastAPI

from app.sandbox.books import audit
from app.sandbox.books.documents import insert_document
from app.sandbox.permissions import DataKind
from tests.support.ledger_documents import BANK_EGP, CAIRO_CASH, OTHER_REVENUE
from tests.support.sandbox import Tenant, asgi_client

WH01, WH02 = 1, 2
CASH_CUSTOMER, CREDIT_CUSTOMER = 1, 2
ITEM_A, ITEM_B = 61, 62  # in stock in WH01
SERVICE = 1


@pytest.fixture
async def http(sandbox_app: FastAPI, tenant: Tenant) -> AsyncIterator[httpx.AsyncClient]:
    async with asgi_client(sandbox_app, tenant.authorization) as client:
        yield client


def today(days: int = 0) -> str:
    return (datetime.now() + timedelta(days=days)).replace(microsecond=0).isoformat()


def line(item: int = ITEM_A, quantity: float = 2, price: float = 1200, **extra: Any) -> dict:
    return {"stockItemId": item, "quantity": quantity, "price": price, **extra}


async def issued_order(http: httpx.AsyncClient, *lines: dict, **header: Any) -> dict:
    """An order created issued (SO + its IO) through the sales-order endpoint."""
    body = {
        "customerId": CREDIT_CUSTOMER,
        "warehouseId": WH01,
        "documentDate": today(-2),
        "salesOrderDetails": list(lines) or [line()],
        **header,
    }
    response = await http.post("/v3/sales-orders/issued", json=body)
    assert response.status_code == 201, response.text
    return dict(response.json())


def return_body(source: str, **overrides: Any) -> dict:
    body: dict[str, Any] = {
        "warehouseId": WH01,
        "sourceDocumentCode": source,
        "documentDate": today(),
        **overrides,
    }
    return {key: value for key, value in body.items() if value is not None}


async def post_return(http: httpx.AsyncClient, source: str, **overrides: Any) -> httpx.Response:
    return await http.post("/v3/sales-returns", json=return_body(source, **overrides))


async def new_return(http: httpx.AsyncClient, source: str, **overrides: Any) -> dict:
    response = await post_return(http, source, **overrides)
    assert response.status_code == 201, response.text
    return dict(response.json())


async def returnable(http: httpx.AsyncClient, code: str) -> httpx.Response:
    return await http.get("/v3/sales-returns/returnable", params={"code": code})


def code_of(response: httpx.Response) -> str:
    assert response.status_code == 409, response.text
    return str(response.json()["errorCode"])


def errors_of(response: httpx.Response) -> dict[str, list[str]]:
    assert response.status_code == 400, response.text
    return dict(response.json()["errors"])


def issue_code(tenant: Tenant, order_id: int) -> str:
    with tenant.db.transaction() as conn:
        return str(
            conn.execute(
                "SELECT code FROM documents WHERE type = 'IO' AND related_document_id = ?",
                (order_id,),
            ).fetchone()[0]
        )


def on_hand(tenant: Tenant, item: int = ITEM_A, warehouse: int = WH01) -> float:
    with tenant.db.transaction() as conn:
        row = conn.execute(
            "SELECT total(quantity) FROM stock_balances WHERE warehouse_id = ? "
            "AND stock_item_id = ?",
            (warehouse, item),
        ).fetchone()
    return float(row[0])


def findings(tenant: Tenant) -> list[str]:
    with tenant.db.transaction() as conn:
        return audit.all_findings(conn, tenant.id)


def count(tenant: Tenant, sql: str, *args: object) -> int:
    with tenant.db.transaction() as conn:
        return int(conn.execute(sql, args).fetchone()[0])


def receiving(tenant: Tenant) -> None:
    """Returns come back into stock (its RR) at once."""
    tenant.setting("salesReturnAutoIssue", "true")


# -- GET /v3/sales-returns ----------------------------------------------------------------------
async def test_get_by_code_trims_and_needs_the_sr_prefix_case_sensitive(
    http: httpx.AsyncClient,
) -> None:
    order = await issued_order(http)
    created = await new_return(http, order["code"])
    got = await http.get("/v3/sales-returns", params={"code": f"  {created['code']}  "})
    assert got.status_code == 200, got.text
    assert got.json()["id"] == created["id"] and got.json()["documentType"] == "SR"
    lower = await http.get("/v3/sales-returns", params={"code": created["code"].lower()})
    assert "code" in errors_of(lower)
    assert "code" in errors_of(await http.get("/v3/sales-returns", params={"code": "SO-1"}))


async def test_get_by_code_is_exact_and_unknown_or_lineless_is_404(
    http: httpx.AsyncClient, tenant: Tenant
) -> None:
    order = await issued_order(http)
    created = await new_return(http, order["code"])
    assert (await http.get("/v3/sales-returns", params={"code": "SR-99999"})).status_code == 404
    # "Exact match": a prefix of the code is not the return.
    assert (
        await http.get("/v3/sales-returns", params={"code": created["code"] + "0"})
    ).status_code == 404
    tenant.execute("DELETE FROM document_lines WHERE document_id = ?", created["id"])
    assert (
        await http.get("/v3/sales-returns", params={"code": created["code"]})
    ).status_code == 404


async def test_get_needs_read_sales_return(sandbox_app: FastAPI, tenant: Tenant) -> None:
    async with asgi_client(sandbox_app, tenant.token("read:sales-order")) as other:
        response = await other.get("/v3/sales-returns", params={"code": "SR-1"})
    assert response.status_code == 403


# -- GET /v3/sales-returns/returnable -----------------------------------------------------------
async def test_returnable_rule1_order_code_issue_code_and_paper_number(
    http: httpx.AsyncClient, tenant: Tenant
) -> None:
    order = await issued_order(http, paperNumber="PAPER-77")
    io = issue_code(tenant, order["id"])
    by_order = await returnable(http, order["code"].lower())
    assert by_order.status_code == 200, by_order.text
    assert by_order.json()["sourceDocumentCode"] == order["code"]
    by_issue = await returnable(http, f" {io} ")
    assert by_issue.json()["sourceDocumentCode"] == io
    by_paper = await returnable(http, "PAPER-77")
    assert by_paper.json()["sourceDocumentCode"] == order["code"]
    assert (await returnable(http, "SO-99999")).status_code == 404
    assert (await returnable(http, "IO-WH01-99999")).status_code == 404
    assert (await returnable(http, "NO-SUCH-PAPER")).status_code == 404


async def test_returnable_rule1_earliest_dated_paper_number_wins(http: httpx.AsyncClient) -> None:
    later = await issued_order(http, paperNumber="SHARED", documentDate=today(-1))
    earlier = await issued_order(http, paperNumber="SHARED", documentDate=today(-5))
    proposal = (await returnable(http, "SHARED")).json()
    assert proposal["sourceDocumentCode"] == earlier["code"] != later["code"]


async def test_returnable_rule2_order_covers_all_its_issues_quantity_issued_minus_returned(
    http: httpx.AsyncClient, tenant: Tenant
) -> None:
    receiving(tenant)
    order = await issued_order(http, line(ITEM_A, 3), line(ITEM_B, 1, 1900))
    proposal = (await returnable(http, order["code"])).json()
    quantities = {d["stockItem"]["id"]: d["quantity"] for d in proposal["details"]}
    assert quantities == {ITEM_A: 3, ITEM_B: 1}
    first = proposal["details"][0]
    await new_return(
        http,
        order["code"],
        sourceDocumentDetails=[
            {"sourceWorkOrderDetailId": first["sourceWorkOrderDetailId"], "quantity": 1}
        ],
    )
    after = (await returnable(http, order["code"])).json()
    assert {d["stockItem"]["id"]: d["quantity"] for d in after["details"]} == {
        ITEM_A: 2,
        ITEM_B: 1,
    }
    # A fully returned line no longer appears.
    await new_return(
        http,
        order["code"],
        sourceDocumentDetails=[{"sourceWorkOrderDetailId": first["sourceWorkOrderDetailId"]}],
    )
    left = (await returnable(http, order["code"])).json()["details"]
    assert [d["stockItem"]["id"] for d in left] == [ITEM_B]


async def test_returnable_rule2_issue_code_covers_that_issue_only_archived_included(
    http: httpx.AsyncClient, tenant: Tenant
) -> None:
    order = await issued_order(http)
    io = issue_code(tenant, order["id"])
    tenant.execute("UPDATE documents SET is_archived = 1 WHERE code = ?", io)
    proposal = (await returnable(http, io)).json()
    assert len(proposal["details"]) == 1
    assert proposal["details"][0]["sourceSalesOrderDetailId"] == order["salesOrderDetails"][0]["id"]


async def test_returnable_rule3_services_need_a_related_services_invoice(
    http: httpx.AsyncClient, tenant: Tenant
) -> None:
    order = await issued_order(
        http, line(), {"serviceItemId": SERVICE, "quantity": 1, "price": 300}
    )
    service_line = next(d for d in order["salesOrderDetails"] if d["serviceItemId"] == SERVICE)
    tenant.execute(
        "UPDATE document_lines SET issued_quantity = quantity WHERE id = ?", service_line["id"]
    )
    without = (await returnable(http, order["code"])).json()["details"]
    assert [d["serviceItemId"] for d in without] == [None]
    with tenant.db.transaction() as conn:
        insert_document(conn, tenant.id, "SI", "SI-1", related_document_id=order["id"])
    details = (await returnable(http, order["code"])).json()["details"]
    service = [d for d in details if d["serviceItemId"] == SERVICE]
    assert len(service) == 1 and service[0]["sourceWorkOrderDetailId"] is None
    assert service[0]["sourceSalesOrderDetailId"] == service_line["id"]


async def test_returnable_rule4_nothing_issued_and_completely_returned(
    http: httpx.AsyncClient, tenant: Tenant
) -> None:
    open_order = await http.post(
        "/v3/sales-orders",
        json={
            "customerId": CREDIT_CUSTOMER,
            "warehouseId": WH01,
            "documentDate": today(),
            "salesOrderDetails": [line()],
        },
    )
    assert code_of(await returnable(http, open_order.json()["code"])) == "OrderHasNoIssuedItems"
    receiving(tenant)
    order = await issued_order(http)
    await new_return(http, order["code"])
    assert code_of(await returnable(http, order["code"])) == "OrderCompletelyReturned"
    io = issue_code(tenant, order["id"])
    assert code_of(await returnable(http, io)) == "OrderCompletelyReturned"


async def test_returnable_rule4_an_unissued_order_has_no_issued_items(
    http: httpx.AsyncClient,
) -> None:
    order = await issued_order(http)
    unissued = await http.patch(f"/v3/sales-orders/code/{order['code']}/unissue")
    assert unissued.status_code == 200, unissued.text
    assert code_of(await returnable(http, order["code"])) == "OrderHasNoIssuedItems"


async def test_returnable_rule5_sales_person_not_permitted(
    sandbox_app: FastAPI, http: httpx.AsyncClient, tenant: Tenant
) -> None:
    person = count(tenant, "SELECT min(id) FROM sales_persons WHERE tenant_id = ?", tenant.id)
    order = await issued_order(http, salesPersonId=person)
    authorization, user = tenant.restricted_user("read:sales-return")
    tenant.grant(user, DataKind.WAREHOUSE, WH01)
    async with asgi_client(sandbox_app, authorization) as clerk:
        assert code_of(await returnable(clerk, order["code"])) == "SalesPersonNotPermitted"
        tenant.grant(user, DataKind.SALES_PERSON, person)
        assert (await returnable(clerk, order["code"])).status_code == 200


async def test_returnable_rule1_order_in_a_hidden_warehouse_is_404(
    sandbox_app: FastAPI, http: httpx.AsyncClient, tenant: Tenant
) -> None:
    order = await issued_order(http)
    authorization, _user = tenant.restricted_user("read:sales-return")
    async with asgi_client(sandbox_app, authorization) as clerk:
        assert (await returnable(clerk, order["code"])).status_code == 404


async def test_returnable_rule6_terms_come_from_the_order(
    http: httpx.AsyncClient, tenant: Tenant
) -> None:
    vat = tenant.tax_id("VAT 14%")
    order = await issued_order(
        http, line(quantity=4, price=1000, taxId=vat, taxRate=14, itemDiscount=40)
    )
    proposal = (await returnable(http, order["code"])).json()
    detail = proposal["details"][0]
    assert detail["price"] == 1000 and detail["unitDiscount"] == 10  # 40 over 4 units
    assert detail["taxRate"] == 14 and detail["tax"]["id"] == vat
    assert proposal["taxable"] is True and proposal["customer"]["id"] == CREDIT_CUSTOMER
    assert proposal["exchangeRate"] == 1 and proposal["currency"] is not None


async def test_returnable_rule6_prices_including_tax_are_proposed_without_it(
    http: httpx.AsyncClient, tenant: Tenant
) -> None:
    order = await issued_order(http, line(quantity=1, price=1140, taxRate=14))
    tenant.execute("UPDATE documents SET prices_include_tax = 1 WHERE id = ?", order["id"])
    detail = (await returnable(http, order["code"])).json()["details"][0]
    assert detail["price"] == 1000


async def test_returnable_rule6_issue_without_order_has_no_tax_and_replacements_point_back(
    http: httpx.AsyncClient, tenant: Tenant
) -> None:
    response = await http.post(
        "/v3/work-orders/issue-offering",
        json={
            "warehouseId": WH01,
            "customerId": CREDIT_CUSTOMER,
            "date": today(-1),
            "workOrderDetails": [{"stockItemId": ITEM_A, "quantity": 2, "price": 900}],
        },
    )
    assert response.status_code == 201, response.text
    io = response.json()
    proposal = (await returnable(http, io["code"])).json()
    assert proposal["taxable"] is False and proposal["details"][0]["price"] == 900
    assert proposal["details"][0]["tax"] is None
    line_id = proposal["details"][0]["sourceWorkOrderDetailId"]
    # A replacement issue line (made for a returned one) points to its original line.
    tenant.execute(
        "UPDATE document_lines SET is_replacement = 1, original_line_id = ? WHERE id = ?",
        line_id,
        line_id,
    )
    replaced = (await returnable(http, io["code"])).json()["details"][0]
    assert replaced["originalSourceWorkOrderDetailId"] == line_id


async def test_returnable_rule7_refund_cash_notes_or_account(
    http: httpx.AsyncClient, tenant: Tenant
) -> None:
    on_account = await issued_order(http, line(quantity=1, price=1000))
    proposal = (await returnable(http, on_account["code"])).json()
    assert (proposal["cashAmount"], proposal["notesReceivableAmount"]) == (0, 0)
    assert proposal["onAccountAmount"] == 1000
    tenant.execute(
        "UPDATE documents SET notes_receivable_amount = 10 WHERE id = ?", on_account["id"]
    )
    notes = (await returnable(http, on_account["code"])).json()
    assert notes["notesReceivableAmount"] == 1000 and notes["onAccountAmount"] == 0
    paid = await issued_order(http, line(quantity=1, price=1000))
    cash_in = await http.post(
        "/v3/sales-orders/cash-in",
        json={
            "salesOrderCode": paid["code"],
            "mainAccountId": tenant.account_id(CAIRO_CASH),
            "amount": 100,
            "documentDate": today(),
        },
    )
    assert cash_in.status_code == 201, cash_in.text
    assert (await returnable(http, paid["code"])).json()["cashAmount"] == 1000


async def test_returnable_rule7_amounts_rounded_to_decimal_places(
    http: httpx.AsyncClient, tenant: Tenant
) -> None:
    order = await issued_order(http, line(quantity=3, price=333.33333))
    tenant.setting("decimalPlaces", "2")
    proposal = (await returnable(http, order["code"])).json()
    assert proposal["onAccountAmount"] == 1000.0
    assert proposal["details"][0]["price"] == 333.33


# -- POST /v3/sales-returns ---------------------------------------------------------------------
async def test_create_request_rules_are_400s(http: httpx.AsyncClient) -> None:
    assert "warehouseId" in errors_of(await post_return(http, "SO-1", warehouseId=0))
    assert "sourceDocumentCode" in errors_of(await post_return(http, "PO-1"))
    undated = await post_return(http, "SO-1", documentDate=None)
    assert "documentDate" in errors_of(undated)
    assert "exchangeRate" in errors_of(await post_return(http, "SO-1", exchangeRate=0))
    assert "returnDiscount" in errors_of(await post_return(http, "SO-1", returnDiscount=-1))
    entries = errors_of(await post_return(http, "SO-1", sourceDocumentDetails=[{"quantity": 1}]))
    assert any(key.startswith("sourceDocumentDetails[0]") for key in entries)


async def test_create_unknown_warehouse_is_400(http: httpx.AsyncClient) -> None:
    order = await issued_order(http)
    assert "warehouseId" in errors_of(await post_return(http, order["code"], warehouseId=9999))


async def test_create_rule1_unknown_source_404_and_nothing_left_409(
    http: httpx.AsyncClient, tenant: Tenant
) -> None:
    assert (await post_return(http, "SO-99999")).status_code == 404
    opened = await http.post(
        "/v3/sales-orders",
        json={
            "customerId": CREDIT_CUSTOMER,
            "warehouseId": WH01,
            "documentDate": today(-1),
            "salesOrderDetails": [line()],
        },
    )
    assert code_of(await post_return(http, opened.json()["code"])) == "OrderHasNoIssuedItems"
    receiving(tenant)
    order = await issued_order(http)
    await new_return(http, order["code"])
    assert code_of(await post_return(http, order["code"])) == "OrderCompletelyReturned"


async def test_create_rule2_omitted_details_return_everything_at_source_price(
    http: httpx.AsyncClient,
) -> None:
    order = await issued_order(http, line(ITEM_A, 3, 1000), line(ITEM_B, 1, 1900))
    created = await new_return(http, order["code"], sourceDocumentDetails=[])
    assert {(d["stockItem"]["id"], d["quantity"], d["price"]) for d in created["details"]} == {
        (ITEM_A, 3, 1000),
        (ITEM_B, 1, 1900),
    }
    assert created["relatedSalesOrderCodes"] == [order["code"]]
    assert created["netTotal"] == 4900 and created["onAccountAmount"] == 4900


async def test_create_rule2_entries_match_exactly_one_returnable_line(
    http: httpx.AsyncClient, tenant: Tenant
) -> None:
    order = await issued_order(http, line(ITEM_A, 3, 1000), line(ITEM_B, 1, 1900))
    proposal = (await returnable(http, order["code"])).json()["details"]
    by_order_line = await new_return(
        http,
        order["code"],
        sourceDocumentDetails=[
            {"sourceSalesOrderDetailId": proposal[1]["sourceSalesOrderDetailId"]}
        ],
    )
    assert [d["stockItem"]["id"] for d in by_order_line["details"]] == [ITEM_B]
    assert (
        by_order_line["details"][0]["sourceWorkOrderDetailId"]
        == proposal[1]["sourceWorkOrderDetailId"]
    )
    unknown = await post_return(
        http, order["code"], sourceDocumentDetails=[{"sourceWorkOrderDetailId": 999999}]
    )
    assert "sourceDocumentDetails[0]" in errors_of(unknown)
    # From an issue offering, a sales-order detail id alone never matches.
    io = issue_code(tenant, order["id"])
    alone = await post_return(
        http,
        io,
        sourceDocumentDetails=[
            {"sourceSalesOrderDetailId": proposal[0]["sourceSalesOrderDetailId"]}
        ],
    )
    assert "sourceDocumentDetails[0]" in errors_of(alone)
    twice = await post_return(
        http,
        io,
        sourceDocumentDetails=[
            {"sourceWorkOrderDetailId": proposal[0]["sourceWorkOrderDetailId"]},
            {"sourceWorkOrderDetailId": proposal[0]["sourceWorkOrderDetailId"]},
        ],
    )
    assert "sourceDocumentDetails[1]" in errors_of(twice)


async def test_create_rule3_line_terms_from_the_source(
    http: httpx.AsyncClient, tenant: Tenant
) -> None:
    vat = tenant.tax_id("VAT 14%")
    order = await issued_order(
        http, line(quantity=4, price=1000, taxId=vat, taxRate=14, itemDiscount=40)
    )
    proposal = (await returnable(http, order["code"])).json()["details"][0]
    created = await new_return(
        http,
        order["code"],
        sourceDocumentDetails=[
            {
                "sourceWorkOrderDetailId": proposal["sourceWorkOrderDetailId"],
                "quantity": 2,
                "price": 900,
            }
        ],
    )
    detail = created["details"][0]
    assert (detail["quantity"], detail["price"], detail["unitDiscount"]) == (2, 900, 10)
    assert detail["taxRate"] == 14 and detail["tax"]["id"] == vat
    # (900 - 10) x 2 = 1780, plus 14% tax = 2029.2
    assert created["netTotal"] == 2029.2 and created["tax"] == 249.2
    assert (
        count(
            tenant,
            "SELECT count(*) FROM document_line_serials WHERE line_id = ?",
            detail["id"],
        )
        == 0
    )


async def test_create_rule4_return_discount_is_a_check_value(http: httpx.AsyncClient) -> None:
    order = await issued_order(http, line(quantity=4, price=1000, itemDiscount=40))
    assert "returnDiscount" in errors_of(await post_return(http, order["code"], returnDiscount=39))
    created = await new_return(http, order["code"], returnDiscount=40.00001)
    assert created["returnDiscount"] == 40


async def test_create_rule5_amounts_and_customer(http: httpx.AsyncClient) -> None:
    order = await issued_order(http, line(quantity=1, price=1000))
    created = await new_return(http, order["code"], cashAmount=300)
    assert created["cashAmount"] == 300 and created["onAccountAmount"] == 700
    assert created["notesReceivableAmount"] == 0
    assert created["customer"]["id"] == CREDIT_CUSTOMER


async def test_create_rule5_exchange_rate_system_currency_is_one(http: httpx.AsyncClient) -> None:
    order = await issued_order(http, line(quantity=1, price=1000))
    created = await new_return(http, order["code"], exchangeRate=3.5)
    assert created["exchangeRate"] == 1


async def test_create_rule5_exchange_rate_foreign_currency_sent_then_order(
    http: httpx.AsyncClient, tenant: Tenant
) -> None:
    usd = count(tenant, "SELECT id FROM currencies WHERE tenant_id = ? AND code = 'USD'", tenant.id)
    first = await issued_order(http, line(quantity=2, price=20), currencyId=usd, exchangeRate=48.5)
    sent = await new_return(
        http,
        first["code"],
        exchangeRate=50.25,
        sourceDocumentDetails=[
            {"sourceSalesOrderDetailId": first["salesOrderDetails"][0]["id"], "quantity": 1}
        ],
    )
    assert sent["exchangeRate"] == 50.25 and sent["currency"]["id"] == usd
    omitted = await new_return(http, first["code"])
    assert omitted["exchangeRate"] == 48.5
    second = await issued_order(http, line(quantity=2, price=20), currencyId=usd, exchangeRate=48.5)
    assert code_of(await post_return(http, second["code"], exchangeRate=48.12345)) == (
        "ExchangeRateDecimalsExceedLimit"
    )


async def test_create_rule6_auto_approve_both_ways(http: httpx.AsyncClient, tenant: Tenant) -> None:
    order = await issued_order(http, line(quantity=2))
    approved = await new_return(
        http,
        order["code"],
        sourceDocumentDetails=[
            {"sourceSalesOrderDetailId": order["salesOrderDetails"][0]["id"], "quantity": 1}
        ],
    )
    assert approved["isApproved"] is True
    tenant.setting("salesReturnAutoApprove", "false")
    tenant.setting("salesReturnAutoIssue", "true")
    pending = await new_return(http, order["code"])
    # An unapproved return is not received, whatever the issue setting says.
    assert pending["isApproved"] is False and pending["isIssued"] is False
    assert pending["relatedWorkOrderCode"] is None


async def test_create_rule6_auto_issue_both_ways(http: httpx.AsyncClient, tenant: Tenant) -> None:
    order = await issued_order(http, line(quantity=2))
    before = on_hand(tenant)
    kept = await new_return(
        http,
        order["code"],
        sourceDocumentDetails=[
            {"sourceSalesOrderDetailId": order["salesOrderDetails"][0]["id"], "quantity": 1}
        ],
    )
    assert kept["isIssued"] is False and kept["relatedWorkOrderCode"] is None
    assert on_hand(tenant) == before
    receiving(tenant)
    received = await new_return(http, order["code"])
    assert received["isIssued"] is True and received["relatedWorkOrderCode"].startswith("RR-WH01-")
    # The pending return holds nothing (limitReturnsByPendingReturns is off): all 2 came back.
    assert on_hand(tenant) == before + 2
    got = (await http.get(f"/v3/sales-orders/{order['id']}")).json()
    assert got["salesOrderDetails"][0]["returnedQuantity"] == 2
    assert findings(tenant) == []


async def test_create_rule6_work_order_only_for_users_on_the_automatic_list(
    sandbox_app: FastAPI, http: httpx.AsyncClient, tenant: Tenant
) -> None:
    tenant.setting("salesReturnCreateWorkOrder", "true")
    order = await issued_order(http, line(quantity=2))
    detail = order["salesOrderDetails"][0]["id"]
    listed = await new_return(
        http,
        order["code"],
        sourceDocumentDetails=[{"sourceSalesOrderDetailId": detail, "quantity": 1}],
    )
    assert listed["isIssued"] is True and listed["relatedWorkOrderCode"] is not None
    authorization = tenant.token("create:sales-return", name="not listed")
    tenant.execute("UPDATE api_users SET automatic_related_documents = 0 WHERE name = 'not listed'")
    async with asgi_client(sandbox_app, authorization) as other:
        unlisted = await new_return(other, order["code"])
    assert unlisted["isIssued"] is False and unlisted["relatedWorkOrderCode"] is None
    tenant.setting("salesReturnCreateWorkOrder", "false")
    second = await issued_order(http)
    assert (await new_return(http, second["code"]))["isIssued"] is False


async def test_create_rule6_cash_payment_both_ways(http: httpx.AsyncClient, tenant: Tenant) -> None:
    cash = tenant.account_id(CAIRO_CASH)
    order = await issued_order(http, line(quantity=2, price=1000))
    detail = order["salesOrderDetails"][0]["id"]
    unpaid = await new_return(
        http,
        order["code"],
        cashAmount=500,
        cashAccountId=cash,
        sourceDocumentDetails=[{"sourceSalesOrderDetailId": detail, "quantity": 1}],
    )
    assert (
        count(
            tenant,
            "SELECT count(*) FROM documents WHERE type = 'CO' AND related_document_id = ?",
            unpaid["id"],
        )
        == 0
    )
    tenant.setting("salesReturnCreateCashPayment", "true")
    paid = await new_return(http, order["code"], cashAmount=500, cashAccountId=cash)
    with tenant.db.transaction() as conn:
        payment = conn.execute(
            "SELECT id, code FROM documents WHERE type = 'CO' AND related_document_id = ?",
            (paid["id"],),
        ).fetchone()
        sides = conn.execute(
            "SELECT account_id, debit, credit, customer_id FROM ledger_lines "
            "WHERE document_id = ? ORDER BY id",
            (payment["id"],),
        ).fetchall()
    assert payment["code"].startswith("CO-CAI-")
    assert {(row["account_id"], row["credit"]) for row in sides if row["credit"]} == {(cash, 500)}
    assert any(row["customer_id"] == CREDIT_CUSTOMER and row["debit"] == 500 for row in sides)
    assert paid["cashAccount"]["id"] == cash
    assert findings(tenant) == []


async def test_create_rule6_limit_by_pending_returns_both_ways(
    http: httpx.AsyncClient, tenant: Tenant
) -> None:
    order = await issued_order(http, line(quantity=2))
    await new_return(http, order["code"])  # pending: approved, not received
    # Off: the pending return's goods can be returned again.
    again = await returnable(http, order["code"])
    assert again.json()["details"][0]["quantity"] == 2
    tenant.setting("limitReturnsByPendingReturns", "true")
    assert code_of(await returnable(http, order["code"])) == "OrderCompletelyReturned"
    assert code_of(await post_return(http, order["code"])) == "OrderCompletelyReturned"


async def test_create_rule6_cost_center_required_always_refused(
    http: httpx.AsyncClient, tenant: Tenant
) -> None:
    order = await issued_order(http)
    tenant.setting("costCenterRequired", "true")
    assert code_of(await post_return(http, order["code"])) == "CostCenterRequired"
    tenant.setting("costCenterRequired", "false")
    assert (await post_return(http, order["code"])).status_code == 201


async def test_create_rule7_header_sales_person_required(
    http: httpx.AsyncClient, tenant: Tenant
) -> None:
    order = await issued_order(http)
    tenant.setting("salesPersonRequired", "true")
    assert code_of(await post_return(http, order["code"])) == "SalesPersonRequired"
    person = count(tenant, "SELECT min(id) FROM sales_persons WHERE tenant_id = ?", tenant.id)
    tenant.setting("salesPersonRequired", "false")
    with_person = await issued_order(http, salesPersonId=person)
    tenant.setting("salesPersonRequired", "true")
    created = await new_return(http, with_person["code"])
    assert created["salesPerson"]["id"] == person


async def test_create_rule7_header_negative_total_and_cash_exceeding(
    http: httpx.AsyncClient,
) -> None:
    order = await issued_order(http, line(quantity=4, price=1000, itemDiscount=400))
    detail = order["salesOrderDetails"][0]["id"]
    # The source's unit discount (100) is larger than the price sent.
    negative = await post_return(
        http,
        order["code"],
        sourceDocumentDetails=[{"sourceSalesOrderDetailId": detail, "price": 50}],
    )
    assert code_of(negative) == "NegativeNetTotal"
    assert code_of(await post_return(http, order["code"], cashAmount=3600.01)) == "CashExceedsTotal"
    assert (await post_return(http, order["code"], cashAmount=3600)).status_code == 201


async def test_create_rule7_header_date_before_order(http: httpx.AsyncClient) -> None:
    order = await issued_order(http, documentDate=today(-2))
    assert code_of(await post_return(http, order["code"], documentDate=today(-3))) == (
        "DateBeforeRelatedSalesOrder"
    )


async def test_create_rule7_header_zero_total_both_ways(
    http: httpx.AsyncClient, tenant: Tenant
) -> None:
    tenant.setting("allowZeroPriceSales", "true")
    order = await issued_order(http, line(quantity=2, price=1000))
    detail = order["salesOrderDetails"][0]["id"]
    zero = [{"sourceSalesOrderDetailId": detail, "price": 0, "quantity": 1}]
    assert code_of(await post_return(http, order["code"], sourceDocumentDetails=zero)) == (
        "ZeroTotalNotAllowed"
    )
    tenant.setting("allowZeroTotalReturns", "true")
    assert (await post_return(http, order["code"], sourceDocumentDetails=zero)).status_code == 201


async def test_create_dates_future_and_closing(http: httpx.AsyncClient, tenant: Tenant) -> None:
    order = await issued_order(http, line(quantity=3))
    detail = order["salesOrderDetails"][0]["id"]
    one = [{"sourceSalesOrderDetailId": detail, "quantity": 1}]
    assert (
        await post_return(http, order["code"], documentDate=today(3), sourceDocumentDetails=one)
    ).status_code == 201
    tenant.setting("preventFutureDates", "true")
    future = await post_return(
        http, order["code"], documentDate=today(3), sourceDocumentDetails=one
    )
    assert code_of(future) == "PreventSaveDocumentsInFutureDate"
    tenant.setting("closingDate", (datetime.now() + timedelta(days=1)).date().isoformat())
    assert code_of(await post_return(http, order["code"], sourceDocumentDetails=one)) == (
        "CannotInsertDocumentBeforeClosingDate"
    )


async def test_create_rule7_lines_zero_quantity_and_zero_price_both_ways(
    http: httpx.AsyncClient, tenant: Tenant
) -> None:
    order = await issued_order(http, line(ITEM_A, 2, 1000), line(ITEM_B, 1, 1900))
    first = order["salesOrderDetails"][0]["id"]
    second = order["salesOrderDetails"][1]["id"]
    zero_quantity = [
        {"sourceSalesOrderDetailId": first, "quantity": 0},
        {"sourceSalesOrderDetailId": second},
    ]
    assert code_of(await post_return(http, order["code"], sourceDocumentDetails=zero_quantity)) == (
        "ZeroQuantity"
    )
    zero_price = [
        {"sourceSalesOrderDetailId": first, "price": 0},
        {"sourceSalesOrderDetailId": second},
    ]
    assert code_of(await post_return(http, order["code"], sourceDocumentDetails=zero_price)) == (
        "ZeroPrice"
    )
    tenant.setting("allowZeroPriceSales", "true")
    assert (
        await post_return(http, order["code"], sourceDocumentDetails=zero_price)
    ).status_code == 201


async def test_create_rule7_lines_services_only_of_a_mixed_order(
    http: httpx.AsyncClient, tenant: Tenant
) -> None:
    order = await issued_order(
        http, line(), {"serviceItemId": SERVICE, "quantity": 1, "price": 300}
    )
    service_line = next(d for d in order["salesOrderDetails"] if d["serviceItemId"] == SERVICE)
    tenant.execute(
        "UPDATE document_lines SET issued_quantity = quantity WHERE id = ?", service_line["id"]
    )
    with tenant.db.transaction() as conn:
        insert_document(conn, tenant.id, "SI", "SI-1", related_document_id=order["id"])
    only_service = [{"sourceSalesOrderDetailId": service_line["id"]}]
    assert code_of(await post_return(http, order["code"], sourceDocumentDetails=only_service)) == (
        "ServiceOnlyForMixedOrder"
    )
    receiving(tenant)
    both = await new_return(http, order["code"])
    assert len(both["details"]) == 2
    got = (await http.get(f"/v3/sales-orders/{order['id']}")).json()
    returned = {d["id"]: d["returnedQuantity"] for d in got["salesOrderDetails"]}
    assert returned[service_line["id"]] == 1


async def test_create_services_only_order_returns_its_services(
    http: httpx.AsyncClient, tenant: Tenant
) -> None:
    response = await http.post(
        "/v3/sales-orders",
        json={
            "customerId": CREDIT_CUSTOMER,
            "warehouseId": WH01,
            "documentDate": today(-1),
            "salesOrderDetails": [{"serviceItemId": SERVICE, "quantity": 2, "price": 300}],
        },
    )
    order = response.json()
    assert code_of(await returnable(http, order["code"])) == "OrderHasNoIssuedItems"
    tenant.execute(
        "UPDATE document_lines SET issued_quantity = quantity WHERE document_id = ?", order["id"]
    )
    with tenant.db.transaction() as conn:
        insert_document(conn, tenant.id, "SI", "SI-9", related_document_id=order["id"])
    created = await new_return(http, order["code"])
    assert created["details"][0]["serviceItemId"] == SERVICE


async def test_create_rule7_treasury_checks_in_order(
    http: httpx.AsyncClient, tenant: Tenant, sandbox_app: FastAPI
) -> None:
    tenant.setting("salesReturnCreateCashPayment", "true")
    order = await issued_order(http, line(quantity=2, price=1000))
    assert code_of(await post_return(http, order["code"], cashAmount=10)) == "NoSelectedTreasury"
    # Without a cash amount there is nothing to pay: no treasury needed.
    assert (
        await post_return(
            http,
            order["code"],
            sourceDocumentDetails=[
                {"sourceSalesOrderDetailId": order["salesOrderDetails"][0]["id"], "quantity": 1}
            ],
        )
    ).status_code == 201
    bank = tenant.account_id(BANK_EGP)
    tenant.execute("UPDATE accounts SET alias = NULL WHERE id = ?", bank)
    assert (
        code_of(await post_return(http, order["code"], cashAmount=10, cashAccountId=bank))
        == "TreasuryHasNoAlias"
    )
    revenue = tenant.account_id(OTHER_REVENUE)
    tenant.execute("UPDATE accounts SET alias = 'REV' WHERE id = ?", revenue)
    assert (
        code_of(await post_return(http, order["code"], cashAmount=10, cashAccountId=revenue))
        == "TreasuryAccountTypeInvalid"
    )
    authorization, user = tenant.restricted_user("create:sales-return", "read:sales-return")
    tenant.grant(user, DataKind.WAREHOUSE, WH01)
    cash = tenant.account_id(CAIRO_CASH)
    async with asgi_client(sandbox_app, authorization) as clerk:
        refused = await post_return(clerk, order["code"], cashAmount=10, cashAccountId=cash)
        assert code_of(refused) == "TreasuryNotPermitted"
        tenant.grant(user, DataKind.TREASURY, cash)
        assert (
            await post_return(clerk, order["code"], cashAmount=10, cashAccountId=cash)
        ).status_code == 201


async def test_create_rule7_quantity_beyond_what_is_left(http: httpx.AsyncClient) -> None:
    order = await issued_order(http, line(quantity=2))
    detail = order["salesOrderDetails"][0]["id"]
    too_many = [{"sourceSalesOrderDetailId": detail, "quantity": 3}]
    assert code_of(await post_return(http, order["code"], sourceDocumentDetails=too_many)) == (
        "EdaraBusinessError"
    )


async def test_create_rule7_customer_checked_last(http: httpx.AsyncClient, tenant: Tenant) -> None:
    order = await issued_order(http)
    tenant.execute("UPDATE customers SET is_active = 0 WHERE id = ?", CREDIT_CUSTOMER)
    assert code_of(await post_return(http, order["code"])) == "CustomerNotFound"
    # Quantities are checked before the customer.
    detail = order["salesOrderDetails"][0]["id"]
    too_many = [{"sourceSalesOrderDetailId": detail, "quantity": 3}]
    assert code_of(await post_return(http, order["code"], sourceDocumentDetails=too_many)) == (
        "EdaraBusinessError"
    )


async def test_create_rule7_header_before_lines(http: httpx.AsyncClient, tenant: Tenant) -> None:
    order = await issued_order(http)
    detail = order["salesOrderDetails"][0]["id"]
    tenant.setting("costCenterRequired", "true")
    zero = [{"sourceSalesOrderDetailId": detail, "quantity": 0}]
    assert code_of(await post_return(http, order["code"], sourceDocumentDetails=zero)) == (
        "CostCenterRequired"
    )


async def test_create_refused_writes_nothing(http: httpx.AsyncClient, tenant: Tenant) -> None:
    order = await issued_order(http)
    before = count(tenant, "SELECT count(*) FROM documents WHERE tenant_id = ?", tenant.id)
    tenant.setting("costCenterRequired", "true")
    await post_return(http, order["code"])
    assert count(tenant, "SELECT count(*) FROM documents WHERE tenant_id = ?", tenant.id) == before


async def test_create_needs_create_sales_return(sandbox_app: FastAPI, tenant: Tenant) -> None:
    async with asgi_client(sandbox_app, tenant.token("read:sales-return")) as other:
        assert (await post_return(other, "SO-1")).status_code == 403


async def test_return_appears_through_sales_orders_and_blocks_unissue(
    http: httpx.AsyncClient, tenant: Tenant
) -> None:
    receiving(tenant)
    order = await issued_order(http)
    created = await new_return(http, order["code"])
    got = (await http.get(f"/v3/sales-orders/{created['id']}")).json()
    assert got["documentType"] == "SR" and got["relatedSalesOrderCodes"] == [order["code"]]
    source = (await http.get(f"/v3/sales-orders/{order['id']}")).json()
    assert source["relatedSalesReturnCodes"] == [created["code"]]
    unissue = await http.patch(f"/v3/sales-orders/code/{order['code']}/unissue")
    assert code_of(unissue) == "EdaraBusinessError"
    assert findings(tenant) == []


async def test_receipt_goes_to_the_return_warehouse_and_ledger_balances(
    http: httpx.AsyncClient, tenant: Tenant
) -> None:
    receiving(tenant)
    order = await issued_order(http, line(quantity=2))
    before = on_hand(tenant, warehouse=WH02)
    created = await new_return(http, order["code"], warehouseId=WH02)
    assert on_hand(tenant, warehouse=WH02) == before + 2
    assert created["relatedWorkOrderCode"].startswith("RR-WH02-")
    assert findings(tenant) == []


async def test_unresolved_references_hold_only_their_id(
    http: httpx.AsyncClient, tenant: Tenant
) -> None:
    order = await issued_order(http)
    created = await new_return(http, order["code"])
    conn = tenant.db._conn  # foreign keys can only be switched outside a transaction
    conn.execute("PRAGMA foreign_keys = OFF")
    try:
        tenant.execute(
            "UPDATE documents SET sales_person_id = 99991, currency_id = 99992 WHERE id = ?",
            created["id"],
        )
    finally:
        conn.execute("PRAGMA foreign_keys = ON")
    got = (await http.get("/v3/sales-returns", params={"code": created["code"]})).json()
    assert got["salesPerson"]["id"] == 99991 and got["salesPerson"].get("name") is None
    assert got["currency"]["id"] == 99992 and got["currency"].get("code") is None


async def test_data_permissions_hide_returns_and_warehouses(
    sandbox_app: FastAPI, http: httpx.AsyncClient, tenant: Tenant
) -> None:
    order = await issued_order(http)
    created = await new_return(http, order["code"], warehouseId=WH02)
    authorization, user = tenant.restricted_user("read:sales-return", "create:sales-return")
    tenant.grant(user, DataKind.WAREHOUSE, WH01)
    async with asgi_client(sandbox_app, authorization) as clerk:
        hidden = await clerk.get("/v3/sales-returns", params={"code": created["code"]})
        assert hidden.status_code == 404
        # Receiving into a warehouse the user may not use: 400 on warehouseId.
        refused = await post_return(clerk, order["code"], warehouseId=WH02)
        assert "warehouseId" in errors_of(refused)
