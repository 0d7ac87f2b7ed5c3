"""Tables as files: what a list exports an import reads back, in both formats."""

from __future__ import annotations

from pathlib import Path

import pytest

from app.store.tabular import TableFileError, read_table, write_table

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
