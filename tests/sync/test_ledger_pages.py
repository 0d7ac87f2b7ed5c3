"""A page of journal entries read from its JSON into the compact rows the ledger sync
keeps between the page and the write (``parse_entries_page``): every figure and reference
the cache needs, the suppliers the lines name, and the page's count."""

from __future__ import annotations

import json
from pathlib import Path

from app.store.ledger import LedgerStore
from app.store.transactions import immediate_transaction
from app.sync.ledger import _write_entries, parse_entries_page

PAGE = {
    "totalCount": 7,
    "pageSize": 2,
    "items": [
        {
            "id": 11,
            "documentCode": "JE-11",
            "documentType": "JE",
            "documentDate": "2026-11-03T00:00:00",
            "isPosted": True,
            "exchangeRate": 2.5,
            "accountingDocumentDetails": [
                {
                    "id": 101,
                    "account": {"id": 5, "code": "2100", "name": "Payables"},
                    "supplier": {"id": 9, "code": "S-9", "name": "Nile Paper"},
                    "amountStatus": "Credit",
                    "amount": 40.1,
                },
                {
                    "id": 102,
                    "account": {"id": 6, "code": "6100", "name": "Office"},
                    "amountStatus": "Debit",
                    "amount": 40.1,
                },
            ],
        },
        {"id": 12, "documentDate": None, "accountingDocumentDetails": []},
    ],
}


def test_a_page_becomes_rows_with_its_suppliers_and_count(tmp_path: Path) -> None:
    page = parse_entries_page(json.dumps(PAGE).encode())
    assert (page.total_count, page.page_size) == (7, 2)
    first, second = page.items
    assert (first.row.id, first.row.day, first.row.code, first.row.posted) == (
        11,
        "2026-11-03",
        "JE-11",
        True,
    )
    assert [(line.account_id, line.supplier_id, line.debit) for line in first.row.lines] == [
        (5, 9, False),
        (6, None, True),
    ]
    assert first.suppliers == ((9, "S-9", "Nile Paper"),)
    assert (second.row.day, second.row.lines, second.suppliers) == ("1900-01-01", (), ())

    store = LedgerStore(tmp_path / "ledger.sqlite3")
    try:
        with immediate_transaction(store.connection):
            assert _write_entries(store.connection, page.items, "stamp") == 2  # both new
        conn = store.connection
        assert conn.execute("SELECT id, code, name FROM suppliers").fetchall() == [
            (9, "S-9", "Nile Paper")
        ]
        # 40.10 at a rate of 2.5 is 100.25 in the system currency (micro-units).
        assert conn.execute(
            "SELECT id, supplier_id, debit, credit FROM lines ORDER BY id"
        ).fetchall() == [(101, 9, 0, 100_250_000), (102, None, 100_250_000, 0)]
    finally:
        store.close()


def test_a_body_that_is_no_page_is_an_empty_one() -> None:
    page = parse_entries_page(b"[]")
    assert (page.items, page.total_count) == ([], 0)
