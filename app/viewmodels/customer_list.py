"""The customers list: the API's search and filters, a local status filter, sorting, and
balances read on demand for the selected customers.

Two ways to find customers, as the API has them:

- **search** looks in the fields the organization set (name and mobile by default), lists
  active customers only, and returns at most 50 per searched field, silently; the list
  says when a search may have been cut short and how to narrow it;
- **filters** (code, name, phone, mobile, e-mail: contains; external id: exact) combine
  and list every match; any of the first five lists active customers only (the API's rule).

Balances are 0 in list answers: the Balance column is filled for the customers the clerk
selects, one request each (``GET /customers/{id}/balance``).
"""

from __future__ import annotations

import asyncio
from dataclasses import dataclass, replace
from decimal import Decimal
from enum import StrEnum
from typing import Any

from PySide6.QtCore import (
    QAbstractTableModel,
    QCoreApplication,
    QLocale,
    QModelIndex,
    QObject,
    QPersistentModelIndex,
    Qt,
    QTimer,
    Signal,
)

from app.api import errors as api_errors
from app.api.paging import MAX_PAGE_SIZE
from app.models.customers import CustomerResponse
from app.viewmodels.customer_editor import customer_type_text, in_use_message
from app.viewmodels.errors import ErrorPresenter, business_message, describe_error
from app.viewmodels.numbers import format_count, format_decimal
from app.viewmodels.session import Session
from app.viewmodels.tasks import TaskOwner

translate = QCoreApplication.translate

FILTER_DELAY_MS = 300
"""Typing in a filter waits this long after the last key before asking the server."""
SEARCH_CAP_PER_FIELD = 50
"""The API returns at most this many customers per searched field (spec, Customers rule 1)."""
LIST_CAP = 5000
"""Rows the unfiltered list loads at most; beyond, the clerk narrows with search or filters."""
BALANCE_REQUESTS_AT_ONCE = 4

_ROOT = QModelIndex()

CUSTOMER_ROLE = Qt.ItemDataRole.UserRole + 1
INACTIVE_ROLE = Qt.ItemDataRole.UserRole + 2


class ActiveFilter(StrEnum):
    ALL = "all"
    ACTIVE = "active"
    INACTIVE = "inactive"


class Column:
    CODE, NAME, TYPE, MOBILE, PHONE, EMAIL, SALES_PERSON, CREDIT_LIMIT, BALANCE, ACTIVE = range(10)


@dataclass(frozen=True)
class Filters:
    """The server-side filters as typed (blank means absent: the API ignores them)."""

    search: str = ""
    code: str = ""
    name: str = ""
    phone: str = ""
    mobile: str = ""
    email: str = ""
    external_id: str = ""

    @property
    def any_field_filter(self) -> bool:
        return any((self.code, self.name, self.phone, self.mobile, self.email, self.external_id))


class Balance:
    """Markers of a balance cell that holds no number yet."""

    LOADING = "loading"
    FAILED = "failed"


class CustomerTableModel(QAbstractTableModel):
    """Rows of customers; sorting happens here, in Python."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._rows: list[CustomerResponse] = []
        self.balances: dict[int, Decimal | str] = {}
        self._sort = (Column.NAME, Qt.SortOrder.AscendingOrder)

    def headers(self) -> list[str]:
        return [
            translate("Customers", "Code"),
            translate("Customers", "Name"),
            translate("Customers", "Type"),
            translate("Customers", "Mobile"),
            translate("Customers", "Phone"),
            translate("Customers", "E-mail"),
            translate("Customers", "Sales person"),
            translate("Customers", "Credit limit"),
            translate("Customers", "Balance"),
            translate("Customers", "Active"),
        ]

    def set_rows(self, rows: list[CustomerResponse]) -> None:
        self.beginResetModel()
        self._rows = self._sorted(rows)
        self.endResetModel()

    def customer_at(self, row: int) -> CustomerResponse | None:
        return self._rows[row] if 0 <= row < len(self._rows) else None

    def row_of(self, customer_id: int) -> int:
        return next((i for i, c in enumerate(self._rows) if c.id == customer_id), -1)

    def set_balance(self, customer_id: int, value: Decimal | str) -> None:
        self.balances[customer_id] = value
        row = self.row_of(customer_id)
        if row >= 0:
            index = self.index(row, Column.BALANCE)
            self.dataChanged.emit(index, index)

    def rowCount(self, parent: QModelIndex | QPersistentModelIndex = _ROOT) -> int:
        return 0 if parent.isValid() else len(self._rows)

    def columnCount(self, parent: QModelIndex | QPersistentModelIndex = _ROOT) -> int:
        return 0 if parent.isValid() else 10

    def headerData(
        self, section: int, orientation: Qt.Orientation, role: int = Qt.ItemDataRole.DisplayRole
    ) -> Any:
        if orientation == Qt.Orientation.Horizontal and role == Qt.ItemDataRole.DisplayRole:
            return self.headers()[section]
        if (
            orientation == Qt.Orientation.Horizontal
            and role == Qt.ItemDataRole.ToolTipRole
            and section == Column.BALANCE
        ):
            return translate("Customers", "Select customers and press Show balance (Ctrl+B).")
        return None

    def data(
        self, index: QModelIndex | QPersistentModelIndex, role: int = Qt.ItemDataRole.DisplayRole
    ) -> Any:
        customer = self.customer_at(index.row())
        if customer is None:
            return None
        column = index.column()
        if role == Qt.ItemDataRole.DisplayRole:
            return self.display(customer, column)
        if role == CUSTOMER_ROLE:
            return customer
        if role == Qt.ItemDataRole.TextAlignmentRole and column in (
            Column.CREDIT_LIMIT,
            Column.BALANCE,
        ):
            return int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        if role == INACTIVE_ROLE:
            return not customer.active
        if role == Qt.ItemDataRole.ToolTipRole and not customer.active:
            return translate("Customers", "Inactive: not offered on new documents.")
        return None

    def display(self, customer: CustomerResponse, column: int) -> str:
        match column:
            case Column.CODE:
                return customer.code or ""
            case Column.NAME:
                return customer.name or ""
            case Column.TYPE:
                return customer_type_text(customer.customer_type)
            case Column.MOBILE:
                return customer.mobile or ""
            case Column.PHONE:
                return customer.phone or ""
            case Column.EMAIL:
                return customer.email or ""
            case Column.SALES_PERSON:
                person = customer.sales_person
                return (person.name or person.code or f"#{person.id}") if person else ""
            case Column.CREDIT_LIMIT:
                limit = customer.credit_limit
                return format_decimal(limit, max_decimals=2) if limit is not None else ""
            case Column.BALANCE:
                balance = self.balances.get(customer.id)
                if balance is None:
                    return ""
                if balance == Balance.LOADING:
                    return "…"
                if balance == Balance.FAILED:
                    return translate("Customers", "not read")
                assert isinstance(balance, Decimal)
                return format_decimal(balance, max_decimals=2)
            case Column.ACTIVE:
                return (
                    translate("Customers", "Yes")
                    if customer.active
                    else translate("Customers", "No")
                )
        return ""

    def sort(self, column: int, order: Qt.SortOrder = Qt.SortOrder.AscendingOrder) -> None:
        self._sort = (column, order)
        self.layoutAboutToBeChanged.emit()
        self._rows = self._sorted(self._rows)
        self.layoutChanged.emit()

    def _sorted(self, rows: list[CustomerResponse]) -> list[CustomerResponse]:
        column, order = self._sort

        def key(customer: CustomerResponse) -> tuple[Any, ...]:
            if column == Column.CREDIT_LIMIT:
                limit = customer.credit_limit
                return (limit is None, limit or 0, customer.id)
            if column == Column.BALANCE:
                balance = self.balances.get(customer.id)
                known = isinstance(balance, Decimal)
                return (not known, balance if known else 0, customer.id)
            return (self.display(customer, column).casefold(), customer.id)

        return sorted(rows, key=key, reverse=order == Qt.SortOrder.DescendingOrder)


class CustomerListViewModel(TaskOwner):
    """Loads customers through the API with its search or filters; filters "active"
    locally; reads balances of chosen customers on demand."""

    loadingChanged = Signal(bool)
    errorChanged = Signal(str)
    """Why the list could not load (empty when it could)."""
    actionFailed = Signal(str)
    summaryChanged = Signal(str)
    noticeChanged = Signal(str)
    """A word about what the list may be missing (search capped, list cut); empty: none."""

    def __init__(
        self, session: Session, errors: ErrorPresenter, parent: QObject | None = None
    ) -> None:
        super().__init__(errors, parent)
        self.session = session
        self.model = CustomerTableModel(self)
        self.loading = False
        self.error = ""
        self.notice = ""
        self.filters = Filters()
        self._all: list[CustomerResponse] = []
        self._active = ActiveFilter.ALL
        self._generation = 0
        self._debounce = QTimer(self)
        self._debounce.setSingleShot(True)
        self._debounce.setInterval(FILTER_DELAY_MS)
        self._debounce.timeout.connect(self.reload)
        session.changes.changed.connect(self._on_change)

    # -- filters -------------------------------------------------------------------------
    def set_filter(self, name: str, text: str) -> None:
        """One of ``Filters``' fields changed (typed): ask again a moment later."""
        value = text.strip()
        if getattr(self.filters, name) == value:
            return
        self.filters = replace(self.filters, **{name: value})
        self._debounce.start()

    def set_active_filter(self, active: str) -> None:
        self._active = ActiveFilter(active)
        self._show()

    # -- loading -------------------------------------------------------------------------
    def reload(self) -> None:
        self._debounce.stop()
        self._generation += 1
        self.run(
            self._load(self._generation, self.filters),
            context=translate("Customers", "Loading customers"),
        )

    async def _load(self, generation: int, filters: Filters) -> None:
        self._set_loading(True)
        try:
            rows, total = await self._fetch(filters)
        except api_errors.ApiError as exc:
            if generation == self._generation:
                self._set_error(describe_error(exc).text)
                self.errors.report(exc, translate("Customers", "Loading customers"))
            return
        finally:
            if generation == self._generation:
                self._set_loading(False)
        if generation != self._generation:
            return  # a newer filter asked again meanwhile: its answer is the one to show
        self._all = rows
        self._set_error("")
        self._set_notice(self._notice_for(filters, len(rows), total))
        self._show()

    async def _fetch(self, filters: Filters) -> tuple[list[CustomerResponse], int]:
        """The rows and the server's total, page by page up to ``LIST_CAP``."""
        customers = self.session.client.customers
        rows: list[CustomerResponse] = []
        total = 0
        while len(rows) < LIST_CAP:
            if filters.search:
                page = await customers.list(
                    search=filters.search, offset=len(rows), limit=MAX_PAGE_SIZE
                )
            else:
                page = await customers.list(
                    code=filters.code or None,
                    name=filters.name or None,
                    phone=filters.phone or None,
                    mobile=filters.mobile or None,
                    email=filters.email or None,
                    external_id=filters.external_id or None,
                    offset=len(rows),
                    limit=MAX_PAGE_SIZE,
                )
            rows += page.items
            total = max(total, page.total_count, len(rows))
            if not page.items or len(rows) >= total:
                break
        return rows, total

    def _notice_for(self, filters: Filters, count: int, total: int) -> str:
        if filters.search and count >= SEARCH_CAP_PER_FIELD:
            return translate(
                "Customers",
                "Search shows at most {cap} customers for each field it looks in (name and "
                "mobile unless your organization set others), active ones only: {count} found, "
                "there may be more. Type more of the name or mobile, or clear Search and use the "
                "Code, Name or Mobile filters, which list every match.",
            ).format(cap=format_count(SEARCH_CAP_PER_FIELD), count=format_count(count))
        if count < total:
            return translate(
                "Customers",
                "Showing the first {count} of %Ln customers. Use Search or the filters to "
                "find the others.",
                "",
                total,
            ).format(count=QLocale().toString(count))
        return ""

    def _show(self) -> None:
        if self._active is ActiveFilter.ALL:
            rows = self._all
        else:
            wanted = self._active is ActiveFilter.ACTIVE
            rows = [customer for customer in self._all if customer.active == wanted]
        self.model.set_rows(rows)
        inactive = sum(1 for customer in rows if not customer.active)
        summary = translate("Customers", "%Ln customers", "", len(rows))
        if inactive:
            summary += " " + translate("Customers", "(%Ln inactive)", "", inactive)
        self.summaryChanged.emit(summary)

    # -- balances ------------------------------------------------------------------------
    def load_balances(self, customers: list[CustomerResponse]) -> None:
        """Read the balance of each of ``customers`` (the selected rows) into the column."""
        if customers:
            self.run(
                self._load_balances([customer.id for customer in customers]),
                context=translate("Customers", "Reading balances"),
            )

    async def _load_balances(self, ids: list[int]) -> None:
        gate = asyncio.Semaphore(BALANCE_REQUESTS_AT_ONCE)
        for customer_id in ids:
            self.model.set_balance(customer_id, Balance.LOADING)

        async def one(customer_id: int) -> api_errors.ApiError | None:
            async with gate:
                try:
                    balance = await self.session.client.customers.balance(customer_id)
                except api_errors.ApiError as exc:
                    self.model.set_balance(customer_id, Balance.FAILED)
                    return exc
                self.model.set_balance(customer_id, balance)
                return None

        failures = [exc for exc in await asyncio.gather(*(one(i) for i in ids)) if exc]
        if failures:
            self.actionFailed.emit(
                translate(
                    "Customers", "%Ln balances could not be read. {reason}", "", len(failures)
                ).format(reason=describe_error(failures[0]).text)
            )
            self.errors.report(failures[0], translate("Customers", "Reading balances"))

    # -- commands ------------------------------------------------------------------------
    def delete(self, customer: CustomerResponse) -> None:
        """Delete for good (the view asked the clerk first)."""
        self.run(self._delete(customer), context=translate("Customers", "Deleting customer"))

    async def _delete(self, customer: CustomerResponse) -> None:
        try:
            await self.session.client.customers.delete(customer.id)
        except api_errors.ApiError as exc:
            if (
                isinstance(exc, api_errors.BusinessRuleViolation)
                and exc.error_code == "ItemCannotDeleteItInUse"
            ):
                reason = in_use_message()
            elif isinstance(exc, api_errors.BusinessRuleViolation):
                reason = business_message(exc)
            else:
                reason = describe_error(exc).text
            self.actionFailed.emit(
                translate("Customers", "“{name}” was not deleted. {reason}").format(
                    name=customer.name, reason=reason
                )
            )
            self.errors.report(exc, translate("Customers", "Deleting customer"))
            return
        self.session.changes.notify("customers")

    def deactivate(self, customer: CustomerResponse) -> None:
        self.run(self._deactivate(customer), context=translate("Customers", "Deactivating"))

    async def _deactivate(self, customer: CustomerResponse) -> None:
        try:
            await self.session.client.customers.deactivate(customer.id)
        except api_errors.ApiError as exc:
            self.actionFailed.emit(
                translate("Customers", "“{name}” was not deactivated. {reason}").format(
                    name=customer.name, reason=describe_error(exc).text
                )
            )
            self.errors.report(exc, translate("Customers", "Deactivating customer"))
            return
        self.session.changes.notify("customers")

    def _on_change(self, resource: str) -> None:
        if resource == "customers":
            self.reload()

    def _set_loading(self, loading: bool) -> None:
        self.loading = loading
        self.loadingChanged.emit(loading)

    def _set_error(self, text: str) -> None:
        self.error = text
        self.errorChanged.emit(text)

    def _set_notice(self, text: str) -> None:
        self.notice = text
        self.noticeChanged.emit(text)
