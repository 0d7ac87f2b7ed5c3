"""Tables as files: what a list exports an import reads back, in both formats."""

from __future__ import annotations

from decimal import Decimal
from pathlib import Path

import pytest

from app.store.tabular import (
    Sheet,
    SheetColumn,
    TableFileError,
    export_folder,
    read_table,
    write_sheet,
    write_table,
)

ROWS = [["SKU-1", "قلم رصاص", "2.50"], ["SKU-2", "Paper, A4", "10"]]


@pytest.mark.parametrize("suffix", [".csv", ".xlsx"])
def test_a_written_table_reads_back_the_same(tmp_path: Path, suffix: str) -> None:
    path = tmp_path / f"items{suffix}"
    assert write_table(path, ["sku", "name", "price"], ROWS) == 2
    table = read_table(path)
    assert table.headers == ["sku", "name", "price"]
    assert table.rows == ROWS
    assert table.records()[1] == {"sku": "SKU-2", "name": "Paper, A4", "price": "10"}


def test_csv_for_excel_starts_with_a_byte_order_mark(tmp_path: Path) -> None:
    path = tmp_path / "items.csv"
    write_table(path, ["name"], [["قلم"]])
    assert path.read_bytes().startswith(b"\xef\xbb\xbf")


def test_semicolon_csv_short_rows_and_blank_lines(tmp_path: Path) -> None:
    """European Excel writes semicolons; a short row is padded, a blank one skipped."""
    path = tmp_path / "items.csv"
    path.write_text("sku;name;price\n\nA;Pen;1,5\nB\n", encoding="utf-8")
    table = read_table(path)
    assert table.rows == [["A", "Pen", "1,5"], ["B", "", ""]]


def test_whole_numbers_in_a_workbook_read_without_a_decimal_point(tmp_path: Path) -> None:
    from openpyxl import Workbook

    path = tmp_path / "numbers.xlsx"
    workbook = Workbook()
    sheet = workbook.active
    assert sheet is not None
    sheet.append(["code", "price"])
    sheet.append([1001.0, 2.5])
    workbook.save(path)
    assert read_table(path).rows == [["1001", "2.5"]]


@pytest.mark.parametrize(
    ("name", "content", "says"),
    [
        ("items.txt", b"a,b", "Choose a .csv or .xlsx file"),
        ("empty.csv", b"\n\n", "is empty"),
        ("fake.xlsx", b"not a zip", "is not an Excel workbook"),
        ("latin.csv", "name\ncaf\xe9\n".encode("latin-1"), "is not UTF-8 text"),
    ],
)
def test_files_that_are_not_tables_say_why(
    tmp_path: Path, name: str, content: bytes, says: str
) -> None:
    path = tmp_path / name
    path.write_bytes(content)
    with pytest.raises(TableFileError, match=says):
        read_table(path)


def test_a_missing_file_says_so(tmp_path: Path) -> None:
    with pytest.raises(TableFileError, match="could not be read"):
        read_table(tmp_path / "gone.csv")


def _typed_sheet(right_to_left: bool = False) -> Sheet:
    from datetime import date
    from decimal import Decimal

    return Sheet(
        "Sales orders",
        [
            SheetColumn("Code"),
            SheetColumn("Date", "date"),
            SheetColumn("Total", "money", 2),
            SheetColumn("Quantity", "quantity", 3),
            SheetColumn("Lines", "integer"),
        ],
        [
            ["SO-1", date(2026, 11, 24), Decimal("1000000"), Decimal("2.5"), 3],
            ["SO-2", None, Decimal("-7494.356"), Decimal("0.125"), 12],
        ],
        right_to_left,
    )


def test_an_xlsx_sheet_holds_numbers_and_dates_a_spreadsheet_can_use(tmp_path: Path) -> None:
    """Numbers are numeric cells with the column's decimals, dates are dates, columns are
    fitted, the header is frozen, and an Arabic sheet reads right to left."""
    from datetime import datetime

    from openpyxl import load_workbook

    path = tmp_path / "orders.xlsx"
    assert write_sheet(_typed_sheet(right_to_left=True), path) == 2
    sheet = load_workbook(path).active
    assert sheet is not None
    assert sheet.title == "Sales orders"
    assert [cell.value for cell in sheet[1]] == ["Code", "Date", "Total", "Quantity", "Lines"]
    code, when, total, quantity, lines = sheet[2]
    assert code.value == "SO-1"
    assert when.value == datetime(2026, 11, 24) and when.is_date
    assert total.value == 1000000 and total.number_format == "#,##0.00"
    assert quantity.value == 2.5 and quantity.number_format == "#,##0.000"
    assert lines.value == 3 and lines.number_format == "#,##0"
    assert sheet["C3"].value == -7494.356
    assert sheet.freeze_panes == "A2"
    assert sheet.sheet_view.rightToLeft
    # "1,000,000.00" is 12 characters: the column is at least that wide.
    assert sheet.column_dimensions["C"].width >= 12
    assert sheet.column_dimensions["A"].width < sheet.column_dimensions["C"].width


def test_a_left_to_right_sheet_is_not_mirrored(tmp_path: Path) -> None:
    from openpyxl import load_workbook

    path = tmp_path / "orders.xlsx"
    write_sheet(_typed_sheet(), path)
    sheet = load_workbook(path).active
    assert sheet is not None
    assert not sheet.sheet_view.rightToLeft


def test_csv_has_ascii_digits_a_dot_for_decimals_and_iso_dates(tmp_path: Path) -> None:
    path = tmp_path / "orders.csv"
    write_sheet(_typed_sheet(), path)
    assert path.read_text(encoding="utf-8-sig").splitlines() == [
        "Code,Date,Total,Quantity,Lines",
        "SO-1,2026-11-24,1000000.00,2.500,3",
        "SO-2,,-7494.36,0.125,12",
    ]


def test_the_export_folder_falls_back_to_home(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("HOME", str(tmp_path))
    assert export_folder(tmp_path / "Documents") == tmp_path
    (tmp_path / "Documents").mkdir()
    assert export_folder(tmp_path / "nowhere") == tmp_path / "Documents"
    assert export_folder(tmp_path / "Documents") == tmp_path / "Documents"


def test_our_csv_export_reads_back_with_line_breaks_commas_quotes_and_arabic(
    tmp_path: Path,
) -> None:
    """An address written on three lines comes back on three lines; a cell's commas and
    quotes stay inside it; codes with leading zeros stay codes."""
    rows = [
        ["000001", "15 شارع التحرير\nالدقي\r\nالجيزة", 'Said "the boss", Ltd.'],
        ["C-2", "Line one,\nline two\n", "“curly” and 'single'"],
        ["+201001234567", "", "a\n\nb"],
    ]
    path = tmp_path / "customers.csv"
    assert write_table(path, ["code", "address", "name"], rows) == 3
    table = read_table(path)
    expected = [
        ["000001", "15 شارع التحرير\nالدقي\nالجيزة", 'Said "the boss", Ltd.'],
        ["C-2", "Line one,\nline two", "“curly” and 'single'"],  # trimmed, as any cell
        ["+201001234567", "", "a\n\nb"],
    ]
    assert table.rows == expected


def test_a_quoted_line_break_in_a_file_from_elsewhere_is_kept(tmp_path: Path) -> None:
    path = tmp_path / "from_excel.csv"
    path.write_bytes(b'code;address\r\n7;"Floor 2\r\nTower B"\r\n8;plain\r\n')
    assert read_table(path).rows == [["7", "Floor 2\nTower B"], ["8", "plain"]]


@pytest.mark.parametrize(
    ("text", "written"),
    [
        ("000001", '="000001"'),
        ("+201001234567", '="+201001234567"'),
        ("1.50", '="1.50"'),
        ("1,000", '="1,000"'),
        ("1E5", '="1E5"'),
        ("12345678901234567890", '="12345678901234567890"'),
        ("1001", "1001"),  # a spreadsheet shows it as written
        ("2.5", "2.5"),
        ("SKU-001", "SKU-001"),
        ("قلم", "قلم"),
    ],
)
def test_a_code_a_spreadsheet_would_change_is_written_as_text(
    tmp_path: Path, text: str, written: str
) -> None:
    path = tmp_path / "codes.csv"
    write_table(path, ["code"], [[text]])
    raw = path.read_text(encoding="utf-8-sig").splitlines()[1]
    assert raw == (f'"{written.replace(chr(34), chr(34) * 2)}"' if '"' in written else written)
    assert read_table(path).rows == [[text]]


def test_numbers_of_numeric_columns_are_never_wrapped(tmp_path: Path) -> None:
    path = tmp_path / "prices.csv"
    write_sheet(Sheet("", [SheetColumn("price", "money", 2)], [[Decimal("0.50")]]), path)
    assert path.read_text(encoding="utf-8-sig").splitlines()[1] == "0.50"
