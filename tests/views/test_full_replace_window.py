"""Issue 24, point 2, as a clerk meets it: a customer whose record carries a field our
models do not know (planted in the demo company's database) is opened from the list, its
contact person retyped, Ctrl+S: on the server only the contact person differs."""

from __future__ import annotations

import asyncio
import json
import sqlite3
from pathlib import Path
from typing import Any

from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from app.views.sales.customer_editor import CustomerEditorView
from app.views.sales.customer_list import CustomerListView
from tests.support.app import RunningApp, running_app
from tests.support.screens import open_entry

UNKNOWN = "futureField"
VOLATILE = {"updateDate", "updatedAt", "lastModified"}


def plant_on_every_customer(running: RunningApp) -> None:
    with sqlite3.connect(running.paths.demo_database) as conn:
        conn.execute(
            "INSERT INTO unknown_fields (tenant_id, collection, record_id, record_code, name, "
            "value) SELECT tenant_id, '/v3/customers', id, code, ?, ? FROM customers",
            (UNKNOWN, json.dumps({"kept": True})),
        )


def server_copy(qtbot: QtBot, running: RunningApp, customer_id: int) -> dict[str, Any]:
    session = running.view_model.session
    assert session is not None
    task = asyncio.ensure_future(session.client.request("GET", f"/customers/{customer_id}"))
    qtbot.waitUntil(task.done, timeout=10000)
    record: dict[str, Any] = task.result().json()
    return record


def test_retyping_a_customers_contact_person_changes_nothing_else(
    qtbot: QtBot, qloop: object, home: Path
) -> None:
    with running_app(qtbot, home) as running:
        plant_on_every_customer(running)
        customers = open_entry(qtbot, running, "customers")
        assert isinstance(customers, CustomerListView)
        qtbot.waitUntil(lambda: customers.view_model.model.rowCount() > 0, timeout=10000)
        customers.table.setFocus()
        customers.table.setCurrentIndex(customers.view_model.model.index(0, 0))
        qtbot.keyClick(customers.table, Qt.Key.Key_Return)
        editor = running.window.tabs.currentWidget()
        assert isinstance(editor, CustomerEditorView)
        qtbot.waitUntil(lambda: not editor.view_model.busy, timeout=10000)
        base = editor.view_model.base
        assert base is not None
        before = server_copy(qtbot, running, base.id)
        assert before[UNKNOWN] == {"kept": True}

        editor.contact_person.setFocus()
        editor.contact_person.selectAll()
        qtbot.keyClicks(editor.contact_person, "Hoda Salem")
        qtbot.keyClick(editor.contact_person, Qt.Key.Key_Tab)
        qtbot.keyClick(editor, Qt.Key.Key_S, Qt.KeyboardModifier.ControlModifier)
        qtbot.waitUntil(lambda: not editor.view_model.dirty, timeout=15000)
        qtbot.waitUntil(lambda: not editor.view_model.busy, timeout=10000)

        after = server_copy(qtbot, running, base.id)
        assert after["contactPerson"] == "Hoda Salem"
        changed = {
            name
            for name in (before.keys() | after.keys()) - VOLATILE
            if before.get(name) != after.get(name)
        }
        assert changed == {"contactPerson"}
