"""At most once, whatever happens: the outbox state machine under random faults and
restarts (``tests/support/outbox_machine.py`` says what is checked).

This is the quick profile; ``python -m tests.benchmarks.bench_outbox_faults`` runs the
long one (1,000 runs) and prints what it covered.
"""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from hypothesis import HealthCheck, settings
from hypothesis.stateful import run_state_machine_as_test

from app.sandbox.app import create_app
from app.sandbox.faults import FaultInjector, FaultKind
from app.sandbox.server import SandboxServer
from tests.support.outbox_machine import MachineWorld, machine_for
from tests.support.sandbox import Tenant


@pytest.fixture
def world(tenant: Tenant) -> Iterator[MachineWorld]:
    injector = FaultInjector(seed=7)
    server = SandboxServer(create_app(tenant.db, rate_limits=False, faults=injector))
    url = server.start()
    try:
        yield MachineWorld(tenant, url, injector)
    finally:
        server.stop()


def test_every_confirmed_row_is_exactly_one_server_record_under_faults_and_restarts(
    world: MachineWorld,
) -> None:
    run_state_machine_as_test(
        machine_for(world),
        settings=settings(
            max_examples=20,
            stateful_step_count=12,
            deadline=None,
            derandomize=True,  # CI runs the same cases every time
            suppress_health_check=list(HealthCheck),
        ),
    )
    assert world.runs >= 20
    # Not a test that cannot fail by never meeting a fault: the worst ones did happen.
    kinds = {kind for _method, _path, kind in world.injector.injected}
    assert {FaultKind.DROP_AFTER_COMMIT, FaultKind.UNAVAILABLE} <= kinds
