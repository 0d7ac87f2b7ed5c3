"""Inventory > Warehouses, driven like a clerk: the list and its form, a warehouse's
balance, items across warehouses, RMA and tree."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from app.store.tabular import read_table
from app.views.inventory.warehouses import WarehousesView
from tests.support.app import RunningApp, running_app, wait_for_cache
from tests.support.screens import open_entry
from tests.support.widgets import type_text


@pytest.fixture
def app(qtbot: QtBot, qloop: object, home: Path) -> Iterator[RunningApp]:
    with running_app(qtbot, home) as running:
        yield running


def open_warehouses(qtbot: QtBot, running: RunningApp) -> WarehousesView:
    screen = open_entry(qtbot, running, "warehouses")
    assert isinstance(screen, WarehousesView)
    qtbot.waitUntil(lambda: screen.view_model.model.rowCount() > 0 and not screen.view_model.busy)
    return screen


def codes(screen: WarehousesView) -> list[str]:
    return [w.code for w in screen.view_model.model.rows()]


def test_a_clerk_creates_a_warehouse_and_renames_it(
    qtbot: QtBot, app: RunningApp, screenshot
) -> None:
    screen = open_warehouses(qtbot, app)
    assert codes(screen) == ["WH01", "WH02", "WH03"]
    screen.select_warehouse("WH01")
    assert screen.description.text() == "Main warehouse - Cairo"
    assert screen.code.isReadOnly()
    screenshot(app.window, "warehouses")

    qtbot.keyClick(screen.table, Qt.Key.Key_N, Qt.KeyboardModifier.ControlModifier)
    assert QApplication.focusWidget() is screen.description
    qtbot.keyClicks(screen.description, "Port Said depot")
    qtbot.keyClick(screen.description, Qt.Key.Key_Tab)
    assert QApplication.focusWidget() is screen.code
    qtbot.keyClicks(screen.code, "WH09")
    qtbot.keyClick(screen.code, Qt.Key.Key_S, Qt.KeyboardModifier.ControlModifier)
    qtbot.waitUntil(lambda: "WH09" in codes(screen), timeout=10000)

    # Renamed: the update goes by code, and the form shows what the server stored.
    qtbot.waitUntil(lambda: screen.view_model.editor.record is not None)
    screen.description.setFocus()
    screen.description.selectAll()
    qtbot.keyClicks(screen.description, "Port Said depot 2")
    qtbot.mouseClick(screen.form.save_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(
        lambda: any(w.description == "Port Said depot 2" for w in screen.view_model.model.rows()),
        timeout=10000,
    )
    assert screen.form.status.text() == "Saved."


def test_a_taken_description_is_refused_next_to_the_field(qtbot: QtBot, app: RunningApp) -> None:
    screen = open_warehouses(qtbot, app)
    qtbot.mouseClick(screen.form.new_button, Qt.MouseButton.LeftButton)
    qtbot.keyClicks(screen.description, "Alexandria store")
    qtbot.mouseClick(screen.form.save_button, Qt.MouseButton.LeftButton)
    error = screen.form.fields["description"].error
    qtbot.waitUntil(lambda: error.isVisible(), timeout=10000)
    assert error.text()


def test_balance_rma_and_tree(qtbot: QtBot, app: RunningApp, screenshot) -> None:
    screen = open_warehouses(qtbot, app)
    screen.select_warehouse("WH01")
    qtbot.mouseClick(screen.balance_button, Qt.MouseButton.LeftButton)
    balance = screen.balance_vm
    qtbot.waitUntil(lambda: balance.model.rowCount() > 0 and not balance.busy, timeout=10000)
    assert all(row.balance != 0 for row in balance.model.rows())
    shown = balance.model.rowCount()
    screenshot(app.window, "warehouse_balance")
    qtbot.mouseClick(screen.balance_non_zero, Qt.MouseButton.LeftButton)  # zeros too
    assert balance.model.rowCount() > shown

    screen.tabs.setCurrentIndex(3)
    assert [w.code for w in screen.view_model.rma.rows()] == ["WH03"]
    screen.tabs.setCurrentIndex(4)
    qtbot.waitUntil(lambda: screen.tree.topLevelItemCount() == 2)
    cairo = next(
        screen.tree.topLevelItem(i)
        for i in range(2)
        if screen.tree.topLevelItem(i).text(0) == "Cairo region"  # type: ignore[union-attr]
    )
    kinds = [cairo.child(i).text(1) for i in range(cairo.childCount())]  # type: ignore[union-attr]
    assert "Warehouse (inactive)" in kinds  # the old Giza depot: in the tree, not the list
    screenshot(app.window, "warehouse_tree")


def test_items_across_warehouses(qtbot: QtBot, app: RunningApp, screenshot, tmp_path: Path) -> None:
    screen = open_warehouses(qtbot, app)
    wait_for_cache(qtbot, app, "stock_items")
    screen.tabs.setCurrentIndex(2)
    for code in ("000001", "000002"):
        screen.item_picker.setFocus()
        qtbot.keyClicks(screen.item_picker, code)
        qtbot.keyClick(screen.item_picker, Qt.Key.Key_Return)
    assert screen.chosen_items.count() == 2
    screen.tick_warehouse("WH01")
    screen.tick_warehouse("WH02")
    qtbot.mouseClick(screen.matrix_show, Qt.MouseButton.LeftButton)
    model = screen.matrix_vm.model
    qtbot.waitUntil(lambda: model.rowCount() == 2, timeout=10000)
    headers = [model.headerData(c, Qt.Orientation.Horizontal) for c in range(model.columnCount())]
    assert headers == ["Item code", "Item", "WH01", "WH02", "Total", "Reserved", "All warehouses"]
    first = model.row_at(0)
    assert first is not None and first.total == sum(first.per_warehouse)
    screenshot(app.window, "warehouse_matrix")

    dialog = screen.matrix_export.choose(".xlsx")
    target = tmp_path / "matrix.xlsx"
    dialog.selectFile(str(target))
    dialog.accept()
    qtbot.waitUntil(lambda: "exported" in screen.banner.text, timeout=10000)
    assert read_table(target).headers[2:4] == ["WH01", "WH02"]


def test_right_to_left_layout(qtbot: QtBot, app: RunningApp, screenshot) -> None:
    QApplication.setLayoutDirection(Qt.LayoutDirection.RightToLeft)
    try:
        screen = open_warehouses(qtbot, app)
        qtbot.mouseClick(screen.form.new_button, Qt.MouseButton.LeftButton)
        type_text(screen.description, "مخزن بورسعيد")
        screenshot(app.window, "warehouses_rtl")
        screen.tabs.setCurrentIndex(2)
        # Filled, as a clerk sees it: the mirrored columns and numbers, not an empty grid.
        wait_for_cache(qtbot, app, "stock_items")
        for code in ("000001", "000002"):
            screen.item_picker.setFocus()
            qtbot.keyClicks(screen.item_picker, code)
            qtbot.keyClick(screen.item_picker, Qt.Key.Key_Return)
        screen.tick_warehouse("WH01")
        screen.tick_warehouse("WH02")
        qtbot.mouseClick(screen.matrix_show, Qt.MouseButton.LeftButton)
        qtbot.waitUntil(lambda: screen.matrix_vm.model.rowCount() == 2, timeout=10000)
        screenshot(app.window, "warehouse_matrix_rtl")
        assert screen.isRightToLeft()
    finally:
        QApplication.setLayoutDirection(Qt.LayoutDirection.LeftToRight)
