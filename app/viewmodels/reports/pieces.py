"""Pieces every report table is made of: money and text columns, the ageing bands'
columns, the captions a report's parameters are shown with (period, as of, which entries)
and the file name its exports take. The engine's reports (``definitions``) and the
payables and VAT tables use these, so that the same thing reads the same everywhere."""

from __future__ import annotations

from datetime import date
from decimal import Decimal

from app import clock
from app.reports.engine import AGE_BANDS
from app.viewmodels.numbers import localize_digits
from app.viewmodels.reports.parameters import ReportParameters
from app.viewmodels.reports.table import ColumnKind, ReportColumn, ReportRow, RowLevel
from app.viewmodels.words import translate


def money_column(title: str, key: str) -> ReportColumn:
    return ReportColumn(key, title, ColumnKind.MONEY)


def text_column(title: str, key: str) -> ReportColumn:
    return ReportColumn(key, title, ColumnKind.TEXT)


def age_band_columns() -> list[ReportColumn]:
    """ "0-30" ... "90+" days (``AGE_BANDS``), in the clerk's digits; keys ``buckets.<band>``."""
    return [
        ReportColumn(f"buckets.{band}", localize_digits(band), ColumnKind.MONEY)
        for band in AGE_BANDS
    ]


def period_caption(parameters: ReportParameters) -> tuple[tuple[str, date], tuple[str, date]]:
    """The period's ends as dates: the printed page writes them as it writes every date."""
    return (
        (translate("Reports", "From"), parameters.date_from),
        (translate("Reports", "To"), parameters.date_to),
    )


def as_of_caption(parameters: ReportParameters) -> tuple[str, date]:
    return (translate("Reports", "As of"), parameters.as_of)


def entries_caption(parameters: ReportParameters) -> tuple[str, str]:
    """Which entries the figures count: posted only, or posted and unposted."""
    return (
        translate("Reports", "Entries"),
        translate("Reports", "Posted only")
        if parameters.posted_only
        else translate("Reports", "Posted and unposted"),
    )


def file_name(name: str, parameters: ReportParameters, *, as_of: bool = False) -> str:
    """An export's file name: the report's name and its as-of date or period."""
    if as_of:
        return f"{name}-{parameters.as_of.isoformat()}"
    return f"{name}-{parameters.date_from.isoformat()}-{parameters.date_to.isoformat()}"


def total_text(currency: str = "") -> str:
    """A table's total row: "Total", or "Total in EGP" where the table shows amounts in
    other currencies beside the company's."""
    if currency:
        return translate("Reports", "Total in {currency}").format(currency=currency)
    return translate("Reports", "Total")


def closing_text(currency: str = "") -> str:
    """A ledger's or statement's closing row: "Closing balance", or "Closing balance in
    EGP" where the table shows amounts in other currencies beside the company's."""
    if currency:
        return translate("Reports", "Closing balance in {currency}").format(currency=currency)
    return translate("Reports", "Closing balance")


def group_total_text(group: str, currency: str = "") -> str:
    """A group's subtotal row: "Total Bank", or "Total Bank in EGP" where the table shows
    amounts in other currencies beside the company's."""
    if currency:
        return translate("Reports", "Total {group} in {currency}").format(
            group=group, currency=currency
        )
    return translate("Reports", "Total {group}").format(group=group)


def closing_day(date_to: date | None, last_line_day: date | None) -> date | None:
    """The day a ledger's or statement's closing balance is dated: the period's last day;
    for a period that ends in the future (this month, this year), today, or the latest
    line's day where a document is dated later than today. A balance is never dated a day
    that has not come, unless a line already is."""
    today = clock.today()
    if date_to is None or date_to <= today:
        return date_to
    if last_line_day is not None and last_line_day > today:
        return min(last_line_day, date_to)
    return today


def ledger_end_rows(
    parameters: ReportParameters,
    text_columns: int,
    opening: Decimal,
    total_debit: Decimal,
    total_credit: Decimal,
    closing: Decimal,
    *,
    currency: str = "",
    last_line_day: date | None = None,
) -> tuple[ReportRow, ReportRow]:
    """A ledger's or statement's opening row (dated the period's first day, the opening
    balance) and closing row (dated by ``closing_day`` from the period's end and
    ``last_line_day``, the latest line's; the period's debits and credits, the closing
    balance), for a table of a date, ``text_columns`` text columns
    (the last one holds the row's label), then debit, credit and balance. ``currency``:
    the closing row, the totals, says the company currency it is in (a table whose lines
    show other currencies too)."""
    blanks = (None,) * (text_columns - 1)
    opening_text = translate("Reports", "Opening balance")
    opening_row = ReportRow(
        (
            parameters.date_from,
            *blanks,
            opening_text,
            None,
            None,
            opening,
        ),
        RowLevel.SUBTOTAL,
    )
    closing_row = ReportRow(
        (
            closing_day(parameters.date_to, last_line_day),
            *blanks,
            closing_text(currency),
            total_debit,
            total_credit,
            closing,
        ),
        RowLevel.TOTAL,
    )
    return opening_row, closing_row
