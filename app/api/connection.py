"""Where and as whom the client talks: base URL, token and tenant."""

from __future__ import annotations

from dataclasses import dataclass, field
from urllib.parse import urlsplit

from app.models.auth import TokenKind


class InvalidConnection(ValueError):
    """The connection settings cannot work; the message says which field and why."""

    def __init__(self, field_name: str, message: str) -> None:
        super().__init__(message)
        self.field_name = field_name


@dataclass(frozen=True)
class Connection:
    """What the client needs to reach one tenant. ``repr`` never shows the token."""

    base_url: str
    token: str = field(repr=False)
    token_kind: TokenKind = TokenKind.SERVICE
    tenant_id: str | None = None

    def __post_init__(self) -> None:
        parts = urlsplit(self.base_url.strip())
        if parts.scheme not in ("http", "https") or not parts.netloc:
            raise InvalidConnection(
                "baseUrl", "Enter the server address, starting with https:// (or http://)."
            )
        if not self.token.strip():
            raise InvalidConnection("token", "Enter the API token.")
        if self.token_kind is TokenKind.JWT and not (self.tenant_id or "").strip():
            raise InvalidConnection("tenantId", "A JWT needs the tenant id.")

    @property
    def api_root(self) -> str:
        """The base URL with ``/v3`` appended once (users paste it with or without)."""
        root = self.base_url.strip().rstrip("/")
        if root.endswith("/v3"):
            root = root[: -len("/v3")]
        return root + "/v3"

    @property
    def authorization(self) -> str:
        """The ``Authorization`` value: the portal's token already starts with "Bearer"."""
        token = self.token.strip()
        return token if token.lower().startswith("bearer ") else f"Bearer {token}"

    def headers(self) -> dict[str, str]:
        headers = {"Authorization": self.authorization}
        if self.tenant_id and self.tenant_id.strip():
            headers["TenantId"] = self.tenant_id.strip()
        return headers
