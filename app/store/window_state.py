"""Where the main window opens: where it was last time on this screen setup, else as
large as the screen allows (not a fixed 1280x800 that overflows a 1280x720 laptop and sits
small on a 1920x1080 monitor).

The places are kept per screen setup (the screens' sizes and positions, as a key) in a
small JSON file of the data folder: the same laptop at the office with two monitors and
on the road with its own screen opens where it was in each. Qt-free: the rules are tested
for any screen without one.
"""

from __future__ import annotations

import json
import logging
from collections.abc import Sequence
from dataclasses import asdict, dataclass
from pathlib import Path

log = logging.getLogger(__name__)

PREFERRED = (1280, 800)
"""The window's size where the screen has room for it and nothing was saved."""
SHARE = 0.9
"""Of a larger screen, the part a fresh window takes (centered)."""
FRAME = 40
"""Pixels the system's title bar may add above the window's own area: a window that fits
only without it is maximized instead, so its title bar stays on the screen."""
MINIMUM_VISIBLE = 100
"""Pixels of a saved window that must fall on a screen for the place to be used."""


@dataclass(frozen=True)
class Rect:
    x: int
    y: int
    width: int
    height: int

    def contains(self, other: Rect) -> bool:
        return (
            self.x <= other.x
            and self.y <= other.y
            and other.x + other.width <= self.x + self.width
            and other.y + other.height <= self.y + self.height
        )

    def overlap(self, other: Rect) -> tuple[int, int]:
        """Width and height of the part of ``other`` inside this rectangle."""
        width = min(self.x + self.width, other.x + other.width) - max(self.x, other.x)
        height = min(self.y + self.height, other.y + other.height) - max(self.y, other.y)
        return max(0, width), max(0, height)


@dataclass(frozen=True)
class Placement:
    """The window's normal (not maximized) rectangle, and whether it was maximized."""

    rect: Rect
    maximized: bool = False


def setup_key(screens: Sequence[Rect]) -> str:
    """The screen setup as a key: each screen's size and position, in a stable order."""
    parts = sorted(f"{s.width}x{s.height}+{s.x}+{s.y}" for s in screens)
    return ";".join(parts)


def fitted(available: Rect) -> Placement:
    """A fresh window on a screen whose free area is ``available``: the preferred size
    where it fits, or a share of a larger screen, never more than the screen; centered.
    A screen smaller than the preferred size gets the whole free area, maximized."""
    preferred_width, preferred_height = PREFERRED
    if available.width < preferred_width or available.height < preferred_height + FRAME:
        return Placement(available, maximized=True)
    width = min(available.width, max(preferred_width, int(available.width * SHARE)))
    height = min(available.height - FRAME, max(preferred_height, int(available.height * SHARE)))
    x = available.x + (available.width - width) // 2
    y = available.y + (available.height - height) // 2
    return Placement(Rect(x, y, width, height))


def placement_for(saved: Placement | None, available: Sequence[Rect]) -> Placement:
    """Where the window opens: ``saved`` when it still fits a screen's free area (the
    first of ``available`` is the primary screen's) and enough of it shows, else
    ``fitted`` to the primary screen."""
    if saved is not None:
        for area in available:
            width, height = area.overlap(saved.rect)
            fits = saved.rect.width <= area.width and saved.rect.height <= area.height
            if fits and width >= MINIMUM_VISIBLE and height >= MINIMUM_VISIBLE:
                if area.contains(saved.rect):
                    return saved
                # Partly off the screen (a monitor moved): keep the size, move it in.
                x = min(max(saved.rect.x, area.x), area.x + area.width - saved.rect.width)
                y = min(max(saved.rect.y, area.y), area.y + area.height - saved.rect.height)
                return Placement(Rect(x, y, saved.rect.width, saved.rect.height), saved.maximized)
    return fitted(available[0])


class WindowPlaces:
    """Saved placements per screen setup, in ``path`` (JSON)."""

    def __init__(self, path: Path) -> None:
        self.path = path

    def _read(self) -> dict[str, dict[str, object]]:
        try:
            data = json.loads(self.path.read_text(encoding="utf-8"))
        except FileNotFoundError:
            return {}
        except (OSError, ValueError) as exc:  # a damaged file: start afresh, say so in the log
            log.warning("window places not read from %s: %s", self.path, exc)
            return {}
        return data if isinstance(data, dict) else {}

    def load(self, key: str) -> Placement | None:
        entry = self._read().get(key)
        if not isinstance(entry, dict):
            return None
        try:
            rect = entry["rect"]
            assert isinstance(rect, dict)
            return Placement(
                Rect(int(rect["x"]), int(rect["y"]), int(rect["width"]), int(rect["height"])),
                bool(entry.get("maximized", False)),
            )
        except (KeyError, TypeError, ValueError, AssertionError):
            return None

    def save(self, key: str, placement: Placement) -> None:
        data = self._read()
        data[key] = asdict(placement)
        try:
            self.path.parent.mkdir(parents=True, exist_ok=True)
            self.path.write_text(json.dumps(data, indent=1), encoding="utf-8")
        except OSError as exc:  # a read-only data folder: the window just opens fitted
            log.warning("window place not saved to %s: %s", self.path, exc)
