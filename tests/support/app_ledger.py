"""The running app's ledger cache filled as the background sync fills it (one run of
``LedgerSync`` over the session's client), for tests of the managers' screens."""

from __future__ import annotations

import asyncio

from pytestqt.qtbot import QtBot

from app.store.ledger import LedgerStore, ledger_path
from app.sync.ledger import LedgerSync
from tests.support.app import RunningApp


def sync_ledger(qtbot: QtBot, running: RunningApp, *, full: bool = False) -> None:
    """One ledger sync of the current profile's cache, driven through the qasync loop."""
    session = running.view_model.session
    assert session is not None and session.store is not None
    store = LedgerStore(ledger_path(session.store.path))

    async def run() -> None:
        try:
            await LedgerSync(session.client, store).sync(full=full)
        finally:
            store.close()

    task = asyncio.ensure_future(run())
    qtbot.waitUntil(task.done, timeout=60000)
    task.result()
