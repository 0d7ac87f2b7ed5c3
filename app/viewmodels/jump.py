"""Ctrl+K, "Go to": type part of a code or name, open that item, customer or tax.

Answers from the profile's cache (the reference sync's lists), so it is instant and works
offline; each result opens the record's editor (its draft, if one is waiting). A target
whose editor must start from the server's current copy (a stock item: the cache may be a
sync behind, and the editor's conflict check compares with the copy it started from) has
a ``load``: the dialog says it is opening, and stays open with the reason if it cannot.
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from dataclasses import dataclass

from pydantic import BaseModel
from PySide6.QtCore import QCoreApplication, QObject, Signal

from app.api import errors as api_errors
from app.viewmodels.choices import CachedChoices, Choice
from app.viewmodels.errors import ErrorPresenter, describe_error
from app.viewmodels.session import Session
from app.viewmodels.tasks import TaskOwner

translate = QCoreApplication.translate

RESULTS_PER_LIST = 8

Loader = Callable[[Session, int], Awaitable[BaseModel]]
"""Reads a record to edit by id (raises ``ApiError`` when it cannot)."""


@dataclass(frozen=True)
class JumpTarget:
    """A cached list "Go to" searches, and the editor its records open in."""

    list_name: str
    editor_kind: str
    label: str
    """What the result says it is ("Stock item"), translated by the caller."""
    record_type: type[BaseModel]
    load: Loader | None = None
    """Reads the record before its editor opens; None: the cached copy will do."""


@dataclass(frozen=True)
class JumpResult:
    target: JumpTarget
    choice: Choice

    @property
    def text(self) -> str:
        return f"{self.choice.label} — {self.target.label}"

    def record(self) -> BaseModel:
        """The record as the cache holds it (the editor reads it again when it saves)."""
        return self.target.record_type.model_validate(self.choice.payload)


class JumpViewModel(TaskOwner):
    """The results of what was typed, over every target, best lists first; opening one."""

    resultsChanged = Signal()
    openingChanged = Signal(str)
    """Words for the record being read before its editor opens (empty: nothing is)."""
    opened = Signal(object, object)
    """A ``JumpResult`` and the record its editor starts from."""
    openFailed = Signal(str)
    """Why the chosen record could not be opened."""

    def __init__(
        self,
        session: Session,
        targets: list[JumpTarget],
        errors: ErrorPresenter,
        parent: QObject | None = None,
    ) -> None:
        super().__init__(errors, parent)
        self.session = session
        self._sources = [
            (target, CachedChoices(session, target.list_name, active_only=False))
            for target in targets
        ]
        self.results: list[JumpResult] = []
        self.opening: JumpResult | None = None

    def search(self, typed: str) -> None:
        results: list[JumpResult] = []
        if typed.strip():
            for target, source in self._sources:
                results += [
                    JumpResult(target, choice)
                    for choice in source.search(typed, limit=RESULTS_PER_LIST)
                ]
        self.results = results
        self.resultsChanged.emit()

    def open(self, result: JumpResult) -> None:
        """Open ``result``: at once from the cache, or once its ``load`` has read it."""
        load = result.target.load
        if load is None:
            self.opened.emit(result, result.record())
            return
        if self.opening is not None:
            return  # Enter pressed twice: the first read is on its way
        self.opening = result
        self.openingChanged.emit(
            translate("Jump", "Opening “{name}”…").format(name=result.choice.label)
        )
        self.run(self._load(result, load), context=translate("Jump", "Opening a record"))

    async def _load(self, result: JumpResult, load: Loader) -> None:
        try:
            record = await load(self.session, result.choice.id)
        except api_errors.ApiError as exc:
            self.openFailed.emit(
                translate("Jump", "“{name}” could not be opened. {reason}").format(
                    name=result.choice.label, reason=describe_error(exc).text
                )
            )
            return
        finally:
            self.opening = None
            self.openingChanged.emit("")
        self.opened.emit(result, record)
