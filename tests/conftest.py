"""Fixtures shared by every test: offscreen Qt, a test keychain, the qasync loop, sandboxes."""

from __future__ import annotations

import asyncio
import gc
import os
import sys
from collections.abc import AsyncIterator, Iterator
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

# Before anything imports Qt: tests run without a display, on one screen of a fixed size
# (1280x840 at 96 dpi, tests/support/offscreen_screen.json: a 1280x800 window and its
# title bar) whatever the machine, so that where the window opens and how a screen lays
# out is the same everywhere (Qt's offscreen screen is otherwise 800x800).
os.environ["QT_QPA_PLATFORM"] = (
    f"offscreen:configfile={Path(__file__).parent / 'support' / 'offscreen_screen.json'}"
    if os.environ.get("QT_QPA_PLATFORM", "offscreen") == "offscreen"
    else os.environ["QT_QPA_PLATFORM"]
)

import keyring
import pytest
import qasync
from fastapi import FastAPI
from PySide6.QtWidgets import QApplication, QWidget

from app.api.client import ApiClient
from app.sandbox.app import create_app
from app.sandbox.db import Database
from app.sandbox.routing import SandboxState
from app.store.paths import HOME_VARIABLE
from app.viewmodels.shell.housekeeping import collect_if_due
from app.views.widgets.screenshot import save_screenshot
from tests.support.faked_clock import faketime_problem
from tests.support.keyrings import MemoryKeyring
from tests.support.sandbox import (
    Tenant,
    api_client,
    close_demo_template,
    live_server,
    new_tenant,
)

SCREENSHOTS = Path(__file__).parent / "artifacts" / "screenshots"


def pytest_configure(config: pytest.Config) -> None:
    """Stop at once, with one line, under a libfaketime that would hang the run."""
    problem = faketime_problem(os.environ)
    if problem is not None:
        pytest.exit(problem, returncode=pytest.ExitCode.USAGE_ERROR)


@pytest.fixture(scope="session", autouse=True)
def _collect_garbage_on_the_main_thread() -> Iterator[None]:
    """As the app does (app.viewmodels.shell.housekeeping): the live sandbox and executor threads
    must never run the cyclic collector, or a QObject may die off the GUI thread."""
    gc.disable()
    yield
    gc.enable()


@pytest.fixture(autouse=True)
def _collect_after_each_test() -> Iterator[None]:
    yield
    collect_if_due(gc.get_threshold())


@pytest.fixture(autouse=True)
def home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """Every test gets its own data and log folders."""
    home = tmp_path / "home"
    monkeypatch.setenv(HOME_VARIABLE, str(home))
    return home


@pytest.fixture(autouse=True)
def memory_keyring() -> Iterator[MemoryKeyring]:
    """Headless machines have no keychain: tests get one in memory."""
    previous = keyring.get_keyring()
    backend = MemoryKeyring()
    keyring.set_keyring(backend)
    yield backend
    keyring.set_keyring(previous)


# -- sandbox ---------------------------------------------------------------------------------
@pytest.fixture(scope="session", autouse=True)
def _demo_template() -> Iterator[None]:
    """``new_tenant`` builds the demo company once per process and copies it into each
    test's database; closed at the end."""
    yield
    close_demo_template()


@pytest.fixture(scope="session")
def migrated_database() -> Iterator[Database]:
    """An empty database at the latest schema, copied by every test's ``db``."""
    database = Database(":memory:")
    yield database
    database.close()


@pytest.fixture
def db(migrated_database: Database) -> Iterator[Database]:
    database = migrated_database.clone()
    yield database
    database.close()


@pytest.fixture
def tenant(db: Database) -> Tenant:
    """The demo company with an all-scopes API user."""
    return new_tenant(db)


@pytest.fixture(scope="session")
def shared_sandbox_app(migrated_database: Database) -> FastAPI:
    """One sandbox app for the whole run: building one costs about 130 ms (FastAPI analyses
    every route), and an app finds its database in ``app.state`` at each request."""
    return create_app(migrated_database, rate_limits=False)


@pytest.fixture
def sandbox_app(shared_sandbox_app: FastAPI, db: Database) -> FastAPI:
    """The sandbox app on this test's database, rate limits off (tests that need them set
    ``app.state.sandbox.rate_limits`` or build their own)."""
    shared_sandbox_app.state.sandbox = SandboxState(db=db, rate_limits=None)
    return shared_sandbox_app


@pytest.fixture
async def api(sandbox_app: FastAPI, tenant: Tenant) -> AsyncIterator[ApiClient]:
    client = api_client(sandbox_app, tenant)
    yield client
    await client.aclose()


@pytest.fixture(scope="session")
def live_db(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Database]:
    database = Database(tmp_path_factory.mktemp("live") / "sandbox.sqlite3")
    yield database
    database.close()


@pytest.fixture(scope="session")
def live_url(live_db: Database) -> Iterator[str]:
    """One sandbox server on a loopback port for the whole run; tests use their own tenant."""
    with live_server(live_db) as url:
        yield url


@pytest.fixture
def live_tenant(live_db: Database) -> Tenant:
    return new_tenant(live_db)


# -- Qt and asyncio ----------------------------------------------------------------------------
@pytest.fixture
def qloop(qapp: QApplication, qtbot: object) -> Iterator[qasync.QEventLoop]:
    """The qasync loop for *sync* pytest-qt tests: qtbot.waitUntil/waitSignal drive it.

    Teardown cancels leftover tasks and lets them finish, but never calls loop.stop(): that
    calls QApplication.exit(), after which every later nested Qt loop returns at once.
    """
    asyncgen_hooks = sys.get_asyncgen_hooks()
    loop = qasync.QEventLoop(qapp, already_running=True)
    # qasync's own default executor starts ten QThreads per loop and nobody stops them in a
    # loop that is never closed; an executor we own is shut down below.
    executor = ThreadPoolExecutor(max_workers=4, thread_name_prefix="test-loop")
    loop.set_default_executor(executor)
    asyncio.set_event_loop(loop)
    yield loop
    pending = [task for task in asyncio.all_tasks(loop) if not task.done()]
    for task in pending:
        task.cancel()
    if pending:
        qtbot.waitUntil(lambda: all(task.done() for task in pending), timeout=5000)  # type: ignore[attr-defined]
    # Closing a transport only schedules the socket's release (call_soon): let the loop
    # run those callbacks before it is closed, or the sockets leak (ResourceWarning).
    qtbot.wait(50)  # type: ignore[attr-defined]
    asyncio.set_event_loop(None)
    executor.shutdown(wait=True)
    # An already-running qasync loop registers itself as *the* running loop and installs
    # its async-generator hooks; undo both, or every later asyncio test finds "another loop
    # running". (Stopping the loop is not an option, see above.)
    asyncio.events._set_running_loop(None)
    sys.set_asyncgen_hooks(*asyncgen_hooks)
    # Then close it, so its selector and self-pipe are released: close() refuses a running
    # loop, and an "already running" loop never stops, so lower qasync's flag first.
    qapp.aboutToQuit.disconnect(loop._after_run_forever)
    loop._QEventLoop__is_running = False  # type: ignore[attr-defined]
    loop.close()


@pytest.fixture
def screenshot(request: pytest.FixtureRequest) -> object:
    """``screenshot(widget, "name")`` saves tests/artifacts/screenshots/name.png."""

    def save(widget: QWidget, name: str) -> Path:
        return save_screenshot(widget, SCREENSHOTS / f"{name}.png")

    return save
