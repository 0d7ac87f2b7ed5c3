"""Typing into a 200-line sales order, and opening one (prints figures; never asserted).

Budget: each edit's UI work (the grid's setData, the view-model's bookkeeping and the
repaint of that row) under 16 ms p95; the totals, debounced, once per burst; opening a
200-line order under 300 ms.

    QT_QPA_PLATFORM=offscreen PYTHONPATH=. python tests/benchmarks/bench_order_editor.py
"""

from __future__ import annotations

import time
from datetime import datetime
from decimal import Decimal

from app.models.common import TaxReference
from app.models.sales_orders import (
    SalesOrderDetailResponse,
    SalesOrderResponse,
)
from app.viewmodels.errors import ErrorPresenter
from app.viewmodels.sales.sales_order_editor import LineColumn, SalesOrderEditorViewModel
from app.views.sales.sales_order_editor import SalesOrderEditorView
from tests.benchmarks import item_grid as grid

SIZE = (1280, 760)


def order() -> SalesOrderResponse:
    return SalesOrderResponse(
        id=1,
        code="SO-1",
        order_status="Open",
        document_date=datetime(2025, 3, 1),
        sales_order_details=[
            SalesOrderDetailResponse(
                **grid.saved_line(i),
                tax=TaxReference(id=1, name="VAT 14%"),
                tax_rate=Decimal(14),
            )
            for i in range(grid.LINES)
        ],
    )


def main() -> None:
    app = grid.application()
    errors = ErrorPresenter()
    record = order()

    def open_view() -> SalesOrderEditorView:
        return SalesOrderEditorView(SalesOrderEditorViewModel(grid.session(), errors, record))

    opened = grid.time_opening(open_view, SIZE)
    view = grid.show(open_view(), SIZE)
    edits = grid.time_cell_edits(
        view.model, (LineColumn.QUANTITY, LineColumn.PRICE, LineColumn.DISCOUNT)
    )
    start = time.perf_counter()
    view.view_model.refresh_totals()
    app.processEvents()
    totals_ms = (time.perf_counter() - start) * 1000
    grid.print_figures("order", opened, edits)
    print(f"totals of {grid.LINES} lines, once per burst: {totals_ms:.2f} ms")
    grid.close(view)


if __name__ == "__main__":
    main()
