"""Test-only fault injection: the sandbox misbehaves on purpose, as real networks do.

Off unless a ``FaultInjector`` is passed to ``create_app``. Faults are scripted (the next
matching request gets this one) or random (each request, with given probabilities, from a
seeded generator so that a failing run can be replayed):

- ``LATENCY``: the answer comes late;
- ``RATE_LIMIT``: 429 RateLimitExceeded with Retry-After, nothing done;
- ``UNAVAILABLE``: 503, nothing done;
- ``DROP_AFTER_COMMIT``: the request is carried out and committed, then the connection
  is cut before the answer is complete, the case that makes a client's outcome unknown.
"""

from __future__ import annotations

import asyncio
import json
import random
import threading
from dataclasses import dataclass
from enum import StrEnum

from starlette.types import ASGIApp, Message, Receive, Scope, Send


class FaultKind(StrEnum):
    LATENCY = "latency"
    RATE_LIMIT = "rate_limit"
    UNAVAILABLE = "unavailable"
    DROP_AFTER_COMMIT = "drop_after_commit"


@dataclass(frozen=True)
class Fault:
    kind: FaultKind
    method: str | None = None
    """Only requests with this method (None: any)."""
    path_prefix: str | None = None
    """Only requests whose path starts with this (None: any)."""
    seconds: float = 0.0
    """Latency, or the Retry-After of a 429."""

    def matches(self, method: str, path: str) -> bool:
        return (self.method is None or self.method == method) and (
            self.path_prefix is None or path.startswith(self.path_prefix)
        )


@dataclass(frozen=True)
class RandomFaults:
    """Probabilities per request, each in 0..1, plus where they apply."""

    drop_after_commit: float = 0.0
    unavailable: float = 0.0
    rate_limit: float = 0.0
    latency: float = 0.0
    max_latency_seconds: float = 0.05
    min_latency_seconds: float = 0.0
    retry_after_seconds: float = 0.05
    methods: frozenset[str] = frozenset({"GET", "POST", "PUT", "PATCH", "DELETE"})
    path_prefixes: tuple[str, ...] = ()
    """Only requests whose path starts with one of these (empty: any path)."""

    def applies_to(self, method: str, path: str) -> bool:
        return method in self.methods and (
            not self.path_prefixes or path.startswith(self.path_prefixes)
        )


LOOKUP_PATHS = (
    "/v3/warehouses/stock-items-balances",
    "/v3/stock-items",
    "/v3/service-items",
    "/v3/customers",
)
"""What a picker waits on while the clerk types: stock on hand, and item, service and
customer lists and searches."""


def slow_lookups() -> RandomFaults:
    """Every on-hand and search answer comes 50-500 ms late, as on a busy office line: the
    answers land while the clerk is still typing (the grid must keep what was typed)."""
    return RandomFaults(
        latency=1.0,
        min_latency_seconds=0.05,
        max_latency_seconds=0.5,
        methods=frozenset({"GET"}),
        path_prefixes=LOOKUP_PATHS,
    )


class ConnectionDropped(Exception):
    """Raised inside the server to cut a connection mid-answer (uvicorn closes it)."""


class FaultInjector:
    """What goes wrong next. Thread-safe: the sandbox serves from a worker thread."""

    def __init__(self, seed: int | None = None) -> None:
        self._scripted: list[Fault] = []
        self._random: RandomFaults | None = None
        self._rng = random.Random(seed)
        self._lock = threading.Lock()
        self.injected: list[tuple[str, str, FaultKind]] = []
        """Every fault applied so far: (method, path, kind)."""

    def add(self, fault: Fault, times: int = 1) -> None:
        """The next ``times`` matching requests get ``fault``."""
        with self._lock:
            self._scripted.extend([fault] * times)

    def randomly(self, faults: RandomFaults | None) -> None:
        """Apply faults at random from now on (None: stop)."""
        with self._lock:
            self._random = faults

    def reseed(self, seed: int) -> None:
        """Restart the random faults' sequence (a replayed test run meets the same ones)."""
        with self._lock:
            self._rng = random.Random(seed)

    def clear(self) -> None:
        with self._lock:
            self._scripted.clear()
            self._random = None

    def pick(self, method: str, path: str) -> Fault | None:
        with self._lock:
            for index, fault in enumerate(self._scripted):
                if fault.matches(method, path):
                    del self._scripted[index]
                    return self._applied(method, path, fault)
            chances = self._random
            if chances is None or not chances.applies_to(method, path):
                return None
            roll = self._rng.random()
            for kind, probability in (
                (FaultKind.DROP_AFTER_COMMIT, chances.drop_after_commit),
                (FaultKind.UNAVAILABLE, chances.unavailable),
                (FaultKind.RATE_LIMIT, chances.rate_limit),
                (FaultKind.LATENCY, chances.latency),
            ):
                if roll < probability:
                    seconds = (
                        self._rng.uniform(chances.min_latency_seconds, chances.max_latency_seconds)
                        if kind is FaultKind.LATENCY
                        else chances.retry_after_seconds
                    )
                    return self._applied(method, path, Fault(kind, seconds=seconds))
                roll -= probability
            return None

    def _applied(self, method: str, path: str, fault: Fault) -> Fault:
        self.injected.append((method, path, fault.kind))
        return fault


def _problem(status: int, title: str, path: str, extra: dict[str, object]) -> bytes:
    body = {"type": "about:blank", "title": title, "status": status, "instance": path, **extra}
    return json.dumps(body).encode()


class FaultMiddleware:
    """ASGI middleware applying the injector's faults around the real app."""

    def __init__(self, app: ASGIApp, injector: FaultInjector) -> None:
        self.app = app
        self.injector = injector

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return
        fault = self.injector.pick(scope["method"], scope["path"])
        if fault is None:
            await self.app(scope, receive, send)
            return
        if fault.kind is FaultKind.LATENCY:
            await asyncio.sleep(fault.seconds)
            await self.app(scope, receive, send)
        elif fault.kind is FaultKind.UNAVAILABLE:
            await _answer(send, 503, _problem(503, "Service Unavailable", scope["path"], {}))
        elif fault.kind is FaultKind.RATE_LIMIT:
            retry_after = max(fault.seconds, 0.0)
            body = _problem(
                429, "Too Many Requests", scope["path"], {"errorCode": "RateLimitExceeded"}
            )
            await _answer(
                send,
                429,
                body,
                [(b"retry-after", f"{retry_after:g}".encode()), (b"x-ratelimit-remaining", b"0")],
            )
        else:
            await self._drop_after_commit(scope, receive, send)

    async def _drop_after_commit(self, scope: Scope, receive: Receive, send: Send) -> None:
        async def swallow(message: Message) -> None:
            return None  # the real answer never leaves the server

        await self.app(scope, receive, swallow)  # carried out and committed
        # Promise a body, send part of it, then fail: the server closes the connection and
        # the client sees an incomplete answer.
        await send(
            {
                "type": "http.response.start",
                "status": 200,
                "headers": [(b"content-type", b"application/json"), (b"content-length", b"1000")],
            }
        )
        await send({"type": "http.response.body", "body": b"{", "more_body": True})
        raise ConnectionDropped("fault injection: connection dropped after commit")


async def _answer(
    send: Send, status: int, body: bytes, headers: list[tuple[bytes, bytes]] | None = None
) -> None:
    await send(
        {
            "type": "http.response.start",
            "status": status,
            "headers": [(b"content-type", b"application/problem+json"), *(headers or [])],
        }
    )
    await send({"type": "http.response.body", "body": body})
