"""``backoffice report`` for the financial statements: the JSON keys the issue gives,
amounts rounded to the currency's decimals, the options of each, ``--layout FILE``, and bad
input as one line on stderr with exit 2."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from app import clock
from app.main import main
from tests.support.sandbox import Tenant


def run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    code = main(["report", *argv])
    captured = capsys.readouterr()
    return code, captured.out, captured.err


def where(url: str, tenant: Tenant, cache: Path) -> list[str]:
    return ["--server", url, "--token", tenant.authorization, "--cache", str(cache)]


def cents(value: float) -> bool:
    return round(value, 2) == value


def test_the_statements_print_the_documented_json(
    capsys: pytest.CaptureFixture[str], live_url: str, live_tenant: Tenant, tmp_path: Path
) -> None:
    target = where(live_url, live_tenant, tmp_path / "ledger.sqlite3")
    year = clock.today().year
    code, out, err = run(
        capsys,
        "profit-and-loss",
        *target,
        "--from",
        f"{year}-01-01",
        "--to",
        f"{year}-12-31",
        "--columns",
        "month",
        "--compare",
        "previous-year",
    )
    assert (code, err) == (0, "")
    pnl = json.loads(out)
    assert {"from", "to", "sections", "grossProfit", "netProfit"} <= set(pnl)
    sections = {s["section"]: s for s in pnl["sections"]}
    assert set(sections) == {"revenue", "cost-of-sales", "expenses", "other-income"}
    revenue = sections["revenue"]
    assert {"section", "rows", "total"} <= set(revenue)
    assert {"accountId", "code", "name", "amount"} <= set(revenue["rows"][0])
    assert len(revenue["rows"][0]["columns"]) == 12
    assert all(cents(r["amount"]) for s in pnl["sections"] for r in s["rows"])
    assert pnl["grossProfit"] == pytest.approx(
        revenue["total"] - sections["cost-of-sales"]["total"]
    )

    code, out, err = run(
        capsys,
        "balance-sheet",
        *target,
        "--as-of",
        f"{year}-12-31",
        "--compare-as-of",
        f"{year - 1}-12-31",
    )
    assert (code, err) == (0, "")
    sheet = json.loads(out)
    assert {
        "asOf",
        "assets",
        "liabilities",
        "equity",
        "totalAssets",
        "totalLiabilitiesAndEquity",
    } <= set(sheet)
    assert {"rows", "total"} <= set(sheet["assets"]) and {"rows", "total"} <= set(
        sheet["liabilities"]
    )
    assert {"rows", "currentYearProfit", "earlierYears", "total"} <= set(sheet["equity"])
    assert sheet["totalAssets"] == pytest.approx(sheet["totalLiabilitiesAndEquity"])
    assert sheet["equity"]["currentYearProfit"] == pytest.approx(pnl["netProfit"])

    code, out, err = run(
        capsys, "cash-flow", *target, "--from", "2000-01-01", "--to", f"{year}-12-31"
    )
    assert (code, err) == (0, "")
    flow = json.loads(out)
    assert {"from", "to", "opening", "rows", "transfers", "closing"} <= set(flow)
    assert {"section", "in", "out"} <= set(flow["rows"][0])
    code, out, err = run(capsys, "cash-position", *target, "--as-of", f"{year}-12-31")
    assert flow["closing"] == pytest.approx(json.loads(out)["total"])

    code, out, err = run(capsys, "recurring-templates", *target)
    assert (code, err) == (0, "")
    assert json.loads(out)["count"] >= 1

    # A layout file moves the operating expenses into cost of sales.
    layout = tmp_path / "layout.json"
    layout.write_text(
        json.dumps(
            {
                "format": "backoffice-statement-layout",
                "version": 1,
                "nodes": {"5201": "cost-of-sales"},
                "accounts": {},
            }
        ),
        encoding="utf-8",
    )
    code, out, err = run(
        capsys,
        "profit-and-loss",
        *target,
        "--from",
        f"{year}-01-01",
        "--to",
        f"{year}-12-31",
        "--layout",
        str(layout),
    )
    assert (code, err) == (0, "")
    moved = {s["section"]: s for s in json.loads(out)["sections"]}
    assert moved["expenses"]["total"] == 0
    assert moved["cost-of-sales"]["total"] == pytest.approx(
        sections["cost-of-sales"]["total"] + sections["expenses"]["total"]
    )
    assert json.loads(out)["netProfit"] == pytest.approx(pnl["netProfit"])


@pytest.mark.parametrize(
    ("argv", "says"),
    [
        (["profit-and-loss", "--demo", "--columns", "week"], "invalid choice: 'week'"),
        (["profit-and-loss", "--demo", "--compare", "last-decade"], "invalid choice"),
        (["balance-sheet", "--demo", "--compare-as-of", "2026-02-30"], "is not a date"),
        (["profit-and-loss", "--demo", "--layout", "/nowhere/layout.json"], "no such file"),
    ],
)
def test_bad_statement_options_are_one_line_exit_2(
    capsys: pytest.CaptureFixture[str], argv: list[str], says: str
) -> None:
    code, stdout, stderr = run(capsys, *argv)
    assert (code, stdout) == (2, "")
    assert stderr.count("\n") == 1 and says in stderr, stderr


def test_a_layout_file_that_is_no_layout_is_refused(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    bad = tmp_path / "layout.json"
    bad.write_text('{"format": "backoffice-statement-layout", "version": 1, "nodes": {"5": 3}}')
    code, stdout, stderr = run(capsys, "profit-and-loss", "--demo", "--layout", str(bad))
    assert (code, stdout) == (2, "")
    assert stderr.count("\n") == 1 and "is not a section" in stderr, stderr
