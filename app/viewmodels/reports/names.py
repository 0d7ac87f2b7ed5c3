"""The reports' names (``backoffice report NAME``; navigation key ``report-<name>``), in
the Reports menu's order.

Apart from their computations (``compute``) so that the window's navigation can list the
reports at start-up without importing the report engine (some 70 ms of a second start);
``tests/viewmodels/reports/test_report_names.py`` keeps the two in step.
"""

from __future__ import annotations

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
