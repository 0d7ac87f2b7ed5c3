"""A sandbox per test: a database with the demo company, tokens, settings, clients."""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from pathlib import Path

import httpx
from fastapi import FastAPI

from app.api.client import ApiClient
from app.api.connection import Connection
from app.api.retry import RetryPolicy
from app.sandbox.app import create_app
from app.sandbox.auth import ALL_SCOPES, create_api_user, issue_jwt
from app.sandbox.db import Database
from app.sandbox.demo import create_demo_company
from app.sandbox.permissions import DataKind, grant, restrict
from app.sandbox.server import SandboxServer
from app.sandbox.settings import set_setting
from app.sandbox.variant import Variant

BASE_URL = "http://sandbox.test"
FAST_RETRIES = RetryPolicy(base_delay=0.01, max_delay=0.05)


@dataclass
class Tenant:
    """One organization of a sandbox database, with an all-scopes API user."""

    db: Database
    id: int
    authorization: str
    users: list[int] = field(default_factory=list)

    def token(self, *scopes: str, name: str = "test user") -> str:
        """A new API user with exactly ``scopes``; returns its ``Authorization`` value."""
        with self.db.transaction() as conn:
            issued = create_api_user(conn, tenant_id=self.id, name=name, scopes=list(scopes))
        return issued.authorization

    def restricted_user(self, *scopes: str) -> tuple[str, int]:
        """A user who sees only the data granted to it: (Authorization value, user id)."""
        with self.db.transaction() as conn:
            issued = create_api_user(conn, tenant_id=self.id, name="clerk", scopes=list(scopes))
            restrict(conn, issued.user_id)
        return issued.authorization, issued.user_id

    def grant(self, user_id: int, kind: DataKind, entity_id: int) -> None:
        with self.db.transaction() as conn:
            grant(conn, user_id, kind, entity_id)

    def jwt(self, *scopes: str) -> str:
        with self.db.transaction() as conn:
            issued = create_api_user(conn, tenant_id=self.id, name="jwt user", scopes=list(scopes))
            return issue_jwt(conn, issued.user_id)

    def setting(self, key: str, value: str) -> None:
        with self.db.transaction() as conn:
            set_setting(conn, self.id, key, value)

    def execute(self, sql: str, *args: object) -> int:
        """Write directly, as a test arranging state the API cannot create; returns rowid."""
        with self.db.transaction() as conn:
            return int(conn.execute(sql, args).lastrowid or 0)

    def account_id(self, code: str) -> int:
        """The id of this tenant's account with ``code`` (ids are shared by all tenants)."""
        return self._id_of("SELECT id FROM accounts WHERE tenant_id = ? AND code = ?", code)

    def tax_id(self, name: str) -> int:
        return self._id_of("SELECT id FROM taxes WHERE tenant_id = ? AND name = ?", name)

    def _id_of(self, sql: str, key: str) -> int:
        with self.db.transaction() as conn:
            row = conn.execute(sql, (self.id, key)).fetchone()
        assert row is not None, f"tenant {self.id} has no {key!r}"
        return int(row[0])

    def connection(self, base_url: str = BASE_URL) -> Connection:
        return Connection(base_url=base_url, token=self.authorization)


_DEMO_TEMPLATE: list[Database] = []
"""The demo company built once in this process (``new_tenant`` copies it)."""


def demo_template() -> Database:
    """An in-memory database holding only the demo company, built at the first call."""
    if not _DEMO_TEMPLATE:
        template = Database(":memory:")
        create_demo_company(template)
        _DEMO_TEMPLATE.append(template)
    return _DEMO_TEMPLATE[0]


def close_demo_template() -> None:
    while _DEMO_TEMPLATE:
        _DEMO_TEMPLATE.pop().close()


def new_tenant(db: Database) -> Tenant:
    """The demo company with an all-scopes API user "tester". Into an empty database the
    demo is copied from ``demo_template`` (a copy takes a few milliseconds; building the
    demo, its year of history included, takes a hundred or more); a database that holds
    tenants already gets one more built the usual way."""
    with db.transaction() as conn:
        empty = conn.execute("SELECT count(*) FROM tenants").fetchone()[0] == 0
    if empty:
        demo_template().copy_into(db)
        with db.transaction() as conn:
            tenant_id = int(conn.execute("SELECT id FROM tenants ORDER BY id").fetchone()[0])
    else:
        tenant_id = create_demo_company(db)
    with db.transaction() as conn:
        issued = create_api_user(conn, tenant_id=tenant_id, name="tester", scopes=[ALL_SCOPES])
    return Tenant(db=db, id=tenant_id, authorization=issued.authorization)


def asgi_client(app: FastAPI, authorization: str | None) -> httpx.AsyncClient:
    """Raw HTTP to the sandbox in-process, for rule tests at the HTTP level."""
    headers = {"Authorization": authorization} if authorization else {}
    return httpx.AsyncClient(
        transport=httpx.ASGITransport(app=app), base_url=BASE_URL, headers=headers
    )


def api_client(app: FastAPI, tenant: Tenant) -> ApiClient:
    """The typed client over the sandbox in-process."""
    return ApiClient(
        tenant.connection(), transport=httpx.ASGITransport(app=app), retry=FAST_RETRIES
    )


VARIANTS = Path(__file__).resolve().parents[2] / "app" / "sandbox" / "variants"
"""The variants shipped with the sandbox: ``close.json`` and ``far.json``."""


def load_variant(name: str) -> Variant:
    """A shipped variant by name ("close", "far")."""
    return Variant.load(VARIANTS / f"{name}.json")


def variant_app(db: Database, variant: Variant | str, *, rate_limits: bool = False) -> FastAPI:
    """The sandbox over ``db`` answering as ``variant`` (a shipped one's name, or a Variant);
    its state (added fields as full replaces left them) is ``app.state.variant``."""
    chosen = load_variant(variant) if isinstance(variant, str) else variant
    return create_app(db, rate_limits=rate_limits, variant=chosen)


@contextmanager
def live_server(
    db: Database, *, rate_limits: bool = False, variant: Variant | str | None = None
) -> Iterator[str]:
    """The sandbox on a real loopback port (for the app's own code path and UI tests);
    with ``variant``, answering as that other server (``app.sandbox.variant``)."""
    app = (
        create_app(db, rate_limits=rate_limits)
        if variant is None
        else variant_app(db, variant, rate_limits=rate_limits)
    )
    server = SandboxServer(app)
    url = server.start()
    try:
        yield url
    finally:
        server.stop()
