"""The shared item line grid under the keyboard, on a supplies receipt (no server needed):
Tab skips cells that mean nothing on a line, columns only some items need appear with the
first such line, Delete and Insert remove and add lines."""

from __future__ import annotations

from unittest.mock import MagicMock

from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from app.viewmodels.changes import ChangeNotices
from app.viewmodels.errors import ErrorPresenter
from app.viewmodels.inventory.work_order_editor import LineColumn, ReceiveSuppliesEditorViewModel
from app.views.inventory.work_order_editor import WorkOrderEditorView
from tests.viewmodels.test_work_order_editor_vm import FakeItems


def receipt_view(qtbot: QtBot) -> WorkOrderEditorView:
    session = MagicMock()
    session.store = None
    session.drafts = None
    session.closed = False
    session.changes = ChangeNotices()
    vm = ReceiveSuppliesEditorViewModel(session, ErrorPresenter())
    vm.stock_items = FakeItems()  # type: ignore[assignment]
    vm.load_choices = lambda: None  # type: ignore[method-assign]  # no server to ask
    view = WorkOrderEditorView(vm)
    qtbot.addWidget(view)
    view.resize(1060, 700)
    view.show()
    return view


def current(view: WorkOrderEditorView) -> tuple[int, int]:
    index = view.table.currentIndex()
    return index.row(), index.column()


def test_tab_skips_cells_that_mean_nothing_on_the_line(qtbot: QtBot, qapp: object) -> None:
    view = receipt_view(qtbot)
    vm = view.view_model
    table = view.table
    assert table.isColumnHidden(LineColumn.BATCH)
    vm.choose_item(0, 2)  # kept in batches
    vm.choose_item(1, 1)  # plain
    assert not table.isColumnHidden(LineColumn.BATCH)
    assert table.isColumnHidden(LineColumn.EXPIRY) and table.isColumnHidden(LineColumn.SERIALS)

    view.grid.focus_cell(0, LineColumn.PRICE)
    qtbot.keyClick(table, Qt.Key.Key_Tab)
    assert current(view) == (0, LineColumn.BATCH)  # the batch item's batch cell
    view.grid.focus_cell(1, LineColumn.PRICE)
    qtbot.keyClick(table, Qt.Key.Key_Tab)
    assert current(view) == (1, LineColumn.COMMENTS)  # no batch on the plain item
    qtbot.keyClick(table, Qt.Key.Key_Tab)
    assert current(view) == (2, LineColumn.ITEM)  # past the computed value, the next line
    qtbot.keyClick(table, Qt.Key.Key_Backtab)
    assert current(view) == (1, LineColumn.COMMENTS)
    qtbot.keyClick(table, Qt.Key.Key_Backtab)
    assert current(view) == (1, LineColumn.PRICE)


def test_delete_and_insert_remove_and_add_lines(qtbot: QtBot, qapp: object) -> None:
    view = receipt_view(qtbot)
    vm = view.view_model
    vm.choose_item(0, 1)
    vm.choose_item(1, 4)
    assert view.model.rowCount() == 3
    view.grid.focus_cell(0, LineColumn.QUANTITY)
    qtbot.keyClick(view.table, Qt.Key.Key_Delete)
    assert [line.item_id for line in vm.form.lines] == [4, None]
    assert not view.table.isColumnHidden(LineColumn.SERIALS)
    qtbot.keyClick(view.table, Qt.Key.Key_Insert)
    assert [line.item_id for line in vm.form.lines] == [None, 4, None]
    qtbot.waitUntil(lambda: view.table.state() == view.table.State.EditingState)
    assert current(view) == (0, LineColumn.ITEM)  # the new line's item picker is open
