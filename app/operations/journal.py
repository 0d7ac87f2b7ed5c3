"""Posting an entry reviewed: the update that posts it, per the spec's state table.

The spec's state table: a journal entry is created unposted, and an update of an unposted
entry posts it when the organization posts in real time and every line has an account.
So "Post" sends each chosen entry back exactly as the server returns it (every stored
line, unchanged: the update that posts, nothing else), then reads it again to tell what
happened: posted, or still unposted because the organization does not post in real time.
Only journal entries (JE) are posted: other accounting documents (cash in and out,
invoices' system entries) are posted by their own screens or the server.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from enum import StrEnum

from app.api.client import ApiClient
from app.api.errors import ApiError
from app.models.documents import AmountStatus, RowState
from app.models.journal_entries import (
    JournalEntryResponse,
    UpdateJournalEntryDetailRequest,
    UpdateJournalEntryRequest,
)
from app.operations.changes import NOTHING, Changes, Kind

JOURNAL_ENTRY = "JE"


class PostOutcome(StrEnum):
    POSTED = "posted"
    NOT_REAL_TIME = "not-real-time"
    """Updated, still unposted: the organization does not post in real time."""
    NO_ACCOUNT = "no-account"
    NOT_A_JOURNAL_ENTRY = "not-a-journal-entry"
    GONE = "gone"
    ALREADY_POSTED = "already-posted"
    TEMPLATE = "template"
    """A recurring template is no entry: it is never posted."""
    REFUSED = "refused"


@dataclass(frozen=True)
class PostResult:
    code: str
    outcome: PostOutcome
    detail: str = ""


def update_that_posts(entry: JournalEntryResponse) -> UpdateJournalEntryRequest:
    """The entry as the server returned it, every line Modified and unchanged."""
    assert entry.document_date is not None
    return UpdateJournalEntryRequest(
        document_date=entry.document_date,
        paper_number=entry.paper_number,
        responsible_id=entry.responsible_id,
        notes=entry.notes,
        currency_id=entry.currency.id if entry.currency else None,
        exchange_rate=entry.exchange_rate,
        accounting_document_details=[
            UpdateJournalEntryDetailRequest(
                id=line.id,
                row_state=RowState.Modified,
                account_id=line.account.id if line.account else 0,
                amount=line.amount or 0,
                amount_status=AmountStatus(line.amount_status or AmountStatus.Debit),
                cost_center_id=line.cost_center.id if line.cost_center else None,
                customer_id=line.customer.id if line.customer else None,
                supplier_id=line.supplier.id if line.supplier else None,
                comments=line.comments,
            )
            for line in entry.accounting_document_details
        ],
    )


async def _fetch(client: ApiClient, code: str) -> JournalEntryResponse | None:
    page = await client.journal_entries.list(code=code, limit=1)
    return next((e for e in page.items if code in (e.document_code, e.journal_entry_code)), None)


async def post_entry(client: ApiClient, code: str) -> PostResult:
    """Post one entry by its code (see the module note); never raises for the server's
    refusal of one entry: the result says it."""
    entry = await _fetch(client, code)
    if entry is None:
        return PostResult(code, PostOutcome.GONE)
    if entry.is_posted:
        return PostResult(code, PostOutcome.ALREADY_POSTED)
    if entry.is_recurring_template:
        return PostResult(code, PostOutcome.TEMPLATE)
    if (entry.document_type or JOURNAL_ENTRY) != JOURNAL_ENTRY:
        return PostResult(code, PostOutcome.NOT_A_JOURNAL_ENTRY)
    if any(line.account is None for line in entry.accounting_document_details):
        return PostResult(code, PostOutcome.NO_ACCOUNT)
    try:
        await client.journal_entries.update(code, update_that_posts(entry))
    except ApiError as exc:
        return PostResult(code, PostOutcome.REFUSED, str(exc))
    again = await _fetch(client, code)
    if again is not None and again.is_posted:
        return PostResult(code, PostOutcome.POSTED)
    return PostResult(code, PostOutcome.NOT_REAL_TIME)


@dataclass(frozen=True)
class Posting:
    """Each chosen entry's outcome, and what changed (the entries the update reached)."""

    results: tuple[PostResult, ...]
    changes: Changes

    @property
    def posted_any(self) -> bool:
        return any(r.outcome is PostOutcome.POSTED for r in self.results)


async def post_entries(client: ApiClient, codes: Sequence[str]) -> Posting:
    """Post each entry in turn (see the module note); the server's refusal of one is its
    result, not an exception, and the others still go."""
    results = tuple([await post_entry(client, code) for code in codes])
    updated = [
        r.code for r in results if r.outcome in (PostOutcome.POSTED, PostOutcome.NOT_REAL_TIME)
    ]
    changes = Changes.of(Kind.JOURNAL_ENTRIES, *updated) if updated else NOTHING
    return Posting(results, changes)
