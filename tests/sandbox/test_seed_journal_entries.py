"""``seed --journal-entries N``: balanced entries in bulk that the service's own rules read
back (the list, customer balances), and the command line's checks."""

from __future__ import annotations

from datetime import date, timedelta
from decimal import Decimal
from pathlib import Path

import httpx

from app.api.client import ApiClient
from app.sandbox.app import create_app
from app.sandbox.auth import ALL_SCOPES, create_api_user
from app.sandbox.db import Database
from app.sandbox.demo import create_demo_company
from app.sandbox.demo.journal import generate_journal_entries
from tests.sandbox.test_cli import sandbox
from tests.support.sandbox import Tenant


async def test_seeded_entries_are_listed_balanced_and_in_customer_balances(
    api: ApiClient, tenant: Tenant
) -> None:
    before = (await api.journal_entries.list(limit=1)).total_count
    customer = 3
    balance_before = await api.customers.balance(customer)
    with tenant.db.transaction() as conn:
        added = generate_journal_entries(conn, tenant.id, 400, years=1, today=date.today())
        seeded = Decimal(
            str(
                conn.execute(
                    "SELECT round(total(debit) - total(credit), 4) FROM ledger_lines AS l "
                    "JOIN documents AS d ON d.id = l.document_id "
                    "WHERE d.notes = 'seeded' AND l.customer_id = ?",
                    (customer,),
                ).fetchone()[0]
            )
        )
    assert added == 400
    page = await api.journal_entries.list(limit=1000)
    assert page.total_count == before + 400
    seeded_entries = [e for e in page.items if e.notes == "seeded"]
    assert len(seeded_entries) == 400
    assert all(
        len(e.accounting_document_details) == 3 and e.total_debit == e.total_credit
        for e in seeded_entries
    )
    days = sorted(e.document_date.date() for e in seeded_entries if e.document_date)
    assert days[-1] == date.today() and days[0] >= date.today() - timedelta(days=366)
    assert sum(1 for e in seeded_entries if not e.is_posted) == 20
    codes = {e.journal_entry_code for e in seeded_entries}
    assert len(codes) == 400
    assert (await api.customers.balance(customer)) == balance_before + seeded


def test_the_command_line_seeds_entries_and_refuses_bad_counts(tmp_path: Path) -> None:
    path = tmp_path / "s.sqlite3"
    database = Database(path)
    create_demo_company(database)
    database.close()
    out = sandbox("seed", "--db", str(path), "--journal-entries", "300", "--years", "0.5").stdout
    assert out.strip() == "added 0 stock items, 0 customers and 300 journal entries"
    database = Database(path)
    with database.transaction() as conn:
        count = conn.execute("SELECT count(*) FROM documents WHERE notes = 'seeded'").fetchone()[0]
    database.close()
    assert count == 300
    refused = sandbox(
        "seed", "--db", str(path), "--journal-entries", "5", "--years", "0", check=False
    )
    assert refused.returncode == 2 and refused.stderr.startswith("error: --years")


async def test_the_lists_count_follows_writes_from_another_connection(tmp_path: Path) -> None:
    """The list keeps its count between pages; seeding through another connection (the
    command line, while the server runs) must still show at once."""
    path = tmp_path / "s.sqlite3"
    database = Database(path)
    create_demo_company(database)
    with database.transaction() as conn:
        authorization = create_api_user(
            conn, tenant_id=1, name="t", scopes=[ALL_SCOPES]
        ).authorization
    client = httpx.AsyncClient(
        transport=httpx.ASGITransport(app=create_app(database, rate_limits=False)),
        base_url="http://sandbox.test",
    )

    async def total() -> int:
        answer = await client.get(
            "/v3/journal-entries",
            params={"isPostedOnly": "false", "limit": 1},
            headers={"Authorization": authorization},
        )
        return int(answer.json()["totalCount"])

    before = await total()
    assert await total() == before
    other = Database(path)
    with other.transaction() as conn:
        generate_journal_entries(conn, 1, 25, years=1)
    other.close()
    assert await total() == before + 25
    with database.transaction() as conn:
        generate_journal_entries(conn, 1, 5, years=1)
    assert await total() == before + 30
    await client.aclose()
    database.close()
