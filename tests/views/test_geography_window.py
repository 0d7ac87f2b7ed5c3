"""Master data > Cities and districts, driven like a clerk."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from app.views.master_data.geography import GeographyView
from tests.support.app import RunningApp, running_app
from tests.support.screens import open_entry
from tests.support.widgets import click_button, open_message_box, type_text


@pytest.fixture
def app(qtbot: QtBot, qloop: object, home: Path) -> Iterator[RunningApp]:
    with running_app(qtbot, home) as running:
        yield running


def open_geography(qtbot: QtBot, running: RunningApp) -> GeographyView:
    screen = open_entry(qtbot, running, "geography")
    assert isinstance(screen, GeographyView)
    qtbot.waitUntil(lambda: screen.view_model.cities.rowCount() > 0 and not screen.view_model.busy)
    return screen


def city_names(screen: GeographyView) -> list[str]:
    return [city.name for city in screen.view_model.cities.rows()]


def test_a_clerk_adds_a_city_and_a_district(qtbot: QtBot, app: RunningApp, screenshot) -> None:
    screen = open_geography(qtbot, app)
    assert "Cairo" in city_names(screen)
    screen.select_city("Cairo")
    qtbot.waitUntil(lambda: screen.view_model.districts.rowCount() > 0)
    districts = [d.name for d in screen.view_model.districts.rows()]
    assert "Heliopolis" in districts
    screenshot(app.window, "geography")

    # A new city: Ctrl+N, type the name, Enter saves.
    qtbot.keyClick(screen.cities_table, Qt.Key.Key_N, Qt.KeyboardModifier.ControlModifier)
    assert QApplication.focusWidget() is screen.city_name
    qtbot.keyClicks(screen.city_name, "Mansoura")
    assert screen.city_form.heading.text() == "New city *"
    qtbot.keyClick(screen.city_name, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: "Mansoura" in city_names(screen), timeout=10000)
    qtbot.waitUntil(lambda: screen.view_model.city is not None)
    assert screen.view_model.city.name == "Mansoura"
    assert screen.city_form.status.text() == "Saved."

    # Its first district, in the form on the right.
    qtbot.mouseClick(screen.district_form.new_button, Qt.MouseButton.LeftButton)
    qtbot.keyClicks(screen.district_name, "Talkha")
    qtbot.mouseClick(screen.district_form.save_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: screen.view_model.districts.rowCount() == 1, timeout=10000)
    assert screen.view_model.districts.row_at(0).name == "Talkha"  # type: ignore[union-attr]


def test_a_taken_name_is_shown_at_the_field_and_a_used_city_is_not_deleted(
    qtbot: QtBot, app: RunningApp
) -> None:
    screen = open_geography(qtbot, app)
    screen.select_city("Giza")
    qtbot.waitUntil(lambda: screen.view_model.city_editor.record is not None)
    screen.city_name.setFocus()
    screen.city_name.selectAll()
    qtbot.keyClicks(screen.city_name, "cairo")
    qtbot.keyClick(screen.city_name, Qt.Key.Key_S, Qt.KeyboardModifier.ControlModifier)
    error = screen.city_form.fields["name"].error
    qtbot.waitUntil(lambda: error.isVisible(), timeout=10000)
    assert "already" in error.text().lower()

    # Escape undoes the typing; Giza has districts, so deleting it is refused in words.
    qtbot.keyClick(screen.city_name, Qt.Key.Key_Escape)
    assert screen.city_name.text() == "Giza"
    qtbot.mouseClick(screen.city_form.delete_button, Qt.MouseButton.LeftButton)
    click_button(qtbot, open_message_box(qtbot), "Delete")
    banner = screen.city_form.banner
    qtbot.waitUntil(lambda: banner.isVisible(), timeout=10000)
    assert "Giza" in city_names(screen)


def test_right_to_left_layout(qtbot: QtBot, app: RunningApp, screenshot) -> None:
    QApplication.setLayoutDirection(Qt.LayoutDirection.RightToLeft)
    try:
        screen = open_geography(qtbot, app)
        screen.select_city("Alexandria")
        qtbot.mouseClick(screen.district_form.new_button, Qt.MouseButton.LeftButton)
        type_text(screen.district_name, "سموحة")
        screenshot(app.window, "geography_rtl")
        assert screen.isRightToLeft()
    finally:
        QApplication.setLayoutDirection(Qt.LayoutDirection.LeftToRight)
