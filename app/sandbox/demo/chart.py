"""Demo company: the chart of accounts and the taxes.

The chart has a leaf node for every account type the spec enumerates, so every picker and
rule has something real to work on.
"""

from __future__ import annotations

import sqlite3
from dataclasses import dataclass

from app.sandbox.db import utc_now


@dataclass(frozen=True)
class Node:
    code: str
    name: str
    arabic: str
    type: str | None = None
    parent: str | None = None


@dataclass(frozen=True)
class Account:
    code: str
    name: str
    arabic: str
    node: str
    alias: str | None = None


NODES = (
    Node("1", "Assets", "الأصول"),
    Node("11", "Current assets", "الأصول المتداولة", parent="1"),
    Node("1101", "Cash on hand", "النقدية بالخزينة", "Cash", "11"),
    Node("1102", "Banks", "البنوك", "Bank", "11"),
    Node("1103", "Customers", "العملاء", "AccountsReceivable", "11"),
    Node("1104", "Notes receivable", "أوراق القبض", "NotesReceivable", "11"),
    Node("1105", "Inventory", "المخزون", "Inventory", "11"),
    Node("1106", "Ending inventory", "مخزون آخر المدة", "EndingInventory", "11"),
    Node(
        "1107", "VAT on purchases", "ضريبة القيمة المضافة على المشتريات", "PurchaseAddedTax", "11"
    ),
    Node("2", "Liabilities", "الخصوم"),
    Node("21", "Current liabilities", "الخصوم المتداولة", parent="2"),
    Node("2101", "Suppliers", "الموردون", "AccountsPayable", "21"),
    Node("2102", "Notes payable", "أوراق الدفع", "NotesPayable", "21"),
    Node("2103", "Sales tax", "ضريبة المبيعات", "SalesTax", "21"),
    Node("2104", "Withholding tax", "ضرائب الخصم والإضافة", "WithholdingTax", "21"),
    Node("2105", "Added tax", "ضريبة الجدول", "AddedTax", "21"),
    Node("3", "Equity", "حقوق الملكية"),
    Node("3101", "Retained earnings", "الأرباح المحتجزة", "RetainedEarning", "3"),
    Node("4", "Revenue", "الإيرادات"),
    Node("4101", "Sales", "المبيعات", "Sales", "4"),
    Node("4102", "Service sales", "مبيعات الخدمات", "ServicesSales", "4"),
    Node("4103", "Sales returns", "مردودات المبيعات", "SalesReturns", "4"),
    Node("4104", "Sales discounts", "خصم مسموح به", "SalesDiscount", "4"),
    Node("4105", "Other revenue", "إيرادات أخرى", "OtherRevenue", "4"),
    Node("4106", "Realized exchange gains", "أرباح فروق عملة محققة", "RealizedGainExchange", "4"),
    Node(
        "4107",
        "Unrealized exchange gains",
        "أرباح فروق عملة غير محققة",
        "UnrealizedGainExchange",
        "4",
    ),
    Node("5", "Expenses", "المصروفات"),
    Node("5101", "Purchases", "المشتريات", "Purchase", "5"),
    Node("5102", "Purchase returns", "مردودات المشتريات", "PurchaseReturns", "5"),
    Node("5103", "Purchase discounts", "خصم مكتسب", "PurchaseDiscount", "5"),
    Node("5104", "Cost of goods sold", "تكلفة البضاعة المباعة", "COGS", "5"),
    Node("5105", "Waste", "الهالك", "Waste", "5"),
    Node("5106", "Inventory adjustments", "تسويات المخزون", "Adjustment", "5"),
    Node("5107", "Realized exchange losses", "خسائر فروق عملة محققة", "RealizedLossExchange", "5"),
    Node(
        "5108",
        "Unrealized exchange losses",
        "خسائر فروق عملة غير محققة",
        "UnrealizedLossExchange",
        "5",
    ),
)

ACCOUNTS = (
    Account("110101", "Main treasury - Cairo", "الخزينة الرئيسية - القاهرة", "1101", "CAI"),
    Account("110102", "Branch treasury - Alexandria", "خزينة فرع الإسكندرية", "1101", "ALX"),
    Account("110201", "National Bank of Egypt - EGP", "البنك الأهلي المصري - جنيه", "1102"),
    Account("110202", "CIB - USD", "البنك التجاري الدولي - دولار", "1102"),
    Account("110301", "Trade receivables", "عملاء تجاريون", "1103"),
    Account("110401", "Notes receivable", "أوراق القبض", "1104"),
    Account("110501", "Merchandise inventory", "مخزون البضائع", "1105"),
    Account("110601", "Ending inventory", "مخزون آخر المدة", "1106"),
    Account("110701", "Input VAT", "ضريبة مدخلات", "1107"),
    Account("210101", "Trade payables", "موردون تجاريون", "2101"),
    Account("210201", "Notes payable", "أوراق الدفع", "2102"),
    Account("210301", "VAT payable", "ضريبة القيمة المضافة المستحقة", "2103"),
    Account("210401", "Withholding tax payable", "ضرائب خصم وإضافة مستحقة", "2104"),
    Account("210501", "Table tax payable", "ضريبة جدول مستحقة", "2105"),
    Account("310101", "Retained earnings", "الأرباح المحتجزة", "3101"),
    Account("410101", "Sales - goods", "مبيعات بضائع", "4101"),
    Account("410201", "Sales - services", "مبيعات خدمات", "4102"),
    Account("410301", "Sales returns", "مردودات المبيعات", "4103"),
    Account("410401", "Discounts allowed", "خصم مسموح به", "4104"),
    Account("410501", "Other revenue", "إيرادات متنوعة", "4105"),
    Account("410601", "Realized FX gains", "أرباح فروق عملة محققة", "4106"),
    Account("410701", "Unrealized FX gains", "أرباح فروق عملة غير محققة", "4107"),
    Account("510101", "Purchases - goods", "مشتريات بضائع", "5101"),
    Account("510201", "Purchase returns", "مردودات المشتريات", "5102"),
    Account("510301", "Discounts received", "خصم مكتسب", "5103"),
    Account("510401", "Cost of goods sold", "تكلفة البضاعة المباعة", "5104"),
    Account("510501", "Damaged goods", "بضاعة تالفة", "5105"),
    Account("510601", "Stock count differences", "فروق الجرد", "5106"),
    Account("510701", "Realized FX losses", "خسائر فروق عملة محققة", "5107"),
    Account("510801", "Unrealized FX losses", "خسائر فروق عملة غير محققة", "5108"),
)


@dataclass(frozen=True)
class Tax:
    name: str
    rate: float
    scope: str | None
    sales_account: str | None = None
    withholding_account: str | None = None
    purchase_account: str | None = None
    einvoice_type_id: int | None = None
    active: bool = True


# All taxes of an organization share one account of each kind (taxes rule 1) and the sales
# and purchase accounts of one tax are the same account (rule 2).
TAXES = (
    Tax("VAT 14%", 14, None, "210301", purchase_account="210301", einvoice_type_id=1),
    Tax("VAT 0% export", 0, "StockItem", "210301", purchase_account="210301", einvoice_type_id=2),
    Tax("VAT exempt", 0, None, "210301", einvoice_type_id=3),
    Tax(
        "Withholding 1% supplies", 1, "StockItem", withholding_account="210401", einvoice_type_id=5
    ),
    Tax(
        "Withholding 3% services",
        3,
        "ServiceItem",
        withholding_account="210401",
        einvoice_type_id=6,
    ),
    Tax("Sales tax 10% (before 2016)", 10, None, "210301", active=False),
)


def populate(conn: sqlite3.Connection, tenant_id: int) -> None:
    """Write the demo data into an empty tenant."""
    now = utc_now()
    node_ids: dict[str, int] = {}
    for node in NODES:
        cursor = conn.execute(
            "INSERT INTO account_nodes (tenant_id, code, name, other_lang_name, type, parent_id) "
            "VALUES (?, ?, ?, ?, ?, ?)",
            (
                tenant_id,
                node.code,
                node.name,
                node.arabic,
                node.type,
                node_ids[node.parent] if node.parent else None,
            ),
        )
        node_ids[node.code] = int(cursor.lastrowid or 0)

    node_types = {node.code: node.type for node in NODES}
    account_ids: dict[str, int] = {}
    for account in ACCOUNTS:
        cursor = conn.execute(
            "INSERT INTO accounts (tenant_id, node_id, code, name, other_lang_name, type, alias, "
            "is_active, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, 1, ?, ?)",
            (
                tenant_id,
                node_ids[account.node],
                account.code,
                account.name,
                account.arabic,
                node_types[account.node],
                account.alias,
                now,
                now,
            ),
        )
        account_ids[account.code] = int(cursor.lastrowid or 0)

    def account_id(code: str | None) -> int | None:
        return account_ids[code] if code else None

    for tax in TAXES:
        conn.execute(
            "INSERT INTO taxes (tenant_id, name, rate, einvoice_tax_type_id, scope, "
            "sales_account_id, sales_withholding_account_id, purchase_account_id, active, "
            "created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
            (
                tenant_id,
                tax.name,
                tax.rate,
                tax.einvoice_type_id,
                tax.scope,
                account_id(tax.sales_account),
                account_id(tax.withholding_account),
                account_id(tax.purchase_account),
                int(tax.active),
                now,
                now,
            ),
        )

    # Every supplier is linked to the one trade payables account.
    conn.execute(
        "UPDATE suppliers SET related_account_id = ? WHERE tenant_id = ?",
        (account_ids["210101"], tenant_id),
    )
