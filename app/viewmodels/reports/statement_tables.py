"""The financial statements as report tables: profit and loss, balance sheet, cash flow,
recurring templates.

Each account row opens the account's ledger for the statement's dates (and from there a
line opens its document); the section totals and the results are bold rows. Percentages
are text in the clerk's digits ("12.5%"), one decimal.
"""

from __future__ import annotations

from datetime import date
from decimal import Decimal

from app.models.i18n import QT_TRANSLATE_NOOP
from app.reports.layout import Section
from app.reports.statements import (
    BalanceGroup,
    BalanceSheet,
    CashFlow,
    Compare,
    Figure,
    Flow,
    Period,
    ProfitAndLoss,
    RecurringTemplates,
    StatementRow,
    StatementSection,
)
from app.viewmodels.numbers import format_date, localize_digits
from app.viewmodels.reports.names import account_name
from app.viewmodels.reports.parameters import ReportParameters
from app.viewmodels.reports.pieces import closing_text, group_total_text, total_text
from app.viewmodels.reports.table import (
    ColumnKind,
    Drill,
    DrillKind,
    ReportColumn,
    ReportRow,
    ReportTable,
    RowLevel,
    in_currency,
)
from app.viewmodels.words import current_locale, month_year_text, translate, year_text

SECTION_TITLES = {
    Section.REVENUE: QT_TRANSLATE_NOOP("Reports", "Revenue"),
    Section.OTHER_INCOME: QT_TRANSLATE_NOOP("Reports", "Other income"),
    Section.COST_OF_SALES: QT_TRANSLATE_NOOP("Reports", "Cost of sales"),
    Section.EXPENSES: QT_TRANSLATE_NOOP("Reports", "Expenses"),
    Section.CURRENT_ASSETS: QT_TRANSLATE_NOOP("Reports", "Current assets"),
    Section.NON_CURRENT_ASSETS: QT_TRANSLATE_NOOP("Reports", "Non-current assets"),
    Section.LIABILITIES: QT_TRANSLATE_NOOP("Reports", "Liabilities"),
    Section.EQUITY: QT_TRANSLATE_NOOP("Reports", "Equity"),
    Section.UNASSIGNED: QT_TRANSLATE_NOOP("Reports", "Unassigned"),
}

FLOW_TITLES = {
    Flow.CUSTOMERS: QT_TRANSLATE_NOOP("Reports", "Customers"),
    Flow.SUPPLIERS: QT_TRANSLATE_NOOP("Reports", "Suppliers"),
    Flow.EXPENSES: QT_TRANSLATE_NOOP("Reports", "Expenses"),
    Flow.TAXES: QT_TRANSLATE_NOOP("Reports", "Taxes"),
    Flow.OTHER_INCOME: QT_TRANSLATE_NOOP("Reports", "Other income"),
    Flow.ASSETS: QT_TRANSLATE_NOOP("Reports", "Other assets"),
    Flow.LIABILITIES: QT_TRANSLATE_NOOP("Reports", "Other liabilities"),
    Flow.EQUITY: QT_TRANSLATE_NOOP("Reports", "Equity"),
    Flow.UNASSIGNED: QT_TRANSLATE_NOOP("Reports", "Unassigned"),
}


def section_title(section: Section) -> str:
    return translate("Reports", SECTION_TITLES[section])


def period_label(period: Period) -> str:
    """A column's title in the clerk's language and digits: "Mar 2026", "Q1 2026"."""
    year, month = period.date_from.year, period.date_from.month
    if "Q" not in period.key:
        return month_year_text(year, month)
    return translate("Reports", "Q{quarter} {year}").format(
        quarter=current_locale().toString((month - 1) // 3 + 1), year=year_text(year)
    )


def percent_text(value: Decimal | None) -> str:
    if value is None:
        return ""
    # The number and the sign apart: a word with a % sign is a format to localize_digits,
    # which would leave "12.5%" in Latin digits in an Arabic window.
    return localize_digits(f"{value.quantize(Decimal('0.1'))}") + current_locale().percent()


def _money_column(key: str, title: str) -> ReportColumn:
    return ReportColumn(key, title, ColumnKind.MONEY)


def _text_column(key: str, title: str) -> ReportColumn:
    return ReportColumn(key, title, ColumnKind.TEXT)


def _entries(parameters: ReportParameters) -> tuple[str, str]:
    return (
        translate("Reports", "Entries"),
        translate("Reports", "Posted only")
        if parameters.posted_only
        else translate("Reports", "Posted and unposted"),
    )


# -- profit and loss ---------------------------------------------------------------------------
def profit_and_loss_table(report: ProfitAndLoss, parameters: ReportParameters) -> ReportTable:
    compared = report.comparison_from is not None
    columns = [
        _text_column("code", translate("Reports", "Code")),
        _text_column("name", translate("Reports", "Account")),
        *(_money_column(f"columns.{c.key}", period_label(c)) for c in report.columns),
        _money_column(
            "amount",
            translate("Reports", "Total") if report.columns else translate("Reports", "Amount"),
        ),
    ]
    if compared:
        columns += [
            _money_column("comparison", translate("Reports", "Comparison")),
            _money_column("change", translate("Reports", "Change")),
            _text_column("changePercent", translate("Reports", "Change %")),
        ]

    def figures(
        amounts: tuple[Decimal, ...], amount: Decimal, line: Figure | StatementRow
    ) -> tuple[object, ...]:
        values: list[object] = [*amounts, amount]
        if compared:
            values += [line.comparison, line.change, percent_text(line.change_percent)]
        return tuple(values)

    rows: list[ReportRow] = []
    blank = (None,) * (len(columns) - 2)

    def section_rows(section: StatementSection) -> None:
        title = section_title(section.section)
        rows.append(ReportRow((None, title, *blank), RowLevel.HEADING))
        for row in section.rows:
            rows.append(
                ReportRow(
                    (
                        row.code,
                        account_name(row.code, row.name, row.other_name),
                        *figures(row.amounts, row.amount, row),
                    ),
                    drill=Drill(
                        DrillKind.ACCOUNT, row.account_id, report.date_from, report.date_to
                    ),
                )
            )
        rows.append(
            ReportRow(
                (
                    None,
                    translate("Reports", "Total {group}").format(group=title),
                    *figures(section.total.amounts, section.total.amount, section.total),
                ),
                RowLevel.SUBTOTAL,
            )
        )

    def result(title: str, figure: Figure, level: RowLevel = RowLevel.SUBTOTAL) -> None:
        rows.append(
            ReportRow((None, title, *figures(figure.amounts, figure.amount, figure)), level)
        )

    by = {s.section: s for s in report.sections}
    section_rows(by[Section.REVENUE])
    section_rows(by[Section.COST_OF_SALES])
    result(translate("Reports", "Gross profit"), report.gross_profit)
    section_rows(by[Section.EXPENSES])
    result(translate("Reports", "Operating result"), report.operating_result)
    section_rows(by[Section.OTHER_INCOME])
    result(translate("Reports", "Net profit"), report.net_profit, RowLevel.TOTAL)
    notes: tuple[str, ...] = ()
    if report.unassigned.rows:
        section_rows(report.unassigned)
        notes = (
            translate(
                "Reports",
                "%Ln account(s) in no section of the statement layout: listed under "
                "Unassigned, in no result (Reports › Statement layout…).",
                "",
                len(report.unassigned.rows),
            ),
        )
    header: list[tuple[str, str | date]] = [
        (translate("Reports", "From"), report.date_from),
        (translate("Reports", "To"), report.date_to),
    ]
    if compared:
        assert report.comparison_from is not None
        assert report.comparison_to is not None
        what = (
            translate("Reports", "Same period last year")
            if report.compare is Compare.PREVIOUS_YEAR
            else translate("Reports", "Previous period")
        )
        header += [
            (translate("Reports", "Compared with"), what),
            (translate("Reports", "Comparison from"), report.comparison_from),
            (translate("Reports", "Comparison to"), report.comparison_to),
        ]
    header.append(_entries(parameters))
    return ReportTable(
        translate("Reports", "Profit and loss"),
        tuple(columns),
        tuple(rows),
        tuple(header),
        f"profit-and-loss-{report.date_from.isoformat()}-{report.date_to.isoformat()}",
        notes,
    )


# -- balance sheet -----------------------------------------------------------------------------
def _in_total(total: str, currency: str) -> str:
    """A statement's total ("Total assets"), or "Total assets in EGP" where the statement
    shows amounts in other currencies beside the company's."""
    if not currency:
        return total
    return translate("Reports", "{total} in {currency}").format(total=total, currency=currency)


def balance_sheet_table(report: BalanceSheet, parameters: ReportParameters) -> ReportTable:
    compared = report.compare_as_of is not None
    columns = [
        _text_column("code", translate("Reports", "Code")),
        _text_column("name", translate("Reports", "Account")),
        _money_column("amount", format_date(report.as_of)),
    ]
    if compared:
        assert report.compare_as_of is not None
        columns.append(_money_column("comparison", format_date(report.compare_as_of)))
    rows: list[ReportRow] = []

    def line(
        code: str | None,
        name: str,
        amount: Decimal | None,
        before: Decimal | None,
        level: RowLevel = RowLevel.DETAIL,
        drill: Drill | None = None,
    ) -> None:
        values: list[object] = [code, name, amount]
        if compared:
            values.append(before)
        rows.append(ReportRow(tuple(values), level, drill))

    home = parameters.home_currency
    # An account kept in another currency shows its balance in it beside the company
    # currency's; the totals then say which currency they are in.
    foreign = any(
        row.currency and row.currency != home
        for group in (
            report.current_assets,
            report.non_current_assets,
            report.liabilities,
            report.equity,
            report.unassigned,
        )
        for row in group.rows
    )
    total_currency = home if foreign else ""

    def heading(title: str) -> None:
        rows.append(ReportRow((None, title, *([None] * (len(columns) - 2))), RowLevel.HEADING))

    def group(group: BalanceGroup, *, total: bool = True) -> None:
        title = section_title(group.section)
        heading(title)
        for row in group.rows:
            line(
                row.code,
                account_name(row.code, row.name, row.other_name),
                in_currency(row.amount, row.currency, row.currency_amount, home),
                row.comparison,
                drill=Drill(DrillKind.ACCOUNT, row.account_id, None, report.as_of),
            )
        if total:
            line(
                None,
                group_total_text(title, total_currency),
                group.total,
                group.comparison,
                RowLevel.SUBTOTAL,
            )

    group(report.current_assets)
    if report.non_current_assets.rows:
        group(report.non_current_assets)
    line(
        None,
        _in_total(translate("Reports", "Total assets"), total_currency),
        report.total_assets,
        report.comparison_total_assets,
        RowLevel.TOTAL,
    )
    group(report.liabilities)
    group(report.equity, total=False)
    line(
        None,
        translate("Reports", "Earnings of earlier years"),
        report.earlier_years,
        report.comparison_earlier_years,
    )
    line(
        None,
        translate("Reports", "Profit of the current year"),
        report.current_year_profit,
        report.comparison_current_year_profit,
    )
    title = section_title(Section.EQUITY)
    line(
        None,
        group_total_text(title, total_currency),
        report.equity.total,
        report.equity.comparison,
        RowLevel.SUBTOTAL,
    )
    line(
        None,
        _in_total(translate("Reports", "Total liabilities and equity"), total_currency),
        report.total_liabilities_and_equity,
        report.comparison_total_liabilities_and_equity,
        RowLevel.TOTAL,
    )
    notes: list[str] = []
    if report.unassigned.rows:
        group(report.unassigned)
        notes.append(
            translate(
                "Reports",
                "%Ln account(s) in no section of the statement layout: listed under "
                "Unassigned (debit balances); assets and unassigned equal liabilities and "
                "equity.",
                "",
                len(report.unassigned.rows),
            )
        )
    if not report.is_balanced:
        notes.append(translate("Reports", "The books do not balance: some entries are unbalanced."))
    header: list[tuple[str, str | date]] = [(translate("Reports", "As of"), report.as_of)]
    if report.compare_as_of is not None:
        header.append((translate("Reports", "Compared with"), report.compare_as_of))
    header.append(_entries(parameters))
    return ReportTable(
        translate("Reports", "Balance sheet"),
        tuple(columns),
        tuple(rows),
        tuple(header),
        f"balance-sheet-{report.as_of.isoformat()}",
        tuple(notes),
    )


# -- cash flow ---------------------------------------------------------------------------------
def cash_flow_table(report: CashFlow, parameters: ReportParameters) -> ReportTable:
    columns = (
        _text_column("code", translate("Reports", "Code")),
        _text_column("name", translate("Reports", "Account")),
        _money_column("opening", translate("Reports", "Opening")),
        _money_column("in", translate("Reports", "Money in")),
        _money_column("out", translate("Reports", "Money out")),
        _money_column("transfersIn", translate("Reports", "Transfers in")),
        _money_column("transfersOut", translate("Reports", "Transfers out")),
        _money_column("closing", translate("Reports", "Closing")),
    )
    home = parameters.home_currency
    # An account kept in another currency shows its figures in it beside the company
    # currency's; the totals then say which currency they are in.
    foreign = any(a.currency and a.currency != home for a in report.accounts)
    rows: list[ReportRow] = [
        ReportRow((None, translate("Reports", "By account"), *([None] * 6)), RowLevel.HEADING)
    ]
    for account in report.accounts:
        flows = account.currency_flows or (None, None, None, None)
        rows.append(
            ReportRow(
                (
                    account.code,
                    account_name(account.code, account.name, account.other_name),
                    in_currency(account.opening, account.currency, account.currency_opening, home),
                    in_currency(account.money_in, account.currency, flows[0], home),
                    in_currency(account.money_out, account.currency, flows[1], home),
                    in_currency(account.transfers_in, account.currency, flows[2], home),
                    in_currency(account.transfers_out, account.currency, flows[3], home),
                    in_currency(account.closing, account.currency, account.currency_closing, home),
                ),
                drill=Drill(
                    DrillKind.ACCOUNT, account.account_id, report.date_from, report.date_to
                ),
            )
        )
    rows.append(
        ReportRow(
            (
                None,
                total_text(home if foreign else ""),
                report.opening,
                sum((a.money_in for a in report.accounts), Decimal(0)),
                sum((a.money_out for a in report.accounts), Decimal(0)),
                report.transfers,
                report.transfers,
                report.closing,
            ),
            RowLevel.SUBTOTAL,
        )
    )
    rows.append(
        ReportRow(
            (None, translate("Reports", "By where it came from or went to"), *([None] * 6)),
            RowLevel.HEADING,
        )
    )
    rows.append(
        ReportRow(
            (
                None,
                translate("Reports", "Opening balance"),
                report.opening,
                None,
                None,
                None,
                None,
                None,
            )
        )
    )
    for row in report.rows:
        rows.append(
            ReportRow(
                (
                    None,
                    translate("Reports", FLOW_TITLES[row.flow]),
                    None,
                    row.money_in,
                    row.money_out,
                    None,
                    None,
                    None,
                )
            )
        )
    rows.append(
        ReportRow(
            (
                None,
                translate("Reports", "Between own cash and bank accounts"),
                None,
                None,
                None,
                report.transfers,
                report.transfers,
                None,
            )
        )
    )
    rows.append(
        ReportRow(
            (
                None,
                closing_text(home if foreign else ""),
                report.opening,
                report.money_in,
                report.money_out,
                report.transfers,
                report.transfers,
                report.closing,
            ),
            RowLevel.TOTAL,
        )
    )
    return ReportTable(
        translate("Reports", "Cash flow"),
        columns,
        tuple(rows),
        (
            (translate("Reports", "From"), report.date_from),
            (translate("Reports", "To"), report.date_to),
            _entries(parameters),
        ),
        f"cash-flow-{report.date_from.isoformat()}-{report.date_to.isoformat()}",
    )


# -- recurring templates -----------------------------------------------------------------------
def templates_table(report: RecurringTemplates, parameters: ReportParameters) -> ReportTable:
    columns = (
        _text_column("code", translate("Reports", "Document")),
        ReportColumn("date", translate("Reports", "Date"), ColumnKind.DATE),
        _text_column("documentType", translate("Reports", "Type")),
        _text_column("notes", translate("Reports", "Notes")),
        _money_column("amount", translate("Reports", "Amount")),
    )
    rows = [
        ReportRow(
            (row.code, row.day, row.document_type, row.notes or "", row.amount),
            drill=Drill(DrillKind.DOCUMENT, row.code) if row.code else None,
        )
        for row in report.rows
    ]
    rows.append(
        ReportRow(
            (
                translate("Reports", "%Ln template(s)", "", len(report.rows)),
                None,
                None,
                None,
                sum((row.amount for row in report.rows), Decimal(0)),
            ),
            RowLevel.TOTAL,
        )
    )
    return ReportTable(
        translate("Reports", "Recurring templates"),
        columns,
        tuple(rows),
        (),
        f"recurring-templates-{parameters.as_of.isoformat()}",
        (translate("Reports", "Templates are patterns for entries: they count in no figure."),),
    )
