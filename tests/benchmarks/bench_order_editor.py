"""Typing into a 200-line sales order, and opening one (prints figures; never asserted).

Budget: each edit's UI work (the grid's setData, the view-model's bookkeeping and the
repaint of that row) under 16 ms p95; the totals, debounced, once per burst; opening a
200-line order under 300 ms.

    QT_QPA_PLATFORM=offscreen PYTHONPATH=. python tests/benchmarks/bench_order_editor.py
"""

from __future__ import annotations

import os
import statistics
import time
from datetime import datetime
from decimal import Decimal
from unittest.mock import MagicMock

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtWidgets import QApplication

from app.models.common import StockItemReference, TaxReference
from app.models.sales_orders import (
    SalesOrderDetailResponse,
    SalesOrderResponse,
)
from app.viewmodels.changes import ChangeNotices
from app.viewmodels.errors import ErrorPresenter
from app.viewmodels.sales_order_editor import LineColumn, SalesOrderEditorViewModel
from app.views.sales_order_editor import SalesOrderEditorView

LINES = 200


def order() -> SalesOrderResponse:
    return SalesOrderResponse(
        id=1,
        code="SO-1",
        order_status="Open",
        document_date=datetime(2025, 3, 1),
        sales_order_details=[
            SalesOrderDetailResponse(
                id=i + 1,
                stock_item=StockItemReference(id=i + 1, code=f"{i:06d}", description=f"Item {i}"),
                quantity=Decimal(1 + i % 5),
                price=Decimal("10.5") + i,
                tax=TaxReference(id=1, name="VAT 14%"),
                tax_rate=Decimal(14),
            )
            for i in range(LINES)
        ],
    )


def session() -> MagicMock:
    fake = MagicMock()
    fake.store = None  # no cache: pickers offer nothing, as before the first sync
    fake.drafts = None
    fake.closed = False
    fake.changes = ChangeNotices()
    return fake


def p95(values: list[float]) -> float:
    return statistics.quantiles(values, n=20)[18]


def main() -> None:
    app = QApplication.instance() or QApplication([])
    errors = ErrorPresenter()
    record = order()
    opened: list[float] = []
    view = None
    for _ in range(10):
        start = time.perf_counter()
        vm = SalesOrderEditorViewModel(session(), errors, record)
        view = SalesOrderEditorView(vm)
        view.resize(1280, 760)
        view.show()
        app.processEvents()
        opened.append((time.perf_counter() - start) * 1000)
        view.close()
    assert view is not None
    vm = view.view_model
    view.show()
    app.processEvents()
    model = view.model
    edits: list[float] = []
    for i in range(400):
        row = (i * 37) % LINES
        column = (LineColumn.QUANTITY, LineColumn.PRICE, LineColumn.DISCOUNT)[i % 3]
        start = time.perf_counter()
        model.setData(model.index(row, column), str(2 + i % 7))
        app.processEvents()  # the repaint of that row
        edits.append((time.perf_counter() - start) * 1000)
    start = time.perf_counter()
    vm.refresh_totals()
    app.processEvents()
    totals_ms = (time.perf_counter() - start) * 1000
    print(
        f"open a {LINES}-line order: median {statistics.median(opened):.1f} ms, "
        f"max {max(opened):.1f} ms (budget 300 ms)"
    )
    print(
        f"one cell edit (UI work): median {statistics.median(edits):.2f} ms, "
        f"p95 {p95(edits):.2f} ms, max {max(edits):.2f} ms (budget p95 16 ms)"
    )
    print(f"totals of {LINES} lines, once per burst: {totals_ms:.2f} ms")


if __name__ == "__main__":
    main()
