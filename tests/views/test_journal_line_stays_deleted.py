"""A line deleted from a saved journal entry stays deleted: after the save, across a
profile switch and a restart, and when the deletion was only kept as a draft."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from app.api.retry import RetryPolicy
from app.store.profiles import DEMO_PROFILE
from app.viewmodels.shell.main_window import ConnectionState
from app.views.accounting.journal_entry_editor import JournalEntryEditorView
from app.views.accounting.journal_list import JournalListView
from tests.support.app import RunningApp, running_app, wait_for_cache
from tests.support.journals import open_journal_list, tab_on, type_here, type_in_cell
from tests.support.outage import app_on
from tests.support.sandbox import Tenant
from tests.support.screens import open_entry
from tests.views.test_journal_entries_window import (
    CAIRO_CASH,
    OTHER_REVENUE,
    new_entry,
    server_entry,
)


def save(qtbot: QtBot, editor: JournalEntryEditorView) -> None:
    qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_S, Qt.KeyboardModifier.ControlModifier)
    qtbot.waitUntil(
        lambda: (
            editor.view_model.base is not None
            and not editor.view_model.dirty
            and not editor.view_model.saving
        ),
        timeout=15000,
    )


def three_line_entry(qtbot: QtBot, running: RunningApp) -> str:
    """A saved entry of three lines (cash 950 + 50 against revenue 1,000), typed."""
    editor = new_entry(qtbot, running)
    grid = editor.grid
    type_in_cell(qtbot, grid, 0, 0, CAIRO_CASH)
    type_here(qtbot, "950")
    tab_on(qtbot, 4)
    type_here(qtbot, OTHER_REVENUE)
    tab_on(qtbot)
    type_here(qtbot, "1000")
    tab_on(qtbot, 3)
    type_here(qtbot, CAIRO_CASH)
    type_here(qtbot, "50")
    save(qtbot, editor)
    code = editor.view_model.record_key(editor.view_model.base)
    assert len(server_entry(qtbot, running, code).accounting_document_details) == 3
    return code


def open_saved(qtbot: QtBot, running: RunningApp, code: str) -> JournalEntryEditorView:
    """Journal entries, the entry's row, Enter."""
    entries = open_journal_list(qtbot, running)
    model = entries.view_model.model
    qtbot.waitUntil(lambda: model.row_where(lambda e: e.document_code == code) >= 0, timeout=10000)
    row = model.row_where(lambda e: e.document_code == code)
    entries.table.setFocus()
    entries.table.setCurrentIndex(model.index(row, 0))
    qtbot.keyClick(entries.table, Qt.Key.Key_Return)
    qtbot.waitUntil(
        lambda: (
            isinstance(running.window.tabs.currentWidget(), JournalEntryEditorView)
            and running.window.tabs.currentWidget().view_model.base is not None
            and not running.window.tabs.currentWidget().view_model.busy
        ),
        timeout=15000,
    )
    editor = running.window.tabs.currentWidget()
    assert isinstance(editor, JournalEntryEditorView)
    return editor


def delete_cash_line(qtbot: QtBot, editor: JournalEntryEditorView, row: int) -> None:
    """Delete one of the two cash lines (row 0 or 2) with the Delete key; the other takes
    the whole 1,000."""
    grid = editor.grid
    grid.setFocus()
    grid.go_to(row, 0)
    qtbot.keyClick(grid, Qt.Key.Key_Delete)
    type_in_cell(qtbot, grid, 0 if row == 2 else 1, 1, "1000")
    assert editor.grid_messages.balance.text() == "Balanced."


def filled_accounts(editor: JournalEntryEditorView) -> list[tuple[str, str]]:
    return [
        (line.debit_text, line.credit_text)
        for line in editor.view_model.form.lines
        if not line.blank
    ]


def switch_back(qtbot: QtBot, running: RunningApp) -> None:
    running.view_model.switch_to(DEMO_PROFILE)
    qtbot.waitUntil(lambda: not running.window._tabs, timeout=15000)
    qtbot.waitUntil(
        lambda: running.view_model.connection_state is ConnectionState.ONLINE, timeout=15000
    )


@pytest.mark.parametrize("row", [0, 2], ids=["first-line", "last-line"])
@pytest.mark.parametrize("saved", [True, False], ids=["saved", "kept-as-draft"])
def test_a_deleted_line_stays_deleted_across_a_profile_switch(
    qtbot: QtBot, qloop: object, home: Path, saved: bool, row: int
) -> None:
    remaining = [("1000", ""), ("", "1000")] if row == 2 else [("", "1000"), ("1000", "")]
    with running_app(qtbot, home) as running:
        code = three_line_entry(qtbot, running)
        editor = open_saved(qtbot, running, code)
        delete_cash_line(qtbot, editor, row)
        if saved:
            save(qtbot, editor)
            assert len(server_entry(qtbot, running, code).accounting_document_details) == 2
        else:
            editor.view_model.save_draft()
        switch_back(qtbot, running)
        editor = open_saved(qtbot, running, code)
        assert filled_accounts(editor) == remaining
        editor.view_model.close(keep_draft=True)
    # And after a restart.
    with running_app(qtbot, home) as again:
        editor = open_saved(qtbot, again, code)
        assert filled_accounts(editor) == remaining


def test_a_deleted_line_stays_deleted_in_the_list_seen_offline(
    qtbot: QtBot, qloop: object, home: Path, live_tenant: Tenant, monkeypatch
) -> None:
    """The list's last answer (shown when the server cannot be reached) was the entry of
    three lines: the entry saved with two afterwards, with that list closed, must not open
    with three again offline, after a profile switch."""
    monkeypatch.setattr(
        "app.api.client.RetryPolicy", lambda: RetryPolicy(base_delay=0.01, max_delay=0.02)
    )
    with app_on(qtbot, home, live_tenant) as (running, server):
        code = three_line_entry(qtbot, running)
        editor = open_saved(qtbot, running, code)
        tabs = running.window.tabs
        entries = next(
            tabs.widget(i)
            for i in range(tabs.count())
            if isinstance(tabs.widget(i), JournalListView)
        )
        tabs.tabCloseRequested.emit(tabs.indexOf(entries))
        qtbot.waitUntil(lambda: tabs.indexOf(entries) < 0)
        delete_cash_line(qtbot, editor, 2)
        save(qtbot, editor)
        server.stop()
        running.view_model.switch_to(running.profiles.current())
        qtbot.waitUntil(lambda: not running.window._tabs, timeout=15000)
        wait_for_cache(qtbot, running, "accounts", "customers")
        entries = open_entry(qtbot, running, "journal-entries")
        assert isinstance(entries, JournalListView)
        qtbot.waitUntil(lambda: entries.view_model.offline, timeout=15000)
        model = entries.view_model.model
        row = model.row_where(lambda e: e.document_code == code)
        assert row >= 0
        entries.table.setFocus()
        entries.table.setCurrentIndex(model.index(row, 0))
        qtbot.keyClick(entries.table, Qt.Key.Key_Return)
        qtbot.waitUntil(
            lambda: isinstance(running.window.tabs.currentWidget(), JournalEntryEditorView),
            timeout=15000,
        )
        editor = running.window.tabs.currentWidget()
        assert filled_accounts(editor) == [("1000", ""), ("", "1000")]
