"""The sales-order grid keeps what the clerk types while answers arrive late.

A clerk types item codes at a person's speed (80-300 ms between keys) while the sandbox
answers every on-hand and search request 50-500 ms late (``slow_lookups``), so those
answers land in the middle of the typing, as they do on a real office line. Every key goes
where a real keyboard sends it: to the completion popup while it is open (the popup grabs
the keyboard and hands keys on), else to the focused cell editor. Every line must be there
afterwards, with the item whose code was typed, in one Enter per code.

The suite types ``GRID_ORDERS`` orders (default 4) of 5 lines; the 20 orders of the issue
are ``tests/benchmarks/bench_grid_typing.py``, which runs this test with 20 and prints the
time it took.
"""

from __future__ import annotations

import json
import os
import random
import time
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QLineEdit, QWidget
from pytestqt.qtbot import QtBot

from app.sandbox.faults import FaultInjector, FaultKind, slow_lookups
from app.viewmodels.sales.sales_order_editor import LineColumn
from app.views.sales.sales_order_editor import SalesOrderEditorView
from tests.support.app import wait_for_cache
from tests.support.orders import new_order, stocked_items
from tests.support.outage import app_on
from tests.support.sandbox import Tenant

ORDERS = int(os.environ.get("GRID_ORDERS", "4"))
LINES = 5
FIGURES = os.environ.get("GRID_FIGURES")
"""A file the benchmark asks for: the run's timings go there as JSON."""
PAUSES: list[int] = []
"""Milliseconds paused between keys (a person's own time), for the benchmark."""


def keyboard_target() -> QWidget:
    """Where a real keyboard's key goes: the open popup (a completer's list grabs the
    keyboard and passes keys on to its field), else the focused widget."""
    target = QApplication.activePopupWidget() or QApplication.focusWidget()
    assert target is not None, "no widget would get the key"
    return target


def press(qtbot: QtBot, key: str | Qt.Key, rng: random.Random) -> None:
    """One key, then the pause a person leaves before the next one."""
    qtbot.keyClick(keyboard_target(), key)  # type: ignore[arg-type]
    pause = rng.randint(80, 300)
    PAUSES.append(pause)
    qtbot.wait(pause)


def editing(editor: SalesOrderEditorView, row: int, column: int) -> bool:
    table = editor.table
    index = table.currentIndex()
    return (
        table.state() == table.State.EditingState
        and index.row() == row
        and index.column() == column
    )


def type_order(
    qtbot: QtBot, editor: SalesOrderEditorView, lines: list[tuple[str, str]], rng: random.Random
) -> None:
    """Each line: its code key by key, Enter (one), its quantity, Enter."""
    qtbot.keyClicks(editor.warehouse, "WH01")
    press(qtbot, Qt.Key.Key_Return, rng)  # the warehouse taken, its match list closed
    qtbot.waitUntil(lambda: QApplication.activePopupWidget() is None)
    editor.focus_cell(0, LineColumn.ITEM)
    for row, (code, quantity) in enumerate(lines):
        if row == 0:
            press(qtbot, code[0], rng)  # any key opens the cell's picker with that key
            rest = code[1:]
        else:
            qtbot.waitUntil(lambda r=row: editing(editor, r, LineColumn.ITEM), timeout=3000)
            rest = code
        for char in rest:
            press(qtbot, char, rng)
        shown = QApplication.focusWidget()
        before_enter = shown.text() if isinstance(shown, QLineEdit) else ""
        assert before_enter == code, (
            f"line {row + 1}: typed {code!r}, the cell shows {before_enter!r}"
        )
        press(qtbot, Qt.Key.Key_Return, rng)
        # One Enter: the item is taken and the quantity cell is open.
        qtbot.waitUntil(lambda r=row: editing(editor, r, LineColumn.QUANTITY), timeout=3000)
        quantity_editor = QApplication.focusWidget()
        quantity_editor.selectAll()  # type: ignore[union-attr]
        for char in quantity:
            press(qtbot, char, rng)
        press(qtbot, Qt.Key.Key_Return, rng)


@pytest.mark.slow
@pytest.mark.timeout(60 + ORDERS * 40)
def test_every_line_keeps_the_item_typed_while_answers_arrive_late(
    qtbot: QtBot, qloop: object, home: Path, live_tenant: Tenant, screenshot: Any
) -> None:
    rng = random.Random(24)
    faults = FaultInjector(seed=24)
    PAUSES.clear()
    typing_seconds = 0.0
    with app_on(qtbot, home, live_tenant, faults) as (running, _server):
        wait_for_cache(qtbot, running, "stock_items", "customers", "warehouses", "taxes")
        pool = stocked_items(running, 40)
        assert len(pool) >= LINES
        faults.randomly(slow_lookups())  # from now on every lookup answers late
        for order in range(ORDERS):
            picked = rng.sample(pool, LINES)
            lines = [(str(item["code"]), str(rng.randint(1, 9))) for item in picked]
            editor = new_order(qtbot, running)
            started = time.perf_counter()
            type_order(qtbot, editor, lines, rng)
            typing_seconds += time.perf_counter() - started
            vm = editor.view_model
            typed = [(line.item_id, line.quantity_text) for line in vm.form.lines[:LINES]]
            expected = [
                (int(item["id"]), quantity)
                for item, (_c, quantity) in zip(picked, lines, strict=True)
            ]
            assert typed == expected, f"order {order + 1}"
            assert vm.form.warehouse_id is not None
            assert vm.form.lines[LINES].blank and len(vm.form.lines) == LINES + 1
            assert not vm.line_errors(), f"order {order + 1}: {vm.line_errors()}"
            if order == 0:
                screenshot(running.window, "sales_order_typed_under_slow_lookups")
    late = [path for _m, path, kind in faults.injected if kind is FaultKind.LATENCY]
    # The on-hand answers did come late, in the middle of the typing.
    assert sum("stock-items-balances" in path for path in late) >= ORDERS
    if FIGURES:
        figures = {
            "orders": ORDERS,
            "lines": ORDERS * LINES,
            "keys": len(PAUSES),
            "typing_seconds": round(typing_seconds, 2),
            "pause_seconds": round(sum(PAUSES) / 1000, 2),
            "late_answers": len(late),
        }
        Path(FIGURES).write_text(json.dumps(figures))


def test_an_item_that_names_nothing_stays_on_its_line_marked_with_why(
    qtbot: QtBot, qloop: object, home: Path, live_tenant: Tenant, screenshot: Any
) -> None:
    rng = random.Random(7)
    with app_on(qtbot, home, live_tenant) as (running, _server):
        wait_for_cache(qtbot, running, "stock_items", "customers", "warehouses", "taxes")
        item = stocked_items(running, 1)[0]
        editor = new_order(qtbot, running)
        vm = editor.view_model
        type_order(qtbot, editor, [("NO-SUCH-ITEM", "3"), (str(item["code"]), "2")], rng)
        first, second = vm.form.lines[0], vm.form.lines[1]
        assert (first.item_id, first.item_label, first.quantity_text) == (
            None,
            "NO-SUCH-ITEM",
            "3",
        )
        assert second.item_id == int(item["id"])
        assert editor.model.index(0, LineColumn.ITEM).data() == "NO-SUCH-ITEM"
        reason = vm.cell_error(0, LineColumn.ITEM)
        assert "NO-SUCH-ITEM" in reason and "No item" in reason
        assert vm.line_errors()[0][:2] == (0, LineColumn.ITEM)
        # Spelled out under the grid too, as soon as it is known (no save needed).
        assert "NO-SUCH-ITEM" in editor.grid.lines_error.text()
        screenshot(running.window, "sales_order_unmatched_item_kept")
