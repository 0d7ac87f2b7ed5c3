"""Table helpers shared by list screens."""

from __future__ import annotations

from PySide6.QtCore import QModelIndex, QPersistentModelIndex, Qt
from PySide6.QtGui import QPalette
from PySide6.QtWidgets import QStyledItemDelegate, QStyleOptionViewItem, QWidget


class MutedRowsDelegate(QStyledItemDelegate):
    """Draws rows whose ``role`` is true (inactive records) in the disabled text colour."""

    def __init__(self, role: int, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._role = role

    def initStyleOption(
        self, option: QStyleOptionViewItem, index: QModelIndex | QPersistentModelIndex
    ) -> None:
        super().initStyleOption(option, index)
        if index.data(self._role):
            muted = option.palette.color(QPalette.ColorGroup.Disabled, QPalette.ColorRole.Text)
            option.palette.setColor(QPalette.ColorRole.Text, muted)


class LeftToRightDelegate(QStyledItemDelegate):
    """Lays a column's cells out left to right also in a right-to-left window: key names
    ("Ctrl+,"), codes and phone numbers; else the bidi algorithm moves their punctuation
    and groups around ("Ctrl+," would read ",+Ctrl")."""

    def initStyleOption(
        self, option: QStyleOptionViewItem, index: QModelIndex | QPersistentModelIndex
    ) -> None:
        super().initStyleOption(option, index)
        option.direction = Qt.LayoutDirection.LeftToRight
