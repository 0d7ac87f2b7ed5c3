"""Warehouses, classifications, brands, cities and districts at 100,000 rows: each list
and lookup of the group through the sandbox in-process, on a 1,000-row page where paged.
Prints the median of a few calls per request.

    .venv/bin/python -m tests.benchmarks.bench_places [rows]
"""

from __future__ import annotations

import asyncio
import statistics
import sys
import time

import httpx

from app.sandbox.app import create_app
from app.sandbox.db import Database, utc_now
from tests.support.sandbox import BASE_URL, new_tenant

RUNS = 5


def fill(db: Database, tenant_id: int, rows: int) -> dict[str, int]:
    """``rows`` of each kind; returns ids the requests below need."""
    now = utc_now()
    with db.transaction() as conn:
        region = conn.execute(
            "SELECT id FROM classifications WHERE tenant_id = ? AND code = 'CAIRO'", (tenant_id,)
        ).fetchone()["id"]
        conn.executemany(
            "INSERT INTO cities (tenant_id, name, country_id, created_at, updated_at) "
            "VALUES (?, ?, 1, ?, ?)",
            [(tenant_id, f"City {n:06d}", now, now) for n in range(rows)],
        )
        city = conn.execute("SELECT max(id) FROM cities").fetchone()[0]
        conn.executemany(
            "INSERT INTO districts (tenant_id, name, city_id, created_at, updated_at) "
            "VALUES (?, ?, ?, ?, ?)",
            [(tenant_id, f"District {n:06d}", city, now, now) for n in range(rows)],
        )
        conn.executemany(
            "INSERT INTO brands (tenant_id, name, created_at, updated_at) VALUES (?, ?, ?, ?)",
            [(tenant_id, f"Brand {n:06d}", now, now) for n in range(rows)],
        )
        # A stock-item tree: 1,000 branches under one root, the rest as leaves under them.
        root = conn.execute(
            "SELECT id FROM classifications WHERE tenant_id = ? AND code = '01'", (tenant_id,)
        ).fetchone()["id"]
        first = conn.execute("SELECT max(id) FROM classifications").fetchone()[0] + 1
        conn.executemany(
            "INSERT INTO classifications (id, tenant_id, type, code, description, parent_id, "
            "created_at, updated_at) VALUES (?, ?, 'StockItems', ?, ?, ?, ?, ?)",
            [
                (
                    first + n,
                    tenant_id,
                    f"C{n:06d}",
                    f"Class {n:06d}",
                    root if n < 1000 else first + n % 1000,
                    now,
                    now,
                )
                for n in range(rows)
            ],
        )
        conn.executemany(
            "INSERT INTO warehouses (tenant_id, classification_id, code, description, "
            "created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?)",
            [(tenant_id, region, f"W{n:06d}", f"Store {n:06d}", now, now) for n in range(rows)],
        )
        warehouse = conn.execute("SELECT max(id) FROM warehouses").fetchone()[0]
        conn.executemany(
            "INSERT INTO stock_items (tenant_id, code, description, classification_id, "
            "created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?)",
            [
                (tenant_id, f"I{n:06d}", f"Item {n:06d}", first + 1000 + n % 1000, now, now)
                for n in range(rows)
            ],
        )
        # Every other item is stocked in the last warehouse.
        conn.execute(
            "INSERT INTO stock_balances (tenant_id, warehouse_id, stock_item_id, quantity) "
            "SELECT tenant_id, ?, id, 5 FROM stock_items WHERE tenant_id = ? AND id % 2 = 0",
            (warehouse, tenant_id),
        )
        first_item = conn.execute(
            "SELECT min(id) FROM stock_items WHERE tenant_id = ?", (tenant_id,)
        ).fetchone()[0]
        user = conn.execute(
            "SELECT id FROM api_users WHERE tenant_id = ? AND name = 'tester'", (tenant_id,)
        ).fetchone()[0]
    return {"city": city, "warehouse": warehouse, "user": user, "first_item": first_item}


async def measure(client: httpx.AsyncClient, path: str, **params: object) -> float:
    seconds = []
    for _ in range(RUNS):
        started = time.perf_counter()
        response = await client.get(path, params=params)
        seconds.append(time.perf_counter() - started)
        assert response.status_code == 200, response.text
    return statistics.median(seconds)


async def main() -> None:
    rows = int(sys.argv[1]) if len(sys.argv) > 1 else 100_000
    db = Database(":memory:")
    tenant = new_tenant(db)
    started = time.perf_counter()
    ids = fill(db, tenant.id, rows)
    print(f"filled {rows:,} rows of each kind in {time.perf_counter() - started:.1f} s")
    item_ids = ",".join(str(ids["first_item"] + n) for n in range(1000))
    requests: list[tuple[str, dict[str, object]]] = [
        ("/v3/cities", {"limit": 1000}),
        ("/v3/cities", {"limit": 1000, "offset": rows - 1000, "countryId": 1}),
        ("/v3/districts", {"limit": 1000, "cityId": ids["city"]}),
        ("/v3/brands", {"limit": 1000, "name": "99"}),
        ("/v3/warehouses", {"limit": 1000, "offset": rows // 2}),
        ("/v3/warehouses", {"code": "W050000"}),
        (f"/v3/warehouses/{ids['warehouse']}/balance", {"limit": 1000, "offset": rows // 2}),
        ("/v3/warehouses/stock-items-balances", {"stockItemsIds": item_ids}),
        (f"/v3/warehouses/tree/{ids['user']}", {}),
        ("/v3/classifications/stock-items", {"limit": 1000, "offset": rows // 2}),
        (f"/v3/classifications/stock-items/tree/{ids['user']}", {}),
        ("/v3/classifications/common", {"limit": 1000, "offset": rows // 2}),
        ("/v3/classifications/common", {"description": "Class 050000"}),
    ]
    app = create_app(db, rate_limits=False)
    headers = {"Authorization": tenant.authorization}
    transport = httpx.ASGITransport(app=app)
    async with httpx.AsyncClient(transport=transport, base_url=BASE_URL, headers=headers) as client:
        for path, params in requests:
            seconds = await measure(client, path, **params)
            shown = ", ".join(f"{k}={str(v)[:12]}" for k, v in params.items())
            print(f"{seconds * 1000:8.1f} ms  GET {path} {shown}")
    db.close()


if __name__ == "__main__":
    asyncio.run(main())
