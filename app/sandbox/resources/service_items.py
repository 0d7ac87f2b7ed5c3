"""Service items (spec: conventions and master data, "Service items").

The create/update rules are checked in the order of their numbers (see GUESSES.md):
special characters in the description (2), a tax under e-invoicing (3), the tax, then the
withholding tax (4), then a duplicate description, then a duplicate code (6).
"""

from __future__ import annotations

import json
import sqlite3
from collections.abc import Iterable
from decimal import Decimal
from typing import Annotated

from fastapi import APIRouter, Query, Response

from app.models.base import IsoDateTime
from app.models.common import PagedResult, TaxReference
from app.models.error_codes import ErrorCode
from app.models.service_items import ServiceItemResponse, ServiceItemUpsertRequest
from app.models.special_characters import has_special_characters
from app.models.taxes import TaxScope
from app.sandbox.db import stored_utc, utc_now
from app.sandbox.paging import RepairedPage, paged
from app.sandbox.permissions import DataKind, grant
from app.sandbox.problems import business_rule, not_found
from app.sandbox.queries import contains_pattern, exists
from app.sandbox.routing import ApiRoute, CurrentCaller, Db, requires
from app.sandbox.settings import get_flag, get_setting

router = APIRouter(prefix="/service-items", tags=["Service items"], route_class=ApiRoute)


# -- reading -----------------------------------------------------------------------------------
def _taxes_by_id(
    conn: sqlite3.Connection, tenant_id: int, tax_ids: Iterable[int | None]
) -> dict[int, sqlite3.Row]:
    """The taxes a batch of items refers to, in one query (a page may hold 1,000 items)."""
    wanted = sorted({tax_id for tax_id in tax_ids if tax_id is not None})
    if not wanted:
        return {}
    rows = conn.execute(
        "SELECT id, name, rate FROM taxes WHERE tenant_id = ? "
        "AND id IN (SELECT value FROM json_each(?))",
        (tenant_id, json.dumps(wanted)),
    ).fetchall()
    return {int(row["id"]): row for row in rows}


def _tax_reference(
    taxes: dict[int, sqlite3.Row], tax_id: int | None
) -> tuple[TaxReference | None, Decimal]:
    """The reference (only ``id`` when unresolved) and the rate the item shows (rule 5)."""
    if tax_id is None:
        return None, Decimal(0)
    row = taxes.get(tax_id)
    if row is None:
        return TaxReference(id=tax_id), Decimal(0)
    rate = Decimal(str(row["rate"]))
    # float, not Decimal: TaxReference.rate is untyped and would serialize a Decimal as text.
    return TaxReference(id=tax_id, name=row["name"], rate=float(row["rate"])), rate


def _responses(conn: sqlite3.Connection, rows: list[sqlite3.Row]) -> list[ServiceItemResponse]:
    """Items with their tax references, loaded in one query.

    Every field is set explicitly: the routes leave out *unset* fields
    (``response_model_exclude_unset``), which drops only the name and rate of an unresolved
    tax, so that it goes out as a reference holding only ``id``.
    """
    if not rows:
        return []
    taxes = _taxes_by_id(
        conn,
        rows[0]["tenant_id"],
        [row["tax_id"] for row in rows] + [row["withholding_tax_id"] for row in rows],
    )
    items = []
    for row in rows:
        tax, tax_rate = _tax_reference(taxes, row["tax_id"])
        withholding, withholding_rate = _tax_reference(taxes, row["withholding_tax_id"])
        items.append(
            ServiceItemResponse(
                id=row["id"],
                code=row["code"],
                description=row["description"],
                price=Decimal(str(row["price"])),
                tax=tax,
                tax_rate=tax_rate,
                withholding_tax=withholding,
                withholding_tax_rate=withholding_rate,
                cost=Decimal(str(row["cost"])),
                is_shipping_service=bool(row["is_shipping_service"]),
                external_id=row["external_id"],
                is_active=bool(row["is_active"]),
                tags=json.loads(row["tags"]),
            )
        )
    return items


def _load(conn: sqlite3.Connection, tenant_id: int, item_id: int) -> sqlite3.Row:
    row: sqlite3.Row | None = conn.execute(
        "SELECT * FROM service_items WHERE tenant_id = ? AND id = ?", (tenant_id, item_id)
    ).fetchone()
    if row is None:
        raise not_found(f"Service item {item_id} does not exist.")
    return row


def _load_by_code(conn: sqlite3.Connection, tenant_id: int, path_code: str) -> sqlite3.Row:
    """Rule 7: the path code is trimmed and matched exactly (case included)."""
    code = path_code.strip()
    # The NOCASE term finds candidates through the index; the plain one matches exactly.
    row: sqlite3.Row | None = conn.execute(
        "SELECT * FROM service_items WHERE tenant_id = ? AND code = ? COLLATE NOCASE "
        "AND code = ? ORDER BY id LIMIT 1",
        (tenant_id, code, code),
    ).fetchone()
    if not code or row is None:
        raise not_found(f"No service item has the code '{code}'.")
    return row


def _reload(conn: sqlite3.Connection, tenant_id: int, item_id: int) -> ServiceItemResponse:
    return _responses(conn, [_load(conn, tenant_id, item_id)])[0]


# -- rules -------------------------------------------------------------------------------------
def _stored_values(body: ServiceItemUpsertRequest, stored_code: str | None) -> dict[str, object]:
    """Column values for a request: a full replace (rule 7), trimmed.

    ``is_shipping_service`` is absent: it is accepted but ignored (rule 1). The code is the
    sent one, or (omitted or blank) ``stored_code``: the item's own code on update, empty on
    create (replaced by the new id, see ``create_service_item``).
    """
    code = (body.code or "").strip()
    external_id = body.external_id.strip() if body.external_id is not None else None
    return {
        "code": code or (stored_code or ""),
        "description": body.description.strip(),
        "price": float(body.price),
        "tax_id": body.tax_id,
        "withholding_tax_id": body.withholding_tax_id,
        "cost": float(body.cost),
        "external_id": external_id or None,
    }


def _check_tax(conn: sqlite3.Connection, tenant_id: int, tax_id: int, *, withholding: bool) -> None:
    """Rule 4 for one sent tax: exists, active, not scoped to stock items, right kind."""
    tax = conn.execute(
        "SELECT * FROM taxes WHERE tenant_id = ? AND id = ?", (tenant_id, tax_id)
    ).fetchone()
    which = "withholding tax" if withholding else "tax"
    if tax is None:
        raise business_rule(ErrorCode.TaxNotFound, f"The {which} {tax_id} does not exist.")
    if not tax["active"]:
        raise business_rule(
            ErrorCode.CannotAssignInactiveTax, f"The {which} '{tax['name']}' is inactive."
        )
    if tax["scope"] == TaxScope.StockItem:
        raise business_rule(
            ErrorCode.InvalidTaxScopeForItem,
            f"The {which} '{tax['name']}' is for stock items only.",
        )
    if withholding:
        right_kind = tax["sales_withholding_account_id"] is not None
        needed = "a withholding account"
    else:
        right_kind = tax["sales_account_id"] is not None or tax["purchase_account_id"] is not None
        needed = "a sales or purchase account"
    if not right_kind:
        raise business_rule(
            ErrorCode.InvalidTaxTypeForItem,
            f"The {which} '{tax['name']}' has no {needed}.",
        )


def _check_rules(
    conn: sqlite3.Connection, tenant_id: int, values: dict[str, object], item_id: int | None
) -> None:
    """Create and update rules 2, 3, 4 and 6, in that order."""
    creating = item_id is None
    description = str(values["description"])
    # Rule 2, with a different code on create and on update.
    if has_special_characters(description) and not get_flag(
        conn, tenant_id, "allowSpecialCharacters"
    ):
        raise business_rule(
            ErrorCode.InvalidSpecialCharacters
            if creating
            else ErrorCode.DescriptionContainsInvalidSpecialCharacters,
            "The description contains special characters that are not allowed.",
        )
    # Rule 3: e-invoicing (any system, invoices or receipts) needs a tax on every item.
    if values["tax_id"] is None and get_setting(conn, tenant_id, "eInvoicing") != "None":
        raise business_rule(
            ErrorCode.MustSelectValidTaxType,
            "The organization uses electronic invoicing: choose a tax.",
        )
    # Rule 4: the tax first, then the withholding tax.
    tax_id, withholding_tax_id = values["tax_id"], values["withholding_tax_id"]
    if isinstance(tax_id, int):
        _check_tax(conn, tenant_id, tax_id, withholding=False)
    if isinstance(withholding_tax_id, int):
        _check_tax(conn, tenant_id, withholding_tax_id, withholding=True)
    # Rule 6: unique ignoring case among the tenant's other items.
    others = "tenant_id = ? AND id IS NOT ?"
    if exists(
        conn,
        f"SELECT 1 FROM service_items WHERE {others} AND description = ? COLLATE NOCASE",
        tenant_id,
        item_id,
        description,
    ):
        raise business_rule(
            ErrorCode.DupplicatedName, f"A service item '{description}' already exists."
        )
    code = str(values["code"])
    if code and exists(
        conn,
        f"SELECT 1 FROM service_items WHERE {others} AND code = ? COLLATE NOCASE",
        tenant_id,
        item_id,
        code,
    ):
        raise business_rule(
            ErrorCode.DupplicatedCode, f"A service item with the code '{code}' already exists."
        )


# -- endpoints ---------------------------------------------------------------------------------
def _filter_text(value: str | None) -> str | None:
    """String filters are trimmed, and blank means absent."""
    if value is None:
        return None
    return value.strip() or None


@router.get("", **requires("read:service-item"), response_model_exclude_unset=True)
def list_service_items(
    caller: CurrentCaller,
    db: Db,
    page: RepairedPage,
    code: Annotated[str | None, Query()] = None,
    name: Annotated[str | None, Query()] = None,
    external_id: Annotated[str | None, Query(alias="externalId")] = None,
    search: Annotated[str | None, Query()] = None,
    update_date: Annotated[IsoDateTime | None, Query(alias="updateDate")] = None,
) -> PagedResult[ServiceItemResponse]:
    """Filters combine: code and name (description) contain, externalId equals, search
    contains on code or description, updateDate is "changed strictly after". Paging is
    repaired, not refused; ordered by id; an empty page has totalCount 0."""
    where = ["tenant_id = ?"]
    args: list[object] = [caller.tenant_id]
    if (code := _filter_text(code)) is not None:
        where.append("code LIKE ? ESCAPE '\\'")
        args.append(contains_pattern(code))
    if (name := _filter_text(name)) is not None:
        where.append("description LIKE ? ESCAPE '\\'")
        args.append(contains_pattern(name))
    if (external_id := _filter_text(external_id)) is not None:
        where.append("external_id = ?")
        args.append(external_id)
    if (search := _filter_text(search)) is not None:
        where.append("(code LIKE ? ESCAPE '\\' OR description LIKE ? ESCAPE '\\')")
        args += [contains_pattern(search)] * 2
    if update_date is not None:
        # updated_at is also written on insert, so this is "inserted or updated after".
        where.append("updated_at > ?")
        args.append(stored_utc(update_date))
    condition = " AND ".join(where)
    with db.transaction() as conn:
        total = conn.execute(
            f"SELECT count(*) FROM service_items WHERE {condition}", args
        ).fetchone()[0]
        rows = conn.execute(
            f"SELECT * FROM service_items WHERE {condition} ORDER BY id LIMIT ? OFFSET ?",
            [*args, page.limit, page.offset],
        ).fetchall()
        items = _responses(conn, rows)
    return paged(items, total, page, zero_total_when_empty=True)


@router.get("/{item_id:int}", **requires("read:service-item"), response_model_exclude_unset=True)
def get_service_item(item_id: int, caller: CurrentCaller, db: Db) -> ServiceItemResponse:
    with db.transaction() as conn:
        return _reload(conn, caller.tenant_id, item_id)


@router.post(
    "", status_code=201, **requires("create:service-item"), response_model_exclude_unset=True
)
def create_service_item(
    body: ServiceItemUpsertRequest, caller: CurrentCaller, db: Db
) -> ServiceItemResponse:
    """Rule 1: always active whatever is sent, and the creating user gets data permission
    on the new item. An omitted or blank code becomes the new id (see GUESSES.md)."""
    with db.transaction() as conn:
        values = _stored_values(body, stored_code=None)
        _check_rules(conn, caller.tenant_id, values, item_id=None)
        now = utc_now()
        columns = ", ".join(values)
        cursor = conn.execute(
            f"INSERT INTO service_items (tenant_id, {columns}, is_active, created_at, "
            f"updated_at) VALUES (?, {', '.join('?' * len(values))}, 1, ?, ?)",
            (caller.tenant_id, *values.values(), now, now),
        )
        item_id = int(cursor.lastrowid or 0)
        if not values["code"]:
            conn.execute("UPDATE service_items SET code = ? WHERE id = ?", (str(item_id), item_id))
        grant(conn, caller.user_id, DataKind.SERVICE_ITEM, item_id)
        return _reload(conn, caller.tenant_id, item_id)


def _update(
    conn: sqlite3.Connection, tenant_id: int, stored: sqlite3.Row, body: ServiceItemUpsertRequest
) -> ServiceItemResponse:
    """Rule 7: a full replace, except that an omitted or empty code keeps the stored one."""
    item_id = int(stored["id"])
    values = _stored_values(body, stored_code=stored["code"])
    _check_rules(conn, tenant_id, values, item_id=item_id)
    assignments = ", ".join(f"{column} = ?" for column in values)
    conn.execute(
        f"UPDATE service_items SET {assignments}, updated_at = ? WHERE id = ?",
        (*values.values(), utc_now(), item_id),
    )
    return _reload(conn, tenant_id, item_id)


@router.put("/{item_id:int}", **requires("update:service-item"), response_model_exclude_unset=True)
def update_service_item(
    item_id: int, body: ServiceItemUpsertRequest, caller: CurrentCaller, db: Db
) -> ServiceItemResponse:
    with db.transaction() as conn:
        stored = _load(conn, caller.tenant_id, item_id)
        return _update(conn, caller.tenant_id, stored, body)


@router.put("/code/{code}", **requires("update:service-item"), response_model_exclude_unset=True)
def update_service_item_by_code(
    code: str, body: ServiceItemUpsertRequest, caller: CurrentCaller, db: Db
) -> ServiceItemResponse:
    """The path code is trimmed and matched exactly; a non-empty body code renames."""
    with db.transaction() as conn:
        stored = _load_by_code(conn, caller.tenant_id, code)
        return _update(conn, caller.tenant_id, stored, body)


def _delete(conn: sqlite3.Connection, stored: sqlite3.Row) -> None:
    """Rule 8: refused while any document line uses the item."""
    item_id = int(stored["id"])
    if exists(conn, "SELECT 1 FROM document_lines WHERE service_item_id = ? LIMIT 1", item_id):
        raise business_rule(
            ErrorCode.ItemCannotDeleteItInUse, "The service item is used by documents."
        )
    conn.execute(
        "DELETE FROM data_permissions WHERE kind = ? AND entity_id = ?",
        (DataKind.SERVICE_ITEM.value, item_id),
    )
    conn.execute("DELETE FROM service_items WHERE id = ?", (item_id,))


@router.delete("/{item_id:int}", status_code=204, **requires("delete:service-item"))
def delete_service_item(item_id: int, caller: CurrentCaller, db: Db) -> Response:
    with db.transaction() as conn:
        _delete(conn, _load(conn, caller.tenant_id, item_id))
    return Response(status_code=204)


@router.delete("/code/{code}", status_code=204, **requires("delete:service-item"))
def delete_service_item_by_code(code: str, caller: CurrentCaller, db: Db) -> Response:
    with db.transaction() as conn:
        _delete(conn, _load_by_code(conn, caller.tenant_id, code))
    return Response(status_code=204)
