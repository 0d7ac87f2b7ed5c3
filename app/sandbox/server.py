"""The sandbox served over HTTP on a loopback port, from a background thread.

The app's demo company runs this in-process, so demo mode exercises the same code path as a
real server: httpx, sockets, headers, JSON. Only loopback addresses are accepted: the
sandbox has demo tokens and must never be reachable from the network.
"""

from __future__ import annotations

import ipaddress
import socket
import threading
import time

import uvicorn
from fastapi import FastAPI


class NotLoopback(ValueError):
    """The sandbox only binds loopback addresses."""


def check_loopback(host: str) -> None:
    if host == "localhost":
        return
    try:
        address = ipaddress.ip_address(host)
    except ValueError as exc:
        raise NotLoopback(f"{host!r} is not an IP address; use 127.0.0.1") from exc
    if not address.is_loopback:
        raise NotLoopback(f"{host} is not a loopback address; the sandbox binds 127.0.0.1 only")


class SandboxServer:
    """Serves an ASGI app on ``host:port`` (port 0 = any free port) until ``stop``."""

    def __init__(self, app: FastAPI, *, host: str = "127.0.0.1", port: int = 0) -> None:
        check_loopback(host)
        self._app = app
        self._host = "127.0.0.1" if host == "localhost" else host
        self._port = port
        self._server: uvicorn.Server | None = None
        self._thread: threading.Thread | None = None
        self.url = ""

    def start(self, timeout: float = 15.0) -> str:
        """Bind, start serving, and return the base URL once requests are accepted."""
        family = socket.AF_INET6 if ":" in self._host else socket.AF_INET
        sock = socket.socket(family, socket.SOCK_STREAM)
        sock.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
        # Accepted connections inherit this: without it, an answer written as headers then
        # body waits for the client's delayed ACK (Nagle), about 40 ms per request.
        sock.setsockopt(socket.IPPROTO_TCP, socket.TCP_NODELAY, 1)
        sock.bind((self._host, self._port))
        port = sock.getsockname()[1]
        config = uvicorn.Config(
            self._app, log_level="warning", access_log=False, lifespan="off", ws="none"
        )
        self._server = uvicorn.Server(config)
        self._thread = threading.Thread(
            target=self._server.run, kwargs={"sockets": [sock]}, name="sandbox", daemon=True
        )
        self._thread.start()
        deadline = time.monotonic() + timeout
        while not self._server.started:
            if not self._thread.is_alive() or time.monotonic() > deadline:
                raise RuntimeError("the sandbox server did not start")
            time.sleep(0.01)
        host = f"[{self._host}]" if family == socket.AF_INET6 else self._host
        self.url = f"http://{host}:{port}"
        return self.url

    def stop(self, timeout: float = 10.0) -> None:
        if self._server is not None:
            self._server.should_exit = True
        if self._thread is not None:
            self._thread.join(timeout)
        self._server = self._thread = None
