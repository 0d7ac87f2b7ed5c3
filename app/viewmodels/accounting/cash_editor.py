"""Cash in and cash out: money received into, or paid out of, a cash account (treasury).

The clerk picks the main cash account (only Cash accounts are offered: the API refuses a
bank account) and types the other side as lines: account, amount, customer for a
receivables line, cost center, comment. The server books the main account's line itself
(the lines' total, on the other side), so no line may use the main account. Saving goes
through the outbox (kinds "cash_in" and "cash_out", create only); the document code the
server generates from the account's alias (CI-CAI-7) is shown once saved. A saved cash
document is read-only here: the cash endpoints only create.
"""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass, field
from decimal import Decimal
from types import MappingProxyType
from typing import Any, ClassVar

from pydantic import ValidationError
from PySide6.QtCore import QCoreApplication

from app.models.accounts import AccountType
from app.models.documents import AmountStatus
from app.models.error_codes import ErrorCode
from app.models.journal_entries import (
    CashTransactionDetailRequest,
    CashTransactionRequest,
    JournalEntryResponse,
)
from app.models.validation import issues_from
from app.viewmodels.accounting.accounting_document import (
    AccountingDocumentViewModel,
    EntryField,
    check_header,
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
    money_text,
    replace_line,
    without_marker,
)
from app.viewmodels.numbers import format_decimal
from app.viewmodels.record_editor import EditorTexts
from app.viewmodels.validation_text import describe_issue

translate = QCoreApplication.translate

MAIN_ACCOUNT = "mainAccountId"
LINE_WIRES = frozenset({"accountId", "amount", "customerId", "costCenterId", "comments"})

ERROR_CODE_FIELDS: dict[str, str] = {
    ErrorCode.DocumentmainAccountHasNoAlias: MAIN_ACCOUNT,
    ErrorCode.ExchangeRateDecimalsExceedLimit: EntryField.RATE,
    ErrorCode.PreventSaveDocumentsInFutureDate: EntryField.DATE,
    ErrorCode.CannotInsertDocumentBeforeClosingDate: EntryField.DATE,
}


@dataclass(frozen=True)
class CashLine:
    account_id: int | None = None
    amount_text: str = ""
    customer_id: int | None = None
    cost_center_id: int | None = None
    comments: str = ""

    @property
    def blank(self) -> bool:
        return (
            self.account_id is None
            and not self.amount_text.strip()
            and self.customer_id is None
            and self.cost_center_id is None
            and not self.comments.strip()
        )


def _blank_lines() -> tuple[CashLine, ...]:
    return (CashLine(),)


@dataclass(frozen=True)
class CashForm:
    main_account_id: int | None = None
    document_date: str = field(default_factory=lambda: day_of(None))
    paper_number: str = ""
    notes: str = ""
    currency_id: int | None = None
    rate_text: str = ""
    lines: tuple[CashLine, ...] = field(default_factory=_blank_lines)


def total_of(form: CashForm) -> Decimal:
    return sum((amount_of(line.amount_text) or Decimal(0) for line in form.lines), Decimal(0))


def form_of_document(entry: JournalEntryResponse, cash_in: bool) -> CashForm:
    """A saved CI/CO read back: the main account's line (the cash side) and the others."""
    main_side = AmountStatus.Debit if cash_in else AmountStatus.Credit
    details = entry.accounting_document_details
    main = next((line for line in details if line.amount_status == main_side), None)
    return CashForm(
        main_account_id=main.account.id if main is not None and main.account else None,
        document_date=day_of(entry.document_date),
        paper_number=entry.paper_number or "",
        notes=without_marker(entry.notes),
        currency_id=entry.currency.id if entry.currency else None,
        lines=tuple(
            CashLine(
                account_id=line.account.id if line.account else None,
                amount_text=format_decimal(line.amount) if line.amount is not None else "",
                customer_id=line.customer.id if line.customer else None,
                cost_center_id=line.cost_center.id if line.cost_center else None,
                comments=line.comments or "",
            )
            for line in details
            if line is not main
        ),
    )


class CashEditorViewModel(AccountingDocumentViewModel[CashForm]):
    """A new cash-in or cash-out document (a subclass per direction: its draft kind)."""

    cash_in: ClassVar[bool]
    form_type = CashForm
    error_code_fields = ERROR_CODE_FIELDS
    line_type = CashLine
    line_wires = LINE_WIRES
    extra_header_wires = MappingProxyType({"main_account_id": MAIN_ACCOUNT})

    # -- the record --------------------------------------------------------------------
    def texts(self) -> EditorTexts:
        return EditorTexts(
            new_title=translate("CashEditor", "New cash in")
            if self.cash_in
            else translate("CashEditor", "New cash out"),
            saving=translate("CashEditor", "Saving cash document"),
            deleting=translate("CashEditor", "Deleting cash document"),
            loading=translate("CashEditor", "Loading cost centers and currencies"),
            waiting_offline=translate(
                "CashEditor",
                "The server cannot be reached: the document is kept in the outbox and will "
                "be sent when it can. You can close this tab.",
            ),
            waiting_unknown=translate(
                "CashEditor",
                "The server's answer was lost: the outbox checks whether the document was "
                "saved before sending anything again. See View › Drafts and outbox.",
            ),
            conflict=translate("CashEditor", "The document changed on the server ({fields})."),
            not_saved=translate("CashEditor", "The server did not save the document."),
            correct_fields=translate(
                "CashEditor", "Correct the marked fields and lines, then save."
            ),
        )

    def empty_form(self) -> CashForm:
        return CashForm()

    def form_of(self, record: JournalEntryResponse) -> CashForm:
        return form_of_document(record, self.cash_in)

    def build_request(self, form: CashForm) -> tuple[CashTransactionRequest | None, dict[str, str]]:
        if self.read_only:
            return None, {}
        errors: dict[str, str] = {}
        if form.main_account_id is None:
            errors[MAIN_ACCOUNT] = translate(
                "CashEditor", "Choose the cash account the money goes through."
            )
        rate = check_header(form, errors)
        rows = self.filled_rows(form)
        details: list[dict[str, Any]] = []
        for row in rows:
            line = form.lines[row]
            if line.account_id is None:
                errors[cell_path(row, "accountId")] = translate(
                    "CashEditor", "Choose the account of this line."
                )
            elif line.account_id == form.main_account_id:
                errors[cell_path(row, "accountId")] = translate(
                    "CashEditor", "A line cannot use the main cash account."
                )
            elif (
                self.choices.account_type(line.account_id) == AccountType.AccountsReceivable
                and line.customer_id is None
            ):
                errors[cell_path(row, "customerId")] = translate(
                    "CashEditor", "A receivables line needs a customer."
                )
            problem = amount_problem(line.amount_text)
            amount = amount_of(line.amount_text)
            if problem or amount is None:
                errors[cell_path(row, "amount")] = problem or translate(
                    "CashEditor", "Enter the amount."
                )
            details.append(
                {
                    "account_id": line.account_id,
                    "amount": amount if amount is not None and amount > 0 else Decimal(1),
                    "customer_id": line.customer_id,
                    "cost_center_id": line.cost_center_id,
                    "comments": line.comments.strip() or None,
                }
            )
        if not rows:
            errors[LINES_FIELD] = translate(
                "CashEditor", "Enter at least one line: what the money is for."
            )
        if errors:
            return None, errors
        moment = document_moment(form.document_date, None)
        try:
            request = CashTransactionRequest(
                main_account_id=form.main_account_id,
                document_date=moment,
                paper_number=form.paper_number.strip() or None,
                notes=form.notes.strip() or None,
                currency_id=form.currency_id,
                exchange_rate=rate,
                accounting_document_details=[CashTransactionDetailRequest(**d) for d in details],
            )
        except ValidationError as exc:
            for issue in issues_from(exc):
                errors.setdefault(self.grid_field(issue.field, rows), describe_issue(issue))
            return None, errors
        return request, {}

    def record_key(self, record: JournalEntryResponse) -> str:
        return record.document_code or str(record.id)

    def record_title(self, record: JournalEntryResponse) -> str:
        return self.record_key(record)

    # -- state -------------------------------------------------------------------------
    @property
    def read_only(self) -> bool:
        """Saved: the cash endpoints create only (the document shows what was saved)."""
        return self.base is not None

    def read_only_reason(self) -> str:
        if self.base is None:
            return ""
        return translate(
            "CashEditor",
            "Saved as {code}. To change it, open it from Accounting › Journal entries.",
        ).format(code=self.record_key(self.base))

    def total(self) -> Decimal:
        return total_of(self.form)

    def total_text(self) -> str:
        return money_text(self.total())

    # -- the grid ----------------------------------------------------------------------
    def line_columns(self) -> tuple[LineColumn, ...]:
        return (
            LineColumn(
                "account_id", "accountId", translate("CashEditor", "Account"), ColumnKind.ACCOUNT
            ),
            LineColumn(
                "amount_text", "amount", translate("CashEditor", "Amount"), ColumnKind.AMOUNT
            ),
            LineColumn(
                "customer_id",
                "customerId",
                translate("CashEditor", "Customer"),
                ColumnKind.CUSTOMER,
            ),
            LineColumn(
                "cost_center_id",
                "costCenterId",
                translate("CashEditor", "Cost center"),
                ColumnKind.COST_CENTER,
            ),
            LineColumn("comments", "comments", translate("CashEditor", "Comment"), ColumnKind.TEXT),
        )

    def line_text(self, row: int, attribute: str) -> str:
        if row >= len(self.form.lines):
            return ""
        line = self.form.lines[row]
        match attribute:
            case "account_id":
                return self.choices.label(self.choices.accounts, line.account_id)
            case "customer_id":
                return self.choices.label(self.choices.customers, line.customer_id)
            case "cost_center_id":
                return self.choices.cost_center_label(line.cost_center_id)
        return str(getattr(line, attribute))

    def set_line_value(self, row: int, attribute: str, value: object) -> None:
        if row >= len(self.form.lines) or getattr(self.form.lines[row], attribute) == value:
            return
        wires = {c.attribute: c.wire for c in self.line_columns()}
        cleared = {cell_path(row, wires[attribute]), LINES_FIELD}
        if attribute == "account_id":
            cleared.add(cell_path(row, "customerId"))
        self._set_field_errors({k: v for k, v in self.field_errors.items() if k not in cleared})
        changes: dict[str, object] = {attribute: value}
        if attribute == "customer_id" and isinstance(value, int):
            account = self.receivable_account_of(value)
            current = self.form.lines[row].account_id
            if account is not None and (
                current is None
                or self.choices.account_type(current) == AccountType.AccountsReceivable
            ):
                # Money from a customer goes to that customer's own receivable account
                # (the one the service keeps its balance on): offered at once.
                changes["account_id"] = account
                cleared.add(cell_path(row, "accountId"))
                self._set_field_errors(
                    {k: v for k, v in self.field_errors.items() if k not in cleared}
                )
        lines = replace_line(self.form.lines, row, **changes)
        self.replace_form(dataclasses.replace(self.form, lines=lines))

    def receivable_account_of(self, customer_id: int) -> int | None:
        """The customer's receivable account (``relatedAccount``), as the cache holds it."""
        choice = self.choices.customers.get(customer_id)
        related = choice.payload.get("relatedAccount") if choice is not None else None
        account_id = related.get("id") if isinstance(related, dict) else None
        return account_id if isinstance(account_id, int) else None

    def update(self, attribute: str, value: object) -> None:
        if attribute == "main_account_id":
            # The rule "never on the main account" spans the lines: re-judge them.
            self._set_field_errors(
                {k: v for k, v in self.field_errors.items() if not k.endswith(".accountId")}
            )
        super().update(attribute, value)


class CashInEditorViewModel(CashEditorViewModel):
    """Money received: the lines are credited, the cash account debited (CI-...)."""

    draft_kind = "cash_in"
    cash_in = True


class CashOutEditorViewModel(CashEditorViewModel):
    """Money paid out: the lines are debited, the cash account credited (CO-...)."""

    draft_kind = "cash_out"
    cash_in = False
