"""Ledger sync: fills the ledger cache (``app.store.ledger``) from the API for the reports.

The journal-entry list has no ``updateDate``, so a run is one of:

- *full* (the first run, once a day, and on demand, F9): every accounting document
  (``GET /v3/journal-entries?isPostedOnly=false``, all types, all lines); documents the run
  did not see are deleted from the cache.
- *incremental*: while the whole history fits in ``HISTORY_BUDGET`` pages, every document
  again (as a full run); beyond that, the newest documents are read again, a budget of
  pages rather than of days (default 3 pages of 1,000, ``ProfileSettings`` key
  ``ledger.windowPages``): the trailing window starts on the day after the one the cache's
  newest ``pages x 1,000`` documents reach back to, so re-reading it costs those pages
  however busy the company is (3,000 documents are three years of a small shop and three
  days of a large one). The window is reconciled (documents it no longer holds are
  deleted), and the next slice of ``SLICE_BUDGET`` pages of the older history is read
  again (a rolling round; ``verified_through`` is when the last complete round began, and
  reports say it when it is older than the last sync). Older documents change rarely
  (posted ones never: the service refuses to update or delete them), and two guards catch
  what does before the round comes by:

Reference data the reports need is read on every run in full (small lists): accounts,
customers (credit limit, the service's balance: the drift guard needs every customer's, so
this list is read whole), sales persons, stock per item and warehouse with the items'
average costs; sales orders and issues by a trailing window of the same number of pages
as the entries' (in full on a full run) and the sales returns they name, once each.
Accounts and sales persons are read only on a full run or when a cached document names
one the cache does not hold; stock when documents changed or half an hour after the last
read; warehouses when a stock row names an unknown one. The list endpoints that have an
``updateDate`` filter (accounts, sales persons, warehouses) answer only what changed, but
deletions do not show in them, so the full run still reads them whole.

Requests go at background priority (a clerk's clicks overtake them at the rate limiter),
pages are asked for ahead while the previous one is written, and every write runs on one
worker thread with its own connection, so the window never waits for SQLite.
"""

from __future__ import annotations

import asyncio
import contextlib
import dataclasses
import functools
import json
import sqlite3
from collections import deque
from collections.abc import (
    AsyncGenerator,
    AsyncIterator,
    Callable,
    Coroutine,
    Iterable,
    Iterator,
    Mapping,
    Sequence,
)
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass
from datetime import UTC, date, datetime, timedelta
from decimal import Decimal
from typing import Any, TypeVar

from app import clock
from app.api.client import ApiClient
from app.api.errors import Forbidden, NotFound, TransportError
from app.api.json_pieces import loads_in_pieces
from app.api.paging import MAX_PAGE_SIZE, iterate_pages, upcoming_pages_not_needed
from app.api.ratelimit import Priority
from app.models.common import PagedResult
from app.models.customers import CustomerAddressResponse
from app.models.sales_orders import SalesOrderHeaderListResponse
from app.models.sales_returns import SalesReturnDetailResponse, SalesReturnResponse
from app.models.work_orders import WorkOrderResponse
from app.money import DiscountKind, Line, line_amounts
from app.store.ledger import (
    PLACE_CITY,
    PLACE_DISTRICT,
    WRITE_CACHE_KIB,
    Books,
    EntryRow,
    LedgerStore,
    LineRow,
    SaleRow,
    WorkOrderRow,
    cached_sales,
    day_after_count,
    delete_entries_unseen,
    delete_entry,
    delete_sales_unseen,
    delete_work_orders_unseen,
    earliest_entry_day,
    entry_count,
    get_meta,
    known_return_codes,
    known_warehouses,
    names_unknown_records,
    put_meta,
    replace_table,
    to_micro,
    unseen_entries_of_customer,
    window_start_day,
    write_currencies,
    write_entries,
    write_places,
    write_sales,
    write_suppliers,
    write_work_orders,
)
from app.store.ledger_status import new_revision
from app.store.transactions import immediate_transaction
from app.sync.bulk import bulk_sync_running

T = TypeVar("T")

DEFAULT_WINDOW_PAGES = 3
WINDOW_SETTING = "ledger.windowPages"
"""ProfileSettings key: pages (of 1,000 documents) of the newest journal entries, and as
many of the newest sales orders and issues, re-read on every incremental sync (a positive
whole number; default ``DEFAULT_WINDOW_PAGES``). Each page is a request: with nothing
changed a run asks for the window's pages (one more when the page that crosses its start
is another), the slice's, the customers' pages and a page each of sales orders and issues,
some 12 requests (about 2 s at the service's 5 a second) however long the history."""

FULL_RECONCILE_EVERY = timedelta(days=1)
DRIFT_TOLERANCE = to_micro(Decimal("0.005"))
"""A cached customer balance this far from the service's (rounded to the organization's
decimal places) is drift: the customer's documents are read again."""

RETURN_TYPE = "SR"

GOODS_MOVES = frozenset({"IO", "RR"})
"""The work orders the cache keeps: goods issued to a customer and received back."""

PAGES_AHEAD = 4
"""Journal-entry pages asked for ahead: enough that the rate limiter, not a page's round
trip on a busy server, sets the pace (the writes still queue on one thread)."""

COST_IDS_PER_REQUEST = 200
"""Item ids per ``/stock-items/cost/by-ids`` request (keeps the URL short)."""

SMALL_RANGE = timedelta(days=31)
"""A date range with a count difference is read again once it is this short (or holds at
most one page of documents) rather than halved further."""

EARLIEST = date(1900, 1, 1)

HISTORY_BUDGET = 30
"""Journal-entry pages an incremental run reads the whole history in while it fits (30
pages: 30,000 documents, six seconds at the service's 5 requests a second): every run
then reads every document, so an old document edited, deleted or added since the last
run is in the very next report."""

SLICE_BUDGET = 5
"""Beyond ``HISTORY_BUDGET``, the pages each run spends re-reading the next slice of the
history before its window, oldest first: a sync with nothing changed stays within a few
seconds, and a few dozen runs a day go round the whole history (the daily full run
re-reads it anyway). Zero: no slices (the count check and the drift guard only)."""

STOCK_FRESH_FOR = timedelta(minutes=30)
"""Stock and costs are read again on a run that saw documents change, and at least this
often otherwise (a stock move without accounting leaves no journal entry)."""


@dataclass(frozen=True)
class LedgerProgress:
    """How far a run is: ``phase`` is "entries", "reference", "sales", "stock" or "drift";
    ``done`` of ``total`` documents (``total`` 0 when not known yet)."""

    phase: str
    done: int
    total: int
    full: bool


@dataclass(frozen=True)
class LedgerSyncResult:
    full: bool
    entries_read: int
    entries_deleted: int
    ranges_repaired: int
    drifted_customers: tuple[int, ...]
    requests: int
    changed: int = 0
    """Documents (entries, sales) that were new or differed from the cached copy."""


ProgressListener = Callable[[LedgerProgress], None]


def _stamp(moment: datetime) -> str:
    return moment.astimezone(UTC).isoformat(timespec="microseconds")


def _id(reference: Any) -> int | None:
    """The id of a reference object on the wire (``{"id": 3, ...}``), or None."""
    if isinstance(reference, dict) and reference.get("id") is not None:
        return int(reference["id"])
    return None


def _decimal(value: Any, default: Decimal = Decimal(0)) -> Decimal:
    if value is None:
        return default
    return value if isinstance(value, Decimal) else Decimal(str(value))


def entry_row(entry: dict[str, Any]) -> EntryRow:
    """The cache's row for one document of the list, read from the wire (JSON numbers
    parsed as ``Decimal``; a missing field is read as absent, as the tolerant response
    models do). Lines keep the server's order."""
    document_date = entry.get("documentDate")
    day = str(document_date)[:10] if document_date else EARLIEST.isoformat()
    rate = _decimal(entry.get("exchangeRate"), Decimal(1))
    return EntryRow(
        id=int(entry["id"]),
        code=entry.get("documentCode"),
        journal_code=entry.get("journalEntryCode"),
        type=entry.get("documentType"),
        day=day,
        posted=bool(entry.get("isPosted")),
        rate=rate if rate > 0 else Decimal(1),
        currency_id=_id(entry.get("currency")),
        paper_number=entry.get("paperNumber"),
        notes=entry.get("notes"),
        is_system=bool(entry.get("isSystem")),
        is_template=bool(entry.get("isRecurringTemplate")),
        related_code=entry.get("relatedDocumentCode"),
        lines=tuple(
            LineRow(
                id=int(line["id"]),
                account_id=_id(line.get("account")),
                customer_id=_id(line.get("customer")),
                supplier_id=_id(line.get("supplier")),
                cost_center_id=_id(line.get("costCenter")),
                debit=str(line.get("amountStatus") or "").lower() == "debit",
                amount=_decimal(line.get("amount")),
                comments=line.get("comments"),
            )
            for line in entry.get("accountingDocumentDetails") or ()
        ),
    )


Supplier = tuple[int, str, str]
"""(id, code, name) of a supplier a line names."""


@dataclass(frozen=True, slots=True)
class ReadEntry:
    """A document of the list as the run keeps it between the page and the write: the
    cache's row and the suppliers its lines name. A page of the wire's JSON holds some
    200 objects a document (every reference a dict of its own); this, some 30."""

    row: EntryRow
    suppliers: tuple[Supplier, ...]
    currency: Currency | None = None


Currency = tuple[int, str, str]
"""(id, code, name) of the currency a document names."""


def read_entry(entry: dict[str, Any]) -> ReadEntry:
    """One document of the list, read from the wire (``entry_row``, its suppliers and its
    currency)."""
    return ReadEntry(entry_row(entry), tuple(_suppliers_of(entry)), _currency_of(entry))


def _currency_of(entry: dict[str, Any]) -> Currency | None:
    currency = entry.get("currency")
    currency_id = _id(currency)
    if currency_id is None or not isinstance(currency, dict):
        return None
    return currency_id, str(currency.get("code") or ""), str(currency.get("name") or "")


def _suppliers_of(entry: dict[str, Any]) -> Iterator[Supplier]:
    for line in entry.get("accountingDocumentDetails") or ():
        supplier = line.get("supplier")
        supplier_id = _id(supplier)
        if supplier_id is not None:
            yield supplier_id, str(supplier.get("code") or ""), str(supplier.get("name") or "")


def parse_entries_page(content: bytes) -> PagedResult[ReadEntry]:
    """A page of ``GET /v3/journal-entries`` (JSON numbers as ``Decimal``) as ``ReadEntry``
    items: the page's JSON is dropped as soon as it is read, so the pages asked for ahead
    wait as compact rows (a third of the runner's memory otherwise)."""
    # Entry by entry: one call decoding the whole page would hold the interpreter lock,
    # and so freeze the window, for as long as it lasts.
    body = loads_in_pieces(content, parse_float=Decimal)
    if not isinstance(body, dict):
        body = {}
    return PagedResult[ReadEntry].model_construct(
        items=[read_entry(item) for item in body.get("items") or ()],
        total_count=int(body.get("totalCount") or 0),
        page_size=int(body.get("pageSize") or 0),
    )


def _rate(value: Decimal | None) -> Decimal:
    return value if value and value > 0 else Decimal(1)


def order_row(order: SalesOrderHeaderListResponse) -> SaleRow:
    """A sales order in the system currency: net is the net total less tax."""
    rate = _rate(order.exchange_rate)
    net_total = order.net_total or Decimal(0)
    tax = order.tax or Decimal(0)
    lines = []
    for line in order.sales_order_details:
        quantity = line.quantity or Decimal(0)
        amounts = line_amounts(
            Line(
                quantity=quantity,
                price=line.price or Decimal(0),
                discount=line.item_discount or Decimal(0),
                discount_kind=DiscountKind.of(line.item_discount_type),
            )
        )
        lines.append(
            (
                line.stock_item.id if line.stock_item else None,
                line.service_item_id,
                quantity,
                amounts.net * rate,
            )
        )
    return SaleRow(
        id=order.id,
        code=order.code,
        type="SO",
        day=(order.document_date.date() if order.document_date else EARLIEST).isoformat(),
        status=str(order.order_status) if order.order_status is not None else None,
        customer_id=order.customer.id if order.customer else None,
        sales_person_id=order.sales_person.id if order.sales_person else None,
        net=(net_total - tax) * rate,
        tax=tax * rate,
        lines=tuple(lines),
    )


def _return_line_net(line: SalesReturnDetailResponse) -> Decimal:
    """A return line's net: quantity x price less its per-unit discount."""
    quantity = line.quantity or Decimal(0)
    return line_amounts(
        Line(
            quantity=quantity,
            price=line.price or Decimal(0),
            discount=(line.unit_discount or Decimal(0)) * quantity,
        )
    ).net


def return_row(sales_return: SalesReturnResponse) -> SaleRow:
    """A sales return in the system currency (subtracted by the sales summary)."""
    rate = _rate(sales_return.exchange_rate)
    net_total = sales_return.net_total or Decimal(0)
    tax = sales_return.tax or Decimal(0)
    lines = tuple(
        (
            line.stock_item.id if line.stock_item else None,
            line.service_item_id,
            line.quantity or Decimal(0),
            _return_line_net(line) * rate,
        )
        for line in sales_return.details
    )
    return SaleRow(
        id=sales_return.id,
        code=sales_return.code,
        type="SR",
        day=(
            sales_return.document_date.date() if sales_return.document_date else EARLIEST
        ).isoformat(),
        status=None,
        customer_id=sales_return.customer.id if sales_return.customer else None,
        sales_person_id=sales_return.sales_person.id if sales_return.sales_person else None,
        net=(net_total - tax) * rate,
        tax=tax * rate,
        lines=lines,
    )


def work_order_row(order: WorkOrderResponse) -> WorkOrderRow:
    """An issue offering or return receipt in the system currency, with the code of the
    order (or return) it belongs to: the list's ``relatedSoCode``."""
    rate = _rate(order.exchange_rate)
    return WorkOrderRow(
        id=order.id,
        code=order.code,
        type=(order.type or "").upper(),
        day=(order.date.date() if order.date else EARLIEST).isoformat(),
        related_code=order.related_so_code or None,
        customer_id=order.customer.id if order.customer else None,
        sales_person_id=order.sales_person.id if order.sales_person else None,
        lines=tuple(
            (
                line.stock_item.id if line.stock_item else None,
                line.quantity or Decimal(0),
                (line.quantity or Decimal(0)) * (line.price or Decimal(0)) * rate,
            )
            for line in order.work_order_details
        ),
    )


class LedgerSync:
    """Syncs one profile's ledger cache. One run at a time (``running``)."""

    def __init__(
        self,
        client: ApiClient,
        store: LedgerStore,
        *,
        window_pages: int = DEFAULT_WINDOW_PAGES,
        on_progress: ProgressListener | None = None,
        today: Callable[[], date] = date.today,
        priority: Priority = Priority.BACKGROUND,
        history_budget: int = HISTORY_BUDGET,
        slice_budget: int = SLICE_BUDGET,
    ) -> None:
        self._client = client
        self.history_budget = history_budget
        self.slice_budget = slice_budget
        self._store = store
        self.window_pages = window_pages
        self._on_progress = on_progress
        self._today = today
        self._priority = priority
        self._requests = 0
        self._lock = asyncio.Lock()

    @property
    def running(self) -> bool:
        return self._lock.locked()

    def due_for_full(self, now: datetime | None = None) -> bool:
        """Whether the next run must be full: never synced in full, or a day since."""
        last = get_meta(self._store.connection, "last_full")
        if last is None:
            return True
        return (now or clock.utc_now()) - datetime.fromisoformat(last) > FULL_RECONCILE_EVERY

    async def sync(self, *, full: bool = False) -> LedgerSyncResult:
        """One run; ``full`` forces a full reconcile. An unreachable server is recorded
        (reports then say they work offline from the cache) and re-raised."""
        async with self._lock:
            with bulk_sync_running():
                return await self._sync(full=full)

    async def _sync(self, *, full: bool) -> LedgerSyncResult:
        full = full or self.due_for_full()
        writer = ThreadPoolExecutor(max_workers=1, thread_name_prefix="ledger-sync")
        # Pages are read from their JSON one at a time on a thread of their own: a
        # page's JSON is some 17 MB of objects while it is read, and four read side
        # by side (the pages asked for ahead, on asyncio's pool) held four of them.
        reader = ThreadPoolExecutor(max_workers=1, thread_name_prefix="ledger-read")
        loop = asyncio.get_running_loop()

        def on_writer(function: Callable[..., T], *args: Any) -> asyncio.Future[T]:
            return loop.run_in_executor(writer, function, *args)

        conn = await on_writer(functools.partial(self._store.connect, cache_kib=WRITE_CACHE_KIB))
        run = _Run(self, conn, on_writer, full, reader)
        try:
            result = await run.execute()
        except BaseException as exc:
            offline = isinstance(exc, TransportError)
            recorded = on_writer(_record_failure_now, conn, offline, repr(exc))
            if not isinstance(exc, asyncio.CancelledError):
                await recorded
            raise
        finally:
            on_writer(conn.close)
            writer.shutdown(wait=False)
            reader.shutdown(wait=False)
        return result

    def note_unreachable(self, error: str) -> None:
        """The server did not answer before a run could start (a runner's probe failed):
        recorded as a failed run would be, so reports say they come from the cache."""
        with self._store.transaction(figures_change=False) as conn:
            _record_failure(conn, True, error)

    def _report(self, progress: LedgerProgress) -> None:
        if self._on_progress is not None:
            self._on_progress(progress)


def _record_failure(conn: sqlite3.Connection, offline: bool, error: str) -> None:
    """In the caller's transaction."""
    put_meta(conn, "offline", "1" if offline else "0")
    put_meta(conn, "last_error", error[:500])


def _record_failure_now(conn: sqlite3.Connection, offline: bool, error: str) -> None:
    with immediate_transaction(conn):
        _record_failure(conn, offline, error)


class _Run:
    """One sync run: its connection, its stamp, its counters."""

    def __init__(
        self,
        sync: LedgerSync,
        conn: sqlite3.Connection,
        on_writer: Callable[..., asyncio.Future[Any]],
        full: bool,
        reader: ThreadPoolExecutor | None = None,
    ) -> None:
        self.sync = sync
        self.client = sync._client
        self.conn = conn
        self.on_writer = on_writer
        self.reader = reader
        self.full = full
        self.stamp = _stamp(clock.utc_now())
        self.priority = sync._priority
        self.requests = 0
        self.read = 0
        self.deleted = 0
        self.repaired = 0
        self.changed = 0
        """Documents new or different from the cached copy in this run."""
        self.read_everything = False
        """Every document was read in this run: the whole history is verified at its end."""

    # -- requests ---------------------------------------------------------------------------
    async def _page(self, offset: int, limit: int, **filters: Any) -> PagedResult[ReadEntry]:
        """One page of ``GET /v3/journal-entries?isPostedOnly=false``, read from its JSON
        on a worker thread (``parse_entries_page``): a full sync reads 100 pages of 1,000
        documents, and validating 4,000 models a page would cost more than the rate
        limit's pause between two pages. ``filters``: dateFrom, dateTo, customerId, code."""
        self.requests += 1
        response = await self.client.request(
            "GET",
            "/journal-entries",
            params={"isPostedOnly": False, **filters, "offset": offset, "limit": limit},
            priority=self.priority,
        )
        loop = asyncio.get_running_loop()
        return await loop.run_in_executor(self.reader, parse_entries_page, response.content)

    async def _entries(
        self,
        total: list[int] | None = None,
        expected: int = 0,
        until_day: str | None = None,
        **filters: Any,
    ) -> AsyncGenerator[ReadEntry, None]:
        """Every document matching ``filters``, newest first; ``total[0]`` follows the
        server's count. ``expected`` (what the cache holds of that range) lets the first
        pages be asked for at once, before the first answer tells the count: a re-read of
        the trailing window saves a round trip. Pages past the end answer empty.

        ``until_day``: stop after the page that reaches documents dated before that day
        (the list is newest first). Pages beyond ``expected`` are then asked for one at a
        time, so that no request is spent on a page that turns out not to be needed.
        """
        upcoming: deque[asyncio.Task[PagedResult[ReadEntry]]] = deque()
        next_offset = 0

        def ask() -> None:
            nonlocal next_offset
            upcoming.append(
                asyncio.ensure_future(self._page(next_offset, MAX_PAGE_SIZE, **filters))
            )
            next_offset += MAX_PAGE_SIZE

        def more(known_total: int) -> bool:
            if len(upcoming) >= PAGES_AHEAD or next_offset >= known_total:
                return False
            return until_day is None or next_offset <= expected or not upcoming

        ask()
        while more(expected):
            ask()
        try:
            while upcoming:
                page = await upcoming.popleft()
                if total is not None:
                    total[:] = [page.total_count]
                for item in page.items:
                    yield item
                if until_day is not None and page.items and page.items[-1].row.day < until_day:
                    return
                while more(page.total_count):
                    ask()
        finally:
            await upcoming_pages_not_needed(upcoming)

    async def _count(self, date_from: date | None, date_to: date | None) -> int:
        page = await self._page(0, 1, dateFrom=date_from, dateTo=date_to)
        return page.total_count

    def _write(self, function: Callable[..., Any], *args: Any) -> asyncio.Future[Any]:
        def run() -> Any:
            with immediate_transaction(self.conn):
                new_revision(self.conn)  # figures computed before this are not current
                return function(self.conn, *args)

        return self.on_writer(run)

    async def _read_entries(
        self,
        phase: str,
        expected: int = 0,
        until_day: str | None = None,
        total: list[int] | None = None,
        in_range: set[int] | None = None,
        **filters: Any,
    ) -> int:
        """Read every document matching ``filters`` into the cache (a page per write);
        ``expected`` and ``until_day`` as in ``_entries``; ``total`` gets the server's
        count, ``in_range`` the ids of the documents dated ``until_day`` or later."""
        total = total if total is not None else [0]
        count = 0
        batch: list[ReadEntry] = []
        pending: asyncio.Future[Any] | None = None
        # Closed here, not when collected: a run cancelled while it waits for a write
        # (another part failed) cancels and awaits the pages asked for ahead at once.
        async with contextlib.aclosing(
            self._entries(total, expected, until_day, **filters)
        ) as entries:
            async for entry in entries:
                batch.append(entry)
                if in_range is not None and entry.row.day >= (until_day or ""):
                    in_range.add(entry.row.id)
                if len(batch) >= MAX_PAGE_SIZE:
                    if pending is not None:
                        self.changed += await pending
                    pending = self._write(_write_entries, batch, self.stamp)
                    count += len(batch)
                    batch = []
                    self.sync._report(LedgerProgress(phase, count, total[0], self.full))
        if pending is not None:
            self.changed += await pending
        if batch:
            self.changed += await self._write(_write_entries, batch, self.stamp)
            count += len(batch)
        self.read += count
        self.sync._report(LedgerProgress(phase, count, total[0], self.full))
        return count

    # -- the run ----------------------------------------------------------------------------
    async def execute(self) -> LedgerSyncResult:
        # The documents, the customers and the orders are read side by side: the rate
        # limiter then always has the next request waiting, and the run takes about as
        # long as its requests need at 5 a second (writes still queue on one thread).
        if self.full:
            _, balances, _, _ = await _together(
                self._read_all(), self._reference(), self._sales_and_issues(), self._stock()
            )
        elif await self._history_fits():
            _, balances, _ = await _together(
                self._read_all(), self._reference(), self._sales_and_issues()
            )
        else:
            window_start = await self._window_start("entries") or EARLIEST
            _, balances, _ = await _together(
                self._read_window(window_start),
                self._reference(),
                self._sales_and_issues(),
            )
            if self.sync.slice_budget > 0:
                await self._reread_slice(window_start)
        stock_at = await self.on_writer(get_meta, self.conn, "stock_at")
        stale = (
            stock_at is None or clock.utc_now() - datetime.fromisoformat(stock_at) > STOCK_FRESH_FOR
        )
        # Stock moves with documents: read it when something changed, else now and then.
        if not self.full and (self.changed or self.deleted or stale):
            await self._stock()
        drifted = await self._drift_guard(balances)
        now = _stamp(clock.utc_now())
        await self._write(_finish, now, self.full, self.read_everything)
        return LedgerSyncResult(
            self.full,
            self.read,
            self.deleted,
            self.repaired,
            tuple(drifted),
            self.requests,
            self.changed,
        )

    async def _read_all(self) -> None:
        expected = await self.on_writer(entry_count, self.conn, None, date.max)
        await self._read_entries("entries", expected)
        self.deleted += await self._write(delete_entries_unseen, self.stamp)
        self.read_everything = True

    async def _window_start(self, table: str) -> date | None:
        """The first day of the trailing window of ``table`` (entries, sales or
        work_orders): None on a full run and while the cache holds no more than the
        window's pages of documents (the window is then the whole history)."""
        if self.full:
            return None
        capacity = self.sync.window_pages * MAX_PAGE_SIZE
        start: date | None = await self.on_writer(
            window_start_day, self.conn, table, capacity, self.sync._today()
        )
        return start

    async def _history_fits(self) -> bool:
        """Whether reading every document costs no more requests than the re-read budget
        (judged by the cache's count; a history that grew past it is sliced next run)."""
        cached: int = await self.on_writer(entry_count, self.conn, None, date.max)
        return cached <= self.sync.history_budget * MAX_PAGE_SIZE

    async def _reread_slice(self, window_start: date) -> None:
        """Re-read the next slice of the history before the window: from the cursor (the
        first day not re-read in this round) up to the day that holds the budget's
        worth of cached documents. Documents the server no longer has there are deleted.
        A round that reaches the window makes the history verified as of the round's
        first slice (``verified_through``), and the next round starts from the beginning."""
        cursor_text = await self.on_writer(get_meta, self.conn, "reread_cursor")
        cursor = date.fromisoformat(cursor_text) if cursor_text else EARLIEST
        last_day = window_start - timedelta(days=1)
        capacity = self.sync.slice_budget * MAX_PAGE_SIZE
        end_text = await self.on_writer(
            day_after_count, self.conn, cursor.isoformat(), last_day.isoformat(), capacity
        )
        # One day with more documents than the budget is still read whole (progress).
        end = last_day if end_text is None else max(cursor, date.fromisoformat(end_text))
        if end >= cursor:
            # The cache's count of the slice lets its pages be asked for at once.
            expected = await self.on_writer(entry_count, self.conn, cursor, end)
            await self._read_entries("repair", expected, dateFrom=cursor, dateTo=end)
            self.deleted += await self._write(
                lambda c, s, f, t: delete_entries_unseen(c, s, day_from=f, day_to=t),
                self.stamp,
                cursor.isoformat(),
                end.isoformat(),
            )
        started = await self.on_writer(get_meta, self.conn, "reread_started")
        started = started or self.stamp
        if end >= last_day:
            await self._write(_round_done, started)
        else:
            following = (end + timedelta(days=1)).isoformat()
            await self._write(_round_goes_on, following, started)

    async def _read_window(self, window_start: date) -> None:
        """Read the trailing window again, newest first, without a date filter: the
        answer's count is then the count of *every* document, and the documents before
        the window are checked against it without a request of their own."""
        expected = await self.on_writer(entry_count, self.conn, window_start, date.max)
        total = [0]
        in_window: set[int] = set()
        await self._read_entries(
            "entries",
            expected,
            until_day=window_start.isoformat(),
            total=total,
            in_range=in_window,
        )
        self.deleted += await self._write(
            lambda c, s, d: delete_entries_unseen(c, s, day_from=d),
            self.stamp,
            window_start.isoformat(),
        )
        await self._check_counts(
            None, window_start - timedelta(days=1), server=total[0] - len(in_window)
        )

    async def _check_counts(
        self, date_from: date | None, date_to: date, server: int | None = None
    ) -> None:
        """Make the cache's documents dated ``date_from``..``date_to`` agree in number
        with the server's (``server``, when already known): equal counts end the search,
        a short range or one page of documents is read again, a longer one is halved."""
        if server is None:
            server = await self._count(date_from, date_to)
        local = await self.on_writer(entry_count, self.conn, date_from, date_to)
        if server == local:
            return
        if date_from is None:
            earliest = await self.on_writer(earliest_entry_day, self.conn)
            start = min(earliest or date_to, date_to - timedelta(days=366 * 5))
            # What lies before the cache's first day is one range, read at once.
            if start > EARLIEST:
                await self._check_counts(EARLIEST, start - timedelta(days=1))
            await self._check_counts(start, date_to)
            return
        if date_to - date_from <= SMALL_RANGE or server <= MAX_PAGE_SIZE:
            await self._read_entries("repair", dateFrom=date_from, dateTo=date_to)
            self.deleted += await self._write(
                lambda c, s, f, t: delete_entries_unseen(c, s, day_from=f, day_to=t),
                self.stamp,
                date_from.isoformat(),
                date_to.isoformat(),
            )
            self.repaired += 1
            return
        middle = date_from + (date_to - date_from) / 2
        await self._check_counts(date_from, middle)
        await self._check_counts(middle + timedelta(days=1), date_to)

    async def _reference(self) -> dict[int, int]:
        """Customers (with the service's balances) on every run; accounts and sales persons
        on a full run, or when a line or sale names one the cache does not know. Returns
        the service's balance per customer (micro-units)."""
        self.sync._report(LedgerProgress("reference", 0, 0, self.full))
        if self.full or await self.on_writer(names_unknown_records, self.conn):
            await self._accounts_and_people()
        customers: list[tuple[Any, ...]] = []
        balances: dict[int, int] = {}
        addresses: dict[int, CustomerAddressResponse] = {}
        # updateDate as the only filter: the list then carries each customer's balance.
        async for c in self._iterate(
            lambda o, n: self.client.customers.list(
                update_date=datetime(1900, 1, 1, tzinfo=UTC),
                offset=o,
                limit=n,
                priority=self.priority,
            )
        ):
            balance = to_micro(c.balance) if c.balance is not None else None
            if balance is not None:
                balances[c.id] = balance
            address = statement_address(c.addresses)
            if address is not None:
                addresses[c.id] = address
            customers.append(
                (
                    c.id,
                    c.code,
                    c.name,
                    None,
                    None if c.credit_limit is None else to_micro(c.credit_limit),
                    balance,
                    int(c.active),
                    None,
                    c.payment_max_due_days,
                )
            )
        places = await self._places(addresses.values())
        for index, row in enumerate(customers):
            address = addresses.get(row[0])
            if address is not None:
                customers[index] = (*row[:7], address_text(address, places), row[8])
        await self._write(_replace, "customers", customers)
        return balances

    async def _places(
        self, addresses: Iterable[CustomerAddressResponse]
    ) -> dict[tuple[int, int], str]:
        """The names of the cities and districts ``addresses`` name: the cache's, and those
        it lacks read once (the cities' list, the districts' list: a page of 1,000 each,
        whatever the number of customers). A place neither list has, or every place where
        the token may not read them, is noted without a name, so that later runs do not
        ask again; a full run asks again for those."""
        known: dict[tuple[int, int], str] = await self.on_writer(_known_places, self.conn)
        if self.full:
            known = {key: name for key, name in known.items() if name}
        wanted = {
            *((PLACE_CITY, a.city_id) for a in addresses if a.city_id),
            *((PLACE_DISTRICT, a.district_id) for a in addresses if a.district_id),
        }
        missing = wanted - known.keys()
        if not missing:
            return known
        read: dict[tuple[int, int], str] = {}
        try:
            if any(kind == PLACE_CITY for kind, _id in missing):
                async for city in self._iterate(
                    lambda o, n: self.client.cities.list(offset=o, limit=n, priority=self.priority)
                ):
                    read[PLACE_CITY, city.id] = city.name
            if any(kind == PLACE_DISTRICT for kind, _id in missing):
                async for district in self._iterate(
                    lambda o, n: self.client.districts.list(
                        offset=o, limit=n, priority=self.priority
                    )
                ):
                    read[PLACE_DISTRICT, district.id] = district.name
        except (Forbidden, NotFound):
            pass  # names unknown: the address prints street and building
        found = {key: read.get(key, "") for key in missing}
        await self._write(write_places, [(kind, i, name) for (kind, i), name in found.items()])
        return {**known, **found}

    async def _accounts_and_people(self) -> None:
        accounts = [
            (a.id, a.code, a.name, a.other_lang_name, str(a.type) if a.type else None, 1)
            async for a in self._iterate(
                lambda o, n: self.client.accounts.list(offset=o, limit=n, priority=self.priority)
            )
        ]
        persons = []
        try:
            async for p in self._iterate(
                lambda o, n: self.client.sales_persons.list(
                    offset=o, limit=n, priority=self.priority
                )
            ):
                persons.append((p.id, p.code, p.name))
        except NotFound:
            pass  # the list answers "none" with 404
        await self._write(_replace, "accounts", accounts)
        await self._write(_replace, "sales_persons", persons)

    def _iterate(self, fetch: Callable[[int, int], Any]) -> AsyncIterator[Any]:
        async def counted(offset: int, limit: int) -> Any:
            self.requests += 1
            return await fetch(offset, limit)

        return iterate_pages(counted, page_size=MAX_PAGE_SIZE)

    async def _sales_and_issues(self) -> None:
        await _together(self._sales(), self._work_orders())

    async def _work_orders(self) -> None:
        """Issue offerings and return receipts (all, or those of the trailing window): the
        link from an issue's cost of goods sold to its order. Every user's (the list
        defaults to the caller's own)."""
        date_from = await self._window_start("work_orders")
        since = datetime.combine(date_from, datetime.min.time()) if date_from else None
        rows: list[WorkOrderRow] = []
        async for order in self._iterate(
            lambda o, n: self.client.work_orders.list(
                order_date_from=since,
                only_my_orders=False,
                offset=o,
                limit=n,
                priority=self.priority,
            )
        ):
            if (order.type or "").upper() in GOODS_MOVES:
                rows.append(work_order_row(order))
        await self._write(write_work_orders, rows, self.stamp)
        await self._write(
            delete_work_orders_unseen, self.stamp, date_from.isoformat() if date_from else None
        )

    async def _sales(self) -> None:
        """Sales orders (all, or those of the trailing window) and the returns they name."""
        self.sync._report(LedgerProgress("sales", 0, 0, self.full))
        date_from = await self._window_start("sales")
        orders: list[SaleRow] = []
        return_codes: set[str] = set()
        since = datetime.combine(date_from, datetime.min.time()) if date_from else None
        async for order in self._iterate(
            lambda o, n: self.client.sales_orders.list(
                order_date_from=since,
                only_my_orders=False,
                warehouse_only=False,
                offset=o,
                limit=n,
                priority=self.priority,
            )
        ):
            sale = order_row(order)
            if (order.document_type or "").upper() == RETURN_TYPE:
                # The list carries returns too (documentType SR): no need to ask for them.
                sale = dataclasses.replace(sale, type=RETURN_TYPE, status=None)
            orders.append(sale)
            return_codes.update(order.related_sales_return_codes)
        self.changed += await self._write(_write_sales, orders, self.stamp)
        self.deleted += await self._write(
            delete_sales_unseen, self.stamp, "SO", date_from.isoformat() if date_from else None
        )
        known = await self.on_writer(known_return_codes, self.conn)
        # The API lists no returns: each one an order names is read once, by its code,
        # all of them queued at the rate limiter together.
        missing = set(
            json.loads(await self.on_writer(get_meta, self.conn, "missing_returns") or "[]")
        )
        wanted = sorted(return_codes - known - (set() if self.full else missing))
        self.requests += len(wanted)
        answers = await _together(*(self._one_return(code) for code in wanted))
        returns = [answer for answer in answers if answer is not None]
        # A code the service does not find (a return with no lines, or gone) is asked for
        # again only on a full run.
        gone = {code for code, answer in zip(wanted, answers, strict=True) if answer is None}
        if gone or self.full:
            remembered = sorted(gone | (set() if self.full else missing))
            await self._write(put_meta, "missing_returns", json.dumps(remembered))
        if returns:
            self.changed += await self._write(_write_sales, returns, self.stamp)

    async def _one_return(self, code: str) -> SaleRow | None:
        try:
            return return_row(await self.client.sales_returns.get(code=code))
        except NotFound:
            return None  # deleted since the order named it

    async def _stock(self) -> None:
        """Stock per item and warehouse (non-zero), the warehouses, the items' costs."""
        self.sync._report(LedgerProgress("stock", 0, 0, self.full))
        stock = []
        items: dict[int, tuple[int, str | None, str | None]] = {}
        warehouses: dict[int, tuple[int, str | None, str | None]] = {}
        async for row in self._iterate(
            lambda o, n: self.client.stock_items.balances(
                non_zero_only=True, offset=o, limit=n, priority=self.priority
            )
        ):
            if not row.balance:
                continue
            stock.append((row.warehouse.id, row.stock_item.id, to_micro(row.balance)))
            items[row.stock_item.id] = (
                row.stock_item.id,
                row.stock_item.code,
                row.stock_item.description,
            )
            warehouses[row.warehouse.id] = (
                row.warehouse.id,
                row.warehouse.code,
                row.warehouse.name,
            )
        known = await self.on_writer(known_warehouses, self.conn)
        if self.full or not set(warehouses) <= set(known):
            async for listed in self._iterate(
                lambda o, n: self.client.warehouses.list(offset=o, limit=n, priority=self.priority)
            ):
                warehouses[listed.id] = (listed.id, listed.code, listed.description)
        else:
            # Names as the last full run read them (the balance rows carry only codes).
            warehouses = {**warehouses, **known}
        ids = sorted(items)
        chunks = [
            ids[start : start + COST_IDS_PER_REQUEST]
            for start in range(0, len(ids), COST_IDS_PER_REQUEST)
        ]
        self.requests += len(chunks)
        answers = await _together(
            *(self.client.stock_items.costs_by_ids(ids=chunk) for chunk in chunks)
        )
        costs = [(cost.stock_item_id, to_micro(cost.cost)) for answer in answers for cost in answer]
        await self._write(_replace, "stock", stock)
        await self._write(_replace, "stock_items", list(items.values()))
        await self._write(_replace, "warehouses", list(warehouses.values()))
        await self._write(_replace, "unit_costs", costs)
        await self._write(put_meta, "stock_at", _stamp(clock.utc_now()))

    async def _drift_guard(self, server: dict[int, int]) -> list[int]:
        """Customers whose cached balance is not the service's get their documents read
        again (and documents that no longer name them, by code)."""
        cached = await self.on_writer(_customer_balances, self.conn)
        drifted = [
            customer_id
            for customer_id, balance in server.items()
            if abs(cached.get(customer_id, 0) - balance) >= DRIFT_TOLERANCE
        ]
        for index, customer_id in enumerate(drifted):
            self.sync._report(LedgerProgress("drift", index, len(drifted), self.full))
            stamp = f"{self.stamp}/c{customer_id}"
            await self._read_customer(customer_id, stamp)
        return drifted

    async def _read_customer(self, customer_id: int, stamp: str) -> None:
        entries = [entry async for entry in self._entries(customerId=customer_id)]
        await self._write(_write_entries, entries, stamp)
        self.read += len(entries)
        stale = await self.on_writer(unseen_entries_of_customer, self.conn, stamp, customer_id)
        for entry_id, code in stale:
            # No longer in the customer's list: deleted, or changed to another party.
            found = [entry async for entry in self._entries(code=code)] if code else []
            if found:
                await self._write(_write_entries, found, self.stamp)
            else:
                await self._write(delete_entry, entry_id)
                self.deleted += 1


# -- writer-thread functions (the run's connection) ---------------------------------------------
async def _together(*coroutines: Coroutine[Any, Any, Any]) -> list[Any]:
    """Run coroutines side by side; if one fails, the others are cancelled (and awaited)
    before the error goes on."""
    tasks = [asyncio.ensure_future(coroutine) for coroutine in coroutines]
    try:
        return list(await asyncio.gather(*tasks))
    except BaseException:
        for task in tasks:
            task.cancel()
        await asyncio.gather(*tasks, return_exceptions=True)
        raise


def _write_entries(conn: sqlite3.Connection, entries: Sequence[ReadEntry], stamp: str) -> int:
    """Write documents read from the wire; returns how many are new or changed. The API
    has no supplier list: the payables reports learn suppliers' names from the lines'
    references."""
    suppliers = {supplier[0]: supplier for entry in entries for supplier in entry.suppliers}
    write_suppliers(conn, list(suppliers.values()))
    currencies = {entry.currency[0]: entry.currency for entry in entries if entry.currency}
    write_currencies(conn, list(currencies.values()))
    return write_entries(conn, [entry.row for entry in entries], stamp)


def _write_sales(conn: sqlite3.Connection, sales: Sequence[SaleRow], stamp: str) -> int:
    """Write sales documents; returns how many are new or differ from the cached copy."""
    if not sales:
        return 0
    cached = cached_sales(conn, [sale.id for sale in sales])
    changed = sum(
        cached.get(sale.id)
        != (
            sale.day,
            sale.status,
            sale.customer_id,
            sale.sales_person_id,
            to_micro(sale.net),
            to_micro(sale.tax),
        )
        for sale in sales
    )
    write_sales(conn, sales, stamp)
    return changed


def _replace(conn: sqlite3.Connection, table: str, rows: Iterable[tuple[object, ...]]) -> None:
    replace_table(conn, table, rows)


def _finish(conn: sqlite3.Connection, now: str, full: bool, read_everything: bool) -> None:
    put_meta(conn, "as_of", now)
    if read_everything:
        put_meta(conn, "verified_through", now)
        put_meta(conn, "reread_cursor", None)
        put_meta(conn, "reread_started", None)
    if full:
        put_meta(conn, "last_full", now)
    put_meta(conn, "offline", "0")
    put_meta(conn, "last_error", None)


def _round_done(conn: sqlite3.Connection, started: str) -> None:
    put_meta(conn, "verified_through", started)
    put_meta(conn, "reread_cursor", None)
    put_meta(conn, "reread_started", None)


def _round_goes_on(conn: sqlite3.Connection, cursor: str, started: str) -> None:
    put_meta(conn, "reread_cursor", cursor)
    put_meta(conn, "reread_started", started)


def _customer_balances(conn: sqlite3.Connection) -> dict[int, int]:
    return Books(conn).customer_balances()


def _known_places(conn: sqlite3.Connection) -> dict[tuple[int, int], str]:
    return Books(conn).places()


def statement_address(
    addresses: Sequence[CustomerAddressResponse],
) -> CustomerAddressResponse | None:
    """The address a statement is sent to: the customer's default one, else its first."""
    for address in addresses:
        if address.is_default:
            return address
    return addresses[0] if addresses else None


def address_text(address: CustomerAddressResponse, places: Mapping[tuple[int, int], str]) -> str:
    """One line: street and building number, district, city, description (the parts it
    has, in that order; a place whose name is unknown is left out)."""
    street = " ".join(p for p in (address.street, address.building_number) if p)
    parts = (
        street,
        places.get((PLACE_DISTRICT, address.district_id or 0), ""),
        places.get((PLACE_CITY, address.city_id or 0), ""),
        address.description or "",
    )
    return "، ".join(p for p in parts if p) if _arabic(street) else ", ".join(p for p in parts if p)


def _arabic(text: str) -> bool:
    """Whether a text is written in Arabic letters (its parts are then joined with the
    Arabic comma, as the clerk typed the street)."""
    return any("\u0600" <= ch <= "\u06ff" for ch in text)
