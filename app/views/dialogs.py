"""Message boxes that never block the event loop.

``QDialog.exec()`` and ``QMessageBox.exec()`` start a nested event loop that breaks
qasync (DESIGN.md): every box here is shown with ``open()`` and answers through a callback.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtWidgets import QMessageBox, QWidget

from app.viewmodels.errors import Severity, UserMessage

_ICONS = {
    Severity.INFO: QMessageBox.Icon.Information,
    Severity.WARNING: QMessageBox.Icon.Warning,
    Severity.ERROR: QMessageBox.Icon.Critical,
}


def confirm(
    parent: QWidget,
    title: str,
    text: str,
    *,
    accept_text: str,
    on_accept: Callable[[], None],
    destructive: bool = False,
) -> QMessageBox:
    """Ask; call ``on_accept`` if the clerk agrees. The safe answer is the default."""
    box = QMessageBox(QMessageBox.Icon.Question, title, text, parent=parent)
    yes = box.addButton(accept_text, QMessageBox.ButtonRole.AcceptRole)
    no = box.addButton(QMessageBox.StandardButton.Cancel)
    box.setDefaultButton(no if destructive else yes)
    box.setEscapeButton(no)

    def finished() -> None:
        if box.clickedButton() is yes:
            on_accept()
        box.deleteLater()

    box.finished.connect(finished)
    box.open()
    return box


def show_message(parent: QWidget | None, message: UserMessage) -> QMessageBox:
    """A non-modal box for something nothing else on screen shows."""
    box = QMessageBox(_ICONS[message.severity], message.title, message.text, parent=parent)
    if message.details:
        box.setDetailedText(message.details)
    box.finished.connect(box.deleteLater)
    box.open()
    return box
