"""The sales orders list: every filter of the endpoint, paging on the server, sales
returns (the list carries them too) marked as such."""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass
from datetime import date, datetime, time
from typing import Any

from PySide6.QtCore import (
    QAbstractTableModel,
    QCoreApplication,
    QModelIndex,
    QObject,
    QPersistentModelIndex,
    Qt,
    QTimer,
    Signal,
)

from app import clock
from app.api import errors as api_errors
from app.models.documents import SalesOrderPaymentStatus, SalesOrderStatus
from app.models.sales_orders import SalesOrderHeaderListResponse
from app.operations.changes import Changes, Kind
from app.store.tabular import SheetColumn
from app.viewmodels.changes import FollowsTheServer
from app.viewmodels.errors import ErrorPresenter, describe_error
from app.viewmodels.numbers import (
    MONEY_DECIMALS,
    format_count,
    format_date,
    format_money,
)
from app.viewmodels.record_list import offline_notice
from app.viewmodels.sales.sales_order_editor import status_text
from app.viewmodels.session import Session
from app.viewmodels.table_export import SHEET_COLUMN_ROLE, SHEET_VALUE_ROLE
from app.viewmodels.tasks import TaskOwner

translate = QCoreApplication.translate

FILTER_DELAY_MS = 300
PAGE_SIZE = 100
_ROOT = QModelIndex()
ORDER_ROLE = Qt.ItemDataRole.UserRole + 1
RETURN_ROLE = Qt.ItemDataRole.UserRole + 2
"""True for sales returns (the view shows them muted and says so)."""


def payment_text(status: str | None) -> str:
    texts: dict[str, str] = {
        SalesOrderPaymentStatus.Unpaid: translate("SalesOrders", "Unpaid"),
        SalesOrderPaymentStatus.PartiallyPaid: translate("SalesOrders", "Partly paid"),
        SalesOrderPaymentStatus.Paid: translate("SalesOrders", "Paid"),
    }
    return texts.get(status or "", status or "")


def is_return(order: SalesOrderHeaderListResponse) -> bool:
    return (order.document_type or "SO") != "SO"


@dataclass(frozen=True)
class OrderFilters:
    """The endpoint's filters as the clerk set them (blank = no filter)."""

    date_from: date | None = None
    date_to: date | None = None
    status: str | None = None
    payment_status: str | None = None
    customer_id: int | None = None
    warehouse_id: int | None = None
    sales_person_id: int | None = None
    tags: str = ""
    paper_number: str = ""
    document_code: str = ""
    only_mine: bool = False
    """Off by default: a clerk looks for the company's orders (the API's default is on)."""
    warehouse_only: bool = False
    """Off by default: sales-store orders are orders too (the API's default hides them)."""


class OrderColumn:
    CODE, TYPE, DATE, CUSTOMER, WAREHOUSE, SALES_PERSON, STATUS, PAYMENT, NET, PAPER, TAGS = range(
        11
    )


class SalesOrderTableModel(QAbstractTableModel):
    """One page of orders; sorting happens here, in Python, within the page."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._rows: list[SalesOrderHeaderListResponse] = []
        self._sort = (OrderColumn.CODE, Qt.SortOrder.DescendingOrder)

    def headers(self) -> list[str]:
        return [
            translate("SalesOrders", "Code"),
            translate("SalesOrders", "Type"),
            translate("SalesOrders", "Date"),
            translate("SalesOrders", "Customer"),
            translate("SalesOrders", "Warehouse or store"),
            translate("SalesOrders", "Sales person"),
            translate("SalesOrders", "Status"),
            translate("SalesOrders", "Payment"),
            translate("SalesOrders", "Net total"),
            translate("SalesOrders", "Paper number"),
            translate("SalesOrders", "Tags"),
        ]

    def set_rows(self, rows: list[SalesOrderHeaderListResponse]) -> None:
        self.beginResetModel()
        self._rows = self._sorted(rows)
        self.endResetModel()

    def order_at(self, row: int) -> SalesOrderHeaderListResponse | None:
        return self._rows[row] if 0 <= row < len(self._rows) else None

    def rowCount(self, parent: QModelIndex | QPersistentModelIndex = _ROOT) -> int:
        return 0 if parent.isValid() else len(self._rows)

    def columnCount(self, parent: QModelIndex | QPersistentModelIndex = _ROOT) -> int:
        return 0 if parent.isValid() else 11

    def headerData(
        self, section: int, orientation: Qt.Orientation, role: int = Qt.ItemDataRole.DisplayRole
    ) -> Any:
        if orientation == Qt.Orientation.Horizontal and role == Qt.ItemDataRole.DisplayRole:
            return self.headers()[section]
        if orientation == Qt.Orientation.Horizontal and role == SHEET_COLUMN_ROLE:
            return self._sheet_columns().get(section, SheetColumn(""))
        return None

    @staticmethod
    def _sheet_columns() -> dict[int, SheetColumn]:
        return {
            OrderColumn.DATE: SheetColumn("", "date"),
            OrderColumn.NET: SheetColumn("", "money", MONEY_DECIMALS),
        }

    def data(
        self, index: QModelIndex | QPersistentModelIndex, role: int = Qt.ItemDataRole.DisplayRole
    ) -> Any:
        order = self.order_at(index.row())
        if order is None:
            return None
        if role == Qt.ItemDataRole.DisplayRole:
            return self._display(order, index.column())
        if role == ORDER_ROLE:
            return order
        if role == SHEET_VALUE_ROLE:
            match index.column():
                case OrderColumn.DATE:
                    return order.document_date.date() if order.document_date else None
                case OrderColumn.NET:
                    return order.net_total
            return self._display(order, index.column()) or None
        if role == RETURN_ROLE:
            return is_return(order)
        if role == Qt.ItemDataRole.TextAlignmentRole and index.column() == OrderColumn.NET:
            return int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        if role == Qt.ItemDataRole.ToolTipRole and is_return(order):
            return translate("SalesOrders", "A sales return of this customer.")
        return None

    def _display(self, order: SalesOrderHeaderListResponse, column: int) -> str:
        match column:
            case OrderColumn.CODE:
                return order.code or f"#{order.id}"
            case OrderColumn.TYPE:
                return (
                    translate("SalesOrders", "Return")
                    if is_return(order)
                    else translate("SalesOrders", "Order")
                )
            case OrderColumn.DATE:
                return format_date(order.document_date) if order.document_date else ""
            case OrderColumn.CUSTOMER:
                customer = order.customer
                return (customer.name or customer.code or "") if customer else ""
            case OrderColumn.WAREHOUSE:
                if order.sales_store is not None:
                    store = order.sales_store
                    return translate("SalesOrders", "Store {name}").format(
                        name=store.description or store.code or store.id
                    )
                warehouse = order.warehouse
                return (warehouse.name or warehouse.code or "") if warehouse else ""
            case OrderColumn.SALES_PERSON:
                person = order.sales_person
                return (person.name or "") if person else ""
            case OrderColumn.STATUS:
                return status_text(order.order_status)
            case OrderColumn.PAYMENT:
                return payment_text(order.payment_status)
            case OrderColumn.NET:
                return format_money(order.net_total) if order.net_total is not None else ""
            case OrderColumn.PAPER:
                return order.paper_number or ""
            case OrderColumn.TAGS:
                return ", ".join(order.tags)
        return ""

    def sort(self, column: int, order: Qt.SortOrder = Qt.SortOrder.AscendingOrder) -> None:
        self._sort = (column, order)
        self.layoutAboutToBeChanged.emit()
        self._rows = self._sorted(self._rows)
        self.layoutChanged.emit()

    def _sorted(
        self, rows: list[SalesOrderHeaderListResponse]
    ) -> list[SalesOrderHeaderListResponse]:
        column, order = self._sort

        def key(row: SalesOrderHeaderListResponse) -> tuple[Any, ...]:
            if column in (OrderColumn.CODE,):
                return (row.id, row.id)
            if column == OrderColumn.NET:
                return (row.net_total or 0, row.id)
            if column == OrderColumn.DATE:
                return (row.document_date or datetime.min, row.id)
            return (self._display(row, column).casefold(), row.id)

        return sorted(rows, key=key, reverse=order == Qt.SortOrder.DescendingOrder)


class SalesOrderListViewModel(TaskOwner, FollowsTheServer):
    """Loads one page of orders with the server's filters; a late answer never
    overwrites a newer one (generation counter)."""

    loadingChanged = Signal(bool)
    errorChanged = Signal(str)
    summaryChanged = Signal(str)
    pageChanged = Signal()
    offlineChanged = Signal(str)
    """The rows shown are those the server gave last time (it cannot be reached): the text
    says since when; empty once the server answers again."""

    def __init__(
        self, session: Session, errors: ErrorPresenter, parent: QObject | None = None
    ) -> None:
        super().__init__(errors, parent)
        self.session = session
        self.model = SalesOrderTableModel(self)
        self.filters = OrderFilters()
        self.offset = 0
        self.total = 0
        self.loading = False
        self.error = ""
        self.offline = ""
        """Not empty while the rows shown are the last the server gave (``offlineChanged``)."""
        self._loaded_at: datetime | None = None
        """When the server last gave the page shown (None: it has not, this time)."""
        self._generation = 0
        self._debounce = QTimer(self)
        self._debounce.setSingleShot(True)
        self._debounce.setInterval(FILTER_DELAY_MS)
        self._debounce.timeout.connect(self.reload)
        session.changes.changed.connect(self._on_change)
        self.follow_the_server(session.changes)

    def set_filter(self, *, typed: bool = False, **changes: Any) -> None:
        """Change filters; typed text waits for a pause, choices ask at once. Any change
        goes back to the first page."""
        self.filters = dataclasses.replace(self.filters, **changes)
        self.offset = 0
        if typed:
            self._debounce.start()
        else:
            self.reload()

    @property
    def has_previous(self) -> bool:
        return self.offset > 0

    @property
    def has_next(self) -> bool:
        return self.offset + PAGE_SIZE < self.total

    def next_page(self) -> None:
        if self.has_next:
            self.offset += PAGE_SIZE
            self.reload()

    def previous_page(self) -> None:
        if self.has_previous:
            self.offset = max(0, self.offset - PAGE_SIZE)
            self.reload()

    def reload(self) -> None:
        self._debounce.stop()
        self._generation += 1
        self.run(self._load(self._generation), context=translate("SalesOrders", "Loading orders"))

    async def _load(self, generation: int) -> None:
        f = self.filters
        self._set_loading(True)
        try:
            page = await self.session.client.sales_orders.list(
                document_code=f.document_code.strip() or None,
                paper_number=f.paper_number.strip() or None,
                warehouse_id=f.warehouse_id,
                sales_person_id=f.sales_person_id,
                customer_id=f.customer_id,
                tags=[t.strip() for t in f.tags.split(",") if t.strip()] or None,
                order_date_from=datetime.combine(f.date_from, time.min) if f.date_from else None,
                # A date-only upper bound means the start of that day: send its last moment.
                order_date_to=datetime.combine(f.date_to, time(23, 59, 59)) if f.date_to else None,
                order_status=SalesOrderStatus(f.status) if f.status else None,
                payment_status=SalesOrderPaymentStatus(f.payment_status)
                if f.payment_status
                else None,
                only_my_orders=f.only_mine,
                warehouse_only=f.warehouse_only,
                offset=self.offset,
                limit=PAGE_SIZE,
            )
        except api_errors.ApiError as exc:
            if generation == self._generation:
                if not (isinstance(exc, api_errors.TransportError) and self._show_last_seen()):
                    self._set_error(describe_error(exc).text)
                self.errors.report(exc, translate("SalesOrders", "Loading orders"))
            return
        finally:
            if generation == self._generation:
                self._set_loading(False)
        if generation != self._generation:
            return
        # An empty page past the end says total 0: keep the count we knew.
        self.total = page.total_count if page.items or self.offset == 0 else self.total
        self._show_rows(list(page.items))
        self._set_offline("")
        self._loaded_at = clock.utc_now()
        snapshots = self.session.snapshots
        if snapshots is not None:
            snapshots.save(type(self).__name__, self._query(), page.items, self.total)

    def _query(self) -> dict[str, Any]:
        return {**dataclasses.asdict(self.filters), "offset": self.offset}

    def _show_last_seen(self) -> bool:
        """The server cannot be reached: the rows it gave last time for these filters and
        this page, saying when; False when there are none."""
        snapshots = self.session.snapshots
        found = snapshots.load(type(self).__name__, self._query()) if snapshots else None
        if found is None:
            return False
        self.total = found.total
        self._show_rows(found.rows)  # type: ignore[arg-type]
        self._set_offline(offline_notice(found.seen_at))
        return True

    def _show_rows(self, rows: list[SalesOrderHeaderListResponse]) -> None:
        self._set_error("")
        self.model.set_rows(rows)
        returns = sum(1 for order in rows if is_return(order))
        if not rows:
            summary = translate("SalesOrders", "No orders match.")
        else:
            summary = translate("SalesOrders", "{first}–{last} of {total} documents").format(
                first=format_count(self.offset + 1),
                last=format_count(self.offset + len(rows)),
                total=format_count(self.total),
            )
            if returns:
                summary += " " + translate("SalesOrders", "(%Ln returns)", "", returns)
        self.summaryChanged.emit(summary)
        self.pageChanged.emit()

    def _on_change(self, changes: Changes) -> None:
        if changes.touches(Kind.SALES_ORDERS):
            self.reload()

    @property
    def loaded_at(self) -> datetime | None:
        """When the page shown was the server's answer (None before the first)."""
        return self._loaded_at

    def show_offline(self, seen_at: datetime) -> None:
        """The server stopped answering: the page stays, said to be of ``seen_at``."""
        self._set_offline(offline_notice(seen_at))

    def _set_offline(self, text: str) -> None:
        if text != self.offline:
            self.offline = text
            self.offlineChanged.emit(text)

    def _set_loading(self, loading: bool) -> None:
        self.loading = loading
        self.loadingChanged.emit(loading)

    def _set_error(self, text: str) -> None:
        self.error = text
        self.errorChanged.emit(text)
