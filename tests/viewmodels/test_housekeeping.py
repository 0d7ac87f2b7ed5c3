"""The cyclic garbage collector runs on the GUI thread only (see
app.viewmodels.shell.housekeeping)."""

from __future__ import annotations

import gc
import warnings

from pytestqt.qtbot import QtBot

from app.sync.bulk import bulk_sync_running
from app.viewmodels.shell.housekeeping import MainThreadGarbageCollector, collect_if_due


def collect_what_earlier_tests_left() -> None:
    """A full collection of the garbage this worker's earlier tests left, without reporting
    it here: the app keeps automatic collection off, so a socket another test never closed
    is found by whichever test collects next (seen in CI: this file failed on a client
    socket of a server it never started)."""
    with warnings.catch_warnings():
        warnings.simplefilter("ignore", ResourceWarning)
        gc.collect()


class Cycle:
    def __init__(self) -> None:
        self.me = self


def test_collection_happens_only_when_the_thresholds_say_so() -> None:
    collect_what_earlier_tests_left()
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


def test_a_full_collection_waits_until_a_quarter_more_objects_are_long_lived() -> None:
    """As the interpreter's own rule: a big, stable heap is not walked over and over."""
    was_enabled = gc.isenabled()
    gc.disable()
    try:
        collect_what_earlier_tests_left()
        long_lived = [len(gc.get_objects(generation=2))]
        survivors = [Cycle() for _ in range(10)]  # far fewer than a quarter more
        gc.collect(1)  # into the oldest generation
        before = gc.get_stats()[2]["collections"]
        collect_if_due((-1, -1, -1), long_lived)  # every count "due": only the rule holds it
        assert gc.get_stats()[2]["collections"] == before  # a younger collection instead

        long_lived[:] = [1]  # pretend the heap was tiny at the last full collection
        collect_if_due((-1, -1, -1), long_lived)
        assert gc.get_stats()[2]["collections"] == before + 1
        assert long_lived[0] > 1  # measured again after the full one
        del survivors
    finally:
        if was_enabled:
            gc.enable()


def test_while_a_sync_runs_only_the_youngest_generation_is_collected(qtbot: QtBot, qapp) -> None:
    """The older generations hold the sync's pages in flight: walking them froze the
    window; they are collected once no sync runs."""
    was_enabled = gc.isenabled()
    collector = MainThreadGarbageCollector()
    try:
        collector._timer.stop()  # this test calls check itself
        collect_what_earlier_tests_left()
        older_before = [gc.get_stats()[g]["collections"] for g in (1, 2)]
        with bulk_sync_running():
            for _ in range(30):  # far past every threshold of the older generations
                for _ in range(800):
                    Cycle()
                collector.check()
            assert [gc.get_stats()[g]["collections"] for g in (1, 2)] == older_before
            assert gc.get_count()[1] > gc.get_threshold()[1]  # due, held back
        for _ in range(800):
            Cycle()
        collector.check()
        assert [gc.get_stats()[g]["collections"] for g in (1, 2)] != older_before
    finally:
        collector.stop()
    if not was_enabled:
        gc.disable()
