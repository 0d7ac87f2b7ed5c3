"""Memory of the running app with 100,000 stock items cached and the stock item list open.

    .venv/bin/python -m tests.benchmarks.bench_memory [items=100000] [--db PATH]

The whole app, as a person runs it: ``backoffice`` on a data folder whose demo company has
``items`` more stock items (seeded; with ``--db`` a seeded sandbox database is kept at PATH
and reused). Two starts, each a process of its own:

1. first start: the background sync brings every item into the profile's cache (at the
   service's rate limit, about 20 s for 100,000), then Inventory › Stock items is opened;
2. second start: the items are already cached; the list is opened as soon as the
   session is online.

Once the list shows its rows, the process's resident memory (RSS, ``VmRSS``) and its
peak (``VmHWM``) are read from ``/proc`` (Linux). A bare PySide6 window's, read the same
way, is printed beside them. Target: under 300 MB with the list open.
"""

from __future__ import annotations

import argparse
import os
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path
from typing import Any

TIMEOUT_SECONDS = 300
POLL_MS = 200


def memory_mb() -> tuple[float, float]:
    """(RSS, peak RSS) of this process in MB, from /proc/self/status."""
    fields: dict[str, float] = {}
    for line in Path("/proc/self/status").read_text(encoding="ascii").splitlines():
        key, _, value = line.partition(":")
        if key in ("VmRSS", "VmHWM"):
            fields[key] = int(value.split()[0]) / 1024
    return fields["VmRSS"], fields["VmHWM"]


def child(items: int, bare: bool) -> int:
    """The app (or a bare window) in this process, driven as a person would."""
    import gc

    from PySide6 import QtWidgets
    from PySide6.QtCore import QTimer

    class Driver:
        def __init__(self) -> None:
            self.screen: object | None = None
            self.settled = 0
            self.timer = QTimer()
            self.timer.setInterval(POLL_MS)
            self.timer.timeout.connect(self.step)
            self.timer.start()

        def window(self) -> QtWidgets.QMainWindow | None:
            for widget in QtWidgets.QApplication.topLevelWidgets():
                if isinstance(widget, QtWidgets.QMainWindow) and widget.isVisible():
                    return widget
            return None

        def step(self) -> None:
            window = self.window()
            if window is None:
                return
            if bare:
                self.report()
            view_model: Any = getattr(window, "view_model", None)
            session = view_model.session if view_model is not None else None
            if session is None or session.store is None:
                return
            if self.screen is None:
                from app.store.reference_cache import ReferenceCache

                if ReferenceCache(session.store).count("stock_items") < items:
                    return
                self.screen = window.open_entry("stock-items")  # type: ignore[attr-defined]
                return
            list_model: Any = self.screen.view_model  # type: ignore[attr-defined]
            if list_model.busy or list_model.model.rowCount() < min(items, 100):
                return
            self.settled += 1
            if self.settled * POLL_MS >= 1000:  # painted and idle for a second
                self.report()

        def report(self) -> None:
            gc.collect()
            rss, peak = memory_mb()
            print(f"memory {rss:.1f} {peak:.1f}", flush=True)
            os._exit(0)

    driver: list[Driver] = []

    class DrivenApplication(QtWidgets.QApplication):
        def __init__(self, *args: object) -> None:
            super().__init__(*args)
            driver.append(Driver())

    QtWidgets.QApplication = DrivenApplication  # type: ignore[misc]
    if bare:
        app = QtWidgets.QApplication(sys.argv[:1])
        window = QtWidgets.QMainWindow()
        window.resize(1280, 800)
        window.show()
        return app.exec()
    from app.main import main as app_main

    return app_main([])


def measure(home: Path | None, items: int) -> tuple[float, float]:
    command = [sys.executable, "-m", "tests.benchmarks.bench_memory", "--child", str(items)]
    environment = {**os.environ, "QT_QPA_PLATFORM": "offscreen"}
    if home is None:
        command.append("--bare")
    else:
        environment["BACKOFFICE_HOME"] = str(home)
    finished = subprocess.run(
        command,
        env=environment,
        capture_output=True,
        text=True,
        timeout=TIMEOUT_SECONDS,
        check=False,
    )
    for line in finished.stdout.splitlines():
        if line.startswith("memory "):
            rss, peak = line.split()[1:]
            return float(rss), float(peak)
    raise RuntimeError(f"no figure from {' '.join(command)}: {finished.stderr[-2000:]}")


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("items", nargs="?", type=int, default=100_000)
    parser.add_argument("--db", type=Path, help="a seeded sandbox database, kept and reused")
    parser.add_argument("--child", action="store_true", help=argparse.SUPPRESS)
    parser.add_argument("--bare", action="store_true", help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.child:
        sys.exit(child(args.items, args.bare))

    from app.sandbox.db import Database
    from app.store.paths import AppPaths
    from tests.benchmarks.bench_stock_item_list import seed

    with tempfile.TemporaryDirectory(prefix="bench-memory-") as folder:
        source = args.db or Path(folder) / "seeded.sqlite3"
        if not source.exists():
            db = Database(source)
            seed(db, args.items)
            db.close()
        home = Path(folder) / "home"
        demo = AppPaths.resolve(home).demo_database
        demo.parent.mkdir(parents=True, exist_ok=True)
        shutil.copyfile(source, demo)
        bare, _ = measure(None, args.items)
        print(f"bare PySide6 window            RSS {bare:6.1f} MB")
        for name in ("first start (sync, then list)", "second start (cached, list)"):
            rss, peak = measure(home, args.items)
            print(
                f"{name:<31}RSS {rss:6.1f} MB, peak {peak:6.1f} MB"
                f"  ({args.items:,} items cached; target < 300 MB)"
            )


if __name__ == "__main__":
    main()
