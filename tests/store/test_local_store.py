"""The per-profile store: durable settings, migrations with a backup, drafts, outbox."""

from __future__ import annotations

import sqlite3
from pathlib import Path

import pytest

from app.store import local
from app.store.drafts import Drafts, DraftState
from app.store.local import LocalStore, StoreTooNew, profile_file_name
from app.store.outbox import IllegalTransition, Outbox, OutboxState
from app.store.search import fold, match_query


@pytest.fixture
def store(tmp_path: Path):
    opened = LocalStore(tmp_path / "profile.sqlite3")
    yield opened
    opened.close()


def test_a_new_store_is_durable_wal_at_the_latest_schema(store: LocalStore) -> None:
    conn = store.connection
    assert conn.execute("PRAGMA journal_mode").fetchone()[0] == "wal"
    assert conn.execute("PRAGMA synchronous").fetchone()[0] == 2  # FULL
    assert store.schema_version == len(local.STORE_MIGRATIONS)
    assert store.backup_path is None  # nothing to back up on a new file


def test_a_migration_first_copies_the_file_aside(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    path = tmp_path / "profile.sqlite3"
    first = LocalStore(path)
    Drafts(first).save("d1", kind="tax", payload={"name": "VAT"})
    first.close()
    shipped = len(local.STORE_MIGRATIONS)
    monkeypatch.setattr(
        local, "STORE_MIGRATIONS", (*local.STORE_MIGRATIONS, "CREATE TABLE later (x INTEGER);")
    )
    migrated = LocalStore(path)
    try:
        assert migrated.schema_version == len(local.STORE_MIGRATIONS)
        assert migrated.backup_path is not None and migrated.backup_path.exists()
        backup = sqlite3.connect(migrated.backup_path)
        assert backup.execute("PRAGMA user_version").fetchone()[0] == shipped
        assert backup.execute("SELECT payload FROM drafts").fetchone()[0] == '{"name": "VAT"}'
        backup.close()
    finally:
        migrated.close()


def test_a_store_of_the_first_release_keeps_its_outbox_through_the_migrations(
    tmp_path: Path,
) -> None:
    path = tmp_path / "profile.sqlite3"
    old = sqlite3.connect(path)
    old.executescript(local.STORE_MIGRATIONS[0])
    old.execute("PRAGMA user_version = 1")
    old.execute(
        "INSERT INTO outbox (client_reference, kind, operation, payload, state, created_at, "
        "updated_at) VALUES ('r1', 'tax', 'create', '{}', 'queued', 'now', 'now')"
    )
    old.commit()
    old.close()
    store = LocalStore(path)
    try:
        (item,) = Outbox(store).items()
        assert (item.client_reference, item.state, item.base) == ("r1", OutboxState.QUEUED, None)
        assert store.schema_version == len(local.STORE_MIGRATIONS)
    finally:
        store.close()


def test_a_store_written_by_a_newer_app_is_refused(tmp_path: Path) -> None:
    path = tmp_path / "profile.sqlite3"
    LocalStore(path).close()
    conn = sqlite3.connect(path)
    conn.execute("PRAGMA user_version = 99")
    conn.close()
    with pytest.raises(StoreTooNew, match="newer version"):
        LocalStore(path)


def test_profile_file_names_are_safe() -> None:
    assert profile_file_name("demo") == "demo.sqlite3"
    assert profile_file_name("../etc/passwd").endswith(".sqlite3")
    assert "/" not in profile_file_name("../etc/passwd")


def test_drafts_save_reopen_and_keep_their_base(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    ticks = iter(f"2026-11-22T10:00:0{second}.000+00:00" for second in range(10))
    monkeypatch.setattr("app.store.drafts.now", lambda: next(ticks))
    path = tmp_path / "p.sqlite3"
    store = LocalStore(path)
    drafts = Drafts(store)
    drafts.save("a", kind="tax", title="VAT", payload={"rate": "14"}, base={"id": 1, "rate": 14})
    drafts.save("b", kind="customer", payload={"name": "أحمد"})
    drafts.save("a", kind="tax", title="VAT 15", payload={"rate": "15"})  # no base: kept
    store.close()

    reopened = LocalStore(path)  # as after a restart
    found = Drafts(reopened).open_drafts()
    assert [d.id for d in found] == ["a", "b"]  # most recently edited first
    vat = Drafts(reopened).get("a")
    assert vat is not None
    assert (vat.title, vat.payload, vat.base) == ("VAT 15", {"rate": "15"}, {"id": 1, "rate": 14})
    assert Drafts(reopened).get("b").payload == {"name": "أحمد"}  # type: ignore[union-attr]
    Drafts(reopened).discard("b")
    assert [d.id for d in Drafts(reopened).open_drafts()] == ["a"]
    assert Drafts(reopened).open_drafts(kind="customer") == []
    reopened.close()


def test_submitting_freezes_the_request_and_closes_the_draft_together(store: LocalStore) -> None:
    drafts, outbox = Drafts(store), Outbox(store)
    drafts.save("d", kind="sales_order", payload={"lines": 2})
    item = outbox.submit(kind="sales_order", operation="create", payload={"a": 1}, draft_id="d")
    assert item.state is OutboxState.QUEUED and len(item.client_reference) == 32
    assert drafts.get("d").state is DraftState.SUBMITTED  # type: ignore[union-attr]
    assert drafts.open_drafts() == []
    assert outbox.next_queued() == item


def test_the_outbox_moves_only_along_its_allowed_paths(store: LocalStore) -> None:
    outbox = Outbox(store)
    item = outbox.submit(kind="tax", operation="create", payload={})
    with pytest.raises(IllegalTransition):
        outbox.move(item.id, OutboxState.CONFIRMED)  # never confirmed without sending
    sending = outbox.move(item.id, OutboxState.SENDING)
    assert sending.attempts == 1
    unknown = outbox.move(item.id, OutboxState.UNKNOWN, error={"kind": "OutcomeUnknown"})
    with pytest.raises(IllegalTransition):
        outbox.move(item.id, OutboxState.SENDING)  # no blind resend of an unknown outcome
    confirmed = outbox.move(unknown.id, OutboxState.CONFIRMED, server_key="SO-12")
    assert (confirmed.server_key, confirmed.error) == ("SO-12", {"kind": "OutcomeUnknown"})
    with pytest.raises(IllegalTransition):
        outbox.move(item.id, OutboxState.DISCARDED)


def test_rows_left_sending_by_a_crash_become_unknown_at_start(tmp_path: Path) -> None:
    path = tmp_path / "p.sqlite3"
    store = LocalStore(path)
    outbox = Outbox(store)
    first = outbox.submit(kind="tax", operation="create", payload={})
    second = outbox.submit(kind="tax", operation="create", payload={})
    outbox.move(first.id, OutboxState.SENDING)
    store.close()  # the process dies here

    restarted = LocalStore(path)
    recovered = Outbox(restarted).recover_after_start()
    assert [(r.id, r.state) for r in recovered] == [(first.id, OutboxState.UNKNOWN)]
    assert Outbox(restarted).counts() == {OutboxState.UNKNOWN: 1, OutboxState.QUEUED: 1}
    assert Outbox(restarted).next_queued().id == second.id  # type: ignore[union-attr]
    restarted.close()


def test_search_folds_arabic_and_matches_word_prefixes(store: LocalStore) -> None:
    with store.transaction() as conn:
        conn.execute(
            "INSERT INTO stock_items_search (rowid, code, description, other_lang_description) "
            "VALUES (7, ?, ?, ?)",
            ("MOB-A15", fold("Samsung Galaxy A15"), fold("هَاتِف سامسونج جالاكسي")),
        )

    def search(typed: str) -> list[int]:
        query = match_query(typed)
        assert query is not None
        rows = store.connection.execute(
            "SELECT rowid FROM stock_items_search WHERE stock_items_search MATCH ?", (query,)
        )
        return [row[0] for row in rows]

    assert search("gal sam") == [7]  # every word, in any order, as a prefix
    assert search("هاتف") == [7]  # typed without harakat
    assert search("جالا") == [7]
    assert search("mob") == [7]
    assert search("galaxy s24") == []


def test_folding_arabic_forms_and_digits() -> None:
    assert fold("أحمد إبراهيم آمنة") == "احمد ابراهيم امنه"
    assert fold("مكتبةٌ") == "مكتبه"
    assert fold("مصطفى") == "مصطفي"
    assert fold("٠١٢٣") == "0123"
    assert match_query("  ") is None


def test_profile_settings_keep_json_values_per_key_across_a_reopen(tmp_path: Path) -> None:
    from app.store.settings import ProfileSettings

    path = tmp_path / "profile.sqlite3"
    first = LocalStore(path)
    settings = ProfileSettings(first)
    assert settings.get("company") is None
    settings.put("company", {"name": "Nile Trading Co.", "nameArabic": "شركة النيل للتجارة"})
    settings.put("lastWarehouseId", 3)
    settings.put("lastWarehouseId", 4)
    first.close()

    again = ProfileSettings(LocalStore(path))
    assert again.get("company") == {"name": "Nile Trading Co.", "nameArabic": "شركة النيل للتجارة"}
    assert again.get("lastWarehouseId") == 4
    again.remove("lastWarehouseId")
    assert again.get("lastWarehouseId") is None
