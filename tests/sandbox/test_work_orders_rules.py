"""Work orders, rule by rule (spec: transactional documents, "Work orders")."""

from __future__ import annotations

from collections.abc import AsyncIterator
from datetime import UTC, datetime, timedelta
from typing import Any

import httpx
import pytest
from fastapi import FastAPI

from app.sandbox.books import audit
from tests.support.documents import (
    Line,
    customer_id,
    new_item,
    other_party_id,
    seed_sales_order,
    supplier_id,
    warehouse_id,
)
from tests.support.sandbox import Tenant, asgi_client


@pytest.fixture
async def http(sandbox_app: FastAPI, tenant: Tenant) -> AsyncIterator[httpx.AsyncClient]:
    async with asgi_client(sandbox_app, tenant.authorization) as client:
        yield client


def code_of(response: httpx.Response) -> str:
    assert response.status_code == 409, response.text
    return str(response.json()["errorCode"])


def errors_of(response: httpx.Response) -> dict[str, list[str]]:
    assert response.status_code == 400, response.text
    return dict(response.json()["errors"])


def line(item: int, quantity: float = 1, price: float | None = 10, **extra: Any) -> dict:
    body: dict[str, Any] = {"stockItemId": item, "quantity": quantity, **extra}
    if price is not None:
        body["price"] = price
    return body


async def receive(
    http: httpx.AsyncClient, warehouse: int, lines: list[dict], **body: Any
) -> httpx.Response:
    fields: dict[str, Any] = {"warehouseId": warehouse, "workOrderDetails": lines, **body}
    if "supplierId" not in fields and "otherPartyId" not in fields:
        fields["supplierId"] = body.get("supplierId") or 1
    return await http.post("/v3/work-orders/receive-supplies", json=fields)


async def issue(
    http: httpx.AsyncClient, warehouse: int, lines: list[dict], **body: Any
) -> httpx.Response:
    fields = {"warehouseId": warehouse, "workOrderDetails": lines, **body}
    return await http.post("/v3/work-orders/issue-offering", json=fields)


@pytest.fixture
def main(tenant: Tenant) -> int:
    return warehouse_id(tenant, "WH01")


@pytest.fixture
def supplier(tenant: Tenant) -> int:
    return supplier_id(tenant)


@pytest.fixture
def customer(tenant: Tenant) -> int:
    return customer_id(tenant)


async def stocked(
    http: httpx.AsyncClient, supplier: int, warehouse: int, item: int, quantity: float
) -> dict:
    response = await receive(http, warehouse, [line(item, quantity, 10)], supplierId=supplier)
    assert response.status_code == 201, response.text
    return dict(response.json())


async def on_hand(http: httpx.AsyncClient, item: int, warehouse: int) -> float:
    response = await http.get(f"/v3/stock-items/{item}/balance/warehouses/{warehouse}")
    assert response.status_code == 200, response.text
    return float(response.json())


# -- issue offering rule 1 -------------------------------------------------------------------
async def test_io1_exactly_one_of_customer_or_other_party(
    http: httpx.AsyncClient, tenant: Tenant, main: int, customer: int
) -> None:
    item = new_item(tenant, "IO1")
    neither = await issue(http, main, [line(item)])
    assert "customerId" in errors_of(neither)
    both = await issue(
        http, main, [line(item)], customerId=customer, otherPartyId=other_party_id(tenant)
    )
    assert "customerId" in errors_of(both)


async def test_io1_an_unknown_stock_item_is_400_an_inactive_one_is_accepted(
    http: httpx.AsyncClient, tenant: Tenant, main: int, supplier: int, customer: int
) -> None:
    response = await issue(http, main, [line(999_999)], customerId=customer)
    assert "workOrderDetails[0].stockItemId" in errors_of(response)
    inactive = new_item(tenant, "IO1-OFF", is_active=False)
    await stocked(http, supplier, main, inactive, 2)
    response = await issue(http, main, [line(inactive, 1)], customerId=customer)
    assert response.status_code == 201, response.text


async def test_io1_an_unknown_warehouse_is_a_500_problem(
    http: httpx.AsyncClient, tenant: Tenant, customer: int
) -> None:
    response = await issue(http, 999_999, [line(new_item(tenant, "IO1-W"))], customerId=customer)
    assert response.status_code == 500
    assert response.headers["content-type"].startswith("application/problem+json")


async def test_io1_an_unknown_related_order_is_a_500_problem(
    http: httpx.AsyncClient, tenant: Tenant, main: int, supplier: int, customer: int
) -> None:
    item = new_item(tenant, "IO1-SO")
    await stocked(http, supplier, main, item, 5)
    response = await issue(http, main, [line(item)], customerId=customer, relatedSoCode="SO-9999")
    assert response.status_code == 500
    assert await on_hand(http, item, main) == 5  # nothing issued


# -- rule 2 ----------------------------------------------------------------------------------
async def test_io2_code_and_serial_are_generated_per_type_and_warehouse(
    http: httpx.AsyncClient, tenant: Tenant, main: int, supplier: int, customer: int
) -> None:
    second = warehouse_id(tenant, "WH02")
    item = new_item(tenant, "IO2")
    await stocked(http, supplier, main, item, 5)
    await stocked(http, supplier, second, item, 5)
    first = (await issue(http, main, [line(item)], customerId=customer, serial=77)).json()
    again = (await issue(http, main, [line(item)], customerId=customer)).json()
    other = (await issue(http, second, [line(item)], customerId=customer)).json()
    assert first["type"] == "IO"
    assert first["code"].startswith("IO-WH01-") and again["code"].startswith("IO-WH01-")
    assert again["serial"] == first["serial"] + 1  # the sent serial was overwritten
    assert first["code"] == f"IO-WH01-{first['serial']}"
    assert other["code"] == f"IO-WH02-{other['serial']}"


# -- rule 3 ----------------------------------------------------------------------------------
async def test_io3_omitted_rate_is_1_even_for_a_foreign_currency(
    http: httpx.AsyncClient, tenant: Tenant, main: int, supplier: int, customer: int
) -> None:
    item = new_item(tenant, "IO3")
    await stocked(http, supplier, main, item, 5)
    usd = tenant._id_of("SELECT id FROM currencies WHERE tenant_id = ? AND code = ?", "USD")
    body = (await issue(http, main, [line(item)], customerId=customer, currencyId=usd)).json()
    assert body["currency"]["code"] == "USD"
    assert body["exchangeRate"] == 1


async def test_io3_without_multiple_currencies_the_currency_is_dropped_and_the_rate_is_1(
    http: httpx.AsyncClient, tenant: Tenant, main: int, supplier: int, customer: int
) -> None:
    item = new_item(tenant, "IO3-MC")
    await stocked(http, supplier, main, item, 5)
    usd = tenant._id_of("SELECT id FROM currencies WHERE tenant_id = ? AND code = ?", "USD")
    sent = {"customerId": customer, "currencyId": usd, "exchangeRate": 48}
    with_currencies = (await issue(http, main, [line(item)], **sent)).json()
    assert with_currencies["currency"]["id"] == usd and with_currencies["exchangeRate"] == 48
    tenant.setting("multipleCurrencies", "false")
    without = (await issue(http, main, [line(item)], **sent)).json()
    assert without["currency"] is None and without["exchangeRate"] == 1


async def test_io3_omitted_date_is_now_and_a_future_date_is_409(
    http: httpx.AsyncClient, tenant: Tenant, main: int, supplier: int, customer: int
) -> None:
    item = new_item(tenant, "IO3-D")
    await stocked(http, supplier, main, item, 5)
    before = datetime.now(UTC).replace(tzinfo=None) - timedelta(seconds=5)
    body = (await issue(http, main, [line(item)], customerId=customer)).json()
    assert datetime.fromisoformat(body["date"]) >= before
    future = (datetime.now(UTC) + timedelta(days=3)).date().isoformat()
    response = await issue(http, main, [line(item)], customerId=customer, date=future)
    assert code_of(response) == "DateMustBeLessThanSystemDate"


# -- rule 4 ----------------------------------------------------------------------------------
async def test_io4_the_journal_entry_is_made_in_the_same_request(
    http: httpx.AsyncClient, tenant: Tenant, main: int, supplier: int, customer: int
) -> None:
    item = new_item(tenant, "IO4")
    await stocked(http, supplier, main, item, 5)
    body = (await issue(http, main, [line(item, 2)], customerId=customer)).json()
    with tenant.db.transaction() as conn:
        entry = conn.execute(
            "SELECT total(l.debit), total(l.credit) FROM documents AS d "
            "JOIN ledger_lines AS l ON l.document_id = d.id WHERE d.related_document_id = ? "
            "AND d.is_system = 1",
            (body["id"],),
        ).fetchone()
        assert audit.all_findings(conn, tenant.id) == []
    assert entry[0] == entry[1] == 20  # two at the average cost of 10


async def test_io4_without_accounting_no_entry_is_made(
    http: httpx.AsyncClient, tenant: Tenant, main: int, supplier: int, customer: int
) -> None:
    tenant.setting("inventoryAccounting", "false")
    item = new_item(tenant, "IO4-OFF")
    await stocked(http, supplier, main, item, 5)
    body = (await issue(http, main, [line(item, 2)], customerId=customer)).json()
    with tenant.db.transaction() as conn:
        entries = conn.execute(
            "SELECT count(*) FROM documents WHERE related_document_id = ? AND is_system = 1",
            (body["id"],),
        ).fetchone()[0]
    assert entries == 0


# -- rule 5 ----------------------------------------------------------------------------------
async def test_io5_negative_stock_is_409_naming_the_items_and_writes_nothing(
    http: httpx.AsyncClient, tenant: Tenant, main: int, supplier: int, customer: int
) -> None:
    short = new_item(tenant, "IO5-SHORT")
    enough = new_item(tenant, "IO5-OK")
    await stocked(http, supplier, main, short, 1)
    await stocked(http, supplier, main, enough, 5)
    response = await issue(
        http, main, [line(enough, 2), line(short, 3)], customerId=customer, paperNumber="P-IO5"
    )
    assert code_of(response) == "AddingItemQuantityCauseNegativeBalance"
    assert "IO5-SHORT" in response.json()["detail"]
    assert "IO5-OK" not in response.json()["detail"]
    assert await on_hand(http, enough, main) == 5
    listed = (await http.get("/v3/work-orders", params={"paperNumber": "P-IO5"})).json()
    assert listed["items"] == []


async def test_io5_two_lines_of_one_item_add_up(
    http: httpx.AsyncClient, tenant: Tenant, main: int, supplier: int, customer: int
) -> None:
    item = new_item(tenant, "IO5-SUM")
    await stocked(http, supplier, main, item, 3)
    response = await issue(http, main, [line(item, 2), line(item, 2)], customerId=customer)
    assert code_of(response) == "AddingItemQuantityCauseNegativeBalance"


async def test_io5_issuing_an_order_ships_it_and_releases_its_reservations(
    http: httpx.AsyncClient, tenant: Tenant, main: int, supplier: int, customer: int
) -> None:
    item = new_item(tenant, "IO5-ORD")
    await stocked(http, supplier, main, item, 10)
    order = seed_sales_order(tenant, customer, main, [Line(item, 3, 25), Line(item, 2, 30)])
    summary = await http.get("/v3/stock-items/warehouse-summary", params={"stockItemId": item})
    reserved = {row["warehouse"]["id"]: row["reserved"] for row in summary.json()}
    assert reserved[main] == 5
    response = await issue(
        http,
        main,
        [line(item, 2, 30), line(item, 3, 25), line(item, 1, 99)],
        customerId=customer,
        relatedSoCode=f" so-{order.code.split('-')[1]} ",
    )
    assert response.status_code == 201, response.text
    body = response.json()
    assert body["relatedSoCode"] == order.code
    matched = [d["relatedSoDetailId"] for d in body["workOrderDetails"]]
    assert matched == [order.line_ids[1], order.line_ids[0], None]
    with tenant.db.transaction() as conn:
        status = conn.execute(
            "SELECT status, is_issued FROM documents WHERE id = ?", (order.id,)
        ).fetchone()
        issued = [
            row[0]
            for row in conn.execute(
                "SELECT issued_quantity FROM document_lines WHERE document_id = ? ORDER BY id",
                (order.id,),
            )
        ]
        assert audit.all_findings(conn, tenant.id) == []
    assert (status["status"], status["is_issued"]) == ("Shipped", 1)
    assert issued == [3, 2]
    summary = await http.get("/v3/stock-items/warehouse-summary", params={"stockItemId": item})
    assert {row["warehouse"]["id"]: row["reserved"] for row in summary.json()}[main] == 0


async def test_io5_an_issued_order_is_409_sales_order_already_issued(
    http: httpx.AsyncClient, tenant: Tenant, main: int, supplier: int, customer: int
) -> None:
    item = new_item(tenant, "IO5-ISS")
    await stocked(http, supplier, main, item, 10)
    order = seed_sales_order(tenant, customer, main, [Line(item, 1, 10)])
    first = await issue(http, main, [line(item)], customerId=customer, relatedSoCode=order.code)
    assert first.status_code == 201
    again = await issue(http, main, [line(item)], customerId=customer, relatedSoCode=order.code)
    assert code_of(again) == "SalesOrderAlreadyIssued"
    shipped = seed_sales_order(tenant, customer, main, [Line(item, 1, 10)], status="Shipped")
    response = await issue(
        http, main, [line(item)], customerId=customer, relatedSoCode=shipped.code
    )
    assert code_of(response) == "SalesOrderAlreadyIssued"


async def test_io5_a_cancelled_order_is_409_related_sales_order_cancelled(
    http: httpx.AsyncClient, tenant: Tenant, main: int, supplier: int, customer: int
) -> None:
    item = new_item(tenant, "IO5-CAN")
    await stocked(http, supplier, main, item, 10)
    order = seed_sales_order(tenant, customer, main, [Line(item, 1, 10)], status="Cancelled")
    response = await issue(http, main, [line(item)], customerId=customer, relatedSoCode=order.code)
    assert code_of(response) == "RelatedSalesOrderCancelled"
    assert await on_hand(http, item, main) == 10


async def test_io5_a_related_code_without_so_links_nothing(
    http: httpx.AsyncClient, tenant: Tenant, main: int, supplier: int, customer: int
) -> None:
    item = new_item(tenant, "IO5-TXT")
    await stocked(http, supplier, main, item, 10)
    response = await issue(
        http, main, [line(item)], customerId=customer, relatedSoCode="WEB-ORDER-77"
    )
    assert response.status_code == 201, response.text
    assert response.json()["relatedSoCode"] == "WEB-ORDER-77"


# -- rule 6 ----------------------------------------------------------------------------------
async def test_io6_no_duplicate_protection(
    http: httpx.AsyncClient, tenant: Tenant, main: int, supplier: int, customer: int
) -> None:
    item = new_item(tenant, "IO6")
    await stocked(http, supplier, main, item, 10)
    same = {"customerId": customer, "externalId": "EXT-1", "paperNumber": "PN-1"}
    first = await issue(http, main, [line(item)], **same)
    second = await issue(http, main, [line(item)], **same)
    assert first.status_code == second.status_code == 201
    assert first.json()["id"] != second.json()["id"]
    assert second.json()["externalId"] == "EXT-1"
    assert await on_hand(http, item, main) == 8


# -- rule 7 ----------------------------------------------------------------------------------
async def test_io7_rate_decimals_beyond_four_is_409(
    http: httpx.AsyncClient, tenant: Tenant, main: int, supplier: int, customer: int
) -> None:
    item = new_item(tenant, "IO7-R")
    await stocked(http, supplier, main, item, 10)
    usd = tenant._id_of("SELECT id FROM currencies WHERE tenant_id = ? AND code = ?", "USD")
    response = await issue(
        http, main, [line(item)], customerId=customer, currencyId=usd, exchangeRate=48.12345
    )
    assert code_of(response) == "ExchangeRateDecimalsExceedLimit"
    response = await issue(
        http, main, [line(item)], customerId=customer, currencyId=usd, exchangeRate=48.1234
    )
    assert response.status_code == 201
    assert response.json()["exchangeRate"] == 48.1234


async def test_io7_no_default_cost_method_is_409(
    http: httpx.AsyncClient, tenant: Tenant, main: int, supplier: int, customer: int
) -> None:
    item = new_item(tenant, "IO7-C")
    await stocked(http, supplier, main, item, 10)
    tenant.setting("costEvaluationMethod", "None")
    response = await issue(http, main, [line(item)], customerId=customer)
    assert code_of(response) == "NoDefaultEvaluationCostMethod"
    response = await receive(http, main, [line(item)], supplierId=supplier)
    assert code_of(response) == "NoDefaultEvaluationCostMethod"


async def test_io7_more_serials_than_quantity_is_409(
    http: httpx.AsyncClient, tenant: Tenant, main: int, supplier: int, customer: int
) -> None:
    item = new_item(tenant, "IO7-S", has_serials=True)
    received = await receive(
        http, main, [line(item, 2, 100, serials=["A1", "A2"])], supplierId=supplier
    )
    assert received.status_code == 201, received.text
    assert received.json()["workOrderDetails"][0]["serials"] == ["A1", "A2"]
    response = await issue(http, main, [line(item, 1, serials=["A1", "A2"])], customerId=customer)
    assert code_of(response) == "SerialsCountExceedQuntity"
    unknown = await issue(http, main, [line(item, 1, serials=["ZZ"])], customerId=customer)
    assert "workOrderDetails[0].serials" in errors_of(unknown)
    sold = await issue(http, main, [line(item, 1, serials=["A2"])], customerId=customer)
    assert sold.status_code == 201
    with tenant.db.transaction() as conn:
        states = dict(
            conn.execute(
                "SELECT serial_no, status FROM stock_item_serials WHERE stock_item_id = ?",
                (item,),
            ).fetchall()
        )
    assert states == {"A1": "InStock", "A2": "Sold"}
    too_many = await receive(
        http, main, [line(item, 1, 100, serials=["B1", "B2"])], supplierId=supplier
    )
    assert code_of(too_many) == "SerialsCountExceedQuntity"
    again = await receive(http, main, [line(item, 1, 100, serials=["A1"])], supplierId=supplier)
    assert "workOrderDetails[0].serials" in errors_of(again)


# -- receive supplies rule 1 -----------------------------------------------------------------
async def test_rs1_exactly_one_of_supplier_or_other_party(
    http: httpx.AsyncClient, tenant: Tenant, main: int, supplier: int
) -> None:
    item = new_item(tenant, "RS1")
    both = await receive(
        http, main, [line(item)], supplierId=supplier, otherPartyId=other_party_id(tenant)
    )
    assert "supplierId" in errors_of(both)
    neither = await http.post(
        "/v3/work-orders/receive-supplies",
        json={"warehouseId": main, "workOrderDetails": [line(item)]},
    )
    assert "supplierId" in errors_of(neither)
    other = await receive(http, main, [line(item)], otherPartyId=other_party_id(tenant))
    assert other.status_code == 201, other.text
    assert other.json()["otherPartyId"] == other_party_id(tenant)


async def test_rs1_every_line_needs_a_price_above_zero_and_an_existing_item(
    http: httpx.AsyncClient, tenant: Tenant, main: int, supplier: int
) -> None:
    item = new_item(tenant, "RS1-P")
    zero = await receive(http, main, [line(item), line(item, price=0)], supplierId=supplier)
    assert "workOrderDetails[1].price" in errors_of(zero)
    missing = await receive(http, main, [line(item, price=None)], supplierId=supplier)
    assert "workOrderDetails[0].price" in errors_of(missing)
    unknown = await receive(http, main, [line(item), line(999_999)], supplierId=supplier)
    assert "workOrderDetails[1].stockItemId" in errors_of(unknown)


async def test_rs1_missing_batch_or_expiry_is_400_listing_the_lines(
    http: httpx.AsyncClient, tenant: Tenant, main: int, supplier: int
) -> None:
    batch = new_item(tenant, "RS1-B", requires_batch=True)
    expiry = new_item(tenant, "RS1-E", requires_expiry=True)
    plain = new_item(tenant, "RS1-N")
    response = await receive(
        http,
        main,
        [line(plain), line(batch), line(expiry, batchNumber="L1"), line(batch, batchNumber="L2")],
        supplierId=supplier,
    )
    errors = errors_of(response)
    assert set(errors) == {"workOrderDetails[1].batchNumber", "workOrderDetails[2].expDate"}
    assert "2, 3" in response.json()["detail"]
    assert await on_hand(http, plain, main) == 0


# -- rule 2 ----------------------------------------------------------------------------------
async def test_rs2_automatic_batch_fill_uses_the_expiry_date_day_month_year(
    http: httpx.AsyncClient, tenant: Tenant, main: int, supplier: int
) -> None:
    auto = new_item(
        tenant, "RS2", requires_batch=True, requires_expiry=True, batch_from_expiry=True
    )
    manual = new_item(tenant, "RS2-M", requires_batch=True, requires_expiry=True)
    response = await receive(
        http,
        main,
        [
            line(auto, 4, batchNumber="TYPED", expDate="2027-03-09T00:00:00"),
            line(manual, 2, batchNumber="TYPED", expDate="2027-03-09T00:00:00"),
        ],
        supplierId=supplier,
    )
    assert response.status_code == 201, response.text
    batches = [d["batchNumber"] for d in response.json()["workOrderDetails"]]
    assert batches == ["09/03/2027", "TYPED"]
    with tenant.db.transaction() as conn:
        row = conn.execute(
            "SELECT batch_number, quantity FROM stock_balances WHERE stock_item_id = ?", (auto,)
        ).fetchone()
    assert tuple(row) == ("09/03/2027", 4)
    no_expiry = await receive(http, main, [line(auto, batchNumber="X")], supplierId=supplier)
    assert "workOrderDetails[0].expDate" in errors_of(no_expiry)


# -- rule 3 ----------------------------------------------------------------------------------
async def test_rs3_rate_omitted_is_1_looked_up_only_when_not_above_zero(
    http: httpx.AsyncClient, tenant: Tenant, main: int, supplier: int
) -> None:
    item = new_item(tenant, "RS3")
    usd = tenant._id_of("SELECT id FROM currencies WHERE tenant_id = ? AND code = ?", "USD")
    omitted = (await receive(http, main, [line(item)], supplierId=supplier, currencyId=usd)).json()
    assert omitted["exchangeRate"] == 1
    zero = await receive(
        http, main, [line(item)], supplierId=supplier, currencyId=usd, exchangeRate=0
    )
    assert zero.json()["exchangeRate"] == 48.75  # the demo's current USD rate
    negative = await receive(
        http, main, [line(item)], supplierId=supplier, currencyId=usd, exchangeRate=-1
    )
    assert negative.json()["exchangeRate"] == 48.75
    sent = await receive(
        http, main, [line(item)], supplierId=supplier, currencyId=usd, exchangeRate=50
    )
    assert sent.json()["exchangeRate"] == 50
    none = (await receive(http, main, [line(item)], supplierId=supplier, exchangeRate=0)).json()
    assert none["currency"] is None and none["exchangeRate"] == 1


async def test_rs3_an_unknown_warehouse_is_a_500_problem(
    http: httpx.AsyncClient, tenant: Tenant, supplier: int
) -> None:
    response = await receive(http, 999_999, [line(new_item(tenant, "RS3-W"))], supplierId=supplier)
    assert response.status_code == 500
    assert response.json()["status"] == 500


async def test_rs3_a_receipt_values_stock_at_price_times_rate(
    http: httpx.AsyncClient, tenant: Tenant, main: int, supplier: int
) -> None:
    item = new_item(tenant, "RS3-V")
    usd = tenant._id_of("SELECT id FROM currencies WHERE tenant_id = ? AND code = ?", "USD")
    await receive(
        http, main, [line(item, 2, 10)], supplierId=supplier, currencyId=usd, exchangeRate=50
    )
    cost = (await http.get(f"/v3/stock-items/{item}/cost")).json()
    assert cost == 500
    with tenant.db.transaction() as conn:
        assert audit.all_findings(conn, tenant.id) == []


# -- rule 4 ----------------------------------------------------------------------------------
async def test_rs4_never_marks_a_purchase_order_received_and_keeps_several_codes(
    http: httpx.AsyncClient, tenant: Tenant, main: int, supplier: int
) -> None:
    from tests.support.documents import seed_purchase_document

    item = new_item(tenant, "RS4")
    order = seed_purchase_document(tenant, [Line(item, 5, 10)], supplier=supplier, warehouse=main)
    codes = f"{order.code},PQ-1"
    response = await receive(
        http, main, [line(item, 5, 10)], supplierId=supplier, linkedDocumentCode=codes
    )
    assert response.json()["linkedDocumentCode"] == codes
    fetched = (await http.get(f"/v3/purchase-orders/{order.id}")).json()
    assert fetched["orderStatus"] == "Open"
    assert fetched["purchaseOrderDetails"][0]["issuedQuantity"] == 0


# -- rule 5 ----------------------------------------------------------------------------------
async def test_rs5_future_date_is_409(
    http: httpx.AsyncClient, tenant: Tenant, main: int, supplier: int
) -> None:
    future = (datetime.now(UTC) + timedelta(days=2)).isoformat()
    response = await receive(
        http, main, [line(new_item(tenant, "RS5"))], supplierId=supplier, date=future
    )
    assert code_of(response) == "DateMustBeLessThanSystemDate"


async def test_rs5_rate_decimals_beyond_four_is_409(
    http: httpx.AsyncClient, tenant: Tenant, main: int, supplier: int
) -> None:
    usd = tenant._id_of("SELECT id FROM currencies WHERE tenant_id = ? AND code = ?", "USD")
    response = await receive(
        http,
        main,
        [line(new_item(tenant, "RS5-R"))],
        supplierId=supplier,
        currencyId=usd,
        exchangeRate=1.00001,
    )
    assert code_of(response) == "ExchangeRateDecimalsExceedLimit"


# -- opening balance (designed) ---------------------------------------------------------------
async def test_ob_records_opening_stock_at_its_price_or_the_purchase_price(
    http: httpx.AsyncClient, tenant: Tenant, main: int
) -> None:
    priced = new_item(tenant, "OB-P")
    default = new_item(tenant, "OB-D", purchase_price=7.5)
    response = await http.post(
        "/v3/work-orders/opening-balance",
        json={
            "warehouseId": main,
            "date": "2026-01-01T00:00:00",
            "workOrderDetails": [line(priced, 4, 3), line(default, 2, None)],
        },
    )
    assert response.status_code == 201, response.text
    body = response.json()
    assert body["type"] == "OB" and body["code"].startswith("OB-WH01-")
    assert [d["price"] for d in body["workOrderDetails"]] == [3, 7.5]
    item = (await http.get(f"/v3/stock-items/{priced}")).json()
    assert item["globalOpeningBalance"] == 4
    with tenant.db.transaction() as conn:
        assert audit.all_findings(conn, tenant.id) == []


async def test_ob_unknown_warehouse_is_400_and_batches_are_required_as_on_receipts(
    http: httpx.AsyncClient, tenant: Tenant, main: int
) -> None:
    item = new_item(tenant, "OB-B", requires_batch=True)
    unknown = await http.post(
        "/v3/work-orders/opening-balance",
        json={"warehouseId": 999_999, "workOrderDetails": [line(item, batchNumber="B")]},
    )
    assert "warehouseId" in errors_of(unknown)
    no_batch = await http.post(
        "/v3/work-orders/opening-balance",
        json={"warehouseId": main, "workOrderDetails": [line(item)]},
    )
    assert "workOrderDetails[0].batchNumber" in errors_of(no_batch)


async def test_ob_needs_the_create_work_order_permission(
    sandbox_app: FastAPI, tenant: Tenant, main: int
) -> None:
    item = new_item(tenant, "OB-S")
    body = {"warehouseId": main, "workOrderDetails": [line(item)]}
    async with asgi_client(sandbox_app, tenant.token("read:work-order")) as reader:
        assert (await reader.post("/v3/work-orders/opening-balance", json=body)).status_code == 403
    async with asgi_client(sandbox_app, tenant.token("create:work-order")) as writer:
        assert (await writer.post("/v3/work-orders/opening-balance", json=body)).status_code == 201


# -- list ------------------------------------------------------------------------------------
async def test_list_every_type_newest_first_and_only_mine_by_default(
    http: httpx.AsyncClient,
    sandbox_app: FastAPI,
    tenant: Tenant,
    main: int,
    supplier: int,
    customer: int,
) -> None:
    item = new_item(tenant, "L1")
    received = await stocked(http, supplier, main, item, 5)
    issued = (await issue(http, main, [line(item)], customerId=customer)).json()
    opening = (
        await http.post(
            "/v3/work-orders/opening-balance",
            json={"warehouseId": main, "workOrderDetails": [line(item)]},
        )
    ).json()
    mine = (await http.get("/v3/work-orders")).json()
    assert [w["id"] for w in mine["items"]] == [opening["id"], issued["id"], received["id"]]
    assert [w["type"] for w in mine["items"]] == ["OB", "IO", "RS"]
    assert mine["totalCount"] == 3
    everyone = (await http.get("/v3/work-orders", params={"onlyMyOrders": "false"})).json()
    assert everyone["totalCount"] > 3  # the demo's own work orders
    async with asgi_client(sandbox_app, tenant.token("read:work-order")) as stranger:
        theirs = (await stranger.get("/v3/work-orders", params={"code": issued["code"]})).json()
        assert theirs["items"] == []  # onlyMyOrders applies to code lookups too
        found = (
            await stranger.get(
                "/v3/work-orders", params={"code": issued["code"], "onlyMyOrders": "false"}
            )
        ).json()
        assert [w["id"] for w in found["items"]] == [issued["id"]]


async def test_list_code_and_paper_number_are_exact_and_trimmed(
    http: httpx.AsyncClient, tenant: Tenant, main: int, supplier: int
) -> None:
    item = new_item(tenant, "L2")
    first = (
        await receive(http, main, [line(item)], supplierId=supplier, paperNumber="INV-100")
    ).json()
    await receive(http, main, [line(item)], supplierId=supplier, paperNumber="INV-1000")
    by_code = (await http.get("/v3/work-orders", params={"code": f"  {first['code']} "})).json()
    assert [w["id"] for w in by_code["items"]] == [first["id"]]
    by_paper = (await http.get("/v3/work-orders", params={"paperNumber": " INV-100 "})).json()
    assert [w["id"] for w in by_paper["items"]] == [first["id"]]


async def test_list_date_window_is_inclusive_and_a_date_only_end_is_start_of_day(
    http: httpx.AsyncClient, tenant: Tenant, main: int, supplier: int
) -> None:
    item = new_item(tenant, "L3")
    ids = []
    for when in ("2026-01-04T23:00:00", "2026-01-05T00:00:00", "2026-01-05T09:30:00"):
        ids.append(
            (await receive(http, main, [line(item)], supplierId=supplier, date=when)).json()["id"]
        )
    found = (
        await http.get(
            "/v3/work-orders",
            params={"orderDateFrom": "2026-01-05T00:00:00", "orderDateTo": "2026-01-05"},
        )
    ).json()
    assert [w["id"] for w in found["items"]] == [ids[1]]
    full = (
        await http.get(
            "/v3/work-orders",
            params={"orderDateFrom": "2026-01-04T23:00:00", "orderDateTo": "2026-01-05T09:30:00"},
        )
    ).json()
    assert [w["id"] for w in full["items"]] == ids[::-1]


async def test_list_party_filters_at_most_one(
    http: httpx.AsyncClient, tenant: Tenant, main: int, supplier: int, customer: int
) -> None:
    item = new_item(tenant, "L4")
    received = await stocked(http, supplier, main, item, 5)
    issued = (await issue(http, main, [line(item)], customerId=customer)).json()
    other = other_party_id(tenant)
    moved = (await issue(http, main, [line(item)], otherPartyId=other)).json()
    assert [
        w["id"]
        for w in (await http.get("/v3/work-orders", params={"supplierId": supplier})).json()[
            "items"
        ]
    ] == [received["id"]]
    assert [
        w["id"]
        for w in (await http.get("/v3/work-orders", params={"customerId": customer})).json()[
            "items"
        ]
    ] == [issued["id"]]
    assert [
        w["id"]
        for w in (
            await http.get("/v3/work-orders", params={"workOrderOtherPartyId": other})
        ).json()["items"]
    ] == [moved["id"]]
    response = await http.get(
        "/v3/work-orders", params={"supplierId": supplier, "customerId": customer}
    )
    assert response.status_code == 400


async def test_list_paging_is_repaired_and_past_the_end_is_total_zero(
    http: httpx.AsyncClient, tenant: Tenant, main: int, supplier: int
) -> None:
    item = new_item(tenant, "L5")
    for _ in range(3):
        await receive(http, main, [line(item)], supplierId=supplier)
    repaired = (await http.get("/v3/work-orders", params={"offset": -4, "limit": 5000})).json()
    assert repaired["pageSize"] == 100 and repaired["totalCount"] == 3
    page = (await http.get("/v3/work-orders", params={"offset": 2, "limit": 2})).json()
    assert len(page["items"]) == 1 and page["totalCount"] == 3
    past = (await http.get("/v3/work-orders", params={"offset": 10})).json()
    assert past["items"] == [] and past["totalCount"] == 0


# -- get by id -------------------------------------------------------------------------------
async def test_get_any_type_archived_included_unknown_or_lineless_404(
    http: httpx.AsyncClient, tenant: Tenant, main: int, supplier: int
) -> None:
    from app.sandbox.books.documents import insert_document

    item = new_item(tenant, "G1")
    received = await stocked(http, supplier, main, item, 5)
    tenant.execute("UPDATE documents SET is_archived = 1 WHERE id = ?", received["id"])
    fetched = (await http.get(f"/v3/work-orders/{received['id']}")).json()
    assert fetched["isArchived"] is True and fetched["type"] == "RS"
    assert fetched["supplier"]["id"] == supplier
    assert fetched["workOrderDetails"][0]["stockItem"]["id"] == item
    with tenant.db.transaction() as conn:
        lineless = insert_document(conn, tenant.id, "IO", "IO-WH01-999", warehouse_id=main)
    assert (await http.get(f"/v3/work-orders/{lineless}")).status_code == 404
    assert (await http.get("/v3/work-orders/999999")).status_code == 404
