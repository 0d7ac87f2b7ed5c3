"""What a full-replace save costs beyond the plain request body, for an order of many lines
(``app.models.full_replace``): building the body from the server's record, the form as
opened and the form now (one line changed), and sending a frozen body through its request
model, each against the plain ``to_wire`` of the same request measured in the same run.

    .venv/bin/python -m tests.benchmarks.bench_full_replace [lines]
"""

from __future__ import annotations

import statistics
import sys
import time
from collections.abc import Callable
from decimal import Decimal
from typing import Any

from app.models.full_replace import full_replace_body
from app.models.sales_orders import SalesOrderRequest


def order(lines: int) -> tuple[dict[str, Any], SalesOrderRequest]:
    request = SalesOrderRequest.model_validate(
        {
            "customerId": 7,
            "warehouseId": 1,
            "documentDate": "2026-11-30T10:00:00",
            "notes": "bench",
            "salesOrderDetails": [
                {"stockItemId": 100 + n, "quantity": 2, "price": Decimal("12.50"), "taxId": 1}
                for n in range(lines)
            ],
        }
    )
    wire = request.to_wire()
    server = {
        **wire,
        "id": 9,
        "code": "SO-9",
        "taxable": False,
        "futureField": {"x": 1},
        "salesOrderDetails": [
            {**line, "id": 1000 + n, "comments": "kept", "stockItem": {"id": line["stockItemId"]}}
            for n, line in enumerate(wire["salesOrderDetails"])
        ],
    }
    return server, request


def timed(work: Callable[[], object], repeat: int = 30) -> float:
    """The median of ``repeat`` runs, in milliseconds."""
    runs = []
    for _ in range(repeat):
        started = time.perf_counter()
        work()
        runs.append((time.perf_counter() - started) * 1000)
    return statistics.median(runs)


def main(lines: int) -> None:
    server, request = order(lines)
    opened = request.to_wire()
    now = {**opened, "salesOrderDetails": list(opened["salesOrderDetails"])}
    now["salesOrderDetails"][lines // 2] = {**now["salesOrderDetails"][lines // 2], "quantity": 3}
    body = full_replace_body(server, opened, now)

    baseline = timed(request.to_wire)
    merge = timed(lambda: full_replace_body(server, opened, now))
    send = timed(lambda: SalesOrderRequest.from_frozen(body).to_wire())
    plain_send = timed(lambda: SalesOrderRequest.model_validate(now).to_wire())
    print(f"order of {lines} lines, medians of 30 runs")
    print(f"  to_wire (baseline)            {baseline:8.2f} ms")
    print(f"  full_replace_body             {merge:8.2f} ms  x{merge / baseline:.1f}")
    print(f"  validate + to_wire, plain     {plain_send:8.2f} ms  x{plain_send / baseline:.1f}")
    print(f"  from_frozen + to_wire         {send:8.2f} ms  x{send / baseline:.1f}")


if __name__ == "__main__":
    main(int(sys.argv[1]) if len(sys.argv) > 1 else 200)
