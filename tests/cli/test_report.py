"""``backoffice report``: every report as JSON with the keys README documents, CSV, XLSX and
PDF files, a second run on the same cache, and every exit code with one line on stderr."""

from __future__ import annotations

import csv
import io
import json
import os
import subprocess
import sys
from datetime import UTC, datetime
from decimal import Decimal
from pathlib import Path

import pytest
from openpyxl import load_workbook

from app.cli.report import parse_request
from app.cli.target import TargetError
from app.main import main
from app.models.auth import TokenKind
from app.store.instance import InstanceLock
from app.store.ledger import ledger_path
from app.store.local import profile_file_name
from app.store.paths import HOME_VARIABLE, AppPaths
from app.store.profiles import Profile, ProfileStore
from app.store.secrets import TokenVault
from app.viewmodels.shell.navigation import REPORT_NAMES
from tests.support.fake_server import unused_port_url
from tests.support.pdf import pdf_text, tools_present
from tests.support.python_script import last_line_of
from tests.support.sandbox import Tenant

KEYS = {
    "trial-balance": {"from", "to", "rows", "totals"},
    "ledger": {"from", "to", "opening", "lines", "closing", "accountId"},
    "customer-statement": {"from", "to", "opening", "lines", "closing", "customerId"},
    "receivables-ageing": {"asOf", "rows", "total"},
    "cash-position": {"asOf", "rows", "total"},
    "stock-valuation": {"asOf", "rows", "total"},
    "sales-summary": {"from", "to", "months", "total"},
    "unposted": {"rows", "count"},
    "payables-ageing": {"asOf", "rows", "buckets", "total"},
    "supplier-statement": {"from", "to", "opening", "lines", "closing", "supplierId"},
    "vat-return": {"from", "to", "output", "input", "net"},
    "orders": {"from", "to", "rows", "total"},
    "gross-profit": {"from", "to", "by", "rows", "total", "booksRevenue"},
}
ROW_KEYS = {
    "trial-balance": {"accountId", "code", "name", "type", "opening", "debit", "credit", "closing"},
    "receivables-ageing": {
        "customerId",
        "code",
        "name",
        "balance",
        "buckets",
        "creditLimit",
        "overCreditLimit",
    },
    "cash-position": {"accountId", "code", "name", "type", "balance"},
    "stock-valuation": {"warehouseId", "stockItemId", "code", "quantity", "unitCost", "value"},
    "unposted": {"code", "date", "documentType", "amount"},
    "payables-ageing": {"supplierId", "code", "name", "balance", "buckets"},
    "vat-return": {"rate", "base", "tax"},
    "orders": {"status", "orders", "net", "tax"},
    "gross-profit": {"key", "name", "revenue", "cost", "grossProfit", "margin"},
}


def run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    code = main(["report", *argv])
    captured = capsys.readouterr()
    return code, captured.out, captured.err


def server(url: str, tenant: Tenant, cache: Path) -> list[str]:
    return ["--server", url, "--token", tenant.authorization, "--cache", str(cache)]


def test_every_report_prints_json_with_the_documented_keys(
    capsys: pytest.CaptureFixture[str], live_url: str, live_tenant: Tenant, tmp_path: Path
) -> None:
    where = server(live_url, live_tenant, tmp_path / "ledger.sqlite3")
    code, out, err = run(capsys, "trial-balance", *where, "--from", "2000-01-01")
    assert (code, err) == (0, "")
    trial = json.loads(out)
    assert trial["totals"]["debit"] == pytest.approx(trial["totals"]["credit"])
    account = trial["rows"][0]["accountId"]
    code, out, _ = run(capsys, "receivables-ageing", *where)
    debtor = json.loads(out)["rows"][0]["customerId"]
    code, out, _ = run(capsys, "payables-ageing", *where)
    creditor = json.loads(out)["rows"][0]["supplierId"]
    extra = {
        "ledger": ["--account", str(account)],
        "customer-statement": ["--customer", str(debtor)],
        "supplier-statement": ["--supplier", str(creditor)],
    }
    for name in REPORT_NAMES:  # the second and later runs sync the same cache incrementally
        if name not in KEYS:
            continue  # the statements: tests/cli/test_report_statements.py
        code, out, err = run(capsys, name, *where, "--from", "2000-01-01", *extra.get(name, []))
        assert (code, err) == (0, ""), name
        body = json.loads(out)
        assert KEYS[name] <= set(body), name
        rows = body.get("rows") or body.get("lines") or body.get("months") or body.get("output")
        assert rows, name
        if name in ROW_KEYS:
            assert ROW_KEYS[name] <= set(rows[0]), name
        if name in ("ledger", "customer-statement", "supplier-statement"):
            assert {"date", "documentCode", "documentType", "debit", "credit", "balance"} <= set(
                rows[0]
            )
        if name == "receivables-ageing":
            assert set(rows[0]["buckets"]) == {"0-30", "31-60", "61-90", "90+"}
            assert all(row["balance"] != 0 for row in rows)
            assert isinstance(body["total"], int | float)
        if name == "sales-summary":
            assert {"month", "documents", "net", "tax"} <= set(rows[0])
            assert {"net", "tax"} <= set(body["total"])
            assert {"customerId", "name", "net"} <= set(body["customers"][0])
    code, out, _ = run(capsys, "gross-profit", *where, "--from", "2000-01-01", "--by", "month")
    body = json.loads(out)
    assert body["by"] == "month" and {r["key"][:2] for r in body["rows"]} <= {"19", "20"}


def test_csv_xlsx_and_pdf(
    capsys: pytest.CaptureFixture[str], live_url: str, live_tenant: Tenant, tmp_path: Path
) -> None:
    where = server(live_url, live_tenant, tmp_path / "ledger.sqlite3")
    code, out, err = run(capsys, "cash-position", *where, "--format", "csv")
    assert (code, err) == (0, "")
    rows = list(csv.reader(io.StringIO(out)))
    # The demo keeps CIB - USD in dollars: the total says its currency, and the
    # account's balance in dollars has a column pair of its own beside the pounds.
    assert rows[0][:2] == ["Code", "Account"] and rows[-1][1] == "Total in EGP"
    balance = rows[0].index("Balance")
    Decimal(rows[-1][balance])  # a plain number: ASCII digits, a dot, no grouping
    assert rows[0][balance + 1 :] == ["Balance: currency", "Balance in that currency"]
    dollars = next(row for row in rows if row[0] == "110202")
    assert dollars[balance + 1] == "USD" and Decimal(dollars[balance + 2]) > 0
    target = tmp_path / "ageing.xlsx"
    code, out, err = run(
        capsys, "receivables-ageing", *where, "--format", "xlsx", "--out", str(target)
    )
    assert (code, out, err) == (0, "", "")
    sheet = load_workbook(target).active
    values = list(sheet.iter_rows(values_only=True))
    # Title rows above the table (a --server run names no company: never the address).
    titles = {row[0]: row[1] for row in values[:5] if row[0]}
    assert titles["Report"] == "Receivables ageing" and "Company" not in titles
    values = values[next(i for i, row in enumerate(values) if row[2] == "Balance") :]
    assert values[0][2] == "Balance"
    assert all(isinstance(row[2], int | float) for row in values[1:])
    pdf = tmp_path / "tb.pdf"
    code, out, err = run(capsys, "trial-balance", *where, "--format", "pdf", "--out", str(pdf))
    assert (code, err) == (0, "")
    assert pdf.read_bytes().startswith(b"%PDF")
    if tools_present():
        text = pdf_text(pdf)
        assert "Trial balance" in text and "Page 1 of" in text


def test_an_arabic_report_is_in_arabic_words_and_digits_and_leaves_the_app_english(
    capsys: pytest.CaptureFixture[str], live_url: str, live_tenant: Tenant, tmp_path: Path
) -> None:
    """``--language ar``: the CSV's headings and the PDF's title and figures are Arabic (the
    digits Arabic-Indic, as the app's Arabic print); the caller's application speaks
    English again afterwards (the catalogue and locale are put back)."""
    from PySide6.QtCore import QCoreApplication, QLocale

    where = server(live_url, live_tenant, tmp_path / "ledger.sqlite3")
    code, out, err = run(capsys, "cash-position", *where, "--format", "csv", "--language", "ar")
    assert (code, err) == (0, "")
    rows = list(csv.reader(io.StringIO(out)))
    assert rows[0][:2] == ["الكود", "الحساب"]
    Decimal(rows[-1][rows[0].index("الرصيد")])  # amounts stay plain numbers a sheet reads
    # Each account under its chart's Arabic name, as the server's own table holds it.
    with live_tenant.db.transaction() as conn:
        arabic = dict(
            conn.execute(
                "SELECT code, other_lang_name FROM accounts WHERE tenant_id = ?"
                " AND other_lang_name <> ''",
                (live_tenant.id,),
            ).fetchall()
        )
    named = [row for row in rows[1:] if row[0] in arabic]
    assert named and all(row[1] == arabic[row[0]] for row in named)
    pdf = tmp_path / "tb-ar.pdf"
    options = ["--format", "pdf", "--out", str(pdf), "--language", "ar"]
    code, _, err = run(capsys, "trial-balance", *where, *options)
    assert (code, err) == (0, "")
    if tools_present():
        text = pdf_text(pdf)
        assert "ميزان المراجعة" in text and "Trial balance" not in text
        assert any("\u0660" <= character <= "\u0669" for character in text)
    assert QCoreApplication.translate("Reports", "Trial balance") == "Trial balance"
    assert QLocale().language() != QLocale.Language.Arabic
    code, out, _ = run(capsys, "cash-position", *where, "--format", "csv")
    assert next(csv.reader(io.StringIO(out)))[:2] == ["Code", "Account"]


@pytest.mark.parametrize(
    ("argv", "says"),
    [
        (["balance-sheets", "--demo"], "unknown report 'balance-sheets'"),
        (["trial-balance", "--demo", "--from", "2026-13-45"], "--from '2026-13-45' is not a date"),
        (["ledger", "--demo"], "ledger needs --account ID"),
        (["customer-statement", "--demo", "--customer", "abc"], "--customer 'abc' is not an id"),
        (["supplier-statement", "--demo"], "supplier-statement needs --supplier ID"),
        (["stock-valuation", "--demo", "--as-of", "2025-06-30"], "as of the last sync only"),
        (["supplier-statement", "--demo", "--supplier", "-3"], "--supplier '-3' is not an id"),
        (["trial-balance", "--demo", "--format", "xlsx"], "--format xlsx needs --out FILE"),
        (["trial-balance", "--demo", "--format", "html"], "invalid choice: 'html'"),
        (["gross-profit", "--demo", "--by", "warehouse"], "invalid choice: 'warehouse'"),
        (["trial-balance"], "give exactly one of --demo"),
        (["trial-balance", "--demo", "--from", "2026-05-01", "--to", "2026-04-01"], "is after"),
    ],
)
def test_bad_input_is_one_line_exit_2_and_nothing_written(
    capsys: pytest.CaptureFixture[str], tmp_path: Path, argv: list[str], says: str
) -> None:
    folder = tmp_path / "out"
    folder.mkdir()
    out = folder / "report.out"
    asked = argv if "--format" in argv and "xlsx" in argv else [*argv, "--out", str(out)]
    code, stdout, stderr = run(capsys, *asked)
    assert code == 2
    assert stdout == ""
    assert stderr.count("\n") == 1 and says in stderr, stderr
    assert not out.exists() and list(folder.iterdir()) == []


def test_the_defaults_are_this_month_and_today() -> None:
    request, _ = parse_request(["sales-summary", "--demo"])
    assert request.parameters.date_from.day == 1
    assert request.parameters.date_to.month == request.parameters.date_from.month
    assert request.format == "json" and request.out is None
    with pytest.raises(TargetError):
        parse_request(["ledger", "--demo", "--account", "0"])


def test_a_refused_token_is_exit_3(
    capsys: pytest.CaptureFixture[str], live_url: str, tmp_path: Path
) -> None:
    folder = tmp_path / "out"
    folder.mkdir()
    refused = ["--server", live_url, "--token", "Bearer wrong"]
    code, out, err = run(capsys, "unposted", *refused, "--out", str(folder / "u.json"))
    assert (code, out) == (3, "")
    assert "refused the token" in err and err.count("\n") == 1
    assert list(folder.iterdir()) == []


def test_unreachable_is_exit_4_without_a_cache_and_offline_from_one(
    capsys: pytest.CaptureFixture[str], live_url: str, live_tenant: Tenant, tmp_path: Path
) -> None:
    cache = tmp_path / "ledger.sqlite3"
    nowhere = ["--server", "http://127.0.0.1:9", "--token", "Bearer x", "--cache", str(cache)]
    code, out, err = run(capsys, "unposted", *nowhere)
    assert (code, out) == (4, "") and "cannot reach" in err and err.count("\n") == 1
    assert not cache.exists()
    code, online, err = run(capsys, "unposted", *server(live_url, live_tenant, cache))
    assert (code, err) == (0, "") and json.loads(online)["offline"] is False
    synced = json.loads(online)["asOfSync"]
    code, offline, err = run(capsys, "unposted", *nowhere)
    assert code == 0
    when = datetime.fromisoformat(synced).astimezone(UTC)
    assert err == (
        "backoffice report: http://127.0.0.1:9/v3 cannot be reached; "
        f"reporting from the cache of {when:%Y-%m-%d %H:%M} UTC\n"
    )
    body = json.loads(offline)
    assert body["offline"] is True and body["count"] == json.loads(online)["count"]
    assert body["asOfSync"] == synced


def test_unreachable_whole_process_exits_0_with_one_line_and_offline_true(
    capsys: pytest.CaptureFixture[str], live_url: str, live_tenant: Tenant, tmp_path: Path
) -> None:
    """Issue 31's test, as a person runs it: a fresh process, a kept cache, a server that
    refuses the connection (a port nothing listens on) and one whose name does not
    resolve. Nothing but the report and the one line: no retries' wait, no traceback of a
    request nobody awaited. (Its time is a figure of tests/benchmarks/bench_runner.py.)"""
    cache = tmp_path / "kept.ledger.sqlite3"
    code, online, _ = run(
        capsys, "trial-balance", *server(live_url, live_tenant, cache), "--from", "2000-01-01"
    )
    assert code == 0
    env = {**os.environ, HOME_VARIABLE: str(tmp_path / "home")}
    report = [sys.executable, "-m", "app", "report", "trial-balance"]
    options = ["--token", "Bearer x", "--cache", str(cache), "--from", "2000-01-01"]
    for address in (unused_port_url(), "http://no-such-host.invalid"):
        done = subprocess.run(
            [*report, "--server", address, *options],
            capture_output=True,
            text=True,
            env=env,
            timeout=60,
            check=False,
        )
        assert done.returncode == 0, done.stderr
        assert len(done.stderr.splitlines()) == 1, done.stderr
        assert done.stderr.startswith(f"backoffice report: {address}/v3 cannot be reached;")
        assert "reporting from the cache of" in done.stderr
        body = json.loads(done.stdout)
        assert body["offline"] is True
        assert body["totals"] == json.loads(online)["totals"]


@pytest.mark.skipif(not tools_present(), reason="needs pdftotext and pdftoppm (poppler-utils)")
def test_an_offline_pdf_says_so_and_carries_the_company_name_not_the_address(
    capsys: pytest.CaptureFixture[str], live_url: str, live_tenant: Tenant, tmp_path: Path
) -> None:
    cache = tmp_path / "kept.ledger.sqlite3"
    code, _, _ = run(capsys, "trial-balance", *server(live_url, live_tenant, cache))
    assert code == 0
    company = tmp_path / "company.json"
    company.write_text(json.dumps({"name": "Delta Spares Ltd."}), encoding="utf-8")
    address = unused_port_url()
    nowhere = ["--server", address, "--token", "Bearer x", "--cache", str(cache)]
    pdf = tmp_path / "offline.pdf"
    options = ["--format", "pdf", "--out", str(pdf), "--company", str(company)]
    code, out, err = run(capsys, "trial-balance", *nowhere, *options)
    assert (code, out) == (0, "") and "reporting from the cache of" in err
    text = pdf_text(pdf)
    assert "Delta Spares Ltd." in text
    assert "offline, from the cache" in text
    assert address.split("//")[1] not in text and "127.0.0.1" not in text
    page = tmp_path / "page"
    subprocess.run(["pdftoppm", "-png", "-r", "60", "-f", "1", "-l", "1", str(pdf), str(page)])
    shots = Path("tests/artifacts/screenshots")
    shots.mkdir(parents=True, exist_ok=True)
    (shots / "report_offline_pdf.png").write_bytes(next(tmp_path.glob("page*.png")).read_bytes())
    # Without --company a --server target has no company's name: the header has none,
    # and never the server's address.
    code, _, _ = run(capsys, "trial-balance", *nowhere, "--format", "pdf", "--out", str(pdf))
    assert code == 0 and "127.0.0.1" not in pdf_text(pdf)
    # A --company file that cannot be read is bad input, said before anything is asked.
    code, out, err = run(capsys, "trial-balance", *nowhere, "--company", str(tmp_path / "no"))
    assert (code, out) == (2, "") and err.startswith("backoffice report: --company ")


LOADED_AFTER_A_REPORT = """
import json, sys
from app.main import main
code = main(sys.argv[1:])
heavy = sorted({m.split(".")[0] for m in sys.modules} & {"PySide6", "shiboken6", "fastapi",
    "starlette", "uvicorn", "openpyxl"})
print(json.dumps([code, heavy]))
"""


def test_a_json_report_starts_without_qt_or_the_sandbox(
    capsys: pytest.CaptureFixture[str], live_url: str, live_tenant: Tenant, tmp_path: Path
) -> None:
    """The runner's own start kept lean: a JSON report (here from a kept cache, the server
    gone) loads no Qt, no widgets, no FastAPI; only a PDF needs Qt."""
    cache = tmp_path / "kept.ledger.sqlite3"
    code, _, _ = run(capsys, "trial-balance", *server(live_url, live_tenant, cache))
    assert code == 0
    out = tmp_path / "tb.json"
    line = last_line_of(
        LOADED_AFTER_A_REPORT,
        *["report", "trial-balance", "--server", unused_port_url(), "--token", "Bearer x"],
        *["--cache", str(cache), "--out", str(out)],
    )
    assert json.loads(line) == [0, []]
    assert json.loads(out.read_text(encoding="utf-8"))["offline"] is True


def test_a_saved_profile_reports_from_its_own_cache(
    capsys: pytest.CaptureFixture[str], home: Path, live_url: str, live_tenant: Tenant
) -> None:
    paths = AppPaths.resolve(home)
    profiles = ProfileStore(paths.app_database)
    profile = Profile.new_server("Head office", live_url, TokenKind.SERVICE, None)
    profiles.save(profile)
    profiles.close()
    TokenVault().store(profile.id, live_tenant.authorization)
    code, out, err = run(capsys, "cash-position", "--profile", "Head office")
    assert (code, err) == (0, "")
    cache = ledger_path(paths.profile_stores / profile_file_name(profile.id))
    assert cache.exists()  # the same file the app's reports read
    assert json.loads(out)["rows"]


def test_python_dash_m_app_report(tmp_path: Path) -> None:
    env = {**os.environ, HOME_VARIABLE: str(tmp_path / "home")}
    done = subprocess.run(
        [sys.executable, "-m", "app", "report", "ledger", "--demo"],
        capture_output=True,
        text=True,
        env=env,
        timeout=60,
        check=False,
    )
    assert done.returncode == 2
    assert done.stdout == ""
    assert done.stderr == "backoffice report: ledger needs --account ID\n"


def test_beside_a_running_app_the_report_works_on_a_snapshot(
    capsys: pytest.CaptureFixture[str], home: Path, live_url: str, live_tenant: Tenant
) -> None:
    """The app holds the data folder (its lock): the runner reads a copy of the profile's
    files and writes nothing into the app's (one writer per file)."""
    paths = AppPaths.resolve(home)
    profiles = ProfileStore(paths.app_database)
    profile = Profile.new_server("Head office", live_url, TokenKind.SERVICE, None)
    profiles.save(profile)
    profiles.close()
    TokenVault().store(profile.id, live_tenant.authorization)
    app_lock = InstanceLock(paths.data_dir)
    assert app_lock.acquire()
    try:
        code, out, err = run(capsys, "cash-position", "--profile", "Head office")
    finally:
        app_lock.release()
    assert (code, err) == (0, "")
    assert json.loads(out)["rows"]
    cache = ledger_path(paths.profile_stores / profile_file_name(profile.id))
    assert not cache.exists()  # the runner's cache lived in the snapshot
