"""``backoffice report`` carries amounts in another currency: the trial balance's CSV gives
CIB - USD's closing in dollars a column pair of its own beside the pounds and its total
says EGP; the balance sheet's and the dollar supplier's statement's JSON carry the
currency and the amount in it. Expected figures come from the server's ledger lines."""

from __future__ import annotations

import csv
import io
import json
from decimal import Decimal
from pathlib import Path

import pytest

from app.main import main
from tests.support.sandbox import Tenant

CENT = Decimal("0.01")
USD_ACCOUNT = "110202"


def run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    code = main(["report", *argv])
    captured = capsys.readouterr()
    return code, captured.out, captured.err


def dollar_balance(tenant: Tenant, account_id: int) -> tuple[Decimal, Decimal]:
    """CIB - USD's balance on the server: in dollars (debit positive) and in pounds."""
    with tenant.db.transaction() as conn:
        dollars, pounds = conn.execute(
            "SELECT total(CASE WHEN l.debit > 0 THEN l.amount ELSE -l.amount END), "
            "total(l.debit - l.credit) FROM ledger_lines AS l "
            "JOIN documents AS d ON d.id = l.document_id "
            "WHERE l.account_id = ? AND d.is_recurring_template = 0",
            (account_id,),
        ).fetchone()
    return Decimal(str(dollars)).quantize(CENT), Decimal(str(pounds)).quantize(CENT)


def test_the_trial_balance_csv_and_the_statements_json_carry_the_dollars(
    capsys: pytest.CaptureFixture[str], live_url: str, live_tenant: Tenant, tmp_path: Path
) -> None:
    where = [
        "--server",
        live_url,
        "--token",
        live_tenant.authorization,
        "--cache",
        str(tmp_path / "ledger.sqlite3"),
    ]
    usd = live_tenant.account_id(USD_ACCOUNT)
    dollars, pounds = dollar_balance(live_tenant, usd)
    assert dollars

    code, out, err = run(
        capsys,
        "trial-balance",
        *where,
        "--from",
        "2000-01-01",
        "--to",
        "2099-12-31",
        "--format",
        "csv",
    )
    assert (code, err) == (0, "")
    rows = list(csv.reader(io.StringIO(out)))
    closing = rows[0].index("Closing")
    assert rows[0][closing + 1 : closing + 3] == ["Closing: currency", "Closing in that currency"]
    account = next(row for row in rows if row[0] == USD_ACCOUNT)
    assert account[closing + 1] == "USD"
    assert Decimal(account[closing + 2]) == dollars
    assert Decimal(account[closing]) == pounds
    assert rows[-1][1] == "Total in EGP"

    code, out, err = run(capsys, "balance-sheet", *where, "--as-of", "2099-12-31")
    assert (code, err) == (0, "")
    assets = json.loads(out)["assets"]["rows"]
    row = next(r for r in assets if r["accountId"] == usd)
    assert row["currency"] == "USD" and Decimal(str(row["amountInCurrency"])) == dollars

    with live_tenant.db.transaction() as conn:
        supplier = conn.execute(
            "SELECT id FROM suppliers WHERE tenant_id = ? AND code = 'SUP-001'",
            (live_tenant.id,),
        ).fetchone()[0]
    code, out, err = run(
        capsys, "supplier-statement", *where, "--supplier", str(supplier), "--from", "2000-01-01"
    )
    assert (code, err) == (0, "")
    lines = json.loads(out)["lines"]
    in_dollars = [line for line in lines if line.get("currency") == "USD"]
    assert len(in_dollars) == 2
    # Each dollar line's pounds are its dollars at the document's rate, the same for both.
    rates = {
        (
            Decimal(str(line["credit"] or line["debit"]))
            / abs(Decimal(str(line["amountInCurrency"])))
        )
        for line in in_dollars
    }
    assert rates == {Decimal("48.75")}
