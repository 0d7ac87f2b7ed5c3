"""What a screen reader hears (issue 20, points 16-19), read from each window's accessible
tree as Orca reads it over AT-SPI: every shown word is said (a value is not hidden behind a
fixed name), every focusable object has a name, no scroll area takes a Tab stop, every combo
box has a label that names it, tables name their row headers and expose their column
headers. Every navigation screen, every new editor and each list's first record (each tab
page of them) and the dialogs; a failure lists every violation with its window and widget,
and tests/artifacts/a11y_<name>.txt keeps them."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QAccessible, QAccessibleAnnouncementEvent
from PySide6.QtWidgets import QTableView, QWidget
from pytestqt.qtbot import QtBot

from app.viewmodels.navigation import AVAILABLE, navigation
from app.viewmodels.sales_order_editor import DRAFT_KIND as SALES_ORDER_DRAFT_KIND
from app.views import accessibility
from app.views.sales_order_editor import SalesOrderEditorView
from app.views.screen import Screen
from tests.support.a11y import Violation, heard, on_every_page, plain, screen_reader
from tests.support.app import RunningApp, running_app, wait_for_cache
from tests.support.arabic import arabic_app
from tests.support.screens import open_entry, open_table_row
from tests.views.test_accessibility import RECORD_LISTS, new_editors, report, settle


@pytest.fixture
def app(qtbot: QtBot, qloop: object, home: Path) -> Iterator[RunningApp]:
    with running_app(qtbot, home) as running:
        wait_for_cache(qtbot, running, "taxes", "accounts", "stock_items", "customers")
        yield running


def every_page(name: str, screen: QWidget) -> list[Violation]:
    return on_every_page(name, screen, lambda page, _shown: screen_reader(page, screen))


def test_every_screen_says_what_it_shows(qtbot: QtBot, app: RunningApp) -> None:
    window = app.window
    found = screen_reader("main window", window)
    keys = [e.key for area in navigation() for e in area.entries if e.key in AVAILABLE]
    for key in keys:
        screen = open_entry(qtbot, app, key)
        assert isinstance(screen, Screen), key
        settle(qtbot, screen)
        found += every_page(key, screen)
    found += screen_reader("main window with tabs", window)
    report("screen_reader_screens", found)


def test_every_screen_and_new_editor_says_what_it_shows_in_arabic(
    qtbot: QtBot, qloop: object, home: Path, tmp_path: Path
) -> None:
    """The same in Arabic, right to left: names come from the translation."""
    with arabic_app(qtbot, home, tmp_path / "translations") as arabic:
        running = arabic.running
        wait_for_cache(qtbot, running, "taxes", "accounts", "stock_items", "customers")
        window = running.window
        found = screen_reader("main window", window)
        keys = [e.key for area in navigation() for e in area.entries if e.key in AVAILABLE]
        for key in keys:
            screen = open_entry(qtbot, running, key)
            settle(qtbot, screen)
            found += every_page(key, screen)
        for kind, editor in new_editors(qtbot, window):
            found += every_page(f"new {kind}", editor)
        assert heard(window.profile_label) == plain("ملف الاتصال: الشركة التجريبية")
    report("screen_reader_arabic", found)


def test_every_editor_and_dialog_says_what_it_shows(qtbot: QtBot, app: RunningApp) -> None:
    window = app.window
    found: list[Violation] = []
    for kind, editor in new_editors(qtbot, window):
        found += every_page(f"new {kind}", editor)
    for key in RECORD_LISTS:
        screen = open_entry(qtbot, app, key)
        settle(qtbot, screen)
        table = getattr(screen, "table", None)
        assert isinstance(table, QTableView), key
        editor = open_table_row(qtbot, window, table)
        settle(qtbot, editor)
        found += every_page(f"{key} record", editor)
    for name, dialog in (
        ("connect dialog", window.open_connect_dialog()),
        ("preferences", window.open_preferences()),
        ("shortcuts help", window.show_shortcuts()),
        ("go to", window.open_jump()),
        ("invoiced quantity", window.open_invoiced_quantity()),
    ):
        assert dialog is not None, name
        qtbot.waitUntil(dialog.isVisible)
        found += screen_reader(name, dialog)
        dialog.reject()
    report("screen_reader_editors", found)


def test_a_refused_save_is_announced_and_its_reasons_are_heard(
    qtbot: QtBot, app: RunningApp, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Ctrl+S on an empty sales order: the banner's refusal is announced at once
    (assertive), and the reasons under the fields are heard with the word "Error"."""
    sent: list[QAccessibleAnnouncementEvent] = []
    monkeypatch.setattr(accessibility, "send", sent.append)
    editor = app.window.open_editor(SALES_ORDER_DRAFT_KIND, None)
    assert isinstance(editor, SalesOrderEditorView)
    settle(qtbot, editor)
    qtbot.keyClick(editor, Qt.Key.Key_S, Qt.KeyboardModifier.ControlModifier)
    qtbot.waitUntil(editor.banner.isVisible)
    said = [(event.message(), event.politeness()) for event in sent]
    assert (editor.banner.text, QAccessible.AnnouncementPoliteness.Assertive) in said
    assert editor.banner.text == "Correct the marked fields, then save."
    assert editor.lines_error.isVisible()
    assert heard(editor.lines_error) == plain(f"Error: {editor.lines_error.text()}")
    # Dismissed and shown again: said again; the same text still shown is not repeated.
    count = len(sent)
    editor.banner.show_message(editor.banner.text)
    assert len(sent) == count
    editor.banner.clear()
    editor.banner.show_message("Nothing to save.", kind="info")
    assert (sent[-1].message(), sent[-1].politeness()) == (
        "Nothing to save.",
        QAccessible.AnnouncementPoliteness.Polite,
    )


def test_the_window_title_names_the_current_tab_and_the_company(
    qtbot: QtBot, app: RunningApp
) -> None:
    window = app.window
    assert window.windowTitle() == "Demo company — Back Office Desktop"
    taxes = open_entry(qtbot, app, "taxes")
    assert window.windowTitle() == "Taxes — Demo company — Back Office Desktop"
    settle(qtbot, taxes)
    editor = open_table_row(qtbot, window, taxes.table)  # type: ignore[attr-defined]
    assert window.windowTitle() == f"{editor.title()} — Demo company — Back Office Desktop"
    window.tabs.setCurrentWidget(taxes)
    assert window.windowTitle().startswith("Taxes — ")
    for screen in (editor, taxes):
        window._close_screen(screen)
    assert window.windowTitle() == "Demo company — Back Office Desktop"


def test_the_status_bar_says_each_value_with_its_caption(app: RunningApp) -> None:
    window = app.window
    assert heard(window.profile_label) == plain("Profile: Demo company")
    assert heard(window.connection_label) == plain("Connection: ● Online")
    assert plain("Lists") in heard(window.sync_label)
    assert heard(window.outbox_label) == plain("Outbox empty")  # says its caption already
