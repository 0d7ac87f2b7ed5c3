"""The financial statements over a large ledger cache: 1,000,000 journal entries (about
3,000,000 lines) by default.

    nice -n 10 .venv/bin/python -m tests.benchmarks.bench_statements [--entries 1000000]
        [--years 3] [--cache PATH] [--quick]

The cache is written directly (``write_entries``, the sync's own writer, in batches of
10,000 documents): syncing a million documents through the rate-limited service would take
hours (bench_ledger measures the sync at 100,000). The chart is the demo company's
accounts as the sandbox creates them; each document has three lines (a sale to a customer
with VAT, a receipt into cash or bank, an expense paid, a transfer between treasuries, a
purchase, cost of goods sold), spread over ``--years`` years ending today.

Measured (median of 5 runs, after one warm-up), against a baseline of the same run: one
SQLite pass summing every line (``SELECT total(debit) FROM lines``), the least any report
that walks every line would cost (the reports read the cache's totals tables instead).
Targets: profit and loss with 12 month columns, balance sheet, trial balance each at most
500 ms, the dashboard's figures at most 300 ms; cash flow is reported without a target.

The built cache is kept (``--cache``, default ``CACHE_DIR/statements-<entries>.sqlite3``)
and reused by the next run, so the build (some minutes) is paid once; a cache of an older
schema is migrated when opened (the time is printed). ``--quick`` builds 100,000 entries.
"""

from __future__ import annotations

import argparse
import os
import random
import statistics
import time
from collections.abc import Callable, Iterator
from datetime import date, timedelta
from decimal import Decimal
from pathlib import Path
from typing import Any

from app import clock
from app.reports import dashboard, receivables_ageing, trial_balance
from app.reports.statements import Columns, balance_sheet, cash_flow, profit_and_loss
from app.sandbox.demo.chart import ACCOUNTS, NODES
from app.store.ledger import EntryRow, LedgerStore, LineRow, replace_table, write_entries

CACHE_DIR = Path.home() / ".cache" / "backoffice-benchmarks"
"""Where the built caches stay between runs (``--cache`` puts one elsewhere)."""

EXPENSES = ("520101", "520102", "520103", "520104")
CASH = ("110101", "110102", "110201")


def chart() -> list[tuple[int, str, str, str, str | None, int]]:
    node_types = {node.code: node.type for node in NODES}
    rows = [
        (index, a.code, a.name, a.arabic, node_types[a.node], 1)
        for index, a in enumerate(ACCOUNTS, start=1)
    ]
    for offset, code in enumerate(EXPENSES, start=len(rows) + 1):
        rows.append((offset, code, f"Expense {code}", "", None, 1))
    return rows


def documents(entries: int, years: int, last: date) -> Iterator[EntryRow]:
    """The benchmark's documents, oldest numbers first, dated over ``years`` years ending
    ``last``: the same every time for the same arguments (``bench_reread`` writes them
    again, unchanged)."""
    ids = {code: account_id for account_id, code, *_rest in chart()}
    randomness = random.Random(26)
    days = years * 365
    line_id = 0

    def line(code: str, debit: bool, amount: Decimal, customer: int | None = None) -> LineRow:
        nonlocal line_id
        line_id += 1
        return LineRow(line_id, ids[code], customer, None, None, debit, amount, None)

    for number in range(1, entries + 1):
        day = (last - timedelta(days=randomness.randrange(days))).isoformat()
        amount = Decimal(randomness.randrange(100, 500_000)) / 100
        tax = (amount * Decimal("0.14")).quantize(Decimal("0.01"))
        kind = number % 6
        customer = randomness.randrange(1, 2000)
        if kind == 0:  # a sale on credit with VAT
            lines = (
                line("110301", True, amount + tax, customer),
                line("410101", False, amount),
                line("210301", False, tax),
            )
        elif kind == 1:  # a receipt from a customer, fee taken by the bank
            fee = (amount / 100).quantize(Decimal("0.01"))
            lines = (
                line(randomness.choice(CASH), True, amount - fee),
                line("520104", True, fee),
                line("110301", False, amount, customer),
            )
        elif kind == 2:  # an expense paid in cash with input VAT
            lines = (
                line(randomness.choice(EXPENSES), True, amount),
                line("110701", True, tax),
                line(randomness.choice(CASH), False, amount + tax),
            )
        elif kind == 3:  # a transfer between treasuries and a bank charge
            lines = (
                line("110201", True, amount),
                line("110101", False, amount - Decimal(5)),
                line("110102", False, Decimal(5)),
            )
        elif kind == 4:  # a purchase on credit
            lines = (
                line("110501", True, amount),
                line("110701", True, tax),
                line("210101", False, amount + tax),
            )
        else:  # cost of goods sold, a return against sales
            lines = (
                line("510401", True, amount),
                line("110501", False, amount - Decimal(1)),
                line("410301", False, Decimal(1)),
            )
        yield EntryRow(
            number,
            f"JE-{number}",
            None,
            "JE",
            day,
            number % 7 != 0,
            Decimal(1),
            None,
            None,
            None,
            False,
            False,
            None,
            lines,
        )


BUILT_ON = "bench_built_on"
"""Meta key: the day a benchmark cache's documents end (``documents``'s ``last``)."""


def build(path: Path, entries: int, years: int) -> None:
    store = LedgerStore(path)
    started = time.perf_counter()
    last = clock.today()
    with store.transaction() as conn:
        replace_table(conn, "accounts", chart())
        conn.execute("INSERT OR REPLACE INTO meta VALUES (?, ?)", (BUILT_ON, last.isoformat()))
    batch: list[EntryRow] = []
    lines = 0
    for entry in documents(entries, years, last):
        batch.append(entry)
        lines += len(entry.lines)
        if len(batch) == 10_000:
            with store.transaction() as conn:
                write_entries(conn, batch, "bench")
            batch = []
    if batch:
        with store.transaction() as conn:
            write_entries(conn, batch, "bench")
    with store.transaction() as conn:
        conn.execute(
            "INSERT OR REPLACE INTO meta VALUES ('as_of', ?)", (clock.utc_now().isoformat(),)
        )
    store.connection.execute("ANALYZE")
    store.close()
    print(f"built {entries:,} entries ({lines:,} lines) in {time.perf_counter() - started:.1f} s")


def timed(function: Callable[[], Any], runs: int = 5) -> tuple[float, float]:
    """Median wall and CPU seconds of ``runs`` calls after a warm-up (the page cache, the
    prepared statements). On a loaded machine the wall time is mostly waiting for a core:
    the CPU time says what the report itself costs."""
    function()
    walls, cpus = [], []
    for _ in range(runs):
        started, cpu = time.perf_counter(), time.process_time()
        function()
        walls.append(time.perf_counter() - started)
        cpus.append(time.process_time() - cpu)
    return statistics.median(walls), statistics.median(cpus)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--entries", type=int, default=1_000_000)
    parser.add_argument("--years", type=int, default=3)
    parser.add_argument("--cache", type=Path)
    parser.add_argument("--quick", action="store_true")
    args = parser.parse_args()
    entries = 100_000 if args.quick else args.entries
    path = args.cache or CACHE_DIR / f"statements-{entries}-{args.years}y.sqlite3"
    if not path.exists():
        build(path, entries, args.years)
    started = time.perf_counter()
    store = LedgerStore(path)
    print(f"{path} opened in {time.perf_counter() - started:.1f} s (an older schema migrated)")
    books = store.books()
    lines = books.conn.execute("SELECT count(*) FROM lines").fetchone()[0]
    today = clock.today()
    year = date(today.year, 1, 1), date(today.year, 12, 31)
    baseline, baseline_cpu = timed(
        lambda: books.conn.execute("SELECT total(debit) FROM lines").fetchone()
    )
    figures = {
        "profit and loss, 12 month columns": (
            timed(lambda: profit_and_loss(books, *year, columns=Columns.MONTH)),
            0.500,
        ),
        "balance sheet": (timed(lambda: balance_sheet(books, today)), 0.500),
        "trial balance": (timed(lambda: trial_balance(books, *year)), 0.500),
        "cash flow, this year": (timed(lambda: cash_flow(books, *year)), None),
        "receivables ageing": (timed(lambda: receivables_ageing(books, today)), 0.500),
        "dashboard figures (engine)": (timed(lambda: dashboard(books, today)), 0.300),
    }
    print(
        f"{lines:,} lines; baseline (one pass summing every line): {baseline * 1000:.0f} ms "
        f"(CPU {baseline_cpu * 1000:.0f} ms)"
    )
    print(f"load average: {' '.join(f'{v:.2f}' for v in os.getloadavg())}")
    for name, ((seconds, cpu), target) in figures.items():
        verdict = "" if target is None else ("  ok" if seconds <= target else "  OVER")
        goal = "" if target is None else f" (target {target * 1000:.0f} ms)"
        print(
            f"{name}: {seconds * 1000:.0f} ms (CPU {cpu * 1000:.0f} ms) = "
            f"{seconds / baseline:.2f}x baseline{goal}{verdict}"
        )
    store.close()


if __name__ == "__main__":
    main()
