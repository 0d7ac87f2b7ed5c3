"""Sales > Sales returns > New return: a wizard in four steps, then the result.

1. **Source**: the clerk types a sales order code (SO-…), an issue offering code (IO-…)
   or a paper number; Next asks the server what can still be returned (the returnable
   proposal). Every refusal of that endpoint is explained here.
2. **Lines**: every returnable line, ticked, at the whole quantity left and the source
   price; the clerk unticks lines and lowers quantities. Live totals.
3. **Refund**: how the money goes back: cash (from a treasury account when the
   organization pays cash refunds at once) and on account; the two must add up to the
   return's total. Also the warehouse the goods come back to, the date, the exchange rate
   and notes.
4. **Review**: what will be created; Create sends it through the outbox (kind
   "sales_return", operation "create": sent once, found again after a lost answer).

Then the result: the SR code and the return receipt (RR) that took the goods back into
stock, when the organization's settings made one.

The wizard is an editor (``RecordEditorViewModel``): every step is kept in a draft as it
is typed, a draft comes back at the step it was left at, and the server's refusals land
next to the field they concern, at their step (``STEP_OF_FIELD``).

The API records a return's refund as cash and on account only (its rule 5: the notes
receivable amount is 0), so a proposal "as notes receivable" is offered on account.
"""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass, field
from datetime import datetime, time
from decimal import ROUND_HALF_UP, Decimal, InvalidOperation
from enum import IntEnum
from typing import Any

from PySide6.QtCore import (
    QAbstractTableModel,
    QCoreApplication,
    QModelIndex,
    QObject,
    QPersistentModelIndex,
    Qt,
    Signal,
)

from app import clock
from app.api import errors as api_errors
from app.models.accounts import AccountType
from app.models.base import decimal_places
from app.models.error_codes import ErrorCode
from app.models.pending_returns import PendingQuantity, pending_by_line
from app.models.sales_returns import (
    RETURN_RATE_DECIMALS,
    CreateSalesReturnDetailRequest,
    CreateSalesReturnRequest,
    ReturnableLineResponse,
    ReturnableSalesReturnResponse,
    SalesReturnResponse,
)
from app.money import Line, document_totals, line_amounts, unit_of
from app.money.lines import percent_of
from app.operations.changes import Changes
from app.operations.returns import pay_refund, refund_request
from app.store.drafts import Draft
from app.store.outbox import OutboxState
from app.viewmodels.accounting.accounting_lines import ERROR_ROLE, money_text, without_marker
from app.viewmodels.choices import CachedChoices, Choice
from app.viewmodels.document_sheet import reference_text
from app.viewmodels.errors import ErrorPresenter, business_message, describe_error
from app.viewmodels.numbers import (
    format_count,
    format_date,
    format_decimal,
    parse_date,
    parse_decimal,
)
from app.viewmodels.record_editor import EditorTexts, RecordEditorViewModel
from app.viewmodels.sales.sales_returns import RESOURCE
from app.viewmodels.session import Session

translate = QCoreApplication.translate

DRAFT_KIND = "sales_return"
ORGANIZATION_DECIMALS = 4
"""Amounts are kept to the organization's decimals (4 by default, the spec's rule 7)."""
PLACES = unit_of(ORGANIZATION_DECIMALS)
CENTS = Decimal("0.01")


class ReturnStep(IntEnum):
    SOURCE = 0
    LINES = 1
    REFUND = 2
    REVIEW = 3
    DONE = 4


class ReturnField:
    """Fields, named as on the wire where the server reports them."""

    SOURCE = "sourceDocumentCode"
    LINES = "sourceDocumentDetails"
    WAREHOUSE = "warehouseId"
    DATE = "documentDate"
    CASH = "cashAmount"
    ON_ACCOUNT = "onAccountAmount"
    SPLIT = "refundSplit"
    """Not on the wire: the rule that cash and on account add up to the total."""
    TREASURY = "cashAccountId"
    RATE = "exchangeRate"
    NOTES = "notes"
    DISCOUNT = "returnDiscount"


REFUND_FIELDS = frozenset(
    {
        ReturnField.WAREHOUSE,
        ReturnField.DATE,
        ReturnField.CASH,
        ReturnField.ON_ACCOUNT,
        ReturnField.SPLIT,
        ReturnField.TREASURY,
        ReturnField.RATE,
        ReturnField.NOTES,
    }
)


def cell_path(row: int, wire: str) -> str:
    """The error key of a line's cell (the form's row, not the index sent)."""
    return f"{ReturnField.LINES}[{row}].{wire}"


def step_of_field(name: str) -> ReturnStep:
    """The step that shows a field (a refusal is explained there)."""
    if name == ReturnField.SOURCE:
        return ReturnStep.SOURCE
    if name == ReturnField.LINES or name.startswith(ReturnField.LINES + "["):
        return ReturnStep.LINES
    if name in REFUND_FIELDS:
        return ReturnStep.REFUND
    return ReturnStep.REVIEW


ERROR_CODE_FIELDS: dict[str, str] = {
    # The returnable endpoint's refusals (rules 1, 4, 5) and the customer check (rule 7).
    ErrorCode.OrderHasNoIssuedItems: ReturnField.SOURCE,
    ErrorCode.OrderCompletelyReturned: ReturnField.SOURCE,
    ErrorCode.SalesPersonNotPermitted: ReturnField.SOURCE,
    ErrorCode.CustomerNotFound: ReturnField.SOURCE,
    # Line checks, totals and quantities (rule 7).
    ErrorCode.ZeroQuantity: ReturnField.LINES,
    ErrorCode.ZeroPrice: ReturnField.LINES,
    ErrorCode.ServiceOnlyForMixedOrder: ReturnField.LINES,
    ErrorCode.NegativeNetTotal: ReturnField.LINES,
    ErrorCode.ZeroTotalNotAllowed: ReturnField.LINES,
    ErrorCode.EdaraBusinessError: ReturnField.LINES,
    # Header checks that concern the refund step, and the treasury checks.
    ErrorCode.CashExceedsTotal: ReturnField.CASH,
    ErrorCode.DateBeforeRelatedSalesOrder: ReturnField.DATE,
    ErrorCode.PreventSaveDocumentsInFutureDate: ReturnField.DATE,
    ErrorCode.CannotInsertDocumentBeforeClosingDate: ReturnField.DATE,
    ErrorCode.ExchangeRateDecimalsExceedLimit: ReturnField.RATE,
    ErrorCode.NoSelectedTreasury: ReturnField.TREASURY,
    ErrorCode.TreasuryHasNoAlias: ReturnField.TREASURY,
    ErrorCode.TreasuryAccountTypeInvalid: ReturnField.TREASURY,
    ErrorCode.TreasuryNotPermitted: ReturnField.TREASURY,
}
"""Business error code -> the field (and so the step) it is explained at. SalesPersonRequired
and CostCenterRequired concern nothing the wizard can change: the review step says why."""


def refusal_text(code: str, source: str, detail: str = "") -> str | None:
    """Plain words for a sales-return refusal (the spec's rules 1 to 7), or None for codes
    the shared table words well enough."""
    texts = {
        ErrorCode.OrderHasNoIssuedItems: translate(
            "ReturnWizard",
            "Nothing of {source} has been issued yet, so there is nothing to return. A return "
            "takes back goods that left the warehouse: issue the order first, or cancel it.",
        ),
        ErrorCode.OrderCompletelyReturned: translate(
            "ReturnWizard",
            "Everything issued on {source} has already been returned: nothing is left to return.",
        ),
        ErrorCode.SalesPersonNotPermitted: translate(
            "ReturnWizard",
            "{source} belongs to a sales person your user may not work for, so you cannot "
            "return it. Ask a colleague who may.",
        ),
        ErrorCode.CustomerNotFound: translate(
            "ReturnWizard",
            "The customer of {source} is inactive or outside the customers you may see, so "
            "no return can be made for it.",
        ),
        ErrorCode.ZeroQuantity: translate(
            "ReturnWizard",
            "A ticked line has a quantity of zero: enter what comes back, or untick the line.",
        ),
        ErrorCode.ZeroPrice: translate(
            "ReturnWizard",
            "A ticked line has a price of zero, which this organization does not allow on "
            "returns: enter the price the customer paid.",
        ),
        ErrorCode.ServiceOnlyForMixedOrder: translate(
            "ReturnWizard",
            "Service lines cannot be returned on their own from an order that also has "
            "items: tick at least one item line too.",
        ),
        ErrorCode.NegativeNetTotal: translate(
            "ReturnWizard", "The return's total would be below zero: check the prices."
        ),
        ErrorCode.ZeroTotalNotAllowed: translate(
            "ReturnWizard",
            "The return's total is zero, which this organization does not allow: tick lines "
            "that have a price.",
        ),
        ErrorCode.EdaraBusinessError: translate(
            "ReturnWizard",
            "The server refused the quantities ({detail}). Someone may have returned some of "
            "these goods meanwhile: go back to the first step and load the order again.",
        ),
        ErrorCode.CashExceedsTotal: translate(
            "ReturnWizard", "The cash refund is more than the return's total."
        ),
        ErrorCode.DateBeforeRelatedSalesOrder: translate(
            "ReturnWizard", "A return cannot be dated before the sales order it returns."
        ),
        ErrorCode.NoSelectedTreasury: translate(
            "ReturnWizard",
            "This organization pays cash refunds out at once: choose the cash or bank "
            "account the refund is paid from, or refund on account.",
        ),
        ErrorCode.SalesPersonRequired: translate(
            "ReturnWizard",
            "This organization requires a sales person on returns and {source} has none. "
            "A return copies its order's sales person: set one on the order, then create the "
            "return again.",
        ),
        ErrorCode.CostCenterRequired: translate(
            "ReturnWizard",
            "This organization requires a cost center on sales returns, which the API cannot "
            "set. Record this return in the web application, or ask an administrator to lift "
            "the requirement.",
        ),
    }
    text = texts.get(code)  # type: ignore[call-overload]
    if text is None:
        return None
    return str(text).format(source=source or translate("ReturnWizard", "this order"), detail=detail)


# -- the form ---------------------------------------------------------------------------
@dataclass(frozen=True)
class ReturnLine:
    """One returnable line as the clerk set it (the proposal's line at the same index)."""

    selected: bool = True
    quantity_text: str = ""
    price_text: str = ""


def _today() -> str:
    return clock.today().isoformat()


@dataclass(frozen=True)
class ReturnForm:
    source_text: str = ""
    step: int = 0
    """A ``ReturnStep``."""
    loaded_for: str = ""
    """The source text the proposal was read for (typed again differently: read again)."""
    proposal: dict[str, Any] | None = None
    """The returnable proposal's wire body (kept in the draft with the rest)."""
    lines: tuple[ReturnLine, ...] = ()
    warehouse_id: int | None = None
    document_date: str = field(default_factory=_today)
    cash_text: str = ""
    on_account_text: str = ""
    split_touched: bool = False
    """The clerk changed the refund split: it is no longer re-proposed."""
    account_typed: bool = False
    """The clerk typed the on-account amount: changing cash no longer fills it."""
    treasury_id: int | None = None
    rate_text: str = ""
    notes: str = ""
    code: str = ""
    """The return's code once created."""


def _decimal(value: Any) -> Decimal:
    if value is None:
        return Decimal(0)
    try:
        return Decimal(str(value))
    except InvalidOperation:
        return Decimal(0)


def money_line(detail: ReturnableLineResponse, line: ReturnLine) -> Line:
    """A ticked line for the money core: the quantity and price typed (0 for what cannot
    be read), the proposal's per-unit discount and rates."""
    quantity = parse_decimal(line.quantity_text) or Decimal(0)
    price = parse_decimal(line.price_text)
    return Line(
        quantity=quantity,
        price=price if price is not None else Decimal(0),
        discount=_decimal(detail.unit_discount) * quantity,
        tax_rate=_decimal(detail.tax_rate),
        withholding_rate=(
            _decimal(detail.withholding_tax.rate) if detail.withholding_tax else Decimal(0)
        ),
    )


def line_net(detail: ReturnableLineResponse, line: ReturnLine, taxable: bool) -> Decimal:
    """A ticked line's value: quantity x (price - unit discount), plus its tax (less
    withholding) on a taxable order."""
    money = money_line(detail, line)
    net = line_amounts(money).net
    if not taxable:
        return net
    return net + percent_of(net, money.tax_rate - money.withholding_rate)


def quantize(value: Decimal, places: Decimal = PLACES) -> Decimal:
    return value.quantize(places, ROUND_HALF_UP)


def refund_kind(proposal: ReturnableSalesReturnResponse) -> str:
    """How the server proposes to refund: "cash", "notes" or "account" (returnable rule
    7: cash if the order had any cash payment, else notes receivable, else on account)."""
    if _decimal(proposal.cash_amount) > 0:
        return "cash"
    if _decimal(proposal.notes_receivable_amount) > 0:
        return "notes"
    return "account"


def _moment(day_text: str) -> datetime | None:
    try:
        return datetime.combine(parse_date(day_text), time())
    except ValueError:
        return None


def _review_day(text: str) -> str:
    """The typed ISO day in the locale's digits, as the lists show dates (as typed if odd)."""
    try:
        return format_date(parse_date(text))
    except ValueError:
        return text


class ReturnWizardViewModel(RecordEditorViewModel[ReturnForm, SalesReturnResponse]):
    """A new sales return, step by step; see the module docstring."""

    draft_kind = DRAFT_KIND
    resource = RESOURCE
    record_type = SalesReturnResponse
    form_type = ReturnForm
    error_code_fields = ERROR_CODE_FIELDS

    proposalLoadingChanged = Signal(bool)
    stepChanged = Signal(int)
    refundChanged = Signal()
    """The cash refund was paid, waits in the outbox, or was refused (``refund_*``)."""
    pendingQuestion = Signal(str)
    """Ticked lines are already on other returns not received yet: the view asks whether
    to return them again (``return_again``) or not (nothing happens)."""

    def __init__(
        self,
        session: Session,
        errors: ErrorPresenter,
        record: SalesReturnResponse | None = None,
        parent: QObject | None = None,
        *,
        draft: Draft | None = None,
    ) -> None:
        self.warehouses = CachedChoices(session, "warehouses")
        self.accounts = CachedChoices(session, "accounts")
        self.refund_code = ""
        """The cash out (CO) that paid a cash refund the return itself did not pay."""
        self.refund_problem = ""
        """Why that payment is not made yet (waiting in the outbox, or refused)."""
        self.proposal_loading = False
        self._proposal_cache: tuple[object, ReturnableSalesReturnResponse | None] = (None, None)
        self._total_cache: tuple[object, Decimal | None] = (None, None)
        self._generation = 0
        self.pending: list[tuple[PendingQuantity, ...]] = []
        """Per proposed line: what returns not received yet (on the server or in the
        outbox) already hold of it, read with the proposal."""
        self._pending_accepted: tuple[ReturnLine, ...] | None = None
        """The lines as they stood when the clerk said to return them again anyway."""
        super().__init__(session, errors, record, parent, draft=draft)
        self.lines_model = ReturnLinesModel(self, self)

    # -- the record ----------------------------------------------------------------------
    def texts(self) -> EditorTexts:
        return EditorTexts(
            new_title=translate("ReturnWizard", "New sales return"),
            saving=translate("ReturnWizard", "Creating sales return"),
            deleting="",
            loading=translate("ReturnWizard", "Loading what can be returned"),
            waiting_offline=translate(
                "ReturnWizard",
                "The server cannot be reached: the return is kept in the outbox and will be "
                "created when it can (View › Drafts and outbox). You can close this tab.",
            ),
            waiting_unknown=translate(
                "ReturnWizard",
                "The server's answer was lost: the outbox checks whether the return was "
                "created before sending anything again. See View › Drafts and outbox.",
            ),
            conflict=translate("ReturnWizard", "The return changed on the server ({fields})."),
            not_saved=translate(
                "ReturnWizard", "The server did not create the return: see the marked field."
            ),
            correct_fields=translate("ReturnWizard", "Correct the marked fields, then go on."),
        )

    def empty_form(self) -> ReturnForm:
        return ReturnForm()

    def form_of(self, record: SalesReturnResponse) -> ReturnForm:
        """A created return: the wizard shows its result."""
        return ReturnForm(step=ReturnStep.DONE, code=record.code or str(record.id))

    def form_from_draft(self, payload: dict[str, Any]) -> ReturnForm:
        header = super().form_from_draft({k: v for k, v in payload.items() if k != "lines"})
        rows = payload.get("lines")
        lines = tuple(
            ReturnLine(
                selected=bool(row.get("selected", True)),
                quantity_text=str(row.get("quantity_text", "")),
                price_text=str(row.get("price_text", "")),
            )
            for row in (rows if isinstance(rows, list | tuple) else [])
            if isinstance(row, dict)
        )
        step = header.step if header.step != ReturnStep.DONE else ReturnStep.REVIEW
        return dataclasses.replace(header, lines=lines, step=step)

    def record_key(self, record: SalesReturnResponse) -> str:
        return record.code or str(record.id)

    def record_title(self, record: SalesReturnResponse) -> str:
        # Not the bare code: the return itself opens in a tab of that name.
        return translate("ReturnWizard", "{code} created").format(code=self.record_key(record))

    def draft_title(self, form: ReturnForm) -> str:
        source = self.source_code()
        if source:
            return translate("ReturnWizard", "Return of {source}").format(source=source)
        return self.texts().new_title

    async def fetch(self, server_key: str) -> SalesReturnResponse:
        return await self.session.client.sales_returns.get(code=server_key)

    # -- reading the form -----------------------------------------------------------------
    @property
    def step(self) -> ReturnStep:
        return ReturnStep(self.form.step)

    def proposal(self) -> ReturnableSalesReturnResponse | None:
        """The proposal the lines come from (parsed once per form)."""
        wire = self.form.proposal
        if wire is None:
            return None
        cached, parsed = self._proposal_cache
        if cached is not wire or parsed is None:
            parsed = ReturnableSalesReturnResponse.model_validate(wire)
            self._proposal_cache = (wire, parsed)  # the body itself: never a reused id
        return parsed

    def details(self) -> list[ReturnableLineResponse]:
        proposal = self.proposal()
        return list(proposal.details) if proposal is not None else []

    def source_code(self) -> str:
        """The code the return is made against (the server's answer for a paper number)."""
        proposal = self.proposal()
        if proposal is not None and proposal.source_document_code:
            return proposal.source_document_code
        return self.form.loaded_for or self.form.source_text.strip()

    def taxable(self) -> bool:
        proposal = self.proposal()
        return bool(proposal.taxable) if proposal is not None else False

    def selected_rows(self) -> list[int]:
        return [row for row, line in enumerate(self.form.lines) if line.selected]

    def line_total(self, row: int) -> Decimal:
        details = self.details()
        if not 0 <= row < min(len(details), len(self.form.lines)):
            return Decimal(0)
        return line_net(details[row], self.form.lines[row], self.taxable())

    def total(self) -> Decimal:
        """The return's net total as the server will compute it (rounded to 4 places);
        worked out once per form (the screen asks for it several times per keystroke)."""
        cached_form, cached = self._total_cache
        if cached_form is not self.form or cached is None:
            details = self.details()
            rows = [row for row in self.selected_rows() if row < len(details)]
            cached = document_totals(
                [money_line(details[row], self.form.lines[row]) for row in rows],
                decimals=ORGANIZATION_DECIMALS,
                taxable=self.taxable(),
            ).net_total
            self._total_cache = (self.form, cached)
        return cached

    def total_text(self) -> str:
        return money_text(self.total())

    def currency_text(self) -> str:
        proposal = self.proposal()
        return proposal.currency.code or "" if proposal and proposal.currency else ""

    def cash(self) -> Decimal | None:
        return _amount(self.form.cash_text)

    def on_account(self) -> Decimal | None:
        return _amount(self.form.on_account_text)

    def refund_note(self) -> str:
        """What the server proposed, and why the wizard offers what it offers."""
        proposal = self.proposal()
        if proposal is None:
            return ""
        kind = refund_kind(proposal)
        if kind == "cash":
            return translate(
                "ReturnWizard",
                "The order names a cash amount (paid or to be paid in cash), so the refund is "
                "proposed in cash. What was received on it shows on the order (Payment).",
            )
        if kind == "notes":
            return translate(
                "ReturnWizard",
                "The order was paid by notes receivable. A return cannot record notes "
                "receivable through the API, so the refund is proposed on account.",
            )
        return translate(
            "ReturnWizard",
            "The order was sold on account, so the refund is proposed on account (it lowers "
            "what the customer owes).",
        )

    def summary(self) -> list[tuple[str, str]]:
        """The review step: what will be created."""
        proposal = self.proposal()
        rows = self.selected_rows()
        details = self.details()
        items = [
            translate("ReturnWizard", "{quantity} × {item}").format(
                quantity=self.form.lines[row].quantity_text,
                item=reference_text(details[row].stock_item)
                or translate("ReturnWizard", "Service #{id}").format(
                    id=details[row].service_item_id
                ),
            )
            for row in rows
            if row < len(details)
        ]
        warehouse = self.warehouses.get(self.form.warehouse_id) if self.form.warehouse_id else None
        treasury = self.accounts.get(self.form.treasury_id) if self.form.treasury_id else None
        cash = self.cash() or Decimal(0)
        lines = [
            (translate("ReturnWizard", "Returned from"), self.source_code()),
            (
                translate("ReturnWizard", "Customer"),
                reference_text(proposal.customer) if proposal else "",
            ),
            (translate("ReturnWizard", "Goods"), "\n".join(items)),
            (
                translate("ReturnWizard", "Back into"),
                warehouse.label if warehouse is not None else "",
            ),
            (translate("ReturnWizard", "Date"), _review_day(self.form.document_date)),
            (
                translate("ReturnWizard", "Total"),
                f"{self.total_text()} {self.currency_text()}".strip(),
            ),
            (translate("ReturnWizard", "Refunded in cash"), money_text(cash)),
            (translate("ReturnWizard", "On account"), money_text(self.on_account() or Decimal(0))),
        ]
        if cash > 0:
            lines.append(
                (
                    translate("ReturnWizard", "Paid from"),
                    treasury.label
                    if treasury is not None
                    else translate("ReturnWizard", "(no treasury chosen)"),
                )
            )
        if self.form.notes.strip():
            lines.append((translate("ReturnWizard", "Notes"), self.form.notes.strip()))
        return lines

    def treasury_choices(self) -> list[Choice]:
        """Cash and bank accounts: the API pays a cash refund from one of them."""
        return [
            choice
            for choice in self.accounts.all()
            if choice.active and choice.payload.get("type") in (AccountType.Cash, AccountType.Bank)
        ]

    def warehouse_choices(self) -> list[Choice]:
        return [choice for choice in self.warehouses.all() if choice.active]

    # -- moving between steps ------------------------------------------------------------
    def next(self) -> None:
        """Enter / Next: check this step and go on (the source step first asks the server
        what can be returned; the review step creates the return)."""
        if self.saving or self.proposal_loading or self.submitted:
            return  # submitted: it waits in the outbox; a second submit could return twice
        step = self.step
        if step == ReturnStep.SOURCE:
            errors = self.source_errors(self.form)
            if self._show_step_errors(step, errors):
                return
            typed = self.form.source_text.strip()
            if self.form.proposal is not None and self.form.loaded_for == typed:
                self._go(ReturnStep.LINES)
            else:
                self.load_proposal()
        elif step == ReturnStep.LINES:
            if self._show_step_errors(step, self.line_errors(self.form)):
                return
            question = self.pending_question()
            if question and self._pending_accepted != self.form.lines:
                self.pendingQuestion.emit(question)
                return
            self._enter_refund()
        elif step == ReturnStep.REFUND:
            if not self._show_step_errors(step, self.refund_errors(self.form)):
                self._go(ReturnStep.REVIEW)
        elif step == ReturnStep.REVIEW:
            if self.save():
                return
            self._go_to_first_error()

    def return_again(self) -> None:
        """The clerk was told the ticked lines are on other pending returns and returns
        them anyway: go on (asked again only if the lines change)."""
        self._pending_accepted = self.form.lines
        self.next()

    def pending_text(self, row: int) -> str:
        """What other returns not received yet hold of a proposed line ("1 on pending
        return SR-7"), "" when none does."""
        if not 0 <= row < len(self.pending):
            return ""
        parts = []
        for entry in self.pending[row]:
            quantity = format_decimal(entry.quantity)
            if entry.in_outbox:
                parts.append(
                    translate(
                        "ReturnWizard", "{quantity} on a return waiting in the outbox"
                    ).format(quantity=quantity)
                )
            else:
                parts.append(
                    translate("ReturnWizard", "{quantity} on pending return {code}").format(
                        quantity=quantity, code=entry.code
                    )
                )
        return translate("ReturnWizard", ", ").join(parts)

    def pending_question(self) -> str:
        """The question before returning ticked lines that other pending returns hold, ""
        when no ticked line is on one."""
        details = self.details()
        said = []
        for row in self.selected_rows():
            text = self.pending_text(row)
            if text and row < len(details):
                item = reference_text(details[row].stock_item) or translate(
                    "ReturnWizard", "Service #{id}"
                ).format(id=details[row].service_item_id)
                said.append(f"{item}: {text}")
        if not said:
            return ""
        return translate(
            "ReturnWizard",
            "These goods are already on returns that are not received yet:\n{lines}\n\n"
            "Returning them again refunds the customer twice for the same goods unless the "
            "other return is cancelled. Return them again?",
        ).format(lines="\n".join(said))

    async def _pending_of(
        self, proposal: ReturnableSalesReturnResponse, typed: str
    ) -> list[tuple[PendingQuantity, ...]]:
        """The returns not received yet that the client knows of: the source order's
        returns on the server, and the returns waiting in this profile's outbox."""
        source = proposal.source_document_code or typed
        returns: list[SalesReturnResponse] = []
        if "SO-" in source.upper():
            order = await self.session.client.sales_orders.find_by_code(source)
            for code in order.related_sales_return_codes if order is not None else []:
                try:
                    returns.append(await self.session.client.sales_returns.get(code=code))
                except api_errors.NotFound:
                    continue  # deleted meanwhile, or out of this user's sight
        outbox = self.session.outbox
        waiting = [
            item.payload
            for item in (
                outbox.items(
                    OutboxState.QUEUED,
                    OutboxState.SENDING,
                    OutboxState.UNKNOWN,
                    OutboxState.NEEDS_ATTENTION,
                )
                if outbox is not None
                else []
            )
            if item.kind == DRAFT_KIND and item.operation == "create"
        ]
        return pending_by_line(proposal.details, source, returns, waiting)

    def back(self) -> None:
        """Alt+Left / Back: the previous step (nothing is lost)."""
        if self.saving or self.proposal_loading or self.submitted:
            return
        if ReturnStep.SOURCE < self.step <= ReturnStep.REVIEW:
            self._set_form_error("")
            self._go(ReturnStep(self.step - 1))

    def go_to(self, step: ReturnStep) -> None:
        """Jump back to an earlier step (never past the one reached)."""
        if step < self.step <= ReturnStep.REVIEW:
            self._go(step)

    def start_over(self) -> None:
        """After a return was created: a new one, from a clean form and a new draft."""
        from app.store.drafts import new_draft_id

        self.base = None
        self.submitted = False
        self.draft_id = new_draft_id()
        self.form = self.empty_form()
        self._set_field_errors({})
        self._set_form_error("")
        self.formChanged.emit()
        self.titleChanged.emit(self.title)
        self.stepChanged.emit(self.step)

    def _go(self, step: ReturnStep) -> None:
        if step != self.step:
            self.replace_form(dataclasses.replace(self.form, step=int(step)))
            self.stepChanged.emit(int(step))

    def _enter_refund(self) -> None:
        """The refund step: propose the split again unless the clerk changed it (then only
        an untyped on-account amount follows the total)."""
        form = self.form
        total = self.total()
        if not form.split_touched:
            proposal = self.proposal()
            cash_refund = proposal is not None and refund_kind(proposal) == "cash"
            form = dataclasses.replace(
                form,
                cash_text=money_text(total if cash_refund else Decimal(0)),
                on_account_text=money_text(Decimal(0) if cash_refund else total),
            )
        elif not form.account_typed:
            cash = _amount(form.cash_text) or Decimal(0)
            form = dataclasses.replace(
                form, on_account_text=money_text(max(total - cash, Decimal(0)))
            )
        self.replace_form(dataclasses.replace(form, step=int(ReturnStep.REFUND)))
        self.stepChanged.emit(int(ReturnStep.REFUND))

    def _show_step_errors(self, step: ReturnStep, errors: dict[str, str]) -> bool:
        """Replace the errors of ``step`` with ``errors``; True when there are some."""
        kept = {k: v for k, v in self.field_errors.items() if step_of_field(k) != step}
        self._set_field_errors({**kept, **errors})
        self._set_form_error(
            (self.texts().correct_fields if errors else "") if step != ReturnStep.SOURCE else ""
        )
        return bool(errors)

    def first_error_step(self) -> ReturnStep | None:
        steps = [step_of_field(name) for name in self.field_errors]
        return min(steps) if steps else None

    def _go_to_first_error(self) -> None:
        step = self.first_error_step()
        if step is not None and step < self.step:
            self._go(step)

    # -- the source step -----------------------------------------------------------------
    def source_errors(self, form: ReturnForm) -> dict[str, str]:
        if not form.source_text.strip():
            return {
                ReturnField.SOURCE: translate(
                    "ReturnWizard",
                    "Type a sales order code (SO-…), an issue offering code (IO-…) or the "
                    "paper number of either.",
                )
            }
        return {}

    def set_source_text(self, text: str) -> None:
        self.set_value("source_text", text, field=ReturnField.SOURCE)

    def load_proposal(self) -> None:
        """Ask the server what can be returned of the typed source."""
        self._generation += 1
        self._set_proposal_loading(True)  # at once: Next and Enter wait for the answer
        self.run(
            self._load_proposal(self._generation, self.form.source_text.strip()),
            context=self.texts().loading,
        )

    async def _load_proposal(self, generation: int, typed: str) -> None:
        try:
            proposal = await self.session.client.sales_returns.returnable(code=typed)
            warehouse = self._lines_warehouse(proposal)
            if warehouse is None and self.form.warehouse_id is None:
                warehouse = await self._source_warehouse(proposal.source_document_code or typed)
            pending = await self._pending_of(proposal, typed)
        except api_errors.ApiError as exc:
            if generation == self._generation:
                self._set_field_errors({ReturnField.SOURCE: self._source_refusal(exc, typed)})
                self.errors.report(exc, self.texts().loading)
            return
        finally:
            if generation == self._generation:
                self._set_proposal_loading(False)
        if generation != self._generation:
            return
        lines = tuple(
            ReturnLine(
                selected=True,
                quantity_text=format_decimal(detail.quantity or Decimal(0)),
                price_text=money_text(detail.price or Decimal(0)),
            )
            for detail in proposal.details
        )
        self.pending = pending
        self._pending_accepted = None
        self._set_field_errors({})
        self._set_form_error("")
        self.replace_form(
            dataclasses.replace(
                self.form,
                proposal=proposal.model_dump(mode="json", by_alias=True),
                loaded_for=typed,
                lines=lines,
                step=int(ReturnStep.LINES),
                warehouse_id=warehouse if warehouse is not None else self.form.warehouse_id,
                cash_text="",
                on_account_text="",
                split_touched=False,
                account_typed=False,
            )
        )
        self.stepChanged.emit(int(ReturnStep.LINES))

    @staticmethod
    def _lines_warehouse(proposal: ReturnableSalesReturnResponse) -> int | None:
        """The warehouse the lines left from, when they all name the same one."""
        ids = {d.warehouse.id for d in proposal.details if d.warehouse is not None}
        return ids.pop() if len(ids) == 1 else None

    async def _source_warehouse(self, code: str) -> int | None:
        """The goods go back where they left from by default: the source document's
        warehouse (best effort: None, and the clerk chooses, when it cannot be found)."""
        upper = code.upper()
        try:
            if "SO-" in upper:
                orders = await self.session.client.sales_orders.list(
                    document_code=code, only_my_orders=False, warehouse_only=False, limit=5
                )
                return next(
                    (o.warehouse.id for o in orders.items if o.code == code and o.warehouse),
                    None,
                )
            if "IO-" in upper:
                found = await self.session.client.work_orders.list(
                    code=code, only_my_orders=False, limit=5
                )
                return next(
                    (w.warehouse.id for w in found.items if w.code == code and w.warehouse), None
                )
        except api_errors.ApiError as exc:
            self.errors.report(exc, self.texts().loading)
        return None

    def _source_refusal(self, exc: api_errors.ApiError, typed: str) -> str:
        if isinstance(exc, api_errors.NotFound):
            return translate(
                "ReturnWizard",
                "No sales order or issue offering matches “{source}”. Check the code (SO-… "
                "or IO-…) or the paper number.",
            ).format(source=typed)
        if isinstance(exc, api_errors.BusinessRuleViolation):
            return refusal_text(exc.error_code or "", typed, exc.detail or "") or (
                business_message(exc)
            )
        if isinstance(exc, api_errors.ValidationFailed):
            return " ".join(" ".join(m) for m in exc.field_errors.values()) or (
                describe_error(exc).text
            )
        return translate(
            "ReturnWizard",
            "{reason} A return starts from the server's list of what can be returned: try "
            "again when the server can be reached.",
        ).format(reason=describe_error(exc).text)

    def _set_proposal_loading(self, loading: bool) -> None:
        self.proposal_loading = loading
        self.proposalLoadingChanged.emit(loading)

    # -- the lines step ------------------------------------------------------------------
    def set_line(self, row: int, **changes: object) -> None:
        """The clerk ticked a line or typed its quantity or price."""
        if not 0 <= row < len(self.form.lines):
            return
        line = self.form.lines[row]
        updated = dataclasses.replace(line, **changes)  # type: ignore[arg-type]
        if updated == line:
            return
        cleared = {ReturnField.LINES, cell_path(row, "quantity"), cell_path(row, "price")}
        self._set_field_errors({k: v for k, v in self.field_errors.items() if k not in cleared})
        lines = tuple(updated if i == row else other for i, other in enumerate(self.form.lines))
        self.replace_form(dataclasses.replace(self.form, lines=lines))

    def select_all(self, selected: bool) -> None:
        lines = tuple(dataclasses.replace(line, selected=selected) for line in self.form.lines)
        self._set_field_errors(
            {k: v for k, v in self.field_errors.items() if step_of_field(k) != ReturnStep.LINES}
        )
        self.replace_form(dataclasses.replace(self.form, lines=lines))

    def line_errors(self, form: ReturnForm) -> dict[str, str]:
        details = self.details()
        errors: dict[str, str] = {}
        chosen = [row for row, line in enumerate(form.lines) if line.selected]
        if not chosen:
            errors[ReturnField.LINES] = translate(
                "ReturnWizard", "Tick at least one line to return."
            )
        for row in chosen:
            if row >= len(details):
                continue
            line, left = form.lines[row], details[row].quantity or Decimal(0)
            quantity = parse_decimal(line.quantity_text)
            if quantity is None:
                errors[cell_path(row, "quantity")] = translate(
                    "ReturnWizard", "Enter the quantity that comes back."
                )
            elif quantity <= 0:
                errors[cell_path(row, "quantity")] = translate(
                    "ReturnWizard", "Enter a quantity above zero, or untick the line."
                )
            elif quantity > left:
                errors[cell_path(row, "quantity")] = translate(
                    "ReturnWizard", "Only {left} can still be returned."
                ).format(left=format_decimal(left))
            price = parse_decimal(line.price_text)
            if price is None or price < 0:
                errors[cell_path(row, "price")] = translate(
                    "ReturnWizard", "Enter a price of zero or more."
                )
        return errors

    # -- the refund step -----------------------------------------------------------------
    def update(self, attribute: str, value: object) -> None:
        """A refund-step field changed (``ReturnForm`` attribute)."""
        wire = {
            "warehouse_id": ReturnField.WAREHOUSE,
            "document_date": ReturnField.DATE,
            "treasury_id": ReturnField.TREASURY,
            "rate_text": ReturnField.RATE,
            "notes": ReturnField.NOTES,
        }[attribute]
        self.set_value(attribute, value, field=wire)

    def set_cash(self, text: str) -> None:
        """Cash typed: the on-account amount follows (total - cash) until the clerk types
        it."""
        form = dataclasses.replace(self.form, cash_text=text, split_touched=True)
        if not form.account_typed:
            cash = _amount(text)
            if cash is not None:
                form = dataclasses.replace(
                    form, on_account_text=money_text(max(self.total() - cash, Decimal(0)))
                )
        self._clear_split_errors({ReturnField.CASH})
        self.replace_form(form)

    def set_on_account(self, text: str) -> None:
        self._clear_split_errors({ReturnField.ON_ACCOUNT})
        self.replace_form(
            dataclasses.replace(
                self.form, on_account_text=text, split_touched=True, account_typed=True
            )
        )

    def _clear_split_errors(self, fields: set[str]) -> None:
        cleared = fields | {ReturnField.SPLIT}
        self._set_field_errors({k: v for k, v in self.field_errors.items() if k not in cleared})

    def refund_errors(self, form: ReturnForm) -> dict[str, str]:
        errors: dict[str, str] = {}
        if form.warehouse_id is None:
            errors[ReturnField.WAREHOUSE] = translate(
                "ReturnWizard", "Choose the warehouse the goods come back to."
            )
        if _moment(form.document_date) is None:
            errors[ReturnField.DATE] = translate("ReturnWizard", "Enter the date as YYYY-MM-DD.")
        amounts: dict[str, Decimal] = {}
        for name, text in (
            (ReturnField.CASH, form.cash_text),
            (ReturnField.ON_ACCOUNT, form.on_account_text),
        ):
            value = _amount(text)
            if value is None:
                errors[name] = translate("ReturnWizard", "Enter an amount, e.g. 150 or 0.")
            elif value < 0:
                errors[name] = translate("ReturnWizard", "Enter zero or more.")
            else:
                amounts[name] = value
        total = self.total()
        cash = amounts.get(ReturnField.CASH)
        account = amounts.get(ReturnField.ON_ACCOUNT)
        if cash is not None and cash > total:
            errors[ReturnField.CASH] = translate(
                "ReturnWizard",
                "The cash refund ({cash}) is more than the return's total ({total}).",
            ).format(cash=money_text(cash), total=money_text(total))
        elif cash is not None and account is not None:
            added = cash + account
            if quantize(added, CENTS) != quantize(total, CENTS):
                errors[ReturnField.SPLIT] = translate(
                    "ReturnWizard",
                    "Cash {cash} + on account {account} = {sum}, but the return's total is "
                    "{total}: the refund must add up to the total ({difference} {direction}).",
                ).format(
                    cash=money_text(cash),
                    account=money_text(account),
                    sum=money_text(added),
                    total=money_text(total),
                    difference=money_text(abs(total - added)),
                    direction=translate("ReturnWizard", "missing")
                    if added < total
                    else translate("ReturnWizard", "too much"),
                )
        if form.rate_text.strip():
            rate = parse_decimal(form.rate_text)
            if rate is None or rate <= 0:
                errors[ReturnField.RATE] = translate(
                    "ReturnWizard", "Enter a rate above zero, or leave it blank for the order's."
                )
            elif decimal_places(rate) > RETURN_RATE_DECIMALS:
                errors[ReturnField.RATE] = translate(
                    "ReturnWizard", "The exchange rate may have at most {limit} decimal places."
                ).format(limit=format_count(RETURN_RATE_DECIMALS))
        return errors

    # -- creating ------------------------------------------------------------------------
    def build_request(
        self, form: ReturnForm
    ) -> tuple[CreateSalesReturnRequest | None, dict[str, str]]:
        errors = {**self.source_errors(form)}
        if form.proposal is None:
            errors.setdefault(
                ReturnField.SOURCE,
                translate("ReturnWizard", "Load what can be returned first (Next)."),
            )
            return None, errors
        errors |= self.line_errors(form)
        errors |= self.refund_errors(form)
        if errors:
            return None, errors
        details = self.details()
        sent = []
        for row in self.selected_rows():
            detail, line = details[row], form.lines[row]
            # A stock line is named by its issue-offering line (which also matches when
            # the source is an issue offering); a service line by its order line only.
            by_work = detail.source_work_order_detail_id
            sent.append(
                CreateSalesReturnDetailRequest(
                    source_work_order_detail_id=by_work,
                    source_sales_order_detail_id=(
                        detail.source_sales_order_detail_id if by_work is None else None
                    ),
                    quantity=parse_decimal(line.quantity_text),
                    price=parse_decimal(line.price_text),
                )
            )
        cash = _amount(form.cash_text) or Decimal(0)
        moment = _moment(form.document_date)
        assert moment is not None  # checked above
        assert form.warehouse_id is not None
        source = self.source_code()
        if "SO-" not in source.upper() and "IO-" not in source.upper():
            return None, {
                ReturnField.SOURCE: translate(
                    "ReturnWizard",
                    "The server did not say which order “{source}” is: type its code "
                    "(SO-… or IO-…).",
                ).format(source=source)
            }
        rate = parse_decimal(form.rate_text) if form.rate_text.strip() else None
        request = CreateSalesReturnRequest(
            warehouse_id=form.warehouse_id,
            source_document_code=source,
            document_date=moment,
            notes=form.notes.strip() or None,
            cash_amount=cash,
            cash_account_id=form.treasury_id if cash > 0 else None,
            exchange_rate=rate,
            source_document_details=sent,
        )
        return request, {}

    def field_of_path(self, path: str) -> str | None:
        """Server validation paths: a line by the index sent becomes the form's row."""
        prefix = ReturnField.LINES + "["
        if path.startswith(prefix):
            index_text, _, rest = path[len(prefix) :].partition("]")
            rows = self.selected_rows()
            try:
                row = rows[int(index_text)]
            except (ValueError, IndexError):
                return ReturnField.LINES
            wire = rest.lstrip(".")
            return cell_path(row, wire) if wire in ("quantity", "price") else ReturnField.LINES
        if path == ReturnField.DISCOUNT:
            return ReturnField.LINES
        if path in REFUND_FIELDS or path in (ReturnField.SOURCE, ReturnField.LINES):
            return path
        return None

    def known_fields(self) -> frozenset[str]:
        return REFUND_FIELDS | {ReturnField.SOURCE, ReturnField.LINES}

    def show_server_error(self, exc: api_errors.ApiError, *, context: str = "") -> None:
        """The server's refusal, in the wizard's words, at the step it concerns."""
        source = self.source_code()
        if isinstance(exc, api_errors.BusinessRuleViolation):
            code = exc.error_code or ""
            text = refusal_text(code, source, exc.detail or "") or business_message(exc)
            name = ERROR_CODE_FIELDS.get(code)
            if name is not None:
                self._set_field_errors({**self.field_errors, name: text})
                self._set_form_error(self.texts().not_saved)
            else:
                self._set_form_error(text)
            self.errors.report(exc, context or self.texts().saving)
        elif isinstance(exc, api_errors.NotFound):
            self._set_field_errors(
                {
                    **self.field_errors,
                    ReturnField.SOURCE: translate(
                        "ReturnWizard",
                        "{source} is no longer found on the server (or you may no longer "
                        "see its warehouse).",
                    ).format(source=source),
                }
            )
            self._set_form_error(self.texts().not_saved)
            self.errors.report(exc, context or self.texts().saving)
        else:
            super().show_server_error(exc, context=context)
        self._go_to_first_error()

    def _show_rejection(self, item: Any) -> None:
        super()._show_rejection(item)
        self._go_to_first_error()

    def _show_saved_record(self, record: SalesReturnResponse, changes: Changes) -> None:
        super()._show_saved_record(record, changes)
        self.stepChanged.emit(int(ReturnStep.DONE))

    # -- finishing what the return left --------------------------------------------------
    def refund_due(self) -> Decimal:
        """A cash refund the return recorded but did not pay out (the organization does not
        pay refunds at once), not paid since: the wizard offers to pay it (a cash out)."""
        record = self.base
        if record is None or record.cash_account is not None or self.refund_code:
            return Decimal(0)
        return record.cash_amount or Decimal(0)

    def refund_account_choices(self) -> list[Choice]:
        """Cash accounts: the API's cash out pays from one of them (a bank account is
        refused)."""
        return [
            choice
            for choice in self.accounts.all()
            if choice.active and choice.payload.get("type") == AccountType.Cash
        ]

    def pay_refund(self, account_id: int) -> None:
        """Pay the refund due from ``account_id`` to the customer: a cash out through the
        outbox (sent once), its line on the customer's account."""
        self.run(
            self._pay_refund(account_id), context=translate("ReturnWizard", "Paying the refund")
        )

    async def _pay_refund(self, account_id: int) -> None:
        from app.sync.outbox import rejection_of

        record, amount = self.base, self.refund_due()
        if record is None or amount <= 0 or record.customer is None:
            return
        code = self.result_code()
        try:
            customer = await self.session.client.customers.get(record.customer.id)
        except api_errors.ApiError as exc:
            self._refund_said(describe_error(exc).text)
            return
        receivable = customer.related_account.id if customer.related_account else None
        receivable = receivable or self._receivable_account()
        if receivable is None:
            self._refund_said(
                translate(
                    "ReturnWizard",
                    "The customer has no account of their own and no receivables account is "
                    "known: pay the refund as a cash out (Accounting › Cash in and out).",
                )
            )
            return
        request = refund_request(
            from_account=account_id,
            receivable_account=receivable,
            customer_id=record.customer.id,
            amount=amount,
            day=clock.today(),
            notes=translate("ReturnWizard", "Refund of sales return {code}").format(code=code),
            return_code=code,
        )
        sent = await pay_refund(self.session, request)
        item = sent.item
        if item.state is OutboxState.CONFIRMED:
            self.refund_code = item.server_key or ""
            self._refund_said("")
            self.session.changes.publish(sent.changes)
        elif item.state is OutboxState.REJECTED:
            self._refund_said(describe_error(rejection_of(item)).text)
        else:
            self._refund_said(
                translate(
                    "ReturnWizard",
                    "The server cannot be reached: the refund's cash out waits in the outbox "
                    "and goes once when it can (View › Drafts and outbox).",
                )
            )

    def _receivable_account(self) -> int | None:
        for choice in self.accounts.all():
            if choice.active and choice.payload.get("type") == AccountType.AccountsReceivable:
                return choice.id
        return None

    def _refund_said(self, text: str) -> None:
        self.refund_problem = text
        self.refundChanged.emit()

    # -- the result ----------------------------------------------------------------------
    def result_code(self) -> str:
        return self.record_key(self.base) if self.base is not None else ""

    def receipt_code(self) -> str:
        """The return receipt (RR) that took the goods back into stock, if one was made."""
        return (self.base.related_work_order_code or "") if self.base is not None else ""

    def result_lines(self) -> list[str]:
        """What happened, in sentences."""
        record = self.base
        if record is None:
            return []
        code = self.result_code()
        lines = [
            translate("ReturnWizard", "Sales return {code} was created for {source}.").format(
                code=code, source=", ".join(record.related_sales_order_codes) or self.source_code()
            )
        ]
        if record.is_issued and self.receipt_code():
            lines.append(
                translate(
                    "ReturnWizard", "The goods were received back into stock by {receipt}."
                ).format(receipt=self.receipt_code())
            )
        elif record.is_approved is False:
            lines.append(
                translate(
                    "ReturnWizard",
                    "It waits for approval: the goods are not back in stock yet.",
                )
            )
        else:
            # The API has no way to receive a customer's return into stock (receive-supplies
            # takes a supplier or another party, never a customer): say what is left, where.
            lines.append(
                translate(
                    "ReturnWizard",
                    "Left to do: the goods are not back in stock. The API cannot receive a "
                    "return into stock, so make its return receipt in the web application "
                    "(Sales returns › {code} › Receive), or ask an administrator to have "
                    "returns received automatically.",
                ).format(code=code)
            )
        cash = record.cash_amount or Decimal(0)
        if cash > 0 and record.cash_account is not None:
            lines.append(
                translate("ReturnWizard", "Refunded in cash: {cash} (from {account}).").format(
                    cash=money_text(cash), account=reference_text(record.cash_account)
                )
            )
        elif cash > 0 and self.refund_code:
            lines.append(
                translate("ReturnWizard", "Refunded in cash: {cash}, paid by {payment}.").format(
                    cash=money_text(cash), payment=self.refund_code
                )
            )
        elif cash > 0:
            lines.append(
                translate(
                    "ReturnWizard",
                    "Left to do: the cash refund of {cash} is not paid yet. Choose the cash "
                    "account below and pay it now (a cash out to the customer); until then "
                    "the customer is owed it.",
                ).format(cash=money_text(cash))
            )
        lines.append(
            translate("ReturnWizard", "On account: {amount}.").format(
                amount=money_text(record.on_account_amount or Decimal(0))
            )
        )
        if record.notes and without_marker(record.notes):
            lines.append(without_marker(record.notes))
        return lines


def _amount(text: str) -> Decimal | None:
    """An amount typed; blank reads as 0, text that is no number as None."""
    if not text.strip():
        return Decimal(0)
    return parse_decimal(text)


# -- the lines table ----------------------------------------------------------------------
_ROOT = QModelIndex()


class ReturnColumn:
    RETURN, ITEM, LEFT, QUANTITY, PRICE, DISCOUNT, TAX, TOTAL, PENDING = range(9)


class ReturnLinesModel(QAbstractTableModel):
    """The returnable lines: tick (Space), quantity and price (type to edit); the rest is
    read from the proposal. Edits go to the wizard, which owns the form."""

    EDITABLE = (ReturnColumn.QUANTITY, ReturnColumn.PRICE)

    def __init__(self, wizard: ReturnWizardViewModel, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._wizard = wizard
        self._rows = len(wizard.form.lines)
        wizard.formChanged.connect(self._form_changed)
        wizard.fieldErrorsChanged.connect(self._all_changed)

    def headers(self) -> list[str]:
        return [
            translate("ReturnWizard", "Return"),
            translate("ReturnWizard", "Item"),
            translate("ReturnWizard", "Left to return"),
            translate("ReturnWizard", "Quantity"),
            translate("ReturnWizard", "Price"),
            translate("ReturnWizard", "Unit discount"),
            translate("ReturnWizard", "Tax %"),
            translate("ReturnWizard", "Line total"),
            translate("ReturnWizard", "On pending returns"),
        ]

    def rowCount(self, parent: QModelIndex | QPersistentModelIndex = _ROOT) -> int:
        return 0 if parent.isValid() else self._rows

    def columnCount(self, parent: QModelIndex | QPersistentModelIndex = _ROOT) -> int:
        return 0 if parent.isValid() else 9

    def headerData(
        self, section: int, orientation: Qt.Orientation, role: int = Qt.ItemDataRole.DisplayRole
    ) -> Any:
        if role != Qt.ItemDataRole.DisplayRole:
            return None
        if orientation == Qt.Orientation.Horizontal:
            return self.headers()[section]
        return format_count(section + 1)

    def flags(self, index: QModelIndex | QPersistentModelIndex) -> Qt.ItemFlag:
        flags = Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsSelectable
        if index.column() == ReturnColumn.RETURN:
            flags |= Qt.ItemFlag.ItemIsUserCheckable
        elif index.column() in self.EDITABLE:
            flags |= Qt.ItemFlag.ItemIsEditable
        return flags

    def _cell_error(self, row: int, column: int) -> str:
        wire = {ReturnColumn.QUANTITY: "quantity", ReturnColumn.PRICE: "price"}.get(column)
        return self._wizard.field_error(cell_path(row, wire)) if wire else ""

    def data(
        self, index: QModelIndex | QPersistentModelIndex, role: int = Qt.ItemDataRole.DisplayRole
    ) -> Any:
        wizard = self._wizard
        details = wizard.details()
        row, column = index.row(), index.column()
        if not index.isValid() or row >= min(len(details), len(wizard.form.lines)):
            return None
        detail, line = details[row], wizard.form.lines[row]
        if role == Qt.ItemDataRole.CheckStateRole and column == ReturnColumn.RETURN:
            return Qt.CheckState.Checked if line.selected else Qt.CheckState.Unchecked
        if role in (Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.EditRole):
            return self._text(row, column, detail, line, role == Qt.ItemDataRole.EditRole)
        if role == ERROR_ROLE:
            return self._cell_error(row, column)
        if role == Qt.ItemDataRole.ToolTipRole:
            error = self._cell_error(row, column)
            if error:
                return error
            if column == ReturnColumn.PENDING and wizard.pending_text(row):
                return translate(
                    "ReturnWizard",
                    "Other returns, not received into stock yet, already take back some of "
                    "this line.",
                )
            if column == ReturnColumn.RETURN:
                return translate("ReturnWizard", "Space ticks or unticks the line.")
            if column in self.EDITABLE:
                return translate("ReturnWizard", "Type to change it.")
        if role == Qt.ItemDataRole.TextAlignmentRole and (
            ReturnColumn.LEFT <= column <= ReturnColumn.TOTAL
        ):
            return int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        return None

    def _text(
        self,
        row: int,
        column: int,
        detail: ReturnableLineResponse,
        line: ReturnLine,
        editing: bool,
    ) -> str:
        match column:
            case ReturnColumn.RETURN:
                return ""
            case ReturnColumn.ITEM:
                return reference_text(detail.stock_item) or translate(
                    "ReturnWizard", "Service #{id}"
                ).format(id=detail.service_item_id)
            case ReturnColumn.LEFT:
                unit = detail.unit_of_measure.name if detail.unit_of_measure else ""
                left = format_decimal(detail.quantity or Decimal(0))
                return f"{left} {unit}".strip()
            case ReturnColumn.QUANTITY:
                return line.quantity_text
            case ReturnColumn.PRICE:
                return line.price_text
            case ReturnColumn.DISCOUNT:
                return money_text(_decimal(detail.unit_discount))
            case ReturnColumn.TAX:
                return format_decimal(_decimal(detail.tax_rate)) if self._wizard.taxable() else ""
            case ReturnColumn.TOTAL:
                if not line.selected:
                    return ""
                return money_text(quantize(self._wizard.line_total(row)))
            case ReturnColumn.PENDING:
                return self._wizard.pending_text(row)
        return ""

    def setData(
        self,
        index: QModelIndex | QPersistentModelIndex,
        value: Any,
        role: int = Qt.ItemDataRole.EditRole,
    ) -> bool:
        if not index.isValid():
            return False
        row, column = index.row(), index.column()
        if role == Qt.ItemDataRole.CheckStateRole and column == ReturnColumn.RETURN:
            checked = value in (Qt.CheckState.Checked, Qt.CheckState.Checked.value, 2)
            self._wizard.set_line(row, selected=bool(checked))
            return True
        if role == Qt.ItemDataRole.EditRole and column == ReturnColumn.QUANTITY:
            self._wizard.set_line(row, quantity_text=str(value))
            return True
        if role == Qt.ItemDataRole.EditRole and column == ReturnColumn.PRICE:
            self._wizard.set_line(row, price_text=str(value))
            return True
        return False

    def _form_changed(self) -> None:
        count = len(self._wizard.form.lines)
        if count != self._rows:
            self.beginResetModel()
            self._rows = count
            self.endResetModel()
        else:
            self._all_changed()

    def _all_changed(self) -> None:
        if self._rows:
            self.dataChanged.emit(
                self.index(0, 0), self.index(self._rows - 1, self.columnCount() - 1)
            )
