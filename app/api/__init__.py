"""Async client of the Business Management Service API v3 (no Qt here).

``ApiClient`` owns the transport policy (auth, timeouts, the rate limiter, retries, typed
errors); one resource object per REST collection hangs off it (``client.taxes``, ...).

The names below are imported on first use (PEP 562): ``from app.api import errors`` must
not build the client with every resource and its models (a third of a second at start-up).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from app.api.client import ApiClient, Priority
    from app.api.connection import Connection
    from app.models.auth import TokenKind

__all__ = ["ApiClient", "Connection", "Priority", "TokenKind"]


def __getattr__(name: str) -> Any:
    # Plain imports inside the function: import-linter and a reader see them, and they run
    # only when a name is first asked for.
    if name in ("ApiClient", "Priority"):
        from app.api import client

        return getattr(client, name)
    if name == "Connection":
        from app.api.connection import Connection

        return Connection
    if name == "TokenKind":
        from app.models.auth import TokenKind

        return TokenKind
    raise AttributeError(f"module 'app.api' has no attribute {name!r}")
