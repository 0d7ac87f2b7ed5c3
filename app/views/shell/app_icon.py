"""The application icon at every size a screen asks for (title bar, task bar, Alt+Tab, a
high-DPI dock), from ``resources/icons`` (``packaging/make_icons.py`` draws them).

The ``.ico`` holds PNG images of 16 to 256 pixels, and Qt reads them all into one ``QIcon``;
so the title bar gets a 16 or 32 pixel drawing made for that size instead of the 256 one
scaled down (blurred ledger lines). The 256 PNG is added as well: it is there even where
Qt's ``ico`` image plugin is not (a trimmed bundle), and a 200 % screen asks for large ones.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtGui import QIcon

ICON_SIZES = (16, 24, 32, 48, 64, 128, 256)
"""What ``app_icon`` offers (the ``.ico``'s images)."""


def app_icon(png: Path) -> QIcon:
    """The icon from ``png`` (256 pixels) and the ``.ico`` beside it (all the sizes)."""
    icon = QIcon()
    bundle = png.with_suffix(".ico")
    if bundle.is_file():
        icon.addFile(str(bundle))
    icon.addFile(str(png))
    return icon
