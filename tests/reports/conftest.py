"""Report tests: the ledger cache and unlimited sandbox client every test over the
demo company's synced books starts from (tests/support/ledger_cache.py); a test module
that needs another ``ledger`` or ``client`` defines its own, which pytest prefers."""

from __future__ import annotations

from tests.support.ledger_cache import client, ledger

__all__ = ["client", "ledger"]
