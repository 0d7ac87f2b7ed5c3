"""The home dashboard opened from the ledger cache (at most 300 ms at 100,000
journal entries, about 300,000 lines).

    .venv/bin/python -m tests.benchmarks.bench_dashboard [--entries 100000] [--quick]
        [--cache PATH]

Seeds the demo company with ``--entries`` generated entries (the sandbox's
``seed --journal-entries``), fills a ledger cache with one full sync in-process (rate
limits off: the sync's own speed is ``bench_ledger``'s business), then, offscreen, opens the
dashboard as the main window does with no tab open: the view-model computes the figures
from the cache and the view draws its cards and three charts, painted once. Baseline, in
the same run: the same dashboard opened over an empty cache (widgets and painting only).
Prints the median of five openings of each and their ratio, and the process's peak RSS
with the cache open and the dashboard shown (target <= 400 MB). ``--quick`` is 10,000
entries; ``--cache`` keeps the filled cache and reuses it when it exists (any ledger cache:
``bench_ageing``'s of 1,000,000 entries, say).
"""

from __future__ import annotations

import argparse
import asyncio
import os
import resource
import statistics
import sys
import tempfile
import time
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtWidgets import QApplication

from app.sandbox.app import create_app
from app.sandbox.db import Database
from app.sandbox.demo.journal import generate_journal_entries
from app.store.ledger import LedgerStore
from app.sync.ledger import LedgerSync
from app.viewmodels.errors import ErrorPresenter
from app.viewmodels.reports.dashboard import DashboardViewModel
from app.viewmodels.reports.report import freshness_text
from app.viewmodels.reports.source import LedgerSource
from app.views.reports.dashboard import DashboardView
from tests.support.ledger_cache import unlimited_client
from tests.support.sandbox import new_tenant

TARGET_MS = 300.0


def fill_cache(path: Path, entries: int) -> int:
    """A sandbox with the demo company and ``entries`` more, synced into ``path``; lines."""
    db = Database(":memory:")
    tenant = new_tenant(db)
    started = time.perf_counter()
    with db.transaction() as conn:
        generate_journal_entries(conn, tenant.id, entries, years=2)
    print(f"seed {entries:,} entries: {time.perf_counter() - started:6.1f} s")
    store = LedgerStore(path)

    async def sync() -> None:
        client = unlimited_client(create_app(db, rate_limits=False), tenant)
        try:
            await LedgerSync(client, store).sync(full=True)
        finally:
            await client.aclose()

    started = time.perf_counter()
    asyncio.run(sync())
    print(f"ledger sync (in-process, no rate limits): {time.perf_counter() - started:6.1f} s")
    lines = int(store.connection.execute("SELECT count(*) FROM lines").fetchone()[0])
    store.close()
    db.close()
    return lines


def open_dashboard(app: QApplication, source: LedgerSource) -> float:
    """Milliseconds from nothing to a painted dashboard with its figures: the view-model
    computes (``compute_now``: what ``refresh`` runs on its worker thread), the view draws."""
    errors = ErrorPresenter()
    started = time.perf_counter()
    view_model = DashboardViewModel(source, errors)
    view = DashboardView(view_model)
    view_model.figures = view_model.compute_now()
    view_model.freshness = freshness_text(source.freshness())
    view.show_figures()
    view.resize(1060, 760)
    view.show()
    view.grab()  # painted: cards, labels, three charts
    elapsed = (time.perf_counter() - started) * 1000
    view.hide()
    view.deleteLater()
    app.processEvents()
    return elapsed


def median_of(app: QApplication, source: LedgerSource, runs: int = 5) -> float:
    open_dashboard(app, source)  # warm: imports, fonts, first SQLite pages
    return statistics.median(open_dashboard(app, source) for _ in range(runs))


def main() -> None:
    parser = argparse.ArgumentParser(prog="bench_dashboard")
    parser.add_argument("--entries", type=int, default=100_000)
    parser.add_argument("--quick", action="store_true", help="10,000 entries")
    parser.add_argument("--cache", type=Path, help="keep (and reuse) the filled cache here")
    args = parser.parse_args()
    entries = 10_000 if args.quick else args.entries
    with tempfile.TemporaryDirectory(prefix="bench-dashboard-") as scratch:
        cache = args.cache or Path(scratch) / "ledger.sqlite3"
        lines = 0
        if cache.exists():  # an older cache format is moved aside and comes back empty
            store = LedgerStore(cache)
            lines = int(store.connection.execute("SELECT count(*) FROM lines").fetchone()[0])
            store.close()
        if lines:
            print(f"reusing {cache}")
        else:
            lines = fill_cache(cache, entries)
        app = QApplication.instance() or QApplication(sys.argv[:1])
        assert isinstance(app, QApplication)
        empty = LedgerSource(Path(scratch) / "empty.ledger.sqlite3")
        full = LedgerSource(cache)
        baseline = median_of(app, empty)
        opened = median_of(app, full)
        computed = statistics.median(
            timed_ms(lambda: DashboardViewModel(full, ErrorPresenter()).compute_now())
            for _ in range(5)
        )
        empty.close()
        full.close()
    print(f"cache: {lines:,} journal lines")
    print(f"dashboard open, empty cache (baseline): {baseline:7.1f} ms")
    print(f"dashboard figures from the cache:       {computed:7.1f} ms")
    print(f"dashboard open from the cache:          {opened:7.1f} ms")
    print(f"ratio to the baseline: {opened / baseline:5.2f}x")
    peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
    print(f"peak RSS, cache open and the dashboard shown: {peak:.0f} MB (target <= 400 MB)")
    print(f"load average: {' '.join(f'{v:.2f}' for v in os.getloadavg())}")
    verdict = "ok" if opened <= TARGET_MS else "OVER"
    print(f"target <= {TARGET_MS:.0f} ms: {verdict}")


def timed_ms(function: object) -> float:
    started = time.perf_counter()
    function()  # type: ignore[operator]
    return (time.perf_counter() - started) * 1000


if __name__ == "__main__":
    main()
