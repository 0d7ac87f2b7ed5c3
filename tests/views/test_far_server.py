"""The app against a server far from our reading of the contract (the "far" variant:
renamed fields, optional ones missing, dates without a zone, fields and enum values we do
not know): every list opens, the dashboard shows figures, and every editor that saves a
full replace (tax, customer, stock item, service item, sales person, journal entry, sales
order, warehouse, city) opens, shows the unknown fields read-only under More, and saves one
field changed by keys with every other field the server sent back unchanged (checked on
the server); never an "Unexpected error"."""

from __future__ import annotations

import asyncio
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from app.viewmodels.inventory.stock_item_editor import ItemField
from app.viewmodels.shell.navigation import navigation
from app.views.accounting.journal_entry_editor import JournalEntryEditorView
from app.views.inventory.dynamic_properties import DynamicPropertiesView
from app.views.inventory.stock_item_editor import StockItemEditorView
from app.views.inventory.warehouses import WarehousesView
from app.views.master_data.geography import GeographyView
from app.views.reports.dashboard import DashboardView
from app.views.sales.customer_editor import CustomerEditorView
from app.views.sales.customer_list import CustomerListView
from app.views.sales.sales_order_editor import SalesOrderEditorView
from app.views.sales.sales_order_list import SalesOrderListView
from app.views.widgets.record_editor import RecordEditorView
from tests.support.app import FixedOpener, RunningApp, wait_for_cache
from tests.support.arabic import arabic_app
from tests.support.journals import open_journal_list
from tests.support.master_screens import open_list
from tests.support.other_server import (
    app_on_variant,
    changed_fields,
    errors_of,
    save_by_keys,
    serve_variant,
    server_copy,
    type_at_the_end,
)
from tests.support.sandbox import Tenant
from tests.support.screens import open_entry, open_table_row
from tests.support.stock_items import open_stock_items


def test_every_list_and_the_dashboard_open(
    qtbot: QtBot, qloop: object, home: Path, live_tenant: Tenant, screenshot
) -> None:
    with app_on_variant(qtbot, home, live_tenant, "far") as other:
        running = other.running
        told = errors_of(running)
        wait_for_cache(qtbot, running, "stock_items", "customers", "taxes")
        for area in navigation():
            for entry in area.entries:
                screen = open_entry(qtbot, running, entry.key)
                view_model = getattr(screen, "view_model", None)
                if view_model is not None:
                    qtbot.waitUntil(lambda vm=view_model: not vm.busy, timeout=30000)
                assert told == [], (entry.key, [(m.title, m.text) for m in told])
                if isinstance(screen, DashboardView):
                    figure = screen.receivables.figure.text()
                    assert any(ch.isdigit() for ch in figure), figure
                    screenshot(screen, "far_dashboard")
                if isinstance(screen, SalesOrderListView):
                    qtbot.waitUntil(lambda s=screen: s.view_model.model.rowCount() > 0)
                    screenshot(screen, "far_sales_orders")
        items = open_stock_items(qtbot, running)
        assert items.view_model.model.rowCount() > 100
        assert told == []


def open_first(qtbot: QtBot, running: RunningApp, key: str) -> Any:
    screen = open_entry(qtbot, running, key)
    table = screen.table  # type: ignore[attr-defined]
    editor = open_table_row(qtbot, running.window, table)
    qtbot.waitUntil(lambda: not editor.view_model.busy, timeout=10000)  # type: ignore[attr-defined]
    return editor


def test_a_stock_item_saves_with_every_field_the_server_sent(
    qtbot: QtBot, qloop: object, home: Path, live_tenant: Tenant, screenshot
) -> None:
    # The item carries a note: on the far server it arrives as "remarks", a field our
    # models do not know, and must go back as it came.
    live_tenant.execute(
        "UPDATE stock_items SET note = 'Keep dry' WHERE tenant_id = ?", live_tenant.id
    )
    with app_on_variant(qtbot, home, live_tenant, "far") as other:
        running = other.running
        told = errors_of(running)
        items = open_stock_items(qtbot, running)
        editor = open_table_row(qtbot, running.window, items.table)
        assert isinstance(editor, StockItemEditorView)
        qtbot.waitUntil(lambda: not editor.view_model.busy, timeout=10000)
        base = editor.view_model.base
        assert base is not None
        path = f"/stock-items/{base.id}"
        before = server_copy(qtbot, running, path)
        assert before["shelfLifeDays"] == 30 and before["remarks"] == "Keep dry"
        assert editor.more.isVisible() or editor.tabs.currentIndex() == 0
        assert set(editor.more.values) == {"remarks", "shelfLifeDays"}
        assert editor.more.values["shelfLifeDays"].text() == "30"
        assert editor.more.values["remarks"].text() == "Keep dry"
        screenshot(editor, "far_stock_item_more")

        description = editor.inputs[ItemField.DESCRIPTION]
        description.setFocus()
        qtbot.keyClick(description, Qt.Key.Key_End)
        qtbot.keyClicks(description, " (far)")
        qtbot.keyClick(editor, Qt.Key.Key_S, Qt.KeyboardModifier.ControlModifier)
        qtbot.waitUntil(lambda: editor.status.text() == "Saved.", timeout=15000)
        after = server_copy(qtbot, running, path)
        assert changed_fields(before, after) == {"description"}
        assert after["description"] == before["description"] + " (far)"
        assert told == []


def test_a_customer_saves_with_every_field_the_server_sent(
    qtbot: QtBot, qloop: object, home: Path, live_tenant: Tenant, screenshot
) -> None:
    # The mobile is what the far server calls "mobilePhone": it must survive a save.
    live_tenant.execute(
        "UPDATE customers SET mobile = '01000000007' WHERE tenant_id = ?", live_tenant.id
    )
    with app_on_variant(qtbot, home, live_tenant, "far") as other:
        running = other.running
        told = errors_of(running)
        wait_for_cache(qtbot, running, "customers")
        customers = open_entry(qtbot, running, "customers")
        assert isinstance(customers, CustomerListView)
        editor = open_table_row(qtbot, running.window, customers.table)
        assert isinstance(editor, CustomerEditorView)
        qtbot.waitUntil(lambda: not editor.view_model.busy, timeout=10000)
        base = editor.view_model.base
        assert base is not None
        path = f"/customers/{base.id}"
        before = server_copy(qtbot, running, path)
        assert before["loyaltyTier"] == "Gold" and before["mobilePhone"] == "01000000007"
        assert set(editor.more.values) == {"loyaltyTier", "mobilePhone"}
        assert editor.more.values["mobilePhone"].text() == "01000000007"
        editor.details_scroll.ensureWidgetVisible(editor.more)
        screenshot(editor, "far_customer_more")

        editor.contact_person.setFocus()
        editor.contact_person.selectAll()
        qtbot.keyClicks(editor.contact_person, "Hoda Salem")
        qtbot.keyClick(editor.contact_person, Qt.Key.Key_Tab)
        qtbot.keyClick(editor, Qt.Key.Key_S, Qt.KeyboardModifier.ControlModifier)
        qtbot.waitUntil(lambda: not editor.view_model.dirty, timeout=15000)
        qtbot.waitUntil(lambda: not editor.view_model.busy, timeout=10000)
        after = server_copy(qtbot, running, path)
        assert changed_fields(before, after) == {"contactPerson"}
        assert after["loyaltyTier"] == "Gold" and after["mobilePhone"] == "01000000007"
        assert told == []


def test_a_sales_order_opens_with_its_new_status_and_unknown_fields(
    qtbot: QtBot, qloop: object, home: Path, live_tenant: Tenant, screenshot
) -> None:
    with app_on_variant(qtbot, home, live_tenant, "far") as other:
        running = other.running
        told = errors_of(running)
        wait_for_cache(qtbot, running, "customers", "warehouses", "sales_persons")
        orders = open_entry(qtbot, running, "sales-orders")
        assert isinstance(orders, SalesOrderListView)
        vm = orders.view_model
        qtbot.waitUntil(lambda: vm.model.rowCount() > 0 and not vm.busy, timeout=15000)
        # A shipped order: the far server calls that "Invoiced", a status we do not know.
        row = next(
            r
            for r in range(vm.model.rowCount())
            if (order := vm.model.order_at(r)) is not None and order.order_status == "Invoiced"
        )
        editor = open_table_row(qtbot, running.window, orders.table, row)
        assert isinstance(editor, SalesOrderEditorView)
        qtbot.waitUntil(lambda: not editor.view_model.busy, timeout=10000)
        base = editor.view_model.base
        assert base is not None
        assert set(editor.more.values) == {"deliveryNote", "remarks"}
        assert editor.more.values["deliveryNote"].text() == "Leave at the gate"
        assert base.order_status == "Invoiced"
        assert "Invoiced" in [label.text() for label in editor.state_line.labels]
        screenshot(editor, "far_sales_order_more")
        assert told == []
        QApplication.processEvents()


def test_an_open_sales_order_saves_with_every_field_the_server_sent(
    qtbot: QtBot, qloop: object, home: Path, live_tenant: Tenant
) -> None:
    with app_on_variant(qtbot, home, live_tenant, "far") as other:
        running = other.running
        told = errors_of(running)
        wait_for_cache(qtbot, running, "customers", "warehouses", "stock_items", "taxes")
        orders = open_entry(qtbot, running, "sales-orders")
        assert isinstance(orders, SalesOrderListView)
        vm = orders.view_model
        qtbot.waitUntil(lambda: vm.model.rowCount() > 0 and not vm.busy, timeout=15000)
        row = next(
            r
            for r in range(vm.model.rowCount())
            if (order := vm.model.order_at(r)) is not None
            and order.order_status == "Open"
            and not order.is_issued
        )
        editor = open_table_row(qtbot, running.window, orders.table, row)
        assert isinstance(editor, SalesOrderEditorView)
        qtbot.waitUntil(lambda: not editor.view_model.busy, timeout=10000)
        base = editor.view_model.base
        assert base is not None
        path = f"/sales-orders/{base.id}"
        before = server_copy(qtbot, running, path)
        assert before["deliveryNote"] == "Leave at the gate"
        editor.paper_number.setFocus()
        editor.paper_number.selectAll()
        qtbot.keyClicks(editor.paper_number, "PAPER-FAR-1")
        qtbot.keyClick(editor.paper_number, Qt.Key.Key_Tab)
        qtbot.keyClick(editor, Qt.Key.Key_S, Qt.KeyboardModifier.ControlModifier)
        qtbot.waitUntil(lambda: not editor.view_model.dirty, timeout=15000)
        qtbot.waitUntil(lambda: not editor.view_model.busy, timeout=10000)
        after = server_copy(qtbot, running, path)
        assert after["paperNumber"] == "PAPER-FAR-1"
        assert after["deliveryNote"] == before["deliveryNote"]
        assert after["remarks"] == before["remarks"]
        # A full update replaces the order's lines (new line ids); all else must be as it was.
        for copy in (before, after):
            copy["salesOrderDetails"] = [
                {k: v for k, v in line.items() if k != "id"} for line in copy["salesOrderDetails"]
            ]
        assert changed_fields(before, after) == {"paperNumber"}
        assert told == []


@pytest.mark.parametrize(
    ("entry", "collection", "field_attribute", "wire_field", "planted"),
    [
        ("taxes", "taxes", "name", "name", {"authorityCode": "VAT-EG"}),
        ("service-items", "service-items", "description", "description", {"billingUnit": "Hour"}),
        ("sales-persons", "sales-persons", "name", "name", {"salesRegion": "Delta"}),
    ],
)
def test_a_master_record_saves_with_every_field_the_server_sent(
    qtbot: QtBot,
    qloop: object,
    home: Path,
    live_tenant: Tenant,
    screenshot,
    entry: str,
    collection: str,
    field_attribute: str,
    wire_field: str,
    planted: dict[str, str],
) -> None:
    with app_on_variant(qtbot, home, live_tenant, "far") as other:
        running = other.running
        told = errors_of(running)
        wait_for_cache(qtbot, running, "taxes")
        screen = open_list(qtbot, running, entry)
        editor = open_table_row(qtbot, running.window, screen.table)
        assert isinstance(editor, RecordEditorView)
        qtbot.waitUntil(lambda: not editor.view_model.busy, timeout=10000)
        base = editor.view_model.base
        assert base is not None
        path = f"/{collection}/{base.id}"
        before = server_copy(qtbot, running, path)
        assert {name: before[name] for name in planted} == planted
        assert {name: value.text() for name, value in editor.more.values.items()} == planted
        assert editor.more.isVisible()
        screenshot(editor, f"far_{collection}_more")

        type_at_the_end(qtbot, getattr(editor, field_attribute), " (far)")
        save_by_keys(qtbot, editor)
        qtbot.waitUntil(lambda: editor.status.text() == "Saved.", timeout=15000)
        after = server_copy(qtbot, running, path)
        assert changed_fields(before, after) == {wire_field}
        assert after[wire_field] == before[wire_field] + " (far)"
        assert told == []


def server_journal_entry(qtbot: QtBot, running: RunningApp, code: str) -> dict[str, Any]:
    session = running.view_model.session
    assert session is not None
    params = {"code": code, "isPostedOnly": "false"}
    task = asyncio.ensure_future(session.client.request("GET", "/journal-entries", params=params))
    qtbot.waitUntil(task.done, timeout=10000)
    entries = [e for e in task.result().json()["items"] if e["documentCode"] == code]
    assert len(entries) == 1, entries
    return dict(entries[0])


def test_a_journal_entry_saves_with_every_field_the_server_sent(
    qtbot: QtBot, qloop: object, home: Path, live_tenant: Tenant, screenshot
) -> None:
    with app_on_variant(qtbot, home, live_tenant, "far") as other:
        running = other.running
        told = errors_of(running)
        entries = open_journal_list(qtbot, running)
        model = entries.view_model.model
        row = next(
            r
            for r in range(model.rowCount())
            if not model.row_at(r).is_posted and not model.row_at(r).is_system
        )
        editor = open_table_row(qtbot, running.window, entries.table, row)
        assert isinstance(editor, JournalEntryEditorView)
        vm = editor.view_model
        qtbot.waitUntil(lambda: not vm.busy, timeout=10000)
        assert vm.base is not None
        code = vm.record_key(vm.base)
        before = server_journal_entry(qtbot, running, code)
        assert before["approvalState"] == "Approved"
        assert {name: value.text() for name, value in editor.more.values.items()} == {
            "approvalState": "Approved"
        }
        screenshot(editor, "far_journal_entry_more")

        type_at_the_end(qtbot, editor.notes, " (far)")
        save_by_keys(qtbot, editor.notes)
        qtbot.waitUntil(lambda: editor.status.text() == f"Saved as {code}.", timeout=15000)
        qtbot.waitUntil(lambda: not vm.dirty and not vm.saving, timeout=10000)
        after = server_journal_entry(qtbot, running, code)
        assert changed_fields(before, after) == {"notes"}
        assert after["notes"] == (before["notes"] or "") + " (far)"
        assert told == []


def test_a_warehouse_saves_with_every_field_the_server_sent(
    qtbot: QtBot, qloop: object, home: Path, live_tenant: Tenant, screenshot
) -> None:
    with app_on_variant(qtbot, home, live_tenant, "far") as other:
        running = other.running
        told = errors_of(running)
        screen = open_entry(qtbot, running, "warehouses")
        assert isinstance(screen, WarehousesView)
        vm = screen.view_model
        qtbot.waitUntil(lambda: vm.model.rowCount() > 0 and not vm.busy, timeout=15000)
        screen.select_warehouse("WH01")
        record = vm.editor.record
        assert record is not None
        path = f"/warehouses/{record.id}"
        before = server_copy(qtbot, running, path)
        assert before["storageZone"] == "North"
        more = screen.form.more
        assert {name: value.text() for name, value in more.values.items()} == {
            "storageZone": "North"
        }
        assert more.isVisible()
        screenshot(screen, "far_warehouse_more")

        type_at_the_end(qtbot, screen.description, " (far)")
        save_by_keys(qtbot, screen.description)
        qtbot.waitUntil(lambda: screen.form.status.text() == "Saved.", timeout=15000)
        after = server_copy(qtbot, running, path)
        assert changed_fields(before, after) == {"description"}
        assert after["description"] == before["description"] + " (far)"
        assert told == []


def test_a_city_saves_with_every_field_the_server_sent(
    qtbot: QtBot, qloop: object, home: Path, live_tenant: Tenant, screenshot
) -> None:
    with app_on_variant(qtbot, home, live_tenant, "far") as other:
        running = other.running
        told = errors_of(running)
        screen = open_entry(qtbot, running, "geography")
        assert isinstance(screen, GeographyView)
        vm = screen.view_model
        qtbot.waitUntil(lambda: vm.cities.rowCount() > 0 and not vm.busy, timeout=15000)
        first = vm.cities.rows()[0]
        screen.select_city(first.name)
        qtbot.waitUntil(lambda: vm.city_editor.record is not None, timeout=5000)
        path = f"/cities/{first.id}"
        before = server_copy(qtbot, running, path)
        assert before["postalPrefix"] == "11"
        more = screen.city_form.more
        assert {name: value.text() for name, value in more.values.items()} == {"postalPrefix": "11"}
        screenshot(screen, "far_city_more")

        type_at_the_end(qtbot, screen.city_name, " Far")
        save_by_keys(qtbot, screen.city_name)
        qtbot.waitUntil(lambda: screen.city_form.status.text() == "Saved.", timeout=15000)
        after = server_copy(qtbot, running, path)
        assert changed_fields(before, after) == {"name"}
        assert after["name"] == before["name"] + " Far"
        assert told == []


def test_the_more_box_in_arabic(
    qtbot: QtBot, qloop: object, home: Path, live_tenant: Tenant, tmp_path: Path, screenshot
) -> None:
    # The box's title and note are translated; the field names and values are the
    # server's own and stay as they came.
    with (
        serve_variant(live_tenant, "far") as (_sandbox, _server, url),
        arabic_app(
            qtbot, home, tmp_path / "qm", opener=FixedOpener(live_tenant.connection(url))
        ) as arabic,
    ):
        running = arabic.running
        wait_for_cache(qtbot, running, "taxes")
        taxes = open_list(qtbot, running, "taxes")
        editor = open_table_row(qtbot, running.window, taxes.table)
        assert isinstance(editor, RecordEditorView)
        qtbot.waitUntil(lambda: not editor.view_model.busy, timeout=10000)
        more = editor.more
        assert more.isVisible() and more.title() == "المزيد"
        assert more.isRightToLeft()
        assert {name: value.text() for name, value in more.values.items()} == {
            "authorityCode": "VAT-EG"
        }
        screenshot(running.window, "far_tax_more_rtl")

        screen = open_entry(qtbot, running, "warehouses")
        assert isinstance(screen, WarehousesView)
        qtbot.waitUntil(lambda: screen.view_model.model.rowCount() > 0, timeout=15000)
        screen.select_warehouse("WH01")
        assert screen.form.more.isVisible()
        screenshot(running.window, "far_warehouse_more_rtl")

        # A value's own field is captioned in Arabic around the server's name and value.
        properties = open_entry(qtbot, running, "dynamic-properties")
        assert isinstance(properties, DynamicPropertiesView)
        qtbot.waitUntil(lambda: properties.view_model.model.rowCount() > 0, timeout=15000)
        properties.select_property("Size")
        assert properties.more.isVisible()
        assert properties.more.values["swatch للقيمة “S”"].text() == "plain"
        screenshot(running.window, "far_dynamic_property_more_rtl")
        assert arabic.lookups.untranslated() == []
