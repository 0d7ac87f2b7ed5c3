"""The main window's tab bar, which keeps its close buttons on their tabs when the layout
direction changes."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QSize, Qt
from PySide6.QtWidgets import QTabBar, QWidget

MAX_TAB_WIDTH = 260
"""Pixels: a tab named after a long record ("a 250-character customer name") is elided
here rather than taking the whole bar; the full title is its tooltip."""


class DocumentTabBar(QTabBar):
    """A ``QTabBar`` that lays its tabs out again when the layout direction flips.

    Qt mirrors the tabs themselves on a direction change but leaves each tab's close button
    where it was: after switching to right-to-left the buttons float over the empty left end
    of the bar, away from their tabs, and the tabs' own close corners look blank. Setting the
    elide mode again (to the same value) is the public way to make the bar lay out its tabs
    and their buttons afresh.
    """

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setElideMode(Qt.TextElideMode.ElideRight)

    def tabSizeHint(self, index: int) -> QSize:
        hint = super().tabSizeHint(index)
        if hint.width() > MAX_TAB_WIDTH:
            hint.setWidth(MAX_TAB_WIDTH)  # Qt elides the text to the narrower tab
        return hint

    def changeEvent(self, event: QEvent) -> None:
        super().changeEvent(event)
        if event.type() == QEvent.Type.LayoutDirectionChange:
            self.setElideMode(self.elideMode())
