"""Dates typed as a person types them, and Alt letters that never type:
a whole date typed over the selected one is that date, year included; in an Arabic window
a date typed in Arabic-Indic or Latin digits is taken; Alt+letter that no button or label
takes types nothing into the field (Alt+B typed "b" in an Arabic window)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
import time_machine
from PySide6.QtCore import QDate, QLocale, Qt
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from app.views.sales.sales_order_editor import SalesOrderEditorView
from app.views.widgets.date_field import DateField
from tests.support.app import running_app, wait_for_cache
from tests.support.arabic import arabic_app
from tests.support.orders import new_order
from tests.support.widgets import type_text

ARABIC = QLocale(QLocale.Language.Arabic, QLocale.Country.Egypt)


def field(qtbot: QtBot, locale: QLocale | None = None) -> DateField:
    edit = DateField()
    if locale is not None:
        edit.setLocale(locale)
    edit.setDate(QDate(2026, 12, 1))
    qtbot.addWidget(edit)
    edit.show()
    edit.setFocus()
    qtbot.waitUntil(edit.hasFocus)
    edit.lineEdit().selectAll()  # as tabbing into the field does
    return edit


def test_a_full_date_typed_over_the_selected_one_keeps_its_year(qtbot: QtBot) -> None:
    edit = field(qtbot)
    qtbot.keyClicks(edit, "2025-03-15")
    assert edit.date() == QDate(2025, 3, 15)
    assert edit.lineEdit().text() == "2025-03-15"
    edit.lineEdit().selectAll()
    qtbot.keyClicks(edit, "20240229")  # separators are optional
    assert edit.date() == QDate(2024, 2, 29)


def test_an_unfinished_date_shows_as_typed_and_leaving_puts_the_date_back(
    qtbot: QtBot,
) -> None:
    edit = field(qtbot)
    qtbot.keyClicks(edit, "2025-0")
    assert edit.lineEdit().text() == "2025-0"
    assert edit.date() == QDate(2026, 12, 1)  # nothing is a date yet
    qtbot.keyClick(edit, Qt.Key.Key_Backspace)
    assert edit.typing() == "2025"
    qtbot.keyClick(edit, Qt.Key.Key_Escape)
    assert edit.lineEdit().text() == "2026-12-01" and edit.typing() == ""
    edit.lineEdit().selectAll()
    qtbot.keyClicks(edit, "2025-13-40")  # no such day: never taken
    assert edit.date() == QDate(2026, 12, 1)
    edit.clearFocus()
    assert edit.lineEdit().text() == "2026-12-01"


def test_a_year_alone_typed_over_the_year_changes_the_year(qtbot: QtBot) -> None:
    edit = field(qtbot)
    edit.lineEdit().setSelection(0, 4)  # the year, as tabbing in selects it
    qtbot.keyClicks(edit, "2025")
    edit.clearFocus()
    assert edit.date() == QDate(2025, 12, 1)


@pytest.mark.parametrize("typed", ["٢٠٢٥-٠٣-١٥", "2025-03-15", "۲۰۲۵۰۳۱۵"])
def test_a_date_typed_in_an_arabic_field_in_either_digits_is_taken(
    qtbot: QtBot, typed: str
) -> None:
    edit = field(qtbot, ARABIC)
    assert edit.lineEdit().text() == "٢٠٢٦-١٢-٠١"
    edit.lineEdit().deselect()  # even without the date selected: Qt cannot type here
    type_text(edit, typed)
    assert edit.date() == QDate(2025, 3, 15)
    assert edit.lineEdit().text() == "٢٠٢٥-٠٣-١٥"


@time_machine.travel("2026-12-01 10:00:00+02:00", tick=True)
def test_an_order_date_retyped_in_full_keeps_its_year(
    qtbot: QtBot, qloop: object, home: Path
) -> None:
    with running_app(qtbot, home) as running:
        editor = new_order(qtbot, running)
        assert isinstance(editor, SalesOrderEditorView)
        editor.warehouse.setFocus()
        qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Tab)  # sales person
        qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Tab)  # the order date
        assert QApplication.focusWidget() in (editor.document_date, editor.document_date.lineEdit())
        assert editor.document_date.lineEdit().selectedText() == "2026"  # Tab selects the year
        qtbot.keyClicks(editor.document_date, "2025-03-15")
        qtbot.waitUntil(lambda: editor.view_model.form.document_date == "2025-03-15")


@time_machine.travel("2026-12-01 10:00:00+02:00", tick=True)
def test_in_arabic_the_order_date_takes_arabic_digits_and_alt_b_types_nothing(
    qtbot: QtBot, qloop: object, home: Path, tmp_path: Path, screenshot: Any
) -> None:
    with arabic_app(qtbot, home, tmp_path / "translations") as arabic:
        running = arabic.running
        wait_for_cache(qtbot, running, "customers", "stock_items")
        editor = new_order(qtbot, running)
        date = editor.document_date
        date.setFocus()
        date.lineEdit().selectAll()
        type_text(date, "٢٠٢٥-٠٣-١٥")
        qtbot.waitUntil(lambda: editor.view_model.form.document_date == "2025-03-15")

        editor.customer.setFocus()
        qtbot.waitUntil(editor.customer.hasFocus)
        qtbot.keyClicks(editor.customer, "CUS")
        for letter in (Qt.Key.Key_B, Qt.Key.Key_S, Qt.Key.Key_Q):
            qtbot.keyClick(QApplication.focusWidget(), letter, Qt.KeyboardModifier.AltModifier)
        assert editor.customer.text() == "CUS"  # no "b", "s" or "q" typed
        assert not editor.view_model.saving  # and nothing else happened
        screenshot(running.window, "sales_order_date_typed_ar")
