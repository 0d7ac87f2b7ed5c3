"""Tools > Adjust invoiced quantity: correct how much of a document's lines counts as
invoiced (organizations in the advanced invoicing mode only).

The clerk names the document (type and code), loads its lines, and types a signed change
per line (+2 invoices two more, -1 one less). The server applies all the lines or none.
The adjustment adds its deltas again on every call, so it is sent directly (not through
the outbox, which resends after a lost answer) and a lost answer is reported as such:
"check before trying again".

The client cannot read the organization's invoicing mode (the API has no settings
endpoint): an organization in the simple mode hears it from the server's refusal, said in
plain words.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from decimal import Decimal

from pydantic import ValidationError
from PySide6.QtCore import QCoreApplication, QObject, Signal

from app.api import errors as api_errors
from app.models.error_codes import ErrorCode
from app.models.i18n import QT_TRANSLATE_NOOP
from app.models.utilities import (
    ADJUSTABLE_SOURCE_TYPES,
    AdjustInvoicedQuantityRequest,
    DocumentType,
    InvoicedQuantityLine,
)
from app.viewmodels.errors import ErrorPresenter, business_message, describe_error
from app.viewmodels.numbers import format_decimal, parse_decimal
from app.viewmodels.session import Session
from app.viewmodels.tasks import TaskOwner

translate = QCoreApplication.translate


def type_name(document_type: DocumentType) -> str:
    names = {
        DocumentType.SO: translate("InvoicedQuantity", "Sales order (SO)"),
        DocumentType.SR: translate("InvoicedQuantity", "Sales return (SR)"),
        DocumentType.IO: translate("InvoicedQuantity", "Issue offering (IO)"),
        DocumentType.RR: translate("InvoicedQuantity", "Return receipt (RR)"),
        DocumentType.RS: translate("InvoicedQuantity", "Received supplies (RS)"),
        DocumentType.IR: translate("InvoicedQuantity", "Issue return (IR)"),
    }
    return names.get(document_type, document_type.value)


@dataclass(frozen=True)
class AdjustLine:
    """One line of the document and the change typed for it ("" leaves it alone)."""

    line_id: int
    item: str
    quantity: Decimal | None
    adjustment_text: str = ""


# The spec's refusals, said with what the clerk can do about them.
_EXPLAINED: dict[str, str] = {
    ErrorCode.InvoicingModeNotSupported: QT_TRANSLATE_NOOP(
        "InvoicedQuantity",
        "Your organization uses the simple invoicing mode, which does not track invoiced "
        "quantities: there is nothing to adjust. The mode is an organization setting.",
    ),
    ErrorCode.DocumentNotApproved: QT_TRANSLATE_NOOP(
        "InvoicedQuantity", "The document is not approved yet: approve it first."
    ),
    ErrorCode.RelatedDocumentExistsSO: QT_TRANSLATE_NOOP(
        "InvoicedQuantity",
        "This work order belongs to a sales order: adjust the sales order instead.",
    ),
    ErrorCode.RelatedDocumentExistsSR: QT_TRANSLATE_NOOP(
        "InvoicedQuantity",
        "This work order belongs to a sales return: adjust the sales return instead.",
    ),
    ErrorCode.RelatedDocumentExistsPO: QT_TRANSLATE_NOOP(
        "InvoicedQuantity",
        "This work order belongs to a purchase order: adjust the purchase order instead.",
    ),
    ErrorCode.RelatedDocumentExistsPR: QT_TRANSLATE_NOOP(
        "InvoicedQuantity",
        "This work order belongs to a purchase return: adjust the purchase return instead.",
    ),
}


class InvoicedQuantityViewModel(TaskOwner):
    """The dialog's state: the document, its lines and the changes typed."""

    linesChanged = Signal()
    messageChanged = Signal(str, str)
    """(text, kind: "error" | "info")."""
    busyChanged = Signal(bool)
    applied = Signal(int)
    """The number of lines the server updated."""

    types = ADJUSTABLE_SOURCE_TYPES

    def __init__(
        self, session: Session, errors: ErrorPresenter, parent: QObject | None = None
    ) -> None:
        super().__init__(errors, parent)
        self.session = session
        self.document_type: DocumentType = DocumentType.SO
        self.code = ""
        self.loaded_code = ""
        self.lines: list[AdjustLine] = []
        self.line_errors: dict[int, str] = {}

    def set_document(self, document_type: DocumentType | str, code: str) -> None:
        """The document named (a combo hands its enum back as plain text)."""
        document_type = DocumentType(document_type)
        if (document_type, code.strip()) != (self.document_type, self.code):
            self.document_type, self.code = document_type, code.strip()
            if self.lines:
                self.lines, self.line_errors = [], {}
                self.linesChanged.emit()

    def set_adjustment(self, row: int, text: str) -> None:
        if 0 <= row < len(self.lines):
            self.lines[row] = replace(self.lines[row], adjustment_text=text)
            self.line_errors.pop(row, None)

    # -- loading the lines -----------------------------------------------------------
    def load(self) -> None:
        if not self.code:
            self.messageChanged.emit(
                translate("InvoicedQuantity", "Enter the document code, e.g. SO-12."), "error"
            )
            return
        self.run(self._load(), context=translate("InvoicedQuantity", "Loading the document"))

    async def _load(self) -> None:
        self.busyChanged.emit(True)
        try:
            lines = await self._lines_of(self.document_type, self.code)
        except api_errors.ApiError as exc:
            self.messageChanged.emit(describe_error(exc).text, "error")
            self.errors.report(exc, translate("InvoicedQuantity", "Loading the document"))
            return
        finally:
            self.busyChanged.emit(False)
        if lines is None:
            self.messageChanged.emit(
                translate("InvoicedQuantity", "There is no {type} with the code {code}.").format(
                    type=type_name(self.document_type), code=self.code
                ),
                "error",
            )
            return
        self.lines, self.line_errors, self.loaded_code = lines, {}, self.code
        self.linesChanged.emit()
        self.messageChanged.emit(
            translate(
                "InvoicedQuantity",
                "Type the change per line: +2 counts two more as invoiced, -1 one less.",
            ),
            "info",
        )

    async def _lines_of(self, document_type: DocumentType, code: str) -> list[AdjustLine] | None:
        client = self.session.client
        if document_type is DocumentType.SO:
            page = await client.sales_orders.list(
                document_code=code, only_my_orders=False, warehouse_only=False
            )
            found = [o for o in page.items if o.code == code and o.document_type in (None, "SO")]
            if not found:
                return None
            order = await client.sales_orders.get(found[0].id)
            return [
                AdjustLine(d.id, _item(d.stock_item, d.description), d.quantity)
                for d in order.sales_order_details
                if d.id is not None
            ]
        if document_type is DocumentType.SR:
            try:
                sales_return = await client.sales_returns.get(code=code)
            except api_errors.NotFound:
                return None
            return [
                AdjustLine(d.id, _item(d.stock_item, None), d.quantity)
                for d in sales_return.details
                if d.id is not None
            ]
        orders = await client.work_orders.list(code=code, only_my_orders=False)
        work_orders = [w for w in orders.items if w.code == code and w.type == document_type]
        if not work_orders:
            return None
        return [
            AdjustLine(d.id, _item(d.stock_item, d.description), d.quantity)
            for d in work_orders[0].work_order_details
            if d.id is not None
        ]

    # -- applying --------------------------------------------------------------------
    def apply(self) -> bool:
        """Check the changes, then send them all; False when something must be fixed."""
        self.line_errors = {}
        changes: list[InvoicedQuantityLine] = []
        for row, line in enumerate(self.lines):
            text = line.adjustment_text.strip().replace("+", "", 1)
            if not text:
                continue
            value = parse_decimal(text)
            if value is None:
                self.line_errors[row] = translate(
                    "InvoicedQuantity", "Enter a number such as 2 or -1."
                )
            elif value == 0:
                self.line_errors[row] = translate(
                    "InvoicedQuantity", "Enter a change other than zero, or leave it empty."
                )
            elif line.quantity is not None and abs(value) > line.quantity:
                self.line_errors[row] = translate(
                    "InvoicedQuantity", "The change cannot exceed the line quantity ({quantity})."
                ).format(quantity=format_decimal(line.quantity))
            else:
                changes.append(
                    InvoicedQuantityLine(source_line_id=line.line_id, quantity_adjustment=value)
                )
        if self.line_errors:
            self.linesChanged.emit()
            self.messageChanged.emit(
                translate("InvoicedQuantity", "Correct the marked lines."), "error"
            )
            return False
        if not changes:
            self.messageChanged.emit(
                translate("InvoicedQuantity", "Type a change on at least one line."), "error"
            )
            return False
        try:
            request = AdjustInvoicedQuantityRequest(
                source_document_type=self.document_type,
                source_document_code=self.loaded_code,
                lines=changes,
            )
        except ValidationError as exc:
            self.messageChanged.emit(str(exc.errors()[0].get("msg", "")), "error")
            return False
        self.run(self._apply(request), context=translate("InvoicedQuantity", "Adjusting"))
        return True

    async def _apply(self, request: AdjustInvoicedQuantityRequest) -> None:
        self.busyChanged.emit(True)
        try:
            answer = await self.session.client.common.adjust_invoiced_quantity(request)
        except api_errors.ApiError as exc:
            self.messageChanged.emit(self.refusal(exc), "error")
            self.errors.report(exc, translate("InvoicedQuantity", "Adjusting"))
            return
        finally:
            self.busyChanged.emit(False)
        self.lines = [replace(line, adjustment_text="") for line in self.lines]
        self.linesChanged.emit()
        self.messageChanged.emit(
            translate(
                "InvoicedQuantity",
                "Done: %Ln lines of {code} adjusted.",
                "",
                answer.updated_lines,
            ).format(code=request.source_document_code),
            "info",
        )
        self.applied.emit(answer.updated_lines)

    @staticmethod
    def refusal(exc: api_errors.ApiError) -> str:
        if isinstance(exc, api_errors.BusinessRuleViolation):
            explained = _EXPLAINED.get(exc.error_code or "")
            if explained:
                return translate("InvoicedQuantity", explained)
            return business_message(exc)
        return describe_error(exc).text


def _item(reference: object, description: str | None) -> str:
    code = getattr(reference, "code", None)
    name = getattr(reference, "description", None) or getattr(reference, "name", None)
    return " · ".join(p for p in (code, name or description) if p) or (description or "")
