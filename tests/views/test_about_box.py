"""Help > About: what a clerk reads out to support (version, profile, where data and logs are)."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtGui import QTextDocument
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from app import __version__
from tests.support.app import running_app
from tests.support.widgets import click_button, open_message_box


def open_about(qtbot: QtBot, window: object) -> None:
    """Alt+H opens the Help menu, A its About entry (the keyboard, as a clerk would)."""
    qtbot.keyClick(window, Qt.Key.Key_H, Qt.KeyboardModifier.AltModifier)
    qtbot.waitUntil(lambda: QApplication.activePopupWidget() is not None, timeout=5000)
    menu = QApplication.activePopupWidget()
    qtbot.keyClick(menu, Qt.Key.Key_A)


def test_about_tells_the_version_profile_data_and_log_folders(
    qtbot: QtBot, qloop: object, home: Path, screenshot
) -> None:
    with running_app(qtbot, home) as running:
        open_about(qtbot, running.window)
        box = open_message_box(qtbot)
        document = QTextDocument()
        document.setHtml(box.text())
        lines = document.toPlainText().splitlines()
        assert f"Back Office Desktop {__version__}" in lines
        assert "Profile:\nDemo company" in "\n".join(lines)
        assert f"Data folder:\n{running.paths.data_dir}" in "\n".join(lines)
        assert f"Log folder:\n{running.paths.log_dir}" in "\n".join(lines)
        screenshot(box, "about_box")
        click_button(qtbot, box, "OK")
        qtbot.waitUntil(lambda: not box.isVisible(), timeout=5000)


def test_about_right_to_left(qtbot: QtBot, qloop: object, home: Path, screenshot) -> None:
    QApplication.setLayoutDirection(Qt.LayoutDirection.RightToLeft)
    try:
        with running_app(qtbot, home) as running:
            open_about(qtbot, running.window)
            box = open_message_box(qtbot)
            assert box.isRightToLeft()
            screenshot(box, "about_box_rtl")
            click_button(qtbot, box, "OK")
    finally:
        QApplication.setLayoutDirection(Qt.LayoutDirection.LeftToRight)
