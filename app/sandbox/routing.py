"""Authentication, rate limiting and permission checks, run before a route reads its input.

The real service checks who is calling before it binds the body, so a request with no token
and a broken body is a 401, not a 400. ``ApiRoute`` does the same by wrapping FastAPI's own
route handler; each route names its permission with ``**requires("read:tax")``.
"""

from __future__ import annotations

from collections.abc import Callable, Coroutine
from dataclasses import dataclass
from typing import Annotated, Any, ClassVar, TypeVar

from fastapi import Depends, Request, Response
from fastapi.routing import APIRoute
from pydantic import BaseModel
from starlette.datastructures import MutableHeaders
from starlette.types import ASGIApp, Message, Receive, Scope, Send

from app.models.base import INT32_MAX, INT32_MIN
from app.sandbox import unknown_fields
from app.sandbox.auth import Caller, authenticate
from app.sandbox.db import Database
from app.sandbox.openapi import documented_body, documented_list_items
from app.sandbox.problems import Problem
from app.sandbox.ratelimit import RateLimits

PERMISSION = "x-permission"
_RATE_LIMIT_HEADERS = "rate_limit_headers"
_SHORTCUT = "__sandbox_shortcut__"

Shortcut = Callable[[Request, Caller, Database], Response | None]
"""Answers a request whose caller is authenticated, counted and authorized, or returns None
to leave it to the route (see ``shortcut``)."""

Endpoint = TypeVar("Endpoint", bound=Callable[..., Any])


@dataclass
class SandboxState:
    """What every request of one sandbox app shares (``app.state.sandbox``)."""

    db: Database
    rate_limits: RateLimits | None


def requires(
    permission: str,
    *,
    body: type[BaseModel] | None = None,
    list_items: type[BaseModel] | None = None,
) -> dict[str, Any]:
    """Route keyword arguments naming the permission scope, e.g. ``requires("read:tax")``.

    ``body``: the model a route that reads its JSON body itself parses it with, so that the
    OpenAPI document shows the body's shape (``openapi.documented_body``). ``list_items``:
    the model that states the items of a list body (``openapi.documented_list_items``).
    """
    extra = {PERMISSION: permission}
    if body is not None:
        extra |= documented_body(body)
    if list_items is not None:
        extra |= documented_list_items(list_items)
    return {"openapi_extra": extra}


def shortcut(answer: Shortcut) -> Callable[[Endpoint], Endpoint]:
    """Decorator (below ``@router.get``): ``answer`` may take a request before FastAPI reads
    its parameters and runs the endpoint in its threadpool.

    For the few hot reads whose common form costs less to answer than to route (the default
    stock-item list: a full sync reads 100 pages of 1,000 items). ``answer`` runs on the event
    loop, after the caller's checks, and must return exactly what the endpoint would for the
    requests it takes; it returns None for any other (a filter, an odd parameter, an error),
    which then goes the usual way, so that errors keep their one source.
    """

    def mark(endpoint: Endpoint) -> Endpoint:
        setattr(endpoint, _SHORTCUT, answer)
        return endpoint

    return mark


class ApiRoute(APIRoute):
    """A route that authenticates, counts and authorizes the caller first.

    A path id beyond the spec's 32-bit ``int`` names nothing (the service's ``{id:int}``
    route constraint does not match it): 404, as for any unknown id, before the database
    is asked about a number it cannot hold. A resource whose spec answers an unknown id
    otherwise sets ``path_ids_beyond_int_are_not_found`` to False and answers for itself.
    """

    path_ids_beyond_int_are_not_found: ClassVar[bool] = True

    def get_route_handler(self) -> Callable[[Request], Coroutine[Any, Any, Response]]:
        handler = super().get_route_handler()
        permission = (self.openapi_extra or {}).get(PERMISSION)
        answer: Shortcut | None = getattr(self.endpoint, _SHORTCUT, None)

        async def guarded(request: Request) -> Response:
            state: SandboxState = request.app.state.sandbox
            caller = authenticate(
                state.db, request.headers.get("authorization"), request.headers.get("tenantid")
            )
            request.state.caller = caller
            if state.rate_limits is not None:
                decision = state.rate_limits.hit(f"user:{caller.user_id}")
                setattr(request.state, _RATE_LIMIT_HEADERS, decision.headers())
                if not decision.allowed:
                    raise Problem(
                        429,
                        f"Rate limit exceeded: {decision.limit} requests per "
                        f"{decision.rule.seconds} s. Retry after {decision.retry_after} s.",
                        error_code="RateLimitExceeded",
                        headers=decision.headers(),
                    )
            if permission is not None and not caller.may(permission):
                raise Problem(403, f"The API user lacks the '{permission}' permission.")
            if self.path_ids_beyond_int_are_not_found:
                _refuse_ids_beyond_int(request)
            if answer is not None:
                response = answer(request, caller, state.db)
                if response is not None:
                    return response
            response = await handler(request)
            if request.method in ("GET", "PUT"):
                response = await unknown_fields.apply(
                    request, response, state.db.transaction, caller.tenant_id
                )
            return response

        return guarded


def _refuse_ids_beyond_int(request: Request) -> None:
    for value in request.path_params.values():
        if isinstance(value, int) and not INT32_MIN <= value <= INT32_MAX:
            raise Problem(404, f"Nothing has the id {value}.")


class RateLimitHeaders:
    """ASGI middleware: puts the caller's ``X-RateLimit-*`` on every answer, errors included."""

    def __init__(self, app: ASGIApp) -> None:
        self.app = app

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return

        async def send_with_headers(message: Message) -> None:
            if message["type"] == "http.response.start":
                extra = scope.get("state", {}).get(_RATE_LIMIT_HEADERS)
                if extra:
                    headers = MutableHeaders(scope=message)
                    for name, value in extra.items():
                        if name not in headers:
                            headers[name] = value
            await send(message)

        await self.app(scope, receive, send_with_headers)


def _sandbox(request: Request) -> SandboxState:
    state: SandboxState = request.app.state.sandbox
    return state


# The dependencies below are async only because they do no I/O: FastAPI runs a plain ``def``
# dependency in its threadpool, a hop per dependency per request (about 1 ms in all).
async def _database(request: Request) -> Database:
    return _sandbox(request).db


async def _caller(request: Request) -> Caller:
    caller: Caller = request.state.caller
    return caller


Db = Annotated[Database, Depends(_database)]
CurrentCaller = Annotated[Caller, Depends(_caller)]
