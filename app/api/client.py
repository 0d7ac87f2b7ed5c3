"""The base client: one place for the whole transport policy.

Every request goes through ``ApiClient.request``: the ``/v3`` root, ``Authorization`` and
``TenantId`` headers, timeouts, the rate limiter, retries where they are safe, and the
mapping of every failure to one typed error of ``app.api.errors``. Resource classes
(``client.taxes``, ...) only build paths, parameters and bodies.
"""

from __future__ import annotations

import asyncio
import contextlib
import errno
import logging
import socket
import time
from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass
from datetime import date, datetime
from decimal import Decimal
from email.utils import parsedate_to_datetime
from enum import Enum
from typing import Any

import httpx

from app import __version__
from app.api import errors
from app.api.connection import Connection
from app.api.ratelimit import Priority, RateLimiter, RateLimitStatus
from app.api.resources.accounts import AccountsResource
from app.api.resources.brands import BrandsResource
from app.api.resources.classifications import ClassificationsResource
from app.api.resources.common import CommonResource
from app.api.resources.customers import CustomersResource
from app.api.resources.documents import DocumentsResource
from app.api.resources.dynamic_properties import DynamicPropertiesResource
from app.api.resources.geography import CitiesResource, DistrictsResource
from app.api.resources.journal_entries import CashResource, JournalEntriesResource
from app.api.resources.purchase_orders import PurchaseOrdersResource
from app.api.resources.sales_orders import SalesOrdersResource
from app.api.resources.sales_persons import SalesPersonsResource
from app.api.resources.sales_returns import SalesReturnsResource
from app.api.resources.service_items import ServiceItemsResource
from app.api.resources.stock_items import StockItemsResource
from app.api.resources.taxes import TaxesResource
from app.api.resources.warehouses import WarehousesResource
from app.api.resources.work_orders import WorkOrdersResource
from app.api.retry import NO_RETRIES, SAFE_TO_REPEAT, RetryPolicy
from app.api.surprises import Surprises
from app.models.base import RequestModel

__all__ = ["ApiClient", "Priority", "RequestEvent"]

log = logging.getLogger(__name__)

DEFAULT_TIMEOUT = httpx.Timeout(connect=5.0, read=30.0, write=30.0, pool=10.0)

# Failures that prove the request never left this machine: repeating it cannot duplicate.
_NEVER_SENT = (
    httpx.ConnectError,
    httpx.ConnectTimeout,
    httpx.PoolTimeout,
    httpx.UnsupportedProtocol,
)

_REFUSED_ERRNOS = frozenset({errno.ECONNREFUSED, errno.EHOSTUNREACH, errno.ENETUNREACH})


def known_unreachable(exc: BaseException) -> bool:
    """Whether a failed connection says at once that no server is there: the connection
    was refused (nothing listens on that port), the host name does not resolve, or there
    is no route to the host. Repeating the request a second later finds the same, so
    these are not retried: a runner then reports from its cache at once, and the app says
    "offline" at once. A connection that times out, or is dropped half way, may be a busy
    server and is retried as before.

    httpx keeps the operating system's error as the cause (or context) of its own, and
    anyio joins the errors of several addresses (IPv6 and IPv4 of "localhost") into one
    ``OSError`` whose cause is the last one's: the whole chain is looked at."""
    seen: set[int] = set()
    stack: list[BaseException] = [exc]
    while stack:
        current = stack.pop()
        if id(current) in seen:
            continue
        seen.add(id(current))
        if isinstance(current, socket.gaierror | ConnectionRefusedError):
            return True
        if isinstance(current, OSError) and current.errno in _REFUSED_ERRNOS:
            return True
        if isinstance(current, BaseExceptionGroup):
            stack.extend(current.exceptions)
        for linked in (current.__cause__, current.__context__):
            if linked is not None:
                stack.append(linked)
    return False


QueryValue = str | int | float | bool | Decimal | date | datetime | Enum | None
Query = Mapping[str, QueryValue | Iterable[QueryValue]]
Body = RequestModel | list[Any] | dict[str, Any] | None


@dataclass(frozen=True)
class RequestEvent:
    """What a listener hears after every attempt: the status bar and sync state feed on it."""

    method: str
    path: str
    status: int | None
    error: errors.ApiError | None
    rate_limit: RateLimitStatus | None
    seconds: float


RequestListener = Callable[[RequestEvent], None]


def encode_query(params: Query | None) -> list[tuple[str, str | int | float | bool | None]]:
    """Query pairs as the service binds them: lists as repeated keys, None left out."""
    pairs: list[tuple[str, str | int | float | bool | None]] = []
    for key, value in (params or {}).items():
        values = value if isinstance(value, list | tuple | set | frozenset) else [value]
        for item in values:
            if item is None:
                continue
            pairs.append((key, _encode_scalar(item)))
    return pairs


def _encode_scalar(value: object) -> str:
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, Enum):
        return str(value.value)
    if isinstance(value, datetime | date):
        return value.isoformat()
    return str(value)


PROBE_TIMEOUT_SECONDS = 5.0
"""How long ``ApiClient.probe`` waits for an answer."""


class ApiClient:
    """Async client of one tenant of the Business Management Service API v3.

    Use one per profile and close it with ``aclose``. ``transport`` lets tests put the
    sandbox in-process (``httpx.ASGITransport``) or a ``httpx.MockTransport`` underneath.
    """

    def __init__(
        self,
        connection: Connection,
        *,
        transport: httpx.AsyncBaseTransport | None = None,
        limiter: RateLimiter | None = None,
        retry: RetryPolicy | None = None,
        timeout: httpx.Timeout = DEFAULT_TIMEOUT,
    ) -> None:
        self.connection = connection
        self.limiter = limiter or RateLimiter()
        self.retry = retry or RetryPolicy()
        self.last_rate_limit: RateLimitStatus | None = None
        self.last_server_time: datetime | None = None
        """The server's clock (``Date`` header) at its last answer: incremental sync
        cursors come from the server's clock, never from this machine's."""
        self._listeners: list[RequestListener] = []
        self.surprises = Surprises()
        """What this session's answers held that our models did not expect (logged once)."""
        self._http = httpx.AsyncClient(
            base_url=connection.api_root,
            headers={
                **connection.headers(),
                "Accept": "application/json",
                "User-Agent": f"BackOfficeDesktop/{__version__}",
            },
            timeout=timeout,
            transport=transport,
            follow_redirects=False,
        )
        # One attribute per REST collection (conventions spec, then transactional spec).
        self.accounts = AccountsResource(self)
        self.stock_items = StockItemsResource(self)
        self.dynamic_properties = DynamicPropertiesResource(self)
        self.customers = CustomersResource(self)
        self.taxes = TaxesResource(self)
        self.service_items = ServiceItemsResource(self)
        self.sales_persons = SalesPersonsResource(self)
        self.warehouses = WarehousesResource(self)
        self.classifications = ClassificationsResource(self)
        self.brands = BrandsResource(self)
        self.cities = CitiesResource(self)
        self.districts = DistrictsResource(self)
        self.common = CommonResource(self)
        self.sales_orders = SalesOrdersResource(self)
        self.sales_returns = SalesReturnsResource(self)
        self.purchase_orders = PurchaseOrdersResource(self)
        self.work_orders = WorkOrdersResource(self)
        self.journal_entries = JournalEntriesResource(self)
        self.cash = CashResource(self)
        self.documents = DocumentsResource(self)

    def __repr__(self) -> str:
        return f"ApiClient({self.connection.api_root!r})"

    def add_listener(self, listener: RequestListener) -> Callable[[], None]:
        """Call ``listener`` after every attempt; returns a function that removes it."""
        self._listeners.append(listener)
        return lambda: self._listeners.remove(listener) if listener in self._listeners else None

    async def aclose(self) -> None:
        await self._http.aclose()

    async def request(
        self,
        method: str,
        path: str,
        *,
        params: Query | None = None,
        json: Body = None,
        priority: Priority = Priority.INTERACTIVE,
        safe_to_repeat: bool | None = None,
        expect_redirect: bool = False,
        retry: RetryPolicy | None = None,
        accept_refusals: bool = False,
    ) -> httpx.Response:
        """Send one API request under the full transport policy; return a 2xx response.

        ``safe_to_repeat`` overrides the method's default (True for GET/PUT/DELETE): pass
        True for a POST that only reads (``/stock-items/list``, ``/find``). With
        ``expect_redirect`` success is a 3xx carrying a ``Location`` (the client never follows
        redirects: the caller wants the address) and a 2xx is a ``BadResponse``. ``retry``
        replaces the client's policy for this request. With ``accept_refusals`` a 4xx
        answer other than 429 is returned instead of raised (``app.doctor`` looks at how the
        server refuses); a 429 is still waited out and a 5xx retried. Raises a subclass of
        ``ApiError`` for every failure.
        """
        policy = retry or self.retry
        method = method.upper()
        repeatable = method in SAFE_TO_REPEAT if safe_to_repeat is None else safe_to_repeat
        if isinstance(json, RequestModel) and (issues := json.preflight()):
            raise errors.RequestRefused(
                f"{method} {path}: not sent: {'; '.join(i.message for i in issues)}", issues
            )
        body = json.to_wire() if isinstance(json, RequestModel) else json
        request = self._http.build_request(
            method, path, params=encode_query(params), json=body if body is not None else None
        )
        may_have_been_applied = False
        attempt = 0
        while True:
            await self.limiter.acquire(priority)
            started = time.monotonic()
            status_code: int | None = None
            rate_limit: RateLimitStatus | None = None
            error: errors.ApiError
            try:
                response = await self._http.send(request)
            except httpx.DecodingError as exc:
                error = errors.BadResponse(
                    f"{method} {request.url.path}: the answer could not be decoded ({exc})",
                    method=method,
                    url=str(request.url),
                )
                retry_allowed = False
            except _NEVER_SENT as exc:
                error = self._transport_error(errors.Offline, request, exc)
                retry_allowed = not known_unreachable(exc)
            except httpx.TransportError as exc:
                # The request may have reached the server: only a repeatable one may go again.
                if not repeatable:
                    error = self._transport_error(errors.OutcomeUnknown, request, exc)
                elif isinstance(exc, httpx.TimeoutException):
                    error = self._transport_error(errors.TimedOut, request, exc)
                else:
                    error = self._transport_error(errors.Offline, request, exc)
                retry_allowed = repeatable
                may_have_been_applied = True
            else:
                status_code = response.status_code
                self._note_server_time(response)
                rate_limit = RateLimitStatus.from_headers(response.headers)
                if rate_limit is not None:
                    self.last_rate_limit = rate_limit
                    self.limiter.observe(rate_limit)
                if errors.looks_like_web_page(response):
                    # A login page, a proxy's error page, a website at the wrong address:
                    # never API data, whatever its status. Not worth repeating either.
                    error = errors.web_page_error(response)
                    self._emit(request, status_code, error, rate_limit, started)
                    raise error
                if expect_redirect and response.is_success:
                    error = errors.BadResponse(
                        f"{method} {request.url.path}: expected a redirect, got HTTP {status_code}",
                        status=status_code,
                        method=method,
                        url=str(request.url),
                    )
                    self._emit(request, status_code, error, rate_limit, started)
                    raise error
                if (
                    (expect_redirect and response.is_redirect)  # 3xx with a Location
                    or response.is_success
                    or self._gone_after_lost_delete(method, response, may_have_been_applied)
                ):
                    self._emit(request, status_code, None, rate_limit, started)
                    return response
                error = errors.error_from_response(response)
                if accept_refusals and not isinstance(
                    error, errors.RateLimited | errors.ServerError
                ):
                    # The caller asked for the refusal itself (a check of the server's
                    # answers): it is the answer, not a failure the listeners should hear.
                    self._emit(request, status_code, None, rate_limit, started)
                    return response
                if isinstance(error, errors.RateLimited):
                    # Refused before any work was done, so any method may go again; the
                    # limiter makes every request of this user wait out the pause, and
                    # leaves a wider margin from now on.
                    self.limiter.refused()
                    self.limiter.pause(error.retry_after)
                    retry_allowed = error.retry_after <= policy.max_retry_after
                else:
                    server_failed = isinstance(error, errors.ServerError)
                    retry_allowed = repeatable and server_failed
                    may_have_been_applied = may_have_been_applied or server_failed

            self._emit(request, status_code, error, rate_limit, started)
            if not retry_allowed or attempt >= policy.max_retries:
                raise error
            delay = 0.0 if isinstance(error, errors.RateLimited) else policy.backoff(attempt)
            attempt += 1
            if delay > 0:
                await asyncio.sleep(delay)

    async def probe(self, seconds: float = PROBE_TIMEOUT_SECONDS) -> bool:
        """Whether the server answers now: one cheap read, sent once (no retries), at
        background priority, given ``seconds`` to answer. Any HTTP answer counts (a refusal
        is an answer too); the listeners hear it like any request, so the connection state
        follows (a probe that times out is heard as ``TimedOut``)."""
        started = time.monotonic()
        try:
            # A network that swallows packets would hold the probe for the whole request
            # timeout: a probe that takes this long says "not now" just as well. (Not
            # asyncio.wait_for: on Python 3.11 it can swallow a cancellation that arrives as
            # the request ends, and the probing loop then never stops at shutdown.)
            async with asyncio.timeout(seconds):
                await self.request(
                    "GET",
                    "/taxes",
                    params={"limit": 1},
                    priority=Priority.BACKGROUND,
                    retry=NO_RETRIES,
                )
        except errors.TransportError:
            return False
        except TimeoutError:
            # Cut short before the transport gave up: the listeners hear it as a request
            # that timed out, so the connection state says "offline" as for any other.
            request = self._http.build_request("GET", "/taxes", params={"limit": 1})
            error = errors.TimedOut(
                f"GET {request.url.path}: the server did not answer in time (probe)",
                method="GET",
                url=str(request.url),
            )
            self._emit(request, None, error, None, started)
            return False
        except errors.ApiError:
            return True
        return True

    def _note_server_time(self, response: httpx.Response) -> None:
        value = response.headers.get("date")
        if not value:
            return
        # A malformed Date header is not worth failing a request over.
        with contextlib.suppress(TypeError, ValueError):
            self.last_server_time = parsedate_to_datetime(value)

    def report_unreadable(self, response: httpx.Response, error: errors.BadResponse) -> None:
        """A 2xx whose body could not be parsed: listeners hear it as a failed request."""
        self._emit(response.request, response.status_code, error, None, time.monotonic())

    @staticmethod
    def _gone_after_lost_delete(
        method: str, response: httpx.Response, may_have_been_applied: bool
    ) -> bool:
        # A DELETE whose first answer was lost and whose retry finds nothing: the first one
        # worked. Reporting "not found" would tell the clerk the opposite of what happened.
        return method == "DELETE" and response.status_code == 404 and may_have_been_applied

    def _transport_error(
        self,
        error_class: type[errors.TransportError],
        request: httpx.Request,
        exc: Exception,
    ) -> errors.TransportError:
        what = {
            errors.Offline: "cannot reach the server",
            errors.TimedOut: "the server did not answer in time",
            errors.OutcomeUnknown: "the answer was lost; the server may have applied it",
        }[error_class]
        message = f"{request.method} {request.url.path}: {what} ({type(exc).__name__})"
        return error_class(message, method=request.method, url=str(request.url))

    def _emit(
        self,
        request: httpx.Request,
        status: int | None,
        error: errors.ApiError | None,
        rate_limit: RateLimitStatus | None,
        started: float,
    ) -> None:
        event = RequestEvent(
            method=request.method,
            path=request.url.path,
            status=status,
            error=error,
            rate_limit=rate_limit,
            seconds=time.monotonic() - started,
        )
        log.debug("%s %s -> %s (%.3f s)", event.method, event.path, status, event.seconds)
        for listener in list(self._listeners):
            try:
                listener(event)
            except Exception:  # a broken listener must not break the request
                log.exception("request listener failed")
