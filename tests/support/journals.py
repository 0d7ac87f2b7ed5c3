"""Reaching and typing in the journal-entry and cash windows as a clerk does."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QWidget
from pytestqt.qtbot import QtBot

from app.views.accounting.journal_list import JournalListView
from app.views.widgets.line_grid import LineGrid
from tests.support.app import RunningApp, wait_for_cache
from tests.support.screens import open_entry


def open_journal_list(
    qtbot: QtBot, running: RunningApp, key: str = "journal-entries"
) -> JournalListView:
    """Accounting > Journal entries (or "cash"), chosen with the keyboard; loaded."""
    wait_for_cache(qtbot, running, "accounts", "customers")
    screen = open_entry(qtbot, running, key)
    assert isinstance(screen, JournalListView)
    qtbot.waitUntil(lambda: screen.view_model.model.rowCount() > 0 and not screen.view_model.busy)
    return screen


def type_in_cell(qtbot: QtBot, grid: LineGrid, row: int, column: int, text: str) -> None:
    """Go to a cell, type (the first key opens the cell's editor), and leave with Tab."""
    grid.setFocus()
    grid.go_to(row, column)
    qtbot.keyClick(grid, text[0])
    editor = QApplication.focusWidget()
    assert editor is not grid, "typing did not open the cell"
    if len(text) > 1:
        qtbot.keyClicks(editor, text[1:])
    qtbot.keyClick(editor, Qt.Key.Key_Tab)


def activate(qtbot: QtBot, widget: QWidget) -> None:
    """Give ``widget``'s window the activation (a dialog just opened, a window a popup left
    inactive); the pickers' own popups give it back by themselves (PopupActivationGuard)."""
    window = widget.window()
    if QApplication.activeWindow() is not window:
        window.activateWindow()
        qtbot.waitUntil(lambda: QApplication.activeWindow() is window, timeout=5000)


def tab_on(qtbot: QtBot, times: int = 1) -> None:
    """Tab from whatever has the focus (an open cell editor moves to the next cell)."""
    for _ in range(times):
        qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Tab)


def type_here(qtbot: QtBot, text: str) -> None:
    """Type into the cell editor that has the focus, then Tab."""
    widget = QApplication.focusWidget()
    qtbot.keyClicks(widget, text)
    qtbot.keyClick(widget, Qt.Key.Key_Tab)
