"""Reaching the master-data lists of part A (service items, sales persons, brands,
classifications) as a clerk does, and reading what they show."""

from __future__ import annotations

from typing import Any

from pytestqt.qtbot import QtBot

from app.views.widgets.record_editor import RecordEditorView
from app.views.widgets.record_list import RecordListView
from tests.support.app import RunningApp
from tests.support.screens import open_entry


def open_list(qtbot: QtBot, running: RunningApp, key: str) -> Any:
    """A list chosen in the navigation with the keyboard, once it has loaded."""
    screen = open_entry(qtbot, running, key)
    assert isinstance(screen, RecordListView), screen
    qtbot.waitUntil(
        lambda: screen.view_model.model.rowCount() > 0 and not screen.view_model.busy,
        timeout=10000,
    )
    return screen


def column_texts(screen: RecordListView, column: int = 0) -> list[str]:
    """What one column shows, top to bottom."""
    model = screen.view_model.model
    return [model.data(model.index(row, column)) for row in range(model.rowCount())]


def current_editor(running: RunningApp) -> Any:
    editor = running.window.tabs.currentWidget()
    assert isinstance(editor, RecordEditorView), editor
    return editor


def tab_title(running: RunningApp) -> str:
    tabs = running.window.tabs
    return tabs.tabText(tabs.currentIndex())
