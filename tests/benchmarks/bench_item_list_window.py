"""The stock-item list window over 100,000 cached items.

Seeds 100,000 items straight into a profile cache (as the sync would leave them), then,
with the real view offscreen at 1280x800:

- open: from building the view-model and view to the first rows painted (the cache query
  runs on a worker thread, so this includes it), first on a cold start of the process's
  SQLite caches, then again;
- each search keystroke: the UI thread's work (what the view-model does with the worker's
  answer: model reset, summary, and the paint of the window that follows), the worker's
  query apart, and the end-to-end time from the keystroke's reload (after the debounce)
  to the repaint;
- a header click (sort by another column), end to end;
- the export table of a broad search.

    QT_QPA_PLATFORM=offscreen .venv/bin/python -m tests.benchmarks.bench_item_list_window \
        [items] [--db PATH]

With ``--db``, the seeded store is kept at PATH and reused by later runs (seeding takes
longer than the timing). Budgets: open under 300 ms, a keystroke under 30 ms p95.
Figures depend on the machine's load: the load average is printed first.
"""

from __future__ import annotations

import argparse
import asyncio
import os
import statistics
import tempfile
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import qasync
from PySide6.QtWidgets import QApplication

from app.store.item_list import ItemFilter, ItemListQuery
from app.store.local import LocalStore
from app.viewmodels.changes import ChangeNotices
from app.viewmodels.errors import ErrorPresenter
from app.viewmodels.inventory.stock_item_list import BLOCK, StockItemListViewModel, _query_cache
from app.views.inventory.stock_item_list import StockItemListView
from tests.support.item_cache import seed_items

TYPED = [
    "c",
    "ca",
    "cab",
    "cabl",
    "cable",
    "cable p",
    "cable ph",
    "cable pho",
    "l",
    "la",
    "lap",
    "lapt",
    "lapto",
    "laptop",
    "laptop 1",
    "laptop 12",
    "0001",
    "00012",
    "GEN",
    "GEN-0",
    "GEN-00",
    "شا",
    "شاش",
    "شاشة",
    "m",
    "mo",
    "mod",
    "mode",
    "model",
    "model 9",
]


class Flag:
    """Set by a signal; awaited without polling, so that the UI thread is idle while the
    worker runs (as it is in the app: polling would take the GIL from the worker)."""

    def __init__(self) -> None:
        self.is_set = False
        self._waiter: asyncio.Future[None] | None = None

    def set(self) -> None:
        self.is_set = True
        if self._waiter is not None and not self._waiter.done():
            self._waiter.set_result(None)

    def clear(self) -> None:
        self.is_set = False

    async def wait(self) -> None:
        if self.is_set:
            return
        # Made here, not in __init__: a future needs the running (qasync) loop.
        self._waiter = asyncio.get_running_loop().create_future()
        await self._waiter
        self._waiter = None


@dataclass
class BenchSession:
    """What the list's view-model reads of a session (no server needed for the cache)."""

    store: LocalStore
    changes: ChangeNotices = field(default_factory=ChangeNotices)
    closed: bool = False
    client: Any = None


def p95(samples: list[float]) -> float:
    ordered = sorted(samples)
    return ordered[min(len(ordered) - 1, round(0.95 * (len(ordered) - 1)))]


def report(name: str, seconds: list[float]) -> None:
    ms = [s * 1000 for s in seconds]
    print(
        f"{name:<44} p50 {statistics.median(ms):7.1f} ms   p95 {p95(ms):7.1f} ms   "
        f"max {max(ms):7.1f} ms  (n={len(ms)})"
    )


async def painted(app: QApplication) -> None:
    """Let the loop paint what is pending (offscreen, painting happens in processEvents)."""
    app.processEvents()


async def measure(store: LocalStore, app: QApplication) -> None:
    opens: list[float] = []
    for _ in range(6):
        started = time.perf_counter()
        # As the main window builds the screen: the read starts, then the widgets.
        vm = StockItemListViewModel(BenchSession(store), ErrorPresenter())  # type: ignore[arg-type]
        done = Flag()
        vm.model.modelReset.connect(done.set)
        vm.reload()
        view = StockItemListView(vm)
        view.resize(1280, 800)
        view.show()
        await done.wait()
        await painted(app)
        opens.append(time.perf_counter() - started)
        rows = vm.model.rowCount()
        view.close()
        await vm.shutdown()
    print(f"open, first time in the process: {opens[0] * 1000:.1f} ms")
    report("open (build + first rows painted)", opens[1:])
    print(f"   rows shown: {rows:,}")

    vm = StockItemListViewModel(BenchSession(store), ErrorPresenter())  # type: ignore[arg-type]
    view = StockItemListView(vm)
    view.resize(1280, 800)
    view.show()
    done = Flag()
    vm.model.modelReset.connect(done.set)
    vm.reload()
    await done.wait()
    await painted(app)
    query = ItemListQuery(store)
    reader = ItemListQuery(store)
    order = query.ordered_ids()
    ui: list[float] = []
    ui_cpu: list[float] = []
    worker: list[float] = []
    end_to_end: list[float] = []
    for _ in range(3):
        for text in TYPED:
            started = time.perf_counter()
            answer = _query_cache(query, ItemFilter(text), vm._sort, vm._descending, order)
            worker.append(time.perf_counter() - started)
            # What _load_cached does with the answer on the UI thread, then the paint.
            started, cpu = time.perf_counter(), time.thread_time()
            vm.model.set_ids(answer.ids, reader.rows, answer.first_rows)
            vm.modeChanged.emit(vm._cache_mode_text(answer.last_sync))
            vm._show_summary()
            await painted(app)
            ui.append(time.perf_counter() - started)
            ui_cpu.append(time.thread_time() - cpu)
            done.clear()
            started = time.perf_counter()
            vm.set_search(text)
            vm.reload()  # what the debounce timer does after the last key
            await done.wait()
            await painted(app)
            end_to_end.append(time.perf_counter() - started)
    report("keystroke: UI work (reset + paint)", ui)
    report("keystroke: UI work, CPU time of the UI thread", ui_cpu)
    report("keystroke: worker query (FTS + narrow)", worker)
    report("keystroke: end to end (after debounce)", end_to_end)
    sorts: list[float] = []
    for column in (1, 2, 5, 0):
        done.clear()
        started = time.perf_counter()
        vm.sort(column, view.table.horizontalHeader().sortIndicatorOrder())
        await done.wait()
        await painted(app)
        sorts.append(time.perf_counter() - started)
    report("header click (sort 100,000), end to end", sorts)
    vm.set_search("cable")
    vm.reload()
    done.clear()
    await done.wait()
    started = time.perf_counter()
    table = vm.export_table()
    print(
        f"export table of {len(table.rows):,} rows: {(time.perf_counter() - started) * 1000:.0f} ms"
    )
    print(f"   (rows are read {BLOCK} at a time while scrolling)")
    query.close()
    reader.close()
    view.close()
    await vm.shutdown()


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("items", nargs="?", type=int, default=100_000)
    parser.add_argument("--db", type=Path, help="keep the seeded store here and reuse it")
    options = parser.parse_args()
    print(f"load average: {' '.join(f'{x:.2f}' for x in os.getloadavg())}")
    app = QApplication.instance() or QApplication([])
    app.setQuitOnLastWindowClosed(False)  # type: ignore[attr-defined]
    with tempfile.TemporaryDirectory() as folder:
        path = options.db or Path(folder) / "profile.sqlite3"
        seeded = path.exists()
        store = LocalStore(path)
        if not seeded:
            started = time.perf_counter()
            seed_items(store, options.items)
            print(f"seeded {options.items:,} cached items in {time.perf_counter() - started:.1f} s")
        loop = qasync.QEventLoop(app)
        asyncio.set_event_loop(loop)
        with loop:
            loop.run_until_complete(measure(store, app))  # type: ignore[arg-type]
        store.close()
    print(f"load average: {' '.join(f'{x:.2f}' for x in os.getloadavg())}")


if __name__ == "__main__":
    main()
