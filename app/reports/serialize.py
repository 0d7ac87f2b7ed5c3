"""Reports as JSON-ready dictionaries: the shapes ``backoffice report --format json`` prints
(README, "backoffice report"). Amounts of money are JSON numbers rounded to the currency's
decimals (half up, as the CSV export writes them: 55745.985 is 55745.99, a rounding
residue of 1e-06 is 0); quantities keep their exact micro-unit values; dates are ISO
``YYYY-MM-DD`` (``null`` for an open end)."""

from __future__ import annotations

from collections.abc import Callable
from datetime import date
from decimal import Decimal
from typing import Any

from app.money import DEFAULT_DECIMALS, round_money
from app.money import currency_decimals as money_core_decimals
from app.reports.engine import (
    AGE_BANDS,
    DUE_BANDS,
    AccountTotals,
    CashPosition,
    LedgerReport,
    ReceivablesAgeing,
    SalesLine,
    SalesSummary,
    StockValuation,
    TrialBalance,
    UnpostedEntries,
)
from app.reports.figures import Dashboard
from app.reports.payables import PayablesAgeing, SupplierStatement
from app.reports.sales import GrossProfit, GrossProfitRow, OrdersBooked
from app.reports.statements_json import STATEMENT_TYPES, Statement, statement_json
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
    | Statement
    | OrdersBooked
    | GrossProfit
)


CURRENCY_DECIMALS = DEFAULT_DECIMALS
"""Decimals of a currency the money core knows nothing particular of (most have two)."""


def currency_decimals(code: str) -> int:
    """The decimals an amount in the currency ``code`` is written with (EGP, SAR: 2;
    KWD: 3), as the money core (``app.money``) knows them."""
    return money_core_decimals(code)


def rounded_amount(value: Decimal, decimals: int = CURRENCY_DECIMALS) -> float | int:
    """An amount of money as a JSON number: rounded half away from zero to the currency's
    decimals by the money core (the ledger cache keeps micro-units, so a sum or an
    exchange-rate product carries digits no currency has), an int when whole."""
    return number(round_money(value, decimals))


def number(value: Decimal) -> float | int:
    """A JSON number: an int when whole, else a float (exact to the micro-unit: a
    quantity's, which is not money)."""
    if value == value.to_integral_value():
        return int(value)
    return float(value)


def _day(value: date | None) -> str | None:
    return None if value is None else value.isoformat()


Amount = Callable[[Decimal], float | int]


def _bands(
    amounts: tuple[Decimal, Decimal, Decimal, Decimal], amount: Amount | None = None
) -> dict[str, float | int]:
    """An ageing's four amounts keyed by their bands ("0-30" ... "90+"), as both ageings
    write them, per row and in total (rounded by ``amount`` where given)."""
    write = amount or number
    return {band: write(value) for band, value in zip(AGE_BANDS, amounts, strict=True)}


def _totals(totals: AccountTotals, amount: Amount) -> dict[str, Any]:
    return {
        "opening": amount(totals.opening),
        "debit": amount(totals.debit),
        "credit": amount(totals.credit),
        "closing": amount(totals.closing),
    }


def _in_currency(currency: str, value: Decimal | None, key: str) -> dict[str, Any]:
    """``currency`` and ``key`` (the amount in it, debit positive, in its decimals) where
    a line or an account is in a currency the document names; nothing otherwise."""
    if not currency or value is None:
        return {}
    return {"currency": currency, key: rounded_amount(value, currency_decimals(currency))}


def to_json(report: Report, money_decimals: int = CURRENCY_DECIMALS) -> dict[str, Any]:
    """The report as the command line prints it (keys as the issue lists them, plus a
    few more a script may want: ``postedOnly``, ``asOfSync``, ``offline``), its amounts
    rounded to ``money_decimals`` (the system currency's, ``currency_decimals``)."""

    def amount(value: Decimal) -> float | int:
        return rounded_amount(value, money_decimals)

    body = _body(report, amount, money_decimals)
    body["asOfSync"] = report.status.as_of
    body["offline"] = report.status.offline
    body["verifiedThrough"] = report.status.verified_through
    return body


def _body(report: Report, amount: Amount, decimals: int) -> dict[str, Any]:
    if isinstance(report, PayablesAgeing | SupplierStatement):
        return _payables_body(report)
    if isinstance(report, VatReturn):
        return _vat_body(report)
    if isinstance(report, STATEMENT_TYPES):
        return statement_json(report, decimals)
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
                    "opening": amount(row.opening),
                    "debit": amount(row.debit),
                    "credit": amount(row.credit),
                    "closing": amount(row.closing),
                    **_in_currency(row.currency, row.currency_closing, "closingInCurrency"),
                }
                for row in report.rows
            ],
            "groups": [
                {"type": group.type, "subtotal": _totals(group.subtotal, amount)}
                for group in report.groups
            ],
            "totals": _totals(report.totals, amount),
        }
    if isinstance(report, LedgerReport):
        key = "accountId" if report.kind == "account" else "customerId"
        ageing: dict[str, Any] = {}
        if report.ageing is not None:
            ageing = {
                "amountDue": amount(sum(report.ageing, Decimal(0))),
                "ageing": {"asOf": _day(report.ageing_as_of), **_bands(report.ageing, amount)},
            }
        if report.due_bands is not None:
            ageing["ageingByDueDate"] = {
                "asOf": _day(report.ageing_as_of),
                **{
                    band: amount(value)
                    for band, value in zip(DUE_BANDS, report.due_bands, strict=True)
                },
                "total": amount(sum(report.due_bands, Decimal(0))),
            }
        if report.kind == "customer":
            ageing["address"] = report.address or None
        return {
            key: report.subject_id,
            "code": report.code,
            "name": report.name,
            "from": _day(report.date_from),
            "to": _day(report.date_to),
            "postedOnly": report.posted_only,
            "opening": amount(report.opening),
            "lines": [
                {
                    "date": line.day.isoformat(),
                    "documentCode": line.document_code,
                    "documentType": line.document_type,
                    "paperNumber": line.paper_number or None,
                    "notes": line.notes or None,
                    "comments": line.comments,
                    "debit": amount(line.debit),
                    "credit": amount(line.credit),
                    "balance": amount(line.balance),
                    **_in_currency(line.currency, line.currency_amount, "amountInCurrency"),
                }
                for line in report.lines
            ],
            "closing": amount(report.closing),
            **ageing,
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
                    "balance": amount(row.balance),
                    "buckets": _bands(row.buckets, amount),
                    "creditLimit": None if row.credit_limit is None else amount(row.credit_limit),
                    "overCreditLimit": row.over_credit_limit,
                    **_in_currency(row.currency, row.currency_balance, "balanceInCurrency"),
                }
                for row in report.rows
            ],
            "buckets": _bands(report.bucket_totals, amount),
            "total": amount(report.total),
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
                    "balance": amount(row.balance),
                    "in": amount(row.period_in),
                    "out": amount(row.period_out),
                    **_in_currency(row.currency, row.currency_balance, "balanceInCurrency"),
                }
                for row in report.rows
            ],
            "total": amount(report.total),
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
                    "unitCost": amount(row.unit_cost),
                    "value": amount(row.value),
                }
                for row in report.rows
            ],
            "warehouses": [
                {"warehouseId": w.warehouse_id, "code": w.code, "value": amount(w.value)}
                for w in report.warehouses
            ],
            "total": amount(report.total),
        }
    if isinstance(report, SalesSummary):

        def group(line: SalesLine, key: str) -> dict[str, Any]:
            return {
                **_group_key(line.key, key),
                "name": line.label or None,
                "documents": line.documents,
                "sales": amount(line.sales),
                "returns": amount(line.returns),
                "discounts": amount(line.discounts),
                "net": amount(line.net),
                "tax": amount(line.tax),
            }

        return {
            "from": report.date_from.isoformat(),
            "to": report.date_to.isoformat(),
            "months": [{**group(m, "month"), "name": None} for m in report.months],
            # "customerId": null with "several": true: the document names more than one.
            "customers": [group(c, "customerId") for c in report.customers],
            "items": [group(i, "item") for i in report.items],
            "salesPersons": [group(p, "salesPersonId") for p in report.sales_persons],
            "total": {
                "documents": report.documents,
                "sales": amount(report.sales),
                "returns": amount(report.returns),
                "discounts": amount(report.discounts),
                "net": amount(report.net),
                "tax": amount(report.tax),
            },
        }
    if isinstance(report, OrdersBooked):
        return {
            "from": report.date_from.isoformat(),
            "to": report.date_to.isoformat(),
            "rows": [
                {
                    "status": row.status,
                    "orders": row.orders,
                    "net": amount(row.net),
                    "tax": amount(row.tax),
                }
                for row in report.rows
            ],
            "total": {
                "orders": report.orders,
                "net": amount(report.net),
                "tax": amount(report.tax),
            },
        }
    if isinstance(report, GrossProfit):

        def profit(row: GrossProfitRow) -> dict[str, Any]:
            margin = row.margin
            return {
                "key": row.key or None,
                **({} if report.by == "month" else _group_key(row.key, _GROUP_KEYS[report.by])),
                "name": row.name,
                "revenue": amount(row.revenue),
                "cost": amount(row.cost),
                "grossProfit": amount(row.gross_profit),
                "margin": None if margin is None else float(margin.quantize(Decimal("0.1"))),
                "costFrom": str(row.cost_source),
            }

        total = profit(report.total)
        del total["key"], total["name"]
        return {
            "from": report.date_from.isoformat(),
            "to": report.date_to.isoformat(),
            "by": str(report.by),
            "rows": [profit(row) for row in report.rows],
            "total": total,
            "booksRevenue": amount(report.books_revenue),
            "bookedWithoutOrders": amount(report.booked_without_orders),
        }
    if isinstance(report, UnpostedEntries):
        return {
            "rows": [
                {
                    "code": row.code,
                    "date": row.day.isoformat(),
                    "documentType": row.document_type,
                    "amount": amount(row.amount),
                    **_in_currency(row.currency, row.currency_amount, "amountInCurrency"),
                }
                for row in report.rows
            ],
            "count": report.count,
        }
    return {
        "today": report.today.isoformat(),
        "from": report.period_from.isoformat(),
        "to": report.period_to.isoformat(),
        "sales": {
            "period": amount(report.sales_period_total),
            "previous": amount(report.sales_previous_total),
            "previousFrom": _day(report.previous_from),
            "previousTo": _day(report.previous_to),
        },
        "receivables": {
            "total": amount(report.receivables_total),
            "overdue": amount(report.receivables_overdue),
            "top": [
                {"customerId": r.customer_id, "name": r.name, "balance": amount(r.balance)}
                for r in report.top_debtors
            ],
        },
        "cash": {
            "total": amount(report.cash_total),
            "rows": [
                {"accountId": r.account_id, "name": r.name, "balance": amount(r.balance)}
                for r in report.cash_accounts
            ],
        },
        "salesByMonth": [{"month": m.month, "net": amount(m.net)} for m in report.sales_by_month],
        "stock": [
            {"warehouseId": w.warehouse_id, "value": amount(w.value)}
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


_GROUP_KEYS = {"item": "item", "customer": "customerId", "sales-person": "salesPersonId"}


def _group_key(key: str, name: str) -> dict[str, Any]:
    """A sales group's key as JSON: the month as text; a customer's or sales person's
    id as a number (null where the books name none); an item as ``stockItemId`` or
    ``serviceItemId``."""
    if name == "month":
        return {"month": key}
    if name == "item":
        if key.startswith("item:"):
            return {"stockItemId": int(key[5:]), "serviceItemId": None}
        if key.startswith("service:"):
            return {"stockItemId": None, "serviceItemId": int(key[8:])}
        return {"stockItemId": None, "serviceItemId": None}
    if key == "*":
        return {name: None, "several": True}
    return {name: int(key) if key.isdigit() else None}


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
                    **_in_currency(row.currency, row.currency_balance, "balanceInCurrency"),
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
                **_in_currency(line.row.currency, line.row.currency_amount, "amountInCurrency"),
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
