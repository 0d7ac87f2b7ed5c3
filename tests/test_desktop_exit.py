"""The window's exit: an update installed during the session starts, and only then is
the installer loaded at all."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

from app import desktop


def test_an_update_installed_in_the_session_starts_at_the_exit(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    import app.updates.install as install

    started: list[list[str]] = []
    monkeypatch.setattr(install, "_restart", None)
    monkeypatch.setattr(subprocess, "Popen", lambda command, **_options: started.append(command))
    assert desktop.restart_into_an_installed_update() is False  # nothing installed
    install.request_restart(tmp_path / "backoffice")
    assert desktop.restart_into_an_installed_update() is True
    assert started == [[str(tmp_path / "backoffice")]]


def test_an_exit_without_an_update_never_loads_the_installer() -> None:
    script = (
        "import sys; from app import desktop; "
        "assert desktop.restart_into_an_installed_update() is False; "
        "print('app.updates.install' in sys.modules)"
    )
    answer = subprocess.run(
        [sys.executable, "-c", script], capture_output=True, text=True, check=True, timeout=120
    )
    assert answer.stdout.strip() == "False"
