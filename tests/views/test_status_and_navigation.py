"""Issue 24, point 5: the status bar forgets a refusal once the save succeeds, and the
navigation's highlight follows the tab the clerk is in."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from app.views.shell.main_window import ENTRY_KEY_ROLE
from tests.support.app import RunningApp, running_app
from tests.support.screens import open_entry
from tests.views.test_customers_window import current_editor, open_customers


def highlighted(running: RunningApp) -> str | None:
    item = running.window.navigation.currentItem()
    return None if item is None else item.data(0, ENTRY_KEY_ROLE)


def test_the_status_bar_forgets_this_code_is_already_used_once_the_save_succeeds(
    qtbot: QtBot, qloop: object, home: Path
) -> None:
    with running_app(qtbot, home) as running:
        customers = open_customers(qtbot, running)
        taken = customers.view_model.model.rows()[0].code
        qtbot.keyClick(customers.table, Qt.Key.Key_N, Qt.KeyboardModifier.ControlModifier)
        editor = current_editor(running)
        editor.code.setFocus()
        editor.code.selectAll()
        qtbot.keyClicks(editor.code, taken)
        qtbot.keyClicks(editor.name, "Lotus Paper Mill")
        qtbot.keyClick(editor, Qt.Key.Key_S, Qt.KeyboardModifier.ControlModifier)
        bar = running.window.statusBar()
        qtbot.waitUntil(lambda: "already used" in bar.currentMessage(), timeout=15000)

        editor.code.setFocus()
        editor.code.selectAll()
        qtbot.keyClicks(editor.code, "CUS-8801")
        qtbot.keyClick(editor, Qt.Key.Key_S, Qt.KeyboardModifier.ControlModifier)
        qtbot.waitUntil(lambda: editor.view_model.base is not None, timeout=15000)
        assert "already used" not in bar.currentMessage()


def test_the_navigation_highlight_follows_the_active_tab(
    qtbot: QtBot, qloop: object, home: Path
) -> None:
    with running_app(qtbot, home) as running:
        customers = open_customers(qtbot, running)
        assert highlighted(running) == "customers"
        open_entry(qtbot, running, "taxes")
        assert highlighted(running) == "taxes"
        tabs = running.window.tabs
        tabs.setCurrentWidget(customers)  # as a click on its tab does
        assert highlighted(running) == "customers"

        running.window.activateWindow()
        qtbot.waitUntil(lambda: QApplication.activeWindow() is running.window)
        customers.table.setFocus()
        qtbot.keyClick(customers.table, Qt.Key.Key_N, Qt.KeyboardModifier.ControlModifier)
        editor = current_editor(running)
        open_entry(qtbot, running, "taxes")
        assert highlighted(running) == "taxes"
        tabs.setCurrentWidget(editor)  # an editor's entry is its list's
        assert highlighted(running) == "customers"
