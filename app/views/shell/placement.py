"""Where the window opens: where it was on this screen setup, else fitted to the screen."""

from __future__ import annotations

from PySide6.QtCore import QRect, Qt
from PySide6.QtGui import QGuiApplication

from app.viewmodels.shell.window_place import ScreenRect, WindowPlaceMemory
from app.views.shell.parts import WindowPart


def _rect(geometry: QRect) -> ScreenRect:
    return (geometry.x(), geometry.y(), geometry.width(), geometry.height())


class PlacementPart(WindowPart):
    """The window's place and size, remembered per screen setup."""

    def _memory(self) -> WindowPlaceMemory:
        return WindowPlaceMemory(self._paths.data_dir if self._paths else None)

    @staticmethod
    def _screen_areas() -> tuple[list[ScreenRect], list[ScreenRect]]:
        """Each screen's whole and free area, the primary's first."""
        primary = QGuiApplication.primaryScreen()
        screens = [primary, *(s for s in QGuiApplication.screens() if s is not primary)]
        return [_rect(s.geometry()) for s in screens], [
            _rect(s.availableGeometry()) for s in screens
        ]

    def place_window(self) -> None:
        """Open where the window was last time on this screen setup, else as large as the
        screen allows."""
        whole, free = self._screen_areas()
        placement = self._memory().placement(whole, free)
        rect = placement.rect
        self.setGeometry(QRect(rect.x, rect.y, rect.width, rect.height))
        if placement.maximized:
            self.setWindowState(self.windowState() | Qt.WindowState.WindowMaximized)

    def save_place(self) -> None:
        """Remember where the window is, for this screen setup."""
        maximized = self.isMaximized()
        shown = self.normalGeometry() if maximized else self.geometry()
        whole, _free = self._screen_areas()
        self._memory().remember(whole, _rect(shown), maximized)
