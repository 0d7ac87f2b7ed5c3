"""Exporting what a list shows: its columns and rows, as a typed sheet, to CSV or XLSX.

A model says what a column holds through ``SHEET_COLUMN_ROLE`` (a ``SheetColumn`` from
``headerData``) and gives each cell's value through ``SHEET_VALUE_ROLE`` (a Decimal, a
date, text). A model that does not is read from what it shows: a right-aligned column
whose every cell is a number becomes a numeric column with as many decimals as its cells
show, a column of year-month-day texts a date column, anything else text.
"""

from __future__ import annotations

import asyncio
import re
from collections.abc import Mapping, Sequence
from datetime import date, datetime
from decimal import Decimal
from pathlib import Path

from PySide6.QtCore import (
    QAbstractItemModel,
    QCoreApplication,
    QLocale,
    QModelIndex,
    QObject,
    QStandardPaths,
    Qt,
    Signal,
)

from app.store.tabular import (
    Cell,
    ColumnKind,
    SheetColumn,
    TableFileError,
    export_folder,
    write_sheet,
)

# Re-exported for the views that build a sheet or a table to export: they reach the store
# only through the view-models.
from app.store.tabular import Sheet as Sheet
from app.store.tabular import Table as Table
from app.text.digits import TO_LATIN_DIGITS
from app.viewmodels.errors import ErrorPresenter
from app.viewmodels.numbers import MONEY_DECIMALS, parse_date, parse_decimal
from app.viewmodels.tasks import TaskOwner

translate = QCoreApplication.translate

SHEET_COLUMN_ROLE = Qt.ItemDataRole.UserRole + 60
"""``headerData`` role: the column's ``SheetColumn`` (what it holds, its decimals)."""
SHEET_VALUE_ROLE = Qt.ItemDataRole.UserRole + 61
"""``data`` role: the cell's value for a spreadsheet (a Decimal, a date, text, None)."""

_DATE = re.compile(r"\d{4}-\d{2}-\d{2}")
_MOMENT = re.compile(r"\d{4}-\d{2}-\d{2} \d{2}:\d{2}")


def documents_folder() -> Path:
    """Where every save and open dialog starts: the clerk's Documents folder, or the home
    folder where there is none."""
    return export_folder(
        QStandardPaths.writableLocation(QStandardPaths.StandardLocation.DocumentsLocation)
    )


def right_to_left() -> bool:
    """Whether the clerk reads right to left (the sheet is mirrored for them too)."""
    return QLocale().textDirection() == Qt.LayoutDirection.RightToLeft


def _decimals(number: Decimal) -> int:
    exponent = number.as_tuple().exponent
    return max(0, -exponent) if isinstance(exponent, int) else 0


def typed_column(
    title: str, texts: Sequence[str], kind: ColumnKind | None
) -> tuple[SheetColumn, list[Cell]]:
    """A column read from the texts a list shows: ``kind`` numeric parses them as numbers
    (decimals as many as the cells show), ``"date"`` as dates; ``None`` finds out (dates
    only: a column of digits may be codes); a text that does not parse stays text."""
    if kind is None:
        shown = [text.translate(TO_LATIN_DIGITS).strip() for text in texts if text.strip()]
        if shown and all(_DATE.fullmatch(text) for text in shown):
            kind = "date"
        elif shown and all(_MOMENT.fullmatch(text) for text in shown):
            values: list[Cell] = [
                datetime.fromisoformat(t.translate(TO_LATIN_DIGITS).strip()) if t.strip() else None
                for t in texts
            ]
            return SheetColumn(title, "date"), values
        else:
            return SheetColumn(title), [text or None for text in texts]
    if kind == "text":
        return SheetColumn(title), [text or None for text in texts]
    if kind == "date":
        dates: list[Cell] = []
        for text in texts:
            try:
                dates.append(parse_date(text) if text.strip() else None)
            except ValueError:
                dates.append(text)
        return SheetColumn(title, "date"), dates
    numbers: list[Cell] = []
    decimals = 0
    for text in texts:
        number = parse_decimal(text) if text.strip() else None
        if number is None:
            numbers.append(text or None)
            continue
        decimals = max(decimals, _decimals(number))
        numbers.append(number)
    if kind == "money":
        decimals = max(decimals, MONEY_DECIMALS)  # an amount shows the currency's decimals
    return SheetColumn(title, kind, decimals), numbers


def sheet_from_table(
    table: Table, title: str, kinds: Mapping[int, ColumnKind] | None = None
) -> Sheet:
    """A text table as a sheet: column ``i`` typed as ``kinds[i]`` (read from its texts),
    date columns found, the rest text."""
    kinds = kinds or {}
    columns: list[SheetColumn] = []
    cells: list[list[Cell]] = []
    for index, header in enumerate(table.headers):
        texts = [row[index] if index < len(row) else "" for row in table.rows]
        column, values = typed_column(header, texts, kinds.get(index))
        columns.append(column)
        cells.append(values)
    rows = [list(row) for row in zip(*cells, strict=True)] if cells else []
    return Sheet(title, columns, rows, right_to_left())


def model_sheet(model: QAbstractItemModel, title: str = "") -> Sheet:
    """Every row of a table model, typed (see the module docstring), in the order shown."""
    root = QModelIndex()
    count = model.rowCount(root)
    columns: list[SheetColumn] = []
    cells: list[list[Cell]] = []
    horizontal = Qt.Orientation.Horizontal
    for column in range(model.columnCount(root)):
        header = str(model.headerData(column, horizontal) or "")
        declared = model.headerData(column, horizontal, SHEET_COLUMN_ROLE)
        if isinstance(declared, SheetColumn):
            columns.append(SheetColumn(header, declared.kind, declared.decimals))
            cells.append(
                [
                    _cell(model.data(model.index(row, column, root), SHEET_VALUE_ROLE))
                    for row in range(count)
                ]
            )
            continue
        texts = []
        for row in range(count):
            value = model.data(model.index(row, column, root))
            texts.append("" if value is None else str(value))
        numeric = False
        if count:
            align = model.data(model.index(0, column, root), Qt.ItemDataRole.TextAlignmentRole)
            numeric = bool(int(align or 0) & int(Qt.AlignmentFlag.AlignRight))
            if numeric and not all(parse_decimal(t) is not None for t in texts if t.strip()):
                numeric = False
        sheet_column, values = typed_column(header, texts, "quantity" if numeric else None)
        columns.append(sheet_column)
        cells.append(values)
    rows = [list(row) for row in zip(*cells, strict=True)] if cells else []
    return Sheet(title, columns, rows, right_to_left())


def _cell(value: object) -> Cell:
    if value is None or isinstance(value, (str, Decimal, int, float, date)):
        return value
    return str(value)


def table_file_text(error: TableFileError) -> str:
    """Why a file could not be read or written, in the clerk's language."""
    return translate("TableFile", error.text).format(**error.values)


def model_table(model: QAbstractItemModel) -> Table:
    """Every row of a table model as the text it displays (headers included). For lists
    that hold their rows in Python; a 100,000-row list gives its own rows instead."""
    columns = model.columnCount()
    headers = [
        str(model.headerData(column, Qt.Orientation.Horizontal) or "") for column in range(columns)
    ]
    root = QModelIndex()
    rows = []
    for row in range(model.rowCount(root)):
        cells = []
        for column in range(columns):
            value = model.data(model.index(row, column, root))
            cells.append("" if value is None else str(value))
        rows.append(cells)
    return Table(headers, rows)


class TableExporter(TaskOwner):
    """Writes a table to a file in a worker thread; says how it went."""

    finished = Signal(str)
    """What happened, for the status line ("1,204 rows exported to …")."""
    failed = Signal(str)

    def __init__(self, errors: ErrorPresenter, parent: QObject | None = None) -> None:
        super().__init__(errors, parent)

    def export(self, sheet: Sheet | Table, path: str) -> None:
        """Write ``sheet``; a ``Table`` is written as the text it holds (rows an import
        reads back as they were, such as the rows an import refused)."""
        if isinstance(sheet, Table):
            rows: list[list[Cell]] = [list(row) for row in sheet.rows]
            sheet = Sheet("", [SheetColumn(title) for title in sheet.headers], rows)
        self.run(self._export(sheet, Path(path)), context=translate("Export", "Exporting"))

    async def _export(self, sheet: Sheet, path: Path) -> None:
        try:
            count = await asyncio.to_thread(write_sheet, sheet, path)
        except (OSError, TableFileError) as exc:
            reason = (
                table_file_text(exc)
                if isinstance(exc, TableFileError)
                else str(exc.strerror or exc)
            )
            self.failed.emit(
                translate("Export", "The list was not exported: {reason}").format(reason=reason)
            )
            return
        self.finished.emit(
            translate("Export", "%Ln rows exported to {file}.", "", count).format(file=path.name)
        )
