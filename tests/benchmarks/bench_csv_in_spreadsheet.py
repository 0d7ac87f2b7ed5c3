"""Whether codes in our CSV export survive a spreadsheet opening it (LibreOffice Calc).

    .venv/bin/python -m tests.benchmarks.bench_csv_in_spreadsheet

Writes a customers-like sheet through the app's own CSV writer (``app.store.tabular``:
codes with leading zeros, a phone number with a plus, a 20-digit code, an Arabic name, an
address on two lines) and the same cells as plain CSV (what the writer did before codes
were written ``="000001"``), has LibreOffice open both as a clerk's double-click does
(UTF-8, comma, standard column types) and save them as XLSX (``soffice --headless
--convert-to``), and prints, cell by cell, what the spreadsheet shows for each. Exit 1 when
a cell of our export shows otherwise than written; the plain file is the control, whose
codes the spreadsheet turns into numbers.

A script, not a test: installing LibreOffice (``apt-get install libreoffice-calc-nogui``)
takes over two minutes, so CI does not have it. Without ``soffice`` on the PATH it says so
and exits 0.
"""

from __future__ import annotations

import csv
import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from app.store.tabular import CSV_ENCODING, Sheet, SheetColumn, write_sheet

HEADERS = ["code", "name", "phone", "address"]
ROWS = [
    ["000001", "Walk-in customer", "+201001234567", "12 Tahrir St\nDokki"],
    ["000120", "شركة النيل للتجارة", "0223456789", "برج ب\nالدور الثاني"],
    ["12345678901234567890", 'Said "the boss", Ltd.', "01001234567", "Giza"],
]

# LibreOffice's CSV filter options: comma (44), double quote (34), UTF-8 (76), first line 1.
CSV_FILTER = "CSV:44,34,76,1"


def _shown(xlsx: Path) -> list[list[str]]:
    from openpyxl import load_workbook

    workbook = load_workbook(xlsx, data_only=True)
    try:
        sheet = workbook.worksheets[0]
        return [
            ["" if value is None else str(value) for value in row]
            for row in sheet.iter_rows(min_row=2, values_only=True)
        ]
    finally:
        workbook.close()


def _convert(soffice: str, source: Path, folder: Path) -> tuple[Path, float]:
    started = time.perf_counter()
    command = [
        soffice,
        f"-env:UserInstallation=file://{folder / 'profile'}",
        "--headless",
        f"--infilter={CSV_FILTER}",
        *("--convert-to", "xlsx", "--outdir", str(folder), str(source)),
    ]
    subprocess.run(
        command,
        check=True,
        capture_output=True,
        timeout=180,
    )
    return folder / f"{source.stem}.xlsx", time.perf_counter() - started


def main() -> int:
    soffice = shutil.which("soffice") or shutil.which("libreoffice")
    if soffice is None:
        print("LibreOffice is not installed (apt-get install libreoffice-calc-nogui): skipped")
        return 0
    with tempfile.TemporaryDirectory(prefix="csv-in-spreadsheet-") as scratch:
        folder = Path(scratch)
        ours = folder / "ours.csv"
        write_sheet(Sheet("Customers", [SheetColumn(title) for title in HEADERS], ROWS), ours)
        plain = folder / "plain.csv"
        with plain.open("w", encoding=CSV_ENCODING, newline="") as handle:
            csv.writer(handle).writerows([HEADERS, *ROWS])
        ours_xlsx, seconds = _convert(soffice, ours, folder)
        plain_xlsx, _ = _convert(soffice, plain, folder)
        shown_ours, shown_plain = _shown(ours_xlsx), _shown(plain_xlsx)
    print(f"LibreOffice opened our CSV export in {seconds:.1f} s; each cell as it shows it:")
    lost = 0
    for row, ours_row, plain_row in zip(ROWS, shown_ours, shown_plain, strict=True):
        for title, written, ours_cell, plain_cell in zip(
            HEADERS, row, ours_row, plain_row, strict=True
        ):
            kept = ours_cell == written
            lost += not kept
            print(
                f"  {title:<8} {written!r:<28} ours: {ours_cell!r:<28} "
                f"{'kept' if kept else 'CHANGED'}   plain CSV: {plain_cell!r}"
            )
    print(f"cells changed in our export: {lost}")
    return 1 if lost else 0


if __name__ == "__main__":
    sys.exit(main())
