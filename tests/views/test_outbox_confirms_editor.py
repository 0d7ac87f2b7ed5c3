"""Issue 19, point 5, as the clerk met it: an order saved while the server is away waits in
the outbox with its tab left open; when the server is back and the outbox sends it, the tab
becomes the saved order (title, code, state, actions), with no "cannot be reached" left."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from app.store.outbox import OutboxState
from app.viewmodels.sales.sales_order_editor import LineColumn
from tests.support.orders import new_order, stocked_items, type_line
from tests.support.outage import app_on
from tests.support.sandbox import Tenant


def test_an_open_editor_becomes_the_saved_order_when_the_outbox_sends_it(
    qtbot: QtBot, qloop: object, home: Path, live_tenant: Tenant, quick_retries: None, screenshot
) -> None:
    with app_on(qtbot, home, live_tenant) as (running, server):
        editor = new_order(qtbot, running)
        vm = editor.view_model
        items = stocked_items(running, 1)
        editor.customer.setFocus()
        qtbot.keyClicks(editor.customer, "CUS-0003")
        qtbot.keyClick(editor.customer, Qt.Key.Key_Tab)
        qtbot.keyClicks(editor.warehouse, "WH01")
        editor.focus_cell(0, LineColumn.ITEM)
        type_line(qtbot, editor, items[0]["sku"], "2")

        server.stop()
        running.window.activateWindow()
        qtbot.waitUntil(lambda: QApplication.activeWindow() is running.window)
        qtbot.keyClick(editor.table, Qt.Key.Key_S, Qt.KeyboardModifier.ControlModifier)
        qtbot.waitUntil(lambda: "cannot be reached" in editor.banner.text, timeout=15000)
        tabs = running.window.tabs
        assert tabs.tabText(tabs.indexOf(editor)).startswith("New sales order")
        assert not editor.issue_button.isVisible()

        server.start()
        running.window.sync_action.trigger()  # F9: sync and send now
        qtbot.waitUntil(lambda: vm.base is not None, timeout=20000)
        order = vm.base
        assert order is not None and (order.code or "").startswith("SO-")
        qtbot.waitUntil(lambda: tabs.tabText(tabs.indexOf(editor)) == order.code)
        assert not editor.banner.isVisible()
        assert editor.status.text() == "Saved."
        assert editor.state_line.labels[0].text() == order.code
        assert editor.issue_button.isVisible()
        assert not vm.dirty
        session = running.view_model.session
        assert session is not None and session.outbox is not None
        sent = session.outbox.items(OutboxState.CONFIRMED)
        assert [item.server_key for item in sent] == [order.code]
        screenshot(running.window, "sales_order_confirmed_by_outbox")
