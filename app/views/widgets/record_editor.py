"""The editor tabs of ``RecordEditorViewModel`` records.

``EditorScreen`` is what every such tab shares, whatever its layout (a form, tabs, a line
grid): a banner for the form's error, Save (Ctrl+S, the default button) / Delete… / Close
with a status text, and the view-model's signals bound once. Errors land under their fields
and the first wrong field gets the focus (also when the server's refusal arrives while
saving: the focus moves once saving ends), a save waiting in the outbox is shown as
information, a conflict asks Overwrite / Take theirs with the field-by-field comparison
behind "Show Details…".

``RecordEditorView`` is the form layout of the master-data editors (the tax editor's): one
``QFormLayout`` whose rows show their error underneath. A subclass adds its rows
(``add_row``), connects its widgets to the view-model and fills them in ``show_form``.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication, Qt
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
from app.views.widgets.accessibility import ValueLabel
from app.views.widgets.dialogs import Choice, ask, confirm
from app.views.widgets.forms import (
    Banner,
    Field,
    add_field,
    add_section,
    add_shortcut,
    mark_required,
    show_field_errors,
)
from app.views.widgets.more_fields import MoreFields
from app.views.widgets.screen import Screen

translate = QCoreApplication.translate

FORM_MAX_WIDTH = 760


def ask_about_conflict(
    parent: QWidget, view_model: RecordEditorViewModel[Any, Any], text: str
) -> None:
    """Someone else changed the record (``text`` says what): overwrite it with the clerk's
    form, or take theirs, with the field-by-field comparison behind "Show Details…". The
    words are ``EditorScreen``'s, for the editors built without it too."""
    ask(
        parent,
        translate("EditorScreen", "Changed by someone else"),
        text,
        [
            Choice(translate("EditorScreen", "&Overwrite with mine"), view_model.overwrite),
            Choice(
                translate("EditorScreen", "Ta&ke theirs"),
                view_model.take_server_version,
                QMessageBox.ButtonRole.DestructiveRole,
            ),
        ],
        details=translate(
            "EditorScreen",
            "Keep your version and overwrite theirs, or take theirs and lose your changes?",
        ),
        icon=QMessageBox.Icon.Warning,
        comparison=view_model.comparison,
    )


class EditorScreen(Screen):
    """Binds a ``RecordEditorViewModel``; see the module docstring.

    A subclass builds its widgets, puts ``banner`` and ``buttons`` (the row of Save,
    Delete…, the status and Close) in its layout, fills ``fields`` (wire name -> row) and
    calls ``bind()`` at the end of its constructor.
    """

    def __init__(
        self,
        view_model: RecordEditorViewModel[Any, Any],
        parent: QWidget | None = None,
        *,
        delete_title: str = "",
        delete_question: str = "",
        save_tip: str = "",
    ) -> None:
        """``delete_title``/``delete_question`` (with ``{name}``) ask before a delete; without
        them the editor has no Delete button (the API cannot delete these records)."""
        super().__init__(view_model, parent)
        self.view_model: RecordEditorViewModel[Any, Any] = view_model
        self._delete_title = delete_title
        self._delete_question = delete_question
        self._can_delete = bool(delete_title)
        self.banner = Banner()
        self.fields: dict[str, Field] = {}
        self.more = MoreFields()
        """The server's fields this app does not know; a subclass places it."""

        self.save_button = QPushButton(self.tr("&Save"))
        self.save_button.setDefault(True)
        self.save_button.setToolTip(save_tip or self.tr("Save (Ctrl+S)"))
        self.delete_button = QPushButton(self.tr("&Delete…"))
        self.close_button = QPushButton(self.tr("&Close"))
        self.status = ValueLabel(self.tr("Save status"))
        self.status.setWordWrap(True)
        self.buttons = QHBoxLayout()
        self.buttons.addWidget(self.save_button)
        self.buttons.addWidget(self.delete_button)
        self.buttons.addWidget(self.status, 1)
        self.buttons.addWidget(self.close_button)

        self.save_button.clicked.connect(self.save)
        self.delete_button.clicked.connect(self._confirm_delete)
        self.close_button.clicked.connect(self.closeRequested)
        add_shortcut(self, QKeySequence.StandardKey.Save, self.save)

    def bind(self) -> None:
        """Connect the view-model and show its state; subclasses call this at the end of
        their constructor, once their widgets exist."""
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
        vm.unchanged.connect(self.status.setText)
        # Waiting in the outbox is not a failure: the same words, as information.
        self.listen(vm.queued, lambda text: self.banner.show_message(text, kind="info"))
        mark_required(
            self, [row.widget for key, row in self.fields.items() if key in vm.required_fields()]
        )
        self.show_choices()
        self._show_form()
        self._show_form_error(vm.form_error)  # a reopened draft's last verdict
        self._show_field_errors()
        vm.load_choices()

    # -- what a subclass fills -----------------------------------------------------------
    def show_form(self) -> None:
        """Fill the widgets from ``view_model.form``."""

    def show_choices(self) -> None:
        """Fill pickers from what the view-model loaded."""

    def settle_pickers(self) -> None:
        """Turn text typed in a picker but not yet confirmed into a choice (before a
        save)."""

    def update_commands(self) -> None:
        """Show and enable the buttons for the record's state (after the form, a save)."""
        saving = self.view_model.saving
        self.save_button.setEnabled(not saving)
        self.delete_button.setVisible(self._can_delete and not self.view_model.is_new)
        self.delete_button.setEnabled(not saving)

    def show_other_errors(self, first_invalid: QWidget | None) -> QWidget | None:
        """Errors that are not about one field row (grid cells, a list of addresses);
        returns the widget to take the clerk to (``first_invalid`` unless it is None)."""
        return first_invalid

    def reveal(self, widget: QWidget) -> None:
        """Bring a wrong field into view (its tab, its scroll position)."""

    def record_name(self) -> str:
        """How the delete question names the record."""
        return self.view_model.title.removesuffix(" *")

    def saved_text(self) -> str:
        return self.tr("Saved.")

    # -- commands ------------------------------------------------------------------------
    def title(self) -> str:
        return self.view_model.title

    def has_unsaved_changes(self) -> bool:
        return self.view_model.dirty

    def close_screen(self, *, keep_draft: bool) -> bool:
        return self.view_model.close(keep_draft=keep_draft)

    def keeps_typing(self) -> bool:
        return self.view_model.keep_typing()

    def save(self) -> None:
        self.settle_pickers()
        self.status.setText("")  # a "Saved." of an earlier save is not this one's verdict
        self.view_model.save()

    def _confirm_delete(self) -> None:
        if not self._can_delete:
            return
        confirm(
            self,
            self._delete_title,
            self._delete_question.format(name=self.record_name()),
            accept_text=self.tr("&Delete"),
            on_accept=self.view_model.delete,
            destructive=True,
        )

    # -- view-model -> view --------------------------------------------------------------
    def _show_form(self) -> None:
        self.show_form()
        # A saved record the API cannot change (a brand, a cash document) sends nothing back.
        read_only = bool(getattr(self.view_model, "read_only", False))
        self.more.show_fields(self.view_model.unknown_fields(), saved_here=not read_only)
        self.update_commands()

    def _show_field_errors(self) -> None:
        first = show_field_errors(self.fields, self.view_model.field_error)
        first_invalid = self.show_other_errors(
            self.fields[first].widget if first is not None else None
        )
        if first_invalid is None:
            return
        self.reveal(first_invalid)
        # While saving the clerk may still be typing: the focus moves once saving ends
        # (``_show_saving``), so a refusal from the server lands on its field too.
        if not self.view_model.saving:
            first_invalid.setFocus(Qt.FocusReason.OtherFocusReason)

    def _show_form_error(self, text: str) -> None:
        if text:
            self.banner.show_message(text)
        else:
            self.banner.clear()

    def _show_saving(self, saving: bool) -> None:
        self.status.setText(self.tr("Saving…") if saving else "")
        self.update_commands()
        if not saving and self.view_model.field_errors:
            self._show_field_errors()  # the server refused: now to the field it named

    def _on_saved(self) -> None:
        self.status.setText(self.saved_text())
        self._show_form()  # what only a saved record shows (its code, Delete…)

    def _ask_about_conflict(self, text: str) -> None:
        ask_about_conflict(self, self.view_model, text)


class RecordEditorView(EditorScreen):
    """The form layout of the master-data editors; see the module docstring."""

    def __init__(
        self,
        view_model: RecordEditorViewModel[Any, Any],
        parent: QWidget | None = None,
        **words: str,
    ) -> None:
        """``words``: ``EditorScreen``'s delete_title, delete_question and save_tip."""
        super().__init__(view_model, parent, **words)
        self.form = QFormLayout()
        self.form.setFieldGrowthPolicy(QFormLayout.FieldGrowthPolicy.ExpandingFieldsGrow)
        page = QWidget()
        page.setMaximumWidth(FORM_MAX_WIDTH)
        page_layout = QVBoxLayout(page)
        page_layout.setContentsMargins(0, 0, 0, 0)
        page_layout.addWidget(self.banner)
        page_layout.addLayout(self.form)
        page_layout.addWidget(self.more)
        page_layout.addSpacing(8)
        page_layout.addLayout(self.buttons)
        page_layout.addStretch(1)
        layout = QHBoxLayout(self)
        layout.addWidget(page, 1)
        layout.addStretch(0)

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

    def is_read_only(self) -> bool:
        """A record the API cannot change: the form shows it, Save is hidden."""
        return False

    def update_commands(self) -> None:
        super().update_commands()
        read_only = self.is_read_only()
        self.save_button.setVisible(not read_only)
        for row in self.fields.values():
            widget = row.widget
            if isinstance(widget, QLineEdit):
                widget.setReadOnly(read_only or widget.property("alwaysReadOnly") is True)
            elif read_only:
                widget.setEnabled(False)
