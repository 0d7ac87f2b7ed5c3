"""``RowsTableModel``: rows held in Python for a table view, described by columns.

Every list of the master-data and accounting screens shows short lists (hundreds of
records, a few thousand balance rows at most): sorting here in Python and resetting the
model is instant, and no ``QSortFilterProxyModel`` is needed (DESIGN.md). A screen describes
its columns (a title, the text of a cell, how it sorts) and hands rows over; the model
answers the view, sorts, and marks inactive rows for ``MutedRowsDelegate``.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable, Sequence
from dataclasses import dataclass
from decimal import Decimal
from typing import Any, Generic, TypeVar

from PySide6.QtCore import (
    QAbstractTableModel,
    QModelIndex,
    QObject,
    QPersistentModelIndex,
    Qt,
)

from app.store.tabular import Cell, ColumnKind, SheetColumn
from app.viewmodels.numbers import MONEY_DECIMALS, format_decimal, format_money
from app.viewmodels.table_export import SHEET_COLUMN_ROLE, SHEET_VALUE_ROLE
from app.viewmodels.totals import ITEM_ROLE

RowT = TypeVar("RowT")

_ROOT = QModelIndex()

ROW_ROLE = Qt.ItemDataRole.UserRole + 1
"""Model role carrying the row object itself."""
INACTIVE_ROLE = Qt.ItemDataRole.UserRole + 2
"""True for rows of inactive (or read-only) records: views draw them muted."""


@dataclass(frozen=True)
class Column(Generic[RowT]):
    """One column: its (translated) title, the text of a cell, and how it sorts.

    Without ``sort_key`` a column sorts by its text ignoring case; numeric columns give a
    key so that 10 sorts after 9.
    """

    title: str
    text: Callable[[RowT], str]
    sort_key: Callable[[RowT], Any] | None = None
    numeric: bool = False
    """Right-aligned (amounts, rates)."""
    tooltip: Callable[[RowT], str] | None = None
    """A cell's tooltip (empty: the row's inactive tip, if any)."""
    header_tip: str = ""
    kind: ColumnKind = "text"
    """What the column holds, for exports and totals ("money" columns are summed)."""
    value: Callable[[RowT], Cell] | None = None
    """The cell's value for a spreadsheet (a Decimal, a date); None: its text."""
    decimals: int | None = None
    """A numeric column's decimals (None: as many as its values have, at most 4)."""


def number_column(
    title: str,
    value: Callable[[RowT], Decimal | None],
    text: Callable[[Decimal], str] = format_decimal,
    *,
    kind: ColumnKind = "price",
    decimals: int | None = None,
) -> Column[RowT]:
    """A right-aligned number (an amount, a rate, a quantity) that sorts as a number; a
    row without one shows nothing and sorts after the others. ``kind`` says what it is
    for exports and totals: by default a number never summed (a rate, a price);
    ``"quantity"`` is summed within one item, ``money_column`` always."""

    def cell(row: RowT) -> str:
        number = value(row)
        return "" if number is None else text(number)

    def key(row: RowT) -> tuple[bool, Decimal]:
        number = value(row)
        return (number is None, number if number is not None else Decimal(0))

    return Column(title, cell, key, numeric=True, kind=kind, value=value, decimals=decimals)


def money_column(title: str, value: Callable[[RowT], Decimal | None]) -> Column[RowT]:
    """An amount: the currency's decimals and grouping (``format_money``), exported as a
    number with that format, summed in the list's footer."""
    return number_column(
        title,
        value,
        lambda number: format_money(number),
        kind="money",
        decimals=MONEY_DECIMALS,
    )


class RowsTableModel(QAbstractTableModel, Generic[RowT]):
    """Rows for a table view; sorting happens here, in Python (see the module docstring)."""

    def __init__(
        self,
        columns: Sequence[Column[RowT]],
        *,
        inactive: Callable[[RowT], bool] | None = None,
        inactive_tip: str = "",
        item: Callable[[RowT], Hashable] | None = None,
        parent: QObject | None = None,
    ) -> None:
        """``item``: the item a row is of, where rows are items' (quantities are summed
        only within one item, see ``app.store.totals``)."""
        super().__init__(parent)
        self._item = item
        self._columns = list(columns)
        self._inactive = inactive
        self._inactive_tip = inactive_tip
        self._rows: list[RowT] = []
        self._sort: tuple[int, Qt.SortOrder] | None = None
        self.money_decimals: int | None = None
        """The decimals amounts are exported with (the company currency's, from the money
        core: 3 for KWD, 0 for JPY); None: each money column's own."""

    @property
    def columns(self) -> list[Column[RowT]]:
        return self._columns

    def set_columns(self, columns: Sequence[Column[RowT]]) -> None:
        """New columns (a grid whose columns depend on what was asked, e.g. warehouses)."""
        self.beginResetModel()
        self._columns = list(columns)
        self._sort = None
        self.endResetModel()

    def set_rows(self, rows: Sequence[RowT]) -> None:
        self.beginResetModel()
        self._rows = self._sorted(list(rows))
        self.endResetModel()

    def rows(self) -> list[RowT]:
        """The rows in the order shown."""
        return list(self._rows)

    def row_at(self, row: int) -> RowT | None:
        return self._rows[row] if 0 <= row < len(self._rows) else None

    def row_where(self, matches: Callable[[RowT], bool]) -> int:
        """The first row ``matches`` accepts, or -1."""
        return next((i for i, row in enumerate(self._rows) if matches(row)), -1)

    def row_of(self, record_id: int) -> int:
        """The row of the record with this ``id``, or -1."""
        return self.row_where(lambda row: getattr(row, "id", None) == record_id)

    def refresh_cells(self, row: int, column: int) -> None:
        """A cell's text changed outside ``set_rows`` (e.g. a balance read on demand)."""
        if 0 <= row < len(self._rows) and 0 <= column < len(self._columns):
            index = self.index(row, column)
            self.dataChanged.emit(index, index)

    def rowCount(self, parent: QModelIndex | QPersistentModelIndex = _ROOT) -> int:
        return 0 if parent.isValid() else len(self._rows)

    def columnCount(self, parent: QModelIndex | QPersistentModelIndex = _ROOT) -> int:
        return 0 if parent.isValid() else len(self._columns)

    def headerData(
        self, section: int, orientation: Qt.Orientation, role: int = Qt.ItemDataRole.DisplayRole
    ) -> Any:
        if orientation != Qt.Orientation.Horizontal or not 0 <= section < len(self._columns):
            return None
        if role == Qt.ItemDataRole.DisplayRole:
            return self._columns[section].title
        if role == Qt.ItemDataRole.ToolTipRole:
            return self._columns[section].header_tip or None
        if role == SHEET_COLUMN_ROLE:
            return self.sheet_column(section)
        return None

    def sheet_column(self, section: int) -> SheetColumn | None:
        """What column ``section`` holds for a spreadsheet (None: read from its texts)."""
        column = self._columns[section]
        if column.value is None:
            return None
        decimals = column.decimals
        if column.kind == "money" and self.money_decimals is not None:
            decimals = self.money_decimals
        if decimals is None:
            decimals = 0
            for row in self._rows:
                number = column.value(row)
                if isinstance(number, Decimal) and number.is_finite():
                    exponent = number.normalize().as_tuple().exponent
                    if isinstance(exponent, int):
                        decimals = max(decimals, min(4, -exponent))
        return SheetColumn(column.title, column.kind, decimals)

    def data(
        self, index: QModelIndex | QPersistentModelIndex, role: int = Qt.ItemDataRole.DisplayRole
    ) -> Any:
        row = self.row_at(index.row())
        if row is None or not 0 <= index.column() < len(self._columns):
            return None
        column = self._columns[index.column()]
        if role == Qt.ItemDataRole.DisplayRole:
            return column.text(row)
        if role == ROW_ROLE:
            return row
        if role == SHEET_VALUE_ROLE:
            return column.value(row) if column.value is not None else column.text(row) or None
        if role == ITEM_ROLE:
            return self._item(row) if self._item is not None else None
        if role == INACTIVE_ROLE:
            return self.is_inactive(row)
        if role == Qt.ItemDataRole.TextAlignmentRole and column.numeric:
            return int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        if role == Qt.ItemDataRole.ToolTipRole:
            tip = column.tooltip(row) if column.tooltip is not None else ""
            if not tip and self._inactive_tip and self.is_inactive(row):
                tip = self._inactive_tip
            return tip or None
        return None

    def is_inactive(self, row: RowT) -> bool:
        return bool(self._inactive and self._inactive(row))

    def sort(self, column: int, order: Qt.SortOrder = Qt.SortOrder.AscendingOrder) -> None:
        if not 0 <= column < len(self._columns):
            return
        self._sort = (column, order)
        self.layoutAboutToBeChanged.emit()
        before = self._rows
        self._rows = self._sorted(before)
        # The selection follows its rows to their new places.
        position = {id(row): i for i, row in enumerate(self._rows)}
        moved = self.persistentIndexList()
        self.changePersistentIndexList(
            moved, [self.index(position[id(before[i.row()])], i.column()) for i in moved]
        )
        self.layoutChanged.emit()

    def _sorted(self, rows: list[RowT]) -> list[RowT]:
        if self._sort is None:
            return rows
        index, order = self._sort
        column = self._columns[index]

        def key(row: RowT) -> Any:
            if column.sort_key is not None:
                return column.sort_key(row)
            return column.text(row).casefold()

        # Python's sort is stable: rows with equal keys keep the server's order.
        return sorted(rows, key=key, reverse=order == Qt.SortOrder.DescendingOrder)
