"""The reports' names (``backoffice report NAME``; navigation key ``report-<name>``), in
the Reports menu's order.

Apart from their computations (``compute``) so that the window's navigation can list the
reports at start-up without importing the report engine (some 70 ms of a second start);
``tests/viewmodels/reports/test_report_names.py`` keeps the two in step.
"""

from __future__ import annotations

from app.viewmodels.words import in_arabic

REPORT_NAMES = (
    "trial-balance",
    "ledger",
    "customer-statement",
    "receivables-ageing",
    "cash-position",
    "stock-valuation",
    "sales-summary",
    "orders",
    "gross-profit",
    "unposted",
    "payables-ageing",
    "supplier-statement",
    "vat-return",
    "profit-and-loss",
    "balance-sheet",
    "cash-flow",
    "recurring-templates",
)


def account_name(code: str, name: str, other_name: str) -> str:
    """The account's name in the clerk's language: the chart's other-language name in
    Arabic where it has one."""
    if other_name and in_arabic():
        return other_name
    return name
