"""Stock items on the wire, assembled from stored JSON, and the default list's page index.

A 1,000-item page must leave the sandbox in a few milliseconds (the issue's target is a p50
under 10 ms on loopback at 100,000 items). Building 1,000 pydantic models, or 1,000 rows of
36 columns, takes several times that, so an item's body is assembled from text:

- its own fields are the stored generated column ``wire_json`` (``STOCK_ITEM_OWN_JSON`` in
  ``schema_parts/stock_items.py``), which SQLite keeps current on every write;
- the fields that come from other tables (tax, classification code, opening balance,
  children, units, property values) are read for the whole page with one query each and
  spliced in.

The shape is ``app.models.stock_items.StockItemResponse``; a test parses rendered items with
that model and checks that both name the same fields.

The default list (no filter) pages by offset in id order. SQLite finds the n-th row of an
index only by stepping over the n before it, and counts the same way, so the tenant's listed
ids are kept in memory (``ListedIds``) and refreshed when ``stock_item_list_versions`` says
the set changed; triggers bump that version on every insert, delete and change of the
grouping flag or tenant (``schema_parts/stock_items.py``).
"""

from __future__ import annotations

import json
import sqlite3
from array import array
from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from weakref import WeakKeyDictionary

from app.sandbox.db import Database

ITEM_SOURCE = """stock_items AS s
    LEFT JOIN taxes AS t ON t.id = s.tax_id
    LEFT JOIN classifications AS cl ON cl.id = s.classification_id"""
"""The FROM clause of ``render`` (conditions and ordering may use ``s``, ``t`` and ``cl``)."""

LISTED = "coalesce(s.is_grouping, 0) = 0"
"""Items of the default list: grouping items are excluded (an item without a grouping flag,
which only old data has, is not a grouping item)."""

_CHUNK = 900
"""Ids per ``IN (...)`` list, well under SQLite's limit of bound parameters."""

_CHILDREN = """SELECT parent_id, json_group_array(json_object(
        'id', id, 'code', code, 'sku', sku, 'partNumber', part_number,
        'description', description, 'price', price,
        'isActive', json(CASE WHEN is_active THEN 'true' ELSE 'false' END)))
    FROM (SELECT * FROM stock_items WHERE parent_id {ids} ORDER BY id)
    GROUP BY parent_id"""
_UNITS = """SELECT stock_item_id, json_group_array(json_object(
        'id', id, 'name', name, 'ratio', ratio, 'partNumber', part_number, 'sku', sku,
        'price', price, 'isDefault', json(CASE WHEN is_default THEN 'true' ELSE 'false' END)))
    FROM (SELECT * FROM stock_item_units WHERE stock_item_id {ids} ORDER BY id)
    GROUP BY stock_item_id"""
_PROPERTIES = """SELECT stock_item_id, json_group_array(json_object(
        'propertyId', property_id, 'propertyName', name, 'valueId', value_id,
        'valueName', value))
    FROM (SELECT pv.stock_item_id, p.id AS property_id, p.name, v.id AS value_id, v.value
        FROM stock_item_property_values AS pv
        JOIN dynamic_property_values AS v ON v.id = pv.property_value_id
        JOIN dynamic_properties AS p ON p.id = v.property_id
        WHERE pv.stock_item_id {ids} ORDER BY p.id)
    GROUP BY stock_item_id"""
_OPENING = """SELECT stock_item_id, sum(opening_quantity) FROM stock_balances
    WHERE stock_item_id {ids} GROUP BY stock_item_id"""

_PLAIN_TAIL = (
    ',"globalOpeningBalance":0,"childItems":[],"unitOfMeasures":[],"dynamicPropertiesInfo":[]}'
)
"""The rest of an item with no opening balance, children, units or property values (most)."""


def _id_conditions(ids: Sequence[int]) -> Iterator[tuple[str, Sequence[int]]]:
    """``{ids}`` fillings that cover ``ids``: one range when they are dense (a page of the
    list; the few ids in it that are not asked for are ignored), else ``IN`` lists."""
    low, high = min(ids), max(ids)
    if high - low < 2 * len(ids) + 100:
        yield "BETWEEN ? AND ?", (low, high)
        return
    for start in range(0, len(ids), _CHUNK):
        chunk = ids[start : start + _CHUNK]
        yield f"IN ({', '.join('?' * len(chunk))})", chunk


def _per_item(conn: sqlite3.Connection, sql: str, ids: Sequence[int]) -> dict[int, object]:
    """``{id: value}`` of a two-column grouped query over (at least) ``ids``."""
    found: dict[int, object] = {}
    for condition, args in _id_conditions(ids):
        found.update(conn.execute(sql.format(ids=condition), args).fetchall())
    return found


def _number(value: object) -> str:
    amount = float(value or 0)  # type: ignore[arg-type]
    return str(int(amount)) if amount.is_integer() else repr(amount)


def _joined_fields(
    tax_id: int | None, name: str | None, rate: float | None, code: str | None
) -> str:
    """The fields that come from the joined tax and classification rows."""
    tax = (
        "null"
        if tax_id is None
        else json.dumps({"id": tax_id, "name": name, "rate": rate}, ensure_ascii=False)
    )
    classification = "null" if code is None else json.dumps(code, ensure_ascii=False)
    return f',"tax":{tax},"taxRate":{_number(rate)},"classificationCode":{classification}'


def render(
    conn: sqlite3.Connection, condition: str, args: Sequence[object], tail: str = "ORDER BY s.id"
) -> list[str]:
    """The JSON text of every item matching ``condition``, ordered and limited by ``tail``."""
    rows = conn.execute(
        "SELECT s.id, s.wire_json, s.is_grouping, s.tax_id, t.name, t.rate, cl.code "
        f"FROM {ITEM_SOURCE} WHERE {condition} {tail}",
        list(args),
    ).fetchall()
    if not rows:
        return []
    ids = [row[0] for row in rows]
    grouping = [row[0] for row in rows if row[2] == 1]
    children = _per_item(conn, _CHILDREN, grouping) if grouping else {}
    units = _per_item(conn, _UNITS, ids)
    properties = _per_item(conn, _PROPERTIES, ids)
    opening = _per_item(conn, _OPENING, ids)
    tails = {
        item_id: (
            f',"globalOpeningBalance":{_number(opening.get(item_id))},'
            f'"childItems":{children.get(item_id, "[]")},'
            f'"unitOfMeasures":{units.get(item_id, "[]")},'
            f'"dynamicPropertiesInfo":{properties.get(item_id, "[]")}}}'
        )
        for item_id in {*children, *units, *properties, *opening}
    }
    # Most items share a tax and a classification with many others: made once per pair.
    joined: dict[tuple[object, object], str] = {}
    items = []
    for item_id, own, _grouping, tax_id, tax_name, tax_rate, classification in rows:
        key = (tax_id, classification)
        fields = joined.get(key)
        if fields is None:
            fields = joined[key] = _joined_fields(tax_id, tax_name, tax_rate, classification)
        # ``own`` is a JSON object: its closing brace makes way for the other fields.
        items.append(own[:-1] + fields + tails.get(item_id, _PLAIN_TAIL))
    return items


def render_one(conn: sqlite3.Connection, item_id: int) -> str:
    """The JSON text of one item known to exist."""
    return render(conn, "s.id = ?", [item_id], tail="")[0]


def json_array(items: Sequence[str]) -> str:
    return f"[{','.join(items)}]"


def paged_json(
    items: Sequence[str], *, total_count: int, offset: int, limit: int, zero_total_when_empty: bool
) -> str:
    """A PagedResult body around rendered items (same arithmetic as ``paging.paged``)."""
    if zero_total_when_empty and not items:
        total_count = 0
    total_pages = -(-total_count // limit) if total_count else 0
    return (
        f'{{"items":{json_array(items)},"totalCount":{total_count},'
        f'"page":{offset // limit + 1},"pageSize":{limit},"totalPages":{total_pages}}}'
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
