"""Sales returns, work orders and purchase documents as tests reach them: documents
arranged through the API of the running app, the screens opened with the keyboard."""

from __future__ import annotations

import asyncio
from collections.abc import Coroutine, Sequence
from dataclasses import dataclass
from datetime import datetime
from decimal import Decimal
from typing import Any, TypeVar

from pytestqt.qtbot import QtBot

from app.api.client import ApiClient
from app.models.sales_orders import SalesOrderDetailRequest, SalesOrderRequest
from app.models.work_orders import CreateIssueOfferingRequest, WorkOrderItemUpsertRequest
from app.sandbox.db import Database
from app.sandbox.settings import set_setting
from app.views.inventory.work_orders import WorkOrderListView
from app.views.purchasing.purchase_orders import PurchaseListView
from app.views.sales.return_wizard import ReturnWizardView
from app.views.sales.sales_returns import SalesReturnListView
from tests.support.app import RunningApp, wait_for_cache
from tests.support.screens import open_entry

T = TypeVar("T")

WH01 = 1
CREDIT_CUSTOMER = 2
ITEMS = (61, 63, 78)
"""Demo items in stock in WH01 (untracked)."""


def run(qtbot: QtBot, coroutine: Coroutine[Any, Any, T], timeout: int = 15000) -> T:
    """Run one API call on the app's loop and wait for it (sync tests only)."""
    task = asyncio.ensure_future(coroutine)
    qtbot.waitUntil(task.done, timeout=timeout)
    return task.result()


def client(running: RunningApp) -> ApiClient:
    session = running.view_model.session
    assert session is not None
    return session.client


def demo_setting(running: RunningApp, key: str, value: str) -> None:
    """Flip an organization setting of the demo company (a real setting of the sandbox)."""
    database = Database(running.paths.demo_database)
    try:
        with database.transaction() as conn:
            tenant = conn.execute("SELECT id FROM tenants ORDER BY id LIMIT 1").fetchone()[0]
            set_setting(conn, tenant, key, value)
    finally:
        database.close()


@dataclass(frozen=True)
class IssuedOrder:
    code: str
    issue_code: str
    line_ids: list[int]


def issued_order(
    qtbot: QtBot,
    running: RunningApp,
    lines: Sequence[tuple[int, int, Decimal]],
    *,
    customer: int = CREDIT_CUSTOMER,
    warehouse: int = WH01,
    cash_amount: Decimal | None = None,
) -> IssuedOrder:
    """A sales order of ``(item, quantity, price)`` lines, created and then issued through
    the API (an issue offering naming the order), as the sales desk would."""
    api = client(running)
    today = datetime.now().replace(microsecond=0)
    order = run(
        qtbot,
        api.sales_orders.create(
            SalesOrderRequest(
                customer_id=customer,
                warehouse_id=warehouse,
                document_date=today,
                cash_amount=cash_amount,
                sales_order_details=[
                    SalesOrderDetailRequest(stock_item_id=item, quantity=quantity, price=price)
                    for item, quantity, price in lines
                ],
            )
        ),
    )
    assert order.code is not None
    issue = run(
        qtbot,
        api.work_orders.issue_offering(
            CreateIssueOfferingRequest(
                warehouse_id=warehouse,
                customer_id=customer,
                related_so_code=order.code,
                date=today,
                work_order_details=[
                    WorkOrderItemUpsertRequest(stock_item_id=item, quantity=quantity, price=price)
                    for item, quantity, price in lines
                ],
            )
        ),
    )
    return IssuedOrder(
        order.code, issue.code or "", [line.id or 0 for line in order.sales_order_details]
    )


def balance(qtbot: QtBot, running: RunningApp, item: int, warehouse: int = WH01) -> Decimal:
    return run(qtbot, client(running).stock_items.balance_in_warehouse(item, warehouse))


def open_sales_returns(qtbot: QtBot, running: RunningApp) -> SalesReturnListView:
    """Sales > Sales returns, chosen with the keyboard; loaded."""
    wait_for_cache(qtbot, running, "warehouses", "accounts", "customers")
    screen = open_entry(qtbot, running, "sales-returns")
    assert isinstance(screen, SalesReturnListView)
    qtbot.waitUntil(
        lambda: screen.view_model.model.rowCount() > 0 and not screen.view_model.busy,
        timeout=15000,
    )
    return screen


def current_wizard(running: RunningApp) -> ReturnWizardView:
    wizard = running.window.tabs.currentWidget()
    assert isinstance(wizard, ReturnWizardView)
    return wizard


def open_work_orders(qtbot: QtBot, running: RunningApp) -> WorkOrderListView:
    wait_for_cache(qtbot, running, "warehouses", "stock_items", "customers")
    screen = open_entry(qtbot, running, "work-orders")
    assert isinstance(screen, WorkOrderListView)
    qtbot.waitUntil(
        lambda: screen.view_model.model.rowCount() > 0 and not screen.view_model.busy,
        timeout=15000,
    )
    return screen


def open_purchases(qtbot: QtBot, running: RunningApp, key: str) -> PurchaseListView:
    screen = open_entry(qtbot, running, key)
    assert isinstance(screen, PurchaseListView)
    qtbot.waitUntil(
        lambda: screen.view_model.model.rowCount() > 0 and not screen.view_model.busy,
        timeout=15000,
    )
    return screen
