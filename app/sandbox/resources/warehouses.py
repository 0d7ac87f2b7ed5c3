"""Warehouses and their balances (spec: conventions and master data, "Warehouses").

Data permissions: a user sees a warehouse granted to it, and every warehouse of a
classification granted to it. That is what the tree (rule 7) shows, and why rule 3 grants
the creator the warehouse only when it has no classification (a classified one is reached
through its classification).

Choices where the spec is silent (GUESSES.md):
- "Special characters" are ``app.models.special_characters.SPECIAL_CHARACTERS``; texts
  lose them, then are trimmed. A description left empty by that is a 400.
- A classificationId must name a *warehouse* classification of the tenant, else 400.
- Create checks run: classification (400), code (409), description (409). Create refuses a
  description used anywhere in the tenant; update only within the target classification
  (the spec words the two rules differently, and the sandbox keeps the difference).
- An empty code becomes the new id even if another warehouse already has that code.
- Update trims mobile and description too; its answer shows the description as sent
  (trimmed, special characters kept) and the stored code.
- Get by id, RMA list and balance do not apply data permissions (the spec names them for
  the list, the tree and stock-items-balances only).
- Balance rows come in no particular order (SQLite's scan order), as the spec allows.
- Balance: one row per batch; the no-batch row holding only reservations of an item whose
  stock is in batches is not a row.
- stock-items-balances: without warehousesIds the totals cover every active warehouse the
  caller may see; answer rows follow the order of stockItemsIds, repeats dropped.
"""

from __future__ import annotations

import re
import sqlite3
from collections import defaultdict
from dataclasses import dataclass
from decimal import Decimal
from typing import Annotated

from fastapi import APIRouter, Query

from app.models import special_characters
from app.models.base import INT32_MAX, IsoDateTime
from app.models.classifications import ClassificationType
from app.models.common import (
    ClassificationReference,
    PagedResult,
    StockItemReference,
    WarehouseReference,
)
from app.models.error_codes import ErrorCode
from app.models.text_rules import STRIPPED
from app.models.warehouses import (
    WarehouseBalanceResponse,
    WarehouseResponse,
    WarehouseStockItemBalanceResponse,
    WarehouseTreeResponse,
    WarehouseUpsertRequest,
)
from app.sandbox.auth import Caller
from app.sandbox.db import stored_utc, utc_now
from app.sandbox.paging import RepairedPage, StrictPage, paged
from app.sandbox.permissions import DataKind, grant, permitted_ids, sql_filter
from app.sandbox.problems import business_rule, invalid, not_found
from app.sandbox.queries import contains_pattern, exists
from app.sandbox.resources.classifications import json_ids, rows_by_id, tree_in_order, tree_user
from app.sandbox.routing import ApiRoute, CurrentCaller, Db, requires

router = APIRouter(prefix="/warehouses", tags=["Warehouses"], route_class=ApiRoute)

# Transfer work orders: an issue transfer (IT) takes stock out of one warehouse, the
# matching receive transfer (RT) brings it into another. The global balance leaves both out
# (rule 8), so goods on their way between two warehouses still count as in stock.
ISSUE_TRANSFER = "IT"
RECEIVE_TRANSFER = "RT"

_WAREHOUSE_COLUMNS = (
    "warehouses.*, classifications.code AS classification_code, "
    "classifications.description AS classification_name"
)
_WAREHOUSE_SOURCE = (
    "warehouses LEFT JOIN classifications ON classifications.id = warehouses.classification_id"
)


def without_special_characters(text: str) -> str:
    """Rule 3: the text with special characters removed, then trimmed."""
    return special_characters.without_special_characters(text).strip()


def visible_warehouses(conn: sqlite3.Connection, caller: Caller) -> tuple[str, list[int]]:
    """A WHERE fragment keeping the warehouses ``caller`` may see (see the module doc)."""
    warehouses = permitted_ids(conn, caller, DataKind.WAREHOUSE)
    if warehouses is None:
        return "1", []
    classifications = permitted_ids(conn, caller, DataKind.CLASSIFICATION) or set()
    by_warehouse, warehouse_args = sql_filter(warehouses, "warehouses.id")
    by_classification, classification_args = sql_filter(
        classifications, "warehouses.classification_id"
    )
    return f"({by_warehouse} OR {by_classification})", [*warehouse_args, *classification_args]


def _classification(row: sqlite3.Row) -> ClassificationReference | None:
    if row["classification_id"] is None:
        return None
    if row["classification_code"] is None:  # the classification is gone: only its id
        return ClassificationReference(id=row["classification_id"])
    return ClassificationReference(
        id=row["classification_id"],
        code=row["classification_code"],
        name=row["classification_name"],
    )


def _response(row: sqlite3.Row) -> WarehouseResponse:
    return WarehouseResponse(
        id=row["id"],
        classification=_classification(row),
        code=row["code"],
        description=row["description"],
        mobile=row["mobile"],
    )


def _load(conn: sqlite3.Connection, tenant_id: int, warehouse_id: int) -> sqlite3.Row:
    row: sqlite3.Row | None = conn.execute(
        f"SELECT {_WAREHOUSE_COLUMNS} FROM {_WAREHOUSE_SOURCE} "
        "WHERE warehouses.id = ? AND warehouses.tenant_id = ?",
        (warehouse_id, tenant_id),
    ).fetchone()
    if row is None:
        raise not_found(f"The warehouse {warehouse_id} does not exist.")
    return row


def _check_classification(
    conn: sqlite3.Connection, tenant_id: int, classification_id: int | None
) -> None:
    """Rules 3 and 4: an unknown classificationId is a 400."""
    if classification_id is not None and not exists(
        conn,
        "SELECT 1 FROM classifications WHERE id = ? AND tenant_id = ? AND type = ?",
        classification_id,
        tenant_id,
        ClassificationType.Warehouses.value,
    ):
        raise invalid(
            "classificationId", f"The warehouse classification {classification_id} does not exist."
        )


def _stored_description(description: str) -> str:
    stored = without_special_characters(description)
    if not stored:
        raise invalid("description", "The description must hold more than special characters.")
    return stored


# -- list and get ----------------------------------------------------------------------------
@router.get("", **requires("read:warehouse"))
def list_warehouses(
    caller: CurrentCaller,
    db: Db,
    page: StrictPage,
    code: Annotated[str | None, Query()] = None,
    name: Annotated[str | None, Query()] = None,
    update_date: Annotated[IsoDateTime | None, Query(alias="updateDate")] = None,
) -> PagedResult[WarehouseResponse]:
    """Rule 1: code exact and name contains on the description (both trimmed, blank means
    none), updateDate strictly after; only active warehouses the caller may see; ordered by
    id; an empty page has totalCount 0."""
    where = ["warehouses.tenant_id = ?", "warehouses.is_active = 1"]
    args: list[object] = [caller.tenant_id]
    if code is not None and code.strip():
        where.append("warehouses.code = ?")
        args.append(code.strip())
    if name is not None and name.strip():
        where.append("warehouses.description LIKE ? ESCAPE '\\'")
        args.append(contains_pattern(name.strip()))
    if update_date is not None:
        where.append("warehouses.updated_at > ?")
        args.append(stored_utc(update_date))
    with db.transaction() as conn:
        permitted, permitted_args = visible_warehouses(conn, caller)
        condition = " AND ".join([*where, permitted])
        all_args = [*args, *permitted_args]
        total = conn.execute(
            f"SELECT count(*) FROM warehouses WHERE {condition}", all_args
        ).fetchone()[0]
        rows = conn.execute(
            f"SELECT {_WAREHOUSE_COLUMNS} FROM {_WAREHOUSE_SOURCE} WHERE {condition} "
            "ORDER BY warehouses.id LIMIT ? OFFSET ?",
            [*all_args, page.limit, page.offset],
        ).fetchall()
    return paged([_response(row) for row in rows], total, page, zero_total_when_empty=True)


@router.get("/rma", **requires("read:warehouse"))
def list_rma_warehouses(caller: CurrentCaller, db: Db) -> list[WarehouseResponse]:
    """Rule 5: active returns (RMA) warehouses by id, all at once; none is an empty list."""
    with db.transaction() as conn:
        rows = conn.execute(
            f"SELECT {_WAREHOUSE_COLUMNS} FROM {_WAREHOUSE_SOURCE} WHERE warehouses.tenant_id = ? "
            "AND warehouses.is_active = 1 AND warehouses.is_rma = 1 ORDER BY warehouses.id",
            (caller.tenant_id,),
        ).fetchall()
    return [_response(row) for row in rows]


@router.get("/{warehouse_id:int}", **requires("read:warehouse"))
def get_warehouse(warehouse_id: int, caller: CurrentCaller, db: Db) -> WarehouseResponse:
    """Rule 2: inactive warehouses too; an unknown id is 404."""
    with db.transaction() as conn:
        return _response(_load(conn, caller.tenant_id, warehouse_id))


# -- create and update -----------------------------------------------------------------------
@router.post("", status_code=201, **requires("create:warehouse"))
def create_warehouse(
    body: WarehouseUpsertRequest, caller: CurrentCaller, db: Db
) -> WarehouseResponse:
    """Rule 3: texts trimmed and cleaned of special characters, the answer shows what was
    stored; an empty code becomes the new id; a creator of an unclassified warehouse gets
    data permission on it."""
    code = without_special_characters(body.code or "")
    description = _stored_description(body.description)
    mobile = (body.mobile or "").strip()
    with db.transaction() as conn:
        _check_classification(conn, caller.tenant_id, body.classification_id)
        if code and exists(
            conn,
            "SELECT 1 FROM warehouses WHERE tenant_id = ? AND code = ?",
            caller.tenant_id,
            code,
        ):
            raise business_rule(
                ErrorCode.DupplicatedCode, f"A warehouse with code '{code}' already exists."
            )
        if exists(
            conn,
            "SELECT 1 FROM warehouses WHERE tenant_id = ? AND description = ?",
            caller.tenant_id,
            description,
        ):
            raise business_rule(
                ErrorCode.DupplicatedName, f"A warehouse named '{description}' already exists."
            )
        now = utc_now()
        cursor = conn.execute(
            "INSERT INTO warehouses (tenant_id, classification_id, code, description, mobile, "
            "created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?)",
            (caller.tenant_id, body.classification_id, code, description, mobile, now, now),
        )
        warehouse_id = int(cursor.lastrowid or 0)
        if not code:
            conn.execute(
                "UPDATE warehouses SET code = ? WHERE id = ?", (str(warehouse_id), warehouse_id)
            )
        if body.classification_id is None:
            grant(conn, caller.user_id, DataKind.WAREHOUSE, warehouse_id)
        return _response(_load(conn, caller.tenant_id, warehouse_id))


@router.put("/code/{code:path}", **requires("update:warehouse"))
def update_warehouse_by_code(
    code: str, body: WarehouseUpsertRequest, caller: CurrentCaller, db: Db
) -> WarehouseResponse:
    """Rule 4: found by the trimmed path code (inactive ones too); a full replace of
    classification, description and mobile; the body's code is ignored; a description
    already used in the same classification is 409 DupplicatedName."""
    description = _stored_description(body.description)
    mobile = (body.mobile or "").strip()
    with db.transaction() as conn:
        stored = conn.execute(
            "SELECT id, code FROM warehouses WHERE tenant_id = ? AND code = ?",
            (caller.tenant_id, code.strip()),
        ).fetchone()
        if stored is None:
            raise not_found(f"No warehouse has the code '{code.strip()}'.")
        _check_classification(conn, caller.tenant_id, body.classification_id)
        if exists(
            conn,
            "SELECT 1 FROM warehouses WHERE tenant_id = ? AND classification_id IS ? "
            "AND description = ? AND id != ?",
            caller.tenant_id,
            body.classification_id,
            description,
            stored["id"],
        ):
            raise business_rule(
                ErrorCode.DupplicatedName,
                f"The classification already has a warehouse named '{description}'.",
            )
        conn.execute(
            "UPDATE warehouses SET classification_id = ?, description = ?, mobile = ?, "
            "updated_at = ? WHERE id = ?",
            (body.classification_id, description, mobile, utc_now(), stored["id"]),
        )
        row = _load(conn, caller.tenant_id, stored["id"])
    # "The response may differ from stored characters": it echoes the description as sent.
    return _response(row).model_copy(update={"description": body.description.strip()})


# -- balances --------------------------------------------------------------------------------
_SHOWN_BALANCE_ROW = (
    "NOT (stock_balances.batch_number = '' AND stock_balances.quantity = 0 AND EXISTS ("
    "SELECT 1 FROM stock_balances AS other WHERE other.warehouse_id = stock_balances.warehouse_id "
    "AND other.stock_item_id = stock_balances.stock_item_id AND other.batch_number != ''))"
)
"""A balance row rule 6 shows: every batch row, and the no-batch row unless it holds only
reservations (open orders reserve on the no-batch row) of an item whose stock is in batches."""


@router.get("/{warehouse_id:int}/balance", **requires("read:warehouse"))
def warehouse_balance(
    warehouse_id: int, caller: CurrentCaller, db: Db, page: RepairedPage
) -> PagedResult[WarehouseBalanceResponse]:
    """Rule 6: one row per stock item of the organization (0 when never stocked here,
    inactive items too), one per batch where the item has batches here; balance is the
    quantity on hand, reservations not subtracted; paging silently repaired."""
    source = (
        "stock_items LEFT JOIN stock_balances ON stock_balances.warehouse_id = ? "
        f"AND stock_balances.stock_item_id = stock_items.id AND {_SHOWN_BALANCE_ROW}"
    )
    with db.transaction() as conn:
        warehouse = _load(conn, caller.tenant_id, warehouse_id)
        # Rows = every item once, plus one more for each extra batch row of an item here:
        # three index counts instead of probing the warehouse once per item.
        items = conn.execute(
            "SELECT count(*) FROM stock_items WHERE tenant_id = ?", (caller.tenant_id,)
        ).fetchone()[0]
        stocked = conn.execute(
            "SELECT count(*) AS batch_rows, count(DISTINCT stock_item_id) AS stocked_items "
            f"FROM stock_balances WHERE warehouse_id = ? AND {_SHOWN_BALANCE_ROW}",
            (warehouse_id,),
        ).fetchone()
        total = items + stocked["batch_rows"] - stocked["stocked_items"]
        # No ORDER BY: the spec promises no order (paging is unstable), and sorting every
        # item of the organization for each page is what would make this endpoint slow.
        rows = conn.execute(
            "SELECT stock_items.id, stock_items.code, stock_items.description, "
            f"coalesce(stock_balances.quantity, 0) AS balance FROM {source} "
            "WHERE stock_items.tenant_id = ? LIMIT ? OFFSET ?",
            (warehouse_id, caller.tenant_id, page.limit, page.offset),
        ).fetchall()
    reference = WarehouseReference(
        id=warehouse["id"], code=warehouse["code"], name=warehouse["description"]
    )
    items = [
        WarehouseBalanceResponse(
            warehouse=reference,
            stock_item=StockItemReference(
                id=row["id"], code=row["code"], description=row["description"]
            ),
            balance=Decimal(str(row["balance"])),
        )
        for row in rows
    ]
    return paged(items, total, page, zero_total_when_empty=False)


def _up_to(limit: str) -> str:
    """A pattern of the whole numbers from 1 to ``limit`` (its decimal digits), written
    without leading zeros: shorter numbers, then each digit of ``limit`` kept or undercut."""
    options = [f"[1-9][0-9]{{0,{len(limit) - 2}}}"] if len(limit) > 1 else []
    for position, digit in enumerate(limit):
        lowest = 1 if position == 0 else 0
        if position == len(limit) - 1:
            options.append(f"{limit[:position]}[{lowest}-{digit}]")
        elif int(digit) > lowest:
            options.append(
                f"{limit[:position]}[{lowest}-{int(digit) - 1}][0-9]{{{len(limit) - position - 1}}}"
            )
    return "(?:" + "|".join(options) + ")"


_ID = f"[{STRIPPED}]*0*{_up_to(str(INT32_MAX))}[{STRIPPED}]*"
POSITIVE_IDS_PATTERN = f"^{_ID}(?:,{_ID})*$"
"""Rule 8's comma-separated list of positive ints as JSON Schema: the ids, spaces around
them allowed (they are trimmed), each within the spec's 32-bit int."""
_POSITIVE_IDS = re.compile(POSITIVE_IDS_PATTERN)
_OPTIONAL_POSITIVE_IDS_PATTERN = f"^(?:[{STRIPPED}]*|{POSITIVE_IDS_PATTERN[1:-1]})$"


def _positive_ids(raw: str, field: str) -> list[int]:
    """Rule 8: a comma-separated list of positive ints, repeats dropped, order kept."""
    ids: list[int] = []
    for part in raw.split(","):
        text = part.strip()
        # ASCII digits (str.isdigit also takes "١"), and no id beyond the spec's int.
        if _POSITIVE_IDS.fullmatch(text) is None:
            raise invalid(field, f"'{text}' is not a positive whole number.")
        if int(text) not in ids:
            ids.append(int(text))
    return ids


@dataclass
class _ItemPosition:
    """Sums for one stock item while the rows of stock_balances come in."""

    global_balance: float = 0.0
    global_reserved: float = 0.0
    total_balance: float = 0.0
    total_reserved: float = 0.0


@router.get("/stock-items-balances", **requires("read:warehouse"))
def stock_items_balances(
    caller: CurrentCaller,
    db: Db,
    stock_items_ids: Annotated[
        str, Query(alias="stockItemsIds", json_schema_extra={"pattern": POSITIVE_IDS_PATTERN})
    ],
    non_zero_balance_only: Annotated[bool, Query(alias="nonZeroBalanceOnly")] = False,
    warehouses_ids: Annotated[
        str | None,
        Query(alias="warehousesIds", json_schema_extra={"pattern": _OPTIONAL_POSITIVE_IDS_PATTERN}),
    ] = None,
) -> list[WarehouseStockItemBalanceResponse]:
    """Rule 8: one row per requested item. Totals cover the requested warehouses (with
    nonZeroBalanceOnly, those at zero or below are left out of totalBalance only); global
    figures cover every warehouse and leave transfer work orders (IT, RT) out."""
    item_ids = _positive_ids(stock_items_ids, "stockItemsIds")
    requested = (
        _positive_ids(warehouses_ids, "warehousesIds")
        if warehouses_ids is not None and warehouses_ids.strip()
        else None
    )
    with db.transaction() as conn:
        items = {
            row["id"]: row
            for row in conn.execute(
                "SELECT id, code, description FROM stock_items WHERE tenant_id = ? "
                "AND id IN (SELECT value FROM json_each(?))",
                (caller.tenant_id, json_ids(item_ids)),
            )
        }
        unknown = [item_id for item_id in item_ids if item_id not in items]
        if unknown:
            raise invalid("stockItemsIds", f"Unknown stock items: {unknown}.")
        permitted, permitted_args = visible_warehouses(conn, caller)
        usable = f"warehouses.tenant_id = ? AND warehouses.is_active = 1 AND {permitted}"
        usable_args: list[object] = [caller.tenant_id, *permitted_args]
        if requested is not None:
            found = {
                row["id"]
                for row in conn.execute(
                    f"SELECT id FROM warehouses WHERE {usable} "
                    "AND id IN (SELECT value FROM json_each(?))",
                    (*usable_args, json_ids(requested)),
                )
            }
            refused = [warehouse_id for warehouse_id in requested if warehouse_id not in found]
            if refused:
                raise invalid(
                    "warehousesIds", f"Unknown, inactive or not permitted warehouses: {refused}."
                )
            counted = "warehouses.id IN (SELECT value FROM json_each(?))"
            counted_args: list[object] = [json_ids(requested)]
        else:
            counted, counted_args = usable, usable_args
        positions: defaultdict[int, _ItemPosition] = defaultdict(_ItemPosition)
        for row in conn.execute(
            f"SELECT stock_item_id, sum(quantity) AS quantity, sum(reserved) AS reserved, "
            f"{counted} AS counted FROM stock_balances "
            "JOIN warehouses ON warehouses.id = stock_balances.warehouse_id "
            "WHERE stock_item_id IN (SELECT value FROM json_each(?)) "
            "GROUP BY stock_item_id, warehouse_id",
            (*counted_args, json_ids(item_ids)),
        ):
            position = positions[row["stock_item_id"]]
            position.global_balance += row["quantity"]
            position.global_reserved += row["reserved"]
            if row["counted"]:
                position.total_reserved += row["reserved"]
                if not non_zero_balance_only or row["quantity"] > 0:
                    position.total_balance += row["quantity"]
        for row in conn.execute(
            "SELECT document_lines.stock_item_id, documents.type, "
            "sum(document_lines.quantity) AS quantity FROM documents "
            "JOIN document_lines ON document_lines.document_id = documents.id "
            "WHERE documents.tenant_id = ? AND documents.type IN (?, ?) "
            "AND document_lines.stock_item_id IN (SELECT value FROM json_each(?)) "
            "GROUP BY document_lines.stock_item_id, documents.type",
            (caller.tenant_id, ISSUE_TRANSFER, RECEIVE_TRANSFER, json_ids(item_ids)),
        ):
            # Undo the transfer: an issue took stock out, a receipt brought it in.
            sign = 1 if row["type"] == ISSUE_TRANSFER else -1
            positions[row["stock_item_id"]].global_balance += sign * row["quantity"]
    return [
        WarehouseStockItemBalanceResponse(
            stock_item=StockItemReference(
                id=item_id, code=items[item_id]["code"], description=items[item_id]["description"]
            ),
            global_balance=_decimal(positions[item_id].global_balance),
            total_balance=_decimal(positions[item_id].total_balance),
            global_reserved=_decimal(positions[item_id].global_reserved),
            total_reserved=_decimal(positions[item_id].total_reserved),
        )
        for item_id in item_ids
    ]


def _decimal(value: float) -> Decimal:
    # Sums of REAL columns: round away binary noise (0.1 + 0.2) before it reaches the wire.
    return Decimal(str(round(value, 6)))


# -- tree ------------------------------------------------------------------------------------
@router.get("/tree/{user_id}", **requires("read:warehouse"))
def warehouse_tree(user_id: str, caller: CurrentCaller, db: Db) -> list[WarehouseTreeResponse]:
    """Rule 7: the warehouse classifications ``user_id`` has permission for, in tree order,
    each followed by all its warehouses (inactive too); unclassified warehouses never
    appear; a user with no permissions, or not of this tenant, gets an empty list."""
    with db.transaction() as conn:
        user = tree_user(conn, caller.tenant_id, user_id)
        if user is None:
            return []
        allowed = permitted_ids(conn, user, DataKind.CLASSIFICATION)
        ordered, _branches = tree_in_order(conn, caller.tenant_id, ClassificationType.Warehouses)
        shown = [node for node in ordered if allowed is None or node.id in allowed]
        classifications = rows_by_id(
            conn,
            "SELECT id, description FROM classifications "
            "WHERE id IN (SELECT value FROM json_each(?))",
            (node.id for node in shown),
        )
        warehouses_of: dict[int, list[sqlite3.Row]] = defaultdict(list)
        for warehouse in conn.execute(
            "SELECT id, classification_id, description FROM warehouses WHERE tenant_id = ? "
            "AND classification_id IN (SELECT value FROM json_each(?)) ORDER BY id",
            (caller.tenant_id, json_ids(node.id for node in shown)),
        ):
            warehouses_of[warehouse["classification_id"]].append(warehouse)
    answer: list[WarehouseTreeResponse] = []
    for node in shown:
        answer.append(
            WarehouseTreeResponse(
                classification_id=node.id,
                parent_id=node.parent_id or 0,
                tree_level=node.level,
                description=classifications[node.id]["description"],
            )
        )
        answer.extend(
            WarehouseTreeResponse(
                warehouse_id=warehouse["id"],
                parent_id=node.id,
                tree_level=node.level + 1,
                description=warehouse["description"],
            )
            for warehouse in warehouses_of.get(node.id, ())
        )
    return answer
