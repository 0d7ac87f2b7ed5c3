"""A session: one profile connected through one client, and what its screens share."""

from __future__ import annotations

import asyncio
import logging
import sqlite3
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, Protocol

from pydantic import BaseModel

from app.api.client import ApiClient
from app.operations.changes import Changes
from app.operations.outbox import changes_of_sent

# Draft is re-exported for the views that type what they are handed (they reach the
# store only through the view-models).
from app.store.drafts import Draft as Draft
from app.store.drafts import Drafts
from app.store.list_snapshots import ListSnapshots
from app.store.local import LocalStore
from app.store.outbox import Outbox, OutboxItem
from app.store.profiles import Profile
from app.store.reference_cache import ReferenceCache
from app.store.secrets import MissingToken as MissingToken  # where it was defined before
from app.sync.kinds import OUTBOX_KINDS
from app.sync.outbox import OutboxSubmitter
from app.sync.saved_records import (
    CACHED_KINDS,
    confirmed_save,
    remember_confirmed,
    remember_saved,
)
from app.viewmodels.changes import ChangeNotices
from app.viewmodels.reference import ReferenceLists

if TYPE_CHECKING:
    from app.printing.company import CompanyDetails

log = logging.getLogger(__name__)


class SessionOpener(Protocol):
    """Builds the client for a profile (the composition root knows how, demo included)."""

    async def open_client(self, profile: Profile) -> ApiClient: ...


@dataclass
class Session:
    """What the screens of one profile share: the client, the profile's local store
    (cache, drafts, outbox; None only in tests that need no store) and change notices."""

    profile: Profile
    client: ApiClient
    store: LocalStore | None = None
    changes: ChangeNotices = field(default_factory=ChangeNotices)
    references: ReferenceLists = field(init=False)
    submitter: OutboxSubmitter | None = field(init=False)
    """Sends this profile's outbox; the one sender per profile (editors and the background
    drain share it, and its lock sends one row at a time)."""

    closed: bool = field(default=False, init=False)
    """Set by ``close``: the store is gone, so drafts and outbox are too."""

    def __post_init__(self) -> None:
        cache = ReferenceCache(self.store) if self.store is not None else None
        self.references = ReferenceLists(self.client, cache)
        self.changes.changed.connect(lambda _changes: self.references.forget())
        self.submitter = (
            OutboxSubmitter(self.client, Outbox(self.store), OUTBOX_KINDS)
            if self.store is not None
            else None
        )
        self._awaited: set[int] = set()
        """Outbox rows whose sender waits for the answer (an editor's save reads the record
        back and caches it itself)."""
        self._caching: set[asyncio.Task[None]] = set()
        if self.submitter is not None:
            self.submitter.add_listener(self._cache_when_confirmed)

    def _cache_when_confirmed(self, item: OutboxItem) -> None:
        """A save the outbox sent later (no editor waiting for it): the record goes into
        the cache at once, so that pickers, Ctrl+K and a document naming it see it; the
        lists showing its kind refresh either way."""
        if item.id in self._awaited or self.closed:
            return
        if confirmed_save(item) is None:
            # Not a cached kind (a document, a cash document): its lists refresh now.
            self.changes.publish(changes_of_sent(item))
            return
        task = asyncio.ensure_future(self._cache_confirmed(item))
        self._caching.add(task)
        task.add_done_callback(self._caching.discard)

    async def stop(self) -> None:
        """Cancel the session's own background work (records cached after the outbox sent
        them, shared reference fetches) and wait until it has ended: called before the
        client closes, so nothing of it runs on a closed client or store."""
        running = [task for task in self._caching if not task.done()]
        for task in running:
            task.cancel()
        if running:
            await asyncio.wait(running)
        await self.references.stop()

    async def _cache_confirmed(self, item: OutboxItem) -> None:
        if self.store is None:
            return
        try:
            if await remember_confirmed(self.client, self.store, item):
                self.changes.publish(
                    Changes.of(CACHED_KINDS[item.kind].source.name, item.server_key)
                )
        except Exception as exc:  # offline again, disk full: the next sync brings it
            log.warning("outbox row %s: not cached after it was sent (%s)", item.id, exc)

    async def send(
        self,
        *,
        kind: str,
        operation: str,
        payload: dict[str, Any],
        target: str | None = None,
        draft_id: str | None = None,
        base: dict[str, Any] | None = None,
        waits_for: int | None = None,
    ) -> OutboxItem:
        """Submit a request through the outbox and send it at once if the server can be
        reached; returns the row as it then stands: CONFIRMED, REJECTED, or still waiting
        (QUEUED when offline, UNKNOWN or NEEDS_ATTENTION after a lost answer)."""
        outbox, submitter = self.outbox, self.submitter
        if outbox is None or submitter is None:
            raise RuntimeError("sending needs the profile's store")
        item = outbox.submit(
            kind=kind,
            operation=operation,
            payload=payload,
            target=target,
            draft_id=draft_id,
            base=base,
            waits_for=waits_for,
        )
        submitter.notify(item)
        self._awaited.add(item.id)
        try:
            await submitter.drain()
        finally:
            self._awaited.discard(item.id)
        sent = outbox.get(item.id)
        assert sent is not None
        return sent

    @property
    def drafts(self) -> Drafts | None:
        """The profile's drafts; None without a store or once the session is closed (a
        late autosave then writes nothing rather than failing on a closed database)."""
        return Drafts(self.store) if self.store is not None and not self.closed else None

    @property
    def snapshots(self) -> ListSnapshots | None:
        """The rows each list last showed (shown again offline)."""
        return ListSnapshots(self.store) if self.store is not None and not self.closed else None

    @property
    def has_store(self) -> bool:
        """Whether this profile keeps a local store (cache, drafts, outbox, ledger)."""
        return self.store is not None

    @property
    def outbox(self) -> Outbox | None:
        return Outbox(self.store) if self.store is not None and not self.closed else None

    def remember_saved(self, kind: str, record: Any) -> None:
        """An editor's save the server confirmed: its record goes into the cache in the
        same step (``app.sync.saved_records``), and over its rows in the lists' last
        answers (what a list shows offline)."""
        if self.store is None or self.closed:
            return
        try:
            remember_saved(self.store, kind, record)
            if isinstance(record, BaseModel):
                ListSnapshots(self.store).replace_record(record)
        except sqlite3.Error as exc:  # the disk is full: the next sync brings it
            log.warning("saved %s not cached (%s)", kind, exc)

    def close(self) -> None:
        for task in self._caching:
            task.cancel()
        self.closed = True
        self.references.forget()  # a fetch still running would use the closed client
        if self.store is not None:
            self.store.close()


def session_company(session: Session) -> CompanyDetails:
    """The company details the profile keeps (File › Company details…): what documents,
    reports and exports say about the company; the demo company's, or empty details, where
    the session has no store."""
    from app.printing.company import DEMO_COMPANY, CompanyDetails
    from app.printing.settings import load_company

    if session.store is None:
        return DEMO_COMPANY if session.profile.is_demo else CompanyDetails()
    return load_company(session.store, is_demo=session.profile.is_demo)


def company_money_decimals(session: Session) -> int:
    """The decimals of the company's own currency (its details' system currency, the
    money core's ISO 4217 table): what an exported amount is written with."""
    from app.money import DEFAULT_DECIMALS, currency_decimals
    from app.printing.settings import load_company

    store = getattr(session, "store", None)  # (a test's stand-in session may have none)
    if store is None or session.closed:
        return DEFAULT_DECIMALS
    try:
        company = load_company(store, is_demo=session.profile.is_demo)
    except sqlite3.Error:
        return DEFAULT_DECIMALS
    return currency_decimals(company.currency)
