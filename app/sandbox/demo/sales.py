"""Demo company: sales stores, bundles, print layouts and about thirty sales orders.

Orders are made the way the API makes them (``resources.sales_orders``: the same checks,
totals, numbering and books), by a "Sales desk" API user of the demo whose token nobody
knows, so ``createdBy`` shows an e-mail and the app's own user sees them with
``onlyMyOrders=false``. Over the last four months: open orders reserving stock (some
pending or processing), orders shipped through a real issue offering (IO), cancelled
ones, one with installments, one in US dollars, store orders, a bundle order, and cash-ins
paying some of them in full or in part. Quantities are small and items are ones the demo
has in stock, so nothing goes negative.
"""

from __future__ import annotations

import random
import sqlite3
from datetime import datetime, time, timedelta
from decimal import Decimal

from app import clock
from app.models.sales_orders import (
    SalesOrderDetailRequest,
    SalesOrderInstallmentRequest,
    SalesOrderRequest,
)
from app.sandbox.auth import Caller, create_api_user
from app.sandbox.books import dates
from app.sandbox.db import utc_now
from app.sandbox.resources import sales_orders

TODAYS_ORDERS = 2
"""The last orders of the plan are dated today (one shipped, one open)."""

SALES_DESK = "Sales desk (demo orders)"
SALES_DESK_EMAIL = "sales.desk@nile-trading.example"

STORES = (
    # code, description, warehouse code, default customer (a walk-in, cash buyer)
    ("ST01", "Nasr City showroom", "WH01"),
    ("ST02", "Alexandria shop", "WH02"),
)

TEMPLATES = (
    (
        "Sales order - A4",
        "A4",
        True,
        "Sales order {code}\nCustomer: {customer}\nDate: {documentDate}\n{lines}\n"
        "Net total: {netTotal} {currency}",
    ),
    (
        "Delivery note - A5",
        "A5",
        False,
        "Delivery note for {code}\nDeliver to: {customer}\n{lines:quantities}\n"
        "Received by: ____________",
    ),
    (
        "Till receipt - 80 mm",
        "80mm",
        False,
        "Nile Trading Co.\n{code} {documentDate}\n{lines:short}\nTOTAL {netTotal}",
    ),
)

CENT = Decimal("0.01")

BUNDLE_NAMES = ("Home office starter kit", "Kitchen essentials pack", "Back to school set")


def populate(conn: sqlite3.Connection, tenant_id: int) -> None:
    """Write the demo data into an empty tenant (after stock items and customers)."""
    rng = random.Random(5)
    items = _stocked_items(conn, tenant_id)
    if len(items) < 9:
        return  # a worktree without the stock part: nothing to sell
    stores = _stores(conn, tenant_id)
    bundles = _bundles(conn, tenant_id, items)
    _templates(conn, tenant_id)
    desk = create_api_user(
        conn, tenant_id=tenant_id, name=SALES_DESK, scopes=["read:sales-order"]
    ).user_id
    conn.execute("UPDATE api_users SET email = ? WHERE id = ?", (SALES_DESK_EMAIL, desk))
    caller = Caller(desk, tenant_id, SALES_DESK, frozenset({"*"}))
    _orders(conn, caller, rng, items, stores, bundles)


def _stocked_items(conn: sqlite3.Connection, tenant_id: int) -> list[sqlite3.Row]:
    """Active, untracked items with at least 40 on hand in both WH01 and WH02."""
    return conn.execute(
        """
        SELECT i.id, i.price, i.tax_id FROM stock_items AS i
        WHERE i.tenant_id = ? AND i.is_active = 1 AND i.has_serials = 0 AND i.is_grouping = 0
          AND i.requires_batch = 0 AND i.requires_expiry = 0 AND i.price > 0
          AND (SELECT count(*) FROM stock_balances AS b JOIN warehouses AS w
                 ON w.id = b.warehouse_id
               WHERE b.stock_item_id = i.id AND w.code IN ('WH01', 'WH02')
                 AND b.quantity >= 40) = 2
        ORDER BY i.id LIMIT 24
        """,
        (tenant_id,),
    ).fetchall()


def _warehouse(conn: sqlite3.Connection, tenant_id: int, code: str) -> int:
    return int(
        conn.execute(
            "SELECT id FROM warehouses WHERE tenant_id = ? AND code = ?", (tenant_id, code)
        ).fetchone()[0]
    )


def _stores(conn: sqlite3.Connection, tenant_id: int) -> list[tuple[int, int]]:
    """(store id, its default customer): walk-in buyers who pay cash."""
    buyers = [
        int(row[0])
        for row in conn.execute(
            "SELECT id FROM customers WHERE tenant_id = ? AND payment_type = 'Cash' "
            "AND is_active = 1 ORDER BY id LIMIT 2",
            (tenant_id,),
        )
    ]
    stores = []
    for (code, description, warehouse), buyer in zip(STORES, buyers, strict=False):
        cursor = conn.execute(
            "INSERT INTO sales_stores (tenant_id, code, description, warehouse_id, "
            "default_customer_id) VALUES (?, ?, ?, ?, ?)",
            (tenant_id, code, description, _warehouse(conn, tenant_id, warehouse), buyer),
        )
        stores.append((int(cursor.lastrowid or 0), buyer))
    return stores


def _bundles(conn: sqlite3.Connection, tenant_id: int, items: list[sqlite3.Row]) -> list[int]:
    """Three bundles of two or three stocked items each, a little under their list price."""
    ids = []
    for number, name in enumerate(BUNDLE_NAMES):
        cursor = conn.execute(
            "INSERT INTO bundles (tenant_id, code, description) VALUES (?, ?, ?)",
            (tenant_id, f"BND-{number + 1:02d}", name),
        )
        bundle_id = int(cursor.lastrowid or 0)
        for offset in range(2 + number % 2):
            item = items[-(1 + number * 3 + offset)]
            conn.execute(
                "INSERT INTO bundle_lines (bundle_id, stock_item_id, quantity, price) "
                "VALUES (?, ?, ?, ?)",
                (bundle_id, item["id"], 1 + offset % 2, round(float(item["price"]) * 0.9, 2)),
            )
        ids.append(bundle_id)
    return ids


def _templates(conn: sqlite3.Connection, tenant_id: int) -> None:
    conn.executemany(
        "INSERT INTO print_templates (tenant_id, name, document_type, paper_size, is_default, "
        "body) VALUES (?, ?, 'SO', ?, ?, ?)",
        [(tenant_id, name, size, int(default), body) for name, size, default, body in TEMPLATES],
    )


def _credit_customers(conn: sqlite3.Connection, tenant_id: int) -> list[int]:
    """Active Egyptian credit customers (the Saudi dealers buy in SAR, not in this demo)."""
    return [
        int(row[0])
        for row in conn.execute(
            "SELECT id FROM customers WHERE tenant_id = ? AND payment_type = 'Credit' "
            "AND is_active = 1 AND default_foreign_currency_id IS NULL ORDER BY id LIMIT 12",
            (tenant_id,),
        )
    ]


def _orders(
    conn: sqlite3.Connection,
    caller: Caller,
    rng: random.Random,
    items: list[sqlite3.Row],
    stores: list[tuple[int, int]],
    bundles: list[int],
) -> None:
    tenant_id = caller.tenant_id
    customers = _credit_customers(conn, tenant_id)
    persons = [
        int(row[0])
        for row in conn.execute(
            "SELECT id FROM sales_persons WHERE tenant_id = ? AND is_active = 1 ORDER BY id "
            "LIMIT 4",
            (tenant_id,),
        )
    ]
    warehouses = [_warehouse(conn, tenant_id, "WH01"), _warehouse(conn, tenant_id, "WH02")]
    cash_account = conn.execute(
        "SELECT id FROM accounts WHERE tenant_id = ? AND type = 'Cash' AND alias IS NOT NULL "
        "ORDER BY code LIMIT 1",
        (tenant_id,),
    ).fetchone()
    usd = conn.execute(
        "SELECT id FROM currencies WHERE tenant_id = ? AND code = 'USD'", (tenant_id,)
    ).fetchone()
    vat = conn.execute(
        "SELECT id, rate FROM taxes WHERE tenant_id = ? AND active = 1 AND rate > 0 "
        "AND sales_account_id IS NOT NULL ORDER BY id LIMIT 1",
        (tenant_id,),
    ).fetchone()
    latest = clock.wall_now()
    start = latest - timedelta(days=120)
    midnight = datetime.combine(latest.date(), time.min)

    def lines(count: int) -> list[SalesOrderDetailRequest]:
        chosen = rng.sample(items[:18], count)
        return [
            SalesOrderDetailRequest(
                stock_item_id=int(item["id"]),
                quantity=Decimal(rng.randint(1, 3)),
                price=Decimal(str(item["price"])),
                tax_id=int(vat["id"]) if vat else None,
                tax_rate=Decimal(str(vat["rate"])) if vat else None,
            )
            for item in chosen
        ]

    # (plan, day offset); plans: open, pending, processing, shipped, cancelled, paid,
    # partly paid, installments, usd, store, bundle.
    plans = (
        ["shipped", "paid", "cancelled", "open", "shipped", "partly paid", "store"] * 3
        + ["installments", "usd", "bundle", "pending", "processing", "store", "open"]
        + ["shipped", "open"]
    )
    for number, plan in enumerate(plans):
        when = start + timedelta(days=number * 4 + rng.randint(0, 3), hours=rng.randint(9, 17))
        if number >= len(plans) - TODAYS_ORDERS:
            # Today's orders, made since midnight (the user's local day): a demo made on the
            # 1st of a month, or on 1 January, has sales in its current month too.
            when = max(midnight, latest - timedelta(minutes=10 * (len(plans) - number)))
        # The first credit customer (Al Ahram, CUS-0002) only ever gets unpaid orders: its
        # balance stays the opening balance the customers' tests read.
        customer = customers[(number + 1) % len(customers)]
        body: dict[str, object] = {
            "customer_id": customer,
            "warehouse_id": warehouses[number % 2],
            "sales_person_id": persons[number % len(persons)] if persons else None,
            "document_date": when,
            "sales_order_details": lines(1 + number % 3),
            "tags": [["wholesale"], ["phone"], [], ["website", "priority"]][number % 4],
            "notes": f"Demo order {number + 1}",
        }
        if plan == "store" and stores:
            store, buyer = stores[number % len(stores)]
            body.update(warehouse_id=None, sales_store_id=store, customer_id=buyer, tags=[])
        elif plan == "usd" and usd is not None:
            # An export order priced in dollars: the list prices at the order's rate.
            rate = Decimal("48.5")
            dollars = [
                detail.model_copy(update={"price": ((detail.price or 0) / rate).quantize(CENT)})
                for detail in lines(2)
            ]
            body.update(currency_id=int(usd["id"]), exchange_rate=rate, sales_order_details=dollars)
        elif plan == "installments":
            body.update(
                sales_order_installments=[
                    SalesOrderInstallmentRequest(days_limit=30, amount=Decimal(1000)),
                    SalesOrderInstallmentRequest(days_limit=60, amount=Decimal(1000)),
                ]
            )
        elif plan == "bundle" and bundles:
            body.update(
                sales_order_details=[
                    SalesOrderDetailRequest(
                        bundle_id=bundles[0], quantity=Decimal(2), price=Decimal(2500)
                    )
                ]
            )
        elif plan in ("pending", "processing"):
            body.update(order_status=plan.capitalize())
        request = SalesOrderRequest.model_validate(body, by_name=True)
        prepared = sales_orders.prepare_order(conn, caller, request)
        order_id = sales_orders.write_order(conn, caller, prepared, now=utc_now())
        if plan in ("shipped", "paid", "partly paid"):
            sales_orders.issue_order(conn, caller, order_id, prepared.warehouse_id, now=utc_now())
        elif plan == "cancelled":
            row = conn.execute("SELECT * FROM documents WHERE id = ?", (order_id,)).fetchone()
            sales_orders.cancel(conn, caller, row)
        if plan in ("paid", "partly paid") and cash_account is not None:
            row = conn.execute("SELECT * FROM documents WHERE id = ?", (order_id,)).fetchone()
            share = 1.0 if plan == "paid" else 0.4
            sales_orders.receive_cash(
                conn,
                caller,
                row,
                main_account_id=int(cash_account["id"]),
                amount=round(float(row["net_total"]) * share, 2),
                document_date=dates.stored_document_date(min(when + timedelta(days=2), latest)),
                notes="Paid at the Cairo treasury",
            )
