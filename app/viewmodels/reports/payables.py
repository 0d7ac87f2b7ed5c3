"""The payables reports as tables: the supplier ageing (each supplier opens its
statement) and the supplier statement (each line opens its document)."""

from __future__ import annotations

from app.reports.payables import (
    PayablesAgeing,
    SupplierStatement,
)
from app.viewmodels.reports.parameters import ReportParameters
from app.viewmodels.reports.pieces import (
    age_band_columns,
    as_of_caption,
    entries_caption,
    file_name,
    ledger_end_rows,
    money_column,
    period_caption,
    text_column,
    total_text,
)
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
from app.viewmodels.words import translate


def payables_ageing_table(report: PayablesAgeing, parameters: ReportParameters) -> ReportTable:
    """Suppliers by what is owed to them, largest first, in the receivables bands."""
    bands = age_band_columns()
    columns = (
        text_column(translate("Reports", "Code"), "code"),
        text_column(translate("Reports", "Supplier"), "name"),
        money_column(translate("Reports", "Owed"), "balance"),
        *bands,
    )
    home = parameters.home_currency
    # A supplier kept in another currency shows what is owed in it beside the company
    # currency's; the total then says which currency it is in.
    foreign = any(row.currency and row.currency != home for row in report.rows)
    rows = [
        ReportRow(
            (
                row.code,
                row.name,
                in_currency(row.balance, row.currency, row.currency_balance, home),
                *row.buckets,
            ),
            # From the supplier's first line (None), so every line behind the balance shows.
            drill=Drill(DrillKind.SUPPLIER, row.supplier_id, None, parameters.as_of),
        )
        for row in report.rows
    ]
    rows.append(
        ReportRow(
            (None, total_text(home if foreign else ""), report.total, *report.bucket_totals),
            RowLevel.TOTAL,
        )
    )
    return ReportTable(
        translate("Reports", "Payables ageing"),
        columns,
        tuple(rows),
        (as_of_caption(parameters), entries_caption(parameters)),
        file_name("payables-ageing", parameters, as_of=True),
    )


def supplier_statement_table(
    report: SupplierStatement, parameters: ReportParameters
) -> ReportTable:
    """Opening, the supplier's lines with the balance owed after each, closing."""
    columns = (
        ReportColumn("date", translate("Reports", "Date"), ColumnKind.DATE),
        text_column(translate("Reports", "Document"), "documentCode"),
        text_column(translate("Reports", "Type"), "documentType"),
        text_column(translate("Reports", "Paper no."), "paperNumber"),
        text_column(translate("Reports", "Notes"), "notes"),
        money_column(translate("Reports", "Debit"), "debit"),
        money_column(translate("Reports", "Credit"), "credit"),
        money_column(translate("Reports", "Owed"), "balance"),
    )
    home = parameters.home_currency
    # A bill or payment in another currency shows its amount in it beside the company
    # currency's; the closing row, the totals, then says which currency it is in.
    foreign = any(line.row.currency and line.row.currency != home for line in report.lines)
    opening_row, closing_row = ledger_end_rows(
        parameters,
        4,
        report.opening,
        report.total_debit,
        report.total_credit,
        report.closing,
        currency=home if foreign else "",
        last_line_day=max((line.row.day for line in report.lines), default=None),
    )
    rows = [opening_row]
    for line in report.lines:
        row = line.row
        # The line's own comment where it has one, else the document's notes.
        notes = row.comments or line.notes
        if not row.posted:
            notes = " · ".join(p for p in (notes, translate("Reports", "Unposted")) if p)
        amount = abs(row.currency_amount) if row.currency_amount is not None else None
        rows.append(
            ReportRow(
                (
                    row.day,
                    row.document_code,
                    row.document_type,
                    line.paper_number,
                    notes,
                    in_currency(row.debit or None, row.currency, amount, home),
                    in_currency(row.credit or None, row.currency, amount, home),
                    row.balance,
                ),
                drill=Drill(DrillKind.DOCUMENT, row.document_code) if row.document_code else None,
            )
        )
    rows.append(closing_row)
    subject = " ".join(part for part in (report.code, report.name) if part)
    return ReportTable(
        translate("Reports", "Supplier statement"),
        columns,
        tuple(rows),
        (
            (translate("Reports", "Supplier"), subject),
            *period_caption(parameters),
            entries_caption(parameters),
        ),
        file_name(f"supplier-statement-{report.code or report.supplier_id}", parameters),
    )
