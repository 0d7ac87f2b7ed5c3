"""The outbox: each request reaches the server at most once, whatever the network does."""

from __future__ import annotations

from collections.abc import AsyncIterator, Iterator
from decimal import Decimal
from pathlib import Path

import pytest

from app.api.client import ApiClient
from app.api.ratelimit import RateLimiter, RateWindow
from app.api.retry import RetryPolicy
from app.models.taxes import TaxUpsertRequest
from app.sandbox.app import create_app
from app.sandbox.db import Database
from app.sandbox.faults import Fault, FaultInjector, FaultKind
from app.sandbox.server import SandboxServer
from app.store.local import LocalStore
from app.store.outbox import Outbox, OutboxState
from app.sync.kinds import OUTBOX_KINDS
from app.sync.outbox import OutboxSubmitter
from tests.support.fake_server import unused_port_url
from tests.support.sandbox import Tenant


@pytest.fixture
def injector() -> FaultInjector:
    return FaultInjector(seed=1)


@pytest.fixture
def server(db: Database, injector: FaultInjector) -> Iterator[SandboxServer]:
    running = SandboxServer(create_app(db, rate_limits=False, faults=injector))
    running.start()
    yield running
    running.stop()


@pytest.fixture
def outbox(tmp_path: Path) -> Iterator[Outbox]:
    store = LocalStore(tmp_path / "p.sqlite3")
    yield Outbox(store)
    store.close()


def client_for(tenant: Tenant, url: str) -> ApiClient:
    return ApiClient(
        tenant.connection(url),
        retry=RetryPolicy(base_delay=0.001, max_delay=0.005),
        limiter=RateLimiter((RateWindow(1000, 1.0),)),
    )


def submit_tax(outbox: Outbox, tenant: Tenant, name: str) -> int:
    request = TaxUpsertRequest(
        name=name, rate=Decimal(2), sales_account_id=tenant.account_id("210301"), active=True
    )
    return outbox.submit(kind="tax", operation="create", payload=request.to_wire()).id


def taxes_named(tenant: Tenant, name: str) -> int:
    with tenant.db.transaction() as conn:
        return int(
            conn.execute(
                "SELECT count(*) FROM taxes WHERE tenant_id = ? AND name = ?", (tenant.id, name)
            ).fetchone()[0]
        )


@pytest.fixture
async def clients() -> AsyncIterator[list[ApiClient]]:
    opened: list[ApiClient] = []
    yield opened
    for client in opened:
        await client.aclose()


@pytest.fixture
def submitter(clients: list[ApiClient]):
    def make(tenant: Tenant, url: str, outbox: Outbox) -> OutboxSubmitter:
        client = client_for(tenant, url)
        clients.append(client)
        return OutboxSubmitter(client, outbox, OUTBOX_KINDS, settle_seconds=0)

    return make


async def test_queued_requests_go_out_once_and_keep_the_server_key(
    tenant: Tenant, server: SandboxServer, outbox: Outbox, submitter
) -> None:
    first = submit_tax(outbox, tenant, "Stamp duty")
    second = submit_tax(outbox, tenant, "Tourism levy")
    sender = submitter(tenant, server.url, outbox)
    assert await sender.drain() == 2
    for item_id in (first, second):
        item = outbox.get(item_id)
        assert item is not None and item.state is OutboxState.CONFIRMED and item.server_key
    assert taxes_named(tenant, "Stamp duty") == 1


async def test_a_refusal_is_rejected_with_its_problem_kept(
    tenant: Tenant, server: SandboxServer, outbox: Outbox, submitter
) -> None:
    item_id = submit_tax(outbox, tenant, "VAT 14%")  # the name exists
    await submitter(tenant, server.url, outbox).drain()
    item = outbox.get(item_id)
    assert item is not None and item.state is OutboxState.REJECTED
    assert item.error is not None and item.error["problem"]["errorCode"] == "NameAlreadyExists"


async def test_a_lost_answer_is_found_by_lookup_not_sent_twice(
    tenant: Tenant, server: SandboxServer, outbox: Outbox, injector: FaultInjector, submitter
) -> None:
    injector.add(Fault(FaultKind.DROP_AFTER_COMMIT, method="POST"))
    item_id = submit_tax(outbox, tenant, "Stamp duty")
    await submitter(tenant, server.url, outbox).drain()
    item = outbox.get(item_id)
    assert item is not None and item.state is OutboxState.CONFIRMED
    assert item.error is not None and item.error["kind"] == "OutcomeUnknown"
    assert taxes_named(tenant, "Stamp duty") == 1


async def test_a_503_is_looked_up_then_sent_again_when_proved_absent(
    tenant: Tenant, server: SandboxServer, outbox: Outbox, injector: FaultInjector, submitter
) -> None:
    # The client retries nothing of a creating POST on a 5xx: the outbox decides.
    injector.add(Fault(FaultKind.UNAVAILABLE, method="POST"))
    item_id = submit_tax(outbox, tenant, "Stamp duty")
    sender = submitter(tenant, server.url, outbox)
    await sender.drain()
    item = outbox.get(item_id)
    assert item is not None and item.state is OutboxState.CONFIRMED and item.attempts == 2
    assert taxes_named(tenant, "Stamp duty") == 1


async def test_an_unreachable_server_leaves_the_row_queued_for_later(
    tenant: Tenant, outbox: Outbox, db: Database, submitter
) -> None:
    address = unused_port_url()
    item_id = submit_tax(outbox, tenant, "Stamp duty")
    sender = submitter(tenant, address, outbox)
    assert await sender.drain() == 1
    assert outbox.get(item_id).state is OutboxState.QUEUED  # type: ignore[union-attr]

    port = int(address.rsplit(":", 1)[1])
    back = SandboxServer(create_app(db, rate_limits=False), port=port)
    back.start()
    try:
        await sender.drain()
    finally:
        back.stop()
    assert outbox.get(item_id).state is OutboxState.CONFIRMED  # type: ignore[union-attr]
    assert taxes_named(tenant, "Stamp duty") == 1


@pytest.mark.parametrize("reached_the_server", [True, False])
async def test_a_row_left_sending_by_a_crash_is_resolved_at_start(
    tenant: Tenant, server: SandboxServer, outbox: Outbox, reached_the_server: bool, submitter
) -> None:
    item_id = submit_tax(outbox, tenant, "Stamp duty")
    outbox.move(item_id, OutboxState.SENDING)  # ... and the app died here
    if reached_the_server:
        client = client_for(tenant, server.url)
        await client.taxes.create(TaxUpsertRequest.model_validate(outbox.get(item_id).payload))  # type: ignore[union-attr]
        await client.aclose()
    sender = submitter(tenant, server.url, outbox)
    await sender.start()
    await sender.drain()
    item = outbox.get(item_id)
    assert item is not None and item.state is OutboxState.CONFIRMED
    assert taxes_named(tenant, "Stamp duty") == 1


async def test_the_start_s_lookup_and_a_drain_never_move_one_row_twice(
    tenant: Tenant, server: SandboxServer, outbox: Outbox, submitter
) -> None:
    """A row left UNKNOWN is looked up by ``start`` while a clerk's save drains: both used to
    resolve it, the second moved it QUEUED -> QUEUED (an illegal move) and the background
    sender stopped for good; the lookups now take turns."""
    import asyncio

    item_id = submit_tax(outbox, tenant, "Stamp duty")
    outbox.move(item_id, OutboxState.SENDING)
    outbox.move(item_id, OutboxState.UNKNOWN)
    sender = submitter(tenant, server.url, outbox)
    sender.settle_seconds = 0.05
    await asyncio.gather(sender.start(), sender.drain())
    item = outbox.get(item_id)
    assert item is not None and item.state is OutboxState.CONFIRMED
    assert taxes_named(tenant, "Stamp duty") == 1


async def test_a_row_waiting_for_a_refused_row_is_refused_at_the_field_naming_it(
    tenant: Tenant, server: SandboxServer, outbox: Outbox, submitter
) -> None:
    """An order names a customer still in the outbox; the customer is refused: the order
    is never sent (with no customer, or another), and says which field to choose again."""
    from app.sync.outbox import rejection_of

    customer = outbox.submit(
        kind="customer", operation="create", payload={"code": "CUS-1", "name": "VAT 14%"}
    )
    outbox.move(customer.id, OutboxState.SENDING)
    outbox.move(customer.id, OutboxState.REJECTED)
    order = outbox.submit(
        kind="sales_order",
        operation="create",
        payload={"customerId": {"$outbox": customer.id}, "warehouseId": 1},
        waits_for=customer.id,
    )
    assert outbox.next_queued() is None  # it waits, and its customer never goes
    await submitter(tenant, server.url, outbox).drain()
    refused = outbox.get(order.id)
    assert refused is not None and refused.state is OutboxState.REJECTED
    error = rejection_of(refused)
    assert list(error.field_errors) == ["customerId"]  # type: ignore[attr-defined]


def test_a_waiting_row_goes_with_the_key_its_row_was_given(outbox: Outbox) -> None:
    from app.store.outbox import resolved_payload

    customer = outbox.submit(kind="customer", operation="create", payload={"name": "A"})
    order = outbox.submit(
        kind="sales_order",
        operation="create",
        payload={"customerId": {"$outbox": customer.id}, "notes": "x"},
        waits_for=customer.id,
    )
    assert outbox.next_queued() == customer  # the customer first; the order waits
    outbox.move(customer.id, OutboxState.SENDING)
    assert outbox.next_queued() is None
    outbox.move(customer.id, OutboxState.CONFIRMED, server_key="812")
    waiting = outbox.next_queued()
    assert waiting is not None and waiting.id == order.id
    keys = outbox.server_keys(waiting)
    assert resolved_payload(waiting.payload, keys) == {"customerId": 812, "notes": "x"}
