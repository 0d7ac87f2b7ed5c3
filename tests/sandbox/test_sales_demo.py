"""The demo company's sales: stores, bundles, print layouts and orders in every state, all
written through the books (reservations and ledger audit clean)."""

from __future__ import annotations

from fastapi import FastAPI

from app.sandbox.books import audit
from app.sandbox.demo.sales import SALES_DESK_EMAIL
from tests.support.sandbox import Tenant, asgi_client


def rows(tenant: Tenant, sql: str) -> list[tuple]:
    with tenant.db.transaction() as conn:
        return [tuple(row) for row in conn.execute(sql)]


def test_demo_has_stores_bundles_and_templates(tenant: Tenant) -> None:
    stores = rows(tenant, "SELECT warehouse_id, default_customer_id FROM sales_stores")
    assert len(stores) == 2 and all(w and c for w, c in stores)
    assert len({w for w, _ in stores}) == 2
    assert rows(tenant, "SELECT count(*) FROM bundles") == [(3,)]
    assert rows(tenant, "SELECT count(DISTINCT bundle_id) FROM bundle_lines") == [(3,)]
    assert rows(tenant, "SELECT count(*), total(is_default) FROM print_templates") == [(3, 1.0)]


def test_demo_orders_in_every_state_and_books_clean(tenant: Tenant) -> None:
    states = dict(
        rows(tenant, "SELECT status, count(*) FROM documents WHERE type = 'SO' GROUP BY 1")
    )
    assert 45 <= sum(states.values()) <= 60  # the last four months, and a year's history
    assert {"Open", "Shipped", "Cancelled"} <= set(states)
    shipped = rows(
        tenant,
        "SELECT count(*) FROM documents AS o WHERE o.type = 'SO' AND o.status = 'Shipped' "
        "AND EXISTS (SELECT 1 FROM documents AS i WHERE i.type = 'IO' "
        "AND i.related_document_id = o.id)",
    )
    assert shipped == [(states["Shipped"],)]
    paid = dict(rows(tenant, "SELECT payment_status, count(*) FROM documents GROUP BY 1"))
    assert paid.get("Paid") and paid.get("PartiallyPaid")
    assert rows(tenant, "SELECT count(*) FROM document_installments")[0][0] >= 2
    assert rows(
        tenant,
        "SELECT count(*) FROM documents AS d JOIN currencies AS c ON c.id = d.currency_id "
        "WHERE d.type = 'SO' AND c.code = 'USD'",
    ) == [(1,)]
    assert rows(tenant, "SELECT count(*) FROM stock_balances WHERE reserved > 0")[0][0] > 0
    with tenant.db.transaction() as conn:
        assert audit.reservation_findings(conn, tenant.id) == []
        assert audit.ledger_findings(conn, tenant.id) == []


async def test_demo_orders_are_listed_with_their_creator(
    sandbox_app: FastAPI, tenant: Tenant
) -> None:
    async with asgi_client(sandbox_app, tenant.authorization) as http:
        response = await http.get(
            "/v3/sales-orders",
            params={"onlyMyOrders": "false", "warehouseOnly": "false", "limit": 100},
        )
        everyone = response.json()
        mine = (await http.get("/v3/sales-orders")).json()
        by_desk = (
            await http.get(
                "/v3/sales-orders",
                params={"onlyMyOrders": "false", "createdBy": SALES_DESK_EMAIL},
            )
        ).json()
    assert everyone["totalCount"] >= 25 and mine["totalCount"] == 0
    assert {item["createdBy"] for item in everyone["items"]} == {SALES_DESK_EMAIL}
    assert by_desk["totalCount"] == everyone["totalCount"] - sum(
        1 for item in everyone["items"] if item["salesStore"]
    )


def test_demo_returns_through_the_return_code_and_books_clean(tenant: Tenant) -> None:
    returns = rows(
        tenant,
        "SELECT r.is_issued, (SELECT count(*) FROM documents AS c WHERE c.type = 'CO' "
        "AND c.related_document_id = r.id), o.type FROM documents AS r "
        "JOIN documents AS o ON o.id = r.related_document_id WHERE r.type = 'SR' ORDER BY r.id",
    )
    assert len(returns) == 6 and all(kind == "SO" for _issued, _paid, kind in returns)
    assert [issued for issued, _paid, _kind in returns].count(0) == 1  # one still pending
    assert sum(paid for _issued, paid, _kind in returns) == 2
    assert rows(
        tenant,
        "SELECT count(*) FROM documents AS w JOIN documents AS r ON r.id = w.related_document_id "
        "WHERE w.type = 'RR' AND r.type = 'SR'",
    ) == [(5,)]
    with tenant.db.transaction() as conn:
        assert audit.all_findings(conn, tenant.id) == []
