"""The demo company's server in a child process of the app (``backoffice --serve-demo DB``).

Served from a thread of the app, the sandbox shared the interpreter lock with the window:
building FastAPI's app, creating the demo company on a first start and answering a 100,000-
item sync all took turns with the window's thread, and its memory counted in the app's.
In a child process of the same executable (a frozen bundle has no other Python to call) it
does not. The child prints one line of JSON on stdout (the base URL and a fresh token for
the app's API user: a pipe between the two processes, never a file or the command line)
and serves until its stdin closes: when the app stops it, or when the app dies, whatever
the way.

No Qt here (``app.main`` calls it before building any window).
"""

from __future__ import annotations

import contextlib
import json
import logging
import os
import subprocess
import sys
import threading
import time
from pathlib import Path
from typing import IO, TYPE_CHECKING

if TYPE_CHECKING:
    from app.sandbox.db import Database
    from app.sandbox.server import SandboxServer

log = logging.getLogger("app.demo")

DEMO_API_USER = "Back Office Desktop"
START_TIMEOUT_SECONDS = 120.0
"""A first start creates the demo company (seconds on a slow machine)."""
STOP_TIMEOUT_SECONDS = 10.0


class DemoServerFailed(RuntimeError):
    """The demo company's process did not start serving."""


def start_serving(database_path: Path, *, rate_limits: bool) -> tuple[SandboxServer, Database, str]:
    """Open (creating the demo company on first use) and serve ``database_path`` on a free
    loopback port: (server, database, Authorization value for the app's API user)."""
    from app.sandbox.app import create_app
    from app.sandbox.db import Database
    from app.sandbox.demo import create_demo_company
    from app.sandbox.server import SandboxServer
    from app.sandbox.tenants import first_tenant

    database_path.parent.mkdir(parents=True, exist_ok=True)
    db = Database(database_path)
    with db.transaction() as conn:
        tenant = first_tenant(conn)
    tenant_id = tenant if tenant is not None else create_demo_company(db)
    token = _app_token(db, tenant_id)
    server = SandboxServer(create_app(db, rate_limits=rate_limits))
    server.url = server.start()
    return server, db, token


def _app_token(db: Database, tenant_id: int) -> str:
    """A fresh token for the app's API user (only its hash is stored)."""
    from app.sandbox.auth import ALL_SCOPES, api_user_named, create_api_user, rotate_token

    with db.transaction() as conn:
        user_id = api_user_named(conn, tenant_id, DEMO_API_USER)
        if user_id is not None:
            return rotate_token(conn, user_id)
        issued = create_api_user(conn, tenant_id=tenant_id, name=DEMO_API_USER, scopes=[ALL_SCOPES])
        return issued.authorization


def serve_demo(database_path: Path, *, rate_limits: bool = True) -> int:
    """The child's side: serve, say where on stdout, stop when stdin closes."""
    logging.basicConfig(
        level=logging.WARNING,
        stream=sys.stderr,
        format="%(asctime)s %(levelname)s %(name)s: %(message)s",
    )
    try:
        server, db, token = start_serving(database_path, rate_limits=rate_limits)
    except Exception as exc:  # the app shows this line to the clerk
        print(f"the demo company could not start: {type(exc).__name__}: {exc}", file=sys.stderr)
        return 1
    try:
        # To the pipe itself: a windowed bundle may have set sys.stdout aside (app.main).
        os.write(1, (json.dumps({"url": server.url, "authorization": token}) + "\n").encode())
        _wait_for_the_app()
    finally:
        server.stop()
        db.close()
    return 0


def _wait_for_the_app() -> None:
    """Until the app closes our stdin (it stops us, or it ended, whatever the way)."""
    try:
        with open(0, "rb", closefd=False) as stdin:
            while stdin.read(4096):
                pass
    except OSError:  # no usable stdin: watch for the parent's end instead (POSIX)
        parent = os.getppid()
        while os.getppid() == parent:
            time.sleep(1.0)


def child_command(database_path: Path, *, rate_limits: bool) -> list[str]:
    """How this executable starts the child: the bundle is its own entry point."""
    if getattr(sys, "frozen", False):
        command = [sys.executable, "--serve-demo", str(database_path)]
    else:
        command = [sys.executable, "-m", "app", "--serve-demo", str(database_path)]
    return command if rate_limits else [*command, "--no-rate-limits"]


class DemoProcess:
    """The app's side: starts the child, reads where it serves, stops it."""

    def __init__(self, database_path: Path, *, rate_limits: bool, log_file: Path | None) -> None:
        self._command = child_command(database_path, rate_limits=rate_limits)
        self._log_file = log_file
        self._process: subprocess.Popen[str] | None = None

    def start(self) -> tuple[str, str]:
        """(base URL, Authorization value); blocking, so call it from a worker thread."""
        errors: IO[str] | int = subprocess.PIPE
        if self._log_file is not None:
            self._log_file.parent.mkdir(parents=True, exist_ok=True)
            errors = self._log_file.open("a", encoding="utf-8")
        flags = getattr(subprocess, "CREATE_NO_WINDOW", 0)  # no console window on Windows
        try:
            process = subprocess.Popen(
                self._command,
                stdin=subprocess.PIPE,
                stdout=subprocess.PIPE,
                stderr=errors,
                text=True,
                encoding="utf-8",
                creationflags=flags,
            )
        finally:
            if not isinstance(errors, int):
                errors.close()  # the child has its own copy
        self._process = process
        line = _first_line(process, START_TIMEOUT_SECONDS)
        try:
            answer = json.loads(line)
            return str(answer["url"]), str(answer["authorization"])
        except (ValueError, KeyError, TypeError):
            said = line.strip() or self._said(process)
            self.stop()
            raise DemoServerFailed(said or "the demo company's process ended") from None

    def _said(self, process: subprocess.Popen[str]) -> str:
        """The child's last words on stderr (or in its log file)."""
        with contextlib.suppress(subprocess.TimeoutExpired):
            process.wait(STOP_TIMEOUT_SECONDS)
        if process.stderr is not None and process.poll() is not None:
            return process.stderr.read().strip()[-500:]
        if self._log_file is not None and self._log_file.exists():
            lines = self._log_file.read_text(encoding="utf-8").strip().splitlines()
            return lines[-1] if lines else ""
        return ""

    def stop(self) -> None:
        process, self._process = self._process, None
        if process is None:
            return
        if process.stdin is not None:
            with contextlib.suppress(OSError):  # (a child already gone: a broken pipe)
                process.stdin.close()  # the child's signal to stop
        try:
            process.wait(STOP_TIMEOUT_SECONDS)
        except subprocess.TimeoutExpired:
            log.warning("the demo company's process did not stop; killing it")
            process.kill()
            process.wait()
        for stream in (process.stdout, process.stderr):
            if stream is not None:
                stream.close()


def _first_line(process: subprocess.Popen[str], timeout: float) -> str:
    """The child's first line on stdout ('' if it ended first or took too long)."""
    lines: list[str] = []
    assert process.stdout is not None
    stdout = process.stdout
    reader = threading.Thread(target=lambda: lines.append(stdout.readline()), daemon=True)
    reader.start()
    reader.join(timeout)
    return lines[0] if lines else ""
