"""The signed feed of a small fake bundle (tests/support/update_feed.py)."""

from tests.support.update_feed import feed

__all__ = ["feed"]
