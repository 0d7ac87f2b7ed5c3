"""Ctrl+K, "Go to": type part of a code or name, open that item, customer or tax.

Answers from the profile's cache (the reference sync's lists), so it is instant and works
offline; each result opens the record's editor (its draft, if one is waiting).
"""

from __future__ import annotations

from dataclasses import dataclass

from pydantic import BaseModel
from PySide6.QtCore import QObject, Signal

from app.viewmodels.choices import CachedChoices, Choice
from app.viewmodels.session import Session

RESULTS_PER_LIST = 8


@dataclass(frozen=True)
class JumpTarget:
    """A cached list "Go to" searches, and the editor its records open in."""

    list_name: str
    editor_kind: str
    label: str
    """What the result says it is ("Stock item"), translated by the caller."""
    record_type: type[BaseModel]


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


class JumpViewModel(QObject):
    """The results of what was typed, over every target, best lists first."""

    resultsChanged = Signal()

    def __init__(
        self, session: Session, targets: list[JumpTarget], parent: QObject | None = None
    ) -> None:
        super().__init__(parent)
        self._sources = [
            (target, CachedChoices(session, target.list_name, active_only=False))
            for target in targets
        ]
        self.results: list[JumpResult] = []

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
