"""What an operation acts through: the session's client and outbox, seen Qt-free.

``app.viewmodels.session.Session`` is the one implementation; tests may pass their own.
"""

from __future__ import annotations

from typing import Any, Protocol

from app.api.client import ApiClient
from app.store.outbox import OutboxItem


class Workspace(Protocol):
    """A profile's connection: its client, and its outbox for what must be sent once."""

    @property
    def client(self) -> ApiClient: ...

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
        """Submit through the outbox and send at once where the server can be reached;
        the row as it then stands (CONFIRMED, REJECTED or still waiting)."""
        ...

    def remember_saved(self, kind: str, record: Any) -> None:
        """The server's copy of a confirmed save, into the cache and the lists' answers."""
        ...
