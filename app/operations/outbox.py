"""The clerk's verbs on the outbox (View › Drafts and outbox): send a row again, mark one
as saved, and what a row the outbox sent later changed."""

from __future__ import annotations

from app.operations.changes import NOTHING, Changes, kinds_of_outbox_kind
from app.store.outbox import Outbox, OutboxItem, OutboxState


def send_again(outbox: Outbox, item: OutboxItem) -> bool:
    """Queue ``item`` to be sent; False when it already waits in the queue (the drain
    sends it now). Raises ``IllegalTransition`` when the sender moved it meanwhile."""
    if item.state is OutboxState.QUEUED:
        return False
    outbox.move(item.id, OutboxState.QUEUED)
    return True


def mark_saved(outbox: Outbox, item: OutboxItem) -> Changes:
    """The clerk found it on the server: nothing more to send, and the lists showing its
    kind refresh. Raises ``IllegalTransition`` when the sender moved it meanwhile."""
    outbox.move(item.id, OutboxState.CONFIRMED)
    return Changes.of_kinds(kinds_of_outbox_kind(item.kind))


def changes_of_sent(item: OutboxItem) -> Changes:
    """What a row the outbox confirmed changed: its kinds, and its record where the
    server named it (nothing for a row not confirmed)."""
    if item.state is not OutboxState.CONFIRMED:
        return NOTHING
    try:
        kinds = kinds_of_outbox_kind(item.kind)
    except KeyError:  # a sender no screen shows (tests' own kinds): nothing to refresh
        return NOTHING
    key = item.server_key or item.target
    changed = NOTHING
    for kind in kinds:
        changed = changed | Changes.of(kind, key)
    return changed
