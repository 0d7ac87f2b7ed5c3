"""Colours that follow the system's light or dark scheme.

Qt follows the system palette by itself; the few colours we choose (error text, message
banners, connection dots) come from here, in a light and a dark variant, so that a clerk
with a dark desktop never reads dark red on dark grey.
"""

from __future__ import annotations

from enum import StrEnum

from PySide6.QtCore import Qt
from PySide6.QtGui import QGuiApplication, QPalette


class Tone(StrEnum):
    ERROR = "error"
    WARNING = "warning"
    INFO = "info"
    SUCCESS = "success"
    MUTED = "muted"


_TEXT = {
    False: {
        Tone.ERROR: "#b3261e",
        Tone.WARNING: "#8a6d00",
        Tone.INFO: "#0d3a66",
        Tone.SUCCESS: "#1e7d32",
        Tone.MUTED: "#5f6368",
    },
    True: {
        Tone.ERROR: "#f2b8b5",
        Tone.WARNING: "#f3d59b",
        Tone.INFO: "#a8c7fa",
        Tone.SUCCESS: "#8fd694",
        Tone.MUTED: "#a8abaf",
    },
}
_BANNER = {
    False: {
        Tone.ERROR: "background: #fdecea; border: 1px solid #f5c2bd; color: #5f1410;",
        Tone.WARNING: "background: #fff4e0; border: 1px solid #f3d59b; color: #5c3b00;",
        Tone.INFO: "background: #e8f1fb; border: 1px solid #b7d3f2; color: #0d3a66;",
        Tone.SUCCESS: "background: #e6f4ea; border: 1px solid #a8dab5; color: #0d3d1a;",
    },
    True: {
        Tone.ERROR: "background: #410e0b; border: 1px solid #8c1d18; color: #f9dedc;",
        Tone.WARNING: "background: #3d2e00; border: 1px solid #7a5900; color: #ffe08c;",
        Tone.INFO: "background: #0b2a4a; border: 1px solid #1f4f82; color: #d3e3fd;",
        Tone.SUCCESS: "background: #0d3d1a; border: 1px solid #1e7d32; color: #c4eed0;",
    },
}


def dark_mode() -> bool:
    """The system asks for dark colours (or the palette is dark, on platforms that do
    not say)."""
    scheme = QGuiApplication.styleHints().colorScheme()
    if scheme != Qt.ColorScheme.Unknown:
        return scheme == Qt.ColorScheme.Dark
    window = QGuiApplication.palette().color(QPalette.ColorRole.Window)
    return window.lightness() < 128


def text_color(tone: Tone) -> str:
    """A text colour readable on the window background."""
    return _TEXT[dark_mode()][tone]


def banner_style(tone: Tone) -> str:
    """Background, border and text of a message banner."""
    return _BANNER[dark_mode()].get(tone, _BANNER[dark_mode()][Tone.INFO])
