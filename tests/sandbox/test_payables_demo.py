"""The demo company's payables part (demo/payables.py), made on any day: suppliers' bills in
every ageing band, payments, an expense with input VAT in each of the last twelve months,
nothing dated after today and the books clean; on the 1st of a month and on 1 January
too (the clock pinned with time-machine)."""

from __future__ import annotations

from datetime import date, timedelta

import pytest
import time_machine

from app.sandbox.books import audit
from app.sandbox.db import Database
from app.sandbox.demo import create_demo_company
from app.sandbox.demo.payables import BILLS, PAYMENTS


@pytest.mark.parametrize("today", [date(2027, 1, 1), date(2026, 12, 1), date(2028, 2, 29)])
def test_bills_in_every_band_and_expenses_every_month(
    migrated_database: Database, today: date
) -> None:
    database = migrated_database.clone()
    try:
        with time_machine.travel(f"{today.isoformat()} 12:00:00+00:00", tick=False):
            tenant_id = create_demo_company(database)
        with database.transaction() as conn:
            papers = {bill.paper_number for bill in BILLS} | {p.paper_number for p in PAYMENTS}
            marks = ", ".join("?" * len(papers))
            dated = {
                str(row[0]): date.fromisoformat(str(row[1])[:10])
                for row in conn.execute(
                    f"SELECT paper_number, document_date FROM documents WHERE tenant_id = ? "
                    f"AND paper_number IN ({marks})",
                    (tenant_id, *papers),
                )
            }
            assert set(dated) == papers
            ages = [(today - dated[bill.paper_number]).days for bill in BILLS]
            assert min(ages) == 0  # a bill booked today, whatever the day
            for low, high in ((0, 30), (31, 60), (61, 90), (91, 10_000)):
                assert any(low <= age <= high for age in ages), (low, high)
            expenses = [
                date.fromisoformat(str(row[0])[:10])
                for row in conn.execute(
                    "SELECT d.document_date FROM documents AS d "
                    "JOIN ledger_lines AS l ON l.document_id = d.id "
                    "JOIN accounts AS a ON a.id = l.account_id "
                    "WHERE d.tenant_id = ? AND a.code IN ('520103', '520104')",
                    (tenant_id,),
                )
            ]
            recent = {day.strftime("%Y-%m") for day in expenses if day > today - timedelta(366)}
            month, year = today.month, today.year
            for _ in range(12):
                assert f"{year:04d}-{month:02d}" in recent
                month, year = (12, year - 1) if month == 1 else (month - 1, year)
            assert max(expenses) <= today and max(dated.values()) <= today
            input_vat = conn.execute(
                "SELECT total(l.debit) FROM ledger_lines AS l "
                "JOIN accounts AS a ON a.id = l.account_id "
                "WHERE l.tenant_id = ? AND a.type = 'PurchaseAddedTax'",
                (tenant_id,),
            ).fetchone()[0]
            assert input_vat > 0
            assert audit.ledger_findings(conn, tenant_id) == []
    finally:
        database.close()
