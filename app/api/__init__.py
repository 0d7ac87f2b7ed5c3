"""Async client of the Business Management Service API v3 (no Qt here).

``ApiClient`` owns the transport policy (auth, timeouts, the rate limiter, retries, typed
errors); one resource object per REST collection hangs off it (``client.taxes``, ...).

The names below are imported on first use (PEP 562): ``from app.api import errors`` must
not build the client with every resource and its models (a third of a second at start-up).
"""

from __future__ import annotations

import importlib
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from app.api.client import ApiClient, Priority
    from app.api.connection import Connection
    from app.models.auth import TokenKind

__all__ = ["ApiClient", "Connection", "Priority", "TokenKind"]

_HOMES = {
    "ApiClient": "app.api.client",
    "Priority": "app.api.client",
    "Connection": "app.api.connection",
    "TokenKind": "app.models.auth",
}


def __getattr__(name: str) -> Any:
    home = _HOMES.get(name)
    if home is None:
        raise AttributeError(f"module 'app.api' has no attribute {name!r}")
    return getattr(importlib.import_module(home), name)
