"""An amount in another currency in a report table: a number of the company currency
(it sums, sorts and compares as one), shown with both currencies, exported as a column
pair, printed in a column of its own."""

from __future__ import annotations

from decimal import Decimal

from app.viewmodels.reports.output import to_printed, to_sheet
from app.viewmodels.reports.table import (
    ColumnKind,
    InCurrency,
    ReportColumn,
    ReportRow,
    ReportTable,
    cell_text,
    in_currency,
)


def test_an_amount_in_dollars_is_its_pounds_with_the_dollars_beside() -> None:
    value = in_currency(Decimal("292100"), "USD", Decimal("6000"), "EGP")
    assert isinstance(value, InCurrency)
    assert value == Decimal("292100") and value + 1 == Decimal("292101")
    assert sorted([value, Decimal(5)]) == [Decimal(5), value]
    assert cell_text(value, ColumnKind.MONEY) == "USD 6,000.00 · EGP 292,100.00"
    # Three decimals where the currency has three (Kuwaiti dinars).
    dinars = InCurrency(Decimal("160"), "KWD", Decimal("1.5"), "EGP")
    assert cell_text(dinars, ColumnKind.MONEY) == "KWD 1.500 · EGP 160.00"


def test_the_company_currency_and_an_unnamed_one_stay_plain() -> None:
    assert type(in_currency(Decimal(10), "EGP", Decimal(10), "EGP")) is Decimal
    assert type(in_currency(Decimal(10), "", None, "EGP")) is Decimal
    assert in_currency(None, "USD", Decimal(1), "EGP") is None
    # The company's currency unknown: equal amounts are the system currency at rate 1.
    assert type(in_currency(Decimal(10), "EGP", Decimal(10), "")) is Decimal
    shown = in_currency(Decimal("487.5"), "USD", Decimal(10), "")
    assert cell_text(shown, ColumnKind.MONEY) == "USD 10.00 · 487.50"


def test_a_sheet_gives_the_other_currency_a_column_pair_and_print_a_column() -> None:
    table = ReportTable(
        "Cash",
        (ReportColumn("name", "Account"), ReportColumn("balance", "Balance", ColumnKind.MONEY)),
        (
            ReportRow(("CIB - USD", InCurrency(Decimal("292100"), "USD", Decimal("6000"), "EGP"))),
            ReportRow(("NBE - EGP", Decimal("1000"))),
        ),
    )
    sheet = to_sheet(table)
    assert [c.title for c in sheet.columns] == [
        "Account",
        "Balance",
        "Balance: currency",
        "Balance in that currency",
    ]
    assert sheet.rows == [
        ["CIB - USD", Decimal("292100"), "USD", Decimal("6000")],
        ["NBE - EGP", Decimal("1000"), None, None],
    ]
    assert type(sheet.rows[0][1]) is Decimal
    printed = to_printed(table, "Nile Trading")
    assert [c.title for c in printed.columns] == ["Account", "In currency", "Balance"]
    assert printed.rows[0].cells == ("CIB - USD", "USD 6,000.00", Decimal("292100"))
    assert printed.rows[1].cells == ("NBE - EGP", None, Decimal("1000"))
