"""Posting reviewed entries from the Unposted entries report.

The spec's state table: a journal entry is created unposted, and an update of an unposted
entry posts it when the organization posts in real time and every line has an account.
So "Post" sends each chosen entry back exactly as the server returns it (every stored
line, unchanged: the update that posts, nothing else), then reads it again to tell what
happened: posted, or still unposted because the organization does not post in real time.
Only journal entries (JE) are posted here: other accounting documents (cash in and out,
invoices' system entries) are posted by their own screens or the server.
"""

from __future__ import annotations

import asyncio
from dataclasses import dataclass
from enum import StrEnum

from PySide6.QtCore import QCoreApplication, QObject, Signal

from app.api.client import ApiClient
from app.api.errors import ApiError
from app.models.documents import AmountStatus, RowState
from app.models.journal_entries import (
    JournalEntryResponse,
    UpdateJournalEntryDetailRequest,
    UpdateJournalEntryRequest,
)
from app.viewmodels.errors import ErrorPresenter
from app.viewmodels.session import Session
from app.viewmodels.tasks import TaskOwner

translate = QCoreApplication.translate

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


def results_text(results: list[PostResult]) -> str:
    """One sentence per outcome, naming the entries."""
    by_outcome: dict[PostOutcome, list[str]] = {}
    for result in results:
        by_outcome.setdefault(result.outcome, []).append(result.code)
    words = {
        PostOutcome.POSTED: translate("Posting", "Posted: {codes}."),
        PostOutcome.NOT_REAL_TIME: translate(
            "Posting",
            "Not posted: {codes}. The organization does not post journal entries in real "
            "time; they are posted on the server.",
        ),
        PostOutcome.NO_ACCOUNT: translate(
            "Posting", "Not posted: {codes}. Every line needs an account; open the entry."
        ),
        PostOutcome.NOT_A_JOURNAL_ENTRY: translate(
            "Posting", "Not posted here: {codes}. Only journal entries are posted from this list."
        ),
        PostOutcome.GONE: translate("Posting", "No longer on the server: {codes}."),
        PostOutcome.ALREADY_POSTED: translate("Posting", "Already posted: {codes}."),
        PostOutcome.TEMPLATE: translate(
            "Posting", "Not posted: {codes}. A recurring template is not an entry."
        ),
        PostOutcome.REFUSED: translate("Posting", "The server refused to post: {codes}."),
    }
    sentences = [words[o].format(codes=", ".join(codes)) for o, codes in by_outcome.items()]
    details = [r.detail for r in results if r.detail]
    return " ".join(sentences + details)


class PostingViewModel(TaskOwner):
    """Posts the entries a manager selected (``post``); ``finished(text, posted_any)``."""

    finished = Signal(str, bool)

    def __init__(
        self, session: Session, errors: ErrorPresenter, parent: QObject | None = None
    ) -> None:
        super().__init__(errors, parent)
        self.client: ApiClient = session.client
        self.results: list[PostResult] = []

    def post(self, codes: list[str]) -> asyncio.Task[None] | None:
        return self.run(self._post(codes), context=translate("Posting", "Posting entries"))

    async def _post(self, codes: list[str]) -> None:
        self.results = [await post_entry(self.client, code) for code in codes]
        posted = any(r.outcome is PostOutcome.POSTED for r in self.results)
        self.finished.emit(results_text(self.results), posted)
