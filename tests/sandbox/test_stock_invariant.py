"""The stock invariant, checked over the HTTP API with random document sequences.

A hypothesis state machine sends receive-supplies, issue-offering, opening-balance and
sales-return requests (a few items, two warehouses, random quantities and prices, some
batches, issues beyond stock and returns of nothing left that must be refused) and after
every step checks that

- every item's on-hand balance, read from the API, is what the accepted documents add up
  to, and equals the sum of its movements (``books.audit``), never negative;
- a refused document leaves nothing behind (documents, lines, movements, ledger lines,
  serials, numbering);
- the journal entries documents made balance.

Each document kind is one ``@rule`` plus its expected effect on ``self.expected``; sales
returns (received at once) bring back what accepted issue offerings have left.

CI runs a small derandomized profile; ``STOCK_INVARIANT_PROFILE=thorough`` runs a long,
random one.
"""

from __future__ import annotations

import asyncio
import os
from collections import defaultdict
from typing import Any

import httpx
from fastapi import FastAPI
from hypothesis import HealthCheck, settings
from hypothesis import strategies as st
from hypothesis.stateful import (
    RuleBasedStateMachine,
    initialize,
    invariant,
    rule,
    run_state_machine_as_test,
)

from app.sandbox.books import audit
from app.sandbox.db import Database
from app.sandbox.routing import SandboxState
from tests.support.documents import customer_id, new_item, supplier_id, warehouse_id
from tests.support.sandbox import Tenant, asgi_client, new_tenant

PROFILES = {
    "ci": settings(
        derandomize=True,
        max_examples=8,
        stateful_step_count=12,
        deadline=None,
        suppress_health_check=[HealthCheck.too_slow],
    ),
    "thorough": settings(
        max_examples=300,
        stateful_step_count=40,
        deadline=None,
        suppress_health_check=[HealthCheck.too_slow],
    ),
}
PROFILE = PROFILES[os.environ.get("STOCK_INVARIANT_PROFILE", "ci")]

ITEMS = ("INV-A", "INV-B", "INV-LOT")  # INV-LOT needs a batch number on receipts
WAREHOUSES = ("WH01", "WH02")
BATCHES = ("L1", "L2")
EPSILON = 1e-6

quantities = st.integers(min_value=1, max_value=40).map(lambda n: n / 2)  # 0.5 .. 20
prices = st.integers(min_value=1, max_value=2_000).map(lambda n: n / 4)  # 0.25 .. 500
items = st.sampled_from(ITEMS)
warehouses = st.sampled_from(WAREHOUSES)
batches = st.sampled_from(BATCHES)

TRACES = (
    "documents",
    "document_lines",
    "stock_movements",
    "ledger_lines",
    "stock_item_serials",
    "document_sequences",
)


class StockMachine(RuleBasedStateMachine):
    """One demo company per example; ``expected`` is what accepted documents add up to."""

    database: Database  # set by the test: the migrated empty database to copy
    app: FastAPI

    def __init__(self) -> None:
        super().__init__()
        self.db = self.database.clone()
        self.tenant: Tenant = new_tenant(self.db)
        self.app.state.sandbox = SandboxState(db=self.db, rate_limits=None)
        # The rules are synchronous (hypothesis drives them); each request runs on a loop
        # of the machine's own.
        self.loop = asyncio.new_event_loop()
        self.http = asgi_client(self.app, self.tenant.authorization)
        self.expected: defaultdict[tuple[str, str], float] = defaultdict(float)
        self.accepted = 0
        self.refused = 0
        # Accepted issue offerings: (code, warehouse) -> item -> quantity not yet returned.
        self.issued: dict[str, defaultdict[str, float]] = {}

    @initialize()
    def arrange(self) -> None:
        self.item_ids = {
            code: new_item(self.tenant, code, requires_batch=code == "INV-LOT") for code in ITEMS
        }
        self.warehouse_ids = {code: warehouse_id(self.tenant, code) for code in WAREHOUSES}
        self.supplier = supplier_id(self.tenant)
        self.customer = customer_id(self.tenant)
        # Sales returns come back into stock at once (their return receipt).
        self.tenant.setting("salesReturnAutoIssue", "true")

    def teardown(self) -> None:
        if os.environ.get("STOCK_INVARIANT_TALLY"):
            print(f"accepted {self.accepted}, refused {self.refused}")
        self.loop.run_until_complete(self.http.aclose())
        self.loop.close()
        self.db.close()

    def _request(self, method: str, path: str, body: dict | None = None) -> httpx.Response:
        return self.loop.run_until_complete(self.http.request(method, path, json=body))

    # -- helpers ------------------------------------------------------------------------------
    def _line(self, item: str, quantity: float, price: float, batch: str | None) -> dict:
        line: dict[str, Any] = {
            "stockItemId": self.item_ids[item],
            "quantity": quantity,
            "price": price,
        }
        if batch is not None:
            line["batchNumber"] = batch
        return line

    def _traces(self) -> dict[str, int]:
        with self.db.transaction() as conn:
            return {
                table: int(conn.execute(f"SELECT count(*) FROM {table}").fetchone()[0])
                for table in TRACES
            } | {
                "last_serials": int(
                    conn.execute("SELECT total(last_serial) FROM document_sequences").fetchone()[0]
                )
            }

    def _post(self, path: str, body: dict) -> tuple[int, dict]:
        response = self._request("POST", path, body)
        return response.status_code, response.json()

    def _receipt(self, path: str, warehouse: str, lines: list[tuple[str, float, str]]) -> None:
        """A receipt of ``lines`` (item, quantity, batch) must be accepted."""
        status, body = self._post(
            path,
            {
                "warehouseId": self.warehouse_ids[warehouse],
                **({"supplierId": self.supplier} if "receive" in path else {}),
                "workOrderDetails": [
                    self._line(item, quantity, price, batch if item == "INV-LOT" else None)
                    for item, quantity, price, batch in lines
                ],
            },
        )
        assert status == 201, body
        for item, quantity, _price, _batch in lines:
            self.expected[(warehouse, item)] += quantity
        self.accepted += 1

    # -- document kinds: one rule each ----------------------------------------------------------
    @rule(
        warehouse=warehouses,
        lines=st.lists(st.tuples(items, quantities, prices, batches), min_size=1, max_size=3),
    )
    def receive_supplies(self, warehouse: str, lines: list[tuple[str, float, float, str]]) -> None:
        self._receipt("/v3/work-orders/receive-supplies", warehouse, lines)

    @rule(
        warehouse=warehouses,
        lines=st.lists(st.tuples(items, quantities, prices, batches), min_size=1, max_size=2),
    )
    def opening_balance(self, warehouse: str, lines: list[tuple[str, float, float, str]]) -> None:
        self._receipt("/v3/work-orders/opening-balance", warehouse, lines)

    @rule(
        warehouse=warehouses,
        lines=st.lists(st.tuples(items, quantities), min_size=1, max_size=3),
        price=prices,
    )
    def issue_offering(self, warehouse: str, lines: list[tuple[str, float]], price: float) -> None:
        wanted: defaultdict[str, float] = defaultdict(float)
        for item, quantity in lines:
            wanted[item] += quantity
        short = [
            item
            for item, quantity in wanted.items()
            if quantity > self.expected[(warehouse, item)] + EPSILON
        ]
        before = self._traces()
        status, body = self._post(
            "/v3/work-orders/issue-offering",
            {
                "warehouseId": self.warehouse_ids[warehouse],
                "customerId": self.customer,
                "workOrderDetails": [
                    self._line(item, quantity, price, None) for item, quantity in lines
                ],
            },
        )
        if short:
            assert status == 409, body
            assert body["errorCode"] == "AddingItemQuantityCauseNegativeBalance"
            assert all(item in body["detail"] for item in short)
            assert self._traces() == before, "a refused document left something behind"
            self.refused += 1
            return
        assert status == 201, body
        left = self.issued.setdefault(str(body["code"]), defaultdict(float))
        for item, quantity in lines:
            self.expected[(warehouse, item)] -= quantity
            left[item] += quantity
        self.accepted += 1

    @rule(pick=st.integers(min_value=0, max_value=1_000), warehouse=warehouses, part=st.booleans())
    def sales_return(self, pick: int, warehouse: str, part: bool) -> None:
        """Return goods of an accepted issue offering into ``warehouse``: all that is left,
        or half of its first line; an issue with nothing left is refused and leaves nothing."""
        if not self.issued:
            return
        code = sorted(self.issued)[pick % len(self.issued)]
        left = self.issued[code]
        before = self._traces()
        proposal = self._request("GET", f"/v3/sales-returns/returnable?code={code}")
        body: dict[str, Any] = {
            "warehouseId": self.warehouse_ids[warehouse],
            "sourceDocumentCode": code,
            "documentDate": "2026-01-05T10:00:00",
        }
        if all(quantity <= EPSILON for quantity in left.values()):
            assert proposal.status_code == 409, proposal.text
            status, refused = self._post("/v3/sales-returns", body)
            assert status == 409 and refused["errorCode"] == "OrderCompletelyReturned", refused
            assert self._traces() == before, "a refused return left something behind"
            self.refused += 1
            return
        assert proposal.status_code == 200, proposal.text
        names = {ident: name for name, ident in self.item_ids.items()}
        offered: defaultdict[str, float] = defaultdict(float)
        for detail in proposal.json()["details"]:
            offered[names[detail["stockItem"]["id"]]] += detail["quantity"]
        assert {k: v for k, v in offered.items() if v > EPSILON} == {
            k: v for k, v in left.items() if v > EPSILON
        }
        returned: dict[str, float] = dict(offered)
        if part:
            first = proposal.json()["details"][0]
            half = first["quantity"] / 2
            body["sourceDocumentDetails"] = [
                {"sourceWorkOrderDetailId": first["sourceWorkOrderDetailId"], "quantity": half}
            ]
            returned = {names[first["stockItem"]["id"]]: half}
        status, created = self._post("/v3/sales-returns", body)
        assert status == 201, created
        assert created["isIssued"] is True
        for item, quantity in returned.items():
            left[item] -= quantity
            self.expected[(warehouse, item)] += quantity
        self.accepted += 1

    # -- after every step -----------------------------------------------------------------------
    @invariant()
    def balances_are_the_documents_and_the_movements(self) -> None:
        if not hasattr(self, "item_ids"):
            return
        for warehouse in WAREHOUSES:
            for item in ITEMS:
                response = self._request(
                    "GET",
                    f"/v3/stock-items/{self.item_ids[item]}/balance/warehouses/"
                    f"{self.warehouse_ids[warehouse]}",
                )
                assert response.status_code == 200, response.text
                on_hand = float(response.json())
                assert abs(on_hand - self.expected[(warehouse, item)]) < EPSILON
                assert on_hand > -EPSILON
        with self.db.transaction() as conn:
            assert audit.stock_findings(conn, self.tenant.id) == []
            assert audit.ledger_findings(conn, self.tenant.id) == []
            assert audit.reservation_findings(conn, self.tenant.id) == []


def test_stock_balances_are_always_the_sum_of_their_movements(
    migrated_database: Database, shared_sandbox_app: FastAPI
) -> None:
    StockMachine.database = migrated_database
    StockMachine.app = shared_sandbox_app
    run_state_machine_as_test(StockMachine, settings=PROFILE)
