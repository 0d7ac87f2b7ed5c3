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
