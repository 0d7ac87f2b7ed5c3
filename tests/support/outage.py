"""A sandbox on a fixed loopback port that a test stops and starts again (the server going
away and coming back), and the app connected to it."""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

from pytestqt.qtbot import QtBot

from app.sandbox.app import create_app
from app.sandbox.faults import FaultInjector
from app.sandbox.server import SandboxServer
from tests.support.app import FixedOpener, RunningApp, running_app
from tests.support.fake_server import unused_port_url
from tests.support.sandbox import Tenant


class Server:
    """The tenant's sandbox on one port, stopped and started at will."""

    def __init__(self, tenant: Tenant, faults: FaultInjector | None = None) -> None:
        self.tenant = tenant
        self.faults = faults
        self.address = unused_port_url()
        self.port = int(self.address.rsplit(":", 1)[1])
        self.server: SandboxServer | None = None

    def start(self) -> None:
        app = create_app(self.tenant.db, rate_limits=False, faults=self.faults)
        self.server = SandboxServer(app, port=self.port)
        self.server.start()

    def stop(self) -> None:
        if self.server is not None:
            self.server.stop()
            self.server = None


@contextmanager
def app_on(
    qtbot: QtBot, home: Path, tenant: Tenant, faults: FaultInjector | None = None
) -> Iterator[tuple[RunningApp, Server]]:
    """The app connected to the tenant's sandbox on a port the test may stop."""
    server = Server(tenant, faults)
    server.start()
    try:
        with running_app(
            qtbot, home, opener=FixedOpener(tenant.connection(server.address))
        ) as running:
            yield running, server
    finally:
        server.stop()
