"""Accounting > Journal entries (and Cash in and out): the list with the API's filters.

The API hides unposted entries unless asked (``isPostedOnly`` defaults to true), and every
entry a clerk creates is unposted: a list using the default would lose the clerk's own
work. This list asks for unposted entries too unless the clerk chooses "posted only".
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from datetime import date
from decimal import Decimal
from typing import Any

from PySide6.QtCore import (
    QAbstractTableModel,
    QCoreApplication,
    QLocale,
    QModelIndex,
    QObject,
    QPersistentModelIndex,
    Qt,
    QTimer,
    Signal,
)

from app.api import errors as api_errors
from app.models.journal_entries import JournalEntryResponse
from app.viewmodels.accounting_lines import money_text, without_marker
from app.viewmodels.errors import ErrorPresenter, business_message, describe_error
from app.viewmodels.numbers import format_count, format_date
from app.viewmodels.session import Session
from app.viewmodels.tasks import TaskOwner

translate = QCoreApplication.translate

FILTER_DELAY_MS = 300
PAGE_SIZE = 1000
MAX_ROWS = 5000
"""Rows loaded at most; beyond that the clerk narrows the dates (the summary says so)."""

_ROOT = QModelIndex()
ENTRY_ROLE = Qt.ItemDataRole.UserRole + 1
MUTED_ROLE = Qt.ItemDataRole.UserRole + 2
"""True for entries that cannot be changed (posted or made by the system)."""

CASH_TYPES = ("CI", "CO")


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


@dataclass(frozen=True)
class JournalFilters:
    """The list's filters, as the API takes them (blank text means no filter)."""

    code: str = ""
    paper_number: str = ""
    date_from: date | None = None
    date_to: date | None = None
    account_id: int | None = None
    customer_id: int | None = None
    posted_only: bool = False


class JournalColumn:
    DATE, CODE, TYPE, PAPER, NOTES, AMOUNT, CURRENCY, STATUS = range(8)


class JournalTableModel(QAbstractTableModel):
    """Entries as rows, sorted in Python (the API gives newest first)."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._rows: list[JournalEntryResponse] = []
        self._sort = (JournalColumn.DATE, Qt.SortOrder.DescendingOrder)

    def headers(self) -> list[str]:
        return [
            translate("JournalList", "Date"),
            translate("JournalList", "Code"),
            translate("JournalList", "Type"),
            translate("JournalList", "Paper number"),
            translate("JournalList", "Notes"),
            translate("JournalList", "Amount"),
            translate("JournalList", "Currency"),
            translate("JournalList", "Status"),
        ]

    def set_rows(self, rows: list[JournalEntryResponse]) -> None:
        self.beginResetModel()
        self._rows = self._sorted(rows)
        self.endResetModel()

    def entry_at(self, row: int) -> JournalEntryResponse | None:
        return self._rows[row] if 0 <= row < len(self._rows) else None

    def row_of(self, code: str) -> int:
        return next((i for i, e in enumerate(self._rows) if e.document_code == code), -1)

    def rowCount(self, parent: QModelIndex | QPersistentModelIndex = _ROOT) -> int:
        return 0 if parent.isValid() else len(self._rows)

    def columnCount(self, parent: QModelIndex | QPersistentModelIndex = _ROOT) -> int:
        return 0 if parent.isValid() else 8

    def headerData(
        self, section: int, orientation: Qt.Orientation, role: int = Qt.ItemDataRole.DisplayRole
    ) -> Any:
        if orientation == Qt.Orientation.Horizontal and role == Qt.ItemDataRole.DisplayRole:
            return self.headers()[section]
        return None

    def data(
        self, index: QModelIndex | QPersistentModelIndex, role: int = Qt.ItemDataRole.DisplayRole
    ) -> Any:
        entry = self.entry_at(index.row())
        if entry is None:
            return None
        column = index.column()
        if role == Qt.ItemDataRole.DisplayRole:
            return self._display(entry, column)
        if role == ENTRY_ROLE:
            return entry
        if role == MUTED_ROLE:
            return bool(entry.is_posted or entry.is_system)
        if role == Qt.ItemDataRole.TextAlignmentRole and column == JournalColumn.AMOUNT:
            return int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        if role == Qt.ItemDataRole.ToolTipRole and column == JournalColumn.STATUS:
            if entry.is_system:
                return translate(
                    "JournalList", "Made by the system for {document}: it cannot be changed."
                ).format(document=entry.related_document_code or "")
            if entry.is_posted:
                return translate("JournalList", "Posted: it cannot be changed or deleted.")
        return None

    def _display(self, entry: JournalEntryResponse, column: int) -> str:
        match column:
            case JournalColumn.DATE:
                return format_date(entry.document_date) if entry.document_date else ""
            case JournalColumn.CODE:
                return entry.document_code or entry.journal_entry_code or ""
            case JournalColumn.TYPE:
                return type_text(entry.document_type)
            case JournalColumn.PAPER:
                return entry.paper_number or ""
            case JournalColumn.NOTES:
                return without_marker(entry.notes)
            case JournalColumn.AMOUNT:
                return money_text(entry.total_debit or Decimal(0))
            case JournalColumn.CURRENCY:
                return entry.currency.code or "" if entry.currency else ""
            case JournalColumn.STATUS:
                return status_text(entry)
        return ""

    def sort(self, column: int, order: Qt.SortOrder = Qt.SortOrder.AscendingOrder) -> None:
        self._sort = (column, order)
        self.layoutAboutToBeChanged.emit()
        self._rows = self._sorted(self._rows)
        self.layoutChanged.emit()

    def _sorted(self, rows: list[JournalEntryResponse]) -> list[JournalEntryResponse]:
        column, order = self._sort

        def key(entry: JournalEntryResponse) -> tuple[Any, ...]:
            if column == JournalColumn.DATE:
                return (entry.document_date.isoformat() if entry.document_date else "", entry.id)
            if column == JournalColumn.AMOUNT:
                return (entry.total_debit or Decimal(0), entry.id)
            return (self._display(entry, column).casefold(), entry.id)

        return sorted(rows, key=key, reverse=order == Qt.SortOrder.DescendingOrder)


class JournalListViewModel(TaskOwner):
    """Loads accounting documents with the server's filters; ``document_types`` keeps only
    those types (the cash list: CI and CO; the API has no type filter)."""

    loadingChanged = Signal(bool)
    errorChanged = Signal(str)
    actionFailed = Signal(str)
    summaryChanged = Signal(str)
    filterErrorChanged = Signal(str)

    def __init__(
        self,
        session: Session,
        errors: ErrorPresenter,
        parent: QObject | None = None,
        *,
        document_types: tuple[str, ...] = (),
    ) -> None:
        super().__init__(errors, parent)
        self.session = session
        self.document_types = document_types
        self.model = JournalTableModel(self)
        self.filters = JournalFilters()
        self.loading = False
        self.error = ""
        self.total = 0
        self._generation = 0
        self._debounce = QTimer(self)
        self._debounce.setSingleShot(True)
        self._debounce.setInterval(FILTER_DELAY_MS)
        self._debounce.timeout.connect(self.reload)
        session.changes.changed.connect(self._on_change)

    def set_filter(self, *, debounce: bool = False, **changes: Any) -> None:
        """Change filters (``JournalFilters`` fields); typing waits, choices load at once."""
        filters = replace(self.filters, **changes)
        if filters == self.filters:
            return
        self.filters = filters
        if filters.date_from and filters.date_to and filters.date_from > filters.date_to:
            self.filterErrorChanged.emit(
                translate("JournalList", "The first date is after the last one.")
            )
            return
        self.filterErrorChanged.emit("")
        if debounce:
            self._debounce.start()
        else:
            self.reload()

    def reload(self) -> None:
        self._debounce.stop()
        self._generation += 1
        self.run(self._load(self._generation), context=translate("JournalList", "Loading entries"))

    async def _load(self, generation: int) -> None:
        self._set_loading(True)
        f = self.filters
        rows: list[JournalEntryResponse] = []
        total = 0
        try:
            offset = 0
            while offset < MAX_ROWS:
                page = await self.session.client.journal_entries.list(
                    is_posted_only=f.posted_only,
                    code=f.code.strip() or None,
                    paper_number=f.paper_number.strip() or None,
                    date_from=f.date_from,
                    date_to=f.date_to,
                    account_id=f.account_id,
                    customer_id=f.customer_id,
                    offset=offset,
                    limit=PAGE_SIZE,
                )
                if generation != self._generation:
                    return
                rows += page.items
                total = page.total_count or 0
                offset += PAGE_SIZE
                if not page.items or offset >= total:
                    break
        except api_errors.ApiError as exc:
            if generation == self._generation:
                self._set_error(describe_error(exc).text)
                self.errors.report(exc, translate("JournalList", "Loading entries"))
            return
        finally:
            if generation == self._generation:
                self._set_loading(False)
        if generation != self._generation:
            return
        if self.document_types:
            rows = [e for e in rows if e.document_type in self.document_types]
        self.total = total
        self._set_error("")
        self.model.set_rows(rows)
        self._summarize(rows, cut=total > len(rows) and not self.document_types)

    def _summarize(self, rows: list[JournalEntryResponse], *, cut: bool) -> None:
        unposted = sum(1 for e in rows if not e.is_posted and not e.is_system)
        summary = translate(
            "JournalList", "%Ln documents, {unposted} unposted", "", len(rows)
        ).format(unposted=QLocale().toString(unposted))
        if cut:
            summary += " " + translate(
                "JournalList", "(the first {count} of {total}: narrow the dates to see the rest)"
            ).format(count=format_count(len(rows)), total=format_count(self.total))
        self.summaryChanged.emit(summary)

    def delete(self, entry: JournalEntryResponse) -> None:
        """Delete for good (the view asked first); a refusal says why in plain words."""
        self.run(self._delete(entry), context=translate("JournalList", "Deleting entry"))

    async def _delete(self, entry: JournalEntryResponse) -> None:
        code = entry.document_code or entry.journal_entry_code or str(entry.id)
        try:
            await self.session.client.journal_entries.delete(code)
        except api_errors.ApiError as exc:
            reason = (
                business_message(exc)
                if isinstance(exc, api_errors.BusinessRuleViolation)
                else describe_error(exc).text
            )
            self.actionFailed.emit(
                translate("JournalList", "{code} was not deleted. {reason}").format(
                    code=code, reason=reason
                )
            )
            self.errors.report(exc, translate("JournalList", "Deleting entry"))
            return
        self.session.changes.notify("journal_entries")

    def _on_change(self, resource: str) -> None:
        if resource == "journal_entries":
            self.reload()

    def _set_loading(self, loading: bool) -> None:
        self.loading = loading
        self.loadingChanged.emit(loading)

    def _set_error(self, text: str) -> None:
        self.error = text
        self.errorChanged.emit(text)
