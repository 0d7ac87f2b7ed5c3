"""The ledger cache's totals tables checked against its lines: every row of
``account_days``, ``party_days`` and ``party_months`` summed again here, in Python, from
the lines one by one (not with the SQL that fills them), so that a trigger that misses a
change, or a migration that fills them wrong, shows as a difference."""

from __future__ import annotations

import sqlite3
from collections import defaultdict

Key = tuple[object, ...]
Sums = dict[Key, tuple[int, int, int]]


def totals_from_lines(conn: sqlite3.Connection) -> dict[str, Sums]:
    """What each totals table must hold: (debit, credit, line count) per key."""
    tables: dict[str, defaultdict[Key, list[int]]] = {
        name: defaultdict(lambda: [0, 0, 0])
        for name in ("account_days", "party_days", "party_months")
    }
    for account_id, customer_id, supplier_id, day, posted, debit, credit in conn.execute(
        "SELECT account_id, customer_id, supplier_id, day, posted, debit, credit FROM lines"
    ):
        keys: list[tuple[str, Key]] = []
        if account_id is not None:
            keys.append(("account_days", (account_id, day, posted)))
        for kind, party in ((0, customer_id), (1, supplier_id)):
            if party is not None:
                keys.append(("party_days", (kind, day, party, posted)))
                keys.append(("party_months", (kind, party, day[:7], posted)))
        for table, key in keys:
            row = tables[table][key]
            row[0] += debit
            row[1] += credit
            row[2] += 1
    return {
        table: {key: (row[0], row[1], row[2]) for key, row in rows.items()}
        for table, rows in tables.items()
    }


def totals_kept(conn: sqlite3.Connection) -> dict[str, Sums]:
    """What the totals tables hold."""
    queries = {
        "account_days": "SELECT account_id, day, posted, debit, credit, lines FROM account_days",
        "party_days": "SELECT kind, day, party_id, posted, debit, credit, lines FROM party_days",
        "party_months": (
            "SELECT kind, party_id, month, posted, debit, credit, lines FROM party_months"
        ),
    }
    return {
        table: {tuple(row[:-3]): (row[-3], row[-2], row[-1]) for row in conn.execute(query)}
        for table, query in queries.items()
    }


def assert_totals_match_lines(conn: sqlite3.Connection) -> None:
    """Every totals table equals the sum of the lines, row for row (no row left over for
    a key whose lines are gone)."""
    expected = totals_from_lines(conn)
    kept = totals_kept(conn)
    for table, rows in expected.items():
        assert kept[table] == rows, table
    assert any(expected.values()), "the check needs lines to compare"
