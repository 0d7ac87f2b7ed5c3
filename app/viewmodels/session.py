"""A session: one profile connected through one client, and what its screens share."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Protocol

from app.api.client import ApiClient
from app.store.drafts import Drafts
from app.store.local import LocalStore
from app.store.outbox import Outbox, OutboxItem
from app.store.profiles import Profile
from app.store.reference_cache import ReferenceCache
from app.store.secrets import MissingToken as MissingToken  # where it was defined before
from app.sync.kinds import OUTBOX_KINDS
from app.sync.outbox import OutboxSubmitter
from app.viewmodels.changes import ChangeNotices
from app.viewmodels.reference import ReferenceLists


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
        self.changes.changed.connect(lambda _resource: self.references.forget())
        self.submitter = (
            OutboxSubmitter(self.client, Outbox(self.store), OUTBOX_KINDS)
            if self.store is not None
            else None
        )

    async def send(
        self,
        *,
        kind: str,
        operation: str,
        payload: dict[str, Any],
        target: str | None = None,
        draft_id: str | None = None,
        base: dict[str, Any] | None = None,
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
        )
        submitter.notify(item)
        await submitter.drain()
        sent = outbox.get(item.id)
        assert sent is not None
        return sent

    @property
    def drafts(self) -> Drafts | None:
        """The profile's drafts; None without a store or once the session is closed (a
        late autosave then writes nothing rather than failing on a closed database)."""
        return Drafts(self.store) if self.store is not None and not self.closed else None

    @property
    def outbox(self) -> Outbox | None:
        return Outbox(self.store) if self.store is not None and not self.closed else None

    def close(self) -> None:
        self.closed = True
        self.references.forget()  # a fetch still running would use the closed client
        if self.store is not None:
            self.store.close()
