"""A damaged store is survived.

Random pages of a store holding drafts, outbox rows in every state and a cache are garbled
with a fixed seed (10 seeds here; 100 in ``tests.benchmarks.bench_garbled_store``): the
store always opens, no confirmed document is sent again, no document exists twice on the
server, and every draft is recovered or reported by name."""

from __future__ import annotations

import sqlite3
from pathlib import Path

import pytest

from app.api.client import ApiClient
from app.models.auth import TokenKind
from app.store.drafts import Drafts
from app.store.local import LocalStore, shadow_path
from app.store.outbox import Outbox, OutboxState
from app.store.profiles import Profile, ProfileStore
from app.store.recovery import check_store, open_profiles, open_store
from tests.support.garbled import run_seed
from tests.support.sandbox import Tenant


@pytest.mark.parametrize("seed", range(10))
async def test_a_garbled_store_opens_and_nothing_is_sent_twice(
    seed: int, tmp_path: Path, tenant: Tenant, api: ApiClient
) -> None:
    result = await run_seed(seed, tmp_path, tenant, api)
    assert result.duplicates == {}
    assert result.resent_confirmed == []
    missing = result.drafts - result.named
    assert missing == set(), result.report
    if result.report is not None:
        assert result.report.damaged_file.exists()
        assert set(result.report.drafts_recovered) | set(result.report.drafts_from_copy) <= (
            result.open_after
        )


def test_a_sound_store_is_opened_as_it_is_and_keeps_a_shadow(tmp_path: Path) -> None:
    path = tmp_path / "p.sqlite3"
    store = open_store(path)
    Drafts(store).save("a", kind="tax", title="VAT", payload={"rate": "14"})
    store.close()
    store = open_store(path)
    try:
        assert store.recovery is None
        assert [d.title for d in Drafts(store).open_drafts()] == ["VAT"]
        shadow = sqlite3.connect(shadow_path(path))
        assert shadow.execute("SELECT title FROM shadow_drafts").fetchall() == [("VAT",)]
        shadow.close()
    finally:
        store.close()


def test_a_file_that_is_not_a_database_is_replaced_from_the_shadow(tmp_path: Path) -> None:
    path = tmp_path / "p.sqlite3"
    store = LocalStore(path)
    Drafts(store).save("a", kind="customer", title="Nour Stores", payload={"name": "x"})
    queued = Outbox(store).submit(kind="tax", operation="create", payload={"name": "T"})
    store.close()
    path.write_bytes(b"this is not a database" * 500)
    assert check_store(path) is not None

    store = open_store(path)
    try:
        report = store.recovery
        assert report is not None
        assert report.drafts_from_copy == ["Nour Stores"]
        assert report.damaged_file.read_bytes().startswith(b"this is not")
        item = Outbox(store).get(queued.id)
        # Known only from the copy: it may have been sent since, so it is looked up first.
        assert item is not None and item.state is OutboxState.UNKNOWN
        assert report.outbox_in_doubt == 1
    finally:
        store.close()


def test_a_damaged_profile_list_is_rebuilt_from_its_readable_rows(tmp_path: Path) -> None:
    path = tmp_path / "app.sqlite3"
    profiles = ProfileStore(path)
    for number in range(300):  # several pages
        profiles.save(
            Profile.new_server(
                f"Branch {number:03}", "https://erp.example", TokenKind.SERVICE, None
            )
        )
    profiles.close()
    assert open_profiles(path)[1] is None  # sound: opened as it is
    pages = path.stat().st_size // 4096
    with path.open("r+b") as file:  # the table's last pages garbled
        file.seek((pages - 2) * 4096)
        file.write(b"\xff" * 4096 * 2)

    rebuilt, damaged = open_profiles(path)
    try:
        assert damaged is not None and damaged.exists()
        names = [p.name for p in rebuilt.list()]
        assert names[0] == "Demo company"  # the app starts, on the demo at worst
        assert 1 < len(names) <= 301  # what could be read came back
    finally:
        rebuilt.close()

    with path.open("r+b") as file:
        file.write(b"\x00" * 100)  # the header: "file is not a database"
    rebuilt, damaged = open_profiles(path)
    rebuilt.close()
    assert damaged is not None
