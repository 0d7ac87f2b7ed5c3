"""Where the window opens: where it was on this screen setup, else fitted to the screen."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QRect, Qt
from PySide6.QtGui import QGuiApplication

from app.views.shell.parts import WindowPart


class PlacementPart(WindowPart):
    """The window's place and size, remembered per screen setup."""

    def _window_places(self) -> Any:
        from app.store.window_state import WindowPlaces

        return WindowPlaces(self._paths.data_dir / "window.json") if self._paths else None

    @staticmethod
    def _screen_areas() -> tuple[str, list[Any]]:
        """The screen setup's key and each screen's free area, the primary's first."""
        from app.store.window_state import Rect, setup_key

        primary = QGuiApplication.primaryScreen()
        screens = [primary, *(s for s in QGuiApplication.screens() if s is not primary)]
        whole = [s.geometry() for s in screens]
        free = [s.availableGeometry() for s in screens]
        rects = [Rect(g.x(), g.y(), g.width(), g.height()) for g in whole]
        return setup_key(rects), [Rect(g.x(), g.y(), g.width(), g.height()) for g in free]

    def place_window(self) -> None:
        """Open where the window was last time on this screen setup, else as large as the
        screen allows (``app.store.window_state``)."""
        from app.store.window_state import placement_for

        key, areas = self._screen_areas()
        places = self._window_places()
        placement = placement_for(places.load(key) if places else None, areas)
        rect = placement.rect
        self.setGeometry(QRect(rect.x, rect.y, rect.width, rect.height))
        if placement.maximized:
            self.setWindowState(self.windowState() | Qt.WindowState.WindowMaximized)

    def save_place(self) -> None:
        """Remember where the window is, for this screen setup."""
        from app.store.window_state import Placement, Rect

        places = self._window_places()
        if places is None:
            return
        maximized = self.isMaximized()
        shown = self.normalGeometry() if maximized else self.geometry()
        key, _areas = self._screen_areas()
        places.save(
            key, Placement(Rect(shown.x(), shown.y(), shown.width(), shown.height()), maximized)
        )
