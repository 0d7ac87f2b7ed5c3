"""GET /v3/stock-items?limit=1000 at 100,000 items, over loopback HTTP.

Seeds the demo company plus 100,000 generated items into a temporary database, serves the
sandbox on a loopback port (the app's own ``SandboxServer``), then times 50 GETs of
1,000-item pages at offsets spread over the whole list with httpx, as the desktop client's
full sync does. Prints p50 and p95 (the issue's target: p50 under 10 ms).

    .venv/bin/python -m tests.benchmarks.bench_stock_item_list [items] [requests]
"""

from __future__ import annotations

import statistics
import sys
import tempfile
import time
from pathlib import Path

import httpx

from app.sandbox.app import create_app
from app.sandbox.auth import ALL_SCOPES, create_api_user
from app.sandbox.db import Database
from app.sandbox.demo import create_demo_company
from app.sandbox.demo.stock_items import generate_stock_items
from app.sandbox.server import SandboxServer

PAGE = 1000


def seed(db: Database, count: int) -> str:
    """The demo company with ``count`` more items; returns an Authorization value."""
    tenant_id = create_demo_company(db)
    started = time.perf_counter()
    with db.transaction() as conn:
        generate_stock_items(conn, tenant_id, count)
        issued = create_api_user(conn, tenant_id=tenant_id, name="bench", scopes=[ALL_SCOPES])
    print(f"seeded {count:,} items in {time.perf_counter() - started:.1f} s")
    return issued.authorization


def percentile(samples: list[float], fraction: float) -> float:
    ordered = sorted(samples)
    return ordered[min(len(ordered) - 1, round(fraction * (len(ordered) - 1)))]


def main() -> None:
    count = int(sys.argv[1]) if len(sys.argv) > 1 else 100_000
    requests = int(sys.argv[2]) if len(sys.argv) > 2 else 50
    with tempfile.TemporaryDirectory() as folder:
        db = Database(Path(folder) / "bench.sqlite3")
        try:
            authorization = seed(db, count)
            server = SandboxServer(create_app(db, rate_limits=False))
            url = server.start()
            try:
                with httpx.Client(base_url=url, headers={"Authorization": authorization}) as http:
                    total = http.get("/v3/stock-items", params={"limit": 1}).json()["totalCount"]
                    last = max(0, total - PAGE)
                    offsets = [last * index // (requests - 1) for index in range(requests)]
                    http.get("/v3/stock-items", params={"limit": PAGE})  # warm-up
                    seconds = []
                    for offset in offsets:
                        started = time.perf_counter()
                        response = http.get(
                            "/v3/stock-items", params={"offset": offset, "limit": PAGE}
                        )
                        seconds.append(time.perf_counter() - started)
                        # Checked after the clock stops: parsing is the client's work.
                        response.raise_for_status()
                        items = response.json()["items"]
                        assert len(items) == PAGE, (offset, len(items))
            finally:
                server.stop()
        finally:
            db.close()
    print(
        f"GET /v3/stock-items limit={PAGE} over {total:,} items, {requests} requests: "
        f"p50 {statistics.median(seconds) * 1000:.1f} ms, "
        f"p95 {percentile(seconds, 0.95) * 1000:.1f} ms, "
        f"max {max(seconds) * 1000:.1f} ms ({len(response.content) / 1024:.0f} KiB a page)"
    )


if __name__ == "__main__":
    main()
