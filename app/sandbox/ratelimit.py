"""The service's rate limits: 5 per second, 250 per minute, 5,500 per hour, per user.

Fixed windows aligned to the Unix clock, like most API gateways. Every answer to an
authenticated request carries ``X-RateLimit-Limit/Remaining/Reset/Scope`` for the window
closest to tripping; a refused request gets 429 ``RateLimitExceeded`` with ``Retry-After``
and ``X-RateLimit-Rule`` and is not counted.
"""

from __future__ import annotations

import math
import threading
import time
from collections.abc import Callable
from dataclasses import dataclass


@dataclass(frozen=True)
class Rule:
    id: int
    limit: int
    seconds: int


SERVICE_RULES = (Rule(1, 5, 1), Rule(2, 250, 60), Rule(3, 5500, 3600))


@dataclass(frozen=True)
class Decision:
    allowed: bool
    limit: int
    remaining: int
    reset_at: int
    rule: Rule
    retry_after: int = 0

    def headers(self, scope: str = "User") -> dict[str, str]:
        headers = {
            "X-RateLimit-Limit": str(self.limit),
            "X-RateLimit-Remaining": str(self.remaining),
            "X-RateLimit-Reset": str(self.reset_at),
            "X-RateLimit-Scope": scope,
        }
        if not self.allowed:
            headers["Retry-After"] = str(self.retry_after)
            headers["X-RateLimit-Rule"] = str(self.rule.id)
        return headers


class RateLimits:
    """Counts requests per key (the API user) in every rule's current window."""

    def __init__(
        self,
        rules: tuple[Rule, ...] = SERVICE_RULES,
        clock: Callable[[], float] = time.time,
    ) -> None:
        self._rules = rules
        self._clock = clock
        self._counts: dict[tuple[str, int], tuple[int, int]] = {}  # (key, rule) -> (window, n)
        self._lock = threading.Lock()

    def hit(self, key: str) -> Decision:
        """Count one request for ``key`` if every window has room; say how it went."""
        now = self._clock()
        with self._lock:
            states = []
            for rule in self._rules:
                window = int(now // rule.seconds)
                counted_window, count = self._counts.get((key, rule.id), (window, 0))
                if counted_window != window:
                    count = 0
                states.append((rule, window, count))
            full = [(rule, window) for rule, window, count in states if count >= rule.limit]
            if full:
                rule, window = max(full, key=lambda item: (item[1] + 1) * item[0].seconds)
                reset_at = (window + 1) * rule.seconds
                return Decision(
                    allowed=False,
                    limit=rule.limit,
                    remaining=0,
                    reset_at=reset_at,
                    rule=rule,
                    retry_after=max(1, math.ceil(reset_at - now)),
                )
            for rule, window, count in states:
                self._counts[(key, rule.id)] = (window, count + 1)
            rule, window, count = min(
                states, key=lambda state: (state[0].limit - state[2] - 1, state[0].seconds)
            )
            return Decision(
                allowed=True,
                limit=rule.limit,
                remaining=rule.limit - count - 1,
                reset_at=(window + 1) * rule.seconds,
                rule=rule,
            )
