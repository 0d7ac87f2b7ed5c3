"""The demo company served from a child process of the app (``backoffice --serve-demo``)."""

from __future__ import annotations

import os
import subprocess
import sys
import time
from pathlib import Path

import httpx
import pytest

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
