"""Reaching the app's screens as a clerk does: the navigation, the keyboard, the tabs."""

from __future__ import annotations

from PySide6.QtCore import QItemSelectionModel, Qt
from PySide6.QtWidgets import QTableView, QTreeWidgetItem
from pytestqt.qtbot import QtBot

from app.views.accounting.tax_editor import TaxEditorView
from app.views.accounting.tax_list import TaxListView
from app.views.shell.main_window import ENTRY_KEY_ROLE, MainWindow
from app.views.widgets.screen import Screen
from tests.support.app import RunningApp


def open_entry(qtbot: QtBot, running: RunningApp, key: str) -> object:
    """Choose a navigation entry with the keyboard; the tab it opened."""
    tree = running.window.navigation
    tree.setFocus()
    tree.setCurrentItem(navigation_item(running, key))
    qtbot.keyClick(tree, Qt.Key.Key_Return)
    return running.window.tabs.currentWidget()


def describe_window(running: RunningApp) -> str:
    """What the window shows and what holds the keyboard: the message of a failed step."""
    from PySide6.QtWidgets import QApplication

    window = running.window
    modal = QApplication.activeModalWidget()
    popup = QApplication.activePopupWidget()
    return (
        f"current tab {type(window.tabs.currentWidget()).__name__}, "
        f"centre {type(window.center.currentWidget()).__name__}, "
        f"focus {type(window.focusWidget()).__name__}, "
        f"modal {modal!r} {getattr(modal, 'text', lambda: '')()!r}, popup {popup!r}, "
        f"session {running.view_model.session is not None}, "
        f"state {running.view_model.connection_state}"
    )


def navigation_item(running: RunningApp, key: str) -> QTreeWidgetItem:
    tree = running.window.navigation
    for top in range(tree.topLevelItemCount()):
        area = tree.topLevelItem(top)
        for child in range(area.childCount()):
            if area.child(child).data(0, ENTRY_KEY_ROLE) == key:
                return area.child(child)
    raise AssertionError(key)


def open_taxes(qtbot: QtBot, running: RunningApp) -> TaxListView:
    """Master data > Taxes, chosen in the navigation with the keyboard."""
    screen = open_entry(qtbot, running, "taxes")
    assert isinstance(screen, TaxListView), describe_window(running)
    qtbot.waitUntil(lambda: screen.view_model.model.rowCount() > 0 and not screen.view_model.busy)
    return screen


def row_names(screen: TaxListView) -> list[str]:
    model = screen.view_model.model
    return [tax.name for tax in model.rows()]


def current_editor(running: RunningApp) -> TaxEditorView:
    editor = running.window.tabs.currentWidget()
    assert isinstance(editor, TaxEditorView)
    return editor


def wait_for_choices(qtbot: QtBot, editor: TaxEditorView) -> None:
    """Until the account pickers offer the chart of accounts."""
    qtbot.waitUntil(lambda: editor.sales_account.count() > 1, timeout=10000)


def choose_account(qtbot: QtBot, picker, code: str) -> None:
    """Type part of the code into the account field and leave it with Tab."""
    picker.lineEdit().setFocus()
    qtbot.keyClicks(picker.lineEdit(), code)
    qtbot.keyClick(picker.lineEdit(), Qt.Key.Key_Tab)


def open_table_row(qtbot: QtBot, window: MainWindow, table: QTableView, row: int = 0) -> Screen:
    """Select ``row`` (the first by default) of a list and press Enter, as a clerk opens a
    record; the tab that opens."""
    qtbot.waitUntil(lambda: table.model().rowCount() > row, timeout=15000)
    table.setFocus()
    index = table.model().index(row, 0)
    table.selectionModel().select(
        index,
        QItemSelectionModel.SelectionFlag.ClearAndSelect | QItemSelectionModel.SelectionFlag.Rows,
    )
    table.selectionModel().setCurrentIndex(index, QItemSelectionModel.SelectionFlag.NoUpdate)
    before = window.tabs.currentWidget()
    qtbot.keyClick(table, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: window.tabs.currentWidget() is not before, timeout=10000)
    opened = window.tabs.currentWidget()
    assert isinstance(opened, Screen)
    return opened
