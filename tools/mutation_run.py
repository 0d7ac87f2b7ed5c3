"""The mutation run of the money core (app/money) and of the printed documents' figures
(app/printing/sources.py), with mutmut: every mutant of those files is tried against
their tests (tests/money, tests/printing; ``[tool.mutmut]`` in pyproject.toml), and the
counts are printed, with the surviving mutants named.

    .venv/bin/python tools/mutation_run.py            # the run, then the counts
    .venv/bin/python tools/mutation_run.py --counts   # the counts of the last run only

Hypothesis tests try ``MONEY_EXAMPLES`` examples each (25 unless set): several hundred
mutants run them again. Takes some minutes on two cores. A surviving mutant is killed by a
new test, or explained in the note of the change that left it (``mutmut show NAME``).
"""

from __future__ import annotations

import os
import subprocess
import sys
from collections import Counter
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
MUTMUT = [sys.executable, "-m", "mutmut"]


def counts() -> int:
    """Print the counts of the last run; the number of survivors."""
    result = subprocess.run(
        [*MUTMUT, "results", "--all", "true"], cwd=ROOT, capture_output=True, text=True
    )
    states: Counter[str] = Counter()
    survivors = []
    for line in result.stdout.splitlines():
        name, _, state = line.strip().rpartition(": ")
        if not name:
            continue
        states[state] += 1
        if state == "survived":
            survivors.append(name)
    total = sum(states.values())
    print(f"mutants: {total}  " + "  ".join(f"{k}: {v}" for k, v in sorted(states.items())))
    for name in survivors:
        print(f"  survived: {name}")
    return len(survivors)


def main() -> int:
    if "--counts" not in sys.argv[1:]:
        env = {**os.environ, "MONEY_EXAMPLES": os.environ.get("MONEY_EXAMPLES", "25")}
        env.setdefault("QT_QPA_PLATFORM", "offscreen")
        subprocess.run([*MUTMUT, "run"], cwd=ROOT, env=env, check=False)
    return 1 if counts() else 0


if __name__ == "__main__":
    sys.exit(main())
