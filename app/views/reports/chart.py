"""A small chart widget drawn with QPainter: bars and lines over labelled categories.

Why our own and not QtCharts or pyqtgraph: QtCharts is deprecated since Qt 6.10 and
pyqtgraph neither mirrors right to left nor prints. QPainter renders offscreen (tests
and screenshots), shapes Arabic labels through Qt's text layout, mirrors with the
layout direction, and the same ``paint`` draws on the screen, on a printer or into a PDF.

Values are numbers (Decimal or float); axis labels go through ``QLocale``, so an Arabic
window reads Arabic-Indic digits and its own separators.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass, field
from decimal import Decimal
from enum import StrEnum

from PySide6.QtCore import QLocale, QPointF, QRectF, QSize, Qt, Signal
from PySide6.QtGui import (
    QColor,
    QFontMetricsF,
    QMouseEvent,
    QPainter,
    QPainterPath,
    QPaintEvent,
    QPalette,
    QPen,
)
from PySide6.QtWidgets import QSizePolicy, QWidget

from app.viewmodels.numbers import format_quantity
from app.views.shell.theme import dark_mode


class SeriesKind(StrEnum):
    BAR = "bar"
    LINE = "line"


@dataclass(frozen=True)
class ChartSeries:
    """One series: a name for the legend and one value per category."""

    name: str
    values: tuple[Decimal | float, ...]
    kind: SeriesKind = SeriesKind.BAR


@dataclass(frozen=True)
class ChartData:
    """Categories (x axis, in reading order) and the series drawn over them."""

    labels: tuple[str, ...] = ()
    series: tuple[ChartSeries, ...] = field(default_factory=tuple)

    @property
    def empty(self) -> bool:
        return not self.labels or not any(s.values for s in self.series)


_LIGHT = ("#1f6fb2", "#e08a00", "#2e8b57", "#8e44ad", "#c0392b", "#16a085")
_DARK = ("#6fb3ee", "#ffb74d", "#81c995", "#c39bd3", "#f28b82", "#76d7c4")


def series_color(index: int) -> QColor:
    """The colour of the ``index``-th series, readable on light and dark palettes."""
    colors = _DARK if dark_mode() else _LIGHT
    return QColor(colors[index % len(colors)])


def nice_ticks(low: float, high: float, count: int = 5) -> list[float]:
    """Round tick values (1, 2, 2.5 or 5 times a power of ten) covering low..high, zero
    included, so the axis reads 0, 2,500, 5,000 rather than 0, 2,317, 4,634."""
    low, high = min(low, 0.0), max(high, 0.0)
    if high == low:
        high = low + 1.0
    raw = (high - low) / max(count, 1)
    power = 10 ** math.floor(math.log10(raw))
    step = next(m * power for m in (1, 2, 2.5, 5, 10) if m * power >= raw)
    first = math.floor(low / step) * step
    ticks = []
    for index in range(count * 3):
        value = first + index * step
        ticks.append(round(value, 10))
        if value >= high - step * 1e-9:
            break
    return ticks


def axis_text(value: float, step: float, locale: QLocale) -> str:
    """A tick's label: grouped thousands; "1.5M"-style would not translate, so whole
    numbers with the locale's separators (decimals only when the step needs them)."""
    decimals = 0 if step >= 1 else min(4, max(0, -math.floor(math.log10(step))))
    return format_quantity(Decimal(repr(float(value))), decimals, locale)


class ChartWidget(QWidget):
    """Draws ``ChartData``; a click on a category emits ``categoryActivated(index)`` (the
    dashboard opens the report behind it). ``paint(painter, rect)`` draws the same picture
    anywhere (a printed page). Right to left: the first category is on the right and the
    value axis on the right, as an Arabic reader expects."""

    categoryActivated = Signal(int)

    def __init__(self, title: str = "", parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._title = title
        self._data = ChartData()
        self._plot = QRectF()
        self._empty_text = self.tr("No figures for this period")
        self.setAccessibleName(title)
        self.setMinimumSize(240, 160)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)

    @property
    def data(self) -> ChartData:
        return self._data

    def set_data(self, data: ChartData) -> None:
        self._data = data
        self.setAccessibleDescription(self.describe())
        self.update()

    def set_empty_text(self, text: str) -> None:
        self._empty_text = text
        self.update()

    def describe(self, locale: QLocale | None = None) -> str:
        """What a screen reader says instead of the picture: each series' values by label."""
        locale = locale or self.locale()
        parts = []
        for series in self._data.series:
            values = ", ".join(
                f"{label}: {locale.toString(float(value), 'f', 0)}"
                for label, value in zip(self._data.labels, series.values, strict=False)
            )
            parts.append(f"{series.name}: {values}" if series.name else values)
        return "; ".join(parts)

    def sizeHint(self) -> QSize:
        return QSize(420, 240)

    # -- drawing -----------------------------------------------------------------------
    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        try:
            painter.setRenderHint(QPainter.RenderHint.Antialiasing)
            self.paint(painter, QRectF(self.rect()))
        finally:
            painter.end()

    def paint(self, painter: QPainter, rect: QRectF, locale: QLocale | None = None) -> None:
        """Draw the chart into ``rect`` of ``painter`` (a widget, a printer, a PDF page)."""
        locale = locale or self.locale()
        rtl = self.layoutDirection() == Qt.LayoutDirection.RightToLeft
        text_pen = QPen(self.palette().color(QPalette.ColorRole.WindowText))
        grid_pen = QPen(self.palette().color(QPalette.ColorRole.Mid), 0, Qt.PenStyle.DotLine)
        painter.save()
        try:
            self._paint(painter, rect, locale, rtl, text_pen, grid_pen)
        finally:
            painter.restore()

    def _paint(
        self,
        painter: QPainter,
        rect: QRectF,
        locale: QLocale,
        rtl: bool,
        text_pen: QPen,
        grid_pen: QPen,
    ) -> None:
        painter.setFont(self.font())
        metrics = QFontMetricsF(painter.font())
        line = metrics.height()
        data = self._data
        area = rect.adjusted(6, 4, -6, -4)
        legend_height = line + 4 if len(data.series) > 1 else 0.0
        if legend_height:
            self._draw_legend(painter, QRectF(area.left(), area.top(), area.width(), line), rtl)
        if data.empty:
            painter.setPen(text_pen)
            painter.drawText(area, Qt.AlignmentFlag.AlignCenter, self._empty_text)
            self._plot = QRectF()
            return
        values = [float(v) for s in data.series for v in s.values]
        ticks = nice_ticks(min(values), max(values))
        step = ticks[1] - ticks[0] if len(ticks) > 1 else 1.0
        tick_texts = [axis_text(t, step, locale) for t in ticks]
        axis_width = max(metrics.horizontalAdvance(t) for t in tick_texts) + 8
        plot = QRectF(area)
        plot.setTop(area.top() + legend_height + line / 2)
        plot.setBottom(area.bottom() - line - 4)
        if rtl:
            plot.setRight(area.right() - axis_width)
        else:
            plot.setLeft(area.left() + axis_width)
        self._plot = plot
        low, high = ticks[0], ticks[-1]

        def y_of(value: float) -> float:
            return plot.bottom() - (value - low) / (high - low) * plot.height()

        # Value axis: grid lines and their labels.
        for tick, text in zip(ticks, tick_texts, strict=True):
            y = y_of(tick)
            painter.setPen(grid_pen)
            painter.drawLine(QPointF(plot.left(), y), QPointF(plot.right(), y))
            painter.setPen(text_pen)
            box = QRectF(0, y - line / 2, axis_width - 6, line)
            if rtl:
                box.moveLeft(plot.right() + 6)
                painter.drawText(
                    box, Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter, text
                )
            else:
                box.moveRight(plot.left() - 6)
                painter.drawText(
                    box, Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter, text
                )
        zero = y_of(0.0)
        painter.setPen(QPen(self.palette().color(QPalette.ColorRole.WindowText), 1))
        painter.drawLine(QPointF(plot.left(), zero), QPointF(plot.right(), zero))

        count = len(data.labels)
        slot = plot.width() / count

        def x_of(index: int) -> float:
            position = index + 0.5
            return plot.right() - position * slot if rtl else plot.left() + position * slot

        # Category labels: a few categories (warehouses) each get theirs, cut to the room
        # they have; many (days, months) show every n-th label whole.
        widest = max(metrics.horizontalAdvance(label) for label in data.labels) + 6
        every = 1 if count <= 8 else max(1, math.ceil(widest / slot))
        room = min(widest, slot - 4) if count <= 8 else widest
        painter.setPen(text_pen)
        for index, label in enumerate(data.labels):
            if index % every:
                continue
            text = metrics.elidedText(label, Qt.TextElideMode.ElideRight, room)
            box = QRectF(x_of(index) - room / 2, plot.bottom() + 2, room, line)
            painter.drawText(box, Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignTop, text)

        bars = [s for s in data.series if s.kind is SeriesKind.BAR]
        bar_width = slot * 0.7 / max(len(bars), 1)
        for number, series in enumerate(data.series):
            color = series_color(number)
            if series.kind is SeriesKind.BAR:
                order = bars.index(series)
                for index, value in enumerate(series.values[:count]):
                    offset = (order - len(bars) / 2) * bar_width
                    left = x_of(index) + (-offset - bar_width if rtl else offset)
                    top, bottom = sorted((y_of(float(value)), zero))
                    painter.fillRect(QRectF(left, top, bar_width, bottom - top), color)
            else:
                path = QPainterPath()
                for index, value in enumerate(series.values[:count]):
                    point = QPointF(x_of(index), y_of(float(value)))
                    if index == 0:
                        path.moveTo(point)
                    else:
                        path.lineTo(point)
                painter.setPen(QPen(color, 2))
                painter.drawPath(path)

    def _draw_legend(self, painter: QPainter, rect: QRectF, rtl: bool) -> None:
        metrics = QFontMetricsF(painter.font())
        size = metrics.height() * 0.6
        x = rect.right() if rtl else rect.left()
        painter.setPen(QPen(self.palette().color(QPalette.ColorRole.WindowText)))
        for number, series in enumerate(self._data.series):
            width = metrics.horizontalAdvance(series.name)
            swatch_x = x - size if rtl else x
            painter.fillRect(
                QRectF(swatch_x, rect.center().y() - size / 2, size, size), series_color(number)
            )
            text_x = swatch_x - 4 - width if rtl else swatch_x + size + 4
            painter.drawText(
                QRectF(text_x, rect.top(), width + 1, rect.height()),
                Qt.AlignmentFlag.AlignVCenter,
                series.name,
            )
            x = text_x - 16 if rtl else text_x + width + 16

    # -- clicks ------------------------------------------------------------------------
    def category_at(self, x: float) -> int | None:
        """The category under the horizontal position ``x`` (widget coordinates)."""
        count = len(self._data.labels)
        if not count or self._plot.isEmpty() or not self._plot.left() <= x <= self._plot.right():
            return None
        slot = self._plot.width() / count
        offset = self._plot.right() - x if self.isRightToLeft() else x - self._plot.left()
        return min(count - 1, int(offset // slot))

    def category_center(self, index: int) -> QPointF:
        """Where category ``index`` is drawn (for tests that click it)."""
        slot = self._plot.width() / max(len(self._data.labels), 1)
        position = (index + 0.5) * slot
        x = self._plot.right() - position if self.isRightToLeft() else self._plot.left() + position
        return QPointF(x, self._plot.center().y())

    def mouseReleaseEvent(self, event: QMouseEvent) -> None:
        index = self.category_at(event.position().x())
        if event.button() == Qt.MouseButton.LeftButton and index is not None:
            self.categoryActivated.emit(index)
        super().mouseReleaseEvent(event)


def chart_data(
    labels: Sequence[str], *series: tuple[str, Sequence[Decimal | float], SeriesKind]
) -> ChartData:
    """``ChartData`` from plain sequences."""
    return ChartData(
        tuple(labels),
        tuple(ChartSeries(name, tuple(values), kind) for name, values, kind in series),
    )
