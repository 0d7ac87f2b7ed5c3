"""The financial statements as JSON-ready dictionaries (``backoffice report --format
json``): the keys the issue lists, every amount rounded to the currency's decimals by the
money core (``app.money.round_money``, half away from zero), once, as the body is finished:
the pieces below keep exact ``Decimal`` amounts (percentages are floats already)."""

from __future__ import annotations

from decimal import Decimal
from typing import Any

from app.money import DEFAULT_DECIMALS, currency_decimals, round_money
from app.reports.statements import (
    BalanceGroup,
    BalanceSheet,
    CashAccountFlow,
    CashFlow,
    Figure,
    ProfitAndLoss,
    RecurringTemplates,
    StatementSection,
)

Statement = ProfitAndLoss | BalanceSheet | CashFlow | RecurringTemplates
STATEMENT_TYPES = (ProfitAndLoss, BalanceSheet, CashFlow, RecurringTemplates)


def money(value: Decimal | None) -> Decimal | None:
    """An amount as the body keeps it until ``rounded`` writes it in the currency's
    decimals."""
    return value


def rounded(body: Any, decimals: int) -> Any:
    """``body`` with every ``Decimal`` rounded to ``decimals`` and written as a JSON
    number (an int when whole)."""
    if isinstance(body, Decimal):
        value = round_money(body, decimals)
        return int(value) if value == value.to_integral_value() else float(value)
    if isinstance(body, dict):
        return {key: rounded(value, decimals) for key, value in body.items()}
    if isinstance(body, list):
        return [rounded(value, decimals) for value in body]
    return body


def _in_currency(currency: str, value: Decimal | None, key: str) -> dict[str, Any]:
    """``currency`` and ``key``, the amount in it, where an account is kept in a currency
    the documents name; nothing otherwise. Rounded here, in that currency's decimals:
    ``rounded`` rounds the company currency's Decimals later and leaves this number be."""
    if not currency or value is None:
        return {}
    figure = round_money(value, currency_decimals(currency))
    number = int(figure) if figure == figure.to_integral_value() else float(figure)
    return {"currency": currency, key: number}


def _percent(value: Decimal | None) -> float | None:
    return None if value is None else float(value.quantize(Decimal("0.1")))


def _figure(figure: Figure, compared: bool, columns: bool) -> dict[str, Any]:
    body: dict[str, Any] = {"amount": money(figure.amount)}
    if columns:
        body["columns"] = [money(v) for v in figure.amounts]
    if compared:
        body["comparison"] = money(figure.comparison)
        body["change"] = money(figure.change)
        body["changePercent"] = _percent(figure.change_percent)
    return body


def _section(section: StatementSection, compared: bool, columns: bool) -> dict[str, Any]:
    rows = []
    for row in section.rows:
        item: dict[str, Any] = {
            "accountId": row.account_id,
            "code": row.code,
            "name": row.name,
            "amount": money(row.amount),
        }
        if columns:
            item["columns"] = [money(v) for v in row.amounts]
        if compared:
            item["comparison"] = money(row.comparison)
            item["change"] = money(row.change)
            item["changePercent"] = _percent(row.change_percent)
        rows.append(item)
    body: dict[str, Any] = {
        "section": section.section.value,
        "rows": rows,
        "total": money(section.total.amount),
    }
    if columns:
        body["totalColumns"] = [money(v) for v in section.total.amounts]
    if compared:
        body["totalComparison"] = money(section.total.comparison)
    return body


def _group(group: BalanceGroup, compared: bool) -> dict[str, Any]:
    rows = []
    for row in group.rows:
        item: dict[str, Any] = {
            "accountId": row.account_id,
            "code": row.code,
            "name": row.name,
            "amount": money(row.amount),
        }
        if compared:
            item["comparison"] = money(row.comparison)
        item.update(_in_currency(row.currency, row.currency_amount, "amountInCurrency"))
        rows.append(item)
    body: dict[str, Any] = {"rows": rows, "total": money(group.total)}
    if compared:
        body["totalComparison"] = money(group.comparison)
    return body


def _flows_in_currency(account: CashAccountFlow) -> dict[str, Any]:
    """An account kept in another currency: its money in and out, and its transfers, in
    that currency too (``inInCurrency``, ``outInCurrency``, ``transfersInInCurrency``,
    ``transfersOutInCurrency``)."""
    if account.currency_flows is None:
        return {}
    keys = ("inInCurrency", "outInCurrency", "transfersInInCurrency", "transfersOutInCurrency")
    found: dict[str, Any] = {}
    for key, value in zip(keys, account.currency_flows, strict=True):
        found.update(_in_currency(account.currency, value, key))
    return found


def statement_json(report: Statement, decimals: int = DEFAULT_DECIMALS) -> dict[str, Any]:
    """The statement's body, its amounts in ``decimals`` (the system currency's)."""
    body: dict[str, Any] = rounded(_statement_body(report), decimals)
    return body


def _statement_body(report: Statement) -> dict[str, Any]:
    if isinstance(report, RecurringTemplates):
        return {
            "rows": [
                {
                    "entryId": row.entry_id,
                    "code": row.code,
                    "date": row.day.isoformat(),
                    "documentType": row.document_type,
                    "notes": row.notes,
                    "amount": money(row.amount),
                }
                for row in report.rows
            ],
            "count": len(report.rows),
        }
    if isinstance(report, ProfitAndLoss):
        compared = report.comparison_from is not None
        columns = bool(report.columns)
        body: dict[str, Any] = {
            "from": report.date_from.isoformat(),
            "to": report.date_to.isoformat(),
            "postedOnly": report.posted_only,
            "columns": [
                {"key": c.key, "from": c.date_from.isoformat(), "to": c.date_to.isoformat()}
                for c in report.columns
            ],
            "compare": report.compare.value,
            "comparisonFrom": report.comparison_from.isoformat()
            if report.comparison_from
            else None,
            "comparisonTo": report.comparison_to.isoformat() if report.comparison_to else None,
            "sections": [_section(s, compared, columns) for s in report.sections],
            "grossProfit": money(report.gross_profit.amount),
            "operatingResult": money(report.operating_result.amount),
            "netProfit": money(report.net_profit.amount),
            "results": {
                "grossProfit": _figure(report.gross_profit, compared, columns),
                "operatingResult": _figure(report.operating_result, compared, columns),
                "netProfit": _figure(report.net_profit, compared, columns),
            },
            "unassigned": _section(report.unassigned, compared, columns),
        }
        return body
    if isinstance(report, BalanceSheet):
        compared = report.compare_as_of is not None
        assets = _group(report.current_assets, compared)
        non_current = _group(report.non_current_assets, compared)
        equity = _group(report.equity, compared)
        equity["currentYearProfit"] = money(report.current_year_profit)
        equity["earlierYears"] = money(report.earlier_years)
        if compared:
            equity["comparisonCurrentYearProfit"] = money(report.comparison_current_year_profit)
            equity["comparisonEarlierYears"] = money(report.comparison_earlier_years)
        return {
            "asOf": report.as_of.isoformat(),
            "compareAsOf": report.compare_as_of.isoformat() if report.compare_as_of else None,
            "postedOnly": report.posted_only,
            "assets": {
                "rows": assets["rows"] + non_current["rows"],
                "total": money(report.total_assets),
                "current": assets,
                "nonCurrent": non_current,
            },
            "liabilities": _group(report.liabilities, compared),
            "equity": equity,
            "unassigned": _group(report.unassigned, compared),
            "totalAssets": money(report.total_assets),
            "totalLiabilitiesAndEquity": money(report.total_liabilities_and_equity),
            "comparisonTotalAssets": money(report.comparison_total_assets),
            "comparisonTotalLiabilitiesAndEquity": money(
                report.comparison_total_liabilities_and_equity
            ),
            "balanced": report.is_balanced,
        }
    return {
        "from": report.date_from.isoformat(),
        "to": report.date_to.isoformat(),
        "postedOnly": report.posted_only,
        "opening": money(report.opening),
        "rows": [
            {"section": r.flow.value, "in": money(r.money_in), "out": money(r.money_out)}
            for r in report.rows
        ],
        "transfers": money(report.transfers),
        "closing": money(report.closing),
        "accounts": [
            {
                "accountId": a.account_id,
                "code": a.code,
                "name": a.name,
                "type": a.type,
                "opening": money(a.opening),
                "in": money(a.money_in),
                "out": money(a.money_out),
                "transfersIn": money(a.transfers_in),
                "transfersOut": money(a.transfers_out),
                "closing": money(a.closing),
                **_in_currency(a.currency, a.currency_opening, "openingInCurrency"),
                **_in_currency(a.currency, a.currency_closing, "closingInCurrency"),
                **_flows_in_currency(a),
            }
            for a in report.accounts
        ],
    }
