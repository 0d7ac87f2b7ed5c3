"""A session: one profile connected through one client, and what its screens share."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Protocol

from app.api.client import ApiClient
from app.store.drafts import Drafts
from app.store.local import LocalStore
from app.store.outbox import Outbox
from app.store.profiles import Profile
from app.store.reference_cache import ReferenceCache
from app.viewmodels.changes import ChangeNotices
from app.viewmodels.reference import ReferenceLists


class MissingToken(Exception):
    """The profile's token is not in the keychain (new machine, or a session-only token)."""


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

    def __post_init__(self) -> None:
        cache = ReferenceCache(self.store) if self.store is not None else None
        self.references = ReferenceLists(self.client, cache)
        self.changes.changed.connect(lambda _resource: self.references.forget())

    @property
    def drafts(self) -> Drafts | None:
        return Drafts(self.store) if self.store is not None else None

    @property
    def outbox(self) -> Outbox | None:
        return Outbox(self.store) if self.store is not None else None

    def close(self) -> None:
        if self.store is not None:
            self.store.close()
