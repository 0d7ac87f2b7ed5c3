"""A sales order saved while the server is down waits in the outbox and goes, once, when
the server is back: typed with the keyboard in the real window, on a server the test stops
and starts again."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from app.sandbox.app import create_app
from app.sandbox.server import SandboxServer
from app.store.outbox import OutboxState
from app.viewmodels.sales.sales_order_editor import LineColumn
from app.viewmodels.shell.main_window import ConnectionState
from tests.support.app import FixedOpener, running_app
from tests.support.fake_server import unused_port_url
from tests.support.orders import new_order, stocked_items, type_line
from tests.support.sandbox import Tenant


def orders_of(tenant: Tenant) -> int:
    with tenant.db.transaction() as conn:
        found: int = conn.execute(
            "SELECT count(*) FROM documents WHERE tenant_id = ? AND type = 'SO'", (tenant.id,)
        ).fetchone()[0]
    return found


def test_an_order_saved_while_the_server_is_down_goes_once_when_it_is_back(
    qtbot: QtBot, qloop: object, home: Path, live_tenant: Tenant, quick_retries: None, screenshot
) -> None:
    address = unused_port_url()
    port = int(address.rsplit(":", 1)[1])
    server = SandboxServer(create_app(live_tenant.db, rate_limits=False), port=port)
    server.start()
    opener = FixedOpener(live_tenant.connection(address))
    try:
        with running_app(qtbot, home, opener=opener) as running:
            editor = new_order(qtbot, running)
            vm = editor.view_model
            items = stocked_items(running, 2)
            editor.customer.setFocus()
            qtbot.keyClicks(editor.customer, "CUS-0003")
            qtbot.keyClick(editor.customer, Qt.Key.Key_Tab)
            qtbot.keyClicks(editor.warehouse, "WH01")
            editor.focus_cell(0, LineColumn.ITEM)
            type_line(qtbot, editor, items[0]["sku"], "2")
            type_line(qtbot, editor, items[1]["sku"], "1")
            before = orders_of(live_tenant)

            server.stop()
            running.window.activateWindow()
            qtbot.waitUntil(lambda: QApplication.activeWindow() is running.window)
            qtbot.keyClick(editor.table, Qt.Key.Key_S, Qt.KeyboardModifier.ControlModifier)
            qtbot.waitUntil(lambda: "outbox" in editor.banner.text, timeout=15000)
            assert vm.base is None and not vm.dirty  # nothing unsaved: it waits to be sent
            screenshot(running.window, "sales_order_saved_offline")
            session = running.view_model.session
            assert session is not None and session.outbox is not None
            waiting = session.outbox.items(OutboxState.QUEUED, OutboxState.SENDING)
            assert [item.kind for item in waiting] == ["sales_order"]
            qtbot.waitUntil(lambda: "1 to send" in running.window.outbox_label.text())
            # Closing the tab asks nothing: the order is in the outbox, not in the editor.
            qtbot.mouseClick(editor.close_button, Qt.MouseButton.LeftButton)
            qtbot.waitUntil(lambda: running.window.tabs.indexOf(editor) < 0)
            assert orders_of(live_tenant) == before

            server = SandboxServer(create_app(live_tenant.db, rate_limits=False), port=port)
            server.start()
            running.window.sync_action.trigger()  # F9: sync and send now
            qtbot.waitUntil(
                lambda: "Outbox empty" in running.window.outbox_label.text(), timeout=20000
            )
            qtbot.waitUntil(lambda: running.view_model.connection_state is ConnectionState.ONLINE)
            sent = session.outbox.items(OutboxState.CONFIRMED)
            assert [item.kind for item in sent] == ["sales_order"]
            assert (sent[0].server_key or "").startswith("SO-")
            # Another sync finds nothing more to send.
            running.window.sync_action.trigger()
            qtbot.wait(300)
    finally:
        server.stop()
    assert orders_of(live_tenant) == before + 1  # sent once, never twice
