"""Issue 19, point 7 (lists offline), as the clerk met it: the customers and sales orders
lists, seen once, are opened again while the server is stopped. They show the rows the
server last gave, saying "Offline, as of ..." (they used to be blank), and load again by
themselves when the server is back."""

from __future__ import annotations

from pathlib import Path

from pytestqt.qtbot import QtBot

from app.api.retry import RetryPolicy
from app.viewmodels.shell.main_window import ConnectionState
from app.views.sales.customer_list import CustomerListView
from app.views.sales.sales_order_list import SalesOrderListView
from tests.support.outage import app_on
from tests.support.sandbox import Tenant
from tests.support.screens import open_entry


def test_lists_show_what_they_last_saw_while_the_server_is_away(
    qtbot: QtBot, qloop: object, home: Path, live_tenant: Tenant, monkeypatch, screenshot
) -> None:
    monkeypatch.setattr(
        "app.api.client.RetryPolicy", lambda: RetryPolicy(base_delay=0.01, max_delay=0.02)
    )
    with app_on(qtbot, home, live_tenant) as (running, server):
        customers = open_entry(qtbot, running, "customers")
        assert isinstance(customers, CustomerListView)
        qtbot.waitUntil(lambda: customers.view_model.model.rowCount() > 0, timeout=10000)
        customer_rows = customers.view_model.model.rowCount()
        orders = open_entry(qtbot, running, "sales-orders")
        assert isinstance(orders, SalesOrderListView)
        qtbot.waitUntil(lambda: orders.view_model.model.rowCount() > 0, timeout=10000)
        order_rows = orders.view_model.model.rowCount()
        summary = orders.summary.text()

        server.stop()
        # The clerk closes both tabs and opens them again (Refresh would do the same).
        tabs = running.window.tabs
        for screen in (customers, orders):
            tabs.tabCloseRequested.emit(tabs.indexOf(screen))
            qtbot.waitUntil(lambda screen=screen: tabs.indexOf(screen) < 0)
        customers = open_entry(qtbot, running, "customers")
        assert isinstance(customers, CustomerListView)
        qtbot.waitUntil(lambda: customers.view_model.offline, timeout=15000)
        assert customers.view_model.model.rowCount() == customer_rows
        assert customers.notice.text.startswith("Offline, as of ")
        assert not customers.banner.isVisible()  # not an error: the rows are there
        orders = open_entry(qtbot, running, "sales-orders")
        assert isinstance(orders, SalesOrderListView)
        qtbot.waitUntil(lambda: bool(orders.view_model.offline), timeout=15000)
        assert orders.view_model.model.rowCount() == order_rows
        assert orders.summary.text() == summary
        assert orders.banner.text.startswith("Offline, as of ")
        assert running.view_model.connection_state is ConnectionState.OFFLINE
        screenshot(running.window, "sales_orders_offline")

        server.start()  # the probe notices; both lists load again by themselves
        qtbot.waitUntil(lambda: not orders.view_model.offline, timeout=15000)
        qtbot.waitUntil(lambda: not customers.view_model.offline, timeout=15000)
        assert not orders.banner.isVisible()
        assert orders.view_model.model.rowCount() == order_rows


def test_customers_never_listed_come_from_the_cache_offline(
    qtbot: QtBot, qloop: object, home: Path, live_tenant: Tenant, monkeypatch
) -> None:
    """The customers list was never opened, but the background sync keeps every customer:
    offline, the list shows them, as of that sync."""
    monkeypatch.setattr(
        "app.api.client.RetryPolicy", lambda: RetryPolicy(base_delay=0.01, max_delay=0.02)
    )
    from tests.support.app import wait_for_cache

    with app_on(qtbot, home, live_tenant) as (running, server):
        wait_for_cache(qtbot, running, "customers")
        with live_tenant.db.transaction() as conn:
            known = conn.execute(
                "SELECT count(*) FROM customers WHERE tenant_id = ?", (live_tenant.id,)
            ).fetchone()[0]
        server.stop()
        customers = open_entry(qtbot, running, "customers")
        assert isinstance(customers, CustomerListView)
        qtbot.waitUntil(lambda: customers.view_model.offline, timeout=15000)
        assert customers.view_model.model.rowCount() == known
        assert customers.notice.text.startswith("Offline, as of ")
        # A search it never made offline has nothing to show: it says why.
        customers.view_model.set_filter("search", "Delta", debounce=False)
        qtbot.waitUntil(lambda: bool(customers.view_model.error), timeout=15000)
