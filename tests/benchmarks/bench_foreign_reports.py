"""The reports that show an account kept in another currency in both, over a large ledger
cache: 1,000,000 journal entries (about 3,000,000 lines) by default, one in 200 of them a
transfer in US dollars from the EGP bank into CIB - USD (so that CIB - USD is kept in
dollars and the EGP bank is not).

    nice -n 10 .venv/bin/python -m tests.benchmarks.bench_foreign_reports [--entries 1000000]
        [--cache PATH] [--quick]

The cache is written directly, as ``bench_statements`` writes its own (its documents, then
the dollar transfers, the sync's own writer). Measured (median of 5 runs after a warm-up):
the trial balance, the balance sheet, the cash flow of this year and the cash position,
each with the tables' "USD 6,000.00 · EGP 292,500.00" cells, and what finding the accounts
kept in one currency costs on its own (``currencies_kept``, the part these reports added),
and the receivables ageing with the customers kept in one (``parties_kept``).
Targets: the trial balance, the balance sheet and the ageing at most 500 ms each, as in
``bench_statements``; the rest is printed without a target. The built cache is kept
(``--cache``, default ``CACHE_DIR/foreign-<entries>.sqlite3``) and reused; ``--quick``
builds 100,000 entries.
"""

from __future__ import annotations

import argparse
import os
import time
from collections.abc import Iterator
from datetime import date, timedelta
from decimal import Decimal
from itertools import chain
from pathlib import Path

from app import clock
from app.reports import cash_position, receivables_ageing, trial_balance
from app.reports.engine import currencies_kept, parties_kept
from app.reports.statements import balance_sheet, cash_flow
from app.store.ledger import (
    EntryRow,
    LedgerStore,
    LineRow,
    replace_table,
    write_currencies,
    write_entries,
)
from tests.benchmarks.bench_statements import CACHE_DIR, chart, documents, timed

DOLLAR = (9001, "USD", "US Dollar")
RATE = Decimal("48.75")
EVERY = 200
"""One document in this many is a dollar transfer."""


def dollar_transfers(entries: int, years: int, last: date) -> Iterator[EntryRow]:
    """Transfers in dollars from the EGP bank into CIB - USD, numbered after the
    benchmark's documents, spread over the same years."""
    ids = {code: account_id for account_id, code, *_rest in chart()}
    count = entries // EVERY
    line_id = entries * 3 + 1
    for index in range(count):
        number = entries + 1 + index
        day = (last - timedelta(days=(index * 7919) % (years * 365))).isoformat()
        dollars = Decimal(100 + (index * 37) % 5000)
        yield EntryRow(
            number,
            f"JE-{number}",
            None,
            "JE",
            day,
            True,
            RATE,
            DOLLAR[0],
            f"TRF-USD-{index}",
            None,
            False,
            False,
            None,
            (
                LineRow(line_id + 2 * index, ids["110202"], None, None, None, True, dollars, None),
                LineRow(
                    line_id + 2 * index + 1, ids["110201"], None, None, None, False, dollars, None
                ),
            ),
        )


def build(path: Path, entries: int, years: int) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    store = LedgerStore(path)
    started = time.perf_counter()
    last = clock.today()
    with store.transaction() as conn:
        replace_table(conn, "accounts", chart())
        write_currencies(conn, [DOLLAR])
    batch: list[EntryRow] = []

    def flush() -> None:
        with store.transaction() as conn:
            write_entries(conn, batch, "bench")
        batch.clear()

    # One batch at a time: a million documents held at once would take over a gigabyte.
    for entry in chain(documents(entries, years, last), dollar_transfers(entries, years, last)):
        batch.append(entry)
        if len(batch) == 10_000:
            flush()
    if batch:
        flush()
    with store.transaction() as conn:
        conn.execute(
            "INSERT OR REPLACE INTO meta VALUES ('as_of', ?)", (clock.utc_now().isoformat(),)
        )
    store.connection.execute("ANALYZE")
    store.close()
    print(
        f"built {entries:,} + {entries // EVERY:,} dollar entries in "
        f"{time.perf_counter() - started:.1f} s"
    )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--entries", type=int, default=1_000_000)
    parser.add_argument("--years", type=int, default=3)
    parser.add_argument("--cache", type=Path)
    parser.add_argument("--quick", action="store_true")
    args = parser.parse_args()
    entries = 100_000 if args.quick else args.entries
    path = args.cache or CACHE_DIR / f"foreign-{entries}-{args.years}y.sqlite3"
    if not path.exists():
        build(path, entries, args.years)
    store = LedgerStore(path)
    books = store.books()
    today = clock.today()
    year = date(today.year, 1, 1), date(today.year, 12, 31)
    tb = trial_balance(books, *year)
    kept = [row.code for row in tb.rows if row.currency]
    print(
        f"{books.conn.execute('SELECT count(*) FROM lines').fetchone()[0]:,} lines; "
        f"accounts kept in another currency: {kept}"
    )
    account_ids = [row.account_id for row in tb.rows]
    figures = {
        "trial balance": (timed(lambda: trial_balance(books, *year)), 0.500),
        "balance sheet": (timed(lambda: balance_sheet(books, today)), 0.500),
        "cash flow, this year": (timed(lambda: cash_flow(books, *year)), None),
        "cash position": (timed(lambda: cash_position(books, today, None, None)), None),
        "receivables ageing": (timed(lambda: receivables_ageing(books, today)), 0.500),
        "parties_kept alone (customers)": (
            timed(lambda: parties_kept(books, "customer_id", today, False)),
            None,
        ),
        "currencies_kept alone (every account with a balance)": (
            timed(lambda: currencies_kept(books, account_ids, year[1].isoformat(), False)),
            None,
        ),
    }
    print(f"load average: {' '.join(f'{v:.2f}' for v in os.getloadavg())}")
    for name, ((seconds, cpu), target) in figures.items():
        verdict = "" if target is None else ("  ok" if seconds <= target else "  OVER")
        goal = "" if target is None else f" (target {target * 1000:.0f} ms)"
        print(f"{name}: {seconds * 1000:.0f} ms (CPU {cpu * 1000:.0f} ms){goal}{verdict}")
    store.close()


if __name__ == "__main__":
    main()
