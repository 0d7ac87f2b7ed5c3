"""Every stock item's whole wire body, kept current by triggers (migration 4).

A full sync reads 1,000-item pages of ``GET /v3/stock-items`` and the issue asks for a p50
under 10 ms at 100,000 items. Assembling a page from its parts (the item's own fields plus
tax, classification code, opening balance, children, units and property values from other
tables) costs 10 ms or more in Python and about 5 ms in SQL; concatenating stored bodies in
SQLite costs about 1 ms. So the body of every item is stored, whole:

- ``stock_item_bodies_fresh`` (a view) says what an item's body is now. It is the one
  definition of a StockItemResponse on the wire: the item's own fields are its ``wire_json``
  column (migration 2), the rest is added by ``json_set``, which appends keys in order.
- ``stock_item_bodies`` (a table) holds that body per item, with the two things the default
  list filters on (tenant, listed), so that a page is read from this table alone.
- Triggers re-read the view for every item whose body a write may change, on every table
  the view reads: whoever writes (a route, the demo, a test's SQL), bodies follow.

A later migration that drops and re-creates one of these tables drops its triggers with it
and must create them again (``TRIGGERS``); ``tests/sandbox/test_stock_item_bodies.py``
compares the table with the view after writes of every kind.

Numbers as the sandbox has always written them: ``taxRate`` and ``globalOpeningBalance``
without a fraction when integral, every other number as SQLite's JSON writes a REAL.
"""

from __future__ import annotations


def _integral_if_whole(value: str) -> str:
    """``value`` (a REAL, evaluated once) as an INTEGER when it has no fraction."""
    return (
        f"(SELECT CASE WHEN v = CAST(v AS INTEGER) THEN CAST(v AS INTEGER) ELSE v END "
        f"FROM (SELECT {value} AS v))"
    )


def _flag(column: str) -> str:
    return f"json(CASE WHEN {column} THEN 'true' ELSE 'false' END)"


VIEW = f"""
CREATE VIEW stock_item_bodies_fresh AS SELECT
    s.id AS stock_item_id,
    s.tenant_id AS tenant_id,
    coalesce(s.is_grouping, 0) = 0 AS listed,
    json_set(s.wire_json,
        '$.tax', CASE WHEN s.tax_id IS NULL THEN NULL
            ELSE json_object('id', s.tax_id, 'name', t.name, 'rate', t.rate) END,
        '$.taxRate', {_integral_if_whole("coalesce(t.rate, 0)")},
        '$.classificationCode', cl.code,
        '$.globalOpeningBalance', {
    _integral_if_whole(
        "(SELECT coalesce(sum(opening_quantity), 0) FROM stock_balances WHERE stock_item_id = s.id)"
    )
},
        -- A scalar subquery loses the JSON subtype: json() gives it back, so that arrays
        -- are set as arrays and not as strings.
        '$.childItems', json(CASE WHEN s.is_grouping = 1 THEN (
            SELECT json_group_array(json_object(
                'id', id, 'code', code, 'sku', sku, 'partNumber', part_number,
                'description', description, 'price', price,
                'isActive', {_flag("is_active")}))
            FROM (SELECT * FROM stock_items AS c WHERE c.parent_id = s.id ORDER BY c.id))
            ELSE '[]' END),
        '$.unitOfMeasures', json((
            SELECT json_group_array(json_object(
                'id', id, 'name', name, 'ratio', ratio, 'partNumber', part_number,
                'sku', sku, 'price', price, 'isDefault', {_flag("is_default")}))
            FROM (SELECT * FROM stock_item_units AS u WHERE u.stock_item_id = s.id
                ORDER BY u.id))),
        '$.dynamicPropertiesInfo', json((
            SELECT json_group_array(json_object(
                'propertyId', property_id, 'propertyName', name, 'valueId', value_id,
                'valueName', value))
            FROM (SELECT p.id AS property_id, p.name, v.id AS value_id, v.value
                FROM stock_item_property_values AS pv
                JOIN dynamic_property_values AS v ON v.id = pv.property_value_id
                JOIN dynamic_properties AS p ON p.id = v.property_id
                WHERE pv.stock_item_id = s.id ORDER BY p.id)))
    ) AS body
FROM stock_items AS s
    LEFT JOIN taxes AS t ON t.id = s.tax_id
    LEFT JOIN classifications AS cl ON cl.id = s.classification_id;
"""
"""What each item's body is now: ``app.models.stock_items.StockItemResponse`` as JSON text."""


def _refresh(which: str) -> str:
    """Re-read the bodies of the items whose ``stock_item_id`` meets ``which`` (``= NEW.id``,
    ``IN (SELECT ...)``); ``= NULL`` meets none and costs nothing."""
    # An upsert, not INSERT OR REPLACE: a trigger's statements take the conflict policy of
    # the statement that fired it (an INSERT OR IGNORE would keep the old body), except an
    # upsert's DO UPDATE.
    return (
        "INSERT INTO stock_item_bodies (stock_item_id, tenant_id, listed, body) "
        "SELECT stock_item_id, tenant_id, listed, body FROM stock_item_bodies_fresh "
        f"WHERE stock_item_id {which} "
        "ON CONFLICT (stock_item_id) DO UPDATE SET tenant_id = excluded.tenant_id, "
        "listed = excluded.listed, body = excluded.body;"
    )


def _refresh_old_and_new(column: str) -> tuple[str, str]:
    """The item that ``OLD.column`` names, and the one ``NEW.column`` names if another.

    One id per statement: ``= x`` is a rowid lookup, while ``IN (x, y)`` builds a temporary
    table each time, which costs half as much again per item in a bulk load.
    """
    return (
        _refresh(f"= OLD.{column}"),
        _refresh(f"= NEW.{column} AND NEW.{column} IS NOT OLD.{column}"),
    )


def _trigger(name: str, event: str, *statements: str, when: str = "") -> str:
    condition = f" WHEN {when}" if when else ""
    body = "\n    ".join(statements)
    return f"CREATE TRIGGER {name} AFTER {event}{condition}\nBEGIN\n    {body}\nEND;\n"


_ITEMS_WITH_PROPERTY_VALUE = (
    "IN (SELECT stock_item_id FROM stock_item_property_values WHERE property_value_id = {row}.id)"
)
_ITEMS_WITH_PROPERTY = (
    "IN (SELECT pv.stock_item_id FROM stock_item_property_values AS pv "
    "JOIN dynamic_property_values AS v ON v.id = pv.property_value_id "
    "WHERE v.property_id = {row}.id)"
)

TRIGGERS = "".join(
    (
        # The item itself, and the grouping item(s) whose childItems list it.
        _trigger(
            "stock_item_bodies_on_item_insert",
            "INSERT ON stock_items",
            _refresh("= NEW.id"),
            _refresh("= NEW.parent_id"),
        ),
        _trigger(
            "stock_item_bodies_on_item_update",
            "UPDATE ON stock_items",
            "DELETE FROM stock_item_bodies WHERE stock_item_id = OLD.id AND OLD.id <> NEW.id;",
            _refresh("= NEW.id"),
            *_refresh_old_and_new("parent_id"),
        ),
        _trigger(
            "stock_item_bodies_on_item_delete",
            "DELETE ON stock_items",
            "DELETE FROM stock_item_bodies WHERE stock_item_id = OLD.id;",
            _refresh("= OLD.parent_id"),
        ),
        # Taxes and classifications: every item that names the row (usually few writes, many
        # items; a deleted row is refused while items use it, but costs nothing to handle).
        _trigger(
            "stock_item_bodies_on_tax_update",
            "UPDATE OF id, name, rate ON taxes",
            _refresh("IN (SELECT id FROM stock_items WHERE tax_id IN (OLD.id, NEW.id))"),
            when="OLD.id IS NOT NEW.id OR OLD.name IS NOT NEW.name OR OLD.rate IS NOT NEW.rate",
        ),
        _trigger(
            "stock_item_bodies_on_tax_delete",
            "DELETE ON taxes",
            _refresh("IN (SELECT id FROM stock_items WHERE tax_id = OLD.id)"),
        ),
        _trigger(
            "stock_item_bodies_on_classification_update",
            "UPDATE OF id, code ON classifications",
            _refresh(
                "IN (SELECT id FROM stock_items WHERE tenant_id IN (OLD.tenant_id, NEW.tenant_id) "
                "AND classification_id IN (OLD.id, NEW.id))"
            ),
            # Codes compare ignoring case in their column; a change of case changes the body.
            when="OLD.id IS NOT NEW.id OR OLD.code IS NOT NEW.code COLLATE BINARY",
        ),
        _trigger(
            "stock_item_bodies_on_classification_delete",
            "DELETE ON classifications",
            _refresh(
                "IN (SELECT id FROM stock_items WHERE tenant_id = OLD.tenant_id "
                "AND classification_id = OLD.id)"
            ),
        ),
        # Opening balances: documents rewrite quantity and reserved often, which no body shows.
        _trigger(
            "stock_item_bodies_on_balance_insert",
            "INSERT ON stock_balances",
            _refresh("= NEW.stock_item_id"),
            when="NEW.opening_quantity <> 0",
        ),
        _trigger(
            "stock_item_bodies_on_balance_update",
            "UPDATE OF stock_item_id, opening_quantity ON stock_balances",
            *_refresh_old_and_new("stock_item_id"),
            when="OLD.stock_item_id IS NOT NEW.stock_item_id "
            "OR OLD.opening_quantity IS NOT NEW.opening_quantity",
        ),
        _trigger(
            "stock_item_bodies_on_balance_delete",
            "DELETE ON stock_balances",
            _refresh("= OLD.stock_item_id"),
            when="OLD.opening_quantity <> 0",
        ),
        # Units and property values belong to one item each.
        *(
            _trigger(f"stock_item_bodies_on_{table}_{event.lower()}", f"{event} ON {table}", *work)
            for table in ("stock_item_units", "stock_item_property_values")
            for event, work in (
                ("INSERT", (_refresh("= NEW.stock_item_id"),)),
                ("UPDATE", _refresh_old_and_new("stock_item_id")),
                ("DELETE", (_refresh("= OLD.stock_item_id"),)),
            )
        ),
        # Property and value names: every item that has the value (or a value of the property).
        _trigger(
            "stock_item_bodies_on_property_value_update",
            "UPDATE OF id, property_id, value ON dynamic_property_values",
            _refresh(_ITEMS_WITH_PROPERTY_VALUE.format(row="OLD")),
            _refresh(_ITEMS_WITH_PROPERTY_VALUE.format(row="NEW")),
        ),
        _trigger(
            "stock_item_bodies_on_property_value_delete",
            "DELETE ON dynamic_property_values",
            _refresh(_ITEMS_WITH_PROPERTY_VALUE.format(row="OLD")),
        ),
        _trigger(
            "stock_item_bodies_on_property_update",
            "UPDATE OF id, name ON dynamic_properties",
            _refresh(_ITEMS_WITH_PROPERTY.format(row="OLD")),
            _refresh(_ITEMS_WITH_PROPERTY.format(row="NEW")),
        ),
        _trigger(
            "stock_item_bodies_on_property_delete",
            "DELETE ON dynamic_properties",
            _refresh(_ITEMS_WITH_PROPERTY.format(row="OLD")),
        ),
    )
)
"""Every write that can change a body re-reads it from the view."""

DDL = f"""
{VIEW}
-- tenant_id and listed repeat the item's (the default list filters on them); body is last,
-- so that reading the first two does not step over it.
CREATE TABLE stock_item_bodies (
    stock_item_id INTEGER PRIMARY KEY,
    tenant_id INTEGER NOT NULL,
    listed INTEGER NOT NULL,
    body TEXT NOT NULL
);
-- The tax trigger finds a tax's items with it.
CREATE INDEX stock_items_by_tax ON stock_items(tax_id);
{TRIGGERS}
INSERT INTO stock_item_bodies (stock_item_id, tenant_id, listed, body)
    SELECT stock_item_id, tenant_id, listed, body FROM stock_item_bodies_fresh;
"""
