"""A session: one profile connected through one client, and what its screens share."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Protocol

from app.api.client import ApiClient
from app.store.profiles import Profile
from app.viewmodels.changes import ChangeNotices
from app.viewmodels.reference import ReferenceLists


class MissingToken(Exception):
    """The profile's token is not in the keychain (new machine, or a session-only token)."""


class SessionOpener(Protocol):
    """Builds the client for a profile (the composition root knows how, demo included)."""

    async def open_client(self, profile: Profile) -> ApiClient: ...


@dataclass
class Session:
    profile: Profile
    client: ApiClient
    changes: ChangeNotices = field(default_factory=ChangeNotices)
    references: ReferenceLists = field(init=False)

    def __post_init__(self) -> None:
        self.references = ReferenceLists(self.client)
        self.changes.changed.connect(lambda _resource: self.references.forget())
