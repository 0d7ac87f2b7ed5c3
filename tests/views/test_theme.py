"""Dark mode: the colours we choose follow the system's scheme (here: a dark palette)."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtGui import QColor, QPalette
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from app.views.shell.theme import Tone, banner_style, dark_mode, text_color
from app.views.widgets.forms import Banner
from tests.support.app import running_app
from tests.support.screens import open_taxes


@pytest.fixture
def dark(qapp: QApplication) -> Iterator[None]:
    before = qapp.palette()
    palette = QPalette(before)
    for role, color in (
        (QPalette.ColorRole.Window, "#202124"),
        (QPalette.ColorRole.WindowText, "#e8eaed"),
        (QPalette.ColorRole.Base, "#292a2d"),
        (QPalette.ColorRole.AlternateBase, "#303134"),
        (QPalette.ColorRole.Text, "#e8eaed"),
        (QPalette.ColorRole.Button, "#303134"),
        (QPalette.ColorRole.ButtonText, "#e8eaed"),
    ):
        palette.setColor(role, QColor(color))
    qapp.setPalette(palette)
    try:
        yield
    finally:
        qapp.setPalette(before)


def test_light_by_default(qapp: QApplication) -> None:
    assert not dark_mode()
    assert text_color(Tone.ERROR) == "#b3261e"


def test_a_dark_palette_gets_the_dark_colours(qtbot: QtBot, dark: None) -> None:
    assert dark_mode()
    banner = Banner()
    qtbot.addWidget(banner)
    banner.show_message("The server cannot be reached.")
    assert banner_style(Tone.ERROR) in banner.styleSheet()
    assert "#410e0b" in banner.styleSheet()
    assert text_color(Tone.ERROR) == "#f2b8b5"


def test_the_window_in_dark_mode(
    qtbot: QtBot, qloop: object, home: Path, dark: None, screenshot
) -> None:
    with running_app(qtbot, home) as running:
        taxes = open_taxes(qtbot, running)
        taxes.banner.show_message("A message in dark mode.", kind="warning")
        screenshot(running.window, "taxes_list_dark")
        assert running.window.isVisible()
