"""Nothing typed is lost: closing a tab keeps a draft, quitting keeps every open editor,
a save while the server is away waits in the outbox and goes, once, when it is back.
Driven like a clerk: tabs, buttons, message boxes, Tools > Drafts and outbox."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from app.sandbox.app import create_app
from app.sandbox.server import SandboxServer
from app.store.reference_cache import ReferenceCache
from app.viewmodels.shell.main_window import ConnectionState
from app.viewmodels.shell.outbox_panel import PendingColumn
from app.views.accounting.tax_editor import TaxEditorView
from app.views.accounting.tax_list import TaxListView
from app.views.shell.outbox_panel import OutboxPanelView
from tests.support.app import FixedOpener, RunningApp, running_app
from tests.support.fake_server import unused_port_url
from tests.support.sandbox import Tenant
from tests.support.screens import (
    choose_account,
    current_editor,
    open_entry,
    open_taxes,
    wait_for_choices,
)
from tests.support.widgets import click_button, open_message_box


@pytest.fixture
def app(qtbot: QtBot, qloop: object, home: Path) -> Iterator[RunningApp]:
    with running_app(qtbot, home) as running:
        yield running


def open_outbox(qtbot: QtBot, running: RunningApp) -> OutboxPanelView:
    panel = open_entry(qtbot, running, "outbox")
    assert isinstance(panel, OutboxPanelView)
    return panel


def panel_rows(panel: OutboxPanelView) -> list[tuple[str, str]]:
    """(name, state) of every row, as the table shows them."""
    model = panel.view_model.model
    title = model.COLUMNS.index(PendingColumn.TITLE)
    state = model.COLUMNS.index(PendingColumn.STATE)
    return [
        (model.index(row, title).data(), model.index(row, state).data())
        for row in range(model.rowCount())
    ]


def editors(running: RunningApp) -> list[TaxEditorView]:
    tabs = running.window.tabs
    return [w for i in range(tabs.count()) if isinstance(w := tabs.widget(i), TaxEditorView)]


def start_new_tax(qtbot: QtBot, running: RunningApp, name: str) -> TaxEditorView:
    taxes = open_taxes(qtbot, running)
    qtbot.mouseClick(taxes.new_button, Qt.MouseButton.LeftButton)
    editor = current_editor(running)
    editor.name.setFocus()
    qtbot.keyClicks(editor.name, name)
    return editor


def test_closing_a_tab_with_changes_keeps_a_draft_unless_the_clerk_discards(
    qtbot: QtBot, app: RunningApp, screenshot
) -> None:
    editor = start_new_tax(qtbot, app, "Half typed")
    qtbot.mouseClick(editor.close_button, Qt.MouseButton.LeftButton)
    box = open_message_box(qtbot)
    click_button(qtbot, box, "Cancel")
    assert app.window.tabs.indexOf(editor) >= 0  # still there, nothing lost

    qtbot.mouseClick(editor.close_button, Qt.MouseButton.LeftButton)
    box = open_message_box(qtbot)
    screenshot(box, "close_editor_question")
    qtbot.keyClick(box, Qt.Key.Key_Return)  # the default answer keeps the draft
    qtbot.waitUntil(lambda: app.window.tabs.indexOf(editor) < 0)

    panel = open_outbox(qtbot, app)
    assert panel_rows(panel) == [("Half typed", "Not submitted")]
    screenshot(app.window, "drafts_and_outbox")
    panel.select_row(0)
    qtbot.mouseClick(panel.edit_button, Qt.MouseButton.LeftButton)
    reopened = current_editor(app)
    assert reopened.name.text() == "Half typed"
    assert app.window.tabs.tabText(app.window.tabs.currentIndex()) == "New tax *"

    qtbot.mouseClick(reopened.close_button, Qt.MouseButton.LeftButton)
    click_button(qtbot, open_message_box(qtbot), "Discard changes")
    qtbot.waitUntil(lambda: app.window.tabs.indexOf(reopened) < 0)
    app.window.tabs.setCurrentWidget(panel)
    qtbot.waitUntil(lambda: panel_rows(panel) == [])
    qtbot.waitUntil(lambda: panel.empty.isVisible() and not panel.discard_button.isEnabled())


def test_quitting_keeps_every_open_editor_and_the_next_start_brings_them_back(
    qtbot: QtBot, qloop: object, home: Path
) -> None:
    with running_app(qtbot, home) as first:
        new = start_new_tax(qtbot, first, "Typed before quitting")
        taxes = open_taxes(qtbot, first)
        taxes.table.selectRow(0)
        existing_name = taxes.selected_record().name  # type: ignore[union-attr]
        qtbot.mouseClick(taxes.open_button, Qt.MouseButton.LeftButton)
        changed = current_editor(first)
        qtbot.waitUntil(lambda: changed.name.text() == existing_name)
        changed.name.selectAll()
        qtbot.keyClicks(changed.name, "Renamed before quitting")
        assert new.view_model.dirty and changed.view_model.dirty
        first.window.close()  # quitting does not ask: the typing is kept
        assert not [
            w for w in QApplication.topLevelWidgets() if w.isVisible() and w.inherits("QMessageBox")
        ]

    with running_app(qtbot, home) as second:
        qtbot.waitUntil(lambda: len(editors(second)) == 2, timeout=10000)
        names = sorted(editor.name.text() for editor in editors(second))
        assert names == ["Renamed before quitting", "Typed before quitting"]
        renamed = next(e for e in editors(second) if e.name.text() == "Renamed before quitting")
        assert renamed.view_model.base is not None  # still an edit of that tax, not a new one
        assert renamed.view_model.base.name == existing_name

        # Opening that tax from the list brings its draft forward, not a second editor.
        taxes = open_taxes(qtbot, second)
        row = next(
            r
            for r in range(taxes.view_model.model.rowCount())
            if taxes.view_model.model.row_at(r).name == existing_name  # type: ignore[union-attr]
        )
        taxes.table.selectRow(row)
        qtbot.mouseClick(taxes.open_button, Qt.MouseButton.LeftButton)
        assert current_editor(second) is renamed


def test_a_save_while_the_server_is_away_waits_in_the_outbox_and_goes_once_when_it_is_back(
    qtbot: QtBot, qloop: object, home: Path, live_tenant: Tenant, quick_retries: None, screenshot
) -> None:
    address = unused_port_url()
    port = int(address.rsplit(":", 1)[1])
    server = SandboxServer(create_app(live_tenant.db, rate_limits=False), port=port)
    server.start()
    opener = FixedOpener(live_tenant.connection(address))
    try:
        with running_app(qtbot, home, opener=opener) as running:
            taxes = open_taxes(qtbot, running)
            qtbot.mouseClick(taxes.new_button, Qt.MouseButton.LeftButton)
            editor = current_editor(running)
            wait_for_choices(qtbot, editor)
            editor.name.setFocus()
            qtbot.keyClicks(editor.name, "Offline stamp duty")
            qtbot.keyClick(editor.name, Qt.Key.Key_Tab)
            qtbot.keyClicks(editor.rate, "1.5")
            choose_account(qtbot, editor.sales_account, "210301")

            server.stop()
            qtbot.mouseClick(editor.save_button, Qt.MouseButton.LeftButton)
            qtbot.waitUntil(lambda: "outbox" in editor.banner.text, timeout=15000)
            assert running.window.tabs.tabText(running.window.tabs.currentIndex()) == "New tax"
            screenshot(running.window, "tax_saved_offline")
            qtbot.mouseClick(editor.close_button, Qt.MouseButton.LeftButton)  # no question
            qtbot.waitUntil(lambda: running.window.tabs.indexOf(editor) < 0)

            panel = open_outbox(qtbot, running)
            # The background sender keeps trying (Sending…) and puts it back each time.
            qtbot.waitUntil(
                lambda: panel_rows(panel) == [("Offline stamp duty", "Waiting to be sent")],
                timeout=10000,
            )
            screenshot(running.window, "outbox_waiting")
            assert "1 to send" in running.window.outbox_label.text()

            server = SandboxServer(create_app(live_tenant.db, rate_limits=False), port=port)
            server.start()
            running.window.sync_action.trigger()  # F9: sync and send now
            qtbot.waitUntil(lambda: panel_rows(panel) == [], timeout=20000)
            qtbot.waitUntil(lambda: running.view_model.connection_state is ConnectionState.ONLINE)
            assert "Outbox empty" in running.window.outbox_label.text()
    finally:
        server.stop()
    with live_tenant.db.transaction() as conn:
        created = conn.execute(
            "SELECT count(*) FROM taxes WHERE tenant_id = ? AND name = ?",
            (live_tenant.id, "Offline stamp duty"),
        ).fetchone()[0]
    assert created == 1  # sent once, never twice


def test_the_app_starts_with_no_server_and_works_from_its_cache(
    qtbot: QtBot, qloop: object, home: Path, live_tenant: Tenant, quick_retries: None
) -> None:
    address = unused_port_url()
    port = int(address.rsplit(":", 1)[1])
    opener = FixedOpener(live_tenant.connection(address))
    server = SandboxServer(create_app(live_tenant.db, rate_limits=False), port=port)
    server.start()
    try:
        with running_app(qtbot, home, opener=opener) as first:  # yesterday, online
            session = first.view_model.session
            assert session is not None and session.store is not None
            cache = ReferenceCache(session.store)
            qtbot.waitUntil(lambda: cache.state("stock_items") is not None, timeout=30000)
        server.stop()

        with running_app(qtbot, home, opener=opener, wait_online=False) as running:
            qtbot.waitUntil(
                lambda: running.view_model.connection_state is ConnectionState.OFFLINE,
                timeout=15000,
            )
            taxes = open_entry(qtbot, running, "taxes")
            assert isinstance(taxes, TaxListView)
            qtbot.mouseClick(taxes.new_button, Qt.MouseButton.LeftButton)
            editor = current_editor(running)
            wait_for_choices(qtbot, editor)  # the account picker, from the cache
            editor.name.setFocus()
            qtbot.keyClicks(editor.name, "Typed offline")
            qtbot.keyClick(editor.name, Qt.Key.Key_Tab)
            qtbot.keyClicks(editor.rate, "3")
            choose_account(qtbot, editor.sales_account, "210301")
            qtbot.mouseClick(editor.save_button, Qt.MouseButton.LeftButton)
            qtbot.waitUntil(lambda: "outbox" in editor.banner.text, timeout=15000)

            server = SandboxServer(create_app(live_tenant.db, rate_limits=False), port=port)
            server.start()
            running.window.sync_action.trigger()
            qtbot.waitUntil(
                lambda: "Outbox empty" in running.window.outbox_label.text(), timeout=20000
            )
    finally:
        server.stop()
    with live_tenant.db.transaction() as conn:
        created = conn.execute(
            "SELECT count(*) FROM taxes WHERE tenant_id = ? AND name = ?",
            (live_tenant.id, "Typed offline"),
        ).fetchone()[0]
    assert created == 1


def test_drafts_and_outbox_right_to_left(qtbot: QtBot, app: RunningApp, screenshot) -> None:
    QApplication.setLayoutDirection(Qt.LayoutDirection.RightToLeft)
    try:
        editor = start_new_tax(qtbot, app, "Draft")
        qtbot.mouseClick(editor.close_button, Qt.MouseButton.LeftButton)
        click_button(qtbot, open_message_box(qtbot), "Keep as draft")
        panel = open_outbox(qtbot, app)
        assert panel_rows(panel) == [("Draft", "Not submitted")]
        assert panel.isRightToLeft()
        qtbot.waitUntil(lambda: panel.selected() is not None and not panel.empty.isVisible())
        screenshot(app.window, "drafts_and_outbox_rtl")
    finally:
        QApplication.setLayoutDirection(Qt.LayoutDirection.LeftToRight)
