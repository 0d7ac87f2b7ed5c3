"""Help › Keyboard shortcuts lists what is really bound, for the window and the tab."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from app.views.shell.shortcuts_help import ShortcutsHelpDialog
from tests.support.app import RunningApp, running_app
from tests.support.screens import open_taxes


@pytest.fixture
def app(qtbot: QtBot, qloop: object, home: Path) -> Iterator[RunningApp]:
    with running_app(qtbot, home) as running:
        yield running


def test_f1_lists_the_window_keys_and_the_current_tab_keys(
    qtbot: QtBot, app: RunningApp, screenshot
) -> None:
    open_taxes(qtbot, app)
    qtbot.keyClick(app.window, Qt.Key.Key_F1)
    qtbot.waitUntil(lambda: isinstance(QApplication.activeModalWidget(), ShortcutsHelpDialog))
    dialog = QApplication.activeModalWidget()
    assert isinstance(dialog, ShortcutsHelpDialog)
    rows = dialog.rows()
    assert ["F9", "Sync lists now", "Everywhere"] in rows
    assert ["Ctrl+N", "New record", "Taxes"] in rows
    assert ["F5", "Load the list again", "Taxes"] in rows
    assert ["Del", "Delete the selected row", "Taxes"] in rows
    assert any(row[0] == "F1" for row in rows)
    screenshot(dialog, "shortcuts_help")
    qtbot.keyClick(dialog, Qt.Key.Key_Escape)
    qtbot.waitUntil(lambda: QApplication.activeModalWidget() is None)
