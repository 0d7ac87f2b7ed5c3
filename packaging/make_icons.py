"""Draws the application icon and writes ``resources/icons/backoffice.{png,ico,icns}``.

Run it after changing the drawing (``python packaging/make_icons.py``) and commit the three
files: the bundle spec and the installers use them as they are. The ``.ico`` and ``.icns``
are containers of PNG images (Windows Vista+ and macOS 10.7+ read PNG entries), so no image
library beyond Qt is needed.
"""

from __future__ import annotations

import os
import struct
import sys
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import QBuffer, QByteArray, QIODevice, QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QGuiApplication, QImage, QLinearGradient, QPainter, QPen

ICONS = Path(__file__).resolve().parents[1] / "resources" / "icons"
ICO_SIZES = (16, 24, 32, 48, 64, 128, 256)
# icns PNG entry types by pixel size (Apple's "ic07".."ic10" and "icp4".."icp6").
ICNS_TYPES = {
    16: b"icp4",
    32: b"icp5",
    64: b"icp6",
    128: b"ic07",
    256: b"ic08",
    512: b"ic09",
    1024: b"ic10",
}


def draw(size: int) -> QImage:
    """A ledger page on a blue tile: the back office's books."""
    image = QImage(size, size, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(Qt.GlobalColor.transparent)
    s = size / 256
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    tile = QRectF(8 * s, 8 * s, 240 * s, 240 * s)
    gradient = QLinearGradient(tile.topLeft(), tile.bottomRight())
    gradient.setColorAt(0, QColor("#2e75b6"))
    gradient.setColorAt(1, QColor("#1b3f66"))
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(QBrush(gradient))
    painter.drawRoundedRect(tile, 48 * s, 48 * s)
    # The page, its folded corner, and its ruled lines.
    painter.setBrush(QColor("#ffffff"))
    fold = 36 * s
    page = [
        QPointF(64 * s, 40 * s),
        QPointF(192 * s - fold, 40 * s),
        QPointF(192 * s, 40 * s + fold),
        QPointF(192 * s, 216 * s),
        QPointF(64 * s, 216 * s),
    ]
    painter.drawPolygon(page)
    painter.setBrush(QColor("#c9dcf0"))
    painter.drawPolygon(
        [
            QPointF(192 * s - fold, 40 * s),
            QPointF(192 * s, 40 * s + fold),
            QPointF(192 * s - fold, 40 * s + fold),
        ]
    )
    pen = QPen(QColor("#2e75b6"), max(1.0, 10 * s))
    pen.setCapStyle(Qt.PenCapStyle.RoundCap)
    painter.setPen(pen)
    for row, length in ((100, 96), (132, 96), (164, 64)):
        painter.drawLine(QPointF(84 * s, row * s), QPointF((84 + length) * s, row * s))
    # A green tick: the entry is booked.
    tick = QPen(QColor("#2e9e5b"), max(1.5, 14 * s))
    tick.setCapStyle(Qt.PenCapStyle.RoundCap)
    tick.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
    painter.setPen(tick)
    painter.drawPolyline(
        [QPointF(150 * s, 184 * s), QPointF(166 * s, 200 * s), QPointF(200 * s, 160 * s)]
    )
    painter.end()
    return image


def png(image: QImage) -> bytes:
    data = QByteArray()
    buffer = QBuffer(data)
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    image.save(buffer, "PNG")
    buffer.close()
    return bytes(data.data())


def ico(images: dict[int, bytes]) -> bytes:
    header = struct.pack("<HHH", 0, 1, len(images))
    offset = len(header) + 16 * len(images)
    entries, blobs = b"", b""
    for size, blob in images.items():
        side = 0 if size >= 256 else size  # 0 means 256 in an ICONDIRENTRY
        entries += struct.pack("<BBBBHHII", side, side, 0, 0, 1, 32, len(blob), offset)
        offset += len(blob)
        blobs += blob
    return header + entries + blobs


def icns(images: dict[int, bytes]) -> bytes:
    chunks = b"".join(
        ICNS_TYPES[size] + struct.pack(">I", len(blob) + 8) + blob for size, blob in images.items()
    )
    return b"icns" + struct.pack(">I", len(chunks) + 8) + chunks


def main() -> int:
    app = QGuiApplication.instance() or QGuiApplication(sys.argv[:1])
    ICONS.mkdir(parents=True, exist_ok=True)
    sizes = sorted(set(ICO_SIZES) | set(ICNS_TYPES))
    images = {size: png(draw(size)) for size in sizes}
    (ICONS / "backoffice.png").write_bytes(images[256])
    (ICONS / "backoffice.ico").write_bytes(ico({size: images[size] for size in ICO_SIZES}))
    (ICONS / "backoffice.icns").write_bytes(icns({size: images[size] for size in ICNS_TYPES}))
    del app
    print(f"icons written to {ICONS}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
