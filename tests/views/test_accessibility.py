"""Every window for a screen reader and a keyboard-only clerk: each navigation
screen, each editor kind (new and, for the lists that open records, an existing one, every
tab of it) and each dialog is audited by ``tests/support/a11y.py``: every control has an
accessible name, Tab visits the inputs in reading order, every push button is reachable
from the keyboard. A failure lists every violation with its window and widget."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QSize, Qt
from PySide6.QtWidgets import (
    QApplication,
    QLabel,
    QMenu,
    QTableView,
    QWidget,
)
from pytestqt.qtbot import QtBot

from app.store.resources import icon_file
from app.viewmodels.document_sheet import PURCHASE_KIND, WORK_ORDER_KIND
from app.viewmodels.shell.navigation import AVAILABLE, navigation
from app.views.inventory.stock_item_list import StockItemListView
from app.views.shell.app_icon import ICON_SIZES, app_icon
from app.views.shell.main_window import MainWindow
from app.views.widgets.screen import Screen
from tests.support.a11y import (
    Violation,
    audit,
    clashing_mnemonics,
    command_letters_on_fields,
    on_every_page,
    without_accelerator,
)
from tests.support.app import RunningApp, running_app, wait_for_cache
from tests.support.screens import open_entry, open_table_row

ARTIFACTS = Path(__file__).resolve().parents[1] / "artifacts"
VIEWERS = {WORK_ORDER_KIND, PURCHASE_KIND}
"""Kinds that show an existing document only (audited from their lists' first rows)."""
RECORD_LISTS = (
    "taxes",
    "customers",
    "stock-items",
    "service-items",
    "sales-persons",
    "journal-entries",
    "cash",
    "sales-orders",
    "sales-returns",
    "work-orders",
    "purchase-orders",
    "purchase-returns",
)
"""The screens whose rows open in a tab of their own (Enter on a row)."""


@pytest.fixture
def app(qtbot: QtBot, qloop: object, home: Path) -> Iterator[RunningApp]:
    with running_app(qtbot, home) as running:
        wait_for_cache(qtbot, running, "taxes", "accounts", "stock_items", "customers")
        yield running


def settle(qtbot: QtBot, screen: QWidget) -> None:
    """Until the screen's first loads are done (debounced filters included)."""
    qtbot.wait(350)
    view_model = getattr(screen, "view_model", None)
    if view_model is not None and hasattr(view_model, "busy"):
        qtbot.waitUntil(lambda: not view_model.busy, timeout=15000)
    qtbot.wait(50)


def keyboard(name: str, root: QWidget) -> list[Violation]:
    """Buttons without an Alt+letter or a key (``without_accelerator``) and Alt+letters used
    twice in the window ``root`` is shown in (``clashing_mnemonics``), and field labels on a
    command's letter (``command_letters_on_fields``)."""
    return (
        without_accelerator(name, root)
        + clashing_mnemonics(name, root.window())
        + command_letters_on_fields(name, root.window())
    )


def audit_all_tabs(name: str, screen: QWidget) -> list[Violation]:
    """The screen as shown, then each other page of its tab widgets."""
    return on_every_page(
        name,
        screen,
        lambda page, shown: audit(page, screen, statuses=shown) + keyboard(page, screen),
    )


def report(name: str, found: list[Violation]) -> None:
    """Fails on ``found``, written to tests/artifacts/a11y_<name>.txt as well."""
    ARTIFACTS.mkdir(parents=True, exist_ok=True)
    (ARTIFACTS / f"a11y_{name}.txt").write_text("\n".join(map(str, found)) + "\n")
    assert found == [], f"{len(found)} accessibility violations:\n" + "\n".join(map(str, found))


def open_first_row(qtbot: QtBot, window: MainWindow, table: QTableView) -> Screen:
    """The first record of a list, opened with Enter."""
    return open_table_row(qtbot, window, table)


def new_editors(qtbot: QtBot, window: MainWindow) -> Iterator[tuple[str, Screen]]:
    """A new record's editor of each kind that has one, its loads done."""
    for kind in window._editor_kinds():
        if kind in VIEWERS:
            continue
        editor = window.open_editor(kind, None)
        if editor is not None:
            settle(qtbot, editor)
            yield kind, editor


def test_every_screen_is_named_and_tabs_in_reading_order(qtbot: QtBot, app: RunningApp) -> None:
    window = app.window
    found = audit("main window", window) + keyboard("main window", window)
    keys = [e.key for area in navigation() for e in area.entries if e.key in AVAILABLE]
    for key in keys:
        screen = open_entry(qtbot, app, key)
        assert isinstance(screen, Screen), key
        settle(qtbot, screen)
        found += audit_all_tabs(key, screen)
    report("screens", found)


def test_every_new_editor_is_named_and_tabs_in_reading_order(qtbot: QtBot, app: RunningApp) -> None:
    window = app.window
    found: list[Violation] = []
    for kind, editor in new_editors(qtbot, window):
        found += audit_all_tabs(f"new {kind}", editor)
    report("new_editors", found)


def test_every_record_editor_and_dialog_is_named_and_tabs_in_reading_order(
    qtbot: QtBot, app: RunningApp
) -> None:
    window = app.window
    found: list[Violation] = []
    for key in RECORD_LISTS:
        screen = open_entry(qtbot, app, key)
        settle(qtbot, screen)
        table = getattr(screen, "table", None)
        assert isinstance(table, QTableView), key
        editor = open_first_row(qtbot, window, table)
        assert editor is not None, key
        settle(qtbot, editor)
        found += audit_all_tabs(f"{key} record", editor)

    for name, dialog in (
        ("connect dialog", window.open_connect_dialog()),
        ("preferences", window.open_preferences()),
        ("shortcuts help", window.show_shortcuts()),
        ("go to", window.open_jump()),
        ("invoiced quantity", window.open_invoiced_quantity()),
    ):
        assert dialog is not None, name
        qtbot.waitUntil(dialog.isVisible)
        found += audit(name, dialog) + keyboard(name, dialog)
        dialog.reject()

    items = open_entry(qtbot, app, "stock-items")
    assert isinstance(items, StockItemListView)
    settle(qtbot, items)
    items.select_row(0)
    qtbot.mouseClick(items.serials_button, Qt.MouseButton.LeftButton)
    serials = items.serial_dialog
    assert serials is not None
    qtbot.waitUntil(serials.isVisible)
    found += audit("serial check", serials) + keyboard("serial check", serials)
    serials.reject()
    report("records_and_dialogs", found)


def test_status_bar_labels_are_named(app: RunningApp) -> None:
    labels = [w for w in app.window.statusBar().findChildren(QLabel) if w.isVisible()]
    assert labels
    assert all(label.accessibleName() for label in labels)


def test_every_menu_and_menu_item_has_an_accelerator(app: RunningApp) -> None:
    """Alt+F opens File, then a letter picks the item: the whole menu bar by keyboard."""
    missing = []
    for menu_action in app.window.menuBar().actions():
        if "&" not in menu_action.text():
            missing.append(menu_action.text())
        menu = menu_action.menu()
        assert isinstance(menu, QMenu)
        for action in menu.actions():
            if not action.isSeparator() and "&" not in action.text():
                missing.append(f"{menu_action.text()} › {action.text()}")
    assert missing == []


def test_the_app_icon_has_a_drawing_for_every_size() -> None:
    """Title bar (16, 24), task bar (32, 48), Alt+Tab and docks (64..256), high DPI."""
    icon = app_icon(icon_file())
    sizes = {(size.width(), size.height()) for size in icon.availableSizes()}
    assert {(side, side) for side in ICON_SIZES} <= sizes
    small = icon.pixmap(QSize(16, 16))
    assert small.width() == 16 and not small.isNull()
    # At 200 %, a 32 pixel title-bar icon is drawn from the 64 image, not blown up.
    sharp = icon.pixmap(QSize(32, 32), 2.0)
    assert sharp.width() == 64 and sharp.devicePixelRatio() == 2.0
    assert (
        QApplication.highDpiScaleFactorRoundingPolicy()
        is Qt.HighDpiScaleFactorRoundingPolicy.PassThrough
    )
