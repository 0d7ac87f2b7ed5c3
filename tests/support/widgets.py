"""Finding and answering the windows a test opens, as a person would."""

from __future__ import annotations

from typing import TypeVar

from PySide6.QtCore import QEvent, Qt
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import QAbstractButton, QApplication, QMessageBox, QWidget
from pytestqt.qtbot import QtBot

W = TypeVar("W", bound=QWidget)


def shown_dialog(qtbot: QtBot, kind: type[W], timeout: int = 10000) -> W:
    """The newest visible top-level window of ``kind`` (waits for one)."""
    found: list[W] = []

    def shown() -> bool:
        found[:] = [
            w for w in QApplication.topLevelWidgets() if isinstance(w, kind) and w.isVisible()
        ]
        return bool(found)

    qtbot.waitUntil(shown, timeout=timeout)
    return found[-1]


def open_message_box(qtbot: QtBot) -> QMessageBox:
    """The message box on screen (waits for it)."""
    return shown_dialog(qtbot, QMessageBox, timeout=5000)


def click_button(qtbot: QtBot, box: QWidget, text: str) -> None:
    """Click the button labelled ``text`` (mnemonics ignored)."""
    for button in box.findChildren(QAbstractButton):
        if button.text().replace("&", "") == text and button.isVisible():
            qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
            return
    labels = [b.text() for b in box.findChildren(QAbstractButton)]
    raise AssertionError(f"no button {text!r} among {labels}")


def type_text(widget: QWidget, text: str) -> None:
    """Type any text, Arabic included, as key events (QTest.keyClicks is Latin-1 only and
    aborts the process on other characters)."""
    for character in text:
        for kind in (QEvent.Type.KeyPress, QEvent.Type.KeyRelease):
            event = QKeyEvent(kind, Qt.Key.Key_unknown, Qt.KeyboardModifier.NoModifier, character)
            QApplication.sendEvent(widget, event)
