"""API users, their tokens and permission scopes (spec: Authentication).

Two token formats arrive on ``Authorization: Bearer ...``:
- service tokens, issued for an API user (in the real service, by its web portal; here, by
  ``python -m app.sandbox token``); only their SHA-256 is stored; ``TenantId`` is optional
  but must match the user's tenant when sent;
- JWTs (HS256, signed with this database's secret), which always need ``TenantId``.
Missing or invalid authentication is 401; a missing scope is 403.
"""

from __future__ import annotations

import base64
import hashlib
import hmac
import json
import secrets
import sqlite3
import time
from dataclasses import dataclass

from app.sandbox.db import Database, utc_now
from app.sandbox.problems import Problem

ALL_SCOPES = "*"
JWT_LIFETIME_SECONDS = 30 * 24 * 3600


@dataclass(frozen=True)
class Caller:
    """The authenticated API user of one request."""

    user_id: int
    tenant_id: int
    name: str
    scopes: frozenset[str]

    def may(self, permission: str) -> bool:
        return ALL_SCOPES in self.scopes or permission in self.scopes


@dataclass(frozen=True)
class IssuedToken:
    user_id: int
    tenant_id: int
    authorization: str
    """The full ``Authorization`` header value, "Bearer ..." included."""


def _hash(token: str) -> str:
    return hashlib.sha256(token.encode()).hexdigest()


def create_api_user(
    conn: sqlite3.Connection, *, tenant_id: int, name: str, scopes: list[str]
) -> IssuedToken:
    """A new API user with a fresh service token (shown once, stored only as a hash)."""
    token = "bos_" + secrets.token_urlsafe(32)
    cursor = conn.execute(
        "INSERT INTO api_users (tenant_id, name, token_hash, scopes, created_at) "
        "VALUES (?, ?, ?, ?, ?)",
        (tenant_id, name, _hash(token), json.dumps(sorted(set(scopes))), utc_now()),
    )
    return IssuedToken(int(cursor.lastrowid or 0), tenant_id, f"Bearer {token}")


def api_user_named(conn: sqlite3.Connection, tenant_id: int, name: str) -> int | None:
    """The id of the tenant's API user of that name; None when it has none."""
    row = conn.execute(
        "SELECT id FROM api_users WHERE tenant_id = ? AND name = ?", (tenant_id, name)
    ).fetchone()
    return int(row["id"]) if row is not None else None


def rotate_token(conn: sqlite3.Connection, user_id: int) -> str:
    """Replace a user's service token; returns the new ``Authorization`` value."""
    token = "bos_" + secrets.token_urlsafe(32)
    conn.execute("UPDATE api_users SET token_hash = ? WHERE id = ?", (_hash(token), user_id))
    return f"Bearer {token}"


def _b64(data: bytes) -> str:
    return base64.urlsafe_b64encode(data).rstrip(b"=").decode()


def _unb64(text: str) -> bytes:
    return base64.urlsafe_b64decode(text + "=" * (-len(text) % 4))


def _signing_key(conn: sqlite3.Connection) -> bytes:
    row = conn.execute("SELECT value FROM server_secrets WHERE name = 'jwt'").fetchone()
    if row is None:
        value = secrets.token_hex(32)
        conn.execute("INSERT INTO server_secrets (name, value) VALUES ('jwt', ?)", (value,))
        return value.encode()
    return str(row["value"]).encode()


def issue_jwt(conn: sqlite3.Connection, user_id: int, *, now: float | None = None) -> str:
    """A signed JWT for an existing API user; returns the ``Authorization`` value."""
    issued = int(now if now is not None else time.time())
    header = _b64(json.dumps({"alg": "HS256", "typ": "JWT"}).encode())
    payload = _b64(
        json.dumps(
            {"sub": str(user_id), "iat": issued, "exp": issued + JWT_LIFETIME_SECONDS}
        ).encode()
    )
    signature = hmac.new(_signing_key(conn), f"{header}.{payload}".encode(), hashlib.sha256)
    return f"Bearer {header}.{payload}.{_b64(signature.digest())}"


def _unauthorized(detail: str) -> Problem:
    return Problem(401, detail, headers={"WWW-Authenticate": "Bearer"})


def _jwt_user_id(conn: sqlite3.Connection, token: str) -> int:
    try:
        header, payload, signature = token.split(".")
        expected = hmac.new(_signing_key(conn), f"{header}.{payload}".encode(), hashlib.sha256)
        if not hmac.compare_digest(_unb64(signature), expected.digest()):
            raise ValueError("bad signature")
        claims = json.loads(_unb64(payload))
        if float(claims["exp"]) < time.time():
            raise ValueError("expired")
        return int(claims["sub"])
    except (ValueError, KeyError, TypeError) as exc:
        raise _unauthorized("The bearer token is invalid or expired.") from exc


def authenticate(db: Database, authorization: str | None, tenant_header: str | None) -> Caller:
    """The caller behind the request's headers, or a 401 ``Problem``."""
    if not authorization:
        raise _unauthorized("The Authorization header is missing.")
    scheme, _, token = authorization.strip().partition(" ")
    token = token.strip()
    if scheme.lower() != "bearer" or not token:
        raise _unauthorized("The Authorization header must be 'Bearer <token>'.")
    tenant_header = (tenant_header or "").strip() or None
    with db.transaction() as conn:
        if token.count(".") == 2:
            if tenant_header is None:
                raise _unauthorized("A JWT request needs the TenantId header.")
            row = conn.execute(
                "SELECT * FROM api_users WHERE id = ?", (_jwt_user_id(conn, token),)
            ).fetchone()
        else:
            row = conn.execute(
                "SELECT * FROM api_users WHERE token_hash = ?", (_hash(token),)
            ).fetchone()
    if row is None:
        raise _unauthorized("The bearer token is invalid or expired.")
    if tenant_header is not None and tenant_header != str(row["tenant_id"]):
        raise _unauthorized("The token does not belong to the tenant named by TenantId.")
    return Caller(
        user_id=int(row["id"]),
        tenant_id=int(row["tenant_id"]),
        name=str(row["name"]),
        scopes=frozenset(json.loads(row["scopes"])),
    )
