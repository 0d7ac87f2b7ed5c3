"""The return wizard tells what other returns, not received into stock yet, already take
back of a line ("1 on pending return SR-7") and asks before returning it again: the
returnable proposal counts only received returns, so without this a second refund of the
same goods was one Enter away."""

from __future__ import annotations

from collections.abc import Iterator
from datetime import datetime
from decimal import Decimal
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QMessageBox
from pytestqt.qtbot import QtBot

from app.models.sales_returns import CreateSalesReturnDetailRequest, CreateSalesReturnRequest
from app.viewmodels.sales.return_wizard import ReturnColumn, ReturnStep
from tests.support.app import RunningApp, running_app
from tests.support.returns import (
    ITEMS,
    WH01,
    client,
    current_wizard,
    issued_order,
    open_sales_returns,
    run,
)
from tests.support.widgets import click_button, open_message_box


@pytest.fixture
def app(qtbot: QtBot, qloop: object, home: Path) -> Iterator[RunningApp]:
    with running_app(qtbot, home) as running:
        yield running


def test_a_line_on_a_pending_return_is_said_and_asked_about(
    qtbot: QtBot, app: RunningApp, screenshot
) -> None:
    first, second, _ = ITEMS
    order = issued_order(qtbot, app, [(first, 3, Decimal(100)), (second, 2, Decimal(50))])
    api = client(app)
    proposal = run(qtbot, api.sales_returns.returnable(code=order.code))
    first_line = next(d for d in proposal.details if d.stock_item and d.stock_item.id == first)
    # Someone returned 1 of the first item; it waits for its receipt (the demo company does
    # not receive returns into stock by itself).
    pending = run(
        qtbot,
        api.sales_returns.create(
            CreateSalesReturnRequest(
                warehouse_id=WH01,
                source_document_code=order.code,
                document_date=datetime.now().replace(microsecond=0),
                source_document_details=[
                    CreateSalesReturnDetailRequest(
                        source_work_order_detail_id=first_line.source_work_order_detail_id,
                        quantity=Decimal(1),
                    )
                ],
            )
        ),
    )
    assert pending.code and not pending.is_issued

    returns = open_sales_returns(qtbot, app)
    returns.table.setFocus()
    qtbot.keyClick(returns.table, Qt.Key.Key_N, Qt.KeyboardModifier.ControlModifier)
    wizard = current_wizard(app)
    vm = wizard.view_model
    qtbot.keyClicks(wizard.source, order.code)
    qtbot.keyClick(wizard.source, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: vm.step == ReturnStep.LINES, timeout=10000)

    model = wizard.table.model()
    shown = {
        model.index(row, ReturnColumn.ITEM).data(): model.index(row, ReturnColumn.PENDING).data()
        for row in range(model.rowCount())
    }
    # Still offered at its whole quantity (the server counts received returns only) ...
    first_row = next(row for row, d in enumerate(vm.details()) if d.stock_item.id == first)
    assert model.index(first_row, ReturnColumn.QUANTITY).data() == "3"
    # ... but said to be on the pending return; the other line is on none.
    assert sorted(shown.values()) == ["", f"1 on pending return {pending.code}"]
    screenshot(app.window, "return_wizard_pending_line")

    wizard.table.setFocus()
    qtbot.keyClick(wizard.table, Qt.Key.Key_Return)
    box = open_message_box(qtbot)
    assert f"1 on pending return {pending.code}" in box.text()
    assert "Return them again?" in box.text()
    screenshot(box, "return_wizard_pending_question")
    qtbot.keyClick(box, Qt.Key.Key_Escape)  # the safe answer: nothing happens
    qtbot.waitUntil(lambda: not box.isVisible())
    assert vm.step == ReturnStep.LINES

    # Unticking the pending line: nothing to ask, the other line goes on.
    wizard.table.setCurrentIndex(model.index(first_row, ReturnColumn.RETURN))
    wizard.table.setFocus()
    qtbot.keyClick(wizard.table, Qt.Key.Key_Space)
    assert vm.pending_question() == ""
    qtbot.keyClick(wizard.table, Qt.Key.Key_Space)  # ticked again: asked again
    qtbot.keyClick(wizard.table, Qt.Key.Key_Return)
    box = open_message_box(qtbot)
    click_button(qtbot, box, "Return again")
    qtbot.waitUntil(lambda: vm.step == ReturnStep.REFUND, timeout=5000)
    assert not [
        w for w in QApplication.topLevelWidgets() if isinstance(w, QMessageBox) and w.isVisible()
    ]


def test_the_pending_return_is_said_in_arabic_too(
    qtbot: QtBot, qloop: object, home: Path, tmp_path: Path, screenshot
) -> None:
    from tests.support.arabic import arabic_app

    first, _, _ = ITEMS
    with arabic_app(qtbot, home, tmp_path / "translations") as arabic:
        running = arabic.running
        order = issued_order(qtbot, running, [(first, 2, Decimal(100))])
        api = client(running)
        pending = run(
            qtbot,
            api.sales_returns.create(
                CreateSalesReturnRequest(
                    warehouse_id=WH01,
                    source_document_code=order.code,
                    document_date=datetime.now().replace(microsecond=0),
                    source_document_details=[],
                )
            ),
        )
        returns = open_sales_returns(qtbot, running)
        returns.table.setFocus()
        qtbot.keyClick(returns.table, Qt.Key.Key_N, Qt.KeyboardModifier.ControlModifier)
        wizard = current_wizard(running)
        vm = wizard.view_model
        qtbot.keyClicks(wizard.source, order.code)
        qtbot.keyClick(wizard.source, Qt.Key.Key_Return)
        qtbot.waitUntil(lambda: vm.step == ReturnStep.LINES, timeout=10000)
        said = wizard.table.model().index(0, ReturnColumn.PENDING).data()
        assert said.startswith("٢ ") and pending.code in said  # the clerk's digits
        assert "المعلّق" in said
        running.window.resize(1280, 720)
        screenshot(running.window, "return_wizard_pending_line_ar")
        wizard.table.setFocus()
        qtbot.keyClick(wizard.table, Qt.Key.Key_Return)
        box = open_message_box(qtbot)
        screenshot(box, "return_wizard_pending_question_ar")
        qtbot.keyClick(box, Qt.Key.Key_Escape)
        qtbot.waitUntil(lambda: not box.isVisible())
        assert vm.step == ReturnStep.LINES
