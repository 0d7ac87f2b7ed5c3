"""The ledger cache and the reports over it agree with the service's own figures.

Against the sandbox's demo company: every customer's statement closing and ageing balance
equal ``GET /v3/customers/{id}/balance`` to the cent; the trial balance balances and each
account's closing is the sum of its journal lines on the server; each Cash and Bank
account likewise. Tests compare with the server, never with demo figures.
"""

from __future__ import annotations

from datetime import date
from decimal import Decimal

from app.api.client import ApiClient
from app.reports import sales_summary, stock_valuation
from app.reports.sales import orders_booked
from app.store.ledger import LedgerStore
from app.sync.ledger import LedgerSync
from tests.support.ledger_cache import assert_books_agree
from tests.support.sandbox import Tenant


async def test_a_first_sync_gives_the_servers_figures(
    client: ApiClient, tenant: Tenant, ledger: LedgerStore
) -> None:
    sync = LedgerSync(client, ledger)
    result = await sync.sync()
    assert result.full and result.entries_read > 0
    assert result.drifted_customers == ()
    status = ledger.status()
    assert status.as_of is not None and not status.offline
    await assert_books_agree(client, tenant, ledger)


async def test_stock_valuation_is_the_servers_balances_times_its_costs(
    client: ApiClient, ledger: LedgerStore
) -> None:
    await LedgerSync(client, ledger).sync()
    report = stock_valuation(ledger.books(), date.today())
    assert report.rows, "the demo company has stock"
    for row in report.rows[:25]:
        on_hand = await client.stock_items.balance_in_warehouse(row.stock_item_id, row.warehouse_id)
        assert row.quantity == on_hand
        assert row.unit_cost == await client.stock_items.cost(row.stock_item_id)
        assert row.value == (row.quantity * row.unit_cost).quantize(Decimal("0.000001"))
    for warehouse in report.warehouses:
        assert warehouse.value == sum(
            r.value for r in report.rows if r.warehouse_id == warehouse.warehouse_id
        )
    assert report.total == sum(w.value for w in report.warehouses)


async def test_orders_booked_are_the_servers_orders(client: ApiClient, ledger: LedgerStore) -> None:
    """Orders booked (what was ordered, by status) are the server's orders; the sales
    summary is the books (tests/reports/test_sales_from_books.py)."""
    await LedgerSync(client, ledger).sync()
    listed = (
        await client.sales_orders.list(only_my_orders=False, warehouse_only=False, limit=1000)
    ).items
    assert any(doc.document_type == "SR" for doc in listed), "the demo has returns"
    expected = Decimal(0)
    for doc in listed:
        net = ((doc.net_total or 0) - (doc.tax or 0)) * (doc.exchange_rate or 1)
        if doc.document_type != "SR" and doc.order_status != "Cancelled":
            expected += net
    booked = orders_booked(ledger.books(), date(2000, 1, 1), date(2100, 12, 31))
    assert booked.net == expected
    assert booked.orders == sum(
        1 for d in listed if d.document_type != "SR" and d.order_status != "Cancelled"
    )
    summary = sales_summary(ledger.books(), date(2000, 1, 1), date(2100, 12, 31))
    assert sum(month.net for month in summary.months) == summary.net
    assert sum(c.net for c in summary.customers) == summary.net
