"""Client-side rate limiting: stay under the service's windows instead of collecting 429s.

The service allows 5 requests per second, 250 per minute and 5,500 per hour per user. The
limiter keeps a log of our own send times and lets a request go only when every window has
room; it also obeys what the server says (``X-RateLimit-Remaining: 0`` until
``X-RateLimit-Reset``, ``Retry-After`` on a 429), which covers other programs using the same
API user. Waiting requests are served by priority, so a clerk's click overtakes a
background sync, then in arrival order.
"""

from __future__ import annotations

import asyncio
import heapq
import itertools
import time
from collections import deque
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from enum import IntEnum


class Priority(IntEnum):
    """Lower goes first."""

    INTERACTIVE = 0
    BACKGROUND = 1


@dataclass(frozen=True)
class RateWindow:
    limit: int
    seconds: float


SERVICE_WINDOWS = (RateWindow(5, 1.0), RateWindow(250, 60.0), RateWindow(5500, 3600.0))

# Our clock and the server's fixed windows are not aligned and requests jitter on the way:
# count every window as this much longer than it is, so a burst cannot land in one server
# window. The margin is paid once per window: 50 ms cost 5 % of a full sync's throughput
# (100,000 items took 1.09x the floor for it alone). So it starts small and is learnt: each
# 429 the server answers although our own log had room doubles it, up to the largest.
WINDOW_MARGIN_SECONDS = 0.01
MAX_WINDOW_MARGIN_SECONDS = 0.2

# A server that asks us to stop for longer than this is treated as if it asked for this long;
# the request then fails with RateLimited and the clerk is told when to try again.
MAX_PAUSE_SECONDS = 3600.0


@dataclass(frozen=True)
class RateLimitStatus:
    """What the last response said about the quota (the cap closest to tripping)."""

    limit: int
    remaining: int
    reset_at: float
    """Unix seconds when the window that is closest to tripping starts over."""
    scope: str | None = None
    rule: str | None = None

    @classmethod
    def from_headers(cls, headers: Mapping[str, str]) -> RateLimitStatus | None:
        """Parse ``X-RateLimit-*``; None when the answer carries no (or broken) headers."""
        try:
            limit = int(headers["x-ratelimit-limit"])
            remaining = int(headers["x-ratelimit-remaining"])
            reset_at = float(headers["x-ratelimit-reset"])
        except (KeyError, ValueError):
            return None
        return cls(
            limit=limit,
            remaining=remaining,
            reset_at=reset_at,
            scope=headers.get("x-ratelimit-scope"),
            rule=headers.get("x-ratelimit-rule"),
        )


class RateLimiter:
    """Admits requests so that none of the service's windows overflows.

    One limiter per API user (the service counts per user), shared by every client of that
    profile. ``acquire`` waits until a request may be sent and records it as sent.
    """

    def __init__(
        self,
        windows: tuple[RateWindow, ...] = SERVICE_WINDOWS,
        *,
        margin: float = WINDOW_MARGIN_SECONDS,
        clock: Callable[[], float] = time.monotonic,
        wall_clock: Callable[[], float] = time.time,
    ) -> None:
        self._windows = windows
        self._margin = margin
        self._clock = clock
        self._wall_clock = wall_clock
        self._sent: deque[float] = deque(maxlen=max(w.limit for w in windows))
        self._paused_until = 0.0
        self._queue: list[tuple[int, int]] = []
        self._tickets = itertools.count()
        self._changed = asyncio.Event()

    @property
    def waiting(self) -> int:
        """Requests queued behind the limiter right now."""
        return len(self._queue)

    def delay(self) -> float:
        """Seconds until the next request may go (0 when it may go now)."""
        now = self._clock()
        wait = self._paused_until - now
        for window in self._windows:
            if len(self._sent) >= window.limit:
                oldest_in_window = self._sent[-window.limit]
                wait = max(wait, oldest_in_window + window.seconds + self._margin - now)
        return max(0.0, wait)

    async def acquire(self, priority: Priority = Priority.INTERACTIVE) -> None:
        """Wait for a free slot (higher priority first, then first come) and take it."""
        ticket = (int(priority), next(self._tickets))
        heapq.heappush(self._queue, ticket)
        self._notify()  # a sleeping head of queue must re-check: it may no longer be first
        try:
            while True:
                wait_at_most: float | None = None
                if self._queue[0] == ticket:
                    wait_at_most = self.delay()
                    if wait_at_most <= 0:
                        heapq.heappop(self._queue)
                        self._sent.append(self._clock())
                        self._notify()
                        return
                await self._wait(wait_at_most)
        except BaseException:
            if ticket in self._queue:
                self._queue.remove(ticket)
                heapq.heapify(self._queue)
                self._notify()
            raise

    @property
    def margin(self) -> float:
        """Seconds added to every window (see ``WINDOW_MARGIN_SECONDS``)."""
        return self._margin

    def refused(self) -> None:
        """The server answered 429: its windows and ours disagree by more than the margin
        (jitter on the way, a server busy before it counts): widen it for what follows."""
        self._margin = min(max(self._margin * 2, WINDOW_MARGIN_SECONDS), MAX_WINDOW_MARGIN_SECONDS)

    def observe(self, status: RateLimitStatus) -> None:
        """Take in a response's quota headers: none left means wait for the reset."""
        if status.remaining <= 0:
            self.pause(status.reset_at - self._wall_clock())

    def pause(self, seconds: float) -> None:
        """Send nothing for ``seconds`` (from ``Retry-After`` or an exhausted quota)."""
        if seconds <= 0:
            return
        until = self._clock() + min(seconds, MAX_PAUSE_SECONDS)
        if until > self._paused_until:
            self._paused_until = until
            self._notify()

    def _notify(self) -> None:
        self._changed.set()
        self._changed = asyncio.Event()

    async def _wait(self, at_most: float | None) -> None:
        """Until something changed (a slot freed, a new waiter) or ``at_most`` seconds."""
        await wait_for_event(self._changed, at_most)


async def wait_for_event(event: asyncio.Event, at_most: float | None) -> bool:
    """Wait until ``event`` is set or ``at_most`` seconds passed; True if it was set.

    Not ``asyncio.wait_for``: when the caller is cancelled, wait_for waits for its inner
    task to finish cancelling, and under the qasync loop we saw that wait never end (a
    hung shutdown). Here the inner wait is cancelled and left behind at once.
    """
    waiter = asyncio.ensure_future(event.wait())
    try:
        done, _ = await asyncio.wait({waiter}, timeout=at_most)
    finally:
        waiter.cancel()
    return bool(done)
