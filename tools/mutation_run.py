"""The mutation run of the money core (app/money) and of the printed documents' figures
(app/printing/sources.py), with mutmut: every mutant of those files is tried against
their tests (tests/money, tests/printing; ``[tool.mutmut]`` in pyproject.toml), and the
counts are printed, with the surviving mutants named.

    .venv/bin/python tools/mutation_run.py            # the figures' mutants, then the counts
    .venv/bin/python tools/mutation_run.py --all      # every mutant of both files
    .venv/bin/python tools/mutation_run.py --sources  # every mutant of sources.py alone
    .venv/bin/python tools/mutation_run.py --counts   # the counts of the last run only

By default the run takes the money core and the functions of sources.py that compute or
place an invoice's figures (``FIGURES``); ``--all`` adds the rest of sources.py (the return
note, the delivery note, the accounting documents and the statement, parties, codes, the
fetching coroutines), about an hour on two shared cores; one function's glob
(``mutmut run "app.printing.sources.x_return_note__mutmut_*"``) takes minutes.

Hypothesis tests try ``MONEY_EXAMPLES`` examples each (8 unless set): several hundred
mutants run them again. Run it without ``PYTHONPATH`` pointing at the worktree (its ``app``
would shadow the mutants). A surviving mutant is killed by a new test, or explained as
equivalent in tools/mutation_notes.md, with the counts of the last full run
(``mutmut show NAME`` shows a mutant).
"""

from __future__ import annotations

import os
import subprocess
import sys
from collections import Counter
from fnmatch import fnmatch
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
MUTMUT = [sys.executable, "-m", "mutmut"]
FIGURES = [
    "app.money.*",
    *(
        f"app.printing.sources.x_{name}__mutmut_*"
        for name in (
            "_sales_lines",
            "sales_totals_block",
            "_server",
            "_currency_places",
            "_line_rates",
            "invoice_from_order",
        )
    ),
]
"""Mutant names (mutmut's globs) of the code that computes money."""
SOURCES = ["app.printing.sources.*"]
"""Every mutant of the printed documents' sources (the figures and the rest)."""


def counts(patterns: list[str] | None = None) -> int:
    """Print the counts of the last run (of the mutants matching ``patterns``); the number
    of survivors."""
    result = subprocess.run(
        [*MUTMUT, "results", "--all", "true"], cwd=ROOT, capture_output=True, text=True
    )
    states: Counter[str] = Counter()
    survivors = []
    for line in result.stdout.splitlines():
        name, _, state = line.strip().rpartition(": ")
        if not name or (patterns and not any(fnmatch(name, p) for p in patterns)):
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
    arguments = sys.argv[1:]
    patterns = None if "--all" in arguments else SOURCES if "--sources" in arguments else FIGURES
    if "--counts" not in arguments:
        env = {**os.environ, "MONEY_EXAMPLES": os.environ.get("MONEY_EXAMPLES", "8")}
        env.setdefault("QT_QPA_PLATFORM", "offscreen")
        subprocess.run([*MUTMUT, "run", *(patterns or [])], cwd=ROOT, env=env, check=False)
    return 1 if counts(patterns) else 0


if __name__ == "__main__":
    sys.exit(main())
