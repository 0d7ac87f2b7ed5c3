"""``backoffice report --format csv|xlsx`` starts without Qt, and writes what Qt wrote.

The report tables speak through ``app.viewmodels.words``: Qt's translate and locale where
Qt is loaded (the window, a PDF), the English source texts and Qt's C locale otherwise. Each
report (and the statements' month and quarter columns, a comparison, gross profit by month)
is written twice from one kept cache, in two fresh interpreters: one that has imported
Qt first (so every word and number is Qt's, as the runner wrote them before it could start
without Qt) and one that has not (which must load no PySide6 at all). The files must be
the same: the CSV byte for byte, the spreadsheet cell for cell (value and number format).
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from openpyxl import load_workbook

from app import clock
from app.main import main
from app.viewmodels.reports.names import REPORT_NAMES
from tests.support.fake_server import unused_port_url
from tests.support.python_script import last_line_of
from tests.support.sandbox import Tenant

REPORTS_IN_TWO_INTERPRETERS = """
import json, sys
if sys.argv[1] == "qt":
    import PySide6.QtCore  # what the window and the PDF path have loaded
from app.main import main
codes = [main(["report", *job]) for job in json.loads(sys.argv[2])]
qt = sorted({m.split(".")[0] for m in sys.modules} & {"PySide6", "shiboken6"})
print(json.dumps([codes, qt]))
"""


def run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str]:
    code = main(["report", *argv])
    return code, capsys.readouterr().out


def sheet_cells(path: Path) -> list[Any]:
    """Every cell of every sheet: its value and number format; and each sheet's direction."""
    book = load_workbook(path)
    cells: list[Any] = []
    for sheet in book.worksheets:
        cells.append((sheet.title, sheet.sheet_view.rightToLeft))
        cells.extend(
            (cell.coordinate, cell.value, cell.number_format)
            for row in sheet.iter_rows()
            for cell in row
        )
    return cells


def report_options(account: int, customer: int, supplier: int, year: int) -> dict[str, list[str]]:
    """Every report's options (a file each), and the statements' locale-made columns."""
    this_year = ["--from", f"{year}-01-01", "--to", f"{year}-12-31"]
    reports: dict[str, list[str]] = {
        name: ["--from", "2000-01-01"] for name in REPORT_NAMES if name != "stock-valuation"
    }
    reports["stock-valuation"] = []
    reports["ledger"] += ["--account", str(account)]
    reports["customer-statement"] += ["--customer", str(customer)]
    reports["supplier-statement"] += ["--supplier", str(supplier)]
    # The columns and words that come from the locale: months, quarters, years, percents.
    reports["profit-and-loss-by-month"] = [*this_year, "--columns", "month"]
    reports["profit-and-loss-by-quarter"] = [
        *this_year,
        *["--columns", "quarter", "--compare", "previous-year"],
    ]
    reports["balance-sheet-compared"] = ["--compare-as-of", f"{year - 1}-12-31"]
    reports["gross-profit-by-month"] = ["--from", "2000-01-01", "--by", "month"]
    return reports


def write_every_report(
    mode: str, folder: Path, cache: Path, reports: dict[str, list[str]]
) -> tuple[list[Path], list[str]]:
    """Each report as CSV and XLSX into ``folder``, offline from ``cache``, in a fresh
    interpreter that has imported Qt first (``mode`` "qt") or not ("plain"); the files, and
    the Qt packages the interpreter had loaded at the end."""
    offline = ["--server", unused_port_url(), "--token", "Bearer x", "--cache", str(cache)]
    folder.mkdir()
    files, jobs = [], []
    for key, options in reports.items():
        name = next(n for n in sorted(REPORT_NAMES, key=len, reverse=True) if key.startswith(n))
        for suffix in ("csv", "xlsx"):
            files.append(folder / f"{key}.{suffix}")
            jobs.append([name, *offline, *options, "--format", suffix, "--out", str(files[-1])])
    codes, qt = json.loads(last_line_of(REPORTS_IN_TWO_INTERPRETERS, mode, json.dumps(jobs)))
    assert codes == [0] * len(jobs), mode
    return files, qt


def assert_same_files(first: list[Path], second: list[Path]) -> None:
    """The CSVs byte for byte, the spreadsheets cell for cell."""
    for one, other in zip(first, second, strict=True):
        if one.suffix == ".csv":
            assert other.read_bytes() == one.read_bytes(), one.name
        else:
            assert sheet_cells(other) == sheet_cells(one), one.name


def test_csv_and_xlsx_load_no_qt_and_write_what_qt_wrote(
    capsys: pytest.CaptureFixture[str], live_url: str, live_tenant: Tenant, tmp_path: Path
) -> None:
    cache = tmp_path / "kept.ledger.sqlite3"
    online = ["--server", live_url, "--token", live_tenant.authorization, "--cache", str(cache)]
    code, out = run(capsys, "trial-balance", *online, "--from", "2000-01-01")
    assert code == 0
    account = json.loads(out)["rows"][0]["accountId"]
    _, out = run(capsys, "receivables-ageing", *online)
    customer = json.loads(out)["rows"][0]["customerId"]
    _, out = run(capsys, "payables-ageing", *online)
    supplier = json.loads(out)["rows"][0]["supplierId"]
    year = clock.today().year
    reports = report_options(account, customer, supplier, year)
    with_qt, loaded = write_every_report("qt", tmp_path / "qt", cache, reports)
    assert loaded == ["PySide6", "shiboken6"]
    without_qt, loaded = write_every_report("plain", tmp_path / "plain", cache, reports)
    assert loaded == []
    assert_same_files(with_qt, without_qt)
    # The words themselves: the English source texts, the C locale's month names.
    by_month = (tmp_path / "plain" / "profit-and-loss-by-month.csv").read_text(encoding="utf-8-sig")
    assert f"Jan {year}" in by_month.splitlines()[0]
    by_quarter = (tmp_path / "plain" / "profit-and-loss-by-quarter.csv").read_text(
        encoding="utf-8-sig"
    )
    assert f"Q1 {year}" in by_quarter.splitlines()[0]
