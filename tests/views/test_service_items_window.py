"""Master data > Service items, driven like a clerk: navigate, type, Tab, pick, save."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from app.sandbox.db import Database
from app.store.tabular import read_table
from app.viewmodels.inventory.service_items import ServiceItemField
from tests.support.app import RunningApp, running_app
from tests.support.master_screens import column_texts, current_editor, open_list, tab_title
from tests.support.widgets import click_button, open_message_box, type_text

DESCRIPTION = 1  # column


@pytest.fixture
def app(qtbot: QtBot, qloop: object, home: Path) -> Iterator[RunningApp]:
    with running_app(qtbot, home) as running:
        yield running


def wait_for_taxes(qtbot: QtBot, editor) -> None:
    qtbot.waitUntil(lambda: editor.tax.count() > 1, timeout=10000)


def test_a_clerk_creates_a_service_item_and_sees_it_in_the_list(
    qtbot: QtBot, app: RunningApp, screenshot
) -> None:
    items = open_list(qtbot, app, "service-items")
    assert "Installation and setup" in column_texts(items, DESCRIPTION)
    screenshot(app.window, "service_items_list")
    qtbot.keyClick(items.table, Qt.Key.Key_N, Qt.KeyboardModifier.ControlModifier)
    editor = current_editor(app)
    wait_for_taxes(qtbot, editor)
    assert QApplication.focusWidget() is editor.description
    qtbot.keyClicks(editor.description, "Cable routing")
    qtbot.keyClick(editor.description, Qt.Key.Key_Tab)
    assert QApplication.focusWidget() is editor.code
    qtbot.keyClicks(editor.code, "SRV-CBL")
    qtbot.keyClick(editor.code, Qt.Key.Key_Tab)
    qtbot.keyClicks(editor.price, "320.5")
    qtbot.keyClick(editor.price, Qt.Key.Key_Tab)
    qtbot.keyClicks(editor.cost, "100")
    # Only taxes a service item may carry are offered: no stock-item-only tax, no
    # withholding tax in the Tax field.
    offered = [editor.tax.itemText(i) for i in range(editor.tax.count())]
    assert any(text.startswith("VAT 14%") for text in offered)
    assert not any("Withholding" in text for text in offered)
    editor.tax.setCurrentIndex(editor.tax.findText("VAT 14% (14%)"))
    editor.tax.activated.emit(editor.tax.currentIndex())
    assert tab_title(app) == "New service item *"
    screenshot(app.window, "service_item_editor")
    qtbot.mouseClick(editor.save_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: "Cable routing" in column_texts(items, DESCRIPTION), timeout=10000)
    assert tab_title(app) == "Cable routing"
    assert editor.status.text() == "Saved."
    created = items.view_model.model.row_at(
        items.view_model.model.row_of(editor.view_model.base.id)
    )
    assert created.tax is not None and created.tax.name == "VAT 14%"
    assert created.code == "SRV-CBL" and str(created.price) == "320.5"


def test_editing_an_item_and_a_bad_amount(qtbot: QtBot, app: RunningApp) -> None:
    items = open_list(qtbot, app, "service-items")
    items.select_row(column_texts(items, DESCRIPTION).index("Staff training (per day)"))
    qtbot.keyClick(items.table, Qt.Key.Key_Return)
    editor = current_editor(app)
    wait_for_taxes(qtbot, editor)
    assert editor.code.text() == "SRV-TRN"
    editor.price.selectAll()
    qtbot.keyClicks(editor.price, "abc")
    qtbot.keyClick(editor, Qt.Key.Key_S, Qt.KeyboardModifier.ControlModifier)
    assert "Enter a number" in editor.fields[ServiceItemField.PRICE].error.text()
    assert QApplication.focusWidget() is editor.price
    editor.price.selectAll()
    qtbot.keyClicks(editor.price, "2750")
    qtbot.keyClick(editor, Qt.Key.Key_S, Qt.KeyboardModifier.ControlModifier)
    qtbot.waitUntil(lambda: editor.status.text() == "Saved.", timeout=10000)
    row = column_texts(items, DESCRIPTION).index("Staff training (per day)")
    qtbot.waitUntil(lambda: column_texts(items, 2)[row] == "2,750.00", timeout=5000)


def test_a_duplicate_description_is_shown_at_the_field(qtbot: QtBot, app: RunningApp) -> None:
    items = open_list(qtbot, app, "service-items")
    qtbot.mouseClick(items.new_button, Qt.MouseButton.LeftButton)
    editor = current_editor(app)
    qtbot.keyClicks(editor.description, "installation and setup")
    qtbot.mouseClick(editor.save_button, Qt.MouseButton.LeftButton)
    error = editor.fields[ServiceItemField.DESCRIPTION].error
    qtbot.waitUntil(error.isVisible, timeout=10000)
    assert "already used" in error.text()


def test_an_item_changed_elsewhere_asks_before_overwriting(qtbot: QtBot, app: RunningApp) -> None:
    items = open_list(qtbot, app, "service-items")
    items.select_row(column_texts(items, DESCRIPTION).index("Extended warranty - 1 year"))
    qtbot.mouseClick(items.open_button, Qt.MouseButton.LeftButton)
    editor = current_editor(app)
    wait_for_taxes(qtbot, editor)
    demo_db = Database(app.paths.demo_database)
    with demo_db.transaction() as conn:
        conn.execute("UPDATE service_items SET price = 800 WHERE code = 'SRV-WRN'")
    demo_db.close()
    editor.cost.selectAll()
    qtbot.keyClicks(editor.cost, "310")
    qtbot.mouseClick(editor.save_button, Qt.MouseButton.LeftButton)
    box = open_message_box(qtbot)
    assert "price" in box.text()
    assert "Price: yours “750”, theirs “800”" in box.detailedText()
    click_button(qtbot, box, "Overwrite with mine")
    qtbot.waitUntil(lambda: editor.status.text() == "Saved.", timeout=10000)
    assert editor.price.text() == "750" and editor.cost.text() == "310"


def test_deleting_an_item_in_use_explains_why_not(qtbot: QtBot, app: RunningApp) -> None:
    items = open_list(qtbot, app, "service-items")
    retired = "Delivery - old flat tariff (before 2024)"
    items.select_row(column_texts(items, DESCRIPTION).index(retired))
    qtbot.keyClick(items.table, Qt.Key.Key_Delete)
    click_button(qtbot, open_message_box(qtbot), "Delete")
    qtbot.waitUntil(lambda: retired not in column_texts(items, DESCRIPTION), timeout=10000)
    used = "Local delivery - Greater Cairo"
    # A document line naming the item (the demo's documents sell stock items only).
    demo_db = Database(app.paths.demo_database)
    with demo_db.transaction() as conn:
        conn.execute(
            "UPDATE document_lines SET service_item_id = "
            "(SELECT id FROM service_items WHERE code = 'SRV-DLV') "
            "WHERE id = (SELECT min(id) FROM document_lines)"
        )
    demo_db.close()
    items.select_row(column_texts(items, DESCRIPTION).index(used))
    qtbot.mouseClick(items.delete_button, Qt.MouseButton.LeftButton)
    click_button(qtbot, open_message_box(qtbot), "Delete")
    qtbot.waitUntil(items.banner.isVisible, timeout=10000)
    assert "still used" in items.banner.text
    assert used in column_texts(items, DESCRIPTION)


def test_filters_narrow_the_list(qtbot: QtBot, app: RunningApp) -> None:
    items = open_list(qtbot, app, "service-items")
    qtbot.keyClicks(items.search_filter, "deliv")
    qtbot.waitUntil(lambda: len(column_texts(items)) == 3, timeout=5000)
    qtbot.keyClicks(items.code_filter, "ALX")
    qtbot.waitUntil(lambda: column_texts(items) == ["SRV-DLV-ALX"], timeout=5000)
    items.search_filter.clear()
    items.code_filter.clear()
    qtbot.keyClicks(items.external_filter, "WEB-AMC")
    qtbot.waitUntil(lambda: column_texts(items) == ["SRV-AMC"], timeout=5000)
    assert items.summary.text() == "1 service items"


@pytest.mark.parametrize("suffix", [".csv", ".xlsx"])
def test_the_list_exports_what_it_shows(
    qtbot: QtBot, app: RunningApp, tmp_path: Path, suffix: str
) -> None:
    items = open_list(qtbot, app, "service-items")
    dialog = items.export_button.choose(suffix)
    target = tmp_path / f"services{suffix}"
    dialog.selectFile(str(target))
    dialog.accept()
    qtbot.waitUntil(lambda: "exported" in items.banner.text, timeout=10000)
    table = read_table(target)
    assert table.headers[:3] == ["Code", "Description", "Price"]
    assert [row[0] for row in table.rows] == column_texts(items)


def test_right_to_left_layout(qtbot: QtBot, app: RunningApp, screenshot) -> None:
    QApplication.setLayoutDirection(Qt.LayoutDirection.RightToLeft)
    try:
        items = open_list(qtbot, app, "service-items")
        items.select_row(2)
        assert items.selected_record() is items.view_model.model.row_at(2)
        screenshot(app.window, "service_items_list_rtl")
        qtbot.keyClick(items.table, Qt.Key.Key_Return)
        editor = current_editor(app)
        wait_for_taxes(qtbot, editor)
        type_text(editor.description, " - توصيل")
        screenshot(app.window, "service_item_editor_rtl")
        assert editor.isRightToLeft()
    finally:
        QApplication.setLayoutDirection(Qt.LayoutDirection.LeftToRight)
