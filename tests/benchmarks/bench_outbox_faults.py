"""The outbox state machine's long profile: many runs of submits, random faults, crashes
mid-send and restarts against a live sandbox; every run must keep the at-most-once
promise (``tests/support/outbox_machine.py``). Prints what was covered.

    .venv/bin/python -m tests.benchmarks.bench_outbox_faults [runs=1000] [steps=20]
"""

from __future__ import annotations

import logging
import sys
import tempfile
import time
from collections import Counter
from pathlib import Path

from hypothesis import HealthCheck, settings
from hypothesis.stateful import run_state_machine_as_test

from app.sandbox.app import create_app
from app.sandbox.db import Database
from app.sandbox.faults import FaultInjector
from app.sandbox.server import SandboxServer
from tests.support.outbox_machine import MachineWorld, machine_for
from tests.support.sandbox import new_tenant


def main(runs: int, steps: int) -> None:
    # The cut connections are on purpose: their server-side tracebacks are noise here.
    for name in ("uvicorn.error", "app"):
        logging.getLogger(name).setLevel(logging.CRITICAL)
    with tempfile.TemporaryDirectory() as folder:
        db = Database(Path(folder) / "sandbox.sqlite3")
        tenant = new_tenant(db)
        injector = FaultInjector(seed=20261122)
        server = SandboxServer(create_app(db, rate_limits=False, faults=injector))
        url = server.start()
        world = MachineWorld(tenant, url, injector)
        started = time.perf_counter()
        try:
            run_state_machine_as_test(
                machine_for(world),
                settings=settings(
                    max_examples=runs,
                    stateful_step_count=steps,
                    deadline=None,
                    suppress_health_check=list(HealthCheck),
                ),
            )
        finally:
            server.stop()
        seconds = time.perf_counter() - started
    faults = Counter(kind for _method, _path, kind in injector.injected)
    print(f"runs                 {world.runs}")
    print(f"steps checked        {world.steps}")
    print(f"seconds              {seconds:.1f}")
    print("rows at the end      " + ", ".join(f"{k}={v}" for k, v in sorted(world.rows.items())))
    print("faults injected      " + ", ".join(f"{k}={v}" for k, v in sorted(faults.items())))
    print("promise kept in every run (a broken one raises above)")


if __name__ == "__main__":
    arguments = [int(a) for a in sys.argv[1:]]
    main(*(arguments + [1000, 20][len(arguments) :]))
