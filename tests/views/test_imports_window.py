"""File › Import stock items… / Import customers…, driven as a clerk does: choose the file in
the dialog, read the preview, import, read the results, export the failed rows, import the
same file again without duplicates, update by SKU from a workbook, Arabic semicolon CSV."""

from __future__ import annotations

import sqlite3
from collections.abc import Iterator
from pathlib import Path

import pytest
from openpyxl import Workbook
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from app.store.tabular import CSV_ENCODING, read_table
from app.sync.import_rows import RowState
from app.viewmodels.master_data.importer import BAD_CELL_ROLE, Phase
from app.views.master_data.importer import ImportView
from tests.support.app import RunningApp, running_app, wait_for_cache


@pytest.fixture
def app(qtbot: QtBot, qloop: object, home: Path) -> Iterator[RunningApp]:
    with running_app(qtbot, home) as running:
        yield running


def demo(running: RunningApp, sql: str, *args: object) -> list[tuple[object, ...]]:
    """Read the demo company's database as the server stored it."""
    with sqlite3.connect(running.paths.demo_database) as conn:
        return conn.execute(sql, args).fetchall()


def open_import(qtbot: QtBot, running: RunningApp, kind: str) -> ImportView:
    """Through the File menu's action, as a clerk picks it."""
    action = (
        running.window.import_items_action
        if kind == "stock_items"
        else running.window.import_customers_action
    )
    action.trigger()
    view = running.window.tabs.currentWidget()
    assert isinstance(view, ImportView)
    return view


def choose(qtbot: QtBot, view: ImportView, path: Path) -> None:
    """Ctrl+O, pick the file in the dialog, wait for the preview."""
    # Back from an earlier dialog, the main window is the active one again.
    view.window().activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is view.window(), timeout=5000)
    view.table.setFocus()
    qtbot.keyClick(view.table, Qt.Key.Key_O, Qt.KeyboardModifier.ControlModifier)
    dialog = view.file_dialog
    assert dialog is not None
    dialog.selectFile(str(path))
    dialog.accept()
    qtbot.waitUntil(lambda: view.view_model.phase == Phase.PREVIEW, timeout=10000)


def run_import(qtbot: QtBot, view: ImportView) -> None:
    assert view.import_button.isEnabled()
    qtbot.mouseClick(view.import_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: view.view_model.phase == Phase.DONE, timeout=20000)


def states(view: ImportView) -> list[RowState]:
    return [row.state for row in view.view_model.rows]


def write_csv(path: Path, lines: list[str]) -> Path:
    path.write_text("\n".join(lines) + "\n", encoding=CSV_ENCODING)
    return path


def test_import_items_preview_results_failed_rows_and_no_duplicates(
    qtbot: QtBot, app: RunningApp, tmp_path: Path, screenshot: object
) -> None:
    source = write_csv(
        tmp_path / "new items.csv",
        [
            "Description,SKU,Price,Purchase price,Colour",
            "Garden hose 20 m,IMP-HOSE-20,350,210,green",
            "Garden hose 30 m,IMP-HOSE-30,abc,300,green",  # price is not a number
            "Hose connector,IMP-CONN-1,45.5,20,black",
            ",IMP-NODESC,10,5,",  # no description
            "Watering can 10 l,IMP-CAN-10,120,70,red",
        ],
    )
    view = open_import(qtbot, app, "stock_items")
    choose(qtbot, view, source)
    vm = view.view_model
    # The headers were recognized; the colour column is not imported.
    assert vm.mapping == ["description", "sku", "price", "purchase_price", None]
    assert states(view) == [
        RowState.READY,
        RowState.INVALID,
        RowState.READY,
        RowState.INVALID,
        RowState.READY,
    ]
    model = vm.model
    assert model.data(model.index(1, 4), BAD_CELL_ROLE)  # Price of line 3
    assert model.data(model.index(3, 2), BAD_CELL_ROLE)  # Description of line 5
    assert "Enter a number." in model.data(model.index(1, 1))
    assert view.import_button.text() == "&Import 3 rows"
    assert "3 ready" in view.summary.text() and "2 with errors" in view.summary.text()
    screenshot(app.window, "import_items_preview")

    run_import(qtbot, view)
    assert states(view) == [
        RowState.CREATED,
        RowState.INVALID,
        RowState.CREATED,
        RowState.INVALID,
        RowState.CREATED,
    ]
    created = vm.rows[0]
    assert model.data(model.index(0, 1)) == f"Created: {created.record_code}"
    assert demo(
        app, "SELECT price, purchase_price FROM stock_items WHERE sku = ?", "IMP-HOSE-20"
    ) == [(350.0, 210.0)]
    assert "2 rows were not imported" in view.banner.text
    screenshot(app.window, "import_items_results")
    qtbot.mouseClick(view.problems_only, Qt.MouseButton.LeftButton)
    assert [model.data(model.index(r, 0)) for r in range(model.rowCount())] == ["3", "5"]
    assert model.data(model.index(0, 4), BAD_CELL_ROLE)  # still the price of line 3
    qtbot.mouseClick(view.problems_only, Qt.MouseButton.LeftButton)
    assert model.rowCount() == 5

    # The failed rows, with the file's columns and the error, to fix and import again.
    dialog = view.export_failed()
    assert dialog is not None
    target = tmp_path / "failed.csv"
    dialog.selectFile(str(target))
    dialog.accept()
    qtbot.waitUntil(lambda: "exported" in view.banner.text, timeout=10000)
    failed = read_table(target)
    assert failed.headers == ["Description", "SKU", "Price", "Purchase price", "Colour", "Error"]
    assert [row[1] for row in failed.rows] == ["IMP-HOSE-30", "IMP-NODESC"]
    assert "Enter a number." in failed.rows[0][5]

    # The same file again: nothing is created twice.
    before = demo(app, "SELECT count(*) FROM stock_items")[0][0]
    choose(qtbot, view, source)
    if view.import_button.isEnabled():  # the cache may not know the new items yet
        run_import(qtbot, view)
    assert [row.state for row in vm.rows if row.state is not RowState.INVALID] == [
        RowState.EXISTS
    ] * 3
    assert [row.record_id for row in vm.rows if row.state is RowState.EXISTS] == [
        created.record_id,
        *[row.record_id for row in vm.rows[2::2]],
    ]
    assert demo(app, "SELECT count(*) FROM stock_items")[0][0] == before

    # The rows that exist can be updated from the same file: another mode checks it again.
    view.mode.setCurrentIndex(view.mode.findData("sku"))
    # (An update needs no description: line 5 is ready too, and then not found.)
    qtbot.waitUntil(lambda: vm.phase == Phase.PREVIEW and vm.ready_count == 4, timeout=5000)
    run_import(qtbot, view)
    assert states(view) == [
        RowState.UPDATED,
        RowState.INVALID,
        RowState.UPDATED,
        RowState.NOT_FOUND,
        RowState.UPDATED,
    ]
    assert demo(app, "SELECT count(*) FROM stock_items")[0][0] == before


def test_update_prices_by_sku_from_a_workbook(
    qtbot: QtBot, app: RunningApp, tmp_path: Path
) -> None:
    wait_for_cache(qtbot, app, "stock_items")
    items = demo(
        app,
        "SELECT id, sku, description, purchase_price FROM stock_items "
        "WHERE sku IS NOT NULL AND sku != '' AND is_grouping = 0 AND parent_id IS NULL "
        "ORDER BY id LIMIT 2",
    )
    workbook = Workbook()
    sheet = workbook.active
    sheet.append(["SKU", "Selling price"])
    sheet.append([str(items[0][1]).lower(), 1234.5])  # SKUs match ignoring case
    sheet.append([items[1][1], 99])
    sheet.append(["NO-SUCH-SKU", 5])
    source = tmp_path / "prices.xlsx"
    workbook.save(source)

    view = open_import(qtbot, app, "stock_items")
    view.mode.setFocus()
    view.mode.setCurrentIndex(view.mode.findData("sku"))
    choose(qtbot, view, source)
    assert view.view_model.mapping == ["sku", "price"]
    run_import(qtbot, view)
    assert states(view) == [RowState.UPDATED, RowState.UPDATED, RowState.NOT_FOUND]
    stored = demo(
        app, "SELECT price, description, purchase_price FROM stock_items WHERE id = ?", items[0][0]
    )
    # The price changed; what the file did not hold was kept.
    assert stored == [(1234.5, items[0][2], items[0][3])]
    assert view.view_model.failed_count == 1


def test_arabic_customers_from_a_semicolon_csv_right_to_left(
    qtbot: QtBot, app: RunningApp, tmp_path: Path, screenshot: object
) -> None:
    source = write_csv(
        tmp_path / "عملاء.csv",
        [
            "الكود;الاسم;الموبايل;نوع العميل;حد الائتمان",
            "IMP-AR-1;شركة النور للتجارة;01001234567;شركة;15000,50",
            "IMP-AR-2;محمد عبد الله;01007654321;مستهلك;٢٥٠٠",
            "IMP-AR-3;مؤسسة الأمل;01000000000;جمعية;1000",  # unknown customer type
        ],
    )
    QApplication.setLayoutDirection(Qt.LayoutDirection.RightToLeft)
    try:
        view = open_import(qtbot, app, "customers")
        choose(qtbot, view, source)
        vm = view.view_model
        assert vm.mapping == ["code", "name", "mobile", "customer_type", "credit_limit"]
        assert states(view) == [RowState.READY, RowState.READY, RowState.INVALID]
        assert "Use one of: Business, Consumer." in vm.model.data(vm.model.index(2, 1))
        screenshot(app.window, "import_customers_preview_rtl")
        # Ctrl+Enter imports, from anywhere in the tab.
        view.window().activateWindow()
        qtbot.waitUntil(lambda: QApplication.activeWindow() is view.window(), timeout=5000)
        view.table.setFocus()
        qtbot.keyClick(view.table, Qt.Key.Key_Return, Qt.KeyboardModifier.ControlModifier)
        qtbot.waitUntil(lambda: view.view_model.phase == Phase.DONE, timeout=20000)
        assert states(view)[:2] == [RowState.CREATED, RowState.CREATED]
        screenshot(app.window, "import_customers_results_rtl")
        assert view.isRightToLeft()
    finally:
        QApplication.setLayoutDirection(Qt.LayoutDirection.LeftToRight)
    assert demo(
        app,
        "SELECT name, customer_type, credit_limit FROM customers WHERE code = ?",
        "IMP-AR-1",
    ) == [("شركة النور للتجارة", "Business", 15000.5)]


def test_the_clerk_remaps_a_column_and_the_rows_are_checked_again(
    qtbot: QtBot, app: RunningApp, tmp_path: Path
) -> None:
    source = write_csv(tmp_path / "odd.csv", ["Item name,Cost", "Rake,12"])
    view = open_import(qtbot, app, "stock_items")
    choose(qtbot, view, source)
    vm = view.view_model
    assert vm.mapping == [None, "purchase_price"]
    assert "No column" not in view.banner.text
    assert states(view) == [RowState.INVALID]  # no description
    combo = view.mapping.cellWidget(0, 1)
    combo.setFocus()
    combo.setCurrentIndex(combo.findData("description"))
    assert vm.mapping == ["description", "purchase_price"]
    qtbot.waitUntil(lambda: states(view) == [RowState.READY], timeout=5000)
    assert view.import_button.isEnabled()


def test_a_file_that_is_not_a_table_is_explained(
    qtbot: QtBot, app: RunningApp, tmp_path: Path
) -> None:
    broken = tmp_path / "items.xlsx"
    broken.write_text("not a workbook")
    view = open_import(qtbot, app, "stock_items")
    qtbot.keyClick(view.choose_button, Qt.Key.Key_O, Qt.KeyboardModifier.ControlModifier)
    dialog = view.file_dialog
    assert dialog is not None
    dialog.selectFile(str(broken))
    dialog.accept()
    qtbot.waitUntil(lambda: "is not an Excel workbook" in view.banner.text, timeout=10000)
    assert view.view_model.phase == Phase.EMPTY
    assert not view.import_button.isEnabled()
