"""Stock: movements, balances by batch, reservations and the average cost.

Every change of stock on hand is a ``stock_movements`` row written by ``move_stock``, which
also updates ``stock_balances`` in the same statement batch, so a balance is always the
sum of its movements. Reservations are not movements: open sales orders hold quantities in
``stock_balances.reserved`` (batch ``''``) through ``reserve``.

Costs (guessed where the spec is silent; "average cost at least"): every receipt with a
cost moves the item's moving average over its stock in all warehouses; purchases and
opening balances also set ``last_cost``; an issue leaves at the average cost of the
moment, and that cost is recorded on its movement (and so on the document's journal).
"""

from __future__ import annotations

import json
import sqlite3
from collections import defaultdict
from collections.abc import Iterable, Sequence
from dataclasses import dataclass

from app.models.error_codes import ErrorCode
from app.sandbox.problems import Problem, business_rule

QUANTITY_EPSILON = 1e-9
"""Quantities are REAL: below this, a difference is rounding, not stock."""


@dataclass(frozen=True)
class StockChange:
    """One line's effect on one warehouse: ``quantity`` in base units, positive for a
    receipt and negative for an issue.

    ``unit_cost`` is per base unit in the system currency; for an issue leave it ``None``
    (the item's average cost is used). ``batch_number`` on an issue takes from that batch
    only; empty takes from the batches with stock, earliest expiry first.
    """

    warehouse_id: int
    stock_item_id: int
    quantity: float
    unit_cost: float | None = None
    batch_number: str = ""
    expiry_date: str | None = None
    line_id: int | None = None
    is_opening: bool = False
    sets_last_cost: bool = False


@dataclass(frozen=True)
class Shortage:
    """An item an issue would take below zero in a warehouse."""

    stock_item_id: int
    code: str
    description: str
    warehouse_id: int
    available: float
    requested: float


class NegativeStock(Exception):
    """Raised by ``move_stock`` before anything is written; ``problem()`` is the 409."""

    def __init__(self, shortages: Sequence[Shortage]) -> None:
        self.shortages = list(shortages)
        super().__init__(", ".join(s.code or str(s.stock_item_id) for s in self.shortages))

    def problem(self) -> Problem:
        """409 AddingItemQuantityCauseNegativeBalance naming the items (issue offering
        rule 5): code and description of each, with what is on hand."""
        named = "; ".join(
            f"{s.code} {s.description} (on hand {s.available:g}, requested {s.requested:g})"
            for s in self.shortages
        )
        return business_rule(
            ErrorCode.AddingItemQuantityCauseNegativeBalance,
            f"These items do not have enough stock: {named}.",
        )


def on_hand(
    conn: sqlite3.Connection, warehouse_id: int, stock_item_id: int, batch_number: str | None = None
) -> float:
    """Quantity on hand of an item in a warehouse (one batch, or all when ``None``)."""
    sql = "SELECT total(quantity) FROM stock_balances WHERE warehouse_id = ? AND stock_item_id = ?"
    args: list[object] = [warehouse_id, stock_item_id]
    if batch_number is not None:
        sql += " AND batch_number = ?"
        args.append(batch_number)
    return float(conn.execute(sql, args).fetchone()[0])


def average_cost(conn: sqlite3.Connection, stock_item_id: int) -> float:
    row = conn.execute(
        "SELECT average_cost FROM stock_items WHERE id = ?", (stock_item_id,)
    ).fetchone()
    return float(row[0]) if row is not None else 0.0


def move_stock(
    conn: sqlite3.Connection,
    tenant_id: int,
    document_id: int,
    changes: Iterable[StockChange],
    *,
    now: str,
    allow_negative: bool = False,
) -> list[StockChange]:
    """Write the movements of a document and update balances and costs.

    Issues are checked first, all together (two lines of one item add up): if any would
    leave a warehouse below zero, ``NegativeStock`` is raised and nothing is written.
    Returns the movements as written (issues split by batch, with their cost filled in).
    """
    changes = list(changes)
    if not allow_negative:
        _check_enough(conn, changes)
    written: list[StockChange] = []
    for change in changes:
        if change.quantity > 0:
            written.append(_receive(conn, tenant_id, document_id, change, now))
        elif change.quantity < 0:
            written.extend(_issue(conn, tenant_id, document_id, change, now))
    return written


def reserve(
    conn: sqlite3.Connection,
    tenant_id: int,
    warehouse_id: int,
    stock_item_id: int,
    quantity: float,
) -> None:
    """Add ``quantity`` base units (negative to release) to what open orders hold."""
    conn.execute(
        "INSERT INTO stock_balances (tenant_id, warehouse_id, stock_item_id, batch_number, "
        "reserved) VALUES (?, ?, ?, '', ?) ON CONFLICT (warehouse_id, stock_item_id, "
        "batch_number) DO UPDATE SET reserved = reserved + excluded.reserved",
        (tenant_id, warehouse_id, stock_item_id, quantity),
    )


def _check_enough(conn: sqlite3.Connection, changes: Sequence[StockChange]) -> None:
    wanted: dict[tuple[int, int, str], float] = defaultdict(float)
    for change in changes:
        if change.quantity < 0:
            key = (change.warehouse_id, change.stock_item_id, change.batch_number)
            wanted[key] += -change.quantity
    shortages = []
    for (warehouse_id, item_id, batch), requested in wanted.items():
        available = on_hand(conn, warehouse_id, item_id, batch or None)
        if requested > available + QUANTITY_EPSILON:
            item = conn.execute(
                "SELECT code, description FROM stock_items WHERE id = ?", (item_id,)
            ).fetchone()
            shortages.append(
                Shortage(
                    item_id,
                    str(item["code"] or "") if item else "",
                    str(item["description"]) if item else "",
                    warehouse_id,
                    available,
                    requested,
                )
            )
    if shortages:
        raise NegativeStock(shortages)


def _receive(
    conn: sqlite3.Connection, tenant_id: int, document_id: int, change: StockChange, now: str
) -> StockChange:
    cost = (
        change.unit_cost
        if change.unit_cost is not None
        else average_cost(conn, change.stock_item_id)
    )
    if change.unit_cost is not None:
        held = float(
            conn.execute(
                "SELECT total(quantity) FROM stock_balances WHERE stock_item_id = ?",
                (change.stock_item_id,),
            ).fetchone()[0]
        )
        held = max(held, 0.0)  # negative stock has no value to average with
        conn.execute(
            "UPDATE stock_items SET average_cost = round((? * average_cost + ? * ?) / (? + ?), 6)"
            + (", last_cost = ?" if change.sets_last_cost else "")
            + " WHERE id = ?",
            (
                held,
                change.quantity,
                cost,
                held,
                change.quantity,
                *((cost,) if change.sets_last_cost else ()),
                change.stock_item_id,
            ),
        )
    written = StockChange(
        change.warehouse_id,
        change.stock_item_id,
        change.quantity,
        cost,
        change.batch_number,
        change.expiry_date,
        change.line_id,
        change.is_opening,
        change.sets_last_cost,
    )
    _write(conn, tenant_id, document_id, written, now)
    return written


def _issue(
    conn: sqlite3.Connection, tenant_id: int, document_id: int, change: StockChange, now: str
) -> list[StockChange]:
    cost = (
        change.unit_cost
        if change.unit_cost is not None
        else average_cost(conn, change.stock_item_id)
    )
    remaining = -change.quantity
    parts: list[tuple[str, str | None, float]] = []
    if change.batch_number:
        parts.append((change.batch_number, change.expiry_date, remaining))
    else:
        batches = conn.execute(
            "SELECT batch_number, expiry_date, quantity FROM stock_balances "
            "WHERE warehouse_id = ? AND stock_item_id = ? AND quantity > 0 "
            "ORDER BY expiry_date IS NULL, expiry_date, batch_number",
            (change.warehouse_id, change.stock_item_id),
        ).fetchall()
        for batch in batches:
            if remaining <= QUANTITY_EPSILON:
                break
            taken = min(remaining, float(batch["quantity"]))
            parts.append((str(batch["batch_number"]), batch["expiry_date"], taken))
            remaining -= taken
        if remaining > QUANTITY_EPSILON:  # only when negative stock is allowed
            parts.append(("", None, remaining))
    written = []
    for batch_number, expiry, quantity in parts:
        part = StockChange(
            change.warehouse_id,
            change.stock_item_id,
            -quantity,
            cost,
            batch_number,
            expiry,
            change.line_id,
            change.is_opening,
        )
        _write(conn, tenant_id, document_id, part, now)
        written.append(part)
    return written


def _write(
    conn: sqlite3.Connection, tenant_id: int, document_id: int, change: StockChange, now: str
) -> None:
    conn.execute(
        "INSERT INTO stock_movements (tenant_id, document_id, line_id, warehouse_id, "
        "stock_item_id, batch_number, expiry_date, quantity, unit_cost, is_opening, created_at) "
        "VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
        (
            tenant_id,
            document_id,
            change.line_id,
            change.warehouse_id,
            change.stock_item_id,
            change.batch_number,
            change.expiry_date,
            change.quantity,
            change.unit_cost or 0.0,
            int(change.is_opening),
            now,
        ),
    )
    opening = change.quantity if change.is_opening else 0.0
    conn.execute(
        "INSERT INTO stock_balances (tenant_id, warehouse_id, stock_item_id, batch_number, "
        "expiry_date, quantity, opening_quantity) VALUES (?, ?, ?, ?, ?, ?, ?) "
        "ON CONFLICT (warehouse_id, stock_item_id, batch_number) DO UPDATE SET "
        "quantity = quantity + excluded.quantity, "
        "opening_quantity = opening_quantity + excluded.opening_quantity, "
        "expiry_date = coalesce(stock_balances.expiry_date, excluded.expiry_date)",
        (
            tenant_id,
            change.warehouse_id,
            change.stock_item_id,
            change.batch_number,
            change.expiry_date,
            change.quantity,
            opening,
        ),
    )


def bulk_receipts(
    conn: sqlite3.Connection,
    tenant_id: int,
    document_id: int,
    changes: Sequence[StockChange],
    *,
    now: str,
) -> list[StockChange]:
    """``move_stock`` for many receipts at once, with a handful of ``executemany`` calls
    instead of several statements per line (the demo's stock, 100,000 generated items).

    Every change must be a receipt with its ``unit_cost``, and no stock item may appear
    twice (each one's average cost is moved over the stock it held before this call).
    Movements, balances and costs end up exactly as ``move_stock`` would leave them.
    """
    items = [change.stock_item_id for change in changes]
    if len(set(items)) != len(items):
        raise ValueError("bulk_receipts takes each stock item at most once")
    if any(change.quantity <= 0 or change.unit_cost is None for change in changes):
        raise ValueError("bulk_receipts takes receipts with a unit cost only")
    # Costs first, as _receive does: the average moves over what was held before. Read in
    # one query, and only rows whose costs change are written: an item's row carries a
    # stored JSON column that every UPDATE recomputes.
    costs = {
        int(row[0]): (float(row[1]), float(row[2]), max(float(row[3]), 0.0))
        for row in conn.execute(
            "SELECT s.id, s.average_cost, s.last_cost, "
            "(SELECT total(b.quantity) FROM stock_balances AS b WHERE b.stock_item_id = s.id) "
            "FROM stock_items AS s WHERE s.id IN (SELECT value FROM json_each(?))",
            (json.dumps(items),),
        )
    }
    updates = []
    for change in changes:
        cost = float(change.unit_cost or 0.0)
        average, last, held = costs[change.stock_item_id]
        new_average = round((held * average + change.quantity * cost) / (held + change.quantity), 6)
        new_last = cost if change.sets_last_cost else last
        if new_average != average or new_last != last:
            updates.append((new_average, new_last, change.stock_item_id))
    conn.executemany("UPDATE stock_items SET average_cost = ?, last_cost = ? WHERE id = ?", updates)
    conn.executemany(
        "INSERT INTO stock_movements (tenant_id, document_id, line_id, warehouse_id, "
        "stock_item_id, batch_number, expiry_date, quantity, unit_cost, is_opening, created_at) "
        "VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
        [
            (
                tenant_id,
                document_id,
                change.line_id,
                change.warehouse_id,
                change.stock_item_id,
                change.batch_number,
                change.expiry_date,
                change.quantity,
                change.unit_cost,
                int(change.is_opening),
                now,
            )
            for change in changes
        ],
    )
    conn.executemany(
        "INSERT INTO stock_balances (tenant_id, warehouse_id, stock_item_id, batch_number, "
        "expiry_date, quantity, opening_quantity) VALUES (?, ?, ?, ?, ?, ?, ?) "
        "ON CONFLICT (warehouse_id, stock_item_id, batch_number) DO UPDATE SET "
        "quantity = quantity + excluded.quantity, "
        "opening_quantity = opening_quantity + excluded.opening_quantity, "
        "expiry_date = coalesce(stock_balances.expiry_date, excluded.expiry_date)",
        [
            (
                tenant_id,
                change.warehouse_id,
                change.stock_item_id,
                change.batch_number,
                change.expiry_date,
                change.quantity,
                change.quantity if change.is_opening else 0.0,
            )
            for change in changes
        ],
    )
    return list(changes)
