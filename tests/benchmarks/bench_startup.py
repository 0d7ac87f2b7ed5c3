"""Start-up: the whole self-test (demo company, sandbox thread, main window, taxes list
through HTTP) against a bare Qt window that shows and quits. Prints min / median / max.

    .venv/bin/python -m tests.benchmarks.bench_startup [runs]
"""

from __future__ import annotations

import os
import statistics
import subprocess
import sys
import time

BARE_WINDOW = (
    "from PySide6.QtWidgets import QApplication, QMainWindow;"
    "from PySide6.QtCore import QTimer;"
    "app = QApplication([]); w = QMainWindow(); w.show();"
    "QTimer.singleShot(0, app.quit); app.exec()"
)


def timed(command: list[str], runs: int) -> list[float]:
    environment = {**os.environ, "QT_QPA_PLATFORM": "offscreen"}
    subprocess.run(command, check=True, capture_output=True, env=environment)  # warm-up
    seconds = []
    for _ in range(runs):
        started = time.perf_counter()
        subprocess.run(command, check=True, capture_output=True, env=environment)
        seconds.append(time.perf_counter() - started)
    return seconds


def report(name: str, seconds: list[float]) -> None:
    print(
        f"{name:<28} min {min(seconds):6.3f} s   median {statistics.median(seconds):6.3f} s"
        f"   max {max(seconds):6.3f} s   ({len(seconds)} runs)"
    )


def main() -> None:
    runs = int(sys.argv[1]) if len(sys.argv) > 1 else 7
    app = timed([sys.executable, "-m", "app", "--self-test"], runs)
    bare = timed([sys.executable, "-c", BARE_WINDOW], runs)
    report("backoffice --self-test", app)
    report("bare Qt window", bare)
    print(f"median difference: {statistics.median(app) - statistics.median(bare):.3f} s")


if __name__ == "__main__":
    main()
