"""The session's ledger cache, kept fresh in the background for the reports and dashboard.

After the reference lists' first sync of a session, the ledger is synced (in full the first
time and once a day, else the newest pages of documents with their guards:
``app.sync.ledger``), then again every few minutes, and in full when the manager asks (F9).
The cache file is opened on a worker thread, every write runs on the sync's own thread,
and progress goes to the status bar. Screens read the cache through
``books()`` and redraw on ``updated``.
"""

from __future__ import annotations

import asyncio
import contextlib
import sqlite3

from PySide6.QtCore import QCoreApplication, QDateTime, QLocale, QObject, Qt, Signal

from app.api import errors as api_errors
from app.api.ratelimit import wait_for_event
from app.store.ledger import Books, LedgerStore, ledger_path
from app.store.ledger_status import SyncStatus
from app.store.settings import ProfileSettings
from app.sync.ledger import DEFAULT_WINDOW_PAGES, WINDOW_SETTING, LedgerProgress, LedgerSync
from app.viewmodels.errors import ErrorPresenter
from app.viewmodels.session import Session
from app.viewmodels.tasks import TaskOwner

translate = QCoreApplication.translate

LEDGER_SYNC_EVERY_SECONDS = 600.0


def as_of_text(status: SyncStatus | None) -> str:
    """What a report says about its figures: "As of 28/11/2026 15:30", with "offline"
    when the last attempt could not reach the server, or "Not synced yet"."""
    if status is None or status.as_of is None:
        return translate("Ledger", "Not synced yet")
    moment = QDateTime.fromString(status.as_of, Qt.DateFormat.ISODateWithMs).toLocalTime()
    when = QLocale().toString(moment, QLocale.FormatType.ShortFormat)
    if status.offline:
        return translate("Ledger", "As of {time} (offline: from the cache)").format(time=when)
    return translate("Ledger", "As of {time}").format(time=when)


def window_pages(session: Session) -> int:
    """The trailing window from the profile's settings (a positive number of pages)."""
    if session.store is None:
        return DEFAULT_WINDOW_PAGES
    value = ProfileSettings(session.store).get(WINDOW_SETTING)
    return value if isinstance(value, int) and value > 0 else DEFAULT_WINDOW_PAGES


class LedgerWork(TaskOwner):
    """The ledger cache of one session and its background sync."""

    statusChanged = Signal(str)
    """Status-bar text about the ledger."""
    updated = Signal()
    """The cache was opened or synced: reports and the dashboard redraw."""

    def __init__(
        self,
        session: Session,
        errors: ErrorPresenter,
        *,
        sync_every: float = LEDGER_SYNC_EVERY_SECONDS,
        parent: QObject | None = None,
    ) -> None:
        super().__init__(errors, parent)
        assert session.store is not None, "the ledger cache lives beside the profile's store"
        self.session = session
        self.path = ledger_path(session.store.path)
        self.store: LedgerStore | None = None
        self._window_pages = window_pages(session)
        self._sync_every = sync_every
        self._sync: LedgerSync | None = None
        self._references_ready = asyncio.Event()
        self._wake = asyncio.Event()
        self._full_requested = False
        self.last_result_full: bool | None = None
        session.changes.serverGone.connect(self._on_server_gone)
        session.changes.serverBack.connect(self.sync_now)

    def start(self) -> None:
        self.run(self._loop(), context=translate("Ledger", "Syncing the ledger"))

    def references_synced(self) -> None:
        """The reference lists' sync ended: the ledger's may start."""
        self._references_ready.set()

    def sync_now(self) -> None:
        """An incremental run as soon as the current one (if any) ends: a report's
        Refresh asks the server, not only the cache."""
        self._references_ready.set()
        self._wake.set()

    def reconcile_now(self) -> None:
        """A full reconcile as soon as the current run (if any) ends (F9)."""
        self._full_requested = True
        self._references_ready.set()
        self._wake.set()

    def sync_soon(self) -> None:
        """An incremental run as soon as the current one (if any) ends (after posting)."""
        self._references_ready.set()
        self._wake.set()

    def books(self) -> Books | None:
        """A reader over the cache (None until it is open)."""
        return self.store.books() if self.store is not None else None

    def status(self) -> SyncStatus | None:
        return self.store.status() if self.store is not None else None

    async def shutdown(self) -> None:
        with contextlib.suppress(RuntimeError, TypeError):  # already disconnected
            self.session.changes.serverGone.disconnect(self._on_server_gone)
            self.session.changes.serverBack.disconnect(self.sync_now)
        await super().shutdown()
        if self.store is not None:
            self.store.close()
            self.store = None

    async def _loop(self) -> None:
        self.store = await asyncio.to_thread(LedgerStore, self.path)
        self._sync = LedgerSync(
            self.session.client,
            self.store,
            window_pages=self._window_pages,
            on_progress=self._on_progress,
        )
        self.statusChanged.emit(self._idle_text())
        self.updated.emit()  # cached figures show at once, offline too
        await self._references_ready.wait()
        while True:
            full, self._full_requested = self._full_requested, False
            await self._sync_once(full)
            await wait_for_event(self._wake, self._sync_every)
            self._wake.clear()

    async def _sync_once(self, full: bool) -> None:
        assert self._sync is not None
        try:
            result = await self._sync.sync(full=full)
        except api_errors.ApiError:
            # The reference sync reports the connection problem; the ledger says it is
            # working from the cache.
            self.statusChanged.emit(self._idle_text())
            self.updated.emit()
            return
        except sqlite3.Error as exc:
            # A disk problem with the cache: said once in the status bar and the log; the
            # next run tries again (the file is rebuilt when it cannot be read at all).
            self.errors.report(exc, translate("Ledger", "Syncing the ledger"))
            self.statusChanged.emit(self._idle_text())
            return
        self.last_result_full = result.full
        self.statusChanged.emit(self._idle_text())
        self.updated.emit()

    def _on_server_gone(self) -> None:
        if self._sync is not None:
            status = self.status()
            if status is None or status.offline:
                return
            # Reports and the dashboard say at once that their figures are the cache's
            # (they would only learn it at the next run, minutes away).
            try:
                self._sync.note_unreachable("the server stopped answering")
            except sqlite3.Error:
                return  # the cache cannot be written (a full disk): the next run says it
            self.statusChanged.emit(self._idle_text())
            self.updated.emit()

    def _idle_text(self) -> str:
        status = self.status()
        if status is None or status.as_of is None:
            return translate("Ledger", "Ledger not synced yet")
        moment = QDateTime.fromString(status.as_of, Qt.DateFormat.ISODateWithMs).toLocalTime()
        when = QLocale().toString(moment.time(), QLocale.FormatType.ShortFormat)
        if status.offline:
            return translate("Ledger", "Ledger from cache ({time}, offline)").format(time=when)
        return translate("Ledger", "Ledger up to date ({time})").format(time=when)

    def _on_progress(self, progress: LedgerProgress) -> None:
        with contextlib.suppress(RuntimeError):  # the window may be gone at shutdown
            if progress.phase in ("entries", "repair") and progress.total:
                self.statusChanged.emit(
                    translate("Ledger", "Ledger: {done} of {total} entries").format(
                        done=QLocale().toString(progress.done),
                        total=QLocale().toString(progress.total),
                    )
                )
            elif progress.phase == "entries":
                self.statusChanged.emit(translate("Ledger", "Ledger: reading entries"))
            else:
                self.statusChanged.emit(translate("Ledger", "Ledger: checking balances"))
