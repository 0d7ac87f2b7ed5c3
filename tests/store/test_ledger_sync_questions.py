"""The questions the sync and the report screens ask of the ledger cache, each a named
function of the store (no SQL outside it): where a customer's, an account's or a
supplier's lines begin, how many documents a span holds, what a re-read left unseen."""

from __future__ import annotations

from collections.abc import Iterator
from datetime import date
from pathlib import Path

import pytest

from app.store.ledger import (
    LedgerStore,
    day_after_count,
    delete_entry,
    earliest_entry_day,
    entry_count,
    unseen_entries_of_customer,
    window_start_day,
    write_entries,
)
from app.store.transactions import immediate_transaction
from app.sync.ledger import entry_row
from tests.store.test_ledger_recent_entries import wire


@pytest.fixture
def store(tmp_path: Path) -> Iterator[LedgerStore]:
    ledger = LedgerStore(tmp_path / "p.ledger.sqlite3")
    documents = [
        wire(1, "2026-01-05"),
        wire(2, "2026-03-01", customer={"id": 9}),
        wire(3, "2026-02-10", customer={"id": 9}),
        wire(4, "2026-03-01"),
    ]
    with immediate_transaction(ledger.connection):
        write_entries(ledger.connection, [entry_row(d) for d in documents], "s")
    yield ledger
    ledger.close()


def test_where_a_customers_or_an_accounts_lines_begin(store: LedgerStore) -> None:
    books = store.books()
    assert books.first_line_day(customer_id=9) == "2026-02-10"
    assert books.first_line_day(account_id=2) == "2026-01-05"
    assert books.first_line_day(customer_id=10) is None
    assert books.first_line_day(supplier_id=5, customer_id=9) is None  # the supplier's


def test_counts_and_the_first_day(store: LedgerStore) -> None:
    conn = store.connection
    assert entry_count(conn, None, date(2026, 12, 31)) == 4
    assert entry_count(conn, date(2026, 2, 1), date(2026, 2, 28)) == 1
    assert earliest_entry_day(conn) == date(2026, 1, 5)
    # The slice of two documents from 1 January reads whole up to the day before the third.
    assert day_after_count(conn, "2026-01-01", "2026-12-31", 2) == "2026-02-28"
    assert day_after_count(conn, "2026-01-01", "2026-12-31", 4) is None
    # The newest two documents are both of 1 March: the window starts on 11 February.
    assert window_start_day(conn, "entries", 2, date(2026, 12, 31)) == date(2026, 2, 11)
    assert window_start_day(conn, "entries", 4, date(2026, 12, 31)) is None
    with pytest.raises(ValueError, match="no trailing window"):
        window_start_day(conn, "entries; DROP TABLE lines", 2, date(2026, 12, 31))


def test_what_a_reread_left_unseen_is_dropped(store: LedgerStore) -> None:
    conn = store.connection
    with immediate_transaction(conn):
        write_entries(conn, [entry_row(wire(2, "2026-03-01", customer={"id": 9}))], "t")
    unseen = unseen_entries_of_customer(conn, "t", 9)
    assert unseen == [(3, "JE-0003")]
    with immediate_transaction(conn):
        delete_entry(conn, 3)
    assert unseen_entries_of_customer(conn, "t", 9) == []
    assert entry_count(conn, None, date(2026, 12, 31)) == 3
    assert store.books().first_line_day(customer_id=9) == "2026-03-01"
