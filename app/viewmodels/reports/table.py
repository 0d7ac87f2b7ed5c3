"""A report as a table: columns with kinds, rows with levels, and what each figure opens.

Every report screen shows one ``ReportTable``; the same table goes to the spreadsheet
export (numbers as numbers, dates as dates) and to the printed page, so what a manager
reads, saves and prints is one thing. ``table_model.ReportTableModel`` shows it in a
table view. Qt-free (``app.viewmodels.words``): the command line's CSV and spreadsheet
reports are made from the same tables without loading Qt.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from datetime import date
from decimal import Decimal
from enum import StrEnum
from typing import TYPE_CHECKING, Any

from app.viewmodels.numbers import format_date, format_money, format_quantity
from app.viewmodels.words import PlainLocale, current_locale

if TYPE_CHECKING:
    from PySide6.QtCore import QLocale


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


def cell_text(value: Any, kind: ColumnKind, locale: QLocale | PlainLocale | None = None) -> str:
    """A cell as the screen and the printed page show it."""
    locale = locale or current_locale()
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


def column_values(table: ReportTable, key: str) -> Sequence[Any]:
    """Every detail value of column ``key`` (tests, charts)."""
    position = [c.key for c in table.columns].index(key)
    return [row.values[position] for row in table.rows if row.level is RowLevel.DETAIL]
