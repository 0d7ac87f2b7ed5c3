"""What every resource class shares: typed calls through the client's transport policy."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, TypeVar

import httpx
from pydantic import TypeAdapter, ValidationError

from app.api.errors import BadResponse
from app.api.ratelimit import Priority

if TYPE_CHECKING:
    from app.api.client import ApiClient, Body, Query

T = TypeVar("T")


_ADAPTERS: dict[Any, TypeAdapter[Any]] = {}


def _adapter(result_type: Any) -> TypeAdapter[Any]:
    """One TypeAdapter per result type: building one costs far more than using it."""
    adapter = _ADAPTERS.get(result_type)
    if adapter is None:
        adapter = _ADAPTERS[result_type] = TypeAdapter(result_type)
    return adapter


def parse_body(response: httpx.Response, result_type: type[T]) -> T:
    """The body as ``result_type``; anything else is a ``BadResponse``, never a crash."""
    request = response.request
    where = f"{request.method} {request.url.path}"
    try:
        return _adapter(result_type).validate_json(response.content)  # type: ignore[no-any-return]
    except ValidationError as exc:
        if exc.errors()[0]["type"] == "json_invalid":
            raise BadResponse(
                f"{where}: the answer is not valid JSON ({exc.errors()[0]['msg']})",
                status=response.status_code,
                method=request.method,
                url=str(request.url),
            ) from exc
        raise BadResponse(
            f"{where}: the answer does not have the expected shape ({exc.error_count()} "
            f"problems, first: {exc.errors()[0]['msg']})",
            status=response.status_code,
            method=request.method,
            url=str(request.url),
        ) from exc


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
            return parse_body(response, result_type)
        except BadResponse as error:
            self._client.report_unreadable(response, error)
            raise

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
