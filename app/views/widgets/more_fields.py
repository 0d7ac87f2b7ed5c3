"""An editor's More section: the fields the server sent that this app does not know.

Read-only: the app cannot tell what they mean, so it shows them as they came and sends them
back unchanged on a save (``app.models.full_replace``). Hidden while a record has none.
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QFormLayout, QGroupBox, QLabel, QWidget

from app.views.widgets.accessibility import ValueLabel

SHOWN_CHARACTERS = 200
"""A longer value is shown cut at this length with an ellipsis; its whole text is in the
tooltip (and it goes back whole on a save)."""


class MoreFields(QGroupBox):
    """The More section: one read-only row per unknown field."""

    def __init__(self, parent: QWidget | None = None, *, saved_here: bool = True) -> None:
        """``saved_here``: whether the record can be saved from where the section is (of
        one the API never updates, the note says only that the fields are shown as they
        came); ``show_fields`` may change it with the record's state."""
        super().__init__(self.tr("More"), parent)
        self.setObjectName("MoreFields")
        self._form = QFormLayout(self)
        self._note = QLabel()
        self._set_note(saved_here)
        self._note.setWordWrap(True)
        self._form.addRow(self._note)
        self.values: dict[str, ValueLabel] = {}
        self.setVisible(False)

    @property
    def note(self) -> str:
        """The sentence above the fields: what becomes of them."""
        return self._note.text()

    def _set_note(self, saved_here: bool) -> None:
        self._note.setText(
            self.tr(
                "Fields this server has that this app does not know. They are kept as they "
                "are and sent back unchanged when you save."
            )
            if saved_here
            else self.tr("Fields this server has that this app does not know, shown as they came.")
        )

    def show_fields(self, rows: list[tuple[str, str]], *, saved_here: bool | None = None) -> None:
        """One row per (wire name, value as text); ``saved_here`` (when given) says whether
        a save from here sends them back (a saved record the API cannot change: not)."""
        if saved_here is not None:
            self._set_note(saved_here)
        while self._form.rowCount() > 1:
            self._form.removeRow(1)
        self.values = {}
        for name, text in rows:
            shown = text if len(text) <= SHOWN_CHARACTERS else text[:SHOWN_CHARACTERS] + "…"
            value = ValueLabel(name)
            value.setText(shown)
            value.setToolTip(text)
            value.setWordWrap(True)
            value.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
            caption = QLabel(name)
            self._form.addRow(caption, value)
            self.values[name] = value
        # Only where an editor has placed the section: one that has not (no parent) would
        # otherwise show as a window of its own and take the keyboard from the editor.
        self.setVisible(bool(rows) and self.parentWidget() is not None)
