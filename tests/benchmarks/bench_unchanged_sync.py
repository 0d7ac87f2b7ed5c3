"""An incremental ledger sync with nothing changed, against the sandbox served with the
service's rate limits (5 requests a second, 250 a minute), over a kept sandbox database
and a kept ledger cache: 1,000,000 journal entries (about 3,000,000 lines) by default.

    nice -n 10 .venv/bin/python -m tests.benchmarks.bench_unchanged_sync
        [--entries 1000000] [--years 3] [--db PATH] [--cache PATH] [--runs 2]

The sandbox database (``--db``) is seeded once (the demo company and ``--entries``
generated entries: ``bench_ledger.seed``, some minutes at 1,000,000) and the cache
(``--cache``) filled once by a full sync (about 1,000 requests: some minutes at the
limits); both are kept and reused, so a rerun measures only the unchanged syncs. The sync
is built with its defaults (the trailing window, the re-read budgets), so the same module
measures any version of ``app.sync.ledger`` on the path: that is how the before and after
figures of one machine state are taken.

Printed per run: the requests, the rate-limit floor for them ((n - 1) // 5 seconds), the
wall seconds, the client's CPU seconds (what a busy machine does not inflate) and the
server's; then the load average. Target: an unchanged sync at most 5 s.
"""

from __future__ import annotations

import argparse
import asyncio
import os
import subprocess
import sys
import time
from pathlib import Path

from app.api.client import ApiClient
from app.api.connection import Connection
from app.store.ledger import LedgerStore
from app.sync.ledger import LedgerSync
from tests.benchmarks.bench_ledger import cpu_seconds, floor_seconds, seed, token

TARGET_SECONDS = 5.0


async def measure(url: str, authorization: str, cache: Path, server_pid: int, runs: int) -> None:
    client = ApiClient(Connection(base_url=url, token=authorization))
    opened = time.perf_counter()
    store = LedgerStore(cache)
    print(f"cache {cache} opened in {time.perf_counter() - opened:.1f} s")
    try:
        sync = LedgerSync(client, store)
        if sync.due_for_full():
            started = time.perf_counter()
            first = await sync.sync()
            print(
                f"full sync (the cache filled): {first.entries_read:,} entries, "
                f"{first.requests} requests in {time.perf_counter() - started:.0f} s"
            )
        for number in range(1, runs + 1):
            # In the app runs are ten minutes apart: the rate limit's windows have emptied.
            await asyncio.sleep(2)
            started, cpu, server = time.perf_counter(), time.process_time(), cpu_seconds(server_pid)
            result = await sync.sync()
            wall = time.perf_counter() - started
            cpu = time.process_time() - cpu
            server = cpu_seconds(server_pid) - server
            verdict = "ok" if wall <= TARGET_SECONDS else "OVER"
            print(
                f"unchanged sync {number}: {result.requests} requests (floor "
                f"{floor_seconds(result.requests):.0f} s), {result.entries_read:,} entries "
                f"re-read, {result.changed} changed, {result.ranges_repaired} ranges repaired, "
                f"{len(result.drifted_customers)} drifted: {wall:.2f} s wall (client CPU "
                f"{cpu:.2f} s, server CPU {server:.2f} s; target {TARGET_SECONDS:.0f} s) {verdict}"
            )
    finally:
        await client.aclose()
        store.close()
    print(f"load average: {' '.join(f'{v:.2f}' for v in os.getloadavg())}")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--entries", type=int, default=1_000_000)
    parser.add_argument("--years", type=float, default=3.0)
    parser.add_argument("--db", type=Path, required=True)
    parser.add_argument("--cache", type=Path, required=True)
    parser.add_argument("--runs", type=int, default=2)
    args = parser.parse_args()
    if not args.db.exists():
        started = time.perf_counter()
        seed(args.db, args.entries, args.years)
        print(f"seeded {args.entries:,} entries in {time.perf_counter() - started:.0f} s")
    authorization = token(args.db)
    server = subprocess.Popen(
        [sys.executable, "-m", "app.sandbox", "serve", "--db", str(args.db), "--port", "0"],
        stdout=subprocess.PIPE,
        text=True,
    )
    try:
        assert server.stdout is not None
        url = server.stdout.readline().strip().removeprefix("listening on ")
        asyncio.run(measure(url, authorization, args.cache, server.pid, args.runs))
    finally:
        server.terminate()
        server.wait(timeout=20)


if __name__ == "__main__":
    main()
