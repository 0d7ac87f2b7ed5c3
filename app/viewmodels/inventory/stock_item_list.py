"""Inventory > Stock items: the list of 100,000 items, searched as the clerk types.

Two modes, and the screen always says which one is on:

- **Cached list** (the default): the profile's copy of the item list (kept fresh by the
  reference sync), searched with its full-text index, narrowed by status and
  classification, sorted by any column. Works offline. Grouping items are not in it (the
  API's default list leaves them out).
- **Server lookup**: one of the API's lookup filters (code, SKU, part number, external id,
  classification, lists of codes / part numbers / ids / external ids) or its default list
  narrowed by description and "changed since". The API applies only one filter at a time,
  so the screen asks for one. Lookups find grouping and inactive items too.

Queries of the cache run on a worker thread (``ItemListQuery`` has its own connection);
the UI thread only resets the model with the answer. A generation counter makes sure a
late answer never overwrites a newer one. The model reads rows by window (the visible
part) from SQLite, so 100,000 items cost a list of ids, not 100,000 objects.
"""

from __future__ import annotations

import asyncio
from collections import OrderedDict
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from datetime import datetime
from decimal import Decimal, InvalidOperation
from enum import StrEnum
from typing import Any

from pydantic import ValidationError
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
from app.models.error_codes import ErrorCode
from app.models.stock_items import StockItemResponse, StockItemWarehouseSummaryResponse
from app.models.validation import issues_from
from app.operations.changes import Changes, Kind
from app.store.item_list import (
    ItemFilter,
    ItemListQuery,
    ItemSort,
    classification_subtree,
    item_row,
    narrowed,
)

# Re-exported: the list's view shows and hands back these rows.
from app.store.item_list import ItemRow as ItemRow
from app.store.reference_cache import ReferenceCache
from app.store.tabular import Sheet, Table
from app.sync.sources import STOCK_ITEMS
from app.viewmodels.errors import ErrorPresenter, business_message, describe_error
from app.viewmodels.numbers import format_datetime, format_money
from app.viewmodels.session import Session
from app.viewmodels.tasks import TaskOwner
from app.viewmodels.validation_text import describe_issue

translate = QCoreApplication.translate

SEARCH_DELAY_MS = 120
"""Typing waits this long after the last key (the cache answers in a few ms)."""
DETAILS_DELAY_MS = 250
"""Moving through the list waits this long before asking the server for balances."""
CACHE_CHECK_MS = 3000
"""How often the list looks whether the sync refreshed the cache."""
BLOCK = 200
"""Rows read from SQLite at once as the view scrolls."""
KEPT_BLOCKS = 40
SERVER_LIMIT = 5000
"""A server listing (description / changed since) stops after this many items."""

_ROOT = QModelIndex()
ITEM_ROLE = Qt.ItemDataRole.UserRole + 1
"""Model role carrying the row's ``ItemRow``."""
INACTIVE_ROLE = Qt.ItemDataRole.UserRole + 2
# Plain ints: data() is called for every role of every visible cell on each paint, and
# comparing ints costs far less than Python enum conversions there.
_DISPLAY = int(Qt.ItemDataRole.DisplayRole)
_FOREGROUND = int(Qt.ItemDataRole.ForegroundRole)
_ITEM = int(ITEM_ROLE)
_INACTIVE = int(INACTIVE_ROLE)
_ALIGNMENT = int(Qt.ItemDataRole.TextAlignmentRole)
_TOOLTIP = int(Qt.ItemDataRole.ToolTipRole)
_RIGHT = int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
_KEPT_CELLS = 2000
"""Rows whose display texts are kept (a few screens' worth)."""


class ItemColumn:
    CODE, DESCRIPTION, SKU, PART_NUMBER, CLASSIFICATION, PRICE, ACTIVE = range(7)


_PRICE_COLUMN = ItemColumn.PRICE
_DESCRIPTION_COLUMN = ItemColumn.DESCRIPTION

COLUMN_SORTS = (
    ItemSort.CODE,
    ItemSort.DESCRIPTION,
    ItemSort.SKU,
    ItemSort.PART_NUMBER,
    ItemSort.CLASSIFICATION,
    ItemSort.PRICE,
    ItemSort.ACTIVE,
)


class StatusFilter(StrEnum):
    ALL = "all"
    ACTIVE = "active"
    INACTIVE = "inactive"


class Lookup(StrEnum):
    """The API's filters, in its own order of precedence (only one applies)."""

    CODE = "code"
    SKU = "sku"
    PART_NUMBER = "part_number"
    EXTERNAL_ID = "external_id"
    CLASSIFICATION = "classification_id"
    CODES = "codes"
    PART_NUMBERS = "part_numbers"
    IDS = "ids"
    EXTERNAL_IDS = "external_ids"
    DESCRIPTION = "description"
    """The default list narrowed by description and/or "changed since"."""


LIST_LOOKUPS = frozenset({Lookup.CODES, Lookup.PART_NUMBERS, Lookup.IDS, Lookup.EXTERNAL_IDS})


def lookup_text(lookup: Lookup) -> str:
    return {
        Lookup.CODE: translate("StockItems", "Code is"),
        Lookup.SKU: translate("StockItems", "SKU is"),
        Lookup.PART_NUMBER: translate("StockItems", "Part number is"),
        Lookup.EXTERNAL_ID: translate("StockItems", "External id is"),
        Lookup.CLASSIFICATION: translate("StockItems", "In classification"),
        Lookup.CODES: translate("StockItems", "Codes (list)"),
        Lookup.PART_NUMBERS: translate("StockItems", "Part numbers (list)"),
        Lookup.IDS: translate("StockItems", "Ids (list)"),
        Lookup.EXTERNAL_IDS: translate("StockItems", "External ids (list)"),
        Lookup.DESCRIPTION: translate("StockItems", "Description contains / changed since"),
    }[lookup]


def list_values(text: str) -> list[str]:
    """Values typed or pasted as a list: one per line, or separated by commas/semicolons."""
    for separator in (";", "\n", "\t"):
        text = text.replace(separator, ",")
    return [part.strip() for part in text.split(",") if part.strip()]


def price_text(price: str | None, locale: QLocale | None = None) -> str:
    if price is None:
        return ""
    try:
        return format_money(Decimal(price), locale)
    except InvalidOperation:
        return price


Fetch = Callable[[Sequence[int]], dict[int, ItemRow]]
"""Reads the rows of some ids (from SQLite, or from a server answer kept in memory)."""


class ItemTableModel(QAbstractTableModel):
    """The items the list shows: a list of ids in display order, rows read by window.

    Only what the view paints is ever read: rows come in blocks of ``BLOCK`` through
    ``fetch`` (the least recently used dropped beyond ``KEPT_BLOCKS``), and a row's
    display texts are made once, the first time it is painted. ``data`` is called for
    every role of every visible cell on every paint, so it does as little as it can:
    inactive rows are muted through ``ForegroundRole`` with the brush the view gives
    (``muted_foreground``) rather than by a delegate in Python.
    """

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._ids: list[int] = []
        self._fetch: Fetch = lambda ids: {}
        self._blocks: OrderedDict[int, dict[int, ItemRow]] = OrderedDict()
        self._cells: dict[int, tuple[tuple[str, ...], bool]] = {}
        """Row number -> (display texts, inactive) of the rows painted since the reset."""
        self._headers: list[str] | None = None
        self._texts = RowTexts()
        self.muted_foreground: object | None = None
        """What inactive rows are drawn with (a ``QBrush``, set by the view)."""
        self.sort_requested: Callable[[int, Qt.SortOrder], None] = lambda column, order: None

    def headers(self) -> list[str]:
        if self._headers is None:
            self._headers = [
                translate("StockItems", "Code"),
                translate("StockItems", "Description"),
                translate("StockItems", "SKU"),
                translate("StockItems", "Part number"),
                translate("StockItems", "Classification"),
                translate("StockItems", "Price"),
                translate("StockItems", "Active"),
            ]
        return self._headers

    def set_ids(
        self, ids: list[int], fetch: Fetch, first_rows: dict[int, ItemRow] | None = None
    ) -> None:
        """Show ``ids``; ``first_rows`` are the rows of the first block when already read
        (the worker reads them with the ids, so the first paint does not wait on SQLite)."""
        self.beginResetModel()
        self._ids = ids
        self._fetch = fetch
        self._blocks.clear()
        self._cells.clear()
        self._texts = RowTexts()
        if first_rows is not None:
            self._blocks[0] = first_rows
        self.endResetModel()

    def ids(self) -> list[int]:
        return self._ids

    def fetch_rows(self, ids: Sequence[int]) -> dict[int, ItemRow]:
        return self._fetch(ids)

    def item_at(self, row: int) -> ItemRow | None:
        if not 0 <= row < len(self._ids):
            return None
        block_number = row // BLOCK
        block = self._blocks.get(block_number)
        if block is None:
            start = block_number * BLOCK
            block = self._fetch(self._ids[start : start + BLOCK])
            self._blocks[block_number] = block
            while len(self._blocks) > KEPT_BLOCKS:
                self._blocks.popitem(last=False)
        else:
            self._blocks.move_to_end(block_number)
        return block.get(self._ids[row])

    def _cells_at(self, row: int) -> tuple[tuple[str, ...], bool] | None:
        cells = self._cells.get(row)
        if cells is None:
            item = self.item_at(row)
            if item is None:
                return None
            if len(self._cells) >= _KEPT_CELLS:
                self._cells.clear()
            cells = self._cells[row] = (self._texts.of(item), not item.is_active)
        return cells

    def row_of(self, item_id: int) -> int:
        try:
            return self._ids.index(item_id)
        except ValueError:
            return -1

    def rowCount(self, parent: QModelIndex | QPersistentModelIndex = _ROOT) -> int:
        return 0 if parent.isValid() else len(self._ids)

    def columnCount(self, parent: QModelIndex | QPersistentModelIndex = _ROOT) -> int:
        return 0 if parent.isValid() else 7

    def headerData(
        self, section: int, orientation: Qt.Orientation, role: int = Qt.ItemDataRole.DisplayRole
    ) -> Any:
        if role == _DISPLAY and orientation == Qt.Orientation.Horizontal:
            return self.headers()[section]
        return None

    def data(
        self, index: QModelIndex | QPersistentModelIndex, role: int = Qt.ItemDataRole.DisplayRole
    ) -> Any:
        # The roles a paint asks for come first; every other role falls through to None.
        if role == _DISPLAY:
            cells = self._cells_at(index.row())
            return None if cells is None else cells[0][index.column()]
        if role == _FOREGROUND:
            if self.muted_foreground is None:
                return None
            cells = self._cells_at(index.row())
            return self.muted_foreground if cells is not None and cells[1] else None
        if role == _ALIGNMENT:
            return _RIGHT if index.column() == _PRICE_COLUMN else None
        if role == _ITEM:
            return self.item_at(index.row())
        if role == _INACTIVE:
            cells = self._cells_at(index.row())
            return None if cells is None else cells[1]
        if role == _TOOLTIP:
            return self._tooltip(index.row(), index.column())
        return None

    def _tooltip(self, row: int, column: int) -> str | None:
        """On hover: the whole description (its column may cut it short), and why an
        inactive row looks muted."""
        cells = self._cells_at(row)
        if cells is None:
            return None
        texts, inactive = cells
        lines = [texts[column]] if column == _DESCRIPTION_COLUMN else []
        if inactive:
            lines.append(translate("StockItems", "Inactive: cannot be put on new documents."))
        return "\n".join(lines) or None

    def sort(self, column: int, order: Qt.SortOrder = Qt.SortOrder.AscendingOrder) -> None:
        # The view-model sorts (in SQLite or in Python) and resets the model.
        self.sort_requested(column, order)


class RowTexts:
    """Makes the texts a row of the list shows, keeping what repeats from row to row (the
    locale, "Yes"/"No", prices already formatted): an export formats 100,000 rows."""

    def __init__(self) -> None:
        self._locale = QLocale()
        self._yes = translate("StockItems", "Yes")
        self._no = translate("StockItems", "No")
        self._grouping = translate("StockItems", "{description} (grouping item)")
        self._prices: dict[str, str] = {}

    def price(self, price: str | None) -> str:
        if price is None:
            return ""
        text = self._prices.get(price)
        if text is None:
            if len(self._prices) >= 50_000:
                self._prices.clear()
            text = self._prices[price] = price_text(price, self._locale)
        return text

    def texts(
        self,
        code: str | None,
        description: str,
        sku: str | None,
        part_number: str | None,
        classification: str | None,
        price: str | None,
        active: object,
        grouping: object,
    ) -> tuple[str, ...]:
        """The columns' texts, in ``ItemColumn`` order."""
        return (
            code or "",
            self._grouping.format(description=description) if grouping else description,
            sku or "",
            part_number or "",
            classification or "",
            self.price(price),
            self._yes if active else self._no,
        )

    def of(self, item: ItemRow) -> tuple[str, ...]:
        return self.texts(
            item.code,
            item.description,
            item.sku,
            item.part_number,
            item.classification_code,
            item.price,
            item.is_active,
            item.is_grouping,
        )


def _python_key(item: ItemRow, sort: ItemSort) -> tuple[Any, ...]:
    if sort is ItemSort.PRICE:
        try:
            return (0, Decimal(item.price or "0"), item.id)
        except InvalidOperation:
            return (1, Decimal(0), item.id)
    if sort is ItemSort.ACTIVE:
        return (item.is_active, item.id)
    value = {
        ItemSort.CODE: item.code,
        ItemSort.DESCRIPTION: item.description,
        ItemSort.SKU: item.sku,
        ItemSort.PART_NUMBER: item.part_number,
        ItemSort.CLASSIFICATION: item.classification_code,
    }[sort]
    return ((value or "").casefold(), item.id)


@dataclass(frozen=True)
class WarehouseBalance:
    warehouse: str
    balance: Decimal
    reserved: Decimal
    available: Decimal
    open_orders: Decimal


@dataclass(frozen=True)
class ItemDetails:
    """What the details pane shows about the selected item (from the server)."""

    item_id: int
    warehouses: list[WarehouseBalance] = field(default_factory=list)
    balance: Decimal = Decimal(0)
    """On hand over the warehouses the user may see."""
    global_balance: Decimal = Decimal(0)
    """On hand over every warehouse of the organization."""
    global_reserved: Decimal = Decimal(0)
    average_cost: Decimal | None = None
    last_cost: Decimal | None = None


def _warehouse_name(row: StockItemWarehouseSummaryResponse) -> str:
    parts = [part for part in (row.warehouse.code, row.warehouse.name) if part]
    return " · ".join(parts) if parts else f"#{row.warehouse.id}"


class StockItemListViewModel(TaskOwner):
    """Loads and narrows the item list (cache or server), and the selected item's balances."""

    loadingChanged = Signal(bool)
    modeChanged = Signal(str)
    """Words for the mode the list is in (cached list or server lookup)."""
    errorChanged = Signal(str)
    """Why the list could not load (empty when it could)."""
    lookupErrorChanged = Signal(str)
    """What is wrong with the lookup value (shown under it)."""
    actionFailed = Signal(str)
    summaryChanged = Signal(str)
    detailsChanged = Signal(object)
    """``ItemDetails`` of the selected item, or None (nothing selected / loading)."""
    detailsError = Signal(str)
    openRecord = Signal(object)
    """A ``StockItemResponse`` (or None for a new item) to open in an editor."""

    def __init__(
        self, session: Session, errors: ErrorPresenter, parent: QObject | None = None
    ) -> None:
        super().__init__(errors, parent)
        self.session = session
        self.model = ItemTableModel(self)
        self.model.sort_requested = self.sort
        # Two connections: the worker's queries never make the UI thread wait to paint.
        self._query = ItemListQuery(session.store) if session.store is not None else None
        self._reader = ItemListQuery(session.store) if session.store is not None else None
        self.loading = False
        self.error = ""
        self.server_mode = False
        self._filter = ItemFilter()
        self.shown_filter: ItemFilter | None = None
        """The filters of the cached list the model shows now (None before the first
        answer, and in a server lookup)."""
        self._sort = ItemSort.CODE
        self._descending = False
        self._order: list[int] | None = None
        """Every cached id in the current sort (reused while only the filter changes)."""
        self._order_key: tuple[ItemSort, bool, str | None] | None = None
        self._total = 0
        self._server_rows: dict[int, ItemRow] = {}
        self._server_truncated = False
        self._lookup_words = ""
        self._generation = 0
        self._details_generation = 0
        self._selected: int | None = None
        self._search_timer = QTimer(self)
        self._search_timer.setSingleShot(True)
        self._search_timer.setInterval(SEARCH_DELAY_MS)
        self._search_timer.timeout.connect(self.reload)
        self._details_timer = QTimer(self)
        self._details_timer.setSingleShot(True)
        self._details_timer.setInterval(DETAILS_DELAY_MS)
        self._details_timer.timeout.connect(self._load_details)
        self._last_sync: str | None = None
        self._cache_timer = QTimer(self)
        self._cache_timer.setInterval(CACHE_CHECK_MS)
        self._cache_timer.timeout.connect(self._check_cache)
        self._cache_timer.start()
        session.changes.changed.connect(self._on_change)

    # -- cached list -------------------------------------------------------------------------
    def set_search(self, text: str) -> None:
        """Every word must start a word of the code, SKU, part number or description."""
        self._filter = ItemFilter(text, self._filter.active, self._filter.classification_ids)
        self._search_timer.start()

    def set_status_filter(self, status: str) -> None:
        active = {StatusFilter.ALL: None, StatusFilter.ACTIVE: True, StatusFilter.INACTIVE: False}
        value = active[StatusFilter(status)]
        self._filter = ItemFilter(self._filter.text, value, self._filter.classification_ids)
        if not self.server_mode:
            self.reload()
        else:
            self._show_server_rows()

    def set_classification_filter(self, classification_id: int | None) -> None:
        """Items in this classification or any classification under it."""
        ids = None if classification_id is None else self._subtree(classification_id)
        self._filter = ItemFilter(self._filter.text, self._filter.active, ids)
        self.reload()

    def _subtree(self, root: int) -> frozenset[int]:
        if self.session.store is None:
            return frozenset({root})
        return classification_subtree(ReferenceCache(self.session.store), root)

    def sort(self, column: int, order: Qt.SortOrder) -> None:
        sort, descending = COLUMN_SORTS[column], order == Qt.SortOrder.DescendingOrder
        if (sort, descending) == (self._sort, self._descending):
            return  # the view repeats the current order when it is built: nothing to do
        self._sort, self._descending = sort, descending
        if self.server_mode:
            self._show_server_rows()
        else:
            self.reload()

    def back_to_cache(self) -> None:
        """Leave a server lookup: the cached list with the current search."""
        self.server_mode = False
        self._server_rows = {}
        self.lookupErrorChanged.emit("")
        self.reload()

    def reload(self) -> None:
        """Query the cache again (the current filters and sort) on a worker thread.

        The query starts at once, not when the loop next runs the task: opening the
        screen, it runs while the UI thread builds the widgets.
        """
        self._search_timer.stop()
        query, reader = self._query, self._reader
        if self.server_mode or query is None or reader is None:
            return
        self._generation += 1
        where, sort, descending = self._filter, self._sort, self._descending
        order = self._order if self._order_key == (sort, descending, self._last_sync) else None
        answer = asyncio.get_event_loop().run_in_executor(
            None, _query_cache, query, where, sort, descending, order
        )
        task = self.run(
            self._load_cached(self._generation, answer, where, reader),
            context=self._loading_context(),
        )
        if task is None:  # shut down: nobody will read the answer
            answer.cancel()
            return
        self._set_loading(True)

    def _loading_context(self) -> str:
        return translate("StockItems", "Loading stock items")

    async def _load_cached(
        self,
        generation: int,
        pending: asyncio.Future[CacheAnswer],
        where: ItemFilter,
        reader: ItemListQuery,
    ) -> None:
        try:
            answer = await pending
        finally:
            if generation == self._generation:
                self._set_loading(False)
        if generation != self._generation or self.server_mode:
            return  # a newer query ran meanwhile: its answer is the one to show
        self._order, self._order_key = (
            answer.order,
            (answer.sort, answer.descending, answer.last_sync),
        )
        self._last_sync = answer.last_sync
        self._total = answer.total
        self.model.set_ids(answer.ids, reader.rows, answer.first_rows)
        self.shown_filter = where
        self._set_error("")
        self.modeChanged.emit(self._cache_mode_text(answer.last_sync))
        self._show_summary()

    def _cache_mode_text(self, last_sync: str | None) -> str:
        if last_sync is None:
            return translate(
                "StockItems",
                "Cached list: the items are being downloaded; the list fills in as they come.",
            )
        try:
            moment = datetime.fromisoformat(last_sync).astimezone()
            when = format_datetime(moment)
        except ValueError:
            when = last_sync
        return translate(
            "StockItems",
            "Cached list (works offline; updated {when}). Grouping items are found with a "
            "server lookup.",
        ).format(when=when)

    def _check_cache(self) -> None:
        """The sync refreshed the cache: show the new rows (same filters and sort)."""
        if self._reader is None or self.server_mode or self.session.closed or self.busy:
            return
        if self._reader.last_sync() != self._last_sync:
            self.reload()

    def _show_summary(self) -> None:
        shown = self.model.rowCount()
        if self.server_mode:
            text = translate("StockItems", "%Ln items found on the server", "", shown)
            if self._server_truncated:
                text += " " + translate("StockItems", "(the first {limit} only)").format(
                    limit=QLocale().toString(SERVER_LIMIT)
                )
        else:
            text = translate("StockItems", "{shown} of %Ln items", "", self._total).format(
                shown=QLocale().toString(shown)
            )
        self.summaryChanged.emit(text)

    # -- server lookup ---------------------------------------------------------------------
    def lookup(
        self,
        lookup: str,
        value: str,
        *,
        changed_since: datetime | None = None,
        classification_id: int | None = None,
    ) -> bool:
        """Ask the server with one of its filters; False (and a message) when the value
        cannot be sent."""
        kind = Lookup(lookup)
        arguments: dict[str, Any] = {}
        value = value.strip()
        if kind is Lookup.CLASSIFICATION:
            if classification_id is None:
                self.lookupErrorChanged.emit(translate("StockItems", "Choose a classification."))
                return False
            arguments["classification_id"] = classification_id
            words = lookup_text(kind)
        elif kind is Lookup.DESCRIPTION:
            if not value and changed_since is None:
                self.lookupErrorChanged.emit(
                    translate("StockItems", "Type part of the description, or a date, or both.")
                )
                return False
            if value:
                arguments["description"] = value
            if changed_since is not None:
                arguments["update_date"] = changed_since
            words = lookup_text(kind)
        elif kind in LIST_LOOKUPS:
            values = list_values(value)
            if not values:
                self.lookupErrorChanged.emit(
                    translate("StockItems", "Type or paste the values, separated by commas.")
                )
                return False
            if kind is Lookup.IDS:
                if not all(v.isdigit() and int(v) > 0 for v in values):
                    self.lookupErrorChanged.emit(
                        translate("StockItems", "Ids are whole numbers above 0.")
                    )
                    return False
                arguments["ids"] = [int(v) for v in values]
            else:
                arguments[kind.value] = values
            words = lookup_text(kind)
        else:
            if not value:
                self.lookupErrorChanged.emit(translate("StockItems", "Type the value to look up."))
                return False
            arguments[kind.value] = value
            words = lookup_text(kind)
        try:
            iterator = self.session.client.stock_items.iterate(**arguments)
        except ValidationError as exc:
            self.lookupErrorChanged.emit(
                " ".join(describe_issue(issue) for issue in issues_from(exc))
            )
            return False
        self.lookupErrorChanged.emit("")
        self._search_timer.stop()
        self.server_mode = True
        self._lookup_words = f"{words} {value}".strip()
        self._generation += 1
        self.run(
            self._load_server(self._generation, iterator),
            context=translate("StockItems", "Looking up stock items"),
        )
        return True

    async def _load_server(self, generation: int, iterator: Any) -> None:
        self._set_loading(True)
        self.modeChanged.emit(
            translate("StockItems", "Server lookup: {what}…").format(what=self._lookup_words)
        )
        rows: dict[int, ItemRow] = {}
        truncated = False
        try:
            async for item in iterator:
                rows[item.id] = item_row(item.model_dump(mode="json", by_alias=True))
                if len(rows) >= SERVER_LIMIT:
                    truncated = True
                    break
        except api_errors.ApiError as exc:
            if generation == self._generation:
                self._set_error(describe_error(exc).text)
                self.errors.report(exc, translate("StockItems", "Looking up stock items"))
            return
        finally:
            if generation == self._generation:
                self._set_loading(False)
        if generation != self._generation:
            return
        self._server_rows = rows
        self._server_truncated = truncated
        self._set_error("")
        self.modeChanged.emit(
            translate("StockItems", "Server lookup: {what}").format(what=self._lookup_words)
        )
        self._show_server_rows()

    def _show_server_rows(self) -> None:
        rows = list(self._server_rows.values())
        if self._filter.active is not None:
            rows = [row for row in rows if row.is_active == self._filter.active]
        rows.sort(key=lambda row: _python_key(row, self._sort), reverse=self._descending)
        kept = self._server_rows
        self.shown_filter = None
        self.model.set_ids([row.id for row in rows], lambda ids: {i: kept[i] for i in ids})
        self._show_summary()

    # -- details -----------------------------------------------------------------------------
    def select(self, item_id: int | None) -> None:
        """The clerk moved to another row: its balances come a moment later (debounced,
        so running down the list with the arrow keys asks only for where it stops)."""
        if item_id == self._selected:
            return
        self._selected = item_id
        self._details_generation += 1
        self.detailsChanged.emit(None)
        if item_id is None:
            self._details_timer.stop()
        else:
            self._details_timer.start()

    @property
    def up_to_date(self) -> bool:
        """The cached list shows the current filters, and no query is pending."""
        return (
            not self.server_mode
            and self.shown_filter == self._filter
            and not self._search_timer.isActive()
            and not self.loading
        )

    @property
    def selected_id(self) -> int | None:
        return self._selected

    def _load_details(self) -> None:
        if self._selected is None:
            return
        generation = self._details_generation
        self.run(
            self._fetch_details(self._selected, generation),
            context=translate("StockItems", "Loading balances"),
        )

    async def _fetch_details(self, item_id: int, generation: int) -> None:
        client = self.session.client.stock_items
        try:
            summary = await client.warehouse_summary(stock_item_id=item_id)
            global_page = await client.global_balances(ids=[item_id], limit=1)
            costs = await client.costs_by_ids(ids=[item_id])
        except api_errors.ApiError as exc:
            if generation == self._details_generation:
                self.detailsError.emit(
                    translate("StockItems", "Balances could not be loaded. {reason}").format(
                        reason=describe_error(exc).text
                    )
                )
            return
        if generation != self._details_generation:
            return  # the clerk moved on: this answer is stale
        details = ItemDetails(
            item_id=item_id,
            warehouses=[
                WarehouseBalance(
                    _warehouse_name(row),
                    row.balance,
                    row.reserved,
                    row.available,
                    row.open_order_quantity,
                )
                for row in summary
            ],
            balance=sum((row.balance for row in summary), Decimal(0)),
            global_balance=global_page.items[0].global_balance if global_page.items else Decimal(0),
            global_reserved=(
                global_page.items[0].global_reserved if global_page.items else Decimal(0)
            ),
            average_cost=costs[0].cost if costs else None,
            last_cost=costs[0].last_cost if costs else None,
        )
        self.detailsChanged.emit(details)

    # -- commands ----------------------------------------------------------------------------
    def open_item(self, item_id: int | None) -> None:
        """Open an item in an editor: read fresh from the server (the editor's conflict
        check compares with it); offline, the cached copy will do."""
        if item_id is None:
            self.openRecord.emit(None)
            return
        self.run(self._open_item(item_id), context=translate("StockItems", "Opening stock item"))

    async def _open_item(self, item_id: int) -> None:
        try:
            item = await item_to_edit(self.session, item_id)
        except (api_errors.Offline, api_errors.TimedOut) as exc:
            self.actionFailed.emit(describe_error(exc).text)
            return
        except api_errors.ApiError as exc:
            self.actionFailed.emit(
                translate("StockItems", "The item could not be opened. {reason}").format(
                    reason=describe_error(exc).text
                )
            )
            return
        self.openRecord.emit(item)

    def delete(self, item: ItemRow) -> None:
        self.run(self._delete(item), context=translate("StockItems", "Deleting stock item"))

    async def _delete(self, item: ItemRow) -> None:
        try:
            await self.session.client.stock_items.delete(item.id)
        except api_errors.ApiError as exc:
            self.actionFailed.emit(
                translate("StockItems", "“{name}” was not deleted. {reason}").format(
                    name=item.description, reason=delete_refusal(exc)
                )
            )
            self.errors.report(exc, translate("StockItems", "Deleting stock item"))
            return
        forget_cached_item(self.session, item.id)
        self.session.changes.publish(Changes.of(Kind.STOCK_ITEMS))

    def export_sheet(self) -> Sheet:
        """``export_table`` typed for a spreadsheet: prices as amounts (numbers with the
        currency's decimals), the rest as the list shows it."""
        from app.viewmodels.table_export import sheet_from_table

        table = self.export_table()
        price = table.headers.index(translate("StockItems", "Price"))
        return sheet_from_table(table, "", {price: "money"})

    def export_table(self) -> Table:
        """The rows the list shows now, in its order, as text (the whole list in a second or
        so: read in one statement, no row objects)."""
        ids = self.model.ids()
        headers = [*self.model.headers(), translate("StockItems", "External id")]
        texts = RowTexts()
        if self.server_mode or self._reader is None:
            found = self.model.fetch_rows(ids)
            items = [found[i] for i in ids if i in found]
            return Table(headers, [[*texts.of(item), item.external_id or ""] for item in items])
        rows = []
        for (
            _id,
            code,
            name,
            sku,
            part,
            external,
            classification,
            price,
            active,
            grouping,
            _at,
        ) in self._reader.columns_in_order(ids):
            cells = texts.texts(code, name, sku, part, classification, price, active, grouping)
            rows.append([*cells, external or ""])
        return Table(headers, rows)

    def _on_change(self, changes: Changes) -> None:
        if changes.touches(Kind.STOCK_ITEMS) and not self.server_mode:
            self._order = None  # an item changed: its place in the order may have too
            self.reload()

    async def shutdown(self) -> None:
        self._cache_timer.stop()
        await super().shutdown()
        for query in (self._query, self._reader):
            if query is not None:
                query.close()

    def _set_loading(self, loading: bool) -> None:
        self.loading = loading
        self.loadingChanged.emit(loading)

    def _set_error(self, text: str) -> None:
        self.error = text
        self.errorChanged.emit(text)


@dataclass(frozen=True)
class CacheAnswer:
    """What the worker read for one reload of the cached list."""

    ids: list[int]
    """The matching ids, in display order."""
    order: list[int]
    """Every cached id in display order (kept while only the filters change)."""
    sort: ItemSort
    descending: bool
    total: int
    last_sync: str | None
    first_rows: dict[int, ItemRow]
    """The rows of the first block, so that the first paint reads nothing."""


def _query_cache(
    query: ItemListQuery,
    where: ItemFilter,
    sort: ItemSort,
    descending: bool,
    order: list[int] | None,
) -> CacheAnswer:
    """Read the cached list for the filters and the sort (worker thread)."""
    last_sync = query.last_sync()
    if order is None:
        order = query.ordered_ids(sort, descending=descending)
    ids = narrowed(order, query.matching_ids(where, total=len(order)))
    return CacheAnswer(ids, order, sort, descending, len(order), last_sync, query.rows(ids[:BLOCK]))


async def item_to_edit(session: Session, item_id: int) -> StockItemResponse:
    """The item an editor starts from: read fresh from the server (the editor's conflict
    check compares with it, and the cache may be a sync behind); offline, the cached copy
    will do. Raises the ``ApiError`` when neither can be had."""
    try:
        return await session.client.stock_items.get(item_id)
    except (api_errors.Offline, api_errors.TimedOut):
        cached = cached_item(session, item_id)
        if cached is None:
            raise
        return cached


def cached_item(session: Session, item_id: int) -> StockItemResponse | None:
    """The cached copy of an item (None when not cached or the session is closed)."""
    if session.store is None or session.closed:
        return None
    row = ReferenceCache(session.store).get("stock_items", item_id)
    return StockItemResponse.model_validate(row.payload) if row is not None else None


def delete_refusal(exc: api_errors.ApiError) -> str:
    """Why an item was not deleted, in a clerk's words."""
    if (
        isinstance(exc, api_errors.BusinessRuleViolation)
        and exc.error_code == ErrorCode.ItemCannotDeleteItInUse
    ):
        return translate(
            "StockItems",
            "The item still has stock, serial numbers, lines on documents or child items. "
            "Deactivate it instead: it stays in the history but cannot be used on new "
            "documents.",
        )
    if isinstance(exc, api_errors.BusinessRuleViolation):
        return business_message(exc)
    return describe_error(exc).text


def forget_cached_item(session: Session, item_id: int) -> None:
    """A deleted item leaves the cached list at once (the next sync would drop it too)."""
    if session.store is not None and not session.closed:
        with session.store.transaction() as conn:
            ReferenceCache.delete_ids(conn, "stock_items", [item_id])


def remember_cached_item(session: Session, item: StockItemResponse) -> None:
    """A saved item shows in the cached list at once, as the next sync would put it there.

    Grouping items are left out: the API's default list (what the sync reads) has none,
    so the next full sync would drop them again.
    """
    if session.store is None or session.closed or item.is_grouping_item:
        return
    payload = item.model_dump_json(by_alias=True)
    with session.store.transaction() as conn:
        ReferenceCache.upsert(
            conn, "stock_items", [(STOCK_ITEMS.columns(item), payload)], "saved-by-editor"
        )
