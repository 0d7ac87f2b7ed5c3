"""The window fits the screen and comes back where it was. Tests run
on one offscreen screen of 1280x840 (tests/conftest.py): room for a 1280x800 window and
its title bar."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QRect
from PySide6.QtGui import QGuiApplication
from pytestqt.qtbot import QtBot

from tests.support.app import RunningApp, running_app
from tests.support.orders import new_order


@pytest.fixture
def app(qtbot: QtBot, qloop: object, home: Path) -> Iterator[RunningApp]:
    with running_app(qtbot, home) as running:
        yield running


def test_the_test_screen_is_the_fixed_one(qtbot: QtBot) -> None:
    screen = QGuiApplication.primaryScreen()
    assert screen.geometry() == QRect(0, 0, 1280, 840)


def test_a_first_start_fits_the_screen(qtbot: QtBot, app: RunningApp) -> None:
    window = app.window
    available = QGuiApplication.primaryScreen().availableGeometry()
    assert available.contains(window.geometry())
    assert window.size().width() == 1280 and window.size().height() == 800


def test_the_order_editor_fits_a_1280x720_screen(qtbot: QtBot, app: RunningApp, screenshot) -> None:
    """What the window needs at least, with the widest editor open, fits a 1280x720 laptop
    less its task bar: the status bar, the totals and Close stay on the screen."""
    editor = new_order(qtbot, app)
    window = app.window
    needed = window.minimumSizeHint()
    assert needed.width() <= 1280 and needed.height() <= 690, needed
    window.resize(1280, 690)
    qtbot.waitUntil(lambda: window.height() == 690)
    frame = window.rect()
    for widget in (editor.close_button, window.statusBar()):
        top_left = widget.mapTo(window, widget.rect().topLeft())
        assert frame.contains(QRect(top_left, widget.size())), widget
    screenshot(window, "sales_order_editor_1280x690")


def test_the_last_place_comes_back(qtbot: QtBot, app: RunningApp) -> None:
    window = app.window
    window.setGeometry(QRect(40, 30, 1100, 700))
    window.save_place()  # as quitting does
    window.setGeometry(QRect(0, 0, 900, 600))
    window.place_window()  # as the next start does
    assert window.geometry() == QRect(40, 30, 1100, 700)
    assert (app.paths.data_dir / "window.json").exists()
