"""Inventory > Work orders: the list with the API's filters, and one work order read-only.

The endpoint lists every work-order type together (issue offerings, received supplies,
return receipts, opening balances, transfers...), newest first; it has no type filter, so
the type is filtered here on what it returned. Its ``onlyMyOrders`` defaults to true (only
what this API user created, which hides the documents of other users and the demo's);
the list asks for everyone's unless the clerk ticks "only mine". At most one party
filter (customer or supplier) is sent: the API refuses two.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from datetime import date, datetime, time, timedelta
from decimal import Decimal

from PySide6.QtCore import QCoreApplication, QObject

from app.models.documents import SupplierReference, WorkOrderStatus
from app.models.work_orders import WorkOrderResponse
from app.viewmodels.accounting.accounting_lines import without_marker
from app.viewmodels.document_sheet import (
    WORK_ORDER_TYPES,
    DocumentSheet,
    DocumentViewModel,
    amount_text,
    code_text,
    day_text,
    document_type_name,
    links_of,
    quantity_text,
    reference_text,
)
from app.viewmodels.errors import ErrorPresenter
from app.viewmodels.numbers import MONEY_DECIMALS, format_count
from app.viewmodels.record_list import Column, ListTexts, RecordListViewModel, yes_no
from app.viewmodels.session import Session

translate = QCoreApplication.translate

RESOURCE = "work_orders"
PAGE_SIZE = 1000
MAX_ROWS = 5000
"""Work orders loaded at most; the summary asks to narrow the dates beyond that."""


@dataclass(frozen=True)
class WorkOrderFilters:
    """The list's filters: the API's (code, paper number, dates, party, only mine) and the
    type, applied to what it returned."""

    code: str = ""
    paper_number: str = ""
    date_from: date | None = None
    date_to: date | None = None
    customer_id: int | None = None
    supplier_id: int | None = None
    only_mine: bool = False
    work_order_type: str = ""
    """"" for every type."""


def party_text(order: WorkOrderResponse) -> str:
    if order.customer is not None:
        return reference_text(order.customer)
    if order.supplier is not None:
        return reference_text(order.supplier)
    if order.other_party_id is not None:
        return translate("WorkOrders", "Other party #{id}").format(id=order.other_party_id)
    return ""


def value_of(order: WorkOrderResponse) -> Decimal:
    """Quantity x price over the lines (the document's value at its prices)."""
    return sum(
        (
            (line.quantity or Decimal(0)) * (line.price or Decimal(0))
            for line in order.work_order_details
        ),
        Decimal(0),
    )


def related_text(order: WorkOrderResponse) -> str:
    codes = [c for c in (order.related_so_code, order.linked_document_code) if c]
    return ", ".join(dict.fromkeys(codes))


class WorkOrderListViewModel(RecordListViewModel[WorkOrderResponse]):
    """Work orders with the server's filters; see the module docstring."""

    resource = RESOURCE

    def __init__(
        self, session: Session, errors: ErrorPresenter, parent: QObject | None = None
    ) -> None:
        self.order_filters = WorkOrderFilters()
        self.cut = False
        self.suppliers: dict[int, SupplierReference] = {}
        """Suppliers seen on the work orders listed (the API has no supplier list)."""
        super().__init__(session, errors, parent)

    def columns(self) -> list[Column[WorkOrderResponse]]:
        return [
            Column(
                translate("WorkOrders", "Date"),
                lambda w: day_text(w.date),
                lambda w: w.date or datetime.min,
            ),
            Column(translate("WorkOrders", "Code"), lambda w: w.code or ""),
            Column(translate("WorkOrders", "Type"), lambda w: document_type_name(w.type)),
            Column(translate("WorkOrders", "Warehouse"), lambda w: code_text(w.warehouse)),
            Column(translate("WorkOrders", "Party"), party_text),
            Column(translate("WorkOrders", "Related document"), related_text),
            Column(translate("WorkOrders", "Paper number"), lambda w: w.paper_number or ""),
            Column(
                translate("WorkOrders", "Value"),
                lambda w: amount_text(value_of(w)),
                value_of,
                numeric=True,
                kind="money",
                value=value_of,
                decimals=MONEY_DECIMALS,
            ),
        ]

    def texts(self) -> ListTexts:
        return ListTexts(
            loading=translate("WorkOrders", "Loading work orders"),
            deleting="",
            count=lambda n: translate("WorkOrders", "%Ln work orders", "", n),
            inactive_count=lambda n: translate("WorkOrders", "(%Ln archived)", "", n),
        )

    def record_name(self, record: WorkOrderResponse) -> str:
        return record.code or ""

    def is_inactive(self, record: WorkOrderResponse) -> bool:
        return bool(record.is_archived)

    def inactive_tip(self) -> str:
        return translate("WorkOrders", "Archived.")

    def type_choices(self) -> list[tuple[str, str]]:
        """(text, type) for the type filter; "" is every type."""
        return [(translate("WorkOrders", "All types"), "")] + [
            (document_type_name(kind), kind) for kind in WORK_ORDER_TYPES
        ]

    def set_order_filter(self, *, debounce: bool = False, **changes: object) -> None:
        """Change filters (``WorkOrderFilters`` fields). The type filters what is loaded;
        the others ask the server again (typing waits a moment)."""
        filters = replace(self.order_filters, **changes)  # type: ignore[arg-type]
        if filters == self.order_filters:
            return
        only_type = set(changes) == {"work_order_type"}
        self.order_filters = filters
        if only_type:
            self.refilter()
        elif debounce:
            self._debounce.start()
        else:
            self.reload()

    def keep(self, record: WorkOrderResponse) -> bool:
        wanted = self.order_filters.work_order_type
        return not wanted or record.type == wanted

    async def fetch(self) -> list[WorkOrderResponse]:
        f = self.order_filters
        upper = datetime.combine(f.date_to + timedelta(days=1), time()) if f.date_to else None
        rows: list[WorkOrderResponse] = []
        offset = 0
        self.cut = False
        while True:
            page = await self.session.client.work_orders.list(
                code=f.code.strip() or None,
                paper_number=f.paper_number.strip() or None,
                order_date_from=datetime.combine(f.date_from, time()) if f.date_from else None,
                # A date-only upper bound means the start of that day: ask for the next.
                order_date_to=upper,
                only_my_orders=f.only_mine,
                customer_id=f.customer_id,
                supplier_id=f.supplier_id if f.customer_id is None else None,
                offset=offset,
                limit=PAGE_SIZE,
            )
            rows += [w for w in page.items if upper is None or w.date is None or w.date < upper]
            offset += PAGE_SIZE
            if not page.items or offset >= page.total_count:
                break
            if offset >= MAX_ROWS:
                self.cut = True
                break
        for order in rows:
            if order.supplier is not None:
                self.suppliers.setdefault(order.supplier.id, order.supplier)
        return rows

    def _show(self) -> None:
        super()._show()
        if self.cut:
            self.summary += " " + translate(
                "WorkOrders", "(the latest {count}: narrow the dates to see older ones)"
            ).format(count=format_count(MAX_ROWS))
            self.summaryChanged.emit(self.summary)


class WorkOrderViewModel(DocumentViewModel[WorkOrderResponse]):
    """One work order, read-only. Given by code (a link), it is found through the list's
    code filter (everyone's); given as the list's copy, Refresh reads it by id."""

    def code_of(self, document: WorkOrderResponse) -> str:
        return document.code or str(document.id)

    async def fetch(self) -> WorkOrderResponse | None:
        if self.document is not None:
            return await self.session.client.work_orders.get(self.document.id)
        page = await self.session.client.work_orders.list(
            code=self.code, only_my_orders=False, limit=10
        )
        wanted = self.code.strip().casefold()
        for order in page.items:
            if (order.code or "").casefold() == wanted:
                return order
        return None

    def build_sheet(self, document: WorkOrderResponse) -> DocumentSheet:
        return work_order_sheet(document)


def status_text(status: str | None) -> str:
    """A work order's status in the clerk's words (one the app does not know, as sent)."""
    texts: dict[str, str] = {
        WorkOrderStatus.Draft: translate("WorkOrders", "Draft"),
        WorkOrderStatus.Approved: translate("WorkOrders", "Approved"),
        WorkOrderStatus.Completed: translate("WorkOrders", "Completed"),
    }
    return texts.get(status or "", status or "")


def work_order_sheet(order: WorkOrderResponse) -> DocumentSheet:
    fields = (
        (translate("WorkOrders", "Date"), day_text(order.date)),
        (translate("WorkOrders", "Warehouse"), reference_text(order.warehouse)),
        (translate("WorkOrders", "Party"), party_text(order)),
        (translate("WorkOrders", "Sales person"), reference_text(order.sales_person)),
        (translate("WorkOrders", "Paper number"), order.paper_number or ""),
        (translate("WorkOrders", "Currency"), reference_text(order.currency)),
        (translate("WorkOrders", "Exchange rate"), quantity_text(order.exchange_rate)),
        (translate("WorkOrders", "Status"), status_text(order.status)),
        (translate("WorkOrders", "Made automatically"), yes_no(order.is_auto_work_order)),
        (translate("WorkOrders", "Created by"), order.created_by or ""),
        (translate("WorkOrders", "External id"), order.external_id or ""),
    )
    rows = tuple(
        (
            reference_text(line.stock_item),
            quantity_text(line.quantity),
            line.unit_of_measure.name or "" if line.unit_of_measure else "",
            amount_text(line.price),
            amount_text((line.quantity or Decimal(0)) * (line.price or Decimal(0))),
            reference_text(line.warehouse),
            " / ".join(p for p in (line.batch_number, day_text(line.exp_date)) if p),
            ", ".join(line.serials),
            quantity_text(line.returned_quantity) if line.returned_quantity else "",
        )
        for line in order.work_order_details
    )
    return DocumentSheet(
        code=order.code or str(order.id),
        kind_name=document_type_name(order.type),
        fields=tuple((label, value) for label, value in fields if value),
        links=links_of([order.related_so_code, order.linked_document_code]),
        columns=(
            translate("WorkOrders", "Item"),
            translate("WorkOrders", "Quantity"),
            translate("WorkOrders", "Unit"),
            translate("WorkOrders", "Price"),
            translate("WorkOrders", "Value"),
            translate("WorkOrders", "Line warehouse"),
            translate("WorkOrders", "Batch / expiry"),
            translate("WorkOrders", "Serial numbers"),
            translate("WorkOrders", "Returned"),
        ),
        numeric_columns=frozenset({1, 3, 4, 8}),
        rows=rows,
        totals=((translate("WorkOrders", "Value"), amount_text(value_of(order))),),
        notes=without_marker(order.notes),
        muted=translate("WorkOrders", "This work order is archived.") if order.is_archived else "",
    )
