"""The outbox: requests that create or change documents, sent at most once each.

"Submit" freezes the request body with a client reference in one transaction (QUEUED). The
submitter (``app.sync``) moves each row through::

    QUEUED ──► SENDING ──► CONFIRMED            (the server's answer; its id or code kept)
                  │   └──► REJECTED             (problem details kept; back to the draft)
                  ├──────► QUEUED               (provably never reached the server)
                  └──────► UNKNOWN ──► CONFIRMED      (a lookup found it)
                                 ├──► QUEUED          (a lookup proved it absent)
                                 └──► NEEDS_ATTENTION (the lookup cannot decide)

A row found in SENDING at start is UNKNOWN: its answer may have been lost in the crash.
A row may wait for another (``waits_for``): an order naming a customer that is itself still
in the outbox. Its payload holds ``{"$outbox": <row id>}`` where the customer's id goes; it
is sent only once that row is CONFIRMED, with the id the server gave (``resolved_payload``),
and refused (REJECTED, at that field) if that row was refused or discarded.

A REJECTED row gives its draft back to the clerk (open again, with the server's verdict);
submitting that draft again retires the rejected row (DISCARDED) in the same transaction.
Nothing leaves UNKNOWN or NEEDS_ATTENTION by being sent again blindly: that is how a
document would be created twice. The clerk may discard QUEUED, REJECTED and
NEEDS_ATTENTION rows, or send a NEEDS_ATTENTION row again after checking.
"""

from __future__ import annotations

import json
import uuid
from dataclasses import dataclass
from enum import StrEnum
from typing import Any

from app.store.drafts import DraftState, now
from app.store.local import LocalStore


class OutboxState(StrEnum):
    QUEUED = "queued"
    SENDING = "sending"
    CONFIRMED = "confirmed"
    REJECTED = "rejected"
    UNKNOWN = "unknown"
    NEEDS_ATTENTION = "needs_attention"
    DISCARDED = "discarded"


S = OutboxState
ALLOWED: dict[OutboxState, frozenset[OutboxState]] = {
    S.QUEUED: frozenset({S.SENDING, S.DISCARDED}),
    S.SENDING: frozenset({S.CONFIRMED, S.REJECTED, S.UNKNOWN, S.QUEUED}),
    S.UNKNOWN: frozenset({S.CONFIRMED, S.QUEUED, S.NEEDS_ATTENTION}),
    S.NEEDS_ATTENTION: frozenset({S.QUEUED, S.CONFIRMED, S.DISCARDED}),
    S.REJECTED: frozenset({S.DISCARDED}),
    S.CONFIRMED: frozenset(),
    S.DISCARDED: frozenset(),
}
"""Every move the outbox allows; anything else is a bug and raises."""

FINISHED = frozenset({S.CONFIRMED, S.DISCARDED, S.REJECTED})


class IllegalTransition(RuntimeError):
    """A state change the outbox does not allow (a bug in the caller, never the clerk's)."""


@dataclass(frozen=True)
class OutboxItem:
    id: int
    client_reference: str
    kind: str
    operation: str
    target: str | None
    payload: dict[str, Any]
    state: OutboxState
    attempts: int
    error: dict[str, Any] | None
    server_key: str | None
    draft_id: str | None
    created_at: str
    updated_at: str
    base: dict[str, Any] | None = None
    """For an update: the server copy the clerk edited (the sender re-reads and compares)."""
    waits_for: int | None = None
    """The row this one is sent after (whose server key fills its ``{"$outbox": id}``)."""


OUTBOX_REFERENCE = "$outbox"
"""The key of a payload value standing for the server key of another outbox row."""


def outbox_reference(value: Any) -> int | None:
    """The row id a payload value stands for (``{"$outbox": 12}``), else None."""
    if isinstance(value, dict) and set(value) == {OUTBOX_REFERENCE}:
        return int(value[OUTBOX_REFERENCE])
    return None


def waiting_fields(payload: dict[str, Any]) -> list[str]:
    """The top-level wire names whose value is another row's server key to come."""
    return [name for name, value in payload.items() if outbox_reference(value) is not None]


def resolved_payload(payload: dict[str, Any], keys: dict[int, str]) -> dict[str, Any]:
    """``payload`` with each ``{"$outbox": id}`` replaced by that row's server key (an id:
    an int when it is one)."""
    resolved = dict(payload)
    for name, value in payload.items():
        row_id = outbox_reference(value)
        if row_id is not None:
            key = keys[row_id]
            resolved[name] = int(key) if key.isdigit() else key
    return resolved


class Outbox:
    """The outbox of one profile's store."""

    def __init__(self, store: LocalStore) -> None:
        self._store = store

    def submit(
        self,
        *,
        kind: str,
        operation: str,
        payload: dict[str, Any],
        target: str | None = None,
        draft_id: str | None = None,
        client_reference: str | None = None,
        base: dict[str, Any] | None = None,
        waits_for: int | None = None,
    ) -> OutboxItem:
        """Freeze a request (QUEUED); its draft, if any, is marked submitted in the same
        transaction, so a crash leaves either both or neither, and the draft's earlier
        rejected rows are retired."""
        reference = client_reference or uuid.uuid4().hex
        stamp = now()
        with self._store.transaction() as conn:
            cursor = conn.execute(
                "INSERT INTO outbox (client_reference, kind, operation, target, payload, "
                "state, draft_id, created_at, updated_at, base, waits_for) "
                "VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
                (
                    reference,
                    kind,
                    operation,
                    target,
                    json.dumps(payload, ensure_ascii=False),
                    S.QUEUED.value,
                    draft_id,
                    stamp,
                    stamp,
                    None if base is None else json.dumps(base, ensure_ascii=False),
                    waits_for,
                ),
            )
            if draft_id is not None:
                conn.execute(
                    "UPDATE drafts SET state = ?, updated_at = ? WHERE id = ?",
                    (DraftState.SUBMITTED.value, stamp, draft_id),
                )
                conn.execute(
                    "UPDATE outbox SET state = ?, updated_at = ? WHERE draft_id = ? "
                    "AND state = ? AND id != ?",
                    (S.DISCARDED.value, stamp, draft_id, S.REJECTED.value, cursor.lastrowid),
                )
            item_id = int(cursor.lastrowid or 0)
        item = self.get(item_id)
        assert item is not None
        return item

    def get(self, item_id: int) -> OutboxItem | None:
        row = self._store.connection.execute(
            "SELECT * FROM outbox WHERE id = ?", (item_id,)
        ).fetchone()
        return _item(row) if row else None

    def items(self, *states: OutboxState) -> list[OutboxItem]:
        """Rows in any of ``states`` (all rows when none given), oldest first."""
        sql = "SELECT * FROM outbox"
        args: list[str] = [state.value for state in states]
        if states:
            sql += f" WHERE state IN ({', '.join('?' * len(states))})"
        rows = self._store.connection.execute(sql + " ORDER BY id", args).fetchall()
        return [_item(row) for row in rows]

    def next_queued(self) -> OutboxItem | None:
        """The oldest QUEUED row that may go now: one waiting for another row goes once
        that row is CONFIRMED."""
        row = self._store.connection.execute(
            "SELECT o.* FROM outbox AS o LEFT JOIN outbox AS w ON w.id = o.waits_for "
            "WHERE o.state = ? AND (o.waits_for IS NULL OR w.state = ?) ORDER BY o.id LIMIT 1",
            (S.QUEUED.value, S.CONFIRMED.value),
        ).fetchone()
        return _item(row) if row else None

    def orphaned(self) -> list[OutboxItem]:
        """QUEUED rows waiting for a row that will never be sent (refused or discarded)."""
        rows = self._store.connection.execute(
            "SELECT o.* FROM outbox AS o JOIN outbox AS w ON w.id = o.waits_for "
            "WHERE o.state = ? AND w.state IN (?, ?) ORDER BY o.id",
            (S.QUEUED.value, S.REJECTED.value, S.DISCARDED.value),
        ).fetchall()
        return [_item(row) for row in rows]

    def server_keys(self, item: OutboxItem) -> dict[int, str]:
        """The server keys of the CONFIRMED rows ``item``'s payload stands for."""
        wanted = [
            row_id
            for value in item.payload.values()
            if (row_id := outbox_reference(value)) is not None
        ]
        if not wanted:
            return {}
        rows = self._store.connection.execute(
            f"SELECT id, server_key FROM outbox WHERE state = ? AND server_key IS NOT NULL "
            f"AND id IN ({', '.join('?' * len(wanted))})",
            (S.CONFIRMED.value, *wanted),
        ).fetchall()
        return {int(row["id"]): str(row["server_key"]) for row in rows}

    def move(
        self,
        item_id: int,
        new_state: OutboxState,
        *,
        error: dict[str, Any] | None = None,
        server_key: str | None = None,
        draft_state: DraftState | None = None,
    ) -> OutboxItem:
        """Change a row's state (checked against ``ALLOWED``) and, if given, its draft's
        state, in one transaction. REJECTED always gives the draft back (open)."""
        if new_state is S.REJECTED:
            draft_state = DraftState.OPEN  # the clerk corrects it and submits again
        with self._store.transaction() as conn:
            row = conn.execute("SELECT state FROM outbox WHERE id = ?", (item_id,)).fetchone()
            if row is None:
                raise KeyError(item_id)
            current = OutboxState(row["state"])
            if new_state not in ALLOWED[current]:
                raise IllegalTransition(f"outbox row {item_id}: {current} -> {new_state}")
            stamp = now()
            conn.execute(
                "UPDATE outbox SET state = ?, updated_at = ?, "
                "attempts = attempts + ?, error = COALESCE(?, error), "
                "server_key = COALESCE(?, server_key) WHERE id = ?",
                (
                    new_state.value,
                    stamp,
                    1 if new_state is S.SENDING else 0,
                    None if error is None else json.dumps(error, ensure_ascii=False),
                    server_key,
                    item_id,
                ),
            )
            if draft_state is not None:
                conn.execute(
                    "UPDATE drafts SET state = ?, updated_at = ? WHERE id = "
                    "(SELECT draft_id FROM outbox WHERE id = ?)",
                    (draft_state.value, stamp, item_id),
                )
        item = self.get(item_id)
        assert item is not None
        return item

    def discard(self, item_id: int) -> OutboxItem:
        """The clerk does not want this row sent (QUEUED, REJECTED, NEEDS_ATTENTION): the
        row and its draft are discarded together."""
        return self.move(item_id, S.DISCARDED, draft_state=DraftState.DISCARDED)

    def take_back(self, item_id: int) -> OutboxItem:
        """Stop a waiting row (QUEUED, NEEDS_ATTENTION) and give its draft back to edit."""
        return self.move(item_id, S.DISCARDED, draft_state=DraftState.OPEN)

    def latest_for_draft(self, draft_id: str) -> OutboxItem | None:
        """The newest row submitted from ``draft_id`` (its verdict, when it came back)."""
        row = self._store.connection.execute(
            "SELECT * FROM outbox WHERE draft_id = ? ORDER BY id DESC LIMIT 1", (draft_id,)
        ).fetchone()
        return _item(row) if row else None

    def recover_after_start(self) -> list[OutboxItem]:
        """Rows left SENDING by a crash or kill become UNKNOWN: their answer may be lost."""
        stranded = self.items(S.SENDING)
        return [self.move(item.id, S.UNKNOWN) for item in stranded]

    def counts(self) -> dict[OutboxState, int]:
        rows = self._store.connection.execute(
            "SELECT state, count(*) AS n FROM outbox GROUP BY state"
        ).fetchall()
        return {OutboxState(row["state"]): int(row["n"]) for row in rows}


def _item(row: Any) -> OutboxItem:
    return OutboxItem(
        id=row["id"],
        client_reference=row["client_reference"],
        kind=row["kind"],
        operation=row["operation"],
        target=row["target"],
        payload=json.loads(row["payload"]),
        state=OutboxState(row["state"]),
        attempts=row["attempts"],
        error=json.loads(row["error"]) if row["error"] else None,
        server_key=row["server_key"],
        base=json.loads(row["base"]) if row["base"] else None,
        waits_for=row["waits_for"],
        draft_id=row["draft_id"],
        created_at=row["created_at"],
        updated_at=row["updated_at"],
    )
