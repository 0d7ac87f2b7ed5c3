"""The running app's ledger cache, filled by the app itself: its background ledger sync
(``app.viewmodels.ledger``) starts after the reference lists' sync; tests wait for its first
run, as a manager waits for the status bar to say "Ledger up to date"."""

from __future__ import annotations

from pytestqt.qtbot import QtBot

from tests.support.app import RunningApp


def sync_ledger(qtbot: QtBot, running: RunningApp, *, timeout: int = 60000) -> None:
    """Until the session's background ledger sync has finished its first run."""

    def synced() -> bool:
        ledger = running.view_model.ledger
        status = ledger.status() if ledger is not None else None
        return status is not None and status.as_of is not None

    qtbot.waitUntil(synced, timeout=timeout)
