"""A save changes only what the clerk changed, for every editor whose
save is a full replace: the record is opened with a field our models do not know planted
on it (``app/sandbox/unknown_fields.py``) and fields the form does not show set, one
visible field is changed, and on the server only that field differs afterwards."""

from __future__ import annotations

import asyncio
import dataclasses
import json
from collections.abc import Iterator
from typing import Any

import httpx
import pytest
from pytestqt.qtbot import QtBot

from app.viewmodels.accounting.journal_entry_editor import JournalEntryEditorViewModel
from app.viewmodels.accounting.tax_editor import TaxEditorViewModel
from app.viewmodels.errors import ErrorPresenter
from app.viewmodels.inventory.service_items import ServiceItemEditorViewModel
from app.viewmodels.inventory.stock_item_editor import StockItemEditorViewModel
from app.viewmodels.record_editor import RecordEditorViewModel
from app.viewmodels.sales.customer_editor import CustomerEditorViewModel
from app.viewmodels.sales.sales_order_editor import SalesOrderEditorViewModel
from app.viewmodels.sales.sales_persons import SalesPersonEditorViewModel
from app.viewmodels.session import Session
from tests.support.sandbox import Tenant
from tests.support.sessions import session_on, wait_idle

UNKNOWN = "futureField"
"""A field the service has and our models do not know."""
UNKNOWN_VALUE = {"kept": ["as", "sent"], "n": 7}
VOLATILE = {"updateDate", "updatedAt", "lastModified", "updatedBy"}


@dataclasses.dataclass(frozen=True)
class Kind:
    editor: type[RecordEditorViewModel[Any, Any]]
    collection: str
    key_sql: str
    """The record's id (and its code, for a collection updated by code)."""
    attribute: str
    """A form attribute the clerk sees, and the wire field it is."""
    wire: str


KINDS = {
    "tax": Kind(
        TaxEditorViewModel,
        "/v3/taxes",
        "SELECT id, NULL FROM taxes WHERE tenant_id = ? AND id NOT IN (SELECT tax_id FROM "
        "document_lines WHERE tax_id IS NOT NULL) AND id NOT IN (SELECT withholding_tax_id "
        "FROM document_lines WHERE withholding_tax_id IS NOT NULL) ORDER BY id LIMIT 1",
        "name",
        "name",
    ),
    "customer": Kind(
        CustomerEditorViewModel,
        "/v3/customers",
        "SELECT id, code FROM customers WHERE tenant_id = ? ORDER BY id LIMIT 1",
        "contact_person",
        "contactPerson",
    ),
    "stock_item": Kind(
        StockItemEditorViewModel,
        "/v3/stock-items",
        "SELECT id, code FROM stock_items WHERE tenant_id = ? ORDER BY id LIMIT 1",
        "note",
        "note",
    ),
    "service_item": Kind(
        ServiceItemEditorViewModel,
        "/v3/service-items",
        "SELECT id, code FROM service_items WHERE tenant_id = ? ORDER BY id LIMIT 1",
        "description",
        "description",
    ),
    "sales_person": Kind(
        SalesPersonEditorViewModel,
        "/v3/sales-persons",
        "SELECT id, NULL FROM sales_persons WHERE tenant_id = ? ORDER BY id LIMIT 1",
        "name",
        "name",
    ),
    "journal_entry": Kind(
        JournalEntryEditorViewModel,
        "/v3/journal-entries",
        "SELECT id, journal_code FROM documents WHERE tenant_id = ? AND type = 'JE' "
        "AND is_system = 0 AND is_posted = 0 ORDER BY id DESC LIMIT 1",
        "notes",
        "notes",
    ),
    "sales_order": Kind(
        SalesOrderEditorViewModel,
        "/v3/sales-orders",
        "SELECT id, code FROM documents WHERE tenant_id = ? AND type = 'SO' AND is_issued = 0 "
        "AND coalesce(status, 'Open') = 'Open' ORDER BY id DESC LIMIT 1",
        "notes",
        "notes",
    ),
}


@pytest.fixture
def server(live_tenant: Tenant, live_url: str) -> Iterator[Server]:
    headers = {"Authorization": live_tenant.authorization}
    with httpx.Client(base_url=live_url, headers=headers) as http:
        yield Server(http)


_editors: list[Any] = []
"""The editors a test opened (``open_editor``): shut down before their session closes, so
that none of their work (an order's stock on hand) asks a closed client."""


@pytest.fixture
def session(qtbot: QtBot, qloop: object, live_tenant: Tenant, live_url: str) -> Iterator[Session]:
    with session_on(qtbot, live_tenant, live_url) as opened:
        try:
            yield opened
        finally:
            editors, _editors[:] = list(_editors), []
            for editor in editors:
                task = asyncio.ensure_future(editor.shutdown())
                qtbot.waitUntil(task.done, timeout=10000)


class Server:
    """Raw HTTP to the live sandbox: the record as the server has it, every field."""

    def __init__(self, http: httpx.Client) -> None:
        self.http = http

    def get(self, kind: Kind, record_id: int, code: str | None) -> dict[str, Any]:
        if kind.collection == "/v3/journal-entries":
            answer = self.http.get(kind.collection, params={"code": code, "isPostedOnly": False})
            answer.raise_for_status()
            found = [e for e in answer.json()["items"] if e.get("id") == record_id]
            assert len(found) == 1
            record: dict[str, Any] = found[0]
            return record
        answer = self.http.get(f"{kind.collection}/{record_id}")
        answer.raise_for_status()
        return dict(answer.json())

    def put(self, path: str, body: dict[str, Any]) -> dict[str, Any]:
        answer = self.http.put(path, json=body)
        assert answer.status_code == 200, answer.text
        return dict(answer.json())


def the_record(tenant: Tenant, kind: Kind) -> tuple[int, str | None]:
    with tenant.db.transaction() as conn:
        row = conn.execute(kind.key_sql, (tenant.id,)).fetchone()
    assert row is not None
    return int(row[0]), row[1]


def plant_unknown_field(tenant: Tenant, kind: Kind, record_id: int, code: str | None) -> None:
    tenant.execute(
        "INSERT INTO unknown_fields (tenant_id, collection, record_id, record_code, name, value) "
        "VALUES (?, ?, ?, ?, ?, ?)",
        tenant.id,
        kind.collection,
        record_id,
        code,
        UNKNOWN,
        json.dumps(UNKNOWN_VALUE),
    )


def open_editor(qtbot: QtBot, session: Session, kind: Kind, key: str) -> Any:
    reader = kind.editor(session, ErrorPresenter())
    task = asyncio.ensure_future(reader.fetch(key))
    qtbot.waitUntil(task.done, timeout=10000)
    editor = kind.editor(session, ErrorPresenter(), task.result())
    _editors.extend([reader, editor])
    wait_idle(qtbot, editor)
    return editor


def change_and_save(qtbot: QtBot, editor: Any, kind: Kind) -> str:
    changed = f"{getattr(editor.form, kind.attribute)} 2".strip()
    editor.set_value(kind.attribute, changed)
    presented: list[object] = []
    editor.errors.presented.connect(presented.append)
    with qtbot.waitSignal(editor.saved, timeout=15000):
        assert editor.save(), editor.field_errors
    wait_idle(qtbot, editor)
    assert presented == [], editor.form_error
    return changed


def differences(before: dict[str, Any], after: dict[str, Any]) -> set[str]:
    """Top-level fields that differ (timestamps aside; an order's lines compared without
    their ids: the sandbox's full replace of an order stores its lines anew)."""
    return {
        name
        for name in (before.keys() | after.keys()) - VOLATILE
        if _comparable(name, before.get(name)) != _comparable(name, after.get(name))
    }


def _comparable(name: str, value: object) -> object:
    if name == "salesOrderDetails" and isinstance(value, list):
        return [{k: v for k, v in line.items() if k != "id"} for line in value]
    return value


@pytest.mark.parametrize("name", list(KINDS))
def test_a_save_changes_only_the_field_the_clerk_changed(
    qtbot: QtBot, session: Session, server: Server, live_tenant: Tenant, name: str
) -> None:
    kind = KINDS[name]
    record_id, code = the_record(live_tenant, kind)
    plant_unknown_field(live_tenant, kind, record_id, code)
    before = server.get(kind, record_id, code)
    assert before[UNKNOWN] == UNKNOWN_VALUE

    key = code if name == "journal_entry" else str(record_id)
    editor = open_editor(qtbot, session, kind, str(key))
    changed = change_and_save(qtbot, editor, kind)

    after = server.get(kind, record_id, code)
    assert after[kind.wire] == changed
    assert differences(before, after) == {kind.wire}


@pytest.mark.parametrize(
    ("flags", "sql"),
    [
        ({"taxable": False}, "taxable = 0"),
        ({"applyTaxAfterDiscount": True}, "apply_tax_after_discount = 1"),
    ],
    ids=["taxable_false", "tax_after_discount"],
)
def test_an_order_keeps_its_tax_flags_and_totals_when_its_notes_are_changed(
    qtbot: QtBot,
    session: Session,
    live_tenant: Tenant,
    server: Server,
    flags: dict[str, bool],
    sql: str,
) -> None:
    kind = KINDS["sales_order"]
    record_id, code = the_record(live_tenant, kind)
    # Made elsewhere: the same order replaced with the flag set, every other field as the
    # server has it (its lines discounted, so that tax after discount moves the net).
    elsewhere = open_editor(qtbot, session, kind, str(record_id))
    request, problems = elsewhere.build_request(elsewhere.form)
    assert request is not None, problems
    body = request.to_wire()
    lines = [
        {**line, "itemDiscount": 10, "itemDiscountType": "Value"}
        for line in body["salesOrderDetails"]
    ]
    server.put(f"{kind.collection}/code/{code}", {**body, **flags, "salesOrderDetails": lines})
    with live_tenant.db.transaction() as conn:
        assert (
            conn.execute(
                f"SELECT count(*) FROM documents WHERE id = ? AND {sql}", (record_id,)
            ).fetchone()[0]
            == 1
        )
    plant_unknown_field(live_tenant, kind, record_id, code)
    before = server.get(kind, record_id, code)

    editor = open_editor(qtbot, session, kind, str(record_id))
    changed = change_and_save(qtbot, editor, kind)

    after = server.get(kind, record_id, code)
    assert after["notes"] == changed
    assert differences(before, after) == {"notes"}
    for flag, value in flags.items():
        assert after[flag] is value


@pytest.mark.parametrize(
    ("collection", "table", "field", "wire"),
    [
        ("/v3/warehouses", "warehouses", "description", "description"),
        ("/v3/cities", "cities", "name", "name"),
    ],
)
def test_an_inline_master_data_save_changes_only_the_field_changed(
    qtbot: QtBot,
    session: Session,
    server: Server,
    live_tenant: Tenant,
    collection: str,
    table: str,
    field: str,
    wire: str,
) -> None:
    from app.viewmodels.inventory.warehouses import WarehousesViewModel
    from app.viewmodels.master_data.geography import GeographyViewModel

    with live_tenant.db.transaction() as conn:
        row = conn.execute(
            f"SELECT id, {'code' if table == 'warehouses' else 'NULL'} FROM {table} "
            "WHERE tenant_id = ? ORDER BY id LIMIT 1",
            (live_tenant.id,),
        ).fetchone()
    record_id, code = int(row[0]), row[1]
    kind = Kind(RecordEditorViewModel, collection, "", field, wire)  # type: ignore[type-abstract]
    plant_unknown_field(live_tenant, kind, record_id, code)
    before = server.get(kind, record_id, code)
    assert before[UNKNOWN] == UNKNOWN_VALUE

    client = session.client
    if table == "warehouses":
        screen: Any = WarehousesViewModel(session, ErrorPresenter())
        editor = screen.editor
        task = asyncio.ensure_future(client.warehouses.get(record_id))
    else:
        screen = GeographyViewModel(session, ErrorPresenter())
        editor = screen.city_editor
        task = asyncio.ensure_future(client.cities.get(record_id))
    qtbot.waitUntil(task.done, timeout=10000)
    editor.start_edit(task.result())
    changed = f"{editor.values[field]} 2"
    editor.set_value(field, changed)
    with qtbot.waitSignal(editor.saved, timeout=15000):
        assert editor.save(), editor.field_errors
    wait_idle(qtbot, editor)

    after = server.get(kind, record_id, code)
    assert after[wire] == changed
    assert differences(before, after) == {wire}
