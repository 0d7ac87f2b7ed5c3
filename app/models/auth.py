"""Authentication facts of the spec that both sides need."""

from __future__ import annotations

from enum import StrEnum


class TokenKind(StrEnum):
    """The two token formats the service accepts on ``Authorization: Bearer ...``."""

    SERVICE = "service"
    """Issued by the service's portal for an API user; needs no tenant header."""
    JWT = "jwt"
    """A user's JWT; every request must carry ``TenantId`` or the service answers 401."""
