"""Master data > Brands, driven like a clerk: navigate, type, Tab, save, read the list."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from app.store.tabular import read_table
from app.viewmodels.inventory.brands import BrandField
from tests.support.app import RunningApp, running_app
from tests.support.master_screens import column_texts, current_editor, open_list, tab_title
from tests.support.widgets import type_text


@pytest.fixture
def app(qtbot: QtBot, qloop: object, home: Path) -> Iterator[RunningApp]:
    with running_app(qtbot, home) as running:
        yield running


def test_a_clerk_creates_a_brand_and_sees_it_in_the_list(
    qtbot: QtBot, app: RunningApp, screenshot
) -> None:
    brands = open_list(qtbot, app, "brands")
    assert "Samsung" in column_texts(brands)
    assert not brands.open_button.isVisible() and not brands.delete_button.isVisible()
    screenshot(app.window, "brands_list")
    qtbot.keyClick(brands.table, Qt.Key.Key_N, Qt.KeyboardModifier.ControlModifier)
    editor = current_editor(app)
    assert QApplication.focusWidget() is editor.name
    qtbot.keyClicks(editor.name, "Braun")
    qtbot.keyClick(editor.name, Qt.Key.Key_Tab)
    assert QApplication.focusWidget() is editor.brand_manager
    qtbot.keyClicks(editor.brand_manager, "Hany Lotfy")
    assert tab_title(app) == "New brand *"
    screenshot(app.window, "brand_editor")
    qtbot.keyClick(editor, Qt.Key.Key_S, Qt.KeyboardModifier.ControlModifier)
    qtbot.waitUntil(lambda: "Braun" in column_texts(brands), timeout=10000)
    assert tab_title(app) == "Braun"
    assert "cannot be changed" in editor.status.text()
    assert editor.name.isReadOnly() and not editor.save_button.isVisible()


def test_a_duplicate_or_bad_name_is_explained_at_the_field(qtbot: QtBot, app: RunningApp) -> None:
    brands = open_list(qtbot, app, "brands")
    qtbot.mouseClick(brands.new_button, Qt.MouseButton.LeftButton)
    editor = current_editor(app)
    qtbot.keyClicks(editor.name, "Bad, name")
    qtbot.mouseClick(editor.save_button, Qt.MouseButton.LeftButton)
    assert "cannot contain" in editor.fields[BrandField.NAME].error.text()
    editor.name.clear()
    qtbot.keyClicks(editor.name, "samsung")  # the server compares ignoring case
    qtbot.mouseClick(editor.save_button, Qt.MouseButton.LeftButton)
    error = editor.fields[BrandField.NAME].error
    qtbot.waitUntil(error.isVisible, timeout=10000)
    assert "already used" in error.text()


def test_the_name_filter_narrows_the_list(qtbot: QtBot, app: RunningApp) -> None:
    brands = open_list(qtbot, app, "brands")
    qtbot.keyClicks(brands.name_filter, "py")
    qtbot.waitUntil(lambda: column_texts(brands) == ["Pyrex"], timeout=5000)
    assert brands.summary.text() == "1 brands"


@pytest.mark.parametrize("suffix", [".csv", ".xlsx"])
def test_the_list_exports_what_it_shows(
    qtbot: QtBot, app: RunningApp, tmp_path: Path, suffix: str
) -> None:
    brands = open_list(qtbot, app, "brands")
    dialog = brands.export_button.choose(suffix)
    target = tmp_path / f"brands{suffix}"
    dialog.selectFile(str(target))
    dialog.accept()
    qtbot.waitUntil(lambda: "exported" in brands.banner.text, timeout=10000)
    table = read_table(target)
    assert table.headers == ["Name", "Brand manager"]
    assert [row[0] for row in table.rows] == column_texts(brands)


def test_right_to_left_layout(qtbot: QtBot, app: RunningApp, screenshot) -> None:
    QApplication.setLayoutDirection(Qt.LayoutDirection.RightToLeft)
    try:
        brands = open_list(qtbot, app, "brands")
        brands.select_row(1)
        assert brands.selected_record() is brands.view_model.model.row_at(1)
        screenshot(app.window, "brands_list_rtl")
        qtbot.mouseClick(brands.new_button, Qt.MouseButton.LeftButton)
        editor = current_editor(app)
        type_text(editor.name, "العربي")
        assert editor.view_model.form.name == "العربي"
        screenshot(app.window, "brand_editor_rtl")
        assert editor.isRightToLeft()
    finally:
        QApplication.setLayoutDirection(Qt.LayoutDirection.LeftToRight)
