"""Sending prepared import rows through the batch endpoints, chunk by chunk.

- Chunks of ``CHUNK_SIZE``: a chunk that fails (offline, refused, lost) marks its own rows
  and the import goes on with the next one; nothing of the other chunks is lost.
- Create never makes a record twice. Every row carries an external id (``import_rows``).
  Before a chunk is sent, its external ids are looked up: rows already on the server
  (an earlier import of the same file) are marked EXISTS, not sent again. A create whose
  answer was lost (``OutcomeUnknown``, ``TimedOut``) is followed by the same lookup, and
  only the rows still absent are sent again (once); rows it still cannot decide are
  UNKNOWN, and importing the file again later is safe for the same reason.
- Update is a full replace on the server; a file holds only some columns. Each chunk first
  reads the stored records (by ids, codes or SKUs) and sends them with the file's values
  over them, so the columns the file lacks keep their values. A PUT is safe to repeat, so
  the client's own retries cover lost answers. Grouping items are not updated this way
  (their children would have to travel along): those rows fail with a clear word.
- A 400 on a chunk (a rule only the server checks) names rows as ``[i].field``: those
  rows fail with it and the rest of the chunk is sent again without them.
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable, Sequence
from typing import Any

from pydantic import BaseModel

from app.api import errors as api_errors
from app.api.client import ApiClient
from app.models.customers import (
    CustomerPaymentType,
    CustomerPricingType,
    CustomerResponse,
    CustomerType,
    CustomerUpsertRequest,
)
from app.models.dynamic_properties import error_code_in
from app.models.stock_items import NOT_FOUND, StockItemBatchUpdateRequest, StockItemResponse
from app.store.reference_cache import ReferenceCache
from app.sync.import_rows import (
    CHUNK_SIZE,
    ImportKind,
    ImportMode,
    ImportRow,
    RowState,
    request_for,
)

Progress = Callable[[int, int], None]
"""(rows done, rows to send)."""

_LOST = (api_errors.OutcomeUnknown, api_errors.TimedOut)

GROUPING_ITEM = "GroupingItem"
"""``ImportRow.error_code`` of a grouping item an update import leaves alone."""
LOST_ANSWER = "LostAnswer"
"""``ImportRow.error_code`` of a row whose outcome stayed unknown."""


def chunks(rows: Sequence[ImportRow], size: int = CHUNK_SIZE) -> list[list[ImportRow]]:
    return [list(rows[start : start + size]) for start in range(0, len(rows), size)]


async def send_rows(
    client: ApiClient,
    kind: ImportKind,
    mode: ImportMode,
    rows: Sequence[ImportRow],
    *,
    cache: ReferenceCache | None = None,
    progress: Progress | None = None,
    chunk_size: int = CHUNK_SIZE,
) -> None:
    """Send the READY rows of ``rows``; every one ends in a final state (in place)."""
    ready = [row for row in rows if row.state is RowState.READY]
    done = 0
    for chunk in chunks(ready, chunk_size):
        try:
            if mode is ImportMode.CREATE:
                await _create_chunk(client, kind, chunk)
            else:
                await _update_chunk(client, kind, mode, chunk, cache)
        except api_errors.ApiError as exc:
            _fail(chunk, exc)
        done += len(chunk)
        if progress is not None:
            progress(done, len(ready))


def _fail(rows: Sequence[ImportRow], exc: api_errors.ApiError) -> None:
    """Rows a whole request failed for keep the error (its code, or its words)."""
    for row in rows:
        if row.state in (RowState.READY, RowState.UNKNOWN):
            row.state = RowState.UNKNOWN if isinstance(exc, _LOST) else RowState.FAILED
            row.error_code = exc.error_code or (LOST_ANSWER if isinstance(exc, _LOST) else None)
            row.message = exc.detail or str(exc)
            row.problem = exc


# -- create ------------------------------------------------------------------------------------
async def _create_chunk(client: ApiClient, kind: ImportKind, chunk: list[ImportRow]) -> None:
    pending = chunk
    for _attempt in range(2):
        await _mark_existing(client, kind, pending)
        pending = [row for row in pending if row.state in (RowState.READY, RowState.UNKNOWN)]
        if not pending:
            return
        try:
            await _send_create(client, kind, pending)
            return
        except _LOST as exc:
            _fail(pending, exc)  # UNKNOWN until the lookup of the next round decides
    await _mark_existing(client, kind, pending)


async def _mark_existing(client: ApiClient, kind: ImportKind, rows: list[ImportRow]) -> None:
    """Rows whose external id is already on the server: EXISTS (before a send) or CREATED
    (after a lost answer, the send reached the server)."""
    if not rows:
        return
    found = await _by_external_ids(client, kind, [row.key for row in rows])
    for row in rows:
        record = found.get(row.key)
        if record is None:
            continue
        was_lost = row.state is RowState.UNKNOWN
        row.state = RowState.CREATED if was_lost else RowState.EXISTS
        row.record_id, row.record_code = record
        row.error_code, row.message, row.problem = None, "", None


async def _by_external_ids(
    client: ApiClient, kind: ImportKind, external_ids: list[str]
) -> dict[str, tuple[int, str | None]]:
    if kind.name == "customers":
        customers = await client.customers.find_by_external_ids(external_ids)
        return {c.external_id: (c.id, c.code) for c in customers if c.external_id}
    items = [item async for item in client.stock_items.iterate(external_ids=external_ids)]
    return {item.external_id: (item.id, item.code) for item in items if item.external_id}


async def _send_create(client: ApiClient, kind: ImportKind, rows: list[ImportRow]) -> None:
    requests = [request_for(kind, ImportMode.CREATE, row) for row in rows]
    answer = await _without_refused(rows, requests, lambda sent: _create_call(client, kind, sent))
    if answer is None:
        return
    failed, succeeded = answer
    by_external_id = {str(record.external_id): record for record in succeeded}
    for row in rows:
        if row.state is RowState.FAILED:
            continue
        row.problem = None  # an earlier lost answer no longer speaks for this row
        record = by_external_id.get(row.key)
        if record is not None:
            row.state = RowState.CREATED
            row.record_id, row.record_code = record.id, record.code
            row.error_code, row.message = None, ""
            continue
        # Batch creates key failures by description (items) or code (customers).
        failure_key = str(row.values.get("code" if kind.name == "customers" else "description", ""))
        message = failed.get(failure_key.strip())
        row.state = RowState.FAILED
        row.message = message or ""
        row.error_code = _code_in(message) if message else LOST_ANSWER


async def _create_call(
    client: ApiClient, kind: ImportKind, requests: list[BaseModel]
) -> tuple[dict[str, str], Sequence[StockItemResponse | CustomerResponse]]:
    if kind.name == "customers":
        result = await client.customers.create_batch(requests)  # type: ignore[arg-type]
        return result.failed, result.succeeded
    answer = await client.stock_items.create_batch(requests)  # type: ignore[arg-type]
    return answer.failed, answer.succeeded


def _code_in(message: str) -> str | None:
    if message.startswith(NOT_FOUND):
        return NOT_FOUND
    code = error_code_in(message)
    return str(code) if code is not None else None


async def _without_refused(
    rows: list[ImportRow],
    requests: list[BaseModel],
    call: Callable[[list[BaseModel]], Awaitable[tuple[dict[str, str], Sequence[Any]]]],
) -> tuple[dict[str, str], Sequence[Any]] | None:
    """``call(requests)``; on a 400 naming entries (``[i].field``) those rows fail with the
    server's words and the others are sent again once without them."""
    try:
        return await call(requests)
    except api_errors.ValidationFailed as exc:
        named: dict[int, list[str]] = {}
        for path, messages in exc.field_errors.items():
            if path.startswith("[") and "]" in path:
                index_text, _, rest = path[1:].partition("]")
                if index_text.isdigit() and int(index_text) < len(rows):
                    named.setdefault(int(index_text), []).append(
                        f"{rest.lstrip('.')}: {' '.join(messages)}".strip(": ")
                    )
        if not named:
            raise
        for index, messages in named.items():
            rows[index].state = RowState.FAILED
            rows[index].message = "; ".join(messages)
        kept = [index for index in range(len(rows)) if index not in named]
        if not kept:
            return None
        return await call([requests[index] for index in kept])


# -- update ------------------------------------------------------------------------------------
async def _update_chunk(
    client: ApiClient,
    kind: ImportKind,
    mode: ImportMode,
    chunk: list[ImportRow],
    cache: ReferenceCache | None,
) -> None:
    stored = await _stored(client, kind, mode, [row.key for row in chunk], cache)
    sending: list[ImportRow] = []
    requests: list[BaseModel] = []
    for row in chunk:
        record = stored.get(row.key.casefold())
        if record is None:
            row.state = RowState.NOT_FOUND
            continue
        if isinstance(record, StockItemResponse) and record.is_grouping_item:
            row.state = RowState.FAILED
            row.error_code = GROUPING_ITEM
            row.record_id, row.record_code = record.id, record.code
            continue
        base = (
            _stock_item_base(record)
            if isinstance(record, StockItemResponse)
            else (_customer_base(record))
        )
        base["id"] = record.id
        try:
            requests.append(request_for(kind, mode, row, base))
        except ValueError as exc:  # the stored record with the file's values breaks a rule
            row.state = RowState.FAILED
            row.message = str(exc)
            continue
        sending.append(row)
    if not sending:
        return
    answer = await _without_refused(
        sending, requests, lambda sent: _update_call(client, kind, mode, sent)
    )
    if answer is None:
        return
    failed, succeeded = answer
    by_key = {_key_of(record, mode): record for record in succeeded}
    for row in sending:
        if row.state is RowState.FAILED:
            continue
        record = by_key.get(row.key.casefold())
        if record is not None:
            row.state = RowState.UPDATED
            row.record_id, row.record_code = record.id, record.code
            continue
        message = next(
            (text for key, text in failed.items() if key.casefold() == row.key.casefold()), ""
        )
        row.state = RowState.FAILED
        row.message = message
        row.error_code = _code_in(message) if message else LOST_ANSWER


def _key_of(record: StockItemResponse | CustomerResponse, mode: ImportMode) -> str:
    match mode:
        case ImportMode.BY_ID:
            return str(record.id)
        case ImportMode.BY_CODE:
            return (record.code or "").strip().casefold()
        case _:
            return (getattr(record, "sku", None) or "").strip().casefold()


async def _update_call(
    client: ApiClient, kind: ImportKind, mode: ImportMode, requests: list[BaseModel]
) -> tuple[dict[str, str], Sequence[StockItemResponse | CustomerResponse]]:
    if kind.name == "customers":
        if mode is ImportMode.BY_ID:
            result = await client.customers.update_batch_by_id(requests)  # type: ignore[arg-type]
        else:
            result = await client.customers.update_batch_by_code(requests)  # type: ignore[arg-type]
        return result.failed, result.succeeded
    calls = {
        ImportMode.BY_ID: client.stock_items.update_batch_by_id,
        ImportMode.BY_CODE: client.stock_items.update_batch_by_code,
        ImportMode.BY_SKU: client.stock_items.update_batch_by_sku,
    }
    answer = await calls[mode](requests)  # type: ignore[arg-type]
    return answer.failed, answer.succeeded


async def _stored(
    client: ApiClient,
    kind: ImportKind,
    mode: ImportMode,
    keys: list[str],
    cache: ReferenceCache | None,
) -> dict[str, StockItemResponse | CustomerResponse]:
    """The stored records of ``keys`` (folded key -> record), read fresh from the server.

    Items by id or code: one exact lookup. Items by SKU and customers by code: the cache
    says which ids hold those keys (one read by ids), and keys the cache does not know are
    looked up one by one (the API has no list lookup for them)."""
    found: list[StockItemResponse | CustomerResponse] = []
    if kind.name == "stock_items":
        if mode is ImportMode.BY_ID:
            found += [i async for i in client.stock_items.iterate(ids=[int(key) for key in keys])]
        elif mode is ImportMode.BY_CODE:
            found += [i async for i in client.stock_items.iterate(codes=keys)]
        else:
            ids = cache.ids_by_key("stock_items", "sku", keys) if cache else {}
            if ids:
                found += [i async for i in client.stock_items.iterate(ids=list(ids.values()))]
            known = {
                (item.sku or "").casefold() for item in found if isinstance(item, StockItemResponse)
            }
            for key in keys:
                if key.casefold() not in known:
                    found += [i async for i in client.stock_items.iterate(sku=key)]
    elif mode is ImportMode.BY_ID:
        found += await client.customers.find_by_ids([int(key) for key in keys])
    else:
        ids = cache.ids_by_key("customers", "code", keys) if cache else {}
        if ids:
            found += await client.customers.find_by_ids(list(ids.values()))
        known = {(customer.code or "").strip() for customer in found}
        for key in keys:
            if key not in known:
                # The code filter is a contains match over active customers only.
                found += [c async for c in client.customers.iterate(code=key) if c.code == key]
    result: dict[str, StockItemResponse | CustomerResponse] = {}
    for record in found:
        key = _key_of(record, mode)
        if key in {k.casefold() for k in keys} and key not in result:
            result[key] = record
    return result


_ITEM_SPECIAL = {"child_items", "unit_of_measures", "tax", "dynamic_properties_info"}


def _stock_item_base(item: StockItemResponse) -> dict[str, Any]:
    """A stored item as update-request fields: what a full replace must send to keep it."""
    data = item.model_dump(by_alias=False)
    base = {
        name: data[name]
        for name in StockItemBatchUpdateRequest.model_fields
        if name in data and name not in _ITEM_SPECIAL
    }
    base["tax_id"] = item.tax.id if item.tax is not None else None
    base["dynamic_property_value_ids"] = [
        info.value_id for info in item.dynamic_properties_info if info.value_id
    ]
    base["unit_of_measures"] = [
        {
            "name": unit.name,
            "ratio": unit.ratio,
            "part_number": unit.part_number,
            "sku": unit.sku,
            "price": unit.price,
            "is_default": unit.is_default,
        }
        for unit in item.unit_of_measures
    ]
    return base


def _customer_base(customer: CustomerResponse) -> dict[str, Any]:
    """A stored customer as upsert fields; tags and addresses left out (kept as stored)."""
    data = customer.model_dump(by_alias=False)
    base = {
        name: data[name]
        for name in CustomerUpsertRequest.model_fields
        if name in data and name not in {"tags", "addresses"}
    }
    for name, known in (
        ("customer_type", CustomerType),
        ("pricing_type", CustomerPricingType),
        ("payment_type", CustomerPaymentType),
    ):
        # A value from a newer server that this client cannot send back: left out (None
        # keeps the stored customer type; the others are cleared, the lesser harm).
        if base.get(name) is not None and str(base[name]) not in {one.value for one in known}:
            base[name] = None
    base["related_account_id"] = customer.related_account.id if customer.related_account else None
    base["sales_person_id"] = customer.sales_person.id if customer.sales_person else None
    base["default_foreign_currency_id"] = (
        customer.default_foreign_currency.id if customer.default_foreign_currency else None
    )
    return base
