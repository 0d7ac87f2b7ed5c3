"""The report engine: pure functions over the ledger cache (``app.store.ledger.Books``).

Qt-free; the windows, the dashboard, exports and ``backoffice report`` all draw what these
functions return. See ``engine`` for the rules of each report and ``serialize`` for the
JSON the command line prints.
"""

from typing import TYPE_CHECKING, Any

from app.reports.engine import (
    AGE_BANDS,
    AccountTotals,
    AgeingRow,
    CashPosition,
    CashRow,
    Dashboard,
    LedgerReport,
    LedgerRow,
    ReceivablesAgeing,
    SalesLine,
    SalesSummary,
    StockRow,
    StockValuation,
    TrialBalance,
    TrialBalanceGroup,
    TrialBalanceRow,
    UnpostedEntries,
    UnpostedRow,
    WarehouseValue,
    cash_position,
    customer_statement,
    dashboard,
    general_ledger,
    receivables_ageing,
    sales_summary,
    stock_valuation,
    trial_balance,
    unposted_entries,
)

if TYPE_CHECKING:
    from app.reports.serialize import to_json


def __getattr__(name: str) -> Any:
    """``to_json`` on first use: the JSON of every report (``serialize``, and through it the
    statements) is the command line's and the exports', not the landing dashboard's, whose
    start-up would otherwise pay for it."""
    if name == "to_json":
        from app.reports.serialize import to_json

        return to_json
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


__all__ = [
    "AGE_BANDS",
    "AccountTotals",
    "AgeingRow",
    "CashPosition",
    "CashRow",
    "Dashboard",
    "LedgerReport",
    "LedgerRow",
    "ReceivablesAgeing",
    "SalesLine",
    "SalesSummary",
    "StockRow",
    "StockValuation",
    "TrialBalance",
    "TrialBalanceGroup",
    "TrialBalanceRow",
    "UnpostedEntries",
    "UnpostedRow",
    "WarehouseValue",
    "cash_position",
    "customer_statement",
    "dashboard",
    "general_ledger",
    "receivables_ageing",
    "sales_summary",
    "stock_valuation",
    "to_json",
    "trial_balance",
    "unposted_entries",
]
