"""Issue 19, point 2, as the clerk met it: an order asks for more of an item than the
warehouse holds. The item picker shows what is on hand in the order's warehouse; Issue warns
before sending that the stock last known is short; issued anyway, the server's refusal names
the item with its figures, and the line concerned shows them at its quantity."""

from __future__ import annotations

from collections.abc import Iterator
from decimal import Decimal
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from app.viewmodels.numbers import format_decimal
from app.viewmodels.sales.sales_order_editor import LineColumn
from app.views.widgets.reference_picker import ReferencePicker
from tests.support.app import RunningApp, running_app
from tests.support.orders import new_order, run, stocked_items, type_line
from tests.support.widgets import click_button, open_message_box


@pytest.fixture
def app(qtbot: QtBot, qloop: object, home: Path) -> Iterator[RunningApp]:
    with running_app(qtbot, home) as running:
        yield running


def test_a_short_issue_is_foretold_and_its_refusal_lands_on_the_line(
    qtbot: QtBot, app: RunningApp, screenshot
) -> None:
    editor = new_order(qtbot, app)
    vm = editor.view_model
    short, plenty = stocked_items(app, 2)
    editor.customer.setFocus()
    qtbot.keyClicks(editor.customer, "CUS-0003")
    qtbot.keyClick(editor.customer, Qt.Key.Key_Tab)
    qtbot.keyClicks(editor.warehouse, "WH01")
    warehouse = vm.form.warehouse_id
    assert warehouse is not None
    session = app.view_model.session
    assert session is not None
    balances = run(
        qtbot,
        session.client.warehouses.stock_items_balances(
            stock_item_ids=[short["id"]], warehouse_ids=[warehouse]
        ),
    )
    on_hand = Decimal(str(balances[0].total_balance))
    asked = on_hand + 5

    # The picker: what is on hand in WH01 comes up beside the item as the clerk types.
    editor.focus_cell(0, LineColumn.ITEM)
    qtbot.keyClicks(editor.table, short["sku"][0])
    picker = editor.table.focusWidget()
    assert isinstance(picker, ReferencePicker)
    qtbot.keyClicks(picker, short["sku"][1:])
    expected = f"{format_decimal(on_hand)} on hand"
    popup = picker.completer().popup()
    qtbot.waitUntil(
        lambda: any(
            expected in picker.completer().model().index(row, 0).data()
            for row in range(picker.completer().model().rowCount())
        ),
        timeout=5000,
    )
    assert popup.isVisible()
    screenshot(popup, "sales_order_picker_on_hand")
    qtbot.keyClick(picker, Qt.Key.Key_Escape)
    qtbot.keyClick(editor.table, Qt.Key.Key_Escape)
    editor.focus_cell(0, LineColumn.ITEM)
    type_line(qtbot, editor, short["sku"], format_decimal(asked))
    type_line(qtbot, editor, plenty["sku"], "1")
    app.window.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is app.window)
    qtbot.keyClick(editor.table, Qt.Key.Key_S, Qt.KeyboardModifier.ControlModifier)
    qtbot.waitUntil(lambda: vm.base is not None and editor.issue_button.isVisible(), timeout=10000)
    order_lines = [line.stock_item.id for line in vm.base.sales_order_details]  # type: ignore[union-attr]
    assert order_lines[0] == short["id"]

    # Issue: the warning comes before anything is sent.
    qtbot.waitUntil(lambda: (warehouse, short["id"]) in vm.on_hand, timeout=5000)
    qtbot.mouseClick(editor.issue_button, Qt.MouseButton.LeftButton)
    box = open_message_box(qtbot)
    assert "The stock last known is short:" in box.text()
    assert f"{format_decimal(on_hand)} on hand, {format_decimal(asked)} to issue" in box.text()
    assert short["code"] in box.text()
    screenshot(box, "sales_order_issue_short_warning")
    click_button(qtbot, box, "Issue")  # the clerk issues anyway (stock may have come in)

    # Refused: the server's words name the item; its line shows the figures.
    qtbot.waitUntil(lambda: "was refused" in editor.banner.text, timeout=10000)
    assert short["code"] in editor.banner.text
    assert vm.cell_error(0, LineColumn.QUANTITY) == (
        f"Not enough stock: {format_decimal(on_hand)} on hand, {format_decimal(asked)} asked for."
    )
    assert vm.cell_error(1, LineColumn.QUANTITY) == ""
    assert not vm.base.is_issued  # type: ignore[union-attr]
    screenshot(app.window, "sales_order_issue_refused_at_line")
