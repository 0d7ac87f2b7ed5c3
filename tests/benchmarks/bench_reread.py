"""What an incremental sync with nothing changed costs the ledger cache at 1,000,000
journal entries (about 3,000,000 lines): the writer thread's work, beside the rate-limit
floor of the requests the same run makes.

    nice -n 10 .venv/bin/python -m tests.benchmarks.bench_reread [--cache PATH]
        [--window-pages 3] [--slice-pages 5]

Over ``bench_statements``'s kept cache (built on the first run of either), it runs on the
sync's own writer connection, in the sync's order and with its functions, what an
incremental run does once the history is beyond the re-read budget: the window's first
day (the newest ``--window-pages`` pages of cached documents), the counts (the whole
history against the budget, the window, the history before it), whether a line names an
unknown account, the trailing window's documents written again page by page (1,000 a
transaction, as they come), those the window did not see deleted, the next rolling slice
(``--slice-pages`` pages of the oldest documents) written again and reconciled, and every
customer's balance for the drift guard. The documents are ``bench_statements.documents``
again, as the cache holds them, so nothing changed. Two passes: the first after a cache
of an older schema (whose fingerprints are CRC-32) writes every re-read document again;
the second is an unchanged sync. The floor: the requests of that run at the service's 5 a
second (window and slice pages, one count, two pages of customers, one of sales orders);
target: the sync at most 5 s.
"""

from __future__ import annotations

import argparse
import os
import sqlite3
import time
from collections.abc import Callable
from datetime import date, timedelta
from pathlib import Path
from typing import Any

from app.store.ledger import (
    EntryRow,
    LedgerStore,
    day_after_count,
    delete_entries_unseen,
    entry_count,
    get_meta,
    names_unknown_records,
    window_start_day,
    write_entries,
)
from app.store.transactions import immediate_transaction
from app.sync.ledger import (
    EARLIEST,
    HISTORY_BUDGET,
    _customer_balances,
)
from tests.benchmarks.bench_statements import BUILT_ON, CACHE_DIR, build, documents

PAGE = 1000


def one_pass(
    conn: sqlite3.Connection,
    window: list[EntryRow],
    old_slice: list[EntryRow],
    window_start: date,
    slice_end: str,
    stamp: str,
) -> dict[str, float]:
    """Seconds per step of one incremental run's writer work."""
    steps: dict[str, float] = {}

    def step(name: str, function: Callable[[], Any], transaction: bool = False) -> None:
        started = time.perf_counter()
        if transaction:
            with immediate_transaction(conn):
                function()
        else:
            function()
        steps[name] = steps.get(name, 0.0) + time.perf_counter() - started

    step("counts", lambda: entry_count(conn, None, date.max))
    step("counts", lambda: entry_count(conn, window_start, date.max))
    step("unknown accounts", lambda: names_unknown_records(conn))
    for start in range(0, len(window), PAGE):
        page = window[start : start + PAGE]
        step("window written", lambda page=page: write_entries(conn, page, stamp), True)
    step(
        "window reconciled",
        lambda: delete_entries_unseen(conn, stamp, day_from=window_start.isoformat()),
        True,
    )
    step("counts", lambda: entry_count(conn, None, window_start - timedelta(days=1)))
    step(
        "counts",
        lambda: day_after_count(
            conn, EARLIEST.isoformat(), window_start.isoformat(), len(old_slice)
        ),
    )
    for start in range(0, len(old_slice), PAGE):
        page = old_slice[start : start + PAGE]
        step("slice written", lambda page=page: write_entries(conn, page, stamp), True)
    step(
        "slice reconciled",
        lambda: delete_entries_unseen(conn, stamp, day_from=EARLIEST.isoformat(), day_to=slice_end),
        True,
    )
    step("customer balances", lambda: _customer_balances(conn))
    return steps


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--entries", type=int, default=1_000_000)
    parser.add_argument("--years", type=int, default=3)
    parser.add_argument("--cache", type=Path)
    parser.add_argument("--window-pages", type=int, default=3)
    parser.add_argument("--slice-pages", type=int, default=5)
    args = parser.parse_args()
    path = args.cache or CACHE_DIR / f"statements-{args.entries}-{args.years}y.sqlite3"
    if not path.exists():
        build(path, args.entries, args.years)
    store = LedgerStore(path)
    conn = store.connect()
    built = get_meta(conn, BUILT_ON)
    last = date.fromisoformat(built) if built else date.today()
    started = time.perf_counter()
    window_start = window_start_day(conn, "entries", args.window_pages * PAGE, last) or EARLIEST
    window_seconds = time.perf_counter() - started
    capacity = args.slice_pages * PAGE
    end = day_after_count(
        conn, EARLIEST.isoformat(), (window_start - timedelta(days=1)).isoformat(), capacity
    )
    slice_end = end or (window_start - timedelta(days=1)).isoformat()
    started = time.perf_counter()
    window: list[EntryRow] = []
    old_slice: list[EntryRow] = []
    for entry in documents(args.entries, args.years, last):
        if entry.day >= window_start.isoformat():
            window.append(entry)
        elif entry.day <= slice_end:
            old_slice.append(entry)
    # The service lists newest first; the slice reads oldest first.
    window.sort(key=lambda e: (e.day, e.id), reverse=True)
    old_slice.sort(key=lambda e: (e.day, e.id))
    print(
        f"{args.entries:,} documents generated again in {time.perf_counter() - started:.0f} s: "
        f"{len(window):,} in the {args.window_pages}-page window (from {window_start}, found "
        f"in {window_seconds * 1000:.0f} ms), {len(old_slice):,} in the slice (cache {path}, "
        f"history budget {HISTORY_BUDGET} pages)"
    )
    pages = -(-len(window) // PAGE) + -(-len(old_slice) // PAGE)
    requests = pages + 1 + 2 + 1
    floor = (requests - 1) // 5
    for number in (1, 2):
        cpu = time.process_time()
        steps = one_pass(conn, window, old_slice, window_start, slice_end, f"reread-{number}")
        cpu = time.process_time() - cpu
        total = sum(steps.values())
        print(
            f"pass {number}: the cache's work {total:.2f} s (CPU {cpu:.2f} s; "
            f"{', '.join(f'{name} {seconds:.2f}' for name, seconds in steps.items())})"
        )
    print(
        f"the run's requests: {requests} ({pages} pages of documents), rate-limit floor "
        f"{floor} s; target: an unchanged sync <= 5 s"
    )
    print(f"load average: {' '.join(f'{v:.2f}' for v in os.getloadavg())}")
    conn.close()
    store.close()


if __name__ == "__main__":
    main()
