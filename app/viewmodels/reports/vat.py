"""The VAT return as a table: output tax by rate, input tax by rate, the net payable, then
the same by month; each figure opens the tax account's ledger over its period, which lists
the documents behind it (each opens in its editor)."""

from __future__ import annotations

import calendar
from datetime import date

from app.reports.vat import VatReturn, VatRow
from app.viewmodels.numbers import localize_digits
from app.viewmodels.reports.parameters import ReportParameters
from app.viewmodels.reports.pieces import file_name, period_caption
from app.viewmodels.reports.table import (
    ColumnKind,
    Drill,
    DrillKind,
    ReportColumn,
    ReportRow,
    ReportTable,
    RowLevel,
)
from app.viewmodels.words import month_name, translate


def rate_text(rate: object) -> str:
    """ "14 %" in the clerk's digits; a tax with no base says so."""
    if rate is None:
        return translate("Reports", "No base")
    return localize_digits(f"{rate:f}".rstrip("0").rstrip(".") + " %")


def month_label(month: str) -> str:
    """ "January 2026" in the clerk's language and digits, for "2026-01"."""
    name = month_name(int(month[5:7]))
    return f"{name} {localize_digits(month[:4])}"


def _month_bounds(month: str) -> tuple[date, date]:
    year, number = int(month[:4]), int(month[5:7])
    return date(year, number, 1), date(year, number, calendar.monthrange(year, number)[1])


def vat_return_table(report: VatReturn, parameters: ReportParameters) -> ReportTable:
    columns = (
        ReportColumn("group", translate("Reports", "Group"), ColumnKind.TEXT),
        ReportColumn("rate", translate("Reports", "Rate"), ColumnKind.TEXT),
        ReportColumn("documents", translate("Reports", "Documents"), ColumnKind.COUNT),
        ReportColumn("base", translate("Reports", "Base"), ColumnKind.MONEY),
        ReportColumn("tax", translate("Reports", "Tax"), ColumnKind.MONEY),
    )
    rows: list[ReportRow] = []

    def drill(accounts: tuple[int, ...], row: VatRow) -> Drill | None:
        if not accounts:
            return None
        first, last = parameters.date_from, parameters.date_to
        if row.month is not None:
            month_first, month_last = _month_bounds(row.month)
            first, last = max(first, month_first), min(last, month_last)
        return Drill(DrillKind.ACCOUNT, accounts[0], first, last)

    def section(title: str, lines: tuple[VatRow, ...], accounts: tuple[int, ...]) -> None:
        rows.append(ReportRow((title, None, None, None, None), RowLevel.HEADING))
        for line in lines:
            label = month_label(line.month) if line.month else ""
            rows.append(
                ReportRow(
                    (label, rate_text(line.rate), len(line.document_ids), line.base, line.tax),
                    drill=drill(accounts, line),
                )
            )

    def side(
        title: str,
        by_rate: tuple[VatRow, ...],
        by_month: tuple[VatRow, ...],
        accounts: tuple[int, ...],
        total_title: str,
        total: object,
    ) -> None:
        section(title, by_rate, accounts)
        section(translate("Reports", "By month"), by_month, accounts)
        rows.append(ReportRow((total_title, None, None, None, total), RowLevel.SUBTOTAL))

    side(
        translate("Reports", "Output tax (sales)"),
        report.output,
        report.output_by_month,
        report.output_accounts,
        translate("Reports", "Total output tax"),
        report.output_tax,
    )
    side(
        translate("Reports", "Input tax (purchases)"),
        report.input,
        report.input_by_month,
        report.input_accounts,
        translate("Reports", "Total input tax"),
        report.input_tax,
    )
    rows.append(
        ReportRow(
            (translate("Reports", "Net payable"), None, None, None, report.net), RowLevel.TOTAL
        )
    )
    return ReportTable(
        translate("Reports", "VAT return"),
        columns,
        tuple(rows),
        period_caption(parameters),
        file_name("vat-return", parameters),
        (
            translate(
                "Reports",
                "Output tax: Sales tax accounts; input tax: Purchase added tax accounts. "
                "A document's rate is its tax over its base.",
            ),
            *_currency_note(parameters.home_currency),
        ),
    )


def _currency_note(home_currency: str) -> tuple[str, ...]:
    """A tax return is filed in the company's currency: said, where it is known, with how
    a document in another currency counts (at its own rate, as the books hold it)."""
    if not home_currency:
        return ()
    return (
        translate(
            "Reports",
            "Amounts in {currency}; a document in another currency counts at its own rate.",
        ).format(currency=home_currency),
    )
