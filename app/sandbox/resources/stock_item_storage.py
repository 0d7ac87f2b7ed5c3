"""Writing stock items: the create and update rules, shared by the single and batch writes.

The spec shows neither the bodies nor the rules of stock-item writes. The sandbox applies
what the spec states for the other kind of item, service items, and the organization
settings that name items (choices in GUESSES.md):

1. Description special characters are refused unless ``allowSpecialCharacters``: create
   ``InvalidSpecialCharacters``, update ``DescriptionContainsInvalidSpecialCharacters``.
2. Codes follow ``itemCodingMethod``: Automatic generates them (a sent code is ignored, an
   update keeps the stored one); Free and None require one on create (400 on ``code``), as
   the spec says of dynamic-property codes. On update an omitted or empty code keeps the
   stored code and another code renames the item.
3. Duplicate description (ignoring case): ``DupplicatedName``; duplicate code:
   ``DupplicatedCode``.
4. An unknown classification (or one that is not a leaf of the stock-item tree) or brand is
   a 400 on its field.
5. Taxes as on service items: with e-invoicing a tax is required
   (``MustSelectValidTaxType``); a sent tax must exist (``TaxNotFound``), be active
   (``CannotAssignInactiveTax``), not be scoped to service items
   (``InvalidTaxScopeForItem``) and have a sales or purchase account
   (``InvalidTaxTypeForItem``).
6. Property values need ``dynamicPropertiesEnabled`` (``DynamicPropertiesDisabled``), must
   exist (400) and name at most one value per property (400).
7. Grouping items: on create each child entry becomes a new item under the parent (with
   its classification, brand and tax; ``isCurrent`` ignored). On update the entries are the
   full set of children: entries with an id update that child, entries without create one,
   children left out are unlinked (kept as items). Turning a simple item into a grouping
   item moves its stock, serials and document lines to the child marked ``isCurrent``;
   without one, an item with any of those is refused (``EdaraBusinessError``), since a
   grouping item holds no stock. A grouping item with children cannot become simple, and a
   child cannot become a grouping item (``EdaraBusinessError``).
8. The creating user gets data permission on every item it creates.

Checks run in the order of the list above, child entries after their parent.
"""

from __future__ import annotations

import sqlite3
from collections.abc import Sequence
from dataclasses import dataclass
from decimal import Decimal

from app.models.error_codes import ErrorCode
from app.models.special_characters import special_characters_in
from app.models.stock_items import (
    StockItemChildRequest,
    StockItemCreateRequest,
    StockItemUpdateRequest,
    UnitOfMeasureRequest,
)
from app.models.taxes import TaxScope
from app.sandbox.auth import Caller
from app.sandbox.db import utc_now
from app.sandbox.permissions import DataKind, grant
from app.sandbox.problems import business_rule, invalid
from app.sandbox.queries import exists
from app.sandbox.resources.item_coding import CodeKind, CodingMethod, coding_method, next_code
from app.sandbox.settings import get_flag, get_setting

STOCK_ITEM_CLASSIFICATION_TYPE = "StockItems"


@dataclass(frozen=True)
class ItemRules:
    """The organization settings that change how items are written, read once per request."""

    tenant_id: int
    coding: CodingMethod
    special_characters_allowed: bool
    einvoicing: bool
    properties_enabled: bool

    @classmethod
    def load(cls, conn: sqlite3.Connection, tenant_id: int) -> ItemRules:
        return cls(
            tenant_id=tenant_id,
            coding=coding_method(conn, tenant_id),
            special_characters_allowed=get_flag(conn, tenant_id, "allowSpecialCharacters"),
            einvoicing=get_setting(conn, tenant_id, "eInvoicing") != "None",
            properties_enabled=get_flag(conn, tenant_id, "dynamicPropertiesEnabled"),
        )


def stored_text(value: str | None) -> str | None:
    """Texts are stored trimmed; a blank one is no value (null)."""
    if value is None:
        return None
    value = value.strip()
    return value or None


def _amount(value: Decimal | None) -> float:
    return float(value) if value is not None else 0.0


def item_columns(body: StockItemCreateRequest) -> dict[str, object]:
    """Column values of a create or update body (full replace: omitted means cleared / 0)."""
    return {
        "sku": stored_text(body.sku),
        "part_number": stored_text(body.part_number),
        "oe_number": stored_text(body.oe_number),
        "external_id": stored_text(body.external_id),
        "description": body.description.strip(),
        "other_lang_description": stored_text(body.other_lang_description),
        "classification_id": body.classification_id,
        "brand_id": body.brand_id,
        "tax_id": body.tax_id,
        "price": _amount(body.price),
        "dealer_price": _amount(body.dealer_price),
        "super_dealer_price": _amount(body.super_dealer_price),
        "purchase_price": _amount(body.purchase_price),
        "minimum_price": _amount(body.minimum_price),
        "warranty": stored_text(body.warranty),
        "weight": float(body.weight) if body.weight is not None else None,
        "note": stored_text(body.note),
        "data_sheet": stored_text(body.data_sheet),
        "picture": body.picture,
        "requires_batch": int(body.requires_batch_number),
        "requires_expiry": int(body.requires_expiry_date),
        "batch_from_expiry": int(body.auto_batch_from_expiry),
        "has_serials": int(body.has_serial_numbers),
        "is_grouping": int(body.is_grouping_item),
    }


def _child_columns(child: StockItemChildRequest, parent: dict[str, object]) -> dict[str, object]:
    """A child entry's columns: its own texts and price, the rest from its parent."""
    return {
        "sku": stored_text(child.sku),
        "part_number": stored_text(child.part_number),
        "external_id": stored_text(child.external_id),
        "description": child.description.strip(),
        "other_lang_description": stored_text(child.other_lang_description),
        "classification_id": parent["classification_id"],
        "brand_id": parent["brand_id"],
        "tax_id": parent["tax_id"],
        "price": float(child.price) if child.price is not None else parent["price"],
        "is_grouping": 0,
    }


# -- checks ----------------------------------------------------------------------------------
def _check_description(rules: ItemRules, description: str, *, creating: bool) -> None:
    found = special_characters_in(description)
    if found and not rules.special_characters_allowed:
        shown = " ".join(repr(character) for character in found)
        if creating:
            raise business_rule(
                ErrorCode.InvalidSpecialCharacters,
                f"The description contains special characters that are not allowed: {shown}.",
            )
        raise business_rule(
            ErrorCode.DescriptionContainsInvalidSpecialCharacters,
            f"The description contains special characters that are not allowed: {shown}.",
        )


def _assign_code(
    conn: sqlite3.Connection,
    rules: ItemRules,
    sent: str | None,
    *,
    stored: str | None,
    creating: bool,
    field: str,
) -> str | None:
    """The code to store (rule 2)."""
    sent = stored_text(sent)
    if rules.coding is CodingMethod.AUTOMATIC:
        if not creating:
            return stored
        return next_code(
            conn,
            rules.tenant_id,
            CodeKind.STOCK_ITEM,
            lambda code: exists(
                conn,
                "SELECT 1 FROM stock_items WHERE tenant_id = ? AND code = ?",
                rules.tenant_id,
                code,
            ),
        )
    if creating and sent is None:
        # Free coding and "no coding" both need a typed code, as dynamic properties do.
        raise invalid(
            field, f"A code is required: the organization's item coding is {rules.coding}."
        )
    return sent if sent is not None else stored


def _check_unique(
    conn: sqlite3.Connection,
    tenant_id: int,
    description: str,
    code: str | None,
    item_id: int | None,
) -> None:
    """Rule 3 (descriptions ignoring case, codes exactly)."""
    if exists(
        conn,
        "SELECT 1 FROM stock_items WHERE tenant_id = ? AND id IS NOT ? "
        "AND description = ? COLLATE NOCASE",
        tenant_id,
        item_id,
        description,
    ):
        raise business_rule(
            ErrorCode.DupplicatedName, f"A stock item described '{description}' already exists."
        )
    if code is not None and exists(
        conn,
        "SELECT 1 FROM stock_items WHERE tenant_id = ? AND id IS NOT ? AND code = ?",
        tenant_id,
        item_id,
        code,
    ):
        raise business_rule(ErrorCode.DupplicatedCode, f"The code '{code}' is already used.")


def _check_references(conn: sqlite3.Connection, tenant_id: int, columns: dict[str, object]) -> None:
    """Rule 4."""
    classification_id = columns["classification_id"]
    if classification_id is not None:
        row = conn.execute(
            "SELECT type, EXISTS (SELECT 1 FROM classifications AS child "
            "WHERE child.parent_id = c.id) AS has_children "
            "FROM classifications AS c WHERE c.tenant_id = ? AND c.id = ?",
            (tenant_id, classification_id),
        ).fetchone()
        if row is None or row["type"] != STOCK_ITEM_CLASSIFICATION_TYPE:
            raise invalid(
                "classificationId",
                f"Stock-item classification {classification_id} does not exist.",
            )
        if row["has_children"]:
            raise invalid(
                "classificationId",
                f"Classification {classification_id} has sub-classifications: items belong "
                "to the last level.",
            )
    brand_id = columns["brand_id"]
    if brand_id is not None and not exists(
        conn, "SELECT 1 FROM brands WHERE tenant_id = ? AND id = ?", tenant_id, brand_id
    ):
        raise invalid("brandId", f"Brand {brand_id} does not exist.")


def _check_tax(conn: sqlite3.Connection, rules: ItemRules, tax_id: object) -> None:
    """Rule 5."""
    if tax_id is None:
        if rules.einvoicing:
            raise business_rule(
                ErrorCode.MustSelectValidTaxType,
                "The organization is connected to e-invoicing: choose a tax for the item.",
            )
        return
    tax = conn.execute(
        "SELECT * FROM taxes WHERE tenant_id = ? AND id = ?", (rules.tenant_id, tax_id)
    ).fetchone()
    if tax is None:
        raise business_rule(ErrorCode.TaxNotFound, f"Tax {tax_id} does not exist.")
    if not tax["active"]:
        raise business_rule(
            ErrorCode.CannotAssignInactiveTax, f"The tax '{tax['name']}' is inactive."
        )
    if tax["scope"] == TaxScope.ServiceItem:
        raise business_rule(
            ErrorCode.InvalidTaxScopeForItem,
            f"The tax '{tax['name']}' is for service items only.",
        )
    if tax["sales_account_id"] is None and tax["purchase_account_id"] is None:
        raise business_rule(
            ErrorCode.InvalidTaxTypeForItem,
            f"The tax '{tax['name']}' is a withholding tax; an item's tax needs a sales or "
            "purchase account.",
        )


def _check_property_values(
    conn: sqlite3.Connection, rules: ItemRules, value_ids: Sequence[int], field: str
) -> None:
    """Rule 6."""
    if not value_ids:
        return
    if not rules.properties_enabled:
        raise business_rule(
            ErrorCode.DynamicPropertiesDisabled,
            "Dynamic properties are turned off for the organization.",
        )
    rows = conn.execute(
        "SELECT v.id, v.property_id FROM dynamic_property_values AS v "
        "JOIN dynamic_properties AS p ON p.id = v.property_id "
        f"WHERE p.tenant_id = ? AND v.id IN ({', '.join('?' * len(value_ids))})",
        (rules.tenant_id, *value_ids),
    ).fetchall()
    unknown = sorted(set(value_ids) - {row["id"] for row in rows})
    if unknown:
        raise invalid(field, f"Property values {unknown} do not exist.")
    properties = [row["property_id"] for row in rows]
    if len(set(properties)) != len(properties):
        raise invalid(field, "An item can have only one value of each property.")


# -- writes ----------------------------------------------------------------------------------
def _insert(
    conn: sqlite3.Connection,
    tenant_id: int,
    columns: dict[str, object],
    code: str | None,
    parent_id: int | None,
) -> int:
    now = utc_now()
    values = {**columns, "code": code, "parent_id": parent_id}
    cursor = conn.execute(
        f"INSERT INTO stock_items (tenant_id, {', '.join(values)}, created_at, updated_at) "
        f"VALUES (?, {', '.join('?' * len(values))}, ?, ?)",
        (tenant_id, *values.values(), now, now),
    )
    return int(cursor.lastrowid or 0)


def _update(
    conn: sqlite3.Connection, item_id: int, columns: dict[str, object], **extra: object
) -> None:
    values = {**columns, **extra, "updated_at": utc_now()}
    assignments = ", ".join(f"{column} = ?" for column in values)
    conn.execute(f"UPDATE stock_items SET {assignments} WHERE id = ?", (*values.values(), item_id))


def replace_units(
    conn: sqlite3.Connection, item_id: int, units: Sequence[UnitOfMeasureRequest]
) -> None:
    """The item's unit-of-measure chain becomes ``units``: units are matched by name
    (ignoring case) so that a unit that stays keeps its id."""
    stored = {
        str(row["name"]).casefold(): int(row["id"])
        for row in conn.execute(
            "SELECT id, name FROM stock_item_units WHERE stock_item_id = ?", (item_id,)
        )
    }
    kept: set[int] = set()
    for unit in units:
        values = (
            unit.name.strip(),
            float(unit.ratio),
            stored_text(unit.part_number),
            stored_text(unit.sku),
            _amount(unit.price),
            int(unit.is_default),
        )
        unit_id = stored.get(unit.name.strip().casefold())
        if unit_id is None:
            conn.execute(
                "INSERT INTO stock_item_units (stock_item_id, name, ratio, part_number, sku, "
                "price, is_default) VALUES (?, ?, ?, ?, ?, ?, ?)",
                (item_id, *values),
            )
        else:
            kept.add(unit_id)
            conn.execute(
                "UPDATE stock_item_units SET name = ?, ratio = ?, part_number = ?, sku = ?, "
                "price = ?, is_default = ? WHERE id = ?",
                (*values, unit_id),
            )
    for unit_id in set(stored.values()) - kept:
        conn.execute("DELETE FROM stock_item_units WHERE id = ?", (unit_id,))


def replace_property_values(
    conn: sqlite3.Connection, item_id: int, value_ids: Sequence[int]
) -> None:
    conn.execute("DELETE FROM stock_item_property_values WHERE stock_item_id = ?", (item_id,))
    conn.executemany(
        "INSERT INTO stock_item_property_values (stock_item_id, property_value_id) VALUES (?, ?)",
        [(item_id, value_id) for value_id in value_ids],
    )


def holds_history(conn: sqlite3.Connection, item_id: int) -> bool:
    """Whether the item has stock (on hand, reserved or opening), serials or document lines."""
    return exists(
        conn,
        "SELECT 1 FROM stock_balances WHERE stock_item_id = ? "
        "AND (quantity != 0 OR reserved != 0 OR opening_quantity != 0) "
        "UNION ALL SELECT 1 FROM stock_item_serials WHERE stock_item_id = ? "
        "UNION ALL SELECT 1 FROM document_lines WHERE stock_item_id = ? LIMIT 1",
        item_id,
        item_id,
        item_id,
    )


def _move_history(conn: sqlite3.Connection, from_id: int, to_id: int) -> None:
    # Movements move with their balances: a balance stays the sum of its movements.
    for table in ("stock_balances", "stock_movements", "stock_item_serials", "document_lines"):
        conn.execute(
            f"UPDATE {table} SET stock_item_id = ? WHERE stock_item_id = ?", (to_id, from_id)
        )


def create_item(
    conn: sqlite3.Connection, caller: Caller, rules: ItemRules, body: StockItemCreateRequest
) -> int:
    """Store a new item (and its children); returns its id. Raises the rule's Problem."""
    columns = item_columns(body)
    _check_description(rules, str(columns["description"]), creating=True)
    code = _assign_code(conn, rules, body.code, stored=None, creating=True, field="code")
    _check_unique(conn, rules.tenant_id, str(columns["description"]), code, None)
    _check_references(conn, rules.tenant_id, columns)
    _check_tax(conn, rules, columns["tax_id"])
    _check_property_values(conn, rules, body.dynamic_property_value_ids, "dynamicPropertyValueIds")
    item_id = _insert(conn, rules.tenant_id, columns, code, parent_id=None)
    replace_units(conn, item_id, body.unit_of_measures)
    replace_property_values(conn, item_id, body.dynamic_property_value_ids)
    grant(conn, caller.user_id, DataKind.STOCK_ITEM, item_id)
    for index, child in enumerate(body.child_items):
        _create_child(conn, caller, rules, item_id, columns, child, index)
    return item_id


def _create_child(
    conn: sqlite3.Connection,
    caller: Caller,
    rules: ItemRules,
    parent_id: int,
    parent_columns: dict[str, object],
    child: StockItemChildRequest,
    index: int,
) -> int:
    prefix = f"childItems[{index}]"
    columns = _child_columns(child, parent_columns)
    _check_description(rules, str(columns["description"]), creating=True)
    code = _assign_code(conn, rules, child.code, stored=None, creating=True, field=f"{prefix}.code")
    _check_unique(conn, rules.tenant_id, str(columns["description"]), code, None)
    _check_property_values(
        conn, rules, child.dynamic_property_value_ids, f"{prefix}.dynamicPropertyValueIds"
    )
    child_id = _insert(conn, rules.tenant_id, columns, code, parent_id=parent_id)
    replace_property_values(conn, child_id, child.dynamic_property_value_ids)
    grant(conn, caller.user_id, DataKind.STOCK_ITEM, child_id)
    return child_id


def update_item(
    conn: sqlite3.Connection,
    caller: Caller,
    rules: ItemRules,
    stored: sqlite3.Row,
    body: StockItemUpdateRequest,
    *,
    code_may_change: bool = True,
) -> None:
    """Replace a stored item with ``body`` (rules above). ``code_may_change`` is False where
    the code is the key that found the item (batch update by code)."""
    item_id = int(stored["id"])
    columns = item_columns(body)
    _check_description(rules, str(columns["description"]), creating=False)
    sent_code = body.code if code_may_change else None
    code = _assign_code(conn, rules, sent_code, stored=stored["code"], creating=False, field="code")
    _check_unique(conn, rules.tenant_id, str(columns["description"]), code, item_id)
    _check_references(conn, rules.tenant_id, columns)
    _check_tax(conn, rules, columns["tax_id"])
    _check_property_values(conn, rules, body.dynamic_property_value_ids, "dynamicPropertyValueIds")
    was_grouping = stored["is_grouping"] == 1
    children = [
        int(row["id"])
        for row in conn.execute("SELECT id FROM stock_items WHERE parent_id = ?", (item_id,))
    ]
    if body.is_grouping_item and stored["parent_id"] is not None:
        raise business_rule(
            ErrorCode.EdaraBusinessError, "A child item cannot become a grouping item."
        )
    if was_grouping and not body.is_grouping_item and children:
        raise business_rule(
            ErrorCode.EdaraBusinessError,
            "A grouping item with child items cannot become a simple item: remove its "
            "children first.",
        )
    converting = body.is_grouping_item and not was_grouping
    current = next((child for child in body.child_items if child.is_current), None)
    if converting and current is None and holds_history(conn, item_id):
        raise business_rule(
            ErrorCode.EdaraBusinessError,
            "A grouping item holds no stock: mark the child that stands for the current "
            "item with isCurrent.",
        )

    extra: dict[str, object] = {"code": code}
    if body.is_active is not None:
        extra["is_active"] = int(body.is_active)
    _update(conn, item_id, columns, **extra)
    replace_units(conn, item_id, body.unit_of_measures)
    replace_property_values(conn, item_id, body.dynamic_property_value_ids)
    if body.is_grouping_item:
        _replace_children(conn, caller, rules, item_id, columns, body, children, converting)


def _replace_children(
    conn: sqlite3.Connection,
    caller: Caller,
    rules: ItemRules,
    item_id: int,
    columns: dict[str, object],
    body: StockItemUpdateRequest,
    children: list[int],
    converting: bool,
) -> None:
    """Rule 7 for updates: the entries are the full set of children."""
    kept: set[int] = set()
    for index, child in enumerate(body.child_items):
        if child.id is None:
            child_id = _create_child(conn, caller, rules, item_id, columns, child, index)
            if converting and child.is_current:
                _move_history(conn, item_id, child_id)
            continue
        if child.id not in children:
            raise invalid(
                f"childItems[{index}].id", f"Item {child.id} is not a child of this item."
            )
        kept.add(child.id)
        _update_child(conn, rules, child, columns, index)
    for child_id in set(children) - kept:
        conn.execute(
            "UPDATE stock_items SET parent_id = NULL, updated_at = ? WHERE id = ?",
            (utc_now(), child_id),
        )


def _update_child(
    conn: sqlite3.Connection,
    rules: ItemRules,
    child: StockItemChildRequest,
    parent_columns: dict[str, object],
    index: int,
) -> None:
    prefix = f"childItems[{index}]"
    assert child.id is not None
    stored = conn.execute("SELECT * FROM stock_items WHERE id = ?", (child.id,)).fetchone()
    columns = _child_columns(child, parent_columns)
    # A child keeps its own classification, brand and tax once created.
    for inherited in ("classification_id", "brand_id", "tax_id"):
        columns[inherited] = stored[inherited]
    _check_description(rules, str(columns["description"]), creating=False)
    code = _assign_code(
        conn, rules, child.code, stored=stored["code"], creating=False, field=f"{prefix}.code"
    )
    _check_unique(conn, rules.tenant_id, str(columns["description"]), code, child.id)
    _check_property_values(
        conn, rules, child.dynamic_property_value_ids, f"{prefix}.dynamicPropertyValueIds"
    )
    _update(conn, child.id, columns, code=code)
    replace_property_values(conn, child.id, child.dynamic_property_value_ids)


def delete_item(conn: sqlite3.Connection, item_id: int) -> None:
    """Delete for good; an item with stock, serials, document lines or children is in use."""
    if holds_history(conn, item_id) or exists(
        conn, "SELECT 1 FROM stock_items WHERE parent_id = ? LIMIT 1", item_id
    ):
        raise business_rule(
            ErrorCode.ItemCannotDeleteItInUse,
            "The item has stock, serial numbers, document lines or child items.",
        )
    conn.execute("DELETE FROM stock_item_units WHERE stock_item_id = ?", (item_id,))
    conn.execute("DELETE FROM stock_item_property_values WHERE stock_item_id = ?", (item_id,))
    conn.execute("DELETE FROM stock_balances WHERE stock_item_id = ?", (item_id,))
    conn.execute(
        "DELETE FROM data_permissions WHERE kind = ? AND entity_id = ?",
        (DataKind.STOCK_ITEM.value, item_id),
    )
    conn.execute("DELETE FROM stock_items WHERE id = ?", (item_id,))
