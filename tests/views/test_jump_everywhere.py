"""Ctrl+K finds customers, screens and documents: by code, name or
phone from the cache; every screen by its name; a document code asked of the server."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from app.store.reference_cache import ReferenceCache
from app.views.accounting.journal_entry_editor import JournalEntryEditorView
from app.views.inventory.stock_item_list import StockItemListView
from app.views.sales.customer_editor import CustomerEditorView
from app.views.sales.sales_order_editor import SalesOrderEditorView
from app.views.shell.jump_dialog import JumpDialog
from tests.support.app import RunningApp, running_app, wait_for_cache
from tests.views.test_jump_dialog import open_jump as ctrl_k


def open_jump(qtbot: QtBot, app: RunningApp) -> JumpDialog:
    """Ctrl+K in the window, active again after a dialog or a new tab."""
    app.window.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is app.window)
    return ctrl_k(qtbot, app)


@pytest.fixture
def app(qtbot: QtBot, qloop: object, home: Path) -> Iterator[RunningApp]:
    with running_app(qtbot, home) as running:
        wait_for_cache(qtbot, running, "taxes", "customers", "stock_items")
        yield running


def texts(dialog: JumpDialog) -> list[str]:
    return [dialog.results.item(row).text() for row in range(dialog.results.count())]


def go(qtbot: QtBot, app: RunningApp, typed: str, pick: str) -> None:
    """Ctrl+K, type, move to the result ``pick`` with the arrows, Enter."""
    dialog = open_jump(qtbot, app)
    qtbot.keyClicks(dialog.field, typed)
    qtbot.waitUntil(lambda: pick in texts(dialog), timeout=10000)
    for _ in range(texts(dialog).index(pick)):
        qtbot.keyClick(dialog.field, Qt.Key.Key_Down)
    qtbot.keyClick(dialog.field, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: QApplication.activeModalWidget() is None, timeout=10000)


def test_customers_by_name_code_and_phone(qtbot: QtBot, app: RunningApp, screenshot) -> None:
    session = app.view_model.session
    assert session is not None and session.store is not None
    rows = ReferenceCache(session.store).rows("customers", active_only=True, limit=400)
    customer = next(row for row in rows if row.payload.get("phone") and row.name)
    label = f"{customer.code} · {customer.name}" if customer.code else customer.name
    phone_tail = str(customer.payload["phone"]).split()[-1]

    dialog = open_jump(qtbot, app)
    qtbot.keyClicks(dialog.field, phone_tail)
    assert f"{label} — Customer" in texts(dialog)
    screenshot(dialog, "jump_customer_by_phone")
    qtbot.keyClick(dialog.field, Qt.Key.Key_Escape)
    qtbot.waitUntil(lambda: QApplication.activeModalWidget() is None)

    go(qtbot, app, str(customer.name), f"{label} — Customer")
    editor = app.window.tabs.currentWidget()
    assert isinstance(editor, CustomerEditorView)
    assert editor.name.text() == customer.name


def test_screens_by_name(qtbot: QtBot, app: RunningApp) -> None:
    go(qtbot, app, "stock", "Stock items — screen")
    assert isinstance(app.window.tabs.currentWidget(), StockItemListView)
    dialog = open_jump(qtbot, app)
    qtbot.keyClicks(dialog.field, "journal")
    assert texts(dialog)[0] == "Journal entries — screen"


def test_documents_by_code_are_asked_of_the_server(
    qtbot: QtBot, app: RunningApp, screenshot
) -> None:
    go(qtbot, app, "so-1", "SO-1 — Sales order")
    order = app.window.tabs.currentWidget()
    assert isinstance(order, SalesOrderEditorView)
    qtbot.waitUntil(lambda: "SO-1" in app.window.tabs.tabText(app.window.tabs.currentIndex()))

    go(qtbot, app, "CI-CAI-1", "CI-CAI-1 — Cash in")
    entry = app.window.tabs.currentWidget()
    assert isinstance(entry, JournalEntryEditorView)
    assert entry.view_model.base is not None
    assert entry.view_model.base.document_code == "CI-CAI-1"

    dialog = open_jump(qtbot, app)
    qtbot.keyClicks(dialog.field, "SO-99999")
    qtbot.waitUntil(lambda: dialog.hint.text() == "SO-99999 is not on the server.", timeout=10000)
    screenshot(dialog, "jump_document_not_found")
