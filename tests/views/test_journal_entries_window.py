"""Accounting > Journal entries, driven like a clerk: the list, the grid typed with the
keyboard, the balance check, saving, changing a saved entry, deleting refused."""

from __future__ import annotations

import asyncio
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from app.views.accounting.cash_editor import CashEditorView
from app.views.accounting.journal_entry_editor import JournalEntryEditorView
from app.views.sales.invoiced_quantity import InvoicedQuantityDialog
from tests.support.app import RunningApp, running_app
from tests.support.journals import open_journal_list, tab_on, type_here, type_in_cell
from tests.support.widgets import click_button, open_message_box

CAIRO_CASH = "110101"
OTHER_REVENUE = "410501"


@pytest.fixture
def app(qtbot: QtBot, qloop: object, home: Path) -> Iterator[RunningApp]:
    with running_app(qtbot, home) as running:
        yield running


def current_editor(running: RunningApp) -> JournalEntryEditorView:
    editor = running.window.tabs.currentWidget()
    assert isinstance(editor, JournalEntryEditorView)
    return editor


def new_entry(qtbot: QtBot, running: RunningApp) -> JournalEntryEditorView:
    entries = open_journal_list(qtbot, running)
    entries.table.setFocus()
    qtbot.keyClick(entries.table, Qt.Key.Key_N, Qt.KeyboardModifier.ControlModifier)
    editor = current_editor(running)
    qtbot.waitUntil(lambda: not editor.view_model.busy, timeout=10000)
    return editor


def server_entry(qtbot: QtBot, running: RunningApp, code: str):
    session = running.view_model.session
    assert session is not None
    task = asyncio.ensure_future(
        session.client.journal_entries.list(code=code, is_posted_only=False)
    )
    qtbot.waitUntil(task.done, timeout=10000)
    return next(e for e in task.result().items if e.document_code == code)


def test_an_entry_that_does_not_balance_is_refused_then_balanced_saved_and_changed(
    qtbot: QtBot, app: RunningApp, screenshot
) -> None:
    editor = new_entry(qtbot, app)
    vm = editor.view_model
    grid = editor.grid
    editor.notes.setFocus()
    qtbot.keyClicks(editor.notes, "Scrap cartons sold")

    type_in_cell(qtbot, grid, 0, 0, CAIRO_CASH)  # account, Tab -> debit
    type_here(qtbot, "1000")  # debit, Tab -> credit
    tab_on(qtbot, 4)  # credit, customer, cost center, comment -> a new line
    assert vm.line_count() == 2 and grid.currentIndex().row() == 1
    type_here(qtbot, OTHER_REVENUE)  # account
    tab_on(qtbot)  # debit
    type_here(qtbot, "900")  # credit
    assert vm.form.lines[0].account_id is not None
    assert vm.form.lines[1].credit_text == "900"
    assert "Debits exceed credits by 100.00" in editor.grid_messages.balance.text()

    qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_S, Qt.KeyboardModifier.ControlModifier)
    assert "does not balance" in editor.grid_messages.error.text()
    assert editor.grid_messages.error.isVisible()
    assert vm.base is None and not vm.saving
    outbox = app.view_model.session.outbox
    assert outbox is not None and outbox.items() == []
    screenshot(app.window, "journal_entry_unbalanced")

    type_in_cell(qtbot, grid, 1, 2, "1000")
    assert editor.grid_messages.balance.text() == "Balanced."
    qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_S, Qt.KeyboardModifier.ControlModifier)
    qtbot.waitUntil(lambda: vm.base is not None, timeout=10000)
    code = vm.record_key(vm.base)
    assert code.startswith("JE-")
    assert editor.status.text() == f"Saved as {code}."
    stored = server_entry(qtbot, app, code)
    assert stored.notes.startswith("Scrap cartons sold") and stored.total_debit == 1000
    assert editor.notes.text() == "Scrap cartons sold"  # the outbox's marker is not shown
    screenshot(app.window, "journal_entry_saved")

    # Change it: a comment on the second line, and a third line splitting the revenue.
    type_in_cell(qtbot, grid, 1, 5, "cartons")
    type_here(qtbot, CAIRO_CASH)  # the Tab past the end added line 3: its account
    type_here(qtbot, "50")  # debit
    type_in_cell(qtbot, grid, 1, 2, "1050")
    assert editor.grid_messages.balance.text() == "Balanced."
    qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_S, Qt.KeyboardModifier.ControlModifier)
    qtbot.waitUntil(lambda: not vm.dirty and not vm.saving, timeout=10000)
    stored = server_entry(qtbot, app, code)
    assert len(stored.accounting_document_details) == 3
    assert stored.total_debit == 1050
    assert [line.comments for line in stored.accounting_document_details][1] == "cartons"

    # And remove the third line again with Delete.
    grid.setFocus()
    grid.go_to(2, 0)
    qtbot.keyClick(grid, Qt.Key.Key_Delete)
    type_in_cell(qtbot, grid, 1, 2, "1000")
    qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_S, Qt.KeyboardModifier.ControlModifier)
    qtbot.waitUntil(lambda: not vm.dirty and not vm.saving, timeout=10000)
    assert len(server_entry(qtbot, app, code).accounting_document_details) == 2


def test_deleting_a_posted_entry_is_refused_with_the_reason(
    qtbot: QtBot, app: RunningApp, screenshot
) -> None:
    entries = open_journal_list(qtbot, app)
    model = entries.view_model.model
    row = next(
        r
        for r in range(model.rowCount())
        if model.row_at(r).is_posted and not model.row_at(r).is_system
    )
    code = model.row_at(row).document_code
    index = model.index(row, 0)
    entries.table.setFocus()
    entries.table.selectionModel().select(
        index,
        entries.table.selectionModel().SelectionFlag.ClearAndSelect
        | entries.table.selectionModel().SelectionFlag.Rows,
    )
    entries.table.setCurrentIndex(index)
    qtbot.keyClick(entries.table, Qt.Key.Key_Delete)
    click_button(qtbot, open_message_box(qtbot), "Delete")
    qtbot.waitUntil(lambda: entries.banner.isVisible(), timeout=10000)
    assert entries.banner.text == (
        f"{code} was not deleted. Posted documents cannot be changed or deleted."
    )
    screenshot(app.window, "journal_entries_delete_refused")


def test_a_clerk_records_a_cash_in_and_sees_its_code(
    qtbot: QtBot, app: RunningApp, screenshot
) -> None:
    cash = open_journal_list(qtbot, app, "cash")
    model = cash.view_model.model
    assert {model.row_at(r).document_type for r in range(model.rowCount())} <= {"CI", "CO"}
    screenshot(app.window, "cash_list")
    cash.table.setFocus()
    qtbot.keyClick(cash.table, Qt.Key.Key_N, Qt.KeyboardModifier.ControlModifier)
    editor = app.window.tabs.currentWidget()
    assert isinstance(editor, CashEditorView) and editor.view_model.draft_kind == "cash_in"
    vm = editor.view_model
    qtbot.waitUntil(lambda: editor.main_account.count() > 1 and not vm.busy, timeout=10000)

    editor.main_account.setFocus()
    qtbot.keyClick(editor.main_account, Qt.Key.Key_Down)  # the first cash account
    assert vm.form.main_account_id == editor.main_account.itemData(1)
    main_code = editor.main_account.currentText().split(" · ")[0]
    editor.notes.setFocus()
    qtbot.keyClicks(editor.notes, "Scrap pallets sold")

    # A line on the cash account itself is refused next to the line.
    type_in_cell(qtbot, editor.grid, 0, 0, main_code)
    type_here(qtbot, "250")
    qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_S, Qt.KeyboardModifier.ControlModifier)
    assert "Line 1: A line cannot use the main cash account." in editor.grid_messages.error.text()
    assert vm.base is None

    type_in_cell(qtbot, editor.grid, 0, 0, OTHER_REVENUE)
    assert editor.grid_messages.totals.text() == "Total 250.00"
    screenshot(app.window, "cash_in_filled")
    qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_S, Qt.KeyboardModifier.ControlModifier)
    qtbot.waitUntil(lambda: vm.base is not None, timeout=10000)
    code = editor.code.text()
    assert code.startswith("CI-") and editor.status.text() == f"Saved as {code}."
    stored = server_entry(qtbot, app, code)
    assert stored.document_type == "CI" and stored.total_debit == 250
    assert not editor.save_button.isEnabled()  # saved: the cash endpoints only create
    screenshot(app.window, "cash_in_saved")
    app.window.tabs.setCurrentWidget(cash)
    qtbot.waitUntil(
        lambda: cash.view_model.model.row_where(lambda e: e.document_code == code) >= 0,
        timeout=10000,
    )


def test_a_half_typed_entry_comes_back_after_a_restart(
    qtbot: QtBot, qloop: object, home: Path
) -> None:
    with running_app(qtbot, home) as first:
        editor = new_entry(qtbot, first)
        editor.notes.setFocus()
        qtbot.keyClicks(editor.notes, "Typed before quitting")
        type_in_cell(qtbot, editor.grid, 0, 0, CAIRO_CASH)
        type_here(qtbot, "75")
        assert editor.view_model.dirty
        first.window.close()  # quitting keeps the typing as a draft

    with running_app(qtbot, home) as second:
        qtbot.waitUntil(
            lambda: isinstance(second.window.tabs.currentWidget(), JournalEntryEditorView),
            timeout=10000,
        )
        reopened = current_editor(second)
        assert reopened.notes.text() == "Typed before quitting"
        line = reopened.view_model.form.lines[0]
        assert line.debit_text == "75" and line.account_id is not None
        assert reopened.view_model.is_new


def test_right_to_left_layout(qtbot: QtBot, app: RunningApp, screenshot) -> None:
    QApplication.setLayoutDirection(Qt.LayoutDirection.RightToLeft)
    try:
        entries = open_journal_list(qtbot, app)
        screenshot(app.window, "journal_entries_list_rtl")
        model = entries.view_model.model
        row = next(
            r
            for r in range(model.rowCount())
            if len(model.row_at(r).accounting_document_details) > 1
        )
        app.window.open_editor("journal_entry", model.row_at(row))
        editor = current_editor(app)
        qtbot.waitUntil(lambda: not editor.view_model.busy, timeout=10000)
        assert editor.isRightToLeft()
        # The date reads year-month-day from the left, as in every language.
        assert editor.document_date.text() == editor.view_model.form.document_date
        screenshot(app.window, "journal_entry_rtl")
        cash = open_journal_list(qtbot, app, "cash")
        screenshot(app.window, "cash_list_rtl")
        qtbot.mouseClick(cash.new_buttons[1], Qt.MouseButton.LeftButton)
        cash_editor = app.window.tabs.currentWidget()
        assert isinstance(cash_editor, CashEditorView)
        qtbot.waitUntil(lambda: not cash_editor.view_model.busy, timeout=10000)
        type_in_cell(qtbot, cash_editor.grid, 0, 0, OTHER_REVENUE)
        screenshot(app.window, "cash_out_rtl")
    finally:
        QApplication.setLayoutDirection(Qt.LayoutDirection.LeftToRight)


def test_the_list_shows_unposted_entries_and_filters(
    qtbot: QtBot, app: RunningApp, screenshot
) -> None:
    entries = open_journal_list(qtbot, app)
    model = entries.view_model.model
    statuses = {model.row_at(r).is_posted for r in range(model.rowCount())}
    assert statuses == {True, False}  # unposted entries show by default
    screenshot(app.window, "journal_entries_list")
    qtbot.mouseClick(entries.unposted, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(
        lambda: (
            not entries.view_model.busy
            and all(model.row_at(r).is_posted for r in range(model.rowCount()))
        ),
        timeout=10000,
    )
    entries.code_filter.setFocus()
    qtbot.keyClicks(entries.code_filter, "JE-35")
    qtbot.waitUntil(lambda: model.rowCount() == 1, timeout=10000)
    entries.from_filter.setFocus()
    qtbot.keyClicks(entries.from_filter, "2025-13")
    assert "is not a date" in entries.filter_error.text()


@pytest.mark.parametrize(
    "direction", [Qt.LayoutDirection.LeftToRight, Qt.LayoutDirection.RightToLeft]
)
def test_adjust_invoiced_quantity_from_the_tools_menu(
    qtbot: QtBot, app: RunningApp, screenshot, direction: Qt.LayoutDirection
) -> None:
    QApplication.setLayoutDirection(direction)
    try:
        app.window.adjust_invoiced_action.trigger()
        dialog = next(w for w in app.window.findChildren(InvoicedQuantityDialog) if w.isVisible())
        dialog.code.setFocus()
        qtbot.keyClicks(dialog.code, "SO-1")
        qtbot.keyClick(dialog.code, Qt.Key.Key_Return)  # loads the lines
        qtbot.waitUntil(lambda: dialog.table.rowCount() > 0, timeout=10000)
        dialog.table.setFocus()
        qtbot.keyClick(dialog.table, "1")  # the current cell is the first line's change
        qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Return)
        qtbot.mouseClick(dialog.apply_button, Qt.MouseButton.LeftButton)
        qtbot.waitUntil(lambda: "simple invoicing mode" in dialog.banner.text, timeout=10000)
        suffix = "_rtl" if direction == Qt.LayoutDirection.RightToLeft else ""
        screenshot(dialog, f"adjust_invoiced_quantity{suffix}")
        qtbot.mouseClick(dialog.close_button, Qt.MouseButton.LeftButton)
    finally:
        QApplication.setLayoutDirection(Qt.LayoutDirection.LeftToRight)
