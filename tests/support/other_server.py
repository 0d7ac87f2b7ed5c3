"""The whole app against the sandbox playing another server (``app.sandbox.variant``)."""

from __future__ import annotations

import asyncio
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from fastapi import FastAPI
from PySide6.QtCore import Qt
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


VOLATILE = {"updateDate"}


def errors_of(running: RunningApp) -> list[Any]:
    """What the app tells the clerk from now on: errors shown and errors reported."""
    told: list[Any] = []
    running.errors.presented.connect(told.append)
    running.errors.reported.connect(told.append)
    return told


def server_copy(qtbot: QtBot, running: RunningApp, path: str) -> dict[str, Any]:
    """The record at ``path`` as the server has it now, read with the app's session."""
    session = running.view_model.session
    assert session is not None
    task = asyncio.ensure_future(session.client.request("GET", path))
    qtbot.waitUntil(task.done, timeout=10000)
    record: dict[str, Any] = task.result().json()
    return record


def changed_fields(before: dict[str, Any], after: dict[str, Any]) -> set[str]:
    """The wire names whose values differ (the server's own timestamps aside)."""
    return {
        name
        for name in (before.keys() | after.keys()) - VOLATILE
        if before.get(name) != after.get(name)
    }


def type_at_the_end(qtbot: QtBot, edit: Any, text: str) -> None:
    """Click into ``edit``, go to its end and type ``text``, as a clerk adds to a field."""
    edit.setFocus()
    qtbot.keyClick(edit, Qt.Key.Key_End)
    qtbot.keyClicks(edit, text)


def save_by_keys(qtbot: QtBot, widget: Any) -> None:
    """Ctrl+S on ``widget``."""
    qtbot.keyClick(widget, Qt.Key.Key_S, Qt.KeyboardModifier.ControlModifier)
