"""The desktop app: the Qt/asyncio loop, the main window on the demo company or the profile
used last, and the teardown in order; ``--self-test`` runs the same offscreen.

``app.main`` imports this module only once it knows a window is wanted (the runners and the
demo company's server process never load Qt), and after PySide6's import hook has been
made cheap (``app.main.import_pyside``).
"""

from __future__ import annotations

import asyncio
import logging
import os
import sys
import tempfile
import time
import traceback
from collections.abc import Callable, Sequence
from pathlib import Path
from types import TracebackType
from typing import TYPE_CHECKING

import qasync
from PySide6.QtCore import QMessageLogContext, Qt, QTimer, QtMsgType, qInstallMessageHandler
from PySide6.QtWidgets import QApplication

from app import __version__
from app.cli.demo import DemoCompany, SessionOpener
from app.qt_platform import is_platform_failure, platform_failure_text
from app.store.instance import InstanceLock
from app.store.logs import configure_logging
from app.store.paths import AppPaths
from app.store.profiles import ProfileStore
from app.store.recovery import open_profiles
from app.store.resources import (
    TranslationBuildError,
    catalogues,
    icon_file,
    prepared_translations,
    translations_dir,
)
from app.store.secrets import TokenVault
from app.updates.feed import FEED_PREFERENCE, feed_settings
from app.viewmodels.errors import ErrorPresenter
from app.viewmodels.shell.housekeeping import MainThreadGarbageCollector, freeze_what_is_loaded
from app.viewmodels.shell.main_window import ConnectionState, MainWindowViewModel
from app.viewmodels.shell.preferences import load_preferences
from app.viewmodels.shell.translations import CatalogueProblem, check_catalogues
from app.viewmodels.shell.updates import UpdatesViewModel
from app.views.shell.instance import FolderBusy, InstanceServer, claim_data_folder
from app.views.shell.language import apply_language
from app.views.shell.main_window import MainWindow

if TYPE_CHECKING:
    from app.updates.service import UpdateService

log = logging.getLogger("app")

SELF_TEST_TIMEOUT_SECONDS = 60.0
AFTER_SHOWN_MS = 50
"""What need not be there as the window first draws and answers waits this long after
the show: the window's icon."""
HANDOVER_AFTER_MS = 500
"""The hand-over socket (and Qt's network module, some 15 ms to load) waits until the
window has drawn its landing page's first figures; a later launch meanwhile retries for
``HANDOVER_WAIT_SECONDS`` until it listens (``claim_data_folder``)."""


def _import_landing_page() -> None:
    """The landing dashboard's modules (called on the session's worker thread)."""
    import app.views.reports.screens
    import app.views.widgets.length_limit  # noqa: F401


def run_desktop(argv: Sequence[str]) -> int:
    """The main window on this user's data folder, until the clerk quits."""
    paths = AppPaths.resolve()
    paths.make_private()
    configure_logging(paths)
    # One app per data folder: a second launch hands over to the first and exits 0.
    try:
        lock = claim_data_folder(paths.data_dir, list(argv), lock=InstanceLock(paths.data_dir))
    except FolderBusy as exc:
        log.error("not started: %s", exc)
        print(f"backoffice: {exc}", file=sys.stderr)
        return 1
    if lock is None:
        log.info("another Back Office Desktop runs on %s: handed over to it", paths.data_dir)
        return 0
    try:
        log.info("Back Office Desktop %s starting; data in %s", __version__, paths.data_dir)
        return _run_gui(paths, self_test=False)
    finally:
        lock.release()


_platform_messages: list[str] = []  # what Qt said about its platform plugin, kept for a fatal


def _log_qt_messages(kind: QtMsgType, context: QMessageLogContext, message: str) -> None:
    """Qt's own warnings go to the log file, not to the clerk's terminal. A fatal one (Qt
    aborts after it) is said on the terminal too, and the app exits 1 instead of aborting:
    when the platform plugin cannot load, with what is missing and how to install it."""
    level = {
        QtMsgType.QtDebugMsg: logging.DEBUG,
        QtMsgType.QtInfoMsg: logging.INFO,
        QtMsgType.QtWarningMsg: logging.WARNING,
    }.get(kind, logging.ERROR)
    logging.getLogger("qt").log(level, "%s (%s)", message, context.category)
    if (context.category or "").startswith("qt.qpa"):
        _platform_messages.append(message)
    if kind == QtMsgType.QtFatalMsg:
        _exit_on_fatal(message)


def _exit_on_fatal(message: str) -> None:
    if is_platform_failure(message):
        text = platform_failure_text([*_platform_messages, message.split("\n\n")[0]])
    else:
        text = f"Back Office Desktop stopped: Qt reported a fatal error: {message}"
    log.critical("%s", text)
    logging.shutdown()  # the log file has it too
    print(text, file=sys.stderr, flush=True)
    os._exit(1)  # Qt would abort (SIGABRT) once this handler returns


def _prepared_translations(paths: AppPaths) -> Path:
    """The translations folder, its missing or out-of-date ``.qm`` compiled first (see
    ``prepared_translations``); a failure is logged and the app goes on in English."""
    fallback = paths.data_dir / "translations"
    try:
        directory, compiled = prepared_translations(fallback)
    except (TranslationBuildError, OSError) as exc:
        log.warning("translations not compiled: %s", exc)
        return fallback if catalogues(fallback) else translations_dir()
    for path in compiled:
        log.info("compiled the translation catalogue %s", path)
    return directory


def _run_gui(paths: AppPaths, *, self_test: bool) -> int:
    qInstallMessageHandler(_log_qt_messages)
    # Qt 6's default, said out loud: a 150 % screen scales by 1.5 (not rounded to 2, which
    # makes everything too big, nor to 1, too small); icons and fonts are drawn for it.
    QApplication.setHighDpiScaleFactorRoundingPolicy(
        Qt.HighDpiScaleFactorRoundingPolicy.PassThrough
    )
    app = QApplication.instance() or QApplication(sys.argv[:1])
    assert isinstance(app, QApplication)
    app.setApplicationName("Back Office Desktop")
    app.setOrganizationName("BackOffice")
    app.setApplicationVersion(__version__)
    # Closing the last window must not stop the loop before our cleanup awaits have run.
    app.setQuitOnLastWindowClosed(False)
    with asyncio.Runner(loop_factory=lambda: qasync.QEventLoop(app)) as runner:
        code = runner.run(_run(paths, self_test=self_test))
    # Install and restart: the new version starts once this one has written its drafts
    # and let go of the data folder.
    restart_into_an_installed_update()
    return code


def restart_into_an_installed_update() -> bool:
    """Starts the update installed during this session, if one was (``request_restart``).
    Only installing asks for it, and installing imports the installer: a session that never
    did has no restart to make and needs not load the installer (its start-up either)."""
    installer = sys.modules.get("app.updates.install")
    return installer is not None and bool(installer.restart_if_requested())


async def _run(paths: AppPaths, *, self_test: bool) -> int:
    collector = MainThreadGarbageCollector()
    errors = ErrorPresenter()
    _route_uncaught_errors(errors)
    vault = TokenVault()
    profiles, damaged_profiles = open_profiles(paths.app_database)
    app = QApplication.instance()
    assert isinstance(app, QApplication)
    # Before any widget exists: widgets take their direction and texts when built.
    translations = _prepared_translations(paths)
    translators = apply_language(app, load_preferences(profiles), translations)
    demo = DemoCompany(
        paths.demo_database, own_process=True, log_file=paths.log_dir / "demo-company.log"
    )
    if profiles.current().is_demo:
        # Its process starts now, beside the window, and serves by the time the session's
        # modules have loaded: it no longer starts only once they have, while the landing
        # dashboard waits for the session (its figures, a second start's, from the cache).
        demo.start_soon()
    main_vm = MainWindowViewModel(
        profiles=profiles,
        opener=SessionOpener(demo, vault),
        errors=errors,
        store_dir=paths.profile_stores,
    )
    # The landing dashboard's modules (the main window's page while no tab is open, built
    # as the session opens) load with the session's, off the main thread.
    main_vm.load_landing = _import_landing_page
    updates = UpdatesViewModel(_update_service(profiles, paths), errors)
    window = MainWindow(main_vm, vault=vault, errors=errors, paths=paths, updates=updates)
    quit_requested: asyncio.Future[None] = asyncio.get_running_loop().create_future()

    def request_quit() -> None:
        if not quit_requested.done():
            quit_requested.set_result(None)

    window.quitRequested.connect(request_quit)
    instance: InstanceServer | None = None

    def listen_for_later_launches() -> None:
        nonlocal instance
        if not quit_requested.done():
            instance = InstanceServer(paths.data_dir)
            instance.activated.connect(lambda _arguments: _bring_to_front(window))
            instance.listen()

    window.show()
    # Its icon once it has drawn and answered: the .ico's seven drawings take some 2 ms to
    # read and QIcon's class more to build, and the window system takes an icon at any time
    # (a frozen bundle's program has its own).
    QTimer.singleShot(AFTER_SHOWN_MS, window, lambda: _set_window_icon(app))
    if damaged_profiles is not None:
        from app.viewmodels.shell.recovery import profiles_repaired_message  # (rarely needed)

        errors.presented.emit(profiles_repaired_message(damaged_profiles))
    freeze_what_is_loaded()  # full collections walk only what the session creates
    # The session opens (its modules imported on a worker thread, the demo company started)
    # once the window has drawn and answered its first events, not competing with them.
    opening: asyncio.Future[None] = asyncio.get_running_loop().create_future()

    def open_session() -> None:
        main_vm.start()
        if not self_test:
            updates.start()  # with a release feed only: the demo build never calls out
        opening.set_result(None)

    QTimer.singleShot(0, window, open_session)
    if not self_test:
        # The hand-over socket opens once the window has drawn and answered its first
        # events, and its first figures; a launch in between finds the folder locked and
        # retries until it listens (claim_data_folder), so none is lost.
        QTimer.singleShot(HANDOVER_AFTER_MS, window, listen_for_later_launches)
    try:
        if self_test:
            await opening
            return await _self_test_steps(window, main_vm, translations)
        await quit_requested
        return 0
    finally:
        if instance is not None:
            instance.close()
        window.hide()
        await updates.shutdown()
        await main_vm.shutdown()
        await asyncio.to_thread(demo.stop)
        profiles.close()
        window.deleteLater()
        collector.stop()
        for translator in translators:
            app.removeTranslator(translator)
        log.info("stopped")


def _update_service(profiles: ProfileStore, paths: AppPaths) -> UpdateService | None:
    """The updates of this copy, or None when no release feed is set (or the bundle has
    no trusted root for one): then nothing ever calls out."""
    feed = feed_settings(profiles.preference(FEED_PREFERENCE))
    if feed is None:
        return None
    from app.updates.service import UpdateService  # (python-tuf: only with a feed)

    return UpdateService.for_this_program(
        feed, cache_dir=paths.data_dir / "updates", current_version=__version__
    )


def _set_window_icon(app: QApplication) -> None:
    from app.views.shell.app_icon import app_icon  # (QIcon's class is built here, not at start)

    app.setWindowIcon(app_icon(icon_file()))


def _bring_to_front(window: MainWindow) -> None:
    """Another launch on this data folder: show this window instead of a second app."""
    if window.isMinimized():
        window.showNormal()
    window.show()
    window.raise_()
    window.activateWindow()


def _route_uncaught_errors(errors: ErrorPresenter) -> None:
    """Exceptions raised in Qt slots and loop callbacks reach the presenter, not a crash."""

    def hook(kind: type[BaseException], error: BaseException, tb: TracebackType | None) -> None:
        log.error("uncaught: %s", "".join(traceback.format_exception(kind, error, tb)))
        errors.present(error, "Unexpected error")

    sys.excepthook = hook

    def loop_handler(loop: asyncio.AbstractEventLoop, context: dict[str, object]) -> None:
        error = context.get("exception")
        if isinstance(error, BaseException):
            errors.present(error, "Unexpected error")
        else:
            log.error("event loop: %s", context.get("message"))

    asyncio.get_running_loop().set_exception_handler(loop_handler)


# ------------------------------------------------------------------------- the self-test
def self_test() -> int:
    """Offscreen, on a fresh temporary demo company; prints each step."""
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    started = time.monotonic()
    with tempfile.TemporaryDirectory(prefix="backoffice-self-test-") as home:
        paths = AppPaths.resolve(Path(home))
        paths.make_private()
        handler = configure_logging(paths)
        print(f"self-test: Back Office Desktop {__version__}, data folder {paths.data_dir}")
        try:
            code = _run_gui(paths, self_test=True)
        except Exception as exc:  # the self-test must end with a message, never a traceback
            print(f"self-test: FAILED: {type(exc).__name__}: {exc}", file=sys.stderr)
            log.exception("self-test failed")
            code = 1
        logging.getLogger().removeHandler(handler)
        handler.close()
    print(f"self-test: {'ok' if code == 0 else 'FAILED'} in {time.monotonic() - started:.1f} s")
    return code


async def _self_test_steps(
    window: MainWindow, main_vm: MainWindowViewModel, translations: Path
) -> int:
    loop = asyncio.get_running_loop()
    deadline = loop.time() + SELF_TEST_TIMEOUT_SECONDS

    async def until(condition: Callable[[], bool], what: str) -> None:
        while not condition():
            if loop.time() > deadline:
                raise TimeoutError(f"timed out waiting for {what}")
            await asyncio.sleep(0.02)

    def fail(reason: str) -> int:
        print(f"self-test: FAILED: {reason}", file=sys.stderr)
        return 1

    print("self-test: main window shown")
    try:
        await until(lambda: main_vm.session is not None or not main_vm.busy, "the demo company")
        if main_vm.session is None:
            return fail("the demo company did not open (see the log)")
        print(f"self-test: demo company served at {main_vm.session.client.connection.api_root}")
        await until(lambda: main_vm.connection_state is not ConnectionState.CONNECTING, "probe")
        if main_vm.connection_state is not ConnectionState.ONLINE:
            return fail(f"connection state is {main_vm.connection_state.value}")
        screen = window.open_entry("taxes")
        if screen is None:
            return fail("Master data > Taxes did not open")
        from app.viewmodels.accounting.tax_list import TaxListViewModel

        taxes = screen.view_model
        assert isinstance(taxes, TaxListViewModel)
        await until(lambda: not taxes.busy, "the taxes list")
        if taxes.error:
            return fail(f"the taxes list did not load: {taxes.error}")
        rows = taxes.model.rowCount()
        if rows == 0:
            return fail("the taxes list is empty")
        print(f"self-test: taxes list loaded through the API: {rows} taxes")
        languages = check_catalogues(translations)
        print(f"self-test: translations found in {translations}: {', '.join(languages)}")
    except (TimeoutError, CatalogueProblem) as exc:
        return fail(str(exc))
    return 0
