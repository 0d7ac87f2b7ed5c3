"""The ledger cache in the running app: synced in the background after the reference
lists, its state in the status bar, and F9 reconciling it in full."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from app.store.ledger import ledger_path
from tests.support.app import RunningApp, running_app
from tests.support.arabic import arabic_app


@pytest.fixture
def app(qtbot: QtBot, qloop: object, home: Path) -> Iterator[RunningApp]:
    with running_app(qtbot, home) as running:
        yield running


def test_the_ledger_syncs_after_the_lists_and_f9_reconciles_it(
    qtbot: QtBot, app: RunningApp, screenshot
) -> None:
    window = app.window
    qtbot.waitUntil(lambda: "Ledger up to date" in window.ledger_label.text(), timeout=60000)
    ledger = app.view_model.ledger
    assert ledger is not None and ledger.last_result_full is True  # the first run is full
    session = app.view_model.session
    assert session is not None and session.store is not None
    assert ledger.path == ledger_path(session.store.path) and ledger.path.exists()
    books = ledger.books()
    assert books is not None and books.customer_balances()
    status = ledger.status()
    assert status is not None and status.as_of is not None and not status.offline
    screenshot(window, "ledger_status")

    ledger.last_result_full = None
    qtbot.keyClick(window, Qt.Key.Key_F9)
    qtbot.waitUntil(lambda: ledger.last_result_full is not None, timeout=60000)
    assert ledger.last_result_full is True
    assert "Ledger up to date" in window.ledger_label.text()


def test_the_ledger_status_reads_arabic(
    qtbot: QtBot, qloop: object, home: Path, tmp_path: Path, screenshot
) -> None:
    with arabic_app(qtbot, home, tmp_path / "translations") as arabic:
        window = arabic.running.window
        qtbot.waitUntil(lambda: "دفتر الأستاذ محدَّث" in window.ledger_label.text(), timeout=60000)
        screenshot(window, "ledger_status_ar")
        arabic.look_at("main_window", window.statusBar())
        assert arabic.english == {} and arabic.latin == {}
        assert arabic.lookups.untranslated() == []
