"""How one cell or row of any item view is laid out: each text in its own direction, rows
as high as their glyphs need. Kept apart from ``tables`` (the list screens' set-up) because
the main window's navigation needs these at start and nothing else of a table.
"""

from __future__ import annotations

import unicodedata
from collections.abc import Iterable
from functools import cache
from typing import TYPE_CHECKING

from PySide6.QtCore import QModelIndex, QObject, QPersistentModelIndex, QSize, Qt
from PySide6.QtGui import QFont, QFontMetrics
from PySide6.QtWidgets import QStyledItemDelegate, QStyleOptionViewItem

if TYPE_CHECKING:
    from PySide6.QtWidgets import QStyle


def text_direction(text: str) -> Qt.LayoutDirection | None:
    """The direction of ``text``'s first strong letter (Latin: left to right; Arabic,
    Hebrew: right to left); None for text with none (numbers, punctuation)."""
    for character in text:
        kind = unicodedata.bidirectional(character)
        if kind == "L":
            return Qt.LayoutDirection.LeftToRight
        if kind in ("R", "AL"):
            return Qt.LayoutDirection.RightToLeft
    return None


@cache
def _qstyle() -> type[QStyle]:
    """``QStyle``, imported at the first cell that needs it: building its Python class (and
    its many enums) would cost the window's start, and an import statement in this
    per-cell path would cost every paint (PySide6's import hook runs on each)."""
    from PySide6.QtWidgets import QStyle

    return QStyle


def lay_out_by_text(option: QStyleOptionViewItem) -> None:
    """Lay a cell's text out in its own direction, keeping the column's side: a Latin name
    in an Arabic list is elided at its end ("Mohamed Abd…", not "… Mohamed Abdel") and keeps
    its final period ("Red Sea Resorts Co.", not ".Red Sea Resorts Co"), and an Arabic name
    in an English list likewise. Cells with a check box or an icon keep the view's
    direction (they would change sides)."""
    direction = text_direction(option.text)
    if direction is None or direction == option.direction:
        return
    features = QStyleOptionViewItem.ViewItemFeature
    if option.features & (features.HasCheckIndicator | features.HasDecoration):
        return
    # The side the column puts its text on, said absolutely before the direction changes.
    option.displayAlignment = _qstyle().visualAlignment(option.direction, option.displayAlignment)
    option.direction = direction


class TextDirectionDelegate(QStyledItemDelegate):
    """Each cell laid out by its own text's direction (``lay_out_by_text``); the base of the
    app's delegates."""

    def initStyleOption(
        self, option: QStyleOptionViewItem, index: QModelIndex | QPersistentModelIndex
    ) -> None:
        super().initStyleOption(option, index)
        lay_out_by_text(option)


def text_line_height(font: QFont, texts: Iterable[str], padding: int = 6) -> int:
    """The height a row needs to show ``texts`` in ``font``: the tallest of the font's own
    line and the glyphs actually drawn, plus ``padding``. Arabic letters and their marks come
    from a fallback font and reach above and below the ascent and descent of the Latin font
    a row is sized by: rows sized by it alone nearly touch in Arabic."""
    metrics = QFontMetrics(font)
    drawn = [metrics.boundingRect(text).height() for text in texts if text]
    return max([metrics.height(), *drawn]) + padding


class RowHeightDelegate(TextDirectionDelegate):
    """Rows at least ``height`` pixels high (see ``text_line_height``)."""

    def __init__(self, height: int, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.height = height

    def sizeHint(
        self, option: QStyleOptionViewItem, index: QModelIndex | QPersistentModelIndex
    ) -> QSize:
        size = super().sizeHint(option, index)
        size.setHeight(max(size.height(), self.height))
        return size
