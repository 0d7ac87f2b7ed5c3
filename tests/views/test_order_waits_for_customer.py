"""Issue 19, point 7 (an order naming a customer still in the outbox), as the clerk met it:
with the server stopped, a new customer is saved (it waits in the outbox), then an order is
made for that customer, picked by name, and saved (it waits too). When the server is back,
the customer goes first (its answer lost on the way: the fault injector drops it after the
commit, and the outbox finds it by lookup), then the order, with the id the server gave the
customer: one customer, one order, never another customer."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from app.api.retry import RetryPolicy
from app.sandbox.faults import Fault, FaultInjector, FaultKind
from app.store.outbox import OutboxState
from app.viewmodels.sales.sales_order_editor import LineColumn
from app.viewmodels.shell.main_window import ConnectionState
from app.views.sales.customer_editor import CustomerEditorView
from tests.support.app import wait_for_cache
from tests.support.orders import new_order, open_orders, stocked_items, type_line
from tests.support.outage import app_on
from tests.support.sandbox import Tenant
from tests.support.screens import open_entry


def test_an_order_for_a_customer_made_offline_waits_for_it_and_gets_its_id(
    qtbot: QtBot, qloop: object, home: Path, live_tenant: Tenant, monkeypatch, screenshot
) -> None:
    monkeypatch.setattr(
        "app.api.client.RetryPolicy", lambda: RetryPolicy(base_delay=0.01, max_delay=0.02)
    )
    monkeypatch.setattr("app.sync.outbox.SETTLE_SECONDS", 0.05)
    faults = FaultInjector(seed=1)
    with app_on(qtbot, home, live_tenant, faults) as (running, server):
        wait_for_cache(qtbot, running, "stock_items", "customers", "warehouses", "taxes")
        items = stocked_items(running, 1)
        open_orders(qtbot, running)  # seen once: offline it shows what it saw
        server.stop()

        customers = open_entry(qtbot, running, "customers")
        running.window.activateWindow()
        qtbot.waitUntil(lambda: QApplication.activeWindow() is running.window)
        customers.table.setFocus()  # type: ignore[attr-defined]
        qtbot.keyClick(customers, Qt.Key.Key_N, Qt.KeyboardModifier.ControlModifier)
        customer_editor = running.window.tabs.currentWidget()
        assert isinstance(customer_editor, CustomerEditorView)
        qtbot.keyClicks(customer_editor.code, "CUS-7001")
        qtbot.keyClicks(customer_editor.name, "Offline Oasis Traders")
        qtbot.keyClick(customer_editor, Qt.Key.Key_S, Qt.KeyboardModifier.ControlModifier)
        qtbot.waitUntil(lambda: "outbox" in customer_editor.banner.text, timeout=15000)

        editor = new_order(qtbot, running)
        vm = editor.view_model
        editor.customer.setFocus()
        qtbot.keyClicks(editor.customer, "Oasis")
        qtbot.keyClick(editor.customer, Qt.Key.Key_Tab)
        assert vm.form.customer_id is not None and vm.form.customer_id < 0  # the outbox's
        assert "waiting to be sent" in editor.customer.text()
        qtbot.keyClicks(editor.warehouse, "WH01")
        editor.focus_cell(0, LineColumn.ITEM)
        type_line(qtbot, editor, items[0]["sku"], "1")
        running.window.activateWindow()
        qtbot.waitUntil(lambda: QApplication.activeWindow() is running.window)
        qtbot.keyClick(editor.table, Qt.Key.Key_S, Qt.KeyboardModifier.ControlModifier)
        qtbot.waitUntil(lambda: "outbox" in editor.banner.text, timeout=15000)
        screenshot(running.window, "sales_order_waits_for_customer")
        session = running.view_model.session
        assert session is not None and session.outbox is not None
        waiting = session.outbox.items(OutboxState.QUEUED)
        assert [item.kind for item in waiting] == ["customer", "sales_order"]
        assert waiting[1].waits_for == waiting[0].id

        # Back, with the customer's answer lost on the way (committed, then dropped).
        faults.add(Fault(FaultKind.DROP_AFTER_COMMIT, method="POST", path_prefix="/v3/customers"))
        server.start()
        qtbot.waitUntil(lambda: vm.base is not None, timeout=30000)
        qtbot.waitUntil(lambda: running.view_model.connection_state is ConnectionState.ONLINE)
        sent = {item.kind: item for item in session.outbox.items(OutboxState.CONFIRMED)}
        assert set(sent) == {"customer", "sales_order"}
        assert sent["customer"].error is not None  # its answer was lost: found by lookup
        order = vm.base
        assert order is not None and order.customer is not None
        assert order.customer.id == int(sent["customer"].server_key or 0)
    with live_tenant.db.transaction() as conn:
        customers_made = conn.execute(
            "SELECT id FROM customers WHERE tenant_id = ? AND name = ?",
            (live_tenant.id, "Offline Oasis Traders"),
        ).fetchall()
        orders_made = conn.execute(
            "SELECT customer_id FROM documents WHERE tenant_id = ? AND type = 'SO' AND id = ?",
            (live_tenant.id, order.id),
        ).fetchall()
    assert len(customers_made) == 1  # never twice
    assert [row[0] for row in orders_made] == [customers_made[0][0]]  # never another
