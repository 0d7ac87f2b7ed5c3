"""Background work of a session: keeping the cache fresh and the outbox moving.

At the start of a session: rows a crash left in the outbox are resolved, every reference
list is synced (full the first time, incremental after), and the outbox is drained. Then
the lists are synced again every few minutes and the outbox every half minute, or at once
when the clerk submits something or asks for a sync. All of it goes through the rate
limiter at background priority, so the clerk's own requests overtake it.
"""

from __future__ import annotations

import asyncio
import logging
import sqlite3
import time

from PySide6.QtCore import QCoreApplication, QLocale, QObject, QTime, Signal

from app.api import errors as api_errors
from app.api.client import RequestEvent
from app.api.ratelimit import wait_for_event
from app.store.outbox import OutboxItem, OutboxState
from app.sync.pending import pending_counts, pending_work
from app.sync.reference import ListSource, ReferenceSync, SyncProgress
from app.sync.sources import REFERENCE_LISTS
from app.viewmodels.errors import ErrorPresenter, describe_error
from app.viewmodels.session import Session
from app.viewmodels.shell.housekeeping import give_back_free_memory
from app.viewmodels.tasks import TaskOwner

translate = QCoreApplication.translate
log = logging.getLogger(__name__)

SYNC_EVERY_SECONDS = 300.0
DRAIN_EVERY_SECONDS = 30.0
PROBE_FIRST_SECONDS = 0.5
PROBE_MAX_SECONDS = 2.0
"""While the server cannot be reached, it is asked again after 0.5 s, 1 s, then every 2 s
(one cheap read each, nothing sent twice): its return is noticed within 2 s, and the outbox
and the lists go at once, rather than at the next half-minute drain."""

IDLE_CHECK_SECONDS = 3.0
IDLE_PROBE_TIMEOUT_SECONDS = 2.0
"""While the app is idle (no request for 3 s), the server is asked whether it is there every
3 s, and given 2 s to answer: a server that stops answering is noticed within 5 s, before
the clerk's next save meets it (the status bar said "Online" for some 50 s, until F9). A
refused connection is known at once. Any other request proves it as well, so a busy app
sends no extra probe; an idle one spends at most 20 of the service's 250 requests a
minute on it."""


def list_title(name: str) -> str:
    """A reference list's name for the clerk."""
    titles = {
        "accounts": translate("Sync", "accounts"),
        "taxes": translate("Sync", "taxes"),
        "einvoice_tax_types": translate("Sync", "e-invoice tax types"),
        "stock_items": translate("Sync", "stock items"),
        "customers": translate("Sync", "customers"),
        "warehouses": translate("Sync", "warehouses"),
        "sales_persons": translate("Sync", "sales persons"),
        "service_items": translate("Sync", "service items"),
        "classifications": translate("Sync", "classifications"),
        "brands": translate("Sync", "brands"),
        "cities": translate("Sync", "cities"),
        "districts": translate("Sync", "districts"),
    }
    return titles.get(name, name.replace("_", " "))


def outbox_text(counts: dict[OutboxState, int]) -> tuple[str, bool]:
    """The status-bar words for the outbox, and whether something needs the clerk."""
    waiting = counts.get(OutboxState.QUEUED, 0) + counts.get(OutboxState.SENDING, 0)
    unsure = counts.get(OutboxState.UNKNOWN, 0)
    attention = counts.get(OutboxState.NEEDS_ATTENTION, 0) + counts.get(OutboxState.REJECTED, 0)
    parts = []
    # Plural forms per language ("1 needs attention", "2 need attention"; Arabic has six).
    if waiting:
        parts.append(translate("Sync", "%Ln to send", "", waiting))
    if unsure:
        parts.append(translate("Sync", "%Ln being checked", "", unsure))
    if attention:
        parts.append(translate("Sync", "%Ln need attention", "", attention))
    if not parts:
        return translate("Sync", "Outbox empty"), False
    return translate("Sync", "Outbox: {parts}").format(parts=", ".join(parts)), bool(attention)


class BackgroundWork(TaskOwner):
    """Sync and outbox for one session; shut it down before the session closes."""

    syncChanged = Signal(str)
    """Status-bar text about the reference lists."""
    outboxChanged = Signal(str, bool)
    """Status-bar text about the outbox, and whether rows need the clerk."""
    outboxRowChanged = Signal(object)
    """An ``OutboxItem`` moved (the Drafts and Outbox screen listens)."""
    listsSynced = Signal()
    """A run over the reference lists ended, well or not (the ledger sync follows it)."""

    def __init__(
        self,
        session: Session,
        errors: ErrorPresenter,
        *,
        sources: tuple[ListSource, ...] = REFERENCE_LISTS,
        sync_every: float = SYNC_EVERY_SECONDS,
        drain_every: float = DRAIN_EVERY_SECONDS,
        settle_seconds: float | None = None,
        idle_check_every: float = IDLE_CHECK_SECONDS,
        parent: QObject | None = None,
    ) -> None:
        super().__init__(errors, parent)
        self.session = session
        assert session.store is not None, "background work needs the profile's store"
        self._idle_check_every = idle_check_every
        self._last_heard = time.monotonic()
        outbox = session.outbox
        assert outbox is not None
        self._outbox = outbox
        self._sync = ReferenceSync(
            session.client, session.store, sources, on_progress=self._on_progress
        )
        submitter = session.submitter
        assert submitter is not None
        if settle_seconds is not None:
            submitter.settle_seconds = settle_seconds
        self._stop_listening = submitter.add_listener(self._on_row)
        self._submitter = submitter
        self._sync_every = sync_every
        self._drain_every = drain_every
        self._wake_sync = asyncio.Event()
        self._wake_drain = asyncio.Event()
        self._went_offline = asyncio.Event()
        self.offline = False
        """The last request could not reach the server (the probe runs until one can)."""
        self._stop_hearing = session.client.add_listener(self._on_request)
        self.last_sync_error: str | None = None

    def start(self) -> None:
        self.run(self._sync_loop(), context=translate("Sync", "Syncing"))
        self.run(self._drain_loop(), context=translate("Sync", "Sending the outbox"))
        self.run(self._probe_loop(), context=translate("Sync", "Sending the outbox"))
        self.run(self._idle_check_loop(), context=translate("Sync", "Sending the outbox"))
        self.publish_outbox()

    async def shutdown(self) -> None:
        self._stop_listening()
        self._stop_hearing()
        await super().shutdown()

    def sync_now(self) -> None:
        self._wake_sync.set()

    def drain_now(self) -> None:
        self._wake_drain.set()

    def publish_outbox(self) -> None:
        """The status bar's outbox words, from the rows View › Drafts and outbox lists
        (``pending_work``): what is counted there is what the panel shows."""
        drafts = self.session.drafts
        assert drafts is not None
        counts = pending_counts(pending_work(drafts, self._outbox))
        self.outboxChanged.emit(*outbox_text(counts))

    async def _sync_loop(self) -> None:
        while True:
            await self._sync_all()
            self.listsSynced.emit()
            self._wake_drain.set()  # fresh lists: a good moment to send
            await _sleep_or_wake(self._wake_sync, self._sync_every)

    async def _sync_all(self) -> None:
        for name in self._sync.sources:
            try:
                await self._sync.sync(name)
            except api_errors.ApiError as exc:
                self._sync_failed(exc)
                return
        self.last_sync_error = None
        give_back_free_memory()  # what the run parsed and wrote is freed by now
        now = QLocale().toString(QTime.currentTime(), QLocale.FormatType.ShortFormat)
        self.syncChanged.emit(translate("Sync", "Lists up to date ({time})").format(time=now))

    def _sync_failed(self, exc: api_errors.ApiError) -> None:
        text = describe_error(exc).text
        if text != self.last_sync_error:
            self.errors.report(exc, translate("Sync", "Syncing"))
        self.last_sync_error = text
        self.syncChanged.emit(translate("Sync", "Lists from cache (sync failed)"))

    async def _drain_loop(self) -> None:
        started = False
        while True:
            # The store may refuse a write (the disk is full): the row stays as it was on
            # disk (QUEUED, or SENDING, which the next start looks up before any sending),
            # the status bar says why the outbox waits, and the next round tries again.
            try:
                if not started:
                    await self._submitter.start()
                    started = True
                await self._submitter.drain()
                self.publish_outbox()
            except sqlite3.Error as exc:
                from app.viewmodels.shell.storage import log_storage_problem, outbox_blocked_text

                log_storage_problem("outbox not sent", exc)
                self.outboxChanged.emit(outbox_blocked_text(exc), True)
            await _sleep_or_wake(self._wake_drain, self._drain_every)

    async def _probe_loop(self) -> None:
        """While the server cannot be reached: ask it again soon (0.5 s, 1 s, then every
        ``PROBE_MAX_SECONDS``); once it answers, send the outbox and sync the lists now."""
        while True:
            await self._went_offline.wait()
            self._went_offline.clear()
            delay = PROBE_FIRST_SECONDS
            while self.offline:
                await asyncio.sleep(delay)
                if await self.session.client.probe():
                    self.offline = False
                    self._wake_drain.set()
                    self._wake_sync.set()
                    self.session.changes.serverBack.emit()
                    break
                delay = min(delay * 2, PROBE_MAX_SECONDS)

    async def _idle_check_loop(self) -> None:
        """While online and idle: is the server still there? (``IDLE_CHECK_SECONDS``.)
        Offline, ``_probe_loop`` asks instead."""
        while True:
            await asyncio.sleep(self._idle_check_every)
            idle = time.monotonic() - self._last_heard >= self._idle_check_every
            if idle and not self.offline:
                await self.session.client.probe(seconds=IDLE_PROBE_TIMEOUT_SECONDS)

    def _on_request(self, event: RequestEvent) -> None:
        """Every answer (or its absence) says whether the server can be reached."""
        self._last_heard = time.monotonic()
        offline = isinstance(event.error, api_errors.TransportError)
        went_away = offline and not self.offline
        if went_away:
            self._went_offline.set()
        self.offline = offline
        if went_away:
            # Screens showing what the server gave say now that it is the last they saw.
            self.session.changes.serverGone.emit()

    def _on_progress(self, progress: SyncProgress) -> None:
        title = list_title(progress.list_name)
        if not progress.finished:
            self.syncChanged.emit(
                translate("Sync", "Syncing {list}: {rows}").format(
                    list=title, rows=QLocale().toString(progress.rows)
                )
            )

    def _on_row(self, item: OutboxItem) -> None:
        self.outboxRowChanged.emit(item)
        self.publish_outbox()


async def _sleep_or_wake(event: asyncio.Event, seconds: float) -> None:
    """Sleep ``seconds`` unless ``event`` is set first; the event is cleared either way."""
    await wait_for_event(event, seconds)
    event.clear()
