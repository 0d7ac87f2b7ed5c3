"""Typing into a 200-line supplies receipt on the shared item grid, and opening a saved one
(prints figures; never asserted).

Budget as for sales orders: each edit's UI work under 16 ms p95, opening under 300 ms.

    QT_QPA_PLATFORM=offscreen PYTHONPATH=. python tests/benchmarks/bench_work_order_editor.py
"""

from __future__ import annotations

import time
from datetime import datetime

from app.models.work_orders import WorkOrderDetailResponse, WorkOrderResponse
from app.viewmodels.errors import ErrorPresenter
from app.viewmodels.inventory.work_order_editor import (
    LineColumn,
    ReceiveSuppliesEditorViewModel,
    WorkOrderForm,
    WorkOrderLineForm,
)
from app.views.inventory.work_order_editor import WorkOrderEditorView
from tests.benchmarks import item_grid as grid

SIZE = (1060, 760)


def receipt() -> WorkOrderResponse:
    return WorkOrderResponse(
        id=1,
        code="RS-WH01-1",
        type="RS",
        date=datetime(2025, 3, 1),
        work_order_details=[
            WorkOrderDetailResponse(
                **grid.saved_line(i),
                batch_number=f"LOT-{i}" if i % 3 == 0 else None,
                serials=[f"SN{i}"] if i % 7 == 0 else [],
            )
            for i in range(grid.LINES)
        ],
    )


def main() -> None:
    errors = ErrorPresenter()
    record = receipt()
    opened = grid.time_opening(
        lambda: WorkOrderEditorView(ReceiveSuppliesEditorViewModel(grid.session(), errors, record)),
        SIZE,
    )
    # A new receipt with 200 typed lines, half of them kept in batches.
    vm = ReceiveSuppliesEditorViewModel(grid.session(), errors)
    vm.load_choices = lambda: None  # type: ignore[method-assign]
    typed = [
        WorkOrderLineForm(
            item_id=i + 1,
            item_label=f"Item {i}",
            quantity_text="1",
            price_text="10",
            needs_batch=i % 2 == 0,
        )
        for i in range(grid.LINES)
    ]
    vm.replace_form(
        WorkOrderForm(
            party_id=1,
            warehouse_id=1,
            date=vm.form.date,
            lines=(*typed, WorkOrderLineForm()),
        )
    )
    view = grid.show(WorkOrderEditorView(vm), SIZE)
    edits = grid.time_cell_edits(
        view.model, (LineColumn.QUANTITY, LineColumn.PRICE, LineColumn.BATCH)
    )
    start = time.perf_counter()
    request, problems = vm.build_request(vm.form)
    build_ms = (time.perf_counter() - start) * 1000
    grid.print_figures("receipt", opened, edits)
    print(
        f"checking and building the request of {grid.LINES} lines: {build_ms:.1f} ms "
        f"({'ready' if request is not None else f'{len(problems)} problems'})"
    )
    grid.close(view)


if __name__ == "__main__":
    main()
