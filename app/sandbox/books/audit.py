"""Checks of the books' invariants, for tests (and for a trainer who edited the database
by hand): every finding is a sentence naming what is wrong.

- every stock balance equals the sum of its movements, and no balance is negative unless
  a movement made it so on purpose (``allow_negative``): reported separately;
- what open orders reserve equals what their lines still hold;
- every entry a document made (``is_system``) balances, in the system currency.
"""

from __future__ import annotations

import sqlite3
from collections.abc import Collection

from app.sandbox.books.stock import QUANTITY_EPSILON

MONEY_EPSILON = 1e-4


def stock_findings(
    conn: sqlite3.Connection, tenant_id: int, items: Collection[int] | None = None
) -> list[str]:
    """Balances that differ from their movements, and negative balances (of ``items``
    only, when given)."""
    findings = []
    only = f" AND b.stock_item_id IN ({', '.join('?' * len(items))})" if items else ""
    rows = conn.execute(
        f"""
        SELECT b.warehouse_id, b.stock_item_id, b.batch_number, b.quantity,
               (SELECT total(m.quantity) FROM stock_movements AS m
                 WHERE m.warehouse_id = b.warehouse_id AND m.stock_item_id = b.stock_item_id
                   AND m.batch_number = b.batch_number) AS moved
        FROM stock_balances AS b WHERE b.tenant_id = ?{only}
        """,
        (tenant_id, *(items or ())),
    )
    for row in rows:
        where = (
            f"item {row['stock_item_id']} in warehouse {row['warehouse_id']}"
            f"{' batch ' + row['batch_number'] if row['batch_number'] else ''}"
        )
        if abs(row["quantity"] - row["moved"]) > QUANTITY_EPSILON:
            findings.append(f"{where}: balance {row['quantity']} but movements {row['moved']}")
        if row["quantity"] < -QUANTITY_EPSILON:
            findings.append(f"{where}: negative balance {row['quantity']}")
    orphans = conn.execute(
        """
        SELECT m.warehouse_id, m.stock_item_id, m.batch_number FROM stock_movements AS m
        WHERE m.tenant_id = ? AND NOT EXISTS (
            SELECT 1 FROM stock_balances AS b WHERE b.warehouse_id = m.warehouse_id
               AND b.stock_item_id = m.stock_item_id AND b.batch_number = m.batch_number)
        """,
        (tenant_id,),
    ).fetchall()
    findings.extend(
        f"item {row['stock_item_id']} in warehouse {row['warehouse_id']}: movements without "
        "a balance"
        for row in orphans
    )
    return findings


def reservation_findings(conn: sqlite3.Connection, tenant_id: int) -> list[str]:
    """Reserved quantities that differ from what open, unissued sales orders hold.

    An order holds, per line of a stock item, its quantity less what was issued, in base
    units, in its warehouse (or its sales store's warehouse)."""
    rows = conn.execute(
        """
        WITH held AS (
            SELECT coalesce(l.warehouse_id, d.warehouse_id, s.warehouse_id) AS warehouse_id,
                   l.stock_item_id,
                   total(max(l.quantity - l.issued_quantity, 0) * l.unit_ratio) AS quantity
            FROM documents AS d
            JOIN document_lines AS l ON l.document_id = d.id
            LEFT JOIN sales_stores AS s ON s.id = d.sales_store_id
            WHERE d.tenant_id = ? AND d.type = 'SO' AND d.is_issued = 0
              AND coalesce(d.status, 'Open') NOT IN ('Cancelled', 'Shipped')
              AND l.stock_item_id IS NOT NULL
            GROUP BY 1, 2
        ), reserved AS (
            SELECT warehouse_id, stock_item_id, total(reserved) AS quantity
            FROM stock_balances WHERE tenant_id = ? GROUP BY 1, 2
        )
        SELECT r.warehouse_id, r.stock_item_id, r.quantity AS reserved,
               coalesce(h.quantity, 0) AS held
        FROM reserved AS r LEFT JOIN held AS h
          ON h.warehouse_id = r.warehouse_id AND h.stock_item_id = r.stock_item_id
        UNION ALL
        SELECT h.warehouse_id, h.stock_item_id, 0, h.quantity FROM held AS h
        WHERE NOT EXISTS (SELECT 1 FROM reserved AS r WHERE r.warehouse_id = h.warehouse_id
                            AND r.stock_item_id = h.stock_item_id)
        """,
        (tenant_id, tenant_id),
    )
    return [
        f"item {row['stock_item_id']} in warehouse {row['warehouse_id']}: reserved "
        f"{row['reserved']} but open orders hold {row['held']}"
        for row in rows
        if abs(row["reserved"] - row["held"]) > QUANTITY_EPSILON
    ]


def ledger_findings(conn: sqlite3.Connection, tenant_id: int) -> list[str]:
    """Entries made by documents (system entries, cash documents) that do not balance."""
    rows = conn.execute(
        """
        SELECT d.code, total(l.debit) AS debit, total(l.credit) AS credit
        FROM documents AS d JOIN ledger_lines AS l ON l.document_id = d.id
        WHERE d.tenant_id = ? AND (d.is_system = 1 OR d.type IN ('CI', 'CO'))
        GROUP BY d.id
        """,
        (tenant_id,),
    )
    return [
        f"{row['code']}: debits {row['debit']} but credits {row['credit']}"
        for row in rows
        if abs(row["debit"] - row["credit"]) > MONEY_EPSILON
    ]


def all_findings(conn: sqlite3.Connection, tenant_id: int) -> list[str]:
    return [
        *stock_findings(conn, tenant_id),
        *reservation_findings(conn, tenant_id),
        *ledger_findings(conn, tenant_id),
    ]
