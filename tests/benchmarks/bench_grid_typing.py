"""The issue's 20 sales orders of 5 lines, typed at a person's speed (80-300 ms between
keys) while every on-hand and search answer comes 50-500 ms late (prints figures; the
check that every line kept its item is the test's own assertion).

The suite types 4 orders (``tests/views/test_grid_keeps_typing.py``); this runs the same
test with 20 and prints how long the typing took against the person's own pauses
between keys measured in the same run (the baseline: a ratio near 1 means the grid
never made the clerk wait).

    .venv/bin/python -m tests.benchmarks.bench_grid_typing [orders]
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
import tempfile
import time
from pathlib import Path

TEST = "tests/views/test_grid_keeps_typing.py"


def main() -> int:
    orders = int(sys.argv[1]) if len(sys.argv) > 1 else 20
    with tempfile.TemporaryDirectory() as folder:
        figures_file = Path(folder) / "figures.json"
        env = {
            **os.environ,
            "QT_QPA_PLATFORM": "offscreen",
            "GRID_ORDERS": str(orders),
            "GRID_FIGURES": str(figures_file),
        }
        started = time.perf_counter()
        run = subprocess.run(
            [sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider", TEST],
            env=env,
            capture_output=True,
            text=True,
        )
        wall = time.perf_counter() - started
        if run.returncode != 0 or not figures_file.exists():
            print(run.stdout[-4000:], run.stderr[-2000:], sep="\n")
            print(f"FAILED: {orders} orders (pytest exit {run.returncode})", file=sys.stderr)
            return 1
        figures = json.loads(figures_file.read_text())
    typing, pauses = figures["typing_seconds"], figures["pause_seconds"]
    print(f"orders typed            {figures['orders']} x 5 lines, every line kept its item")
    print(f"keys pressed            {figures['keys']}")
    print(f"answers delayed         {figures['late_answers']} (50-500 ms each)")
    print(f"typing time             {typing:.1f} s ({typing / figures['orders']:.1f} s an order)")
    print(f"person's own pauses     {pauses:.1f} s (baseline)")
    print(f"typing / pauses         {typing / pauses:.2f}")
    print(f"whole run               {wall:.1f} s")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
