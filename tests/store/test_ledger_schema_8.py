"""Schema 8 of the ledger cache: the documents' currencies, the customers' addresses and
payment terms, and the places the addresses name. A version-7 cache (what the app kept
until now) is migrated in place: its documents, lines and totals stay, the new tables
and columns are added empty, and the next sync is a full one that fills them."""

from __future__ import annotations

import sqlite3
from dataclasses import replace
from datetime import date
from decimal import Decimal
from pathlib import Path

from app.reports import cash_position, general_ledger
from app.store.ledger import (
    SCHEMA,
    SCHEMA_VERSION,
    TOTALS,
    WORK_ORDERS,
    LedgerStore,
    get_meta,
    replace_table,
    write_currencies,
    write_entries,
)
from tests.store.test_ledger_totals import ACCOUNTS, CASH, document, history
from tests.support.ledger_totals import assert_totals_match_lines


def version_7_cache(path: Path) -> int:
    """A cache as schema 7 wrote it, with documents, a customer and a full sync done;
    returns how many documents it holds."""
    conn = sqlite3.connect(path, isolation_level=None)
    conn.execute("PRAGMA journal_mode=WAL")
    conn.executescript(
        f"BEGIN;\n{SCHEMA}\n{WORK_ORDERS}\n{TOTALS}\nPRAGMA user_version = 7;\nCOMMIT;"
    )
    conn.execute("BEGIN")
    replace_table(conn, "accounts", ACCOUNTS)
    replace_table(conn, "customers", [(1, "C1", "Acme", None, None, None, 1)])
    entries = history()
    write_entries(conn, entries, "old")
    conn.execute("INSERT INTO meta VALUES ('last_full', '2026-11-30T08:00:00+00:00')")
    conn.execute("COMMIT")
    columns = [r[1] for r in conn.execute("PRAGMA table_info(customers)")]
    assert "address" not in columns
    conn.close()
    return len(entries)


def test_a_version_7_cache_is_migrated_in_place(tmp_path: Path) -> None:
    path = tmp_path / "kept.ledger.sqlite3"
    count = version_7_cache(path)
    store = LedgerStore(path)
    conn = store.connection
    assert store.moved_aside is None, "a version-7 cache is kept, not rebuilt"
    assert conn.execute("PRAGMA user_version").fetchone()[0] == SCHEMA_VERSION == 8
    assert conn.execute("SELECT count(*) FROM entries").fetchone()[0] == count
    assert_totals_match_lines(conn)
    # The next sync is a full one: it reads every document's currency again.
    assert get_meta(conn, "last_full") is None
    assert conn.execute("SELECT count(*) FROM currencies").fetchone()[0] == 0
    assert conn.execute("SELECT count(*) FROM places").fetchone()[0] == 0
    customer = store.books().customers()[1]
    assert (customer.name, customer.address, customer.due_days) == ("Acme", "", 0)

    # The migrated cache has the schema a new one has.
    fresh = LedgerStore(tmp_path / "fresh.ledger.sqlite3")
    schema = "SELECT type, name, sql FROM sqlite_master WHERE name NOT LIKE 'sqlite_%'"
    assert set(conn.execute(schema)) == set(fresh.connection.execute(schema))
    fresh.close()

    # What the sync then writes lands in the new columns and tables.
    with store.transaction() as c:
        replace_table(
            c, "customers", [(1, "C1", "Acme", None, None, None, 1, "1 Nile St, Cairo", 30)]
        )
        write_currencies(c, [(2, "USD", "US Dollar")])
        dollars = document(100, "2026-11-02", "250", rate="48.5")
        write_entries(c, [replace(dollars, currency_id=2)], "new")
    customer = store.books().customers()[1]
    assert (customer.address, customer.due_days) == ("1 Nile St, Cairo", 30)
    ledger = general_ledger(store.books(), CASH, date(2026, 11, 1), date(2026, 11, 30))
    dollar_line = next(line for line in ledger.lines if line.document_code == "JE-100")
    assert (dollar_line.currency, dollar_line.currency_amount) == ("USD", Decimal(250))
    assert dollar_line.debit == Decimal("12125")
    # Cash has pound lines too: its balance is in pounds only.
    row = next(r for r in cash_position(store.books(), date(2026, 12, 31), None, None).rows)
    assert (row.currency, row.currency_balance) == ("", None)
    store.close()


def test_a_new_cache_opens_at_schema_8(tmp_path: Path) -> None:
    store = LedgerStore(tmp_path / "new.ledger.sqlite3")
    columns = {r[1] for r in store.connection.execute("PRAGMA table_info(customers)")}
    assert {"address", "due_days"} <= columns
    assert store.connection.execute("PRAGMA user_version").fetchone()[0] == 8
    store.close()
