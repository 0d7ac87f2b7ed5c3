"""Brand and classification outbox kinds against a live sandbox with faults: sent once,
found after a lost answer, sent again after a 503, a refusal kept."""

from __future__ import annotations

from typing import Any

import pytest

from app.api.client import ApiClient
from app.sandbox.faults import Fault, FaultInjector, FaultKind
from app.sandbox.server import SandboxServer
from app.store.outbox import Outbox, OutboxState
from app.sync.kinds import OUTBOX_KINDS
from app.sync.outbox import Found, OutboxSubmitter
from tests.support.sandbox import Tenant
from tests.sync.test_outbox_kinds import (  # noqa: F401  (fixtures)
    client,
    count,
    injector,
    outbox,
    row,
    sender,
    server,
)

ELECTRONICS = "01"  # a demo branch node of the stock-item tree


def electronics_id(tenant: Tenant) -> int:
    with tenant.db.transaction() as conn:
        found = conn.execute(
            "SELECT id FROM classifications WHERE tenant_id = ? AND type = 'StockItems' "
            "AND code = ?",
            (tenant.id, ELECTRONICS),
        ).fetchone()
    return int(found[0])


def brand(tenant: Tenant, tag: str) -> dict[str, Any]:
    return {"name": f"Brand {tag}", "brandManager": "Someone"}


def classification(tenant: Tenant, tag: str) -> dict[str, Any]:
    return {"code": f"X{tag}", "description": f"Node {tag}", "parentId": electronics_id(tenant)}


def held(tenant: Tenant, kind: str, tag: str) -> int:
    if kind == "brand":
        return count(
            tenant, "SELECT count(*) FROM brands WHERE tenant_id = ? AND name = ?", f"Brand {tag}"
        )
    return count(
        tenant, "SELECT count(*) FROM classifications WHERE tenant_id = ? AND code = ?", f"X{tag}"
    )


CASES = {
    "brand": ("/v3/brands", brand),
    "classification": ("/v3/classifications/stock-items", classification),
}


@pytest.mark.parametrize("kind", list(CASES))
@pytest.mark.parametrize("fault", [None, FaultKind.DROP_AFTER_COMMIT, FaultKind.UNAVAILABLE])
async def test_a_create_arrives_exactly_once(
    tenant: Tenant,
    server: SandboxServer,  # noqa: F811
    outbox: Outbox,  # noqa: F811
    injector: FaultInjector,  # noqa: F811
    sender: OutboxSubmitter,  # noqa: F811
    kind: str,
    fault: FaultKind | None,
) -> None:
    path, payload = CASES[kind]
    if fault is not None:
        injector.add(Fault(fault, method="POST", path_prefix=path))
    item_id = outbox.submit(kind=kind, operation="create", payload=payload(tenant, "one")).id
    await sender.drain()
    item = row(outbox, item_id)
    assert item.state is OutboxState.CONFIRMED, item.error
    assert item.server_key
    assert held(tenant, kind, "one") == 1


@pytest.mark.parametrize("kind", list(CASES))
async def test_the_same_record_twice_is_refused_with_its_problem_kept(
    tenant: Tenant,
    server: SandboxServer,  # noqa: F811
    outbox: Outbox,  # noqa: F811
    sender: OutboxSubmitter,  # noqa: F811
    kind: str,
) -> None:
    _, payload = CASES[kind]
    first = outbox.submit(kind=kind, operation="create", payload=payload(tenant, "two")).id
    second = outbox.submit(kind=kind, operation="create", payload=payload(tenant, "two")).id
    await sender.drain()
    assert row(outbox, first).state is OutboxState.CONFIRMED
    item = row(outbox, second)
    assert item.state is OutboxState.REJECTED
    assert item.error is not None and item.error["problem"]["status"] == 409


async def test_a_classification_code_under_another_parent_is_undecidable(
    tenant: Tenant,
    server: SandboxServer,  # noqa: F811
    outbox: Outbox,  # noqa: F811
    client: ApiClient,  # noqa: F811
) -> None:
    # The demo's "0101" (Mobile phones) hangs under Electronics; a create of the same code
    # under another parent cannot be ours, nor proved absent.
    payload = {"code": "0101", "description": "Phones", "parentId": electronics_id(tenant) + 4}
    item = outbox.submit(kind="classification", operation="create", payload=payload)
    assert await OUTBOX_KINDS["classification"].find(client, item) is Found.UNDECIDABLE
    absent = outbox.submit(
        kind="classification", operation="create", payload=classification(tenant, "none")
    )
    assert await OUTBOX_KINDS["classification"].find(client, absent) is Found.ABSENT
