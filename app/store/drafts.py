"""Drafts: every editor's state, saved as the clerk types, back after a crash.

An editor calls ``save`` a moment after the last keystroke (debounced by the editor); each
save is one committed transaction on a ``synchronous=FULL`` WAL file, so a kill loses at
most what was typed since. On start, ``open_drafts`` lists what to bring back.
"""

from __future__ import annotations

import json
import uuid
from dataclasses import dataclass
from enum import StrEnum
from typing import Any

from app import clock
from app.store.local import LocalStore


class DraftState(StrEnum):
    OPEN = "open"
    SUBMITTED = "submitted"
    DISCARDED = "discarded"


@dataclass(frozen=True)
class Draft:
    id: str
    kind: str
    title: str
    record_key: str | None
    payload: dict[str, Any]
    base: dict[str, Any] | None
    state: DraftState
    created_at: str
    updated_at: str


def now() -> str:
    return clock.utc_now().isoformat(timespec="milliseconds")


def new_draft_id() -> str:
    return uuid.uuid4().hex


class Drafts:
    """The drafts of one profile's store."""

    def __init__(self, store: LocalStore) -> None:
        self._store = store

    def save(
        self,
        draft_id: str,
        *,
        kind: str,
        payload: dict[str, Any],
        title: str = "",
        record_key: str | None = None,
        base: dict[str, Any] | None = None,
    ) -> None:
        """Create or overwrite the open draft ``draft_id`` (one committed transaction)."""
        stamp = now()
        with self._store.transaction() as conn:
            conn.execute(
                "INSERT INTO drafts (id, kind, title, record_key, payload, base, state, "
                "created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, 'open', ?, ?) "
                "ON CONFLICT (id) DO UPDATE SET title = excluded.title, "
                "record_key = excluded.record_key, payload = excluded.payload, "
                "base = COALESCE(excluded.base, drafts.base), state = 'open', "
                "updated_at = excluded.updated_at",
                (
                    draft_id,
                    kind,
                    title,
                    record_key,
                    json.dumps(payload, ensure_ascii=False),
                    None if base is None else json.dumps(base, ensure_ascii=False),
                    stamp,
                    stamp,
                ),
            )

    def get(self, draft_id: str) -> Draft | None:
        row = self._store.connection.execute(
            "SELECT * FROM drafts WHERE id = ?", (draft_id,)
        ).fetchone()
        return _draft(row) if row else None

    def open_drafts(self, kind: str | None = None) -> list[Draft]:
        """Drafts not yet submitted or discarded, most recently edited first."""
        sql = "SELECT * FROM drafts WHERE state = 'open'"
        args: tuple[str, ...] = ()
        if kind is not None:
            sql += " AND kind = ?"
            args = (kind,)
        rows = self._store.connection.execute(sql + " ORDER BY updated_at DESC", args)
        return [_draft(row) for row in rows.fetchall()]

    def set_state(self, draft_id: str, state: DraftState) -> None:
        with self._store.transaction() as conn:
            conn.execute(
                "UPDATE drafts SET state = ?, updated_at = ? WHERE id = ?",
                (state.value, now(), draft_id),
            )

    def discard(self, draft_id: str) -> None:
        self.set_state(draft_id, DraftState.DISCARDED)


def _draft(row: Any) -> Draft:
    return Draft(
        id=row["id"],
        kind=row["kind"],
        title=row["title"],
        record_key=row["record_key"],
        payload=json.loads(row["payload"]),
        base=json.loads(row["base"]) if row["base"] else None,
        state=DraftState(row["state"]),
        created_at=row["created_at"],
        updated_at=row["updated_at"],
    )
