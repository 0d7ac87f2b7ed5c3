"""Typing into a 200-line supplies receipt on the shared item grid, and opening a saved one
(prints figures; never asserted).

Budget as for sales orders: each edit's UI work under 16 ms p95, opening under 300 ms.

    QT_QPA_PLATFORM=offscreen PYTHONPATH=. python tests/benchmarks/bench_work_order_editor.py
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

from app.models.common import StockItemReference
from app.models.work_orders import WorkOrderDetailResponse, WorkOrderResponse
from app.viewmodels.changes import ChangeNotices
from app.viewmodels.errors import ErrorPresenter
from app.viewmodels.work_order_editor import (
    LineColumn,
    ReceiveSuppliesEditorViewModel,
    WorkOrderForm,
    WorkOrderLineForm,
)
from app.views.work_order_editor import WorkOrderEditorView

LINES = 200


def receipt() -> WorkOrderResponse:
    return WorkOrderResponse(
        id=1,
        code="RS-WH01-1",
        type="RS",
        date=datetime(2025, 3, 1),
        work_order_details=[
            WorkOrderDetailResponse(
                id=i + 1,
                stock_item=StockItemReference(id=i + 1, code=f"{i:06d}", description=f"Item {i}"),
                quantity=Decimal(1 + i % 5),
                price=Decimal("10.5") + i,
                batch_number=f"LOT-{i}" if i % 3 == 0 else None,
                serials=[f"SN{i}"] if i % 7 == 0 else [],
            )
            for i in range(LINES)
        ],
    )


def session() -> MagicMock:
    fake = MagicMock()
    fake.store = None
    fake.drafts = None
    fake.closed = False
    fake.changes = ChangeNotices()
    return fake


def p95(values: list[float]) -> float:
    return statistics.quantiles(values, n=20)[18]


def main() -> None:
    app = QApplication.instance() or QApplication([])
    errors = ErrorPresenter()
    record = receipt()
    opened: list[float] = []
    for _ in range(10):
        start = time.perf_counter()
        vm = ReceiveSuppliesEditorViewModel(session(), errors, record)
        view = WorkOrderEditorView(vm)
        view.resize(1060, 760)
        view.show()
        app.processEvents()
        opened.append((time.perf_counter() - start) * 1000)
        view.close()
    # A new receipt with 200 typed lines, half of them kept in batches.
    vm = ReceiveSuppliesEditorViewModel(session(), errors)
    vm.load_choices = lambda: None  # type: ignore[method-assign]
    typed = [
        WorkOrderLineForm(
            item_id=i + 1,
            item_label=f"Item {i}",
            quantity_text="1",
            price_text="10",
            needs_batch=i % 2 == 0,
        )
        for i in range(LINES)
    ]
    vm.replace_form(
        WorkOrderForm(
            party_id=1,
            warehouse_id=1,
            date=vm.form.date,
            lines=(*typed, WorkOrderLineForm()),
        )
    )
    view = WorkOrderEditorView(vm)
    view.resize(1060, 760)
    view.show()
    app.processEvents()
    model = view.model
    edits: list[float] = []
    for i in range(400):
        row = (i * 37) % LINES
        column = (LineColumn.QUANTITY, LineColumn.PRICE, LineColumn.BATCH)[i % 3]
        start = time.perf_counter()
        model.setData(model.index(row, column), str(2 + i % 7))
        app.processEvents()
        edits.append((time.perf_counter() - start) * 1000)
    start = time.perf_counter()
    request, problems = vm.build_request(vm.form)
    build_ms = (time.perf_counter() - start) * 1000
    print(
        f"open a {LINES}-line receipt: median {statistics.median(opened):.1f} ms, "
        f"max {max(opened):.1f} ms (budget 300 ms)"
    )
    print(
        f"one cell edit (UI work): median {statistics.median(edits):.2f} ms, "
        f"p95 {p95(edits):.2f} ms, max {max(edits):.2f} ms (budget p95 16 ms)"
    )
    print(
        f"checking and building the request of {LINES} lines: {build_ms:.1f} ms "
        f"({'ready' if request is not None else f'{len(problems)} problems'})"
    )


if __name__ == "__main__":
    main()
