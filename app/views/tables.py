"""Table helpers shared by list screens: one table set up the same way everywhere,
selection through the selection model, muted rows."""

from __future__ import annotations

import unicodedata
from collections.abc import Iterable, Mapping

from PySide6.QtCore import (
    QAbstractItemModel,
    QEvent,
    QItemSelectionModel,
    QModelIndex,
    QObject,
    QPersistentModelIndex,
    QSize,
    Qt,
)
from PySide6.QtGui import QFont, QFontMetrics, QPalette
from PySide6.QtWidgets import (
    QAbstractItemView,
    QHeaderView,
    QStyle,
    QStyledItemDelegate,
    QStyleOptionViewItem,
    QTableView,
    QWidget,
)

from app.viewmodels.rows_table import INACTIVE_ROLE


def text_direction(text: str) -> Qt.LayoutDirection | None:
    """The direction of ``text``'s first strong letter (Latin: left to right; Arabic,
    Hebrew: right to left); None for text with none (numbers, punctuation)."""
    for character in text:
        kind = unicodedata.bidirectional(character)
        if kind == "L":
            return Qt.LayoutDirection.LeftToRight
        if kind in ("R", "AL"):
            return Qt.LayoutDirection.RightToLeft
    return None


def lay_out_by_text(option: QStyleOptionViewItem) -> None:
    """Lay a cell's text out in its own direction, keeping the column's side: a Latin name
    in an Arabic list is elided at its end ("Mohamed Abd…", not "… Mohamed Abdel") and keeps
    its final period ("Red Sea Resorts Co.", not ".Red Sea Resorts Co"), and an Arabic name
    in an English list likewise. Cells with a check box or an icon keep the view's
    direction (they would change sides)."""
    direction = text_direction(option.text)
    if direction is None or direction == option.direction:
        return
    features = QStyleOptionViewItem.ViewItemFeature
    if option.features & (features.HasCheckIndicator | features.HasDecoration):
        return
    # The side the column puts its text on, said absolutely before the direction changes.
    option.displayAlignment = QStyle.visualAlignment(option.direction, option.displayAlignment)
    option.direction = direction


class TextDirectionDelegate(QStyledItemDelegate):
    """Each cell laid out by its own text's direction (``lay_out_by_text``); the base of the
    app's delegates."""

    def initStyleOption(
        self, option: QStyleOptionViewItem, index: QModelIndex | QPersistentModelIndex
    ) -> None:
        super().initStyleOption(option, index)
        lay_out_by_text(option)


def text_line_height(font: QFont, texts: Iterable[str], padding: int = 6) -> int:
    """The height a row needs to show ``texts`` in ``font``: the tallest of the font's own
    line and the glyphs actually drawn, plus ``padding``. Arabic letters and their marks come
    from a fallback font and reach above and below the ascent and descent of the Latin font
    a row is sized by: rows sized by it alone nearly touch in Arabic."""
    metrics = QFontMetrics(font)
    drawn = [metrics.boundingRect(text).height() for text in texts if text]
    return max([metrics.height(), *drawn]) + padding


class RowHeightDelegate(TextDirectionDelegate):
    """Rows at least ``height`` pixels high (see ``text_line_height``)."""

    def __init__(self, height: int, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.height = height

    def sizeHint(
        self, option: QStyleOptionViewItem, index: QModelIndex | QPersistentModelIndex
    ) -> QSize:
        size = super().sizeHint(option, index)
        size.setHeight(max(size.height(), self.height))
        return size


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
