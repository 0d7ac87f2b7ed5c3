"""Whether a sync is moving bulk data right now.

A sync keeps a few pages of parsed records alive at any moment (the pages asked for ahead,
the batch being written): some 30,000 objects the cyclic garbage collector would walk in
each of its older generations' collections. Those records never form cycles (reference
counting frees them page after page), yet walking them on the window's thread froze it for
60-170 ms on a loaded machine. The collector's policy (``app.viewmodels.shell.housekeeping``)
asks here, and holds its older generations back while any sync runs.
"""

from __future__ import annotations

import threading
from collections.abc import Iterator
from contextlib import contextmanager

_lock = threading.Lock()
_running = 0


@contextmanager
def bulk_sync_running() -> Iterator[None]:
    """Marks the ``with`` block as a sync moving bulk data (nested and side-by-side runs
    are counted)."""
    global _running
    with _lock:
        _running += 1
    try:
        yield
    finally:
        with _lock:
            _running -= 1


def bulk_syncs_running() -> int:
    """How many syncs are inside ``bulk_sync_running`` now."""
    with _lock:
        return _running
