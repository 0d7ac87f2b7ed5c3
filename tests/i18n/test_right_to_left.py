"""Arabic that reads right, in the running app in Arabic: the
order's facts each whole and in order from the right; numbers in the clerk's digits in
sentences and hints, and dates typed in them accepted; each list cell laid out by its own
text's direction; Qt's own dialogs in Arabic and key names left to right in the menus;
navigation rows and headers as high as the Arabic glyphs need."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QLocale, QModelIndex, Qt
from PySide6.QtGui import QFontMetrics, QTextLayout, QTextOption
from PySide6.QtWidgets import QLabel, QMenu, QStyleOptionViewItem, QTableView
from pytestqt.qtbot import QtBot

from app.viewmodels.numbers import localize_digits, parse_date
from app.viewmodels.sales.sales_order_editor import OrderField
from app.views.sales.customer_editor import CustomerEditorView
from app.views.sales.sales_order_editor import SalesOrderEditorView
from app.views.sales.sales_order_list import SalesOrderListView
from app.views.shell.language import texts_qt_lacks
from app.views.widgets.bidi import LeftToRightShortcutStyle, menu_item_text
from app.views.widgets.cells import TextDirectionDelegate
from tests.i18n.test_arabic_screens import open_first_row, settle
from tests.support.app import wait_for_cache
from tests.support.arabic import Arabic, arabic_app, english_chrome
from tests.support.screens import open_entry
from tests.support.widgets import type_text


@pytest.fixture
def arabic(qtbot: QtBot, qloop: object, home: Path, tmp_path: Path) -> Iterator[Arabic]:
    with arabic_app(qtbot, home, tmp_path / "translations") as running:
        wait_for_cache(qtbot, running.running, "taxes", "customers", "stock_items")
        yield running


def test_the_order_header_reads_each_fact_whole_from_the_right(
    qtbot: QtBot, arabic: Arabic, screenshot
) -> None:
    window = arabic.running.window
    orders = open_entry(qtbot, arabic.running, "sales-orders")
    assert isinstance(orders, SalesOrderListView)
    settle(qtbot, orders)
    editor = open_first_row(qtbot, window, orders.table)
    assert isinstance(editor, SalesOrderEditorView)
    settle(qtbot, editor)
    labels = [label for label in editor.state_line.labels if label.isVisible()]
    texts = [label.text() for label in labels]
    order = editor.view_model.base
    assert order is not None and texts[0] == order.code
    # The currency is one phrase with its words ("EGP" is not split from "at rate").
    assert any("EGP" in text and "بسعر صرف" in text for text in texts), texts
    # Right to left: the code at the start, the right end; each next fact to its left.
    lefts = [label.mapTo(window, label.rect().topLeft()).x() for label in labels]
    assert lefts == sorted(lefts, reverse=True)
    screenshot(window, "sales_order_header_ar")


def test_numbers_in_sentences_and_hints_are_in_the_clerks_digits(
    qtbot: QtBot, arabic: Arabic
) -> None:
    assert QLocale().zeroDigit() == "٠"
    window = arabic.running.window
    editor = window.open_editor("sales_order", None)
    assert isinstance(editor, SalesOrderEditorView)
    settle(qtbot, editor)
    assert "٣٠:٥٠٠" in editor.installments.placeholderText()
    assert editor.shipping_date.placeholderText() == "سنة-شهر-يوم (اختياري)"
    # A date typed in Arabic-Indic digits, as the lists show them, is a date.
    editor.shipping_date.setFocus()
    type_text(editor.shipping_date, "٢٠٢٧-٠٦-٣٠")
    assert editor.view_model.form.shipping_date == "٢٠٢٧-٠٦-٣٠"
    editor.save()
    qtbot.waitUntil(lambda: editor.banner.isVisible())  # refused: no customer, no lines
    assert editor.fields[OrderField.SHIPPING_DATE].error.text() == ""
    assert editor.fields[OrderField.SHIPPING_DATE].error.isHidden()
    customer = window.open_editor("customer", None)
    assert isinstance(customer, CustomerEditorView)
    (caption,) = [
        label for label in customer.findChildren(QLabel) if label.buddy() is customer.phone2
    ]
    assert caption.text().replace("&", "") == "الهاتف الثاني"


def test_numbers_follow_the_digits_the_clerk_chose() -> None:
    egypt, latin = QLocale("ar_EG"), QLocale("ar_001")
    assert localize_digits("عملة المؤسسة (السعر 1)", egypt) == "عملة المؤسسة (السعر ١)"
    assert localize_digits("مثل 1500 أو 12.75.", egypt) == "مثل ١٥٠٠ أو ١٢٫٧٥."
    assert localize_digits("مثل 1500 أو 12.75.", latin) == "مثل 1500 أو 12.75."
    # Codes, keys, formats, placeholders and plural counts stay as they are.
    for kept in ("مثل SO-12", "IO-WH01-3", "Ctrl+1 F5", "{count} سطر", "%Ln ضرائب", "API v3"):
        assert localize_digits(kept, egypt) == kept
    assert parse_date("٢٠٢٧-٠٦-٣٠") == parse_date("2027-06-30")
    with pytest.raises(ValueError, match="Invalid isoformat"):
        parse_date("٣٠-٠٦-٢٠٢٧")


def cell_option(table: QTableView, index: QModelIndex) -> QStyleOptionViewItem:
    """The style option the table's delegate paints ``index`` with."""
    option = QStyleOptionViewItem()
    option.initFrom(table)
    delegate = table.itemDelegateForIndex(index)
    assert isinstance(delegate, TextDirectionDelegate)
    delegate.initStyleOption(option, index)
    return option


def test_each_cell_is_laid_out_by_its_own_text(qtbot: QtBot, arabic: Arabic, screenshot) -> None:
    window = arabic.running.window
    orders = open_entry(qtbot, arabic.running, "sales-orders")
    assert isinstance(orders, SalesOrderListView)
    settle(qtbot, orders)
    model = orders.table.model()
    customer_column = next(
        c
        for c in range(model.columnCount())
        if model.headerData(c, Qt.Orientation.Horizontal) == "العميل"
    )
    latin = next(
        model.index(r, customer_column)
        for r in range(model.rowCount())
        if str(model.index(r, customer_column).data()).endswith("Co.")
    )
    option = cell_option(orders.table, latin)
    # "Red Sea Resorts Co." is laid out left to right (its period stays at its end, an
    # elision cuts its end), on the column's side of a right-to-left list: the right.
    assert option.direction == Qt.LayoutDirection.LeftToRight
    assert option.displayAlignment & Qt.AlignmentFlag.AlignAbsolute
    assert option.displayAlignment & Qt.AlignmentFlag.AlignRight
    arabic_text = next(
        model.index(r, c)
        for r in range(model.rowCount())
        for c in range(model.columnCount())
        if str(model.index(r, c).data()) == "مفتوح"
    )
    assert cell_option(orders.table, arabic_text).direction == Qt.LayoutDirection.RightToLeft
    orders.table.setColumnWidth(customer_column, 110)  # long names elided
    screenshot(window, "sales_orders_cells_ar")


def test_qts_own_file_dialog_reads_arabic(qtbot: QtBot, arabic: Arabic, screenshot) -> None:
    assert all(text and "Look" not in text and "type" not in text for text in texts_qt_lacks())
    taxes = open_entry(qtbot, arabic.running, "taxes")
    settle(qtbot, taxes)
    dialog = taxes.export_button.choose(".csv")  # type: ignore[attr-defined]
    qtbot.waitUntil(dialog.isVisible)
    assert english_chrome(dialog) == set()
    screenshot(dialog, "export_file_dialog_ar")
    dialog.reject()


def visual_order(text: str, direction: Qt.LayoutDirection) -> list[int]:
    """The x of each character of ``text`` laid out in a paragraph of ``direction``."""
    layout = QTextLayout(text)
    option = QTextOption()
    option.setTextDirection(direction)
    layout.setTextOption(option)
    layout.beginLayout()
    line = layout.createLine()
    layout.endLayout()
    return [round(line.cursorToX(position)[0]) for position in range(len(text))]


def test_menu_keys_read_left_to_right(arabic: Arabic) -> None:
    window = arabic.running.window
    menus = [action.menu() for action in window.menuBar().actions()]
    assert menus and all(
        isinstance(menu, QMenu) and isinstance(menu.style(), LeftToRightShortcutStyle)
        for menu in menus
    )
    keys = next(
        action.shortcut().toString(action.shortcut().SequenceFormat.NativeText)
        for menu in menus
        if isinstance(menu, QMenu)
        for action in menu.actions()
        if action.shortcut().toString().endswith(",")
    )
    assert keys == "Ctrl+,"
    rtl = Qt.LayoutDirection.RightToLeft
    bare = visual_order(f"التفضيلات\t{keys}", rtl)
    drawn_text = menu_item_text(f"التفضيلات\t{keys}")
    drawn = visual_order(drawn_text, rtl)
    start = drawn_text.index("C")
    # As drawn, "C" stands left of "+" and ",": Ctrl+, (bare, the comma jumped left).
    assert drawn[start] < drawn[drawn_text.index("+")] < drawn[drawn_text.index(",")]
    bare_start = f"التفضيلات\t{keys}".index("C")
    assert bare[bare_start] > bare[f"التفضيلات\t{keys}".index(",")]


def test_navigation_rows_and_headers_fit_the_arabic_glyphs(
    qtbot: QtBot, arabic: Arabic, screenshot
) -> None:
    window = arabic.running.window
    tree = window.navigation
    area = tree.topLevelItem(0)
    titles = [area.text(0)] + [area.child(i).text(0) for i in range(area.childCount())]
    bold = QFontMetrics(area.font(0))
    tallest = max(bold.boundingRect(title).height() for title in titles)
    for item in [area, area.child(0)]:
        assert tree.visualItemRect(item).height() >= tallest + 4
    orders = open_entry(qtbot, arabic.running, "sales-orders")
    assert isinstance(orders, SalesOrderListView)
    settle(qtbot, orders)
    header = orders.table.horizontalHeader()
    metrics = QFontMetrics(header.font())
    model = orders.table.model()
    needed = max(
        metrics.boundingRect(str(model.headerData(c, Qt.Orientation.Horizontal))).height()
        for c in range(model.columnCount())
    )
    assert header.height() >= needed + 4
    screenshot(window, "navigation_rows_ar")
