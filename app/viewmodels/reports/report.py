"""One report screen's state: its parameters, the table computed from the ledger cache,
and how fresh that cache is ("as of <last sync>", "offline, from the cache").

The computation runs on a worker thread (``asyncio.to_thread``) over the cache, so a
report over 300,000 lines never stalls the window; a newer request supersedes an older
one still running (its result is dropped).
"""

from __future__ import annotations

import asyncio
from collections.abc import Callable
from dataclasses import dataclass
from datetime import datetime
from typing import Any, Protocol, TypeVar

from PySide6.QtCore import QCoreApplication, QObject, Signal

from app.store.ledger import Books
from app.viewmodels.errors import ErrorPresenter
from app.viewmodels.numbers import format_datetime
from app.viewmodels.reports.arrange import Arrangement, arrange, arrangement_note
from app.viewmodels.reports.definitions import ReportDefinition
from app.viewmodels.reports.parameters import ReportParameters
from app.viewmodels.reports.table import ReportTable
from app.viewmodels.reports.table_model import ReportTableModel
from app.viewmodels.tasks import TaskOwner

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


class ReportViewModel(TaskOwner):
    """Parameters in, a ``ReportTable`` out (``model``), recomputed on ``refresh``."""

    choicesChanged = Signal(list, list, list)
    """Accounts, customers and suppliers to choose from: lists of (id, "code name")."""
    tableChanged = Signal()
    problemChanged = Signal(str)
    """A translated reason the report cannot be computed ("" once it can)."""
    freshnessChanged = Signal(str)
    arrangementChanged = Signal(str)
    """After a sort, filter or top N: "Showing 12 of 240 rows ..." ("" when all show)."""

    def __init__(
        self,
        definition: ReportDefinition,
        source: ReportSource,
        errors: ErrorPresenter,
        parameters: ReportParameters | None = None,
        parent: QObject | None = None,
    ) -> None:
        super().__init__(errors, parent)
        self.definition = definition
        self.source = source
        self.parameters = parameters or ReportParameters.defaults()
        self.model = ReportTableModel(self)
        self.problem = ""
        self.freshness = ""
        self._generation = 0
        self._seen_as_of: datetime | None = None
        self.arrangement = Arrangement()
        self.computed: ReportTable | None = None
        """The table as computed, before the manager's sort, filter and top N."""
        self.arrangement_note = ""

    def title(self) -> str:
        return self.definition.title_text

    def set_parameters(self, parameters: ReportParameters) -> None:
        self.parameters = parameters

    def refresh(self) -> asyncio.Task[Any] | None:
        """Compute the report for the current parameters (the last request wins)."""
        problem = self.parameters.problem(self.definition.needs)
        self._set_problem(problem or "")
        if problem:
            return None
        self._generation += 1
        return self.run(
            self._compute(self._generation, self.parameters),
            context=translate("Reports", "Computing {report}").format(report=self.title()),
        )

    def check_cache(self) -> None:
        """Recompute when the cache has been synced since the table was computed (the
        background sync says it has ``updated``)."""
        freshness = self.source.freshness()
        if freshness.as_of != self._seen_as_of and not self.busy:
            self.refresh()
        elif self.freshness and (text := freshness_text(freshness)) != self.freshness:
            # The same figures, now known to be offline (or online again): only the words.
            self.freshness = text
            self.freshnessChanged.emit(text)

    async def _compute(self, generation: int, parameters: ReportParameters) -> None:
        definition = self.definition
        as_of = self.source.freshness().as_of
        table: ReportTable = await asyncio.to_thread(
            self.source.compute, lambda books: definition.build(books, parameters)
        )
        if generation != self._generation:
            return  # a newer request is on its way
        self.computed = table
        self._show()
        self._seen_as_of = as_of
        self.freshness = freshness_text(self.source.freshness())
        self.freshnessChanged.emit(self.freshness)
        self.tableChanged.emit()

    def set_arrangement(self, arrangement: Arrangement) -> None:
        """Sort, filter and top N over the computed table (no recomputation)."""
        self.arrangement = arrangement
        if self.computed is not None:
            self._show()
            self.tableChanged.emit()

    def _show(self) -> None:
        assert self.computed is not None
        table, shown, total = arrange(self.computed, self.arrangement)
        self.model.set_table(table)
        note = arrangement_note(shown, total)
        if note != self.arrangement_note:
            self.arrangement_note = note
            self.arrangementChanged.emit(note)

    def load_choices(self) -> asyncio.Task[Any] | None:
        """The accounts, customers and suppliers of the cache, for the ledger's and the
        statements' pickers (``choicesChanged``)."""
        return self.run(self._choices(), context=self.title())

    async def _choices(self) -> None:
        def read(
            books: Books,
        ) -> tuple[list[tuple[int, str]], list[tuple[int, str]], list[tuple[int, str]]]:
            accounts = sorted(books.accounts().values(), key=lambda a: a.code)
            customers = sorted(books.customers().values(), key=lambda c: (c.name, c.code))
            suppliers = sorted(books.suppliers().items(), key=lambda s: (s[1][1], s[1][0]))
            return (
                [(a.id, f"{a.code} {a.name}".strip()) for a in accounts],
                [(c.id, f"{c.code} {c.name}".strip()) for c in customers],
                [(i, f"{code} {name}".strip()) for i, (code, name) in suppliers],
            )

        accounts, customers, suppliers = await asyncio.to_thread(self.source.compute, read)
        self.choicesChanged.emit(accounts, customers, suppliers)

    async def shutdown(self) -> None:
        await super().shutdown()
        close = getattr(self.source, "close", None)
        if callable(close):
            close()

    def _set_problem(self, problem: str) -> None:
        if problem != self.problem:
            self.problem = problem
            self.problemChanged.emit(problem)
