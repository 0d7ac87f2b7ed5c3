"""The whole app, composed as ``app.desktop`` composes it, for tests that drive windows."""

from __future__ import annotations

import asyncio
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path

from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from app.api.client import ApiClient
from app.api.connection import Connection
from app.cli.demo import DemoCompany, SessionOpener
from app.store.paths import AppPaths
from app.store.profiles import Profile, ProfileStore
from app.store.secrets import TokenVault
from app.viewmodels.errors import ErrorPresenter
from app.viewmodels.shell.main_window import ConnectionState, MainWindowViewModel
from app.views.shell.main_window import MainWindow


class FixedOpener:
    """Opens every profile on one given server and token (a test tenant)."""

    def __init__(self, connection: Connection) -> None:
        self.connection = connection

    async def open_client(self, profile: Profile) -> ApiClient:
        return ApiClient(self.connection)


@dataclass
class RunningApp:
    window: MainWindow
    view_model: MainWindowViewModel
    errors: ErrorPresenter
    profiles: ProfileStore
    vault: TokenVault
    paths: AppPaths


@contextmanager
def running_app(
    qtbot: QtBot,
    home: Path,
    *,
    opener: object | None = None,
    wait_online: bool = True,
    updates: object | None = None,
) -> Iterator[RunningApp]:
    """The main window on the demo company (or ``opener``'s server), shown and connected.

    Teardown shuts the view-models down through the loop, as ``app.desktop`` does on quit.
    """
    errors = ErrorPresenter()
    vault = TokenVault()
    paths = AppPaths.resolve(home)
    profiles = ProfileStore(paths.app_database)
    demo = DemoCompany(paths.demo_database, rate_limits=False)
    view_model = MainWindowViewModel(
        profiles=profiles,
        opener=opener or SessionOpener(demo, vault),  # type: ignore[arg-type]
        errors=errors,
        store_dir=paths.profile_stores,
    )
    window = MainWindow(
        view_model,
        vault=vault,
        errors=errors,
        paths=paths,
        updates=updates,  # type: ignore[arg-type]
    )
    qtbot.addWidget(window)
    window.show()
    # Shortcuts (Ctrl+S, Ctrl+N, Delete) only fire in the active window, as on a desktop.
    window.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is window, timeout=5000)
    view_model.start()
    if wait_online:
        qtbot.waitUntil(
            lambda: view_model.connection_state is ConnectionState.ONLINE, timeout=15000
        )
    try:
        yield RunningApp(window, view_model, errors, profiles, vault, paths)
    finally:
        task = asyncio.ensure_future(view_model.shutdown())
        qtbot.waitUntil(task.done, timeout=10000)
        task.result()
        demo.stop()
        profiles.close()


def wait_for_cache(qtbot: QtBot, running: RunningApp, *lists: str, timeout: int = 30000) -> None:
    """Until the background sync has put each named list (``app/sync/sources.py`` names,
    e.g. "stock_items", "customers") in the profile's cache, as pickers need."""
    from app.store.reference_cache import ReferenceCache

    def cached() -> bool:
        session = running.view_model.session
        if session is None or session.store is None:
            return False
        cache = ReferenceCache(session.store)
        return all(
            (state := cache.state(name)) is not None and state.last_full_sync is not None
            for name in lists
        )

    qtbot.waitUntil(cached, timeout=timeout)
