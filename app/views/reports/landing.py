"""The landing dashboard: the main window's page while no tab is open.

On a start with a kept ledger cache it is built from that cache before any session
exists (``build_kept_dashboard``): the figures a manager read last time are the first
thing the window shows, while the session's modules (the API client, its models: most of
a second) load and the server is reached. Where the figures kept beside the cache are
still the cache's (``app.reports.landing_snapshot``) they are drawn as they are, with
neither the engine nor the cache's module loaded; otherwise they are computed from the
file alone. Once the
session opens it takes the same page over (``attach_session``): drilling opens reports,
Refresh asks the server, and the page follows the background ledger sync.

This module imports only what drawing the cached figures needs; the report screens
(``app.views.reports.screens``) load when a figure is first opened.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QTimer
from PySide6.QtWidgets import QAbstractButton

from app import __version__, clock
from app.reports.landing_snapshot import read_kept_figures
from app.viewmodels.reports.dashboard import START_PERIOD, DashboardViewModel
from app.viewmodels.reports.source import LedgerSource
from app.viewmodels.reports.table import Drill
from app.viewmodels.shell.main_window import ConnectionState
from app.views.reports.dashboard import DashboardView
from app.views.widgets.screen import Screen

if TYPE_CHECKING:
    from app.viewmodels.session import Session
    from app.views.shell.main_window import MainWindow

translate = QCoreApplication.translate

NOT_YET_CONNECTED_MS = 5_000


def build_kept_dashboard(window: MainWindow, ledger: Path) -> DashboardView:
    """The landing dashboard over the kept ledger cache file ``ledger``, before a session:
    the kept figures where they are current, else computed at once (``view.first_figures``
    is that computation)."""
    source = LedgerSource(ledger)
    source.offline = lambda: window.view_model.connection_state is ConnectionState.OFFLINE
    view_model = DashboardViewModel(source, window.errors)
    view_model.remember_beside(ledger)
    kept = read_kept_figures(
        ledger, day=clock.today(), period=START_PERIOD.value, program=__version__
    )
    drawn = view_model.restore(kept)
    view = DashboardView(view_model)
    view_model.openRequested.connect(lambda drill: _open_behind(window, drill))
    if not drawn:
        view.first_figures = view_model.refresh()
    return view


def attach_session(window: MainWindow, view: DashboardView, session: Session) -> None:
    """The session that opened takes over the landing dashboard built from its cache:
    the company's own currency, and the background sync's updates and Refresh."""
    from app.viewmodels.session import session_company

    if view.view_model.set_home_currency(session_company(session).currency):
        view.show_figures()
    view.view_model.watch()  # follows the cache, whoever syncs it (a command line too)
    follow_ledger(window, view, view.view_model.check_cache, view.refresh_button)


def _open_behind(window: MainWindow, drill: Drill) -> None:
    """What lies behind a figure, once a session is open to read it with."""
    session = window.view_model.session
    if session is None:
        window.statusBar().showMessage(
            translate("Dashboard", "Connecting… the report opens once the company is open."),
            NOT_YET_CONNECTED_MS,
        )
        return
    from app.views.reports.screens import follow

    follow(window, session, drill)


def follow_ledger(
    window: MainWindow, view: Screen, check: Callable[[], None], refresh: QAbstractButton
) -> None:
    """``check`` each time the session's background ledger sync has updated the cache, and
    ``refresh`` (the screen's Refresh) asks the server too: an incremental ledger sync
    starts, whose end recomputes the figures, or says they are the cache's when the server
    does not answer. The landing dashboard is built as the session opens, just before its
    ledger work starts: connect once the event loop comes back to it."""

    def connect() -> None:
        ledger = window.view_model.ledger
        if ledger is not None:
            view.listen(ledger.updated, check)
            view.listen(refresh.clicked, lambda *_: ledger.sync_now())

    QTimer.singleShot(0, view, connect)
