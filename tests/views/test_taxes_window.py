"""Master data > Taxes, driven like a clerk: navigate, type, Tab, click, read the screen."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from app.sandbox.db import Database
from app.store.tabular import read_table
from app.viewmodels.accounting.tax_editor import TaxField
from app.viewmodels.shell import navigation as navigation_module
from app.viewmodels.shell.navigation import navigation
from tests.support.app import RunningApp, running_app
from tests.support.screens import (
    choose_account,
    current_editor,
    navigation_item,
    open_taxes,
    row_names,
    wait_for_choices,
)
from tests.support.widgets import click_button, open_message_box, type_text


@pytest.fixture
def app(qtbot: QtBot, qloop: object, home: Path) -> Iterator[RunningApp]:
    with running_app(qtbot, home) as running:
        yield running


def test_every_navigation_entry_opens_its_screen(qtbot: QtBot, app: RunningApp) -> None:
    """Every area's entries are built: each is enabled and opens a tab titled like it."""
    for area in navigation():
        for entry in area.entries:
            item = navigation_item(app, entry.key)
            assert item.flags() & Qt.ItemFlag.ItemIsEnabled, entry.key
            screen = app.window.open_entry(entry.key)
            assert screen is not None, entry.key
            assert app.window.tabs.currentWidget() is screen
            assert screen.title(), entry.key


def test_an_entry_marked_unbuilt_is_listed_but_greyed(
    app: RunningApp, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(navigation_module, "AVAILABLE", navigation_module.AVAILABLE - {"taxes"})
    app.window.navigation.clear()
    app.window._fill_navigation()
    item = navigation_item(app, "taxes")
    assert not item.flags() & Qt.ItemFlag.ItemIsEnabled
    assert item.toolTip(0) == "Not available yet"


def test_a_clerk_creates_a_tax_and_sees_it_in_the_list(
    qtbot: QtBot, app: RunningApp, screenshot
) -> None:
    taxes = open_taxes(qtbot, app)
    screenshot(app.window, "taxes_list")
    qtbot.mouseClick(taxes.new_button, Qt.MouseButton.LeftButton)
    editor = current_editor(app)
    wait_for_choices(qtbot, editor)

    editor.name.setFocus()
    qtbot.keyClicks(editor.name, "Stamp duty")
    qtbot.keyClick(editor.name, Qt.Key.Key_Tab)
    assert QApplication.focusWidget() is editor.rate
    qtbot.keyClicks(editor.rate, "2.5")
    choose_account(qtbot, editor.sales_account, "210301")
    assert editor.view_model.form.sales_account_id is not None
    assert app.window.tabs.tabText(app.window.tabs.currentIndex()) == "New tax *"
    screenshot(app.window, "tax_editor_filled")

    qtbot.mouseClick(editor.save_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: "Stamp duty" in row_names(taxes), timeout=10000)
    assert app.window.tabs.tabText(app.window.tabs.currentIndex()) == "Stamp duty"
    assert editor.status.text() == "Saved."


def test_missing_values_are_marked_before_anything_is_sent(
    qtbot: QtBot, app: RunningApp, screenshot
) -> None:
    taxes = open_taxes(qtbot, app)
    before = list(row_names(taxes))
    qtbot.keyClick(taxes.table, Qt.Key.Key_N, Qt.KeyboardModifier.ControlModifier)
    editor = current_editor(app)
    assert QApplication.focusWidget() is editor.name  # ready to type
    sent: list[str] = []
    session = app.view_model.session
    assert session is not None
    session.client.add_listener(lambda event: sent.append(event.method))
    qtbot.keyClick(editor, Qt.Key.Key_S, Qt.KeyboardModifier.ControlModifier)
    for field in (TaxField.NAME, TaxField.RATE, TaxField.SALES_ACCOUNT):
        assert editor.fields[field].error.isVisible(), field
    assert "at least one account" in editor.fields[TaxField.SALES_ACCOUNT].error.text()
    assert editor.banner.isVisible()
    assert "POST" not in sent  # nothing went to the server
    assert QApplication.focusWidget() is editor.name  # the first wrong field
    screenshot(app.window, "tax_editor_missing_values")
    qtbot.keyClicks(editor.rate, "120")
    qtbot.mouseClick(editor.save_button, Qt.MouseButton.LeftButton)
    assert "100 or less" in editor.fields[TaxField.RATE].error.text()
    assert row_names(taxes) == before


def test_the_server_s_refusal_is_shown_next_to_the_right_field(
    qtbot: QtBot, app: RunningApp, screenshot
) -> None:
    taxes = open_taxes(qtbot, app)
    qtbot.mouseClick(taxes.new_button, Qt.MouseButton.LeftButton)
    editor = current_editor(app)
    wait_for_choices(qtbot, editor)
    qtbot.keyClicks(editor.name, "VAT 14%")
    qtbot.keyClicks(editor.rate, "5")
    choose_account(qtbot, editor.sales_account, "210301")
    choose_account(qtbot, editor.purchase_account, "110701")  # not the sales account
    qtbot.mouseClick(editor.save_button, Qt.MouseButton.LeftButton)
    name_error = editor.fields[TaxField.NAME].error
    qtbot.waitUntil(name_error.isVisible, timeout=10000)
    assert "already used" in name_error.text()
    # The refusal arrived while saving; once saving ends the clerk is taken to the field.
    qtbot.waitUntil(lambda: QApplication.focusWidget() is editor.name, timeout=5000)
    screenshot(app.window, "tax_editor_server_error")

    # Fix the name: the next refusal is about the accounts, on the purchase account.
    editor.name.clear()
    qtbot.keyClicks(editor.name, "Stamp duty")
    qtbot.mouseClick(editor.save_button, Qt.MouseButton.LeftButton)
    purchase_error = editor.fields[TaxField.PURCHASE_ACCOUNT].error
    qtbot.waitUntil(purchase_error.isVisible, timeout=10000)
    assert "must be the same account" in purchase_error.text()
    picker = editor.purchase_account
    qtbot.waitUntil(lambda: picker.isAncestorOf(QApplication.focusWidget()) or picker.hasFocus())
    assert not editor.fields[TaxField.NAME].error.isVisible()


def test_an_account_that_matches_nothing_is_flagged(qtbot: QtBot, app: RunningApp) -> None:
    taxes = open_taxes(qtbot, app)
    qtbot.mouseClick(taxes.new_button, Qt.MouseButton.LeftButton)
    editor = current_editor(app)
    wait_for_choices(qtbot, editor)
    choose_account(qtbot, editor.sales_account, "no such account")
    assert "No account matches" in editor.fields[TaxField.SALES_ACCOUNT].error.text()
    assert editor.view_model.form.sales_account_id is None


def test_editing_an_existing_tax_and_the_list_follows(qtbot: QtBot, app: RunningApp) -> None:
    taxes = open_taxes(qtbot, app)
    row = row_names(taxes).index("VAT exempt")
    index = taxes.view_model.model.index(row, 0)
    taxes.table.setCurrentIndex(index)
    qtbot.keyClick(taxes.table, Qt.Key.Key_Return)
    editor = current_editor(app)
    assert editor.name.text() == "VAT exempt"
    editor.name.selectAll()
    qtbot.keyClicks(editor.name, "VAT exempt goods")
    qtbot.keyClick(editor, Qt.Key.Key_S, Qt.KeyboardModifier.ControlModifier)
    qtbot.waitUntil(lambda: "VAT exempt goods" in row_names(taxes), timeout=10000)


def test_filters_narrow_the_list(qtbot: QtBot, app: RunningApp) -> None:
    taxes = open_taxes(qtbot, app)
    qtbot.keyClicks(taxes.name_filter, "hold")
    qtbot.waitUntil(lambda: len(row_names(taxes)) == 2, timeout=5000)
    taxes.name_filter.clear()
    qtbot.waitUntil(lambda: len(row_names(taxes)) == 6, timeout=5000)
    taxes.active_filter.setCurrentIndex(taxes.active_filter.findText("Inactive only"))
    assert row_names(taxes) == ["Sales tax 10% (before 2016)"]
    taxes.active_filter.setCurrentIndex(0)
    taxes.scope_filter.setCurrentIndex(taxes.scope_filter.findText("Service items"))
    qtbot.waitUntil(lambda: row_names(taxes) == ["Withholding 3% services"], timeout=5000)
    qtbot.keyClicks(taxes.rate_filter, "abc")
    assert taxes.filter_error.isVisible()
    assert taxes.filter_error.text() == "Enter a rate of 0 or more."
    assert taxes.summary.text() == "1 taxes"


def test_deleting_asks_first_and_a_tax_in_use_explains_why_not(
    qtbot: QtBot, app: RunningApp, screenshot
) -> None:
    taxes = open_taxes(qtbot, app)
    # A tax nothing uses (the demo keeps it for old documents): asked, then gone.
    retired = "Sales tax 10% (before 2016)"
    taxes.table.selectRow(row_names(taxes).index(retired))
    qtbot.keyClick(taxes.table, Qt.Key.Key_Delete)
    box = open_message_box(qtbot)
    assert retired in box.text()
    click_button(qtbot, box, "Delete")
    qtbot.waitUntil(lambda: retired not in row_names(taxes), timeout=10000)

    # A tax the demo's documents use: the server refuses and the list says why.
    row = row_names(taxes).index("VAT 14%")
    taxes.table.selectRow(row)
    qtbot.mouseClick(taxes.delete_button, Qt.MouseButton.LeftButton)
    click_button(qtbot, open_message_box(qtbot), "Delete")
    qtbot.waitUntil(taxes.banner.isVisible, timeout=10000)
    assert "used in documents" in taxes.banner.text
    assert "VAT 14%" in row_names(taxes)
    screenshot(app.window, "taxes_delete_refused")


def test_a_tax_changed_elsewhere_asks_before_overwriting(
    qtbot: QtBot, app: RunningApp, screenshot
) -> None:
    taxes = open_taxes(qtbot, app)
    row = row_names(taxes).index("VAT exempt")
    taxes.table.selectRow(row)
    qtbot.mouseClick(taxes.open_button, Qt.MouseButton.LeftButton)
    editor = current_editor(app)
    wait_for_choices(qtbot, editor)
    demo_db = Database(app.paths.demo_database)  # another clerk changes the rate meanwhile
    with demo_db.transaction() as conn:
        conn.execute("UPDATE taxes SET rate = 1 WHERE name = 'VAT exempt'")
    demo_db.close()
    editor.name.selectAll()
    qtbot.keyClicks(editor.name, "VAT exempt (mine)")
    qtbot.mouseClick(editor.save_button, Qt.MouseButton.LeftButton)
    box = open_message_box(qtbot)
    assert "rate" in box.text()
    # Compare: mine against theirs, field by field, behind "Show Details…".
    assert "Name: yours “VAT exempt (mine)”, theirs “VAT exempt”" in box.detailedText()
    assert "Rate: yours “0”, theirs “1”" in box.detailedText()
    screenshot(box, "tax_editor_conflict")
    click_button(qtbot, box, "Take theirs")
    qtbot.waitUntil(lambda: editor.rate.text() == "1")
    assert editor.name.text() == "VAT exempt"
    assert not editor.has_unsaved_changes()


def test_right_to_left_layout(qtbot: QtBot, app: RunningApp, screenshot) -> None:
    """The layout mirrors (Arabic strings arrive with the translations issue)."""
    QApplication.setLayoutDirection(Qt.LayoutDirection.RightToLeft)
    try:
        taxes = open_taxes(qtbot, app)
        screenshot(app.window, "taxes_list_rtl")
        qtbot.mouseClick(taxes.new_button, Qt.MouseButton.LeftButton)
        editor = current_editor(app)
        wait_for_choices(qtbot, editor)
        type_text(editor.name, "ضريبة الدمغة")
        assert editor.view_model.form.name == "ضريبة الدمغة"
        screenshot(app.window, "tax_editor_rtl")
        assert editor.isRightToLeft()
    finally:
        QApplication.setLayoutDirection(Qt.LayoutDirection.LeftToRight)


@pytest.mark.parametrize("suffix", [".csv", ".xlsx"])
def test_the_list_exports_what_it_shows(
    qtbot: QtBot, app: RunningApp, tmp_path: Path, suffix: str
) -> None:
    taxes = open_taxes(qtbot, app)
    dialog = taxes.export_button.choose(suffix)
    target = tmp_path / f"taxes{suffix}"
    dialog.selectFile(str(target))
    dialog.accept()
    qtbot.waitUntil(lambda: "exported" in taxes.banner.text, timeout=10000)

    table = read_table(target)
    assert table.headers[:2] == ["Name", "Rate (%)"]
    assert [row[0] for row in table.rows] == row_names(taxes)
    assert f"{len(table.rows)} rows exported to taxes{suffix}." == taxes.banner.text


def test_right_to_left_selection_follows_the_keyboard(qtbot: QtBot, app: RunningApp) -> None:
    """In a right-to-left layout the arrow keys and Enter reach the row the clerk sees
    selected, and Delete asks about that row (selection read through the selection model)."""
    QApplication.setLayoutDirection(Qt.LayoutDirection.RightToLeft)
    try:
        taxes = open_taxes(qtbot, app)
        taxes.table.setFocus()
        qtbot.keyClick(taxes.table, Qt.Key.Key_Down)
        qtbot.keyClick(taxes.table, Qt.Key.Key_Down)
        selected = taxes.selected_record()
        assert selected is not None
        assert selected.name == row_names(taxes)[taxes.table.currentIndex().row()]
        assert taxes.open_button.isEnabled() and taxes.delete_button.isEnabled()
        qtbot.keyClick(taxes.table, Qt.Key.Key_Delete)
        box = open_message_box(qtbot)
        assert selected.name in box.text()
        click_button(qtbot, box, "Cancel")
        qtbot.keyClick(taxes.table, Qt.Key.Key_Return)
        assert current_editor(app).name.text() == selected.name
    finally:
        QApplication.setLayoutDirection(Qt.LayoutDirection.LeftToRight)
