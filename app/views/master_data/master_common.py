"""Widgets the smaller master-data screens share: combos filled from choices, and the form
beside a list bound to an ``InlineEditor``. Their tables come from ``app.views.widgets.tables``."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QKeySequence
from PySide6.QtWidgets import (
    QComboBox,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from app.viewmodels.master_data.master_common import InlineEditor
from app.views.widgets.accessibility import ValueLabel
from app.views.widgets.dialogs import confirm
from app.views.widgets.forms import Banner, Field, add_field, add_shortcut
from app.views.widgets.more_fields import MoreFields
from app.views.widgets.screen import connect_while


def fill_combo(combo: QComboBox, choices: list[tuple[str, Any]], current: Any) -> None:
    """Replace a combo's entries, keeping ``current`` selected (an unknown one as #id)."""
    combo.blockSignals(True)
    combo.clear()
    for text, data in choices:
        combo.addItem(text, data)
    combo.blockSignals(False)
    show_combo_value(combo, current)


def show_combo_value(combo: QComboBox, value: Any) -> None:
    index = combo.findData(value)
    if index < 0 and value is not None:
        combo.addItem(f"#{value}", value)
        index = combo.count() - 1
    combo.blockSignals(True)
    combo.setCurrentIndex(max(index, 0) if combo.count() else -1)
    combo.blockSignals(False)


@dataclass(frozen=True)
class FormButtons:
    """The texts of an ``InlineFormView``'s buttons, each with its Alt+letter. The default
    is the app's usual &Save / &New / &Cancel / &Delete…; a second form in the same window
    (the districts beside the cities) names its own, on other letters."""

    save: str = ""
    new: str = ""
    cancel: str = ""
    delete: str = ""


class InlineFormView(QWidget):
    """The form of an ``InlineEditor``: a heading, a banner, one row per field with its
    error under it, and Save (Ctrl+S) / New / Cancel (Escape) / Delete… buttons."""

    newRequested = Signal()

    def __init__(
        self,
        editor: InlineEditor[Any, Any],
        *,
        new_title: str,
        edit_title: Callable[[Any], str],
        delete_question: Callable[[Any], str] | None = None,
        button_texts: FormButtons | None = None,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        words = button_texts or FormButtons()
        self.editor = editor
        self._new_title = new_title
        self._edit_title = edit_title
        self._delete_question = delete_question
        self.heading = QLabel()
        font = self.heading.font()
        font.setBold(True)
        font.setPointSizeF(font.pointSizeF() * 1.1)
        self.heading.setFont(font)
        self.banner = Banner()
        self.form = QFormLayout()
        self.form.setFieldGrowthPolicy(QFormLayout.FieldGrowthPolicy.ExpandingFieldsGrow)
        self.fields: dict[str, Field] = {}
        self._writers: dict[str, Callable[[Any], None]] = {}
        self.save_button = QPushButton(words.save or self.tr("&Save"))
        self.save_button.setToolTip(self.tr("Save (Ctrl+S)"))
        self.new_button = QPushButton(words.new or self.tr("&New"))
        self.cancel_button = QPushButton(words.cancel or self.tr("&Cancel"))
        self.cancel_button.setToolTip(self.tr("Undo your changes (Escape)"))
        self.delete_button = QPushButton(words.delete or self.tr("&Delete…"))
        self.status = ValueLabel(self.tr("Save status"))
        buttons = QHBoxLayout()
        buttons.addWidget(self.save_button)
        buttons.addWidget(self.cancel_button)
        buttons.addWidget(self.new_button)
        buttons.addStretch(1)
        buttons.addWidget(self.delete_button)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.heading)
        layout.addWidget(self.banner)
        layout.addLayout(self.form)
        self.more = MoreFields()
        """The shown record's fields this app does not know, read-only."""
        layout.addWidget(self.more)
        layout.addLayout(buttons)
        layout.addWidget(self.status)

        self.save_button.clicked.connect(self.save)
        self.cancel_button.clicked.connect(editor.cancel)
        self.new_button.clicked.connect(self.newRequested)
        self.delete_button.clicked.connect(self._confirm_delete)
        self.banner.actionClicked.connect(self.banner.clear)
        add_shortcut(self, QKeySequence.StandardKey.Save, self.save)
        add_shortcut(self, QKeySequence(Qt.Key.Key_Escape), editor.cancel)
        editor.formChanged.connect(self._show_form)
        editor.errorsChanged.connect(self._show_errors)
        editor.savingChanged.connect(self._show_saving)
        connect_while(self, editor.saved, lambda _record: self.status.setText(self.tr("Saved.")))
        connect_while(
            self, editor.deleted, lambda _record: self.status.setText(self.tr("Deleted."))
        )
        connect_while(
            self,
            editor.deleteFailed,
            lambda text: self.banner.show_message(text, kind="warning", action=self.tr("Dismiss")),
        )

    # -- building ------------------------------------------------------------------------
    def add_line(self, field: str, label: str, *, max_length: int = 0) -> QLineEdit:
        line = QLineEdit()
        if max_length:
            line.setMaxLength(max_length)
        self.fields[field] = add_field(self.form, label, line)
        line.textEdited.connect(lambda text: self.editor.set_value(field, text))
        line.returnPressed.connect(self.save)

        def write(value: Any) -> None:
            text = "" if value is None else str(value)
            if line.text() != text:
                line.setText(text)

        self._writers[field] = write
        return line

    def add_combo(self, field: str, label: str) -> QComboBox:
        combo = QComboBox()
        combo.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToContents)
        combo.setMinimumWidth(200)
        self.fields[field] = add_field(self.form, label, combo)
        combo.activated.connect(lambda _i: self.editor.set_value(field, combo.currentData()))
        self._writers[field] = lambda value: show_combo_value(combo, value)
        return combo

    def finish(self) -> None:
        """After the fields are added: show the editor's state."""
        self._show_form()
        self._show_errors()

    # -- commands ------------------------------------------------------------------------
    def save(self) -> None:
        self.status.clear()
        self.editor.save()

    def _confirm_delete(self) -> None:
        record = self.editor.record
        if record is None or self._delete_question is None:
            return
        confirm(
            self,
            self.tr("Delete"),
            self._delete_question(record),
            accept_text=self.tr("&Delete"),
            on_accept=self.editor.delete,
            destructive=True,
        )

    # -- showing -------------------------------------------------------------------------
    def _show_form(self) -> None:
        editor = self.editor
        for field, write in self._writers.items():
            write(editor.values.get(field))
        title = self._new_title if editor.record is None else self._edit_title(editor.record)
        if editor.dirty:
            title += " *"
        self.heading.setText(title)
        self.more.show_fields(editor.unknown_fields())
        self.cancel_button.setEnabled(editor.dirty)
        self.delete_button.setVisible(editor.can_delete and self._delete_question is not None)
        self.save_button.setEnabled(
            not editor.saving and (editor.record is None or editor.can_update)
        )
        if editor.dirty:
            self.status.clear()

    def _show_errors(self) -> None:
        editor = self.editor
        first: QWidget | None = None
        for field, widget in self.fields.items():
            error = editor.field_error(field)
            widget.show_error(error)
            if error and first is None:
                first = widget.widget
        if editor.form_error:
            self.banner.show_message(editor.form_error)
        else:
            self.banner.clear()
        if first is not None:
            first.setFocus(Qt.FocusReason.OtherFocusReason)

    def _show_saving(self, saving: bool) -> None:
        self.save_button.setEnabled(not saving)
        self.delete_button.setEnabled(not saving)
        if saving:
            self.status.setText(self.tr("Saving…"))
        elif self.status.text() == self.tr("Saving…"):
            self.status.clear()
