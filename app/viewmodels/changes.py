"""Change notices: after a mutation, every screen showing that kind of record refreshes.

``changed`` carries a typed ``Changes`` (``app.operations.changes``); ``serverBack`` and
``serverGone`` say that the server answers again or stopped answering, which is no change
to any record but makes lists shown from what they last saw load again or say "offline".
"""

from __future__ import annotations

from datetime import datetime
from typing import Protocol

from PySide6.QtCore import QObject, Signal

from app.operations.changes import Changes


class ChangeNotices(QObject):
    """Per session: the change sets of what the clerk did, and the server's comings and
    goings."""

    changed = Signal(object)
    """A ``Changes``: lists and reports refresh when it touches the kind they show."""
    serverBack = Signal()
    """The server answers again after it could not be reached."""
    serverGone = Signal()
    """The server stopped answering: lists and reports shown say they are its last word."""

    def publish(self, changes: Changes) -> None:
        """Tell every screen what changed; an empty change set tells nobody anything."""
        if changes:
            self.changed.emit(changes)


class ShownFromServer(Protocol):
    """A list that shows the server's answer of a moment (``loaded_at``), and says so
    (``show_offline``) while the server does not answer."""

    @property
    def offline(self) -> object: ...

    @property
    def loaded_at(self) -> datetime | None: ...

    def reload(self) -> None: ...

    def show_offline(self, seen_at: datetime) -> None: ...


class FollowsTheServer:
    """The one rule of every list shown from the server (a mixin of a QObject's class, so
    that its slots go with it): when the server stops answering, the rows stay and the list
    says they are its answer of that moment; when it answers again, a list shown offline
    loads again."""

    def follow_the_server(self: ShownFromServer, notices: ChangeNotices) -> None:
        notices.serverGone.connect(self._server_gone)  # type: ignore[attr-defined]
        notices.serverBack.connect(self._server_back)  # type: ignore[attr-defined]

    def _server_gone(self: ShownFromServer) -> None:
        if not self.offline and self.loaded_at is not None:
            self.show_offline(self.loaded_at)

    def _server_back(self: ShownFromServer) -> None:
        if self.offline:
            self.reload()
