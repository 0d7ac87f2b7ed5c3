"""Change notices: after a mutation, every screen showing that kind of record refreshes.

``changed`` carries a typed ``Changes`` (``app.operations.changes``); ``serverBack`` and
``serverGone`` say that the server answers again or stopped answering, which is no change
to any record but makes lists shown from what they last saw load again or say "offline".
"""

from __future__ import annotations

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
