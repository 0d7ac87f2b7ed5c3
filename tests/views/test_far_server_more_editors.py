"""The app against the "far" variant, the editors ``test_far_server`` leaves out: cash in and
cash out, a district, a dynamic property's values (the property and each value carry a
field we do not know), the records the API creates but never updates (brands,
classifications, work orders: an opening balance and a supplies receipt), a document of
each remaining list, and a sales return from an order whose status the far server names
otherwise. Each opens, shows the unknown fields read-only under More (saying whether they
go back), and saves or creates what was typed by keys; on the server only the typed field
differs, and every field the app does not know came back unchanged. Never an "Unexpected
error"."""

from __future__ import annotations

import asyncio
from decimal import Decimal
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from app.viewmodels.inventory.work_order_editor import LineColumn
from app.viewmodels.sales.return_wizard import ReturnStep
from app.views.accounting.cash_editor import CashEditorView
from app.views.inventory.classifications import ClassificationTreeView
from app.views.inventory.dynamic_properties import DynamicPropertiesView
from app.views.inventory.work_orders import OpeningBalanceEditorView
from app.views.master_data.geography import GeographyView
from app.views.widgets.document_view import DocumentView
from tests.support.app import RunningApp
from tests.support.journals import activate, open_journal_list, type_here, type_in_cell
from tests.support.master_screens import current_editor, open_list
from tests.support.orders import stocked_items
from tests.support.other_server import (
    app_on_variant,
    changed_fields,
    errors_of,
    save_by_keys,
    server_copy,
    type_at_the_end,
)
from tests.support.returns import (
    ITEMS,
    current_wizard,
    issued_order,
    open_sales_returns,
    open_work_orders,
)
from tests.support.sandbox import Tenant
from tests.support.screens import open_entry
from tests.support.work_orders import new_work_order, pick, press_save, type_cells

SENT_BACK = (
    "Fields this server has that this app does not know. They are kept as they are and sent "
    "back unchanged when you save."
)
SHOWN_ONLY = "Fields this server has that this app does not know, shown as they came."
OTHER_REVENUE = "410501"
OFFICE_EXPENSES = "510101"


def shown(more: Any) -> dict[str, str]:
    """What a More section shows: caption -> value."""
    return {name: value.text() for name, value in more.values.items()}


def server_get(qtbot: QtBot, running: RunningApp, path: str, **params: Any) -> Any:
    session = running.view_model.session
    assert session is not None
    task = asyncio.ensure_future(session.client.request("GET", path, params=params))
    qtbot.waitUntil(task.done, timeout=10000)
    return task.result().json()


def record_id(qtbot: QtBot, running: RunningApp, path: str, code: str) -> int:
    """The id of the record coded ``code`` in the list at ``path``, as the server has it."""
    page = server_get(qtbot, running, path, limit=1000)
    (found,) = [record["id"] for record in page["items"] if record.get("code") == code]
    return int(found)


def server_journal_entry(qtbot: QtBot, running: RunningApp, code: str) -> dict[str, Any]:
    page = server_get(qtbot, running, "/journal-entries", code=code, isPostedOnly="false")
    (entry,) = [e for e in page["items"] if e["documentCode"] == code]
    return dict(entry)


def fill_cash(qtbot: QtBot, editor: CashEditorView, notes: str, account: str, amount: str) -> None:
    """The first cash account, the notes, one line: as a clerk types them."""
    vm = editor.view_model
    qtbot.waitUntil(lambda: editor.main_account.count() > 1 and not vm.busy, timeout=10000)
    editor.main_account.setFocus()
    qtbot.keyClick(editor.main_account, Qt.Key.Key_Down)
    editor.notes.setFocus()
    qtbot.keyClicks(editor.notes, notes)
    type_in_cell(qtbot, editor.grid, 0, 0, account)
    type_here(qtbot, amount)


def test_a_cash_in_and_a_cash_out_are_saved_and_read_back_with_the_unknown_field(
    qtbot: QtBot, qloop: object, home: Path, live_tenant: Tenant, screenshot
) -> None:
    with app_on_variant(qtbot, home, live_tenant, "far") as other:
        running = other.running
        told = errors_of(running)
        cash = open_journal_list(qtbot, running, "cash")
        cash.table.setFocus()
        qtbot.keyClick(cash.table, Qt.Key.Key_N, Qt.KeyboardModifier.ControlModifier)
        cash_in = running.window.tabs.currentWidget()
        assert isinstance(cash_in, CashEditorView) and cash_in.view_model.draft_kind == "cash_in"
        fill_cash(qtbot, cash_in, "Scrap sold (far)", OTHER_REVENUE, "250")
        qtbot.keyClick(
            QApplication.focusWidget(), Qt.Key.Key_S, Qt.KeyboardModifier.ControlModifier
        )
        qtbot.waitUntil(lambda: cash_in.view_model.base is not None, timeout=15000)

        running.window.activateWindow()
        qtbot.waitUntil(lambda: QApplication.activeWindow() is running.window)
        qtbot.keyClick(
            running.window,
            Qt.Key.Key_M,
            Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier,
        )
        cash_out = running.window.tabs.currentWidget()
        assert isinstance(cash_out, CashEditorView)
        assert cash_out.view_model.draft_kind == "cash_out"
        fill_cash(qtbot, cash_out, "Stationery (far)", OFFICE_EXPENSES, "40.5")
        qtbot.keyClick(
            QApplication.focusWidget(), Qt.Key.Key_S, Qt.KeyboardModifier.ControlModifier
        )
        qtbot.waitUntil(lambda: cash_out.view_model.base is not None, timeout=15000)

        for editor, kind, notes, total in (
            (cash_in, "CI", "Scrap sold (far)", 250),
            (cash_out, "CO", "Stationery (far)", 40.5),
        ):
            code = editor.code.text()
            assert code.startswith(f"{kind}-") and editor.status.text() == f"Saved as {code}."
            stored = server_journal_entry(qtbot, running, code)
            assert stored["documentType"] == kind and stored["notes"].startswith(notes)
            assert stored["totalDebit"] == total == stored["totalCredit"]
            # Read back from the far server: its field we do not know is shown under More.
            assert stored["approvalState"] == "Approved"
            assert shown(editor.more) == {"approvalState": "Approved"}
            assert editor.more.note == SHOWN_ONLY  # a cash document is never updated
            assert editor.more.isVisibleTo(editor)  # the cash in is in a tab behind
        screenshot(cash_out, "far_cash_out_more")
        assert told == []


def test_a_district_saves_with_every_field_the_server_sent(
    qtbot: QtBot, qloop: object, home: Path, live_tenant: Tenant, screenshot
) -> None:
    with app_on_variant(qtbot, home, live_tenant, "far") as other:
        running = other.running
        told = errors_of(running)
        screen = open_entry(qtbot, running, "geography")
        assert isinstance(screen, GeographyView)
        vm = screen.view_model
        qtbot.waitUntil(lambda: vm.cities.rowCount() > 0 and not vm.busy, timeout=15000)
        screen.select_city("Cairo")
        qtbot.waitUntil(lambda: vm.districts.rowCount() > 0, timeout=10000)
        first = vm.districts.rows()[0]
        screen.select_district(first.name)
        qtbot.waitUntil(lambda: vm.district_editor.record is not None, timeout=5000)
        path = f"/districts/{first.id}"
        before = server_copy(qtbot, running, path)
        assert before["deliveryZone"] == "B"
        more = screen.district_form.more
        assert shown(more) == {"deliveryZone": "B"} and more.isVisible()
        assert more.note == SENT_BACK
        screenshot(screen, "far_district_more")

        type_at_the_end(qtbot, screen.district_name, " Far")
        save_by_keys(qtbot, screen.district_name)
        qtbot.waitUntil(lambda: screen.district_form.status.text() == "Saved.", timeout=15000)
        after = server_copy(qtbot, running, path)
        assert changed_fields(before, after) == {"name"}
        assert after["name"] == before["name"] + " Far"
        assert told == []


def server_property(qtbot: QtBot, running: RunningApp, name: str) -> dict[str, Any]:
    page = server_get(qtbot, running, "/dynamic-properties", names=name)
    (prop,) = page["items"]
    return dict(prop)


def test_a_dynamic_property_saves_its_values_with_every_field_the_server_sent(
    qtbot: QtBot, qloop: object, home: Path, live_tenant: Tenant, screenshot
) -> None:
    with app_on_variant(qtbot, home, live_tenant, "far") as other:
        running = other.running
        told = errors_of(running)
        screen = open_entry(qtbot, running, "dynamic-properties")
        assert isinstance(screen, DynamicPropertiesView)
        vm = screen.view_model
        qtbot.waitUntil(lambda: vm.model.rowCount() > 0 and not vm.busy, timeout=15000)
        screen.select_property("Size")
        before = server_property(qtbot, running, "Size")
        assert before["displayOrder"] == 2
        old_values = [value["value"] for value in before["values"]]
        assert old_values == ["S", "M", "L", "XL"]
        assert {value["swatch"] for value in before["values"]} == {"plain"}
        assert shown(screen.more) == {
            "displayOrder": "2",
            **{f"swatch of “{value}”": "plain" for value in old_values},
        }
        assert screen.more.isVisible() and screen.more.note == SENT_BACK
        screenshot(screen, "far_dynamic_property_more")

        qtbot.mouseClick(screen.add_value_button, Qt.MouseButton.LeftButton)
        cell = QApplication.focusWidget()
        qtbot.keyClicks(cell, "XXL")
        qtbot.keyClick(cell, Qt.Key.Key_Return)
        screen.values_grid.setFocus()
        qtbot.keyClick(screen.values_grid, Qt.Key.Key_S, Qt.KeyboardModifier.ControlModifier)
        qtbot.waitUntil(lambda: screen.values_status.text() == "Saved.", timeout=15000)
        after = server_property(qtbot, running, "Size")
        assert changed_fields(before, after) == {"values"}
        # The four values as they were (id, code and the field we do not know); one more,
        # new, which the server gave none of that field.
        assert after["values"][:4] == before["values"]
        (added,) = after["values"][4:]
        assert added["value"] == "XXL" and "swatch" not in added
        qtbot.waitUntil(lambda: "displayOrder" in screen.more.values, timeout=5000)
        assert "swatch of “XXL”" not in screen.more.values
        assert told == []


def test_a_brand_is_listed_and_created_and_shows_the_unknown_field(
    qtbot: QtBot, qloop: object, home: Path, live_tenant: Tenant, screenshot
) -> None:
    with app_on_variant(qtbot, home, live_tenant, "far") as other:
        running = other.running
        told = errors_of(running)
        brands = open_list(qtbot, running, "brands")
        listed = server_get(qtbot, running, "/brands")["items"]
        assert {brand["countryOfOrigin"] for brand in listed} == {"Japan"}
        assert brands.view_model.model.rowCount() == len(listed)
        qtbot.keyClick(brands.table, Qt.Key.Key_N, Qt.KeyboardModifier.ControlModifier)
        editor = current_editor(running)
        qtbot.keyClicks(editor.name, "Braun")
        qtbot.keyClick(editor.name, Qt.Key.Key_Tab)
        qtbot.keyClicks(editor.brand_manager, "Hany Lotfy")
        save_by_keys(qtbot, editor)
        qtbot.waitUntil(lambda: editor.view_model.base is not None, timeout=15000)
        base = editor.view_model.base
        stored = server_copy(qtbot, running, f"/brands/{base.id}")
        assert stored["name"] == "Braun" and stored["brandManager"] == "Hany Lotfy"
        assert shown(editor.more) == {"countryOfOrigin": stored["countryOfOrigin"]}
        assert editor.more.note == SHOWN_ONLY
        assert editor.more.isVisible()
        screenshot(editor, "far_brand_more")
        assert told == []


def test_a_classification_shows_the_unknown_field_and_one_is_created(
    qtbot: QtBot, qloop: object, home: Path, live_tenant: Tenant, screenshot
) -> None:
    with app_on_variant(qtbot, home, live_tenant, "far") as other:
        running = other.running
        told = errors_of(running)
        tree = open_entry(qtbot, running, "classifications")
        assert isinstance(tree, ClassificationTreeView)
        qtbot.waitUntil(lambda: tree.tree.topLevelItemCount() > 0, timeout=10000)
        electronics = next(node for node in tree.view_model.nodes if node.code == "01")
        tree.tree.setFocus()
        tree.select_node(electronics.id)
        assert shown(tree.more) == {"colorTag": "Blue"} and tree.more.isVisible()
        assert tree.more.note == SHOWN_ONLY
        screenshot(tree, "far_classification_more")

        qtbot.keyClick(tree.tree, Qt.Key.Key_N, Qt.KeyboardModifier.ControlModifier)
        editor = current_editor(running)
        qtbot.waitUntil(lambda: bool(editor.view_model.nodes), timeout=10000)
        editor.code.setFocus()
        qtbot.keyClicks(editor.code, "0104")
        qtbot.keyClick(editor.code, Qt.Key.Key_Tab)
        qtbot.keyClicks(editor.description, "Tablets")
        save_by_keys(qtbot, editor)
        qtbot.waitUntil(lambda: editor.view_model.base is not None, timeout=15000)
        nodes = server_get(qtbot, running, "/classifications/stock-items", limit=1000)["items"]
        (created,) = [node for node in nodes if node["code"] == "0104"]
        assert created["description"] == "Tablets" and created["parentId"] == electronics.id
        assert shown(editor.more) == {"colorTag": created["colorTag"]}
        assert editor.more.note == SHOWN_ONLY
        qtbot.waitUntil(lambda: tree.item_of(created["id"]) is not None, timeout=10000)
        assert told == []


def test_a_work_order_opens_with_the_unknown_field_and_an_opening_balance_is_created(
    qtbot: QtBot, qloop: object, home: Path, live_tenant: Tenant, screenshot
) -> None:
    with app_on_variant(qtbot, home, live_tenant, "far") as other:
        running = other.running
        told = errors_of(running)
        orders = open_work_orders(qtbot, running)
        orders.select_row(0)
        orders.table.setFocus()
        qtbot.keyClick(orders.table, Qt.Key.Key_Return)
        view = running.window.tabs.currentWidget()
        assert isinstance(view, DocumentView)
        assert shown(view.more) == {"shiftName": "Night"} and view.more.isVisible()
        assert view.more.note == SHOWN_ONLY
        screenshot(view, "far_work_order_more")

        running.window.tabs.setCurrentWidget(orders)
        orders.table.setFocus()
        qtbot.keyClick(orders.table, Qt.Key.Key_N, Qt.KeyboardModifier.ControlModifier)
        editor = running.window.tabs.currentWidget()
        assert isinstance(editor, OpeningBalanceEditorView)
        vm = editor.view_model
        editor.warehouse.setFocus()
        qtbot.keyClick(editor.warehouse, Qt.Key.Key_Down)
        assert vm.form.warehouse_id is not None
        editor.paper_number.setFocus()
        qtbot.keyClicks(editor.paper_number, "COUNT-FAR-1")
        type_in_cell(qtbot, editor.grid, 0, 0, "000001")
        type_here(qtbot, "2")
        type_here(qtbot, "100")
        activate(qtbot, editor)
        qtbot.keyClick(
            QApplication.focusWidget(), Qt.Key.Key_S, Qt.KeyboardModifier.ControlModifier
        )
        qtbot.waitUntil(lambda: vm.base is not None, timeout=15000)
        code = vm.record_key(vm.base)
        page = server_get(qtbot, running, "/work-orders", code=code, onlyMyOrders="false")
        (stored,) = page["items"]
        assert stored["type"] == "OB" and stored["paperNumber"] == "COUNT-FAR-1"
        assert shown(editor.more) == {"shiftName": stored["shiftName"]}
        assert editor.more.note == SHOWN_ONLY
        assert told == []


def test_a_supplies_receipt_is_created_and_shows_the_unknown_field(
    qtbot: QtBot, qloop: object, home: Path, live_tenant: Tenant
) -> None:
    with app_on_variant(qtbot, home, live_tenant, "far") as other:
        running = other.running
        told = errors_of(running)
        editor = new_work_order(qtbot, running, "receive_supplies")
        plain = stocked_items(running, 1)[0]
        vm = editor.view_model
        pick(qtbot, editor.party, "SUP-001")
        qtbot.keyClicks(editor.warehouse, "WH01")
        editor.grid.focus_cell(0, LineColumn.ITEM)
        type_cells(qtbot, editor.grid, plain["sku"], "3")
        press_save(qtbot, running, editor.table)
        qtbot.waitUntil(lambda: vm.base is not None, timeout=15000)
        base = vm.base
        stored = server_copy(qtbot, running, f"/work-orders/{base.id}")
        assert stored["type"] == "RS" and stored["code"] == base.code
        assert [line["quantity"] for line in stored["workOrderDetails"]] == [3]
        assert shown(editor.more) == {"shiftName": stored["shiftName"]}
        assert editor.more.note == SHOWN_ONLY
        assert told == []


@pytest.mark.parametrize("key", ["sales-returns", "purchase-orders", "purchase-returns"])
def test_a_document_of_each_other_list_opens(
    qtbot: QtBot, qloop: object, home: Path, live_tenant: Tenant, key: str
) -> None:
    with app_on_variant(qtbot, home, live_tenant, "far") as other:
        running = other.running
        told = errors_of(running)
        screen = open_list(qtbot, running, key)
        screen.select_row(0)
        screen.table.setFocus()
        qtbot.keyClick(screen.table, Qt.Key.Key_Return)
        view = running.window.tabs.currentWidget()
        assert view is not screen
        vm = view.view_model
        qtbot.waitUntil(lambda: not vm.busy and not getattr(vm, "loading", False), timeout=10000)
        assert not getattr(vm, "error", "")
        assert told == []


def test_a_sales_return_is_created_from_an_order_the_far_server_calls_invoiced(
    qtbot: QtBot, qloop: object, home: Path, live_tenant: Tenant
) -> None:
    # The far server calls a shipped order "Invoiced", a status we do not know: the order
    # must still be returnable, and the return must land on the server.
    with app_on_variant(qtbot, home, live_tenant, "far") as other:
        running = other.running
        told = errors_of(running)
        # This company's own ids of the demo records the sales-return tests use.
        first, second = (
            record_id(qtbot, running, "/stock-items", f"{item:06d}") for item in ITEMS[:2]
        )
        order = issued_order(
            qtbot,
            running,
            [(first, 2, Decimal(1200)), (second, 1, Decimal(349))],
            customer=record_id(qtbot, running, "/customers", "CUS-0002"),
            warehouse=record_id(qtbot, running, "/warehouses", "WH01"),
        )
        # Newest first: the order just issued is on the first page.
        orders = server_get(qtbot, running, "/sales-orders", onlyMyOrders="false")["items"]
        assert [o["orderStatus"] for o in orders if o["code"] == order.code] == ["Invoiced"]
        returns = open_sales_returns(qtbot, running)
        returns.table.setFocus()
        qtbot.keyClick(returns.table, Qt.Key.Key_N, Qt.KeyboardModifier.ControlModifier)
        wizard = current_wizard(running)
        vm = wizard.view_model
        qtbot.keyClicks(wizard.source, order.code)
        qtbot.keyClick(wizard.source, Qt.Key.Key_Return)
        qtbot.waitUntil(lambda: vm.step == ReturnStep.LINES, timeout=10000)
        for _ in range(3):  # lines, refund, review: Create
            qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Return)
        qtbot.waitUntil(lambda: vm.step == ReturnStep.DONE, timeout=15000)
        code = vm.result_code()
        assert code.startswith("SR-")
        stored = server_get(qtbot, running, "/sales-returns", code=code)
        assert stored["code"] == code
        quantities = sorted(line["quantity"] for line in stored["details"])
        assert quantities == [1, 2]
        assert told == []
