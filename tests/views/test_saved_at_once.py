"""Issue 24, point 4: a record just saved is at once where the clerk looks, not after the
next list sync. A customer saved in its editor is found by Ctrl+K, offered on a new order,
and not suggested again as the next code; a customer and an order made offline show the
customer's name on the order once both were sent (not "#51")."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from app.store.outbox import OutboxState
from app.store.reference_cache import ReferenceCache
from app.viewmodels.sales.sales_order_editor import LineColumn
from app.views.sales.customer_editor import CustomerEditorView
from app.views.sales.customer_list import CustomerListView
from app.views.shell.jump_dialog import JumpDialog
from tests.support.app import RunningApp, running_app, wait_for_cache
from tests.support.orders import new_order, open_orders, stocked_items, type_line
from tests.support.outage import app_on
from tests.support.sandbox import Tenant
from tests.support.screens import open_entry


def new_customer(qtbot: QtBot, running: RunningApp) -> CustomerEditorView:
    customers = open_entry(qtbot, running, "customers")
    assert isinstance(customers, CustomerListView)
    running.window.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is running.window)
    customers.table.setFocus()
    qtbot.keyClick(customers, Qt.Key.Key_N, Qt.KeyboardModifier.ControlModifier)
    editor = running.window.tabs.currentWidget()
    assert isinstance(editor, CustomerEditorView)
    return editor


def test_a_saved_customer_is_found_offered_and_its_code_taken_at_once(
    qtbot: QtBot, qloop: object, home: Path
) -> None:
    with running_app(qtbot, home) as running:
        wait_for_cache(qtbot, running, "stock_items", "customers", "warehouses", "taxes")
        session = running.view_model.session
        assert session is not None
        assert session.store is not None
        cache = ReferenceCache(session.store)
        synced = cache.state("customers")  # no list sync may run: the save alone does it

        editor = new_customer(qtbot, running)
        suggested = editor.code.text()
        assert suggested  # the next code by the cached customers
        qtbot.keyClicks(editor.name, "Zephyr Lantern Supplies")
        qtbot.keyClick(editor, Qt.Key.Key_S, Qt.KeyboardModifier.ControlModifier)
        qtbot.waitUntil(lambda: editor.view_model.base is not None, timeout=15000)
        qtbot.waitUntil(lambda: not editor.view_model.busy, timeout=10000)

        # Ctrl+K finds it.
        qtbot.keyClick(running.window, Qt.Key.Key_K, Qt.KeyboardModifier.ControlModifier)
        qtbot.waitUntil(lambda: isinstance(QApplication.activeModalWidget(), JumpDialog))
        dialog = QApplication.activeModalWidget()
        assert isinstance(dialog, JumpDialog)
        qtbot.keyClicks(dialog.field, "Zephyr Lantern")
        qtbot.waitUntil(lambda: dialog.results.count() > 0, timeout=5000)
        texts = [dialog.results.item(row).text() for row in range(dialog.results.count())]
        assert any("Zephyr Lantern Supplies" in text for text in texts), texts
        qtbot.keyClick(dialog.field, Qt.Key.Key_Escape)
        qtbot.waitUntil(lambda: QApplication.activeModalWidget() is None)

        # The next new customer is not offered the code just used.
        second = new_customer(qtbot, running)
        assert second.code.text() not in ("", suggested)

        # A new order offers it by name.
        order = new_order(qtbot, running)
        order.customer.setFocus()
        qtbot.keyClicks(order.customer, "Zephyr Lantern")
        qtbot.keyClick(order.customer, Qt.Key.Key_Tab)
        assert order.view_model.form.customer_id == editor.view_model.base.id  # type: ignore[union-attr]
        assert "Zephyr Lantern Supplies" in order.customer.text()
        assert cache.state("customers") == synced


def test_an_order_made_offline_for_a_customer_made_offline_names_it_once_both_are_sent(
    qtbot: QtBot, qloop: object, home: Path, live_tenant: Tenant, monkeypatch
) -> None:
    monkeypatch.setattr("app.sync.outbox.SETTLE_SECONDS", 0.05)
    with app_on(qtbot, home, live_tenant) as (running, server):
        wait_for_cache(qtbot, running, "stock_items", "customers", "warehouses", "taxes")
        items = stocked_items(running, 1)
        open_orders(qtbot, running)
        server.stop()

        customer_editor = new_customer(qtbot, running)
        customer_editor.code.selectAll()
        qtbot.keyClicks(customer_editor.code, "CUS-7101")
        qtbot.keyClicks(customer_editor.name, "Offline Quince Traders")
        qtbot.keyClick(customer_editor, Qt.Key.Key_S, Qt.KeyboardModifier.ControlModifier)
        qtbot.waitUntil(lambda: "outbox" in customer_editor.banner.text, timeout=15000)

        editor = new_order(qtbot, running)
        vm = editor.view_model
        editor.customer.setFocus()
        qtbot.keyClicks(editor.customer, "Quince")
        qtbot.keyClick(editor.customer, Qt.Key.Key_Tab)
        qtbot.keyClicks(editor.warehouse, "WH01")
        editor.focus_cell(0, LineColumn.ITEM)
        type_line(qtbot, editor, items[0]["sku"], "1")
        running.window.activateWindow()
        qtbot.waitUntil(lambda: QApplication.activeWindow() is running.window)
        qtbot.keyClick(editor.table, Qt.Key.Key_S, Qt.KeyboardModifier.ControlModifier)
        qtbot.waitUntil(lambda: "outbox" in editor.banner.text, timeout=15000)
        session = running.view_model.session
        assert session is not None and session.outbox is not None

        server.start()
        qtbot.waitUntil(lambda: vm.base is not None, timeout=30000)
        confirmed = {item.kind for item in session.outbox.items(OutboxState.CONFIRMED)}
        assert confirmed == {"customer", "sales_order"}
        qtbot.waitUntil(lambda: "Offline Quince Traders" in editor.customer.text(), timeout=10000)
        assert "#" not in editor.customer.text()
