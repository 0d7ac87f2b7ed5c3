"""Issue 19, point 15, as the clerk met it: the return wizard used to end by sending the
clerk to the web application. Where the API can finish the job it offers it (the cash
refund the return recorded but did not pay: a cash out to the customer, from the wizard's
last page); where it cannot (receiving the goods into stock), it says plainly what is left
and where."""

from __future__ import annotations

from collections.abc import Iterator
from decimal import Decimal
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from app.viewmodels.sales.return_wizard import ReturnStep
from tests.support.app import RunningApp, running_app
from tests.support.returns import ITEMS, current_wizard, issued_order, open_sales_returns, run


@pytest.fixture
def app(qtbot: QtBot, qloop: object, home: Path) -> Iterator[RunningApp]:
    with running_app(qtbot, home) as running:
        yield running


def press(qtbot: QtBot, key: Qt.Key) -> None:
    qtbot.keyClick(QApplication.focusWidget(), key)


def test_the_wizard_pays_the_cash_refund_and_says_what_is_left(
    qtbot: QtBot, app: RunningApp, screenshot
) -> None:
    first, _, _ = ITEMS
    order = issued_order(qtbot, app, [(first, 1, Decimal(800))], cash_amount=Decimal(800))
    returns = open_sales_returns(qtbot, app)
    returns.table.setFocus()
    qtbot.keyClick(returns.table, Qt.Key.Key_N, Qt.KeyboardModifier.ControlModifier)
    wizard = current_wizard(app)
    vm = wizard.view_model
    qtbot.keyClicks(wizard.source, order.code)
    qtbot.keyClick(wizard.source, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: vm.step == ReturnStep.LINES, timeout=10000)
    press(qtbot, Qt.Key.Key_Return)
    assert vm.step == ReturnStep.REFUND
    assert vm.cash() == Decimal(800)  # the order named a cash amount: refunded in cash
    press(qtbot, Qt.Key.Key_Return)
    press(qtbot, Qt.Key.Key_Return)  # Create
    qtbot.waitUntil(lambda: vm.step == ReturnStep.DONE, timeout=15000)

    text = wizard.result_text.text()
    assert "web application (Sales returns › " in text  # what is left, and where
    assert "The API cannot receive a return into stock" in text
    assert "Left to do: the cash refund of 800.00 is not paid yet" in text
    assert wizard.refund_row.isVisible()
    assert wizard.pay_refund_button.text() == "&Pay refund 800.00"
    screenshot(app.window, "sales_return_done_refund_due")

    row = next(
        r
        for r in range(wizard.refund_account.count())
        if "110101" in wizard.refund_account.itemText(r)
    )
    wizard.refund_account.setCurrentIndex(row)
    qtbot.mouseClick(wizard.pay_refund_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: vm.refund_code.startswith("CO-"), timeout=10000)
    assert f"Refunded in cash: 800.00, paid by {vm.refund_code}." in wizard.result_text.text()
    assert "not paid yet" not in wizard.result_text.text()
    assert not wizard.refund_row.isVisible()
    screenshot(app.window, "sales_return_done_refund_paid")

    # The cash out: the customer's line debited with the refund.
    session = app.view_model.session
    assert session is not None
    page = run(
        qtbot,
        session.client.journal_entries.list(code=vm.refund_code, is_posted_only=False, limit=5),
    )
    entry = next(e for e in page.items if vm.refund_code in (e.document_code, e.journal_entry_code))
    customer = vm.base.customer.id  # type: ignore[union-attr]
    paid = [
        (line.amount, line.amount_status)
        for line in entry.accounting_document_details
        if line.customer is not None and line.customer.id == customer
    ]
    assert paid == [(Decimal(800), "Debit")]
