"""The home dashboard: what a manager looks at first, each card opening its report.

Receivables (total, overdue, the top five debtors), cash and bank (total and per
account), unposted entries, sales this month against last month (by day), sales over the
last twelve months and stock value per warehouse (charts). Figures come from the ledger
cache, so the page fills offline too and says "as of" when.
"""

from __future__ import annotations

import asyncio
import html
from collections.abc import Iterable
from datetime import date
from decimal import Decimal

from PySide6.QtCore import QCoreApplication, QDate, QLocale, Qt
from PySide6.QtWidgets import (
    QComboBox,
    QFrame,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QScrollArea,
    QVBoxLayout,
    QWidget,
)

from app.reports.figures import Dashboard
from app.viewmodels.numbers import format_count
from app.viewmodels.reports.dashboard import PERIOD_WORDS, DashboardViewModel, Period
from app.viewmodels.reports.names import account_name
from app.viewmodels.reports.table import ColumnKind, cell_text, in_currency
from app.views.reports.chart import ChartWidget, SeriesKind, chart_data
from app.views.shell.theme import Tone, text_color
from app.views.widgets.accessibility import ValueLabel, plain_text
from app.views.widgets.screen import Screen

translate = QCoreApplication.translate


def money(value: Decimal) -> str:
    return cell_text(value, ColumnKind.MONEY)


class LinkButton(QPushButton):
    """One row of a card's list (a top debtor) as a link a clerk can Tab to: it shows
    "name  amount", is named with both, and Enter or a click opens the record."""

    def __init__(self, name: str, amount: str, parent: QWidget | None = None) -> None:
        super().__init__(f"{name}  {amount}", parent)
        self.setFlat(True)
        self.setCursor(Qt.CursorShape.PointingHandCursor)
        self.setAutoDefault(False)
        # A link's look: the palette's link colour, underlined, no button frame.
        self.setStyleSheet(
            "QPushButton { color: palette(link); text-decoration: underline; border: none;"
            " text-align: left; padding: 0px; }"
            " QPushButton:focus { outline: 1px dotted palette(link); }"
        )
        self.setAccessibleName(
            translate("Dashboard", "{name} {amount}, link").format(name=name, amount=amount)
        )


class Card(QFrame):
    """A titled box: the title is a button that opens the card's report, and the one
    element of the card Tab stops at (besides its links): its name carries the card's
    figure and what is under it ("Receivables 1,700,588.66, overdue 1,195,487.92, press
    Enter for the report"), so a clerk who cannot see hears every figure by Tab alone."""

    def __init__(self, title: str, caption: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setFrameShape(QFrame.Shape.StyledPanel)
        self.setObjectName("DashboardCard")
        self.open_button = QPushButton(title)
        self.open_button.setFlat(True)
        self.open_button.setToolTip(self.tr("Open the report behind this card"))
        font = self.open_button.font()
        font.setBold(True)
        font.setPointSizeF(font.pointSizeF() * 1.1)
        self.open_button.setFont(font)
        self.figure = ValueLabel(caption)
        big = self.figure.font()
        big.setPointSizeF(big.pointSizeF() * 1.8)
        big.setBold(True)
        self.figure.setFont(big)
        self.detail = ValueLabel(caption)
        self.detail.setWordWrap(True)
        self.detail.setTextFormat(Qt.TextFormat.RichText)
        self.links_heading = QLabel()
        self.links_heading.setVisible(False)
        self.links = QVBoxLayout()
        self.links.setSpacing(2)
        self.link_buttons: list[LinkButton] = []
        self.body = QVBoxLayout(self)
        header = QHBoxLayout()
        header.addWidget(self.open_button)
        header.addStretch(1)
        self.body.addLayout(header)
        self.body.addWidget(self.figure)
        self.body.addWidget(self.detail)
        self.body.addWidget(self.links_heading)
        self.body.addLayout(self.links)

    def title(self) -> str:
        return plain_text(self.open_button.text())

    def speak(self, *parts: str) -> None:
        """Name the card's button with its title, ``parts`` (the figure first) and what
        Enter does."""
        said = translate("Accessibility", ", ").join(
            [f"{self.title()} {parts[0]}" if parts else self.title(), *parts[1:]]
        )
        self.open_button.setAccessibleName(
            self.tr("{figures}, press Enter for the report").format(figures=said)
        )

    def set_links(self, heading: str, rows: list[tuple[str, str, int]], open_row: object) -> None:
        """The card's list of records ((name, amount, id) each) as links under
        ``heading``; a link pressed calls ``open_row(id)``."""
        for button in self.link_buttons:
            self.links.removeWidget(button)
            button.deleteLater()
        self.link_buttons = []
        self.links_heading.setText(f"<b>{html.escape(heading)}</b>" if heading else "")
        self.links_heading.setVisible(bool(heading and rows))
        for name, amount, row_id in rows:
            button = LinkButton(name, amount)
            button.clicked.connect(lambda _checked=False, row_id=row_id: open_row(row_id))  # type: ignore[operator]
            self.links.addWidget(button, 0, Qt.AlignmentFlag.AlignLeading)
            # Made after the rest of the page: put them right after their card in Tab order.
            QWidget.setTabOrder(
                self.link_buttons[-1] if self.link_buttons else self.open_button, button
            )
            self.link_buttons.append(button)


class DashboardView(Screen):
    """The dashboard, as the landing page and as a tab (Reports › Dashboard)."""

    def __init__(self, view_model: DashboardViewModel, parent: QWidget | None = None) -> None:
        super().__init__(view_model, parent)
        self.view_model: DashboardViewModel = view_model
        self.setObjectName("DashboardView")
        vm = view_model
        self.first_figures: asyncio.Task[None] | None = None
        """The first computation of a landing page built from the kept cache."""

        self.heading = QLabel(f"<h2>{html.escape(vm.title())}</h2>")
        self.period = QComboBox()
        for period in Period:
            self.period.addItem(translate("Dashboard", PERIOD_WORDS[period]), period.value)
        period_label = QLabel(self.tr("&Period"))
        period_label.setBuddy(self.period)
        self.freshness = ValueLabel(self.tr("Figures"))
        self.freshness.setStyleSheet(f"color: {text_color(Tone.MUTED)};")
        self.refresh_button = QPushButton(self.tr("&Refresh"))
        # The period's own days: every card's figures are of them.
        self.period_dates = ValueLabel(self.tr("Period"))
        top = QHBoxLayout()
        top.addWidget(self.heading)
        top.addStretch(1)
        top.addWidget(self.freshness)
        top.addSpacing(12)
        top.addWidget(period_label)
        top.addWidget(self.period)
        top.addWidget(self.period_dates)
        top.addWidget(self.refresh_button)

        self.receivables = Card(self.tr("Re&ceivables"), self.tr("Receivables"))
        self.cash = Card(self.tr("Cash and &bank"), self.tr("Cash and bank"))
        self.payables = Card(self.tr("Owed to suppl&iers"), self.tr("Owed to suppliers"))
        self.unposted = Card(self.tr("&Unposted entries"), self.tr("Unposted entries"))
        self.sales_month = Card(self.tr("Sal&es in the period"), self.tr("Sales in the period"))
        self.sales_year = Card(
            self.tr("Sales, t&welve months to the period's end"),
            self.tr("Sales, twelve months to the period's end"),
        )
        self.stock = Card(self.tr("&Stock value"), self.tr("Stock value"))
        self.month_chart = ChartWidget(self.tr("Sales in the period and the one before, by day"))
        self.year_chart = ChartWidget(self.tr("Sales by month"))
        self.stock_chart = ChartWidget(self.tr("Stock value by warehouse"))
        self.sales_month.body.insertWidget(2, self.month_chart, 1)
        self.sales_year.body.insertWidget(2, self.year_chart, 1)
        self.stock.body.insertWidget(2, self.stock_chart, 1)
        self.sales_year.figure.setVisible(False)

        grid = QGridLayout()
        grid.setSpacing(10)
        grid.addWidget(self.receivables, 0, 0)
        grid.addWidget(self.cash, 0, 1)
        # Unposted entries are one figure: the payables card shares their column.
        third = QVBoxLayout()
        third.addWidget(self.unposted)
        third.addWidget(self.payables, 1)
        grid.addLayout(third, 0, 2)
        grid.addWidget(self.sales_month, 1, 0)
        grid.addWidget(self.sales_year, 1, 1)
        grid.addWidget(self.stock, 1, 2)
        for column in range(3):
            grid.setColumnStretch(column, 1)
        grid.setRowStretch(1, 1)

        inner = QWidget()
        inner_layout = QVBoxLayout(inner)
        inner_layout.addLayout(top)
        inner_layout.addLayout(grid, 1)
        scroll = QScrollArea()
        scroll.setWidgetResizable(True)
        scroll.setFrameShape(QFrame.Shape.NoFrame)
        scroll.setWidget(inner)
        scroll.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(scroll)

        self.receivables.open_button.clicked.connect(lambda: vm.open_report("receivables-ageing"))
        self.cash.open_button.clicked.connect(lambda: vm.open_report("cash-position"))
        self.payables.open_button.clicked.connect(lambda: vm.open_report("payables-ageing"))
        self.unposted.open_button.clicked.connect(lambda: vm.open_report("unposted"))
        self.sales_month.open_button.clicked.connect(lambda: vm.open_report("sales-summary"))
        self.sales_year.open_button.clicked.connect(self._open_year)
        self.stock.open_button.clicked.connect(lambda: vm.open_report("stock-valuation"))
        self.month_chart.categoryActivated.connect(lambda _day: vm.open_report("sales-summary"))
        self.year_chart.categoryActivated.connect(self._open_month)
        self.stock_chart.categoryActivated.connect(lambda _i: vm.open_report("stock-valuation"))
        self.refresh_button.clicked.connect(vm.refresh)
        self.period.activated.connect(
            lambda index: vm.set_period(Period(self.period.itemData(index)))
        )
        self.listen(vm.changed, self.show_figures)
        self.listen(vm.busyChanged, lambda busy: self.refresh_button.setEnabled(not busy))
        self.show_figures()

    def title(self) -> str:
        return self.view_model.title()

    @property
    def home_currency(self) -> str:
        """The company currency's code (the view-model's)."""
        return self.view_model.home_currency

    # -- drawing the figures -----------------------------------------------------------
    def show_figures(self) -> None:
        figures = self.view_model.figures
        self.freshness.setText(self.view_model.freshness)
        if figures is None:
            cards = (
                self.receivables,
                self.cash,
                self.unposted,
                self.payables,
                self.sales_month,
                self.stock,
            )
            for card in cards:
                card.figure.setText("…")
                card.speak(self.tr("not computed yet"))
            return
        self._receivables(figures)
        self._payables(figures)
        self._cash(figures)
        locale = QLocale()
        self.period_dates.setText(
            self.tr("{first} to {last}").format(
                first=locale.toString(_qdate(figures.period_from), "d MMM yyyy"),
                last=locale.toString(_qdate(figures.period_to), "d MMM yyyy"),
            )
        )
        self.unposted.figure.setText(format_count(figures.unposted_in_period))
        self.unposted.detail.setText(
            self.tr("Dated in the period and awaiting review; {count} in all").format(
                count=format_count(figures.unposted_count)
            )
            if figures.unposted_count
            else self.tr("Nothing awaits review")
        )
        self.unposted.speak(self.unposted.figure.text(), self.unposted.detail.text())
        self.stock.detail.setText(self.tr("At the last sync (the server gives no past stock)"))
        self._sales(figures)
        self.stock.figure.setText(money(figures.stock_total))
        self.stock.speak(self.stock.figure.text())
        self.stock_chart.set_data(
            chart_data(
                [w.name or w.code for w in figures.stock_by_warehouse],
                (self.tr("Value"), [w.value for w in figures.stock_by_warehouse], SeriesKind.BAR),
            )
        )

    def _card_total(self, amount: Decimal, currencies: Iterable[str]) -> str:
        """A card's total: the amount, with the company currency's code in front where the
        card lists amounts in other currencies (``currencies``) beside it."""
        foreign = any(code and code != self.home_currency for code in currencies)
        if foreign and self.home_currency:
            return f"{self.home_currency} {money(amount)}"
        return money(amount)

    def _receivables(self, figures: Dashboard) -> None:
        self.receivables.figure.setText(
            self._card_total(figures.receivables_total, figures.receivables_currencies)
        )
        lines = [
            self.tr("As of {day}").format(day=QLocale().toString(_qdate(figures.as_of))),
            self.tr("Overdue (over 30 days): {amount}").format(
                amount=money(figures.receivables_overdue)
            ),
        ]
        if figures.over_limit_count:
            lines.append(
                self.tr("Customers over their credit limit: {count}").format(
                    count=format_count(figures.over_limit_count)
                )
            )
        self.receivables.detail.setText("<br>".join(html.escape(line) for line in lines))
        self.receivables.set_links(
            self.tr("Top debtors"),
            [
                (
                    row.name or row.code,
                    cell_text(
                        in_currency(
                            row.balance, row.currency, row.currency_balance, self.home_currency
                        ),
                        ColumnKind.MONEY,
                    ),
                    row.customer_id,
                )
                for row in figures.top_debtors
            ],
            self.view_model.open_customer,
        )
        self.receivables.speak(
            self.receivables.figure.text(),
            self.tr("overdue {amount}").format(amount=money(figures.receivables_overdue)),
            *lines[1:],
        )

    def _payables(self, figures: Dashboard) -> None:
        self.payables.figure.setText(
            self._card_total(figures.payables_total, figures.payables_currencies)
        )
        lines = [
            self.tr("As of {day}").format(day=QLocale().toString(_qdate(figures.as_of))),
            self.tr("Owed for over 30 days: {amount}").format(
                amount=money(figures.payables_overdue)
            ),
        ]
        self.payables.detail.setText("<br>".join(html.escape(line) for line in lines))
        self.payables.set_links(
            self.tr("Top suppliers"),
            [
                (
                    row.name or row.code,
                    cell_text(
                        in_currency(
                            row.balance, row.currency, row.currency_balance, self.home_currency
                        ),
                        ColumnKind.MONEY,
                    ),
                    row.supplier_id,
                )
                for row in figures.top_creditors
            ],
            self.view_model.open_supplier,
        )
        self.payables.speak(
            self.payables.figure.text(),
            self.tr("overdue {amount}").format(amount=money(figures.payables_overdue)),
        )

    def _cash(self, figures: Dashboard) -> None:
        # Beside accounts kept in another currency the total says which currency it is in.
        self.cash.figure.setText(
            self._card_total(figures.cash_total, (row.currency for row in figures.cash_accounts))
        )
        names = [
            account_name(r.code, r.name or r.code, r.other_name) for r in figures.cash_accounts
        ]
        balances = [
            cell_text(
                in_currency(row.balance, row.currency, row.currency_balance, self.home_currency),
                ColumnKind.MONEY,
            )
            for row in figures.cash_accounts
        ]
        rows = [
            f"{html.escape(name)}&nbsp;&nbsp;{html.escape(balance)}"
            for name, balance in zip(names, balances, strict=True)
        ]
        movement = self.tr("In the period: received {received}, paid {paid}").format(
            received=money(figures.cash_in), paid=money(figures.cash_out)
        )
        if not rows:
            rows = [self.tr("No cash or bank accounts")]
        day = self.tr("As of {day}").format(day=QLocale().toString(_qdate(figures.as_of)))
        # Plain, not italic: the system's oblique faces (DejaVu Sans Oblique) have no Arabic
        # letters, and Qt drew the Arabic line as boxes.
        self.cash.detail.setText("<br>".join([html.escape(day), *rows, html.escape(movement)]))
        self.cash.speak(
            self.cash.figure.text(),
            day,
            *(f"{name} {balance}" for name, balance in zip(names, balances, strict=True)),
            movement,
        )

    def _sales(self, figures: Dashboard) -> None:
        locale = QLocale()
        self.sales_month.figure.setText(money(figures.sales_period_total))
        previous = ""
        if figures.previous_from is not None and figures.previous_to is not None:
            previous = self.tr("{first} to {last}").format(
                first=locale.toString(_qdate(figures.previous_from), "d MMM yyyy"),
                last=locale.toString(_qdate(figures.previous_to), "d MMM yyyy"),
            )
        self.sales_month.detail.setText(
            self.tr("Period before ({days}): {amount}").format(
                days=previous, amount=money(figures.sales_previous_total)
            )
        )
        days = max(len(figures.sales_previous), len(figures.sales_period))
        self.month_chart.set_data(
            chart_data(
                [locale.toString(day + 1) for day in range(days)],
                (
                    self.tr("This period"),
                    [p.cumulative for p in figures.sales_period],
                    SeriesKind.LINE,
                ),
                (
                    self.tr("Period before"),
                    [p.cumulative for p in figures.sales_previous],
                    SeriesKind.LINE,
                ),
            )
        )
        self.sales_month.speak(self.sales_month.figure.text(), self.sales_month.detail.text())
        months = figures.sales_by_month
        self.sales_year.detail.setText(
            self.tr("Net sales: {amount}").format(amount=money(figures.sales_year_total))
        )
        self.sales_year.speak(self.sales_year.detail.text())
        self.year_chart.set_data(
            chart_data(
                [self._month_label(m.month, locale) for m in months],
                (self.tr("Net sales"), [m.net for m in months], SeriesKind.BAR),
            )
        )

    @staticmethod
    def _month_label(month: str, locale: QLocale) -> str:
        """ "Mar 26" in the locale's words and digits."""
        year, number = (int(part) for part in month.split("-"))
        return locale.toString(QDate(year, number, 1), "MMM yy")

    def _open_month(self, index: int) -> None:
        figures = self.view_model.figures
        if figures is not None and 0 <= index < len(figures.sales_by_month):
            self.view_model.open_month(figures.sales_by_month[index].month)

    def _open_year(self) -> None:
        figures = self.view_model.figures
        if figures is not None and figures.sales_by_month:
            months = figures.sales_by_month
            self.view_model.open_months(months[0].month, months[-1].month)


def _qdate(day: date) -> QDate:
    return QDate(day.year, day.month, day.day)
