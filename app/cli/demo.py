"""The demo company and the session opener, shared by the window and the command lines.

Kept light on purpose: ``app.desktop`` imports this module before the window shows, so the
API client, the sandbox and FastAPI are imported inside the methods, on the worker thread
that first needs them: the window's start-up time pays for nothing it does not show.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import threading
from concurrent.futures import Future
from pathlib import Path
from typing import TYPE_CHECKING

from app.store.profiles import Profile
from app.store.secrets import TokenVault

if TYPE_CHECKING:
    from app.api.client import ApiClient
    from app.demo_process import DemoProcess
    from app.sandbox.db import Database
    from app.sandbox.server import SandboxServer

log = logging.getLogger("app")


class DemoCompany:
    """The demo company's sandbox, started on first use: in a child process of the app
    (``own_process``, what the app does: see ``app.demo_process``) or in a background
    thread of this one (tests, which mount hundreds of them).

    A new demo database is filled with the demo data; the app's API user gets a fresh token
    each start (only its hash is stored, so it is never written anywhere in clear).
    """

    def __init__(
        self,
        database_path: Path,
        *,
        rate_limits: bool = True,
        own_process: bool = False,
        log_file: Path | None = None,
    ) -> None:
        self._path = database_path
        self._rate_limits = rate_limits
        self._own_process = own_process
        self._log_file = log_file
        self._lock = threading.Lock()
        self._server: SandboxServer | None = None
        self._db: Database | None = None
        self._process: DemoProcess | None = None
        self._url = ""
        self._token = ""
        self._early: Future[tuple[str, str]] | None = None

    def start_soon(self) -> None:
        """Starts the sandbox now, on a thread of its own, without waiting for it.

        The session that needs it loads its own modules first (half a second): the demo
        company's process starts meanwhile, not after, and the next ``ensure_running``
        hands over its answer, or raises what stopped it."""
        with self._lock:
            if self._url or self._early is not None:
                return
            early: Future[tuple[str, str]] = Future()
            self._early = early

        def start() -> None:
            try:
                early.set_result(self._start())
            except BaseException as exc:  # handed to the next ensure_running, which raises it
                early.set_exception(exc)

        threading.Thread(target=start, name="demo-company-start", daemon=True).start()

    def ensure_running(self) -> tuple[str, str]:
        """(base URL, Authorization value); blocking, so call it from a worker thread."""
        with self._lock:
            early, self._early = self._early, None
        if early is not None:
            return early.result()
        return self._start()

    def _start(self) -> tuple[str, str]:
        # Imported here, on the worker thread: FastAPI and uvicorn take a third of a second
        # to import, which the window need not wait for.
        from app.demo_process import DemoProcess, start_serving

        with self._lock:
            if self._url:
                return self._url, self._token
            if self._own_process:
                process = DemoProcess(
                    self._path, rate_limits=self._rate_limits, log_file=self._log_file
                )
                self._url, self._token = process.start()
                self._process = process
                where = "a process of its own"
            else:
                self._server, self._db, self._token = start_serving(
                    self._path, rate_limits=self._rate_limits
                )
                self._url = self._server.url
                where = "a thread of the app"
            log.info("demo company served at %s from %s, in %s", self._url, self._path, where)
            return self._url, self._token

    def stop(self) -> None:
        with self._lock:
            early, self._early = self._early, None
        if early is not None:  # a start still under way ends first, then is stopped
            with contextlib.suppress(Exception):
                early.result()
        with self._lock:
            if self._process is not None:
                self._process.stop()
            if self._server is not None:
                self._server.stop()
            if self._db is not None:
                self._db.close()
            self._server = self._db = self._process = None
            self._url = ""


class SessionOpener:
    """Builds the API client for a profile: the local demo company or a real server."""

    def __init__(self, demo: DemoCompany, vault: TokenVault) -> None:
        self._demo = demo
        self._vault = vault

    async def open_client(self, profile: Profile) -> ApiClient:
        # Called once the session's modules are loaded (MainWindowViewModel._open).
        from app.api.client import ApiClient
        from app.api.connection import Connection
        from app.store.secrets import MissingToken

        # The client is made on a worker thread too: its HTTP transport reads the system's
        # certificate authorities (some 40 ms) as it is made, and the main thread would
        # stall while the landing dashboard waits for the session.
        if profile.is_demo:

            def demo_client() -> ApiClient:
                url, demo_token = self._demo.ensure_running()
                return ApiClient(Connection(base_url=url, token=demo_token))

            return await asyncio.to_thread(demo_client)
        token = self._vault.load(profile.id)
        if token is None:
            raise MissingToken(profile.id)
        connection = Connection(
            base_url=profile.base_url,
            token=token,
            token_kind=profile.token_kind,
            tenant_id=profile.tenant_id,
        )
        return await asyncio.to_thread(ApiClient, connection)
