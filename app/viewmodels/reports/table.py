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

# The module, not the package: its documents and lines are not a start-up's.
from app.money.currency import currency_decimals
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


class InCurrency(Decimal):
    """An amount in the company currency (the number itself: it sums, sorts and exports as
    any amount does) that is also ``amount`` in another currency, ``currency``: a line of
    a document in US dollars, the balance of a bank account kept in them. The screen and
    the printed page show both ("USD 6,000.00 · EGP 292,100.00"); a spreadsheet gives the
    other currency a column pair of its own (``output.to_sheet``)."""

    currency: str
    amount: Decimal
    home_currency: str

    def __new__(
        cls, home_amount: Decimal, currency: str, amount: Decimal, home_currency: str = ""
    ) -> InCurrency:
        value = super().__new__(cls, home_amount)
        value.currency = currency
        value.amount = amount
        value.home_currency = home_currency
        return value


def in_currency(
    home_amount: Decimal | None, currency: str, amount: Decimal | None, home_currency: str
) -> Decimal | None:
    """``home_amount`` as an ``InCurrency`` where it is in another currency than the
    company's (``currency`` named and not ``home_currency``), else as it is. Where the
    company's currency is not known, an amount equal in both (a document naming the
    system currency, at rate 1) is taken for the company's own. Nothing in both is
    nothing in any currency: shown once, as the company's zero."""
    if home_amount is None or amount is None or not currency or currency == home_currency:
        return home_amount
    if amount == 0 and home_amount == 0:
        return home_amount
    if not home_currency and abs(amount) == abs(home_amount):
        return home_amount
    return InCurrency(home_amount, currency, amount, home_currency)


def both_currencies_text(value: InCurrency, locale: QLocale | PlainLocale | None = None) -> str:
    """ "USD 6,000.00 · EGP 292,100.00": the other currency's amount with its decimals,
    then the company currency's (its code where the company's currency is known)."""
    locale = locale or current_locale()
    foreign = format_money(value.amount, locale, decimals=currency_decimals(value.currency))
    home = format_money(Decimal(value), locale)
    home_text = f"{value.home_currency} {home}" if value.home_currency else home
    return f"{value.currency} {foreign} · {home_text}"


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
class SummaryBox:
    """A small table of its own under a report's rows: a statement's ageing (current,
    1-30, ..., total), each figure under its caption."""

    title: str
    captions: tuple[str, ...]
    values: tuple[Decimal, ...]

    def text(self, locale: QLocale | PlainLocale | None = None) -> str:
        """One line for the screen: "Title: caption amount · caption amount ..."."""
        parts = " · ".join(
            f"{caption}: {format_money(value, locale or current_locale())}"
            for caption, value in zip(self.captions, self.values, strict=True)
        )
        return f"{self.title}: {parts}"


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
    summary: SummaryBox | None = None
    """A box under the rows (a statement's ageing), None where the report has none."""

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
        if isinstance(value, InCurrency):
            return both_currencies_text(value, locale)
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
