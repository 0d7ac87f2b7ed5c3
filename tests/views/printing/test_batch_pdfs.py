"""Batch: the clerk selects three orders in the sales orders list (Ctrl+click), Invoices to
PDF… asks for a folder, and each order's tax invoice is saved there as <code>.pdf."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QItemSelectionModel, Qt
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from app.views.sales.sales_order_list import SalesOrderListView
from tests.support.app import RunningApp, running_app
from tests.support.pdf import pdf_text


@pytest.fixture
def app(qtbot: QtBot, qloop: object, home: Path) -> Iterator[RunningApp]:
    with running_app(qtbot, home) as running:
        yield running


def test_the_selected_orders_invoices_are_saved_as_pdfs(
    qtbot: QtBot, app: RunningApp, tmp_path: Path
) -> None:
    orders = app.window.open_entry("sales-orders")
    assert isinstance(orders, SalesOrderListView)
    model = orders.view_model.model
    qtbot.waitUntil(lambda: model.rowCount() >= 3, timeout=15000)
    selection = orders.table.selectionModel()
    selection.clearSelection()
    for row in (0, 1, 2):
        selection.select(
            model.index(row, 0),
            QItemSelectionModel.SelectionFlag.Select | QItemSelectionModel.SelectionFlag.Rows,
        )
    codes = orders.selected_codes()
    assert len(codes) == 3
    qtbot.mouseClick(orders.pdfs_button, Qt.MouseButton.LeftButton)
    batch = orders.batch
    folder = tmp_path / "invoices"
    folder.mkdir()
    dialog = batch.folder_dialog  # type: ignore[attr-defined]
    with qtbot.waitSignal(batch.done, timeout=30000) as said:
        dialog.fileSelected.emit(str(folder))
    assert said.args[0].startswith("Saved 3 PDF files in")
    for code in codes:
        path = folder / f"{code}.pdf"
        assert path.exists(), code
        assert code in pdf_text(path)
    assert orders.selected_order() is not None  # opening still takes the first row
    QApplication.processEvents()


def test_nothing_selected_says_so(qtbot: QtBot, app: RunningApp) -> None:
    orders = app.window.open_entry("sales-orders")
    assert isinstance(orders, SalesOrderListView)
    orders.table.selectionModel().clearSelection()
    orders.save_pdfs()
    assert "Select the orders" in orders.banner.text
