"""A Python script in a fresh interpreter (offscreen Qt): what it printed last.

For tests about what a process imports or does from its start, which the test's own
interpreter (everything already imported) cannot show."""

from __future__ import annotations

import os
import subprocess
import sys


def last_line_of(script: str, *args: str) -> str:
    """Runs ``python -c script args``; fails the test with its stderr unless it exits 0."""
    finished = subprocess.run(
        [sys.executable, "-c", script, *args],
        env={**os.environ, "QT_QPA_PLATFORM": "offscreen"},
        capture_output=True,
        text=True,
        timeout=120,
        check=False,
    )
    assert finished.returncode == 0, finished.stderr
    return finished.stdout.splitlines()[-1]
