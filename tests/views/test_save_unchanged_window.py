"""Issue 19, point 16, as the clerk met it: open an existing customer and press Ctrl+S at
once. The editor says "Nothing to save." (it used to fail inside the app with a foreign key
error: the outbox row named a draft that was never written)."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from app.views.sales.customer_editor import CustomerEditorView
from app.views.sales.customer_list import CustomerListView
from tests.support.app import running_app
from tests.support.screens import open_entry


def test_ctrl_s_on_an_unchanged_customer_says_nothing_to_save(
    qtbot: QtBot, qloop: object, home: Path, screenshot
) -> None:
    with running_app(qtbot, home) as running:
        presented: list[object] = []
        running.errors.presented.connect(presented.append)
        customers = open_entry(qtbot, running, "customers")
        assert isinstance(customers, CustomerListView)
        qtbot.waitUntil(lambda: customers.view_model.model.rowCount() > 0, timeout=10000)
        customers.table.setFocus()
        customers.table.setCurrentIndex(customers.view_model.model.index(0, 0))
        qtbot.keyClick(customers.table, Qt.Key.Key_Return)
        editor = running.window.tabs.currentWidget()
        assert isinstance(editor, CustomerEditorView)
        qtbot.waitUntil(lambda: not editor.view_model.busy, timeout=10000)
        qtbot.keyClick(editor, Qt.Key.Key_S, Qt.KeyboardModifier.ControlModifier)
        qtbot.waitUntil(lambda: editor.status.text() == "Nothing to save.", timeout=5000)
        assert not editor.banner.isVisible()
        session = running.view_model.session
        assert session is not None and session.outbox is not None
        assert session.outbox.items() == []
        screenshot(editor, "customer_nothing_to_save")

        # Typed, then typed back: still nothing to save.
        editor.name.setFocus()
        qtbot.keyClicks(editor.name, "x")
        qtbot.keyClick(editor.name, Qt.Key.Key_Backspace)
        editor.status.setText("")
        qtbot.keyClick(editor, Qt.Key.Key_S, Qt.KeyboardModifier.ControlModifier)
        qtbot.waitUntil(lambda: editor.status.text() == "Nothing to save.", timeout=5000)
        assert session.outbox.items() == []
        assert presented == []
