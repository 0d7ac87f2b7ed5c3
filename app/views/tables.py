"""Table helpers shared by list screens: one table set up the same way everywhere,
selection through the selection model, muted rows."""

from __future__ import annotations

from PySide6.QtCore import (
    QAbstractItemModel,
    QItemSelectionModel,
    QModelIndex,
    QPersistentModelIndex,
)
from PySide6.QtGui import QPalette
from PySide6.QtWidgets import (
    QAbstractItemView,
    QHeaderView,
    QStyledItemDelegate,
    QStyleOptionViewItem,
    QTableView,
    QWidget,
)

from app.viewmodels.rows_table import INACTIVE_ROLE


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


def make_table(
    model: QAbstractItemModel, name: str, *, sortable: bool = True, multi_select: bool = False
) -> QTableView:
    """A read-only, row-selecting, sortable table (inactive rows drawn muted); one row
    selected at a time unless ``multi_select``."""
    table = QTableView()
    table.setAccessibleName(name)
    table.setModel(model)
    table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
    table.setSelectionMode(
        QAbstractItemView.SelectionMode.ExtendedSelection
        if multi_select
        else QAbstractItemView.SelectionMode.SingleSelection
    )
    table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
    table.setAlternatingRowColors(True)
    table.setSortingEnabled(sortable)
    table.verticalHeader().setVisible(False)
    table.setWordWrap(False)
    table.setItemDelegate(MutedRowsDelegate(INACTIVE_ROLE, table))
    header = table.horizontalHeader()
    header.setSectionResizeMode(QHeaderView.ResizeMode.Interactive)
    header.setStretchLastSection(True)
    header.setMinimumSectionSize(60)
    return table


def selected_row(table: QTableView) -> int:
    """The selected row, or -1."""
    rows = table.selectionModel().selectedRows()
    return rows[0].row() if rows else -1


def select_row(table: QTableView, row: int) -> None:
    """Select ``row`` through the selection model (``selectRow`` misbehaves in RTL)."""
    model = table.model()
    if not 0 <= row < model.rowCount():
        return
    flags = (
        QItemSelectionModel.SelectionFlag.ClearAndSelect | QItemSelectionModel.SelectionFlag.Rows
    )
    table.selectionModel().setCurrentIndex(model.index(row, 0), flags)


def fit_columns(table: QTableView, minimum_first: int = 180) -> None:
    """Short lists: measure every cell, give the first column some room."""
    table.resizeColumnsToContents()
    table.setColumnWidth(0, max(table.columnWidth(0) + 24, minimum_first))
