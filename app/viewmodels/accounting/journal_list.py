"""Accounting > Journal entries (and Cash in and out): the list with the API's filters.

The API hides unposted entries unless asked (``isPostedOnly`` defaults to true), and every
entry a clerk creates is unposted: a list using the default would lose the clerk's own
work. This list asks for unposted entries too unless the clerk chooses "posted only".
"""

from __future__ import annotations

import sqlite3
from datetime import date, datetime
from decimal import Decimal

from pydantic import BaseModel
from PySide6.QtCore import QCoreApplication, QObject

from app.models.common import CurrencyReference
from app.models.journal_entries import JournalEntryResponse
from app.store.ledger import Books, ledger_path
from app.viewmodels.accounting.accounting_lines import without_marker
from app.viewmodels.errors import ErrorPresenter
from app.viewmodels.numbers import format_count, format_date, parse_date
from app.viewmodels.record_list import Column, ListTexts, RecordListViewModel
from app.viewmodels.rows_table import money_column
from app.viewmodels.session import Session

translate = QCoreApplication.translate

RESOURCE = "journal_entries"
PAGE_SIZE = 1000
MAX_ROWS = 5000
"""Rows loaded at most; beyond that the clerk narrows the dates (the list says so)."""

CASH_TYPES = ("CI", "CO")


async def entry_by_code(session: Session, code: str) -> JournalEntryResponse | None:
    """The accounting document of that code as the server has it now (only an entry of
    exactly that code counts); None when it is no longer there."""
    page = await session.client.journal_entries.list(code=code, limit=1)
    return next((e for e in page.items if e.document_code == code), None)


def type_text(document_type: str | None) -> str:
    texts = {
        "JE": translate("JournalList", "Journal entry"),
        "CI": translate("JournalList", "Cash in"),
        "CO": translate("JournalList", "Cash out"),
    }
    return texts.get(document_type or "", document_type or "")


def status_text(entry: JournalEntryResponse) -> str:
    if entry.is_system:
        return translate("JournalList", "System")
    if entry.is_recurring_template:
        return translate("JournalList", "Template")
    if entry.is_posted:
        return translate("JournalList", "Posted")
    return translate("JournalList", "Unposted")


def status_tip(entry: JournalEntryResponse) -> str:
    if entry.is_system:
        return translate(
            "JournalList", "Made by the system for {document}: it cannot be changed."
        ).format(document=entry.related_document_code or "")
    if entry.is_posted:
        return translate("JournalList", "Posted: it cannot be changed or deleted.")
    return ""


def entry_code(entry: JournalEntryResponse) -> str:
    return entry.document_code or entry.journal_entry_code or ""


def parse_day(text: str | None) -> date | None:
    """A date typed as YYYY-MM-DD, or None (blank or not a date: ``check_filters`` says
    which)."""
    try:
        return parse_date(text) if text else None
    except ValueError:
        return None


class JournalColumn:
    DATE, CODE, TYPE, PAPER, NOTES, AMOUNT, CURRENCY, STATUS = range(8)


class JournalListViewModel(RecordListViewModel[JournalEntryResponse]):
    """Accounting documents with the server's filters: "code", "paper_number", "date_from"
    and "date_to" (typed, YYYY-MM-DD), "account_id", "customer_id", "posted_only";
    ``document_types`` keeps only those types (the cash list: CI and CO; the API has no
    type filter). Posted and system entries are drawn muted: they cannot be changed."""

    resource = RESOURCE

    def __init__(
        self,
        session: Session,
        errors: ErrorPresenter,
        parent: QObject | None = None,
        *,
        document_types: tuple[str, ...] = (),
    ) -> None:
        super().__init__(session, errors, parent)
        self.document_types = document_types

    def cached_rows(self) -> tuple[list[BaseModel], datetime] | None:
        """Offline, when this list never showed these filters: the documents of the ledger
        cache (which holds every one, posted or not, for the reports) with the same
        filters, newest first, as of its last sync. None when it was never synced."""
        store = self.session.store
        if store is None or self.session.closed:
            return None
        path = ledger_path(store.path)
        if not path.exists():
            return None
        try:
            # Read only: the background sync is this file's one writer.
            conn = sqlite3.connect(f"{path.as_uri()}?mode=ro", uri=True)
        except sqlite3.Error:
            return None
        try:
            books = Books(conn)
            status = books.status()
            if status.as_of is None:
                return None
            first, last = parse_day(self.filter("date_from")), parse_day(self.filter("date_to"))
            cached = books.recent_entries(
                limit=MAX_ROWS,
                day_from=first.isoformat() if first else None,
                day_to=last.isoformat() if last else None,
                posted_only=bool(self.filter("posted_only")),
                code=self.filter("code"),
                paper_number=self.filter("paper_number"),
                account_id=self.filter("account_id"),
                customer_id=self.filter("customer_id"),
            )
        except sqlite3.Error:
            return None
        finally:
            conn.close()
        entries: list[BaseModel] = [
            JournalEntryResponse(
                id=entry.id,
                document_code=entry.code,
                journal_entry_code=entry.journal_code,
                document_type=entry.type,
                document_date=datetime.fromisoformat(entry.day),
                paper_number=entry.paper_number,
                notes=entry.notes,
                is_posted=entry.posted,
                is_system=entry.is_system,
                is_recurring_template=entry.is_template,
                related_document_code=entry.related_code,
                total_debit=entry.total_debit,
                # The Currency column says which currency the amount is in, offline too.
                currency=(
                    CurrencyReference(id=entry.currency_id, code=entry.currency_code or None)
                    if entry.currency_id is not None
                    else None
                ),
            )
            for entry in cached
        ]
        return entries, datetime.fromisoformat(status.as_of)

    def columns(self) -> list[Column[JournalEntryResponse]]:
        def day(entry: JournalEntryResponse) -> str:
            return format_date(entry.document_date) if entry.document_date else ""

        return [
            Column(
                translate("JournalList", "Date"),
                day,
                lambda e: e.document_date.isoformat() if e.document_date else "",
            ),
            Column(translate("JournalList", "Code"), entry_code),
            Column(translate("JournalList", "Type"), lambda e: type_text(e.document_type)),
            Column(translate("JournalList", "Paper number"), lambda e: e.paper_number or ""),
            Column(translate("JournalList", "Notes"), lambda e: without_marker(e.notes)),
            money_column(translate("JournalList", "Amount"), lambda e: e.total_debit or Decimal(0)),
            Column(
                translate("JournalList", "Currency"),
                lambda e: (e.currency.code or "") if e.currency else "",
            ),
            Column(translate("JournalList", "Status"), status_text, tooltip=status_tip),
        ]

    def texts(self) -> ListTexts:
        return ListTexts(
            loading=translate("JournalList", "Loading entries"),
            deleting=translate("JournalList", "Deleting entry"),
            count=lambda n: translate("JournalList", "%Ln documents", "", n),
            not_deleted=translate("JournalList", "{name} was not deleted. {reason}"),
        )

    def is_inactive(self, record: JournalEntryResponse) -> bool:
        return bool(record.is_posted or record.is_system)

    def record_name(self, record: JournalEntryResponse) -> str:
        return entry_code(record) or str(record.id)

    def keep(self, record: JournalEntryResponse) -> bool:
        return not self.document_types or record.document_type in self.document_types

    def check_filters(self) -> str:
        for name in ("date_from", "date_to"):
            text = self.filter(name)
            if text is not None and parse_day(text) is None:
                return translate(
                    "JournalList", "“{text}” is not a date: type it as YYYY-MM-DD."
                ).format(text=text)
        first, last = parse_day(self.filter("date_from")), parse_day(self.filter("date_to"))
        if first and last and first > last:
            return translate("JournalList", "The first date is after the last one.")
        return ""

    def summary_text(self, rows: list[JournalEntryResponse]) -> str:
        unposted = sum(1 for e in rows if not e.is_posted and not e.is_system)
        return translate("JournalList", "%Ln documents, {unposted} unposted", "", len(rows)).format(
            unposted=format_count(unposted)
        )

    async def fetch_counted(self) -> tuple[list[JournalEntryResponse], int]:
        """Page by page up to ``MAX_ROWS`` (newest first, as the API sorts)."""
        generation = self.generation
        rows: list[JournalEntryResponse] = []
        total = 0
        offset = 0
        while offset < MAX_ROWS and generation == self.generation:
            page = await self.session.client.journal_entries.list(
                is_posted_only=bool(self.filter("posted_only")),
                code=self.filter("code"),
                paper_number=self.filter("paper_number"),
                date_from=parse_day(self.filter("date_from")),
                date_to=parse_day(self.filter("date_to")),
                account_id=self.filter("account_id"),
                customer_id=self.filter("customer_id"),
                offset=offset,
                limit=PAGE_SIZE,
            )
            rows += page.items
            total = page.total_count or 0
            offset += PAGE_SIZE
            if not page.items or offset >= total:
                break
        return rows, total

    def loaded(self, rows: list[JournalEntryResponse], total: int) -> None:
        # The cash list keeps some types out of what was loaded, so its count is no cut.
        cut = total > len(rows) and not self.document_types
        self.set_notice(
            translate(
                "JournalList",
                "Showing the newest {count} of %Ln documents: narrow the dates to see the rest.",
                "",
                total,
            ).format(count=format_count(len(rows)))
            if cut
            else ""
        )

    async def delete_record(self, record: JournalEntryResponse) -> None:
        await self.session.client.journal_entries.delete(self.record_name(record))
