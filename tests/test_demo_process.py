"""The demo company served from a child process of the app (``backoffice --serve-demo``)."""

from __future__ import annotations

import os
import subprocess
import sys
import time
from pathlib import Path

import httpx
import pytest

from app.cli.demo import DemoCompany
from app.demo_process import DemoProcess, DemoServerFailed, child_command


def test_the_child_serves_the_demo_company_and_stops_when_asked(tmp_path: Path) -> None:
    database = tmp_path / "demo" / "sandbox.sqlite3"
    log_file = tmp_path / "logs" / "demo-company.log"
    process = DemoProcess(database, rate_limits=False, log_file=log_file)
    url, authorization = process.start()
    try:
        assert url.startswith("http://127.0.0.1:")
        answer = httpx.get(f"{url}/v3/taxes", headers={"Authorization": authorization}, timeout=30)
        assert answer.status_code == 200
        assert answer.json()["totalCount"] == 6  # the demo company's taxes
        child = process._process
        assert child is not None and child.poll() is None
    finally:
        process.stop()
    assert child.returncode == 0  # it stopped on its own when its stdin closed
    with pytest.raises(httpx.ConnectError):
        httpx.get(f"{url}/v3/taxes", headers={"Authorization": authorization}, timeout=5)
    # A second start serves the same company with a new token; the old one is refused.
    again = DemoProcess(database, rate_limits=False, log_file=log_file)
    url, second = again.start()
    try:
        assert second != authorization
        refused = httpx.get(f"{url}/v3/taxes", headers={"Authorization": authorization})
        assert refused.status_code == 401
    finally:
        again.stop()


def test_a_child_that_cannot_serve_says_why(tmp_path: Path) -> None:
    database = tmp_path / "not-a-database"
    database.mkdir()  # a folder where the file should be
    process = DemoProcess(database, rate_limits=True, log_file=None)
    with pytest.raises(DemoServerFailed, match="the demo company could not start"):
        process.start()


def test_the_child_is_this_executable() -> None:
    command = child_command(Path("demo.sqlite3"), rate_limits=False)
    assert command == [
        sys.executable,
        "-m",
        "app",
        "--serve-demo",
        "demo.sqlite3",
        "--no-rate-limits",
    ]


PARENT = """
import sys, time
from pathlib import Path
from app.demo_process import DemoProcess
process = DemoProcess(Path(sys.argv[1]), rate_limits=False, log_file=None)
process.start()
print(process._process.pid, flush=True)
time.sleep(600)
"""


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="reads /proc")
def test_the_child_ends_when_the_app_is_killed(tmp_path: Path) -> None:
    parent = subprocess.Popen(
        [sys.executable, "-c", PARENT, str(tmp_path / "sandbox.sqlite3")],
        stdout=subprocess.PIPE,
        text=True,
    )
    assert parent.stdout is not None
    child_pid = int(parent.stdout.readline())
    parent.kill()  # as kill -9 or a crash would: no cleanup runs
    parent.wait()
    parent.stdout.close()
    deadline = time.monotonic() + 30
    while _alive(child_pid) and time.monotonic() < deadline:
        time.sleep(0.1)
    assert not _alive(child_pid), "the demo company's process outlived the app"


def _alive(pid: int) -> bool:
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    # Ended but not yet reaped by init: a zombie is not serving either.
    status = Path(f"/proc/{pid}/status")
    return not (status.exists() and "zombie" in status.read_text())


def test_a_start_begun_early_is_the_one_the_session_gets(tmp_path: Path) -> None:
    # The window starts the demo company's process while the session's modules load; the
    # session's ensure_running then waits for that start instead of making a second one.
    demo = DemoCompany(tmp_path / "demo" / "sandbox.sqlite3", rate_limits=False, own_process=True)
    demo.start_soon()
    early = demo._early
    assert early is not None
    try:
        url, authorization = demo.ensure_running()
        assert early.result() == (url, authorization)  # the same process, not a second one
        assert demo.ensure_running() == (url, authorization)
        answer = httpx.get(f"{url}/v3/taxes", headers={"Authorization": authorization}, timeout=30)
        assert answer.status_code == 200
        child = demo._process._process if demo._process is not None else None
        assert child is not None and child.poll() is None
    finally:
        demo.stop()
    assert child.returncode == 0
    demo.start_soon()
    demo.stop()  # a start under way ends first, then its process is stopped
    assert demo._process is None and demo._early is None


def test_an_early_start_that_failed_is_said_by_the_session_then_tried_again(
    tmp_path: Path,
) -> None:
    database = tmp_path / "not-a-database"
    database.mkdir()  # a folder where the file should be
    log_file = tmp_path / "demo-company.log"
    demo = DemoCompany(database, rate_limits=True, own_process=True, log_file=log_file)

    def failed_starts() -> int:
        return log_file.read_text(encoding="utf-8").count("could not start")

    demo.start_soon()
    with pytest.raises(DemoServerFailed, match="the demo company could not start"):
        demo.ensure_running()
    assert failed_starts() == 1  # the early start's failure, not a second start's
    assert demo._early is None
    with pytest.raises(DemoServerFailed, match="the demo company could not start"):
        demo.ensure_running()  # a new start, which fails in turn
    assert failed_starts() == 2
