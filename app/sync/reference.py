"""Reference sync: moves reference lists from the API into the local cache.

Per list, a run is either
- *incremental*: only records changed after the cursor (``updateDate``), where the list
  has that filter; the cursor is the **server's** clock at the start of the previous run,
  minus an overlap (clocks of two machines never agree, and a record saved while a run
  was paging must still be fetched next time); or
- *full*: every record; rows the run did not see are deleted (this is how deletions
  reach the cache, since no list reports them). Lists without ``updateDate`` are always
  full; the others get a full reconcile on a schedule and on demand.

Requests go at background priority, so a clerk's clicks overtake the sync at the rate
limiter. Database writes run on a worker thread with their own connection, a page at a
time, so the window never waits on them.
"""

from __future__ import annotations

import asyncio
import sqlite3
from collections.abc import AsyncIterator, Callable, Sequence
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass
from datetime import UTC, datetime, timedelta
from typing import Any, TypeVar

from pydantic import BaseModel

from app import clock
from app.api.client import ApiClient
from app.api.ratelimit import Priority
from app.store.local import LocalStore
from app.store.reference_cache import ReferenceCache, RowColumns
from app.store.transactions import immediate_transaction
from app.sync.bulk import bulk_sync_running

T = TypeVar("T")

OVERLAP = timedelta(minutes=2)
"""How far before the previous run's start an incremental run looks again."""

FULL_RECONCILE_EVERY = timedelta(hours=12)
"""An incremental list is listed in full at least this often, to notice deletions."""

BATCH = 1000
"""Rows written per transaction (one page at the largest page size)."""

FetchAll = Callable[[ApiClient, Priority], AsyncIterator[Any]]
FetchChanged = Callable[[ApiClient, datetime, Priority], AsyncIterator[Any]]


@dataclass(frozen=True)
class ListSource:
    """How one reference list is read from the API and kept in the cache."""

    name: str
    fetch_all: FetchAll
    columns: Callable[[Any], RowColumns]
    fetch_changed: FetchChanged | None = None
    """None when the endpoint has no ``updateDate`` filter (always a full run)."""


@dataclass(frozen=True)
class SyncProgress:
    list_name: str
    rows: int
    """Rows fetched so far in this run."""
    full: bool
    finished: bool = False


@dataclass(frozen=True)
class SyncResult:
    list_name: str
    full: bool
    fetched: int
    deleted: int


ProgressListener = Callable[[SyncProgress], None]


def _stamp(moment: datetime) -> str:
    return moment.astimezone(UTC).isoformat(timespec="microseconds")


class ReferenceSync:
    """Syncs the reference lists of one session into its store."""

    def __init__(
        self,
        client: ApiClient,
        store: LocalStore,
        sources: Sequence[ListSource],
        *,
        on_progress: ProgressListener | None = None,
    ) -> None:
        self._client = client
        self._store = store
        self._cache = ReferenceCache(store)
        self.sources = {source.name: source for source in sources}
        self._on_progress = on_progress

    def due_for_full(self, name: str, now: datetime) -> bool:
        """Whether the next run of ``name`` must be a full one."""
        source = self.sources[name]
        state = self._cache.state(name)
        if source.fetch_changed is None or state is None or state.cursor is None:
            return True
        if state.last_full_sync is None:
            return True
        return now - datetime.fromisoformat(state.last_full_sync) > FULL_RECONCILE_EVERY

    async def sync_all(self, *, full: bool = False) -> list[SyncResult]:
        """Every list, one after the other (the rate limiter is shared anyway)."""
        return [await self.sync(name, full=full) for name in self.sources]

    async def sync(self, name: str, *, full: bool = False) -> SyncResult:
        """One run of one list; ``full`` forces a full listing and reconcile."""
        with bulk_sync_running():
            return await self._sync(name, full=full)

    async def _sync(self, name: str, *, full: bool) -> SyncResult:
        source = self.sources[name]
        full = full or self.due_for_full(name, clock.utc_now())
        state = self._cache.state(name)
        if full or source.fetch_changed is None or state is None or state.cursor is None:
            rows = source.fetch_all(self._client, Priority.BACKGROUND)
            full = True
        else:
            since = datetime.fromisoformat(state.cursor) - OVERLAP
            rows = source.fetch_changed(self._client, since, Priority.BACKGROUND)

        # The run's own stamp marks rows it saw (for the reconcile); it is local time only
        # ever compared with itself.
        run_stamp = _stamp(clock.utc_now())
        server_start: datetime | None = None
        # One thread owns this run's connection: a cancelled write keeps running in its
        # thread, and anything sent to the connection after it (the error record, the
        # close) must queue behind it, never run beside it (sqlite3 crashes on that).
        writer = ThreadPoolExecutor(max_workers=1, thread_name_prefix=f"sync-{name}")
        loop = asyncio.get_running_loop()

        def on_writer(function: Callable[..., T], *args: Any) -> asyncio.Future[T]:
            return loop.run_in_executor(writer, function, *args)

        conn = await on_writer(self._store.connect)
        fetched = 0
        batch: list[Any] = []
        try:
            async for record in rows:
                if server_start is None:
                    # The first answer's Date header: the server's clock at the start.
                    server_start = self._client.last_server_time
                batch.append(record)
                if len(batch) >= BATCH:
                    await on_writer(self._write, conn, source, batch, run_stamp)
                    fetched += len(batch)
                    batch = []
                    self._report(SyncProgress(name, fetched, full))
            if batch:
                await on_writer(self._write, conn, source, batch, run_stamp)
                fetched += len(batch)
            deleted = 0
            if full:
                deleted = await on_writer(self._reconcile, conn, name, run_stamp)
            cursor = _stamp(server_start or self._client.last_server_time or clock.utc_now())
            await on_writer(self._finish, conn, name, cursor, full, None)
        except BaseException as exc:
            # Queued behind whatever the writer thread is still doing. A cancelled run does
            # not wait for it (it ends at once; the thread finishes its queue on its own).
            recorded = on_writer(self._finish, conn, name, None, False, repr(exc))
            if not isinstance(exc, asyncio.CancelledError):
                await recorded
            raise
        finally:
            on_writer(conn.close)
            writer.shutdown(wait=False)
        self._report(SyncProgress(name, fetched, full, finished=True))
        return SyncResult(name, full, fetched, deleted)

    @staticmethod
    def _write(
        conn: sqlite3.Connection, source: ListSource, records: list[Any], stamp: str
    ) -> None:
        # Serializing a page (~50 ms for 1,000 items) happens here, in the writer thread,
        # not on the event loop's, which also runs the window.
        rows = [(source.columns(record), _json(record)) for record in records]
        with immediate_transaction(conn):
            ReferenceCache.upsert(conn, source.name, rows, stamp)

    @staticmethod
    def _reconcile(conn: sqlite3.Connection, name: str, stamp: str) -> int:
        conn.execute("BEGIN IMMEDIATE")
        deleted = ReferenceCache.delete_unseen(conn, name, stamp)
        conn.execute("COMMIT")
        return deleted

    @staticmethod
    def _finish(
        conn: sqlite3.Connection, name: str, cursor: str | None, full: bool, error: str | None
    ) -> None:
        conn.execute("BEGIN IMMEDIATE")
        ReferenceCache.record_sync(
            conn,
            name,
            finished_at=_stamp(clock.utc_now()),
            cursor=cursor,
            full=full,
            error=error,
        )
        conn.execute("COMMIT")

    def _report(self, progress: SyncProgress) -> None:
        if self._on_progress is not None:
            self._on_progress(progress)


def _json(record: Any) -> str:
    if isinstance(record, BaseModel):
        return record.model_dump_json(by_alias=True)
    raise TypeError(f"cannot cache {type(record).__name__}")
