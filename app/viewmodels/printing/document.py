"""What the print window shows: one document (or a list, a report) laid out in a language
on a paper, ready for the preview, a printer or a PDF file.

A ``PrintSource`` says what to print: ``DocumentSource`` fetches a document by its code
(and its amount in words, per language) through the session's client; ``TableSource``
prints a list or report the window already holds. The printer, paper and language chosen
last are remembered per document kind in the profile's settings, and so is the folder a PDF
was last saved in.
"""

from __future__ import annotations

import datetime as dt
from collections.abc import Awaitable, Callable
from pathlib import Path
from typing import Protocol

from PySide6.QtCore import QCoreApplication, QObject, Signal

from app import clock
from app.api import errors as api_errors
from app.printing.company import CompanyDetails
from app.printing.documents import PrintableDocument, Words, layout_document
from app.printing.page import PageStyle, Paper, PrintedDocument, PrintLanguage, load_style
from app.printing.settings import printer_choice, remember_printer
from app.printing.sources import (
    PREFIXES,
    UnknownDocument,
    load_document,
    load_statement,
    words_for,
)
from app.printing.table import TableReport, layout_table
from app.store.local import LocalStore
from app.store.settings import ProfileSettings
from app.viewmodels.errors import ErrorPresenter, describe_error
from app.viewmodels.printing.labels import print_labels
from app.viewmodels.session import Session
from app.viewmodels.tasks import TaskOwner

translate = QCoreApplication.translate

LAST_FOLDER_KEY = "last_pdf_folder"


class PrintSource(Protocol):
    """Something to print."""

    kind: str
    """Printer and paper are remembered per kind ("sales_invoice", "table")."""

    async def prepare(self, language: PrintLanguage) -> None:
        """Fetch what the layout needs in ``language`` (once per language)."""

    def layout(
        self, style: PageStyle, language: PrintLanguage, arabic_digits: bool
    ) -> PrintedDocument:
        """The pages (after ``prepare``)."""


def statement_of_this_year(
    session: Session, code: str
) -> Callable[[], Awaitable[PrintableDocument]] | None:
    """What File › Print a document… prints for a code: None for a document's code (SO-31,
    CI-CAI-3: ``DocumentSource`` fetches it), else the fetch of the statement of the customer
    of that code from 1 January to today."""
    if "-" in code and code.partition("-")[0].upper() in PREFIXES:
        return None
    today = clock.today()
    client = session.client

    def loader() -> Awaitable[PrintableDocument]:
        return load_statement(client, code, dt.date(today.year, 1, 1), today)

    return loader


class DocumentSource:
    """A document by its code, fetched through the session's client."""

    def __init__(
        self,
        session: Session,
        code: str,
        company: CompanyDetails,
        loader: Callable[[], Awaitable[PrintableDocument]] | None = None,
    ) -> None:
        self.session = session
        self.code = code
        self.company = company
        self._loader = loader
        self.document: PrintableDocument | None = None
        self.words: dict[PrintLanguage, Words | None] = {}
        self.kind = ""

    async def prepare(self, language: PrintLanguage) -> None:
        client = self.session.client
        if self.document is None:
            loader = self._loader or (lambda: load_document(client, self.code))
            self.document = await loader()
            self.kind = self.document.kind.value
        if language not in self.words:
            self.words[language] = await words_for(
                client, self.document, language, self.company.currency
            )

    def layout(
        self, style: PageStyle, language: PrintLanguage, arabic_digits: bool
    ) -> PrintedDocument:
        assert self.document is not None, "prepare first"
        labels = print_labels(language, arabic_digits=arabic_digits)
        return layout_document(self.document, self.company, style, labels, self.words.get(language))


class TableSource:
    """A list or a report as a table; ``report(language)`` builds it in that language."""

    kind = "table"

    def __init__(self, report: Callable[[PrintLanguage], TableReport]) -> None:
        self._report = report

    async def prepare(self, language: PrintLanguage) -> None:
        return None

    def layout(
        self, style: PageStyle, language: PrintLanguage, arabic_digits: bool
    ) -> PrintedDocument:
        return layout_table(
            self._report(language), style, print_labels(language, arabic_digits=arabic_digits)
        )


class PrintViewModel(TaskOwner):
    """The print window's state: source, language, paper; the pages once laid out."""

    changed = Signal()
    """New pages (``printed``), or a new message."""

    def __init__(
        self,
        session: Session | None,
        source: PrintSource,
        errors: ErrorPresenter,
        *,
        language: PrintLanguage,
        arabic_digits: bool = True,
        parent: QObject | None = None,
    ) -> None:
        super().__init__(errors, parent)
        self.session = session
        self.source = source
        self.language = language
        self.arabic_digits = arabic_digits
        self.paper = Paper.A4
        self.printer_name = ""
        self.printed: PrintedDocument | None = None
        self.message = ""
        self.failed = False

    # -- choices ------------------------------------------------------------------------
    @property
    def _store(self) -> LocalStore | None:
        return self.session.store if self.session is not None else None

    def _settings(self) -> ProfileSettings | None:
        store = self._store
        return ProfileSettings(store) if store is not None else None

    def _remembered(self) -> None:
        store = self._store
        if store is None or not self.source.kind:
            return
        choice = printer_choice(store, self.source.kind)
        if choice.get("paper") in (Paper.A4.value, Paper.ROLL_80MM.value):
            self.paper = Paper(choice["paper"])
        if choice.get("language") in ("en", "ar"):
            self.language = PrintLanguage(choice["language"])
        self.printer_name = str(choice.get("printer") or "")

    def load(self) -> None:
        """Fetch and lay out, then ``changed``."""
        self.message = translate("PrintWindow", "Preparing the document…")
        self.changed.emit()
        self.run(self._load(first=True), context=translate("PrintWindow", "Printing"))

    def set_language(self, language: PrintLanguage) -> None:
        if language is not self.language:
            self.language = language
            self.run(self._load(first=False), context=translate("PrintWindow", "Printing"))

    def set_paper(self, paper: Paper) -> None:
        if paper is not self.paper:
            self.paper = paper
            self._layout()

    async def _load(self, *, first: bool) -> None:
        try:
            await self.source.prepare(self.language)
            if first:
                self._remembered()
                await self.source.prepare(self.language)
        except UnknownDocument:
            code = getattr(self.source, "code", "")
            self._fail(
                translate("PrintWindow", "No document has the code {code}.").format(code=code)
            )
            return
        except api_errors.ApiError as exc:
            self._fail(describe_error(exc).text)
            return
        self._layout()

    def _fail(self, text: str) -> None:
        self.failed = True
        self.printed = None
        self.message = text
        self.changed.emit()

    def _layout(self) -> None:
        try:
            style = load_style(self.paper)
        except ValueError as exc:
            self._fail(str(exc))
            return
        self.printed = self.source.layout(style, self.language, self.arabic_digits)
        words = getattr(self.source, "words", {}).get(self.language)
        self.message = (
            translate(
                "PrintWindow", "The amount in words is left out: the server could not be reached."
            )
            if words is not None and words.text is None
            else ""
        )
        self.failed = False
        self.changed.emit()

    # -- after printing -----------------------------------------------------------------
    def remember(self, printer: str = "") -> None:
        """Keep this kind's printer, paper and language for the next time."""
        store = self._store
        if store is None or not self.source.kind:
            return
        if printer:
            self.printer_name = printer
        remember_printer(
            store,
            self.source.kind,
            printer=self.printer_name,
            paper=self.paper.value,
            language=self.language.value,
        )

    def pdf_folder(self, documents: Path, home: Path) -> Path:
        """Where Save as PDF opens: the folder used last, else Documents, else home."""
        settings = self._settings()
        last = settings.get(LAST_FOLDER_KEY) if settings is not None else None
        if isinstance(last, str) and Path(last).is_dir():
            return Path(last)
        return documents if documents.is_dir() else home

    def suggested_pdf(self, documents: Path, home: Path) -> Path:
        stem = self.printed.file_stem if self.printed else "document"
        safe = (
            "".join(ch if ch.isalnum() or ch in "-_ ." else "-" for ch in stem).strip()
            or "document"
        )
        return self.pdf_folder(documents, home) / f"{safe}.pdf"

    def saved_pdf(self, path: Path) -> None:
        settings = self._settings()
        if settings is not None:
            settings.put(LAST_FOLDER_KEY, str(path.parent))
        self.remember()
