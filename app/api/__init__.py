"""Async client of the Business Management Service API v3 (no Qt here).

``ApiClient`` owns the transport policy (auth, timeouts, the rate limiter, retries, typed
errors); one resource object per REST collection hangs off it (``client.taxes``, ...).
"""

from app.api.client import ApiClient, Priority
from app.api.connection import Connection
from app.models.auth import TokenKind

__all__ = ["ApiClient", "Connection", "Priority", "TokenKind"]
