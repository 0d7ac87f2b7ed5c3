"""Issue 19's fixes as an Arabic clerk sees them: the refusal of a name too long, an empty
journal entry, the outbox count in Arabic plural forms, Go to finding a screen, and a date
typed into a filter (screenshots right to left)."""

from __future__ import annotations

import re
from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from app.store.outbox import Outbox, OutboxState
from app.views.shell.jump_dialog import JumpDialog
from tests.support.arabic import arabic_app
from tests.support.orders import open_orders
from tests.support.widgets import type_text
from tests.views.test_customers_window import current_editor, open_customers
from tests.views.test_journal_entries_window import new_entry


def test_an_arabic_clerks_day(
    qtbot: QtBot, qloop: object, home: Path, tmp_path: Path, screenshot
) -> None:
    with arabic_app(qtbot, home, tmp_path / "translations") as arabic:
        running = arabic.running
        window = running.window

        customers = open_customers(qtbot, running)
        qtbot.keyClick(customers.table, Qt.Key.Key_N, Qt.KeyboardModifier.ControlModifier)
        editor = current_editor(running)
        QGuiApplication.clipboard().setText("ن" * 290)
        editor.name.setFocus()
        qtbot.keyClick(editor.name, Qt.Key.Key_V, Qt.KeyboardModifier.ControlModifier)
        error = editor.fields["name"].error
        assert editor.name.text() == "" and error.isVisible()
        assert "٢٥٠" in error.text() and "٢٩٠" in error.text()
        screenshot(window, "customer_name_too_long_ar")

        entry = new_entry(qtbot, running)
        assert entry.grid_messages.balance.text() == "لم يُدخل شيء بعد: لا مدين ولا دائن."
        screenshot(window, "journal_entry_empty_ar")

        session = running.view_model.session
        assert session is not None and session.store is not None
        outbox = Outbox(session.store)
        for name in ("ضريبة ١", "ضريبة ٢"):
            item = outbox.submit(kind="tax", operation="create", payload={"name": name})
            outbox.move(item.id, OutboxState.SENDING)
            outbox.move(item.id, OutboxState.REJECTED, error={"detail": "مرفوض"})
        background = running.view_model.background
        assert background is not None
        background.publish_outbox()
        shown = re.sub(r"<[^>]+>", "", window.outbox_label.text())
        assert "اثنان يحتاجان إلى انتباه" in shown

        orders = open_orders(qtbot, running)
        orders.date_from.setFocus()
        qtbot.keyClicks(orders.date_from, "20261101")
        assert orders.date_from.value() is not None
        assert orders.date_from.value().isoformat() == "2026-11-01"  # type: ignore[union-attr]
        screenshot(window, "sales_order_date_typed_ar")

        window.activateWindow()
        qtbot.waitUntil(lambda: QApplication.activeWindow() is window)
        qtbot.keyClick(window, Qt.Key.Key_K, Qt.KeyboardModifier.ControlModifier)
        qtbot.waitUntil(lambda: isinstance(QApplication.activeModalWidget(), JumpDialog))
        dialog = QApplication.activeModalWidget()
        assert isinstance(dialog, JumpDialog)
        type_text(dialog.field, "المخزون")
        found = [dialog.results.item(row).text() for row in range(dialog.results.count())]
        assert any("شاشة" in text for text in found), found
        screenshot(dialog, "jump_screen_ar")
        qtbot.keyClick(dialog.field, Qt.Key.Key_Escape)
