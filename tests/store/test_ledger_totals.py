"""The ledger cache's totals tables (per account and day, per customer or supplier and day
or month) stay the sum of its lines through every way the cache changes them: documents
written, written again with other amounts, days, posted flags, accounts and parties, a line
moved to another document, documents deleted as unseen or one by one, a line updated in
place, and a cache of schema 5 (no totals) migrated in place; the reports over a migrated
cache are those over a cache written anew."""

from __future__ import annotations

import sqlite3
import threading
import zlib
from dataclasses import replace
from datetime import date, timedelta
from decimal import Decimal
from pathlib import Path

import pytest

from app.reports import receivables_ageing, trial_balance
from app.reports.engine import ageing_cuts
from app.reports.payables import payables_ageing
from app.reports.statements import Columns, balance_sheet, profit_and_loss
from app.store import ledger as ledger_module
from app.store.ledger import (
    SCHEMA,
    SCHEMA_VERSION,
    EntryRow,
    LedgerStore,
    LineRow,
    checksum,
    delete_entries_unseen,
    get_meta,
    replace_table,
    write_entries,
)
from tests.support.ledger_totals import assert_totals_match_lines

CASH, SALES, AR, AP, PURCHASES = 1, 2, 3, 4, 5
ACCOUNTS = [
    (CASH, "1101", "Cash", None, "Cash", 1),
    (SALES, "4101", "Sales", None, "Sales", 1),
    (AR, "1103", "Customers", None, "AccountsReceivable", 1),
    (AP, "2101", "Suppliers", None, "AccountsPayable", 1),
    (PURCHASES, "5101", "Purchases", None, "Purchase", 1),
]


def document(
    entry_id: int,
    day: str,
    amount: str,
    *,
    posted: bool = True,
    customer: int | None = None,
    supplier: int | None = None,
    rate: str = "1",
    first_line: int | None = None,
) -> EntryRow:
    """A sale to a customer (or cash sale), or a supplier's bill when ``supplier``."""
    base = first_line if first_line is not None else entry_id * 10
    value = Decimal(amount)
    if supplier is not None:
        lines = (
            LineRow(base, PURCHASES, None, None, None, True, value, None),
            LineRow(base + 1, AP, None, supplier, None, False, value, None),
        )
    else:
        lines = (
            LineRow(base, AR if customer else CASH, customer, None, None, True, value, None),
            LineRow(base + 1, SALES, None, None, None, False, value, None),
        )
    return EntryRow(
        entry_id, f"JE-{entry_id}", None, "JE", day, posted, Decimal(rate), None,
        None, None, False, False, None, lines,
    )  # fmt: skip


def history() -> list[EntryRow]:
    """Documents over two years, on several days of the same months, posted and not."""
    rows = []
    for number in range(1, 61):
        day = date(2025 + number % 2, 1 + number % 12, 1 + number % 27).isoformat()
        rows.append(
            document(
                number,
                day,
                f"{number * 37}.{number % 100:02d}",
                posted=number % 5 != 0,
                customer=None if number % 4 == 0 else 1 + number % 3,
                supplier=1 + number % 2 if number % 7 == 0 else None,
                rate="1" if number % 9 else "48.6523",
            )
        )
    return rows


def write(store: LedgerStore, entries: list[EntryRow], stamp: str) -> None:
    with store.transaction() as conn:
        write_entries(conn, entries, stamp)


def test_the_totals_follow_every_change_of_the_lines(tmp_path: Path) -> None:
    store = LedgerStore(tmp_path / "books.ledger.sqlite3")
    conn = store.connection
    with store.transaction() as c:
        replace_table(c, "accounts", ACCOUNTS)
    entries = history()
    write(store, entries, "first")
    assert_totals_match_lines(conn)

    # Written again, changed: another amount, another day (another month), unposted,
    # another customer, a customer line become a cash line, a sale become a bill.
    changed = [
        replace(document(3, "2026-04-04", "999.99", customer=2)),
        document(8, "2024-12-31", "10", customer=1),
        replace(entries[10], posted=not entries[10].posted),
        document(13, entries[12].day, "13.13", customer=None),
        document(14, entries[13].day, "14", supplier=2),
    ]
    write(store, changed, "second")
    assert_totals_match_lines(conn)

    # A line moves to another document: ``INSERT OR REPLACE`` deletes it from the first.
    moved = document(61, "2026-06-15", "61", customer=3, first_line=21)
    write(store, [moved], "third")
    assert conn.execute("SELECT count(*) FROM lines WHERE entry_id = 2").fetchone()[0] == 1
    assert_totals_match_lines(conn)

    # Deleted: unseen in a re-read range (the rolling re-read, the window), then all the
    # documents of a customer the run did not see, then one by one (the drift guard).
    with store.transaction() as c:
        delete_entries_unseen(c, "second", day_from="2025-03-01", day_to="2025-06-30")
    assert_totals_match_lines(conn)
    with store.transaction() as c:
        delete_entries_unseen(c, "first", customer_id=2)
    assert_totals_match_lines(conn)
    with store.transaction() as c:
        c.execute("DELETE FROM lines WHERE entry_id = ?", (20,))
        c.execute("DELETE FROM entries WHERE id = ?", (20,))
    assert_totals_match_lines(conn)

    # A line updated in place (no writer does today; the trigger keeps it right if one does).
    with store.transaction() as c:
        c.execute(
            "UPDATE lines SET day = '2027-01-01', customer_id = 3, supplier_id = 1, "
            "account_id = NULL, debit = debit + 5 WHERE id = (SELECT min(id) FROM lines)"
        )
    assert_totals_match_lines(conn)

    # A full rebuild writes everything again and deletes what it did not see.
    write(store, entries[:40], "full")
    with store.transaction() as c:
        delete_entries_unseen(c, "full")
    assert_totals_match_lines(conn)
    assert conn.execute("SELECT count(*) FROM entries").fetchone()[0] == 40
    store.close()


def version_5_cache(path: Path, entries: list[EntryRow]) -> None:
    """A cache as schema 5 wrote it: the same tables (in WAL mode), no totals and no
    triggers, CRC-32 fingerprints."""
    conn = sqlite3.connect(path, isolation_level=None)
    conn.execute("PRAGMA journal_mode=WAL")
    conn.executescript(f"BEGIN;\n{SCHEMA}\nPRAGMA user_version = 5;\nCOMMIT;")
    conn.execute("BEGIN")
    replace_table(conn, "accounts", ACCOUNTS)
    write_entries(conn, entries, "old")
    conn.execute("INSERT INTO meta VALUES ('last_full', '2026-11-30T08:00:00+00:00')")
    # Schema 5 fingerprinted a document with the CRC-32 of its text form.
    conn.executemany(
        "UPDATE entries SET checksum = ? WHERE id = ?",
        [(zlib.crc32(repr(entry).encode()), entry.id) for entry in entries],
    )
    conn.execute("COMMIT")
    names = {r[0] for r in conn.execute("SELECT name FROM sqlite_master")}
    assert "account_days" not in names and "work_orders" not in names
    conn.close()


def figures(store: LedgerStore) -> list[object]:
    books = store.books()
    as_of = date(2026, 11, 30)
    return [
        trial_balance(books, date(2026, 1, 1), date(2026, 12, 31)).rows,
        trial_balance(books, None, None, posted_only=True).rows,
        receivables_ageing(books, as_of).rows,
        payables_ageing(books, as_of).rows,
        balance_sheet(books, as_of).total_assets,
        profit_and_loss(books, date(2026, 1, 1), as_of, columns=Columns.MONTH).net_profit,
        books.customer_balances(),
    ]


def test_a_version_5_cache_is_migrated_in_place_with_its_totals(tmp_path: Path) -> None:
    entries = history()
    old_path = tmp_path / "old.ledger.sqlite3"
    version_5_cache(old_path, entries)
    migrated = LedgerStore(old_path)
    assert migrated.moved_aside is None, "a version-5 cache is kept, not rebuilt"
    version = migrated.connection.execute("PRAGMA user_version").fetchone()[0]
    assert version == SCHEMA_VERSION == 8
    # The work orders are not in a version-5 cache: the next sync must be a full one.
    assert migrated.connection.execute("SELECT count(*) FROM work_orders").fetchone()[0] == 0
    assert get_meta(migrated.connection, "last_full") is None
    assert migrated.connection.execute("SELECT count(*) FROM entries").fetchone()[0] == 60
    assert_totals_match_lines(migrated.connection)

    fresh = LedgerStore(tmp_path / "fresh.ledger.sqlite3")
    with fresh.transaction() as c:
        replace_table(c, "accounts", ACCOUNTS)
    write(fresh, entries, "new")
    assert figures(migrated) == figures(fresh)
    schema = "SELECT type, name, sql FROM sqlite_master WHERE name NOT LIKE 'sqlite_%'"
    assert set(migrated.connection.execute(schema)) == set(fresh.connection.execute(schema))

    # The next sync reads the same documents: none is written again (their schema-5
    # fingerprints match), they only get the new fingerprint.
    with migrated.transaction() as c:
        c.execute("UPDATE lines SET comments = 'kept'")
        assert write_entries(c, entries, "after migration") == 0
    kept = migrated.connection.execute("SELECT count(*) FROM lines WHERE comments = 'kept'")
    assert kept.fetchone()[0] == sum(len(e.lines) for e in entries)
    fingerprints = dict(migrated.connection.execute("SELECT id, checksum FROM entries"))
    assert fingerprints == {e.id: checksum(e) for e in entries}
    with migrated.transaction() as c:
        assert write_entries(c, [replace(entries[0], notes="changed")], "edited") == 1
    assert_totals_match_lines(migrated.connection)

    # The migrated cache keeps its totals through the next changes.
    write(migrated, [document(5, "2026-11-29", "5.55", customer=1)], "next")
    with migrated.transaction() as c:
        delete_entries_unseen(c, "next", day_from="2026-01-01")
    assert_totals_match_lines(migrated.connection)
    migrated.close()
    fresh.close()


def test_an_opener_waits_for_another_connection_rather_than_moving_the_cache_aside(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Another connection holds the write lock (as a second opener's migration does) for
    longer than the ordinary busy wait: the opener waits for it, then migrates, and never
    takes the locked file for a damaged one."""
    path = tmp_path / "old.ledger.sqlite3"
    version_5_cache(path, history())
    monkeypatch.setattr(ledger_module, "BUSY_TIMEOUT_MS", 50)
    holder = sqlite3.connect(path, isolation_level=None, check_same_thread=False)
    holder.execute("BEGIN IMMEDIATE")
    release = threading.Timer(0.6, lambda: holder.execute("COMMIT"))
    release.start()
    try:
        store = LedgerStore(path)
    finally:
        release.join()
        holder.close()
    assert store.moved_aside is None
    assert store.connection.execute("PRAGMA user_version").fetchone()[0] == SCHEMA_VERSION
    assert store.connection.execute("SELECT count(*) FROM entries").fetchone()[0] == 60
    assert_totals_match_lines(store.connection)
    store.close()


def ageing_from_lines(
    conn: sqlite3.Connection,
    party: str,
    settling: str,
    owed: str,
    as_of: date,
    posted_only: bool,
) -> dict[int, tuple[int, list[int]]]:
    """The ageing sums per party counted line by line in Python: what settles up to
    ``as_of``, what is owed in each band of ``ageing_cuts`` (newest first)."""
    cuts = [date.fromisoformat(cut) for cut in ageing_cuts(as_of)]
    sums: dict[int, tuple[int, list[int]]] = {}
    for party_id, day_text, posted, settles, owes in conn.execute(
        f"SELECT {party}, day, posted, {settling}, {owed} FROM lines WHERE {party} IS NOT NULL"
    ):
        day = date.fromisoformat(day_text)
        if day > as_of or (posted_only and not posted):
            continue
        band = next((index for index, cut in enumerate(cuts) if day >= cut), len(cuts))
        settled, bands = sums.setdefault(party_id, (0, [0] * (len(cuts) + 1)))
        bands[band] += owes
        sums[party_id] = (settled + settles, bands)
    return sums


def settlement(number: int, day: str) -> EntryRow:
    """A customer's payment into cash (odd numbers) or a payment to a supplier (even)."""
    amount = Decimal(number * 3)
    customer_pays = number % 2 == 1
    cash = LineRow(90_000 + number * 2, CASH, None, None, None, customer_pays, amount, None)
    party = LineRow(
        90_001 + number * 2,
        AR if customer_pays else AP,
        1 + number % 3 if customer_pays else None,
        None if customer_pays else 1 + number % 2,
        None,
        not customer_pays,
        amount,
        None,
    )
    return EntryRow(
        1000 + number, None, None, "JE", day, number % 4 != 0, Decimal(1), None,
        None, None, False, False, None, (cash, party),
    )  # fmt: skip


def nonzero(sums: dict[int, tuple[int, list[int]]]) -> dict[int, tuple[int, list[int]]]:
    return {k: v for k, v in sums.items() if v[0] or any(v[1])}


def test_the_ageing_sums_from_the_totals_are_those_of_the_lines_on_every_day(
    tmp_path: Path,
) -> None:
    """Every as-of day over five months (band edges on every day of the month, month ends,
    lines on the day after), posted only or not: the customers' and suppliers' sums from
    the totals tables are those counted from the lines."""
    store = LedgerStore(tmp_path / "ageing.ledger.sqlite3")
    with store.transaction() as c:
        replace_table(c, "accounts", ACCOUNTS)
    start = date(2026, 3, 1)
    entries = [
        document(
            number,
            (start + timedelta(days=number * 7 % 150)).isoformat(),
            f"{number * 13 % 900 + 1}.{number % 100:02d}",
            posted=number % 6 != 0,
            customer=1 + number % 3 if number % 5 else None,
            supplier=1 + number % 2 if number % 5 == 0 else None,
        )
        for number in range(1, 401)
    ]
    entries += [
        settlement(number, (start + timedelta(days=number * 11 % 150)).isoformat())
        for number in range(1, 81)
    ]
    write(store, entries, "ageing")
    books = store.books()
    conn = store.connection
    for offset in range(-3, 160):
        as_of = start + timedelta(days=offset)
        cuts = ageing_cuts(as_of)
        for posted_only in (False, True):
            customers = books.customer_ageing_sums(as_of.isoformat(), cuts, posted_only)
            expected = ageing_from_lines(conn, "customer_id", "credit", "debit", as_of, posted_only)
            assert nonzero(customers) == nonzero(expected), (as_of, posted_only)
            suppliers = books.supplier_ageing_sums(as_of.isoformat(), cuts, posted_only)
            expected = ageing_from_lines(conn, "supplier_id", "debit", "credit", as_of, posted_only)
            assert nonzero(suppliers) == nonzero(expected), (as_of, posted_only)
    store.close()
