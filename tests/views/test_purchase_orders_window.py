"""Purchasing > Purchase orders and Purchase returns, driven like a clerk: the whole list,
a code, a supplier's documents created between two dates, one document read-only."""

from __future__ import annotations

from collections.abc import Iterator
from datetime import date, timedelta
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from app.views.widgets.document_view import DocumentView
from tests.support.app import RunningApp, running_app
from tests.support.returns import open_purchases


@pytest.fixture
def app(qtbot: QtBot, qloop: object, home: Path) -> Iterator[RunningApp]:
    with running_app(qtbot, home) as running:
        yield running


def shown(screen) -> list:
    model = screen.view_model.model
    return [model.row_at(row) for row in range(model.rowCount())]


def test_purchase_orders_are_found_by_supplier_and_creation_dates(
    qtbot: QtBot, app: RunningApp, screenshot
) -> None:
    orders = open_purchases(qtbot, app, "purchase-orders")
    everything = shown(orders)
    assert {d.document_type for d in everything} == {"PO", "PQ"}  # no returns here
    screenshot(app.window, "purchase_orders_list")

    # A supplier alone filters the whole list here (the list has no supplier filter).
    orders.supplier_filter.setFocus()
    row = next(
        r
        for r in range(orders.supplier_filter.count())
        if "Delta Electronics" in orders.supplier_filter.itemText(r)
    )
    for _ in range(row):
        qtbot.keyClick(orders.supplier_filter, Qt.Key.Key_Down)
    delta = orders.supplier_filter.currentData()
    qtbot.waitUntil(lambda: 0 < len(shown(orders)) < len(everything), timeout=10000)
    assert {d.supplier.id for d in shown(orders)} == {delta}
    listed = len(shown(orders))

    # One date alone cannot be asked for; both find by creation time on the server.
    orders.from_filter.setFocus()
    qtbot.keyClicks(orders.from_filter, (date.today() - timedelta(days=20)).isoformat())
    assert "Type both dates" in orders.filter_error.text()
    orders.to_filter.setFocus()
    qtbot.keyClicks(orders.to_filter, date.today().isoformat())
    assert not orders.filter_error.isVisible()
    qtbot.waitUntil(
        lambda: orders.view_model.mode == "find" and not orders.view_model.busy, timeout=10000
    )
    recent = shown(orders)
    assert 0 < len(recent) < listed  # the demo's orders were created over about 50 days
    assert {d.supplier.id for d in recent} == {delta}
    assert {d.document_type for d in recent} == {"PO"}
    assert "(created between the dates)" in orders.summary.text()
    screenshot(app.window, "purchase_orders_found")

    # Enter shows one, read-only, with its lines and installments.
    orders.select_row(0)
    orders.table.setFocus()
    qtbot.keyClick(orders.table, Qt.Key.Key_Return)
    view = app.window.tabs.currentWidget()
    assert isinstance(view, DocumentView)
    assert view.code.text() == orders.view_model.model.row_at(0).document_code
    assert view.view_model.lines.rowCount() > 0
    assert "Purchase order (PO)" in view.kind.text()
    screenshot(app.window, "purchase_order_view")


def test_purchase_returns_have_their_own_list_and_find(
    qtbot: QtBot, app: RunningApp, screenshot
) -> None:
    returns = open_purchases(qtbot, app, "purchase-returns")
    assert {d.document_type for d in shown(returns)} == {"PR"}
    assert len(shown(returns)) == 3
    screenshot(app.window, "purchase_returns_list")

    returns.code_filter.setFocus()
    qtbot.keyClicks(returns.code_filter, "PR-2")
    qtbot.waitUntil(lambda: [d.document_code for d in shown(returns)] == ["PR-2"], timeout=10000)
    returns.code_filter.clear()
    qtbot.keyClicks(returns.from_filter, (date.today() - timedelta(days=400)).isoformat())
    qtbot.keyClicks(returns.to_filter, date.today().isoformat())
    qtbot.waitUntil(
        lambda: returns.view_model.mode == "find" and len(shown(returns)) == 3, timeout=10000
    )
    assert {d.document_type for d in shown(returns)} == {"PR"}


def test_right_to_left_layout(qtbot: QtBot, app: RunningApp, screenshot) -> None:
    QApplication.setLayoutDirection(Qt.LayoutDirection.RightToLeft)
    try:
        orders = open_purchases(qtbot, app, "purchase-orders")
        assert orders.isRightToLeft()
        screenshot(app.window, "purchase_orders_list_rtl")
        orders.select_row(0)
        orders.table.setFocus()
        qtbot.keyClick(orders.table, Qt.Key.Key_Return)
        view = app.window.tabs.currentWidget()
        assert isinstance(view, DocumentView)
        screenshot(app.window, "purchase_order_view_rtl")
        open_purchases(qtbot, app, "purchase-returns")
        screenshot(app.window, "purchase_returns_list_rtl")
    finally:
        QApplication.setLayoutDirection(Qt.LayoutDirection.LeftToRight)
