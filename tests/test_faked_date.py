"""Running the suite on a faked date: the runner fakes the wall clock only and keeps sleeps
real, and the conftest refuses libfaketime set up any other way with one line."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from tests.support.faked_clock import RUNNER, faketime_problem

ROOT = Path(__file__).resolve().parent.parent
PRELOAD = {"LD_PRELOAD": "/usr/lib/x86_64-linux-gnu/faketime/libfaketime.so.1"}


def _no_sleep(seconds: float) -> None:
    raise OSError(22, "Invalid argument")


def test_no_libfaketime_is_no_problem() -> None:
    assert faketime_problem({}, _no_sleep) is None
    assert faketime_problem({"FAKETIME": "@2027-01-01 00:00:00"}, _no_sleep) is None


def test_a_faked_monotonic_clock_stops_the_run_with_one_line() -> None:
    problem = faketime_problem(PRELOAD | {"FAKETIME": "@2027-01-01 00:00:00"})
    assert problem is not None and "monotonic" in problem and RUNNER in problem
    assert "\n" not in problem


def test_sleeps_that_fail_stop_the_run_with_one_line() -> None:
    environ = PRELOAD | {"FAKETIME_DONT_FAKE_MONOTONIC": "1"}
    problem = faketime_problem(environ, _no_sleep)
    assert problem is not None and "time.sleep" in problem and RUNNER in problem
    assert faketime_problem(environ, lambda seconds: None) is None


@pytest.mark.skipif(
    not Path(PRELOAD["LD_PRELOAD"]).is_file() or shutil.which("cc") is None,
    reason="needs Debian's faketime package and a C compiler",
)
@pytest.mark.parametrize("day", ["2028-02-29", "2027-12-31"])
def test_the_runner_fakes_the_date_and_keeps_sleeps_and_the_guard_quiet(
    day: str, tmp_path: Path
) -> None:
    script = (
        "import asyncio, datetime, os, time\n"
        "from tests.support.faked_clock import faketime_problem\n"
        "start = time.monotonic()\n"
        "time.sleep(0.05)\n"
        "asyncio.run(asyncio.sleep(0.05))\n"
        "assert time.monotonic() - start >= 0.1\n"
        "print(datetime.date.today().isoformat(), faketime_problem(os.environ))\n"
    )
    environ = os.environ | {"XDG_CACHE_HOME": str(tmp_path), "PYTHONPATH": str(ROOT)}
    done = subprocess.run(
        [str(ROOT / RUNNER), day, "--", sys.executable, "-c", script],
        capture_output=True,
        text=True,
        env=environ,
        timeout=60,
        check=False,
    )
    assert done.returncode == 0, done.stderr
    assert done.stdout.split() == [day, "None"]
