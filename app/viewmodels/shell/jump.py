"""Ctrl+K, "Go to": type part of a name or a code, open that screen, record or document.

- Screens by name ("stock" finds Stock items, "journal" Journal entries).
- Records from the profile's cache (the reference sync's lists: items, customers by code,
  name or phone, taxes), instant and offline; each opens its editor (its draft, if one is
  waiting). A target whose editor must start from the server's current copy (a stock
  item: the cache may be a sync behind, and the editor's conflict check compares with the
  copy it started from) has a ``load``: the dialog says it is opening, and stays open with
  the reason if it cannot.
- Documents by code (SO-, SR-, JE-, CI-, CO-, IO-): documents are not in the cache, so a
  code is looked up on the server as it is typed; the dialog says it is looking, then
  offers the document or says it is not there (or why it could not ask).
"""

from __future__ import annotations

import re
from collections.abc import Awaitable, Callable, Sequence
from dataclasses import dataclass
from typing import Any

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

    @property
    def editor_kind(self) -> str:
        return self.target.editor_kind

    def record(self) -> BaseModel:
        """The record as the cache holds it (the editor reads it again when it saves)."""
        return self.target.record_type.model_validate(self.choice.payload)


@dataclass(frozen=True)
class ScreenResult:
    """A screen of the navigation, by its (translated) name."""

    key: str
    title: str

    @property
    def text(self) -> str:
        return translate("Jump", "{screen} — screen").format(screen=self.title)


DocumentFind = Callable[[Session, str], Awaitable[Any | None]]
"""Asks the server for the document with this code (None: there is none)."""


@dataclass(frozen=True)
class DocumentTarget:
    """Documents whose codes start with one of ``prefixes`` ("SO"), how to find one by
    code, and the editor it opens in."""

    prefixes: tuple[str, ...]
    label: str
    editor_kind: str
    find: DocumentFind
    kind_of: Callable[[Any], str] | None = None
    """The editor of a found record when it depends on it (None: ``editor_kind``)."""


@dataclass(frozen=True)
class DocumentResult:
    """A document the server has, found by its code."""

    code: str
    label: str
    editor_kind: str
    record: Any

    @property
    def text(self) -> str:
        return f"{self.code} — {self.label}"


AnyResult = JumpResult | ScreenResult | DocumentResult

_CODE = re.compile(r"([A-Za-z]{2})-\S*\d\S*")
"""A document code as typed: a two-letter type, a dash, something with a digit."""


class JumpViewModel(TaskOwner):
    """The results of what was typed, over every target, best lists first; opening one."""

    resultsChanged = Signal()
    lookupChanged = Signal(str)
    """What the server is being asked, or what it answered about a code (empty: nothing)."""
    openingChanged = Signal(str)
    """Words for the record being read before its editor opens (empty: nothing is)."""
    opened = Signal(object, object)
    """A result and the record its editor starts from (None for a screen)."""
    openFailed = Signal(str)
    """Why the chosen record could not be opened."""

    def __init__(
        self,
        session: Session,
        targets: list[JumpTarget],
        errors: ErrorPresenter,
        parent: QObject | None = None,
        *,
        screens: Sequence[tuple[str, str, str]] = (),
        documents: Sequence[DocumentTarget] = (),
    ) -> None:
        """``screens``: (key, title, area title) of the navigation's screens: a screen
        is found by its name or its area's ("inventory" lists the inventory's screens)."""
        super().__init__(errors, parent)
        self.session = session
        self._sources = [
            (target, CachedChoices(session, target.list_name, active_only=False))
            for target in targets
        ]
        self._screens = list(screens)
        self._documents = list(documents)
        self.results: list[AnyResult] = []
        self.opening: JumpResult | None = None
        self.lookup = ""
        """What the server was asked or answered about a typed code (for the hint)."""
        self._typed = ""

    def search(self, typed: str) -> None:
        self._typed = typed.strip()
        results: list[AnyResult] = []
        if self._typed:
            words = self._typed.casefold()
            results += [
                ScreenResult(key, title)
                for key, title, area in self._screens
                if words in title.replace("&", "").casefold()
                or words in area.replace("&", "").casefold()
            ]
            for target, source in self._sources:
                results += [
                    JumpResult(target, choice)
                    for choice in source.search(typed, limit=RESULTS_PER_LIST)
                ]
        self.results = results
        self._set_lookup("")
        document = self._document_target(self._typed)
        if document is not None:
            code = self._typed.upper()
            self._set_lookup(
                translate("Jump", "Looking for {code} on the server…").format(code=code)
            )
            self.run(self._find(document, code), context=translate("Jump", "Finding a document"))
        self.resultsChanged.emit()

    def _document_target(self, typed: str) -> DocumentTarget | None:
        match = _CODE.fullmatch(typed)
        if match is None:
            return None
        prefix = match.group(1).upper()
        return next((d for d in self._documents if prefix in d.prefixes), None)

    async def _find(self, document: DocumentTarget, code: str) -> None:
        try:
            record = await document.find(self.session, code)
        except api_errors.ApiError as exc:
            if self._typed.upper() == code:
                self._set_lookup(
                    translate("Jump", "{code} could not be looked up. {reason}").format(
                        code=code, reason=describe_error(exc).text
                    )
                )
            return
        if self._typed.upper() != code:
            return  # the clerk typed on: this answer is about another code
        if record is None:
            self._set_lookup(translate("Jump", "{code} is not on the server.").format(code=code))
            return
        kind = document.kind_of(record) if document.kind_of is not None else document.editor_kind
        self.results = [DocumentResult(code, document.label, kind, record), *self.results]
        self._set_lookup("")
        self.resultsChanged.emit()

    def _set_lookup(self, text: str) -> None:
        if text != self.lookup:
            self.lookup = text
            self.lookupChanged.emit(text)

    def open(self, result: AnyResult) -> None:
        """Open ``result``: a screen or a found document at once, a record from the cache
        at once or once its ``load`` has read it."""
        if isinstance(result, ScreenResult):
            self.opened.emit(result, None)
            return
        if isinstance(result, DocumentResult):
            self.opened.emit(result, result.record)
            return
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


# -- documents by code -------------------------------------------------------------------
async def _find_sales_document(session: Session, code: str) -> Any | None:
    return await session.client.sales_orders.find_by_code(code)


async def _find_accounting_document(session: Session, code: str) -> Any | None:
    page = await session.client.journal_entries.list(code=code, is_posted_only=False, limit=10)
    wanted = code.casefold()
    return next(
        (
            entry
            for entry in page.items
            if wanted
            in ((entry.document_code or "").casefold(), (entry.journal_entry_code or "").casefold())
        ),
        None,
    )


async def _find_work_order(session: Session, code: str) -> Any | None:
    page = await session.client.work_orders.list(code=code, limit=10)
    wanted = code.casefold()
    return next((order for order in page.items if (order.code or "").casefold() == wanted), None)


def document_targets() -> list[DocumentTarget]:
    """The documents Ctrl+K finds by code, and the windows they open in."""
    from app.viewmodels.accounting.journal_entry_editor import DRAFT_KIND as JOURNAL_ENTRY_KIND
    from app.viewmodels.document_sheet import (
        SALES_ORDER_KIND,
        SALES_RETURN_KIND,
        WORK_ORDER_KIND,
    )

    def sales_kind(order: Any) -> str:
        return SALES_ORDER_KIND if (order.document_type or "SO") == "SO" else SALES_RETURN_KIND

    return [
        DocumentTarget(
            ("SO",),
            translate("Jump", "Sales order"),
            SALES_ORDER_KIND,
            _find_sales_document,
            sales_kind,
        ),
        DocumentTarget(
            ("SR",),
            translate("Jump", "Sales return"),
            SALES_RETURN_KIND,
            _find_sales_document,
            sales_kind,
        ),
        # Every accounting document opens in the journal-entry editor (as from its list).
        DocumentTarget(
            ("JE",),
            translate("Jump", "Journal entry"),
            JOURNAL_ENTRY_KIND,
            _find_accounting_document,
        ),
        DocumentTarget(
            ("CI",), translate("Jump", "Cash in"), JOURNAL_ENTRY_KIND, _find_accounting_document
        ),
        DocumentTarget(
            ("CO",), translate("Jump", "Cash out"), JOURNAL_ENTRY_KIND, _find_accounting_document
        ),
        DocumentTarget(
            ("IO",), translate("Jump", "Issue offering"), WORK_ORDER_KIND, _find_work_order
        ),
    ]
