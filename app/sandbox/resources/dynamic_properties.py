"""Dynamic properties (spec: conventions and master data, "Dynamic properties").

Properties (Color, Size) and their values (Red, XL), which stock items carry. The list and
the writes answer 409 ``DynamicPropertiesDisabled`` while the organization setting
``dynamicPropertiesEnabled`` is off; the tree does not look at it. Codes follow the item
coding method: generated (a sent code ignored) under Automatic, required under Free and
None (the spec's odd part: "no coding" still needs a code).

These endpoints never answer 500: an unexpected failure is 409 ``BusinessRuleViolation``
(spec: Errors rule 2, batch rule 2), after the request's transaction was rolled back.
"""

from __future__ import annotations

import logging
import sqlite3
from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from typing import Annotated

from fastapi import APIRouter, Body, Query

from app.models.base import INT32_MAX, INT32_MIN
from app.models.common import PagedResult
from app.models.dynamic_properties import (
    DynamicPropertyBatchInsertRequest,
    DynamicPropertyBatchInsertResponse,
    DynamicPropertyResponse,
    DynamicPropertyTreeResponse,
    DynamicPropertyValueResponse,
    DynamicPropertyValuesUpdateRequest,
    DynamicPropertyValueUpsertRequest,
)
from app.models.error_codes import ErrorCode
from app.sandbox.db import utc_now
from app.sandbox.paging import StrictPage, paged
from app.sandbox.problems import Problem, business_rule
from app.sandbox.queries import exists
from app.sandbox.resources.item_coding import CodeKind, CodingMethod, coding_method, next_code
from app.sandbox.routing import ApiRoute, CurrentCaller, Db, requires
from app.sandbox.settings import get_flag

log = logging.getLogger(__name__)


class _PropertyRoute(ApiRoute):
    # Update rule 2: an unknown property id is 409 InvalidParentId, never 404, however large.
    path_ids_beyond_int_are_not_found = False


router = APIRouter(
    prefix="/dynamic-properties", tags=["Dynamic properties"], route_class=_PropertyRoute
)

_PROPERTY_CODE_REQUIRED = {
    CodingMethod.FREE: ErrorCode.CodeRequiredForPropertyWhenCodingIsFree,
    CodingMethod.NONE: ErrorCode.CodeRequiredForPropertyWhenNoCoding,
}
_VALUE_CODE_REQUIRED = {
    CodingMethod.FREE: ErrorCode.CodeRequiredForValueWhenCodingIsFree,
    CodingMethod.NONE: ErrorCode.CodeRequiredForValueWhenNoCoding,
}


@contextmanager
def _never_500() -> Iterator[None]:
    """Turn an unexpected failure into 409 ``BusinessRuleViolation``.

    Put it *outside* ``db.transaction()`` so that the transaction is rolled back first.
    """
    try:
        yield
    except Problem:
        raise
    except Exception as exc:
        log.exception("unexpected failure in a dynamic-properties operation")
        raise business_rule(
            ErrorCode.BusinessRuleViolation, "The operation failed unexpectedly."
        ) from exc


def _require_enabled(conn: sqlite3.Connection, tenant_id: int) -> None:
    if not get_flag(conn, tenant_id, "dynamicPropertiesEnabled"):
        raise business_rule(
            ErrorCode.DynamicPropertiesDisabled,
            "Dynamic properties are turned off for the organization.",
        )


def _code(value: str | None) -> str | None:
    """A sent code, trimmed; blank means none."""
    return (value or "").strip() or None


def _first_of_each(
    values: Sequence[DynamicPropertyValueUpsertRequest],
) -> list[DynamicPropertyValueUpsertRequest]:
    """Values with repeats (same value ignoring case) dropped, the first kept."""
    seen: set[str] = set()
    kept = []
    for value in values:
        key = value.value.strip().casefold()
        if key not in seen:
            seen.add(key)
            kept.append(value)
    return kept


def _responses(
    conn: sqlite3.Connection, properties: Sequence[sqlite3.Row]
) -> list[DynamicPropertyResponse]:
    """Properties with all their values (one query for the values of every property)."""
    ids = [int(row["id"]) for row in properties]
    values: dict[int, list[DynamicPropertyValueResponse]] = {property_id: [] for property_id in ids}
    if ids:
        for row in conn.execute(
            "SELECT id, property_id, value, code FROM dynamic_property_values "
            f"WHERE property_id IN ({', '.join('?' * len(ids))}) ORDER BY id",
            ids,
        ):
            values[row["property_id"]].append(
                DynamicPropertyValueResponse(id=row["id"], value=row["value"], code=row["code"])
            )
    return [
        DynamicPropertyResponse(
            id=row["id"], name=row["name"], code=row["code"], values=values[int(row["id"])]
        )
        for row in properties
    ]


def _load(conn: sqlite3.Connection, tenant_id: int, property_id: int) -> sqlite3.Row | None:
    if not INT32_MIN <= property_id <= INT32_MAX:
        return None  # no id is that large (nor can SQLite hold it)
    row: sqlite3.Row | None = conn.execute(
        "SELECT * FROM dynamic_properties WHERE tenant_id = ? AND id = ?", (tenant_id, property_id)
    ).fetchone()
    return row


def _insert_value(
    conn: sqlite3.Connection,
    tenant_id: int,
    coding: CodingMethod,
    property_id: int,
    value: DynamicPropertyValueUpsertRequest,
) -> None:
    code = (
        next_code(conn, tenant_id, CodeKind.DYNAMIC_PROPERTY_VALUE)
        if coding is CodingMethod.AUTOMATIC
        else _code(value.code)
    )
    conn.execute(
        "INSERT INTO dynamic_property_values (property_id, value, code, created_at) "
        "VALUES (?, ?, ?, ?)",
        (property_id, value.value.strip(), code, utc_now()),
    )


def _insert_property(
    conn: sqlite3.Connection,
    tenant_id: int,
    coding: CodingMethod,
    entry: DynamicPropertyBatchInsertRequest,
    values: Sequence[DynamicPropertyValueUpsertRequest],
) -> sqlite3.Row:
    code = (
        next_code(conn, tenant_id, CodeKind.DYNAMIC_PROPERTY)
        if coding is CodingMethod.AUTOMATIC
        else _code(entry.code)
    )
    property_id = int(
        conn.execute(
            "INSERT INTO dynamic_properties (tenant_id, name, code, created_at) "
            "VALUES (?, ?, ?, ?)",
            (tenant_id, entry.name.strip(), code, utc_now()),
        ).lastrowid
        or 0
    )
    for value in values:
        _insert_value(conn, tenant_id, coding, property_id, value)
    row = _load(conn, tenant_id, property_id)
    assert row is not None
    return row


@router.get("", **requires("read:dynamic-property"))
def list_dynamic_properties(
    caller: CurrentCaller,
    db: Db,
    page: StrictPage,
    names: Annotated[list[str] | None, Query()] = None,
) -> PagedResult[DynamicPropertyResponse]:
    """Names match exactly ignoring case, trimmed, blanks and repeats ignored; paging counts
    properties ordered by id, each with all its values; an empty page has totalCount 0."""
    wanted = list(dict.fromkeys(name.strip().casefold() for name in names or [] if name.strip()))
    with _never_500(), db.transaction() as conn:
        _require_enabled(conn, caller.tenant_id)
        condition = "tenant_id = ?"
        args: list[object] = [caller.tenant_id]
        if wanted:
            # lower() on both sides: NOCASE folds ASCII only; casefold() above did the rest.
            condition += f" AND lower(name) IN ({', '.join('?' * len(wanted))})"
            args.extend(wanted)
        total = conn.execute(
            f"SELECT count(*) FROM dynamic_properties WHERE {condition}", args
        ).fetchone()[0]
        rows = conn.execute(
            f"SELECT * FROM dynamic_properties WHERE {condition} ORDER BY id LIMIT ? OFFSET ?",
            [*args, page.limit, page.offset],
        ).fetchall()
        items = _responses(conn, rows)
    return paged(items, total, page, zero_total_when_empty=True)


@router.get("/tree/{user_id:int}", **requires("read:dynamic-property"))
def dynamic_property_tree(
    user_id: int, caller: CurrentCaller, db: Db
) -> list[DynamicPropertyTreeResponse]:
    """Every property (level 1) and value (level 2) as one flat list ordered by id, whatever
    the organization setting. ``user_id`` does not narrow it: properties carry no data
    permissions."""
    with _never_500(), db.transaction() as conn:
        rows = conn.execute(
            "SELECT id, 0 AS parent_id, name AS description, 1 AS tree_level "
            "FROM dynamic_properties WHERE tenant_id = ? "
            "UNION ALL SELECT v.id, v.property_id, v.value, 2 FROM dynamic_property_values AS v "
            "JOIN dynamic_properties AS p ON p.id = v.property_id WHERE p.tenant_id = ? "
            "ORDER BY 1, 4",
            (caller.tenant_id, caller.tenant_id),
        ).fetchall()
    return [
        DynamicPropertyTreeResponse(
            dynamic_property_id=row["id"],
            parent_id=row["parent_id"],
            description=row["description"],
            is_visible=True,
            tree_level=row["tree_level"],
        )
        for row in rows
    ]


def _batch_failure(
    conn: sqlite3.Connection,
    tenant_id: int,
    coding: CodingMethod,
    entry: DynamicPropertyBatchInsertRequest,
    values: Sequence[DynamicPropertyValueUpsertRequest],
) -> str | None:
    """Why one property of a batch cannot be stored (batch rule 4), or None."""
    name = entry.name.strip()
    if exists(
        conn,
        "SELECT 1 FROM dynamic_properties WHERE tenant_id = ? AND lower(name) = ?",
        tenant_id,
        name.casefold(),
    ):
        return f"{ErrorCode.AlreadyExists}: a property named '{name}' already exists."
    if coding is CodingMethod.AUTOMATIC:
        return None
    if _code(entry.code) is None:
        return f"{_PROPERTY_CODE_REQUIRED[coding]}: the property '{name}' needs a code."
    missing = [value.value.strip() for value in values if _code(value.code) is None]
    if missing:
        return (
            f"{_VALUE_CODE_REQUIRED[coding]}: the values {missing} of the property '{name}' "
            "need codes."
        )
    return None


@router.post("/batch", **requires("create:dynamic-property"))
def insert_dynamic_properties(
    body: Annotated[list[DynamicPropertyBatchInsertRequest], Body()],
    caller: CurrentCaller,
    db: Db,
) -> DynamicPropertyBatchInsertResponse:
    """Batch rules 1 to 4: repeats inside the batch are dropped silently (first wins), each
    property is stored or reported in ``failed`` under its name."""
    with _never_500(), db.transaction() as conn:
        _require_enabled(conn, caller.tenant_id)
        coding = coding_method(conn, caller.tenant_id)
        seen: set[str] = set()
        failed: dict[str, str] = {}
        stored: list[sqlite3.Row] = []
        for entry in body:
            key = entry.name.strip().casefold()
            if key in seen:
                continue
            seen.add(key)
            values = _first_of_each(entry.values)
            failure = _batch_failure(conn, caller.tenant_id, coding, entry, values)
            if failure is not None:
                failed[entry.name.strip()] = failure
                continue
            stored.append(_insert_property(conn, caller.tenant_id, coding, entry, values))
        return DynamicPropertyBatchInsertResponse(failed=failed, succeeded=_responses(conn, stored))


@router.put("/{property_id:int}", **requires("update:dynamic-property"))
def update_dynamic_property_values(
    property_id: int,
    body: DynamicPropertyValuesUpdateRequest,
    caller: CurrentCaller,
    db: Db,
) -> DynamicPropertyResponse:
    """Update rules 1 to 4. Checks run in the order: setting, property, value codes, values
    in use. A value sent twice (ignoring case) counts once, the first wins."""
    with _never_500(), db.transaction() as conn:
        _require_enabled(conn, caller.tenant_id)
        row = _load(conn, caller.tenant_id, property_id)
        if row is None:
            raise business_rule(
                ErrorCode.InvalidParentId, f"Dynamic property {property_id} does not exist."
            )
        coding = coding_method(conn, caller.tenant_id)
        desired = {value.value.strip().casefold(): value for value in _first_of_each(body.values)}
        if coding is not CodingMethod.AUTOMATIC:
            missing = [value.value.strip() for value in desired.values() if not _code(value.code)]
            if missing:
                raise business_rule(
                    _VALUE_CODE_REQUIRED[coding], f"The values {missing} need codes."
                )
        stored = {
            str(value["value"]).casefold(): value
            for value in conn.execute(
                "SELECT * FROM dynamic_property_values WHERE property_id = ?", (property_id,)
            )
        }
        removed = [value["id"] for key, value in stored.items() if key not in desired]
        if removed and exists(
            conn,
            "SELECT 1 FROM stock_item_property_values "
            f"WHERE property_value_id IN ({', '.join('?' * len(removed))}) LIMIT 1",
            *removed,
        ):
            raise business_rule(
                ErrorCode.CannotDeleteInUse,
                "A value to be removed is still used by a stock item.",
            )
        conn.executemany(
            "DELETE FROM dynamic_property_values WHERE id = ?", [(value,) for value in removed]
        )
        for key, value in desired.items():
            match = stored.get(key)
            if match is None:
                _insert_value(conn, caller.tenant_id, coding, property_id, value)
            elif coding is not CodingMethod.AUTOMATIC:
                conn.execute(
                    "UPDATE dynamic_property_values SET code = ? WHERE id = ?",
                    (_code(value.code), match["id"]),
                )
        return _responses(conn, [row])[0]
