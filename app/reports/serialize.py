"""Reports as JSON-ready dictionaries: the shapes ``backoffice report --format json`` prints
(README, "backoffice report"). Amounts are JSON numbers (floats of the exact micro-unit
values), dates ISO ``YYYY-MM-DD`` (``null`` for an open end)."""

from __future__ import annotations

from datetime import date
from decimal import Decimal
from typing import Any

from app.reports.engine import (
    AGE_BANDS,
    CashPosition,
    Dashboard,
    LedgerReport,
    ReceivablesAgeing,
    SalesSummary,
    StockValuation,
    Totals,
    TrialBalance,
    UnpostedEntries,
)
from app.reports.payables import PayablesAgeing, SupplierStatement
from app.reports.vat import VatReturn, VatRow

Report = (
    TrialBalance
    | LedgerReport
    | ReceivablesAgeing
    | CashPosition
    | StockValuation
    | SalesSummary
    | UnpostedEntries
    | Dashboard
    | PayablesAgeing
    | SupplierStatement
    | VatReturn
)


def number(value: Decimal) -> float | int:
    """A JSON number: an int when whole, else a float (exact to the micro-unit)."""
    if value == value.to_integral_value():
        return int(value)
    return float(value)


def _day(value: date | None) -> str | None:
    return None if value is None else value.isoformat()


def _bands(amounts: tuple[Decimal, Decimal, Decimal, Decimal]) -> dict[str, float | int]:
    """An ageing's four amounts keyed by their bands ("0-30" ... "90+"), as both ageings
    write them, per row and in total."""
    return {band: number(amount) for band, amount in zip(AGE_BANDS, amounts, strict=True)}


def _totals(totals: Totals) -> dict[str, Any]:
    return {
        "opening": number(totals.opening),
        "debit": number(totals.debit),
        "credit": number(totals.credit),
        "closing": number(totals.closing),
    }


def to_json(report: Report) -> dict[str, Any]:
    """The report as the command line prints it (keys as the issue lists them, plus a
    few more a script may want: ``postedOnly``, ``asOfSync``, ``offline``)."""
    body = _body(report)
    body["asOfSync"] = report.status.as_of
    body["offline"] = report.status.offline
    body["verifiedThrough"] = report.status.verified_through
    return body


def _body(report: Report) -> dict[str, Any]:
    if isinstance(report, PayablesAgeing | SupplierStatement):
        return _payables_body(report)
    if isinstance(report, VatReturn):
        return _vat_body(report)
    if isinstance(report, TrialBalance):
        return {
            "from": _day(report.date_from),
            "to": _day(report.date_to),
            "postedOnly": report.posted_only,
            "rows": [
                {
                    "accountId": row.account_id,
                    "code": row.code,
                    "name": row.name,
                    "type": row.type,
                    "opening": number(row.opening),
                    "debit": number(row.debit),
                    "credit": number(row.credit),
                    "closing": number(row.closing),
                }
                for row in report.rows
            ],
            "groups": [
                {"type": group.type, "subtotal": _totals(group.subtotal)} for group in report.groups
            ],
            "totals": _totals(report.totals),
        }
    if isinstance(report, LedgerReport):
        key = "accountId" if report.kind == "account" else "customerId"
        return {
            key: report.subject_id,
            "code": report.code,
            "name": report.name,
            "from": _day(report.date_from),
            "to": _day(report.date_to),
            "postedOnly": report.posted_only,
            "opening": number(report.opening),
            "lines": [
                {
                    "date": line.day.isoformat(),
                    "documentCode": line.document_code,
                    "documentType": line.document_type,
                    "debit": number(line.debit),
                    "credit": number(line.credit),
                    "balance": number(line.balance),
                }
                for line in report.lines
            ],
            "closing": number(report.closing),
        }
    if isinstance(report, ReceivablesAgeing):
        return {
            "asOf": report.as_of.isoformat(),
            "postedOnly": report.posted_only,
            "rows": [
                {
                    "customerId": row.customer_id,
                    "code": row.code,
                    "name": row.name,
                    "balance": number(row.balance),
                    "buckets": _bands(row.buckets),
                    "creditLimit": None if row.credit_limit is None else number(row.credit_limit),
                    "overCreditLimit": row.over_credit_limit,
                }
                for row in report.rows
            ],
            "buckets": _bands(report.bucket_totals),
            "total": number(report.total),
        }
    if isinstance(report, CashPosition):
        return {
            "asOf": report.as_of.isoformat(),
            "from": _day(report.period_from),
            "to": _day(report.period_to),
            "postedOnly": report.posted_only,
            "rows": [
                {
                    "accountId": row.account_id,
                    "code": row.code,
                    "name": row.name,
                    "type": row.type,
                    "balance": number(row.balance),
                    "in": number(row.period_in),
                    "out": number(row.period_out),
                }
                for row in report.rows
            ],
            "total": number(report.total),
        }
    if isinstance(report, StockValuation):
        return {
            "asOf": report.as_of.isoformat(),
            "rows": [
                {
                    "warehouseId": row.warehouse_id,
                    "stockItemId": row.stock_item_id,
                    "code": row.code,
                    "quantity": number(row.quantity),
                    "unitCost": number(row.unit_cost),
                    "value": number(row.value),
                }
                for row in report.rows
            ],
            "warehouses": [
                {"warehouseId": w.warehouse_id, "code": w.code, "value": number(w.value)}
                for w in report.warehouses
            ],
            "total": number(report.total),
        }
    if isinstance(report, SalesSummary):
        return {
            "from": report.date_from.isoformat(),
            "to": report.date_to.isoformat(),
            "months": [
                {
                    "month": m.key,
                    "documents": m.documents,
                    "net": number(m.net),
                    "tax": number(m.tax),
                }
                for m in report.months
            ],
            "total": {
                "documents": report.documents,
                "net": number(report.net),
                "tax": number(report.tax),
            },
        }
    if isinstance(report, UnpostedEntries):
        return {
            "rows": [
                {
                    "code": row.code,
                    "date": row.day.isoformat(),
                    "documentType": row.document_type,
                    "amount": number(row.amount),
                }
                for row in report.rows
            ],
            "count": report.count,
        }
    return {
        "today": report.today.isoformat(),
        "receivables": {
            "total": number(report.receivables_total),
            "overdue": number(report.receivables_overdue),
            "top": [
                {"customerId": r.customer_id, "name": r.name, "balance": number(r.balance)}
                for r in report.top_debtors
            ],
        },
        "cash": {
            "total": number(report.cash_total),
            "rows": [
                {"accountId": r.account_id, "name": r.name, "balance": number(r.balance)}
                for r in report.cash_accounts
            ],
        },
        "salesByMonth": [{"month": m.month, "net": number(m.net)} for m in report.sales_by_month],
        "stock": [
            {"warehouseId": w.warehouse_id, "value": number(w.value)}
            for w in report.stock_by_warehouse
        ],
        "unposted": report.unposted_count,
        "payables": {
            "total": number(report.payables_total),
            "overdue": number(report.payables_overdue),
            "top": [
                {"supplierId": r.supplier_id, "name": r.name, "balance": number(r.balance)}
                for r in report.top_creditors
            ],
        },
    }


def _payables_body(report: PayablesAgeing | SupplierStatement) -> dict[str, Any]:
    """The payables reports in the receivables ones' shapes, ``supplierId`` for
    ``customerId``; balances are what is owed to the supplier (credit minus debit)."""
    if isinstance(report, PayablesAgeing):
        return {
            "asOf": report.as_of.isoformat(),
            "postedOnly": report.posted_only,
            "rows": [
                {
                    "supplierId": row.supplier_id,
                    "code": row.code,
                    "name": row.name,
                    "balance": number(row.balance),
                    "buckets": _bands(row.buckets),
                }
                for row in report.rows
            ],
            "buckets": _bands(report.bucket_totals),
            "total": number(report.total),
        }
    return {
        "supplierId": report.supplier_id,
        "code": report.code,
        "name": report.name,
        "from": _day(report.date_from),
        "to": _day(report.date_to),
        "postedOnly": report.posted_only,
        "opening": number(report.opening),
        "lines": [
            {
                "date": line.row.day.isoformat(),
                "documentCode": line.row.document_code,
                "documentType": line.row.document_type,
                "paperNumber": line.paper_number or None,
                "notes": line.notes or None,
                "comments": line.row.comments,
                "debit": number(line.row.debit),
                "credit": number(line.row.credit),
                "balance": number(line.row.balance),
            }
            for line in report.lines
        ],
        "closing": number(report.closing),
    }


def _vat_rows(rows: tuple[VatRow, ...]) -> list[dict[str, Any]]:
    return [
        {
            **({} if row.month is None else {"month": row.month}),
            "rate": None if row.rate is None else number(row.rate),
            "base": number(row.base),
            "tax": number(row.tax),
            "documents": len(row.document_ids),
        }
        for row in rows
    ]


def _vat_body(report: VatReturn) -> dict[str, Any]:
    """Rates in percent (14 for 14 %, null: tax with no base); ``byMonth`` the same rows
    per month."""
    return {
        "from": report.date_from.isoformat(),
        "to": report.date_to.isoformat(),
        "postedOnly": report.posted_only,
        "output": _vat_rows(report.output),
        "input": _vat_rows(report.input),
        "outputTax": number(report.output_tax),
        "inputTax": number(report.input_tax),
        "net": number(report.net),
        "byMonth": {
            "output": _vat_rows(report.output_by_month),
            "input": _vat_rows(report.input_by_month),
        },
    }
