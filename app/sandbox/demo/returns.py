"""Demo data: sales returns against the demo's shipped orders.

Six returns, made through the sales-return code (``resources.sales_returns.create_return``)
by the demo's sales desk user, so they obey every rule the endpoint does: two whole
orders returned and received into stock, two partial returns (one pending, not yet
received), and two refunded in cash at the Cairo treasury (a cash-out each). Dated two
days after their order, never in the future.
"""

from __future__ import annotations

import sqlite3
from datetime import datetime, timedelta
from decimal import Decimal

from app import clock
from app.models.sales_returns import CreateSalesReturnDetailRequest, CreateSalesReturnRequest
from app.sandbox.auth import Caller
from app.sandbox.db import utc_now
from app.sandbox.demo.sales import SALES_DESK
from app.sandbox.resources import sales_returns

# (plan, share of the first line returned: None = everything left)
PLANS: tuple[tuple[str, float | None], ...] = (
    ("received", None),
    ("received", None),
    ("partial", 0.5),
    ("pending", 0.5),
    ("cash", None),
    ("cash", 0.5),
)


def populate(conn: sqlite3.Connection, tenant_id: int) -> None:
    """Write the demo's returns (after the sales and accounting parts)."""
    desk = conn.execute(
        "SELECT id FROM api_users WHERE tenant_id = ? AND name = ?", (tenant_id, SALES_DESK)
    ).fetchone()
    if desk is None:
        return  # no demo orders
    caller = Caller(int(desk[0]), tenant_id, SALES_DESK, frozenset({"*"}))
    treasury = conn.execute(
        "SELECT id FROM accounts WHERE tenant_id = ? AND type = 'Cash' AND alias IS NOT NULL "
        "ORDER BY code LIMIT 1",
        (tenant_id,),
    ).fetchone()
    shipped = conn.execute(
        "SELECT * FROM documents WHERE tenant_id = ? AND type = 'SO' AND status = 'Shipped' "
        "ORDER BY id",
        (tenant_id,),
    ).fetchall()
    latest = clock.wall_now()
    for (plan, share), order in zip(PLANS, shipped, strict=False):
        _source, lines = sales_returns.returnable_for(conn, caller, str(order["code"]))
        first = lines[0]
        quantity = first.quantity if share is None else max(round(first.quantity * share), 1)
        details = (
            None
            if share is None
            else [
                CreateSalesReturnDetailRequest(
                    source_work_order_detail_id=first.work_line_id, quantity=Decimal(quantity)
                )
            ]
        )
        # Back into the warehouse the goods left from.
        issue = conn.execute(
            "SELECT warehouse_id FROM documents WHERE type = 'IO' AND related_document_id = ? "
            "ORDER BY id LIMIT 1",
            (order["id"],),
        ).fetchone()
        when = min(datetime.fromisoformat(str(order["document_date"])) + timedelta(days=2), latest)
        pay = plan == "cash" and treasury is not None
        cash_amount = None
        if pay:
            # Half the goods' value (before tax) refunded in cash, the rest on account.
            returned = lines if details is None else [first]
            value = sum(
                (quantity if details else line.quantity) * (line.price - line.unit_discount)
                for line in returned
            )
            cash_amount = Decimal(str(round(value / 2, 2)))
        request = CreateSalesReturnRequest(
            warehouse_id=int(issue["warehouse_id"]),
            source_document_code=str(order["code"]),
            document_date=when,
            notes=f"Returned by the customer ({plan})",
            cash_amount=cash_amount,
            cash_account_id=int(treasury["id"]) if pay and treasury is not None else None,
            source_document_details=details,
        )
        policy = sales_returns.ReturnPolicy(approve=True, receive=plan != "pending", pay_cash=pay)
        sales_returns.create_return(conn, caller, request, policy, now=utc_now())
