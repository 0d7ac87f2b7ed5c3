"""How each report is computed from the ledger cache, by its ``backoffice report`` name:
the part of a report that needs no words and no table, so that ``backoffice report
--format json`` starts without Qt (``definitions`` adds titles and tables on top, and
every screen, export and printed page goes through these same functions)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from app import clock
from app.reports import (
    LedgerReport,
    cash_position,
    customer_statement,
    general_ledger,
    receivables_ageing,
    sales_summary,
    stock_valuation,
    trial_balance,
    unposted_entries,
)
from app.reports.payables import SupplierStatement, payables_ageing, supplier_statement
from app.reports.sales import gross_profit, orders_booked
from app.reports.statements import balance_sheet, cash_flow, profit_and_loss, recurring_templates
from app.reports.vat import vat_return
from app.store.ledger import Books
from app.viewmodels.reports.names import REPORT_NAMES
from app.viewmodels.reports.parameters import ReportParameters

Compute = Callable[[Books, ReportParameters], Any]


def _general_ledger(books: Books, p: ReportParameters) -> LedgerReport:
    assert p.account_id is not None
    return general_ledger(books, p.account_id, p.date_from, p.date_to, p.posted_only)


def _statement(books: Books, p: ReportParameters) -> LedgerReport:
    assert p.customer_id is not None
    return customer_statement(
        books, p.customer_id, p.date_from, p.date_to, p.posted_only, made_on=clock.today()
    )


def _supplier_statement(books: Books, p: ReportParameters) -> SupplierStatement:
    assert p.supplier_id is not None
    return supplier_statement(books, p.supplier_id, p.date_from, p.date_to, p.posted_only)


COMPUTE: dict[str, Compute] = {
    "trial-balance": lambda b, p: trial_balance(b, p.date_from, p.date_to, p.posted_only),
    "ledger": _general_ledger,
    "customer-statement": _statement,
    "receivables-ageing": lambda b, p: receivables_ageing(b, p.as_of, p.posted_only),
    "cash-position": lambda b, p: cash_position(b, p.as_of, p.date_from, p.date_to, p.posted_only),
    "stock-valuation": lambda b, p: stock_valuation(b, p.as_of),
    "sales-summary": lambda b, p: sales_summary(b, p.date_from, p.date_to, p.layout, p.posted_only),
    "orders": lambda b, p: orders_booked(b, p.date_from, p.date_to),
    "gross-profit": lambda b, p: gross_profit(
        b, p.date_from, p.date_to, p.group_by, p.layout, p.posted_only
    ),
    "unposted": lambda b, _p: unposted_entries(b),
    "payables-ageing": lambda b, p: payables_ageing(b, p.as_of, p.posted_only),
    "supplier-statement": _supplier_statement,
    "vat-return": lambda b, p: vat_return(b, p.date_from, p.date_to, p.posted_only),
    "profit-and-loss": lambda b, p: profit_and_loss(
        b,
        p.date_from,
        p.date_to,
        columns=p.columns,
        compare=p.compare,
        layout=p.layout,
        posted_only=p.posted_only,
    ),
    "balance-sheet": lambda b, p: balance_sheet(
        b, p.as_of, compare_as_of=p.compare_as_of, layout=p.layout, posted_only=p.posted_only
    ),
    "cash-flow": lambda b, p: cash_flow(
        b, p.date_from, p.date_to, layout=p.layout, posted_only=p.posted_only
    ),
    "recurring-templates": lambda b, _p: recurring_templates(b),
}
"""Every report's computation, in the Reports menu's order."""

__all__ = ["COMPUTE", "REPORT_NAMES", "Compute"]
