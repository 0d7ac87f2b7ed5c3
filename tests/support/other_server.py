"""The whole app against the sandbox playing another server (``app.sandbox.variant``)."""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path

from fastapi import FastAPI
from pytestqt.qtbot import QtBot

from app.sandbox.server import SandboxServer
from tests.support.app import FixedOpener, RunningApp, running_app
from tests.support.sandbox import Tenant, variant_app


@dataclass
class OtherServer:
    """The running app, and the sandbox app behind it (``sandbox.state.variant`` holds the
    added fields as the app's saves left them)."""

    running: RunningApp
    sandbox: FastAPI
    url: str
    server: SandboxServer
    """The sandbox's HTTP server: ``server.stop()`` makes it go away under the app."""


@contextmanager
def serve_variant(tenant: Tenant, variant: str) -> Iterator[tuple[FastAPI, SandboxServer, str]]:
    """The sandbox answering as ``variant`` on a port of its own: (app, server, URL)."""
    sandbox = variant_app(tenant.db, variant)
    server = SandboxServer(sandbox)
    url = server.start()
    try:
        yield sandbox, server, url
    finally:
        server.stop()


@contextmanager
def app_on_variant(
    qtbot: QtBot, home: Path, tenant: Tenant, variant: str, **options: object
) -> Iterator[OtherServer]:
    """The main window connected to ``tenant`` on a sandbox answering as ``variant``."""
    with serve_variant(tenant, variant) as (sandbox, server, url):
        opener = FixedOpener(tenant.connection(url))
        with running_app(qtbot, home, opener=opener, **options) as running:  # type: ignore[arg-type]
            yield OtherServer(running, sandbox, url, server)
