"""Brands (spec: conventions and master data, "Brands").

Choices where the spec is silent (GUESSES.md): names compare and sort ignoring case
(duplicates too), equal names sort by id; the special-character check comes before the
duplicate check.
"""

from __future__ import annotations

import sqlite3
from typing import Annotated

from fastapi import APIRouter, Query
from pydantic import field_validator

from app.models.brands import BrandResponse, BrandUpsertRequest
from app.models.common import PagedResult
from app.models.error_codes import ErrorCode
from app.models.special_characters import has_special_characters
from app.sandbox.db import utc_now
from app.sandbox.paging import StrictPage, paged
from app.sandbox.problems import business_rule, not_found
from app.sandbox.queries import contains_pattern, exists
from app.sandbox.routing import ApiRoute, CurrentCaller, Db, requires

router = APIRouter(prefix="/brands", tags=["Brands"], route_class=ApiRoute)


class BrandBody(BrandUpsertRequest):
    """The create body as the service binds it.

    The shared model refuses special characters in the name so that a form can say so
    before sending; the service lets such a name through binding and refuses it afterwards
    as a business rule (409), so the sandbox binds with that one check switched off.
    """

    @field_validator("name")
    @classmethod
    def _name_free_of_special_characters(cls, name: str) -> str:
        # Overrides the parent's validator of the same name: checked in create_brand.
        return name


def _response(row: sqlite3.Row) -> BrandResponse:
    return BrandResponse(id=row["id"], name=row["name"], brand_manager=row["brand_manager"])


@router.get("", **requires("read:brand"))
def list_brands(
    caller: CurrentCaller,
    db: Db,
    page: StrictPage,
    name: Annotated[str | None, Query()] = None,
) -> PagedResult[BrandResponse]:
    """name: trimmed contains, blank means no filter; ordered by name; an empty page (offset
    past the end) has totalCount 0."""
    where = ["tenant_id = ?"]
    args: list[object] = [caller.tenant_id]
    if name is not None and name.strip():
        where.append("name LIKE ? ESCAPE '\\'")
        args.append(contains_pattern(name.strip()))
    condition = " AND ".join(where)
    with db.transaction() as conn:
        total = conn.execute(f"SELECT count(*) FROM brands WHERE {condition}", args).fetchone()[0]
        rows = conn.execute(
            f"SELECT * FROM brands WHERE {condition} ORDER BY name, id LIMIT ? OFFSET ?",
            [*args, page.limit, page.offset],
        ).fetchall()
    return paged([_response(row) for row in rows], total, page, zero_total_when_empty=True)


@router.get("/{brand_id:int}", **requires("read:brand"))
def get_brand(brand_id: int, caller: CurrentCaller, db: Db) -> BrandResponse:
    with db.transaction() as conn:
        row = conn.execute(
            "SELECT * FROM brands WHERE id = ? AND tenant_id = ?", (brand_id, caller.tenant_id)
        ).fetchone()
    if row is None:
        raise not_found(f"The brand {brand_id} does not exist.")
    return _response(row)


@router.post("", status_code=201, **requires("create:brand"))
def create_brand(body: BrandBody, caller: CurrentCaller, db: Db) -> BrandResponse:
    """The name is stored as sent (not trimmed); a null brandManager is stored empty; the
    201 echoes the request plus the new id (brandManager stays null there)."""
    if has_special_characters(body.name):
        raise business_rule(
            ErrorCode.NameContainsInvalidSpecialCharacters,
            "The brand name contains special characters that are not allowed.",
        )
    with db.transaction() as conn:
        if exists(
            conn,
            "SELECT 1 FROM brands WHERE tenant_id = ? AND name = ?",
            caller.tenant_id,
            body.name,
        ):
            raise business_rule(
                ErrorCode.DupplicatedName, f"A brand named '{body.name}' already exists."
            )
        now = utc_now()
        cursor = conn.execute(
            "INSERT INTO brands (tenant_id, name, brand_manager, created_at, updated_at) "
            "VALUES (?, ?, ?, ?, ?)",
            (caller.tenant_id, body.name, body.brand_manager or "", now, now),
        )
        brand_id = int(cursor.lastrowid or 0)
    return BrandResponse(id=brand_id, name=body.name, brand_manager=body.brand_manager)
