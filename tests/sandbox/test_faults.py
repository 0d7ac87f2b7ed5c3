"""Fault injection (test-only): what each fault does to a real client on a real socket."""

from __future__ import annotations

from collections.abc import Iterator
from decimal import Decimal

import pytest

from app.api.client import ApiClient
from app.api.errors import OutcomeUnknown, RateLimited, ServerError
from app.api.retry import RetryPolicy
from app.models.taxes import TaxUpsertRequest
from app.sandbox.app import create_app
from app.sandbox.db import Database
from app.sandbox.faults import (
    Fault,
    FaultInjector,
    FaultKind,
    FaultMiddleware,
    RandomFaults,
    slow_lookups,
)
from app.sandbox.server import SandboxServer
from tests.support.sandbox import Tenant

NO_RETRIES = RetryPolicy(max_retries=0)


@pytest.fixture
def injector() -> FaultInjector:
    return FaultInjector(seed=7)


@pytest.fixture
def url(db: Database, injector: FaultInjector) -> Iterator[str]:
    server = SandboxServer(create_app(db, rate_limits=False, faults=injector))
    yield server.start()
    server.stop()


def new_tax(tenant: Tenant, name: str) -> TaxUpsertRequest:
    return TaxUpsertRequest(
        name=name, rate=Decimal(1), sales_account_id=tenant.account_id("210301"), active=True
    )


def tax_names(tenant: Tenant) -> list[str]:
    with tenant.db.transaction() as conn:
        rows = conn.execute("SELECT name FROM taxes WHERE tenant_id = ?", (tenant.id,))
        return [row[0] for row in rows]


async def test_drop_after_commit_creates_the_record_and_loses_the_answer(
    tenant: Tenant, url: str, injector: FaultInjector
) -> None:
    injector.add(Fault(FaultKind.DROP_AFTER_COMMIT, method="POST"))
    client = ApiClient(tenant.connection(url), retry=NO_RETRIES)
    try:
        with pytest.raises(OutcomeUnknown):
            await client.taxes.create(new_tax(tenant, "Stamp duty"))
    finally:
        await client.aclose()
    assert "Stamp duty" in tax_names(tenant)  # it was done: only the answer was lost


async def test_unavailable_and_rate_limit_do_nothing(
    tenant: Tenant, url: str, injector: FaultInjector
) -> None:
    injector.add(Fault(FaultKind.UNAVAILABLE, method="POST"))
    injector.add(Fault(FaultKind.RATE_LIMIT, method="POST", seconds=120))
    client = ApiClient(tenant.connection(url), retry=NO_RETRIES)
    try:
        with pytest.raises(ServerError):
            await client.taxes.create(new_tax(tenant, "First"))
        with pytest.raises(RateLimited) as limited:
            await client.taxes.create(new_tax(tenant, "Second"))
    finally:
        await client.aclose()
    assert limited.value.retry_after == 120
    assert not {"First", "Second"} & set(tax_names(tenant))


async def test_a_safe_request_rides_over_random_faults(
    tenant: Tenant, url: str, injector: FaultInjector
) -> None:
    injector.randomly(
        RandomFaults(unavailable=0.3, rate_limit=0.2, latency=0.2, methods=frozenset({"GET"}))
    )
    client = ApiClient(
        tenant.connection(url), retry=RetryPolicy(max_retries=8, base_delay=0.001, max_delay=0.01)
    )
    try:
        for _ in range(10):
            page = await client.taxes.list()
            assert page.total_count == 6
    finally:
        await client.aclose()
    assert {kind for _, _, kind in injector.injected} >= {FaultKind.UNAVAILABLE}


def test_faults_are_off_unless_asked_for(tenant: Tenant) -> None:
    def middleware(app: object) -> list[object]:
        return [entry.cls for entry in app.user_middleware]  # type: ignore[attr-defined]

    assert FaultMiddleware not in middleware(create_app(tenant.db))
    assert FaultMiddleware in middleware(create_app(tenant.db, faults=FaultInjector()))


def test_slow_lookups_delay_on_hand_and_searches_only() -> None:
    injector = FaultInjector(seed=3)
    injector.randomly(slow_lookups())
    delays = []
    for path in ("/v3/warehouses/stock-items-balances", "/v3/stock-items/search"):
        for _ in range(200):
            fault = injector.pick("GET", path)
            assert fault is not None and fault.kind is FaultKind.LATENCY
            delays.append(fault.seconds)
    assert 0.05 <= min(delays) < 0.1 and 0.45 < max(delays) <= 0.5
    assert injector.pick("GET", "/v3/taxes") is None  # other answers are not slowed
    assert injector.pick("POST", "/v3/stock-items") is None  # nor saves
