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
from PySide6.QtWidgets import QTableView, QWidget
from pytestqt.qtbot import QtBot

from app.viewmodels.navigation import AVAILABLE, navigation
from app.views.screen import Screen
from tests.support.a11y import Violation, on_every_page, screen_reader
from tests.support.app import RunningApp, running_app, wait_for_cache
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
