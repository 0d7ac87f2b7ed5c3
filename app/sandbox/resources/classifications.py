"""Classifications (spec: conventions and master data, "Classifications").

Every tree type lives in one table (``type``: StockItems, Warehouses, Customers...). The
stock-item tree has its own list, per-user tree and create; the "common" endpoints read
active classifications of every type.

Choices where the spec is silent (GUESSES.md):
- Tree order is depth-first: a node, then its sub-trees; siblings by code (ignoring case)
  then id. ``treeLevel`` is the depth, 1 for a root. A node whose parent is missing counts
  as a root.
- Create: an unknown parent, or one that is not a stock-item classification, is a 400 on
  ``parentId``; a leaf parent *without* stock items is accepted and becomes a branch (the
  spec's "must be a non-leaf node" is enforced only through
  ``ClassificationParentIsLeafWithStockItems``). Checks run in this order: parent, leaf
  with items, code, description. Codes are unique within the stock-item tree (ignoring
  case), descriptions among the children of one parent.
- The per-user tree: a user id of another tenant or of nobody gives an empty list.
"""

from __future__ import annotations

import json
import sqlite3
from collections import defaultdict
from collections.abc import Iterable
from decimal import Decimal
from typing import Annotated, NamedTuple

from fastapi import APIRouter, Query

from app.models.base import INT32_MAX, INT32_MIN
from app.models.classifications import (
    ClassificationType,
    CommonClassificationResponse,
    StockItemClassificationResponse,
    StockItemClassificationTreeResponse,
    StockItemClassificationUpsertRequest,
)
from app.models.common import PagedResult
from app.models.error_codes import ErrorCode
from app.models.text_rules import NOT_BLANK_SCHEMA
from app.sandbox.auth import Caller
from app.sandbox.db import utc_now
from app.sandbox.paging import RepairedPage, paged
from app.sandbox.permissions import DataKind, grant, permitted_ids
from app.sandbox.problems import business_rule, invalid, not_found
from app.sandbox.queries import exists
from app.sandbox.routing import ApiRoute, CurrentCaller, Db, requires

router = APIRouter(prefix="/classifications", tags=["Classifications"], route_class=ApiRoute)

COMMON_DESCRIPTION_MAX_LENGTH = 50


class TreeNode(NamedTuple):
    """One classification placed in its tree."""

    id: int
    parent_id: int | None
    """As stored: None for a root, and possibly a missing classification's id."""
    level: int
    """The depth: 1 for a root."""


def tree_in_order(
    conn: sqlite3.Connection, tenant_id: int, kind: ClassificationType
) -> tuple[list[TreeNode], set[int]]:
    """Every classification of one tree type (inactive ones too), depth first, and the ids
    of those that have children.

    Siblings come by code ignoring case, then id; a node whose parent is missing counts as a
    root. Ordered in memory from (id, parent, code) tuples: a 100,000-node tree takes a
    fraction of a second, and rows written by SQL need no stored order kept up to date.
    """
    cursor = conn.cursor()
    cursor.row_factory = None  # plain tuples load several times faster than sqlite3.Row
    nodes: list[tuple[int, int | None, str]] = cursor.execute(
        "SELECT id, parent_id, code FROM classifications WHERE tenant_id = ? AND type = ?",
        (tenant_id, kind.value),
    ).fetchall()
    ids = {node[0] for node in nodes}
    children: dict[int | None, list[tuple[int, int | None, str]]] = defaultdict(list)
    for node in nodes:
        children[node[1] if node[1] in ids else None].append(node)
    for siblings in children.values():
        siblings.sort(key=lambda node: (str(node[2]).casefold(), node[0]))
    ordered: list[TreeNode] = []
    stack = [(node, 1) for node in reversed(children.get(None, []))]
    while stack:
        (node_id, parent_id, _code), level = stack.pop()
        ordered.append(TreeNode(node_id, parent_id, level))
        stack.extend((child, level + 1) for child in reversed(children.get(node_id, [])))
    return ordered, {parent for parent in children if parent is not None}


def rows_by_id(
    conn: sqlite3.Connection, sql: str, ids: Iterable[int], *args: object
) -> dict[int, sqlite3.Row]:
    """Rows of ``sql`` (which ends in ``id IN (SELECT value FROM json_each(?))``) by id."""
    return {row["id"]: row for row in conn.execute(sql, (*args, json_ids(ids)))}


def tree_user(conn: sqlite3.Connection, tenant_id: int, user_id: str | int) -> Caller | None:
    """The API user a ``tree/{userId}`` asks about, or None when it is not one of the
    caller's tenant (a non-numeric, unknown or foreign id)."""
    try:
        wanted = int(user_id)
    except ValueError:
        return None
    if not INT32_MIN <= wanted <= INT32_MAX:
        return None  # no user id is that large (nor can SQLite hold it)
    row = conn.execute(
        "SELECT id, tenant_id, name FROM api_users WHERE id = ? AND tenant_id = ?",
        (wanted, tenant_id),
    ).fetchone()
    if row is None:
        return None
    # Only the identity matters to the data-permission helpers, not the scopes.
    return Caller(
        user_id=row["id"], tenant_id=row["tenant_id"], name=row["name"], scopes=frozenset()
    )


def json_ids(ids: Iterable[int]) -> str:
    """A list of ids as one SQL parameter: ``... IN (SELECT value FROM json_each(?))``
    (no limit on the number of ids, unlike one placeholder per id)."""
    return json.dumps(list(ids))


# -- stock-item classifications -------------------------------------------------------------
@router.get("/stock-items", **requires("read:classification"))
def list_stock_item_classifications(
    caller: CurrentCaller, db: Db, page: RepairedPage
) -> PagedResult[StockItemClassificationResponse]:
    """The stock-item tree in tree order, inactive nodes included; paging silently
    repaired; totalCount counts every node."""
    with db.transaction() as conn:
        ordered, _branches = tree_in_order(conn, caller.tenant_id, ClassificationType.StockItems)
        window = ordered[page.offset : page.offset + page.limit]
        rows = rows_by_id(
            conn,
            "SELECT id, code, description FROM classifications "
            "WHERE id IN (SELECT value FROM json_each(?))",
            (node.id for node in window),
        )
    items = [
        StockItemClassificationResponse(
            id=node.id,
            code=rows[node.id]["code"],
            description=rows[node.id]["description"],
            parent_id=node.parent_id,
            tree_level=node.level,
        )
        for node in window
    ]
    return paged(items, len(ordered), page, zero_total_when_empty=False)


@router.get("/stock-items/tree/{user_id}", **requires("read:classification"))
def stock_item_classification_tree(
    user_id: int, caller: CurrentCaller, db: Db
) -> list[StockItemClassificationTreeResponse]:
    """The classifications ``user_id`` has permission for, in tree order; each leaf is
    followed by its stock items (inactive ones too). Every balance is 0."""
    with db.transaction() as conn:
        user = tree_user(conn, caller.tenant_id, user_id)
        if user is None:
            return []
        allowed = permitted_ids(conn, user, DataKind.CLASSIFICATION)
        ordered, branches = tree_in_order(conn, caller.tenant_id, ClassificationType.StockItems)
        shown = [node for node in ordered if allowed is None or node.id in allowed]
        items_of_leaf: dict[int, list[sqlite3.Row]] = defaultdict(list)
        for item in conn.execute(
            "SELECT id, description, classification_id FROM stock_items WHERE tenant_id = ? "
            "AND classification_id IN (SELECT value FROM json_each(?)) ORDER BY id",
            (caller.tenant_id, json_ids(node.id for node in shown if node.id not in branches)),
        ):
            items_of_leaf[item["classification_id"]].append(item)
    answer: list[StockItemClassificationTreeResponse] = []
    for node in shown:
        answer.append(
            StockItemClassificationTreeResponse(
                id=node.id,
                node_id=node.id,
                parent_id=node.parent_id or 0,
                tree_level=node.level,
                balance=Decimal(0),
            )
        )
        answer.extend(
            StockItemClassificationTreeResponse(
                id=item["id"],
                stock_item_id=item["id"],
                stock_item=item["description"],
                node_id=node.id,
                parent_id=node.id,
                tree_level=node.level + 1,
                balance=Decimal(0),
            )
            for item in items_of_leaf.get(node.id, ())
        )
    return answer


@router.post("/stock-items", status_code=201, **requires("create:classification"))
def create_stock_item_classification(
    body: StockItemClassificationUpsertRequest, caller: CurrentCaller, db: Db
) -> StockItemClassificationResponse:
    """A new node under ``parentId``: type StockItems, code and description trimmed, the
    creator gets data permission on it; the answer's treeLevel is always 0."""
    code, description = body.code.strip(), body.description.strip()
    kind = ClassificationType.StockItems.value
    with db.transaction() as conn:
        if not exists(
            conn,
            "SELECT 1 FROM classifications WHERE id = ? AND tenant_id = ? AND type = ?",
            body.parent_id,
            caller.tenant_id,
            kind,
        ):
            raise invalid(
                "parentId", f"The stock-item classification {body.parent_id} does not exist."
            )
        is_leaf = not exists(
            conn,
            "SELECT 1 FROM classifications WHERE tenant_id = ? AND type = ? AND parent_id = ? "
            "LIMIT 1",
            caller.tenant_id,
            kind,
            body.parent_id,
        )
        if is_leaf and exists(
            conn,
            "SELECT 1 FROM stock_items WHERE tenant_id = ? AND classification_id = ? LIMIT 1",
            caller.tenant_id,
            body.parent_id,
        ):
            raise business_rule(
                ErrorCode.ClassificationParentIsLeafWithStockItems,
                "The parent holds stock items: items live on leaves, so it cannot get children.",
            )
        if exists(
            conn,
            "SELECT 1 FROM classifications WHERE tenant_id = ? AND type = ? AND code = ?",
            caller.tenant_id,
            kind,
            code,
        ):
            raise business_rule(
                ErrorCode.DupplicatedCode, f"A classification with code '{code}' already exists."
            )
        if exists(
            conn,
            "SELECT 1 FROM classifications WHERE tenant_id = ? AND type = ? AND parent_id = ? "
            "AND description = ?",
            caller.tenant_id,
            kind,
            body.parent_id,
            description,
        ):
            raise business_rule(
                ErrorCode.DupplicatedName,
                f"The parent already has a classification named '{description}'.",
            )
        now = utc_now()
        cursor = conn.execute(
            "INSERT INTO classifications (tenant_id, type, code, description, parent_id, "
            "is_active, created_at, updated_at) VALUES (?, ?, ?, ?, ?, 1, ?, ?)",
            (caller.tenant_id, kind, code, description, body.parent_id, now, now),
        )
        classification_id = int(cursor.lastrowid or 0)
        grant(conn, caller.user_id, DataKind.CLASSIFICATION, classification_id)
    return StockItemClassificationResponse(
        id=classification_id,
        code=code,
        description=description,
        parent_id=body.parent_id,
        tree_level=0,
    )


# -- common classifications -----------------------------------------------------------------
def _common(row: sqlite3.Row) -> CommonClassificationResponse:
    return CommonClassificationResponse(
        id=row["id"],
        code=row["code"],
        description=row["description"],
        type=row["type"],
        parent_id=row["parent_id"],
    )


@router.get("/common", **requires("read:classification"))
def list_common_classifications(
    caller: CurrentCaller,
    db: Db,
    page: RepairedPage,
    description: Annotated[
        str | None,
        Query(max_length=COMMON_DESCRIPTION_MAX_LENGTH, json_schema_extra=NOT_BLANK_SCHEMA),
    ] = None,
) -> PagedResult[CommonClassificationResponse]:
    """Active classifications of every type, ordered by description then id; description
    is an exact match (not blank, at most 50 characters); paging silently repaired; an
    empty page has totalCount 0."""
    where = ["tenant_id = ?", "is_active = 1"]
    args: list[object] = [caller.tenant_id]
    if description is not None:
        if not description.strip():
            raise invalid("description", "The description filter must not be blank.")
        where.append("description = ?")
        args.append(description)
    condition = " AND ".join(where)
    with db.transaction() as conn:
        total = conn.execute(
            f"SELECT count(*) FROM classifications WHERE {condition}", args
        ).fetchone()[0]
        rows = conn.execute(
            f"SELECT * FROM classifications WHERE {condition} ORDER BY description, id "
            "LIMIT ? OFFSET ?",
            [*args, page.limit, page.offset],
        ).fetchall()
    return paged([_common(row) for row in rows], total, page, zero_total_when_empty=True)


@router.get("/common/{classification_id:int}", **requires("read:classification"))
def get_common_classification(
    classification_id: int, caller: CurrentCaller, db: Db
) -> CommonClassificationResponse:
    """Any type; an inactive classification is 404 like an unknown one."""
    with db.transaction() as conn:
        row = conn.execute(
            "SELECT * FROM classifications WHERE id = ? AND tenant_id = ? AND is_active = 1",
            (classification_id, caller.tenant_id),
        ).fetchone()
    if row is None:
        raise not_found(f"The classification {classification_id} does not exist.")
    return _common(row)
