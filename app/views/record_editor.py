"""``RecordEditorView``: the editor tab every record shares (the tax editor's layout).

A banner above the form, one ``QFormLayout`` whose rows show their error underneath, and
Save (Ctrl+S, the default button) / Delete… / Close with a status text. The view-model's
signals are bound here once: errors land under their fields and the first wrong field gets
the focus, a save waiting in the outbox is shown as information, a conflict asks
Overwrite / Take theirs with the field-by-field comparison behind "Show Details…".

A subclass adds its rows (``add_row``), connects its widgets to the view-model and fills
them from the form in ``show_form``.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtGui import QKeySequence, QPalette
from PySide6.QtWidgets import (
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QMessageBox,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from app.viewmodels.record_editor import RecordEditorViewModel
from app.views.dialogs import Choice, ask, confirm
from app.views.forms import Banner, Field, add_field, add_section, add_shortcut
from app.views.screen import Screen

FORM_MAX_WIDTH = 760


class RecordEditorView(Screen):
    """Binds a ``RecordEditorViewModel``; see the module docstring."""

    def __init__(
        self,
        view_model: RecordEditorViewModel[Any, Any],
        parent: QWidget | None = None,
        *,
        delete_title: str = "",
        delete_question: str = "",
    ) -> None:
        """``delete_title``/``delete_question`` (with ``{name}``) ask before a delete; without
        them the editor has no Delete button (the API cannot delete these records)."""
        super().__init__(view_model, parent)
        self.view_model: RecordEditorViewModel[Any, Any] = view_model
        self._delete_title = delete_title
        self._delete_question = delete_question
        self._can_delete = bool(delete_title)
        self.banner = Banner()
        self.form = QFormLayout()
        self.form.setFieldGrowthPolicy(QFormLayout.FieldGrowthPolicy.ExpandingFieldsGrow)
        self.fields: dict[str, Field] = {}

        self.save_button = QPushButton(self.tr("Save"))
        self.save_button.setDefault(True)
        self.save_button.setToolTip(self.tr("Save (Ctrl+S)"))
        self.delete_button = QPushButton(self.tr("Delete…"))
        self.close_button = QPushButton(self.tr("Close"))
        self.status = QLabel()
        self.status.setAccessibleName(self.tr("Save status"))
        self.status.setWordWrap(True)
        buttons = QHBoxLayout()
        buttons.addWidget(self.save_button)
        buttons.addWidget(self.delete_button)
        buttons.addWidget(self.status, 1)
        buttons.addWidget(self.close_button)

        page = QWidget()
        page.setMaximumWidth(FORM_MAX_WIDTH)
        page_layout = QVBoxLayout(page)
        page_layout.setContentsMargins(0, 0, 0, 0)
        page_layout.addWidget(self.banner)
        page_layout.addLayout(self.form)
        page_layout.addSpacing(8)
        page_layout.addLayout(buttons)
        page_layout.addStretch(1)
        layout = QHBoxLayout(self)
        layout.addWidget(page, 1)
        layout.addStretch(0)

        self.save_button.clicked.connect(self.save)
        self.delete_button.clicked.connect(self._confirm_delete)
        self.close_button.clicked.connect(self.closeRequested)
        add_shortcut(self, QKeySequence.StandardKey.Save, self.save)

    def bind(self) -> None:
        """Connect the view-model and show its state; subclasses call this at the end of
        their constructor, once their rows exist."""
        vm = self.view_model
        vm.formChanged.connect(self._show_form)
        vm.fieldErrorsChanged.connect(self._show_field_errors)
        vm.formErrorChanged.connect(self._show_form_error)
        vm.savingChanged.connect(self._show_saving)
        vm.titleChanged.connect(self.titleChanged)
        vm.choicesLoaded.connect(self.show_choices)
        vm.saved.connect(self._on_saved)
        vm.deleted.connect(self.closeRequested)
        vm.conflictDetected.connect(self._ask_about_conflict)
        # Waiting in the outbox is not a failure: the same words, as information.
        vm.queued.connect(lambda text: self.banner.show_message(text, kind="info"))
        self.show_choices()
        self._show_form()
        self._show_form_error(vm.form_error)  # a reopened draft's last verdict
        self._show_field_errors()
        vm.load_choices()

    # -- building the form ---------------------------------------------------------------
    def add_row(self, field: str, label_text: str, widget: QWidget) -> Field:
        """A labelled row whose errors are those of ``field`` (its wire name)."""
        row = add_field(self.form, label_text, widget)
        self.fields[field] = row
        return row

    def add_section(self, title: str) -> None:
        add_section(self.form, title)

    def add_hint(self, text: str) -> QLabel:
        """A muted sentence across the form (a rule the clerk should know)."""
        hint = QLabel(text)
        hint.setWordWrap(True)
        hint.setForegroundRole(QPalette.ColorRole.PlaceholderText)
        self.form.addRow(hint)
        return hint

    @staticmethod
    def set_text(edit: QLineEdit, text: str) -> None:
        """Show ``text`` without moving the cursor when it is already there."""
        if edit.text() != text:
            edit.setText(text)

    # -- what a subclass fills -----------------------------------------------------------
    def show_form(self) -> None:
        """Fill the widgets from ``view_model.form``."""

    def show_choices(self) -> None:
        """Fill pickers from what the view-model loaded."""

    def settle_pickers(self) -> None:
        """Turn text typed in a picker but not yet confirmed into a choice (before a
        save)."""

    def is_read_only(self) -> bool:
        """A record the API cannot change: the form shows it, Save is hidden."""
        return False

    # -- commands ------------------------------------------------------------------------
    def title(self) -> str:
        return self.view_model.title

    def has_unsaved_changes(self) -> bool:
        return self.view_model.dirty

    def close_screen(self, *, keep_draft: bool) -> None:
        self.view_model.close(keep_draft=keep_draft)

    def save(self) -> None:
        self.settle_pickers()
        self.view_model.save()

    def _confirm_delete(self) -> None:
        confirm(
            self,
            self._delete_title,
            self._delete_question.format(name=self.view_model.title.removesuffix(" *")),
            accept_text=self.tr("Delete"),
            on_accept=self.view_model.delete,
            destructive=True,
        )

    # -- view-model -> view --------------------------------------------------------------
    def _show_form(self) -> None:
        self.show_form()
        read_only = self.is_read_only()
        self.save_button.setVisible(not read_only)
        self.delete_button.setVisible(self._can_delete and not self.view_model.is_new)
        for row in self.fields.values():
            widget = row.widget
            if isinstance(widget, QLineEdit):
                widget.setReadOnly(read_only or widget.property("alwaysReadOnly") is True)
            elif read_only:
                widget.setEnabled(False)

    def _show_field_errors(self) -> None:
        first_invalid: QWidget | None = None
        for field, row in self.fields.items():
            error = self.view_model.field_error(field)
            row.show_error(error)
            if error and first_invalid is None:
                first_invalid = row.widget
        if first_invalid is not None and not self.view_model.saving:
            first_invalid.setFocus(Qt.FocusReason.OtherFocusReason)

    def _show_form_error(self, text: str) -> None:
        if text:
            self.banner.show_message(text)
        else:
            self.banner.clear()

    def _show_saving(self, saving: bool) -> None:
        self.save_button.setEnabled(not saving)
        self.delete_button.setEnabled(not saving)
        self.status.setText(self.tr("Saving…") if saving else "")

    def _on_saved(self) -> None:
        self.status.setText(self.saved_text())

    def saved_text(self) -> str:
        return self.tr("Saved.")

    def _ask_about_conflict(self, text: str) -> None:
        ask(
            self,
            self.tr("Changed by someone else"),
            text,
            [
                Choice(self.tr("Overwrite with mine"), self.view_model.overwrite),
                Choice(
                    self.tr("Take theirs"),
                    self.view_model.take_server_version,
                    QMessageBox.ButtonRole.DestructiveRole,
                ),
            ],
            details=self.tr(
                "Keep your version and overwrite theirs, or take theirs and lose your changes?"
            ),
            icon=QMessageBox.Icon.Warning,
            comparison=self.view_model.comparison,
        )
