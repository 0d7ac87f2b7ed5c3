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

from PySide6.QtCore import QCoreApplication, QLocale, QObject, QTime, Signal

from app.api import errors as api_errors
from app.api.ratelimit import wait_for_event
from app.store.outbox import OutboxItem, OutboxState
from app.sync.reference import ListSource, ReferenceSync, SyncProgress
from app.sync.sources import REFERENCE_LISTS
from app.viewmodels.errors import ErrorPresenter, describe_error
from app.viewmodels.numbers import format_count
from app.viewmodels.session import Session
from app.viewmodels.tasks import TaskOwner

translate = QCoreApplication.translate
log = logging.getLogger(__name__)

SYNC_EVERY_SECONDS = 300.0
DRAIN_EVERY_SECONDS = 30.0


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
    if waiting:
        parts.append(translate("Sync", "{count} to send").format(count=format_count(waiting)))
    if unsure:
        parts.append(translate("Sync", "{count} being checked").format(count=format_count(unsure)))
    if attention:
        parts.append(
            translate("Sync", "{count} need attention").format(count=format_count(attention))
        )
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
        parent: QObject | None = None,
    ) -> None:
        super().__init__(errors, parent)
        self.session = session
        assert session.store is not None, "background work needs the profile's store"
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
        self.last_sync_error: str | None = None

    def start(self) -> None:
        self.run(self._sync_loop(), context=translate("Sync", "Syncing"))
        self.run(self._drain_loop(), context=translate("Sync", "Sending the outbox"))
        self.publish_outbox()

    async def shutdown(self) -> None:
        self._stop_listening()
        await super().shutdown()

    def sync_now(self) -> None:
        self._wake_sync.set()

    def drain_now(self) -> None:
        self._wake_drain.set()

    def publish_outbox(self) -> None:
        self.outboxChanged.emit(*outbox_text(self._outbox.counts()))

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
        now = QLocale().toString(QTime.currentTime(), QLocale.FormatType.ShortFormat)
        self.syncChanged.emit(translate("Sync", "Lists up to date ({time})").format(time=now))

    def _sync_failed(self, exc: api_errors.ApiError) -> None:
        text = describe_error(exc).text
        if text != self.last_sync_error:
            self.errors.report(exc, translate("Sync", "Syncing"))
        self.last_sync_error = text
        self.syncChanged.emit(translate("Sync", "Lists from cache (sync failed)"))

    async def _drain_loop(self) -> None:
        await self._submitter.start()
        while True:
            await self._submitter.drain()
            self.publish_outbox()
            await _sleep_or_wake(self._wake_drain, self._drain_every)

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
