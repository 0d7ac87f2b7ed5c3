"""Fixtures shared by the window tests."""

from __future__ import annotations

import pytest

from app.api.retry import RetryPolicy


@pytest.fixture
def quick_retries(monkeypatch: pytest.MonkeyPatch) -> None:
    """The real policy waits seconds between retries; the behaviour is the same, faster."""
    monkeypatch.setattr(
        "app.api.client.RetryPolicy", lambda: RetryPolicy(base_delay=0.01, max_delay=0.02)
    )
