"""The stock-item list over the profile's cache: filtered and sorted in SQLite, read by window.

A list of 100,000 items must open and follow each keystroke at once. The Qt sort/filter
proxy is far too slow at that size (DESIGN.md), and reading every row into Python costs a
second, so the list works in two steps:

- ``ItemListQuery.ids`` answers the ids in display order for the filters and the sort (one
  SQL statement: the full-text index narrows, an index or a sort orders);
- ``ItemListQuery.rows`` reads the displayed columns of a few ids (the visible window).

The cached payload is the server's JSON of each item (``StockItemResponse`` on the wire),
so the columns come out of it with ``json_extract``.
"""

from __future__ import annotations

import threading
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from enum import StrEnum
from typing import Any

from app.store.local import LocalStore
from app.store.search import match_query

LIST_NAME = "stock_items"


class ItemSort(StrEnum):
    """What the list can be ordered by (one per column)."""

    CODE = "code"
    DESCRIPTION = "description"
    SKU = "sku"
    PART_NUMBER = "part_number"
    CLASSIFICATION = "classification"
    PRICE = "price"
    ACTIVE = "active"


# Code and description have indexes (reference_rows_by_code/_by_name): ordering by them
# walks the index. The others sort the matches (about 0.1 s at 100,000, on a header click).
_SORT_SQL: dict[ItemSort, str] = {
    ItemSort.CODE: "r.code",
    ItemSort.DESCRIPTION: "r.name",
    ItemSort.SKU: "json_extract(r.payload, '$.sku') COLLATE NOCASE",
    ItemSort.PART_NUMBER: "json_extract(r.payload, '$.partNumber') COLLATE NOCASE",
    ItemSort.CLASSIFICATION: "json_extract(r.payload, '$.classificationCode')",
    ItemSort.PRICE: "CAST(json_extract(r.payload, '$.price') AS REAL)",
    ItemSort.ACTIVE: "r.is_active",
}

_COLUMNS = (
    "r.id, r.code, r.name, r.is_active, r.updated_at, "
    "json_extract(r.payload, '$.sku'), json_extract(r.payload, '$.partNumber'), "
    "json_extract(r.payload, '$.externalId'), json_extract(r.payload, '$.classificationCode'), "
    "CAST(json_extract(r.payload, '$.price') AS TEXT), "
    "json_extract(r.payload, '$.isGroupingItem')"
)


@dataclass(frozen=True)
class ItemRow:
    """The columns of one item in the list."""

    id: int
    code: str | None
    description: str
    sku: str | None
    part_number: str | None
    external_id: str | None
    classification_code: str | None
    price: str | None
    """The price as the server sent it (a decimal's text), None when absent."""
    is_active: bool
    is_grouping: bool
    updated_at: str | None


@dataclass(frozen=True)
class ItemFilter:
    """What the clerk narrowed the cached list to. Empty values mean "no filter"."""

    text: str = ""
    """Every word must start a word of the code, SKU, part number or descriptions."""
    active: bool | None = None
    classification_ids: frozenset[int] | None = None
    """Items directly in one of these classifications (a node and its descendants)."""


class ItemListQuery:
    """Reads of the cached stock-item list on a connection of its own, so that a worker
    thread can run them while the UI thread paints (``close`` it when done).

    Ordering and narrowing are kept apart because they change at different paces: the
    order of every id (``ordered_ids``, 0.1-0.2 s at 100,000) changes with a header click
    or a sync, the matches (``matching_ids``, a few ms through the full-text index) with
    each keystroke; ``ids`` combines them in Python in a few ms.
    """

    def __init__(self, store: LocalStore) -> None:
        self._conn = store.connect()
        self._lock = threading.Lock()

    def close(self) -> None:
        with self._lock:
            self._conn.close()

    def _fetch(self, sql: str, args: Sequence[object] = ()) -> list[tuple[Any, ...]]:
        with self._lock:
            cursor = self._conn.cursor()
            cursor.row_factory = None  # plain tuples: sqlite3.Row costs a lot at 100,000
            return cursor.execute(sql, tuple(args)).fetchall()

    def total(self) -> int:
        """Items in the cache, whatever the filter."""
        sql = "SELECT count(*) FROM reference_rows WHERE list = ?"
        return int(self._fetch(sql, (LIST_NAME,))[0][0])

    def last_sync(self) -> str | None:
        """When the cached list was last refreshed (None: never)."""
        rows = self._fetch("SELECT last_sync FROM sync_state WHERE list = ?", (LIST_NAME,))
        return None if not rows else rows[0][0]

    def ordered_ids(self, sort: ItemSort = ItemSort.CODE, *, descending: bool = False) -> list[int]:
        """Every cached id in display order (ties broken by id)."""
        direction = " DESC" if descending else ""
        sql = (
            "SELECT r.id FROM reference_rows AS r WHERE r.list = ? "
            f"ORDER BY {_SORT_SQL[sort]}{direction}, r.id{direction}"
        )
        return [row[0] for row in self._fetch(sql, (LIST_NAME,))]

    def matching_ids(self, where: ItemFilter) -> set[int] | None:
        """The ids ``where`` lets through, or None when it narrows nothing."""
        found: set[int] | None = None

        def narrow(ids: Iterable[int]) -> None:
            nonlocal found
            found = set(ids) if found is None else found & set(ids)

        if where.text.strip():
            query = match_query(where.text)
            if query is None:
                return set()  # only separators typed: nothing can match
            sql = "SELECT rowid FROM stock_items_search WHERE stock_items_search MATCH ?"
            narrow(row[0] for row in self._fetch(sql, (query,)))
        if where.active is not None:
            sql = "SELECT id FROM reference_rows WHERE list = ? AND is_active = ?"
            narrow(row[0] for row in self._fetch(sql, (LIST_NAME, int(where.active))))
        if where.classification_ids is not None:
            ids = sorted(where.classification_ids)
            marks = ", ".join("?" * len(ids)) or "NULL"
            sql = (
                "SELECT id FROM reference_rows WHERE list = ? "
                f"AND json_extract(payload, '$.classificationId') IN ({marks})"
            )
            narrow(row[0] for row in self._fetch(sql, (LIST_NAME, *ids)))
        return found

    def ids(
        self, where: ItemFilter, sort: ItemSort = ItemSort.CODE, *, descending: bool = False
    ) -> list[int]:
        """The ids of the matching items, in display order."""
        return narrowed(self.ordered_ids(sort, descending=descending), self.matching_ids(where))

    def rows(self, ids: Sequence[int]) -> dict[int, ItemRow]:
        """The displayed columns of ``ids`` (ids no longer cached are left out)."""
        found: dict[int, ItemRow] = {}
        for start in range(0, len(ids), 500):  # SQLite's limit on bound variables
            chunk = list(ids[start : start + 500])
            marks = ", ".join("?" * len(chunk))
            sql = (
                f"SELECT {_COLUMNS} FROM reference_rows AS r WHERE r.list = ? AND r.id IN ({marks})"
            )
            for row in self._fetch(sql, (LIST_NAME, *chunk)):
                found[row[0]] = _row(row)
        return found

    def all_rows(self, ids: Iterable[int]) -> list[ItemRow]:
        """Rows of ``ids`` in that order (for exporting what the list shows)."""
        ordered = list(ids)
        found = self.rows(ordered)
        return [found[i] for i in ordered if i in found]


def narrowed(ordered: list[int], matches: set[int] | None) -> list[int]:
    """``ordered`` kept to ``matches`` (None: all of it), order kept."""
    if matches is None:
        return ordered
    return [i for i in ordered if i in matches]


def item_row(payload: dict[str, object]) -> ItemRow:
    """The list columns of one item's wire JSON (server lookups show the same columns)."""
    price = payload.get("price")
    return ItemRow(
        id=int(str(payload["id"])),
        code=_text(payload.get("code")),
        description=str(payload.get("description") or ""),
        sku=_text(payload.get("sku")),
        part_number=_text(payload.get("partNumber")),
        external_id=_text(payload.get("externalId")),
        classification_code=_text(payload.get("classificationCode")),
        price=None if price is None else str(price),
        is_active=bool(payload.get("isActive", True)),
        is_grouping=bool(payload.get("isGroupingItem", False)),
        updated_at=_text(payload.get("updateDate")),
    )


def _text(value: object) -> str | None:
    return None if value is None else str(value)


def _row(row: tuple[Any, ...]) -> ItemRow:
    (
        item_id,
        code,
        name,
        active,
        updated,
        sku,
        part_number,
        external_id,
        classification,
        price,
        grouping,
    ) = row
    return ItemRow(
        id=int(str(item_id)),
        code=_text(code),
        description=str(name or ""),
        sku=_text(sku),
        part_number=_text(part_number),
        external_id=_text(external_id),
        classification_code=_text(classification),
        price=_text(price),
        is_active=bool(active),
        is_grouping=bool(grouping),
        updated_at=_text(updated),
    )
