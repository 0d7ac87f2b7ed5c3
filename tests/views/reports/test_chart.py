"""The QPainter chart: round ticks, locale digits, right to left, clicks on a category."""

from __future__ import annotations

from decimal import Decimal

import pytest
from PySide6.QtCore import QLocale, QPoint, QRectF, Qt
from PySide6.QtGui import QImage, QPainter
from pytestqt.qtbot import QtBot

from app.views.reports.chart import (
    ChartData,
    ChartWidget,
    SeriesKind,
    axis_text,
    chart_data,
    nice_ticks,
)

MONTHS = ("2025-12", "2026-01", "2026-02", "2026-03", "2026-04", "2026-05")


def sales() -> ChartData:
    return chart_data(
        MONTHS,
        ("Net", [Decimal("12500.50"), Decimal(9800), 15250, 0, 4200, 18000], SeriesKind.BAR),
        ("Tax", [1750, 1372, 2135, 0, 588, 2520], SeriesKind.LINE),
    )


@pytest.mark.parametrize(
    ("low", "high", "expected"),
    [
        (0, 18000, [0, 5000, 10000, 15000, 20000]),
        (0, 0.9, [0, 0.2, 0.4, 0.6, 0.8, 1.0]),
        (-300, 1000, [-500, 0, 500, 1000]),
    ],
)
def test_round_ticks_cover_the_values_and_zero(low: float, high: float, expected: list[float]):
    ticks = nice_ticks(low, high)
    assert ticks[0] <= min(low, 0) and ticks[-1] >= high
    assert ticks == pytest.approx(expected)


def test_axis_labels_follow_the_locale() -> None:
    assert axis_text(15000, 5000, QLocale(QLocale.Language.English)) == "15,000"
    arabic = QLocale(QLocale.Language.Arabic, QLocale.Country.Egypt)
    assert axis_text(15000, 5000, arabic) == "١٥٬٠٠٠"
    assert axis_text(0.4, 0.2, QLocale(QLocale.Language.English)) == "0.4"


def painted_columns(widget: ChartWidget) -> list[int]:
    """x positions (at mid-height of the plot's lower part) where bar colour is drawn."""
    image = widget.grab().toImage()
    y = int(widget._plot.bottom()) - 3
    bar = widget.palette().color(widget.backgroundRole())
    return [x for x in range(image.width()) if image.pixelColor(x, y) != bar]


def test_a_chart_draws_bars_and_a_line_and_says_what_it_shows(qtbot: QtBot, screenshot) -> None:
    chart = ChartWidget("Sales by month")
    qtbot.addWidget(chart)
    chart.setLocale(QLocale(QLocale.Language.English))
    chart.resize(520, 260)
    chart.set_data(sales())
    chart.show()
    qtbot.waitExposed(chart)
    screenshot(chart, "chart_sales_by_month")
    assert not chart._plot.isEmpty()
    # The first month's bar is on the left, the last on the right.
    first, last = chart.category_center(0), chart.category_center(5)
    assert first.x() < last.x()
    assert chart.accessibleName() == "Sales by month"
    assert "2026-05: 18,000" in chart.accessibleDescription()
    with qtbot.waitSignal(chart.categoryActivated) as clicked:
        qtbot.mouseClick(chart, Qt.MouseButton.LeftButton, pos=chart.category_center(2).toPoint())
    assert clicked.args == [2]


def test_right_to_left_the_first_category_is_on_the_right(qtbot: QtBot, screenshot) -> None:
    chart = ChartWidget("المبيعات")
    qtbot.addWidget(chart)
    chart.setLayoutDirection(Qt.LayoutDirection.RightToLeft)
    chart.setLocale(QLocale(QLocale.Language.Arabic, QLocale.Country.Egypt))
    chart.resize(520, 260)
    chart.set_data(
        chart_data(
            ("يناير", "فبراير", "مارس", "أبريل"),
            ("الصافي", [100, 250, 175, 300], SeriesKind.BAR),
            ("الضريبة", [14, 35, 24, 42], SeriesKind.LINE),
        )
    )
    chart.show()
    qtbot.waitExposed(chart)
    screenshot(chart, "chart_rtl_ar")
    assert chart.category_center(0).x() > chart.category_center(3).x()
    assert chart.category_at(chart.category_center(1).x()) == 1
    with qtbot.waitSignal(chart.categoryActivated) as clicked:
        qtbot.mouseClick(chart, Qt.MouseButton.LeftButton, pos=chart.category_center(3).toPoint())
    assert clicked.args == [3]


def test_an_empty_chart_says_so_and_clicks_open_nothing(qtbot: QtBot) -> None:
    chart = ChartWidget("Stock value")
    qtbot.addWidget(chart)
    chart.resize(300, 200)
    chart.show()
    with qtbot.assertNotEmitted(chart.categoryActivated):
        qtbot.mouseClick(chart, Qt.MouseButton.LeftButton, pos=QPoint(150, 100))
    assert chart.category_at(150) is None


def test_the_same_picture_paints_on_any_device(qtbot: QtBot) -> None:
    """``paint`` draws into any painter (a printed page, a PDF) without the widget shown."""
    chart = ChartWidget("Sales")
    qtbot.addWidget(chart)
    chart.set_data(sales())
    image = QImage(600, 300, QImage.Format.Format_ARGB32)
    image.fill(Qt.GlobalColor.white)
    painter = QPainter(image)
    chart.paint(painter, QRectF(0, 0, 600, 300))
    painter.end()
    colours = {image.pixelColor(x, 250).name() for x in range(0, 600, 3)}
    assert len(colours) > 2  # bars drawn, not a blank page
