"""Every editor fits a small laptop's 1280x720 screen, in English and in Arabic: a new one
of each kind and a saved one from each list (an open sales order with lines among them)
is opened in a 1280x720 main window; none asks for more room than that, and every button
and total it shows is inside the window, not cut off by it or by a part of the editor.
Each is saved as a screenshot (``fit_<kind>_<new|saved>_<en|ar>.png``)."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QRect
from PySide6.QtWidgets import QAbstractButton, QLabel, QScrollArea, QTableView, QWidget
from pytestqt.qtbot import QtBot

from app.viewmodels.document_sheet import PURCHASE_KIND, WORK_ORDER_KIND
from app.views.sales.sales_order_editor import SalesOrderEditorView
from app.views.shell.main_window import MainWindow
from app.views.widgets.screen import Screen
from app.views.widgets.totals import TotalsLine
from tests.support.app import RunningApp, running_app, wait_for_cache
from tests.support.arabic import arabic_app
from tests.support.screens import open_entry, open_table_row

SCREEN = (1280, 720)
VIEWERS = {WORK_ORDER_KIND, PURCHASE_KIND}
"""Kinds that show an existing document only (opened from their lists)."""
SAVED = (
    "taxes",
    "customers",
    "stock-items",
    "service-items",
    "sales-persons",
    "journal-entries",
    "cash",
    "sales-returns",
    "work-orders",
    "purchase-orders",
    "purchase-returns",
)
"""Lists whose first record is opened (sales orders: an open one with lines, below)."""


def settle(qtbot: QtBot, screen: QWidget) -> None:
    """Until the screen's first loads are done."""
    qtbot.wait(300)
    view_model = getattr(screen, "view_model", None)
    if view_model is not None and hasattr(view_model, "busy"):
        qtbot.waitUntil(lambda: not view_model.busy, timeout=15000)
    qtbot.wait(50)


def scrolled(widget: QWidget) -> bool:
    """Whether ``widget`` is in a scroll area (the clerk scrolls to it)."""
    parent = widget.parentWidget()
    while parent is not None:
        if isinstance(parent, QScrollArea):
            return True
        parent = parent.parentWidget()
    return False


def cut_off(widget: QWidget, window: QWidget) -> str:
    """Why ``widget`` is not wholly seen in ``window`` ("" when it is): outside the
    window, or outside an ancestor that clips it (a splitter, a frame)."""
    rect = QRect(widget.mapTo(window, widget.rect().topLeft()), widget.size())
    if not window.rect().contains(rect):
        return f"outside the window at {rect.getRect()}"
    parent = widget.parentWidget()
    while parent is not None and parent is not window:
        inside = QRect(parent.mapTo(window, parent.rect().topLeft()), parent.size())
        if not inside.contains(rect):
            return f"cut by {type(parent).__name__} at {inside.getRect()}"
        parent = parent.parentWidget()
    return ""


def what_does_not_fit(window: MainWindow, screen: Screen) -> list[str]:
    problems = []
    hint = window.minimumSizeHint().expandedTo(window.minimumSize())
    if hint.width() > SCREEN[0] or hint.height() > SCREEN[1]:
        problems.append(f"the window needs {hint.width()}x{hint.height()}")
    if window.width() > SCREEN[0] or window.height() > SCREEN[1]:
        problems.append(f"the window is {window.width()}x{window.height()}")
    shown: list[QWidget] = [
        button
        for button in screen.findChildren(QAbstractButton)
        if button.isVisibleTo(window)
        and button.window() is window
        and not isinstance(button.parentWidget(), QTableView)
        and not scrolled(button)
    ]
    for totals in screen.findChildren(TotalsLine):
        if totals.isVisibleTo(window):
            shown += [label for label in totals.findChildren(QLabel) if label.isVisibleTo(window)]
    for widget in shown:
        why = cut_off(widget, window)
        if why:
            name = widget.text() if hasattr(widget, "text") else type(widget).__name__
            problems.append(f"{type(widget).__name__} {name!r} {why}")
    return problems


def open_sales_order_with_lines(qtbot: QtBot, running: RunningApp) -> Screen:
    """An open (still editable) sales order with lines, from the list."""
    orders = open_entry(qtbot, running, "sales-orders")
    settle(qtbot, orders)
    table = orders.table  # type: ignore[attr-defined]
    model = table.model()
    for row in range(model.rowCount()):
        texts = [
            str(model.index(row, column).data() or "") for column in range(model.columnCount())
        ]
        if any(text in ("Open", "مفتوح") for text in texts):
            editor = open_table_row(qtbot, running.window, table, row)
            settle(qtbot, editor)
            assert isinstance(editor, SalesOrderEditorView)
            if editor.view_model.editable and editor.model.rowCount() > 1:
                return editor
    raise AssertionError("no open sales order with lines in the demo company")


def editors(qtbot: QtBot, running: RunningApp) -> Iterator[tuple[str, Screen]]:
    """(name, editor) of each new editor, each list's first record, an open order."""
    window = running.window
    for kind in window._editor_kinds():
        if kind in VIEWERS:
            continue
        editor = window.open_editor(kind, None)
        if editor is not None:
            settle(qtbot, editor)
            yield f"{kind}_new", editor
    for key in SAVED:
        screen = open_entry(qtbot, running, key)
        settle(qtbot, screen)
        table = getattr(screen, "table", None)
        assert isinstance(table, QTableView), key
        editor = open_table_row(qtbot, window, table)
        settle(qtbot, editor)
        yield f"{key.replace('-', '_')}_saved", editor
    yield "sales_order_saved", open_sales_order_with_lines(qtbot, running)


def check_every_editor(qtbot: QtBot, running: RunningApp, screenshot: Any, language: str) -> None:
    window = running.window
    window.resize(*SCREEN)
    found: dict[str, list[str]] = {}
    seen = 0
    for name, editor in editors(qtbot, running):
        window.resize(*SCREEN)
        qtbot.wait(30)  # the layout settles
        problems = what_does_not_fit(window, editor)
        if problems:
            found[name] = problems
        screenshot(window, f"fit_{name}_{language}")
        seen += 1
    assert seen >= 20
    assert found == {}, "\n".join(f"{name}: {problems}" for name, problems in found.items())


def test_every_editor_fits_1280x720_in_english(
    qtbot: QtBot, qloop: object, home: Path, screenshot: Any
) -> None:
    with running_app(qtbot, home) as running:
        wait_for_cache(qtbot, running, "taxes", "accounts", "stock_items", "customers")
        check_every_editor(qtbot, running, screenshot, "en")


@pytest.mark.slow
def test_every_editor_fits_1280x720_in_arabic(
    qtbot: QtBot, qloop: object, home: Path, tmp_path: Path, screenshot: Any
) -> None:
    with arabic_app(qtbot, home, tmp_path / "translations") as arabic:
        running = arabic.running
        wait_for_cache(qtbot, running, "taxes", "accounts", "stock_items", "customers")
        check_every_editor(qtbot, running, screenshot, "ar")
