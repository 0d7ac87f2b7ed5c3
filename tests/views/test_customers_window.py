"""Sales › Customers, driven like a clerk: navigate, type, Tab, click, read the screen."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from app.sandbox.db import Database
from app.sandbox.settings import set_setting
from app.store.tabular import read_table
from app.viewmodels.sales.customer_editor import CustomerField
from app.viewmodels.sales.customer_list import CustomerColumn
from app.views.sales.customer_editor import CustomerEditorView
from app.views.sales.customer_list import CustomerListView
from tests.support.app import RunningApp, running_app, wait_for_cache
from tests.support.screens import open_entry
from tests.support.widgets import click_button, open_message_box, type_text


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
    return [model.row_at(row).name or "" for row in range(model.rowCount())]  # type: ignore[union-attr]


def current_editor(running: RunningApp) -> CustomerEditorView:
    editor = running.window.tabs.currentWidget()
    assert isinstance(editor, CustomerEditorView)
    return editor


def select(screen: CustomerListView, name: str) -> None:
    model = screen.view_model.model
    row = names(screen).index(name)
    selection = screen.table.selectionModel()
    selection.clearSelection()
    index = model.index(row, CustomerColumn.NAME)
    screen.table.setCurrentIndex(index)
    selection.select(index, selection.SelectionFlag.Select | selection.SelectionFlag.Rows)


def open_customer(qtbot: QtBot, screen: CustomerListView, running: RunningApp, name: str):
    select(screen, name)
    qtbot.keyClick(screen.table, Qt.Key.Key_Return)
    editor = current_editor(running)
    qtbot.waitUntil(lambda: not editor.view_model.busy, timeout=10000)
    return editor


def pick(qtbot: QtBot, picker, text: str) -> None:
    """Type into a search-as-you-type field and leave it with Tab."""
    picker.setFocus()
    qtbot.keyClicks(picker, text)
    qtbot.keyClick(picker, Qt.Key.Key_Tab)


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


def test_an_edit_saves_and_a_change_made_elsewhere_asks_before_overwriting(
    qtbot: QtBot, app: RunningApp, screenshot
) -> None:
    customers = open_customers(qtbot, app)
    editor = open_customer(qtbot, customers, app, "Delta Home Appliances")
    editor.credit_limit.setFocus()
    editor.credit_limit.selectAll()
    qtbot.keyClicks(editor.credit_limit, "175000")
    qtbot.keyClick(editor, Qt.Key.Key_S, Qt.KeyboardModifier.ControlModifier)
    qtbot.waitUntil(lambda: editor.status.text() == "Saved.", timeout=10000)
    assert editor.view_model.base is not None
    assert editor.view_model.base.credit_limit == 175000

    demo_db = Database(app.paths.demo_database)  # another clerk changes the mobile meanwhile
    with demo_db.transaction() as conn:
        conn.execute("UPDATE customers SET mobile = '01009998877' WHERE code = 'CUS-0003'")
    demo_db.close()
    editor.name.setFocus()
    editor.name.selectAll()
    qtbot.keyClicks(editor.name, "Delta Home Appliances (Mansoura)")
    qtbot.mouseClick(editor.save_button, Qt.MouseButton.LeftButton)
    box = open_message_box(qtbot)
    assert "mobile" in box.text()
    details = box.detailedText()
    assert "Name: yours “Delta Home Appliances (Mansoura)”, theirs “Delta Home Appliances”" in (
        details
    )
    assert "Mobile: yours “01001122334”, theirs “01009998877”" in details
    screenshot(box, "customer_editor_conflict")
    click_button(qtbot, box, "Overwrite with mine")
    qtbot.waitUntil(lambda: "Delta Home Appliances (Mansoura)" in names(customers), timeout=10000)
    assert editor.mobile.text() == "01001122334"  # mine, as the clerk chose

    # Changed again elsewhere: this time the clerk takes theirs.
    demo_db = Database(app.paths.demo_database)
    with demo_db.transaction() as conn:
        conn.execute("UPDATE customers SET email = 'sales@delta.example' WHERE code = 'CUS-0003'")
    demo_db.close()
    editor.phone.setFocus()
    qtbot.keyClicks(editor.phone, "050 222 3344")
    qtbot.mouseClick(editor.save_button, Qt.MouseButton.LeftButton)
    click_button(qtbot, open_message_box(qtbot), "Take theirs")
    qtbot.waitUntil(lambda: editor.email.text() == "sales@delta.example")
    assert editor.phone.text() == ""
    assert not editor.has_unsaved_changes()


def test_the_server_s_refusals_are_shown_at_their_fields(
    qtbot: QtBot, app: RunningApp, screenshot
) -> None:
    demo_db = Database(app.paths.demo_database)  # the organization requires mobiles
    with demo_db.transaction() as conn:
        tenant = conn.execute("SELECT tenant_id FROM customers LIMIT 1").fetchone()[0]
        set_setting(conn, tenant, "customerMobileRequired", "true")
    demo_db.close()
    customers = open_customers(qtbot, app)
    qtbot.mouseClick(customers.new_button, Qt.MouseButton.LeftButton)
    editor = current_editor(app)
    sent: list[str] = []
    session = app.view_model.session
    assert session is not None
    session.client.add_listener(lambda event: sent.append(event.method))

    # Rules the form knows are checked before anything is sent.
    qtbot.keyClick(editor, Qt.Key.Key_S, Qt.KeyboardModifier.ControlModifier)
    assert editor.fields[CustomerField.CODE].error.isVisible()
    assert editor.fields[CustomerField.NAME].error.text() == "Enter a name."
    assert QApplication.focusWidget() is editor.code
    assert "POST" not in sent

    qtbot.keyClicks(editor.code, "CUS-9002")
    editor.name.setFocus()
    qtbot.keyClicks(editor.name, "Al Ahram Electronics")  # taken
    qtbot.mouseClick(editor.save_button, Qt.MouseButton.LeftButton)
    mobile_error = editor.fields[CustomerField.MOBILE].error
    qtbot.waitUntil(mobile_error.isVisible, timeout=10000)
    assert "requires a mobile" in mobile_error.text()
    assert QApplication.focusWidget() is editor.mobile
    qtbot.keyClicks(editor.mobile, "0122 000 1111")
    qtbot.mouseClick(editor.save_button, Qt.MouseButton.LeftButton)
    name_error = editor.fields[CustomerField.NAME].error
    qtbot.waitUntil(name_error.isVisible, timeout=10000)
    assert "already used" in name_error.text()
    assert not mobile_error.isVisible()
    assert editor.banner.text == "The server did not save the customer."
    screenshot(app.window, "customer_editor_server_error")

    # The discount range is checked as a range.
    editor.has_discount.setChecked(True)
    qtbot.keyClicks(editor.discount_from, "10")
    qtbot.keyClicks(editor.discount_to, "5")
    qtbot.mouseClick(editor.save_button, Qt.MouseButton.LeftButton)
    assert "must not be below" in editor.fields[CustomerField.DISCOUNT_TO].error.text()


def test_deleting_a_customer_in_use_says_why_and_what_to_do(
    qtbot: QtBot, app: RunningApp, screenshot
) -> None:
    customers = open_customers(qtbot, app)
    select(customers, "Al Ahram Electronics")  # has an opening balance in the ledger
    qtbot.keyClick(customers.table, Qt.Key.Key_Delete)
    box = open_message_box(qtbot)
    assert "Al Ahram Electronics" in box.text()
    click_button(qtbot, box, "Delete")
    qtbot.waitUntil(customers.banner.isVisible, timeout=10000)
    assert "cannot be deleted" in customers.banner.text
    assert "Deactivate it instead" in customers.banner.text
    assert "Al Ahram Electronics" in names(customers)
    screenshot(app.window, "customers_delete_refused")

    # From the editor: the same words above the form; deactivating works.
    editor = open_customer(qtbot, customers, app, "Al Ahram Electronics")
    qtbot.mouseClick(editor.delete_button, Qt.MouseButton.LeftButton)
    click_button(qtbot, open_message_box(qtbot), "Delete")
    qtbot.waitUntil(editor.banner.isVisible, timeout=10000)
    assert "Deactivate it instead" in editor.banner.text
    qtbot.mouseClick(editor.deactivate_button, Qt.MouseButton.LeftButton)
    click_button(qtbot, open_message_box(qtbot), "Deactivate")
    qtbot.waitUntil(lambda: editor.status.text() == "Deactivated.", timeout=10000)
    assert not editor.active.isChecked()
    model = customers.view_model.model
    qtbot.waitUntil(
        lambda: not model.row_at(names(customers).index("Al Ahram Electronics")).active,  # type: ignore[union-attr]
        timeout=10000,
    )


def test_a_draft_comes_back_after_the_tab_is_closed_without_saving(
    qtbot: QtBot, app: RunningApp
) -> None:
    customers = open_customers(qtbot, app)
    qtbot.mouseClick(customers.new_button, Qt.MouseButton.LeftButton)
    editor = current_editor(app)
    qtbot.keyClicks(editor.code, "CUS-9003")
    editor.name.setFocus()
    type_text(editor.name, "مؤسسة النيل")
    editor.tabs.setCurrentWidget(editor.addresses_page)
    qtbot.mouseClick(editor.add_address_button, Qt.MouseButton.LeftButton)
    qtbot.keyClicks(editor.address_name, "Branch")
    qtbot.mouseClick(editor.close_button, Qt.MouseButton.LeftButton)
    qtbot.keyClick(open_message_box(qtbot), Qt.Key.Key_Return)  # the default keeps the draft
    qtbot.waitUntil(lambda: app.window.tabs.indexOf(editor) < 0)

    session = app.view_model.session
    assert session is not None and session.drafts is not None
    (draft,) = session.drafts.open_drafts("customer")
    reopened = app.window.open_draft(draft)
    assert isinstance(reopened, CustomerEditorView)
    assert reopened.code.text() == "CUS-9003"
    assert reopened.name.text() == "مؤسسة النيل"
    assert reopened.view_model.form.addresses[0].name == "Branch"
    assert reopened.address_table.rowCount() == 1
    qtbot.keyClick(reopened, Qt.Key.Key_S, Qt.KeyboardModifier.ControlModifier)
    qtbot.waitUntil(lambda: "مؤسسة النيل" in names(customers), timeout=10000)
    assert session.drafts.open_drafts("customer") == []


def test_balance_and_documents_to_invoice(qtbot: QtBot, app: RunningApp, screenshot) -> None:
    customers = open_customers(qtbot, app)
    select(customers, "Nile Office Supplies")
    qtbot.keyClick(customers.table, Qt.Key.Key_B, Qt.KeyboardModifier.ControlModifier)
    model = customers.view_model.model
    row = names(customers).index("Nile Office Supplies")
    qtbot.waitUntil(
        lambda: model.index(row, CustomerColumn.BALANCE).data() not in ("", "…"), timeout=10000
    )
    shown = model.index(row, CustomerColumn.BALANCE).data()
    editor = open_customer(qtbot, customers, app, "Nile Office Supplies")
    editor.tabs.setCurrentWidget(editor.balance_page)
    qtbot.waitUntil(lambda: editor.balance_value.text() == shown, timeout=10000)
    assert editor.credit_limit_value.text()
    screenshot(app.window, "customer_editor_balance")
    editor.tabs.setCurrentWidget(editor.documents_page)
    activity = editor.activity
    assert activity is not None
    qtbot.waitUntil(lambda: editor.documents_page_label.text() != "", timeout=10000)
    assert editor.documents_table.rowCount() == len(activity.documents) == 1
    assert editor.documents_page_label.text() == "1–1 of 1"
    screenshot(app.window, "customer_editor_documents")
    editor.document_type_boxes[next(iter(editor.document_type_boxes))].setChecked(False)
    qtbot.waitUntil(lambda: not activity.busy, timeout=10000)
    assert all(document.document_type != "SO" for document in activity.documents)


def test_right_to_left_layout(qtbot: QtBot, app: RunningApp, screenshot) -> None:
    """The layout mirrors (Arabic strings arrive with the translations issue)."""
    wait_for_cache(qtbot, app, "cities", "districts", "sales_persons")
    QApplication.setLayoutDirection(Qt.LayoutDirection.RightToLeft)
    try:
        customers = open_customers(qtbot, app)
        screenshot(app.window, "customers_list_rtl")
        editor = open_customer(qtbot, customers, app, "Nile Office Supplies")
        assert editor.isRightToLeft()
        screenshot(app.window, "customer_editor_details_rtl")
        editor.tabs.setCurrentWidget(editor.addresses_page)
        screenshot(app.window, "customer_editor_addresses_rtl")
        editor.tabs.setCurrentWidget(editor.balance_page)
        qtbot.waitUntil(lambda: editor.balance_value.text() not in ("", "Reading…"), timeout=10000)
        screenshot(app.window, "customer_editor_balance_rtl")
        editor.tabs.setCurrentWidget(editor.documents_page)
        qtbot.waitUntil(lambda: editor.documents_page_label.text() != "", timeout=10000)
        screenshot(app.window, "customer_editor_documents_rtl")
    finally:
        QApplication.setLayoutDirection(Qt.LayoutDirection.LeftToRight)


@pytest.mark.parametrize("suffix", [".csv"])
def test_the_list_exports_what_it_shows(
    qtbot: QtBot, app: RunningApp, tmp_path: Path, suffix: str
) -> None:
    customers = open_customers(qtbot, app)
    qtbot.keyClicks(customers.filter_edits["name"], "Electronics")
    qtbot.waitUntil(lambda: len(names(customers)) < 10, timeout=5000)
    dialog = customers.export_button.choose(suffix)
    target = tmp_path / f"customers{suffix}"
    dialog.selectFile(str(target))
    dialog.accept()
    qtbot.waitUntil(lambda: "exported" in customers.banner.text, timeout=10000)
    table = read_table(target)
    assert table.headers[:2] == ["Code", "Name"]
    assert [row[1] for row in table.rows] == names(customers)
