"""The accessibility audit beyond ``test_accessibility.py``.

- In Arabic, right to left, with the catalogue loaded: every screen, every new editor, the
  connect and preferences dialogs (accessible names then come from the translation: one left
  empty or in English is a violation). The reading order is logical, so Tab must still pass.
- The windows that test never opens, left to right: the question and message boxes (a
  conflict with its comparison open, a failure with its details), the import screens before
  and after a file (preview, results), the outbox with a draft and a refused item, the sales
  order's Print…, Links…, Cash in… and its Issue/Cancel/Unissue questions, each step of the
  sales-returns wizard, a posted journal entry, the customer's address grid.

Each window gets ``audit`` and ``audit_more`` (content Tab never reaches, two controls named
alike) and each dialog ``focus_inside``; a failure lists every violation, and
tests/artifacts/a11y_<name>.txt keeps them with the buttons reached by Tab only."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from decimal import Decimal
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QAbstractButton,
    QApplication,
    QMessageBox,
    QTableView,
    QWidget,
)
from pytestqt.qtbot import QtBot

from app.models.documents import SalesOrderStatus
from app.models.sales_orders import SalesOrderHeaderListResponse
from app.sandbox.db import Database
from app.store.outbox import OutboxState
from app.store.tabular import CSV_ENCODING
from app.viewmodels.errors import UserMessage
from app.viewmodels.master_data.importer import Phase
from app.viewmodels.sales.return_wizard import ReturnStep
from app.viewmodels.shell.navigation import AVAILABLE, navigation
from app.views.master_data.importer import ImportView
from app.views.sales.customer_editor import CustomerEditorView
from app.views.sales.order_documents import CashInDialog, ManualLinksDialog, PrintTemplatesDialog
from app.views.sales.sales_order_editor import SalesOrderEditorView
from app.views.sales.sales_order_list import SalesOrderListView
from app.views.shell.main_window import MainWindow
from app.views.shell.outbox_panel import OutboxPanelView
from app.views.widgets.screen import Screen
from tests.support.a11y import Violation, audit, audit_more, focus_inside, on_every_page
from tests.support.app import RunningApp, running_app, wait_for_cache
from tests.support.arabic import Arabic, arabic_app, is_english
from tests.support.returns import ITEMS, current_wizard, demo_setting, issued_order
from tests.support.screens import (
    current_editor,
    open_entry,
    open_table_row,
    open_taxes,
    row_names,
    wait_for_choices,
)
from tests.support.widgets import click_button, open_message_box, shown_dialog
from tests.views.test_accessibility import (
    audit_all_tabs,
    new_editors,
    open_first_row,
    report,
    settle,
)


@pytest.fixture
def app(qtbot: QtBot, qloop: object, home: Path) -> Iterator[RunningApp]:
    with running_app(qtbot, home) as running:
        wait_for_cache(qtbot, running, "taxes", "accounts", "stock_items", "customers")
        yield running


@pytest.fixture
def arabic(qtbot: QtBot, qloop: object, home: Path, tmp_path: Path) -> Iterator[Arabic]:
    with arabic_app(qtbot, home, tmp_path / "translations") as running:
        wait_for_cache(qtbot, running.running, "taxes", "accounts", "stock_items", "customers")
        yield running


def check(name: str, root: QWidget) -> list[Violation]:
    """``audit`` and ``audit_more`` of what is shown."""
    return audit(name, root) + audit_more(name, root)


def check_all_tabs(name: str, screen: QWidget) -> list[Violation]:
    """``audit_all_tabs``, and ``audit_more`` of each page of the screen's tab widgets."""
    return audit_all_tabs(name, screen) + on_every_page(
        name, screen, lambda page, _shown: audit_more(page, screen)
    )


def check_dialog(qtbot: QtBot, name: str, dialog: QWidget) -> list[Violation]:
    """``check``, and where the keyboard is once the dialog is the active window."""
    qtbot.waitUntil(lambda: QApplication.activeWindow() is dialog, timeout=5000)
    return check(name, dialog) + focus_inside(name, dialog)


def english_names(name: str, root: QWidget) -> list[Violation]:
    """In Arabic: an accessible name still in English (never translated) is read out in
    English to a clerk who chose Arabic."""
    return [
        Violation("english name", name, type(w).__name__, repr(w.accessibleName()))
        for w in [root, *root.findChildren(QWidget)]
        if w.isVisibleTo(root) and w.accessibleName() and is_english(w.accessibleName())
    ]


def test_every_screen_new_editor_and_the_start_dialogs_in_arabic_right_to_left(
    qtbot: QtBot, arabic: Arabic
) -> None:
    window = arabic.running.window
    assert window.isRightToLeft()
    found = check("main window", window) + english_names("main window", window)
    keys = [e.key for area in navigation() for e in area.entries if e.key in AVAILABLE]
    for key in keys:
        screen = open_entry(qtbot, arabic.running, key)
        assert isinstance(screen, Screen), key
        settle(qtbot, screen)
        found += check_all_tabs(key, screen) + english_names(key, screen)
    for kind, editor in new_editors(qtbot, window):
        found += check_all_tabs(f"new {kind}", editor) + english_names(f"new {kind}", editor)
    for name, open_dialog in (
        ("connect dialog", window.open_connect_dialog),
        ("preferences", window.open_preferences),
    ):
        dialog = open_dialog()
        assert dialog.isRightToLeft()
        found += check_dialog(qtbot, name, dialog) + english_names(name, dialog)
        dialog.reject()
    report("arabic_rtl", found)


# -- the windows test_accessibility.py never opens ----------------------------------------
def audit_box(qtbot: QtBot, name: str, box: QMessageBox) -> list[Violation]:
    """A question as shown, then with its details open (the comparison of a conflict)."""
    found = check_dialog(qtbot, name, box)
    details = next(
        (
            b
            for b in box.findChildren(QAbstractButton)
            if b.isVisible() and box.buttonRole(b) == QMessageBox.ButtonRole.ActionRole
        ),
        None,
    )
    if box.detailedText() and details is not None:
        details.click()
        found += check(f"{name} › details", box)
    return found


def demo_sql(running: RunningApp, sql: str) -> None:
    database = Database(running.paths.demo_database)
    try:
        with database.transaction() as conn:
            conn.execute(sql)
    finally:
        database.close()


def question_boxes(qtbot: QtBot, running: RunningApp) -> list[Violation]:
    found: list[Violation] = []
    taxes = open_taxes(qtbot, running)
    taxes.table.selectRow(row_names(taxes).index("VAT exempt"))
    qtbot.mouseClick(taxes.open_button, Qt.MouseButton.LeftButton)
    editor = current_editor(running)
    wait_for_choices(qtbot, editor)
    demo_sql(running, "UPDATE taxes SET rate = 1 WHERE name = 'VAT exempt'")
    editor.name.selectAll()
    qtbot.keyClicks(editor.name, "VAT exempt (mine)")
    qtbot.mouseClick(editor.save_button, Qt.MouseButton.LeftButton)
    conflict = open_message_box(qtbot)
    assert conflict.detailedText()
    found += audit_box(qtbot, "conflict question", conflict)
    click_button(qtbot, conflict, "Take theirs")
    qtbot.waitUntil(lambda: not editor.has_unsaved_changes())
    qtbot.keyClicks(editor.name, " typed")
    qtbot.mouseClick(editor.close_button, Qt.MouseButton.LeftButton)
    keep = open_message_box(qtbot)
    found += audit_box(qtbot, "close with changes", keep)
    click_button(qtbot, keep, "Cancel")
    # A failure nothing else showed: a box with its technical details.
    running.errors.presented.emit(
        UserMessage("Saving the tax", "The server did not answer.", details="ReadTimeout: 30 s")
    )
    failure = open_message_box(qtbot)
    found += audit_box(qtbot, "failure message", failure)
    failure.accept()
    return found


def write_csv(path: Path, lines: list[str]) -> Path:
    path.write_text("\n".join(lines) + "\n", encoding=CSV_ENCODING)
    return path


def import_screens(qtbot: QtBot, running: RunningApp, folder: Path) -> list[Violation]:
    found: list[Violation] = []
    window = running.window
    customers = window.open_import("customers")
    assert isinstance(customers, ImportView)
    settle(qtbot, customers)
    found += check("import customers", customers)
    items = window.open_import("stock_items")
    assert isinstance(items, ImportView)
    settle(qtbot, items)
    found += check("import stock items", items)
    source = write_csv(
        folder / "items.csv",
        [
            "Description,SKU,Price,Colour",
            "Garden hose 20 m,A11Y-HOSE-20,350,green",
            "Garden hose 30 m,A11Y-HOSE-30,abc,green",
        ],
    )
    items.view_model.load(source)
    qtbot.waitUntil(lambda: items.view_model.phase == Phase.PREVIEW, timeout=10000)
    found += check("import stock items › preview", items)
    qtbot.mouseClick(items.import_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: items.view_model.phase == Phase.DONE, timeout=20000)
    found += check("import stock items › results", items)
    return found


def draft_ids(panel: OutboxPanelView) -> set[str]:
    return {w.draft.id for w in panel.view_model.model.rows if w.draft is not None}


def outbox_with_a_draft_and_a_refusal(qtbot: QtBot, running: RunningApp) -> list[Violation]:
    session = running.view_model.session
    assert session is not None
    drafts, outbox = session.drafts, session.outbox
    assert drafts is not None and outbox is not None
    drafts.save("a11y-draft", kind="tax", payload={"name": "Half typed"}, title="Half typed")
    drafts.save("a11y-refused", kind="tax", payload={"name": "VAT"}, title="VAT again")
    item = outbox.submit(
        kind="tax", operation="create", payload={"name": "VAT"}, draft_id="a11y-refused"
    )
    # At once, before the submitter can take it (it runs on this thread's loop).
    outbox.move(item.id, OutboxState.SENDING)
    outbox.move(item.id, OutboxState.REJECTED, error={"detail": "Name taken"})
    panel = open_entry(qtbot, running, "outbox")
    assert isinstance(panel, OutboxPanelView)
    qtbot.waitUntil(lambda: {"a11y-draft", "a11y-refused"} <= draft_ids(panel), timeout=5000)
    states = {w.draft.id: w.state for w in panel.view_model.model.rows if w.draft is not None}
    assert states["a11y-refused"] is OutboxState.REJECTED and states["a11y-draft"] is None
    found = check("drafts and outbox", panel)
    rows = panel.view_model.model.rows
    panel.select_row(next(i for i, w in enumerate(rows) if w.state is OutboxState.REJECTED))
    qtbot.mouseClick(panel.discard_button, Qt.MouseButton.LeftButton)
    discard = open_message_box(qtbot)
    found += audit_box(qtbot, "discard question", discard)
    click_button(qtbot, discard, "Cancel")
    return found


def test_the_questions_imports_and_outbox_are_named_and_tab_in_reading_order(
    qtbot: QtBot, app: RunningApp, tmp_path: Path
) -> None:
    found = question_boxes(qtbot, app)
    found += import_screens(qtbot, app, tmp_path)
    found += outbox_with_a_draft_and_a_refusal(qtbot, app)
    report("questions_imports_outbox", found)


def press(qtbot: QtBot, key: Qt.Key) -> None:
    focused = QApplication.focusWidget()
    assert focused is not None
    qtbot.keyClick(focused, key)


def open_row(qtbot: QtBot, window: MainWindow, table: QTableView, row: int) -> Screen:
    """Record ``row`` of a list, opened with Enter, its loads done."""
    screen = open_table_row(qtbot, window, table, row)
    settle(qtbot, screen)
    return screen


def order_editor(
    qtbot: QtBot,
    window: MainWindow,
    orders: SalesOrderListView,
    wanted: Callable[[SalesOrderHeaderListResponse], bool],
) -> SalesOrderEditorView:
    """The first order of the list that is ``wanted``, opened with Enter."""
    model = orders.view_model.model
    row = next(r for r in range(model.rowCount()) if (found := model.order_at(r)) and wanted(found))
    editor = open_row(qtbot, window, orders.table, row)
    assert isinstance(editor, SalesOrderEditorView)
    return editor


def test_the_order_dialogs_return_wizard_and_posted_entry_are_named(
    qtbot: QtBot, app: RunningApp
) -> None:
    window = app.window
    wait_for_cache(qtbot, app, "warehouses", "accounts", "customers", "stock_items")
    demo_setting(app, "salesReturnAutoIssue", "true")
    first, second, _ = ITEMS
    order = issued_order(qtbot, app, [(first, 2, Decimal(1200)), (second, 3, Decimal(349))])
    found: list[Violation] = []

    # The sales return wizard, step by step as the clerk goes with Enter.
    returns = open_entry(qtbot, app, "sales-returns")
    settle(qtbot, returns)
    returns.table.setFocus()  # type: ignore[attr-defined]
    qtbot.keyClick(returns.table, Qt.Key.Key_N, Qt.KeyboardModifier.ControlModifier)  # type: ignore[attr-defined]
    wizard = current_wizard(app)
    vm = wizard.view_model
    settle(qtbot, wizard)
    found += check("return wizard › source", wizard)
    qtbot.keyClicks(wizard.source, order.code)
    qtbot.keyClick(wizard.source, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: vm.step == ReturnStep.LINES, timeout=15000)
    qtbot.wait(100)
    found += check("return wizard › lines", wizard)
    press(qtbot, Qt.Key.Key_Return)
    assert vm.step == ReturnStep.REFUND
    found += check("return wizard › refund", wizard)
    press(qtbot, Qt.Key.Key_Return)
    assert vm.step == ReturnStep.REVIEW
    found += check("return wizard › review", wizard)
    press(qtbot, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: vm.step == ReturnStep.DONE, timeout=15000)
    found += check("return wizard › done", wizard)

    # The issued order's Print…, Links… and Cash in….
    orders = open_entry(qtbot, app, "sales-orders")
    assert isinstance(orders, SalesOrderListView)
    settle(qtbot, orders)
    editor = order_editor(qtbot, window, orders, lambda found: found.code == order.code)
    qtbot.mouseClick(editor.layouts_button, Qt.MouseButton.LeftButton)
    printing = editor.findChild(PrintTemplatesDialog)
    assert printing is not None
    qtbot.waitUntil(lambda: bool(printing.preview.toPlainText()), timeout=10000)
    found += check_dialog(qtbot, "order print", printing)
    printing.reject()
    qtbot.mouseClick(editor.links_button, Qt.MouseButton.LeftButton)
    links = editor.findChild(ManualLinksDialog)
    assert links is not None
    qtbot.waitUntil(links.empty.isVisible, timeout=10000)
    found += check_dialog(qtbot, "order links", links)
    links.reject()
    qtbot.mouseClick(editor.cash_in_button, Qt.MouseButton.LeftButton)
    cash_in = shown_dialog(qtbot, CashInDialog)
    found += check_dialog(qtbot, "order cash in", cash_in)
    cash_in.reject()
    qtbot.mouseClick(editor.unissue_button, Qt.MouseButton.LeftButton)
    unissue = open_message_box(qtbot)
    found += audit_box(qtbot, "order unissue question", unissue)
    click_button(qtbot, unissue, "Cancel")

    # An open order's Issue… and Cancel order… questions.
    window.tabs.setCurrentWidget(orders)
    editor = order_editor(
        qtbot,
        window,
        orders,
        lambda found: not found.is_issued and found.order_status == SalesOrderStatus.Open,
    )
    for button, name in ((editor.issue_button, "issue"), (editor.cancel_button, "cancel")):
        assert button.isVisible() and button.isEnabled(), name
        qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
        box = open_message_box(qtbot)
        found += audit_box(qtbot, f"order {name} question", box)
        click_button(qtbot, box, "Cancel")

    # A posted journal entry: read only.
    entries = open_entry(qtbot, app, "journal-entries")
    settle(qtbot, entries)
    model = entries.view_model.model  # type: ignore[attr-defined]
    row = next(
        r
        for r in range(model.rowCount())
        if model.row_at(r).is_posted and not model.row_at(r).is_system
    )
    posted = open_row(qtbot, window, entries.table, row)  # type: ignore[attr-defined]
    found += check_all_tabs("posted journal entry", posted)

    # The customer's address grid with an address being typed.
    customers = open_entry(qtbot, app, "customers")
    settle(qtbot, customers)
    customer = open_first_row(qtbot, window, customers.table)  # type: ignore[attr-defined]
    assert isinstance(customer, CustomerEditorView)
    settle(qtbot, customer)
    customer.tabs.setCurrentWidget(customer.addresses_page)
    qtbot.mouseClick(customer.add_address_button, Qt.MouseButton.LeftButton)
    found += check("customer addresses", customer)
    report("order_dialogs_wizard_posted", found)
