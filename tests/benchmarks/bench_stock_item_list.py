"""GET /v3/stock-items?limit=1000 at 100,000 items, over loopback HTTP.

Seeds the demo company plus 100,000 generated items into a temporary database, serves the
sandbox on a loopback port (the app's own ``SandboxServer``), then times 50 GETs of
1,000-item pages at offsets spread over the whole list with httpx, as the desktop client's
full sync does. Prints p50 and p95 (the issue's target: p50 under 10 ms), and two
references that tell where the time goes: the same work without HTTP (the handler's own
share) and a ready-made body of the same size through the same server (the floor that
HTTP, the ASGI stack and the client set for a body that large).

    .venv/bin/python -m tests.benchmarks.bench_stock_item_list [items] [requests] [--db PATH]

With ``--db``, the seeded database is kept at PATH and reused by later runs (seeding takes
longer than the timing): a missing file is seeded, an existing one only gets a new API user.
"""

from __future__ import annotations

import argparse
import statistics
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

import httpx
from fastapi import Response

from app.models.stock_items import StockItemListQuery
from app.sandbox.app import create_app
from app.sandbox.auth import ALL_SCOPES, Caller, create_api_user
from app.sandbox.db import Database
from app.sandbox.demo import create_demo_company
from app.sandbox.demo.stock_items import generate_stock_items
from app.sandbox.paging import PageRequest
from app.sandbox.resources.stock_items import _default_list
from app.sandbox.server import SandboxServer

PAGE = 1000


def reuse(db: Database) -> tuple[int, str]:
    """An already seeded database's first tenant and an Authorization value for it."""
    with db.transaction() as conn:
        tenant_id = int(conn.execute("SELECT min(id) FROM tenants").fetchone()[0])
        issued = create_api_user(conn, tenant_id=tenant_id, name="bench", scopes=[ALL_SCOPES])
    return tenant_id, issued.authorization


def seed(db: Database, count: int) -> tuple[int, str]:
    """The demo company with ``count`` more items: (tenant id, an Authorization value).

    The generated items get stock in the demo's warehouses (a third of them, so a third of
    each page carries an opening balance); three are added when the demo has none.
    """
    tenant_id = create_demo_company(db)
    started = time.perf_counter()
    with db.transaction() as conn:
        has_warehouses = conn.execute(
            "SELECT 1 FROM warehouses WHERE tenant_id = ?", (tenant_id,)
        ).fetchone()
        if has_warehouses is None:
            conn.executemany(
                "INSERT INTO warehouses (tenant_id, code, description, created_at, updated_at) "
                "VALUES (?, ?, ?, '', '')",
                [(tenant_id, f"B{number}", f"Bench store {number}") for number in (1, 2, 3)],
            )
        generate_stock_items(conn, tenant_id, count)
        issued = create_api_user(conn, tenant_id=tenant_id, name="bench", scopes=[ALL_SCOPES])
    print(f"seeded {count:,} items in {time.perf_counter() - started:.1f} s")
    return tenant_id, issued.authorization


def percentile(samples: list[float], fraction: float) -> float:
    ordered = sorted(samples)
    return ordered[min(len(ordered) - 1, round(fraction * (len(ordered) - 1)))]


def report(name: str, seconds: list[float]) -> None:
    print(
        f"{name:<44} p50 {statistics.median(seconds) * 1000:5.1f} ms   "
        f"p95 {percentile(seconds, 0.95) * 1000:5.1f} ms   "
        f"max {max(seconds) * 1000:5.1f} ms"
    )


def timed(offsets: list[int], call: Callable[[int], object]) -> list[float]:
    seconds = []
    for offset in offsets:
        started = time.perf_counter()
        call(offset)
        seconds.append(time.perf_counter() - started)
    return seconds


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("items", type=int, nargs="?", default=100_000)
    parser.add_argument("requests", type=int, nargs="?", default=50)
    parser.add_argument("--db", type=Path, help="keep the seeded database here and reuse it")
    options = parser.parse_args()
    count, requests = options.items, options.requests
    with tempfile.TemporaryDirectory() as folder:
        path = options.db or Path(folder) / "bench.sqlite3"
        seeded = path.exists()
        db = Database(path)
        try:
            tenant_id, authorization = reuse(db) if seeded else seed(db, count)
            app = create_app(db, rate_limits=False)
            same_size: list[bytes] = []

            # async, as the list's shortcut is: no threadpool hop in the floor either.
            @app.get("/bench/same-size-body")
            async def same_size_body() -> Response:
                return Response(content=same_size[0], media_type="application/json")

            server = SandboxServer(app)
            url = server.start()
            try:
                with httpx.Client(base_url=url, headers={"Authorization": authorization}) as http:
                    total = http.get("/v3/stock-items", params={"limit": 1}).json()["totalCount"]
                    last = max(0, total - PAGE)
                    offsets = [last * index // (requests - 1) for index in range(requests)]
                    same_size.append(http.get("/v3/stock-items", params={"limit": PAGE}).content)

                    def get_page(offset: int) -> None:
                        response = http.get(
                            "/v3/stock-items", params={"offset": offset, "limit": PAGE}
                        )
                        response.raise_for_status()

                    seconds = timed(offsets, get_page)
                    # Checked outside the clock: parsing is the client's work.
                    page = http.get("/v3/stock-items", params={"offset": last, "limit": PAGE})
                    assert len(page.json()["items"]) == PAGE
                    static = timed(offsets, lambda _offset: http.get("/bench/same-size-body"))
            finally:
                server.stop()
            caller = Caller(user_id=0, tenant_id=tenant_id, name="bench", scopes=frozenset())

            def handler_only(offset: int) -> None:
                with db.transaction() as conn:
                    _default_list(db, conn, caller, PageRequest(offset, PAGE), StockItemListQuery())

            in_process = timed(offsets, handler_only)
        finally:
            db.close()
    print(
        f"{requests} pages of {PAGE} over {total:,} items, {len(same_size[0]) / 1024:.0f} KiB "
        "a page:"
    )
    report("GET /v3/stock-items over loopback HTTP", seconds)
    report("  the handler alone (no HTTP, no ASGI)", in_process)
    report("  a ready-made body of that size over HTTP", static)


if __name__ == "__main__":
    main()
