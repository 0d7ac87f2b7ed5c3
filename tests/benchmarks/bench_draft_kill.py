"""kill -9 while typing, many times: how much typing a crash can lose.

    .venv/bin/python -m tests.benchmarks.bench_draft_kill [kills=100]

Each round starts a process typing into a tax editor (a key every 20 ms), kills it with
SIGKILL after a random 0.2-2.5 s, reopens its store and compares the draft with what was
typed. Prints the loss in seconds of typing (median, p95, worst); the promise is under one
second (the autosave's longest wait, ``app.viewmodels.autosave``).
"""

from __future__ import annotations

import random
import statistics
import sys
import tempfile
from pathlib import Path

from tests.support.draft_kill import kill_while_typing


def main(kills: int) -> None:
    rng = random.Random(20261122)
    losses: list[float] = []
    found = 0
    for _ in range(kills):
        with tempfile.TemporaryDirectory() as folder:
            outcome = kill_while_typing(Path(folder), rng)
        losses.append(outcome.lost_seconds)
        found += outcome.kept > 0
    losses.sort()
    print(f"kills                {kills}")
    print(f"draft found          {found}/{kills}")
    print(f"lost, median         {statistics.median(losses):.3f} s of typing")
    print(f"lost, p95            {losses[int(0.95 * (len(losses) - 1))]:.3f} s")
    print(f"lost, worst          {losses[-1]:.3f} s")


if __name__ == "__main__":
    main(int(sys.argv[1]) if len(sys.argv) > 1 else 100)
