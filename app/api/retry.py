"""When a failed request may be sent again, and how long to wait first."""

from __future__ import annotations

import random
from dataclasses import dataclass

SAFE_TO_REPEAT = frozenset({"GET", "HEAD", "OPTIONS", "PUT", "DELETE"})
"""Methods whose repetition cannot create a second record (PUT is a full replace here)."""


@dataclass(frozen=True)
class RetryPolicy:
    """Capped, jittered exponential backoff.

    Which failures are retried is decided by ``ApiClient``: requests that are safe to repeat
    on connection errors, timeouts, 429 and 5xx; a creating POST only when it provably never
    reached the server (connection refused, 429).
    """

    max_retries: int = 3
    base_delay: float = 0.5
    max_delay: float = 8.0
    max_retry_after: float = 30.0
    """A 429 asking to wait longer than this fails at once (the clerk is told when to retry)."""

    def backoff(self, attempt: int) -> float:
        """Seconds before retry number ``attempt`` (0-based): half to full of base * 2^n."""
        ceiling = min(self.max_delay, self.base_delay * 2**attempt)
        return random.uniform(ceiling / 2, ceiling)


NO_RETRIES = RetryPolicy(max_retries=0)
