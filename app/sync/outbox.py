"""The outbox submitter: sends frozen requests one at a time, at most once each.

For every row it sends, the answer decides (see ``app.store.outbox`` for the states):

- a 2xx: CONFIRMED, with the server's id or code;
- a refusal (400, 403, 404, 409): REJECTED, problem details kept for the editor;
- "never left this machine" (connection refused, 429, 401): back to QUEUED, and the run
  stops until the next one (the network, the quota or the token must come back first);
- anything else (timeout, dropped connection, 5xx, a bug): UNKNOWN, and the row is
  looked up on the server before anything else happens to it: found -> CONFIRMED,
  proved absent -> QUEUED (sent again later), cannot tell -> NEEDS_ATTENTION.

Each kind of row says how it is sent and how it is found (``OutboxKind``), and puts the
row's client reference into the request where the server keeps it (an external id, a
marker in the notes) so that the lookup can recognize it.
"""

from __future__ import annotations

import asyncio
import dataclasses
import logging
from collections.abc import Awaitable, Callable
from dataclasses import dataclass
from enum import StrEnum
from typing import Any

from app.api import errors
from app.api.client import ApiClient
from app.models.common import ProblemDetails
from app.models.i18n import QT_TRANSLATE_NOOP
from app.models.validation import FieldIssue
from app.store.outbox import (
    Outbox,
    OutboxItem,
    OutboxState,
    resolved_payload,
    waiting_fields,
)

log = logging.getLogger(__name__)

MAX_ATTEMPTS_PER_DRAIN = 3
"""How often one drain may send the same row (each failure proved it absent)."""

SETTLE_SECONDS = 2.0
"""Before looking up a lost request, give the server this long to finish it: a request
still running would be missed by the lookup and then sent twice."""


class ChangedOnServer(Exception):
    """An update's record changed on the server since the clerk opened it: sending would
    overwrite someone else's work. The row is REJECTED with the server's copy kept
    (``error["current"]``), and the editor asks the clerk what to do."""

    def __init__(self, current: dict[str, Any], changed: list[str]) -> None:
        super().__init__(f"changed on the server since it was opened: {', '.join(changed)}")
        self.current = current
        self.changed = changed


VOLATILE_FIELDS = frozenset({"updateDate", "updatedAt", "lastModified"})


def changed_fields(base: dict[str, Any], current: dict[str, Any]) -> list[str]:
    """Wire names of the fields that differ between the copy the clerk edited and the
    server's copy now (timestamps ignored: they change with every save; references compared
    by id)."""
    names = (set(base) | set(current)) - VOLATILE_FIELDS
    return sorted(name for name in names if _key(base.get(name)) != _key(current.get(name)))


def _key(value: Any) -> Any:
    """A reference object is the record it points at: a renamed account is the same one."""
    if isinstance(value, dict) and "id" in value:
        return ("ref", value["id"])
    return value


class Found(StrEnum):
    ABSENT = "absent"
    UNDECIDABLE = "undecidable"


LookupResult = str | Found
"""The record's server key when found, else ``Found.ABSENT`` or ``Found.UNDECIDABLE``."""


@dataclass(frozen=True)
class OutboxKind:
    """How one kind of outbox row is sent and found again."""

    name: str
    send: Callable[[ApiClient, OutboxItem], Awaitable[str]]
    """Send the frozen request; returns the created record's key (id or code)."""
    find: Callable[[ApiClient, OutboxItem], Awaitable[LookupResult]]
    """Look the record up after an unknown outcome."""


Listener = Callable[[OutboxItem], None]


class OutboxSubmitter:
    """Drains one profile's outbox through one client. Run one at a time per profile."""

    def __init__(
        self,
        client: ApiClient,
        outbox: Outbox,
        kinds: dict[str, OutboxKind],
        *,
        settle_seconds: float = SETTLE_SECONDS,
        on_change: Listener | None = None,
    ) -> None:
        self._client = client
        self._outbox = outbox
        self._kinds = kinds
        self.settle_seconds = settle_seconds
        self._listeners: list[Listener] = [on_change] if on_change is not None else []
        self._lock = asyncio.Lock()

    def add_listener(self, listener: Listener) -> Callable[[], None]:
        """Call ``listener`` with every row that moves; returns a function removing it."""
        self._listeners.append(listener)
        return lambda: self._listeners.remove(listener) if listener in self._listeners else None

    def notify(self, item: OutboxItem) -> None:
        """Tell the listeners about a row that changed outside the submitter (a new one)."""
        self._changed(item)

    async def start(self) -> None:
        """After a start: rows a crash left SENDING are UNKNOWN, and every UNKNOWN row
        is looked up."""
        for item in self._outbox.recover_after_start():
            self._changed(item)
        await self.resolve_unknown()

    async def resolve_unknown(self) -> None:
        # Under the lock: a drain running meanwhile (a clerk's save) resolves the same rows,
        # and one row moved by both would be an illegal move that stops the sender.
        async with self._lock:
            for item in self._outbox.items(OutboxState.UNKNOWN):
                await self._resolve(item)

    async def drain(self) -> int:
        """Send queued rows until none is left or one cannot go now; returns how many
        attempts were made.

        UNKNOWN rows are looked up first. A row proved absent after an unknown outcome
        is sent again at once, up to
        ``MAX_ATTEMPTS_PER_DRAIN`` times (a server failing every time must not keep the
        loop spinning); a row that could not leave this machine ends the drain.
        """
        attempts: dict[int, int] = {}
        async with self._lock:
            # Rows whose lookup failed last time (offline, 503) are looked up before
            # anything is sent: a row still UNKNOWN is never sent blindly.
            for unknown in self._outbox.items(OutboxState.UNKNOWN):
                await self._resolve(unknown)
            for orphan in self._outbox.orphaned():
                self._refuse_orphan(orphan)
            while (item := self._outbox.next_queued()) is not None:
                if attempts.get(item.id, 0) >= MAX_ATTEMPTS_PER_DRAIN:
                    break
                attempts[item.id] = attempts.get(item.id, 0) + 1
                outcome, retry_now = await self._send(item)
                if outcome is OutboxState.QUEUED and not retry_now:
                    break  # the server cannot be reached (or not now): try again later
        return sum(attempts.values())

    async def _send(self, item: OutboxItem) -> tuple[OutboxState, bool]:
        """Send one row; returns its new state and whether it may be sent again now."""
        kind = self._kinds[item.kind]
        sending = self._resolved(self._move(item.id, OutboxState.SENDING))
        try:
            key = await kind.send(self._client, sending)
        except (
            errors.Offline,
            errors.RateLimited,
            errors.Unauthorized,
            errors.RequestRefused,
        ) as exc:
            # Never reached the server in a way that did anything (or refused before
            # sending); Offline from a creating request means "connection refused" here,
            # since a lost answer is OutcomeUnknown.
            if isinstance(exc, errors.RequestRefused):
                self._move(item.id, OutboxState.REJECTED, error=_error(exc))
                return OutboxState.REJECTED, False
            self._move(item.id, OutboxState.QUEUED, error=_error(exc))
            return OutboxState.QUEUED, False
        except (
            errors.ValidationFailed,
            errors.BusinessRuleViolation,
            errors.Forbidden,
            errors.NotFound,
            errors.UnexpectedStatus,
            ChangedOnServer,
        ) as exc:
            self._move(item.id, OutboxState.REJECTED, error=_error(exc))
            return OutboxState.REJECTED, False
        except asyncio.CancelledError:
            # Stopped mid-request (the app is closing): the outcome is unknown.
            self._move(item.id, OutboxState.UNKNOWN)
            raise
        except Exception as exc:  # lost answer, 5xx, or a bug: only a lookup can tell
            log.warning(
                "outbox row %s: outcome unknown (%s)",
                item.id,
                exc.log_text() if isinstance(exc, errors.ApiError) else type(exc).__name__,
            )
            unknown = self._move(item.id, OutboxState.UNKNOWN, error=_error(exc))
            resolved = await self._resolve(unknown)
            return resolved, resolved is OutboxState.QUEUED  # proved absent: send again
        self._move(item.id, OutboxState.CONFIRMED, server_key=key)
        return OutboxState.CONFIRMED, False

    async def _resolve(self, item: OutboxItem) -> OutboxState:
        if self.settle_seconds > 0:
            await asyncio.sleep(self.settle_seconds)
            current = self._outbox.get(item.id)
            if current is None or current.state is not OutboxState.UNKNOWN:
                # Settled meanwhile (the clerk marked it, or it was looked up elsewhere).
                return current.state if current is not None else OutboxState.DISCARDED
        try:
            found = await self._kinds[item.kind].find(self._client, self._resolved(item))
        except errors.ApiError as exc:
            # Cannot look it up now (offline...): it stays UNKNOWN for the next start.
            log.info("outbox row %s: lookup failed (%s), still unknown", item.id, exc.log_text())
            return OutboxState.UNKNOWN
        if found is Found.ABSENT:
            self._move(item.id, OutboxState.QUEUED)
            return OutboxState.QUEUED
        if found is Found.UNDECIDABLE:
            self._move(item.id, OutboxState.NEEDS_ATTENTION)
            return OutboxState.NEEDS_ATTENTION
        self._move(item.id, OutboxState.CONFIRMED, server_key=str(found))
        return OutboxState.CONFIRMED

    def _resolved(self, item: OutboxItem) -> OutboxItem:
        """The row as it is sent: another row's server key where it stands for it (an
        order naming a customer created in the outbox before it gets that customer's id)."""
        if item.waits_for is None:
            return item
        keys = self._outbox.server_keys(item)
        return dataclasses.replace(item, payload=resolved_payload(item.payload, keys))

    def _refuse_orphan(self, item: OutboxItem) -> None:
        """The row it waits for was refused or discarded: this one cannot be sent as it
        is. Refused at the field that named it, so the clerk chooses again."""
        message = QT_TRANSLATE_NOOP(
            "Validation",
            "It was not saved (the server refused it, or it was discarded): choose again.",
        )
        self._move(
            item.id,
            OutboxState.SENDING,
        )
        self._move(
            item.id,
            OutboxState.REJECTED,
            error={
                "kind": errors.RequestRefused.__name__,
                "message": message,
                "fieldErrors": {field: [message] for field in waiting_fields(item.payload)},
                "waitedFor": item.waits_for,
            },
        )

    def _move(
        self,
        item_id: int,
        state: OutboxState,
        *,
        error: dict[str, Any] | None = None,
        server_key: str | None = None,
    ) -> OutboxItem:
        item = self._outbox.move(item_id, state, error=error, server_key=server_key)
        self._changed(item)
        return item

    def _changed(self, item: OutboxItem) -> None:
        for listener in list(self._listeners):
            try:
                listener(item)
            except Exception:  # a broken screen must not stop the outbox
                log.exception("outbox listener failed")


_REJECTIONS: dict[str, type[errors.ApiError]] = {
    cls.__name__: cls
    for cls in (
        errors.ValidationFailed,
        errors.BusinessRuleViolation,
        errors.Forbidden,
        errors.NotFound,
        errors.UnexpectedStatus,
    )
}


def rejection_of(item: OutboxItem) -> Exception:
    """The failure a REJECTED row keeps, as the typed error it was (so an editor shows it
    exactly as if it had sent the request itself)."""
    kept = item.error or {}
    kind = str(kept.get("kind", ""))
    message = str(kept.get("message", ""))
    if kind == ChangedOnServer.__name__:
        return ChangedOnServer(dict(kept.get("current") or {}), list(kept.get("changed") or []))
    if kind == errors.RequestRefused.__name__:
        issues = [
            FieldIssue(field, "refused", text)
            for field, texts in dict(kept.get("fieldErrors") or {}).items()
            for text in texts
        ]
        return errors.RequestRefused(message, issues)
    problem = ProblemDetails.model_validate(kept["problem"]) if kept.get("problem") else None
    error_class = _REJECTIONS.get(kind, errors.UnexpectedStatus)
    status = problem.status if problem is not None else None
    return error_class(message, status=status, problem=problem)


def _error(exc: Exception) -> dict[str, Any]:
    """What is kept of a failure: its kind, text, field errors and problem details."""
    kept: dict[str, Any] = {"kind": type(exc).__name__, "message": str(exc)}
    if isinstance(exc, errors.ApiError) and exc.problem is not None:
        kept["problem"] = exc.problem.model_dump(mode="json", by_alias=True, exclude_none=True)
    if isinstance(exc, errors.RequestRefused):
        kept["fieldErrors"] = exc.field_errors
    if isinstance(exc, ChangedOnServer):
        kept["current"] = exc.current
        kept["changed"] = exc.changed
    return kept
