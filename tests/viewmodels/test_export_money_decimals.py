"""Exports write amounts with the company currency's decimals from the money core (three
for a dinar, none for the yen), never a fixed two: a report's CSV and XLSX (the window's
and the command line's), and a list's."""

from __future__ import annotations

import csv
from decimal import Decimal
from pathlib import Path

import pytest
from openpyxl import load_workbook

from app.models.taxes import TaxResponse
from app.printing.company import CompanyDetails
from app.printing.settings import save_company
from app.store.local import LocalStore
from app.store.profiles import Profile, ProfileKind
from app.store.tabular import write_sheet
from app.viewmodels.reports.output import write_table_file
from app.viewmodels.reports.table import ColumnKind, ReportColumn, ReportRow, ReportTable
from app.viewmodels.rows_table import Column, RowsTableModel, money_column
from app.viewmodels.session import Session, company_money_decimals
from app.viewmodels.table_export import model_sheet

AMOUNTS = (Decimal("1234.5675"), Decimal("-0.5"), Decimal("7"))
EXPECTED = {
    # Half up, written out by hand: 1234.5675 -> 1234.568 / 1235; -0.5 -> -0.500 / -1.
    3: ["1234.568", "-0.500", "7.000"],
    2: ["1234.57", "-0.50", "7.00"],
    0: ["1235", "-1", "7"],
}
CURRENCY_OF = {3: "KWD", 2: "EGP", 0: "JPY"}


def report() -> ReportTable:
    return ReportTable(
        "Cash position",
        (ReportColumn("account", "Account"), ReportColumn("balance", "Balance", ColumnKind.MONEY)),
        tuple(ReportRow((f"Account {i}", amount)) for i, amount in enumerate(AMOUNTS)),
    )


def csv_column(path: Path, column: int) -> list[str]:
    rows = list(csv.reader(path.read_text(encoding="utf-8-sig").splitlines()))
    return [row[column] for row in rows[1:]]


@pytest.mark.parametrize("decimals", [3, 2, 0])
def test_a_report_s_csv_and_xlsx_carry_the_currency_s_decimals(
    tmp_path: Path, decimals: int
) -> None:
    from app.money import currency_decimals

    places = currency_decimals(CURRENCY_OF[decimals])
    target = tmp_path / "report.csv"
    write_table_file(report(), target, money_decimals=places)
    assert csv_column(target, 1) == EXPECTED[decimals]

    book = tmp_path / "report.xlsx"
    write_table_file(report(), book, money_decimals=places)
    sheet = load_workbook(book).active
    cells = [row for row in sheet.iter_rows(min_col=2, max_col=2) if row[0].value is not None]
    money = [cell[0] for cell in cells if isinstance(cell[0].value, int | float)]
    fraction = money[0].number_format.rpartition(".")[2] if decimals else ""
    assert fraction.count("0") == decimals
    if not decimals:
        assert "." not in money[0].number_format


def test_the_runner_csv_takes_the_company_currency_s_decimals(tmp_path: Path) -> None:
    """``backoffice report --format csv`` writes through ``write``: its amounts follow
    ``money_decimals``, which the run takes from the company's currency."""
    from app.cli import report as runner

    request, _ = runner.parse_request(
        ["cash-position", "--format", "csv", "--out", str(tmp_path / "cash.csv")]
    )
    table = report()

    class Definition:
        @staticmethod
        def tabulate(_result: object, _parameters: object) -> ReportTable:
            return table

    from app.store.ledger_status import SyncStatus
    from app.viewmodels.reports import definitions

    saved = definitions.REPORTS[request.name]
    definitions.REPORTS[request.name] = Definition  # type: ignore[assignment]
    try:
        runner.write(
            request, None, company="", status=SyncStatus(None, None, False, None), money_decimals=3
        )
    finally:
        definitions.REPORTS[request.name] = saved
    assert csv_column(tmp_path / "cash.csv", 1) == EXPECTED[3]


@pytest.mark.parametrize("decimals", [3, 0])
def test_a_list_s_export_carries_the_company_currency_s_decimals(
    tmp_path: Path, decimals: int
) -> None:
    store = LocalStore(tmp_path / "profile.sqlite3")
    save_company(store, CompanyDetails(name="Gulf Traders", currency=CURRENCY_OF[decimals]))
    profile = Profile(id="p", name="Gulf", kind=ProfileKind.SERVER, base_url="http://x")
    session = Session(profile=profile, client=None, store=store)  # type: ignore[arg-type]
    assert company_money_decimals(session) == decimals

    rows = [TaxResponse(id=i, name=f"Tax {i}", rate=amount) for i, amount in enumerate(AMOUNTS)]
    model: RowsTableModel[TaxResponse] = RowsTableModel(
        [Column("Name", lambda r: r.name or ""), money_column("Rate", lambda r: r.rate)]
    )
    model.money_decimals = company_money_decimals(session)
    model.set_rows(rows)
    target = tmp_path / "list.csv"
    write_sheet(model_sheet(model, "taxes"), target)
    assert csv_column(target, 1) == EXPECTED[decimals]
