"""An order's ``taxable`` and "tax after the order discount" on the editor's form, as a
clerk meets them: orders made elsewhere are opened from the list, the boxes show what the
order has, the live totals follow them (and equal the server's), and clicking a box moves
the totals as the server would compute them. Screenshots in English and Arabic."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from datetime import datetime
from decimal import Decimal
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from app.models.sales_orders import SalesOrderDetailRequest, SalesOrderRequest, SalesOrderResponse
from app.views.sales.sales_order_editor import SalesOrderEditorView
from tests.support.app import RunningApp, running_app, wait_for_cache
from tests.support.arabic import arabic_app
from tests.support.orders import open_orders, run, stocked_items

CREDIT_CUSTOMER, WH01 = 2, 1


@pytest.fixture
def app(qtbot: QtBot, qloop: object, home: Path) -> Iterator[RunningApp]:
    with running_app(qtbot, home) as running:
        yield running


def made_elsewhere(
    qtbot: QtBot, app: RunningApp, *, taxable: bool | None, after: bool, discount: str | None
) -> SalesOrderResponse:
    """One line of 1,000 at 14 % (and a second of 500 at 5 %), saved through the API as
    another program would save it."""
    session = app.view_model.session
    assert session is not None
    wait_for_cache(qtbot, app, "stock_items", "customers", "warehouses", "taxes")
    first, second = stocked_items(app, 2)
    request = SalesOrderRequest(
        customer_id=CREDIT_CUSTOMER,
        warehouse_id=WH01,
        document_date=datetime.now().replace(microsecond=0),
        taxable=taxable,
        apply_tax_after_discount=after,
        discount=Decimal(discount) if discount else None,
        sales_order_details=[
            SalesOrderDetailRequest(
                stock_item_id=first["id"],
                quantity=Decimal(1),
                price=Decimal(1000),
                tax_rate=Decimal(14),
            ),
            SalesOrderDetailRequest(
                stock_item_id=second["id"],
                quantity=Decimal(2),
                price=Decimal(250),
                tax_rate=Decimal(5),
            ),
        ],
    )
    return run(qtbot, session.client.sales_orders.create(request))


def open_saved(qtbot: QtBot, app: RunningApp, order: SalesOrderResponse) -> SalesOrderEditorView:
    """The order's row in Sales orders, then Enter."""
    wait_for_cache(qtbot, app, "stock_items", "customers", "warehouses", "taxes")
    orders = open_orders(qtbot, app)
    model = orders.view_model.model

    def row_of_order() -> int:
        for row in range(model.rowCount()):
            found = model.order_at(row)
            if found is not None and found.id == order.id:
                return row
        return -1

    orders.table.setFocus()
    if row_of_order() < 0:  # a list opened before the order was made: Refresh
        qtbot.mouseClick(orders.refresh_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: row_of_order() >= 0, timeout=10000)
    orders.table.setCurrentIndex(model.index(row_of_order(), 0))
    qtbot.keyClick(orders.table, Qt.Key.Key_Return)
    qtbot.waitUntil(
        lambda: (
            isinstance(app.window.tabs.currentWidget(), SalesOrderEditorView)
            and app.window.tabs.currentWidget().view_model.base is not None
        ),  # type: ignore[union-attr]
        timeout=10000,
    )
    editor = app.window.tabs.currentWidget()
    assert isinstance(editor, SalesOrderEditorView)
    return editor


def shown(editor: SalesOrderEditorView) -> dict[str, str]:
    return {key: label.text() for key, label in editor.totals_labels.items()}


def click(qtbot: QtBot, box: object) -> None:
    qtbot.mouseClick(box, Qt.MouseButton.LeftButton)  # type: ignore[arg-type]


def test_an_order_that_is_not_taxable_shows_no_tax_until_the_clerk_ticks_taxable(
    qtbot: QtBot, app: RunningApp, screenshot: Callable[..., Path]
) -> None:
    order = made_elsewhere(qtbot, app, taxable=False, after=False, discount=None)
    assert order.net_total == 1500 and order.tax == 0  # the server: lines 1,500, no tax
    editor = open_saved(qtbot, app, order)
    assert not editor.taxable.isChecked()
    assert not editor.tax_after_discount.isEnabled()  # nothing to tax after a discount
    qtbot.waitUntil(lambda: shown(editor)["net"] == "1,500.00")
    assert shown(editor)["tax"] == "0.00"
    screenshot(editor, "sales_order_not_taxable")

    click(qtbot, editor.taxable)
    # 1,000 x 14 % + 500 x 5 % = 165
    qtbot.waitUntil(lambda: shown(editor)["net"] == "1,665.00")
    assert shown(editor)["tax"] == "165.00"
    assert editor.view_model.form.taxable and editor.tax_after_discount.isEnabled()
    click(qtbot, editor.taxable)
    qtbot.waitUntil(lambda: shown(editor)["net"] == "1,500.00")


def test_tax_after_the_discount_follows_the_order_and_the_box(
    qtbot: QtBot, app: RunningApp, screenshot: Callable[..., Path]
) -> None:
    order = made_elsewhere(qtbot, app, taxable=True, after=True, discount="150")
    # Shares of the 150: 100 and 50; tax 900 x 14 % + 450 x 5 % = 126 + 22.50.
    assert order.net_total == Decimal("1498.5") and order.tax == Decimal("148.5")
    editor = open_saved(qtbot, app, order)
    assert editor.taxable.isChecked() and editor.tax_after_discount.isChecked()
    qtbot.waitUntil(lambda: shown(editor)["net"] == "1,498.50")
    assert shown(editor)["tax"] == "148.50"
    assert shown(editor)["discounts"] == "150.00"
    screenshot(editor, "sales_order_tax_after_discount")

    click(qtbot, editor.tax_after_discount)
    # Tax on the lines before the discount: 140 + 25; 1,500 - 150 + 165.
    qtbot.waitUntil(lambda: shown(editor)["net"] == "1,515.00")
    assert shown(editor)["tax"] == "165.00"
    assert not editor.view_model.form.apply_tax_after_discount


def test_the_tax_boxes_in_arabic(
    qtbot: QtBot, qloop: object, home: Path, tmp_path: Path, screenshot: Callable[..., Path]
) -> None:
    with arabic_app(qtbot, home, tmp_path) as arabic:
        app = arabic.running
        not_taxable = made_elsewhere(qtbot, app, taxable=False, after=False, discount=None)
        editor = open_saved(qtbot, app, not_taxable)
        assert editor.isRightToLeft() and not editor.taxable.isChecked()
        qtbot.waitUntil(lambda: shown(editor)["net"] == "١٬٥٠٠٫٠٠")
        screenshot(editor, "sales_order_not_taxable_ar")
        after = made_elsewhere(qtbot, app, taxable=True, after=True, discount="150")
        editor = open_saved(qtbot, app, after)
        assert editor.tax_after_discount.isChecked()
        qtbot.waitUntil(lambda: shown(editor)["net"] == "١٬٤٩٨٫٥٠")
        screenshot(editor, "sales_order_tax_after_discount_ar")
        QApplication.processEvents()
