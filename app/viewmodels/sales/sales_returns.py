"""Sales > Sales returns: the list, and one return read-only.

The spec gives returns no list of their own: the sales-orders list shows them among the
orders (its rule 3, "check documentType"). So this list asks that endpoint with its
filters (every creator, stores included) and keeps the SR documents. Without a code, a
customer or dates it would walk every sales document of the organization: it stops after
``MAX_SCANNED`` and says so, asking the clerk to narrow the search.

One return is read through GET /sales-returns by its code (the list's copy lacks the
refund account and the related work order).
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from datetime import date, datetime, time, timedelta
from decimal import Decimal

from PySide6.QtCore import QCoreApplication, QObject

from app.models.sales_orders import SalesOrderHeaderListResponse
from app.models.sales_returns import SalesReturnResponse
from app.money import Line, line_amounts, money
from app.viewmodels.accounting.accounting_lines import without_marker
from app.viewmodels.document_sheet import (
    DocumentSheet,
    DocumentViewModel,
    amount_text,
    day_text,
    document_type_name,
    links_of,
    quantity_text,
    reference_text,
)
from app.viewmodels.errors import ErrorPresenter
from app.viewmodels.numbers import MONEY_DECIMALS
from app.viewmodels.record_list import Column, ListTexts, RecordListViewModel, yes_no
from app.viewmodels.session import Session

translate = QCoreApplication.translate

RESOURCE = "sales_returns"
RETURN_TYPE = "SR"
PAGE_SIZE = 500
MAX_SCANNED = 2000
"""Sales documents read at most for one list (orders and returns come mixed; each comes
with all its lines, so 2,000 take about three seconds on the sandbox: see
tests/benchmarks/bench_sales_returns.py)."""


@dataclass(frozen=True)
class ReturnFilters:
    """Filters the sales-orders endpoint takes (blank text means no filter)."""

    code: str = ""
    paper_number: str = ""
    customer_id: int | None = None
    date_from: date | None = None
    date_to: date | None = None


def return_line_net(
    quantity: Decimal | None, price: Decimal | None, unit_discount: Decimal | None
) -> Decimal:
    """A return line's value (the money core's): quantity x price less its per-unit
    discount on each unit."""
    count = quantity or Decimal(0)
    line = Line(
        quantity=count, price=price or Decimal(0), discount=(unit_discount or Decimal(0)) * count
    )
    return line_amounts(line).net


class SalesReturnListViewModel(RecordListViewModel[SalesOrderHeaderListResponse]):
    """Returns among the sales documents; see the module docstring."""

    resource = RESOURCE

    def __init__(
        self, session: Session, errors: ErrorPresenter, parent: QObject | None = None
    ) -> None:
        self.return_filters = ReturnFilters()
        self.scanned = 0
        self.cut = False
        """The last load stopped at ``MAX_SCANNED`` documents."""
        super().__init__(session, errors, parent)

    def columns(self) -> list[Column[SalesOrderHeaderListResponse]]:
        return [
            Column(
                translate("SalesReturns", "Date"),
                lambda r: day_text(r.document_date),
                lambda r: r.document_date or datetime.min,
            ),
            Column(
                translate("SalesReturns", "Code"),
                lambda r: r.code or "",
                lambda r: (len(r.code or ""), r.code or ""),
            ),
            Column(translate("SalesReturns", "Customer"), lambda r: reference_text(r.customer)),
            Column(
                translate("SalesReturns", "Sales order"),
                lambda r: ", ".join(r.related_sales_order_codes),
            ),
            Column(
                translate("SalesReturns", "Net total"),
                lambda r: amount_text(r.net_total),
                lambda r: money(r.net_total),
                numeric=True,
                kind="money",
                value=lambda r: r.net_total,
                decimals=MONEY_DECIMALS,
            ),
            Column(
                translate("SalesReturns", "Cash"),
                lambda r: amount_text(r.cash_amount),
                lambda r: money(r.cash_amount),
                numeric=True,
                kind="money",
                value=lambda r: r.cash_amount,
                decimals=MONEY_DECIMALS,
            ),
            Column(
                translate("SalesReturns", "On account"),
                lambda r: amount_text(r.on_account_amount),
                lambda r: money(r.on_account_amount),
                numeric=True,
                kind="money",
                value=lambda r: r.on_account_amount,
                decimals=MONEY_DECIMALS,
            ),
            Column(translate("SalesReturns", "Received"), lambda r: yes_no(r.is_issued)),
            Column(translate("SalesReturns", "Notes"), lambda r: without_marker(r.notes)),
        ]

    def texts(self) -> ListTexts:
        return ListTexts(
            loading=translate("SalesReturns", "Loading sales returns"),
            deleting="",
            count=lambda n: translate("SalesReturns", "%Ln sales returns", "", n),
            inactive_count=lambda n: translate(
                "SalesReturns", "(%Ln not received into stock yet)", "", n
            ),
        )

    def record_name(self, record: SalesOrderHeaderListResponse) -> str:
        return record.code or ""

    def is_inactive(self, record: SalesOrderHeaderListResponse) -> bool:
        return record.is_issued is False

    def inactive_tip(self) -> str:
        return translate(
            "SalesReturns", "Not received into stock yet: the goods are not back on the shelf."
        )

    def set_return_filter(self, **changes: object) -> None:
        """Change filters (``ReturnFilters`` fields); text waits for typing to pause."""
        filters = replace(self.return_filters, **changes)  # type: ignore[arg-type]
        if filters == self.return_filters:
            return
        self.return_filters = filters
        self._debounce.start()

    async def fetch(self) -> list[SalesOrderHeaderListResponse]:
        f = self.return_filters
        upper = (
            datetime.combine(f.date_to + timedelta(days=1), time())
            if f.date_to is not None
            else None  # a date-only bound means the start of that day: ask for the next
        )
        returns: list[SalesOrderHeaderListResponse] = []
        offset = 0
        self.scanned = 0
        self.cut = False
        while True:
            page = await self.session.client.sales_orders.list(
                document_code=f.code.strip() or None,
                paper_number=f.paper_number.strip() or None,
                customer_id=f.customer_id,
                order_date_from=datetime.combine(f.date_from, time()) if f.date_from else None,
                order_date_to=upper,
                only_my_orders=False,
                warehouse_only=False,
                offset=offset,
                limit=PAGE_SIZE,
            )
            returns += [
                d
                for d in page.items
                if d.document_type == RETURN_TYPE
                and (upper is None or d.document_date is None or d.document_date < upper)
            ]
            self.scanned += len(page.items)
            offset += PAGE_SIZE
            if not page.items or offset >= page.total_count:
                break
            if offset >= MAX_SCANNED:
                self.cut = True
                break
        return returns

    def _show(self) -> None:
        super()._show()
        if self.cut:
            self.summary += " " + translate(
                "SalesReturns",
                "(among the latest %Ln sales documents: choose a customer or dates to "
                "see older returns)",
                "",
                self.scanned,
            )
            self.summaryChanged.emit(self.summary)


# -- one return ---------------------------------------------------------------------------
class SalesReturnViewModel(DocumentViewModel[SalesReturnResponse]):
    """One return, read-only (the API neither changes nor deletes returns)."""

    def __init__(
        self,
        session: Session,
        errors: ErrorPresenter,
        document: SalesReturnResponse | SalesOrderHeaderListResponse | str,
        parent: QObject | None = None,
    ) -> None:
        # The list's copy is a sales-order shape: read the return itself by its code.
        code_or_return: SalesReturnResponse | str = (
            (document.code or str(document.id))
            if isinstance(document, SalesOrderHeaderListResponse)
            else document
        )
        super().__init__(session, errors, code_or_return, parent)

    def code_of(self, document: SalesReturnResponse) -> str:
        return document.code or str(document.id)

    async def fetch(self) -> SalesReturnResponse:
        return await self.session.client.sales_returns.get(code=self.code)

    def build_sheet(self, document: SalesReturnResponse) -> DocumentSheet:
        return return_sheet(document)


def received_text(document: SalesReturnResponse) -> str:
    if document.is_issued:
        return translate("SalesReturns", "Yes, by {code}").format(
            code=document.related_work_order_code or "—"
        )
    if document.is_approved is False:
        return translate("SalesReturns", "No: waiting for approval")
    return translate("SalesReturns", "Not yet")


def return_sheet(document: SalesReturnResponse) -> DocumentSheet:
    """A sales return as the read-only view shows it."""
    fields = (
        (translate("SalesReturns", "Date"), day_text(document.document_date)),
        (translate("SalesReturns", "Customer"), reference_text(document.customer)),
        (translate("SalesReturns", "Sales person"), reference_text(document.sales_person)),
        (
            translate("SalesReturns", "Received into"),
            reference_text(document.warehouse) or reference_text(document.sales_store),
        ),
        (translate("SalesReturns", "Currency"), reference_text(document.currency)),
        (translate("SalesReturns", "Exchange rate"), quantity_text(document.exchange_rate)),
        (
            translate("SalesReturns", "Approved"),
            yes_no(document.is_approved),
        ),
        (translate("SalesReturns", "Received into stock"), received_text(document)),
        (translate("SalesReturns", "Refund account"), reference_text(document.cash_account)),
    )
    links = links_of([*document.related_sales_order_codes, document.related_work_order_code])
    rows = tuple(
        (
            reference_text(line.stock_item)
            or translate("SalesReturns", "Service #{id}").format(id=line.service_item_id or ""),
            quantity_text(line.quantity),
            amount_text(line.price),
            amount_text(line.unit_discount),
            line.tax.name or "" if line.tax is not None else "",
            amount_text(return_line_net(line.quantity, line.price, line.unit_discount)),
        )
        for line in document.details
    )
    totals = (
        (translate("SalesReturns", "Gross"), amount_text(document.gross_total)),
        (translate("SalesReturns", "Discounts"), amount_text(document.return_discount)),
        (translate("SalesReturns", "Tax"), amount_text(document.tax)),
        (translate("SalesReturns", "Net total"), amount_text(document.net_total)),
        (translate("SalesReturns", "Refunded in cash"), amount_text(document.cash_amount)),
        (
            translate("SalesReturns", "Notes receivable"),
            amount_text(document.notes_receivable_amount),
        ),
        (translate("SalesReturns", "On account"), amount_text(document.on_account_amount)),
    )
    return DocumentSheet(
        code=document.code or str(document.id),
        kind_name=document_type_name(document.document_type or RETURN_TYPE),
        fields=tuple((label, value) for label, value in fields if value),
        links=links,
        columns=(
            translate("SalesReturns", "Item"),
            translate("SalesReturns", "Quantity"),
            translate("SalesReturns", "Price"),
            translate("SalesReturns", "Discount"),
            translate("SalesReturns", "Tax"),
            translate("SalesReturns", "Before tax"),
        ),
        numeric_columns=frozenset({1, 2, 3, 5}),
        rows=rows,
        totals=totals,
        notes=without_marker(document.notes),
    )
