"""Python's cyclic garbage collector runs on the GUI thread only.

The app has other threads that allocate Python objects: the demo company's sandbox server,
the executor behind ``asyncio.to_thread``. Left alone, the collector runs in whichever
thread crosses its threshold and may destroy a QObject there; Qt then cannot unregister
that object's timers, and the GUI thread crashes the next time one fires (reproduced in our
tests: SIGSEGV in ``QTimerInfoList::activateTimers``). So automatic collection is switched
off and a timer on the GUI thread collects instead, generation by generation, when the
counts pass the interpreter's own thresholds.
"""

from __future__ import annotations

import gc
import sys

from PySide6.QtCore import QObject, QTimer

CHECK_INTERVAL_MS = 50
"""A collection walks what was allocated since the last: during a sync the parsing threads
allocate tens of thousands of objects a second, and checked every 250 ms the young
generation's collections took up to 28 ms on the GUI thread; every 50 ms, a fifth of that."""


def collect_if_due(
    thresholds: tuple[int, int, int],
    long_lived: list[int] | None = None,
    *,
    young_only: bool = False,
) -> int:
    """Run the generations whose counts passed their thresholds; returns objects freed.

    A full collection also waits, as the interpreter's own does, until the objects that
    reached the oldest generation since the last one are a quarter of those it then held
    (``long_lived``: that count, kept between calls). Without that rule a large heap is
    walked every few seconds, and each walk froze the window for 130-200 ms.

    ``young_only`` (while a sync runs, see ``app.sync.bulk``): only the youngest generation
    is collected; the older ones wait, their counts kept, until it is false again. They
    hold the sync's pages in flight, and walking those took 60-170 ms on a loaded machine.
    """
    count0, count1, count2 = gc.get_count()
    if count0 <= thresholds[0]:
        return 0
    if young_only:
        return gc.collect(0)
    if count1 <= thresholds[1]:
        return gc.collect(0)
    if count2 <= thresholds[2]:
        return gc.collect(1)
    if long_lived is not None:
        oldest = len(gc.get_objects(generation=2))
        if long_lived and oldest - long_lived[0] < long_lived[0] // 4:
            return gc.collect(1)
        freed = gc.collect(2)
        long_lived[:] = [len(gc.get_objects(generation=2))]
        return freed
    return gc.collect(2)


def freeze_what_is_loaded(*, collect: bool = False) -> None:
    """Move every object alive now (modules, classes, the window, the schemas: hundreds of
    thousands) out of the collector's reach for good: they live as long as the app, and
    walking them in each full collection is most of its cost.

    Without ``collect`` the garbage of the moment is frozen with them (a few import-time
    cycles) rather than spend a full collection on it: that took 40-100 ms on the GUI
    thread just as the window showed. It runs no finalizer, so any thread may call it; the
    app calls it when the window shows and again once the session's modules are loaded."""
    if collect:
        gc.collect()
    gc.freeze()


def give_back_free_memory() -> None:
    """Hand the C heap's free pages back to the system (Linux, glibc's ``malloc_trim``).

    A full sync of 100,000 items passes some 100 MB of pages, parsed models and rows
    through the heap; freed, glibc keeps them, and the app's resident memory stayed at the
    sync's peak for as long as it ran. Elsewhere (another C library, Windows, macOS) this
    does nothing."""
    if not sys.platform.startswith("linux"):
        return
    import ctypes  # (first used after a sync: not on the window's start-up path)

    try:
        trim = ctypes.CDLL("libc.so.6").malloc_trim
    except (OSError, AttributeError):
        return
    trim(0)


class MainThreadGarbageCollector(QObject):
    """Create it on the GUI thread; ``stop`` gives collection back to the interpreter."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._thresholds = gc.get_threshold()
        self._long_lived: list[int] = []
        self._timer = QTimer(self)
        self._timer.setInterval(CHECK_INTERVAL_MS)
        self._timer.timeout.connect(self.check)
        gc.disable()
        self._timer.start()

    def check(self) -> int:
        # No sync has run before ``app.sync.bulk`` is first imported (the syncs import it),
        # and the window must show without importing the sync layer: ask only once loaded.
        bulk = sys.modules.get("app.sync.bulk")
        young_only = bulk is not None and bulk.bulk_syncs_running() > 0
        return collect_if_due(self._thresholds, self._long_lived, young_only=young_only)

    def stop(self) -> None:
        self._timer.stop()
        gc.unfreeze()
        gc.enable()
