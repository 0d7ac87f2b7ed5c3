"""Posting reviewed entries from the Unposted entries report (``app.operations.journal``
posts them; here the outcome in words, and the change set told to every screen)."""

from __future__ import annotations

import asyncio

from PySide6.QtCore import QCoreApplication, QObject, Signal

from app.api.client import ApiClient
from app.operations.journal import PostOutcome, PostResult, post_entries
from app.viewmodels.changes import ChangeNotices
from app.viewmodels.errors import ErrorPresenter
from app.viewmodels.tasks import TaskOwner

translate = QCoreApplication.translate


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
        self,
        client: ApiClient,
        errors: ErrorPresenter,
        parent: QObject | None = None,
        notices: ChangeNotices | None = None,
    ) -> None:
        super().__init__(errors, parent)
        self.client = client
        self.notices = notices
        """Where the posted entries' change set goes (the session's), so lists refresh."""
        self.results: list[PostResult] = []

    def post(self, codes: list[str]) -> asyncio.Task[None] | None:
        return self.run(self._post(codes), context=translate("Posting", "Posting entries"))

    async def _post(self, codes: list[str]) -> None:
        posting = await post_entries(self.client, codes)
        self.results = list(posting.results)
        if self.notices is not None:
            self.notices.publish(posting.changes)
        self.finished.emit(results_text(self.results), posting.posted_any)
