"""Stock items (spec: conventions and master data, "Stock item" and "Stock items").

The four reads and the create follow the spec's numbered rules. Everything else (bodies,
answers and rules of the updates, batches, deletes, deactivation, linking, serial checks,
balances and costs) is "not shown" there; the sandbox's choices are in GUESSES.md and in
``stock_item_storage`` (the write rules). Item bodies are assembled as text from JSON that
SQLite stores (``stock_item_rendering``), which is why these routes answer with ``Response``
objects while naming their model in ``response_model`` for the OpenAPI.

Data permissions: a restricted user sees an item granted to it directly (kind
``stock_item``) or through the item's classification (kind ``classification``). They apply
to the reads only when the organization turned on ``itemDataPermissions``, except the list's
code lookup, which always applies them (list rule 6).
"""

from __future__ import annotations

import json
import sqlite3
from collections.abc import Callable, Sequence
from decimal import Decimal
from typing import Annotated

from fastapi import APIRouter, Body, Query, Request, Response

from app.models.base import INT32_MAX, Money, PositiveId
from app.models.common import PagedResult, StockItemReference, WarehouseReference
from app.models.error_codes import ErrorCode
from app.models.stock_items import (
    NOT_FOUND,
    SEARCH_LIMIT,
    CodeFilter,
    SerialValidationResponse,
    SkuFilter,
    StockItemBalanceResponse,
    StockItemBatchResponse,
    StockItemBatchUpdateRequest,
    StockItemCostResponse,
    StockItemCreateRequest,
    StockItemExternalIdRequest,
    StockItemFiltersRequest,
    StockItemGlobalBalanceResponse,
    StockItemLinkToParentRequest,
    StockItemListQuery,
    StockItemResponse,
    StockItemUpdateRequest,
    StockItemWarehouseSummaryResponse,
)
from app.models.text_rules import NOT_BLANK_SCHEMA, SOME_VALUE_NOT_BLANK
from app.sandbox.auth import Caller
from app.sandbox.db import Database, stored_utc, utc_now
from app.sandbox.paging import DEFAULT_LIMIT, MAX_LIMIT, PageRequest, StrictPage, paged
from app.sandbox.permissions import DataKind, permitted_ids, sees_everything, sql_filter
from app.sandbox.problems import Problem, business_rule, invalid, not_found
from app.sandbox.queries import contains_pattern, exists
from app.sandbox.resources.stock_item_rendering import (
    LISTED,
    json_array,
    listed_ids,
    listed_page,
    paged_bytes,
    paged_json,
    render,
    render_one,
)
from app.sandbox.resources.stock_item_storage import (
    ItemRules,
    create_item,
    delete_item,
    stored_text,
    update_item,
)
from app.sandbox.routing import ApiRoute, CurrentCaller, Db, requires, shortcut
from app.sandbox.settings import get_flag

router = APIRouter(prefix="/stock-items", tags=["Stock items"], route_class=ApiRoute)

JSON = "application/json"
DESCRIPTION_MATCH_LENGTH = 100
"""Description (and, on the filter body, part number) filters use their first 100 characters."""


# -- shared helpers ----------------------------------------------------------------------------
def _json(body: str | bytes, status_code: int = 200) -> Response:
    return Response(content=body, status_code=status_code, media_type=JSON)


def _number(value: float | int | None) -> Response:
    """A bare JSON number (balances, costs), integral values without a fraction."""
    amount = float(value or 0)
    text = str(int(amount)) if amount.is_integer() else repr(amount)
    return _json(text)


def _visible(
    conn: sqlite3.Connection, caller: Caller, *, always: bool = False
) -> tuple[str, list[object]]:
    """A condition on ``s`` keeping the items the caller may see (module docstring)."""
    applies = always or get_flag(conn, caller.tenant_id, "itemDataPermissions")
    if not applies or sees_everything(conn, caller):
        return "1", []
    return (
        "(s.id IN (SELECT entity_id FROM data_permissions WHERE user_id = ? AND kind = ?) "
        "OR s.classification_id IN (SELECT entity_id FROM data_permissions "
        "WHERE user_id = ? AND kind = ?))",
        [caller.user_id, DataKind.STOCK_ITEM.value, caller.user_id, DataKind.CLASSIFICATION.value],
    )


def _find(
    conn: sqlite3.Connection, caller: Caller, condition: str, *args: object
) -> sqlite3.Row | None:
    """The first item (lowest id) matching ``condition`` that the caller may see."""
    visible, visible_args = _visible(conn, caller)
    row: sqlite3.Row | None = conn.execute(
        f"SELECT s.* FROM stock_items AS s WHERE s.tenant_id = ? AND {condition} AND {visible} "
        "ORDER BY s.id LIMIT 1",
        (caller.tenant_id, *args, *visible_args),
    ).fetchone()
    return row


def _load(conn: sqlite3.Connection, caller: Caller, item_id: int) -> sqlite3.Row:
    row = _find(conn, caller, "s.id = ?", item_id)
    if row is None:
        raise not_found(f"Stock item {item_id} does not exist.")
    return row


def _load_by_code(conn: sqlite3.Connection, caller: Caller, code: str) -> sqlite3.Row:
    """Update and deactivate by code: the path code trimmed, matched exactly."""
    row = _find(conn, caller, "s.code = ?", code.strip())
    if row is None:
        raise not_found(f"No stock item has the code '{code.strip()}'.")
    return row


def _cleaned(values: Sequence[str]) -> list[str]:
    """List rule 3: trimmed, repeats (ignoring case) dropped, first kept."""
    seen: set[str] = set()
    result = []
    for value in values:
        value = value.strip()
        if value.casefold() not in seen:
            seen.add(value.casefold())
            result.append(value)
    return result


def _in(column: str, values: Sequence[object]) -> tuple[str, list[object]]:
    return f"{column} IN ({', '.join('?' * len(values))})", list(values)


# -- reads -------------------------------------------------------------------------------------
def _lookup_filter(query: StockItemListQuery) -> tuple[str, list[object], str] | None:
    """List rule 1: the one lookup filter that applies, as (condition, args, tail)."""
    by_id = "ORDER BY s.id"
    if query.code is not None:
        return "s.code = ?", [query.code], by_id
    if query.sku is not None:
        # Rule 2: exact but ignoring case, and at most one item.
        return "s.sku = ? COLLATE NOCASE", [query.sku], f"{by_id} LIMIT 1"
    if query.part_number is not None:
        return "s.part_number = ?", [query.part_number], by_id
    if query.external_id is not None:
        return "s.external_id = ?", [query.external_id], by_id
    if query.classification_id is not None:
        return "s.classification_id = ?", [query.classification_id], by_id
    if query.codes:
        return (*_in("s.code", _cleaned(query.codes)), by_id)
    if query.part_numbers:
        return (*_in("s.part_number", _cleaned(query.part_numbers)), by_id)
    if query.ids:
        return (*_in("s.id", list(dict.fromkeys(query.ids))), by_id)
    if query.external_ids:
        return (*_in("s.external_id", _cleaned(query.external_ids)), by_id)
    return None


_PAGE_PARAMETERS = {"offset": 0, "limit": DEFAULT_LIMIT}
"""The default list's paging parameters and their defaults (``paging.strict_page``)."""


def _plain_page(request: Request, caller: Caller, db: Database) -> Response | None:
    """The default list with nothing but paging in the query, straight from the event loop.

    A full sync reads every page this way; reading the parameters through FastAPI and
    running the endpoint in the threadpool cost more than the page itself. Anything else
    (a filter, a repeated or unknown parameter, a value that is not plain digits or is out
    of range) returns None and goes through ``list_stock_items``, which makes the 400s.
    """
    page = dict(_PAGE_PARAMETERS)
    seen: set[str] = set()
    for name, value in request.query_params.multi_items():
        if name not in page or name in seen or not (value.isascii() and value.isdigit()):
            return None
        if len(value) > 15:
            return None
        seen.add(name)
        page[name] = int(value)
    # The same bounds as strict_page: an offset beyond the spec's int is its 400.
    if not 1 <= page["limit"] <= MAX_LIMIT or page["offset"] > INT32_MAX:
        return None
    with db.transaction() as conn:
        body = _default_list(
            db, conn, caller, PageRequest(page["offset"], page["limit"]), StockItemListQuery()
        )
    return _json(body)


@router.get("", response_model=PagedResult[StockItemResponse], **requires("read:stock-item"))
@shortcut(_plain_page)
def list_stock_items(
    caller: CurrentCaller,
    db: Db,
    page: StrictPage,
    query: Annotated[StockItemListQuery, Query()],
) -> Response:
    """Rules 1 to 8 of ``GET /v3/stock-items``.

    A lookup filter (rule 1) returns every match at once, inactive and grouping items
    included, offset and limit ignored except in the echoed page and pageSize; description
    and updateDate are ignored then too, since only one filter applies. Without one, the
    default list pages by id over non-grouping items and answers 404 when nothing matches
    (an offset past the end of a non-empty list is a 200 with no items).
    """
    with db.transaction() as conn:
        lookup = _lookup_filter(query)
        if lookup is not None:
            condition, args, tail = lookup
            # Rule 6: a code lookup always applies the user's item data permissions.
            visible, visible_args = _visible(
                conn, caller, always=query.code is not None or bool(query.codes)
            )
            items = render(
                conn,
                f"s.tenant_id = ? AND {condition} AND {visible}",
                [caller.tenant_id, *args, *visible_args],
                tail,
            )
            return _json(
                paged_json(
                    items,
                    total_count=len(items),
                    offset=page.offset,
                    limit=page.limit,
                    zero_total_when_empty=True,
                )
            )
        return _json(_default_list(db, conn, caller, page, query))


def _default_list(
    db: Db,
    conn: sqlite3.Connection,
    caller: Caller,
    page: PageRequest,
    query: StockItemListQuery,
) -> bytes:
    """Rules 7 and 8."""
    where = ["s.tenant_id = ?", LISTED]
    args: list[object] = [caller.tenant_id]
    if query.description is not None:
        where.append("s.description LIKE ? ESCAPE '\\'")
        args.append(contains_pattern(query.description[:DESCRIPTION_MATCH_LENGTH]))
    if query.update_date is not None:
        where.append("s.updated_at > ?")
        args.append(stored_utc(query.update_date))
    visible, visible_args = _visible(conn, caller)
    if len(where) == 2 and visible == "1":
        # The hot path (a full sync pages through everything): page bounds from memory, the
        # page's bodies joined by SQLite.
        listed = listed_ids(db, conn, caller.tenant_id)
        total = len(listed.ids)
        if total == 0:
            raise not_found("No stock item matches.")
        bounds = listed.page_bounds(page.offset, page.limit)
        joined = listed_page(conn, caller.tenant_id, *bounds) if bounds else b""
        return paged_bytes(joined, total_count=total, offset=page.offset, limit=page.limit)
    where.append(visible)
    args.extend(visible_args)
    condition = " AND ".join(where)
    total = conn.execute(
        f"SELECT count(*) FROM stock_items AS s WHERE {condition}", args
    ).fetchone()[0]
    if total == 0:
        raise not_found("No stock item matches.")
    items = render(
        conn, condition, args, tail=f"ORDER BY s.id LIMIT {page.limit} OFFSET {page.offset}"
    )
    return paged_json(
        items,
        total_count=total,
        offset=page.offset,
        limit=page.limit,
        zero_total_when_empty=False,
    ).encode()


@router.post("/list", response_model=PagedResult[StockItemResponse], **requires("read:stock-item"))
def list_stock_items_by_filters(
    body: StockItemFiltersRequest, caller: CurrentCaller, db: Db
) -> Response:
    """All supplied filters match together; description, sku and partNumber are contains
    matches (description and partNumber on their first 100 characters); ordered by id;
    inactive items included, grouping items and items without a grouping flag excluded; an
    empty page (no match, offset past the end) has totalCount 0."""
    where = ["s.tenant_id = ?", "s.is_grouping = 0"]
    args: list[object] = [caller.tenant_id]
    if body.description is not None:
        where.append("s.description LIKE ? ESCAPE '\\'")
        args.append(contains_pattern(body.description[:DESCRIPTION_MATCH_LENGTH]))
    if body.sku is not None:
        where.append("s.sku LIKE ? ESCAPE '\\'")
        args.append(contains_pattern(body.sku))
    if body.part_number is not None:
        where.append("s.part_number LIKE ? ESCAPE '\\'")
        args.append(contains_pattern(body.part_number[:DESCRIPTION_MATCH_LENGTH]))
    if body.ids:
        condition, ids = _in("s.id", body.ids)
        where.append(condition)
        args.extend(ids)
    with db.transaction() as conn:
        visible, visible_args = _visible(conn, caller)
        where.append(visible)
        args.extend(visible_args)
        condition = " AND ".join(where)
        total = conn.execute(
            f"SELECT count(*) FROM stock_items AS s WHERE {condition}", args
        ).fetchone()[0]
        items = render(
            conn, condition, args, tail=f"ORDER BY s.id LIMIT {body.limit} OFFSET {body.offset}"
        )
    return _json(
        paged_json(
            items,
            total_count=total,
            offset=body.offset,
            limit=body.limit,
            zero_total_when_empty=True,
        )
    )


@router.get("/search", response_model=list[StockItemResponse], **requires("read:stock-item"))
def search_stock_items(
    caller: CurrentCaller,
    db: Db,
    keywords: Annotated[str, Query(json_schema_extra=NOT_BLANK_SCHEMA)],
) -> Response:
    """Search rules 1 to 6 (see ``_search``)."""
    if not keywords.strip():
        raise invalid("keywords", "Enter what to search for.")
    with db.transaction() as conn:
        return _json(json_array(_search(conn, caller, keywords.strip())))


SEARCH_FIELDS = (
    # (setting that enables the field, the column)
    ("AllowSearchStockItemsByClassificationCode", "cl.code"),
    ("AllowSearchStockItemsByPartNumber", "s.part_number"),
    ("AllowSearchStockItemsBySKU", "s.sku"),
    ("AllowSearchStockItemsByOENumber", "s.oe_number"),
    ("AllowSearchStockItemsByItemCode", "s.code"),
    ("AllowSearchStockItemsByDescription", "s.description"),
)
OE_NUMBER_COLUMN = "s.oe_number"


def _search(conn: sqlite3.Connection, caller: Caller, keywords: str) -> list[str]:
    """The search, step by step.

    Rule 6 (active, non-grouping items only) and the data permissions bound every step; each
    step returns at most 1000 items sorted by classification code then description (rule 1).
    Matching ignores case throughout (a clerk's search box).
    """
    tenant_id = caller.tenant_id
    visible, visible_args = _visible(conn, caller)
    base = f"s.tenant_id = ? AND s.is_active = 1 AND s.is_grouping IS NOT 1 AND {visible}"
    base_args: list[object] = [tenant_id, *visible_args]
    tail = f"ORDER BY cl.code, s.description LIMIT {SEARCH_LIMIT}"

    def step(condition: str, args: Sequence[object]) -> list[str]:
        return render(conn, f"{base} AND ({condition})", [*base_args, *args], tail)

    # Rule 4: a single asterisk lists active items without matching.
    if keywords == "*":
        return render(conn, base, base_args, tail)
    # Rule 2: the whole value as an exact part number first.
    found = step("s.part_number = ? COLLATE NOCASE", [keywords])
    if found:
        return found

    # Rule 4: plus signs mean AND (split on them only), otherwise commas mean OR.
    all_must_match = "+" in keywords
    parts = [part.strip() for part in keywords.split("+" if all_must_match else ",")]
    parts = [part for part in parts if part]
    if not parts:
        return []
    exact = get_flag(conn, tenant_id, "stockItemSearchExactMatch")

    def matching(columns: Sequence[str]) -> tuple[str, list[object]]:
        """Parts against columns: each part may match any column; parts AND or OR."""
        per_part: list[str] = []
        args: list[object] = []
        for part in parts:
            if exact:
                per_part.append(" OR ".join(f"{column} = ? COLLATE NOCASE" for column in columns))
                args.extend([part] * len(columns))
            else:
                per_part.append(" OR ".join(f"{column} LIKE ? ESCAPE '\\'" for column in columns))
                args.extend([contains_pattern(part)] * len(columns))
        joiner = " AND " if all_must_match else " OR "
        return joiner.join(f"({condition})" for condition in per_part), args

    # Rule 3: unit-of-measure part numbers first; by default other fields only if that
    # finds nothing.
    by_unit: list[str] = []
    if get_flag(conn, tenant_id, "stockItemSearchUnitPartNumbers"):
        condition, args = matching(["u.part_number"])
        by_unit = step(
            f"s.id IN (SELECT u.stock_item_id FROM stock_item_units AS u WHERE {condition})",
            args,
        )
        if by_unit and not get_flag(conn, tenant_id, "stockItemSearchAllFieldsAlways"):
            return by_unit

    # Rule 5: the fields the organization enabled; OE numbers alone find nothing.
    columns = [column for key, column in SEARCH_FIELDS if get_flag(conn, tenant_id, key)]
    if columns in ([], [OE_NUMBER_COLUMN]):
        return by_unit
    condition, args = matching(columns)
    if not by_unit:
        return step(condition, args)
    # Both steps: one sorted, capped result.
    unit_condition, unit_args = matching(["u.part_number"])
    return step(
        f"({condition}) OR s.id IN (SELECT u.stock_item_id FROM stock_item_units AS u "
        f"WHERE {unit_condition})",
        [*args, *unit_args],
    )


@router.get("/{stock_item_id:int}", response_model=StockItemResponse, **requires("read:stock-item"))
def get_stock_item(stock_item_id: int, caller: CurrentCaller, db: Db) -> Response:
    """Inactive and grouping items are returned; unknown (or not permitted) is 404."""
    with db.transaction() as conn:
        _load(conn, caller, stock_item_id)
        return _json(render_one(conn, stock_item_id))


# -- writes ------------------------------------------------------------------------------------
@router.post(
    "",
    status_code=201,
    response_model=StockItemResponse,
    **requires("create:stock-item"),
)
def create_stock_item(body: StockItemCreateRequest, caller: CurrentCaller, db: Db) -> Response:
    """201 with the stored item (write rules in ``stock_item_storage``)."""
    with db.transaction() as conn:
        item_id = create_item(conn, caller, ItemRules.load(conn, caller.tenant_id), body)
        return _json(render_one(conn, item_id), status_code=201)


def _failure_message(problem: Problem) -> str:
    """A batch failure as free text that starts with its error code (or a marker)."""
    if problem.error_code:
        return f"{problem.error_code}: {problem.detail}"
    if problem.status == 404:
        return f"{NOT_FOUND}: {problem.detail}"
    fields = "; ".join(
        f"{field}: {' '.join(messages)}" for field, messages in (problem.errors or {}).items()
    )
    return f"ValidationFailed: {fields or problem.detail}"


def _each_in_savepoint(
    conn: sqlite3.Connection,
    keys: Sequence[str],
    write: Callable[[int], int],
) -> StockItemBatchResponse:
    """Run ``write(index)`` per entry, each all-or-nothing; a refused entry is rolled back
    and reported under its key (the first failure of a key wins)."""
    failed: dict[str, str] = {}
    succeeded: list[str] = []
    for index, key in enumerate(keys):
        conn.execute("SAVEPOINT batch_entry")
        try:
            item_id = write(index)
        except Problem as problem:
            conn.execute("ROLLBACK TO batch_entry")
            conn.execute("RELEASE batch_entry")
            failed.setdefault(key, _failure_message(problem))
            continue
        conn.execute("RELEASE batch_entry")
        succeeded.append(render_one(conn, item_id))
    return StockItemBatchResponse.model_validate_json(
        f'{{"failed":{_json_object(failed)},"succeeded":{json_array(succeeded)}}}'
    )


def _json_object(mapping: dict[str, str]) -> str:
    return json.dumps(mapping, ensure_ascii=False)


@router.post("/batch", **requires("create:stock-item"))
def create_stock_items(
    body: Annotated[list[StockItemCreateRequest], Body()], caller: CurrentCaller, db: Db
) -> StockItemBatchResponse:
    """Each entry is created on its own: refused ones go into ``failed`` keyed by their
    description, the others into ``succeeded``. Validation errors of any entry refuse the
    whole batch with 400 (keys ``[index].field``)."""
    with db.transaction() as conn:
        rules = ItemRules.load(conn, caller.tenant_id)
        return _each_in_savepoint(
            conn,
            [entry.description.strip() for entry in body],
            lambda index: create_item(conn, caller, rules, body[index]),
        )


@router.put(
    "/{stock_item_id:int}", response_model=StockItemResponse, **requires("update:stock-item")
)
def update_stock_item(
    stock_item_id: int, body: StockItemUpdateRequest, caller: CurrentCaller, db: Db
) -> Response:
    """Full replace (see ``stock_item_storage``); unknown id 404."""
    with db.transaction() as conn:
        stored = _load(conn, caller, stock_item_id)
        update_item(conn, caller, ItemRules.load(conn, caller.tenant_id), stored, body)
        return _json(render_one(conn, stock_item_id))


@router.put("/code/{code}", response_model=StockItemResponse, **requires("update:stock-item"))
def update_stock_item_by_code(
    code: str, body: StockItemUpdateRequest, caller: CurrentCaller, db: Db
) -> Response:
    """The path code is trimmed and matched exactly (no match 404); a non-empty body code
    renames the item unless the service generates codes."""
    with db.transaction() as conn:
        stored = _load_by_code(conn, caller, code)
        update_item(conn, caller, ItemRules.load(conn, caller.tenant_id), stored, body)
        return _json(render_one(conn, int(stored["id"])))


@router.put("/external-id", response_model=StockItemResponse, **requires("update:stock-item"))
def update_external_id(body: StockItemExternalIdRequest, caller: CurrentCaller, db: Db) -> Response:
    """Sets (or, with no value, clears) one item's external id; the item is found by id or
    by code (trimmed, exact); no match 404. Nothing else changes."""
    with db.transaction() as conn:
        if body.id is not None:
            stored = _load(conn, caller, body.id)
        else:
            stored = _load_by_code(conn, caller, str(body.code))
        conn.execute(
            "UPDATE stock_items SET external_id = ?, updated_at = ? WHERE id = ?",
            (stored_text(body.external_id), utc_now(), stored["id"]),
        )
        return _json(render_one(conn, int(stored["id"])))


def _batch_update(
    db: Db,
    caller: Caller,
    body: list[StockItemBatchUpdateRequest],
    key_field: str,
    key_of: Callable[[StockItemBatchUpdateRequest], object],
    find: Callable[[sqlite3.Connection, object], sqlite3.Row | None],
) -> StockItemBatchResponse:
    """The three batch updates: every entry needs its key (else the whole batch is a 400 on
    ``[index].<key>``), then each entry is updated on its own."""
    missing = [index for index, entry in enumerate(body) if key_of(entry) is None]
    if missing:
        raise Problem(
            400,
            title="One or more validation errors occurred.",
            errors={f"[{index}].{key_field}": [f"{key_field} is required."] for index in missing},
        )
    with db.transaction() as conn:
        rules = ItemRules.load(conn, caller.tenant_id)

        def write(index: int) -> int:
            entry = body[index]
            stored = find(conn, key_of(entry))
            if stored is None:
                raise not_found(f"No stock item has the {key_field} '{key_of(entry)}'.")
            update_item(conn, caller, rules, stored, entry, code_may_change=key_field != "code")
            return int(stored["id"])

        return _each_in_savepoint(conn, [str(key_of(entry)) for entry in body], write)


class _BatchEntryById(StockItemBatchUpdateRequest):
    """An entry of ``/batch/by-id`` as the OpenAPI states it: ``_batch_update`` refuses an
    entry without its key (the route binds the shared model, for the message it gives)."""

    id: PositiveId


class _BatchEntryByCode(StockItemBatchUpdateRequest):
    """An entry of ``/batch/by-code`` as the OpenAPI states it: its code, not blank."""

    code: CodeFilter


class _BatchEntryBySku(StockItemBatchUpdateRequest):
    """An entry of ``/batch/by-sku`` as the OpenAPI states it: its SKU, not blank."""

    sku: SkuFilter


@router.put(
    "/batch/by-id",
    **requires("update:stock-item", list_items=_BatchEntryById),
)
def update_stock_items_by_id(
    body: Annotated[list[StockItemBatchUpdateRequest], Body()], caller: CurrentCaller, db: Db
) -> StockItemBatchResponse:
    """Each entry is found by ``id``; failures are keyed by the id."""
    return _batch_update(
        db,
        caller,
        body,
        "id",
        lambda entry: entry.id,
        lambda conn, key: _find(conn, caller, "s.id = ?", key),
    )


@router.put(
    "/batch/by-code",
    **requires("update:stock-item", list_items=_BatchEntryByCode),
)
def update_stock_items_by_code(
    body: Annotated[list[StockItemBatchUpdateRequest], Body()], caller: CurrentCaller, db: Db
) -> StockItemBatchResponse:
    """Each entry is found by its ``code`` (trimmed, exact), so codes do not change here."""
    return _batch_update(
        db,
        caller,
        body,
        "code",
        lambda entry: stored_text(entry.code),
        lambda conn, key: _find(conn, caller, "s.code = ?", key),
    )


@router.put(
    "/batch/by-sku",
    **requires("update:stock-item", list_items=_BatchEntryBySku),
)
def update_stock_items_by_sku(
    body: Annotated[list[StockItemBatchUpdateRequest], Body()], caller: CurrentCaller, db: Db
) -> StockItemBatchResponse:
    """Each entry is found by its ``sku`` (trimmed, exact ignoring case; the lowest id when
    several items share it)."""
    return _batch_update(
        db,
        caller,
        body,
        "sku",
        lambda entry: stored_text(entry.sku),
        lambda conn, key: _find(conn, caller, "s.sku = ? COLLATE NOCASE", key),
    )


@router.delete("/{stock_item_id:int}", status_code=204, **requires("delete:stock-item"))
def delete_stock_item(stock_item_id: int, caller: CurrentCaller, db: Db) -> Response:
    """204; unknown 404; an item with stock, serials, document lines or children is 409
    ``ItemCannotDeleteItInUse``."""
    with db.transaction() as conn:
        _load(conn, caller, stock_item_id)
        delete_item(conn, stock_item_id)
    return Response(status_code=204)


def _deactivate(conn: sqlite3.Connection, item_id: int) -> None:
    conn.execute(
        "UPDATE stock_items SET is_active = 0, updated_at = ? WHERE id = ?", (utc_now(), item_id)
    )


@router.put("/{stock_item_id:int}/deactivate", status_code=204, **requires("update:stock-item"))
def deactivate_stock_item(stock_item_id: int, caller: CurrentCaller, db: Db) -> Response:
    """204 (also when already inactive); unknown 404. Only the item itself changes."""
    with db.transaction() as conn:
        _deactivate(conn, int(_load(conn, caller, stock_item_id)["id"]))
    return Response(status_code=204)


@router.put("/code/{code}/deactivate", status_code=204, **requires("update:stock-item"))
def deactivate_stock_item_by_code(code: str, caller: CurrentCaller, db: Db) -> Response:
    """As by id; the path code is trimmed and matched exactly."""
    with db.transaction() as conn:
        _deactivate(conn, int(_load_by_code(conn, caller, code)["id"]))
    return Response(status_code=204)


@router.post("/link-to-parent", response_model=StockItemResponse, **requires("update:stock-item"))
def link_to_parent(body: StockItemLinkToParentRequest, caller: CurrentCaller, db: Db) -> Response:
    """Makes items children of a grouping item; answers the parent with its children.

    Unknown parent or items: 400 on the field. The parent must be a grouping item and the
    items simple ones (409 ``EdaraBusinessError``); an item linked elsewhere moves.
    """
    with db.transaction() as conn:
        parent = _find(conn, caller, "s.id = ?", body.parent_id)
        if parent is None:
            raise invalid("parentId", f"Stock item {body.parent_id} does not exist.")
        if body.parent_id in body.stock_item_ids:
            raise invalid("stockItemIds", "An item cannot be its own parent.")
        condition, ids = _in("s.id", body.stock_item_ids)
        visible, visible_args = _visible(conn, caller)
        rows = conn.execute(
            f"SELECT s.id, s.is_grouping FROM stock_items AS s "
            f"WHERE s.tenant_id = ? AND {condition} AND {visible}",
            (caller.tenant_id, *ids, *visible_args),
        ).fetchall()
        unknown = sorted(set(body.stock_item_ids) - {row["id"] for row in rows})
        if unknown:
            raise invalid("stockItemIds", f"Stock items {unknown} do not exist.")
        if parent["is_grouping"] != 1:
            raise business_rule(
                ErrorCode.EdaraBusinessError,
                f"Stock item {body.parent_id} is not a grouping item.",
            )
        grouping = [row["id"] for row in rows if row["is_grouping"] == 1]
        if grouping:
            raise business_rule(
                ErrorCode.EdaraBusinessError,
                f"Grouping items {grouping} cannot be children of another item.",
            )
        now = utc_now()
        conn.executemany(
            "UPDATE stock_items SET parent_id = ?, updated_at = ? WHERE id = ?",
            [(body.parent_id, now, item_id) for item_id in body.stock_item_ids],
        )
        return _json(render_one(conn, body.parent_id))


# -- serial numbers ----------------------------------------------------------------------------
def _serial(
    conn: sqlite3.Connection, caller: Caller, stock_item_id: int, serial_no: str
) -> sqlite3.Row | None:
    _load(conn, caller, stock_item_id)
    row: sqlite3.Row | None = conn.execute(
        "SELECT * FROM stock_item_serials WHERE stock_item_id = ? AND serial_no = ?",
        (stock_item_id, serial_no),
    ).fetchone()
    return row


def _serial_answer(
    serial_no: str, row: sqlite3.Row | None, problem: str | None
) -> SerialValidationResponse:
    return SerialValidationResponse(
        is_valid=problem is None,
        serial_no=serial_no,
        status=row["status"] if row is not None else None,
        reason=problem,
    )


@router.get(
    "/{stock_item_id:int}/validate/serial/{serial_no}/returns/{customer_id:int}",
    **requires("read:stock-item"),
)
def validate_serial_for_return(
    stock_item_id: int, serial_no: str, customer_id: int, caller: CurrentCaller, db: Db
) -> SerialValidationResponse:
    """Whether the customer may return this serial: it must have been sold to that customer
    and not returned since. Unknown item or customer 404; the answer says why not."""
    with db.transaction() as conn:
        if not exists(
            conn,
            "SELECT 1 FROM customers WHERE tenant_id = ? AND id = ?",
            caller.tenant_id,
            customer_id,
        ):
            raise not_found(f"Customer {customer_id} does not exist.")
        row = _serial(conn, caller, stock_item_id, serial_no)
    if row is None:
        problem: str | None = "The serial number is not known for this item."
    elif row["status"] == "Returned":
        problem = "The serial number was already returned."
    elif row["status"] != "Sold":
        problem = "The serial number was never sold."
    elif row["customer_id"] != customer_id:
        problem = "The serial number was sold to another customer."
    else:
        problem = None
    return _serial_answer(serial_no, row, problem)


@router.get(
    "/{stock_item_id:int}/validate/serial/{serial_no}/returned/{rr_code}",
    **requires("read:stock-item"),
)
def validate_returned_serial(
    stock_item_id: int, serial_no: str, rr_code: str, caller: CurrentCaller, db: Db
) -> SerialValidationResponse:
    """Whether this serial came back on the receive-returns work order ``rr_code`` (exact).
    Unknown item 404; the answer says why not."""
    with db.transaction() as conn:
        row = _serial(conn, caller, stock_item_id, serial_no)
    if row is None:
        problem: str | None = "The serial number is not known for this item."
    elif row["status"] != "Returned":
        problem = "The serial number has not been returned."
    elif row["return_code"] != rr_code:
        problem = "The serial number was returned on another document."
    else:
        problem = None
    return _serial_answer(serial_no, row, problem)


# -- balances and costs ------------------------------------------------------------------------
def _warehouses_visible(conn: sqlite3.Connection, caller: Caller) -> tuple[str, list[int]]:
    """Warehouse data permissions apply always (as on the warehouse endpoints)."""
    return sql_filter(permitted_ids(conn, caller, DataKind.WAREHOUSE), "w.id")


def _reference_args(row: sqlite3.Row) -> tuple[StockItemReference, WarehouseReference]:
    return (
        StockItemReference(id=row["item_id"], code=row["item_code"], description=row["item"]),
        WarehouseReference(
            id=row["warehouse_id"], code=row["warehouse_code"], name=row["warehouse"]
        ),
    )


@router.get("/balances", **requires("read:stock-item"))
def list_balances(
    caller: CurrentCaller,
    db: Db,
    page: StrictPage,
    warehouse_id: Annotated[PositiveId | None, Query(alias="warehouseId")] = None,
    stock_item_ids: Annotated[list[PositiveId] | None, Query(alias="stockItemIds")] = None,
    non_zero_only: Annotated[bool, Query(alias="nonZeroOnly")] = False,
) -> PagedResult[StockItemBalanceResponse]:
    """One row per item and warehouse that has a stock record (batches summed), in the
    warehouses the caller may see; ordered by item then warehouse; an empty page has
    totalCount 0."""
    with db.transaction() as conn:
        warehouses, warehouse_args = _warehouses_visible(conn, caller)
        visible, visible_args = _visible(conn, caller)
        where = ["s.tenant_id = ?", warehouses, visible]
        args: list[object] = [caller.tenant_id, *warehouse_args, *visible_args]
        if warehouse_id is not None:
            where.append("w.id = ?")
            args.append(warehouse_id)
        if stock_item_ids:
            condition, ids = _in("s.id", stock_item_ids)
            where.append(condition)
            args.extend(ids)
        having = "HAVING sum(b.quantity) != 0" if non_zero_only else ""
        grouped = (
            "SELECT s.id AS item_id, s.code AS item_code, s.description AS item, "
            "w.id AS warehouse_id, w.code AS warehouse_code, w.description AS warehouse, "
            "sum(b.quantity) AS quantity, sum(b.reserved) AS reserved "
            "FROM stock_balances AS b JOIN stock_items AS s ON s.id = b.stock_item_id "
            f"JOIN warehouses AS w ON w.id = b.warehouse_id WHERE {' AND '.join(where)} "
            f"GROUP BY s.id, w.id {having}"
        )
        total = conn.execute(f"SELECT count(*) FROM ({grouped})", args).fetchone()[0]
        rows = conn.execute(
            f"{grouped} ORDER BY s.id, w.id LIMIT ? OFFSET ?", [*args, page.limit, page.offset]
        ).fetchall()
    items = []
    for row in rows:
        item, warehouse = _reference_args(row)
        items.append(
            StockItemBalanceResponse(
                stock_item=item,
                warehouse=warehouse,
                balance=_decimal(row["quantity"]),
                reserved=_decimal(row["reserved"]),
                available=_decimal(row["quantity"] - row["reserved"]),
            )
        )
    return paged(items, total, page, zero_total_when_empty=True)


def _decimal(value: float | None) -> Decimal:
    # Through str: the float's shortest repr, not its binary expansion.
    return Decimal(str(value or 0))


@router.get("/warehouse-summary", **requires("read:stock-item"))
def warehouse_summary(
    caller: CurrentCaller,
    db: Db,
    stock_item_id: Annotated[PositiveId, Query(alias="stockItemId")],
) -> list[StockItemWarehouseSummaryResponse]:
    """One row per active warehouse the caller may see (zeros included), ordered by id:
    stock on hand, reserved, available, quantity issued on sales orders from that warehouse
    and quantity still open on them (cancelled orders left out). Unknown item 404."""
    with db.transaction() as conn:
        _load(conn, caller, stock_item_id)
        warehouses, warehouse_args = _warehouses_visible(conn, caller)
        item = stock_item_id
        rows = conn.execute(
            "SELECT w.id AS warehouse_id, w.code AS warehouse_code, w.description AS warehouse, "
            "(SELECT coalesce(sum(b.quantity), 0) FROM stock_balances AS b "
            " WHERE b.warehouse_id = w.id AND b.stock_item_id = ?) AS quantity, "
            "(SELECT coalesce(sum(b.reserved), 0) FROM stock_balances AS b "
            " WHERE b.warehouse_id = w.id AND b.stock_item_id = ?) AS reserved, "
            "(SELECT coalesce(sum(l.issued_quantity), 0) FROM document_lines AS l "
            " JOIN documents AS d ON d.id = l.document_id WHERE d.type = 'SO' "
            " AND d.warehouse_id = w.id AND l.stock_item_id = ?) AS sold, "
            "(SELECT coalesce(sum(max(l.quantity - l.issued_quantity, 0)), 0) "
            " FROM document_lines AS l JOIN documents AS d ON d.id = l.document_id "
            " WHERE d.type = 'SO' AND d.status IS NOT 'Cancelled' AND d.warehouse_id = w.id "
            " AND l.stock_item_id = ?) AS open_orders "
            f"FROM warehouses AS w WHERE w.tenant_id = ? AND w.is_active = 1 AND {warehouses} "
            "ORDER BY w.id",
            (item, item, item, item, caller.tenant_id, *warehouse_args),
        ).fetchall()
    return [
        StockItemWarehouseSummaryResponse(
            warehouse=WarehouseReference(
                id=row["warehouse_id"], code=row["warehouse_code"], name=row["warehouse"]
            ),
            balance=_decimal(row["quantity"]),
            reserved=_decimal(row["reserved"]),
            available=_decimal(row["quantity"] - row["reserved"]),
            sold_quantity=_decimal(row["sold"]),
            open_order_quantity=_decimal(row["open_orders"]),
        )
        for row in rows
    ]


@router.get("/{stock_item_id:int}/balance", response_model=Money, **requires("read:stock-item"))
def item_balance(stock_item_id: int, caller: CurrentCaller, db: Db) -> Response:
    """A bare number: stock on hand over the warehouses the caller may see."""
    with db.transaction() as conn:
        _load(conn, caller, stock_item_id)
        warehouses, warehouse_args = _warehouses_visible(conn, caller)
        total = conn.execute(
            "SELECT sum(b.quantity) FROM stock_balances AS b "
            f"JOIN warehouses AS w ON w.id = b.warehouse_id "
            f"WHERE b.stock_item_id = ? AND {warehouses}",
            (stock_item_id, *warehouse_args),
        ).fetchone()[0]
    return _number(total)


@router.get(
    "/{stock_item_id:int}/balance/warehouses/{warehouse_id:int}",
    response_model=Money,
    **requires("read:stock-item"),
)
def item_balance_in_warehouse(
    stock_item_id: int, warehouse_id: int, caller: CurrentCaller, db: Db
) -> Response:
    """A bare number: stock on hand in one warehouse (all batches). Unknown item, unknown
    warehouse or one the caller may not see: 404."""
    with db.transaction() as conn:
        _load(conn, caller, stock_item_id)
        warehouses, warehouse_args = _warehouses_visible(conn, caller)
        if not exists(
            conn,
            f"SELECT 1 FROM warehouses AS w WHERE w.tenant_id = ? AND w.id = ? AND {warehouses}",
            caller.tenant_id,
            warehouse_id,
            *warehouse_args,
        ):
            raise not_found(f"Warehouse {warehouse_id} does not exist.")
        total = conn.execute(
            "SELECT sum(quantity) FROM stock_balances WHERE stock_item_id = ? AND warehouse_id = ?",
            (stock_item_id, warehouse_id),
        ).fetchone()[0]
    return _number(total)


@router.get(
    "/{stock_item_id:int}/global-balance", response_model=Money, **requires("read:stock-item")
)
def item_global_balance(stock_item_id: int, caller: CurrentCaller, db: Db) -> Response:
    """A bare number: stock on hand over every warehouse of the organization, whatever the
    caller may see."""
    with db.transaction() as conn:
        _load(conn, caller, stock_item_id)
        total = conn.execute(
            "SELECT sum(quantity) FROM stock_balances WHERE stock_item_id = ?", (stock_item_id,)
        ).fetchone()[0]
    return _number(total)


@router.get("/global-balances", **requires("read:stock-item"))
def global_balances(
    caller: CurrentCaller,
    db: Db,
    page: StrictPage,
    ids: Annotated[list[PositiveId] | None, Query()] = None,
) -> PagedResult[StockItemGlobalBalanceResponse]:
    """Every non-grouping item (or those of ``ids``), ordered by id, with stock on hand and
    reserved over all warehouses (never-stocked items show 0); an empty page has
    totalCount 0."""
    with db.transaction() as conn:
        visible, visible_args = _visible(conn, caller)
        where = ["s.tenant_id = ?", LISTED, visible]
        args: list[object] = [caller.tenant_id, *visible_args]
        if ids:
            condition, values = _in("s.id", ids)
            where.append(condition)
            args.extend(values)
        condition = " AND ".join(where)
        total = conn.execute(
            f"SELECT count(*) FROM stock_items AS s WHERE {condition}", args
        ).fetchone()[0]
        rows = conn.execute(
            "SELECT s.id, s.code, s.description, "
            "(SELECT coalesce(sum(b.quantity), 0) FROM stock_balances AS b "
            " WHERE b.stock_item_id = s.id) AS quantity, "
            "(SELECT coalesce(sum(b.reserved), 0) FROM stock_balances AS b "
            " WHERE b.stock_item_id = s.id) AS reserved "
            f"FROM stock_items AS s WHERE {condition} ORDER BY s.id LIMIT ? OFFSET ?",
            [*args, page.limit, page.offset],
        ).fetchall()
    items = [
        StockItemGlobalBalanceResponse(
            stock_item=StockItemReference(
                id=row["id"], code=row["code"], description=row["description"]
            ),
            global_balance=_decimal(row["quantity"]),
            global_reserved=_decimal(row["reserved"]),
        )
        for row in rows
    ]
    return paged(items, total, page, zero_total_when_empty=True)


@router.get("/{stock_item_id:int}/cost", response_model=Money, **requires("read:stock-item"))
def item_cost(stock_item_id: int, caller: CurrentCaller, db: Db) -> Response:
    """A bare number: the item's average cost."""
    with db.transaction() as conn:
        return _number(_load(conn, caller, stock_item_id)["average_cost"])


def _costs(
    conn: sqlite3.Connection, caller: Caller, condition: str, args: Sequence[object]
) -> list[StockItemCostResponse]:
    visible, visible_args = _visible(conn, caller)
    rows = conn.execute(
        "SELECT s.id, s.code, s.sku, s.part_number, s.average_cost, s.last_cost "
        f"FROM stock_items AS s WHERE s.tenant_id = ? AND {condition} AND {visible} "
        "ORDER BY s.id",
        (caller.tenant_id, *args, *visible_args),
    ).fetchall()
    return [
        StockItemCostResponse(
            stock_item_id=row["id"],
            code=row["code"],
            sku=row["sku"],
            part_number=row["part_number"],
            cost=_decimal(row["average_cost"]),
            last_cost=_decimal(row["last_cost"]),
        )
        for row in rows
    ]


def _required_keys(values: list[str] | None, field: str) -> list[str]:
    """A required list of keys: trimmed, blanks and repeats (ignoring case) dropped."""
    cleaned = _cleaned([value for value in values or [] if value.strip()])
    if not cleaned:
        raise invalid(field, f"Give at least one value of {field}.")
    return cleaned


@router.get("/cost/by-skus", **requires("read:stock-item"))
def costs_by_skus(
    caller: CurrentCaller,
    db: Db,
    skus: Annotated[list[str], Query(json_schema_extra=SOME_VALUE_NOT_BLANK)],
) -> list[StockItemCostResponse]:
    """Costs of the items with these SKUs (exact, ignoring case; every item sharing a SKU);
    values trimmed, blanks and repeats dropped, unknown ones skipped; ordered by id."""
    keys = _required_keys(skus, "skus")
    with db.transaction() as conn:
        return _costs(conn, caller, f"s.sku COLLATE NOCASE IN ({', '.join('?' * len(keys))})", keys)


@router.get("/cost/by-part-numbers", **requires("read:stock-item"))
def costs_by_part_numbers(
    caller: CurrentCaller,
    db: Db,
    part_numbers: Annotated[
        list[str], Query(alias="partNumbers", json_schema_extra=SOME_VALUE_NOT_BLANK)
    ],
) -> list[StockItemCostResponse]:
    """As by SKUs, matching part numbers exactly."""
    keys = _required_keys(part_numbers, "partNumbers")
    with db.transaction() as conn:
        return _costs(conn, caller, *_in("s.part_number", keys))


@router.get("/cost/by-ids", **requires("read:stock-item"))
def costs_by_ids(
    caller: CurrentCaller,
    db: Db,
    ids: Annotated[list[PositiveId], Query()],
) -> list[StockItemCostResponse]:
    """As by SKUs, by item id (each > 0). Each list is required (the OpenAPI says so): none
    given is a 400 on its name."""
    if not ids:
        raise invalid("ids", "Give at least one id.")
    with db.transaction() as conn:
        return _costs(conn, caller, *_in("s.id", list(dict.fromkeys(ids))))
