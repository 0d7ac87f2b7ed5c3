"""A row of widgets that wraps onto more rows when the window is narrower than the row
(a saved order's dozen actions on a 1280-pixel laptop screen), instead of forcing the
window wider than the screen and pushing the rest off it."""

from __future__ import annotations

from PySide6.QtCore import QMargins, QPoint, QRect, QSize, Qt
from PySide6.QtWidgets import QLayout, QLayoutItem, QStyle, QWidget, QWidgetItem


class FlowLayout(QLayout):
    """Lays its items out left to right (right to left in an Arabic window), each at its
    size hint, starting a new row where the next one does not fit. Its minimum width is
    its widest item's, so it never makes a window wider; its height follows its width."""

    def __init__(
        self, parent: QWidget | None = None, *, spacing: int = 6, row_spacing: int = 4
    ) -> None:
        super().__init__(parent)
        self._items: list[QLayoutItem] = []
        self._spacing = spacing
        self._row_spacing = row_spacing
        self.setContentsMargins(QMargins(0, 0, 0, 0))

    def addItem(self, item: QLayoutItem) -> None:
        self._items.append(item)

    def add(self, widget: QWidget) -> None:
        """Append ``widget`` (as ``addWidget``, typed)."""
        self.addChildWidget(widget)
        self.addItem(QWidgetItem(widget))
        self.invalidate()

    def count(self) -> int:
        return len(self._items)

    def itemAt(self, index: int) -> QLayoutItem | None:
        return self._items[index] if 0 <= index < len(self._items) else None

    def takeAt(self, index: int) -> QLayoutItem | None:
        return self._items.pop(index) if 0 <= index < len(self._items) else None

    def expandingDirections(self) -> Qt.Orientation:
        return Qt.Orientation(0)

    def hasHeightForWidth(self) -> bool:
        return True

    def heightForWidth(self, width: int) -> int:
        return self._arrange(QRect(0, 0, width, 0), move=False)

    def setGeometry(self, rect: QRect) -> None:
        super().setGeometry(rect)
        self._arrange(rect, move=True)

    def sizeHint(self) -> QSize:
        """All on one row."""
        shown = self._shown()
        width = sum(item.sizeHint().width() for item in shown)
        width += self._spacing * max(len(shown) - 1, 0)
        height = max((item.sizeHint().height() for item in shown), default=0)
        margins = self.contentsMargins()
        return QSize(width, height) + QSize(
            margins.left() + margins.right(), margins.top() + margins.bottom()
        )

    def minimumSize(self) -> QSize:
        """The widest item (every item on a row of its own at worst)."""
        size = QSize()
        for item in self._shown():
            size = size.expandedTo(item.minimumSize())
        margins = self.contentsMargins()
        return size + QSize(margins.left() + margins.right(), margins.top() + margins.bottom())

    def _shown(self) -> list[QLayoutItem]:
        return [item for item in self._items if not item.isEmpty()]

    def _arrange(self, rect: QRect, *, move: bool) -> int:
        """Place the items in ``rect`` (or only measure); the height they take."""
        margins = self.contentsMargins()
        area = rect.adjusted(margins.left(), margins.top(), -margins.right(), -margins.bottom())
        rows: list[list[tuple[QLayoutItem, QSize]]] = [[]]
        x = 0
        for item in self._shown():
            size = item.sizeHint().boundedTo(item.maximumSize()).expandedTo(item.minimumSize())
            size.setWidth(min(size.width(), max(area.width(), item.minimumSize().width())))
            if rows[-1] and x + size.width() > area.width():
                rows.append([])
                x = 0
            rows[-1].append((item, size))
            x += size.width() + self._spacing
        y = area.y()
        for row in rows:
            if not row:
                continue
            height = max(size.height() for _, size in row)
            x = area.x()
            for item, size in row:
                if move:
                    # Each item centred on its row's line; mirrored in right to left.
                    place = QRect(QPoint(x, y + (height - size.height()) // 2), size)
                    item.setGeometry(QStyle.visualRect(self._direction(), area, place))
                x += size.width() + self._spacing
            y += height + self._row_spacing
        return max(y - self._row_spacing - area.y(), 0) + margins.top() + margins.bottom()

    def _direction(self) -> Qt.LayoutDirection:
        widget = self.parentWidget()
        return widget.layoutDirection() if widget is not None else Qt.LayoutDirection.LeftToRight
