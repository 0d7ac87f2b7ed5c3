"""The stock-item list over the profile's cache: filtered and sorted in SQLite, read by window.

A list of 100,000 items must open and follow each keystroke at once. The Qt sort/filter
proxy is far too slow at that size (DESIGN.md), and reading every row into Python costs a
second, so the list works in two steps:

- ``ItemListQuery.ids`` answers the ids in display order for the filters and the sort;
- ``ItemListQuery.rows`` reads the displayed columns of a few ids (the visible window).

The columns come from ``stock_item_rows`` (store migration 3): one row per cached item,
kept in step with the cache by triggers, so that no JSON is parsed while the list is in
use; the usual orders (code, description) are read from an index alone.
Long lists of ids travel out of SQLite as one JSON array (``json_group_array``): stepping
through 100,000 result rows one by one costs several times more in Python.
"""

from __future__ import annotations

import json
import threading
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from enum import StrEnum
from typing import Any

from app.store.local import LocalStore
from app.store.reference_cache import ReferenceCache
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


# Columns of stock_item_rows; text compares without case (COLLATE NOCASE in the table),
# missing values come first. Code and description have an index (column, id); the others
# are sorted when asked (about 0.1 s at 100,000).
_SORT_COLUMN: dict[ItemSort, str] = {
    ItemSort.CODE: "code",
    ItemSort.DESCRIPTION: "description",
    ItemSort.SKU: "sku",
    ItemSort.PART_NUMBER: "part_number",
    ItemSort.CLASSIFICATION: "classification_code",
    ItemSort.PRICE: "price_value",
    ItemSort.ACTIVE: "is_active",
}

_COLUMNS = (
    "id, code, description, sku, part_number, external_id, classification_code, price, "
    "is_active, is_grouping, updated_at"
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
    """Reads of the cached stock-item list on a connection of its own (``close`` it when
    done). A worker thread runs the long reads (``ids``) while the UI thread paints; give
    the UI thread an instance of its own for ``rows`` so that it never waits for them.

    Ordering and narrowing are kept apart because they change at different paces: the
    order of every id (``ordered_ids``, read from an index) changes with a header click
    or a sync, the matches (``matching_ids``, through the full-text index) with each
    keystroke; ``narrowed`` combines them in Python in a few ms.
    """

    def __init__(self, store: LocalStore) -> None:
        self._conn = store.connect()
        self._lock = threading.Lock()
        self._kept: dict[tuple[object, ...], frozenset[int]] = {}
        """Ids a status or classification filter lets through, while the data is the same."""
        self._kept_version: int | None = None

    def close(self) -> None:
        with self._lock:
            self._conn.close()

    def _fetch(self, sql: str, args: Sequence[object] = ()) -> list[tuple[Any, ...]]:
        with self._lock:
            cursor = self._conn.cursor()
            cursor.row_factory = None  # plain tuples: sqlite3.Row costs a lot at 100,000
            return cursor.execute(sql, tuple(args)).fetchall()

    def _id_list(self, sql: str, args: Sequence[object] = ()) -> list[int]:
        """The ids ``sql`` selects (one column), in its order.

        SQLite keeps the order of an ordered subquery under an aggregate other than
        count/min/max, so ``json_group_array`` over it keeps the order too.
        """
        rows = self._fetch(f"SELECT json_group_array(id) FROM ({sql})", args)
        ids: list[int] = json.loads(rows[0][0])
        return ids

    def total(self) -> int:
        """Items in the cache, whatever the filter."""
        return int(self._fetch("SELECT count(*) FROM stock_item_rows")[0][0])

    def last_sync(self) -> str | None:
        """When the cached list was last refreshed (None: never)."""
        rows = self._fetch("SELECT last_sync FROM sync_state WHERE list = ?", (LIST_NAME,))
        return None if not rows else rows[0][0]

    def ordered_ids(self, sort: ItemSort = ItemSort.CODE, *, descending: bool = False) -> list[int]:
        """Every cached id in display order (ties broken by id)."""
        direction = " DESC" if descending else ""
        column = _SORT_COLUMN[sort]
        return self._id_list(
            f"SELECT id FROM stock_item_rows ORDER BY {column}{direction}, id{direction}"
        )

    def matching_ids(self, where: ItemFilter, *, total: int | None = None) -> set[int] | None:
        """The ids ``where`` lets through, or None when it narrows nothing.

        ``total`` (the number of cached items, when the caller knows it) lets a search
        that every item matches ("GEN", "m": most keystrokes start that way) be told by
        counting, several times cheaper than reading 100,000 ids.
        """
        found: set[int] | None = None

        def narrow(ids: Iterable[int]) -> None:
            nonlocal found
            found = set(ids) if found is None else found.intersection(ids)

        if where.text.strip():
            query = match_query(where.text)
            if query is None:
                return set()  # only separators typed: nothing can match
            search = "FROM stock_items_search WHERE stock_items_search MATCH ?"
            # The search index holds exactly the cached items (written together).
            matched_all = (
                total is not None
                and int(self._fetch(f"SELECT count(*) {search}", (query,))[0][0]) >= total
            )
            if not matched_all:
                narrow(self._id_list(f"SELECT rowid AS id {search}", (query,)))
        if where.active is not None:
            sql = "SELECT id FROM stock_item_rows WHERE is_active = ?"
            narrow(self._kept_ids(sql, (int(where.active),)))
        if where.classification_ids is not None:
            ids = sorted(where.classification_ids)
            marks = ", ".join("?" * len(ids)) or "NULL"
            sql = f"SELECT id FROM stock_item_rows WHERE classification_id IN ({marks})"
            narrow(self._kept_ids(sql, ids))
        return found

    def _kept_ids(self, sql: str, args: Sequence[object]) -> frozenset[int]:
        """The ids of ``sql``, read again only once the cache changed: a status or
        classification filter stays on while the clerk types, and reading it costs a scan
        of the list at each keystroke otherwise. ``PRAGMA data_version`` changes whenever
        another connection (the sync, an editor) commits."""
        version = int(self._fetch("PRAGMA data_version")[0][0])
        if version != self._kept_version:
            self._kept.clear()
            self._kept_version = version
        key = (sql, *args)
        kept = self._kept.get(key)
        if kept is None:
            kept = self._kept[key] = frozenset(self._id_list(sql, args))
        return kept

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
            sql = f"SELECT {_COLUMNS} FROM stock_item_rows WHERE id IN ({marks})"
            for row in self._fetch(sql, chunk):
                found[row[0]] = _row(row)
        return found

    def columns_in_order(self, ids: Sequence[int]) -> list[tuple[Any, ...]]:
        """The list's columns of ``ids`` as plain tuples, in that order, read in one
        statement (exporting 100,000 rows); the columns are those of ``ItemRow``: id, code,
        description, sku, part number, external id, classification code, price, active,
        grouping, updated."""
        rows = self._fetch(
            f"SELECT {_COLUMNS} FROM stock_item_rows WHERE id IN (SELECT value FROM json_each(?))",
            (json.dumps(list(ids)),),
        )
        by_id = {row[0]: row for row in rows}
        return [by_id[i] for i in ids if i in by_id]

    def all_rows(self, ids: Iterable[int]) -> list[ItemRow]:
        """Rows of ``ids`` in that order (for exporting what the list shows)."""
        ordered = list(ids)
        found = self.rows(ordered)
        return [found[i] for i in ordered if i in found]


def narrowed(ordered: list[int], matches: set[int] | None) -> list[int]:
    """``ordered`` kept to ``matches`` (None: all of it), order kept."""
    if matches is None or (len(matches) >= len(ordered) and matches.issuperset(ordered)):
        return ordered
    return [i for i in ordered if i in matches]


def classification_subtree(cache: ReferenceCache, root: int) -> frozenset[int]:
    """``root`` and every classification under it, from the cached tree (an item filed
    under "Phones > Android" is in "Phones" too). A loop in the tree ends the walk."""
    children: dict[int, list[int]] = {}
    for row in cache.rows("classifications"):
        parent = row.payload.get("parentId")
        if isinstance(parent, int):
            children.setdefault(parent, []).append(row.id)
    found, todo = {root}, [root]
    while todo:
        for child in children.get(todo.pop(), []):
            if child not in found:
                found.add(child)
                todo.append(child)
    return frozenset(found)


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
        description,
        sku,
        part_number,
        external_id,
        classification,
        price,
        active,
        grouping,
        updated,
    ) = row
    return ItemRow(
        id=int(item_id),
        code=_text(code),
        description=str(description or ""),
        sku=_text(sku),
        part_number=_text(part_number),
        external_id=_text(external_id),
        classification_code=_text(classification),
        price=_text(price),
        is_active=bool(active),
        is_grouping=bool(grouping),
        updated_at=_text(updated),
    )
