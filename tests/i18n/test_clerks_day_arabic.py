"""Issue 19's new words in Arabic (points 1, 2, 15, 16): the return wizard's last page with
a refund left to pay, the order editor with its payment state, and the cash amount refused
above the total, read as an Arabic clerk
does: every word translated, numbers in Arabic-Indic digits, no Alt+letter twice."""

from __future__ import annotations

from collections.abc import Iterator
from decimal import Decimal
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from app.viewmodels.sales.return_wizard import ReturnStep
from app.viewmodels.sales.sales_order_editor import OrderField
from app.views.sales.sales_order_editor import SalesOrderEditorView
from app.views.sales.sales_order_list import SalesOrderListView
from tests.i18n.test_arabic_screens import assert_all_arabic, open_first_row, settle
from tests.support.app import wait_for_cache
from tests.support.arabic import Arabic, arabic_app
from tests.support.returns import ITEMS, current_wizard, issued_order
from tests.support.screens import open_entry


@pytest.fixture
def arabic(qtbot: QtBot, qloop: object, home: Path, tmp_path: Path) -> Iterator[Arabic]:
    with arabic_app(qtbot, home, tmp_path / "translations") as running:
        yield running


def test_the_clerk_s_day_reads_arabic(qtbot: QtBot, arabic: Arabic, screenshot) -> None:
    running = arabic.running
    window = running.window
    wait_for_cache(qtbot, running, "warehouses", "accounts", "customers", "stock_items")
    first, _, _ = ITEMS
    order = issued_order(qtbot, running, [(first, 1, Decimal(800))], cash_amount=Decimal(800))

    # The return wizard ends with what is left, and the refund to pay.
    returns = open_entry(qtbot, running, "sales-returns")
    settle(qtbot, returns)
    returns.table.setFocus()  # type: ignore[attr-defined]
    qtbot.keyClick(returns.table, Qt.Key.Key_N, Qt.KeyboardModifier.ControlModifier)  # type: ignore[attr-defined]
    wizard = current_wizard(running)
    vm = wizard.view_model
    settle(qtbot, wizard)
    qtbot.keyClicks(wizard.source, order.code)
    qtbot.keyClick(wizard.source, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: vm.step == ReturnStep.LINES, timeout=15000)
    for _ in range(3):
        qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: vm.step == ReturnStep.DONE, timeout=15000)
    assert wizard.refund_row.isVisible()
    screenshot(window, "sales_return_done_refund_due_ar")
    arabic.look_at("sales_return_done_refund_due", window)

    # The order: its payment state in the list's words; the cash amount above the total.
    orders = open_entry(qtbot, running, "sales-orders")
    assert isinstance(orders, SalesOrderListView)
    settle(qtbot, orders)
    model = orders.view_model.model
    row = next(
        r
        for r in range(model.rowCount())
        if (found := model.order_at(r)) is not None and found.code == order.code
    )
    editor = open_first_row(qtbot, window, orders.table, row)
    assert isinstance(editor, SalesOrderEditorView)
    settle(qtbot, editor)
    screenshot(window, "sales_order_state_ar")
    arabic.look_at("sales_order_state", window)

    new = open_entry(qtbot, running, "sales-orders")
    qtbot.keyClick(new.table, Qt.Key.Key_N, Qt.KeyboardModifier.ControlModifier)  # type: ignore[attr-defined]
    fresh = window.tabs.currentWidget()
    assert isinstance(fresh, SalesOrderEditorView)
    settle(qtbot, fresh)
    fresh.cash.setFocus()
    qtbot.keyClicks(fresh.cash, "999")
    fresh.view_model.save()
    qtbot.waitUntil(fresh.fields[OrderField.CASH].error.isVisible, timeout=5000)
    screenshot(window, "sales_order_cash_refused_ar")
    arabic.look_at("sales_order_cash_refused", window)
    assert_all_arabic(arabic)
