"""Sales orders' hold on stock: reservations while open, and shipping.

An open, unissued sales order reserves, per stock-item line, its quantity not yet issued
(in base units) in its warehouse (a line's own warehouse, else the order's, else its sales
store's warehouse). ``reserve_order`` and ``release_order`` move exactly that amount, so a
create, cancel, delete or ship keeps ``stock_balances.reserved`` equal to what open orders
hold (``audit.reservation_findings``).

Shipping (transactional spec, states table): an issue offering with the order's code, or
an order created issued, sets the order to Shipped, marks it issued and releases all its
reservations, whatever quantities were issued.
"""

from __future__ import annotations

import sqlite3
from collections.abc import Mapping

from app.sandbox.books import stock

SHIPPED = "Shipped"


def order_holdings(conn: sqlite3.Connection, order_id: int) -> dict[tuple[int, int], float]:
    """What an order would hold: (warehouse id, stock item id) -> base units."""
    rows = conn.execute(
        """
        SELECT coalesce(l.warehouse_id, d.warehouse_id, s.warehouse_id) AS warehouse_id,
               l.stock_item_id, total(max(l.quantity - l.issued_quantity, 0) * l.unit_ratio)
        FROM documents AS d JOIN document_lines AS l ON l.document_id = d.id
        LEFT JOIN sales_stores AS s ON s.id = d.sales_store_id
        WHERE d.id = ? AND l.stock_item_id IS NOT NULL
        GROUP BY 1, 2
        """,
        (order_id,),
    ).fetchall()
    return {(int(r[0]), int(r[1])): float(r[2]) for r in rows if r[0] is not None}


def reserve_order(conn: sqlite3.Connection, tenant_id: int, order_id: int) -> None:
    """Reserve what an order holds (call after writing an open order's lines)."""
    for (warehouse_id, item_id), quantity in order_holdings(conn, order_id).items():
        stock.reserve(conn, tenant_id, warehouse_id, item_id, quantity)


def release_order(conn: sqlite3.Connection, tenant_id: int, order_id: int) -> None:
    """Give back what an order holds (call before it stops being open: cancel, delete,
    ship, or before its lines change)."""
    for (warehouse_id, item_id), quantity in order_holdings(conn, order_id).items():
        stock.reserve(conn, tenant_id, warehouse_id, item_id, -quantity)


def holds_stock(conn: sqlite3.Connection, order_id: int) -> bool:
    """Whether an order is one that reserves: a sales order, open (not cancelled or
    shipped) and not issued."""
    row = conn.execute(
        "SELECT type, status, is_issued FROM documents WHERE id = ?", (order_id,)
    ).fetchone()
    return (
        row is not None
        and row["type"] == "SO"
        and not row["is_issued"]
        and (row["status"] or "Open") not in ("Cancelled", SHIPPED)
    )


def ship_order(
    conn: sqlite3.Connection,
    tenant_id: int,
    order_id: int,
    issued: Mapping[int, float],
    *,
    now: str,
) -> None:
    """Mark an order shipped by an issue: ``issued`` maps its line ids to the quantity
    issued now (in the line's unit). Reservations are released first, in full."""
    if holds_stock(conn, order_id):
        release_order(conn, tenant_id, order_id)
    for line_id, quantity in issued.items():
        conn.execute(
            "UPDATE document_lines SET issued_quantity = issued_quantity + ?, updated_at = ? "
            "WHERE id = ? AND document_id = ?",
            (quantity, now, line_id, order_id),
        )
    conn.execute(
        "UPDATE documents SET status = ?, is_issued = 1, updated_at = ? WHERE id = ?",
        (SHIPPED, now, order_id),
    )
