"""The ledger cache's amounts: a line's system-currency debit or credit is its amount times
its document's rate, and both are kept in micro-units rounded half to even."""

from __future__ import annotations

from decimal import Decimal
from pathlib import Path

import pytest

from app.store.ledger import EntryRow, LedgerStore, LineRow, from_micro, to_micro, write_entries


@pytest.mark.parametrize(
    ("value", "micro"),
    [
        (Decimal("0.0000005"), 0),  # half: to the even neighbour
        (Decimal("0.0000015"), 2),
        (Decimal("0.0000025"), 2),
        (Decimal("-0.0000025"), -2),
        (Decimal("0.00000251"), 3),
        (Decimal("-0.00000249"), -2),
        (Decimal("1234567.8912345"), 1234567891234),
        ("12.40", 12_400_000),
        (500, 500_000_000),
        (0.1, 100_000),
        (None, 0),
    ],
)
def test_a_value_in_micro_units_rounds_half_to_even(value: object, micro: int) -> None:
    assert to_micro(value) == micro  # type: ignore[arg-type]
    assert isinstance(to_micro(value), int)  # type: ignore[arg-type]


def document(entry_id: int, rate: str, *amounts: str) -> EntryRow:
    lines = tuple(
        LineRow(entry_id * 10 + n, 1 + n % 2, None, None, None, n % 2 == 0, Decimal(a), None)
        for n, a in enumerate(amounts)
    )
    return EntryRow(
        entry_id, f"JE-{entry_id}", None, "JE", "2026-03-01", True, Decimal(rate), None,
        None, None, False, False, None, lines,
    )  # fmt: skip


def test_lines_keep_their_amount_and_its_system_currency_value(tmp_path: Path) -> None:
    store = LedgerStore(tmp_path / "books.ledger.sqlite3")
    entries = [
        # The system currency, its rate written either way.
        document(1, "1", "0.0000025", "0.0000025"),
        document(2, "1.000", "10.0000035", "10.0000035"),
        # Another currency: 0.0000013 x 2.5 = 0.00000325 (3 micro), 0.0000015 x 2.5 =
        # 0.00000375 (4), 40.10 x 2.5 = 100.25; 7 x 0.3333335 = 2.3333345 (half: 2.333334).
        document(3, "2.5", "0.0000013", "0.0000015", "40.10"),
        document(4, "0.3333335", "7", "7"),
    ]
    with store.transaction() as conn:
        assert write_entries(conn, entries, "first") == 4
    lines = store.connection.execute(
        "SELECT entry_id, debit, credit, amount FROM lines ORDER BY entry_id, number"
    ).fetchall()
    assert lines == [
        (1, 2, 0, 2),
        (1, 0, 2, 2),
        (2, 10_000_004, 0, 10_000_004),
        (2, 0, 10_000_004, 10_000_004),
        (3, 3, 0, 1),
        (3, 0, 4, 2),
        (3, 100_250_000, 0, 40_100_000),
        (4, 2_333_334, 0, 7_000_000),
        (4, 0, 2_333_334, 7_000_000),
    ]
    totals = dict(store.connection.execute("SELECT id, total FROM entries").fetchall())
    assert totals == {1: 2, 2: 10_000_004, 3: 100_250_003, 4: 2_333_334}
    assert from_micro(totals[3]) == Decimal("100.250003")
    store.close()
