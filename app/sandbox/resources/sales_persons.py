"""Sales persons (spec: conventions and master data, "Sales persons").

Two habits of this resource stand out: the list answers "nothing" with 404, and a create
answers with the request as sent although the stored code and name lost their special
characters. External persons appear in the list but are 404 everywhere else.
"""

from __future__ import annotations

import sqlite3
from decimal import Decimal
from typing import Annotated

from fastapi import APIRouter, Query, Response

from app.models.base import IsoDateTime
from app.models.common import PagedResult
from app.models.error_codes import ErrorCode
from app.models.sales_persons import SalesPersonResponse, SalesPersonUpsertRequest
from app.models.special_characters import without_special_characters
from app.sandbox.db import stored_utc, utc_now
from app.sandbox.paging import StrictPage, paged
from app.sandbox.permissions import DataKind
from app.sandbox.problems import business_rule, invalid, not_found
from app.sandbox.queries import contains_pattern, exists
from app.sandbox.routing import ApiRoute, CurrentCaller, Db, requires

router = APIRouter(prefix="/sales-persons", tags=["Sales persons"], route_class=ApiRoute)

# Rule 5: everything that keeps a person from being deleted. Sales documents and work
# orders both live in ``documents``; quotes, targets, physical counts and incentive
# assignments in ``sales_person_references``.
_USES = (
    ("documents", "SELECT 1 FROM documents WHERE sales_person_id = ? LIMIT 1"),
    ("customers", "SELECT 1 FROM customers WHERE sales_person_id = ? LIMIT 1"),
    ("linked users", "SELECT 1 FROM api_users WHERE sales_person_id = ? LIMIT 1"),
    (
        "quotes, targets, physical counts or incentives",
        "SELECT 1 FROM sales_person_references WHERE sales_person_id = ? LIMIT 1",
    ),
)


def _response(row: sqlite3.Row) -> SalesPersonResponse:
    return SalesPersonResponse(
        id=row["id"],
        code=row["code"],
        name=row["name"],
        classification_code=row["classification_code"],
        credit_limit=Decimal(str(row["credit_limit"])),
        external_id=row["external_id"],
        is_active=bool(row["is_active"]),
        is_external=bool(row["is_external"]),
    )


def _load_internal(conn: sqlite3.Connection, tenant_id: int, person_id: int) -> sqlite3.Row:
    """Rule 2: get, update and delete see internal persons only."""
    row: sqlite3.Row | None = conn.execute(
        "SELECT * FROM sales_persons WHERE tenant_id = ? AND id = ? AND is_external = 0",
        (tenant_id, person_id),
    ).fetchone()
    if row is None:
        raise not_found(f"Sales person {person_id} does not exist.")
    return row


def _load_internal_by_code(conn: sqlite3.Connection, tenant_id: int, path_code: str) -> sqlite3.Row:
    """The path code trimmed and matched exactly (case included); internal persons only."""
    code = path_code.strip()
    row: sqlite3.Row | None = conn.execute(
        "SELECT * FROM sales_persons WHERE tenant_id = ? AND code = ? COLLATE NOCASE "
        "AND code = ? AND is_external = 0 ORDER BY id LIMIT 1",
        (tenant_id, code, code),
    ).fetchone()
    if not code or row is None:
        raise not_found(f"No sales person has the code '{code}'.")
    return row


def _stored_code_and_name(body: SalesPersonUpsertRequest) -> tuple[str, str]:
    """Rule 3: special characters are removed from code and name before they are stored."""
    code = without_special_characters(body.code or "").strip()
    name = without_special_characters(body.name).strip()
    if not name:
        raise invalid("name", "The name holds nothing but special characters.")
    return code, name


def _check_unique(
    conn: sqlite3.Connection, tenant_id: int, code: str, name: str, person_id: int | None
) -> None:
    """Rule 3: names, and codes when there is one, are unique ignoring case (all persons)."""
    others = "tenant_id = ? AND id IS NOT ?"
    if exists(
        conn,
        f"SELECT 1 FROM sales_persons WHERE {others} AND name = ? COLLATE NOCASE",
        tenant_id,
        person_id,
        name,
    ):
        raise business_rule(ErrorCode.DupplicatedName, f"A sales person '{name}' already exists.")
    if code and exists(
        conn,
        f"SELECT 1 FROM sales_persons WHERE {others} AND code = ? COLLATE NOCASE",
        tenant_id,
        person_id,
        code,
    ):
        raise business_rule(
            ErrorCode.DupplicatedCode, f"A sales person with the code '{code}' already exists."
        )


def _filter_text(value: str | None) -> str | None:
    """Rule 1: values are trimmed; a blank one is ignored."""
    if value is None:
        return None
    return value.strip() or None


@router.get("", **requires("read:sales-person"))
def list_sales_persons(
    caller: CurrentCaller,
    db: Db,
    page: StrictPage,
    code: Annotated[str | None, Query()] = None,
    name: Annotated[str | None, Query()] = None,
    external_id: Annotated[str | None, Query(alias="externalId")] = None,
    update_date: Annotated[IsoDateTime | None, Query(alias="updateDate")] = None,
) -> PagedResult[SalesPersonResponse]:
    """Rule 1: code and name contain, externalId equals, updateDate is "created or updated
    strictly after"; internal, external and inactive persons, ordered by id. An empty
    result, including a page past the end, is a 404."""
    where = ["tenant_id = ?"]
    args: list[object] = [caller.tenant_id]
    if (code := _filter_text(code)) is not None:
        where.append("code LIKE ? ESCAPE '\\'")
        args.append(contains_pattern(code))
    if (name := _filter_text(name)) is not None:
        where.append("name LIKE ? ESCAPE '\\'")
        args.append(contains_pattern(name))
    if (external_id := _filter_text(external_id)) is not None:
        where.append("external_id = ?")
        args.append(external_id)
    if update_date is not None:
        where.append("updated_at > ?")
        args.append(stored_utc(update_date))
    condition = " AND ".join(where)
    with db.transaction() as conn:
        total = conn.execute(
            f"SELECT count(*) FROM sales_persons WHERE {condition}", args
        ).fetchone()[0]
        rows = conn.execute(
            f"SELECT * FROM sales_persons WHERE {condition} ORDER BY id LIMIT ? OFFSET ?",
            [*args, page.limit, page.offset],
        ).fetchall()
    if not rows:
        raise not_found("No sales person matches.")
    return paged([_response(row) for row in rows], total, page, zero_total_when_empty=False)


@router.get("/{person_id:int}", **requires("read:sales-person"))
def get_sales_person(person_id: int, caller: CurrentCaller, db: Db) -> SalesPersonResponse:
    with db.transaction() as conn:
        return _response(_load_internal(conn, caller.tenant_id, person_id))


@router.post("", status_code=201, **requires("create:sales-person"))
def create_sales_person(
    body: SalesPersonUpsertRequest, caller: CurrentCaller, db: Db
) -> SalesPersonResponse:
    """Rule 3: an omitted code is stored empty (never generated); the person is always
    active and internal; the 201 echoes the request, not the stored values."""
    with db.transaction() as conn:
        code, name = _stored_code_and_name(body)
        _check_unique(conn, caller.tenant_id, code, name, person_id=None)
        now = utc_now()
        cursor = conn.execute(
            "INSERT INTO sales_persons (tenant_id, code, name, classification_code, "
            "credit_limit, external_id, is_external, is_active, is_supervisor, created_at, "
            "updated_at) VALUES (?, ?, ?, ?, ?, ?, 0, 1, 0, ?, ?)",
            (
                caller.tenant_id,
                code,
                name,
                body.classification_code,
                float(body.credit_limit),
                body.external_id.strip() if body.external_id is not None else None,
                now,
                now,
            ),
        )
        person_id = int(cursor.lastrowid or 0)
    return SalesPersonResponse(
        id=person_id,
        code=body.code,
        name=body.name,
        classification_code=body.classification_code,
        credit_limit=body.credit_limit,
        external_id=body.external_id,
        is_active=True,
        is_external=False,
    )


def _update(
    conn: sqlite3.Connection, tenant_id: int, stored: sqlite3.Row, body: SalesPersonUpsertRequest
) -> SalesPersonResponse:
    """Rule 4: name, classificationCode and creditLimit are replaced (omitted = cleared / 0);
    a code that is omitted, or empty once its special characters are gone, keeps the stored
    one; externalId in the body is ignored."""
    person_id = int(stored["id"])
    code, name = _stored_code_and_name(body)
    code = code or stored["code"]
    _check_unique(conn, tenant_id, code, name, person_id=person_id)
    conn.execute(
        "UPDATE sales_persons SET code = ?, name = ?, classification_code = ?, "
        "credit_limit = ?, updated_at = ? WHERE id = ?",
        (code, name, body.classification_code, float(body.credit_limit), utc_now(), person_id),
    )
    return _response(_load_internal(conn, tenant_id, person_id))


@router.put("/{person_id:int}", **requires("update:sales-person"))
def update_sales_person(
    person_id: int, body: SalesPersonUpsertRequest, caller: CurrentCaller, db: Db
) -> SalesPersonResponse:
    with db.transaction() as conn:
        stored = _load_internal(conn, caller.tenant_id, person_id)
        return _update(conn, caller.tenant_id, stored, body)


@router.put("/code/{code}", **requires("update:sales-person"))
def update_sales_person_by_code(
    code: str, body: SalesPersonUpsertRequest, caller: CurrentCaller, db: Db
) -> SalesPersonResponse:
    """Without a body code the person keeps the path code; a different one renames."""
    with db.transaction() as conn:
        stored = _load_internal_by_code(conn, caller.tenant_id, code)
        return _update(conn, caller.tenant_id, stored, body)


def _delete(conn: sqlite3.Connection, stored: sqlite3.Row) -> None:
    """Rule 5: refused while anything refers to the person; otherwise permanent, and the
    persons it supervised lose their supervisor."""
    person_id = int(stored["id"])
    for what, sql in _USES:
        if exists(conn, sql, person_id):
            raise business_rule(
                ErrorCode.ItemCannotDeleteItInUse,
                f"The sales person is still referenced by {what}.",
            )
    conn.execute(
        "UPDATE sales_persons SET supervisor_id = NULL WHERE supervisor_id = ?", (person_id,)
    )
    conn.execute(
        "DELETE FROM data_permissions WHERE kind = ? AND entity_id = ?",
        (DataKind.SALES_PERSON.value, person_id),
    )
    conn.execute("DELETE FROM sales_persons WHERE id = ?", (person_id,))


@router.delete("/{person_id:int}", status_code=204, **requires("delete:sales-person"))
def delete_sales_person(person_id: int, caller: CurrentCaller, db: Db) -> Response:
    with db.transaction() as conn:
        _delete(conn, _load_internal(conn, caller.tenant_id, person_id))
    return Response(status_code=204)


@router.delete("/code/{code}", status_code=204, **requires("delete:sales-person"))
def delete_sales_person_by_code(code: str, caller: CurrentCaller, db: Db) -> Response:
    with db.transaction() as conn:
        _delete(conn, _load_internal_by_code(conn, caller.tenant_id, code))
    return Response(status_code=204)
