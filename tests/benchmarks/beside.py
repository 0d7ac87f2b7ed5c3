"""A heartbeat in a process of its own, beating while a benchmark measures its loop's stalls.

A machine busy with other work stalls every process now and then, for as long as it does
not schedule it: on two busy cores both of two processes saw the same 712 ms stall at the
same moment, once while only one of them synced. This process shares nothing with the one
measured (no interpreter lock, no thread of it), so its longest gap over the same seconds is
what the machine alone caused then; a stall of the measured loop well beyond it is ours.
"""

from __future__ import annotations

import subprocess
import sys

_SCRIPT = r"""
import sys, threading, time
gaps = []
ended = threading.Event()
threading.Thread(target=lambda: (sys.stdin.read(), ended.set()), daemon=True).start()
while not ended.is_set():
    start = time.perf_counter()
    time.sleep(0.01)
    gaps.append((time.perf_counter() - start - 0.01) * 1000)
print(max(gaps, default=0.0), sum(1 for gap in gaps if gap > 50), len(gaps))
"""


class HeartbeatBeside:
    """``with HeartbeatBeside() as beside:`` beats 10 ms sleeps in a child process until the
    block ends; then ``longest_ms``, ``over_50`` and ``beats`` hold its figures."""

    def __init__(self) -> None:
        self.longest_ms = 0.0
        self.over_50 = 0
        self.beats = 0
        self._process: subprocess.Popen[str] | None = None

    def __enter__(self) -> HeartbeatBeside:
        self._process = subprocess.Popen(
            [sys.executable, "-c", _SCRIPT],
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            text=True,
        )
        return self

    def __exit__(self, *exc: object) -> None:
        assert self._process is not None
        out, _err = self._process.communicate("", timeout=30)
        longest, over, beats = out.split()
        self.longest_ms, self.over_50, self.beats = float(longest), int(over), int(beats)

    def summary(self) -> str:
        return (
            f"a process of its own beating at the same time: longest {self.longest_ms:.0f} ms, "
            f"{self.over_50} of {self.beats} beats over 50 ms"
        )
