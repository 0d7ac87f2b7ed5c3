"""The main window's tabs in right-to-left: every tab keeps its title and its close button
on it when the direction flips while tabs are open (Qt leaves the buttons behind)."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QTabBar
from pytestqt.qtbot import QtBot

from tests.support.app import running_app
from tests.support.screens import open_entry


def tab_geometry(bar: QTabBar) -> list[tuple[str, bool, bool]]:
    """(title, tab visible inside the bar, close button on its own tab) for every tab."""
    found = []
    for index in range(bar.count()):
        rect = bar.tabRect(index)
        button = bar.tabButton(index, QTabBar.ButtonPosition.RightSide) or bar.tabButton(
            index, QTabBar.ButtonPosition.LeftSide
        )
        found.append(
            (
                bar.tabText(index),
                rect.width() > 0 and bar.rect().contains(rect),
                button is not None and rect.contains(button.geometry()),
            )
        )
    return found


def test_tab_titles_and_close_buttons_stay_on_their_tabs_in_right_to_left(
    qtbot: QtBot, qloop: object, home: Path, screenshot
) -> None:
    with running_app(qtbot, home) as running:
        open_entry(qtbot, running, "taxes")
        open_entry(qtbot, running, "brands")
        bar = running.window.tabs.tabBar()
        assert [title for title, _, _ in tab_geometry(bar)] == ["Taxes", "Brands"]
        assert all(inside and on_tab for _, inside, on_tab in tab_geometry(bar))
        QApplication.setLayoutDirection(Qt.LayoutDirection.RightToLeft)
        try:
            QApplication.processEvents()
            assert bar.isRightToLeft()
            found = tab_geometry(bar)
            assert [title for title, _, _ in found] == ["Taxes", "Brands"]
            assert all(inside and on_tab for _, inside, on_tab in found), found
            # Mirrored: the first tab is now the right-most.
            assert bar.tabRect(0).left() > bar.tabRect(1).left()
            screenshot(running.window, "main_window_tabs_rtl")
        finally:
            QApplication.setLayoutDirection(Qt.LayoutDirection.LeftToRight)
        QApplication.processEvents()
        assert all(on_tab for _, _, on_tab in tab_geometry(bar))
