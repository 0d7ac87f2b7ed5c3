"""A new order saved with a line but neither customer nor warehouse names both at once, at
their fields: the clerk is not sent round twice (the warehouse rule of the order's model
runs only after its fields pass, so it used to show on the second save). English and
Arabic, each saved as a screenshot (``order_missing_fields_<en|ar>.png``)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from app.viewmodels.document_sheet import SALES_ORDER_KIND
from app.viewmodels.sales.sales_order_editor import OrderField
from app.views.sales.sales_order_editor import SalesOrderEditorView
from tests.support.app import RunningApp, running_app, wait_for_cache
from tests.support.arabic import arabic_app
from tests.support.orders import stocked_items, type_line


def save_without_customer_or_warehouse(
    qtbot: QtBot, running: RunningApp, screenshot: Any, language: str
) -> SalesOrderEditorView:
    window = running.window
    window.resize(1280, 720)
    editor = window.open_editor(SALES_ORDER_KIND, None)
    assert isinstance(editor, SalesOrderEditorView)
    qtbot.waitUntil(lambda: not editor.view_model.busy, timeout=15000)
    item = stocked_items(running, 1)[0]
    editor.table.setFocus()
    editor.table.setCurrentIndex(editor.table.model().index(0, 0))
    type_line(qtbot, editor, str(item["code"]), "2")
    qtbot.keyClick(editor.table.focusWidget(), Qt.Key.Key_Escape)
    qtbot.keyClick(editor, Qt.Key.Key_S, Qt.KeyboardModifier.ControlModifier)
    customer, warehouse = (
        editor.fields[f].error for f in (OrderField.CUSTOMER, OrderField.WAREHOUSE)
    )
    qtbot.waitUntil(lambda: customer.isVisible() and warehouse.isVisible())
    qtbot.wait(50)
    screenshot(window, f"order_missing_fields_{language}")
    # Seen whole: the wrapped line is as tall as its text needs, not cut under the field.
    assert warehouse.height() >= warehouse.heightForWidth(warehouse.width())
    return editor


def test_both_missing_fields_are_named_at_the_first_save(
    qtbot: QtBot, qloop: object, home: Path, screenshot: Any
) -> None:
    with running_app(qtbot, home) as running:
        wait_for_cache(qtbot, running, "taxes", "accounts", "stock_items", "customers")
        editor = save_without_customer_or_warehouse(qtbot, running, screenshot, "en")
        assert editor.fields[OrderField.CUSTOMER].error.text() == "Choose the customer."
        assert (
            editor.fields[OrderField.WAREHOUSE].error.text()
            == "Choose the warehouse the goods leave from."
        )


def test_both_missing_fields_are_named_at_the_first_save_in_arabic(
    qtbot: QtBot, qloop: object, home: Path, tmp_path: Path, screenshot: Any
) -> None:
    with arabic_app(qtbot, home, tmp_path / "translations") as arabic:
        running = arabic.running
        wait_for_cache(qtbot, running, "taxes", "accounts", "stock_items", "customers")
        editor = save_without_customer_or_warehouse(qtbot, running, screenshot, "ar")
        assert (
            editor.fields[OrderField.WAREHOUSE].error.text()
            != "Choose the warehouse the goods leave from."
        )
