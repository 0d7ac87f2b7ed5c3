"""Cities and districts (spec: conventions and master data, "Cities and districts").

Both collections follow one pattern: a named place under a parent (a city under a country,
a district under a city), so one ``_Places`` description drives both routers.

Choices where the spec is silent (GUESSES.md): the list's name filter is a contains match
on the value as sent (only a whitespace-only value is ignored); names compare and sort
ignoring case; an update checks the uniqueness of the name within its parent as create
does; cities with equal names sort by id.
"""

from __future__ import annotations

import sqlite3
from dataclasses import dataclass
from typing import Annotated

from fastapi import APIRouter, Query, Response

from app.models.base import Int32, PositiveId
from app.models.common import PagedResult
from app.models.error_codes import ErrorCode
from app.models.geography import (
    CityResponse,
    CityUpsertRequest,
    DistrictResponse,
    DistrictUpsertRequest,
)
from app.sandbox.db import utc_now
from app.sandbox.paging import PageRequest, StrictPage, paged
from app.sandbox.problems import business_rule, invalid, not_found
from app.sandbox.queries import contains_pattern, exists
from app.sandbox.routing import ApiRoute, CurrentCaller, Db, requires

cities = APIRouter(prefix="/cities", tags=["Cities"], route_class=ApiRoute)
districts = APIRouter(prefix="/districts", tags=["Districts"], route_class=ApiRoute)


@dataclass(frozen=True)
class _Places:
    """One level of the geography: its table, its parent and what refers to it."""

    noun: str
    table: str
    parent_column: str
    parent_field: str
    parent_noun: str
    parent_exists_sql: str
    """``SELECT 1`` finding the parent by ``:parent_id`` (and ``:tenant_id`` where the parent
    belongs to a tenant: countries are the same for every tenant)."""
    references: tuple[str, ...]
    """``SELECT 1 ... LIMIT 1`` statements taking the place's id: its users (the spec's list)."""


CITIES = _Places(
    noun="city",
    table="cities",
    parent_column="country_id",
    parent_field="countryId",
    parent_noun="country",
    parent_exists_sql="SELECT 1 FROM countries WHERE id = :parent_id",
    references=(
        "SELECT 1 FROM districts WHERE city_id = ? LIMIT 1",
        "SELECT 1 FROM customers WHERE contact_city_id = ? LIMIT 1",
        "SELECT 1 FROM customer_addresses WHERE city_id = ? LIMIT 1",
        "SELECT 1 FROM warehouses WHERE city_id = ? LIMIT 1",
        "SELECT 1 FROM accounts WHERE city_id = ? LIMIT 1",
    ),
)
DISTRICTS = _Places(
    noun="district",
    table="districts",
    parent_column="city_id",
    parent_field="cityId",
    parent_noun="city",
    parent_exists_sql="SELECT 1 FROM cities WHERE id = :parent_id AND tenant_id = :tenant_id",
    references=(
        "SELECT 1 FROM streets WHERE district_id = ? LIMIT 1",
        "SELECT 1 FROM customers WHERE contact_district_id = ? LIMIT 1",
        "SELECT 1 FROM customer_addresses WHERE district_id = ? LIMIT 1",
        "SELECT 1 FROM warehouses WHERE district_id = ? LIMIT 1",
        "SELECT 1 FROM accounts WHERE district_id = ? LIMIT 1",
    ),
)


def _without_tabs(name: str) -> str:
    """Rule 1: lists strip tab characters from names (get-by-id does not)."""
    return name.replace("\t", "")


def _load(conn: sqlite3.Connection, places: _Places, tenant_id: int, place_id: int) -> sqlite3.Row:
    row: sqlite3.Row | None = conn.execute(
        f"SELECT * FROM {places.table} WHERE id = ? AND tenant_id = ?", (place_id, tenant_id)
    ).fetchone()
    if row is None:
        raise not_found(f"The {places.noun} {place_id} does not exist.")
    return row


def _list(
    conn: sqlite3.Connection,
    places: _Places,
    tenant_id: int,
    page: PageRequest,
    name: str | None,
    parent_id: int | None,
) -> tuple[list[sqlite3.Row], int]:
    """Rule 1: one page of places ordered by name then id, and the match count. The name
    is a contains match on the value as sent; a whitespace-only one is ignored."""
    where = ["tenant_id = ?"]
    args: list[object] = [tenant_id]
    if name is not None and name.strip():
        where.append("name LIKE ? ESCAPE '\\'")
        args.append(contains_pattern(name))
    if parent_id is not None:
        where.append(f"{places.parent_column} = ?")
        args.append(parent_id)
    condition = " AND ".join(where)
    total = conn.execute(f"SELECT count(*) FROM {places.table} WHERE {condition}", args)
    total_count = int(total.fetchone()[0])
    rows = conn.execute(
        f"SELECT * FROM {places.table} WHERE {condition} ORDER BY name, id LIMIT ? OFFSET ?",
        [*args, page.limit, page.offset],
    ).fetchall()
    return rows, total_count


def _stored_name(name: str) -> str:
    """Rule 2: names are stored trimmed."""
    return name.strip()


def _check_parent_and_name(
    conn: sqlite3.Connection,
    places: _Places,
    tenant_id: int,
    name: str,
    parent_id: int,
    place_id: int | None,
) -> None:
    """Rules 2 and 3: an unknown parent is a 400 with no errorCode; a name is unique within
    its parent (409 DupplicatedName), while another parent may hold the same name."""
    parent = {"parent_id": parent_id, "tenant_id": tenant_id}
    if conn.execute(places.parent_exists_sql, parent).fetchone() is None:
        raise invalid(places.parent_field, f"The {places.parent_noun} {parent_id} does not exist.")
    if exists(
        conn,
        f"SELECT 1 FROM {places.table} WHERE tenant_id = ? AND {places.parent_column} = ? "
        "AND name = ? AND id IS NOT ?",
        tenant_id,
        parent_id,
        name,
        place_id,
    ):
        raise business_rule(
            ErrorCode.DupplicatedName,
            f"A {places.noun} named '{name}' already exists in this {places.parent_noun}.",
        )


def _create(
    conn: sqlite3.Connection, places: _Places, tenant_id: int, name: str, parent_id: int
) -> sqlite3.Row:
    stored = _stored_name(name)
    _check_parent_and_name(conn, places, tenant_id, stored, parent_id, place_id=None)
    now = utc_now()
    cursor = conn.execute(
        f"INSERT INTO {places.table} (tenant_id, name, {places.parent_column}, created_at, "
        "updated_at) VALUES (?, ?, ?, ?, ?)",
        (tenant_id, stored, parent_id, now, now),
    )
    return _load(conn, places, tenant_id, int(cursor.lastrowid or 0))


def _update(
    conn: sqlite3.Connection,
    places: _Places,
    tenant_id: int,
    place_id: int,
    name: str,
    parent_id: int,
) -> sqlite3.Row:
    """Rule 3: a full replace of both fields; the path id wins over any id in the body."""
    _load(conn, places, tenant_id, place_id)
    stored = _stored_name(name)
    _check_parent_and_name(conn, places, tenant_id, stored, parent_id, place_id)
    conn.execute(
        f"UPDATE {places.table} SET name = ?, {places.parent_column} = ?, updated_at = ? "
        "WHERE id = ?",
        (stored, parent_id, utc_now(), place_id),
    )
    return _load(conn, places, tenant_id, place_id)


def _delete(conn: sqlite3.Connection, places: _Places, tenant_id: int, place_id: int) -> None:
    """Rule 4: permanent; refused while anything still refers to the place."""
    _load(conn, places, tenant_id, place_id)
    if any(exists(conn, sql, place_id) for sql in places.references):
        raise business_rule(
            ErrorCode.ItemCannotDeleteItInUse,
            f"The {places.noun} {place_id} is still in use and cannot be deleted.",
        )
    conn.execute(f"DELETE FROM {places.table} WHERE id = ?", (place_id,))


# -- cities ----------------------------------------------------------------------------------
def _city(row: sqlite3.Row, *, in_list: bool = False) -> CityResponse:
    name = _without_tabs(row["name"]) if in_list else row["name"]
    return CityResponse(id=row["id"], name=name, country_id=row["country_id"])


@cities.get("", **requires("read:city"))
def list_cities(
    caller: CurrentCaller,
    db: Db,
    page: StrictPage,
    name: Annotated[str | None, Query()] = None,
    country_id: Annotated[Int32 | None, Query(alias="countryId")] = None,
) -> PagedResult[CityResponse]:
    """Rule 1: name contains (whitespace-only ignored), countryId exact; ordered by name;
    totalCount is the match count; nothing matching is 200 with totalCount 0."""
    with db.transaction() as conn:
        rows, total = _list(conn, CITIES, caller.tenant_id, page, name, country_id)
    items = [_city(row, in_list=True) for row in rows]
    return paged(items, total, page, zero_total_when_empty=False)


@cities.get("/{city_id:int}", **requires("read:city"))
def get_city(city_id: int, caller: CurrentCaller, db: Db) -> CityResponse:
    with db.transaction() as conn:
        return _city(_load(conn, CITIES, caller.tenant_id, city_id))


@cities.post("", status_code=201, **requires("create:city"))
def create_city(body: CityUpsertRequest, caller: CurrentCaller, db: Db) -> CityResponse:
    with db.transaction() as conn:
        return _city(_create(conn, CITIES, caller.tenant_id, body.name, body.country_id))


@cities.put("/{city_id:int}", **requires("update:city"))
def update_city(
    city_id: int, body: CityUpsertRequest, caller: CurrentCaller, db: Db
) -> CityResponse:
    with db.transaction() as conn:
        row = _update(conn, CITIES, caller.tenant_id, city_id, body.name, body.country_id)
        return _city(row)


@cities.delete("/{city_id:int}", status_code=204, **requires("delete:city"))
def delete_city(city_id: int, caller: CurrentCaller, db: Db) -> Response:
    with db.transaction() as conn:
        _delete(conn, CITIES, caller.tenant_id, city_id)
    return Response(status_code=204)


# -- districts -------------------------------------------------------------------------------
def _district(row: sqlite3.Row, *, in_list: bool = False) -> DistrictResponse:
    name = _without_tabs(row["name"]) if in_list else row["name"]
    return DistrictResponse(id=row["id"], name=name, city_id=row["city_id"])


@districts.get("", **requires("read:district"))
def list_districts(
    caller: CurrentCaller,
    db: Db,
    page: StrictPage,
    name: Annotated[str | None, Query()] = None,
    city_id: Annotated[PositiveId | None, Query(alias="cityId")] = None,
) -> PagedResult[DistrictResponse]:
    """Rule 1: name contains (whitespace-only ignored), cityId (> 0) exact; ordered by name
    then id; totalCount is the match count; nothing matching is 200 with totalCount 0."""
    with db.transaction() as conn:
        rows, total = _list(conn, DISTRICTS, caller.tenant_id, page, name, city_id)
    items = [_district(row, in_list=True) for row in rows]
    return paged(items, total, page, zero_total_when_empty=False)


@districts.get("/{district_id:int}", **requires("read:district"))
def get_district(district_id: int, caller: CurrentCaller, db: Db) -> DistrictResponse:
    with db.transaction() as conn:
        return _district(_load(conn, DISTRICTS, caller.tenant_id, district_id))


@districts.post("", status_code=201, **requires("create:district"))
def create_district(body: DistrictUpsertRequest, caller: CurrentCaller, db: Db) -> DistrictResponse:
    with db.transaction() as conn:
        return _district(_create(conn, DISTRICTS, caller.tenant_id, body.name, body.city_id))


@districts.put("/{district_id:int}", **requires("update:district"))
def update_district(
    district_id: int, body: DistrictUpsertRequest, caller: CurrentCaller, db: Db
) -> DistrictResponse:
    with db.transaction() as conn:
        row = _update(conn, DISTRICTS, caller.tenant_id, district_id, body.name, body.city_id)
        return _district(row)


@districts.delete("/{district_id:int}", status_code=204, **requires("delete:district"))
def delete_district(district_id: int, caller: CurrentCaller, db: Db) -> Response:
    with db.transaction() as conn:
        _delete(conn, DISTRICTS, caller.tenant_id, district_id)
    return Response(status_code=204)
