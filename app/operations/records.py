"""Saving a record (any editor): through the outbox, never twice, then read back."""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from dataclasses import dataclass
from typing import Any, Generic, TypeVar

from app.operations.changes import NOTHING, Changes, Kind
from app.operations.workspace import Workspace
from app.store.outbox import OutboxItem, OutboxState

RecordT = TypeVar("RecordT")


@dataclass(frozen=True)
class Submission:
    """One save as the outbox keeps it: which sender, create or update, the body, and
    (for an update) the record's key and the server's copy it started from."""

    kind: str
    operation: str
    payload: dict[str, Any]
    target: str | None = None
    draft_id: str | None = None
    base: dict[str, Any] | None = None
    waits_for: int | None = None


@dataclass(frozen=True)
class SaveOutcome(Generic[RecordT]):
    """The outbox row as it stands after the save, the record read back when the server
    confirmed it (else None), and what changed."""

    item: OutboxItem
    record: RecordT | None
    changes: Changes


async def save_record(
    workspace: Workspace,
    submission: Submission,
    shown_as: Kind | str,
    fetch: Callable[[str], Awaitable[RecordT]],
) -> SaveOutcome[RecordT]:
    """Send ``submission`` once; when the server confirms it, read the record back
    (``fetch`` by the server's key) and put it in the cache before anyone is told, so a
    picker or Ctrl+K opened next finds it. A refusal or a wait changes nothing yet.

    Raises what reading back raises (``ApiError``), and ``sqlite3.Error`` when the outbox
    cannot keep the row (a full disk): then nothing was sent."""
    item = await workspace.send(
        kind=submission.kind,
        operation=submission.operation,
        payload=submission.payload,
        target=submission.target,
        draft_id=submission.draft_id,
        base=submission.base,
        waits_for=submission.waits_for,
    )
    if item.state is not OutboxState.CONFIRMED:
        return SaveOutcome(item, None, NOTHING)
    record, changes = await read_saved(
        workspace, submission.kind, shown_as, str(item.server_key or ""), fetch
    )
    return SaveOutcome(item, record, changes)


async def read_saved(
    workspace: Workspace,
    kind: str,
    shown_as: Kind | str,
    key: str,
    fetch: Callable[[str], Awaitable[RecordT]],
) -> tuple[RecordT, Changes]:
    """A save the server confirmed (at once, or later from the outbox): the record read
    back by its key and put in the cache before anyone is told, and what changed."""
    record = await fetch(key)
    workspace.remember_saved(kind, record)
    return record, Changes.of(shown_as, key)


async def delete_record(
    delete: Callable[[], Awaitable[object]], shown_as: Kind | str, key: object
) -> Changes:
    """Delete a record (``delete`` calls the API); what changed. Raises the refusal."""
    await delete()
    return Changes.of(shown_as, key)
