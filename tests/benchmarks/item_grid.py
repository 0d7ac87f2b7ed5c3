"""What the item-grid editor benchmarks share (``bench_order_editor``,
``bench_work_order_editor``): a session with no server and no cache, the 200 stock items
of their documents, opening an editor tab ten times, the UI work of 400 cell edits, and the
figures they print (never asserted).

Budget of both: opening a 200-line document under 300 ms; each edit's UI work (the grid's
setData, the view-model's bookkeeping and the repaint of that row) under 16 ms p95.
"""

from __future__ import annotations

import os
import statistics
import time
from collections.abc import Callable, Sequence
from decimal import Decimal
from typing import Any, TypeVar
from unittest.mock import MagicMock

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import QAbstractItemModel, QCoreApplication, QEvent
from PySide6.QtWidgets import QApplication, QWidget

from app.models.common import StockItemReference
from app.viewmodels.changes import ChangeNotices

LINES = 200
OPENINGS = 10
EDITS = 400


def application() -> QCoreApplication:
    return QApplication.instance() or QApplication([])


def session() -> MagicMock:
    """A session with no cache (pickers offer nothing, as before the first sync), no
    drafts and no server."""
    fake = MagicMock()
    fake.store = None
    fake.drafts = None
    fake.closed = False
    fake.changes = ChangeNotices()
    return fake


def saved_line(i: int) -> dict[str, Any]:
    """What line ``i`` of a saved 200-line document holds whatever the document: its id,
    its stock item, a quantity and a price."""
    return {
        "id": i + 1,
        "stock_item": StockItemReference(id=i + 1, code=f"{i:06d}", description=f"Item {i}"),
        "quantity": Decimal(1 + i % 5),
        "price": Decimal("10.5") + i,
    }


def p95(values: list[float]) -> float:
    return statistics.quantiles(values, n=20)[18]


def time_opening(open_view: Callable[[], QWidget], size: tuple[int, int]) -> list[float]:
    """Milliseconds to build and show an editor tab (``open_view``) at ``size``, each of
    ``OPENINGS`` times; every tab is closed and gone after its time is taken."""
    application()  # before the first widget
    opened: list[float] = []
    for _ in range(OPENINGS):
        start = time.perf_counter()
        view = show(open_view(), size)
        opened.append((time.perf_counter() - start) * 1000)
        close(view)
    return opened


V = TypeVar("V", bound=QWidget)


def show(view: V, size: tuple[int, int]) -> V:
    """``view`` shown at ``size``, painted."""
    view.resize(*size)
    view.show()
    application().processEvents()
    return view


def time_cell_edits(model: QAbstractItemModel, columns: Sequence[int]) -> list[float]:
    """Milliseconds of UI work of each of ``EDITS`` cell edits spread over the lines (the
    grid's setData and the repaint of that row), the columns taken in turn."""
    app = application()
    edits: list[float] = []
    for i in range(EDITS):
        row = (i * 37) % LINES
        column = columns[i % len(columns)]
        start = time.perf_counter()
        model.setData(model.index(row, column), str(2 + i % 7))
        app.processEvents()  # the repaint of that row
        edits.append((time.perf_counter() - start) * 1000)
    return edits


def print_figures(document: str, opened: list[float], edits: list[float]) -> None:
    print(
        f"open a {LINES}-line {document}: median {statistics.median(opened):.1f} ms, "
        f"max {max(opened):.1f} ms (budget 300 ms)"
    )
    print(
        f"one cell edit (UI work): median {statistics.median(edits):.2f} ms, "
        f"p95 {p95(edits):.2f} ms, max {max(edits):.2f} ms (budget p95 16 ms)"
    )


def close(view: QWidget) -> None:
    """Close a tab and delete it now (not at the interpreter's exit, after its
    view-model)."""
    view.close()
    view.deleteLater()
    QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
