"""Customers at 100,000 rows: the demo company plus generated customers, then the list,
search, lookups and a create through HTTP in-process. Prints seconds per request.

    .venv/bin/python -m tests.benchmarks.bench_customers [count]
"""

from __future__ import annotations

import asyncio
import sys
import time

from app.sandbox.app import create_app
from app.sandbox.db import Database
from app.sandbox.demo import create_demo_company
from app.sandbox.demo.customers import generate_customers
from tests.support.sandbox import Tenant, asgi_client, new_tenant

REQUESTS: tuple[tuple[str, str, dict[str, object] | None], ...] = (
    ("first page of 1000", "/v3/customers?limit=1000", None),
    ("last page of 1000", "/v3/customers?limit=1000&offset=99000", None),
    ("name contains", "/v3/customers?name=Hassan%20El&limit=1000", None),
    ("mobile contains", "/v3/customers?mobile=%2B20%20100&limit=1000", None),
    ("updateDate only (balances)", "/v3/customers?updateDate=2000-01-01&limit=1000", None),
    ("search", "/v3/customers?search=Ahmed", None),
    ("search, no match", "/v3/customers?search=zzzz", None),
    ("externalId exact", "/v3/customers?externalId=SHOP-1001", None),
    ("accounts by customer code", "/v3/accounts?relatedCustomerCode=GEN-050000", None),
    ("find-by-ids (1000)", "/v3/customers/find-by-ids", {"ids": list(range(1, 1001))}),
)


async def run(tenant: Tenant, db: Database) -> None:
    app = create_app(db, rate_limits=False)
    async with asgi_client(app, tenant.authorization) as http:
        for label, path, body in REQUESTS:
            started = time.perf_counter()
            if body is None:
                response = await http.get(path)
            else:
                response = await http.post(path, json=body)
            seconds = time.perf_counter() - started
            assert response.status_code == 200, response.text
            print(f"{label:32} {seconds:7.3f} s")
        started = time.perf_counter()
        response = await http.post("/v3/customers", json={"code": "B-1", "name": "Bench"})
        assert response.status_code == 201, response.text
        print(f"{'create (uniqueness checks)':32} {time.perf_counter() - started:7.3f} s")


def main() -> None:
    count = int(sys.argv[1]) if len(sys.argv) > 1 else 100_000
    db = Database(":memory:")
    tenant = new_tenant(db)
    create_demo_company(db, "Neighbour")  # a second organization, as in real files
    started = time.perf_counter()
    with db.transaction() as conn:
        generate_customers(conn, tenant.id, count)
    print(f"{'generate ' + str(count):32} {time.perf_counter() - started:7.3f} s")
    asyncio.run(run(tenant, db))
    db.close()


if __name__ == "__main__":
    main()
