"""Purchase orders and returns, rule by rule (spec: transactional documents, "Purchase
orders"). Purchase documents have no create endpoint: tests seed them through the books
core (tests/support/documents.py)."""

from __future__ import annotations

from collections.abc import AsyncIterator

import httpx
import pytest
from fastapi import FastAPI

from tests.support.documents import Line, new_item, seed_purchase_document, supplier_id
from tests.support.sandbox import Tenant, asgi_client


@pytest.fixture
async def http(sandbox_app: FastAPI, tenant: Tenant) -> AsyncIterator[httpx.AsyncClient]:
    async with asgi_client(sandbox_app, tenant.authorization) as client:
        yield client


@pytest.fixture
def item(tenant: Tenant) -> int:
    return new_item(tenant, "PO-ITEM")


def find_body(**fields: object) -> dict[str, object]:
    return {"dateFrom": "2025-12-01T00:00:00", "dateTo": "2026-12-31T00:00:00", **fields}


def ids(body: dict) -> list[int]:
    return [document["id"] for document in body["items"]]


def purge_demo_purchases(tenant: Tenant) -> None:
    """Tests that count documents start from none (the demo has its own)."""
    tenant.execute(
        "UPDATE documents SET type = 'DEMO-' || type WHERE tenant_id = ? "
        "AND type IN ('PO', 'PR', 'PQ')",
        tenant.id,
    )


# -- the demo --------------------------------------------------------------------------------
async def test_the_demo_has_a_purchasing_history(http: httpx.AsyncClient) -> None:
    listed = (await http.get("/v3/purchase-orders", params={"limit": 1000})).json()
    kinds = [document["documentType"] for document in listed["items"]]
    assert kinds.count("PO") == 11  # twelve, one archived and left out of the list
    assert kinds.count("PR") == 3 and kinds.count("PQ") == 1
    usd = [d for d in listed["items"] if d["currency"] and d["currency"]["code"] == "USD"]
    assert len(usd) == 1 and usd[0]["exchangeRate"] == 48.75
    with_lines = [d for d in listed["items"] if d["purchaseOrderDetails"]]
    assert all(d["purchaseOrderInstallments"] for d in with_lines if d["documentType"] == "PO")
    for document in with_lines:
        if document["documentType"] == "PO":
            paid = sum(i["amount"] for i in document["purchaseOrderInstallments"])
            assert round(paid, 2) == round(document["netTotal"], 2)
    assert any(not d["purchaseOrderDetails"] for d in listed["items"])  # the lineless one


# -- list ------------------------------------------------------------------------------------
async def test_list_without_code_has_every_purchase_type_by_id_and_counts_them_all(
    http: httpx.AsyncClient, tenant: Tenant, item: int
) -> None:
    purge_demo_purchases(tenant)
    order = seed_purchase_document(tenant, [Line(item, 1, 5)])
    returned = seed_purchase_document(tenant, [Line(item, 1, 5)], doc_type="PR")
    request = seed_purchase_document(tenant, [Line(item, 1, 5)], doc_type="PQ")
    lineless = seed_purchase_document(tenant, [])
    body = (await http.get("/v3/purchase-orders")).json()
    assert ids(body) == [order.id, returned.id, request.id, lineless.id]
    assert body["totalCount"] == 4
    page = (await http.get("/v3/purchase-orders", params={"offset": 1, "limit": 2})).json()
    assert ids(page) == [returned.id, request.id] and page["totalCount"] == 4


async def test_list_paging_is_silently_repaired(
    http: httpx.AsyncClient, tenant: Tenant, item: int
) -> None:
    purge_demo_purchases(tenant)
    seed_purchase_document(tenant, [Line(item, 1, 5)])
    body = (await http.get("/v3/purchase-orders", params={"offset": -3, "limit": 0})).json()
    assert body["pageSize"] == 100 and len(body["items"]) == 1


async def test_list_by_code_is_exact_trimmed_ignores_paging_and_may_be_archived(
    http: httpx.AsyncClient, tenant: Tenant, item: int
) -> None:
    archived = seed_purchase_document(tenant, [Line(item, 1, 5)], is_archived=True)
    body = (
        await http.get(
            "/v3/purchase-orders", params={"code": f" {archived.code} ", "offset": 50, "limit": 1}
        )
    ).json()
    assert ids(body) == [archived.id]
    assert body["totalCount"] == 1
    plain = (await http.get("/v3/purchase-orders", params={"limit": 1000})).json()
    assert archived.id not in ids(plain)


async def test_list_by_code_skips_lineless_documents_and_no_match_is_an_empty_200(
    http: httpx.AsyncClient, tenant: Tenant
) -> None:
    lineless = seed_purchase_document(tenant, [])
    for code in (lineless.code, "PO-99999", lineless.code.lower()):
        response = await http.get("/v3/purchase-orders", params={"code": code})
        assert response.status_code == 200
        assert response.json()["items"] == []


# -- get by id -------------------------------------------------------------------------------
async def test_get_returns_other_types_and_archived_ones(
    http: httpx.AsyncClient, tenant: Tenant, item: int
) -> None:
    supplier = supplier_id(tenant)
    vat = tenant.tax_id("VAT 14%")
    returned = seed_purchase_document(
        tenant,
        [Line(item, 2, 7.5, tax_id=vat)],
        doc_type="PR",
        supplier=supplier,
        is_archived=True,
        installments=[(30, 15)],
    )
    body = (await http.get(f"/v3/purchase-orders/{returned.id}")).json()
    assert body["documentType"] == "PR" and body["documentCode"] == returned.code
    assert body["supplier"]["id"] == supplier
    detail = body["purchaseOrderDetails"][0]
    assert detail["stockItem"]["id"] == item and detail["quantity"] == 2
    assert detail["price"] == 7.5 and detail["tax"]["id"] == vat
    assert body["purchaseOrderInstallments"][0]["daysLimit"] == 30


async def test_get_unknown_or_lineless_is_404(http: httpx.AsyncClient, tenant: Tenant) -> None:
    lineless = seed_purchase_document(tenant, [])
    assert (await http.get(f"/v3/purchase-orders/{lineless.id}")).status_code == 404
    assert (await http.get("/v3/purchase-orders/999999")).status_code == 404


async def test_get_is_not_a_window_on_other_documents(
    http: httpx.AsyncClient, tenant: Tenant, item: int
) -> None:
    sales = seed_purchase_document(tenant, [Line(item, 1, 5)], doc_type="SO")
    assert (await http.get(f"/v3/purchase-orders/{sales.id}")).status_code == 404


# -- find ------------------------------------------------------------------------------------
async def test_find_limit_defaults_to_100_and_above_100_is_400(
    http: httpx.AsyncClient,
) -> None:
    default = (await http.post("/v3/purchase-orders/find", json=find_body())).json()
    assert default["pageSize"] == 100
    response = await http.post("/v3/purchase-orders/find", json=find_body(limit=101))
    assert response.status_code == 400 and "limit" in response.json()["errors"]
    response = await http.post(
        "/v3/purchase-orders/purchase-returns/find", json=find_body(limit=101)
    )
    assert response.status_code == 400


async def test_find_needs_both_dates_in_order(http: httpx.AsyncClient) -> None:
    for body in ({"dateFrom": "2026-01-01"}, {"dateTo": "2026-01-01"}):
        response = await http.post("/v3/purchase-orders/find", json=body)
        assert response.status_code == 400
    backwards = find_body(dateFrom="2026-02-01T00:00:00", dateTo="2026-01-01T00:00:00")
    response = await http.post("/v3/purchase-orders/find", json=backwards)
    assert "dateTo" in response.json()["errors"]


async def test_find_filters_on_creation_time_and_a_date_only_end_is_start_of_day(
    http: httpx.AsyncClient, tenant: Tenant, item: int
) -> None:
    early = seed_purchase_document(
        tenant,
        [Line(item, 1, 5)],
        created_at="2026-03-04T23:59:00.000000+00:00",
        document_date="2026-03-20T00:00:00",
    )
    midnight = seed_purchase_document(
        tenant, [Line(item, 1, 5)], created_at="2026-03-05T00:00:00.000000+00:00"
    )
    later = seed_purchase_document(
        tenant,
        [Line(item, 1, 5)],
        created_at="2026-03-05T08:00:00.000000+00:00",
        document_date="2026-03-01T00:00:00",
    )
    body = find_body(dateFrom="2026-03-04", dateTo="2026-03-05")
    found = (await http.post("/v3/purchase-orders/find", json=body)).json()
    assert ids(found) == [midnight.id, early.id]  # newest first; 08:00 is after the end
    by_document_date = find_body(dateFrom="2026-03-01", dateTo="2026-03-01T12:00:00")
    assert later.id not in ids(
        (await http.post("/v3/purchase-orders/find", json=by_document_date)).json()
    )


async def test_find_orders_returns_only_orders_and_find_returns_only_returns(
    http: httpx.AsyncClient, tenant: Tenant, item: int
) -> None:
    stamp = "2026-04-01T10:00:00.000000+00:00"
    order = seed_purchase_document(tenant, [Line(item, 1, 5)], created_at=stamp)
    returned = seed_purchase_document(tenant, [Line(item, 1, 5)], doc_type="PR", created_at=stamp)
    seed_purchase_document(tenant, [Line(item, 1, 5)], doc_type="PQ", created_at=stamp)
    window = find_body(dateFrom="2026-04-01", dateTo="2026-04-02")
    orders = (await http.post("/v3/purchase-orders/find", json=window)).json()
    returns = (await http.post("/v3/purchase-orders/purchase-returns/find", json=window)).json()
    assert ids(orders) == [order.id] and ids(returns) == [returned.id]


async def test_find_by_supplier_and_an_unknown_supplier_is_404(
    http: httpx.AsyncClient, tenant: Tenant, item: int
) -> None:
    stamp = "2026-04-03T10:00:00.000000+00:00"
    first, second = supplier_id(tenant, "SUP-001"), supplier_id(tenant, "SUP-002")
    mine = seed_purchase_document(tenant, [Line(item, 1, 5)], supplier=first, created_at=stamp)
    seed_purchase_document(tenant, [Line(item, 1, 5)], supplier=second, created_at=stamp)
    window = find_body(dateFrom="2026-04-03", dateTo="2026-04-04", supplierId=first)
    assert ids((await http.post("/v3/purchase-orders/find", json=window)).json()) == [mine.id]
    unknown = find_body(supplierId=999_999)
    assert (await http.post("/v3/purchase-orders/find", json=unknown)).status_code == 404
    response = await http.post("/v3/purchase-orders/purchase-returns/find", json=unknown)
    assert response.status_code == 404


async def test_find_drops_lineless_documents_after_paging_while_counting_them(
    http: httpx.AsyncClient, tenant: Tenant, item: int
) -> None:
    made = []
    for minute, lines in enumerate(([Line(item, 1, 5)], [], [Line(item, 1, 5)], [])):
        made.append(
            seed_purchase_document(
                tenant, lines, created_at=f"2026-05-01T10:0{minute}:00.000000+00:00"
            )
        )
    window = find_body(dateFrom="2026-05-01", dateTo="2026-05-02", limit=2)
    first_page = (await http.post("/v3/purchase-orders/find", json=window)).json()
    assert ids(first_page) == [made[2].id]  # newest two are made[3] (lineless) and made[2]
    assert first_page["totalCount"] == 4
    second_page = (await http.post("/v3/purchase-orders/find", json={**window, "offset": 2})).json()
    assert ids(second_page) == [made[0].id]


async def test_find_needs_the_right_permission(sandbox_app: FastAPI, tenant: Tenant) -> None:
    async with asgi_client(sandbox_app, tenant.token("read:purchase-order")) as orders_only:
        assert (
            await orders_only.post("/v3/purchase-orders/find", json=find_body())
        ).status_code == 200
        response = await orders_only.post(
            "/v3/purchase-orders/purchase-returns/find", json=find_body()
        )
        assert response.status_code == 403
