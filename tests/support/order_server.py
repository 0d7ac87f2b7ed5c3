"""An in-process sandbox to create sales orders on, waited for synchronously (for
hypothesis tests, which run many examples in one plain test function)."""

from __future__ import annotations

import asyncio
import os
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from decimal import Decimal
from typing import Any

import httpx

from app.sandbox.app import create_app
from app.sandbox.db import Database
from tests.support.sandbox import Tenant, asgi_client, demo_template, new_tenant

WAREHOUSE, CREDIT_CUSTOMER = 1, 2


def examples(wanted: int) -> int:
    """How many hypothesis examples a test of the server's figures tries: ``wanted``, or
    fewer in a mutation run (``MONEY_EXAMPLES``, set by tools/mutation_run.py), where each
    of several hundred mutants runs the tests again."""
    return min(wanted, int(os.environ.get("MONEY_EXAMPLES", wanted)))


if os.environ.get("MONEY_EXAMPLES"):
    # A mutation run forks each mutant's tests from a process that has collected them:
    # the demo company is built there once, not once per mutant.
    demo_template()


@dataclass
class OrderServer:
    """The demo company, prices unchecked, no rate limits."""

    tenant: Tenant
    items: list[int]
    """Active stock items without serials: one per line of an order."""
    withholding: list[tuple[int, Decimal]]
    """(id, rate) of the withholding taxes a stock line may carry."""
    _loop: asyncio.AbstractEventLoop
    _http: httpx.AsyncClient

    def post(self, path: str, body: object) -> httpx.Response:
        return self._loop.run_until_complete(self._http.post(path, json=body))

    def get(self, path: str) -> httpx.Response:
        return self._loop.run_until_complete(self._http.get(path))

    def create_order(self, body: dict[str, Any]) -> httpx.Response:
        """POST /v3/sales-orders with the demo's credit customer and first warehouse."""
        return self.post(
            "/v3/sales-orders",
            {"customerId": CREDIT_CUSTOMER, "warehouseId": WAREHOUSE, **body},
        )


@contextmanager
def order_server() -> Iterator[OrderServer]:
    db = Database(":memory:")
    tenant = new_tenant(db)
    tenant.setting("allowZeroPriceSales", "true")
    tenant.setting("minimumSalePrice", "None")
    with db.transaction() as conn:
        items = [
            int(row[0])
            for row in conn.execute(
                "SELECT id FROM stock_items WHERE tenant_id = ? AND is_active = 1 "
                "AND NOT EXISTS (SELECT 1 FROM stock_item_serials AS s "
                "WHERE s.stock_item_id = stock_items.id) ORDER BY id LIMIT 40",
                (tenant.id,),
            )
        ]
        withholding = [
            (int(row[0]), Decimal(repr(float(row[1]))))
            for row in conn.execute(
                "SELECT id, rate FROM taxes WHERE tenant_id = ? AND active = 1 "
                "AND sales_withholding_account_id IS NOT NULL "
                "AND (scope IS NULL OR scope = 'StockItem')",
                (tenant.id,),
            )
        ]
    loop = asyncio.new_event_loop()
    http = asgi_client(create_app(db, rate_limits=False), tenant.authorization)
    try:
        yield OrderServer(tenant, items, withholding, loop, http)
    finally:
        loop.run_until_complete(http.aclose())
        loop.close()
        db.close()
