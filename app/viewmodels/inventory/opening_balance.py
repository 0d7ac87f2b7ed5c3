"""Inventory > Work orders > New opening balance: the stock a warehouse starts with.

The clerk picks the warehouse and the date and types the lines: item (picked from the
cache as typed), quantity, and cost per unit (left blank, the server values the line at
the item's purchase price). Saving goes through the outbox (kind "opening_balance",
create only): the request carries an external id, so a lost answer is resolved by finding
the document again and the opening balance is never recorded twice. The work order the
server makes (type OB, code OB-…) is shown once saved, read-only: the API only creates
opening balances.

The grid's cell errors are kept under the line grid's keys
(``accounting_lines.cell_path``), which the shared grid model reads; server paths
(``workOrderDetails[2].batchNumber``) are mapped onto them.
"""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass, field
from decimal import Decimal
from typing import Any

from pydantic import ValidationError
from PySide6.QtCore import QCoreApplication, QObject

from app.models.error_codes import ErrorCode
from app.models.validation import issues_from
from app.models.work_orders import (
    CreateOpeningBalanceRequest,
    WorkOrderItemUpsertRequest,
    WorkOrderResponse,
)
from app.store.drafts import Draft
from app.viewmodels.accounting.accounting_lines import (
    LINES_FIELD,
    ColumnKind,
    LineColumn,
    cell_path,
    day_of,
    document_moment,
    money_text,
    rebuild_lines,
    replace_line,
    without_marker,
)
from app.viewmodels.choices import CachedChoices
from app.viewmodels.errors import ErrorPresenter
from app.viewmodels.inventory.work_orders import RESOURCE
from app.viewmodels.numbers import format_count, format_decimal, parse_decimal
from app.viewmodels.record_editor import EditorTexts, RecordEditorViewModel
from app.viewmodels.session import Session
from app.viewmodels.validation_text import describe_issue

translate = QCoreApplication.translate

DRAFT_KIND = "opening_balance"
STOCK_ITEM = "stock_item"
"""The grid column kind whose cells pick a stock item."""
WIRE_LINES = "workOrderDetails"


class BalanceField:
    WAREHOUSE = "warehouseId"
    DATE = "date"
    PAPER_NUMBER = "paperNumber"
    NOTES = "notes"


HEADER_FIELDS = frozenset(
    {BalanceField.WAREHOUSE, BalanceField.DATE, BalanceField.PAPER_NUMBER, BalanceField.NOTES}
)
LINE_WIRES = {
    "stockItemId": "stockItemId",
    "quantity": "quantity",
    "price": "price",
    # Batch, expiry and serial refusals concern the item on that line.
    "batchNumber": "stockItemId",
    "expDate": "stockItemId",
    "serials": "stockItemId",
    "unitOfMeasureId": "stockItemId",
}

ERROR_CODE_FIELDS: dict[str, str] = {
    ErrorCode.DateMustBeLessThanSystemDate: BalanceField.DATE,
}


@dataclass(frozen=True)
class BalanceLine:
    stock_item_id: int | None = None
    quantity_text: str = ""
    cost_text: str = ""

    @property
    def blank(self) -> bool:
        return (
            self.stock_item_id is None
            and not self.quantity_text.strip()
            and not self.cost_text.strip()
        )


def _blank_lines() -> tuple[BalanceLine, ...]:
    return (BalanceLine(),)


@dataclass(frozen=True)
class BalanceForm:
    warehouse_id: int | None = None
    document_date: str = field(default_factory=lambda: day_of(None))
    paper_number: str = ""
    notes: str = ""
    lines: tuple[BalanceLine, ...] = field(default_factory=_blank_lines)


def filled_rows(form: BalanceForm) -> list[int]:
    return [row for row, line in enumerate(form.lines) if not line.blank]


class OpeningBalanceEditorViewModel(RecordEditorViewModel[BalanceForm, WorkOrderResponse]):
    """A new opening balance; see the module docstring."""

    draft_kind = DRAFT_KIND
    resource = RESOURCE
    record_type = WorkOrderResponse
    form_type = BalanceForm
    error_code_fields = ERROR_CODE_FIELDS

    def __init__(
        self,
        session: Session,
        errors: ErrorPresenter,
        record: WorkOrderResponse | None = None,
        parent: QObject | None = None,
        *,
        draft: Draft | None = None,
    ) -> None:
        self.items = CachedChoices(session, "stock_items")
        self.warehouses = CachedChoices(session, "warehouses")
        super().__init__(session, errors, record, parent, draft=draft)

    # -- the record ----------------------------------------------------------------------
    def texts(self) -> EditorTexts:
        return EditorTexts(
            new_title=translate("OpeningBalance", "New opening balance"),
            saving=translate("OpeningBalance", "Saving opening balance"),
            deleting="",
            loading=translate("OpeningBalance", "Loading"),
            waiting_offline=translate(
                "OpeningBalance",
                "The server cannot be reached: the opening balance is kept in the outbox and "
                "will be sent when it can. You can close this tab.",
            ),
            waiting_unknown=translate(
                "OpeningBalance",
                "The server's answer was lost: the outbox checks whether the opening balance "
                "was saved before sending anything again. See View › Drafts and outbox.",
            ),
            conflict=translate("OpeningBalance", "It changed on the server ({fields})."),
            not_saved=translate("OpeningBalance", "The server did not save the opening balance."),
            correct_fields=translate(
                "OpeningBalance", "Correct the marked fields and lines, then save."
            ),
        )

    def empty_form(self) -> BalanceForm:
        return BalanceForm()

    def form_of(self, record: WorkOrderResponse) -> BalanceForm:
        return BalanceForm(
            warehouse_id=record.warehouse.id if record.warehouse else None,
            document_date=day_of(record.date),
            paper_number=record.paper_number or "",
            notes=without_marker(record.notes),
            lines=tuple(
                BalanceLine(
                    stock_item_id=line.stock_item.id if line.stock_item else None,
                    quantity_text=format_decimal(line.quantity) if line.quantity else "",
                    cost_text=format_decimal(line.price) if line.price is not None else "",
                )
                for line in record.work_order_details
            )
            or _blank_lines(),
        )

    def form_from_draft(self, payload: dict[str, Any]) -> BalanceForm:
        header = super().form_from_draft({k: v for k, v in payload.items() if k != "lines"})
        lines = rebuild_lines(BalanceLine, payload.get("lines"))
        return dataclasses.replace(header, lines=lines or _blank_lines())

    def record_key(self, record: WorkOrderResponse) -> str:
        return record.code or str(record.id)

    def record_title(self, record: WorkOrderResponse) -> str:
        return self.record_key(record)

    async def fetch(self, server_key: str) -> WorkOrderResponse:
        page = await self.session.client.work_orders.list(
            code=server_key, only_my_orders=False, limit=10
        )
        for order in page.items:
            if order.code == server_key:
                return order
        # The confirmed key is an id when the server gave no code.
        return await self.session.client.work_orders.get(int(server_key))

    def build_request(
        self, form: BalanceForm
    ) -> tuple[CreateOpeningBalanceRequest | None, dict[str, str]]:
        if self.read_only:
            return None, {}
        errors: dict[str, str] = {}
        if form.warehouse_id is None:
            errors[BalanceField.WAREHOUSE] = translate(
                "OpeningBalance", "Choose the warehouse whose stock this is."
            )
        moment = document_moment(form.document_date, None)
        if moment is None:
            errors[BalanceField.DATE] = translate("OpeningBalance", "Enter the date as YYYY-MM-DD.")
        rows = filled_rows(form)
        seen: dict[int, int] = {}
        details: list[dict[str, Any]] = []
        for row in rows:
            line = form.lines[row]
            if line.stock_item_id is None:
                errors[cell_path(row, "stockItemId")] = translate(
                    "OpeningBalance", "Choose the item of this line."
                )
            elif line.stock_item_id in seen:
                errors[cell_path(row, "stockItemId")] = translate(
                    "OpeningBalance", "This item is already on line {line}."
                ).format(line=format_count(seen[line.stock_item_id] + 1))
            else:
                seen[line.stock_item_id] = row
            quantity = parse_decimal(line.quantity_text)
            if quantity is None or quantity <= 0:
                errors[cell_path(row, "quantity")] = translate(
                    "OpeningBalance", "Enter a quantity above zero."
                )
            cost = parse_decimal(line.cost_text) if line.cost_text.strip() else None
            if line.cost_text.strip() and (cost is None or cost < 0):
                errors[cell_path(row, "price")] = translate(
                    "OpeningBalance", "Enter a cost of zero or more (blank: the purchase price)."
                )
            details.append(
                {
                    "stock_item_id": line.stock_item_id or 1,
                    "quantity": quantity if quantity and quantity > 0 else Decimal(1),
                    "price": cost,
                }
            )
        if not rows:
            errors[LINES_FIELD] = translate(
                "OpeningBalance", "Enter at least one line: item and quantity."
            )
        if errors:
            return None, errors
        try:
            request = CreateOpeningBalanceRequest(
                date=moment,
                warehouse_id=form.warehouse_id,
                paper_number=form.paper_number.strip() or None,
                notes=form.notes.strip() or None,
                work_order_details=[WorkOrderItemUpsertRequest(**d) for d in details],
            )
        except ValidationError as exc:
            for issue in issues_from(exc):
                errors.setdefault(
                    self.field_of_path(issue.field) or LINES_FIELD, describe_issue(issue)
                )
            return None, errors
        return request, {}

    # -- server errors at their fields --------------------------------------------------
    def known_fields(self) -> frozenset[str]:
        return HEADER_FIELDS | {LINES_FIELD}

    def field_of_path(self, path: str) -> str | None:
        """``workOrderDetails[i].x`` (i among the lines sent) -> the grid cell."""
        if path in HEADER_FIELDS:
            return path
        prefix = WIRE_LINES + "["
        if not path.startswith(prefix):
            return LINES_FIELD if path == WIRE_LINES else None
        index_text, _, rest = path[len(prefix) :].partition("]")
        rows = filled_rows(self.form)
        try:
            row = rows[int(index_text)]
        except (ValueError, IndexError):
            return LINES_FIELD
        wire = LINE_WIRES.get(rest.lstrip("."))
        return cell_path(row, wire) if wire else LINES_FIELD

    # -- state -----------------------------------------------------------------------------
    @property
    def read_only(self) -> bool:
        """Saved: the API creates opening balances, it does not change them."""
        return self.base is not None

    def read_only_reason(self) -> str:
        if self.base is None:
            return ""
        return translate(
            "OpeningBalance",
            "Saved as {code}. The API does not change opening balances: record a correction "
            "as a new document.",
        ).format(code=self.record_key(self.base))

    def total(self) -> Decimal:
        total = Decimal(0)
        for line in self.form.lines:
            quantity = parse_decimal(line.quantity_text) or Decimal(0)
            cost = parse_decimal(line.cost_text) or Decimal(0)
            total += quantity * cost
        return total

    def total_text(self) -> str:
        return money_text(self.total())

    def priced_by_server(self) -> int:
        """Lines whose cost is left to the server (the item's purchase price)."""
        return sum(
            1 for row in filled_rows(self.form) if not self.form.lines[row].cost_text.strip()
        )

    # -- the grid ------------------------------------------------------------------------
    def line_columns(self) -> tuple[LineColumn, ...]:
        return (
            LineColumn(
                "stock_item_id", "stockItemId", translate("OpeningBalance", "Item"), STOCK_ITEM
            ),
            LineColumn(
                "quantity_text",
                "quantity",
                translate("OpeningBalance", "Quantity"),
                ColumnKind.AMOUNT,
            ),
            LineColumn(
                "cost_text",
                "price",
                translate("OpeningBalance", "Cost per unit"),
                ColumnKind.AMOUNT,
            ),
        )

    def line_count(self) -> int:
        return len(self.form.lines)

    def line_value(self, row: int, attribute: str) -> object:
        return getattr(self.form.lines[row], attribute) if row < len(self.form.lines) else None

    def line_text(self, row: int, attribute: str) -> str:
        if row >= len(self.form.lines):
            return ""
        line = self.form.lines[row]
        if attribute == "stock_item_id":
            if line.stock_item_id is None:
                return ""
            choice = self.items.get(line.stock_item_id)
            return choice.label if choice is not None else f"#{line.stock_item_id}"
        return str(getattr(line, attribute))

    def set_line_value(self, row: int, attribute: str, value: object) -> None:
        if row >= len(self.form.lines) or getattr(self.form.lines[row], attribute) == value:
            return
        wires = {c.attribute: c.wire for c in self.line_columns()}
        cleared = {cell_path(row, wires[attribute]), LINES_FIELD}
        self._set_field_errors({k: v for k, v in self.field_errors.items() if k not in cleared})
        lines = replace_line(self.form.lines, row, **{attribute: value})
        self.replace_form(dataclasses.replace(self.form, lines=lines))

    def add_line(self) -> int:
        self.replace_form(dataclasses.replace(self.form, lines=(*self.form.lines, BalanceLine())))
        return len(self.form.lines) - 1

    def remove_line(self, row: int) -> None:
        if not 0 <= row < len(self.form.lines):
            return
        lines = self.form.lines[:row] + self.form.lines[row + 1 :]
        self._set_field_errors(
            {k: v for k, v in self.field_errors.items() if not k.startswith(LINES_FIELD)}
        )
        self.replace_form(dataclasses.replace(self.form, lines=lines or _blank_lines()))

    def update(self, attribute: str, value: object) -> None:
        wire = {
            "warehouse_id": BalanceField.WAREHOUSE,
            "document_date": BalanceField.DATE,
            "paper_number": BalanceField.PAPER_NUMBER,
            "notes": BalanceField.NOTES,
        }[attribute]
        self.set_value(attribute, value, field=wire)
