"""What the shared list pieces cost on the UI thread, at the largest size these lists load
(customers and journal entries stop at 5,000 rows):

- ``RowsTableModel``: set the rows (sorted), sort by a text column and by a number column
  with a row selected (the selection follows its row: persistent indexes are moved), and
  ``fit_columns`` on a 1280x800 window;

    QT_QPA_PLATFORM=offscreen .venv/bin/python -m tests.benchmarks.bench_list_pieces [rows]
"""

from __future__ import annotations

import os
import statistics
import sys
import time
from collections.abc import Callable
from dataclasses import dataclass
from decimal import Decimal

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QMainWindow

from app.viewmodels.rows_table import Column, RowsTableModel, number_column
from app.views.widgets.tables import fit_columns, make_table, select_row


@dataclass(frozen=True)
class Row:
    id: int
    code: str
    name: str
    mobile: str
    amount: Decimal


def rows(count: int) -> list[Row]:
    return [
        Row(
            i,
            f"CUS-{i:05}",
            f"Customer {(i * 7919) % count} of Cairo",
            f"0100{i:07}",
            Decimal(i % 997),
        )
        for i in range(count)
    ]


def timed(action: Callable[[], object], repeat: int = 7) -> tuple[float, float]:
    """Median and worst, in milliseconds."""
    times = []
    for _ in range(repeat):
        start = time.perf_counter()
        action()
        times.append((time.perf_counter() - start) * 1000)
    return statistics.median(times), max(times)


def main() -> None:
    count = int(sys.argv[1]) if len(sys.argv) > 1 else 5000
    app = QApplication.instance() or QApplication([])
    data = rows(count)
    model: RowsTableModel[Row] = RowsTableModel(
        [
            Column("Code", lambda r: r.code),
            Column("Name", lambda r: r.name),
            Column("Mobile", lambda r: r.mobile),
            number_column("Amount", lambda r: r.amount),
        ]
    )
    window = QMainWindow()
    window.resize(1280, 800)
    table = make_table(model, "Rows")
    window.setCentralWidget(table)
    window.show()
    app.processEvents()
    model.sort(1, Qt.SortOrder.AscendingOrder)

    results = {
        f"set_rows ({count}, sorted by name)": timed(lambda: model.set_rows(data)),
        "fit_columns": timed(lambda: fit_columns(table, 160)),
    }
    select_row(table, count // 2)
    order = [Qt.SortOrder.AscendingOrder, Qt.SortOrder.DescendingOrder]
    flip = iter(order * 10)
    results["sort by name, a row selected"] = timed(lambda: model.sort(1, next(flip)))
    flip = iter(order * 10)
    results["sort by amount, a row selected"] = timed(lambda: model.sort(3, next(flip)))

    for name, (median, worst) in results.items():
        print(f"{name:36} median {median:7.2f} ms   worst {worst:7.2f} ms")
    window.close()


if __name__ == "__main__":
    main()
