"""``backoffice --self-test`` and ``python -m app --self-test``: what packaging and CI rely on."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

from tests.support.self_test import run_self_test

ROOT = Path(__file__).resolve().parents[1]


@pytest.mark.slow
def test_python_m_app_self_test_passes_and_says_what_it_did() -> None:
    result = run_self_test([sys.executable, "-m", "app"])
    assert result.returncode == 0, result.stdout + result.stderr
    assert "taxes list loaded through the API: 6 taxes" in result.stdout
    # A checkout compiles its .ts sources on start (the bundle ships them compiled).
    translations = ROOT / "resources" / "translations"
    assert f"translations found in {translations}: ar" in result.stdout
    assert result.stdout.strip().splitlines()[-1].startswith("self-test: ok")
    assert result.stderr == ""  # Qt's own chatter goes to the log, not to the terminal


@pytest.mark.slow
def test_the_backoffice_command_runs_the_self_test() -> None:
    command = Path(sys.executable).with_name("backoffice")
    assert command.exists(), "the package is installed with its console script"
    result = run_self_test([str(command)])
    assert result.returncode == 0, result.stdout + result.stderr


def test_self_test_failures_exit_non_zero_with_a_message(monkeypatch: pytest.MonkeyPatch) -> None:
    from app import desktop
    from app import main as app_main

    def broken(*args: object, **kwargs: object) -> int:
        raise RuntimeError("the demo database is locked")

    monkeypatch.setattr(desktop, "_run_gui", broken)
    assert app_main.main(["--self-test"]) == 1


@pytest.mark.slow
def test_a_windowed_program_without_standard_streams_passes_too() -> None:
    """The Windows and macOS bundles are windowed: Python starts them with sys.stdout and
    sys.stderr set to None (uvicorn's logging then failed to start the demo company)."""
    script = (
        "import sys; sys.stdout = sys.stderr = None\n"
        "from app.main import main\n"
        "raise SystemExit(main(['--self-test']))\n"
    )
    result = run_self_test([sys.executable, "-c", script])  # (its --self-test goes unread)
    assert result.returncode == 0
