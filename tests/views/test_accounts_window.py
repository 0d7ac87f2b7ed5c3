"""Accounting > Chart of accounts: browse by type and node, filter by name, export."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from app.store.tabular import read_table
from app.viewmodels.accounting.accounts import type_text
from app.views.accounting.accounts import AccountsView
from tests.support.app import RunningApp, running_app
from tests.support.screens import open_entry


@pytest.fixture
def app(qtbot: QtBot, qloop: object, home: Path) -> Iterator[RunningApp]:
    with running_app(qtbot, home) as running:
        yield running


def open_accounts(qtbot: QtBot, running: RunningApp) -> AccountsView:
    screen = open_entry(qtbot, running, "accounts")
    assert isinstance(screen, AccountsView)
    qtbot.waitUntil(lambda: screen.view_model.model.rowCount() > 0 and not screen.view_model.busy)
    return screen


def codes(screen: AccountsView) -> list[str]:
    return [a.code or "" for a in screen.view_model.model.rows()]


def test_types_in_words() -> None:
    assert type_text("AccountsReceivable") == "Accounts receivable"
    assert type_text("COGS") == "COGS"


def test_a_clerk_browses_by_type_and_node(
    qtbot: QtBot, app: RunningApp, screenshot, tmp_path: Path
) -> None:
    screen = open_accounts(qtbot, app)
    assert len(codes(screen)) > 30
    screen.choose("AccountsReceivable")
    qtbot.waitUntil(
        lambda: all(c.startswith("1103") for c in codes(screen)) and not screen.view_model.busy
    )
    assert len(codes(screen)) == 5
    item = screen._type_items["AccountsReceivable"]
    qtbot.waitUntil(lambda: item.childCount() > 0)
    screenshot(app.window, "accounts")

    screen.choose("Cash", "1101")
    qtbot.waitUntil(lambda: screen._type_items["Cash"].childCount() > 0)
    screen.choose("Cash", "1101")
    qtbot.waitUntil(lambda: screen.view_model.node_code == "1101" and not screen.view_model.busy)
    assert codes(screen) == ["110101", "110102"]

    screen.name_filter.setFocus()
    qtbot.keyClicks(screen.name_filter, "Alexandria")
    qtbot.waitUntil(lambda: codes(screen) == ["110102"], timeout=5000)

    dialog = screen.export_button.choose(".csv")
    target = tmp_path / "accounts.csv"
    dialog.selectFile(str(target))
    dialog.accept()
    qtbot.waitUntil(lambda: "exported" in screen.banner.text, timeout=10000)
    assert [row[0] for row in read_table(target).rows] == ["110102"]


def test_right_to_left_layout(qtbot: QtBot, app: RunningApp, screenshot) -> None:
    QApplication.setLayoutDirection(Qt.LayoutDirection.RightToLeft)
    try:
        screen = open_accounts(qtbot, app)
        screen.choose("Bank")
        qtbot.waitUntil(lambda: screen._type_items["Bank"].childCount() > 0)
        # The bank accounts, not the whole chart still shown while they load.
        qtbot.waitUntil(
            lambda: all(c.startswith("1102") for c in codes(screen)) and not screen.view_model.busy
        )
        screenshot(app.window, "accounts_rtl")
        assert screen.isRightToLeft()
    finally:
        QApplication.setLayoutDirection(Qt.LayoutDirection.LeftToRight)
