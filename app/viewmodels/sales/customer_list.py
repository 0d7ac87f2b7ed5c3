"""The customers list: the API's search and filters, a local status filter, sorting, and
balances read on demand for the selected customers.

Two ways to find customers, as the API has them:

- **search** looks in the fields the organization set (name and mobile by default), lists
  active customers only, and returns at most 50 per searched field, silently; the list
  says when a search may have been cut short and how to narrow it;
- **filters** (code, name, phone, mobile, e-mail: contains; external id: exact) combine
  and list every match; any of the first five lists active customers only (the API's rule).

Balances are 0 in list answers: the Balance column is filled from the profile's ledger
cache (the reports' figures, as of its last sync) when there is one, and for the customers
the clerk selects from the server, one request each (``GET /customers/{id}/balance``).
"""

from __future__ import annotations

import asyncio
from datetime import datetime
from decimal import Decimal

from pydantic import BaseModel
from PySide6.QtCore import QCoreApplication, QObject

from app.api import errors as api_errors
from app.api.paging import MAX_PAGE_SIZE
from app.models.customers import CustomerResponse
from app.operations.changes import Changes
from app.store.ledger import LedgerStore, from_micro, ledger_path
from app.store.reference_cache import ReferenceCache
from app.viewmodels.errors import ErrorPresenter, describe_error
from app.viewmodels.numbers import MONEY_DECIMALS, format_count, format_money
from app.viewmodels.record_list import Column, ListTexts, RecordListViewModel, yes_no
from app.viewmodels.rows_table import money_column
from app.viewmodels.sales.customer_editor import customer_type_text, in_use_message
from app.viewmodels.session import Session

translate = QCoreApplication.translate

RESOURCE = "customers"
SEARCH_CAP_PER_FIELD = 50
"""The API returns at most this many customers per searched field (spec, Customers rule 1)."""
LIST_CAP = 5000
"""Rows the unfiltered list loads at most; beyond, the clerk narrows with search or filters."""
BALANCE_REQUESTS_AT_ONCE = 4

FIELD_FILTERS = ("code", "name", "phone", "mobile", "email", "external_id")
"""The API's filters besides search (contains; the external id exact)."""


class CustomerColumn:
    CODE, NAME, TYPE, MOBILE, PHONE, EMAIL, SALES_PERSON, CREDIT_LIMIT, BALANCE, ACTIVE = range(10)


class Balance:
    """Markers of a balance cell that holds no number yet."""

    LOADING = "loading"
    FAILED = "failed"


def search_notice(search: str, count: int, total: int) -> str:
    """What the list may be missing: a search capped per field, or a list cut at
    ``LIST_CAP``; empty when it shows everything."""
    if search and count >= SEARCH_CAP_PER_FIELD:
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
        ).format(count=format_count(count))
    return ""


class CustomerListViewModel(RecordListViewModel[CustomerResponse]):
    """Customers through the API's search or filters (``FIELD_FILTERS``; "search" overrides
    them); status filtered locally; balances of chosen customers read on demand."""

    resource = RESOURCE

    def __init__(
        self, session: Session, errors: ErrorPresenter, parent: QObject | None = None
    ) -> None:
        self.balances: dict[int, Decimal | str] = {}
        """Customer id -> its balance, or a ``Balance`` marker (the columns read it)."""
        self._from_server: set[int] = set()
        """Customers whose balance was read from the server (the ledger cache's figure
        does not replace it)."""
        super().__init__(session, errors, parent)

    def cached_rows(self) -> tuple[list[BaseModel], datetime] | None:
        """Offline, unfiltered: the customers the background sync keeps (the reference
        cache), as of its last sync."""
        store = self.session.store
        if (
            store is None
            or self.session.closed
            or any(self.filter(name) is not None for name in self.filters)
        ):
            return None
        cache = ReferenceCache(store)
        state = cache.state("customers")
        if state is None or state.last_sync is None:
            return None
        rows = cache.rows("customers", active_only=False, limit=LIST_CAP)
        customers: list[BaseModel] = [CustomerResponse.model_validate(row.payload) for row in rows]
        return customers, datetime.fromisoformat(state.last_sync)

    def columns(self) -> list[Column[CustomerResponse]]:
        def sales_person(customer: CustomerResponse) -> str:
            person = customer.sales_person
            return (person.name or person.code or f"#{person.id}") if person else ""

        return [
            Column(translate("Customers", "Code"), lambda c: c.code or ""),
            Column(translate("Customers", "Name"), lambda c: c.name or ""),
            Column(translate("Customers", "Type"), lambda c: customer_type_text(c.customer_type)),
            Column(translate("Customers", "Mobile"), lambda c: c.mobile or ""),
            Column(translate("Customers", "Phone"), lambda c: c.phone or ""),
            Column(translate("Customers", "E-mail"), lambda c: c.email or ""),
            Column(translate("Customers", "Sales person"), sales_person),
            money_column(translate("Customers", "Credit limit"), lambda c: c.credit_limit),
            Column(
                translate("Customers", "Balance"),
                self.balance_text,
                self._balance_key,
                numeric=True,
                header_tip=translate(
                    "Customers",
                    "From the ledger cache, as of its last sync; select customers and press "
                    "Show balance (Ctrl+B) for the server's own figure.",
                ),
                kind="money",
                value=self.balance_value,
                decimals=MONEY_DECIMALS,
            ),
            Column(translate("Customers", "Active"), lambda c: yes_no(c.active)),
        ]

    def texts(self) -> ListTexts:
        return ListTexts(
            loading=translate("Customers", "Loading customers"),
            deleting=translate("Customers", "Deleting customer"),
            count=lambda n: translate("Customers", "%Ln customers", "", n),
            inactive_count=lambda n: translate("Customers", "(%Ln inactive)", "", n),
        )

    def is_inactive(self, record: CustomerResponse) -> bool:
        return not record.active

    def inactive_tip(self) -> str:
        return translate("Customers", "Inactive: not offered on new documents.")

    def record_name(self, record: CustomerResponse) -> str:
        return record.name or ""

    def refusal_reason(self, exc: api_errors.ApiError) -> str:
        if (
            isinstance(exc, api_errors.BusinessRuleViolation)
            and exc.error_code == "ItemCannotDeleteItInUse"
        ):
            return in_use_message()
        return super().refusal_reason(exc)

    # -- loading -------------------------------------------------------------------------
    async def fetch_counted(self) -> tuple[list[CustomerResponse], int]:
        """The rows and the server's total, page by page up to ``LIST_CAP``."""
        customers = self.session.client.customers
        search = self.filter("search")
        rows: list[CustomerResponse] = []
        total = 0
        while len(rows) < LIST_CAP:
            if search:
                page = await customers.list(search=search, offset=len(rows), limit=MAX_PAGE_SIZE)
            else:
                page = await customers.list(
                    code=self.filter("code"),
                    name=self.filter("name"),
                    phone=self.filter("phone"),
                    mobile=self.filter("mobile"),
                    email=self.filter("email"),
                    external_id=self.filter("external_id"),
                    offset=len(rows),
                    limit=MAX_PAGE_SIZE,
                )
            rows += page.items
            total = max(total, page.total_count, len(rows))
            if not page.items or len(rows) >= total:
                break
        return rows, total

    def loaded(self, rows: list[CustomerResponse], total: int) -> None:
        self.set_notice(search_notice(self.filter("search") or "", len(rows), total))
        self.show_cached_balances()

    def show_cached_balances(self) -> None:
        """Fill the Balance column from the ledger cache (again after each of its syncs)."""
        self.run(self._cached_balances(), context=translate("Customers", "Reading balances"))

    async def _cached_balances(self) -> None:
        """Every listed customer's balance from the profile's ledger cache (the reports'
        figure, as of its last sync), so the column is filled without asking the server;
        Show balance still reads the server's own figure for the selected ones."""
        store = self.session.store
        if store is None or not ledger_path(store.path).exists():
            return

        def read() -> dict[int, int] | None:
            ledger = LedgerStore(ledger_path(store.path))
            try:
                if ledger.status().as_of is None:
                    return None  # never synced: no figure to show yet (not zeros)
                return ledger.books().customer_balances()
            finally:
                ledger.close()

        balances = await asyncio.to_thread(read)
        if balances is None:
            return
        for customer in self.model.rows():
            if customer.id not in self._from_server and self.balances.get(customer.id) not in (
                Balance.LOADING,
                Balance.FAILED,
            ):
                micro = balances.get(customer.id, 0)
                self.set_balance(customer.id, from_micro(micro))

    # -- balances ------------------------------------------------------------------------
    def balance_text(self, customer: CustomerResponse) -> str:
        balance = self.balances.get(customer.id)
        if balance is None:
            return ""
        if balance == Balance.LOADING:
            return "…"
        if balance == Balance.FAILED:
            return translate("Customers", "not read")
        assert isinstance(balance, Decimal)
        return format_money(balance)

    def balance_value(self, customer: CustomerResponse) -> Decimal | None:
        """The balance read for ``customer``, or None (not asked, loading, failed)."""
        balance = self.balances.get(customer.id)
        return balance if isinstance(balance, Decimal) else None

    def _balance_key(self, customer: CustomerResponse) -> tuple[bool, Decimal]:
        balance = self.balances.get(customer.id)
        return (False, balance) if isinstance(balance, Decimal) else (True, Decimal(0))

    def set_balance(self, customer_id: int, value: Decimal | str) -> None:
        self.balances[customer_id] = value
        self.model.refresh_cells(self.model.row_of(customer_id), CustomerColumn.BALANCE)

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
            self.set_balance(customer_id, Balance.LOADING)

        async def one(customer_id: int) -> api_errors.ApiError | None:
            async with gate:
                try:
                    balance = await self.session.client.customers.balance(customer_id)
                except api_errors.ApiError as exc:
                    self.set_balance(customer_id, Balance.FAILED)
                    return exc
                self._from_server.add(customer_id)
                self.set_balance(customer_id, balance)
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
    async def delete_record(self, record: CustomerResponse) -> None:
        await self.session.client.customers.delete(record.id)

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
        self.session.changes.publish(Changes.of(RESOURCE))
