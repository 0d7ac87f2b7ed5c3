"""Fields refuse what would not fit, with a word why; long titles are elided on their tab:
a clerk pastes a 290-character customer name."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QGuiApplication
from pytestqt.qtbot import QtBot

from app.views.shell.tab_bar import MAX_TAB_WIDTH
from tests.support.app import RunningApp, running_app
from tests.views.test_customers_window import current_editor, names, open_customers


@pytest.fixture
def app(qtbot: QtBot, qloop: object, home: Path) -> Iterator[RunningApp]:
    with running_app(qtbot, home) as running:
        yield running


def paste(qtbot: QtBot, edit, text: str) -> None:  # type: ignore[no-untyped-def]
    QGuiApplication.clipboard().setText(text)
    edit.setFocus()
    qtbot.keyClick(edit, Qt.Key.Key_V, Qt.KeyboardModifier.ControlModifier)


def test_a_name_too_long_is_refused_with_a_word_and_its_tab_is_elided(
    qtbot: QtBot, app: RunningApp, screenshot
) -> None:
    customers = open_customers(qtbot, app)
    qtbot.keyClick(customers.table, Qt.Key.Key_N, Qt.KeyboardModifier.ControlModifier)
    editor = current_editor(app)
    qtbot.keyClicks(editor.code, "CUS-9290")
    error = editor.fields["name"].error

    paste(qtbot, editor.name, "N" * 290)
    assert editor.name.text() == ""  # refused, not cut to 250
    assert error.isVisible()
    assert error.text() == "At most 250 characters fit here; this would make 290."
    screenshot(app.window, "customer_name_too_long")

    long_name = "Pyramids Electronics " + "x" * 229
    assert len(long_name) == 250
    paste(qtbot, editor.name, long_name)
    assert editor.name.text() == long_name
    assert not error.isVisible()  # the word goes once the text fits
    qtbot.keyClick(editor.name, Qt.Key.Key_Z)  # one more is refused too
    assert editor.name.text() == long_name
    assert error.text() == "At most 250 characters fit here; this would make 251."

    qtbot.keyClick(editor, Qt.Key.Key_S, Qt.KeyboardModifier.ControlModifier)
    qtbot.waitUntil(lambda: long_name in names(customers), timeout=10000)
    tabs = app.window.tabs
    index = tabs.indexOf(editor)
    qtbot.waitUntil(lambda: tabs.tabText(index) == long_name)
    assert tabs.tabBar().tabRect(index).width() <= MAX_TAB_WIDTH
    assert tabs.tabToolTip(index) == long_name
    screenshot(app.window, "customer_long_name_tab")
