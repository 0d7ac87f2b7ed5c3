"""Master data > Classifications: the tree, a new node under a branch, the rule that
stock items live on the last level, explained before anything is typed."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from app.store.tabular import read_table
from app.viewmodels.inventory.classifications import ClassificationField
from app.views.inventory.classifications import NODE_ID_ROLE, ClassificationTreeView
from tests.support.app import RunningApp, running_app
from tests.support.master_screens import current_editor, tab_title
from tests.support.screens import open_entry
from tests.support.widgets import type_text


@pytest.fixture
def app(qtbot: QtBot, qloop: object, home: Path) -> Iterator[RunningApp]:
    with running_app(qtbot, home) as running:
        yield running


def open_tree(qtbot: QtBot, running: RunningApp) -> ClassificationTreeView:
    screen = open_entry(qtbot, running, "classifications")
    assert isinstance(screen, ClassificationTreeView)
    qtbot.waitUntil(lambda: screen.tree.topLevelItemCount() > 0, timeout=10000)
    return screen


def node_id(tree: ClassificationTreeView, code: str) -> int:
    return next(node.id for node in tree.view_model.nodes if node.code == code)


def child_codes(tree: ClassificationTreeView, code: str) -> list[str]:
    item = tree.item_of(node_id(tree, code))
    assert item is not None
    return [item.child(i).text(1) for i in range(item.childCount())]


def test_a_clerk_adds_a_classification_under_a_branch(
    qtbot: QtBot, app: RunningApp, screenshot
) -> None:
    tree = open_tree(qtbot, app)
    assert [tree.tree.topLevelItem(i).text(1) for i in range(3)] == ["01", "02", "03"]
    assert child_codes(tree, "01") == ["0101", "0102", "0103"]
    tree.select_node(node_id(tree, "01"))
    assert tree.new_button.isEnabled()
    assert "3 sub-classifications" in tree.details.text()
    screenshot(app.window, "classifications_tree")
    qtbot.keyClick(tree.tree, Qt.Key.Key_N, Qt.KeyboardModifier.ControlModifier)
    editor = current_editor(app)
    qtbot.waitUntil(lambda: bool(editor.view_model.nodes), timeout=10000)
    assert "Electronics" in editor.parent_node.currentText()
    assert tab_title(app) == "New classification"  # nothing typed yet
    editor.code.setFocus()
    qtbot.keyClicks(editor.code, "0104")
    qtbot.keyClick(editor.code, Qt.Key.Key_Tab)
    assert QApplication.focusWidget() is editor.description
    qtbot.keyClicks(editor.description, "Tablets")
    screenshot(app.window, "classification_editor")
    qtbot.keyClick(editor, Qt.Key.Key_S, Qt.KeyboardModifier.ControlModifier)
    qtbot.waitUntil(lambda: "0104" in child_codes(tree, "01"), timeout=10000)
    assert tab_title(app) == "Tablets"
    assert editor.code.isReadOnly() and not editor.save_button.isVisible()


def test_a_leaf_holding_stock_items_explains_why_it_cannot_get_children(
    qtbot: QtBot, app: RunningApp
) -> None:
    tree = open_tree(qtbot, app)
    tree.select_node(node_id(tree, "0101"))
    qtbot.waitUntil(lambda: "stock items live on the last level" in tree.explanation.text())
    assert not tree.new_button.isEnabled()
    qtbot.keyClick(tree.tree, Qt.Key.Key_N, Qt.KeyboardModifier.ControlModifier)
    assert tab_title(app) == "Classifications"  # nothing opened


def test_the_editor_checks_the_rules_and_shows_the_server_s_refusal(
    qtbot: QtBot, app: RunningApp
) -> None:
    tree = open_tree(qtbot, app)
    tree.select_node(node_id(tree, "02"))
    qtbot.mouseClick(tree.new_button, Qt.MouseButton.LeftButton)
    editor = current_editor(app)
    qtbot.waitUntil(lambda: bool(editor.view_model.nodes), timeout=10000)
    qtbot.keyClicks(editor.code, "02-9")
    qtbot.mouseClick(editor.save_button, Qt.MouseButton.LeftButton)
    assert "dash" in editor.fields[ClassificationField.CODE].error.text()
    assert editor.fields[ClassificationField.DESCRIPTION].error.isVisible()
    editor.code.clear()
    qtbot.keyClicks(editor.code, "0101")  # Mobile phones has it
    qtbot.keyClicks(editor.description, "Notebooks")
    qtbot.mouseClick(editor.save_button, Qt.MouseButton.LeftButton)
    error = editor.fields[ClassificationField.CODE].error
    qtbot.waitUntil(lambda: "already used" in error.text(), timeout=10000)
    # A leaf with stock items chosen as parent in the editor: the server's refusal lands
    # on the parent field.
    editor.parent_node.setCurrentIndex(
        next(
            i
            for i in range(editor.parent_node.count())
            if editor.parent_node.itemData(i) == node_id(tree, "0201")
        )
    )
    editor.parent_node.activated.emit(editor.parent_node.currentIndex())
    editor.code.clear()
    qtbot.keyClicks(editor.code, "020101")
    qtbot.mouseClick(editor.save_button, Qt.MouseButton.LeftButton)
    parent_error = editor.fields[ClassificationField.PARENT].error
    qtbot.waitUntil(lambda: "cannot get children" in parent_error.text(), timeout=10000)


@pytest.mark.parametrize("suffix", [".csv", ".xlsx"])
def test_the_tree_exports_in_tree_order(
    qtbot: QtBot, app: RunningApp, tmp_path: Path, suffix: str
) -> None:
    tree = open_tree(qtbot, app)
    dialog = tree.export_button.choose(suffix)
    target = tmp_path / f"classifications{suffix}"
    dialog.selectFile(str(target))
    dialog.accept()
    qtbot.waitUntil(lambda: "exported" in tree.banner.text, timeout=10000)
    table = read_table(target)
    assert table.headers == ["Code", "Description", "Level", "Parent code"]
    assert table.rows[:2] == [["01", "Electronics", "1", ""], ["0101", "Mobile phones", "2", "01"]]


def test_right_to_left_layout(qtbot: QtBot, app: RunningApp, screenshot) -> None:
    QApplication.setLayoutDirection(Qt.LayoutDirection.RightToLeft)
    try:
        tree = open_tree(qtbot, app)
        tree.select_node(node_id(tree, "0202"))
        assert tree.tree.currentItem().data(0, NODE_ID_ROLE) == node_id(tree, "0202")
        qtbot.waitUntil(
            lambda: "stock items" in tree.details.text() and "…" not in tree.details.text()
        )
        screenshot(app.window, "classifications_tree_rtl")
        tree.select_node(node_id(tree, "03"))
        qtbot.mouseClick(tree.new_button, Qt.MouseButton.LeftButton)
        editor = current_editor(app)
        qtbot.waitUntil(lambda: bool(editor.view_model.nodes), timeout=10000)
        type_text(editor.description, "أدوات المائدة")
        screenshot(app.window, "classification_editor_rtl")
        assert editor.isRightToLeft()
    finally:
        QApplication.setLayoutDirection(Qt.LayoutDirection.LeftToRight)
