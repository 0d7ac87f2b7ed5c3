"""Master data > Dynamic properties, driven like a clerk."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from app.views.inventory.dynamic_properties import DynamicPropertiesView, set_cell
from tests.support.app import RunningApp, running_app
from tests.support.screens import open_entry


@pytest.fixture
def app(qtbot: QtBot, qloop: object, home: Path) -> Iterator[RunningApp]:
    with running_app(qtbot, home) as running:
        yield running


def open_properties(qtbot: QtBot, running: RunningApp) -> DynamicPropertiesView:
    screen = open_entry(qtbot, running, "dynamic-properties")
    assert isinstance(screen, DynamicPropertiesView)
    qtbot.waitUntil(lambda: screen.view_model.model.rowCount() > 0 and not screen.view_model.busy)
    return screen


def test_a_clerk_adds_a_value_to_a_property(qtbot: QtBot, app: RunningApp, screenshot) -> None:
    screen = open_properties(qtbot, app)
    screen.select_property("Size")
    assert [row.value for row in screen.value_rows()] == ["S", "M", "L", "XL"]
    screenshot(app.window, "dynamic_properties")

    qtbot.mouseClick(screen.add_value_button, Qt.MouseButton.LeftButton)
    editor = QApplication.focusWidget()
    qtbot.keyClicks(editor, "XXL")
    qtbot.keyClick(editor, Qt.Key.Key_Return)
    assert screen.has_unsaved_changes()
    qtbot.mouseClick(screen.save_values_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: screen.values_status.text() == "Saved.", timeout=10000)
    assert [row.value for row in screen.value_rows()] == ["S", "M", "L", "XL", "XXL"]

    def size_values() -> list[str]:
        size = next(p for p in screen.view_model.model.rows() if p.name == "Size")
        return [v.value for v in size.values]

    qtbot.waitUntil(lambda: size_values() == ["S", "M", "L", "XL", "XXL"], timeout=10000)
    assert not screen.has_unsaved_changes()

    screen.tabs.setCurrentIndex(1)
    qtbot.waitUntil(lambda: screen.tree.topLevelItemCount() == 2)
    screenshot(app.window, "dynamic_property_tree")


def test_removing_every_value_is_refused_before_sending(qtbot: QtBot, app: RunningApp) -> None:
    screen = open_properties(qtbot, app)
    screen.select_property("Size")
    for _ in range(4):
        screen.values_grid.setCurrentCell(0, 0)
        qtbot.mouseClick(screen.remove_value_button, Qt.MouseButton.LeftButton)
    qtbot.mouseClick(screen.save_values_button, Qt.MouseButton.LeftButton)
    assert "at least one value" in screen.values_error.text()


def test_a_batch_shows_what_happened_to_each_row(qtbot: QtBot, app: RunningApp, screenshot) -> None:
    screen = open_properties(qtbot, app)
    screen.tabs.setCurrentIndex(2)
    grid = screen.batch_grid
    set_cell(grid, 0, 0, "Material")
    set_cell(grid, 0, 2, "Cotton, Wool")
    set_cell(grid, 1, 0, "color")  # exists already (names ignore case)
    set_cell(grid, 1, 2, "Purple")
    set_cell(grid, 2, 0, "material")  # repeated in the batch: the service drops it
    set_cell(grid, 2, 2, "Silk")
    qtbot.mouseClick(screen.batch_create, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: "created" in screen.batch_summary.text(), timeout=10000)
    assert grid.item(0, 4).text() == "Created (2 values)."
    assert grid.item(1, 4).text().startswith("Not created")
    assert grid.item(2, 4).text().startswith("Skipped")
    assert screen.batch_summary.text() == "1 of 3 created. See each row."
    qtbot.waitUntil(lambda: screen.view_model.model.rowCount() == 3, timeout=10000)
    screenshot(app.window, "dynamic_properties_batch")


def test_right_to_left_layout(qtbot: QtBot, app: RunningApp, screenshot) -> None:
    QApplication.setLayoutDirection(Qt.LayoutDirection.RightToLeft)
    try:
        screen = open_properties(qtbot, app)
        screen.select_property("Color")
        screenshot(app.window, "dynamic_properties_rtl")
        screen.tabs.setCurrentIndex(2)
        set_cell(screen.batch_grid, 0, 0, "الخامة")
        set_cell(screen.batch_grid, 0, 2, "قطن، صوف")
        screenshot(app.window, "dynamic_properties_batch_rtl")
        screen.tabs.setCurrentIndex(1)
        qtbot.waitUntil(lambda: screen.tree.topLevelItemCount() > 0)
        screen.tree.expandAll()
        screenshot(app.window, "dynamic_property_tree_rtl")
        assert screen.isRightToLeft()
    finally:
        QApplication.setLayoutDirection(Qt.LayoutDirection.LeftToRight)
