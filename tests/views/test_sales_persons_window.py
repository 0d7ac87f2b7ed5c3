"""Master data > Sales persons, driven like a clerk."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from app.store.tabular import read_table
from app.viewmodels.sales.sales_persons import SalesPersonField
from tests.support.app import RunningApp, running_app
from tests.support.master_screens import column_texts, current_editor, open_list, tab_title
from tests.support.widgets import click_button, open_message_box, type_text


@pytest.fixture
def app(qtbot: QtBot, qloop: object, home: Path) -> Iterator[RunningApp]:
    with running_app(qtbot, home) as running:
        yield running


def test_a_clerk_creates_a_sales_person_and_sees_it_in_the_list(
    qtbot: QtBot, app: RunningApp, screenshot
) -> None:
    persons = open_list(qtbot, app, "sales-persons")
    assert "Delta Distribution Agency" in column_texts(persons)
    screenshot(app.window, "sales_persons_list")
    qtbot.keyClick(persons.table, Qt.Key.Key_N, Qt.KeyboardModifier.ControlModifier)
    editor = current_editor(app)
    assert QApplication.focusWidget() is editor.name
    qtbot.keyClicks(editor.name, "Samir Wahba")
    qtbot.keyClick(editor.name, Qt.Key.Key_Tab)
    qtbot.keyClicks(editor.code, "SP-010")
    qtbot.keyClick(editor.code, Qt.Key.Key_Tab)
    assert QApplication.focusWidget() is editor.classification_code
    qtbot.keyClicks(editor.classification_code, "2")
    qtbot.keyClick(editor.classification_code, Qt.Key.Key_Tab)
    qtbot.keyClicks(editor.credit_limit, "80000")
    qtbot.keyClick(editor.credit_limit, Qt.Key.Key_Tab)
    qtbot.keyClicks(editor.external_id, "HR-2001")
    screenshot(app.window, "sales_person_editor")
    qtbot.keyClick(editor, Qt.Key.Key_S, Qt.KeyboardModifier.ControlModifier)
    qtbot.waitUntil(lambda: "Samir Wahba" in column_texts(persons), timeout=10000)
    assert tab_title(app) == "Samir Wahba"
    row = column_texts(persons).index("Samir Wahba")
    assert [column_texts(persons, c)[row] for c in range(6)] == [
        "Samir Wahba",
        "SP-010",
        "2",
        "80,000.00",  # an amount: grouping and two decimals, as everywhere
        "Internal",
        "HR-2001",
    ]
    # Saved: the external id is now fixed (the API ignores it on update).
    assert editor.external_id.isReadOnly()


def test_rules_are_checked_before_sending(qtbot: QtBot, app: RunningApp) -> None:
    persons = open_list(qtbot, app, "sales-persons")
    qtbot.mouseClick(persons.new_button, Qt.MouseButton.LeftButton)
    editor = current_editor(app)
    qtbot.keyClicks(editor.classification_code, "2.5")
    qtbot.keyClicks(editor.credit_limit, "-1")
    qtbot.mouseClick(editor.save_button, Qt.MouseButton.LeftButton)
    assert editor.fields[SalesPersonField.NAME].error.isVisible()
    assert "whole number" in editor.fields[SalesPersonField.CLASSIFICATION_CODE].error.text()
    assert "0 or more" in editor.fields[SalesPersonField.CREDIT_LIMIT].error.text()
    assert QApplication.focusWidget() is editor.name
    qtbot.keyClicks(editor.name, "ahmed hassan")  # taken, ignoring case
    editor.classification_code.clear()
    editor.credit_limit.clear()
    editor.view_model.update(SalesPersonField.CLASSIFICATION_CODE, "")
    editor.view_model.update(SalesPersonField.CREDIT_LIMIT, "")
    qtbot.mouseClick(editor.save_button, Qt.MouseButton.LeftButton)
    error = editor.fields[SalesPersonField.NAME].error
    qtbot.waitUntil(lambda: "already used" in error.text(), timeout=10000)


def test_editing_a_person_and_external_ones_cannot_be_opened(qtbot: QtBot, app: RunningApp) -> None:
    persons = open_list(qtbot, app, "sales-persons")
    persons.select_row(column_texts(persons).index("Delta Distribution Agency"))
    assert not persons.open_button.isEnabled() and not persons.delete_button.isEnabled()
    qtbot.keyClick(persons.table, Qt.Key.Key_Return)
    assert "external sales person" in persons.banner.text
    assert tab_title(app) == "Sales persons"

    persons.select_row(column_texts(persons).index("Karim Fathy"))
    qtbot.keyClick(persons.table, Qt.Key.Key_Return)
    editor = current_editor(app)
    assert editor.external_id.isReadOnly() and editor.external_id.text() == "HR-1004"
    editor.credit_limit.selectAll()
    qtbot.keyClicks(editor.credit_limit, "120000")
    qtbot.keyClick(editor, Qt.Key.Key_S, Qt.KeyboardModifier.ControlModifier)
    row = column_texts(persons).index("Karim Fathy")
    qtbot.waitUntil(lambda: column_texts(persons, 3)[row] == "120,000.00", timeout=10000)


def test_deleting_asks_first(qtbot: QtBot, app: RunningApp) -> None:
    persons = open_list(qtbot, app, "sales-persons")
    persons.select_row(column_texts(persons).index("Nour El-Din Samir"))
    qtbot.keyClick(persons.table, Qt.Key.Key_Delete)
    box = open_message_box(qtbot)
    assert "Nour El-Din Samir" in box.text()
    click_button(qtbot, box, "Delete")
    qtbot.waitUntil(lambda: "Nour El-Din Samir" not in column_texts(persons), timeout=10000)


def test_filters_narrow_the_list(qtbot: QtBot, app: RunningApp) -> None:
    persons = open_list(qtbot, app, "sales-persons")
    qtbot.keyClicks(persons.code_filter, "AG-")
    qtbot.waitUntil(lambda: column_texts(persons) == ["Delta Distribution Agency"], timeout=5000)
    persons.code_filter.clear()
    qtbot.keyClicks(persons.name_filter, "no such person")
    qtbot.waitUntil(lambda: column_texts(persons) == [], timeout=5000)  # the API's 404
    assert not persons.banner.isVisible()
    assert persons.summary.text() == "0 sales persons"


@pytest.mark.parametrize("suffix", [".csv", ".xlsx"])
def test_the_list_exports_what_it_shows(
    qtbot: QtBot, app: RunningApp, tmp_path: Path, suffix: str
) -> None:
    persons = open_list(qtbot, app, "sales-persons")
    dialog = persons.export_button.choose(suffix)
    target = tmp_path / f"persons{suffix}"
    dialog.selectFile(str(target))
    dialog.accept()
    qtbot.waitUntil(lambda: "exported" in persons.banner.text, timeout=10000)
    table = read_table(target)
    assert table.headers[:2] == ["Name", "Code"]
    assert [row[0] for row in table.rows] == column_texts(persons)


def test_right_to_left_layout(qtbot: QtBot, app: RunningApp, screenshot) -> None:
    QApplication.setLayoutDirection(Qt.LayoutDirection.RightToLeft)
    try:
        persons = open_list(qtbot, app, "sales-persons")
        row = column_texts(persons).index("خالد منصور")
        persons.select_row(row)
        assert persons.selected_record().name == "خالد منصور"
        screenshot(app.window, "sales_persons_list_rtl")
        qtbot.mouseClick(persons.new_button, Qt.MouseButton.LeftButton)
        editor = current_editor(app)
        type_text(editor.name, "سمير وهبة")
        screenshot(app.window, "sales_person_editor_rtl")
        assert editor.isRightToLeft()
    finally:
        QApplication.setLayoutDirection(Qt.LayoutDirection.LeftToRight)
