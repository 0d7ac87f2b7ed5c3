"""How current a report's figures are, and where they come from: what the landing
dashboard needs of the reports' view-models, kept apart from the report screens' own
(their definitions load the API's account types, which a start-up drawing the landing
dashboard from the cache does without)."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from datetime import datetime
from typing import TYPE_CHECKING, Protocol, TypeVar

from PySide6.QtCore import QCoreApplication

from app.viewmodels.numbers import format_datetime

if TYPE_CHECKING:
    from app.store.ledger import Books
    from app.store.ledger_status import SyncStatus

translate = QCoreApplication.translate
T = TypeVar("T")


@dataclass(frozen=True)
class Freshness:
    """How current the ledger cache is."""

    as_of: datetime | None
    """The end of the last successful sync (None: never synced)."""
    offline: bool
    """The last attempt could not reach the server: figures come from the cache alone."""
    verified_through: datetime | None = None
    """Since when every cached document has been read again (None: not known)."""


def freshness_of(status: SyncStatus) -> Freshness:
    """The cache's own account of its freshness, as a report says it."""
    as_of = datetime.fromisoformat(status.as_of) if status.as_of else None
    verified = datetime.fromisoformat(status.verified_through) if status.verified_through else None
    return Freshness(as_of, status.offline, verified)


class ReportSource(Protocol):
    """The ledger cache as reports read it (``app.viewmodels.reports.source``)."""

    def compute(self, build: Callable[[Books], T]) -> T:
        """``build(books)`` over the cache; blocking (call it from a worker thread)."""
        ...

    def freshness(self) -> Freshness: ...


def freshness_text(freshness: Freshness) -> str:
    """ "As of 2026-11-28 14:05" and, offline, "offline, from the cache"."""
    if freshness.as_of is None:
        text = translate("Reports", "Not synced yet: the figures fill in after the first sync")
    else:
        text = translate("Reports", "As of {time}").format(
            time=format_datetime(freshness.as_of.astimezone())
        )
    verified = freshness.verified_through
    if freshness.as_of is not None and verified is not None and verified < freshness.as_of:
        # Older documents are re-read a slice at a time: say since when all of them are.
        text = translate("Reports", "{as_of}; older documents checked {time}").format(
            as_of=text, time=format_datetime(verified.astimezone())
        )
    if freshness.offline:
        text = translate("Reports", "{as_of} — offline, from the cache").format(as_of=text)
    return text
