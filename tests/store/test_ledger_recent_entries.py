"""The ledger cache's documents as the journal-entry list shows them offline: newest
first, at most ``limit``, with the list's own filters, each with its total debit in its
own currency."""

from __future__ import annotations

from collections.abc import Iterator
from decimal import Decimal
from pathlib import Path
from typing import Any

import pytest

from app.store.ledger import LedgerStore, write_currencies, write_entries
from app.store.transactions import immediate_transaction
from app.sync.ledger import entry_row


def wire(
    entry_id: int, day: str, *, posted: bool = False, rate: str = "1", **more: Any
) -> dict[str, Any]:
    """A document as the API lists it: 100 (document currency) against account 1/2."""
    amount = Decimal(more.pop("amount", "100"))
    return {
        "id": entry_id,
        "documentCode": more.pop("code", f"JE-{entry_id:04}"),
        "documentType": "JE",
        "documentDate": f"{day}T09:00:00",
        "isPosted": posted,
        "exchangeRate": Decimal(rate),
        "paperNumber": more.pop("paper", None),
        "accountingDocumentDetails": [
            {
                "id": entry_id * 10 + 1,
                "account": {"id": 1},
                "amount": amount,
                "amountStatus": "Debit",
                "customer": more.pop("customer", None),
            },
            {
                "id": entry_id * 10 + 2,
                "account": {"id": 2},
                "amount": amount,
                "amountStatus": "Credit",
            },
        ],
    }


@pytest.fixture
def store(tmp_path: Path) -> Iterator[LedgerStore]:
    ledger = LedgerStore(tmp_path / "p.ledger.sqlite3")
    documents = [
        wire(1, "2026-01-05", posted=True),
        wire(2, "2026-03-01", paper="INV-77", customer={"id": 9}),
        wire(3, "2026-02-10", rate="50", amount="12.5"),
        wire(4, "2026-03-01", code="CI-0001"),
    ]
    with immediate_transaction(ledger.connection):
        write_entries(ledger.connection, [entry_row(d) for d in documents], "s")
    yield ledger
    ledger.close()


def ids(store: LedgerStore, **filters: Any) -> list[int]:
    return [e.id for e in store.books().recent_entries(limit=filters.pop("limit", 10), **filters)]


def test_newest_first_and_at_most_the_limit(store: LedgerStore) -> None:
    assert ids(store) == [4, 2, 3, 1]  # same day: the later id first
    assert ids(store, limit=2) == [4, 2]


def test_the_lists_filters(store: LedgerStore) -> None:
    assert ids(store, day_from="2026-02-01", day_to="2026-02-28") == [3]
    assert ids(store, posted_only=True) == [1]
    assert ids(store, code="ci-") == [4]
    assert ids(store, paper_number="inv") == [2]
    assert ids(store, customer_id=9) == [2]
    assert ids(store, account_id=2) == [4, 2, 3, 1]
    assert ids(store, account_id=5) == []


def test_the_total_debit_is_in_the_documents_own_currency(store: LedgerStore) -> None:
    totals = {e.id: e.total_debit for e in store.books().recent_entries(limit=10)}
    assert totals[3] == Decimal("12.5")  # not 625, its value in the system currency
    assert totals[1] == Decimal(100)


def test_a_document_in_another_currency_says_which(tmp_path: Path) -> None:
    ledger = LedgerStore(tmp_path / "c.ledger.sqlite3")
    try:
        dollars = wire(5, "2026-03-02", rate="48.75", amount="6000")
        dollars["currency"] = {"id": 7, "code": "USD"}
        with immediate_transaction(ledger.connection):
            write_currencies(ledger.connection, [(7, "USD", "US Dollar")])
            write_entries(
                ledger.connection, [entry_row(dollars), entry_row(wire(6, "2026-03-03"))], "s"
            )
        found = {e.id: e for e in ledger.books().recent_entries(limit=10)}
        assert (found[5].currency_id, found[5].currency_code) == (7, "USD")
        assert found[5].total_debit == Decimal(6000)
        assert (found[6].currency_id, found[6].currency_code) == (None, "")
    finally:
        ledger.close()
