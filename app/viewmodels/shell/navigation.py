"""The navigation tree: areas and the lists or documents each one opens.

Screens that are not built yet are listed as unavailable, so a clerk sees what is coming
and where it will be, instead of a menu that changes shape every release.
"""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QCoreApplication

from app.viewmodels.reports.names import REPORT_NAMES

__all__ = ["REPORT_NAMES"]

translate = QCoreApplication.translate


@dataclass(frozen=True)
class NavigationEntry:
    key: str
    title: str
    available: bool


@dataclass(frozen=True)
class NavigationArea:
    key: str
    title: str
    entries: tuple[NavigationEntry, ...]


def report_titles() -> dict[str, str]:
    """Each report's title in the clerk's language (context "Reports")."""
    return {
        "trial-balance": translate("Reports", "Trial balance"),
        "ledger": translate("Reports", "General ledger"),
        "customer-statement": translate("Reports", "Customer statement"),
        "receivables-ageing": translate("Reports", "Receivables ageing"),
        "cash-position": translate("Reports", "Cash and bank position"),
        "stock-valuation": translate("Reports", "Stock valuation"),
        "sales-summary": translate("Reports", "Sales summary"),
        "orders": translate("Reports", "Orders booked"),
        "gross-profit": translate("Reports", "Gross profit"),
        "unposted": translate("Reports", "Unposted entries"),
        "payables-ageing": translate("Reports", "Payables ageing"),
        "supplier-statement": translate("Reports", "Supplier statement"),
        "vat-return": translate("Reports", "VAT return"),
        "profit-and-loss": translate("Reports", "Profit and loss"),
        "balance-sheet": translate("Reports", "Balance sheet"),
        "cash-flow": translate("Reports", "Cash flow"),
        "recurring-templates": translate("Reports", "Recurring templates"),
    }


AVAILABLE = frozenset(
    {
        "taxes",
        "outbox",
        "geography",
        "warehouses",
        "dynamic-properties",
        "accounts",
        "brands",
        "service-items",
        "sales-persons",
        "classifications",
        "stock-items",
        "customers",
        "journal-entries",
        "cash",
        "sales-orders",
        "sales-returns",
        "work-orders",
        "purchase-orders",
        "purchase-returns",
        "dashboard",
        *(f"report-{name}" for name in REPORT_NAMES),
    }
)
"""Keys of the screens that exist; the main window has a view for each."""


def navigation() -> tuple[NavigationArea, ...]:
    """The areas in the clerk's order, titles translated."""

    def entry(key: str, title: str) -> NavigationEntry:
        return NavigationEntry(key, title, key in AVAILABLE)

    return (
        NavigationArea(
            "sales",
            translate("Navigation", "Sales"),
            (
                entry("sales-orders", translate("Navigation", "Sales orders")),
                entry("sales-returns", translate("Navigation", "Sales returns")),
                entry("customers", translate("Navigation", "Customers")),
            ),
        ),
        NavigationArea(
            "inventory",
            translate("Navigation", "Inventory"),
            (
                entry("stock-items", translate("Navigation", "Stock items")),
                entry("work-orders", translate("Navigation", "Work orders")),
                entry("warehouses", translate("Navigation", "Warehouses")),
            ),
        ),
        NavigationArea(
            "purchasing",
            translate("Navigation", "Purchasing"),
            (
                entry("purchase-orders", translate("Navigation", "Purchase orders")),
                entry("purchase-returns", translate("Navigation", "Purchase returns")),
            ),
        ),
        NavigationArea(
            "accounting",
            translate("Navigation", "Accounting"),
            (
                entry("journal-entries", translate("Navigation", "Journal entries")),
                entry("cash", translate("Navigation", "Cash in and out")),
                entry("accounts", translate("Navigation", "Chart of accounts")),
            ),
        ),
        NavigationArea(
            "reports",
            translate("Navigation", "Reports"),
            (
                entry("dashboard", translate("Navigation", "Dashboard")),
                *(entry(f"report-{name}", title) for name, title in report_titles().items()),
            ),
        ),
        NavigationArea(
            "master-data",
            translate("Navigation", "Master data"),
            (
                entry("taxes", translate("Navigation", "Taxes")),
                entry("service-items", translate("Navigation", "Service items")),
                entry("sales-persons", translate("Navigation", "Sales persons")),
                entry("classifications", translate("Navigation", "Classifications")),
                entry("brands", translate("Navigation", "Brands")),
                entry("geography", translate("Navigation", "Cities and districts")),
                entry("dynamic-properties", translate("Navigation", "Dynamic properties")),
            ),
        ),
        NavigationArea(
            "tools",
            translate("Navigation", "Tools"),
            (entry("outbox", translate("Navigation", "Drafts and outbox")),),
        ),
    )


ENTRY_OF_KIND = {
    "tax": "taxes",
    "brand": "brands",
    "classification": "classifications",
    "service_item": "service-items",
    "sales_person": "sales-persons",
    "stock_item": "stock-items",
    "customer": "customers",
    "journal_entry": "journal-entries",
    "cash_in": "cash",
    "cash_out": "cash",
    "sales_order": "sales-orders",
    "sales_return": "sales-returns",
    "issue_offering": "work-orders",
    "receive_supplies": "work-orders",
    "opening_balance": "work-orders",
    "work_order": "work-orders",
    "purchase_order": "purchase-orders",
}
"""Editor (draft) kind -> the navigation entry whose list it belongs to."""

_IMPORT_ENTRIES = {"stock_items": "stock-items", "customers": "customers"}


def entry_of_tab(tab_key: str, draft_kind: str | None = None) -> str | None:
    """The navigation entry a tab belongs to, so that the navigation's highlight follows
    the tab the clerk is in: the entry itself, the list of an editor's kind (its tab key
    starts with the kind, or ``draft_kind`` says it for a reopened draft), the list an
    import fills; None for a tab of no entry."""
    if tab_key in AVAILABLE:
        return tab_key
    prefix, _, rest = tab_key.partition(":")
    if prefix == "import":
        return _IMPORT_ENTRIES.get(rest)
    return ENTRY_OF_KIND.get(prefix) or ENTRY_OF_KIND.get(draft_kind or "")
