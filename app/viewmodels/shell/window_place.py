"""Where the main window opens: where it was on this screen setup, else fitted to the
screen (the rules are ``app.store.window_state``'s). The view measures the screens and
moves the window; this remembers and decides, Qt-free."""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path

from app.store.window_state import Placement, Rect, WindowPlaces, placement_for, setup_key

ScreenRect = tuple[int, int, int, int]
"""x, y, width, height, in the screen's device-independent pixels."""


class WindowPlaceMemory:
    """The window's place and size per screen setup, in ``window.json`` of the data folder
    (none kept where there is no data folder, as in narrow tests)."""

    def __init__(self, data_dir: Path | None) -> None:
        self._places = WindowPlaces(data_dir / "window.json") if data_dir is not None else None

    def placement(self, screens: Sequence[ScreenRect], free: Sequence[ScreenRect]) -> Placement:
        """Where to open, given each screen's whole and free area (the primary's first)."""
        key = setup_key([Rect(*s) for s in screens])
        saved = self._places.load(key) if self._places is not None else None
        return placement_for(saved, [Rect(*f) for f in free])

    def remember(self, screens: Sequence[ScreenRect], shown: ScreenRect, maximized: bool) -> None:
        """Keep where the window is (its normal geometry when maximized) for this setup."""
        if self._places is None:
            return
        key = setup_key([Rect(*s) for s in screens])
        self._places.save(key, Placement(Rect(*shown), maximized))
