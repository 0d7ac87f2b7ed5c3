"""The navigation tree: areas and the lists or documents each one opens.

Screens that are not built yet are listed as unavailable, so a clerk sees what is coming
and where it will be, instead of a menu that changes shape every release.
"""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QCoreApplication

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


REPORT_NAMES = (
    "trial-balance",
    "ledger",
    "customer-statement",
    "receivables-ageing",
    "cash-position",
    "stock-valuation",
    "sales-summary",
    "unposted",
    "profit-and-loss",
    "balance-sheet",
    "cash-flow",
    "recurring-templates",
)
"""The reports (``backoffice report`` names); navigation key ``report-<name>``."""


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
        "unposted": translate("Reports", "Unposted entries"),
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
