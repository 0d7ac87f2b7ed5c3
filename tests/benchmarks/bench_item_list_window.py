"""The stock-item list window over 100,000 cached items.

Seeds 100,000 items straight into a profile cache (as the sync would leave them), then,
with the real view offscreen at 1280x800:

- open: from building the view-model and view to the first rows painted (the cache query
  runs on a worker thread, so this includes it);
- each search keystroke: the UI thread's work (model reset with the new ids + a repaint
  of the visible rows), and, apart, the worker's query (full-text match + narrowing) and
  the end-to-end time from the keystroke's reload to the repaint.

    QT_QPA_PLATFORM=offscreen .venv/bin/python -m tests.benchmarks.bench_item_list_window [items]

Budgets (issue 7): open under 300 ms, a keystroke's UI work under 30 ms p95.
"""

from __future__ import annotations

import asyncio
import os
import statistics
import sys
import tempfile
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import qasync
from PySide6.QtWidgets import QApplication

from app.store.item_list import ItemFilter, ItemListQuery, narrowed
from app.store.local import LocalStore
from app.viewmodels.changes import ChangeNotices
from app.viewmodels.errors import ErrorPresenter
from app.viewmodels.stock_item_list import StockItemListViewModel
from app.views.stock_item_list import StockItemListView
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
    """Set by a signal; awaited by polling the loop (qasync's loop runs Qt's events)."""

    def __init__(self) -> None:
        self.is_set = False

    def set(self) -> None:
        self.is_set = True

    def clear(self) -> None:
        self.is_set = False

    async def wait(self) -> None:
        # An asyncio.Event made before qasync runs has no loop to bind to.
        while not self.is_set:  # noqa: ASYNC110
            await asyncio.sleep(0.0005)


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


async def measure(store: LocalStore, app: QApplication) -> None:
    opens: list[float] = []
    for _ in range(5):
        started = time.perf_counter()
        vm = StockItemListViewModel(BenchSession(store), ErrorPresenter())  # type: ignore[arg-type]
        view = StockItemListView(vm)
        view.resize(1280, 800)
        view.show()
        done = Flag()
        vm.model.modelReset.connect(done.set)
        vm.reload()
        await done.wait()
        view.table.viewport().repaint()
        opens.append(time.perf_counter() - started)
        rows = vm.model.rowCount()
        view.close()
        await vm.shutdown()
    report("open (build + first rows painted)", opens)
    print(f"   rows shown: {rows:,}")

    vm = StockItemListViewModel(BenchSession(store), ErrorPresenter())  # type: ignore[arg-type]
    view = StockItemListView(vm)
    view.resize(1280, 800)
    view.show()
    done = Flag()
    vm.model.modelReset.connect(done.set)
    vm.reload()
    await done.wait()
    query = ItemListQuery(store)
    order = query.ordered_ids()
    ui: list[float] = []
    worker: list[float] = []
    end_to_end: list[float] = []
    for _ in range(3):
        for text in TYPED:
            started = time.perf_counter()
            ids = narrowed(order, query.matching_ids(ItemFilter(text)))
            worker.append(time.perf_counter() - started)
            started = time.perf_counter()
            vm.model.set_ids(ids, query.rows)
            view.table.viewport().repaint()
            app.processEvents()
            ui.append(time.perf_counter() - started)
            done.clear()
            started = time.perf_counter()
            vm.set_search(text)
            vm.reload()  # what the debounce timer does after the last key
            await done.wait()
            view.table.viewport().repaint()
            end_to_end.append(time.perf_counter() - started)
    report("keystroke: UI work (reset + repaint)", ui)
    report("keystroke: worker query (FTS + narrow)", worker)
    report("keystroke: end to end (after debounce)", end_to_end)
    started = time.perf_counter()
    table = vm.export_table()
    print(
        f"export table of {len(table.rows):,} rows: {(time.perf_counter() - started) * 1000:.0f} ms"
    )
    query.close()
    view.close()
    await vm.shutdown()


def main() -> None:
    count = int(sys.argv[1]) if len(sys.argv) > 1 else 100_000
    app = QApplication.instance() or QApplication([])
    app.setQuitOnLastWindowClosed(False)  # type: ignore[attr-defined]
    with tempfile.TemporaryDirectory() as folder:
        store = LocalStore(Path(folder) / "profile.sqlite3")
        started = time.perf_counter()
        seed_items(store, count)
        print(f"seeded {count:,} cached items in {time.perf_counter() - started:.1f} s")
        loop = qasync.QEventLoop(app)
        asyncio.set_event_loop(loop)
        with loop:
            loop.run_until_complete(measure(store, app))  # type: ignore[arg-type]
        store.close()


if __name__ == "__main__":
    main()
