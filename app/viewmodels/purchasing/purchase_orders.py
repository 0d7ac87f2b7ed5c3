"""Purchasing > Purchase orders and Purchase returns: lists and one document, read-only (the
API only reads purchase documents).

Three ways the API finds purchase documents, and when the list uses each:

- a **code** typed: the list's exact code lookup (one document at most, archived too);
- **dates** typed (both): "find" (orders) or "find returns", by supplier and by the time
  the documents were *created* in the service, not their document date (the spec says
  so; the screen says it too);
- otherwise the plain list: every purchase document, of every type, by id; this screen
  keeps its own types (orders and supplies requests, or returns) and filters the supplier
  here (the plain list has no supplier filter).

The API has no list of suppliers: the supplier filter offers those seen on the documents
listed.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from datetime import date, datetime, time, timedelta

from PySide6.QtCore import QCoreApplication, QObject, Signal

from app.models.documents import SupplierReference
from app.models.purchase_orders import FindPurchaseOrdersRequest, PurchaseOrderResponse
from app.money import money
from app.viewmodels.document_sheet import (
    DocumentSheet,
    DocumentViewModel,
    amount_text,
    code_text,
    day_text,
    document_type_name,
    quantity_text,
    reference_text,
)
from app.viewmodels.errors import ErrorPresenter
from app.viewmodels.numbers import MONEY_DECIMALS, format_count
from app.viewmodels.record_list import Column, ListTexts, RecordListViewModel, yes_no
from app.viewmodels.sales.sales_order_editor import status_text
from app.viewmodels.session import Session

translate = QCoreApplication.translate

RESOURCE = "purchase_orders"
ORDER_TYPES = ("PO", "PQ")
"""What the orders screen lists from the plain list: orders and supplies requests (the
spec's "other purchase document types"); returns have their own screen."""
RETURN_TYPES = ("PR",)
PAGE_SIZE = 1000
MAX_ROWS = 5000


@dataclass(frozen=True)
class PurchaseFilters:
    code: str = ""
    supplier_id: int | None = None
    created_from: date | None = None
    created_to: date | None = None


class PurchaseListViewModel(RecordListViewModel[PurchaseOrderResponse]):
    """Purchase orders (``returns`` False) or purchase returns; see the module docstring."""

    resource = RESOURCE
    suppliersChanged = Signal()
    filterErrorChanged = Signal(str)

    def __init__(
        self,
        session: Session,
        errors: ErrorPresenter,
        parent: QObject | None = None,
        *,
        returns: bool = False,
    ) -> None:
        self.returns = returns
        self.purchase_filters = PurchaseFilters()
        self.suppliers: dict[int, SupplierReference] = {}
        self.cut = False
        self.mode = "list"
        """How the last load asked: "code", "find" or "list"."""
        super().__init__(session, errors, parent)

    def columns(self) -> list[Column[PurchaseOrderResponse]]:
        return [
            Column(
                translate("Purchases", "Date"),
                lambda p: day_text(p.document_date),
                lambda p: p.document_date or datetime.min,
            ),
            Column(
                translate("Purchases", "Code"),
                lambda p: p.document_code or "",
                lambda p: (len(p.document_code or ""), p.document_code or ""),
            ),
            Column(translate("Purchases", "Type"), lambda p: document_type_name(p.document_type)),
            Column(translate("Purchases", "Supplier"), lambda p: reference_text(p.supplier)),
            Column(translate("Purchases", "Warehouse"), lambda p: code_text(p.warehouse)),
            Column(translate("Purchases", "Status"), lambda p: status_text(p.order_status)),
            Column(
                translate("Purchases", "Net total"),
                lambda p: amount_text(p.net_total),
                lambda p: money(p.net_total),
                numeric=True,
                # Exported as a number; not summed under the list: purchases come in
                # several currencies, and their sum would add pounds to dollars.
                kind="price",
                value=lambda p: p.net_total,
                decimals=MONEY_DECIMALS,
            ),
            Column(
                translate("Purchases", "Currency"),
                lambda p: p.currency.code or "" if p.currency else "",
            ),
            Column(translate("Purchases", "Paper number"), lambda p: p.paper_number or ""),
        ]

    def texts(self) -> ListTexts:
        return ListTexts(
            loading=translate("Purchases", "Loading purchase documents"),
            deleting="",
            count=(
                (lambda n: translate("Purchases", "%Ln purchase returns", "", n))
                if self.returns
                else (lambda n: translate("Purchases", "%Ln purchase documents", "", n))
            ),
        )

    def record_name(self, record: PurchaseOrderResponse) -> str:
        return record.document_code or ""

    @property
    def types(self) -> tuple[str, ...]:
        return RETURN_TYPES if self.returns else ORDER_TYPES

    def set_purchase_filter(self, *, debounce: bool = False, **changes: object) -> None:
        """Change filters (``PurchaseFilters`` fields). One date alone cannot be asked for
        (find needs both): the list says so and waits."""
        filters = replace(self.purchase_filters, **changes)  # type: ignore[arg-type]
        if filters == self.purchase_filters:
            return
        self.purchase_filters = filters
        problem = self.filter_problem()
        self.filterErrorChanged.emit(problem)
        if problem:
            return
        if set(changes) == {"supplier_id"} and self.mode == "list" and self._plain(filters):
            self.refilter()  # the plain list is filtered by supplier here, not asked again
        elif debounce:
            self._debounce.start()
        else:
            self.reload()

    def filter_problem(self) -> str:
        f = self.purchase_filters
        if (f.created_from is None) != (f.created_to is None) and not f.code.strip():
            return translate(
                "Purchases",
                "Type both dates to find by creation date, or leave both blank for the whole list.",
            )
        if f.created_from and f.created_to and f.created_from > f.created_to:
            return translate("Purchases", "The first date is after the last one.")
        return ""

    @staticmethod
    def _plain(filters: PurchaseFilters) -> bool:
        return (
            not filters.code.strip()
            and filters.created_from is None
            and (filters.created_to is None)
        )

    def keep(self, record: PurchaseOrderResponse) -> bool:
        if self.mode != "list":
            return True
        supplier = self.purchase_filters.supplier_id
        if supplier is not None and (record.supplier is None or record.supplier.id != supplier):
            return False
        return record.document_type in self.types

    async def fetch(self) -> list[PurchaseOrderResponse]:
        f = self.purchase_filters
        client = self.session.client.purchase_orders
        self.cut = False
        rows: list[PurchaseOrderResponse] = []
        if f.code.strip():
            self.mode = "code"
            rows = list((await client.list(code=f.code.strip())).items)
        elif f.created_from is not None and f.created_to is not None:
            self.mode = "find"
            request = FindPurchaseOrdersRequest(
                supplier_id=f.supplier_id,
                date_from=datetime.combine(f.created_from, time()),
                # A date-only end means the start of that day: the next day's start.
                date_to=datetime.combine(f.created_to + timedelta(days=1), time()),
            )
            async for document in client.iterate_found(request, returns=self.returns):
                rows.append(document)
                if len(rows) >= MAX_ROWS:
                    self.cut = True
                    break
        else:
            self.mode = "list"
            async for document in client.iterate(page_size=PAGE_SIZE):
                rows.append(document)
                if len(rows) >= MAX_ROWS:
                    self.cut = True
                    break
        self._learn_suppliers(rows)
        return rows

    def _learn_suppliers(self, rows: list[PurchaseOrderResponse]) -> None:
        before = len(self.suppliers)
        for document in rows:
            if document.supplier is not None:
                self.suppliers.setdefault(document.supplier.id, document.supplier)
        if len(self.suppliers) != before:
            self.suppliersChanged.emit()

    def supplier_choices(self) -> list[tuple[str, int]]:
        return sorted(
            ((reference_text(s), s.id) for s in self.suppliers.values()),
            key=lambda pair: pair[0].casefold(),
        )

    def _show(self) -> None:
        super()._show()
        note = {
            "code": translate("Purchases", "(by code, archived ones included)"),
            "find": translate("Purchases", "(created between the dates)"),
            "list": "",
        }[self.mode]
        if self.cut:
            note = translate("Purchases", "(the first {count}: narrow the search)").format(
                count=format_count(MAX_ROWS)
            )
        if note:
            self.summary += " " + note
            self.summaryChanged.emit(self.summary)


class PurchaseDocumentViewModel(DocumentViewModel[PurchaseOrderResponse]):
    """One purchase document, read-only (by code through the list's lookup, or by id)."""

    def code_of(self, document: PurchaseOrderResponse) -> str:
        return document.document_code or str(document.id or "")

    async def fetch(self) -> PurchaseOrderResponse | None:
        client = self.session.client.purchase_orders
        if self.document is not None and self.document.id is not None:
            return await client.get(self.document.id)
        page = await client.list(code=self.code)
        return page.items[0] if page.items else None

    def build_sheet(self, document: PurchaseOrderResponse) -> DocumentSheet:
        return purchase_sheet(document)


def purchase_sheet(document: PurchaseOrderResponse) -> DocumentSheet:
    fields = (
        (translate("Purchases", "Date"), day_text(document.document_date)),
        (translate("Purchases", "Supplier"), reference_text(document.supplier)),
        (translate("Purchases", "Warehouse"), reference_text(document.warehouse)),
        (translate("Purchases", "Status"), status_text(document.order_status)),
        (translate("Purchases", "Paper number"), document.paper_number or ""),
        (translate("Purchases", "Currency"), reference_text(document.currency)),
        (translate("Purchases", "Exchange rate"), quantity_text(document.exchange_rate)),
        (translate("Purchases", "Shipping date"), day_text(document.shipping_date)),
        (translate("Purchases", "Taxable"), yes_no(document.taxable)),
        (translate("Purchases", "Treasury account"), reference_text(document.n_p_account)),
    )
    rows = tuple(
        (
            reference_text(line.stock_item)
            or translate("Purchases", "Service #{id}").format(id=line.service_item_id or ""),
            quantity_text(line.quantity),
            line.unit_of_measure.name or "" if line.unit_of_measure else "",
            amount_text(line.price),
            amount_text(line.item_discount) if line.item_discount else "",
            line.tax.name or "" if line.tax is not None else "",
            quantity_text(line.issued_quantity) if line.issued_quantity else "",
            quantity_text(line.returned_quantity) if line.returned_quantity else "",
            line.batch_number or "",
        )
        for line in document.purchase_order_details
    )
    installments = [
        translate("Purchases", "{amount} due {day}").format(
            amount=amount_text(i.amount), day=day_text(i.due_date) or "—"
        )
        for i in document.purchase_order_installments
    ]
    totals = (
        (translate("Purchases", "Gross"), amount_text(document.gross_total)),
        (translate("Purchases", "Discount"), amount_text(document.total_items_discounts)),
        (translate("Purchases", "Tax"), amount_text(document.tax)),
        (translate("Purchases", "Net total"), amount_text(document.net_total)),
    )
    return DocumentSheet(
        code=document.document_code or str(document.id or ""),
        kind_name=document_type_name(document.document_type),
        fields=(
            *((label, value) for label, value in fields if value),
            *(
                ((translate("Purchases", "Installments"), "; ".join(installments)),)
                if installments
                else ()
            ),
        ),
        columns=(
            translate("Purchases", "Item"),
            translate("Purchases", "Quantity"),
            translate("Purchases", "Unit"),
            translate("Purchases", "Price"),
            translate("Purchases", "Discount"),
            translate("Purchases", "Tax"),
            translate("Purchases", "Received"),
            translate("Purchases", "Returned"),
            translate("Purchases", "Batch"),
        ),
        numeric_columns=frozenset({1, 3, 4, 6, 7}),
        rows=rows,
        totals=totals,
    )
