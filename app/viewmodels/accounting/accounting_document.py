"""What the journal-entry and cash editors share beyond their grids: the header fields and
their rules, how a server path reaches a grid cell, and the lines kept in the form.

Both edit an accounting document (``JournalEntryResponse``): a header (date, paper number,
notes, currency and rate) and lines typed in a grid; blank rows of the grid are not sent,
so the n-th line of a request is the n-th *filled* row of the grid.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Mapping
from decimal import Decimal
from types import MappingProxyType
from typing import Any, ClassVar, Protocol, TypeVar

from PySide6.QtCore import QCoreApplication, QObject

from app.api import errors as api_errors
from app.models.journal_entries import JournalEntryResponse
from app.store.drafts import Draft
from app.viewmodels.accounting.accounting_lines import (
    LINES_FIELD,
    AccountingChoices,
    LineColumn,
    cell_path,
    document_moment,
    rebuild_lines,
)
from app.viewmodels.errors import ErrorPresenter, describe_error
from app.viewmodels.numbers import parse_decimal
from app.viewmodels.record_editor import RecordEditorViewModel
from app.viewmodels.session import Session

translate = QCoreApplication.translate


class EntryField:
    """Header fields, named as on the wire so server errors find them."""

    DATE = "documentDate"
    PAPER_NUMBER = "paperNumber"
    NOTES = "notes"
    CURRENCY = "currencyId"
    RATE = "exchangeRate"
    LINES = LINES_FIELD


HEADER_WIRES: Mapping[str, str] = MappingProxyType(
    {
        "document_date": EntryField.DATE,
        "paper_number": EntryField.PAPER_NUMBER,
        "notes": EntryField.NOTES,
        "currency_id": EntryField.CURRENCY,
        "rate_text": EntryField.RATE,
    }
)
"""Form attribute -> wire name of the header fields both documents have."""


class DocumentHeader(Protocol):
    """The header fields a journal entry and a cash document share."""

    @property
    def document_date(self) -> str: ...
    @property
    def currency_id(self) -> int | None: ...
    @property
    def rate_text(self) -> str: ...


def check_header(form: DocumentHeader, errors: dict[str, str]) -> Decimal | None:
    """The header's rules; the rate to send (None when not sent)."""
    if document_moment(form.document_date, None) is None:
        errors[EntryField.DATE] = translate("JournalEntryEditor", "Enter the date of the entry.")
    if form.currency_id is None or not form.rate_text.strip():
        return None
    rate = parse_decimal(form.rate_text)
    if rate is None or rate <= 0:
        errors[EntryField.RATE] = translate(
            "JournalEntryEditor", "Enter the exchange rate, a number above zero, e.g. 48.5."
        )
        return None
    return rate


def grid_field(
    path: str,
    rows: list[int],
    wires: frozenset[str],
    *,
    aliases: Mapping[str, str] = MappingProxyType({}),
    bare: str = "",
) -> str:
    """A request path (``accountingDocumentDetails[n].amount``) as the grid's cell path: the
    n-th line sent is grid row ``rows[n]``. ``aliases`` name the grid column of a request
    field (a journal line's "amount" is typed as a debit), ``bare`` the column of a path
    about the line as a whole; a line that is not in the grid (one being deleted) or a
    field without a column is the grid as a whole."""
    prefix = LINES_FIELD + "["
    if not path.startswith(prefix):
        return path
    index_text, _, rest = path[len(prefix) :].partition("]")
    try:
        index = int(index_text)
    except ValueError:
        return LINES_FIELD
    if index >= len(rows):
        return LINES_FIELD
    wire = rest.lstrip(".") or bare
    wire = aliases.get(wire, wire)
    if wire not in wires:
        return LINES_FIELD
    return cell_path(rows[index], wire)


async def fetch_entry(session: Session, code: str) -> JournalEntryResponse:
    """The accounting document with this code (document or journal-entry code), posted or
    not; ``NotFound`` when the server lists none."""
    page = await session.client.journal_entries.list(code=code, is_posted_only=False, limit=10)
    for entry in page.items:
        if code in (entry.document_code, entry.journal_entry_code):
            return entry
    if page.items:
        return page.items[0]
    raise api_errors.NotFound(f"No entry with the code {code}.", status=404)


class _Line(Protocol):
    @property
    def blank(self) -> bool: ...


class _LinesForm(Protocol):
    @property
    def lines(self) -> tuple[Any, ...]: ...


FormT = TypeVar("FormT", bound=_LinesForm)


class AccountingDocumentViewModel(RecordEditorViewModel[FormT, JournalEntryResponse]):
    """An accounting document's editor: the header (``update``), the lines of the grid
    (``add_line``, ``remove_line``, what a cell holds), the choices the grid offers, and
    the server's paths about lines placed on their cells.

    Subclasses name their line type (``line_type``, with a ``blank`` property), the wire
    names of the grid's columns (``line_wires``), their header fields beyond the shared
    ones (``extra_header_wires``) and build their requests.
    """

    resource = "journal_entries"
    record_type = JournalEntryResponse
    line_type: ClassVar[type[Any]]
    line_wires: ClassVar[frozenset[str]]
    line_aliases: ClassVar[Mapping[str, str]] = MappingProxyType({})
    bare_line_wire: ClassVar[str] = ""
    extra_header_wires: ClassVar[Mapping[str, str]] = MappingProxyType({})
    blank_rows: ClassVar[int] = 1
    """Rows a new document's grid starts with (and keeps at least one of)."""

    def __init__(
        self,
        session: Session,
        errors: ErrorPresenter,
        record: JournalEntryResponse | None = None,
        parent: QObject | None = None,
        *,
        draft: Draft | None = None,
    ) -> None:
        self.choices = AccountingChoices(session)
        super().__init__(session, errors, record, parent, draft=draft)

    # -- the record --------------------------------------------------------------------
    def header_wires(self) -> Mapping[str, str]:
        return {**HEADER_WIRES, **self.extra_header_wires}

    def form_from_draft(self, payload: dict[str, Any]) -> FormT:
        header = super().form_from_draft({k: v for k, v in payload.items() if k != "lines"})
        lines = rebuild_lines(self.line_type, payload.get("lines"))
        return self._with_lines(lines or self.blank_lines(), header)

    def blank_lines(self) -> tuple[Any, ...]:
        return tuple(self.line_type() for _ in range(self.blank_rows))

    def filled_rows(self, form: FormT | None = None) -> list[int]:
        """Grid rows that are sent, in order (blank rows are left out)."""
        lines = (form or self.form).lines
        return [row for row, line in enumerate(lines) if not line.blank]

    def grid_field(self, path: str, rows: list[int]) -> str:
        return grid_field(
            path, rows, self.line_wires, aliases=self.line_aliases, bare=self.bare_line_wire
        )

    async def fetch(self, server_key: str) -> JournalEntryResponse:
        return await fetch_entry(self.session, server_key)

    def known_fields(self) -> frozenset[str]:
        return frozenset(self.header_wires().values()) | {LINES_FIELD}

    def field_of_path(self, path: str) -> str | None:
        """Header fields as they are; a line path (``accountingDocumentDetails[2].amount``)
        as the grid cell of the 3rd *sent* line; anything else about the lines, the grid."""
        if path in self.known_fields():
            return path
        if path.startswith(LINES_FIELD):
            return self.grid_field(path, self.filled_rows())
        return None

    # -- state -------------------------------------------------------------------------
    @property
    def read_only(self) -> bool:
        """The document is shown but cannot be changed here."""
        return False

    def read_only_reason(self) -> str:
        """Why, in a sentence (empty when it can be changed)."""
        return ""

    # -- the header --------------------------------------------------------------------
    def update(self, attribute: str, value: object) -> None:
        """A header field changed (attribute of the form)."""
        self.set_value(attribute, value, field=self.header_wires()[attribute])

    # -- the grid ----------------------------------------------------------------------
    def line_columns(self) -> tuple[LineColumn, ...]:
        raise NotImplementedError

    def line_text(self, row: int, attribute: str) -> str:
        raise NotImplementedError

    def set_line_value(self, row: int, attribute: str, value: object) -> None:
        raise NotImplementedError

    def line_count(self) -> int:
        return len(self.form.lines)

    def line_value(self, row: int, attribute: str) -> object:
        return getattr(self.form.lines[row], attribute) if row < len(self.form.lines) else None

    def add_line(self) -> int:
        """A blank row at the end; its index."""
        self.replace_form(self._with_lines((*self.form.lines, self.line_type())))
        return len(self.form.lines) - 1

    def remove_line(self, row: int) -> None:
        """Drop a row (a stored line is deleted from the document on save). The grid always
        keeps one row to type in."""
        if not 0 <= row < len(self.form.lines):
            return
        lines = self.form.lines[:row] + self.form.lines[row + 1 :]
        # Cell errors are filed by row: those after the removed row move up one.
        moved: dict[str, str] = {}
        for key, text in self.field_errors.items():
            if key.startswith(LINES_FIELD + "["):
                index = int(key[len(LINES_FIELD) + 1 : key.index("]")])
                if index == row:
                    continue
                if index > row:
                    key = cell_path(index - 1, key[key.index("]") + 2 :])
            moved[key] = text
        moved.pop(LINES_FIELD, None)
        self._set_field_errors(moved)
        self.replace_form(self._with_lines(lines or (self.line_type(),)))

    def _with_lines(self, lines: tuple[Any, ...], form: FormT | None = None) -> FormT:
        return dataclasses.replace(form or self.form, lines=lines)  # type: ignore[type-var]

    # -- choices -----------------------------------------------------------------------
    async def _load_choices(self) -> None:
        try:
            await self.choices.load(self.session.client)
        except api_errors.ApiError as exc:
            # Cost centers and currencies are optional: the document can be typed without
            # them (each account's default cost center, the organization's currency).
            self.errors.report(exc, self.texts().loading)
            self._set_form_error(
                translate(
                    "AccountingLines",
                    "Cost centers and currencies could not be loaded ({reason}); each line "
                    "takes its account's default cost center.",
                ).format(reason=describe_error(exc).text)
            )
        self.choices_loaded()
        self.choicesLoaded.emit()

    def choices_loaded(self) -> None:
        """After the choices arrived (or could not), before the view is told."""
