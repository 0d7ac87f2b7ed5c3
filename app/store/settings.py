"""Settings of one profile kept in its store: what the server does not hold for us.

The API has no company endpoint, so the company details printed on documents live here;
so do the printer and paper chosen per document kind and the last warehouse a clerk used.
Each setting is one JSON value under a key; a key never written reads as ``None``.
"""

from __future__ import annotations

import json
from typing import Any

from app.store.drafts import now
from app.store.local import LocalStore


class ProfileSettings:
    """Key -> JSON value settings of one profile's store (table ``profile_settings``)."""

    def __init__(self, store: LocalStore) -> None:
        self._store = store

    def get(self, key: str) -> Any | None:
        """The value stored under ``key``, or None when it was never written."""
        row = self._store.connection.execute(
            "SELECT value FROM profile_settings WHERE key = ?", (key,)
        ).fetchone()
        return None if row is None else json.loads(row["value"])

    def put(self, key: str, value: Any) -> None:
        """Store ``value`` (anything ``json.dumps`` takes) under ``key``, committed at once."""
        with self._store.transaction() as conn:
            conn.execute(
                "INSERT INTO profile_settings (key, value, updated_at) VALUES (?, ?, ?) "
                "ON CONFLICT(key) DO UPDATE SET value = excluded.value, "
                "updated_at = excluded.updated_at",
                (key, json.dumps(value, ensure_ascii=False), now()),
            )

    def remove(self, key: str) -> None:
        with self._store.transaction() as conn:
            conn.execute("DELETE FROM profile_settings WHERE key = ?", (key,))
