"""Ctrl+K "Go to": type part of a name, arrow down, Enter, and the editor opens."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from app.views.jump_dialog import JumpDialog
from tests.support.app import RunningApp, running_app, wait_for_cache
from tests.support.screens import current_editor


@pytest.fixture
def app(qtbot: QtBot, qloop: object, home: Path) -> Iterator[RunningApp]:
    with running_app(qtbot, home) as running:
        wait_for_cache(qtbot, running, "taxes")
        yield running


def open_jump(qtbot: QtBot, app: RunningApp) -> JumpDialog:
    qtbot.keyClick(app.window, Qt.Key.Key_K, Qt.KeyboardModifier.ControlModifier)
    qtbot.waitUntil(lambda: isinstance(QApplication.activeModalWidget(), JumpDialog))
    dialog = QApplication.activeModalWidget()
    assert isinstance(dialog, JumpDialog)
    return dialog


def test_typing_then_enter_opens_the_highlighted_record(
    qtbot: QtBot, app: RunningApp, screenshot
) -> None:
    dialog = open_jump(qtbot, app)
    qtbot.keyClicks(dialog.field, "withholding")
    texts = [dialog.results.item(row).text() for row in range(dialog.results.count())]
    assert texts == ["Withholding 1% supplies — Tax", "Withholding 3% services — Tax"]
    qtbot.keyClick(dialog.field, Qt.Key.Key_Down)
    screenshot(dialog, "jump_dialog")
    qtbot.keyClick(dialog.field, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: QApplication.activeModalWidget() is None)
    editor = current_editor(app)
    assert editor.name.text() == "Withholding 3% services"


def test_nothing_matching_says_so_and_escape_closes(qtbot: QtBot, app: RunningApp) -> None:
    dialog = open_jump(qtbot, app)
    qtbot.keyClicks(dialog.field, "zzzz")
    assert dialog.results.count() == 0
    assert dialog.hint.text() == "Nothing matches “zzzz”."
    qtbot.keyClick(dialog.field, Qt.Key.Key_Escape)
    qtbot.waitUntil(lambda: QApplication.activeModalWidget() is None)
    assert app.window.tabs.count() == 0
