"""What a manager does on a report screen, for the report flow tests: double-click a
cell (as a person does to drill down) and wait until the report's table has its rows."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QTableView
from pytestqt.qtbot import QtBot

from app.views.reports.report_view import ReportView


def double_click(qtbot: QtBot, table: QTableView, row: int, column: int) -> None:
    """Scroll a cell into view, select it with a click, then double-click it."""
    index = table.model().index(row, column)
    table.scrollTo(index)
    rect = table.visualRect(index)
    qtbot.mouseClick(table.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
    qtbot.mouseDClick(table.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())


def wait_for_table(qtbot: QtBot, view: ReportView) -> None:
    """Until the report has been computed (off the GUI thread) and its rows are shown."""
    qtbot.waitUntil(
        lambda: view.view_model.model.rowCount() > 0 and not view.view_model.busy, timeout=20000
    )
