"""A view-model session on a test tenant of the live sandbox."""

from __future__ import annotations

import asyncio
import tempfile
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

from pytestqt.qtbot import QtBot

from app.api.client import ApiClient
from app.store.local import LocalStore
from app.store.profiles import DEMO_PROFILE
from app.viewmodels.session import Session
from tests.support.sandbox import Tenant


@contextmanager
def session_on(qtbot: QtBot, tenant: Tenant, url: str) -> Iterator[Session]:
    """A session with its own store (drafts, outbox, cache) in a temporary folder."""
    with tempfile.TemporaryDirectory() as folder:
        store = LocalStore(Path(folder) / "profile.sqlite3")
        session = Session(DEMO_PROFILE, ApiClient(tenant.connection(url)), store)
        try:
            yield session
        finally:
            closing = asyncio.ensure_future(session.client.aclose())
            qtbot.waitUntil(closing.done, timeout=5000)
            session.close()


def wait_idle(qtbot: QtBot, owner: object, timeout: int = 10000) -> None:
    """Until a view-model's tasks have all ended."""
    qtbot.waitUntil(lambda: not owner.busy, timeout=timeout)  # type: ignore[attr-defined]
