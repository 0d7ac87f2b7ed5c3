"""What the ledger's view-model says about the cache's freshness."""

from __future__ import annotations

from PySide6.QtWidgets import QApplication

from app.store.ledger_status import SyncStatus
from app.viewmodels.ledger import as_of_text


def test_as_of_says_when_and_whether_offline(qapp: QApplication) -> None:
    assert as_of_text(None) == "Not synced yet"
    assert as_of_text(SyncStatus(None, None, False, None)) == "Not synced yet"
    fresh = as_of_text(SyncStatus("2026-11-28T15:30:00.000000+00:00", None, False, None))
    assert fresh.startswith("As of ") and "offline" not in fresh and "11" in fresh
    offline = as_of_text(SyncStatus("2026-11-28T15:30:00.000000+00:00", None, True, "x"))
    assert offline.endswith("(offline: from the cache)")
