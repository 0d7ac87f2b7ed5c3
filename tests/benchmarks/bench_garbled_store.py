"""A garbled profile store, 100 times with a fixed seed.

    .venv/bin/python -m tests.benchmarks.bench_garbled_store [seeds=100]

Each seed builds a store as a session leaves it (a cache, drafts, outbox rows in every
state, some of them confirmed by the sandbox), garbles 1-4 random pages, opens it as the
app does (check, move aside, salvage, shadow) and drains the outbox against the same
sandbox. Prints how many stores opened, how many were repaired, drafts recovered or named,
documents sent twice (must be 0), confirmed rows queued again (must be 0), and the time an
open with a repair takes against the open of a sound store (the baseline, same run).
"""

from __future__ import annotations

import asyncio
import logging
import statistics
import sys
import tempfile
import time
from pathlib import Path

from app.sandbox.db import Database
from app.store.local import LocalStore
from app.store.recovery import open_store
from tests.support.garbled import run_seed
from tests.support.sandbox import api_client, new_tenant


async def run(seeds: int) -> None:
    from app.sandbox.app import create_app

    db = Database(":memory:")
    tenant = new_tenant(db)
    client = api_client(create_app(db, rate_limits=False), tenant)
    opened = repaired = drafts_total = drafts_named = duplicates = resent = 0
    unread = 0
    try:
        with tempfile.TemporaryDirectory() as folder:
            for seed in range(seeds):
                result = await run_seed(seed, Path(folder), tenant, client)
                opened += 1
                repaired += result.report is not None
                drafts_total += len(result.drafts)
                drafts_named += len(result.drafts & result.named)
                duplicates += sum(count - 1 for count in result.duplicates.values())
                resent += len(result.resent_confirmed)
                if result.report is not None:
                    unread += result.report.drafts_unreadable
    finally:
        await client.aclose()
        db.close()
    print(f"seeds                        {seeds}")
    print(f"store opened                 {opened}/{seeds}")
    print(f"damage found and repaired    {repaired}/{seeds} (the rest: garbled pages unused)")
    print(f"drafts recovered or named    {drafts_named}/{drafts_total}")
    print(f"drafts unreadable, unnamed   {unread}")
    print(f"documents sent twice         {duplicates}")
    print(f"confirmed rows queued again  {resent}")


def open_times(rounds: int = 20) -> None:
    """The cost of the check at open, and of a repair, against a plain open (baseline)."""
    plain, checked, repairs = [], [], []
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "p.sqlite3"
        store = LocalStore(path)
        with store.transaction() as conn:
            for n in range(20_000):
                conn.execute(
                    "INSERT INTO reference_rows (list, id, code, name, payload, seen_at) "
                    "VALUES ('stock_items', ?, ?, ?, ?, 'now')",
                    (n, f"IT{n}", f"Item {n}", f'{{"code": "IT{n}", "price": 1}}'),
                )
        store.close()
        for _ in range(rounds):
            started = time.perf_counter()
            LocalStore(path).close()
            plain.append(time.perf_counter() - started)
            started = time.perf_counter()
            open_store(path).close()
            checked.append(time.perf_counter() - started)
        size = path.stat().st_size
        for _ in range(5):
            with path.open("r+b") as file:
                file.write(b"\x00" * 4096)
            started = time.perf_counter()
            open_store(path).close()
            repairs.append(time.perf_counter() - started)
    base = statistics.median(plain)
    print(f"store of 20,000 items         {size / 1e6:.1f} MB")
    print(f"open, baseline               {base * 1000:.1f} ms")
    print(
        f"open with the check          {statistics.median(checked) * 1000:.1f} ms"
        f" ({statistics.median(checked) / base:.1f}x)"
    )
    print(
        f"open with a repair           {statistics.median(repairs) * 1000:.1f} ms"
        f" ({statistics.median(repairs) / base:.1f}x)"
    )


if __name__ == "__main__":
    logging.getLogger("app.store.recovery").setLevel(logging.CRITICAL)  # one line per repair
    asyncio.run(run(int(sys.argv[1]) if len(sys.argv) > 1 else 100))
    open_times()
