"""A garbled profile store, for the recovery test and its benchmark.

``run_seed`` builds a store the way a session leaves it (a cache of stock items, drafts,
outbox rows in every state, some confirmed by the server for real), refreshes the shadow
copy as the app does, edits a little more, garbles random pages of the file with a seeded
generator, then opens it as the app does and drains the outbox against the same sandbox.
It returns what the checks need: every draft recovered or named, no document twice.
"""

from __future__ import annotations

import json
import random
from dataclasses import dataclass, field
from decimal import Decimal
from pathlib import Path

from app.api.client import ApiClient
from app.models.taxes import TaxUpsertRequest
from app.store.drafts import Drafts
from app.store.local import LocalStore
from app.store.outbox import Outbox, OutboxState
from app.store.recovery import RecoveryReport, open_store
from app.sync.kinds import OUTBOX_KINDS
from app.sync.outbox import OutboxSubmitter
from tests.support.sandbox import Tenant

PAGE = 4096


@dataclass
class SeedResult:
    seed: int
    report: RecoveryReport | None
    drafts: set[str] = field(default_factory=set)
    open_after: set[str] = field(default_factory=set)
    duplicates: dict[str, int] = field(default_factory=dict)
    resent_confirmed: list[str] = field(default_factory=list)

    @property
    def named(self) -> set[str]:
        if self.report is None:
            return self.open_after
        return (
            set(self.report.drafts_recovered)
            | set(self.report.drafts_from_copy)
            | set(self.report.drafts_lost)
        )


def _tax(tenant: Tenant, name: str) -> dict[str, object]:
    request = TaxUpsertRequest(
        name=name, rate=Decimal(1), sales_account_id=tenant.account_id("210301"), active=True
    )
    return request.to_wire()


def _server_count(tenant: Tenant, name: str) -> int:
    with tenant.db.transaction() as conn:
        row = conn.execute(
            "SELECT count(*) FROM taxes WHERE tenant_id = ? AND name = ?", (tenant.id, name)
        ).fetchone()
    return int(row[0])


async def run_seed(seed: int, folder: Path, tenant: Tenant, client: ApiClient) -> SeedResult:
    rng = random.Random(seed)
    path = folder / f"store-{seed}.sqlite3"
    store = LocalStore(path)
    drafts, outbox = Drafts(store), Outbox(store)
    sender = OutboxSubmitter(client, outbox, OUTBOX_KINDS, settle_seconds=0)
    result = SeedResult(seed=seed, report=None)
    with store.transaction() as conn:  # a cache worth some pages
        for n in range(400):
            payload = {
                "code": f"IT{n:05}",
                "description": f"Item {n} " + "x" * rng.randint(20, 200),
            }
            conn.execute(
                "INSERT INTO reference_rows (list, id, code, name, payload, seen_at) "
                "VALUES ('stock_items', ?, ?, ?, ?, 'now')",
                (n + 1, payload["code"], payload["description"], json.dumps(payload)),
            )
    names = [f"S{seed} tax {n}" for n in range(12)]
    for name in names[:4]:  # confirmed by the server
        outbox.submit(kind="tax", operation="create", payload=_tax(tenant, name))
    await sender.drain()
    for name in names[4:6]:  # reached the server, then the answer was lost
        item = outbox.submit(kind="tax", operation="create", payload=_tax(tenant, name))
        await client.taxes.create(TaxUpsertRequest.model_validate(item.payload))
        outbox.move(item.id, OutboxState.SENDING)
        if name == names[5]:
            outbox.move(item.id, OutboxState.UNKNOWN)
    rejected = outbox.submit(kind="tax", operation="create", payload=_tax(tenant, "VAT 14%"))
    await sender.drain()  # the name exists: rejected
    assert outbox.get(rejected.id).state is OutboxState.REJECTED  # type: ignore[union-attr]
    discarded = outbox.submit(kind="tax", operation="create", payload=_tax(tenant, names[6]))
    outbox.discard(discarded.id)
    attention = outbox.submit(kind="tax", operation="create", payload=_tax(tenant, names[7]))
    outbox.move(attention.id, OutboxState.SENDING)
    outbox.move(attention.id, OutboxState.UNKNOWN)
    outbox.move(attention.id, OutboxState.NEEDS_ATTENTION)
    waiting = [
        outbox.submit(kind="tax", operation="create", payload=_tax(tenant, name))
        for name in names[8:10]
    ]
    for n in range(10):
        title = f"S{seed} draft {n}"
        drafts.save(f"d{seed}-{n}", kind="tax", title=title, payload={"name": title, "n": n})
        result.drafts.add(title)
    # Then the waiting rows are sent, a draft is edited, two more are typed.
    await sender.drain()
    for item in waiting:
        assert outbox.get(item.id).state is OutboxState.CONFIRMED  # type: ignore[union-attr]
    drafts.save(f"d{seed}-0", kind="tax", title=f"S{seed} draft 0", payload={"edited": True})
    for n in (10, 11):
        title = f"S{seed} draft {n}"
        drafts.save(f"d{seed}-{n}", kind="tax", title=title, payload={"name": title})
        result.drafts.add(title)
    confirmed_before = {
        str(item.payload["name"])
        for item in outbox.items()
        if item.state is OutboxState.CONFIRMED or item.payload["name"] in names[4:6]
    }
    store.close()

    _garble(path, rng)

    reopened = open_store(path)  # as the app does at start
    try:
        result.report = reopened.recovery
        outbox = Outbox(reopened)
        for item in outbox.items(OutboxState.QUEUED):
            if item.payload["name"] in confirmed_before:
                result.resent_confirmed.append(str(item.payload["name"]))
        sender = OutboxSubmitter(client, outbox, OUTBOX_KINDS, settle_seconds=0)
        await sender.start()  # SENDING rows become UNKNOWN and are looked up
        await sender.drain()
        result.open_after = {draft.title for draft in Drafts(reopened).open_drafts()}
    finally:
        reopened.close()
    for name in names:
        count = _server_count(tenant, name)
        if count > 1:
            result.duplicates[name] = count
    return result


def _garble(path: Path, rng: random.Random) -> None:
    """Overwrite 1 to 4 random pages (the header page among them, now and then) with noise."""
    size = path.stat().st_size
    pages = max(1, size // PAGE)
    chosen = rng.sample(range(pages), k=min(pages, rng.randint(1, 4)))
    with path.open("r+b") as file:
        for page in chosen:
            file.seek(page * PAGE)
            file.write(rng.randbytes(PAGE))
