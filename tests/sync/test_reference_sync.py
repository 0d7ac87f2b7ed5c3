"""Reference sync into the local cache: full, incremental, deletions, failures."""

from __future__ import annotations

from collections.abc import AsyncIterator
from pathlib import Path

import pytest
from fastapi import FastAPI

from app.api.client import ApiClient, RequestEvent
from app.api.errors import Offline
from app.store.local import LocalStore
from app.store.reference_cache import ReferenceCache
from app.sync.bulk import bulk_syncs_running
from app.sync.reference import ReferenceSync, SyncProgress
from app.sync.sources import ACCOUNTS, REFERENCE_LISTS, TAXES
from tests.support.sandbox import Tenant, api_client


@pytest.fixture
def store(tmp_path: Path):
    opened = LocalStore(tmp_path / "profile.sqlite3")
    yield opened
    opened.close()


@pytest.fixture
async def client(sandbox_app: FastAPI, tenant: Tenant) -> AsyncIterator[ApiClient]:
    opened = api_client(sandbox_app, tenant)
    yield opened
    await opened.aclose()


def requests_of(client: ApiClient) -> list[RequestEvent]:
    seen: list[RequestEvent] = []
    client.add_listener(seen.append)
    return seen


async def test_a_first_sync_fetches_every_list_in_full(
    client: ApiClient, store: LocalStore
) -> None:
    progress: list[SyncProgress] = []
    sync = ReferenceSync(client, store, REFERENCE_LISTS, on_progress=progress.append)
    results = await sync.sync_all()
    cache = ReferenceCache(store)
    fetched = {r.list_name: (r.full, r.fetched) for r in results}
    assert list(fetched) == [source.name for source in REFERENCE_LISTS]
    assert all(full and count == cache.count(name) for name, (full, count) in fetched.items())
    assert {name: fetched[name][1] for name in ("taxes", "einvoice_tax_types", "customers")} == {
        "taxes": 6,
        "einvoice_tax_types": 10,
        "customers": 50,
    }
    assert fetched["stock_items"][1] > 150 and fetched["warehouses"][1] == 3  # active ones
    # Items and customers are searchable as soon as they are cached, Arabic included.
    assert cache.search("customers", "Ahram")
    arabic_item = next(
        row.payload["otherLangDescription"]
        for row in cache.rows("stock_items")
        if row.payload.get("otherLangDescription")
    )
    assert cache.search("stock_items", arabic_item.split()[0])
    assert cache.count("accounts") >= 28
    vat = next(row for row in cache.rows("taxes") if row.name == "VAT 14%")
    assert vat.payload["salesAccount"]["code"] == "210301"  # the server's JSON, as sent
    assert [p.finished for p in progress if p.list_name == "taxes"][-1] is True
    state = cache.state("accounts")
    assert state is not None and state.cursor is not None and state.last_error is None


async def test_deleted_records_leave_the_cache_at_the_next_full_run(
    client: ApiClient, store: LocalStore, tenant: Tenant
) -> None:
    # A tax nothing refers to (the demo's own taxes are used by items and services).
    retired = tenant.execute(
        "INSERT INTO taxes (tenant_id, name, rate, einvoice_tax_type_id, scope, "
        "sales_account_id, sales_withholding_account_id, purchase_account_id, active, "
        "created_at, updated_at) SELECT tenant_id, 'Retired tax', rate, einvoice_tax_type_id, "
        "scope, sales_account_id, sales_withholding_account_id, purchase_account_id, active, "
        "created_at, updated_at FROM taxes WHERE id = ?",
        tenant.tax_id("VAT exempt"),
    )
    sync = ReferenceSync(client, store, [TAXES])
    await sync.sync("taxes")
    assert "Retired tax" in {row.name for row in ReferenceCache(store).rows("taxes")}
    tenant.execute("DELETE FROM taxes WHERE id = ?", retired)
    result = await sync.sync("taxes")
    assert (result.full, result.deleted) == (True, 1)
    assert "Retired tax" not in {row.name for row in ReferenceCache(store).rows("taxes")}


async def test_an_incremental_run_fetches_only_what_changed_since_the_last(
    client: ApiClient, store: LocalStore, tenant: Tenant
) -> None:
    # Demo data was written a moment ago; age it so only real changes fall in the window.
    tenant.execute(
        "UPDATE accounts SET updated_at = '2026-01-01T00:00:00.000000+00:00' WHERE tenant_id = ?",
        tenant.id,
    )
    sync = ReferenceSync(client, store, [ACCOUNTS])
    first = await sync.sync("accounts")
    assert first.full

    sent = requests_of(client)
    nothing = await sync.sync("accounts")
    assert (nothing.full, nothing.fetched) == (False, 0)
    assert len(sent) == 1  # nothing changed: one request for the list

    tenant.execute(
        "UPDATE accounts SET name = 'Main treasury - Cairo HQ', "
        "updated_at = strftime('%Y-%m-%dT%H:%M:%f+00:00', 'now') WHERE id = ?",
        tenant.account_id("110101"),
    )
    changed = await sync.sync("accounts")
    assert (changed.full, changed.fetched) == (False, 1)
    cached = ReferenceCache(store).get("accounts", tenant.account_id("110101"))
    assert cached is not None and cached.name == "Main treasury - Cairo HQ"


async def test_a_list_without_update_date_is_always_full(
    client: ApiClient, store: LocalStore
) -> None:
    sync = ReferenceSync(client, store, [TAXES])
    await sync.sync("taxes")
    assert (await sync.sync("taxes")).full


async def test_a_failed_run_keeps_the_cache_and_says_why(
    client: ApiClient, store: LocalStore, monkeypatch: pytest.MonkeyPatch
) -> None:
    sync = ReferenceSync(client, store, [TAXES])
    await sync.sync("taxes")

    async def unreachable(*args: object, **kwargs: object) -> None:
        raise Offline("cannot reach the server")

    monkeypatch.setattr(client, "request", unreachable)
    with pytest.raises(Offline):
        await sync.sync("taxes")
    cache = ReferenceCache(store)
    assert cache.count("taxes") == 6  # pickers keep working offline
    state = cache.state("taxes")
    assert state is not None and "Offline" in (state.last_error or "")


async def test_cached_lists_answer_searches(client: ApiClient, store: LocalStore) -> None:
    await ReferenceSync(client, store, REFERENCE_LISTS).sync_all()
    cache = ReferenceCache(store)
    assert [row.code for row in cache.search("accounts", "treasury")] == ["110101", "110102"]
    assert [row.name for row in cache.search("taxes", "withholding")] == [
        "Withholding 1% supplies",
        "Withholding 3% services",
    ]
    assert [row.name for row in cache.search("taxes", "2016", active_only=False)] == [
        "Sales tax 10% (before 2016)"
    ]


async def test_a_run_says_a_sync_is_moving_bulk_data_until_it_ends(
    client: ApiClient, store: LocalStore
) -> None:
    """The garbage collector's policy holds its older generations back meanwhile."""
    during: list[int] = []
    sync = ReferenceSync(
        client, store, [TAXES], on_progress=lambda _progress: during.append(bulk_syncs_running())
    )
    assert bulk_syncs_running() == 0
    await sync.sync("taxes")
    assert during and all(count == 1 for count in during)
    assert bulk_syncs_running() == 0
