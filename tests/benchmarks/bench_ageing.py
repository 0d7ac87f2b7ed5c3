"""Both ageings over a ledger cache of up to 1,000,000 journal entries (3,000,000 lines).

    nice -n 10 .venv/bin/python -m tests.benchmarks.bench_ageing [--entries 1000000]
        [--cache PATH]

The cache is filled directly (no server: a sync of a million entries takes an hour at the
service's rate limit; ``bench_ledger`` measures the sync) with three-line entries over two
years, as the seeded companies have them: credit sales (a customer's receivable against
sales and VAT), customers' payments, suppliers' bills (purchases and input VAT against a
supplier's payable) and payments to suppliers, 2,000 customers and 300 suppliers. It
measures, best of five, the receivables ageing and the payables ageing as of today
(target <= 500 ms each), the trial balance, and the dashboard's figures (target <= 300
ms), against the same run's baseline: one SQLite pass summing every line, the least a
report that walks every line would cost (the reports read the totals tables instead),
and prints each ratio to it. The filled file is kept (``--cache``, default
``CACHE_DIR/ageing-<entries>.sqlite3``) and reused by the next run; a cache of an older
schema is migrated when opened.
"""

from __future__ import annotations

import argparse
import os
import time
from collections.abc import Callable, Iterator
from datetime import date, timedelta
from pathlib import Path
from typing import Any

from app.reports import dashboard, receivables_ageing, trial_balance
from app.reports.payables import payables_ageing
from app.store.ledger import LedgerStore, replace_table, write_suppliers

CACHE_DIR = Path.home() / ".cache" / "backoffice-benchmarks"
"""Where the filled caches stay between runs (``--cache`` puts one elsewhere)."""

CUSTOMERS, SUPPLIERS = 2000, 300
CASH, BANK, AR, AP, SALES, OUTPUT_VAT, PURCHASES, INPUT_VAT = range(1, 9)
ACCOUNTS = [
    (CASH, "1101", "Cash", None, "Cash", 1),
    (BANK, "1102", "Bank", None, "Bank", 1),
    (AR, "1103", "Customers", None, "AccountsReceivable", 1),
    (AP, "2101", "Suppliers", None, "AccountsPayable", 1),
    (SALES, "4101", "Sales", None, "Sales", 1),
    (OUTPUT_VAT, "2103", "VAT payable", None, "SalesTax", 1),
    (PURCHASES, "5101", "Purchases", None, "Purchase", 1),
    (INPUT_VAT, "1107", "Input VAT", None, "PurchaseAddedTax", 1),
]


def lines(count: int, today: date) -> Iterator[tuple[object, ...]]:
    """(id, entry, number, day, posted, account, customer, supplier, cost center, debit,
    credit, amount, comments) of ``count`` balanced three-line entries, oldest first."""
    seed = 12_345
    span = 730
    for entry in range(1, count + 1):
        seed = (seed * 1_103_515_245 + 12_345) % 2**31
        day = (today - timedelta(days=span - entry * span // count)).isoformat()
        posted = int(entry % 20 != 7)
        net = (50 + seed % 500_000) * 10_000  # micro-units
        tax = net * 14 // 100
        kind = entry % 4
        customer = 1 + seed % CUSTOMERS
        supplier = 1 + seed % SUPPLIERS
        if kind == 0:  # a credit sale
            rows = (
                (AR, customer, None, net + tax, 0),
                (SALES, None, None, 0, net),
                (OUTPUT_VAT, None, None, 0, tax),
            )
        elif kind == 1:  # a customer pays
            rows = (
                (BANK, None, None, net, 0),
                (CASH, None, None, tax, 0),
                (AR, customer, None, 0, net + tax),
            )
        elif kind == 2:  # a supplier's bill
            rows = (
                (PURCHASES, None, None, net, 0),
                (INPUT_VAT, None, None, tax, 0),
                (AP, None, supplier, 0, net + tax),
            )
        else:  # a payment to a supplier
            rows = (
                (AP, None, supplier, net, 0),
                (BANK, None, None, 0, net - tax),
                (CASH, None, None, 0, tax),
            )
        for number, (account, cust, supp, debit, credit) in enumerate(rows, start=1):
            yield (
                entry * 3 + number,
                entry,
                number,
                day,
                posted,
                account,
                cust,
                supp,
                None,
                debit,
                credit,
                debit or credit,
                None,
            )


def fill(store: LedgerStore, count: int, today: date) -> float:
    start = time.perf_counter()
    with store.transaction() as conn:
        replace_table(conn, "accounts", ACCOUNTS)
        replace_table(
            conn,
            "customers",
            [
                (i, f"C{i:05d}", f"Customer {i}", None, None, None, 1)
                for i in range(1, CUSTOMERS + 1)
            ],
        )
        write_suppliers(conn, [(i, f"S{i:04d}", f"Supplier {i}") for i in range(1, SUPPLIERS + 1)])
        conn.executemany(
            "INSERT INTO entries (id, code, type, day, posted, rate, total) "
            "VALUES (?, ?, 'JE', ?, 1, '1', 0)",
            (
                (e, f"JE-{e}", (today - timedelta(days=730 - e * 730 // count)).isoformat())
                for e in range(1, count + 1)
            ),
        )
        conn.executemany(
            "INSERT INTO lines (id, entry_id, number, day, posted, account_id, customer_id, "
            "supplier_id, cost_center_id, debit, credit, amount, comments) "
            "VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
            lines(count, today),
        )
    return time.perf_counter() - start


def timed(function: Callable[[], Any], runs: int = 5) -> tuple[float, float, Any]:
    """Best of ``runs``: wall and CPU milliseconds, and the last result."""
    best = best_cpu = float("inf")
    result = None
    for _ in range(runs):
        start, cpu = time.perf_counter(), time.process_time()
        result = function()
        best = min(best, (time.perf_counter() - start) * 1000)
        best_cpu = min(best_cpu, (time.process_time() - cpu) * 1000)
    return best, best_cpu, result


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--entries", type=int, default=1_000_000)
    parser.add_argument("--cache", type=Path)
    args = parser.parse_args()
    today = date.today()
    path = args.cache or CACHE_DIR / f"ageing-{args.entries}.sqlite3"
    existed = path.exists()
    started = time.perf_counter()
    store = LedgerStore(path)
    if existed:
        print(f"{path} opened in {time.perf_counter() - started:.1f} s (an older schema migrated)")
    try:
        if not existed:
            seconds = fill(store, args.entries, today)
            print(f"filled {args.entries} entries in {seconds:.0f} s")
        books = store.books()
        count = books.conn.execute("SELECT count(*) FROM lines").fetchone()[0]
        base_ms, base_cpu, _sum = timed(
            lambda: books.conn.execute("SELECT total(debit) FROM lines").fetchone()
        )
        print(f"baseline, one pass summing {count} lines: {base_ms:.0f} ms (CPU {base_cpu:.0f} ms)")
        print(f"load average: {' '.join(f'{v:.2f}' for v in os.getloadavg())}")
        for name, report, target in (
            ("receivables ageing", lambda: receivables_ageing(books, today), 500),
            ("payables ageing", lambda: payables_ageing(books, today), 500),
            ("trial balance", lambda: trial_balance(books, None, today), 500),
            ("dashboard figures (engine)", lambda: dashboard(books, today), 300),
        ):
            ms, cpu, result = timed(report)
            rows = getattr(result, "rows", None)
            count_text = "" if rows is None else f", {len(rows)} rows"
            verdict = "ok" if ms <= target else "OVER"
            print(
                f"{name}: {ms:.0f} ms (CPU {cpu:.0f} ms){count_text}, "
                f"{ms / base_ms:.2f}x baseline (target <= {target} ms: {verdict})"
            )
    finally:
        store.close()


if __name__ == "__main__":
    main()
