"""Tables as files: every list exports to CSV and XLSX, and imports read them back.

Plain text in, plain text out: a cell is what the clerk saw in the list (formatted
numbers, names rather than ids), and an imported cell is a string the importer parses
with the same rules as the editor. No Qt here, so the work can run in a worker thread
(``asyncio.to_thread``) while the window stays responsive.
"""

from __future__ import annotations

import csv
import zipfile
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from pathlib import Path

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


def write_table(path: Path | str, headers: Sequence[str], rows: Iterable[Sequence[str]]) -> int:
    """Write ``rows`` under ``headers`` as CSV or XLSX, chosen by the file's suffix; the
    number of rows written. An XLSX sheet freezes the header row."""
    target = Path(path)
    suffix = target.suffix.lower()
    if suffix == ".csv":
        count = 0
        with target.open("w", encoding=CSV_ENCODING, newline="") as handle:
            writer = csv.writer(handle)
            writer.writerow(headers)
            for row in rows:
                writer.writerow(row)
                count += 1
        return count
    if suffix == ".xlsx":
        from openpyxl import Workbook  # a heavy import, paid only by those who export

        workbook = Workbook(write_only=True)
        sheet = workbook.create_sheet()
        sheet.freeze_panes = "A2"
        sheet.append(list(headers))
        count = 0
        for row in rows:
            sheet.append(list(row))
            count += 1
        workbook.save(target)
        return count
    raise TableFileError(
        QT_TRANSLATE_NOOP("TableFile", "Choose a .csv or .xlsx file, not “{file}”."),
        file=target.name,
    )


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
    text = source.read_text(encoding=CSV_ENCODING)
    return list(csv.reader(text.splitlines(), delimiter=_delimiter(text)))


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
