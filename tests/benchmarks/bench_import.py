"""Importing stock items: reading and checking a large file, then sending rows through the
batch endpoint of an in-process sandbox, and importing the same rows again (all skipped).

    PYTHONPATH=. .venv/bin/python -m tests.benchmarks.bench_import [rows] [sent]
"""

from __future__ import annotations

import asyncio
import sys
import tempfile
import time
from pathlib import Path

from app.sandbox.app import create_app
from app.sandbox.db import Database
from app.store.tabular import read_table, write_table
from app.sync.import_rows import STOCK_ITEMS, ImportMode, RowState, match_headers, prepare_rows
from app.sync.import_send import send_rows
from tests.support.sandbox import api_client, new_tenant


def timed(label: str, started: float) -> None:
    print(f"{label:<44} {time.perf_counter() - started:8.3f} s")


async def main(count: int, sent: int) -> None:
    headers = ["Description", "Code", "SKU", "Price", "Purchase price", "Note"]
    rows = [
        [f"Bench item {n}", f"BI-{n:06d}", f"BSKU-{n}", f"{n % 500},5", "12", "imported"]
        for n in range(count)
    ]
    with tempfile.TemporaryDirectory() as folder:
        for suffix in (".csv", ".xlsx"):
            path = Path(folder) / f"items{suffix}"
            write_table(path, headers, rows)
            started = time.perf_counter()
            table = read_table(path)
            timed(f"read {count} rows ({suffix})", started)
        started = time.perf_counter()
        mapping = match_headers(STOCK_ITEMS, table.headers)
        prepared = prepare_rows(STOCK_ITEMS, ImportMode.CREATE, table.rows, mapping)
        timed(f"match and check {count} rows", started)
        assert all(row.state is RowState.READY for row in prepared)

    db = Database(":memory:")
    tenant = new_tenant(db)
    tenant.setting("itemCodingMethod", "Free")  # the file's codes are kept (update by code)
    client = api_client(create_app(db, rate_limits=False), tenant)
    try:
        first = prepared[:sent]
        started = time.perf_counter()
        await send_rows(client, STOCK_ITEMS, ImportMode.CREATE, first)
        timed(f"create {sent} rows (chunks of 100)", started)
        assert all(row.state is RowState.CREATED for row in first)
        again = prepare_rows(STOCK_ITEMS, ImportMode.CREATE, table.rows[:sent], mapping)
        started = time.perf_counter()
        await send_rows(client, STOCK_ITEMS, ImportMode.CREATE, again)
        timed(f"import the same {sent} rows again (skipped)", started)
        assert all(row.state is RowState.EXISTS for row in again)
        update_mapping = match_headers(STOCK_ITEMS, ["Code", "Price"])
        updates = prepare_rows(
            STOCK_ITEMS,
            ImportMode.BY_CODE,
            [[row[1], "99"] for row in table.rows[:sent]],
            update_mapping,
        )
        started = time.perf_counter()
        await send_rows(client, STOCK_ITEMS, ImportMode.BY_CODE, updates)
        timed(f"update {sent} rows by code (read + merge)", started)
        assert all(row.state is RowState.UPDATED for row in updates)
    finally:
        await client.aclose()
        db.close()


if __name__ == "__main__":
    asyncio.run(
        main(
            int(sys.argv[1]) if len(sys.argv) > 1 else 10_000,
            int(sys.argv[2]) if len(sys.argv) > 2 else 1_000,
        )
    )
