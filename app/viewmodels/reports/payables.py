"""The payables reports as tables: the supplier ageing (each supplier opens its
statement) and the supplier statement (each line opens its document)."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from app.reports.engine import AGE_BANDS
from app.reports.payables import (
    PayablesAgeing,
    SupplierStatement,
)
from app.viewmodels.numbers import localize_digits
from app.viewmodels.reports.parameters import ReportParameters
from app.viewmodels.reports.table import (
    ColumnKind,
    Drill,
    DrillKind,
    ReportColumn,
    ReportRow,
    ReportTable,
    RowLevel,
)

translate = QCoreApplication.translate


def _money(title: str, key: str) -> ReportColumn:
    return ReportColumn(key, title, ColumnKind.MONEY)


def _text(title: str, key: str) -> ReportColumn:
    return ReportColumn(key, title, ColumnKind.TEXT)


def _entries(parameters: ReportParameters) -> tuple[str, str]:
    return (
        translate("Reports", "Entries"),
        translate("Reports", "Posted only")
        if parameters.posted_only
        else translate("Reports", "Posted and unposted"),
    )


def payables_ageing_table(report: PayablesAgeing, parameters: ReportParameters) -> ReportTable:
    """Suppliers by what is owed to them, largest first, in the receivables bands."""
    bands = [
        ReportColumn(f"buckets.{band}", localize_digits(band), ColumnKind.MONEY)
        for band in AGE_BANDS
    ]
    columns = (
        _text(translate("Reports", "Code"), "code"),
        _text(translate("Reports", "Supplier"), "name"),
        _money(translate("Reports", "Owed"), "balance"),
        *bands,
    )
    rows = [
        ReportRow(
            (row.code, row.name, row.balance, *row.buckets),
            # From the supplier's first line (None), so every line behind the balance shows.
            drill=Drill(DrillKind.SUPPLIER, row.supplier_id, None, parameters.as_of),
        )
        for row in report.rows
    ]
    rows.append(
        ReportRow(
            (None, translate("Reports", "Total"), report.total, *report.bucket_totals),
            RowLevel.TOTAL,
        )
    )
    return ReportTable(
        translate("Reports", "Payables ageing"),
        columns,
        tuple(rows),
        ((translate("Reports", "As of"), parameters.as_of), _entries(parameters)),
        f"payables-ageing-{parameters.as_of.isoformat()}",
    )


def supplier_statement_table(
    report: SupplierStatement, parameters: ReportParameters
) -> ReportTable:
    """Opening, the supplier's lines with the balance owed after each, closing."""
    columns = (
        ReportColumn("date", translate("Reports", "Date"), ColumnKind.DATE),
        _text(translate("Reports", "Document"), "documentCode"),
        _text(translate("Reports", "Type"), "documentType"),
        _text(translate("Reports", "Paper no."), "paperNumber"),
        _text(translate("Reports", "Notes"), "notes"),
        _money(translate("Reports", "Debit"), "debit"),
        _money(translate("Reports", "Credit"), "credit"),
        _money(translate("Reports", "Owed"), "balance"),
    )
    rows = [
        ReportRow(
            (
                parameters.date_from,
                None,
                None,
                None,
                translate("Reports", "Opening balance"),
                None,
                None,
                report.opening,
            ),
            RowLevel.SUBTOTAL,
        )
    ]
    for line in report.lines:
        row = line.row
        # The line's own comment where it has one, else the document's notes.
        notes = row.comments or line.notes
        if not row.posted:
            notes = " · ".join(p for p in (notes, translate("Reports", "Unposted")) if p)
        rows.append(
            ReportRow(
                (
                    row.day,
                    row.document_code,
                    row.document_type,
                    line.paper_number,
                    notes,
                    row.debit or None,
                    row.credit or None,
                    row.balance,
                ),
                drill=Drill(DrillKind.DOCUMENT, row.document_code) if row.document_code else None,
            )
        )
    rows.append(
        ReportRow(
            (
                parameters.date_to,
                None,
                None,
                None,
                translate("Reports", "Closing balance"),
                report.total_debit,
                report.total_credit,
                report.closing,
            ),
            RowLevel.TOTAL,
        )
    )
    subject = " ".join(part for part in (report.code, report.name) if part)
    return ReportTable(
        translate("Reports", "Supplier statement"),
        columns,
        tuple(rows),
        (
            (translate("Reports", "Supplier"), subject),
            (translate("Reports", "From"), parameters.date_from),
            (translate("Reports", "To"), parameters.date_to),
            _entries(parameters),
        ),
        f"supplier-statement-{report.code or report.supplier_id}-"
        f"{parameters.date_from.isoformat()}-{parameters.date_to.isoformat()}",
    )
