"""Table helpers shared by list screens: one table set up the same way everywhere,
selection through the selection model, muted rows."""

from __future__ import annotations

from collections.abc import Mapping

from PySide6.QtCore import (
    QAbstractItemModel,
    QEvent,
    QItemSelectionModel,
    QModelIndex,
    QObject,
    QPersistentModelIndex,
    Qt,
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
from app.views.widgets.cells import TextDirectionDelegate, text_line_height


def fit_header_height(table: QTableView) -> None:
    """The column headers as high as their titles need (``text_line_height``)."""
    header = table.horizontalHeader()
    model = table.model()
    titles = [
        str(model.headerData(column, Qt.Orientation.Horizontal) or "")
        for column in range(model.columnCount())
    ]
    header.setMinimumHeight(text_line_height(header.font(), titles))


class MutedRowsDelegate(TextDirectionDelegate):
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


MEASURED_ROWS = 200
"""Rows measured when columns are fitted to their contents."""


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
    fit_header_height(table)
    header = table.horizontalHeader()
    header.setSectionResizeMode(QHeaderView.ResizeMode.Interactive)
    header.setStretchLastSection(True)
    header.setMinimumSectionSize(60)
    # Fitting columns measures this many rows, not all: 5,000 rows take ~0.3 s to measure.
    header.setResizeContentsPrecision(MEASURED_ROWS)
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


def fit_columns(
    table: QTableView, minimum_first: int = 180, *, minimums: Mapping[int, int] | None = None
) -> None:
    """Short lists: measure the cells, give the first column room to read (or the columns
    of ``minimums`` theirs), and make every column show (``fit_widths``). Widths are then
    the clerk's to change. Tables that change size later want a ``ColumnFitter``."""
    widths, floors = measure_columns(table, minimum_first, minimums=minimums)
    fit_widths(table, widths, floors)


def measure_columns(
    table: QTableView, minimum_first: int = 180, *, minimums: Mapping[int, int] | None = None
) -> tuple[list[int], list[int]]:
    """Each column's width for its contents (the first ``MEASURED_ROWS`` rows) and the
    least it may get: its title's width, or its minimum."""
    header = table.horizontalHeader()
    wanted = {0: minimum_first} if minimums is None else dict(minimums)
    # Size hints, not the widths the table has now (the last column is stretched).
    widths = [
        max(
            max(table.sizeHintForColumn(column), header.sectionSizeHint(column))
            + (24 if column in wanted else 12),
            wanted.get(column, 0),
        )
        for column in range(header.count())
    ]
    floors = [
        min(width, max(header.sectionSizeHint(column), 60, wanted.get(column, 0)))
        for column, width in enumerate(widths)
    ]
    return widths, floors


def fit_widths(table: QTableView, widths: list[int], floors: list[int]) -> None:
    """Set the columns' widths; when they would not fit the table's width, the widest give
    way (their text ends with "…") so that every column shows without scrolling sideways,
    none below its floor."""
    available = table.viewport().width()
    if 0 < available < sum(widths):
        cap = _water_level(widths, floors, available)
        widths = [max(floor, min(width, cap)) for width, floor in zip(widths, floors, strict=True)]
    for column, width in enumerate(widths):
        table.setColumnWidth(column, width)


class ColumnFitter(QObject):
    """Keeps a list's columns fitted (``fit_columns``): after each load (``fit``) and when
    the table changes size (the window, a splitter), until the clerk drags a column: their
    widths stay until the next load."""

    def __init__(
        self,
        table: QTableView,
        minimum_first: int = 180,
        *,
        minimums: Mapping[int, int] | None = None,
    ) -> None:
        super().__init__(table)
        self._table = table
        self._minimum_first = minimum_first
        self._minimums = minimums
        self._measured: tuple[list[int], list[int]] | None = None
        self._fitting = False
        self._clerks = False
        table.horizontalHeader().sectionResized.connect(self._section_resized)
        table.viewport().installEventFilter(self)

    def fit(self) -> None:
        """Measure the contents again (after a load) and fit."""
        self._clerks = False
        self._measured = measure_columns(self._table, self._minimum_first, minimums=self._minimums)
        self._apply()

    def _apply(self) -> None:
        if self._measured is None or len(self._measured[0]) != self._table.model().columnCount():
            return
        self._fitting = True
        try:
            fit_widths(self._table, *self._measured)
        finally:
            self._fitting = False

    def _section_resized(self, section: int, _old: int, _new: int) -> None:
        # The last section stretches with the table by itself: only the others are the
        # clerk's doing.
        if not self._fitting and section != self._table.horizontalHeader().count() - 1:
            self._clerks = True

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.Resize and not self._clerks:
            self._apply()
        return False


def _water_level(widths: list[int], floors: list[int], available: int) -> int:
    """The widest a column may be for all of them to fit ``available`` (never cutting one
    below its floor): the largest cap with sum(max(floor, min(width, cap))) <= available."""
    low, high = 0, max(widths)
    while low < high:
        cap = (low + high + 1) // 2
        total = sum(max(f, min(w, cap)) for w, f in zip(widths, floors, strict=True))
        if total <= available:
            low = cap
        else:
            high = cap - 1
    return low
