"""The server's return: from the moment a stopped server answers again
to the moment the first waiting outbox row is confirmed, with the probe (0.5 s, 1 s, then
every 2 s) against the baseline measured in the same run: the half-minute drain alone, as
before the probe (the server coming back at a random moment of the drain's cycle).

    QT_QPA_PLATFORM=offscreen PYTHONPATH=. \
        .venv/bin/python -m tests.benchmarks.bench_server_return [rounds]

Each round: the server stops, a tax is saved (it waits in the outbox), the server starts
again after a random 0-3 s, and the clock runs until the row is CONFIRMED.
"""

from __future__ import annotations

import asyncio
import random
import statistics
import sys
import tempfile
import time
from decimal import Decimal
from pathlib import Path

import qasync
from PySide6.QtCore import QCoreApplication

from app.api.client import ApiClient
from app.models.taxes import TaxUpsertRequest
from app.sandbox.app import create_app
from app.sandbox.db import Database
from app.sandbox.server import SandboxServer
from app.store.local import LocalStore
from app.store.outbox import OutboxState
from app.store.profiles import DEMO_PROFILE
from app.viewmodels import background
from app.viewmodels.background import BackgroundWork
from app.viewmodels.errors import ErrorPresenter
from app.viewmodels.session import Session
from tests.support.fake_server import unused_port_url
from tests.support.sandbox import new_tenant

NEVER = 3600.0


async def until(condition: object, seconds: float) -> None:
    deadline = time.monotonic() + seconds
    while not condition():  # type: ignore[operator]
        if time.monotonic() > deadline:
            raise TimeoutError("the outbox row was never confirmed")
        await asyncio.sleep(0.01)


async def measure(folder: Path, rounds: int, *, probe: bool) -> list[float]:
    db = Database(folder / f"sandbox-{probe}.sqlite3")
    tenant = new_tenant(db)
    account = tenant.account_id("210301")
    address = unused_port_url()
    port = int(address.rsplit(":", 1)[1])
    server = SandboxServer(create_app(db, rate_limits=False), port=port)
    server.start()
    background.PROBE_FIRST_SECONDS = 0.5 if probe else NEVER
    store = LocalStore(folder / f"profile-{probe}.sqlite3")
    session = Session(DEMO_PROFILE, ApiClient(tenant.connection(address)), store)
    work = BackgroundWork(session, ErrorPresenter(), sources=(), sync_every=NEVER)
    work.start()
    outbox = session.outbox
    assert outbox is not None and session.submitter is not None
    timings = []
    try:
        for number in range(rounds):
            server.stop()
            item = await session.send(
                kind="tax",
                operation="create",
                payload=TaxUpsertRequest(
                    name=f"Return {probe} {number}",
                    rate=Decimal(1),
                    sales_account_id=account,
                ).to_wire(),
            )
            assert item.state is OutboxState.QUEUED, item.state
            await asyncio.sleep(random.uniform(0, 3))
            server = SandboxServer(create_app(db, rate_limits=False), port=port)
            server.start()
            started = time.monotonic()

            def confirmed(item_id: int = item.id) -> bool:
                row = outbox.get(item_id)
                return row is not None and row.state is OutboxState.CONFIRMED

            try:
                await until(confirmed, 70.0)
            except TimeoutError:
                print("stuck:", outbox.get(item.id), file=sys.stderr)
                raise
            timings.append(time.monotonic() - started)
    finally:
        await work.shutdown()
        await session.client.aclose()
        session.close()
        server.stop()
        db.close()
    return timings


async def run(rounds: int) -> None:
    with tempfile.TemporaryDirectory() as name:
        folder = Path(name)
        probed = await measure(folder, rounds, probe=True)
        baseline = await measure(folder, max(1, rounds // 3), probe=False)
    for label, timings in (("with the probe", probed), ("drain every 30 s (baseline)", baseline)):
        print(
            f"{'server back -> first row sent, ' + label:52} median "
            f"{statistics.median(timings):6.2f} s, max {max(timings):6.2f} s "
            f"({len(timings)} rounds)"
        )
    ratio = statistics.median(baseline) / statistics.median(probed)
    print(f"{'baseline / probe (medians)':52} {ratio:6.1f} x")


def main() -> None:
    rounds = int(sys.argv[1]) if len(sys.argv) > 1 else 6
    app = QCoreApplication.instance() or QCoreApplication([])
    with asyncio.Runner(loop_factory=qasync.QEventLoop) as runner:
        runner.run(run(rounds))
    del app


if __name__ == "__main__":
    main()
