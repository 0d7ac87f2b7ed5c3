"""Date filters typed as a clerk types them: from the first key on a
filter that reads "Any", with or without dashes; the calendar opens at today."""

from __future__ import annotations

from collections.abc import Iterator
from datetime import date
from pathlib import Path

import pytest
from PySide6.QtCore import QDate, QPoint, Qt
from pytestqt.qtbot import QtBot

from tests.support.app import RunningApp, running_app
from tests.support.orders import open_orders


@pytest.fixture
def app(qtbot: QtBot, qloop: object, home: Path) -> Iterator[RunningApp]:
    with running_app(qtbot, home) as running:
        yield running


def test_typing_a_date_into_any_filters_by_it(qtbot: QtBot, app: RunningApp, screenshot) -> None:
    orders = open_orders(qtbot, app)
    vm = orders.view_model
    edit = orders.date_from
    assert edit.text() == "Any" and edit.value() is None
    edit.setFocus()
    qtbot.keyClicks(edit, "20261101")
    assert edit.text() == "2026-11-01"
    qtbot.waitUntil(lambda: vm.filters.date_from == date(2026, 11, 1), timeout=5000)
    screenshot(app.window, "sales_order_date_typed")

    qtbot.keyClick(edit, Qt.Key.Key_Delete)
    assert edit.text() == "Any"
    qtbot.waitUntil(lambda: vm.filters.date_from is None, timeout=5000)

    qtbot.keyClicks(edit, "2025-03-05")  # with the dashes a clerk types too
    assert edit.text() == "2025-03-05" and edit.value() == date(2025, 3, 5)
    to = orders.date_to
    to.setFocus()
    qtbot.keyClicks(to, "2025-12-31")
    assert to.value() == date(2025, 12, 31)


def test_the_calendar_opens_at_today(qtbot: QtBot, app: RunningApp) -> None:
    orders = open_orders(qtbot, app)
    edit = orders.date_to
    # The arrow at the field's end opens the calendar (Qt gives it no key).
    arrow = QPoint(edit.width() - 8, edit.height() // 2)
    qtbot.mouseClick(edit, Qt.MouseButton.LeftButton, pos=arrow)
    calendar = edit.calendarWidget()
    qtbot.waitUntil(calendar.isVisible)
    today = QDate.currentDate()
    assert (calendar.yearShown(), calendar.monthShown()) == (today.year(), today.month())
    qtbot.keyClick(calendar, Qt.Key.Key_Escape)
    assert edit.value() is None  # looking is not choosing
