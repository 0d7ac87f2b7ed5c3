"""The client-side limiter keeps under every window and serves clerks before background work."""

from __future__ import annotations

import asyncio

import pytest

from app.api.ratelimit import (
    MAX_WINDOW_MARGIN_SECONDS,
    WINDOW_MARGIN_SECONDS,
    Priority,
    RateLimiter,
    RateLimitStatus,
    RateWindow,
)


class FakeClock:
    def __init__(self) -> None:
        self.now = 1000.0

    def __call__(self) -> float:
        return self.now


async def test_each_window_admits_its_limit_then_says_how_long_to_wait() -> None:
    clock = FakeClock()
    limiter = RateLimiter((RateWindow(5, 1.0), RateWindow(8, 60.0)), margin=0.05, clock=clock)
    for _ in range(5):
        assert limiter.delay() == 0
        await limiter.acquire()  # free slot: returns at once (the fake clock does not move)
    assert limiter.delay() == pytest.approx(1.05)  # the per-second window is full
    clock.now += 1.05
    for _ in range(3):
        assert limiter.delay() == 0
        await limiter.acquire()
    # 8 in the last minute: the minute window decides now
    assert limiter.delay() == pytest.approx(60.05 - 1.05)


def test_an_exhausted_server_quota_pauses_until_its_reset() -> None:
    clock, wall = FakeClock(), FakeClock()
    limiter = RateLimiter(clock=clock, wall_clock=wall)
    limiter.observe(RateLimitStatus(limit=250, remaining=0, reset_at=wall.now + 20))
    assert limiter.delay() == 20
    limiter.observe(RateLimitStatus(limit=250, remaining=3, reset_at=wall.now + 50))
    assert limiter.delay() == 20  # quota left: no new pause


async def test_each_refusal_widens_the_margin_up_to_the_largest() -> None:
    clock = FakeClock()
    limiter = RateLimiter((RateWindow(1, 1.0),), clock=clock)
    assert limiter.margin == WINDOW_MARGIN_SECONDS
    margins = []
    for _ in range(8):
        limiter.refused()
        margins.append(limiter.margin)
    assert margins[:3] == [2 * WINDOW_MARGIN_SECONDS, 4 * WINDOW_MARGIN_SECONDS, 0.08]
    assert margins[-1] == MAX_WINDOW_MARGIN_SECONDS
    await limiter.acquire()  # one sent: the next waits a window and the margin
    assert limiter.delay() == pytest.approx(1.0 + MAX_WINDOW_MARGIN_SECONDS)


def test_a_pause_never_shortens_a_longer_one() -> None:
    clock = FakeClock()
    limiter = RateLimiter(clock=clock)
    limiter.pause(10)
    limiter.pause(2)
    assert limiter.delay() == 10


async def test_waiting_requests_are_served_interactive_first_then_in_order() -> None:
    limiter = RateLimiter((RateWindow(1, 0.05),), margin=0)
    await limiter.acquire()  # the window is now full
    served: list[str] = []

    async def request(name: str, priority: Priority) -> None:
        await limiter.acquire(priority)
        served.append(name)

    tasks = [
        asyncio.create_task(request("sync 1", Priority.BACKGROUND)),
        asyncio.create_task(request("sync 2", Priority.BACKGROUND)),
    ]
    await asyncio.sleep(0)  # both are queued
    tasks.append(asyncio.create_task(request("click", Priority.INTERACTIVE)))
    await asyncio.gather(*tasks)
    assert served == ["click", "sync 1", "sync 2"]


async def test_a_cancelled_waiter_leaves_the_queue() -> None:
    limiter = RateLimiter((RateWindow(1, 0.05),), margin=0)
    await limiter.acquire()
    waiter = asyncio.create_task(limiter.acquire())
    await asyncio.sleep(0)
    assert limiter.waiting == 1
    waiter.cancel()
    await asyncio.gather(waiter, return_exceptions=True)
    assert limiter.waiting == 0
    await asyncio.wait_for(limiter.acquire(), timeout=5)


def test_quota_headers_parse_and_broken_ones_are_ignored() -> None:
    status = RateLimitStatus.from_headers(
        {
            "x-ratelimit-limit": "5",
            "x-ratelimit-remaining": "0",
            "x-ratelimit-reset": "1700000000",
            "x-ratelimit-scope": "User",
            "x-ratelimit-rule": "-1",
        }
    )
    assert status == RateLimitStatus(5, 0, 1700000000.0, "User", "-1")
    assert RateLimitStatus.from_headers({"x-ratelimit-limit": "five"}) is None
