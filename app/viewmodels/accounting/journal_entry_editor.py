"""Creating, changing and deleting one journal entry.

The form is a header (date, paper number, notes, currency and rate) and a grid of lines
(account, debit or credit, customer, cost center, comment). Every rule the request states
is checked before sending, and one the API leaves to the organization is always applied
here: the entry must balance (the difference shown under the grid must be zero), since an
unbalanced entry in the books is a mistake a clerk wants caught at once.

A new entry goes through the outbox ("journal_entry", create). A change of a saved entry
goes through the outbox too (operation "update", target = the entry's code): it waits
there when the server cannot be reached, like any save, and it re-reads the entry first
and refuses to overwrite someone else's change. The update sends every line with its row
state: Modified for a stored line still in the grid, Added for a new one, Deleted for a
stored line the clerk removed (the API refuses an update that leaves a stored line out).
Posted and system entries cannot be changed or deleted: the editor shows them read-only.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from decimal import Decimal
from types import MappingProxyType
from typing import Any

from pydantic import ValidationError
from PySide6.QtCore import QCoreApplication, QObject

from app.models.documents import AmountStatus, RowState
from app.models.error_codes import ErrorCode
from app.models.journal_entries import (
    CreateJournalEntryDetailRequest,
    CreateJournalEntryRequest,
    JournalEntryDetailResponse,
    JournalEntryResponse,
    UpdateJournalEntryDetailRequest,
    UpdateJournalEntryRequest,
)
from app.models.validation import issues_from
from app.store.drafts import Draft
from app.viewmodels.accounting.accounting_document import (
    AccountingDocumentViewModel,
    EntryField,
    check_header,
    grid_field,
)
from app.viewmodels.accounting.accounting_lines import (
    LINES_FIELD,
    ColumnKind,
    LineColumn,
    amount_of,
    amount_problem,
    cell_path,
    day_of,
    document_moment,
    marker_of,
    money_text,
    replace_line,
    without_marker,
)
from app.viewmodels.errors import ErrorPresenter
from app.viewmodels.numbers import format_decimal
from app.viewmodels.record_editor import EditorTexts
from app.viewmodels.session import Session
from app.viewmodels.validation_text import describe_issue

translate = QCoreApplication.translate

DRAFT_KIND = "journal_entry"
RESOURCE = "journal_entries"


LINE_WIRES = frozenset({"accountId", "debit", "credit", "customerId", "costCenterId", "comments"})
LINE_ALIASES = MappingProxyType(
    {"amount": "debit", "amountStatus": "debit", "supplierId": "customerId"}
)
"""Request fields of a line typed in another column (the amount as a debit or credit)."""

# Business errors about one field; the others are shown above the form.
ERROR_CODE_FIELDS: dict[str, str] = {
    ErrorCode.ExchangeRateDecimalsExceedLimit: EntryField.RATE,
    ErrorCode.PreventSaveDocumentsInFutureDate: EntryField.DATE,
    ErrorCode.CannotInsertDocumentBeforeClosingDate: EntryField.DATE,
    ErrorCode.CannotUpdateDocumentBeforeClosingDate: EntryField.DATE,
}


@dataclass(frozen=True)
class JournalLine:
    """One row of the grid as typed. ``line_id`` is the stored line's id (None: new)."""

    account_id: int | None = None
    debit_text: str = ""
    credit_text: str = ""
    customer_id: int | None = None
    supplier_id: int | None = None
    """Kept from the server (the app has no list of suppliers to pick from)."""
    supplier_label: str = ""
    cost_center_id: int | None = None
    comments: str = ""
    line_id: int | None = None

    @property
    def blank(self) -> bool:
        return (
            self.account_id is None
            and not self.debit_text.strip()
            and not self.credit_text.strip()
            and self.customer_id is None
            and self.cost_center_id is None
            and not self.comments.strip()
        )

    @classmethod
    def of(cls, line: JournalEntryDetailResponse) -> JournalLine:
        amount = format_decimal(line.amount) if line.amount is not None else ""
        debit = line.amount_status == AmountStatus.Debit
        supplier = line.supplier
        return cls(
            account_id=line.account.id if line.account else None,
            debit_text=amount if debit else "",
            credit_text="" if debit else amount,
            customer_id=line.customer.id if line.customer else None,
            supplier_id=supplier.id if supplier else None,
            supplier_label=(
                " · ".join(p for p in (supplier.code, supplier.name) if p) if supplier else ""
            ),
            cost_center_id=line.cost_center.id if line.cost_center else None,
            comments=line.comments or "",
            line_id=line.id,
        )


def _blank_lines() -> tuple[JournalLine, ...]:
    return (JournalLine(), JournalLine())


@dataclass(frozen=True)
class JournalEntryForm:
    """What the clerk has typed, before it is a valid request."""

    document_date: str = field(default_factory=lambda: day_of(None))
    """ISO date (YYYY-MM-DD)."""
    paper_number: str = ""
    notes: str = ""
    currency_id: int | None = None
    """None: the organization's own currency (rate 1)."""
    rate_text: str = ""
    lines: tuple[JournalLine, ...] = field(default_factory=_blank_lines)

    @classmethod
    def of(cls, entry: JournalEntryResponse) -> JournalEntryForm:
        foreign = entry.currency is not None and entry.exchange_rate not in (None, Decimal(1))
        return cls(
            document_date=day_of(entry.document_date),
            paper_number=entry.paper_number or "",
            notes=without_marker(entry.notes),
            currency_id=entry.currency.id if entry.currency else None,
            rate_text=format_decimal(entry.exchange_rate, max_decimals=6)
            if foreign and entry.exchange_rate is not None
            else "",
            lines=tuple(JournalLine.of(line) for line in entry.accounting_document_details),
        )


def filled_rows(form: JournalEntryForm) -> list[int]:
    """Grid rows that are sent, in order (blank rows are left out): the n-th line of the
    request is grid row ``filled_rows(form)[n]``."""
    return [row for row, line in enumerate(form.lines) if not line.blank]


@dataclass(frozen=True)
class JournalEntryTotals:
    debit: Decimal
    credit: Decimal

    @property
    def difference(self) -> Decimal:
        return self.debit - self.credit

    @property
    def empty(self) -> bool:
        """No amount typed yet: nothing to balance (and not "Balanced.")."""
        return self.debit == 0 and self.credit == 0

    @property
    def balanced(self) -> bool:
        return self.difference == 0 and not self.empty


def totals_of(form: JournalEntryForm) -> JournalEntryTotals:
    debit = sum((amount_of(line.debit_text) or Decimal(0) for line in form.lines), Decimal(0))
    credit = sum((amount_of(line.credit_text) or Decimal(0) for line in form.lines), Decimal(0))
    return JournalEntryTotals(debit, credit)


def balance_text(totals: JournalEntryTotals) -> str:
    """The sentence under the grid: what is left to balance, on which side."""
    if totals.empty:
        return translate("JournalEntryEditor", "Nothing entered yet: no debit, no credit.")
    if totals.balanced:
        return translate("JournalEntryEditor", "Balanced.")
    if totals.difference > 0:
        return translate(
            "JournalEntryEditor", "Debits exceed credits by {amount}: add a credit of {amount}."
        ).format(amount=money_text(totals.difference))
    return translate(
        "JournalEntryEditor", "Credits exceed debits by {amount}: add a debit of {amount}."
    ).format(amount=money_text(-totals.difference))


def _check_lines(
    form: JournalEntryForm, errors: dict[str, str]
) -> list[tuple[int, JournalLine, Decimal, AmountStatus]]:
    """Each filled line's rules; the lines with their amount and side."""
    checked: list[tuple[int, JournalLine, Decimal, AmountStatus]] = []
    for row in filled_rows(form):
        line = form.lines[row]
        if line.account_id is None:
            errors[cell_path(row, "accountId")] = translate(
                "JournalEntryEditor", "Choose the account of this line."
            )
        debit, credit = amount_of(line.debit_text), amount_of(line.credit_text)
        for text, wire in ((line.debit_text, "debit"), (line.credit_text, "credit")):
            problem = amount_problem(text)
            if problem:
                errors[cell_path(row, wire)] = problem
        if debit is not None and credit is not None and debit > 0 and credit > 0:
            errors[cell_path(row, "credit")] = translate(
                "JournalEntryEditor", "A line is a debit or a credit, not both."
            )
        elif (debit is None or debit <= 0) and (credit is None or credit <= 0):
            if cell_path(row, "debit") not in errors and cell_path(row, "credit") not in errors:
                errors[cell_path(row, "debit")] = translate(
                    "JournalEntryEditor", "Enter the amount as a debit or a credit."
                )
        elif debit is not None and debit > 0:
            checked.append((row, line, debit, AmountStatus.Debit))
        elif credit is not None:
            checked.append((row, line, credit, AmountStatus.Credit))
    if not filled_rows(form):
        errors[EntryField.LINES] = translate(
            "JournalEntryEditor", "Enter the lines: at least one debit and one credit."
        )
        return checked
    sides = {side for *_, side in checked}
    totals = totals_of(form)
    if not any(k.startswith(LINES_FIELD + "[") for k in errors):
        if sides != {AmountStatus.Debit, AmountStatus.Credit}:
            errors[EntryField.LINES] = translate(
                "JournalEntryEditor", "An entry needs at least one debit and one credit line."
            )
        elif not totals.balanced:
            errors[EntryField.LINES] = translate(
                "JournalEntryEditor", "The entry does not balance. {how}"
            ).format(how=balance_text(totals))
    return checked


def build_request(
    form: JournalEntryForm, base: JournalEntryResponse | None = None
) -> tuple[CreateJournalEntryRequest | UpdateJournalEntryRequest | None, dict[str, str]]:
    """The request for ``form`` (an update when ``base`` is the stored entry), or None and
    the errors per field: header wire names, ``accountingDocumentDetails`` for the grid as
    a whole, ``accountingDocumentDetails[row].accountId|debit|credit|customerId`` per cell
    (``row`` is the grid row)."""
    errors: dict[str, str] = {}
    rate = check_header(form, errors)
    checked = _check_lines(form, errors)
    if errors:
        return None, errors
    moment = document_moment(form.document_date, base.document_date if base else None)
    assert moment is not None
    notes = form.notes.strip()
    if base is not None:  # keep the outbox's marker the entry was created with
        notes = " ".join(p for p in (notes, marker_of(base.notes)) if p)
    header: dict[str, Any] = {
        "document_date": moment,
        "paper_number": form.paper_number.strip() or None,
        "notes": notes or None,
        "currency_id": form.currency_id,
        "exchange_rate": rate,
    }
    try:
        if base is None:
            return CreateJournalEntryRequest(
                **header,
                accounting_document_details=[
                    CreateJournalEntryDetailRequest(**_line_fields(line, amount, side))
                    for _, line, amount, side in checked
                ],
            ), {}
        kept = {line.line_id for _, line, _, _ in checked if line.line_id is not None}
        details = [
            UpdateJournalEntryDetailRequest(
                **_line_fields(line, amount, side),
                id=line.line_id,
                row_state=RowState.Modified if line.line_id is not None else RowState.Added,
            )
            for _, line, amount, side in checked
        ]
        # Stored lines the clerk removed: sent as Deleted (after the others, so that the
        # server's line paths keep matching the grid's rows).
        details += [
            UpdateJournalEntryDetailRequest(
                id=stored.id,
                row_state=RowState.Deleted,
                account_id=stored.account.id if stored.account else 0,
                amount=stored.amount or Decimal(1),
                amount_status=AmountStatus(stored.amount_status or AmountStatus.Debit),
            )
            for stored in base.accounting_document_details
            if stored.id not in kept
        ]
        return UpdateJournalEntryRequest(**header, accounting_document_details=details), {}
    except ValidationError as exc:
        rows = [row for row, *_ in checked]
        for issue in issues_from(exc):
            field = grid_field(
                issue.field, rows, LINE_WIRES, aliases=LINE_ALIASES, bare="accountId"
            )
            errors.setdefault(field, describe_issue(issue))
        return None, errors


def _line_fields(line: JournalLine, amount: Decimal, side: AmountStatus) -> dict[str, Any]:
    return {
        "account_id": line.account_id,
        "amount": amount,
        "amount_status": side,
        "cost_center_id": line.cost_center_id,
        "customer_id": line.customer_id,
        "supplier_id": line.supplier_id,
        "comments": line.comments.strip() or None,
    }


class JournalEntryEditorViewModel(AccountingDocumentViewModel[JournalEntryForm]):
    """One journal entry being created or changed (or a draft of either reopened)."""

    draft_kind = DRAFT_KIND
    form_type = JournalEntryForm
    error_code_fields = ERROR_CODE_FIELDS
    line_type = JournalLine
    line_wires = LINE_WIRES
    line_aliases = LINE_ALIASES
    bare_line_wire = "accountId"
    blank_rows = 2

    def __init__(
        self,
        session: Session,
        errors: ErrorPresenter,
        entry: JournalEntryResponse | None = None,
        parent: QObject | None = None,
        *,
        draft: Draft | None = None,
    ) -> None:
        super().__init__(session, errors, entry, parent, draft=draft)
        self._learn_references()

    # -- the record --------------------------------------------------------------------
    def texts(self) -> EditorTexts:
        return EditorTexts(
            new_title=translate("JournalEntryEditor", "New journal entry"),
            saving=translate("JournalEntryEditor", "Saving journal entry"),
            deleting=translate("JournalEntryEditor", "Deleting journal entry"),
            loading=translate("JournalEntryEditor", "Loading cost centers and currencies"),
            waiting_offline=translate(
                "JournalEntryEditor",
                "The server cannot be reached: the entry is kept in the outbox and will be "
                "sent when it can. You can close this tab.",
            ),
            waiting_unknown=translate(
                "JournalEntryEditor",
                "The server's answer was lost: the outbox checks whether the entry was saved "
                "before sending anything again. See View › Drafts and outbox.",
            ),
            conflict=translate(
                "JournalEntryEditor",
                "Someone else changed this entry since you opened it ({fields}).",
            ),
            not_saved=translate("JournalEntryEditor", "The server did not save the entry."),
            correct_fields=translate(
                "JournalEntryEditor", "Correct the marked fields and lines, then save."
            ),
        )

    def empty_form(self) -> JournalEntryForm:
        return JournalEntryForm()

    def form_of(self, record: JournalEntryResponse) -> JournalEntryForm:
        return JournalEntryForm.of(record)

    def build_request(
        self, form: JournalEntryForm
    ) -> tuple[CreateJournalEntryRequest | UpdateJournalEntryRequest | None, dict[str, str]]:
        if self.read_only:
            return None, {}
        return build_request(form, self.base)

    def record_key(self, record: JournalEntryResponse) -> str:
        return record.document_code or record.journal_entry_code or str(record.id)

    def record_title(self, record: JournalEntryResponse) -> str:
        return self.record_key(record)

    def draft_title(self, form: JournalEntryForm) -> str:
        name = self.record_title(self.base) if self.base is not None else self.texts().new_title
        notes = form.notes.strip()
        return f"{name} · {notes[:40]}" if notes else name

    async def delete_record(self, record: JournalEntryResponse) -> None:
        await self.session.client.journal_entries.delete(self.record_key(record))

    def changed_field_labels(self, wire_names: list[str]) -> list[str]:
        labels = {
            "documentDate": translate("JournalEntryEditor", "date"),
            "paperNumber": translate("JournalEntryEditor", "paper number"),
            "notes": translate("JournalEntryEditor", "notes"),
            "currency": translate("JournalEntryEditor", "currency"),
            "exchangeRate": translate("JournalEntryEditor", "exchange rate"),
            "accountingDocumentDetails": translate("JournalEntryEditor", "lines"),
            "isPosted": translate("JournalEntryEditor", "posted"),
            "totalDebit": translate("JournalEntryEditor", "total"),
            "totalCredit": translate("JournalEntryEditor", "total"),
        }
        return list(dict.fromkeys(labels.get(name, name) for name in wire_names))

    def comparison_labels(self) -> dict[str, str]:
        return {
            "document_date": translate("JournalEntryEditor", "Date"),
            "paper_number": translate("JournalEntryEditor", "Paper number"),
            "notes": translate("JournalEntryEditor", "Notes"),
            "rate_text": translate("JournalEntryEditor", "Exchange rate"),
            "lines": translate("JournalEntryEditor", "Lines"),
        }

    def comparison_value(self, attribute: str, value: object, server: JournalEntryResponse) -> str:
        if attribute == "lines" and isinstance(value, tuple):
            return "; ".join(
                translate("JournalEntryEditor", "{account} {side} {amount}").format(
                    account=self.line_text(0, "account_id", line),
                    side=translate("JournalEntryEditor", "Dr")
                    if line.debit_text.strip()
                    else translate("JournalEntryEditor", "Cr"),
                    amount=line.debit_text.strip() or line.credit_text.strip(),
                )
                for line in value
                if not line.blank
            )
        return super().comparison_value(attribute, value, server)

    # -- state -------------------------------------------------------------------------
    @property
    def read_only(self) -> bool:
        """Posted and system entries cannot be changed (the API refuses both)."""
        base = self.base
        return base is not None and bool(base.is_posted or base.is_system)

    def read_only_reason(self) -> str:
        base = self.base
        if base is None:
            return ""
        if base.is_system:
            return translate(
                "JournalEntryEditor",
                "The system made this entry for {document}: it changes with that document "
                "and cannot be changed or deleted here.",
            ).format(document=base.related_document_code or self.record_key(base))
        if base.is_posted:
            return translate(
                "JournalEntryEditor",
                "This entry is posted: posted entries cannot be changed or deleted. To correct "
                "it, record a reversing entry.",
            )
        return ""

    def totals(self) -> JournalEntryTotals:
        return totals_of(self.form)

    def balance_text(self) -> str:
        return balance_text(self.totals())

    # -- the grid ----------------------------------------------------------------------
    def line_columns(self) -> tuple[LineColumn, ...]:
        return (
            LineColumn(
                "account_id",
                "accountId",
                translate("JournalEntryEditor", "Account"),
                ColumnKind.ACCOUNT,
            ),
            LineColumn(
                "debit_text", "debit", translate("JournalEntryEditor", "Debit"), ColumnKind.AMOUNT
            ),
            LineColumn(
                "credit_text",
                "credit",
                translate("JournalEntryEditor", "Credit"),
                ColumnKind.AMOUNT,
            ),
            LineColumn(
                "customer_id",
                "customerId",
                translate("JournalEntryEditor", "Customer"),
                ColumnKind.CUSTOMER,
            ),
            LineColumn(
                "cost_center_id",
                "costCenterId",
                translate("JournalEntryEditor", "Cost center"),
                ColumnKind.COST_CENTER,
            ),
            LineColumn(
                "comments",
                "comments",
                translate("JournalEntryEditor", "Comment"),
                ColumnKind.TEXT,
            ),
        )

    def line_text(self, row: int, attribute: str, line: JournalLine | None = None) -> str:
        if line is None:
            if row >= len(self.form.lines):
                return ""
            line = self.form.lines[row]
        match attribute:
            case "account_id":
                return self.choices.label(self.choices.accounts, line.account_id)
            case "customer_id":
                if line.customer_id is None and line.supplier_id is not None:
                    return line.supplier_label or f"#{line.supplier_id}"
                return self.choices.label(self.choices.customers, line.customer_id)
            case "cost_center_id":
                if line.cost_center_id is None:
                    return ""
                return self.choices.cost_center_label(line.cost_center_id)
        return str(getattr(line, attribute))

    def set_line_value(self, row: int, attribute: str, value: object) -> None:
        """The clerk changed one cell. An amount on one side empties the other (a line
        is a debit or a credit); the cell's error and the balance error clear."""
        if row >= len(self.form.lines) or getattr(self.form.lines[row], attribute) == value:
            return
        changes: dict[str, object] = {attribute: value}
        if attribute == "debit_text" and str(value).strip():
            changes["credit_text"] = ""
        elif attribute == "credit_text" and str(value).strip():
            changes["debit_text"] = ""
        elif attribute == "customer_id" and value is not None:
            changes["supplier_id"] = None
            changes["supplier_label"] = ""
        lines = replace_line(self.form.lines, row, **changes)
        wires = {c.attribute: c.wire for c in self.line_columns()}
        cleared = {cell_path(row, wires[name]) for name in changes if name in wires}
        cleared.add(EntryField.LINES)
        if attribute == "account_id":
            cleared.add(cell_path(row, "customerId"))  # the party rule depends on the account
        self._set_field_errors({k: v for k, v in self.field_errors.items() if k not in cleared})
        self.replace_form(self._with_lines(lines))

    # -- choices -----------------------------------------------------------------------
    def choices_loaded(self) -> None:
        self._learn_references()

    def _learn_references(self) -> None:
        base = self.base
        if base is not None:
            self.choices.learn(
                [line.cost_center for line in base.accounting_document_details if line.cost_center],
                base.currency,
            )

    def show_record(self, record: JournalEntryResponse) -> None:
        super().show_record(record)
        self._learn_references()
