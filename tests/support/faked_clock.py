"""Whether libfaketime is set up so that the suite can run under it.

``tools/faked_date/run_on_date.sh`` fakes the wall clock only and keeps monotonic sleeps
real. libfaketime set up any other way makes the suite hang or fail everywhere: with the
monotonic clock faked, asyncio's and Qt's timers never fall due and the first test that
waits hangs until pytest-timeout (or forever in a Qt teardown); without the sleep preload,
every ``time.sleep`` fails with EINVAL. The conftest stops the run with one line instead.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Mapping

RUNNER = "tools/faked_date/run_on_date.sh"


def faketime_problem(
    environ: Mapping[str, str], sleep: Callable[[float], None] = time.sleep
) -> str | None:
    """Why the suite cannot run under the libfaketime set up in ``environ``, or ``None``
    when libfaketime is absent or set up as the runner does."""
    if "faketime" not in environ.get("LD_PRELOAD", ""):
        return None
    if environ.get("FAKETIME_DONT_FAKE_MONOTONIC") != "1":
        return (
            "libfaketime fakes the monotonic clock here, which hangs asyncio and Qt: "
            f"run the tests on a faked date with {RUNNER} DATE -- COMMAND"
        )
    try:
        sleep(0.001)
    except OSError as error:
        return (
            f"time.sleep fails under libfaketime ({error.strerror}): "
            f"run the tests on a faked date with {RUNNER} DATE -- COMMAND"
        )
    return None
