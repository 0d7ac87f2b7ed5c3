"""A ``ReportTable`` in a table view: amounts with two decimals in the locale's digits;
the view draws subtotals and totals in bold (``LEVEL_ROLE``) and opens what a figure
drills into (``DRILL_ROLE``)."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import (
    QAbstractTableModel,
    QModelIndex,
    QObject,
    QPersistentModelIndex,
    Qt,
)

from app.viewmodels.reports.table import NUMERIC_KINDS, ReportRow, ReportTable, cell_text

_ROOT = QModelIndex()

DRILL_ROLE = Qt.ItemDataRole.UserRole + 10
"""The ``Drill`` behind a cell (None where a figure opens nothing)."""
LEVEL_ROLE = Qt.ItemDataRole.UserRole + 11
"""The row's ``RowLevel``."""
VALUE_ROLE = Qt.ItemDataRole.UserRole + 12
"""The cell's value itself (Decimal, date, str)."""


class ReportTableModel(QAbstractTableModel):
    """A ``ReportTable`` in a table view (read-only, in the report's order)."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._table = ReportTable("", (), ())

    @property
    def table(self) -> ReportTable:
        return self._table

    def set_table(self, table: ReportTable) -> None:
        self.beginResetModel()
        self._table = table
        self.endResetModel()

    def rowCount(self, parent: QModelIndex | QPersistentModelIndex = _ROOT) -> int:
        return 0 if parent.isValid() else len(self._table.rows)

    def columnCount(self, parent: QModelIndex | QPersistentModelIndex = _ROOT) -> int:
        return 0 if parent.isValid() else len(self._table.columns)

    def headerData(
        self, section: int, orientation: Qt.Orientation, role: int = Qt.ItemDataRole.DisplayRole
    ) -> Any:
        if orientation != Qt.Orientation.Horizontal or section >= len(self._table.columns):
            return None
        column = self._table.columns[section]
        if role == Qt.ItemDataRole.DisplayRole:
            return column.title
        if role == Qt.ItemDataRole.TextAlignmentRole and column.kind in NUMERIC_KINDS:
            return int(Qt.AlignmentFlag.AlignTrailing | Qt.AlignmentFlag.AlignVCenter)
        return None

    def data(self, index: QModelIndex | QPersistentModelIndex, role: int = 0) -> Any:
        if not index.isValid():
            return None
        row = self._table.rows[index.row()]
        column = self._table.columns[index.column()]
        value = row.values[index.column()] if index.column() < len(row.values) else None
        if role in (Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.AccessibleTextRole):
            return cell_text(value, column.kind)
        if role == Qt.ItemDataRole.TextAlignmentRole:
            if column.kind in NUMERIC_KINDS:
                return int(Qt.AlignmentFlag.AlignTrailing | Qt.AlignmentFlag.AlignVCenter)
            return int(Qt.AlignmentFlag.AlignLeading | Qt.AlignmentFlag.AlignVCenter)
        if role == Qt.ItemDataRole.ToolTipRole and row.drill is not None:
            return self.tr("Double-click to see the lines behind this figure")
        if role == DRILL_ROLE:
            return row.drill
        if role == LEVEL_ROLE:
            return row.level
        if role == VALUE_ROLE:
            return value
        return None

    def row(self, number: int) -> ReportRow:
        return self._table.rows[number]

    def find(self, column: int, value: Any) -> int:
        """The first row whose ``column`` holds ``value`` (-1: none)."""
        for number, row in enumerate(self._table.rows):
            if column < len(row.values) and row.values[column] == value:
                return number
        return -1
