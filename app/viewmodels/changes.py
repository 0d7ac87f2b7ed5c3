"""Change notices: after a mutation, every screen showing that resource refreshes itself."""

from __future__ import annotations

from PySide6.QtCore import QObject, Signal

SERVER_BACK = "server-back"
"""Not a resource: the server answers again after it could not be reached. Lists shown from
what they last saw load again."""


SERVER_GONE = "server-gone"
"""Not a resource: the server stopped answering. Lists and reports already shown say they
are what the server gave last ("Offline, as of ...")."""


class ChangeNotices(QObject):
    """Per session. ``changed(resource)`` with the collection name, e.g. ``"taxes"``."""

    changed = Signal(str)

    def notify(self, resource: str) -> None:
        self.changed.emit(resource)
