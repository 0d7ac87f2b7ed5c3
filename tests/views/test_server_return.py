"""Issue 19, point 7 (the server's return), as the clerk met it: a save waits in the outbox
while the server is down. When the server is back the app notices by itself (a probe every
2 s at most, not the half-minute drain) and sends it; and "Send now" in View › Drafts and
outbox sends a waiting row at once."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from app.viewmodels.shell.main_window import ConnectionState
from app.views.shell.outbox_panel import OutboxPanelView
from tests.support.app import RunningApp
from tests.support.outage import Server, app_on
from tests.support.sandbox import Tenant
from tests.support.screens import (
    choose_account,
    current_editor,
    open_entry,
    open_taxes,
    wait_for_choices,
)

NEVER = 3600.0


@pytest.fixture
def no_periodic_drain(monkeypatch: pytest.MonkeyPatch) -> None:
    """The half-minute drain never comes during the test: only the probe or the clerk can
    make the row go."""
    monkeypatch.setattr("app.viewmodels.background.DRAIN_EVERY_SECONDS", NEVER)
    monkeypatch.setattr("app.viewmodels.background.SYNC_EVERY_SECONDS", NEVER)


def save_tax_offline(qtbot: QtBot, running: RunningApp, server: Server, name: str) -> None:
    taxes = open_taxes(qtbot, running)
    qtbot.mouseClick(taxes.new_button, Qt.MouseButton.LeftButton)
    editor = current_editor(running)
    wait_for_choices(qtbot, editor)
    editor.name.setFocus()
    qtbot.keyClicks(editor.name, name)
    qtbot.keyClick(editor.name, Qt.Key.Key_Tab)
    qtbot.keyClicks(editor.rate, "1.5")
    choose_account(qtbot, editor.sales_account, "210301")
    server.stop()
    qtbot.mouseClick(editor.save_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: "outbox" in editor.banner.text, timeout=15000)
    qtbot.waitUntil(lambda: running.view_model.connection_state is ConnectionState.OFFLINE)


def taxes_named(tenant: Tenant, name: str) -> int:
    with tenant.db.transaction() as conn:
        found: int = conn.execute(
            "SELECT count(*) FROM taxes WHERE tenant_id = ? AND name = ?", (tenant.id, name)
        ).fetchone()[0]
    return found


def test_the_server_s_return_is_noticed_and_the_outbox_goes_by_itself(
    qtbot: QtBot,
    qloop: object,
    home: Path,
    live_tenant: Tenant,
    quick_retries: None,
    no_periodic_drain: None,
) -> None:
    with app_on(qtbot, home, live_tenant) as (running, server):
        save_tax_offline(qtbot, running, server, "Probe stamp duty")
        assert "1 to send" in running.window.outbox_label.text()
        server.start()  # no F9, no click: the probe finds it
        qtbot.waitUntil(lambda: "Outbox empty" in running.window.outbox_label.text(), timeout=20000)
        assert running.view_model.connection_state is ConnectionState.ONLINE
        editor = current_editor(running)
        qtbot.waitUntil(lambda: editor.view_model.base is not None)  # the tab is the tax now
        assert running.window.tabs.tabText(running.window.tabs.currentIndex()) == (
            "Probe stamp duty"
        )
    assert taxes_named(live_tenant, "Probe stamp duty") == 1


def test_send_now_sends_a_waiting_row_at_once(
    qtbot: QtBot,
    qloop: object,
    home: Path,
    live_tenant: Tenant,
    quick_retries: None,
    no_periodic_drain: None,
    monkeypatch: pytest.MonkeyPatch,
    screenshot,
) -> None:
    monkeypatch.setattr("app.viewmodels.background.PROBE_FIRST_SECONDS", NEVER)
    with app_on(qtbot, home, live_tenant) as (running, server):
        save_tax_offline(qtbot, running, server, "Send now stamp duty")
        panel = open_entry(qtbot, running, "outbox")
        assert isinstance(panel, OutboxPanelView)
        qtbot.waitUntil(lambda: panel.view_model.model.rowCount() == 1)
        button = panel.send_again_button

        def waiting_row_selected() -> bool:
            # A round still trying the row shows it as being sent (nothing to offer) until
            # its attempt fails: select it again until it waits.
            panel.select_row(0)
            return button.isEnabled()

        qtbot.waitUntil(waiting_row_selected, timeout=15000)
        assert button.text() == "&Send now"
        screenshot(running.window, "outbox_send_now")
        server.start()
        qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
        qtbot.waitUntil(lambda: panel.view_model.model.rowCount() == 0, timeout=20000)
        assert "Outbox empty" in running.window.outbox_label.text()
    assert taxes_named(live_tenant, "Send now stamp duty") == 1
