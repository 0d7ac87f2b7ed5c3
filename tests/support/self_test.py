"""``--self-test`` of a program as its user starts it (the checkout's command, a frozen
bundle, an installed wheel): offscreen, in a temporary home the self-test makes itself."""

from __future__ import annotations

import os
import subprocess
from pathlib import Path


def run_self_test(
    command: list[str], *, timeout: float = 120, cwd: Path | None = None, **environment: str
) -> subprocess.CompletedProcess[str]:
    """The finished run (``stdout`` says what it did); ``environment`` adds variables."""
    settings = {**os.environ, "QT_QPA_PLATFORM": "offscreen", **environment}
    settings.pop("BACKOFFICE_HOME", None)  # the self-test makes its own temporary home
    return subprocess.run(
        [*command, "--self-test"],
        cwd=cwd,
        env=settings,
        capture_output=True,
        text=True,
        timeout=timeout,
        check=False,
    )
