"""The ledger cache's page check runs on open only after an unclean end: a cache closed
cleanly opens without reading every page; one left open by a killed process is checked,
and garbled pages found that way move it aside."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

from app.store import ledger as ledger_module
from app.store.ledger import LedgerStore, replace_table, write_entries
from tests.store.test_ledger_totals import ACCOUNTS, history

KILLED_WHILE_OPEN = """
import os, sys
from pathlib import Path
from app.store.ledger import LedgerStore, put_meta
store = LedgerStore(Path(sys.argv[1]))
with store.transaction() as conn:
    put_meta(conn, "as_of", "2026-01-01T00:00:00+00:00")
os._exit(0)  # killed: no connection closed
"""


def filled_cache(path: Path) -> None:
    store = LedgerStore(path)
    with store.transaction() as conn:
        replace_table(conn, "accounts", ACCOUNTS)
        write_entries(conn, history(), "filled")
    store.close()


def kill_while_open(path: Path) -> None:
    subprocess.run([sys.executable, "-c", KILLED_WHILE_OPEN, str(path)], check=True)


@pytest.fixture
def checks(monkeypatch: pytest.MonkeyPatch) -> list[int]:
    """Counts the page checks the opens run."""
    calls: list[int] = []
    real = ledger_module.passes_quick_check

    def counted(conn: object) -> bool:
        calls.append(1)
        return real(conn)  # type: ignore[arg-type]

    monkeypatch.setattr(ledger_module, "passes_quick_check", counted)
    return calls


def test_a_cache_closed_cleanly_opens_without_the_page_check(
    tmp_path: Path, checks: list[int]
) -> None:
    path = tmp_path / "profile.ledger.sqlite3"
    filled_cache(path)
    assert not Path(f"{path}-wal").exists(), "SQLite removes the log on the last close"
    store = LedgerStore(path)
    assert (store.checked, store.moved_aside, checks) == (False, None, [])
    assert store.connection.execute("SELECT count(*) FROM entries").fetchone()[0] == len(history())
    store.close()


def test_a_cache_left_open_by_a_killed_process_is_checked_and_kept_when_sound(
    tmp_path: Path, checks: list[int]
) -> None:
    path = tmp_path / "profile.ledger.sqlite3"
    filled_cache(path)
    kill_while_open(path)
    assert Path(f"{path}-wal").exists()
    store = LedgerStore(path)
    assert (store.checked, store.moved_aside, checks) == (True, None, [1])
    assert store.status().as_of == "2026-01-01T00:00:00+00:00", "the last write kept"
    store.close()
    # Closed cleanly now: the next open does not check again.
    again = LedgerStore(path)
    assert (again.checked, checks) == (False, [1])
    again.close()


def test_garbled_pages_after_an_unclean_end_move_the_cache_aside(tmp_path: Path) -> None:
    path = tmp_path / "profile.ledger.sqlite3"
    filled_cache(path)
    page_size = 4096
    pages = path.stat().st_size // page_size
    assert pages > 4
    # Pages past the first (the schema) hold the tables and indexes: noise over two.
    with path.open("r+b") as file:
        for page in (pages - 2, pages - 1):
            file.seek(page * page_size)
            file.write(bytes(range(256)) * (page_size // 256))
    kill_while_open(path)
    store = LedgerStore(path)
    try:
        assert store.moved_aside == tmp_path / "profile.ledger.sqlite3.unreadable"
        assert store.connection.execute("SELECT count(*) FROM entries").fetchone()[0] == 0
    finally:
        store.close()
