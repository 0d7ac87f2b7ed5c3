"""Fields that refuse text longer than the server takes, and say why.

``QLineEdit.setMaxLength`` cuts a pasted text at the limit without a word (a 290-character
customer name became 250). ``guard_lengths`` turns every limited field of a screen into
one that refuses the keystroke or the paste that would go over, keeps what was there, and
says why next to the field (its error line when it has one, else a tip at the field) and
to a screen reader.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QPoint
from PySide6.QtGui import QValidator
from PySide6.QtWidgets import QLineEdit, QToolTip, QWidget

from app.viewmodels.numbers import format_count
from app.views.widgets.accessibility import announce

if TYPE_CHECKING:
    from app.views.widgets.forms import Field

NO_LIMIT = 32767
"""``QLineEdit.maxLength()`` of a field without a limit."""


class LengthValidator(QValidator):
    """Invalid above ``limit`` characters, so Qt refuses the edit (and says
    ``inputRejected``) instead of cutting it."""

    def __init__(self, limit: int, parent: QLineEdit) -> None:
        super().__init__(parent)
        self.limit = limit

    def validate(self, text: str, pos: int) -> tuple[QValidator.State, str, int]:
        if len(text) > self.limit:
            return QValidator.State.Invalid, text, pos
        return QValidator.State.Acceptable, text, pos


def refusal_text(limit: int, length: int) -> str:
    """Why the text was refused, with both figures."""
    return QCoreApplication.translate(
        "LengthLimit", "At most {limit} characters fit here; this would make {length}."
    ).format(limit=format_count(limit), length=format_count(length))


def guard_length(edit: QLineEdit, limit: int | None = None) -> None:
    """Refuse text beyond ``limit`` (default: the field's ``maxLength``) with a word why.
    A field with its own validator keeps it (and Qt's cut at ``maxLength``)."""
    limit = limit or edit.maxLength()
    if limit >= NO_LIMIT or edit.validator() is not None or edit.property("lengthGuarded"):
        return
    edit.setProperty("lengthGuarded", True)
    edit.setMaxLength(NO_LIMIT)
    edit.setValidator(LengthValidator(limit, edit))
    # Qt calls this while the refused text is still in the field: its length is known.
    edit.inputRejected.connect(lambda: _say_refused(edit, limit, len(edit.text())))
    edit.textEdited.connect(lambda _text: _clear(edit))
    edit.editingFinished.connect(lambda: _clear(edit))  # the clerk moved on


def guard_lengths(root: QWidget) -> None:
    """``guard_length`` on every limited field under ``root``."""
    for edit in root.findChildren(QLineEdit):
        if edit.maxLength() < NO_LIMIT:
            guard_length(edit)


def _field_of(edit: QLineEdit) -> Field | None:
    # Imported when a refusal is said: the forms bring the session's modules (the API's
    # models), which a screen without a form, the landing dashboard, needs not load.
    from app.views.widgets.forms import Field

    parent = edit.parentWidget()
    return parent if isinstance(parent, Field) and parent.widget is edit else None


def _say_refused(edit: QLineEdit, limit: int, length: int) -> None:
    text = refusal_text(limit, max(length, limit + 1))
    edit.setProperty("lengthRefusal", text)
    field = _field_of(edit)
    if field is not None:
        field.show_error(text)
    else:
        QToolTip.showText(edit.mapToGlobal(QPoint(0, edit.height())), text, edit)
    announce(edit, text)


def _clear(edit: QLineEdit) -> None:
    if not edit.property("lengthRefusal"):
        return
    edit.setProperty("lengthRefusal", "")
    field = _field_of(edit)
    if field is not None:
        field.show_error("")
    else:
        QToolTip.hideText()
