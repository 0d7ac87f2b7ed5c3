"""What every resource class shares: typed calls through the client's transport policy."""

from __future__ import annotations

import asyncio
import json as json_text
import time
from typing import TYPE_CHECKING, Any, TypeVar, get_args

import httpx
from pydantic import TypeAdapter, ValidationError

from app.api.errors import BadResponse
from app.api.json_pieces import loads_in_pieces
from app.api.ratelimit import Priority
from app.models.base import ResponseModel
from app.models.common import PagedResult

if TYPE_CHECKING:
    from app.api.client import ApiClient, Body, Query

T = TypeVar("T")

ITEMS_PER_CHUNK = 100
PARSE_OFF_THREAD_BYTES = 64 * 1024
"""Bodies this large are parsed in a worker thread, not on the event loop's."""


_ADAPTERS: dict[Any, TypeAdapter[Any]] = {}


def _adapter(result_type: Any) -> TypeAdapter[Any]:
    """One TypeAdapter per result type: building one costs far more than using it."""
    adapter = _ADAPTERS.get(result_type)
    if adapter is None:
        adapter = _ADAPTERS[result_type] = TypeAdapter(result_type)
    return adapter


def parse_body(response: httpx.Response, result_type: type[T]) -> T:
    """The body as ``result_type``; anything else is a ``BadResponse``, never a crash."""
    try:
        return _adapter(result_type).validate_json(response.content)  # type: ignore[no-any-return]
    except ValidationError as exc:
        raise _bad_response(response, exc) from exc


def parse_large_body(response: httpx.Response, result_type: type[T]) -> T:
    """``parse_body`` for a worker thread, gently: a page's items are validated a hundred
    at a time. Validation holds the interpreter lock for as long as one call lasts, so a
    1,000-item page checked in one call would freeze the window for that long; between
    chunks the lock goes back to it."""
    item_type = _page_item_type(result_type)
    if item_type is None:
        return parse_body(response, result_type)
    try:
        # Item by item: one call decoding the whole page would hold the interpreter lock,
        # and so freeze the window, for as long as it lasts.
        data = loads_in_pieces(response.content)
    except ValueError:
        return parse_body(response, result_type)  # reports the invalid JSON as usual
    if not isinstance(data, dict) or not isinstance(data.get("items"), list):
        return parse_body(response, result_type)
    items: list[Any] = data["items"]
    adapter = _adapter(list[item_type])  # type: ignore[valid-type]
    validated: list[Any] = []
    try:
        for start in range(0, len(items), ITEMS_PER_CHUNK):
            validated += adapter.validate_python(items[start : start + ITEMS_PER_CHUNK])
            time.sleep(0)  # let the window's thread run
        page = _adapter(result_type).validate_python({**data, "items": []})
    except ValidationError as exc:
        raise _bad_response(response, exc) from exc
    return page.model_copy(update={"items": validated})  # type: ignore[no-any-return]


def _page_item_type(result_type: type[Any]) -> type[Any] | None:
    """X for ``PagedResult[X]``, else None."""
    if not (isinstance(result_type, type) and issubclass(result_type, PagedResult)):
        return None
    args = get_args(result_type.model_fields["items"].annotation)
    return args[0] if args else None


def _bad_response(response: httpx.Response, exc: ValidationError) -> BadResponse:
    request = response.request
    where = f"{request.method} {request.url.path}"
    if exc.errors()[0]["type"] == "json_invalid":
        return BadResponse(
            f"{where}: the answer is not valid JSON ({exc.errors()[0]['msg']})",
            status=response.status_code,
            method=request.method,
            url=str(request.url),
        )
    return BadResponse(
        f"{where}: the answer does not have the expected shape ({exc.error_count()} "
        f"problems, first: {exc.errors()[0]['msg']})",
        status=response.status_code,
        method=request.method,
        url=str(request.url),
    )


class Resource:
    """Base of ``client.taxes``, ``client.accounts``, ...: holds the client, parses answers."""

    def __init__(self, client: ApiClient) -> None:
        self._client = client

    async def _call(
        self,
        method: str,
        path: str,
        result_type: type[T],
        *,
        params: Query | None = None,
        json: Body = None,
        priority: Priority = Priority.INTERACTIVE,
        safe_to_repeat: bool | None = None,
    ) -> T:
        response = await self._client.request(
            method,
            path,
            params=params,
            json=json,
            priority=priority,
            safe_to_repeat=safe_to_repeat,
        )
        try:
            if len(response.content) >= PARSE_OFF_THREAD_BYTES:
                # A 1,000-row page takes ~100 ms to validate: on the loop's thread that
                # would freeze the window; in a worker the GIL is handed back every few ms.
                large = await asyncio.to_thread(parse_large_body, response, result_type)
                self._client.surprises.note(method, path, large)
                return large
            parsed = parse_body(response, result_type)
        except BadResponse as error:
            self._client.report_unreadable(response, error)
            raise
        self._client.surprises.note(method, path, parsed)
        if isinstance(parsed, ResponseModel) and not isinstance(parsed, PagedResult):
            # One record read alone: an editor may save it back as a full replace, which
            # must send every field the server has, those our models do not know included.
            parsed.keep_server_body(json_text.loads(response.content))
        return parsed

    async def _call_no_content(
        self,
        method: str,
        path: str,
        *,
        params: Query | None = None,
        json: Body = None,
        priority: Priority = Priority.INTERACTIVE,
    ) -> None:
        await self._client.request(method, path, params=params, json=json, priority=priority)
