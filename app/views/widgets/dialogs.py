"""Message boxes that never block the event loop.

``QDialog.exec()`` and ``QMessageBox.exec()`` start a nested event loop that breaks
qasync (DESIGN.md): every box here is shown with ``open()`` and answers through a callback.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import QDialogButtonBox, QMessageBox, QTextEdit, QWidget

from app.viewmodels.errors import Severity, UserMessage
from app.views.widgets.focus import tab_in_reading_order

_ICONS = {
    Severity.INFO: QMessageBox.Icon.Information,
    Severity.WARNING: QMessageBox.Icon.Warning,
    Severity.ERROR: QMessageBox.Icon.Critical,
}


def _readable_details(box: QMessageBox, name: str) -> None:
    """Qt builds the text behind "Show Details…" with no keyboard focus: a keyboard clerk
    could not scroll a long comparison, and a screen reader never landed on it. Tab reaches
    it here (after the buttons, as it reads), and it is named for what it holds. Call it
    once the buttons are added."""
    for details in box.findChildren(QTextEdit):
        details.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        details.setAccessibleName(name)
    tab_in_reading_order(box)


@dataclass(frozen=True)
class Choice:
    """One button of ``ask``: its text, what it does, whether it is the safe default."""

    text: str
    on_choose: Callable[[], None] | None = None
    role: QMessageBox.ButtonRole = QMessageBox.ButtonRole.AcceptRole
    default: bool = False


def ask(
    parent: QWidget,
    title: str,
    text: str,
    choices: list[Choice],
    *,
    details: str = "",
    icon: QMessageBox.Icon = QMessageBox.Icon.Question,
    comparison: str = "",
) -> QMessageBox:
    """Ask with ``open()``; the chosen button's callback runs; Cancel (Esc) does nothing.
    ``comparison`` goes behind the box's "Show Details…" button (e.g. mine against theirs)."""
    box = QMessageBox(icon, title, text, parent=parent)
    if details:
        box.setInformativeText(details)
    if comparison:
        box.setDetailedText(comparison)
    buttons = [(box.addButton(choice.text, choice.role), choice) for choice in choices]
    cancel = box.addButton(QMessageBox.StandardButton.Cancel)
    cancel.setText(standard_texts()[QDialogButtonBox.StandardButton.Cancel])
    box.setEscapeButton(cancel)
    box.setDefaultButton(next((button for button, choice in buttons if choice.default), cancel))
    if comparison:
        _readable_details(box, QCoreApplication.translate("dialogs", "Yours and theirs"))

    def finished() -> None:
        clicked = box.clickedButton()
        choice = next((choice for button, choice in buttons if button is clicked), None)
        if choice is not None and choice.on_choose is not None:
            choice.on_choose()
        box.deleteLater()

    box.finished.connect(finished)
    box.open()
    return box


def confirm(
    parent: QWidget,
    title: str,
    text: str,
    *,
    accept_text: str,
    on_accept: Callable[[], None],
    destructive: bool = False,
) -> QMessageBox:
    """Ask yes or cancel; for a destructive action the safe answer (Cancel) is the default."""
    return ask(parent, title, text, [Choice(accept_text, on_accept, default=not destructive)])


def show_message(parent: QWidget | None, message: UserMessage) -> QMessageBox:
    """A non-modal box for something nothing else on screen shows."""
    box = QMessageBox(_ICONS[message.severity], message.title, message.text, parent=parent)
    with_ok(box)
    if message.details:
        box.setDetailedText(message.details)
        box.setStandardButtons(QMessageBox.StandardButton.Ok)  # (Qt adds it on show)
        _readable_details(box, QCoreApplication.translate("dialogs", "Details"))
    box.finished.connect(box.deleteLater)
    box.open()
    return box


def standard_texts() -> dict[QDialogButtonBox.StandardButton, str]:
    """OK, Cancel and Close with the app's Alt+letter (Qt's own texts have none)."""
    translate = QCoreApplication.translate
    return {
        QDialogButtonBox.StandardButton.Ok: translate("StandardButtons", "&OK"),
        QDialogButtonBox.StandardButton.Cancel: translate("StandardButtons", "&Cancel"),
        QDialogButtonBox.StandardButton.Close: translate("StandardButtons", "&Close"),
    }


def with_mnemonics(box: QDialogButtonBox) -> QDialogButtonBox:
    """Gives the box's standard OK / Cancel / Close buttons the app's Alt+letters (&OK,
    &Cancel, &Close, as on every other window); a text set afterwards still wins."""
    for which, text in standard_texts().items():
        button = box.button(which)
        if button is not None:
            button.setText(text)
    return box


def with_ok(box: QMessageBox) -> QMessageBox:
    """The box's one button: &OK (Qt would add a plain "OK" when shown)."""
    box.setStandardButtons(QMessageBox.StandardButton.Ok)
    ok = box.button(QMessageBox.StandardButton.Ok)
    ok.setText(standard_texts()[QDialogButtonBox.StandardButton.Ok])
    return box
