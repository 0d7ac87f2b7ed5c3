"""Typed exports and list totals: writing a typed sheet (numbers, dates, fitted widths)
against writing the same rows as text (the baseline, measured in the same run), and the
totals of a long list.

    PYTHONPATH=. .venv/bin/python -m tests.benchmarks.bench_typed_export [rows]
"""

from __future__ import annotations

import sys
import tempfile
import time
from datetime import date, timedelta
from decimal import Decimal
from pathlib import Path

from app.store.tabular import Sheet, SheetColumn, write_sheet, write_table
from app.store.totals import compute_list_totals


def seconds(action: object) -> float:
    started = time.perf_counter()
    action()  # type: ignore[operator]
    return time.perf_counter() - started


def main(count: int) -> None:
    columns = [
        SheetColumn("Code"),
        SheetColumn("Date", "date"),
        SheetColumn("Customer"),
        SheetColumn("Quantity", "quantity", 3),
        SheetColumn("Net total", "money", 2),
    ]
    start = date(2026, 1, 1)
    rows: list[list[object]] = [
        [
            f"SO-{n}",
            start + timedelta(days=n % 300),
            f"Customer {n % 97}",
            Decimal(n % 13) / 4,
            Decimal(n * 37 % 100_000) / 100,
        ]
        for n in range(count)
    ]
    sheet = Sheet("orders", columns, rows)  # type: ignore[arg-type]
    texts = [[str(cell) for cell in row] for row in rows]
    headers = [column.title for column in columns]
    print(f"{count} rows")
    with tempfile.TemporaryDirectory() as folder:
        for suffix in (".csv", ".xlsx"):
            as_text, as_sheet = Path(folder) / f"t{suffix}", Path(folder) / f"s{suffix}"
            text = seconds(lambda: write_table(as_text, headers, texts))  # noqa: B023
            typed = seconds(lambda: write_sheet(sheet, as_sheet))  # noqa: B023
            print(
                f"{suffix:<6} text {text:7.3f} s   typed {typed:7.3f} s   ratio {typed / text:5.2f}"
            )
    cells = [(row, f"Customer {n % 97}") for n, row in enumerate(rows)]
    total = seconds(lambda: compute_list_totals(columns, cells))  # type: ignore[arg-type]
    print(f"totals of {count} rows: {total:7.3f} s ({total / count * 1e6:.2f} µs a row)")


if __name__ == "__main__":
    main(int(sys.argv[1]) if len(sys.argv) > 1 else 20_000)
