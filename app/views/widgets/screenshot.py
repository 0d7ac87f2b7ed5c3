"""Saving a window as a PNG (works offscreen), so windows can be looked at, not only tested."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtWidgets import QApplication, QWidget


def save_screenshot(widget: QWidget, path: Path | str) -> Path:
    """Render ``widget`` as it looks now into ``path`` (folders created)."""
    target = Path(path)
    target.parent.mkdir(parents=True, exist_ok=True)
    # Twice: a layout-direction switch posts layout requests that post more of their own;
    # one pass leaves splitters and forms half mirrored in the picture.
    QApplication.processEvents()
    QApplication.processEvents()
    if not widget.grab().save(str(target)):
        raise OSError(f"could not write {target}")
    return target
