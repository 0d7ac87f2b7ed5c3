"""One report screen's state: its parameters, the table computed from the ledger cache,
and how fresh that cache is ("as of <last sync>", "offline, from the cache").

The computation runs on a worker thread (``asyncio.to_thread``) over the cache, so a
report over 300,000 lines never stalls the window; a newer request supersedes an older
one still running (its result is dropped).
"""

from __future__ import annotations

import asyncio
from datetime import datetime
from typing import Any, TypeVar

from PySide6.QtCore import QCoreApplication, QObject, Signal

from app.store.ledger import Books
from app.viewmodels.errors import ErrorPresenter
from app.viewmodels.reports.arrange import Arrangement, arrange, arrangement_note
from app.viewmodels.reports.definitions import ReportDefinition
from app.viewmodels.reports.freshness import Freshness as Freshness
from app.viewmodels.reports.freshness import ReportSource as ReportSource
from app.viewmodels.reports.freshness import freshness_text as freshness_text
from app.viewmodels.reports.parameters import ReportParameters
from app.viewmodels.reports.table import ReportTable
from app.viewmodels.reports.table_model import ReportTableModel
from app.viewmodels.tasks import TaskOwner

translate = QCoreApplication.translate
T = TypeVar("T")


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
