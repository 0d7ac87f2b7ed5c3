"""Sales › Customers, driven like a clerk: navigate, type, Tab, click, read the screen."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from app.viewmodels.customer_list import Column
from app.views.customer_editor import CustomerEditorView
from app.views.customer_list import CustomerListView
from tests.support.app import RunningApp, running_app, wait_for_cache
from tests.support.screens import open_entry
from tests.support.widgets import type_text


@pytest.fixture
def app(qtbot: QtBot, qloop: object, home: Path) -> Iterator[RunningApp]:
    with running_app(qtbot, home) as running:
        yield running


def open_customers(qtbot: QtBot, running: RunningApp) -> CustomerListView:
    """Sales › Customers, chosen in the navigation with the keyboard."""
    screen = open_entry(qtbot, running, "customers")
    assert isinstance(screen, CustomerListView)
    qtbot.waitUntil(
        lambda: screen.view_model.model.rowCount() > 0 and not screen.view_model.busy,
        timeout=10000,
    )
    return screen


def names(screen: CustomerListView) -> list[str]:
    model = screen.view_model.model
    return [model.customer_at(row).name or "" for row in range(model.rowCount())]  # type: ignore[union-attr]


def current_editor(running: RunningApp) -> CustomerEditorView:
    editor = running.window.tabs.currentWidget()
    assert isinstance(editor, CustomerEditorView)
    return editor


def select(screen: CustomerListView, name: str) -> None:
    model = screen.view_model.model
    row = names(screen).index(name)
    selection = screen.table.selectionModel()
    selection.clearSelection()
    index = model.index(row, Column.NAME)
    screen.table.setCurrentIndex(index)
    selection.select(index, selection.SelectionFlag.Select | selection.SelectionFlag.Rows)


def open_customer(qtbot: QtBot, screen: CustomerListView, running: RunningApp, name: str):
    select(screen, name)
    qtbot.keyClick(screen.table, Qt.Key.Key_Return)
    editor = current_editor(running)
    qtbot.waitUntil(lambda: not editor.view_model.busy, timeout=10000)
    return editor


def pick(qtbot: QtBot, picker, text: str) -> None:
    """Type into a search-as-you-type field and leave it with Tab.

    Offscreen, the completion popup's activation arrives after it was hidden and leaves
    the (hidden) popup the active window; a window manager gives activation back to the
    window, as this does.
    """
    picker.setFocus()
    qtbot.keyClicks(picker, text)
    qtbot.keyClick(picker, Qt.Key.Key_Tab)
    window = picker.window()
    qtbot.wait(10)
    window.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is window, timeout=2000)


def test_a_clerk_creates_a_customer_and_reopens_it(
    qtbot: QtBot, app: RunningApp, screenshot
) -> None:
    wait_for_cache(qtbot, app, "cities", "districts", "sales_persons")
    customers = open_customers(qtbot, app)
    screenshot(app.window, "customers_list")
    qtbot.keyClick(customers.table, Qt.Key.Key_N, Qt.KeyboardModifier.ControlModifier)
    editor = current_editor(app)
    assert QApplication.focusWidget() is editor.code
    qtbot.keyClicks(editor.code, "CUS-9001")
    qtbot.keyClick(editor.code, Qt.Key.Key_Tab)
    assert QApplication.focusWidget() is editor.name
    qtbot.keyClicks(editor.name, "Pyramids Electronics")
    editor.customer_type.setCurrentIndex(editor.customer_type.findData("Business"))
    editor.customer_type.activated.emit(editor.customer_type.currentIndex())
    qtbot.keyClicks(editor.tax_registration, "300111222")
    qtbot.keyClicks(editor.mobile, "0100 555 1234")
    qtbot.keyClicks(editor.tags, "wholesale, giza")
    pick(qtbot, editor.contact_city, "Giza")
    pick(qtbot, editor.contact_district, "Dokki")
    assert editor.view_model.form.contact_district_id is not None
    assert editor.contact_country.text()  # follows the city
    pick(qtbot, editor.sales_person, "Karim")
    assert editor.view_model.form.sales_person_id is not None
    editor.credit_limit.setFocus()
    qtbot.keyClicks(editor.credit_limit, "50000")
    screenshot(app.window, "customer_editor_details")

    editor.tabs.setCurrentWidget(editor.addresses_page)
    qtbot.mouseClick(editor.add_address_button, Qt.MouseButton.LeftButton)
    assert QApplication.focusWidget() is editor.address_name
    qtbot.keyClicks(editor.address_name, "Head office")
    pick(qtbot, editor.address_city, "Giza")
    pick(qtbot, editor.address_district, "Mohand")
    type_text(editor.address_street, "12 شارع جامعة الدول العربية")
    qtbot.keyClicks(editor.address_building, "12")
    assert editor.address_table.rowCount() == 1
    assert editor.address_table.item(0, 2).text().startswith("Mohandessin")
    screenshot(app.window, "customer_editor_addresses")

    qtbot.keyClick(editor, Qt.Key.Key_S, Qt.KeyboardModifier.ControlModifier)
    qtbot.waitUntil(lambda: "Pyramids Electronics" in names(customers), timeout=10000)
    assert editor.status.text() == "Saved."
    assert app.window.tabs.tabText(app.window.tabs.currentIndex()) == "Pyramids Electronics"
    saved = editor.view_model.base
    assert saved is not None and saved.tags == ["wholesale", "giza"]
    assert saved.addresses[0].street == "12 شارع جامعة الدول العربية"
    assert saved.addresses[0].is_default

    # Closed and opened again from the list: what was saved comes back.
    qtbot.mouseClick(editor.close_button, Qt.MouseButton.LeftButton)
    editor = open_customer(qtbot, customers, app, "Pyramids Electronics")
    assert editor.code.text() == "CUS-9001"
    assert editor.mobile.text() == "0100 555 1234"
    assert editor.sales_person.text().endswith("Karim Fathy")
    assert editor.address_table.rowCount() == 1
