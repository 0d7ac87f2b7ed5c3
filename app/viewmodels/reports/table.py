"""A report as a table: columns with kinds, rows with levels, and what each figure opens.

Every report screen shows one ``ReportTable``; the same table goes to the spreadsheet
export (numbers as numbers, dates as dates) and to the printed page, so what a manager
reads, saves and prints is one thing. ``ReportTableModel`` shows it in a table view:
amounts with two decimals in the locale's digits; the view draws subtotals and totals
in bold (``LEVEL_ROLE``).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from datetime import date
from decimal import Decimal
from enum import StrEnum
from typing import Any

from PySide6.QtCore import (
    QAbstractTableModel,
    QLocale,
    QModelIndex,
    QObject,
    QPersistentModelIndex,
    Qt,
)

from app.viewmodels.numbers import format_date, format_money, format_quantity

_ROOT = QModelIndex()

DRILL_ROLE = Qt.ItemDataRole.UserRole + 10
"""The ``Drill`` behind a cell (None where a figure opens nothing)."""
LEVEL_ROLE = Qt.ItemDataRole.UserRole + 11
"""The row's ``RowLevel``."""
VALUE_ROLE = Qt.ItemDataRole.UserRole + 12
"""The cell's value itself (Decimal, date, str)."""


class ColumnKind(StrEnum):
    TEXT = "text"
    MONEY = "money"
    QUANTITY = "quantity"
    COUNT = "count"
    DATE = "date"


NUMERIC_KINDS = frozenset({ColumnKind.MONEY, ColumnKind.QUANTITY, ColumnKind.COUNT})


class RowLevel(StrEnum):
    DETAIL = "detail"
    HEADING = "heading"
    """A group's title (an account type) before its rows."""
    SUBTOTAL = "subtotal"
    TOTAL = "total"


class DrillKind(StrEnum):
    ACCOUNT = "account"
    """The general ledger of an account."""
    CUSTOMER = "customer"
    """A customer's statement."""
    SUPPLIER = "supplier"
    """A supplier's statement."""
    DOCUMENT = "document"
    """An accounting document, opened in its editor."""
    REPORT = "report"
    """Another report (a dashboard card)."""


@dataclass(frozen=True)
class Drill:
    """What a double-click on a figure opens: the lines behind it, or the document."""

    kind: DrillKind
    key: int | str
    """Account id, customer id, document id, or a report's name."""
    date_from: date | None = None
    date_to: date | None = None


@dataclass(frozen=True)
class ReportColumn:
    key: str
    """The export's column name (the JSON key where there is one)."""
    title: str
    """Translated."""
    kind: ColumnKind = ColumnKind.TEXT


@dataclass(frozen=True)
class ReportRow:
    values: tuple[Any, ...]
    """One per column: str, Decimal, int, date or None."""
    level: RowLevel = RowLevel.DETAIL
    drill: Drill | None = None
    """What the row opens (every figure of it)."""


@dataclass(frozen=True)
class ReportTable:
    """A computed report, ready to show, export and print."""

    title: str
    columns: tuple[ReportColumn, ...]
    rows: tuple[ReportRow, ...]
    parameters: tuple[tuple[str, str | date], ...] = ()
    """(caption, value) as the page header prints them (a date printed as dates are)."""
    file_name: str = "report"
    """A base name for saved files (no suffix)."""
    notes: tuple[str, ...] = field(default_factory=tuple)

    def totals(self) -> tuple[ReportRow, ...]:
        return tuple(row for row in self.rows if row.level is RowLevel.TOTAL)


def cell_text(value: Any, kind: ColumnKind, locale: QLocale | None = None) -> str:
    """A cell as the screen and the printed page show it."""
    locale = locale or QLocale()
    if value is None:
        return ""
    # Amounts and quantities as every other screen shows them : exact, with
    # the currency's decimals and grouping.
    if kind is ColumnKind.MONEY:
        return format_money(Decimal(value), locale)
    if kind is ColumnKind.QUANTITY:
        return format_quantity(Decimal(value), locale=locale)
    if kind is ColumnKind.COUNT:
        return locale.toString(int(value))
    if kind is ColumnKind.DATE and isinstance(value, date):
        return format_date(value, locale)
    return str(value)


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


def column_values(table: ReportTable, key: str) -> Sequence[Any]:
    """Every detail value of column ``key`` (tests, charts)."""
    position = [c.key for c in table.columns].index(key)
    return [row.values[position] for row in table.rows if row.level is RowLevel.DETAIL]
