"""Reports › Statement layout…: a manager moves the operating-expense node of the demo
chart into cost of sales, saves, and the open profit and loss follows; the layout goes
out as JSON and a file that is no layout is refused with a message in the window."""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QComboBox
from pytestqt.qtbot import QtBot

from app.reports.layout import Section, layout_path, load_layout
from app.views.reports.layout_dialog import StatementLayoutDialog
from app.views.reports.report_view import ReportView
from tests.support.app import RunningApp, running_app
from tests.support.app_ledger import sync_ledger
from tests.support.arabic import Arabic, arabic_app
from tests.support.screens import open_entry


@pytest.fixture
def app(qtbot: QtBot, qloop: object, home: Path) -> Iterator[RunningApp]:
    with running_app(qtbot, home) as running:
        yield running


@pytest.fixture
def arabic(qtbot: QtBot, qloop: object, home: Path, tmp_path: Path) -> Iterator[Arabic]:
    with arabic_app(qtbot, home, tmp_path / "translations") as running:
        yield running


def choose(qtbot: QtBot, combo: QComboBox, text: str) -> None:
    combo.setFocus()
    target = combo.findText(text)
    assert target >= 0, text
    key = Qt.Key.Key_Down if target > combo.currentIndex() else Qt.Key.Key_Up
    while combo.currentIndex() != target:
        qtbot.keyClick(combo, key)


def section_total(view: ReportView, title: str) -> object:
    rows = view.view_model.model.table.rows
    return next(r.values[-1] for r in rows if r.values[1] == f"Total {title}")


def open_dialog(qtbot: QtBot, running: RunningApp) -> StatementLayoutDialog:
    running.window.layout_action.trigger()
    qtbot.waitUntil(
        lambda: running.window.findChild(StatementLayoutDialog) is not None, timeout=10000
    )
    dialog = running.window.findChild(StatementLayoutDialog)
    assert dialog is not None
    qtbot.waitUntil(dialog.isVisible)
    return dialog


def test_a_manager_moves_a_node_and_the_profit_and_loss_follows(
    qtbot: QtBot, app: RunningApp, screenshot, tmp_path: Path
) -> None:
    session = app.view_model.session
    assert session is not None and session.store is not None
    sync_ledger(qtbot, app)
    pnl = open_entry(qtbot, app, "report-profit-and-loss")
    assert isinstance(pnl, ReportView)
    qtbot.waitUntil(lambda: pnl.view_model.model.rowCount() > 0 and not pnl.view_model.busy)
    pnl.date_from.setDate(pnl.date_from.date().addYears(-2))
    qtbot.mouseClick(pnl.refresh_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: not pnl.view_model.busy and section_total(pnl, "Expenses") != 0)
    expenses = section_total(pnl, "Expenses")
    cost = section_total(pnl, "Cost of sales")

    dialog = open_dialog(qtbot, app)
    rent = next(
        r for r in range(dialog.table.rowCount()) if dialog.table.item(r, 0).text() == "520101"
    )
    assert dialog.table.item(rent, 2).text() == "Expenses"
    assert dialog.table.item(rent, 3).text() == "Chart of accounts"
    assert dialog.unassigned.text() == "Every account is in a section."
    screenshot(dialog, "statement_layout")

    # A code that no account starts with: said in the window, nothing moved.
    qtbot.keyClicks(dialog.node, "77")
    qtbot.mouseClick(dialog.move_node_button, Qt.MouseButton.LeftButton)
    assert dialog.problem.isVisible() and "77" in dialog.problem.text()
    dialog.node.clear()
    qtbot.keyClicks(dialog.node, "5201")
    choose(qtbot, dialog.node_section, "Cost of sales")
    qtbot.mouseClick(dialog.move_node_button, Qt.MouseButton.LeftButton)
    assert not dialog.problem.isVisible()
    assert dialog.table.item(rent, 2).text() == "Cost of sales"
    assert dialog.table.item(rent, 3).text() == "Moved (node 5201)"

    # One account back to expenses: the account's own move wins over its node's.
    dialog.table.selectRow(rent)
    choose(qtbot, dialog.account_section, "Expenses")
    qtbot.mouseClick(dialog.move_account_button, Qt.MouseButton.LeftButton)
    assert dialog.table.item(rent, 3).text() == "Moved (this account)"

    exported = tmp_path / "layout.json"
    assert dialog.editor.export_to(exported)
    body = json.loads(exported.read_text(encoding="utf-8"))
    assert body["nodes"] == {"5201": "cost-of-sales"} and body["accounts"] == {"520101": "expenses"}

    qtbot.mouseClick(dialog.save_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: not dialog.isVisible())
    saved = load_layout(layout_path(session.store.path))
    assert dict(saved.nodes) == {"5201": Section.COST_OF_SALES}
    # The open profit and loss is computed again: what moved went from one to the other.
    qtbot.waitUntil(
        lambda: not pnl.view_model.busy and section_total(pnl, "Expenses") != expenses,
        timeout=20000,
    )
    moved = expenses - section_total(pnl, "Expenses")
    assert moved > 0
    assert section_total(pnl, "Cost of sales") == cost + moved

    # A file that is no layout is refused, with the reason in the window.
    dialog = open_dialog(qtbot, app)
    bad = tmp_path / "bad.json"
    bad.write_text('{"format": "something else"}', encoding="utf-8")
    assert not dialog.editor.import_from(bad)
    assert dialog.problem.isVisible() and "not a statement layout" in dialog.problem.text()
    assert dialog.editor.import_from(exported)
    assert dialog.table.item(rent, 3).text() == "Moved (this account)"
    dialog.reject()


def test_the_statement_layout_in_arabic(qtbot: QtBot, arabic: Arabic, screenshot) -> None:
    running = arabic.running
    sync_ledger(qtbot, running)
    dialog = open_dialog(qtbot, running)
    assert dialog.isRightToLeft()
    screenshot(dialog, "statement_layout_ar")
    arabic.look_at("statement-layout", dialog)
    dialog.reject()
    assert arabic.lookups.untranslated() == []
    assert arabic.english == {}
    assert arabic.clashes == []
