"""The disk is full: SQLITE_FULL injected into the profile's store
(``PRAGMA max_page_count`` at its current size, as a full disk refuses the next page).
The clerk reads a clear message in the editor, typing goes on, the draft already saved is
kept, a save is refused without anything sent, and all is written once there is room."""

from __future__ import annotations

import asyncio
import sqlite3
from dataclasses import dataclass
from decimal import Decimal
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QMessageBox
from pytestqt.qtbot import QtBot

from app.models.taxes import TaxUpsertRequest
from app.store.drafts import Drafts
from app.store.local import LocalStore
from app.store.outbox import Outbox, OutboxState
from app.views.accounting.tax_editor import TaxEditorView
from tests.support.app import FixedOpener, RunningApp, running_app
from tests.support.arabic import arabic_app
from tests.support.sandbox import Tenant, live_server
from tests.support.screens import choose_account, current_editor, open_taxes, wait_for_choices
from tests.support.widgets import click_button, open_message_box


def fill_the_disk(store: LocalStore) -> None:
    """No page may be added, and the pages there are filled with (discarded) rows, from big
    to tiny, until not even a byte more fits: the next draft that grows gets SQLITE_FULL."""
    conn = store.connection
    pages = conn.execute("PRAGMA page_count").fetchone()[0]
    conn.execute(f"PRAGMA max_page_count = {pages}")
    fillers = (
        "INSERT INTO drafts (id, kind, payload, state, created_at, updated_at) "
        "VALUES (?, 'filler', ?, 'discarded', 'now', 'now')",
        "INSERT INTO outbox (client_reference, kind, operation, payload, state, created_at, "
        "updated_at) VALUES (?, 'filler', 'create', ?, 'discarded', 'now', 'now')",
    )
    number = 0
    for sql in fillers:
        for size in (2000, 500, 100, 20, 1):
            refused: sqlite3.OperationalError | None = None
            while refused is None:
                number += 1
                try:
                    conn.execute(sql, (f"filler-{number}", "x" * size))
                except sqlite3.OperationalError as exc:
                    refused = exc
            assert refused.sqlite_errorcode == sqlite3.SQLITE_FULL


def make_room(store: LocalStore) -> None:
    store.connection.execute("PRAGMA max_page_count = 1073741823")


def taxes_named(tenant: Tenant, name: str) -> int:
    with tenant.db.transaction() as conn:
        row = conn.execute(
            "SELECT count(*) FROM taxes WHERE tenant_id = ? AND name = ?", (tenant.id, name)
        ).fetchone()
    return int(row[0])


@dataclass
class FullDiskEditor:
    """A new tax's editor whose first draft is written ("Stamp"), then the disk filled and
    more typed ("Stamp duty on every paper form and every receipt"), not written yet."""

    editor: TaxEditorView
    drafts: Drafts
    store: LocalStore


def type_until_the_disk_is_full(qtbot: QtBot, running: RunningApp) -> FullDiskEditor:
    session = running.view_model.session
    assert session is not None and session.store is not None
    store = session.store
    taxes = open_taxes(qtbot, running)
    qtbot.mouseClick(taxes.new_button, Qt.MouseButton.LeftButton)
    editor = current_editor(running)
    assert isinstance(editor, TaxEditorView)
    wait_for_choices(qtbot, editor)
    editor.name.setFocus()
    qtbot.keyClicks(editor.name, "Stamp")
    vm = editor.view_model
    drafts = Drafts(store)
    qtbot.waitUntil(lambda: drafts.get(vm.draft_id) is not None, timeout=5000)
    fill_the_disk(store)
    qtbot.keyClicks(editor.name, " duty on every paper form and every receipt")
    qtbot.waitUntil(lambda: bool(vm.form_error), timeout=5000)
    return FullDiskEditor(editor, drafts, store)


def test_a_full_disk_is_said_plainly_typing_goes_on_and_nothing_saved_is_lost(
    qtbot: QtBot, qloop: object, home: Path, live_tenant: Tenant, screenshot
) -> None:
    with (
        live_server(live_tenant.db) as url,
        running_app(qtbot, home, opener=FixedOpener(live_tenant.connection(url))) as running,
    ):
        full = type_until_the_disk_is_full(qtbot, running)
        editor, drafts, store = full.editor, full.drafts, full.store
        vm = editor.view_model
        assert "disk of this computer is full" in vm.form_error
        assert editor.banner.isVisible()
        screenshot(running.window, "disk-full-draft")
        draft = drafts.get(vm.draft_id)
        assert draft is not None and draft.payload["name"].startswith("Stamp")
        assert "duty" not in draft.payload["name"]  # the saved draft is as it was

        qtbot.keyClicks(editor.name, " more")  # typing goes on
        assert editor.name.text().endswith(" more")

        qtbot.keyClick(editor.name, Qt.Key.Key_Tab)
        qtbot.keyClicks(editor.rate, "1.5")
        choose_account(qtbot, editor.sales_account, "210301")
        qtbot.mouseClick(editor.save_button, Qt.MouseButton.LeftButton)
        qtbot.waitUntil(lambda: vm.form_error.startswith("Not saved: the disk"), timeout=5000)
        assert taxes_named(live_tenant, "Stamp duty more") == 0  # nothing was sent
        screenshot(running.window, "disk-full-save")

        make_room(store)
        qtbot.keyClick(editor.name, Qt.Key.Key_End)
        qtbot.keyClicks(editor.name, "!")
        qtbot.waitUntil(lambda: "full" not in vm.form_error, timeout=5000)
        draft = drafts.get(vm.draft_id)
        assert draft is not None and draft.payload["name"] == editor.name.text()
        qtbot.mouseClick(editor.save_button, Qt.MouseButton.LeftButton)
        qtbot.waitUntil(lambda: taxes_named(live_tenant, editor.name.text()) == 1, timeout=10000)


def test_the_outbox_waits_on_a_full_disk_with_a_word_in_the_status_bar(
    qtbot: QtBot, qloop: object, home: Path, live_tenant: Tenant, monkeypatch: pytest.MonkeyPatch
) -> None:
    with (
        live_server(live_tenant.db) as url,
        running_app(qtbot, home, opener=FixedOpener(live_tenant.connection(url))) as running,
    ):
        session = running.view_model.session
        assert session is not None and session.store is not None
        store = session.store
        qtbot.waitUntil(lambda: "Outbox empty" in running.window.outbox_label.text())
        outbox = Outbox(store)
        # The sender waits until the disk is full: a new row wakes it at once, and it would
        # otherwise be sent before the test fills the disk.
        submitter = session.submitter
        assert submitter is not None
        disk_filled = asyncio.Event()
        drain = submitter.drain

        async def drain_once_the_disk_is_full() -> None:
            await disk_filled.wait()
            await drain()

        monkeypatch.setattr(submitter, "drain", drain_once_the_disk_is_full)
        request = TaxUpsertRequest(
            name="Levy on a full disk",
            rate=Decimal(2),
            sales_account_id=live_tenant.account_id("210301"),
            active=True,
        )
        item = outbox.submit(kind="tax", operation="create", payload=request.to_wire())
        fill_the_disk(store)  # before the sender's next round
        # A state change rewrites the row in place and may still fit in a full page: the
        # sender's writes meet SQLITE_FULL as a disk with no byte left would give it.
        move = Outbox.move

        def move_on_a_full_disk(self: Outbox, *args: object, **kwargs: object) -> object:
            if disk_full:
                refused = sqlite3.OperationalError("database or disk is full")
                refused.sqlite_errorcode = sqlite3.SQLITE_FULL  # type: ignore[attr-defined]
                raise refused
            return move(self, *args, **kwargs)  # type: ignore[arg-type]

        disk_full = True
        monkeypatch.setattr(Outbox, "move", move_on_a_full_disk)
        disk_filled.set()
        running.window.sync_action.trigger()  # F9: send now
        qtbot.waitUntil(
            lambda: "disk of this computer is full" in running.window.outbox_label.text(),
            timeout=10000,
        )
        assert not [w for w in QApplication.topLevelWidgets() if isinstance(w, QMessageBox)]
        assert taxes_named(live_tenant, "Levy on a full disk") <= 1

        make_room(store)
        disk_full = False
        running.window.sync_action.trigger()
        qtbot.waitUntil(lambda: "disk" not in running.window.outbox_label.text(), timeout=10000)
        # Sent once there is room (or sent before the answer could be written, and looked
        # up at the next start): either way, the server has it once.
        qtbot.waitUntil(lambda: taxes_named(live_tenant, "Levy on a full disk") == 1, timeout=10000)
        row = outbox.get(item.id)
        assert row is not None and row.state in (OutboxState.SENDING, OutboxState.CONFIRMED)
        assert taxes_named(live_tenant, "Levy on a full disk") == 1


def test_the_full_disk_message_in_arabic(
    qtbot: QtBot, qloop: object, home: Path, tmp_path: Path, screenshot
) -> None:
    with arabic_app(qtbot, home, tmp_path / "qm") as arabic:
        running = arabic.running
        full = type_until_the_disk_is_full(qtbot, running)
        assert "disk" not in full.editor.view_model.form_error  # said in Arabic
        screenshot(running.window, "disk-full-draft-rtl")
        running.window.close()  # the typing exists only here: not quitting, said in Arabic
        refusal = open_message_box(qtbot)
        assert "disk" not in refusal.text()
        screenshot(refusal, "disk-full-not-quitting-rtl")
        refusal.close()
        assert arabic.lookups.untranslated() == []
        make_room(full.store)


def test_a_tab_whose_draft_cannot_be_written_stays_open_and_the_app_does_not_quit(
    qtbot: QtBot, qloop: object, home: Path, live_tenant: Tenant, screenshot
) -> None:
    """Closing the tab ("Keep as draft") or quitting would lose what was typed since the
    disk filled up: both refuse and say why, and once there is room both work."""
    with (
        live_server(live_tenant.db) as url,
        running_app(qtbot, home, opener=FixedOpener(live_tenant.connection(url))) as running,
    ):
        full = type_until_the_disk_is_full(qtbot, running)
        editor, drafts, store = full.editor, full.drafts, full.store
        vm = editor.view_model
        assert "disk of this computer is full" in vm.form_error

        qtbot.mouseClick(editor.close_button, Qt.MouseButton.LeftButton)
        click_button(qtbot, open_message_box(qtbot), "Keep as draft")
        window = running.window
        qtbot.waitUntil(lambda: "stays open" in window.statusBar().currentMessage())
        assert window.tabs.currentWidget() is editor  # still there, with all the typing
        assert editor.name.text() == "Stamp duty on every paper form and every receipt"

        window.close()  # File › Quit
        refusal = open_message_box(qtbot)
        assert "Not quitting" in refusal.windowTitle()
        assert "disk of this computer is full" in refusal.text()
        assert "• New tax" in refusal.text()  # the tab, by its title
        assert window.isVisible() and window.tabs.currentWidget() is editor
        screenshot(window, "disk-full-not-quitting")
        screenshot(refusal, "disk-full-not-quitting-box")
        click_button(qtbot, refusal, "OK")

        make_room(store)
        qtbot.mouseClick(editor.close_button, Qt.MouseButton.LeftButton)
        click_button(qtbot, open_message_box(qtbot), "Keep as draft")
        qtbot.waitUntil(lambda: window.tabs.indexOf(editor) < 0, timeout=5000)
        draft = drafts.get(vm.draft_id)
        assert draft is not None
        assert draft.payload["name"] == "Stamp duty on every paper form and every receipt"
