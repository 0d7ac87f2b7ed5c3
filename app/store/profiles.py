"""Connection profiles: which server, which tenant, which kind of token.

A profile never holds its token: that lives in the OS keychain (``TokenVault``). The demo
company is a built-in profile whose server is the local sandbox, started on demand.
"""

from __future__ import annotations

import sqlite3
from dataclasses import dataclass
from enum import StrEnum
from pathlib import Path

from app.models.auth import TokenKind

DEMO_PROFILE_ID = "demo"


class ProfileKind(StrEnum):
    DEMO = "demo"
    SERVER = "server"


@dataclass(frozen=True)
class Profile:
    id: str
    name: str
    kind: ProfileKind
    base_url: str = ""
    token_kind: TokenKind = TokenKind.SERVICE
    tenant_id: str | None = None

    @property
    def is_demo(self) -> bool:
        return self.kind is ProfileKind.DEMO

    @classmethod
    def new_server(
        cls, name: str, base_url: str, token_kind: TokenKind, tenant_id: str | None
    ) -> Profile:
        import uuid  # (imports platform: not on the window's start-up path)

        return cls(
            id=uuid.uuid4().hex,
            name=name,
            kind=ProfileKind.SERVER,
            base_url=base_url.strip(),
            token_kind=token_kind,
            tenant_id=(tenant_id or "").strip() or None,
        )


DEMO_PROFILE = Profile(id=DEMO_PROFILE_ID, name="Demo company", kind=ProfileKind.DEMO)

_SCHEMA = """
CREATE TABLE IF NOT EXISTS profiles (
    id TEXT PRIMARY KEY,
    name TEXT NOT NULL,
    kind TEXT NOT NULL,
    base_url TEXT NOT NULL,
    token_kind TEXT NOT NULL,
    tenant_id TEXT
);
CREATE TABLE IF NOT EXISTS preferences (
    key TEXT PRIMARY KEY,
    value TEXT NOT NULL
);
"""


class ProfileStore:
    """Saved profiles and which one was used last, in the app database."""

    def __init__(self, path: Path) -> None:
        path.parent.mkdir(parents=True, exist_ok=True)
        self._conn = sqlite3.connect(str(path), isolation_level=None)
        self._conn.row_factory = sqlite3.Row
        self._conn.execute("PRAGMA journal_mode=WAL")
        self._conn.executescript(_SCHEMA)

    def close(self) -> None:
        self._conn.close()

    def list(self) -> list[Profile]:
        """The demo company first, then saved profiles by name."""
        rows = self._conn.execute("SELECT * FROM profiles ORDER BY name COLLATE NOCASE").fetchall()
        return [DEMO_PROFILE, *(_profile(row) for row in rows)]

    def get(self, profile_id: str) -> Profile | None:
        if profile_id == DEMO_PROFILE_ID:
            return DEMO_PROFILE
        row = self._conn.execute("SELECT * FROM profiles WHERE id = ?", (profile_id,)).fetchone()
        return _profile(row) if row else None

    def save(self, profile: Profile) -> None:
        if profile.is_demo:
            raise ValueError("the demo company profile is built in")
        self._conn.execute(
            "INSERT INTO profiles (id, name, kind, base_url, token_kind, tenant_id) "
            "VALUES (?, ?, ?, ?, ?, ?) ON CONFLICT (id) DO UPDATE SET name = excluded.name, "
            "base_url = excluded.base_url, token_kind = excluded.token_kind, "
            "tenant_id = excluded.tenant_id",
            (
                profile.id,
                profile.name,
                profile.kind.value,
                profile.base_url,
                profile.token_kind.value,
                profile.tenant_id,
            ),
        )

    def delete(self, profile_id: str) -> None:
        self._conn.execute("DELETE FROM profiles WHERE id = ?", (profile_id,))
        if self.current_id() == profile_id:
            self.set_current(DEMO_PROFILE_ID)

    def current_id(self) -> str:
        row = self._conn.execute(
            "SELECT value FROM preferences WHERE key = 'current_profile'"
        ).fetchone()
        return str(row["value"]) if row else DEMO_PROFILE_ID

    def current(self) -> Profile:
        """The profile used last; the demo company when it is gone or none was chosen."""
        return self.get(self.current_id()) or DEMO_PROFILE

    def preference(self, key: str) -> str | None:
        """An app-wide preference (language, digits...), None when never set."""
        row = self._conn.execute("SELECT value FROM preferences WHERE key = ?", (key,)).fetchone()
        return str(row["value"]) if row else None

    def set_preference(self, key: str, value: str) -> None:
        self._conn.execute(
            "INSERT INTO preferences (key, value) VALUES (?, ?) "
            "ON CONFLICT (key) DO UPDATE SET value = excluded.value",
            (key, value),
        )

    def set_current(self, profile_id: str) -> None:
        self._conn.execute(
            "INSERT INTO preferences (key, value) VALUES ('current_profile', ?) "
            "ON CONFLICT (key) DO UPDATE SET value = excluded.value",
            (profile_id,),
        )


def _profile(row: sqlite3.Row) -> Profile:
    return Profile(
        id=row["id"],
        name=row["name"],
        kind=ProfileKind(row["kind"]),
        base_url=row["base_url"],
        token_kind=TokenKind(row["token_kind"]),
        tenant_id=row["tenant_id"],
    )
