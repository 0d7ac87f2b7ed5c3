"""After a large sync the app hands the freed heap back to the system (RSS falls)."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

from app.viewmodels.shell.housekeeping import give_back_free_memory


def _rss_mb() -> float:
    for line in Path("/proc/self/status").read_text(encoding="ascii").splitlines():
        if line.startswith("VmRSS:"):
            return int(line.split()[1]) / 1024
    raise AssertionError("no VmRSS")


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="glibc's malloc_trim")
def test_freed_heap_goes_back_to_the_system() -> None:
    # Pieces under glibc's mmap threshold come from the heap, as a sync's do; keep the
    # last one so the heap's top cannot simply shrink on its own.
    pieces = [bytearray(64 * 1024) for _ in range(1200)]  # ~75 MB, touched
    keep = bytearray(64 * 1024)
    del pieces
    before = _rss_mb()
    give_back_free_memory()
    assert before - _rss_mb() > 40, "the freed pages stayed with the process"
    del keep
