"""The home dashboard's state: the figures of ``app.reports.dashboard`` from the ledger
cache, a period, and how fresh the cache is. It computes from the cache alone, so it
shows figures offline too (and says so).

As the landing page (``remember_beside``) it keeps each computation of the start's period
beside the cache, and the next start draws those figures while they are current
(``restore``, ``app.reports.landing_snapshot``): this module loads the engine only to
compute."""

from __future__ import annotations

import asyncio
from datetime import date, timedelta
from enum import StrEnum
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QObject, QTimer, Signal

from app import clock
from app.clock import month_end, month_start
from app.models.i18n import QT_TRANSLATE_NOOP
from app.reports.figures import Dashboard
from app.viewmodels.errors import ErrorPresenter
from app.viewmodels.reports.freshness import Freshness, ReportSource, freshness_of, freshness_text
from app.viewmodels.reports.table import Drill, DrillKind
from app.viewmodels.tasks import TaskOwner

if TYPE_CHECKING:
    from app.reports.landing_snapshot import FiguresKey, KeptFigures
    from app.store.ledger import Books

translate = QCoreApplication.translate


class Period(StrEnum):
    THIS_MONTH = "this-month"
    LAST_MONTH = "last-month"
    THIS_QUARTER = "this-quarter"
    THIS_YEAR = "this-year"


PERIOD_WORDS = {
    Period.THIS_MONTH: QT_TRANSLATE_NOOP("Dashboard", "This month"),
    Period.LAST_MONTH: QT_TRANSLATE_NOOP("Dashboard", "Last month"),
    Period.THIS_QUARTER: QT_TRANSLATE_NOOP("Dashboard", "This quarter"),
    Period.THIS_YEAR: QT_TRANSLATE_NOOP("Dashboard", "This year"),
}


def period_dates(period: Period, today: date) -> tuple[date, date]:
    """The first and last day of ``period`` around ``today`` (up to today for the
    current ones)."""
    if period is Period.LAST_MONTH:
        last = month_start(today) - timedelta(days=1)
        return month_start(last), last
    if period is Period.THIS_QUARTER:
        first_month = (today.month - 1) // 3 * 3 + 1
        return date(today.year, first_month, 1), today
    if period is Period.THIS_YEAR:
        return date(today.year, 1, 1), today
    return month_start(today), today


WATCH_INTERVAL_MS = 10_000
START_PERIOD = Period.THIS_MONTH
"""The period a dashboard opens on (the one whose figures are kept for the next start)."""


class DashboardViewModel(TaskOwner):
    """Computes the dashboard (``refresh``); ``openRequested(Drill)`` asks the main window
    to open the report behind a card.

    ``watch()`` looks at the cache's "as of" every few seconds and recomputes when a sync
    (the background one, or ``backoffice report`` on the same cache) has finished since,
    so the landing page follows the cache without knowing who fills it.
    """

    changed = Signal()
    openRequested = Signal(object)

    def __init__(
        self,
        source: ReportSource,
        errors: ErrorPresenter,
        parent: QObject | None = None,
        *,
        today: date | None = None,
    ) -> None:
        super().__init__(errors, parent)
        self.source = source
        self._today = today
        self.period = START_PERIOD
        self.figures: Dashboard | None = None
        self.freshness = ""
        self.home_currency = ""
        """The company currency's code (the profile's company details, set by who builds
        the page): a cash account kept in another currency shows its balance in both."""
        self._remember_beside: Path | None = None
        self._kept: tuple[FiguresKey, Dashboard] | None = None
        """The figures last kept beside the cache, with what they were computed from."""
        self._generation = 0
        self._seen_as_of: object = None
        self._watch = QTimer(self)
        self._watch.setInterval(WATCH_INTERVAL_MS)
        self._watch.timeout.connect(self.check_cache)

    @property
    def today(self) -> date:
        return self._today or clock.today()

    def title(self) -> str:
        return translate("Dashboard", "Dashboard")

    def set_period(self, period: Period) -> None:
        if period != self.period:
            self.period = period
            self.refresh()

    def refresh(self) -> asyncio.Task[None] | None:
        self._generation += 1
        return self.run(
            self._compute(self._generation), context=translate("Dashboard", "Dashboard")
        )

    def watch(self) -> None:
        """Recompute whenever the cache has been synced since the last computation."""
        self._watch.start()

    def check_cache(self) -> None:
        freshness = self.source.freshness()
        if freshness.as_of != self._seen_as_of and not self.busy:
            self.refresh()
        elif self.freshness and (text := freshness_text(freshness)) != self.freshness:
            # The same figures, now known to be offline (or online again): only the words.
            self.freshness = text
            self.changed.emit()

    def remember_beside(self, ledger: Path) -> None:
        """Keep the figures of the start's period beside the cache file ``ledger`` each
        time they are computed (the landing page's), for the next start."""
        self._remember_beside = ledger

    def restore(self, kept: KeptFigures) -> bool:
        """Shows ``kept``'s figures, where they are current (``landing_snapshot``), as if
        just computed, and takes its company currency; whether there were figures."""
        self.home_currency = kept.home_currency or self.home_currency
        if kept.figures is None or kept.status is None:
            return False
        cached = freshness_of(kept.status)
        self.figures = kept.figures
        if kept.key is not None:
            self._kept = (kept.key, kept.figures)
        self._seen_as_of = cached.as_of
        self.freshness = freshness_text(
            Freshness(cached.as_of, cached.offline or self._offline(), cached.verified_through)
        )
        self.changed.emit()
        return True

    def set_home_currency(self, code: str) -> bool:
        """The company's currency, once the session knows it; whether it changed (the
        figures are then drawn again, and kept with it)."""
        if code == self.home_currency:
            return False
        self.home_currency = code
        if self._remember_beside is not None:
            self._keep(*(self._kept or (None, None)))
        return True

    def compute_now(self) -> Dashboard:
        """The figures, computed on the calling thread (benchmarks, tests)."""
        return self._computed()[1]

    def _computed(self) -> tuple[FiguresKey | None, Dashboard]:
        from app.reports.engine import dashboard

        today, period = self.today, period_dates(self.period, self.today)
        keep = self._remember_beside is not None and self.period is START_PERIOD
        chosen = self.period

        def build(books: Books) -> tuple[FiguresKey | None, Dashboard]:
            # The cache's revision first, on the same connection: a write landing while
            # the figures are computed gives the file a newer one, and they are not kept
            # as its figures.
            key = _key_of(books, today, chosen) if keep else None
            return key, dashboard(books, today, period)

        return self.source.compute(build)

    def _keep(self, key: FiguresKey | None, figures: Dashboard | None) -> None:
        from app.reports.landing_snapshot import write_kept_figures

        if self._remember_beside is not None:
            write_kept_figures(self._remember_beside, key, figures, self.home_currency)

    def _compute_and_keep(self) -> tuple[FiguresKey | None, Dashboard]:
        key, figures = self._computed()
        if key is not None:
            self._keep(key, figures)
            self._kept = (key, figures)
        return key, figures

    def _offline(self) -> bool:
        offline = getattr(self.source, "offline", None)
        return bool(offline()) if callable(offline) else False

    async def _compute(self, generation: int) -> None:
        as_of = self.source.freshness().as_of
        _key, figures = await asyncio.to_thread(self._compute_and_keep)
        if generation != self._generation:
            return
        self.figures = figures
        self._seen_as_of = as_of
        self.freshness = freshness_text(self.source.freshness())
        self.changed.emit()

    async def shutdown(self) -> None:
        self._watch.stop()
        await super().shutdown()
        close = getattr(self.source, "close", None)
        if callable(close):
            close()

    # -- what the cards open ------------------------------------------------------------
    def open_report(
        self, name: str, date_from: date | None = None, date_to: date | None = None
    ) -> None:
        first, last = period_dates(self.period, self.today)
        self.openRequested.emit(Drill(DrillKind.REPORT, name, date_from or first, date_to or last))

    def open_month(self, month: str) -> None:
        """A month of the twelve-month chart ("2026-03"): its sales summary."""
        first = date.fromisoformat(f"{month}-01")
        self.open_report("sales-summary", first, month_end(first))

    def open_months(self, first: str, last: str) -> None:
        """Months "2025-12" to "2026-11": one sales summary over them."""
        start = date.fromisoformat(f"{first}-01")
        self.open_report("sales-summary", start, month_end(date.fromisoformat(f"{last}-01")))

    def open_supplier(self, supplier_id: int) -> None:
        """A supplier owed most: the statement of every line behind the balance."""
        self.openRequested.emit(Drill(DrillKind.SUPPLIER, supplier_id, None, self.today))

    def open_customer(self, customer_id: int) -> None:
        """A top debtor: the statement of every line behind the balance."""
        self.openRequested.emit(Drill(DrillKind.CUSTOMER, customer_id, None, self.today))


def _key_of(books: Books, day: date, period: Period) -> FiguresKey:
    from app import __version__
    from app.reports.landing_snapshot import FiguresKey
    from app.store.ledger_status import cache_state

    return FiguresKey(cache_state(books.conn), day, period.value, __version__)
