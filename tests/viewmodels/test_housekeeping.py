"""The cyclic garbage collector runs on the GUI thread only (see app.viewmodels.housekeeping)."""

from __future__ import annotations

import gc

from pytestqt.qtbot import QtBot

from app.viewmodels.housekeeping import MainThreadGarbageCollector, collect_if_due


class Cycle:
    def __init__(self) -> None:
        self.me = self


def test_collection_happens_only_when_the_thresholds_say_so() -> None:
    gc.collect()
    assert collect_if_due((10_000, 10, 10)) == 0  # nothing due yet
    for _ in range(50):
        Cycle()
    assert collect_if_due((10, 10, 10)) >= 50


def test_the_collector_switches_automatic_collection_off_until_stopped(qtbot: QtBot, qapp) -> None:
    was_enabled = gc.isenabled()
    collector = MainThreadGarbageCollector()
    try:
        assert not gc.isenabled()
        for _ in range(3000):
            Cycle()
        qtbot.waitUntil(lambda: gc.get_count()[0] < 700, timeout=5000)  # its timer collected
    finally:
        collector.stop()
    assert gc.isenabled()
    if not was_enabled:
        gc.disable()
