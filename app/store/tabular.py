"""Tables as files: every list exports to CSV and XLSX, and imports read them back.

A list exports a typed ``Sheet``: each column says what it holds (text, money, a
quantity, a price, a date, a whole number) and with how many decimals, so that a
spreadsheet gets numbers it can sum and dates it can sort, not the text the list shows
("1,000,000", Arabic-Indic digits). A CSV file carries the same values in the one form
every program reads: ASCII digits, a dot for decimals, no grouping, ISO dates; a text cell
that a spreadsheet would read as a number and change (a code 000001, a phone +20100...) is
written ``="000001"``, the form Excel and LibreOffice keep as text, and the import reads it
back as 000001. Quoted cells may hold line breaks (an address), commas and quotes. An
imported cell is a string the importer parses with the same rules as the editor. No Qt
here, so the work can run in a worker thread (``asyncio.to_thread``) while the window
stays responsive.
"""

from __future__ import annotations

import csv
import io
import re
import zipfile
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from datetime import date, datetime
from decimal import ROUND_HALF_UP, Decimal, InvalidOperation
from pathlib import Path
from typing import Literal

from app.models.i18n import QT_TRANSLATE_NOOP

CSV_ENCODING = "utf-8-sig"
"""UTF-8 with a byte-order mark: Excel opens Arabic text right only with it, and every
other reader skips it."""

SUFFIXES = (".csv", ".xlsx")


class TableFileError(Exception):
    """A file that cannot be read as a table; the text says why, in a clerk's words.

    ``text`` is English marked for translation (context "TableFile") with ``{placeholders}``
    filled from ``values``: the view-model translates it when shown (``str()`` is English).
    """

    def __init__(self, text: str, **values: str) -> None:
        super().__init__(text.format(**values))
        self.text = text
        self.values = values


@dataclass(frozen=True)
class Table:
    """A header row and the rows under it (every row as long as the header)."""

    headers: list[str]
    rows: list[list[str]]

    def records(self) -> list[dict[str, str]]:
        """Each row as header -> cell."""
        return [dict(zip(self.headers, row, strict=True)) for row in self.rows]


ColumnKind = Literal["text", "money", "quantity", "price", "date", "integer"]
NUMERIC_KINDS = frozenset({"money", "quantity", "price", "integer"})

Cell = str | Decimal | int | float | date | None
"""A cell of a sheet: a number for a numeric column, a date for a date column, text
otherwise (None is an empty cell in any column)."""


@dataclass(frozen=True)
class SheetColumn:
    """A column of a sheet: its title, what it holds and, for a number, its decimals
    (a money column its currency's, a quantity column the most its items use)."""

    title: str
    kind: ColumnKind = "text"
    decimals: int = 0

    @property
    def numeric(self) -> bool:
        return self.kind in NUMERIC_KINDS

    def number_format(self) -> str:
        """The spreadsheet's format for the column's cells: grouping and exactly the
        column's decimals ("#,##0.00" for money in pounds), ISO for dates."""
        if self.kind == "date":
            return "yyyy-mm-dd"
        if self.kind == "text":
            return "General"
        return "#,##0" + ("." + "0" * self.decimals if self.decimals > 0 else "")


@dataclass(frozen=True)
class Sheet:
    """What a list exports: a title (the sheet's name), typed columns, rows of values in
    the columns' order, and whether it reads right to left (an Arabic clerk's)."""

    title: str
    columns: list[SheetColumn]
    rows: list[list[Cell]] = field(default_factory=list)
    right_to_left: bool = False
    preamble: list[tuple[str, Cell]] = field(default_factory=list)
    """(label, value) rows an XLSX carries above the header (a report's company, title,
    period and "as of"); a CSV leaves them out, so that it stays one table."""


def write_table(path: Path | str, headers: Sequence[str], rows: Iterable[Sequence[str]]) -> int:
    """Write text ``rows`` under ``headers`` as CSV or XLSX, chosen by the file's suffix;
    the number of rows written (every column text: what an import reads back)."""
    sheet = Sheet("", [SheetColumn(title) for title in headers], [list(row) for row in rows])
    return write_sheet(sheet, path)


def write_sheet(sheet: Sheet, path: Path | str) -> int:
    """Write ``sheet`` as CSV or XLSX, chosen by the file's suffix; the number of rows
    written. XLSX: numbers as numeric cells formatted with their column's decimals, dates
    as date cells, columns as wide as their contents, the header row frozen, the sheet
    right to left when ``sheet.right_to_left``. CSV: see the module docstring."""
    target = Path(path)
    suffix = target.suffix.lower()
    if suffix == ".csv":
        return _write_csv(sheet, target)
    if suffix == ".xlsx":
        return _write_xlsx(sheet, target)
    raise TableFileError(
        QT_TRANSLATE_NOOP("TableFile", "Choose a .csv or .xlsx file, not “{file}”."),
        file=target.name,
    )


def export_folder(preferred: Path | str | None = None) -> Path:
    """Where an export is offered first: ``preferred`` (the system's Documents folder)
    when it exists, else ``~/Documents``, else the home folder, which always does (a
    fresh account may have no Documents folder, and saving there would fail)."""
    for candidate in (preferred, Path.home() / "Documents"):
        if candidate and Path(candidate).is_dir():
            return Path(candidate)
    return Path.home()


def cell_number(value: Cell) -> Decimal | None:
    """A numeric cell as a Decimal (None for an empty or non-numeric one)."""
    if value is None or isinstance(value, (date, bool)):
        return None
    if isinstance(value, Decimal):
        return value if value.is_finite() else None
    if isinstance(value, (int, float)):
        return Decimal(str(value))
    try:
        number = Decimal(value.strip().replace(",", ""))
    except InvalidOperation:
        return None
    return number if number.is_finite() else None


_NUMBER_LIKE = re.compile(r"[+-]?(\d[\d,]*\.?\d*|\.\d+)([eE][+-]?\d+)?")
"""Text a spreadsheet opening a CSV file takes for a number."""

_SPREADSHEET_DIGITS = 15
"""A spreadsheet's number holds 15 significant digits: a longer code loses its tail."""

_KEPT_AS_TEXT = re.compile(r'="((?:[^"]|"")*)"')
"""A cell written ``="..."``: a formula whose value is the text between the quotes."""


def spreadsheet_would_change(text: str) -> bool:
    """Whether a spreadsheet opening a CSV file would turn ``text`` into a number that
    shows otherwise: leading zeros (000001 becomes 1), a plus sign, grouping, trailing
    decimal zeros, an exponent, or more digits than it keeps (an IBAN-like code)."""
    if not _NUMBER_LIKE.fullmatch(text):
        return False
    try:
        number = Decimal(text.replace(",", ""))
    except InvalidOperation:
        return True
    if len(number.as_tuple().digits) > _SPREADSHEET_DIGITS:
        return True
    return f"{number.normalize():f}" != text


def as_spreadsheet_text(text: str) -> str:
    """``text`` as a CSV cell a spreadsheet keeps as written: ``="000001"`` where it would
    otherwise change it (``spreadsheet_would_change``), else unchanged."""
    return f'="{text}"' if spreadsheet_would_change(text) else text


def from_spreadsheet_text(cell: str) -> str:
    """A CSV cell as its text: ``="000001"`` is 000001 (``as_spreadsheet_text``)."""
    kept = _KEPT_AS_TEXT.fullmatch(cell)
    return kept.group(1).replace('""', '"') if kept else cell


def _csv_text(column: SheetColumn, value: Cell) -> str:
    if value is None:
        return ""
    if column.numeric:
        number = cell_number(value)
        if number is None:
            return str(value)
        quantum = Decimal(1).scaleb(-column.decimals)
        return f"{number.quantize(quantum, ROUND_HALF_UP):f}"
    if isinstance(value, datetime):
        return value.isoformat(sep=" ", timespec="minutes")
    if isinstance(value, date):
        return value.isoformat()
    return as_spreadsheet_text(str(value))


def _write_csv(sheet: Sheet, target: Path) -> int:
    count = 0
    columns = sheet.columns
    with target.open("w", encoding=CSV_ENCODING, newline="") as handle:
        writer = csv.writer(handle)
        writer.writerow([column.title for column in columns])
        for row in sheet.rows:
            writer.writerow(
                [_csv_text(column, value) for column, value in zip(columns, row, strict=False)]
            )
            count += 1
    return count


_MAX_WIDTH = 60
"""Characters: a long name wraps off screen rather than making one column a page wide."""


def _widths(sheet: Sheet) -> list[float]:
    """Each column as wide as its longest cell as the spreadsheet shows it (numbers with
    their grouping and decimals), and its title; a little margin for the filter arrow."""
    widths = [float(len(column.title)) for column in sheet.columns]
    for row in sheet.rows:
        for index, (column, value) in enumerate(zip(sheet.columns, row, strict=False)):
            if value is None:
                continue
            if column.numeric and (number := cell_number(value)) is not None:
                length = len(f"{number:,.{column.decimals}f}")
            elif isinstance(value, date):
                length = 16 if isinstance(value, datetime) else 10
            else:
                length = max((len(line) for line in str(value).splitlines()), default=0)
            if length > widths[index]:
                widths[index] = length
    return [min(width + 2, _MAX_WIDTH) for width in widths]


_SHEET_NAME_FORBIDDEN = str.maketrans({c: " " for c in "[]:*?/\\"})


def _write_xlsx(sheet: Sheet, target: Path) -> int:
    from openpyxl import Workbook  # a heavy import, paid only by those who export
    from openpyxl.cell import WriteOnlyCell
    from openpyxl.styles import Font
    from openpyxl.utils import get_column_letter

    workbook = Workbook(write_only=True)
    title = sheet.title.translate(_SHEET_NAME_FORBIDDEN).strip()[:31]
    worksheet = workbook.create_sheet(title or None)
    worksheet.sheet_view.rightToLeft = sheet.right_to_left
    # The header row stays in view: below the preamble and its blank row, if any.
    worksheet.freeze_panes = f"A{len(sheet.preamble) + 3}" if sheet.preamble else "A2"
    for index, width in enumerate(_widths(sheet), start=1):
        worksheet.column_dimensions[get_column_letter(index)].width = width
    bold = Font(bold=True)
    for label, value in sheet.preamble:
        caption = WriteOnlyCell(worksheet, value=label)
        caption.font = bold
        content = WriteOnlyCell(worksheet, value=value)  # type: ignore[arg-type]
        if isinstance(value, date):
            content.number_format = "yyyy-mm-dd"
        worksheet.append([caption, content])
    if sheet.preamble:
        worksheet.append([])
    header = []
    for column in sheet.columns:
        cell = WriteOnlyCell(worksheet, value=column.title)
        cell.font = bold
        header.append(cell)
    worksheet.append(header)
    formats = [column.number_format() for column in sheet.columns]
    count = 0
    for row in sheet.rows:
        cells: list[object] = []
        for column, number_format, value in zip(sheet.columns, formats, row, strict=False):
            if value is None or column.kind == "text":
                cells.append(None if value is None else str(value))
                continue
            typed: object = value
            if column.numeric:
                number = cell_number(value)
                typed = str(value) if number is None else number
            elif column.kind == "date" and not isinstance(value, date):
                typed = str(value)
            cell = WriteOnlyCell(worksheet, value=typed)  # type: ignore[arg-type]
            if isinstance(typed, datetime):
                cell.number_format = "yyyy-mm-dd hh:mm"
            elif not isinstance(typed, str):
                cell.number_format = number_format
            cells.append(cell)
        worksheet.append(cells)
        count += 1
    workbook.save(target)
    return count


def read_table(path: Path | str) -> Table:
    """The first sheet (XLSX) or the file (CSV, any common delimiter) as a table: the first
    non-empty row is the header; empty rows are skipped; cells are trimmed text."""
    source = Path(path)
    suffix = source.suffix.lower()
    try:
        if suffix == ".csv":
            raw = _csv_rows(source)
        elif suffix == ".xlsx":
            raw = _xlsx_rows(source)
        else:
            raise TableFileError(
                QT_TRANSLATE_NOOP("TableFile", "Choose a .csv or .xlsx file, not “{file}”."),
                file=source.name,
            )
    except OSError as exc:
        raise TableFileError(
            QT_TRANSLATE_NOOP("TableFile", "“{file}” could not be read: {reason}."),
            file=source.name,
            reason=str(exc.strerror or exc),
        ) from exc
    except UnicodeDecodeError as exc:
        raise TableFileError(
            QT_TRANSLATE_NOOP(
                "TableFile",
                "“{file}” is not UTF-8 text. Save it from your spreadsheet as “CSV UTF-8” "
                "or as an Excel workbook.",
            ),
            file=source.name,
        ) from exc
    rows = [[cell.strip() for cell in row] for row in raw if any(cell.strip() for cell in row)]
    if not rows:
        raise TableFileError(QT_TRANSLATE_NOOP("TableFile", "“{file}” is empty."), file=source.name)
    headers = rows[0]
    width = len(headers)
    padded = [(row + [""] * width)[:width] for row in rows[1:]]
    return Table(headers, padded)


def _csv_rows(source: Path) -> list[list[str]]:
    """The file's rows. The reader gets the text whole, not line by line, so that a quoted
    cell keeps its line breaks (read as ``\n`` whatever the file's line ends)."""
    text = source.read_text(encoding=CSV_ENCODING)
    try:
        rows = list(csv.reader(io.StringIO(text), delimiter=_delimiter(text)))
    except csv.Error as exc:
        raise TableFileError(
            QT_TRANSLATE_NOOP("TableFile", "“{file}” is not a CSV file: {reason}."),
            file=source.name,
            reason=str(exc),
        ) from exc
    return [[from_spreadsheet_text(cell) for cell in row] for row in rows]


def _delimiter(text: str) -> str:
    """The header line's most frequent separator: Excel writes ``;`` where the decimal
    mark is a comma, tabs come from copy-paste. (csv.Sniffer guesses wrong when a value
    holds a comma, as a European price does.)"""
    header = next((line for line in text.splitlines() if line.strip()), "")
    counts = {candidate: header.count(candidate) for candidate in ",;\t|"}
    best = max(counts, key=lambda candidate: counts[candidate])
    return best if counts[best] else ","


def _xlsx_rows(source: Path) -> list[list[str]]:
    from openpyxl import load_workbook
    from openpyxl.utils.exceptions import InvalidFileException

    try:
        workbook = load_workbook(source, read_only=True, data_only=True)
    except (InvalidFileException, zipfile.BadZipFile, KeyError, ValueError) as exc:
        raise TableFileError(
            QT_TRANSLATE_NOOP("TableFile", "“{file}” is not an Excel workbook."), file=source.name
        ) from exc
    try:
        sheet = workbook.worksheets[0]
        return [[_cell_text(value) for value in row] for row in sheet.iter_rows(values_only=True)]
    finally:
        workbook.close()


def _cell_text(value: object) -> str:
    """A spreadsheet cell as the text a clerk sees: whole floats without ``.0``."""
    if value is None:
        return ""
    if isinstance(value, float) and value.is_integer():
        return str(int(value))
    return str(value)
