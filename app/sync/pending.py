"""The work not on the server yet, read once for both who show it.

The status bar's "Outbox: 1 needs attention" and View › Drafts and outbox used to read
the outbox each in its own way: the count took every refused row, the panel hid a refused
row whose draft was gone, so the bar stayed red over an empty panel. Both now come from
``pending_work``: every row counted is a row shown, and each shown row can be cleared.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass
from enum import StrEnum

from app.store.drafts import Draft, Drafts, DraftState
from app.store.outbox import Outbox, OutboxItem, OutboxState

OPEN_STATES = (
    OutboxState.QUEUED,
    OutboxState.SENDING,
    OutboxState.UNKNOWN,
    OutboxState.NEEDS_ATTENTION,
    OutboxState.REJECTED,
)
"""Outbox rows still the clerk's business (CONFIRMED and DISCARDED are done)."""


class PendingAction(StrEnum):
    EDIT = "edit"
    DISCARD = "discard"
    SEND_AGAIN = "send_again"
    MARK_SAVED = "mark_saved"


_ACTIONS: dict[OutboxState | None, frozenset[PendingAction]] = {
    None: frozenset({PendingAction.EDIT, PendingAction.DISCARD}),
    # Send now: a waiting row tried at once rather than at the next round.
    OutboxState.QUEUED: frozenset(
        {PendingAction.SEND_AGAIN, PendingAction.EDIT, PendingAction.DISCARD}
    ),
    OutboxState.REJECTED: frozenset({PendingAction.EDIT, PendingAction.DISCARD}),
    OutboxState.NEEDS_ATTENTION: frozenset(
        {PendingAction.SEND_AGAIN, PendingAction.MARK_SAVED, PendingAction.DISCARD}
    ),
    OutboxState.SENDING: frozenset(),
    OutboxState.UNKNOWN: frozenset(),
}


@dataclass(frozen=True)
class PendingWork:
    """One row of the panel: a draft, its latest outbox row, or both."""

    draft: Draft | None
    item: OutboxItem | None

    @property
    def state(self) -> OutboxState | None:
        return self.item.state if self.item is not None else None

    @property
    def actions(self) -> frozenset[PendingAction]:
        """What the clerk may do with the row (its state's actions; Edit needs a draft)."""
        actions = _ACTIONS.get(self.state, frozenset())
        if self.draft is None:  # nothing to open: a row submitted without a draft
            actions = actions - {PendingAction.EDIT}
        return actions

    @property
    def updated_at(self) -> str:
        stamps = [x.updated_at for x in (self.draft, self.item) if x is not None]
        return max(stamps)

    @property
    def kind(self) -> str:
        if self.item is not None:
            return self.item.kind
        assert self.draft is not None
        return self.draft.kind


def pending_work(drafts: Drafts, outbox: Outbox) -> list[PendingWork]:
    """Every unfinished piece of work, newest change first: outbox rows still open (a
    refusal only while it is its draft's latest verdict: a later submit supersedes it) and
    open drafts not submitted. A refused row whose draft is gone is listed too: the clerk
    reads why and clears it."""
    open_drafts = {draft.id: draft for draft in drafts.open_drafts()}
    rows: list[PendingWork] = []
    seen_drafts: set[str] = set()
    for item in outbox.items(*OPEN_STATES):
        draft = drafts.get(item.draft_id) if item.draft_id else None
        if draft is not None and draft.state is DraftState.DISCARDED:
            draft = None  # thrown away: nothing to open, the row can only be cleared
        if item.state is OutboxState.REJECTED and item.draft_id:
            latest = outbox.latest_for_draft(item.draft_id)
            if latest is not None and latest.id != item.id:
                continue
        if draft is not None:
            seen_drafts.add(draft.id)
        rows.append(PendingWork(draft, item))
    rows.extend(
        PendingWork(draft, None)
        for draft_id, draft in open_drafts.items()
        if draft_id not in seen_drafts
    )
    rows.sort(key=lambda work: work.updated_at, reverse=True)
    return rows


def pending_counts(rows: list[PendingWork]) -> dict[OutboxState, int]:
    """The rows in the outbox by state (drafts not submitted are not in the outbox)."""
    return dict(Counter(work.state for work in rows if work.state is not None))
