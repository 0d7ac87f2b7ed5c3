"""Sales > Sales returns, driven like a clerk: the list, the wizard typed with the keyboard
(Enter goes on, Alt+Left goes back, Space ticks a line), each refusal at its step, the
created return and its receipt opened from the result."""

from __future__ import annotations

from collections.abc import Iterator
from decimal import Decimal
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from app.sandbox.app import create_app
from app.sandbox.server import SandboxServer
from app.store.tabular import read_table
from app.viewmodels.sales.return_wizard import ReturnColumn, ReturnField, ReturnStep
from app.views.sales.return_wizard import ReturnWizardView
from app.views.sales.sales_order_editor import SalesOrderEditorView
from app.views.widgets.document_view import DocumentView
from tests.support.app import FixedOpener, RunningApp, running_app
from tests.support.fake_server import unused_port_url
from tests.support.returns import (
    ITEMS,
    balance,
    current_wizard,
    demo_setting,
    issued_order,
    open_sales_returns,
)
from tests.support.sandbox import Tenant


@pytest.fixture
def app(qtbot: QtBot, qloop: object, home: Path) -> Iterator[RunningApp]:
    with running_app(qtbot, home) as running:
        yield running


def press(
    qtbot: QtBot, key: Qt.Key, modifier: Qt.KeyboardModifier = Qt.KeyboardModifier.NoModifier
) -> None:
    qtbot.keyClick(QApplication.focusWidget(), key, modifier)


def new_return(qtbot: QtBot, running: RunningApp) -> ReturnWizardView:
    returns = open_sales_returns(qtbot, running)
    returns.table.setFocus()
    qtbot.keyClick(returns.table, Qt.Key.Key_N, Qt.KeyboardModifier.ControlModifier)
    wizard = current_wizard(running)
    assert QApplication.focusWidget() is wizard.source  # ready to type
    return wizard


def load_source(qtbot: QtBot, wizard: ReturnWizardView, code: str) -> None:
    qtbot.keyClicks(wizard.source, code)
    qtbot.keyClick(wizard.source, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: not wizard.view_model.proposal_loading, timeout=10000)


def test_a_clerk_returns_two_lines_by_keyboard_and_the_stock_comes_back(
    qtbot: QtBot, app: RunningApp, screenshot
) -> None:
    demo_setting(app, "salesReturnAutoIssue", "true")  # returns are received at once
    first, second, third = ITEMS
    order = issued_order(
        qtbot,
        app,
        [(first, 2, Decimal(1200)), (second, 3, Decimal(349)), (third, 1, Decimal(229))],
    )
    before = {item: balance(qtbot, app, item) for item in ITEMS}

    wizard = new_return(qtbot, app)
    vm = wizard.view_model
    screenshot(app.window, "sales_return_step1_source")
    load_source(qtbot, wizard, order.code)
    assert vm.step == ReturnStep.LINES
    assert vm.lines_model.rowCount() == 3
    assert wizard.table.hasFocus()
    assert "Total to return" in wizard.lines_total.text()

    # Untick the third line (Space), and bring back 1 of the 3 cables on the second.
    press(qtbot, Qt.Key.Key_Down)
    press(qtbot, Qt.Key.Key_Down)
    press(qtbot, Qt.Key.Key_Space)
    assert [line.selected for line in vm.form.lines] == [True, True, False]
    press(qtbot, Qt.Key.Key_Up)
    for _ in range(ReturnColumn.QUANTITY):
        press(qtbot, Qt.Key.Key_Right)
    assert wizard.table.currentIndex().column() == ReturnColumn.QUANTITY
    qtbot.keyClick(wizard.table, "1")  # typing opens the cell
    press(qtbot, Qt.Key.Key_Return)  # the first Enter ends the cell
    qtbot.waitUntil(lambda: vm.form.lines[1].quantity_text == "1")
    assert vm.step == ReturnStep.LINES
    # 2 x 1200 + 1 x 349, VAT-free lines: 2,749.00
    assert vm.total() == Decimal("2749.0000")
    screenshot(app.window, "sales_return_step2_lines")

    press(qtbot, Qt.Key.Key_Return)  # the next one goes on
    assert vm.step == ReturnStep.REFUND
    assert QApplication.focusWidget() is wizard.cash
    # A credit sale: the refund is proposed on account.
    assert vm.cash() == 0
    assert vm.on_account() == Decimal("2749")
    assert "on account" in wizard.refund_note.text()
    assert wizard.warehouse.currentData() == 1  # back where the goods left from
    screenshot(app.window, "sales_return_step3_refund")

    press(qtbot, Qt.Key.Key_Return)
    assert vm.step == ReturnStep.REVIEW
    assert wizard.next_button.text() == "Create &return"
    screenshot(app.window, "sales_return_step4_review")
    press(qtbot, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: vm.step == ReturnStep.DONE, timeout=15000)

    code = vm.result_code()
    receipt = vm.receipt_code()
    assert code.startswith("SR-")
    assert receipt.startswith("RR-")
    assert wizard.result_code.text() == code
    assert receipt in wizard.result_text.text()
    assert app.window.tabs.tabText(app.window.tabs.currentIndex()) == f"{code} created"
    screenshot(app.window, "sales_return_step5_done")

    # The stock came back: 2 of the first item, 1 of the second, none of the third.
    after = {item: balance(qtbot, app, item) for item in ITEMS}
    assert after[first] - before[first] == 2
    assert after[second] - before[second] == 1
    assert after[third] == before[third]

    # Enter on the focused "Open return" shows the return; its receipt link opens the RR.
    assert QApplication.focusWidget() is wizard.open_return_button
    press(qtbot, Qt.Key.Key_Return)
    view = app.window.tabs.currentWidget()
    assert isinstance(view, DocumentView)
    qtbot.waitUntil(lambda: view.view_model.lines.rowCount() == 2, timeout=10000)
    assert view.code.text() == code
    screenshot(app.window, "sales_return_view")
    button = next(b for b in view.link_buttons if receipt in b.text())
    # Its text is data (a code): Alt and its number press it instead of a letter.
    number = view.link_buttons.index(button) + 1
    assert button.shortcut().toString() == f"Alt+{number}"
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
    receipt_view = app.window.tabs.currentWidget()
    assert isinstance(receipt_view, DocumentView) and receipt_view is not view
    qtbot.waitUntil(lambda: receipt_view.view_model.lines.rowCount() == 2, timeout=10000)
    assert receipt_view.code.text() == receipt
    screenshot(app.window, "work_order_view_receipt")


def test_nothing_to_return_is_explained_at_the_source_step(
    qtbot: QtBot, app: RunningApp, screenshot
) -> None:
    wizard = new_return(qtbot, app)
    vm = wizard.view_model
    error = wizard.fields[ReturnField.SOURCE].error

    press(qtbot, Qt.Key.Key_Return)  # nothing typed: nothing asked
    assert "Type a sales order code" in error.text()

    load_source(qtbot, wizard, "SO-1")  # the demo returned all of it
    assert vm.step == ReturnStep.SOURCE
    assert "Everything issued on SO-1 has already been returned" in error.text()
    assert QApplication.focusWidget() is wizard.source
    screenshot(app.window, "sales_return_nothing_left")

    wizard.source.clear()
    load_source(qtbot, wizard, "SO-4")  # an open order: nothing issued yet
    assert "Nothing of SO-4 has been issued yet" in error.text()

    wizard.source.clear()
    load_source(qtbot, wizard, "SO-99999")
    assert "No sales order or issue offering matches “SO-99999”" in error.text()
    assert vm.step == ReturnStep.SOURCE and vm.form.proposal is None


def test_the_lines_and_the_refund_split_are_checked_at_their_steps(
    qtbot: QtBot, app: RunningApp, screenshot
) -> None:
    first, second, _ = ITEMS
    order = issued_order(qtbot, app, [(first, 2, Decimal(1000)), (second, 1, Decimal(300))])
    wizard = new_return(qtbot, app)
    vm = wizard.view_model
    load_source(qtbot, wizard, order.code)

    # Lines: none ticked, then more than is left.
    qtbot.mouseClick(wizard.untick_all, Qt.MouseButton.LeftButton)
    wizard.table.setFocus()
    press(qtbot, Qt.Key.Key_Return)
    assert vm.step == ReturnStep.LINES
    assert "Tick at least one line" in wizard.lines_error.text()
    press(qtbot, Qt.Key.Key_Space)  # the current cell is the first line's tick
    assert vm.form.lines[0].selected
    vm.set_line(0, quantity_text="5")
    press(qtbot, Qt.Key.Key_Return)
    assert vm.step == ReturnStep.LINES
    assert "Line 1: Only 2 can still be returned." in wizard.lines_error.text()
    screenshot(app.window, "sales_return_lines_refused")
    vm.set_line(0, quantity_text="2")

    # Refund: the split must add up to the total (2,000.00).
    press(qtbot, Qt.Key.Key_Return)
    assert vm.step == ReturnStep.REFUND
    assert QApplication.focusWidget() is wizard.cash
    qtbot.keyClicks(wizard.cash, "500")  # on account follows: 1,500.00
    assert wizard.on_account.text() == "1,500.00"  # an amount, as every screen shows one
    wizard.on_account.setFocus()
    wizard.on_account.selectAll()
    qtbot.keyClicks(wizard.on_account, "1000")
    qtbot.keyClick(wizard.on_account, Qt.Key.Key_Return)
    assert vm.step == ReturnStep.REFUND
    assert wizard.split_error.isVisible()
    assert (
        "Cash 500.00 + on account 1,000.00 = 1,500.00, but the return's total is 2,000.00"
        in wizard.split_error.text()
    )
    assert "500.00 missing" in wizard.split_error.text()
    screenshot(app.window, "sales_return_split_refused")

    wizard.cash.setFocus()
    wizard.cash.selectAll()
    qtbot.keyClicks(wizard.cash, "2500")
    qtbot.keyClick(wizard.cash, Qt.Key.Key_Return)
    assert "more than the return's total" in wizard.fields[ReturnField.CASH].error.text()

    wizard.cash.selectAll()
    qtbot.keyClicks(wizard.cash, "1000")
    qtbot.keyClick(wizard.cash, Qt.Key.Key_Return)
    assert vm.step == ReturnStep.REVIEW
    assert not wizard.split_error.isVisible()

    # Alt+Left goes back a step at a time, keeping what was typed.
    press(qtbot, Qt.Key.Key_Left, Qt.KeyboardModifier.AltModifier)
    assert vm.step == ReturnStep.REFUND
    press(qtbot, Qt.Key.Key_Left, Qt.KeyboardModifier.AltModifier)
    assert vm.step == ReturnStep.LINES
    assert vm.form.lines[0].quantity_text == "2"
    assert vm.form.cash_text == "1000"


def test_a_refusal_of_the_server_lands_at_its_step(
    qtbot: QtBot, app: RunningApp, screenshot
) -> None:
    # The organization pays cash refunds out at once: a treasury is needed for cash.
    demo_setting(app, "salesReturnCreateCashPayment", "true")
    first, _, _ = ITEMS
    order = issued_order(qtbot, app, [(first, 1, Decimal(800))])
    wizard = new_return(qtbot, app)
    vm = wizard.view_model
    load_source(qtbot, wizard, order.code)
    press(qtbot, Qt.Key.Key_Return)
    qtbot.keyClicks(wizard.cash, "800")
    press(qtbot, Qt.Key.Key_Return)
    assert vm.step == ReturnStep.REVIEW
    press(qtbot, Qt.Key.Key_Return)  # Create
    treasury_error = wizard.fields[ReturnField.TREASURY].error
    qtbot.waitUntil(treasury_error.isVisible, timeout=10000)
    assert vm.step == ReturnStep.REFUND  # back where it can be fixed
    assert "pays cash refunds out at once" in treasury_error.text()
    assert "did not create the return" in wizard.banner.text
    assert QApplication.focusWidget() is wizard.treasury  # at the field to fix
    screenshot(app.window, "sales_return_server_refusal")

    # Choose the Cairo treasury with the keyboard, then create.
    row = next(r for r in range(wizard.treasury.count()) if "110101" in wizard.treasury.itemText(r))
    for _ in range(row):
        qtbot.keyClick(wizard.treasury, Qt.Key.Key_Down)
    assert not treasury_error.isVisible()
    press(qtbot, Qt.Key.Key_Return)
    press(qtbot, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: vm.step == ReturnStep.DONE, timeout=15000)
    assert "Refunded in cash: 800.00 (from 110101" in wizard.result_text.text()


def test_the_list_shows_returns_filters_exports_and_opens_them(
    qtbot: QtBot, app: RunningApp, screenshot, tmp_path: Path
) -> None:
    returns = open_sales_returns(qtbot, app)
    model = returns.view_model.model
    codes = [model.row_at(r).code for r in range(model.rowCount())]
    assert len(codes) == 6 and all(code.startswith("SR-") for code in codes)  # the demo's
    assert "6 sales returns (1 not received into stock yet)" in returns.summary.text()
    screenshot(app.window, "sales_returns_list")

    returns.code_filter.setFocus()
    qtbot.keyClicks(returns.code_filter, "SR-6")
    qtbot.waitUntil(lambda: model.rowCount() == 1 and not returns.view_model.busy, timeout=10000)
    assert model.row_at(0).code == "SR-6"
    dialog = returns.export_button.choose(".csv")
    target = tmp_path / "returns.csv"
    dialog.selectFile(str(target))
    dialog.accept()
    qtbot.waitUntil(lambda: "exported" in returns.banner.text, timeout=10000)
    exported = read_table(target)
    assert exported.headers[:2] == ["Date", "Code"]
    assert [row[1] for row in exported.rows] == ["SR-6"]

    returns.select_row(0)
    returns.table.setFocus()
    qtbot.keyClick(returns.table, Qt.Key.Key_Return)
    view = app.window.tabs.currentWidget()
    assert isinstance(view, DocumentView)
    qtbot.waitUntil(lambda: view.view_model.lines.rowCount() > 0, timeout=10000)
    labels = [
        view.header.itemAt(i).widget().text()
        for i in range(view.header.count())
        if view.header.itemAt(i).widget() is not None
    ]
    assert "Refund account" in labels  # SR-6 was refunded in cash
    assert "110101 · Main treasury - Cairo" in labels
    assert any("RR-" in b.text() for b in view.link_buttons)
    # Its sales order opens in the order editor, read by its code first.
    order_link = next(b for b in view.link_buttons if "SO-9" in b.text())
    qtbot.mouseClick(order_link, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: app.window.tabs.currentWidget() is not view, timeout=10000)
    editor = app.window.tabs.currentWidget()
    assert isinstance(editor, SalesOrderEditorView)
    assert editor.view_model.base is not None and editor.view_model.base.code == "SO-9"
    # A code the server does not know is said in the banner, and nothing opens.
    app.window.tabs.setCurrentWidget(view)
    view.view_model.open_order("SO-999999")
    qtbot.waitUntil(lambda: "SO-999999 was not found" in view.banner.text, timeout=10000)
    assert app.window.tabs.currentWidget() is view


def test_a_half_typed_return_comes_back_after_a_restart(
    qtbot: QtBot, qloop: object, home: Path
) -> None:
    first, second, _ = ITEMS
    with running_app(qtbot, home) as running:
        order = issued_order(qtbot, running, [(first, 1, Decimal(500)), (second, 2, Decimal(100))])
        wizard = new_return(qtbot, running)
        load_source(qtbot, wizard, order.code)
        wizard.view_model.set_line(1, selected=False)
        press(qtbot, Qt.Key.Key_Return)
        qtbot.keyClicks(wizard.notes, "Box damaged")
        assert wizard.view_model.dirty
        running.window.close()  # quitting keeps the typing as a draft

    with running_app(qtbot, home) as again:
        qtbot.waitUntil(
            lambda: isinstance(again.window.tabs.currentWidget(), ReturnWizardView),
            timeout=10000,
        )
        wizard = current_wizard(again)
        vm = wizard.view_model
        assert vm.step == ReturnStep.REFUND  # where it was left
        assert vm.source_code() == order.code
        assert [line.selected for line in vm.form.lines] == [True, False]
        assert wizard.notes.text() == "Box damaged"
        assert vm.total() == Decimal(500)
        assert again.window.tabs.tabText(again.window.tabs.currentIndex()) == ("New sales return *")


def test_right_to_left_layout(qtbot: QtBot, app: RunningApp, screenshot) -> None:
    QApplication.setLayoutDirection(Qt.LayoutDirection.RightToLeft)
    try:
        first, second, _ = ITEMS
        order = issued_order(qtbot, app, [(first, 1, Decimal(700)), (second, 2, Decimal(90))])
        wizard = new_return(qtbot, app)
        assert wizard.isRightToLeft()
        screenshot(app.window, "sales_returns_list_rtl")  # behind the wizard: its tab
        screenshot(app.window, "sales_return_step1_source_rtl")
        load_source(qtbot, wizard, order.code)
        screenshot(app.window, "sales_return_step2_lines_rtl")
        press(qtbot, Qt.Key.Key_Return)
        qtbot.keyClicks(wizard.cash, "50")
        wizard.on_account.setFocus()
        wizard.on_account.selectAll()
        qtbot.keyClicks(wizard.on_account, "100")
        press(qtbot, Qt.Key.Key_Return)
        assert wizard.split_error.isVisible()
        screenshot(app.window, "sales_return_step3_refund_rtl")
        wizard.view_model.set_on_account("830")
        press(qtbot, Qt.Key.Key_Return)
        screenshot(app.window, "sales_return_step4_review_rtl")
        press(qtbot, Qt.Key.Key_Return)
        qtbot.waitUntil(lambda: wizard.view_model.step == ReturnStep.DONE, timeout=15000)
        screenshot(app.window, "sales_return_step5_done_rtl")
        press(qtbot, Qt.Key.Key_Return)
        view = app.window.tabs.currentWidget()
        assert isinstance(view, DocumentView)
        qtbot.waitUntil(lambda: view.view_model.lines.rowCount() == 2, timeout=10000)
        screenshot(app.window, "sales_return_view_rtl")
        app.window.tabs.setCurrentIndex(0)
        screenshot(app.window, "sales_returns_list_rtl")
    finally:
        QApplication.setLayoutDirection(Qt.LayoutDirection.LeftToRight)


def test_a_return_created_while_the_server_is_away_goes_once_when_it_is_back(
    qtbot: QtBot, qloop: object, home: Path, live_tenant: Tenant, quick_retries: None
) -> None:
    address = unused_port_url()
    port = int(address.rsplit(":", 1)[1])
    server = SandboxServer(create_app(live_tenant.db, rate_limits=False), port=port)
    server.start()
    opener = FixedOpener(live_tenant.connection(address))
    try:
        with running_app(qtbot, home, opener=opener) as running:
            wizard = new_return(qtbot, running)
            vm = wizard.view_model
            load_source(qtbot, wizard, "SO-9")  # the demo's: partly returned already
            vm.select_all(False)
            vm.set_line(0, selected=True)
            press(qtbot, Qt.Key.Key_Return)
            press(qtbot, Qt.Key.Key_Return)
            assert vm.step == ReturnStep.REVIEW

            server.stop()
            press(qtbot, Qt.Key.Key_Return)
            qtbot.waitUntil(lambda: "outbox" in wizard.banner.text, timeout=15000)
            assert vm.submitted and vm.step == ReturnStep.REVIEW
            # Nothing may send it a second time.
            assert not wizard.next_button.isEnabled() and not wizard.back_button.isEnabled()
            press(qtbot, Qt.Key.Key_Left, Qt.KeyboardModifier.AltModifier)
            assert vm.step == ReturnStep.REVIEW

            server = SandboxServer(create_app(live_tenant.db, rate_limits=False), port=port)
            server.start()
            running.window.sync_action.trigger()  # F9: sync and send now
            qtbot.waitUntil(
                lambda: "Outbox empty" in running.window.outbox_label.text(), timeout=20000
            )
    finally:
        server.stop()
    with live_tenant.db.transaction() as conn:
        created = conn.execute(
            "SELECT count(*) FROM documents WHERE tenant_id = ? AND type = 'SR' AND notes "
            "LIKE 'BOD-%'",
            (live_tenant.id,),
        ).fetchone()[0]
    assert created == 1  # sent once, never twice
