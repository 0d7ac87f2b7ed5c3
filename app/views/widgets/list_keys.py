"""From a list's search box into its results and back.

Down in a search or filter box moves into the list (its first row when none is current),
Enter there opens the row (the list's own ``activated``), and Esc in the list goes back to
the box the clerk came from, with its text selected to type over.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QItemSelectionModel, QObject, Qt
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import (
    QAbstractItemView,
    QAbstractSpinBox,
    QComboBox,
    QLineEdit,
    QWidget,
)

from app.views.widgets.focus import reading_order
from app.views.widgets.record_editor import EditorScreen


class SearchToResults(QObject):
    """Links the text boxes of a list screen to its ``table``."""

    def __init__(self, table: QAbstractItemView, boxes: list[QLineEdit]) -> None:
        super().__init__(table)
        self._table = table
        self._boxes = boxes
        self._came_from: QLineEdit | None = None
        for box in boxes:
            box.installEventFilter(self)
        table.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() != QEvent.Type.KeyPress or not isinstance(event, QKeyEvent):
            return False
        plain = event.modifiers() in (
            Qt.KeyboardModifier.NoModifier,
            Qt.KeyboardModifier.KeypadModifier,
        )
        if watched in self._boxes and event.key() == Qt.Key.Key_Down and plain:
            assert isinstance(watched, QLineEdit)
            completer = watched.completer()
            popup = completer.popup() if completer is not None else None
            if popup is not None and popup.isVisible():
                return False  # the box's own match list takes Down
            return self._into_results(watched)
        if (
            watched is self._table
            and event.key() == Qt.Key.Key_Escape
            and plain
            and self._table.state() != QAbstractItemView.State.EditingState
        ):
            box: QLineEdit | None = self._came_from or (self._boxes[0] if self._boxes else None)
            if box is not None and box.isVisible():
                box.setFocus(Qt.FocusReason.ShortcutFocusReason)
                box.selectAll()
                return True
        return False

    def _into_results(self, box: QLineEdit) -> bool:
        model = self._table.model()
        if model is None or model.rowCount() == 0:
            return False
        self._came_from = box
        self._table.setFocus(Qt.FocusReason.ShortcutFocusReason)
        current = self._table.currentIndex()
        if not current.isValid():
            first = model.index(0, 0)
            selection = self._table.selectionModel()
            flags = (
                QItemSelectionModel.SelectionFlag.ClearAndSelect
                | QItemSelectionModel.SelectionFlag.Rows
            )
            selection.setCurrentIndex(first, flags)
        return True


def link_search_boxes(screen: QWidget) -> SearchToResults | None:
    """Link every text box of a list screen (one with a ``table``) to that table: the
    search and text filters above it. A combo box's or a date box's own text is not one; an
    editor's fields, or a form under the list, are not searches (Down stays in the form)."""
    table = getattr(screen, "table", None)
    if not isinstance(table, QAbstractItemView) or isinstance(screen, EditorScreen):
        return None
    order = reading_order(screen)
    above = order[: order.index(table)] if table in order else order
    boxes = [
        box
        for box in screen.findChildren(QLineEdit)
        if not isinstance(box.parentWidget(), QComboBox | QAbstractSpinBox)
        and not table.isAncestorOf(box)
        and not box.isReadOnly()
        and box in above  # the search and filters, not a form under the list
    ]
    return SearchToResults(table, boxes) if boxes else None
