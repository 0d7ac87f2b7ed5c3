"""The reports the app offers, each as the engine computes it (``app.reports``) and as a
table a manager reads: columns, group headings, subtotals, totals, and what each row opens.

``REPORTS`` maps the names ``backoffice report`` uses to their definitions; the screens,
the exports, the printed pages and the command line all go through ``compute`` and
``tabulate`` here, so they show the same figures.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, replace
from datetime import date
from decimal import Decimal
from typing import Any

from app.models.i18n import QT_TRANSLATE_NOOP
from app.reports import (
    CashPosition,
    LedgerReport,
    ReceivablesAgeing,
    SalesLine,
    SalesSummary,
    StockValuation,
    TrialBalance,
    UnpostedEntries,
)
from app.reports.engine import DUE_BANDS
from app.reports.sales import CostSource, GrossProfit, GrossProfitRow, GroupBy, OrdersBooked
from app.store.ledger import Books
from app.viewmodels.accounting.account_types import type_text
from app.viewmodels.numbers import localize_digits
from app.viewmodels.reports.compute import COMPUTE
from app.viewmodels.reports.names import account_name
from app.viewmodels.reports.parameters import Needs, ReportParameters
from app.viewmodels.reports.payables import (
    payables_ageing_table,
    supplier_statement_table,
)

# The private names the tables here were written with (the other report modules use the
# same pieces under their own names).
from app.viewmodels.reports.pieces import (
    age_band_columns,
    group_total_text,
    ledger_end_rows,
    total_text,
)
from app.viewmodels.reports.pieces import as_of_caption as _as_of
from app.viewmodels.reports.pieces import entries_caption as _entries
from app.viewmodels.reports.pieces import file_name as _file_name
from app.viewmodels.reports.pieces import money_column as _money
from app.viewmodels.reports.pieces import period_caption as _period
from app.viewmodels.reports.pieces import text_column as _text
from app.viewmodels.reports.statement_tables import (
    balance_sheet_table,
    cash_flow_table,
    percent_text,
    profit_and_loss_table,
    templates_table,
)
from app.viewmodels.reports.table import (
    ColumnKind,
    Drill,
    DrillKind,
    ReportColumn,
    ReportRow,
    ReportTable,
    RowLevel,
    SummaryBox,
    cell_text,
    in_currency,
)
from app.viewmodels.reports.vat import vat_return_table
from app.viewmodels.words import month_year_text, translate


@dataclass(frozen=True)
class ReportDefinition:
    """A report: its command-line name, title, the parameters it asks for, how the
    engine computes it and how its result becomes a table."""

    name: str
    title: str
    """English, marked QT_TRANSLATE_NOOP("Reports", ...); ``title_text`` translates it."""
    needs: frozenset[Needs]
    compute: Callable[[Books, ReportParameters], Any]
    tabulate: Callable[[Any, ReportParameters], ReportTable]

    @property
    def title_text(self) -> str:
        return translate("Reports", self.title)

    def build(self, books: Books, parameters: ReportParameters) -> ReportTable:
        return self.tabulate(self.compute(books, parameters), parameters)


# -- shared pieces ----------------------------------------------------------------------------
def _document_drill(code: str) -> Drill | None:
    return Drill(DrillKind.DOCUMENT, code) if code else None


# -- trial balance ---------------------------------------------------------------------------
def _trial_balance_table(report: TrialBalance, parameters: ReportParameters) -> ReportTable:
    columns = (
        _text(translate("Reports", "Code"), "code"),
        _text(translate("Reports", "Account"), "name"),
        _money(translate("Reports", "Opening"), "opening"),
        _money(translate("Reports", "Debit"), "debit"),
        _money(translate("Reports", "Credit"), "credit"),
        _money(translate("Reports", "Closing"), "closing"),
    )
    home = parameters.home_currency
    # An account kept in another currency shows its closing in it beside the company
    # currency's; the totals then say which currency they are in.
    foreign = any(row.currency and row.currency != home for row in report.rows)
    rows: list[ReportRow] = []
    for group in report.groups:
        # Accounts the chart gives no type (expenses, in the demo chart) still get a title.
        name = type_text(group.type) or translate("Reports", "Other accounts")
        rows.append(ReportRow((None, name, None, None, None, None), RowLevel.HEADING))
        for row in group.rows:
            rows.append(
                ReportRow(
                    (
                        row.code,
                        account_name(row.code, row.name, row.other_name),
                        row.opening,
                        row.debit,
                        row.credit,
                        in_currency(row.closing, row.currency, row.currency_closing, home),
                    ),
                    drill=Drill(
                        DrillKind.ACCOUNT, row.account_id, parameters.date_from, parameters.date_to
                    ),
                )
            )
        total = group.subtotal
        rows.append(
            ReportRow(
                (
                    None,
                    group_total_text(name, home if foreign else ""),
                    total.opening,
                    total.debit,
                    total.credit,
                    total.closing,
                ),
                RowLevel.SUBTOTAL,
            )
        )
    totals = report.totals
    rows.append(
        ReportRow(
            (
                None,
                total_text(home if foreign else ""),
                totals.opening,
                totals.debit,
                totals.credit,
                totals.closing,
            ),
            RowLevel.TOTAL,
        )
    )
    return ReportTable(
        translate("Reports", "Trial balance"),
        columns,
        tuple(rows),
        (*_period(parameters), _entries(parameters)),
        _file_name("trial-balance", parameters),
    )


# -- ledgers -----------------------------------------------------------------------------------
def _ledger_table(
    report: LedgerReport, parameters: ReportParameters, title: str, name: str
) -> ReportTable:
    columns = (
        ReportColumn("date", translate("Reports", "Date"), ColumnKind.DATE),
        _text(translate("Reports", "Document"), "documentCode"),
        _text(translate("Reports", "Type"), "documentType"),
        _text(translate("Reports", "Paper no."), "paperNumber"),
        _text(translate("Reports", "Comments"), "comments"),
        _money(translate("Reports", "Debit"), "debit"),
        _money(translate("Reports", "Credit"), "credit"),
        _money(translate("Reports", "Balance"), "balance"),
    )
    home = parameters.home_currency
    # Lines of documents in another currency show their amount in it beside the company
    # currency's; the ends and totals then say which currency they are in.
    foreign = any(line.currency and line.currency != home for line in report.lines)
    opening_row, closing_row = ledger_end_rows(
        parameters,
        4,
        report.opening,
        report.total_debit,
        report.total_credit,
        report.closing,
        currency=home if foreign else "",
        last_line_day=max((line.day for line in report.lines), default=None),
    )
    rows = [opening_row]
    for line in report.lines:
        # The line's own comment where it has one, else the document's notes.
        comments = line.comments or line.notes
        if not line.posted:
            comments = " · ".join(p for p in (comments, translate("Reports", "Unposted")) if p)
        amount = abs(line.currency_amount) if line.currency_amount is not None else None
        rows.append(
            ReportRow(
                (
                    line.day,
                    line.document_code,
                    line.document_type,
                    line.paper_number,
                    comments,
                    in_currency(line.debit or None, line.currency, amount, home),
                    in_currency(line.credit or None, line.currency, amount, home),
                    line.balance,
                ),
                drill=_document_drill(line.document_code),
            )
        )
    rows.append(closing_row)
    subject = " ".join(part for part in (report.code, report.name) if part)
    caption = (
        translate("Reports", "Account")
        if report.kind == "account"
        else translate("Reports", "Customer")
    )
    header: tuple[tuple[str, str], ...] = ((caption, subject),)
    if report.address:
        header = (*header, (translate("Reports", "Address"), report.address))
    notes: tuple[str, ...] = ()
    summary: SummaryBox | None = None
    if report.ageing is not None and report.ageing_as_of is not None:
        due = sum(report.ageing, Decimal(0))
        notes = (
            translate("Reports", "Amount due on {day}: {amount}").format(
                day=cell_text(report.ageing_as_of, ColumnKind.DATE),
                amount=cell_text(due, ColumnKind.MONEY),
            ),
        )
        if report.due_bands is not None:
            summary = statement_ageing_box(report.due_bands, report.ageing_as_of)
    return ReportTable(
        title,
        columns,
        tuple(rows),
        (*header, *_period(parameters), _entries(parameters)),
        _file_name(f"{name}-{report.code or report.subject_id}", parameters),
        notes,
        summary,
    )


def statement_ageing_box(bands: tuple[Decimal, ...], as_of: date) -> SummaryBox:
    """A statement's ageing box: what is owed on ``as_of`` not yet due and by days past
    due (``DUE_BANDS``), and the total."""
    captions = (
        translate("Reports", "Current"),
        *(localize_digits(band) for band in DUE_BANDS[1:]),
        translate("Reports", "Total"),
    )
    return SummaryBox(
        translate("Reports", "Owed on {day}, by days past due").format(
            day=cell_text(as_of, ColumnKind.DATE)
        ),
        captions,
        (*bands, sum(bands, Decimal(0))),
    )


# -- receivables ageing ------------------------------------------------------------------------
def _ageing_table(report: ReceivablesAgeing, parameters: ReportParameters) -> ReportTable:
    # "0-30" ... "90+" days, in the clerk's digits.
    bands = age_band_columns()
    columns = (
        _text(translate("Reports", "Code"), "code"),
        _text(translate("Reports", "Customer"), "name"),
        _money(translate("Reports", "Balance"), "balance"),
        *bands,
        _money(translate("Reports", "Credit limit"), "creditLimit"),
        _text(translate("Reports", "Over limit"), "overCreditLimit"),
    )
    home = parameters.home_currency
    # A customer kept in another currency shows its balance in it beside the company
    # currency's; the total then says which currency it is in.
    foreign = any(row.currency and row.currency != home for row in report.rows)
    rows = [
        ReportRow(
            (
                row.code,
                row.name,
                in_currency(row.balance, row.currency, row.currency_balance, home),
                *row.buckets,
                row.credit_limit,
                # Said and shown as a word either way: a blank cell is heard as nothing.
                translate("Reports", "Yes")
                if row.over_credit_limit
                else translate("Reports", "No"),
            ),
            # From the customer's first line (None), so every line behind the balance shows.
            drill=Drill(DrillKind.CUSTOMER, row.customer_id, None, parameters.as_of),
        )
        for row in report.rows
    ]
    rows.append(
        ReportRow(
            (
                None,
                total_text(home if foreign else ""),
                report.total,
                *report.bucket_totals,
                None,
                "",
            ),
            RowLevel.TOTAL,
        )
    )
    return ReportTable(
        translate("Reports", "Receivables ageing"),
        columns,
        tuple(rows),
        (_as_of(parameters), _entries(parameters)),
        _file_name("receivables-ageing", parameters, as_of=True),
    )


# -- cash and bank -----------------------------------------------------------------------------
def _cash_table(report: CashPosition, parameters: ReportParameters) -> ReportTable:
    columns = (
        _text(translate("Reports", "Code"), "code"),
        _text(translate("Reports", "Account"), "name"),
        _text(translate("Reports", "Type"), "type"),
        _money(translate("Reports", "Received in period"), "periodIn"),
        _money(translate("Reports", "Paid in period"), "periodOut"),
        _money(translate("Reports", "Balance"), "balance"),
    )
    home = parameters.home_currency
    rows = [
        ReportRow(
            (
                row.code,
                account_name(row.code, row.name, row.other_name),
                type_text(row.type),
                row.period_in,
                row.period_out,
                in_currency(row.balance, row.currency, row.currency_balance, home),
            ),
            drill=Drill(DrillKind.ACCOUNT, row.account_id, parameters.date_from, parameters.as_of),
        )
        for row in report.rows
    ]
    foreign = any(row.currency and row.currency != home for row in report.rows)
    rows.append(
        ReportRow(
            (
                None,
                total_text(home if foreign else ""),
                None,
                report.total_in,
                report.total_out,
                report.total,
            ),
            RowLevel.TOTAL,
        )
    )
    return ReportTable(
        translate("Reports", "Cash and bank position"),
        columns,
        tuple(rows),
        (_as_of(parameters), *_period(parameters), _entries(parameters)),
        _file_name("cash-position", parameters, as_of=True),
    )


# -- stock valuation ---------------------------------------------------------------------------
def _stock_table(report: StockValuation, parameters: ReportParameters) -> ReportTable:
    columns = (
        _text(translate("Reports", "Item code"), "code"),
        _text(translate("Reports", "Item"), "name"),
        ReportColumn("quantity", translate("Reports", "Quantity"), ColumnKind.QUANTITY),
        _money(translate("Reports", "Unit cost"), "unitCost"),
        _money(translate("Reports", "Value"), "value"),
    )
    rows: list[ReportRow] = []
    for warehouse in report.warehouses:
        label = " ".join(part for part in (warehouse.code, warehouse.name) if part)
        rows.append(ReportRow((None, label, None, None, None), RowLevel.HEADING))
        for row in report.rows:
            if row.warehouse_id == warehouse.warehouse_id:
                rows.append(ReportRow((row.code, row.name, row.quantity, row.unit_cost, row.value)))
        rows.append(
            ReportRow(
                (
                    None,
                    translate("Reports", "Total {group}").format(group=label),
                    None,
                    None,
                    warehouse.value,
                ),
                RowLevel.SUBTOTAL,
            )
        )
    rows.append(
        ReportRow((None, translate("Reports", "Total"), None, None, report.total), RowLevel.TOTAL)
    )
    return ReportTable(
        translate("Reports", "Stock valuation"),
        columns,
        tuple(rows),
        (),
        _file_name("stock-valuation", parameters, as_of=True),
    )


# -- sales summary -----------------------------------------------------------------------------
def _no_name(key: str, label: str) -> str:
    """A group's name, or what the books leave it as (no customer, no order)."""
    if key == "*":
        return translate("Reports", "Several customers")
    if key:
        if key.startswith("service:"):
            return translate("Reports", "Service #{id}").format(id=key[8:])
        return label
    return label or translate("Reports", "Not linked to an order")


def month_text(key: str) -> str:
    """A month key ("2026-03") as the clerk reads months: "Mar 2026", "مارس ٢٠٢٦"."""
    year, month = int(key[:4]), int(key[5:7])
    return month_year_text(year, month)


def _sales_table(report: SalesSummary, parameters: ReportParameters) -> ReportTable:
    columns = (
        _text(translate("Reports", "Group"), "label"),
        ReportColumn("documents", translate("Reports", "Documents"), ColumnKind.COUNT),
        _money(translate("Reports", "Sales"), "sales"),
        _money(translate("Reports", "Returns"), "returns"),
        _money(translate("Reports", "Discounts"), "discounts"),
        _money(translate("Reports", "Net revenue"), "net"),
        _money(translate("Reports", "Tax"), "tax"),
    )
    rows: list[ReportRow] = []

    def figures(line: SalesLine | SalesSummary) -> tuple[object, ...]:
        return (line.documents, line.sales, line.returns, line.discounts, line.net, line.tax)

    def section(
        title: str,
        lines: tuple[SalesLine, ...],
        drill: Callable[[SalesLine], Drill | None],
        empty: str,
    ) -> None:
        rows.append(ReportRow((title, None, None, None, None, None, None), RowLevel.HEADING))
        for line in lines:
            label = _no_name(line.key, line.label) if line.key or line.label else empty
            rows.append(ReportRow((label, *figures(line)), drill=drill(line)))

    def customer(line: SalesLine) -> Drill | None:
        key = int(line.key) if line.key.isdigit() else 0
        if not key:
            return None
        return Drill(DrillKind.CUSTOMER, key, parameters.date_from, parameters.date_to)

    months = tuple(replace(m, label=month_text(m.key)) for m in report.months)
    section(translate("Reports", "By month"), months, lambda _line: None, "")
    section(
        translate("Reports", "By customer"),
        report.customers,
        customer,
        translate("Reports", "No customer (cash sales)"),
    )
    section(
        translate("Reports", "By item"),
        report.items,
        lambda _line: None,
        translate("Reports", "Not linked to an order"),
    )
    section(
        translate("Reports", "By sales person"),
        report.sales_persons,
        lambda _line: None,
        translate("Reports", "No sales person (not linked to an order)"),
    )
    rows.append(ReportRow((translate("Reports", "Total"), *figures(report)), RowLevel.TOTAL))
    return ReportTable(
        translate("Reports", "Sales summary"),
        columns,
        tuple(rows),
        _period(parameters),
        _file_name("sales-summary", parameters),
        (
            translate(
                "Reports",
                "Net revenue from the books: the revenue accounts less returns and "
                "discounts, as the profit and loss counts it.",
            ),
        ),
    )


# -- orders booked -----------------------------------------------------------------------------
STATUS_NAMES = {
    "Open": QT_TRANSLATE_NOOP("Reports", "Open"),
    "Pending": QT_TRANSLATE_NOOP("Reports", "Pending"),
    "Processing": QT_TRANSLATE_NOOP("Reports", "Processing"),
    "Shipped": QT_TRANSLATE_NOOP("Reports", "Shipped"),
    "Cancelled": QT_TRANSLATE_NOOP("Reports", "Cancelled"),
}


def _orders_table(report: OrdersBooked, parameters: ReportParameters) -> ReportTable:
    columns = (
        _text(translate("Reports", "Status"), "status"),
        ReportColumn("orders", translate("Reports", "Orders"), ColumnKind.COUNT),
        _money(translate("Reports", "Net"), "net"),
        _money(translate("Reports", "Tax"), "tax"),
    )
    rows = [
        ReportRow(
            (
                translate("Reports", STATUS_NAMES[row.status])
                if row.status in STATUS_NAMES
                else row.status or translate("Reports", "No status"),
                row.orders,
                row.net,
                row.tax,
            )
        )
        for row in report.rows
    ]
    rows.append(
        ReportRow(
            (translate("Reports", "Total (not cancelled)"), report.orders, report.net, report.tax),
            RowLevel.TOTAL,
        )
    )
    return ReportTable(
        translate("Reports", "Orders booked"),
        columns,
        tuple(rows),
        _period(parameters),
        _file_name("orders", parameters),
        (
            translate(
                "Reports",
                "Sales orders by status: what customers ordered, not what was sold "
                "(the sales summary counts the books).",
            ),
        ),
    )


# -- gross profit -------------------------------------------------------------------------------
COST_SOURCES = {
    CostSource.BOOKS: QT_TRANSLATE_NOOP("Reports", "Books"),
    CostSource.ITEM_COST: QT_TRANSLATE_NOOP("Reports", "Item cost"),
    CostSource.MIXED: QT_TRANSLATE_NOOP("Reports", "Books and item cost"),
    CostSource.NONE: QT_TRANSLATE_NOOP("Reports", "No goods"),
}

GROUP_TITLES = {
    GroupBy.ITEM: QT_TRANSLATE_NOOP("Reports", "Item"),
    GroupBy.CUSTOMER: QT_TRANSLATE_NOOP("Reports", "Customer"),
    GroupBy.SALES_PERSON: QT_TRANSLATE_NOOP("Reports", "Sales person"),
    GroupBy.MONTH: QT_TRANSLATE_NOOP("Reports", "Month"),
}


def _gross_profit_table(report: GrossProfit, parameters: ReportParameters) -> ReportTable:
    columns = (
        _text(translate("Reports", GROUP_TITLES[report.by]), "name"),
        _money(translate("Reports", "Revenue"), "revenue"),
        _money(translate("Reports", "Cost"), "cost"),
        _money(translate("Reports", "Gross profit"), "grossProfit"),
        _text(translate("Reports", "Margin %"), "margin"),
        _text(translate("Reports", "Cost from"), "costFrom"),
    )
    empty = {
        GroupBy.ITEM: translate("Reports", "No item"),
        GroupBy.CUSTOMER: translate("Reports", "No customer"),
        GroupBy.SALES_PERSON: translate("Reports", "No sales person"),
        GroupBy.MONTH: "",
    }[report.by]

    def cells(row: GrossProfitRow, name: str) -> tuple[object, ...]:
        return (
            name,
            row.revenue,
            row.cost,
            row.gross_profit,
            percent_text(row.margin),
            translate("Reports", COST_SOURCES[row.cost_source]),
        )

    def drill(row: GrossProfitRow) -> Drill | None:
        if report.by is GroupBy.CUSTOMER and row.key.isdigit():
            return Drill(DrillKind.CUSTOMER, int(row.key), parameters.date_from, parameters.date_to)
        return None

    def name(row: GrossProfitRow) -> str:
        if report.by is GroupBy.MONTH:
            return month_text(row.key)
        return _no_name(row.key, row.name) if row.key else empty

    rows = [ReportRow(cells(row, name(row)), drill=drill(row)) for row in report.rows]
    rows.append(ReportRow(cells(report.total, translate("Reports", "Total")), RowLevel.TOTAL))
    return ReportTable(
        translate("Reports", "Gross profit"),
        columns,
        tuple(rows),
        _period(parameters),
        _file_name(f"gross-profit-by-{report.by}", parameters),
        (
            translate(
                "Reports",
                "Issued orders less returns against their cost: the issues' cost of goods "
                "sold in the books, else the item's average cost (Cost from says which).",
            ),
            translate(
                "Reports",
                "Revenue in the books (the profit and loss's): {books}; booked without an "
                "order (invoices and cash sales): {without}.",
            ).format(
                books=cell_text(report.books_revenue, ColumnKind.MONEY),
                without=cell_text(report.booked_without_orders, ColumnKind.MONEY),
            ),
        ),
    )


# -- unposted ----------------------------------------------------------------------------------
def _unposted_table(report: UnpostedEntries, parameters: ReportParameters) -> ReportTable:
    columns = (
        _text(translate("Reports", "Document"), "code"),
        ReportColumn("date", translate("Reports", "Date"), ColumnKind.DATE),
        _text(translate("Reports", "Type"), "documentType"),
        _money(translate("Reports", "Amount"), "amount"),
    )
    home = parameters.home_currency
    rows = [
        ReportRow(
            (
                row.code,
                row.day,
                row.document_type,
                in_currency(row.amount, row.currency, row.currency_amount, home),
            ),
            drill=_document_drill(row.code),
        )
        for row in report.rows
    ]
    # A document in another currency shows its amount in it too: the total then says
    # which currency it is in.
    foreign = any(row.currency and row.currency != home for row in report.rows)
    total = sum((row.amount for row in report.rows), Decimal(0))
    rows.append(
        ReportRow(
            (
                translate("Reports", "%Ln document(s)", "", report.count),
                None,
                total_text(home) if foreign else None,
                total,
            ),
            RowLevel.TOTAL,
        )
    )
    return ReportTable(
        translate("Reports", "Unposted entries"),
        columns,
        tuple(rows),
        (),
        f"unposted-{parameters.as_of.isoformat()}",
    )


# -- the list ----------------------------------------------------------------------------------
P, A, POSTED = Needs.PERIOD, Needs.AS_OF, Needs.POSTED_ONLY

REPORTS: dict[str, ReportDefinition] = {
    definition.name: definition
    for definition in (
        ReportDefinition(
            "trial-balance",
            QT_TRANSLATE_NOOP("Reports", "Trial balance"),
            frozenset({P, POSTED}),
            COMPUTE["trial-balance"],
            _trial_balance_table,
        ),
        ReportDefinition(
            "ledger",
            QT_TRANSLATE_NOOP("Reports", "General ledger"),
            frozenset({Needs.ACCOUNT, P, POSTED}),
            COMPUTE["ledger"],
            lambda r, p: _ledger_table(r, p, translate("Reports", "General ledger"), "ledger"),
        ),
        ReportDefinition(
            "customer-statement",
            QT_TRANSLATE_NOOP("Reports", "Customer statement"),
            frozenset({Needs.CUSTOMER, P, POSTED}),
            COMPUTE["customer-statement"],
            lambda r, p: _ledger_table(
                r, p, translate("Reports", "Customer statement"), "statement"
            ),
        ),
        ReportDefinition(
            "receivables-ageing",
            QT_TRANSLATE_NOOP("Reports", "Receivables ageing"),
            frozenset({A, POSTED}),
            COMPUTE["receivables-ageing"],
            _ageing_table,
        ),
        ReportDefinition(
            "cash-position",
            QT_TRANSLATE_NOOP("Reports", "Cash and bank position"),
            frozenset({A, P, POSTED}),
            COMPUTE["cash-position"],
            _cash_table,
        ),
        ReportDefinition(
            "stock-valuation",
            QT_TRANSLATE_NOOP("Reports", "Stock valuation"),
            # No "as of" field: the server gives stock only as of now, and a past date
            # must never show today's figures (the window says when the cache was synced).
            frozenset(),
            COMPUTE["stock-valuation"],
            _stock_table,
        ),
        ReportDefinition(
            "sales-summary",
            QT_TRANSLATE_NOOP("Reports", "Sales summary"),
            frozenset({P}),
            COMPUTE["sales-summary"],
            _sales_table,
        ),
        ReportDefinition(
            "orders",
            QT_TRANSLATE_NOOP("Reports", "Orders booked"),
            frozenset({P}),
            COMPUTE["orders"],
            _orders_table,
        ),
        ReportDefinition(
            "gross-profit",
            QT_TRANSLATE_NOOP("Reports", "Gross profit"),
            frozenset({P, Needs.GROUP_BY}),
            COMPUTE["gross-profit"],
            _gross_profit_table,
        ),
        ReportDefinition(
            "unposted",
            QT_TRANSLATE_NOOP("Reports", "Unposted entries"),
            frozenset(),
            COMPUTE["unposted"],
            _unposted_table,
        ),
        ReportDefinition(
            "payables-ageing",
            QT_TRANSLATE_NOOP("Reports", "Payables ageing"),
            frozenset({A, POSTED}),
            COMPUTE["payables-ageing"],
            payables_ageing_table,
        ),
        ReportDefinition(
            "supplier-statement",
            QT_TRANSLATE_NOOP("Reports", "Supplier statement"),
            frozenset({Needs.SUPPLIER, P, POSTED}),
            COMPUTE["supplier-statement"],
            supplier_statement_table,
        ),
        ReportDefinition(
            "vat-return",
            QT_TRANSLATE_NOOP("Reports", "VAT return"),
            frozenset({P, POSTED}),
            COMPUTE["vat-return"],
            vat_return_table,
        ),
        ReportDefinition(
            "profit-and-loss",
            QT_TRANSLATE_NOOP("Reports", "Profit and loss"),
            frozenset({P, Needs.COLUMNS, Needs.COMPARE, POSTED}),
            COMPUTE["profit-and-loss"],
            profit_and_loss_table,
        ),
        ReportDefinition(
            "balance-sheet",
            QT_TRANSLATE_NOOP("Reports", "Balance sheet"),
            frozenset({A, Needs.COMPARE_AS_OF, POSTED}),
            COMPUTE["balance-sheet"],
            balance_sheet_table,
        ),
        ReportDefinition(
            "cash-flow",
            QT_TRANSLATE_NOOP("Reports", "Cash flow"),
            frozenset({P, POSTED}),
            COMPUTE["cash-flow"],
            cash_flow_table,
        ),
        ReportDefinition(
            "recurring-templates",
            QT_TRANSLATE_NOOP("Reports", "Recurring templates"),
            frozenset(),
            COMPUTE["recurring-templates"],
            templates_table,
        ),
    )
}
"""Every report, by its command-line name, in the Reports menu's order."""
