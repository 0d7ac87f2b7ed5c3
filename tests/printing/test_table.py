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


# ------------------------------------------------------------------------- wide tables
DIGIT_MM_AT_8_POINTS = 8 * 0.3528 * 0.572
"""A digit of the printed font (Noto Sans: 0.572 em) at the layout's 8 pt, in millimetres:
what a code's box must hold (measured from the font, not taken from the layout code)."""


def _cash_flow_like(amount_columns: int, *, long_names: bool = True) -> TableReport:
    """A code, an account's name, an amount in another currency's text, and amounts: the
    shape of the cash flow (seven amounts) or of a profit and loss in twelve months."""
    columns = (
        TableColumn("Code"),
        TableColumn("Account"),
        *(TableColumn(f"Amount {n}", ColumnKind.MONEY) for n in range(amount_columns)),
    )
    name = "Main treasury - Cairo" if long_names else "Cash"
    rows = tuple(
        TableRow((f"11010{i}", name, *(Decimal("1020474.59") for _ in range(amount_columns))))
        for i in range(4)
    )
    return TableReport("Cash flow", "Nile Trading Co.", columns, rows, printed_at=NOW)


def _boxes(page: object, text: str) -> list[Text]:
    return [i for i in page.items if isinstance(i, Text) and i.text == text]  # type: ignore[attr-defined]


def test_a_table_that_fits_a_portrait_page_stays_on_it() -> None:
    document = layout_table(_report(30), load_style(Paper.A4), Labels(), now=NOW)
    assert {(page.width, page.height) for page in document.pages} == {(210, 297)}
    few_figures = layout_table(_cash_flow_like(3), load_style(Paper.A4), Labels())
    assert (few_figures.pages[0].width, few_figures.pages[0].height) == (210, 297)


@pytest.mark.parametrize("language", [PrintLanguage.ENGLISH, PrintLanguage.ARABIC])
def test_a_table_whose_figures_fill_a_portrait_page_turns_to_landscape(
    language: PrintLanguage,
) -> None:
    """Seven amounts of a million left a portrait page's codes and names two letters wide
    ("11…", "Ma…"): on the page turned to landscape both are printed whole, at the table's
    own size, and everything stays inside the page."""
    style = load_style(Paper.A4)
    document = layout_table(_cash_flow_like(7), style, Labels(language), now=NOW)
    for page in document.pages:
        assert (page.width, page.height) == (297, 210)
        for item in page.items:
            if isinstance(item, Text):
                assert style.margin - 0.01 <= item.x
                assert item.x + item.width <= 297 - style.margin + 0.01
                assert item.y + item.height <= 210 - style.margin + 0.01
    page = document.pages[0]
    (code,) = _boxes(page, "110101")
    assert code.width >= 6 * DIGIT_MM_AT_8_POINTS and code.size == 8
    name = _boxes(page, "Main treasury - Cairo")[0]
    assert name.width >= len("Main treasury") * DIGIT_MM_AT_8_POINTS  # its words, not "Ma…"
    (amount,) = {box.width for box in _boxes(page, "1,020,474.59")}
    assert amount >= len("1,020,474.59") * DIGIT_MM_AT_8_POINTS


def test_a_table_too_wide_even_for_landscape_prints_smaller_but_whole() -> None:
    """Thirteen amounts (a profit and loss in twelve months and its total): landscape, the
    table's type smaller (not below 6.5 pt), and the codes and amounts still whole."""
    document = layout_table(_cash_flow_like(13), load_style(Paper.A4), Labels(), now=NOW)
    page = document.pages[0]
    assert (page.width, page.height) == (297, 210)
    (code,) = _boxes(page, "110101")
    assert 6.5 <= code.size < 8
    digit = DIGIT_MM_AT_8_POINTS * code.size / 8
    assert code.width >= 6 * digit
    assert min(box.width for box in _boxes(page, "1,020,474.59")) >= 12 * digit
    title = next(i for i in page.items if isinstance(i, Text) and i.text == "Cash flow")
    assert title.size == load_style(Paper.A4).size("title")  # only the table is smaller


def test_a_roll_never_turns() -> None:
    document = layout_table(_cash_flow_like(7), load_style(Paper.ROLL_80MM), Labels())
    assert document.pages[0].width == 80
