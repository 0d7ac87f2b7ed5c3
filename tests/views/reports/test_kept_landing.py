"""A second start draws the landing dashboard from the profile's kept ledger cache before
any session exists, and the session that opens later takes that same page over.

The server answers late here: the profile's client opens only when the test lets it, so
whatever the window shows until then it has from the cache file alone.
"""

from __future__ import annotations

import asyncio
from pathlib import Path

from pytestqt.qtbot import QtBot

from app.api.client import ApiClient
from app.cli.demo import DemoCompany, SessionOpener
from app.reports.figures import Dashboard
from app.store.paths import AppPaths
from app.store.profiles import Profile
from app.store.secrets import TokenVault
from app.viewmodels.reports.table import Drill, DrillKind
from app.views.reports.dashboard import DashboardView
from app.views.reports.report_view import ReportView
from tests.support.app import running_app
from tests.support.app_ledger import sync_ledger
from tests.support.arabic import arabic_app, latin_numbers


class LateOpener:
    """The demo company's opener, holding every client back until ``answer()``."""

    def __init__(self, home: Path) -> None:
        paths = AppPaths.resolve(home)
        self.demo = DemoCompany(paths.demo_database, rate_limits=False)
        self.opener = SessionOpener(self.demo, TokenVault())
        self.asked = False
        self._go = asyncio.Event()

    def answer(self) -> None:
        self._go.set()

    async def open_client(self, profile: Profile) -> ApiClient:
        self.asked = True
        await self._go.wait()
        return await self.opener.open_client(profile)


def first_start(qtbot: QtBot, home: Path) -> Dashboard:
    """A first start that syncs the ledger cache: the landing dashboard's figures as the
    sync left the cache."""
    with running_app(qtbot, home) as first:
        sync_ledger(qtbot, first)
        landing = first.window.center.currentWidget()
        assert isinstance(landing, DashboardView)
        qtbot.waitUntil(lambda: landing.view_model.figures is not None, timeout=15000)
        qtbot.waitUntil(lambda: not landing.view_model.busy, timeout=15000)
        landing.view_model.refresh()  # the figures of the cache as the sync left it
        qtbot.waitUntil(lambda: not landing.view_model.busy, timeout=15000)
        synced_figures = landing.view_model.figures
    assert synced_figures is not None and synced_figures.receivables_total > 0
    return synced_figures


def test_a_second_start_shows_the_kept_figures_before_the_session_and_keeps_the_page(
    qtbot: QtBot, qloop: object, home: Path, screenshot
) -> None:
    synced_figures = first_start(qtbot, home)

    late = LateOpener(home)
    try:
        with running_app(qtbot, home, opener=late, wait_online=False) as second:
            window = second.window
            qtbot.waitUntil(lambda: late.asked, timeout=10000)
            kept = window.center.currentWidget()
            assert isinstance(kept, DashboardView)
            qtbot.waitUntil(lambda: kept.view_model.figures is not None, timeout=10000)
            # No session yet, and the page shows what the synced cache holds.
            assert second.view_model.session is None
            figures = kept.view_model.figures
            assert figures is not None
            assert figures.receivables_total == synced_figures.receivables_total
            assert figures.cash_total == synced_figures.cash_total
            assert figures.sales_period_total == synced_figures.sales_period_total
            assert figures.unposted_count == synced_figures.unposted_count
            # The figures the last session kept beside the cache are still the cache's:
            # drawn as they are, nothing computed; and the company's currency is known
            # before the session, so the USD bank's card total says its currency.
            assert figures == synced_figures
            assert kept.first_figures is None, "kept figures drawn, not computed again"
            assert kept.home_currency == "EGP"
            assert any(row.currency == "USD" for row in figures.cash_accounts)
            assert kept.cash.figure.text().startswith("EGP ")
            assert kept.freshness.text()  # "As of ..." the last sync
            screenshot(window, "kept_landing_before_session")

            # A figure opened before the session says why nothing opens yet.
            kept.view_model.openRequested.emit(Drill(DrillKind.REPORT, "trial-balance", None, None))
            assert "Connecting" in window.statusBar().currentMessage()

            late.answer()
            qtbot.waitUntil(lambda: second.view_model.session is not None, timeout=15000)
            # The session took the same page over: not built again.
            assert window.center.currentWidget() is kept
            kept.view_model.open_report("trial-balance")
            qtbot.waitUntil(lambda: isinstance(window.tabs.currentWidget(), ReportView))
    finally:
        late.demo.stop()


def test_in_arabic_the_kept_figures_read_in_arabic_before_the_session(
    qtbot: QtBot, qloop: object, home: Path, tmp_path: Path, screenshot
) -> None:
    synced_figures = first_start(qtbot, home)
    late = LateOpener(home)
    try:
        with arabic_app(
            qtbot, home, tmp_path / "translations", opener=late, wait_online=False
        ) as arabic:
            window = arabic.running.window
            qtbot.waitUntil(lambda: late.asked, timeout=10000)
            kept = window.center.currentWidget()
            assert isinstance(kept, DashboardView)
            assert kept.view_model.figures == synced_figures
            assert arabic.running.view_model.session is None
            window.resize(1280, 800)
            qtbot.wait(50)
            assert not latin_numbers(kept), "every figure in Arabic-Indic digits"
            assert "EGP" in kept.cash.figure.text()
            screenshot(window, "kept_landing_before_session_ar")
            late.answer()
            qtbot.waitUntil(lambda: arabic.running.view_model.session is not None, timeout=15000)
            assert window.center.currentWidget() is kept
    finally:
        late.demo.stop()
