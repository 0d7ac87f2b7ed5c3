"""Issue offerings (goods leave a warehouse) and received supplies (goods enter one): the
header, the shared item line grid (``ItemLinesEditorViewModel``), and a saved document shown
read-only (the API cannot change or delete a work order).

Both are saved through the outbox (kinds ``issue_offering`` and ``receive_supplies``,
create): neither endpoint refuses a repeat, so a lost answer is resolved by finding the
document again (``app/sync/document_kinds.py``), never by sending it twice.

Rules checked before sending, as the server would refuse them (spec: transactional
documents, "Work orders"; ``app/sandbox/GUESSES.md`` "Work orders"):

- exactly one party: a customer (issue) or a supplier (receipt), or another party by its
  number (the API lists no other parties);
- a date after today is refused (DateMustBeLessThanSystemDate), whatever the settings;
- received goods need a unit cost above 0; items kept in batches need the batch number
  (or only the expiry date when the batch is filled from it), items with an expiry date
  need it; more serial numbers than the quantity is refused;
- an exchange rate has at most 4 decimals; an issue in a foreign currency needs its rate
  (without one the server records 1), a receipt without one gets the day's rate.
"""

from __future__ import annotations

import dataclasses
import functools
import re
from collections.abc import Mapping
from dataclasses import dataclass
from datetime import date, datetime
from decimal import Decimal
from enum import IntEnum, StrEnum
from typing import Any, ClassVar

from pydantic import BaseModel, ValidationError
from PySide6.QtCore import QCoreApplication, QObject, Signal

from app import clock
from app.api import errors as api_errors
from app.models.documents import SalesOrderStatus
from app.models.error_codes import ErrorCode
from app.models.sales_orders import SalesOrderResponse
from app.models.shortages import shortage_of
from app.models.validation import FieldIssue, issues_from
from app.models.work_orders import (
    WORK_ORDER_RATE_DECIMALS,
    CreateIssueOfferingRequest,
    CreateReceiveSuppliesRequest,
    WorkOrderItemUpsertRequest,
    WorkOrderResponse,
)
from app.store.drafts import Draft
from app.viewmodels.choices import CachedChoices, Choice
from app.viewmodels.errors import ErrorPresenter, business_message, describe_error
from app.viewmodels.item_lines import (
    CellKind,
    GridColumn,
    ItemLinesEditorViewModel,
    LineWires,
    filled,
    format_money,
    grid_problems,
    negative_numbers,
)
from app.viewmodels.numbers import format_count, format_decimal, parse_date, parse_decimal
from app.viewmodels.purchasing.suppliers import KnownSuppliers
from app.viewmodels.record_editor import EditorTexts
from app.viewmodels.session import Session
from app.viewmodels.validation_text import describe_issue

translate = QCoreApplication.translate

ISSUE_OFFERING_KIND = "issue_offering"
RECEIVE_SUPPLIES_KIND = "receive_supplies"
LINES_FIELD = "workOrderDetails"


class PartyKind(StrEnum):
    CUSTOMER = "customer"
    SUPPLIER = "supplier"
    OTHER = "other"


class WorkOrderField(StrEnum):
    """Header fields; each takes the errors of the wire names in ``_HEADER_ALIASES``."""

    PARTY = "partyId"
    WAREHOUSE = "warehouseId"
    DATE = "date"
    SALES_PERSON = "salesPersonId"
    CURRENCY = "currencyId"
    RATE = "exchangeRate"
    PAPER_NUMBER = "paperNumber"
    RELATED = "relatedCode"
    NOTES = "notes"
    LINES = LINES_FIELD


_HEADER_ALIASES: dict[str, str] = {
    "customerId": WorkOrderField.PARTY,
    "supplierId": WorkOrderField.PARTY,
    "otherPartyId": WorkOrderField.PARTY,
    "relatedSoCode": WorkOrderField.RELATED,
    "linkedDocumentCode": WorkOrderField.RELATED,
    "purchasePersonId": WorkOrderField.SALES_PERSON,
}

ERROR_CODE_FIELDS: dict[str, str] = {
    ErrorCode.DateMustBeLessThanSystemDate: WorkOrderField.DATE,
    ErrorCode.ExchangeRateDecimalsExceedLimit: WorkOrderField.RATE,
    ErrorCode.SalesOrderAlreadyIssued: WorkOrderField.RELATED,
    ErrorCode.RelatedSalesOrderCancelled: WorkOrderField.RELATED,
    ErrorCode.SerialsCountExceedQuntity: WorkOrderField.LINES,
    ErrorCode.AddingItemQuantityCauseNegativeBalance: WorkOrderField.LINES,
}


class LineColumn(IntEnum):
    ITEM, QUANTITY, PRICE, BATCH, EXPIRY, SERIALS, COMMENTS, VALUE = range(8)


LINES = LineWires(
    LINES_FIELD,
    {
        LineColumn.ITEM: "stockItemId",
        LineColumn.QUANTITY: "quantity",
        LineColumn.PRICE: "price",
        LineColumn.BATCH: "batchNumber",
        LineColumn.EXPIRY: "expDate",
        LineColumn.SERIALS: "serials",
        LineColumn.COMMENTS: "comments",
    },
    item_column=LineColumn.ITEM,
    aliases={"productionDate": LineColumn.EXPIRY, "description": LineColumn.COMMENTS},
)
_SERIAL_SEPARATORS = re.compile(r"[,;\s]+")

line_key = LINES.key


@dataclass(frozen=True)
class WorkOrderLineForm:
    """One grid row as typed. What the item requires (batch, expiry, serials) is copied
    from the cached item when it is chosen, so a draft reopened offline still knows."""

    item_id: int | None = None
    item_label: str = ""
    quantity_text: str = ""
    price_text: str = ""
    batch_number: str = ""
    expiry_text: str = ""
    """ISO date (yyyy-mm-dd)."""
    serials_text: str = ""
    """Serial numbers separated by commas or spaces."""
    comments: str = ""
    needs_batch: bool = False
    needs_expiry: bool = False
    batch_from_expiry: bool = False
    """The server fills the batch number from the expiry date (day/month/year)."""
    has_serials: bool = False

    @property
    def blank(self) -> bool:
        # An item typed that named none (item_label, no item_id) is a line: kept, marked.
        return self.item_id is None and not (
            self.item_label.strip()
            or self.quantity_text.strip()
            or self.price_text.strip()
            or self.comments.strip()
        )

    @property
    def serials(self) -> list[str]:
        return [s for s in _SERIAL_SEPARATORS.split(self.serials_text.strip()) if s]


@dataclass(frozen=True)
class WorkOrderForm:
    """What the clerk has typed, before it is a valid request."""

    party_kind: str = PartyKind.CUSTOMER
    party_id: int | None = None
    """The customer (issue) or supplier (receipt)."""
    party_label: str = ""
    """Kept with the draft: a supplier is not in any cached list."""
    other_party_text: str = ""
    """Another party's number (the API has no list of them)."""
    warehouse_id: int | None = None
    date: str = ""
    """ISO date (yyyy-mm-dd)."""
    sales_person_id: int | None = None
    currency_id: int | None = None
    currency_label: str = ""
    exchange_rate_text: str = ""
    paper_number: str = ""
    related_code: str = ""
    """Issue: the sales order it ships (relatedSoCode). Receipt: linked document codes."""
    notes: str = ""
    lines: tuple[WorkOrderLineForm, ...] = (WorkOrderLineForm(),)


# -- numbers and dates ----------------------------------------------------------------------
def _number(text: str) -> Decimal | None:
    return parse_decimal(text) if text.strip() else None


def _plain(value: Decimal | float | None) -> str:
    return format_decimal(Decimal(str(value))) if value is not None else ""


def _day(text: str) -> date | None:
    try:
        return parse_date(text)
    except ValueError:
        return None


def line_value(line: WorkOrderLineForm) -> Decimal:
    """Quantity times unit price (what the goods are worth on the document)."""
    return (_number(line.quantity_text) or Decimal(0)) * (_number(line.price_text) or Decimal(0))


def auto_batch(expiry: date) -> str:
    """The batch number the server makes from an expiry date (receive supplies rule 2)."""
    return expiry.strftime("%d/%m/%Y")


# -- rules as the clerk types ---------------------------------------------------------------
@functools.lru_cache(maxsize=20_000)
def _cell_problems(line: WorkOrderLineForm) -> dict[int, str]:
    """One line's own problems, cached per line value: an edit re-checks every row, and
    parsing 200 lines' numbers again on each keystroke costs more than a frame."""
    problems = negative_numbers(
        {LineColumn.QUANTITY: line.quantity_text, LineColumn.PRICE: line.price_text},
        translate("WorkOrderEditor", "Enter a number of 0 or more."),
    )
    if line.expiry_text.strip() and _day(line.expiry_text) is None:
        problems[LineColumn.EXPIRY] = translate(
            "WorkOrderEditor", "Enter the expiry date as yyyy-mm-dd, e.g. 2027-06-30."
        )
    serials = line.serials
    if serials:
        quantity = _number(line.quantity_text)
        if len(set(serials)) != len(serials):
            problems[LineColumn.SERIALS] = translate(
                "WorkOrderEditor", "A serial number is there twice."
            )
        elif quantity is not None and len(serials) > quantity:
            problems[LineColumn.SERIALS] = translate(
                "WorkOrderEditor",
                "%Ln serial numbers for a quantity of {quantity}.",
                "",
                len(serials),
            ).format(quantity=_plain(quantity))
    return problems


def line_problems(form: WorkOrderForm) -> dict[str, str]:
    """Per-cell problems decidable while typing (numbers, dates, serial counts)."""
    return grid_problems(form.lines, LINES, _cell_problems)


class WorkOrderEditorViewModel(
    ItemLinesEditorViewModel[WorkOrderForm, WorkOrderResponse, WorkOrderLineForm]
):
    """An issue offering or a supplies receipt being typed, or a saved one shown.

    Subclasses say which: the parties it takes, the request it builds, its words.
    """

    resource = "work_orders"
    record_type = WorkOrderResponse
    form_type = WorkOrderForm
    error_code_fields = ERROR_CODE_FIELDS
    wires = LINES
    quantity_column = LineColumn.QUANTITY
    text_cells: ClassVar[Mapping[int, str]] = {
        LineColumn.QUANTITY: "quantity_text",
        LineColumn.PRICE: "price_text",
        LineColumn.BATCH: "batch_number",
        LineColumn.EXPIRY: "expiry_text",
        LineColumn.SERIALS: "serials_text",
        LineColumn.COMMENTS: "comments",
    }

    document_type: ClassVar[str]
    """The work-order type on the wire (IO, RS)."""
    parties: ClassVar[tuple[PartyKind, PartyKind]]
    """The named party kind first, then ``OTHER``."""

    orderTaken = Signal(str)
    """An issue was filled from its sales order; the text says what happened."""
    currenciesChanged = Signal()
    """The currencies on offer changed (a party with its own currency was chosen)."""

    def __init__(
        self,
        session: Session,
        errors: ErrorPresenter,
        record: WorkOrderResponse | None = None,
        parent: QObject | None = None,
        *,
        draft: Draft | None = None,
    ) -> None:
        self.stock_items = CachedChoices(session, "stock_items")
        self.customers = CachedChoices(session, "customers")
        self.warehouses = CachedChoices(session, "warehouses")
        self.sales_persons = CachedChoices(session, "sales_persons")
        self.suppliers = KnownSuppliers()
        super().__init__(session, errors, record, parent, draft=draft)
        if self.base is None and not self.form.date:
            self.form = dataclasses.replace(self.form, date=clock.today().isoformat())
        self.total = self._total()

    # -- what a subclass says ------------------------------------------------------------
    def request_type(self) -> type[CreateIssueOfferingRequest | CreateReceiveSuppliesRequest]:
        raise NotImplementedError

    def header_request(self, form: WorkOrderForm, party_id: int) -> dict[str, Any]:
        """The party, person and related-code fields of the request."""
        raise NotImplementedError

    def default_price(self, payload: Mapping[str, Any]) -> object:
        """A chosen item's unit price on this document."""
        raise NotImplementedError

    def price_required(self) -> bool:
        return False

    def expiry_used(self) -> bool:
        """Whether expiry dates are typed on this document (receipts: the goods' date)."""
        return False

    def batch_needed(self, line: WorkOrderLineForm) -> bool:
        """Whether the line cannot go without a batch number."""
        return False

    # -- RecordEditorViewModel -----------------------------------------------------------
    def empty_form(self) -> WorkOrderForm:
        return WorkOrderForm(party_kind=self.parties[0])

    def form_of(self, record: WorkOrderResponse) -> WorkOrderForm:
        """A saved document as the form shows it (read-only)."""
        if record.customer is not None:
            kind, party_id = PartyKind.CUSTOMER, record.customer.id
            label = _label(record.customer.code, record.customer.name, party_id)
        elif record.supplier is not None:
            kind, party_id = PartyKind.SUPPLIER, record.supplier.id
            label = _label(record.supplier.code, record.supplier.name, party_id)
        else:
            kind, party_id, label = PartyKind.OTHER, None, ""
        lines = []
        for detail in record.work_order_details:
            item = detail.stock_item
            lines.append(
                WorkOrderLineForm(
                    item_id=item.id if item else None,
                    item_label=_label(item.code, item.description, item.id) if item else "",
                    quantity_text=_plain(detail.quantity),
                    price_text=_plain(detail.price),
                    batch_number=detail.batch_number or "",
                    expiry_text=detail.exp_date.date().isoformat() if detail.exp_date else "",
                    serials_text=", ".join(detail.serials),
                    comments=detail.comments or "",
                    needs_batch=bool(detail.batch_number),
                    needs_expiry=detail.exp_date is not None,
                    has_serials=bool(detail.serials),
                )
            )
        currency = record.currency
        return WorkOrderForm(
            party_kind=kind,
            party_id=party_id,
            party_label=label,
            other_party_text=str(record.other_party_id) if record.other_party_id else "",
            warehouse_id=record.warehouse.id if record.warehouse else None,
            date=record.date.date().isoformat() if record.date else "",
            sales_person_id=record.sales_person.id if record.sales_person else None,
            currency_id=currency.id if currency else None,
            currency_label=(currency.code or "") if currency else "",
            exchange_rate_text=_plain(record.exchange_rate) if currency else "",
            paper_number=record.paper_number or "",
            related_code=record.related_so_code or record.linked_document_code or "",
            notes=record.notes or "",
            lines=(*lines, WorkOrderLineForm()),
        )

    def record_key(self, record: WorkOrderResponse) -> str:
        return str(record.id)

    def record_title(self, record: WorkOrderResponse) -> str:
        return record.code or f"#{record.id}"

    def draft_title(self, form: WorkOrderForm) -> str:
        title = self.title.removesuffix(" *")
        return f"{title} · {form.party_label}" if form.party_label else title

    async def fetch(self, server_key: str) -> WorkOrderResponse:
        """Read back by code (what the outbox keeps) or id."""
        client = self.session.client.work_orders
        if server_key.isdigit():
            return await client.get(int(server_key))
        page = await client.list(code=server_key, only_my_orders=False, limit=1)
        if not page.items:
            raise api_errors.NotFound(f"Work order {server_key} was not found.", status=404)
        return await client.get(page.items[0].id)

    def known_fields(self) -> frozenset[str]:
        return frozenset(field.value for field in WorkOrderField)

    def field_of_path(self, path: str) -> str | None:
        if path in _HEADER_ALIASES:
            return _HEADER_ALIASES[path]
        return super().field_of_path(path)

    def show_server_error(self, exc: api_errors.ApiError, *, context: str = "") -> None:
        if (
            isinstance(exc, api_errors.BusinessRuleViolation)
            and exc.error_code == ErrorCode.AddingItemQuantityCauseNegativeBalance
            and exc.detail
        ):
            # The server names the items short of stock: keep its list under ours, and
            # each line it names shows its figures at its quantity.
            super().show_server_error(exc, context=context)
            self._set_field_errors(
                {
                    **self.field_errors,
                    **self._shortage_cells(exc.detail),
                    WorkOrderField.LINES: f"{business_message(exc)} {exc.detail}",
                }
            )
            self.linesReset.emit()
            return
        super().show_server_error(exc, context=context)

    def _shortage_cells(self, detail: str) -> dict[str, str]:
        """Quantity cells of the lines whose item the server's detail names with figures."""
        cells: dict[str, str] = {}
        for row, line in enumerate(self.form.lines):
            item = self.stock_items.get(line.item_id) if line.item_id is not None else None
            shortage = shortage_of(detail, str(item.payload.get("code") or "")) if item else None
            if shortage is not None:
                cells[line_key(row, LineColumn.QUANTITY)] = translate(
                    "SalesOrderEditor",
                    "Not enough stock: {on_hand} on hand, {requested} asked for.",
                ).format(
                    on_hand=format_decimal(shortage.on_hand),
                    requested=format_decimal(shortage.requested),
                )
        return cells

    def comparison_labels(self) -> dict[str, str]:
        return {}

    async def _load_choices(self) -> None:
        """Receipts: the suppliers (read off the purchase documents)."""
        if PartyKind.SUPPLIER in self.parties and self.base is None:
            try:
                await self.suppliers.load(self.session.client)
            except api_errors.ApiError as exc:
                self.errors.report(exc, translate("WorkOrderEditor", "Reading the suppliers"))
                self._set_form_error(
                    translate(
                        "WorkOrderEditor",
                        "The suppliers could not be read ({reason}). Choose another party by "
                        "its number, or try again later.",
                    ).format(reason=describe_error(exc).text)
                )
        self.choicesLoaded.emit()
        self.currenciesChanged.emit()

    # -- state ---------------------------------------------------------------------------
    @property
    def editable(self) -> bool:
        """A saved work order cannot change: the API has no update."""
        return self.base is None

    @property
    def read_only(self) -> bool:
        """Saved (see ``editable``): nothing here is sent to the server again."""
        return not self.editable

    def party_search(self, typed: str) -> list[Choice]:
        if self.form.party_kind == PartyKind.SUPPLIER:
            return self.suppliers.search(typed)
        return self.customers.search(typed)

    def party_get(self, party_id: int) -> Choice | None:
        if self.form.party_kind == PartyKind.SUPPLIER:
            found = self.suppliers.get(party_id)
        else:
            found = self.customers.get(party_id)
        if found is None and party_id == self.form.party_id and self.form.party_label:
            return Choice(party_id, self.form.party_label, {})
        return found

    def currency_choices(self) -> list[tuple[str, int | None]]:
        """The company's currency, the party's own, and the one the form holds."""
        choices: list[tuple[str, int | None]] = [
            (translate("WorkOrderEditor", "(company currency)"), None)
        ]
        seen: set[int] = set()

        def add(currency_id: int | None, code: str) -> None:
            if currency_id is not None and currency_id not in seen:
                seen.add(currency_id)
                choices.append((code or f"#{currency_id}", currency_id))

        form = self.form
        if form.party_id is not None:
            if form.party_kind == PartyKind.CUSTOMER:
                customer = self.customers.get(form.party_id)
                currency = (
                    (customer.payload.get("defaultForeignCurrency") or {}) if customer else {}
                )
                if isinstance(currency, dict) and currency.get("id"):
                    add(int(currency["id"]), str(currency.get("code") or ""))
            elif form.party_kind == PartyKind.SUPPLIER:
                for known in self.suppliers.currencies.get(form.party_id, []):
                    add(known.id, known.code)
        add(form.currency_id, form.currency_label)
        return choices

    # -- header --------------------------------------------------------------------------
    def update(self, field: WorkOrderField, value: object) -> None:
        attribute = {
            WorkOrderField.WAREHOUSE: "warehouse_id",
            WorkOrderField.DATE: "date",
            WorkOrderField.SALES_PERSON: "sales_person_id",
            WorkOrderField.RATE: "exchange_rate_text",
            WorkOrderField.PAPER_NUMBER: "paper_number",
            WorkOrderField.RELATED: "related_code",
            WorkOrderField.NOTES: "notes",
        }[field]
        self.set_value(attribute, value, field=field.value)
        if field == WorkOrderField.DATE:
            # Said at once, not only on saving: the server refuses it whatever the settings.
            problems: dict[str, str] = {}
            self._date_rule(self.form, problems)
            if WorkOrderField.DATE in problems:
                self._set_field_errors({**self.field_errors, **problems})

    def set_party_kind(self, kind: str) -> None:
        """Customer/supplier or another party: the other choice is dropped."""
        if kind == self.form.party_kind:
            return
        self.replace_form(
            dataclasses.replace(
                self.form, party_kind=kind, party_id=None, party_label="", other_party_text=""
            )
        )
        self._clear_error(WorkOrderField.PARTY)
        self.currenciesChanged.emit()

    def set_party(self, party_id: int | None) -> None:
        choice = self.party_get(party_id) if party_id is not None else None
        self.replace_form(
            dataclasses.replace(
                self.form, party_id=party_id, party_label=choice.label if choice else ""
            )
        )
        self._clear_error(WorkOrderField.PARTY)
        if party_id is not None and self.form.party_kind == PartyKind.CUSTOMER:
            self.default_sales_person(party_id)
        self.currenciesChanged.emit()

    def set_other_party(self, text: str) -> None:
        self.set_value("other_party_text", text, field=WorkOrderField.PARTY)

    def set_currency(self, currency_id: int | None) -> None:
        label = next((text for text, value in self.currency_choices() if value == currency_id), "")
        self.replace_form(
            dataclasses.replace(
                self.form,
                currency_id=currency_id,
                currency_label=label if currency_id is not None else "",
                exchange_rate_text=self.form.exchange_rate_text if currency_id else "",
            )
        )
        self._clear_error(WorkOrderField.CURRENCY)
        self._clear_error(WorkOrderField.RATE)

    def _clear_error(self, field: str) -> None:
        if field in self.field_errors:
            self._set_field_errors({k: v for k, v in self.field_errors.items() if k != field})

    # -- the grid ------------------------------------------------------------------------
    def blank_line(self) -> WorkOrderLineForm:
        return WorkOrderLineForm()

    def price_header(self) -> str:
        return translate("WorkOrderEditor", "Unit price")

    def grid_columns(self) -> list[GridColumn]:
        return [
            GridColumn(LineColumn.ITEM, translate("WorkOrderEditor", "Stock item"), CellKind.ITEM),
            GridColumn(
                LineColumn.QUANTITY, translate("WorkOrderEditor", "Quantity"), CellKind.NUMBER, 90
            ),
            GridColumn(LineColumn.PRICE, self.price_header(), CellKind.NUMBER, 110),
            GridColumn(
                LineColumn.BATCH, translate("WorkOrderEditor", "Batch number"), CellKind.TEXT, 130
            ),
            GridColumn(
                LineColumn.EXPIRY, translate("WorkOrderEditor", "Expiry date"), CellKind.DATE, 110
            ),
            GridColumn(
                LineColumn.SERIALS,
                translate("WorkOrderEditor", "Serial numbers"),
                CellKind.TEXT,
                180,
            ),
            GridColumn(
                LineColumn.COMMENTS, translate("WorkOrderEditor", "Comments"), CellKind.TEXT, 140
            ),
            GridColumn(
                LineColumn.VALUE, translate("WorkOrderEditor", "Value"), CellKind.TOTAL, 110
            ),
        ]

    def cell_display(self, row: int, column: int) -> str:
        line = self.form.lines[row]
        if column == LineColumn.VALUE:
            return "" if line.blank else format_money(line_value(line))
        if (
            column == LineColumn.BATCH
            and line.batch_from_expiry
            and self.expiry_used()
            and self.editable
        ):
            expiry = _day(line.expiry_text)
            if expiry is not None:
                return auto_batch(expiry)
            return translate("WorkOrderEditor", "(from the expiry date)")
        return super().cell_display(row, column)

    def cell_value(self, row: int, column: int) -> object:
        if column == LineColumn.BATCH:
            return self.form.lines[row].batch_number
        return self.cell_display(row, column)

    def cell_applies(self, row: int, column: int) -> bool:
        line = self.form.lines[row]
        if column == LineColumn.BATCH:
            return line.needs_batch and not (line.batch_from_expiry and self.expiry_used())
        if column == LineColumn.EXPIRY:
            return line.needs_expiry and self.expiry_used()
        if column == LineColumn.SERIALS:
            return line.has_serials
        return True

    def column_visible(self, column: int) -> bool:
        lines = self.form.lines
        if column == LineColumn.BATCH:
            return any(line.needs_batch for line in lines)
        if column == LineColumn.EXPIRY:
            return self.expiry_used() and any(line.needs_expiry for line in lines)
        if column == LineColumn.SERIALS:
            return any(line.has_serials for line in lines)
        return True

    def next_needed_column(self, row: int, column: int) -> int | None:
        """After the quantity: a missing unit cost (receipts), batch number, expiry date,
        then the serial numbers of a serial-tracked item."""
        line = self.form.lines[row]
        wanted = [
            (LineColumn.PRICE, self.price_required() and not line.price_text.strip()),
            (LineColumn.BATCH, self.batch_needed(line) and not line.batch_number.strip()),
            (
                LineColumn.EXPIRY,
                self.cell_applies(row, LineColumn.EXPIRY) and not line.expiry_text.strip(),
            ),
            (LineColumn.SERIALS, line.has_serials and not line.serials_text.strip()),
        ]
        for candidate, needed in wanted:
            if candidate > column and needed and self.cell_applies(row, candidate):
                return candidate
        return None

    def with_item(self, line: WorkOrderLineForm, key: int, choice: Choice) -> WorkOrderLineForm:
        """The item, its price on this document, and what it requires."""
        payload = choice.payload
        price = self.default_price(payload)
        return dataclasses.replace(
            line,
            item_id=key,
            item_label=choice.label,
            quantity_text=line.quantity_text or "1",
            price_text=_plain(Decimal(str(price))) if price not in (None, "") else "",
            needs_batch=bool(payload.get("requiresBatchNumber")),
            needs_expiry=bool(payload.get("requiresExpiryDate")),
            batch_from_expiry=bool(payload.get("autoBatchFromExpiry")),
            has_serials=bool(payload.get("hasSerialNumbers")),
        )

    def line_problems(self) -> dict[str, str]:
        return line_problems(self.form)

    def update_totals(self) -> bool:
        total, self.total = self.total, self._total()
        return total != self.total

    def _total(self) -> Decimal:
        return sum((line_value(line) for line in self.form.lines if not line.blank), Decimal(0))

    # -- the request ---------------------------------------------------------------------
    def build_request(self, form: WorkOrderForm) -> tuple[BaseModel | None, dict[str, str]]:
        errors = line_problems(form)
        details: list[WorkOrderItemUpsertRequest] = []
        rows: list[int] = []
        for row, line in filled(form.lines):
            problems = self._line_rules(line)
            for column, text in problems.items():
                errors.setdefault(line_key(row, column), text)
            if problems or any(key.startswith(f"{LINES_FIELD}[{row}].") for key in errors):
                continue
            expiry = _day(line.expiry_text) if self.expiry_used() else None
            try:
                details.append(
                    WorkOrderItemUpsertRequest(
                        stock_item_id=line.item_id,
                        quantity=_number(line.quantity_text),
                        price=_number(line.price_text),
                        batch_number=line.batch_number.strip() or None,
                        exp_date=datetime.combine(expiry, datetime.min.time()) if expiry else None,
                        serials=line.serials,
                        comments=line.comments.strip() or None,
                    )
                )
                rows.append(row)
            except ValidationError as exc:
                LINES.place_line_issues(row, issues_from(exc), errors)
        if not details and not any(LINES.in_grid(key) for key in errors):
            errors[WorkOrderField.LINES] = translate("WorkOrderEditor", "Add at least one line.")
        party_id = self._party_rule(form, errors)
        if form.warehouse_id is None:
            errors[WorkOrderField.WAREHOUSE] = self.warehouse_missing()
        when = self._date_rule(form, errors)
        rate = self._rate_rule(form, errors)
        if errors:
            return None, errors
        try:
            request = self.request_type()(
                date=when,
                paper_number=form.paper_number.strip() or None,
                notes=form.notes.strip() or None,
                warehouse_id=form.warehouse_id,
                other_party_id=party_id if form.party_kind == PartyKind.OTHER else None,
                currency_id=form.currency_id,
                exchange_rate=rate,
                work_order_details=details,
                **self.header_request(form, party_id),
            )
        except ValidationError as exc:
            self._place_issues(issues_from(exc), rows, errors)
            return None, errors
        self._place_issues(request.preflight(), rows, errors)
        return (None, errors) if errors else (request, {})

    def _place_issues(
        self, issues: list[FieldIssue], rows: list[int], errors: dict[str, str]
    ) -> None:
        for issue in issues:
            # A line rule: the grid row's cell, not the index among the lines sent.
            field = LINES.cell_of(issue.field, rows)
            if field is None:
                field = _HEADER_ALIASES.get(issue.field, issue.field)
            errors.setdefault(field, describe_issue(issue))

    def _line_rules(self, line: WorkOrderLineForm) -> dict[int, str]:
        """A filled line's own rules before it can be sent."""
        problems: dict[int, str] = {}
        if line.item_id is None:
            problems[LineColumn.ITEM] = translate("WorkOrderEditor", "Choose a stock item (F2).")
            return problems
        quantity = _number(line.quantity_text)
        if quantity is None or quantity <= 0:
            problems[LineColumn.QUANTITY] = translate(
                "WorkOrderEditor", "Enter a quantity above 0."
            )
        price = _number(line.price_text)
        if self.price_required() and (price is None or price <= 0):
            problems[LineColumn.PRICE] = translate(
                "WorkOrderEditor", "Received goods need a unit cost above 0."
            )
        if self.batch_needed(line) and not line.batch_number.strip():
            problems[LineColumn.BATCH] = translate(
                "WorkOrderEditor", "This item is kept in batches: enter the batch number."
            )
        if self.expiry_used() and line.needs_expiry and not line.expiry_text.strip():
            problems[LineColumn.EXPIRY] = translate(
                "WorkOrderEditor", "This item needs its expiry date."
            )
        if (
            self.expiry_used()
            and line.needs_batch
            and line.batch_from_expiry
            and not line.expiry_text.strip()
        ):
            problems[LineColumn.EXPIRY] = translate(
                "WorkOrderEditor",
                "This item's batch number is made from its expiry date: enter the expiry date.",
            )
        return problems

    def _party_rule(self, form: WorkOrderForm, errors: dict[str, str]) -> int:
        """Exactly one party: the chosen customer or supplier, or another party's number."""
        if form.party_kind == PartyKind.OTHER:
            number = form.other_party_text.strip()
            if not number.isdigit() or int(number) <= 0:
                errors[WorkOrderField.PARTY] = translate(
                    "WorkOrderEditor",
                    "Enter the other party's number (a whole number, as your company's "
                    "records give it), or choose {party} instead.",
                ).format(party=self.party_word())
                return 0
            return int(number)
        if form.party_id is None:
            errors[WorkOrderField.PARTY] = translate(
                "WorkOrderEditor",
                "A work order needs exactly one party: choose {party}, or another party by "
                "its number.",
            ).format(party=self.party_word())
            return 0
        return form.party_id

    def _date_rule(self, form: WorkOrderForm, errors: dict[str, str]) -> datetime | None:
        day = _day(form.date)
        if day is None:
            errors[WorkOrderField.DATE] = translate(
                "WorkOrderEditor", "Enter the date, e.g. {today}."
            ).format(today=clock.today().isoformat())
            return None
        today = clock.today()
        if day > today:
            errors[WorkOrderField.DATE] = translate(
                "WorkOrderEditor",
                "The date is after today: the server refuses work orders dated in the future. "
                "Use today's date ({today}) or an earlier one.",
            ).format(today=today.isoformat())
            return None
        # Today's document is dated now (as the server would date one sent without a date);
        # an earlier day at its start.
        if day == today:
            return clock.wall_now()
        return datetime.combine(day, datetime.min.time())

    def _rate_rule(self, form: WorkOrderForm, errors: dict[str, str]) -> Decimal | None:
        text = form.exchange_rate_text.strip()
        if form.currency_id is None:
            return None
        if not text:
            if self.rate_looked_up():
                return Decimal(0)  # 0 or less: the server uses the day's rate
            errors[WorkOrderField.RATE] = translate(
                "WorkOrderEditor",
                "Enter the exchange rate: without one the server records a rate of 1.",
            )
            return None
        rate = parse_decimal(text)
        if rate is None or rate <= 0:
            errors[WorkOrderField.RATE] = translate(
                "WorkOrderEditor", "Enter an exchange rate above 0."
            )
            return None
        exponent = rate.normalize().as_tuple().exponent
        if isinstance(exponent, int) and -exponent > WORK_ORDER_RATE_DECIMALS:
            errors[WorkOrderField.RATE] = translate(
                "WorkOrderEditor", "The exchange rate may have at most {limit} decimal places."
            ).format(limit=format_count(WORK_ORDER_RATE_DECIMALS))
            return None
        return rate

    def rate_looked_up(self) -> bool:
        """Whether a blank rate is looked up by the server (receipts) or stored as 1."""
        return False

    def party_word(self) -> str:
        raise NotImplementedError

    def warehouse_missing(self) -> str:
        raise NotImplementedError

    def state_parts(self) -> list[str]:
        """The saved document's facts, each a phrase of its own: code, where, who made it,
        the currency (the view shows them side by side, never glued into one sentence)."""
        record = self.base
        if record is None:
            return []
        warehouse = record.warehouse
        parts = [
            record.code or f"#{record.id}",
            (warehouse.name or warehouse.code or "") if warehouse else "",
            translate("WorkOrderEditor", "by {user}").format(user=record.created_by)
            if record.created_by
            else "",
            record.currency.code if record.currency is not None and record.currency.code else "",
        ]
        return [part for part in parts if part]


def _label(code: str | None, name: str | None, row_id: int) -> str:
    parts = [part for part in (code, name) if part]
    return " · ".join(parts) if parts else f"#{row_id}"


class IssueOfferingEditorViewModel(WorkOrderEditorViewModel):
    """Goods leaving a warehouse to a customer or another party, optionally shipping a
    sales order (its code in ``related_code``)."""

    draft_kind = ISSUE_OFFERING_KIND
    document_type = "IO"
    parties = (PartyKind.CUSTOMER, PartyKind.OTHER)

    def texts(self) -> EditorTexts:
        return EditorTexts(
            new_title=translate("WorkOrderEditor", "New issue offering"),
            saving=translate("WorkOrderEditor", "Saving issue offering"),
            deleting="",
            loading=translate("WorkOrderEditor", "Loading choices"),
            waiting_offline=translate(
                "WorkOrderEditor",
                "The server cannot be reached: the issue is kept in the outbox and will be "
                "sent once when it can. You can close this tab.",
            ),
            waiting_unknown=translate(
                "WorkOrderEditor",
                "The server's answer was lost: the outbox checks whether the issue was saved "
                "before sending anything again. See View › Drafts and outbox.",
            ),
            conflict="{fields}",
            not_saved=translate("WorkOrderEditor", "The server did not save the issue."),
        )

    def request_type(self) -> type[CreateIssueOfferingRequest]:
        return CreateIssueOfferingRequest

    def header_request(self, form: WorkOrderForm, party_id: int) -> dict[str, Any]:
        return {
            "customer_id": party_id if form.party_kind == PartyKind.CUSTOMER else None,
            "sales_person_id": form.sales_person_id,
            "related_so_code": form.related_code.strip() or None,
        }

    def default_price(self, payload: Mapping[str, Any]) -> object:
        return payload.get("price")

    def batch_needed(self, line: WorkOrderLineForm) -> bool:
        return False  # an issue may name a batch; without one the earliest expiring go first

    # -- shipping a sales order ----------------------------------------------------------
    def take_order_lines(self) -> bool:
        """Fill the issue from the sales order named in ``related_code``: its customer,
        warehouse, sales person and the goods left to issue at the price the order's lines
        are matched by (so every line ships its order line). False: no code typed."""
        code = self.form.related_code.strip()
        if not code:
            self._set_field_errors(
                {
                    **self.field_errors,
                    WorkOrderField.RELATED: translate(
                        "WorkOrderEditor", "Type the sales order's code first, e.g. SO-12."
                    ),
                }
            )
            return False
        self.run(
            self._take_order_lines(code),
            context=translate("WorkOrderEditor", "Reading the sales order"),
        )
        return True

    async def _take_order_lines(self, code: str) -> None:
        from app.operations.sales_orders import issue_request

        try:
            order = await self._find_order(code)
        except api_errors.ApiError as exc:
            self._related_problem(describe_error(exc).text)
            return
        problem = self._order_problem(code, order)
        if order is None or problem:
            self._related_problem(problem)
            return
        names = {
            d.stock_item.id: _label(d.stock_item.code, d.stock_item.description, d.stock_item.id)
            for d in order.sales_order_details
            if d.stock_item is not None
        }
        lines = []
        for detail in issue_request(order)["workOrderDetails"]:
            item_id = int(detail["stockItemId"])
            item = self.stock_items.get(item_id)
            payload = item.payload if item else {}
            lines.append(
                WorkOrderLineForm(
                    item_id=item_id,
                    item_label=item.label if item else names.get(item_id, f"#{item_id}"),
                    quantity_text=_plain(Decimal(str(detail["quantity"]))),
                    price_text=_plain(Decimal(str(detail.get("price") or 0))),
                    needs_batch=bool(payload.get("requiresBatchNumber")),
                    needs_expiry=bool(payload.get("requiresExpiryDate")),
                    batch_from_expiry=bool(payload.get("autoBatchFromExpiry")),
                    has_serials=bool(payload.get("hasSerialNumbers")),
                )
            )
        if not lines:
            self._related_problem(
                translate("WorkOrderEditor", "{code} has no goods left to issue.").format(
                    code=order.code
                )
            )
            return
        customer = order.customer
        self.replace_form(
            dataclasses.replace(
                self.form,
                party_kind=PartyKind.CUSTOMER,
                party_id=customer.id if customer else None,
                party_label=_label(customer.code, customer.name, customer.id) if customer else "",
                warehouse_id=order.warehouse.id if order.warehouse else self.form.warehouse_id,
                sales_person_id=order.sales_person.id if order.sales_person else None,
                related_code=order.code or code,
                lines=(*lines, WorkOrderLineForm()),
            )
        )
        self._set_field_errors({})
        self._set_form_error("")
        self.linesReset.emit()
        self.refresh_totals()
        self.currenciesChanged.emit()
        self.orderTaken.emit(
            translate(
                "WorkOrderEditor",
                "The goods left to issue on {code} are filled in (%Ln lines). Saving "
                "ships the order.",
                "",
                len(lines),
            ).format(code=order.code)
        )

    async def _find_order(self, code: str) -> SalesOrderResponse | None:
        client = self.session.client.sales_orders
        page = await client.list(
            document_code=code.strip(), only_my_orders=False, warehouse_only=False, limit=1
        )
        found = [o for o in page.items if o.document_type in (None, "SO")]
        return await client.get(found[0].id) if found else None

    def _order_problem(self, code: str, order: SalesOrderResponse | None) -> str:
        """Why ``order`` cannot be shipped by an issue (the server's words), or ""."""
        if order is None:
            return translate("WorkOrderEditor", "No sales order has the code “{code}”.").format(
                code=code
            )
        if order.order_status == SalesOrderStatus.Cancelled:
            return translate(
                "WorkOrderEditor", "{code} was cancelled: it cannot be issued."
            ).format(code=order.code)
        if order.is_issued or order.order_status == SalesOrderStatus.Shipped:
            return translate("WorkOrderEditor", "{code} is already issued.").format(code=order.code)
        return ""

    def _related_problem(self, text: str) -> None:
        self._set_field_errors({**self.field_errors, WorkOrderField.RELATED: text})

    async def _save(self, request: BaseModel, base: dict[str, Any] | None) -> None:
        """A sales order named by code is looked up first: the server answers an unknown
        one with an internal error (spec rule 1), which explains nothing."""
        code = getattr(request, "related_so_code", None) or ""
        if "SO" in code.upper():
            try:
                problem = self._order_problem(code, await self._find_order(code))
            except (api_errors.Offline, api_errors.TimedOut):
                problem = ""  # the outbox sends it later; the server will say
            except api_errors.ApiError as exc:
                problem = describe_error(exc).text
            if problem:
                self._related_problem(problem)
                self._set_form_error(self.texts().not_saved)
                return
        await super()._save(request, base)

    def party_word(self) -> str:
        return translate("WorkOrderEditor", "a customer")

    def warehouse_missing(self) -> str:
        return translate("WorkOrderEditor", "Choose the warehouse the goods leave.")


class ReceiveSuppliesEditorViewModel(WorkOrderEditorViewModel):
    """Goods entering a warehouse from a supplier or another party, at their unit cost."""

    draft_kind = RECEIVE_SUPPLIES_KIND
    document_type = "RS"
    parties = (PartyKind.SUPPLIER, PartyKind.OTHER)

    def texts(self) -> EditorTexts:
        return EditorTexts(
            new_title=translate("WorkOrderEditor", "New supplies receipt"),
            saving=translate("WorkOrderEditor", "Saving supplies receipt"),
            deleting="",
            loading=translate("WorkOrderEditor", "Loading suppliers"),
            waiting_offline=translate(
                "WorkOrderEditor",
                "The server cannot be reached: the receipt is kept in the outbox and will be "
                "sent once when it can. You can close this tab.",
            ),
            waiting_unknown=translate(
                "WorkOrderEditor",
                "The server's answer was lost: the outbox checks whether the receipt was saved "
                "before sending anything again. See View › Drafts and outbox.",
            ),
            conflict="{fields}",
            not_saved=translate("WorkOrderEditor", "The server did not save the receipt."),
        )

    def request_type(self) -> type[CreateReceiveSuppliesRequest]:
        return CreateReceiveSuppliesRequest

    def header_request(self, form: WorkOrderForm, party_id: int) -> dict[str, Any]:
        return {
            "supplier_id": party_id if form.party_kind == PartyKind.SUPPLIER else None,
            "linked_document_code": form.related_code.strip() or None,
        }

    def price_header(self) -> str:
        return translate("WorkOrderEditor", "Unit cost")

    def default_price(self, payload: Mapping[str, Any]) -> object:
        for key in ("purchasePrice", "lastCost", "averageCost"):
            value = payload.get(key)
            if value not in (None, "", 0, "0"):
                return value
        return None

    def price_required(self) -> bool:
        return True

    def expiry_used(self) -> bool:
        return True

    def batch_needed(self, line: WorkOrderLineForm) -> bool:
        return line.needs_batch and not line.batch_from_expiry

    def rate_looked_up(self) -> bool:
        return True

    def party_word(self) -> str:
        return translate("WorkOrderEditor", "a supplier")

    def warehouse_missing(self) -> str:
        return translate("WorkOrderEditor", "Choose the warehouse the goods arrive in.")
