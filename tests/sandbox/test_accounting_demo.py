"""The demo company's accounting part: cost centers on accounts, journal entries, cash
documents and manual links, all balanced and visible through the API."""

from __future__ import annotations

from fastapi import FastAPI

from app.sandbox.books import audit
from tests.support.sandbox import Tenant, asgi_client


def test_demo_accounting_documents_balance(tenant: Tenant) -> None:
    with tenant.db.transaction() as conn:
        assert audit.ledger_findings(conn, tenant.id) == []
        by_type = dict(
            conn.execute(
                # Entries of their own: not work orders' system entries, not the cash-ins
                # the sales demo makes against its orders, not the year of history (dated
                # up to today; tests/sandbox/test_demo_history.py).
                "SELECT type, count(*) FROM documents WHERE tenant_id = ? AND NOT is_system "
                "AND related_document_id IS NULL AND document_date < '2025-04-01' "
                "GROUP BY type",
                (tenant.id,),
            ).fetchall()
        )
        unbalanced = conn.execute(
            "SELECT d.code FROM documents AS d JOIN ledger_lines AS l ON l.document_id = d.id "
            "WHERE d.tenant_id = ? GROUP BY d.id HAVING abs(total(l.debit) - total(l.credit)) "
            "> 0.001",
            (tenant.id,),
        ).fetchall()
    assert by_type["JE"] == 15
    assert by_type["CI"] + by_type["CO"] == 10
    assert unbalanced == []


def test_demo_accounts_accept_cost_centers_some_with_defaults(tenant: Tenant) -> None:
    with tenant.db.transaction() as conn:
        rows = conn.execute(
            "SELECT a.code, c.code FROM accounts AS a "
            "LEFT JOIN cost_centers AS c ON c.id = a.default_cost_center_id "
            "WHERE a.tenant_id = ? AND a.accepts_cost_center = 1",
            (tenant.id,),
        ).fetchall()
    defaults = dict(rows)
    assert defaults["520101"] == "CC-HQ"
    assert defaults["510101"] is None
    assert "410501" not in defaults


async def test_demo_entries_show_in_the_list_with_posted_and_unposted(
    sandbox_app: FastAPI, tenant: Tenant
) -> None:
    async with asgi_client(sandbox_app, tenant.authorization) as http:
        posted = (await http.get("/v3/journal-entries", params={"limit": 1000})).json()
        every = (
            await http.get("/v3/journal-entries", params={"limit": 1000, "isPostedOnly": "false"})
        ).json()
        assert 0 < posted["totalCount"] < every["totalCount"]
        items = every["items"]
        assert any(item["isRecurringTemplate"] for item in items)
        usd = [item for item in items if (item["currency"] or {}).get("code") == "USD"]
        # The customer's USD payment keeps its own rate (the supplier's USD bill and
        # payment, demo/payables.py, have theirs).
        papers = {item["paperNumber"]: item["exchangeRate"] for item in usd if item["paperNumber"]}
        assert papers.pop("DEI-USD-0415") == papers.pop("TRF-DEI-USD-020") == 48.75
        assert list(papers.values()) == [48.5]
        assert {"JE", "CI", "CO", "OB"} <= {item["documentType"] for item in items}
        rent = next(item for item in items if item["paperNumber"] == "RENT-2501")
        linked = (await http.get(f"/v3/documents/{rent['documentCode']}/manual-links")).json()
        assert len(linked) == 1 and linked[0].startswith("CO-CAI-")
