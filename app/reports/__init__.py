"""The report engine: pure functions over the ledger cache (``app.store.ledger.Books``).

Qt-free; the windows, the dashboard, exports and ``backoffice report`` all draw what these
functions return. See ``engine`` for the rules of each report and ``serialize`` for the
JSON the command line prints.
"""

from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from app.reports.engine import (
        AGE_BANDS,
        AccountTotals,
        CashPosition,
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
    from app.reports.figures import AgeingRow, CashRow, Dashboard, WarehouseValue
    from app.reports.serialize import to_json


def __getattr__(name: str) -> Any:
    """Each name on first use: a module importing one of the package's own (the landing
    dashboard's ``app.reports.figures``) loads neither the engine (two dozen dataclasses,
    some 40 ms) nor ``to_json`` (``serialize``, and through it the statements), which the
    command line and the exports use and a start-up drawing kept figures does without."""
    if name == "to_json":
        from app.reports.serialize import to_json

        return to_json
    if name in __all__:
        from app.reports import engine

        return getattr(engine, name)
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
