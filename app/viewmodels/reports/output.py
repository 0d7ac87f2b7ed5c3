"""A report table as a spreadsheet (``app.store.tabular.Sheet``: numbers as numbers, dates
as dates, right to left in Arabic) and as a printed table (``app.printing.table``: A4,
company name, report name, parameters, page x of y). The window's Export, Print and Save as
PDF and the command line's ``--format csv|xlsx|pdf`` all go through here."""

from __future__ import annotations

from decimal import Decimal
from pathlib import Path
from typing import Any

from app.money import DEFAULT_DECIMALS, currency_decimals
from app.printing import table as printed
from app.store.tabular import Cell, Sheet, SheetColumn, write_sheet
from app.viewmodels.numbers import format_money
from app.viewmodels.reports.table import (
    ColumnKind,
    InCurrency,
    ReportTable,
    RowLevel,
)
from app.viewmodels.words import translate

_SHEET_KINDS = {
    ColumnKind.TEXT: "text",
    ColumnKind.MONEY: "money",
    ColumnKind.QUANTITY: "quantity",
    ColumnKind.COUNT: "integer",
    ColumnKind.DATE: "date",
}
_PRINTED_KINDS = {
    ColumnKind.TEXT: printed.ColumnKind.TEXT,
    ColumnKind.MONEY: printed.ColumnKind.MONEY,
    ColumnKind.QUANTITY: printed.ColumnKind.QUANTITY,
    ColumnKind.COUNT: printed.ColumnKind.QUANTITY,
    ColumnKind.DATE: printed.ColumnKind.DATE,
}
_PRINTED_LEVELS = {
    RowLevel.DETAIL: printed.RowLevel.DETAIL,
    RowLevel.HEADING: printed.RowLevel.SUBTOTAL,  # a group's title: bold, a rule above
    RowLevel.SUBTOTAL: printed.RowLevel.SUBTOTAL,
    RowLevel.TOTAL: printed.RowLevel.TOTAL,
}


def _decimals(table: ReportTable, index: int) -> int:
    """The most decimals a quantity column uses (at most 4)."""
    most = 0
    for row in table.rows:
        value = row.values[index]
        if isinstance(value, Decimal):
            exponent = value.normalize().as_tuple().exponent
            if isinstance(exponent, int):
                most = max(most, -exponent)
    return min(most, 4)


def to_sheet(
    table: ReportTable,
    *,
    right_to_left: bool = False,
    company: str = "",
    as_of: str = "",
    money_decimals: int = DEFAULT_DECIMALS,
) -> Sheet:
    """The table as a typed sheet: every row (headings, subtotals and totals too, so the
    sheet reads as the screen does), figures as numeric cells, amounts with
    ``money_decimals`` (the company currency's, ``app.money.currency_decimals``: 3 for
    KWD, 0 for JPY); above them (XLSX) the company, the report, its parameters (period,
    dates) and ``as_of``, how fresh the figures are ("As of 2026-12-01 21:45")."""
    columns = []
    paired = _paired_columns(table)
    for index, column in enumerate(table.columns):
        kind = _SHEET_KINDS[column.kind]
        decimals = {"money": money_decimals, "quantity": _decimals(table, index)}.get(kind, 0)
        columns.append(SheetColumn(column.title, kind, decimals))  # type: ignore[arg-type]
        if index in paired:
            columns.append(
                SheetColumn(
                    translate("Reports", "{column}: currency").format(column=column.title),
                    "text",
                    0,
                )
            )
            columns.append(
                SheetColumn(
                    translate("Reports", "{column} in that currency").format(column=column.title),
                    "money",
                    paired[index],
                )
            )
    rows = [_sheet_row(row.values, paired) for row in table.rows]
    preamble: list[tuple[str, Cell]] = []
    if company:
        preamble.append((translate("Reports", "Company"), company))
    preamble.append((translate("Reports", "Report"), table.title))
    preamble.extend(table.parameters)
    if as_of:
        preamble.append((translate("Reports", "Figures"), as_of))
    return Sheet(table.title, columns, rows, right_to_left, preamble)


def _paired_columns(table: ReportTable) -> dict[int, int]:
    """The money columns holding amounts in other currencies (``InCurrency``), each with
    the most decimals those currencies have: a sheet gives each a column pair of its own
    (the currency's code, the amount in it), so that its figures stay numbers."""
    paired: dict[int, int] = {}
    for row in table.rows:
        for index, value in enumerate(row.values):
            if isinstance(value, InCurrency):
                decimals = currency_decimals(value.currency)
                paired[index] = max(paired.get(index, 0), decimals)
    return paired


def _sheet_row(values: tuple[Any, ...], paired: dict[int, int]) -> list[Cell]:
    """A row's cells for the sheet: an amount in another currency as the company
    currency's figure, then its currency's code and its amount in it."""
    cells: list[Cell] = []
    for index, value in enumerate(values):
        if isinstance(value, InCurrency):
            cells += [Decimal(value), value.currency, value.amount]
        elif index in paired:
            cells += [value, None, None]
        else:
            cells.append(value)
    return cells


def write_table_file(
    table: ReportTable,
    path: Path,
    *,
    right_to_left: bool = False,
    company: str = "",
    as_of: str = "",
    money_decimals: int = DEFAULT_DECIMALS,
) -> int:
    """Write ``table`` as CSV or XLSX (by the suffix), amounts with ``money_decimals``;
    the number of rows written."""
    sheet = to_sheet(
        table,
        right_to_left=right_to_left,
        company=company,
        as_of=as_of,
        money_decimals=money_decimals,
    )
    return write_sheet(sheet, path)


def _foreign_text(value: InCurrency) -> str:
    """ "SAR 12,000.00": an amount in another currency with its code and decimals, in the
    window's digits."""
    decimals = currency_decimals(value.currency)
    return f"{value.currency} {format_money(value.amount, decimals=decimals)}"


def _printed_cells(values: tuple[object, ...], paired: dict[int, int]) -> tuple[object, ...]:
    """A row's cells for the printed page. Where the table holds amounts in another
    currency (``paired``), one column before the first of them carries the row's amount in
    that currency ("SAR 12,000.00") and the amounts themselves stay in the company
    currency: a joined "SAR 12,000.00 · EGP 156,000.00" in the debit and the credit would
    leave an A4 page's comments and codes a few letters each."""
    if not paired:
        return values
    first = min(paired)
    foreign = " / ".join(_foreign_text(v) for v in values if isinstance(v, InCurrency))
    cells: list[object] = []
    for index, value in enumerate(values):
        if index == first:
            cells.append(foreign or None)
        cells.append(Decimal(value) if isinstance(value, InCurrency) else value)
    return tuple(cells)


def to_printed(table: ReportTable, company_name: str) -> printed.TableReport:
    """The table as the print layer lays it out (texts already in the window's language);
    amounts in another currency in a column of their own (``_printed_cells``)."""
    paired = _paired_columns(table)
    columns = [printed.TableColumn(c.title, _PRINTED_KINDS[c.kind]) for c in table.columns]
    if paired:
        # Numeric (aligned as the amounts are); its cells are texts, printed as they are.
        columns.insert(
            min(paired),
            printed.TableColumn(translate("Reports", "In currency"), printed.ColumnKind.MONEY),
        )
    return printed.TableReport(
        title=table.title,
        company_name=company_name,
        columns=tuple(columns),
        rows=tuple(
            printed.TableRow(_printed_cells(row.values, paired), _PRINTED_LEVELS[row.level])
            for row in table.rows
        ),
        parameters=table.parameters,
        file_stem=table.file_name,
        notes=table.notes,
        summary=(
            printed.SummaryBox(
                table.summary.title, table.summary.captions, tuple(table.summary.values)
            )
            if table.summary is not None
            else None
        ),
    )
