"""Batch printing: the documents of the rows a clerk selected in a list, each saved as a PDF
named by its code in one folder (or sent to one printer), one after another."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QObject, Signal

from app.api import errors as api_errors
from app.printing.company import DEMO_COMPANY, CompanyDetails
from app.printing.documents import layout_document
from app.printing.page import Paper, PrintedDocument, PrintLanguage, load_style
from app.printing.settings import load_company, printer_choice
from app.printing.sources import UnknownDocument, kind_of, load_document, words_for
from app.viewmodels.errors import ErrorPresenter, describe_error
from app.viewmodels.printing.labels import print_labels
from app.viewmodels.session import Session
from app.viewmodels.tasks import TaskOwner

translate = QCoreApplication.translate

Write = Callable[[PrintedDocument, Path], None]
"""Draws one document into a PDF file (the view's ``write_pdf``)."""


class BatchPrintViewModel(TaskOwner):
    """Saves the PDFs of ``codes`` into a folder; ``done`` says how it went."""

    progress = Signal(int, int)
    done = Signal(str)

    def __init__(
        self,
        session: Session,
        errors: ErrorPresenter,
        write: Write,
        *,
        language: PrintLanguage,
        arabic_digits: bool,
        parent: QObject | None = None,
    ) -> None:
        super().__init__(errors, parent)
        self.session = session
        self.write = write
        self.language = language
        self.arabic_digits = arabic_digits
        self.saved: list[Path] = []
        self.failed: list[str] = []

    def save_pdfs(self, codes: Sequence[str], folder: Path) -> None:
        self.run(self._save(list(codes), folder), context=translate("PrintWindow", "Printing"))

    async def _save(self, codes: list[str], folder: Path) -> None:
        store = self.session.store
        demo = self.session.profile.is_demo
        company = (
            load_company(store, is_demo=demo)
            if store is not None
            else (DEMO_COMPANY if demo else CompanyDetails())
        )
        self.saved, self.failed = [], []
        for index, code in enumerate(codes, start=1):
            self.progress.emit(index, len(codes))
            try:
                document = await load_document(self.session.client, code)
                choice = printer_choice(store, kind_of(code).value) if store is not None else {}
                language = PrintLanguage(choice.get("language") or self.language.value)
                paper = Paper(choice.get("paper") or Paper.A4.value)
                words = await words_for(self.session.client, document, language, company.currency)
                labels = print_labels(language, arabic_digits=self.arabic_digits)
                printed = layout_document(document, company, load_style(paper), labels, words)
                path = folder / f"{printed.file_stem}.pdf"
                self.write(printed, path)
            except (UnknownDocument, api_errors.ApiError, OSError) as exc:
                reason = (
                    describe_error(exc).text if isinstance(exc, api_errors.ApiError) else str(exc)
                )
                self.failed.append(f"{code}: {reason}")
                continue
            self.saved.append(path)
        text = translate("PrintWindow", "Saved {count} PDF files in {folder}.").format(
            count=len(self.saved), folder=str(folder)
        )
        if self.failed:
            text += " " + translate("PrintWindow", "Not saved: {which}").format(
                which="; ".join(self.failed)
            )
        self.done.emit(text)
