"""The journal editor as a clerk found it: picking an account from the
list says nothing is wrong; "cash" finds the cash accounts; a refused save marks what it
names; an empty entry is not "Balanced."."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from app.views.widgets.reference_picker import ReferencePicker
from tests.support.app import RunningApp, running_app
from tests.support.journals import tab_on, type_here
from tests.views.test_journal_entries_window import new_entry


@pytest.fixture
def app(qtbot: QtBot, qloop: object, home: Path) -> Iterator[RunningApp]:
    with running_app(qtbot, home) as running:
        yield running


def open_account_cell(qtbot: QtBot, editor, row: int, typed: str) -> ReferencePicker:  # type: ignore[no-untyped-def]
    grid = editor.grid
    grid.setFocus()
    grid.go_to(row, 0)
    qtbot.keyClick(grid, typed[0])
    picker = QApplication.focusWidget()
    assert isinstance(picker, ReferencePicker)
    qtbot.keyClicks(picker, typed[1:])
    return picker


def test_picking_an_account_from_the_list_raises_no_error(
    qtbot: QtBot, app: RunningApp, screenshot
) -> None:
    editor = new_entry(qtbot, app)
    picker = open_account_cell(qtbot, editor, 0, "110101")
    popup = picker.completer().popup()
    qtbot.waitUntil(popup.isVisible)
    qtbot.keyClick(popup, Qt.Key.Key_Down)
    qtbot.keyClick(popup, Qt.Key.Key_Return)
    qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Tab)
    line = editor.view_model.form.lines[0]
    assert line.account_id is not None
    assert editor.grid_messages.error.text() == ""
    assert not editor.grid_messages.error.isVisible()
    screenshot(app.window, "journal_entry_account_picked")


def test_cash_finds_the_cash_accounts_by_their_type(qtbot: QtBot, app: RunningApp) -> None:
    editor = new_entry(qtbot, app)
    picker = open_account_cell(qtbot, editor, 0, "cash")
    cash = editor.view_model.choices.cash_accounts()
    assert cash
    offered = picker.match_labels()
    assert {choice.label for choice in cash} <= set(offered)


def test_an_empty_entry_is_not_balanced(qtbot: QtBot, app: RunningApp) -> None:
    editor = new_entry(qtbot, app)
    assert editor.grid_messages.balance.text() != "Balanced."
    assert "nothing" in editor.grid_messages.balance.text().casefold()


def test_every_refusal_marks_what_it_names(qtbot: QtBot, app: RunningApp, screenshot) -> None:
    from app.viewmodels.accounting.accounting_lines import ERROR_ROLE

    editor = new_entry(qtbot, app)
    grid = editor.grid
    # Saving an empty entry: the refusal names the lines, and the grid is marked.
    qtbot.keyClick(editor, Qt.Key.Key_S, Qt.KeyboardModifier.ControlModifier)
    assert editor.grid_messages.error.isVisible()
    assert "at least one debit and one credit" in editor.grid_messages.error.text()
    assert grid.property("invalid") is True
    screenshot(app.window, "journal_entry_empty_refused")

    # A receivable line without its customer: the customer cell is marked, and said.
    receivable = next(
        c
        for c in editor.view_model.choices.accounts.all()
        if c.payload.get("type") == "AccountsReceivable"
    )
    picker = open_account_cell(qtbot, editor, 0, receivable.label.split(" · ")[0])
    qtbot.keyClick(picker, Qt.Key.Key_Tab)
    type_here(qtbot, "100")
    tab_on(qtbot, 4)
    type_here(qtbot, "410501")
    tab_on(qtbot)
    type_here(qtbot, "100")
    assert editor.grid_messages.balance.text() == "Balanced."
    assert grid.property("invalid") is False  # the lines' own refusal is gone once fixed
    qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_S, Qt.KeyboardModifier.ControlModifier)
    qtbot.waitUntil(lambda: editor.grid_messages.error.isVisible(), timeout=10000)
    assert (
        editor.grid_messages.error.text() == "Line 1: An accounts-receivable line needs a customer."
    )
    columns = [column.wire for column in editor.line_model.columns]
    marked = editor.line_model.index(0, columns.index("customerId")).data(ERROR_ROLE)
    assert marked
    screenshot(app.window, "journal_entry_refusal_marked")
