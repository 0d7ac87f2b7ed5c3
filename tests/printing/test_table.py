"""The table layout (Qt-free): pages, the header on each, page x of y, right to left."""

from __future__ import annotations

import datetime as dt
from decimal import Decimal

import pytest

from app.printing.numbers import Digits
from app.printing.page import Labels, Paper, PrintLanguage, Text, load_style
from app.printing.table import (
    ColumnKind,
    RowLevel,
    TableColumn,
    TableReport,
    TableRow,
    cell_text,
    layout_table,
)

NOW = dt.datetime(2026, 11, 28, 9, 30)


def _report(rows: int) -> TableReport:
    columns = (
        TableColumn("Account"),
        TableColumn("Name"),
        TableColumn("Date", ColumnKind.DATE),
        TableColumn("Debit", ColumnKind.MONEY),
        TableColumn("Quantity", ColumnKind.QUANTITY),
    )
    body = tuple(
        TableRow((f"1{i:04d}", f"Account {i}", dt.date(2026, 11, 1), Decimal(i) / 4, 2.5))
        for i in range(rows)
    )
    total = TableRow(
        ("", "Total", None, sum(Decimal(i) / 4 for i in range(rows)), None), RowLevel.TOTAL
    )
    return TableReport(
        "Trial balance",
        "Nile Trading Co.",
        columns,
        (*body, total),
        (("From", "2026-11-01"), ("To", "2026-11-30")),
        printed_at=NOW,
    )


def test_long_tables_run_over_pages_each_with_the_header_and_page_x_of_y() -> None:
    document = layout_table(_report(100), load_style(Paper.A4), Labels())
    assert len(document.pages) >= 3
    pages = len(document.pages)
    for number, page in enumerate(document.pages, start=1):
        texts = page.texts()
        assert "Trial balance" in texts and "Nile Trading Co." in texts
        assert "From: 2026-11-01" in texts and "Account" in texts and "Debit" in texts
        assert f"Page {number} of {pages}" in texts
    every = document.texts()
    assert [t for t in every if t.startswith("1") and t.isdigit() and len(t) == 5] == [
        f"1{i:04d}" for i in range(100)
    ]  # every row printed once, in order
    assert "1,237.50" in document.pages[-1].texts()  # the total row, on the last page
    assert "Printed 2026-11-28 09:30" in every


def test_rows_stay_inside_the_page() -> None:
    style = load_style(Paper.A4)
    for page in layout_table(_report(200), style, Labels()).pages:
        for item in page.items:
            if isinstance(item, Text):
                assert item.y + item.height <= style.height - style.margin + 0.01
                assert style.margin - 0.01 <= item.x
                assert item.x + item.width <= style.width - style.margin + 0.01


def test_a_roll_is_one_page_as_long_as_its_rows() -> None:
    document = layout_table(_report(40), load_style(Paper.ROLL_80MM), Labels())
    (page,) = document.pages
    assert page.width == 80
    bottom = max(item.y + item.height for item in page.items if isinstance(item, Text))
    assert bottom < page.height <= bottom + 10
    assert "Page 1 of 1" in page.texts()


def test_arabic_mirrors_the_columns_and_writes_arabic_indic_digits() -> None:
    english = layout_table(_report(3), load_style(Paper.A4), Labels())
    arabic = layout_table(
        _report(3),
        load_style(Paper.A4),
        Labels(PrintLanguage.ARABIC, digits=Digits(arabic_indic=True)),
    )
    assert arabic.rtl

    def first(document: object, text: str) -> Text:
        return next(i for i in document.pages[0].items if isinstance(i, Text) and i.text == text)  # type: ignore[attr-defined]

    en, ar = first(english, "Account"), first(arabic, "Account")
    assert en.x + en.width / 2 < 105 < ar.x + ar.width / 2  # the first column: left, right
    assert ar.rtl and ar.align == "right"
    assert "٠٫٧٥" in arabic.texts()  # 0.75
    assert "٢٠٢٦/١١/٠١" in arabic.texts()


@pytest.mark.parametrize(
    ("value", "kind", "printed"),
    [
        (Decimal("1234.5"), ColumnKind.MONEY, "1,234.50"),
        (Decimal("-0.005"), ColumnKind.MONEY, "-0.01"),
        (2.0, ColumnKind.QUANTITY, "2"),
        (Decimal("0.125"), ColumnKind.QUANTITY, "0.125"),
        ("2026-11-28T10:00:00", ColumnKind.DATE, "2026-11-28"),
        (None, ColumnKind.MONEY, ""),
        ("SO-31", ColumnKind.TEXT, "SO-31"),
    ],
)
def test_cells_are_printed_by_their_kind(value: object, kind: ColumnKind, printed: str) -> None:
    assert cell_text(value, kind, Labels()) == printed


def test_an_empty_table_says_so() -> None:
    report = TableReport("Unposted entries", "Nile Trading Co.", (TableColumn("Code"),), ())
    document = layout_table(report, load_style(Paper.A4), Labels(), now=NOW)
    assert "Nothing to show." in document.texts()
    assert "Page 1 of 1" in document.texts()


def test_a_typed_sheet_prints_its_figures_and_dates_as_such() -> None:
    from dataclasses import dataclass, field

    from app.printing.table import table_from_list

    @dataclass
    class Column:
        title: str
        kind: str = "text"

    @dataclass
    class Sheet:
        columns: list[Column]
        rows: list[list[object]] = field(default_factory=list)

    sheet = Sheet(
        [Column("Code"), Column("Date", "date"), Column("Net", "money"), Column("Qty", "quantity")],
        [["SO-1", dt.date(2026, 11, 2), Decimal("1234.5"), Decimal(3)]],
    )
    report = table_from_list(sheet, "Sales orders", "Nile Trading Co.")
    assert [c.kind for c in report.columns] == [
        ColumnKind.TEXT,
        ColumnKind.DATE,
        ColumnKind.MONEY,
        ColumnKind.QUANTITY,
    ]
    texts = layout_table(report, load_style(Paper.A4), Labels(), now=NOW).texts()
    assert {"SO-1", "2026-11-02", "1,234.50", "3"} <= set(texts)
