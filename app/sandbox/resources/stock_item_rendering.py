"""Stock items on the wire, read from their stored bodies, and the default list's page index.

A 1,000-item page must leave the sandbox in a few milliseconds (the issue's target is a p50
under 10 ms on loopback at 100,000 items). Building 1,000 pydantic models, or splicing the
parts of 1,000 items in Python, takes several times that, so every item's whole body is
stored, as text, in ``stock_item_bodies``, and triggers keep it current on every write to any
table it shows (``schema_parts/stock_item_bodies.py``). A page of the default list is one
``group_concat`` over those bodies, handed over as UTF-8 bytes.

The shape is ``app.models.stock_items.StockItemResponse``; a test parses rendered items with
that model and checks that both name the same fields, and another that the stored bodies
match what the view makes of the rows after writes of every kind.

The default list (no filter) pages by offset in id order. SQLite finds the n-th row of an
index only by stepping over the n before it, and counts the same way, so the tenant's listed
ids are kept in memory (``ListedIds``) and refreshed when ``stock_item_list_versions`` says
the set changed; triggers bump that version on every insert, delete and change of the
grouping flag or tenant (``schema_parts/stock_items.py``).
"""

from __future__ import annotations

import sqlite3
from array import array
from collections.abc import Sequence
from dataclasses import dataclass
from weakref import WeakKeyDictionary

from app.sandbox.db import Database

ITEM_SOURCE = """stock_items AS s
    LEFT JOIN taxes AS t ON t.id = s.tax_id
    LEFT JOIN classifications AS cl ON cl.id = s.classification_id"""
"""The items ``render`` may filter and order by (on ``s``, ``t`` and ``cl``)."""

LISTED = "coalesce(s.is_grouping, 0) = 0"
"""Items of the default list: grouping items are excluded (an item without a grouping flag,
which only old data has, is not a grouping item)."""


def render(
    conn: sqlite3.Connection, condition: str, args: Sequence[object], tail: str = "ORDER BY s.id"
) -> list[str]:
    """The JSON text of every item matching ``condition``, ordered and limited by ``tail``."""
    rows = conn.execute(
        # A scalar subquery, not a join: the planner must go from the items to their bodies.
        "SELECT (SELECT body FROM stock_item_bodies WHERE stock_item_id = s.id) "
        f"FROM {ITEM_SOURCE} WHERE {condition} {tail}",
        list(args),
    ).fetchall()
    return [row[0] for row in rows]


def render_one(conn: sqlite3.Connection, item_id: int) -> str:
    """The JSON text of one item known to exist."""
    return render(conn, "s.id = ?", [item_id], tail="")[0]


def listed_page(conn: sqlite3.Connection, tenant_id: int, low: int, high: int) -> bytes:
    """The tenant's listed items with ids from ``low`` to ``high``, as one JSON text without
    its brackets (UTF-8), in id order.

    SQLite joins the bodies itself and hands over bytes: no Python string per item, and no
    decoding and re-encoding of a page that is mostly Arabic and Latin text.
    """
    row = conn.execute(
        # The ORDER BY inside keeps group_concat in id order: SQLite does not flatten a
        # subquery with ORDER BY into an aggregate query.
        "SELECT CAST(group_concat(body, ',') AS BLOB) FROM ("
        "SELECT body FROM stock_item_bodies WHERE stock_item_id BETWEEN ? AND ? "
        "AND tenant_id = ? AND listed ORDER BY stock_item_id)",
        (low, high, tenant_id),
    ).fetchone()
    return bytes(row[0] or b"")


def json_array(items: Sequence[str]) -> str:
    return f"[{','.join(items)}]"


def _paging(total_count: int, offset: int, limit: int) -> str:
    """The PagedResult fields after ``items`` (same arithmetic as ``paging.paged``)."""
    total_pages = -(-total_count // limit) if total_count else 0
    return (
        f'"totalCount":{total_count},"page":{offset // limit + 1},"pageSize":{limit},'
        f'"totalPages":{total_pages}}}'
    )


def paged_json(
    items: Sequence[str], *, total_count: int, offset: int, limit: int, zero_total_when_empty: bool
) -> str:
    """A PagedResult body around rendered items."""
    if zero_total_when_empty and not items:
        total_count = 0
    return f'{{"items":{json_array(items)},{_paging(total_count, offset, limit)}'


def paged_bytes(joined_items: bytes, *, total_count: int, offset: int, limit: int) -> bytes:
    """A PagedResult body around ``listed_page``'s items."""
    return b"".join(
        (b'{"items":[', joined_items, b"],", _paging(total_count, offset, limit).encode())
    )


# -- the default list's page index -----------------------------------------------------------
@dataclass(frozen=True)
class ListedIds:
    """The ids of one tenant's default list, in order, as of one list version."""

    version: int
    ids: array[int]

    def page_bounds(self, offset: int, limit: int) -> tuple[int, int] | None:
        """The first and last id of the page, or None when the page is empty."""
        page = self.ids[offset : offset + limit]
        return (page[0], page[-1]) if page else None


# Per database, per tenant. Read and written only inside a transaction, whose lock already
# serializes every request of a sandbox.
_LISTED_IDS: WeakKeyDictionary[Database, dict[int, ListedIds]] = WeakKeyDictionary()


def listed_ids(db: Database, conn: sqlite3.Connection, tenant_id: int) -> ListedIds:
    """The tenant's listed ids, from memory unless the list changed since they were read."""
    row = conn.execute(
        "SELECT version FROM stock_item_list_versions WHERE tenant_id = ?", (tenant_id,)
    ).fetchone()
    version = int(row[0]) if row else 0
    per_tenant = _LISTED_IDS.setdefault(db, {})
    known = per_tenant.get(tenant_id)
    if known is not None and known.version == version:
        return known
    ids = array(
        "q",
        (
            row[0]
            for row in conn.execute(
                f"SELECT s.id FROM stock_items AS s WHERE s.tenant_id = ? AND {LISTED} "
                "ORDER BY s.id",
                (tenant_id,),
            )
        ),
    )
    per_tenant[tenant_id] = known = ListedIds(version, ids)
    return known
