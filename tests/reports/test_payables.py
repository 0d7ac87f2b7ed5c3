"""Payables: the supplier ageing and statement, on a hand-made cache (bands, oldest-first
settlement, posted only, dates after the as-of left out) and over the demo company (each
supplier's figures equal the server's own ledger lines; the ageing's total equals the
trade payables accounts), also after supplier documents are made, edited and deleted
through the API, old ones included, and the kept cache syncs."""

from __future__ import annotations

from collections.abc import Iterator
from datetime import date, timedelta
from decimal import Decimal
from pathlib import Path

import pytest

from app.api.client import ApiClient
from app.reports.payables import payables_ageing, supplier_statement
from app.reports.serialize import to_json
from app.store.ledger import EntryRow, LedgerStore, LineRow, write_entries, write_suppliers
from app.sync.ledger import LedgerSync
from tests.support.ledger_cache import assert_payables_agree
from tests.support.sandbox import Tenant

AS_OF = date(2026, 6, 30)
BANK, AP = 2, 5
NILE, DELTA = 20, 21
CENT = Decimal("0.01")


def bill(
    entry_id: int,
    days_before: int,
    amount: str,
    supplier: int,
    *,
    paid: bool = False,
    posted: bool = True,
) -> EntryRow:
    """A supplier's bill (AP credited) or, ``paid``, a payment to it (AP debited)."""
    return EntryRow(
        id=entry_id,
        code=f"JE-{entry_id}",
        journal_code=f"JE-{entry_id}",
        type="JE",
        day=(AS_OF - timedelta(days=days_before)).isoformat(),
        posted=posted,
        rate=Decimal(1),
        currency_id=None,
        paper_number=f"INV-{entry_id}",
        notes=f"Bill {entry_id}",
        is_system=False,
        is_template=False,
        related_code=None,
        lines=(
            LineRow(entry_id * 10, AP, None, supplier, None, paid, Decimal(amount), "bill"),
            LineRow(entry_id * 10 + 1, BANK, None, None, None, not paid, Decimal(amount), None),
        ),
    )


@pytest.fixture
def books_store(tmp_path: Path) -> Iterator[LedgerStore]:
    store = LedgerStore(tmp_path / "books.ledger.sqlite3")
    with store.transaction() as conn:
        write_suppliers(conn, [(NILE, "SUP-1", "Nile Paper"), (DELTA, "SUP-2", "Delta Ink")])
        write_entries(
            conn,
            [
                bill(1, 100, "1000", NILE),  # 90+
                bill(2, 75, "400", NILE),  # 61-90
                bill(3, 45, "300", NILE),  # 31-60
                bill(4, 10, "200", NILE),  # 0-30
                bill(5, 5, "1100", NILE, paid=True),  # settles the 1,000 and 100 of the 400
                bill(6, 20, "50.25", DELTA),
                bill(7, 3, "80", DELTA, posted=False),
                bill(8, -3, "999", DELTA),  # after the as-of date
            ],
            "stamp",
        )
    yield store
    store.close()


def test_payments_settle_the_oldest_bills_first(books_store: LedgerStore) -> None:
    report = payables_ageing(books_store.books(), AS_OF)
    rows = {row.supplier_id: row for row in report.rows}
    nile = rows[NILE]
    assert (nile.code, nile.name) == ("SUP-1", "Nile Paper")
    assert nile.buckets == (Decimal(200), Decimal(300), Decimal(300), Decimal(0))
    assert nile.balance == Decimal(800)
    assert nile.overdue == Decimal(600)
    assert rows[DELTA].balance == Decimal("130.25")
    assert report.total == Decimal("930.25")
    assert report.rows[0].supplier_id == NILE  # largest first
    posted = payables_ageing(books_store.books(), AS_OF, posted_only=True)
    assert {r.supplier_id: r.balance for r in posted.rows}[DELTA] == Decimal("50.25")


def test_a_payment_beyond_every_bill_stays_negative_in_the_newest_band(
    books_store: LedgerStore,
) -> None:
    with books_store.transaction() as conn:
        write_entries(conn, [bill(9, 1, "1000", NILE, paid=True)], "stamp")
    nile = {r.supplier_id: r for r in payables_ageing(books_store.books(), AS_OF).rows}[NILE]
    assert nile.balance == Decimal(-200)
    assert nile.buckets == (Decimal(-200), Decimal(0), Decimal(0), Decimal(0))


def test_the_statement_runs_the_balance_owed(books_store: LedgerStore) -> None:
    books = books_store.books()
    whole = supplier_statement(books, NILE, None, AS_OF)
    assert [line.row.balance for line in whole.lines] == [
        Decimal(1000),
        Decimal(1400),
        Decimal(1700),
        Decimal(1900),
        Decimal(800),
    ]
    assert whole.closing == Decimal(800)
    assert whole.lines[0].row.comments == "bill"
    assert whole.lines[0].paper_number == "INV-1" and whole.lines[0].notes == "Bill 1"
    part = supplier_statement(books, NILE, AS_OF - timedelta(days=50), AS_OF)
    assert part.opening == Decimal(1400)
    assert part.total_credit == Decimal(500) and part.total_debit == Decimal(1100)
    assert part.closing == Decimal(800)


def test_the_json_has_the_receivables_keys_with_supplier_ids(books_store: LedgerStore) -> None:
    ageing = to_json(payables_ageing(books_store.books(), AS_OF))
    assert set(ageing) >= {"asOf", "rows", "buckets", "total", "asOfSync"}
    assert ageing["rows"][0]["supplierId"] == NILE
    assert ageing["rows"][0]["buckets"] == {"0-30": 200, "31-60": 300, "61-90": 300, "90+": 0}
    statement = to_json(supplier_statement(books_store.books(), DELTA, None, None))
    assert statement["supplierId"] == DELTA
    assert statement["closing"] == 1129.25
    assert {"opening", "lines", "closing", "from", "to"} <= set(statement)


# -- over the demo company --------------------------------------------------------------------
async def test_the_demo_payables_equal_the_servers_books(
    client: ApiClient, tenant: Tenant, ledger: LedgerStore
) -> None:
    await LedgerSync(client, ledger).sync()
    ageing = payables_ageing(ledger.books(), date(9999, 12, 31))
    assert len(ageing.rows) >= 2, "the demo company owes several suppliers"
    assert_payables_agree(tenant, ledger)
