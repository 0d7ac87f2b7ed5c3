"""A save changes only what the clerk changed, through the widgets, for every editor whose
save is a full replace: a record carrying a field our models do not know (planted through
the sandbox's ``unknown_fields`` hook) and the fields its form does not show is opened in
its editor, one visible field is typed at with the keyboard, Ctrl+S: on the server only
that field differs. (The customer's test is tests/views/test_full_replace_window.py.)"""

from __future__ import annotations

import asyncio
import json
import sqlite3
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QLineEdit, QPlainTextEdit
from pytestqt.qtbot import QtBot

from app.viewmodels.errors import ErrorPresenter
from tests.support.app import RunningApp, running_app
from tests.viewmodels.test_full_replace_saves import KINDS, UNKNOWN, UNKNOWN_VALUE, differences


@dataclass(frozen=True)
class Typed:
    """Which widget of the editor holds the field (an attribute of its view)."""

    widget: str


WIDGETS = {
    "tax": Typed("name"),
    "stock_item": Typed("note"),
    "service_item": Typed("description"),
    "sales_person": Typed("name"),
    "journal_entry": Typed("notes"),
    "sales_order": Typed("notes"),
}


def the_record(running: RunningApp, name: str) -> tuple[int, str | None]:
    kind = KINDS[name]
    with sqlite3.connect(running.paths.demo_database) as conn:
        tenant = conn.execute("SELECT id FROM tenants ORDER BY id LIMIT 1").fetchone()[0]
        row = conn.execute(kind.key_sql, (tenant,)).fetchone()
        assert row is not None
        conn.execute(
            "INSERT INTO unknown_fields (tenant_id, collection, record_id, record_code, name, "
            "value) VALUES (?, ?, ?, ?, ?, ?)",
            (tenant, kind.collection, row[0], row[1], UNKNOWN, json.dumps(UNKNOWN_VALUE)),
        )
    return int(row[0]), row[1]


def call(qtbot: QtBot, coroutine: Any) -> Any:
    task = asyncio.ensure_future(coroutine)
    qtbot.waitUntil(task.done, timeout=15000)
    return task.result()


def server_copy(qtbot: QtBot, running: RunningApp, name: str, record_id: int, code: str | None):
    """Every field of the record as the server has it (raw JSON)."""
    session = running.view_model.session
    assert session is not None
    path = KINDS[name].collection.removeprefix("/v3")
    if name == "journal_entry":
        answer = call(
            qtbot, session.client.request("GET", path, params={"code": code, "isPostedOnly": False})
        )
        return next(e for e in answer.json()["items"] if e["id"] == record_id)
    return call(qtbot, session.client.request("GET", f"{path}/{record_id}")).json()


@pytest.mark.parametrize("name", list(WIDGETS))
def test_typing_in_one_field_and_ctrl_s_changes_only_that_field(
    qtbot: QtBot, qloop: object, home: Path, name: str, screenshot
) -> None:
    kind = KINDS[name]
    with running_app(qtbot, home) as running:
        record_id, code = the_record(running, name)
        before = server_copy(qtbot, running, name, record_id, code)
        assert before[UNKNOWN] == UNKNOWN_VALUE
        session = running.view_model.session
        key = code if name == "journal_entry" else str(record_id)
        record = call(qtbot, kind.editor(session, ErrorPresenter()).fetch(str(key)))
        # What the list's Enter does: the record's editor in a tab.
        editor = running.window.open_editor(name, record)
        assert editor is not None
        vm = editor.view_model
        qtbot.waitUntil(lambda: not vm.busy, timeout=15000)

        widget = getattr(editor, WIDGETS[name].widget)
        widget.setFocus()
        qtbot.waitUntil(widget.hasFocus)
        if isinstance(widget, QLineEdit):
            widget.end(False)
        elif isinstance(widget, QPlainTextEdit):
            widget.moveCursor(widget.textCursor().MoveOperation.End)
        qtbot.keyClicks(widget, " 2")
        assert vm.dirty
        qtbot.keyClick(widget, Qt.Key.Key_S, Qt.KeyboardModifier.ControlModifier)
        qtbot.waitUntil(lambda: not vm.dirty and not vm.saving and not vm.busy, timeout=20000)
        assert vm.form_error == ""
        screenshot(running.window, f"full_replace_{name}")

        after = server_copy(qtbot, running, name, record_id, code)
        assert after[kind.wire] == f"{before[kind.wire] or ''} 2".strip()
        assert after[UNKNOWN] == UNKNOWN_VALUE
        assert differences(before, after) == {kind.wire}


INLINE = {
    # screen entry, collection, table, the record's SQL, the field's widget and wire name
    "warehouse": ("warehouses", "/v3/warehouses", "WH01", "description", "description"),
    "city": ("geography", "/v3/cities", "Cairo", "city_name", "name"),
    "district": ("geography", "/v3/districts", "Heliopolis", "district_name", "name"),
}


@pytest.mark.parametrize("name", list(INLINE))
def test_an_inline_master_data_form_typed_at_changes_only_that_field(
    qtbot: QtBot, qloop: object, home: Path, name: str
) -> None:
    from app.views.inventory.warehouses import WarehousesView
    from app.views.master_data.geography import GeographyView
    from tests.support.screens import open_entry

    entry, collection, shown, widget_name, wire = INLINE[name]
    with running_app(qtbot, home) as running:
        table = {"warehouse": "warehouses", "city": "cities", "district": "districts"}[name]
        column = {"warehouse": "code", "city": "name", "district": "name"}[name]
        with sqlite3.connect(running.paths.demo_database) as conn:
            tenant = conn.execute("SELECT id FROM tenants ORDER BY id LIMIT 1").fetchone()[0]
            record_id, code = conn.execute(
                f"SELECT id, {'code' if name == 'warehouse' else 'NULL'} FROM {table} "
                f"WHERE tenant_id = ? AND {column} = ?",
                (tenant, shown),
            ).fetchone()
            conn.execute(
                "INSERT INTO unknown_fields (tenant_id, collection, record_id, record_code, "
                "name, value) VALUES (?, ?, ?, ?, ?, ?)",
                (tenant, collection, record_id, code, UNKNOWN, json.dumps(UNKNOWN_VALUE)),
            )
        session = running.view_model.session
        assert session is not None
        path = f"{collection.removeprefix('/v3')}/{record_id}"
        before = call(qtbot, session.client.request("GET", path)).json()
        assert before[UNKNOWN] == UNKNOWN_VALUE

        screen = open_entry(qtbot, running, entry)
        if name == "warehouse":
            assert isinstance(screen, WarehousesView)
            qtbot.waitUntil(lambda: screen.view_model.model.rowCount() > 0, timeout=10000)
            screen.select_warehouse(shown)
            editor = screen.view_model.editor
        else:
            assert isinstance(screen, GeographyView)
            qtbot.waitUntil(lambda: screen.view_model.cities.rowCount() > 0, timeout=10000)
            screen.select_city("Cairo")
            editor = screen.view_model.city_editor
            if name == "district":
                qtbot.waitUntil(lambda: screen.view_model.districts.rowCount() > 0)
                screen.select_district(shown)
                editor = screen.view_model.district_editor
        qtbot.waitUntil(lambda: editor.record is not None and editor.record.id == record_id)
        widget = getattr(screen, widget_name)
        widget.setFocus()
        widget.end(False)
        qtbot.keyClicks(widget, " 2")
        qtbot.keyClick(widget, Qt.Key.Key_S, Qt.KeyboardModifier.ControlModifier)
        qtbot.waitUntil(lambda: not editor.dirty and not editor.busy, timeout=15000)

        after = call(qtbot, session.client.request("GET", path)).json()
        assert after[wire] == f"{before[wire]} 2"
        assert after[UNKNOWN] == UNKNOWN_VALUE
        assert differences(before, after) == {wire}


def test_a_dynamic_property_s_values_saved_change_only_its_values(
    qtbot: QtBot, qloop: object, home: Path
) -> None:
    """The values' PUT is a full replace too: the property as the server sent it (a field
    our models do not know included) with the value the clerk added."""
    from app.viewmodels.inventory.dynamic_properties import ValueRow
    from app.views.inventory.dynamic_properties import DynamicPropertiesView
    from tests.support.screens import open_entry

    with running_app(qtbot, home) as running:
        session = running.view_model.session
        assert session is not None

        def size() -> dict[str, Any]:
            page = call(qtbot, session.client.request("GET", "/dynamic-properties")).json()
            return next(p for p in page["items"] if p["name"] == "Size")

        with sqlite3.connect(running.paths.demo_database) as conn:
            tenant = conn.execute("SELECT id FROM tenants ORDER BY id LIMIT 1").fetchone()[0]
            conn.execute(
                "INSERT INTO unknown_fields (tenant_id, collection, record_id, record_code, "
                "name, value) VALUES (?, '/v3/dynamic-properties', ?, NULL, ?, ?)",
                (tenant, size()["id"], UNKNOWN, json.dumps(UNKNOWN_VALUE)),
            )
        before = size()
        assert before[UNKNOWN] == UNKNOWN_VALUE
        screen = open_entry(qtbot, running, "dynamic-properties")
        assert isinstance(screen, DynamicPropertiesView)
        qtbot.waitUntil(lambda: screen.view_model.model.rowCount() > 0, timeout=10000)
        screen.select_property("Size")
        # A new value (the demo company generates value codes: a typed code is kept as
        # the service made it, so a new value is the change), saved as the values pane's
        # Save does, with the rows it shows.
        prop = next(p for p in screen.view_model.model.rows() if p.name == "Size")
        rows = [*screen.value_rows(), ValueRow("XXL")]
        with qtbot.waitSignal(screen.view_model.valuesSaved, timeout=15000):
            assert screen.view_model.save_values(prop, rows)

        after = size()
        assert after[UNKNOWN] == UNKNOWN_VALUE
        assert differences(before, after) == {"values"}
        assert after["values"][: len(before["values"])] == before["values"]
        assert [v["value"] for v in after["values"][len(before["values"]) :]] == ["XXL"]
