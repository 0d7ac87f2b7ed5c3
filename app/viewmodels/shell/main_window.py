"""The main window's state: the session (profile + client), connection and quota."""

from __future__ import annotations

import asyncio
import contextlib
import logging
from collections.abc import Awaitable, Callable
from enum import StrEnum
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QDateTime, QLocale, QObject, Signal

from app.store.profiles import Profile, ProfileKind, ProfileStore
from app.viewmodels.errors import ErrorPresenter
from app.viewmodels.shell.housekeeping import freeze_what_is_loaded
from app.viewmodels.shell.navigation import NavigationArea, navigation
from app.viewmodels.tasks import TaskOwner

if TYPE_CHECKING:
    from app.api.client import RequestEvent
    from app.api.ratelimit import RateLimitStatus
    from app.store.local import LocalStore

    # Re-exported for the window, which is handed them by the composition root and keeps
    # them for its dialogs (views import no store module: pyproject's contract).
    from app.store.paths import AppPaths as AppPaths
    from app.store.secrets import TokenVault as TokenVault
    from app.viewmodels.background import BackgroundWork
    from app.viewmodels.ledger import LedgerWork
    from app.viewmodels.session import Session, SessionOpener

SESSION_MODULES = (
    "app.api.client",
    "app.store.local",
    "app.viewmodels.session",
    "app.viewmodels.background",
    "app.viewmodels.ledger",
)
"""What a session needs (httpx, pydantic, every resource and its models: half a second and
more; the ledger's sync, which every session with a store starts). Not imported with this
module: the window shows first, and they are imported on a worker thread while it answers
(``load_session_modules``)."""


def _load_first_request_modules() -> None:
    """What the session's first request would import on the main thread, before the landing
    dashboard can draw (httpcore's locks and events are anyio's, whose asyncio backend anyio
    imports on first use: some 30 ms). Imported with the session's modules when this version
    of anyio has it; otherwise the first request imports what it needs, as it always did."""
    with contextlib.suppress(ImportError):
        import anyio._backends._asyncio  # noqa: F401


def load_session_modules(also: Callable[[], object] | None = None) -> None:
    """Import ``SESSION_MODULES``, then what ``also`` imports (the landing page's modules,
    which the composition root names), then what the first request would import (call it
    on a worker thread); then freeze what they built (their classes and schemas live as
    long as the app: see ``freeze_what_is_loaded``)."""
    # Plain imports (the names of SESSION_MODULES): what they bring is visible to
    # import-linter; tests/test_visible_imports.py keeps the two lists the same.
    import app.api.client
    import app.store.local
    import app.viewmodels.background
    import app.viewmodels.ledger
    import app.viewmodels.session  # noqa: F401  (imported for what it loads)

    if also is not None:
        also()
    _load_first_request_modules()
    freeze_what_is_loaded()


translate = QCoreApplication.translate
log = logging.getLogger(__name__)


def _listening_to_nothing() -> None:
    """What stops listening while no session's client is listened to."""


def _log_failure(task: asyncio.Task[None]) -> None:
    """A session's closing that failed, logged (its callers see the failure too)."""
    if not task.cancelled() and (error := task.exception()) is not None:
        log.error("closing the session failed", exc_info=error)


def profile_title(profile: Profile) -> str:
    """The name a profile is shown by: the demo company's in the clerk's language (its
    stored name is the English one the app gave it), a server profile's as the clerk typed it."""
    if profile.kind is ProfileKind.DEMO:
        return translate("MainWindow", "Demo company")
    return profile.name


class ConnectionState(StrEnum):
    CONNECTING = "connecting"
    ONLINE = "online"
    OFFLINE = "offline"
    TOKEN_REFUSED = "token-refused"
    SERVER_PROBLEM = "server-problem"
    NOT_CONNECTED = "not-connected"


def _connection_text(state: ConnectionState) -> str:
    return {
        ConnectionState.CONNECTING: translate("MainWindow", "Connecting…"),
        ConnectionState.ONLINE: translate("MainWindow", "Online"),
        ConnectionState.OFFLINE: translate("MainWindow", "Offline"),
        ConnectionState.TOKEN_REFUSED: translate("MainWindow", "Token refused"),
        ConnectionState.SERVER_PROBLEM: translate("MainWindow", "Server problem"),
        ConnectionState.NOT_CONNECTED: translate("MainWindow", "Not connected"),
    }[state]


def connection_state_after(event: RequestEvent) -> ConnectionState:
    """What one request says about the connection (any answer at all means reachable)."""
    from app.api import errors as api_errors

    match event.error:
        case None:
            return ConnectionState.ONLINE
        case api_errors.TransportError():
            return ConnectionState.OFFLINE
        case api_errors.Unauthorized():
            return ConnectionState.TOKEN_REFUSED
        case api_errors.ServerError() | api_errors.BadResponse() | api_errors.UnexpectedStatus():
            return ConnectionState.SERVER_PROBLEM
    return ConnectionState.ONLINE


def quota_texts(status: RateLimitStatus, locale: QLocale | None = None) -> tuple[str, str]:
    """Status-bar text and tooltip for the quota the last response reported."""
    locale = locale or QLocale()
    reset = QDateTime.fromSecsSinceEpoch(int(status.reset_at)).time()
    text = translate("MainWindow", "API quota {remaining}/{limit}").format(
        remaining=locale.toString(status.remaining), limit=locale.toString(status.limit)
    )
    tooltip = translate(
        "MainWindow",
        "Requests left in the current rate-limit window, from the server's last answer. "
        "The window starts over at {time}.",
    ).format(time=locale.toString(reset, "HH:mm:ss"))
    return text, tooltip


class MainWindowViewModel(TaskOwner):
    """Owns the session; says which profile, how the connection is, how much quota is left."""

    profileChanged = Signal(str)
    connectionChanged = Signal(str, str)
    """(ConnectionState value, translated text)"""
    quotaChanged = Signal(str, str)
    """(text, tooltip)"""
    sessionChanged = Signal()
    """The session was replaced or closed: screens of the old one must close."""
    tokenNeeded = Signal(str)
    """The profile (id) has no stored token: ask the clerk for it."""
    syncChanged = Signal(str)
    ledgerChanged = Signal(str)
    """Status-bar text about the ledger cache (reports' data)."""
    """Status-bar text about the cached reference lists."""
    outboxChanged = Signal(str, bool)
    """Status-bar text about the outbox, and whether rows need the clerk."""
    storeRepaired = Signal(object)
    """The profile's local store was damaged and rebuilt: a ``UserMessage`` to show."""

    def __init__(
        self,
        *,
        profiles: ProfileStore,
        opener: SessionOpener,
        errors: ErrorPresenter,
        store_dir: Path | None = None,
        parent: QObject | None = None,
    ) -> None:
        super().__init__(errors, parent)
        self.profiles = profiles
        self._opener = opener
        self._store_dir = store_dir
        self.opening: Profile | None = None
        """The profile being opened, or open (None before the first)."""
        self.before_session: Callable[[], Awaitable[None]] | None = None
        """Awaited as a profile's session is about to open (its modules to load): the window
        draws what it has from the kept cache first (``kept_ledger``), and the session's
        half-second of imports does not take turns with that drawing."""
        self.load_landing: Callable[[], object] | None = None
        """Imports what the window shows as soon as a session opens (its landing page),
        called with the session's imports on the worker thread: on the main thread, as the
        session opened, the clerk waited for them (the dashboard's, some 100 ms)."""
        """Where each profile's local store lives (None: no store, for narrow tests)."""
        self.session: Session | None = None
        self.background: BackgroundWork | None = None
        self.ledger: LedgerWork | None = None
        """The session's ledger cache for reports (None without a store)."""
        self.connection_state = ConnectionState.NOT_CONNECTED
        self._screens: list[TaskOwner] = []
        self._closing: list[TaskOwner] = []
        """Screens released whose work is still unwinding (see ``release``)."""
        self._held: list[TaskOwner] = []
        """Screens drawn before their session opened (see ``hold``)."""
        self._opening: asyncio.Task[None] | None = None
        self._session_closing: asyncio.Task[None] | None = None
        self._stop_listening: Callable[[], None] = _listening_to_nothing
        """Stops the session's client telling the connection state its requests' outcome."""

    @property
    def areas(self) -> tuple[NavigationArea, ...]:
        return navigation()

    @property
    def profile_name(self) -> str:
        return profile_title(self.session.profile) if self.session else ""

    def kept_ledger(self) -> Path | None:
        """The ledger cache kept for the profile being opened, if a session ever made one:
        the landing dashboard draws from it before the session is open (not before
        ``start``: the window's first frame is the plain window, which answers some 0.1 s
        sooner on a second start)."""
        if self.opening is None or self._store_dir is None:
            return None
        from app.store.ledger_status import ledger_path
        from app.store.local import profile_file_name

        kept = ledger_path(self._store_dir / profile_file_name(self.opening.id))
        return kept if kept.is_file() else None

    def start(self) -> None:
        """Connect to the profile used last (the demo company the first time)."""
        self.switch_to(self.profiles.current())

    def switch_to_demo(self) -> None:
        """File › Open the demo company."""
        from app.store.profiles import DEMO_PROFILE

        self.switch_to(DEMO_PROFILE)

    def switch_to(self, profile: Profile) -> None:
        """Close the current session and open ``profile``'s; every screen follows.

        Switches never overlap: a newer one cancels the one still opening and waits for it
        to unwind, or two sessions could end up alive with only one of them ever closed.
        """
        previous = self._opening
        self._opening = self.run(
            self._open(profile, after=previous), context=translate("MainWindow", "Connecting")
        )

    async def _open(self, profile: Profile, *, after: asyncio.Task[None] | None) -> None:
        if after is not None and not after.done():
            after.cancel()
            await asyncio.wait([after])  # unlike awaiting it, never raises its cancellation
        # Connecting from the moment the switch starts: the closing session is no longer
        # the connection, and nothing may read "online" while no session is open. Its
        # client is no longer heard first: the closing runs from the next turn of the loop,
        # and an answer arriving before then would otherwise say "online" again.
        self._stop_hearing_the_client()
        self._set_connection(ConnectionState.CONNECTING)
        self.opening = None  # the closing profile's kept figures are not drawn again
        await self._close_session()
        self.opening = profile
        self.profileChanged.emit(profile_title(profile))
        if self.before_session is not None:
            await self.before_session()
        # The window answers meanwhile.
        await asyncio.to_thread(load_session_modules, self.load_landing)
        from app.api import errors as api_errors
        from app.store.local import profile_file_name
        from app.viewmodels.background import BackgroundWork
        from app.viewmodels.session import MissingToken, Session

        try:
            client = await self._opener.open_client(profile)
        except MissingToken:
            self._set_connection(ConnectionState.NOT_CONNECTED)
            self.tokenNeeded.emit(profile.id)
            return
        except api_errors.ApiError as exc:
            self._set_connection(ConnectionState.OFFLINE)
            self.errors.report(exc, translate("MainWindow", "Connecting"))
            return
        self._stop_listening = client.add_listener(self._on_request)
        store = None
        if self._store_dir is not None:
            try:
                store = await self._open_store(self._store_dir / profile_file_name(profile.id))
            except BaseException:
                # A newer switch cancelled this one: the client it opened is nobody's.
                await client.aclose()
                raise
        self.session = Session(profile, client, store)
        self.profiles.set_current(profile.id)
        self.sessionChanged.emit()
        if store is not None:
            self.background = BackgroundWork(self.session, self.errors)
            self.background.syncChanged.connect(self.syncChanged)
            self.background.outboxChanged.connect(self.outboxChanged)
            self.background.start()
            self._start_ledger(self.session, self.background)
        if store is not None and store.recovery is not None:
            from app.viewmodels.shell.recovery import recovery_message

            self.storeRepaired.emit(recovery_message(store.recovery))
        await self._probe(self.session)

    @staticmethod
    async def _open_store(path: Path) -> LocalStore:
        """The store, checked (and repaired if damaged) in a worker thread: a check reads
        the whole file. A switch cancelled meanwhile still closes what the thread opened."""
        from app.store.recovery import open_store

        opening = asyncio.ensure_future(asyncio.to_thread(open_store, path))
        try:
            return await asyncio.shield(opening)
        except asyncio.CancelledError:
            opening.add_done_callback(
                lambda done: (
                    done.result().close()
                    if not done.cancelled() and done.exception() is None
                    else None
                )
            )
            raise

    def _start_ledger(self, session: Session, background: BackgroundWork) -> None:
        # Imported here: start-up does not load the ledger sync until a session opens.
        from app.viewmodels.ledger import LedgerWork

        self.ledger = LedgerWork(session, self.errors)
        self.ledger.statusChanged.connect(self.ledgerChanged)
        background.listsSynced.connect(self.ledger.references_synced)
        self.ledger.start()

    async def _probe(self, session: Session) -> None:
        """One cheap request, so the status bar tells the truth before the first screen."""
        from app.api import errors as api_errors
        from app.api.ratelimit import Priority

        try:
            await session.client.taxes.list(limit=1, priority=Priority.BACKGROUND)
        except api_errors.Forbidden:
            pass  # reachable and the token works; this user just may not read taxes
        except api_errors.ApiError as exc:
            self.errors.report(exc, translate("MainWindow", "Connecting"))

    def adopt(self, screen: TaskOwner) -> None:
        """A screen of the current session: it is shut down before the session closes."""
        if screen in self._held:
            self._held.remove(screen)
        self._screens.append(screen)

    def hold(self, screen: TaskOwner) -> None:
        """A screen drawn before its session opened (the landing page, from the profile's
        kept cache): no session's yet, so none closing shuts it down; the session adopts
        it as it takes it over, or it is discarded, or it ends with the window."""
        self._held.append(screen)

    def discard(self, screen: TaskOwner) -> None:
        """A held screen no session took (its profile's session did not open): its work
        stops in the background, as a released screen's."""
        if screen in self._held:
            self._held.remove(screen)
            self._screens.append(screen)
            self.release(screen)

    def release(self, screen: TaskOwner) -> None:
        """The clerk closed a screen: stop its work (in the background). Until its work
        has unwound the screen stays among those the session waits for when it closes: a
        profile switch right after closing a tab must not close the client under a request
        of that tab, whose failure would then be shown as an unexpected error."""
        if screen in self._screens:
            self._screens.remove(screen)
            self._closing.append(screen)
            closing = self.run(screen.shutdown(), context=translate("MainWindow", "Closing"))
            if closing is None:
                return
            closing.add_done_callback(
                lambda _done: self._closing.remove(screen) if screen in self._closing else None
            )

    async def _close_session(self) -> None:
        """Close the current session, never halfway: a switch that cancels this one while
        its session closes (twenty quick switches) must not leave a sync loop running on a
        store about to close, so the closing itself is shielded and a later call waits for
        it to finish before closing whatever is current then."""
        closing = self._session_closing
        if closing is None or closing.done():
            closing = self._session_closing = asyncio.ensure_future(self._close_session_now())
            # Retrieved here too: when every caller was cancelled, a failure is still logged.
            closing.add_done_callback(_log_failure)
        await asyncio.shield(closing)

    async def _close_session_now(self) -> None:
        # No screen may open on a session that is closing: from here on there is none.
        session, self.session = self.session, None
        self._stop_hearing_the_client()
        # The screens closed a moment ago are waited for too (see ``release``); shutting a
        # screen down twice is harmless.
        screens, self._screens = self._screens + self._closing, []
        self._closing = []
        if self.background is not None:
            screens.append(self.background)
            self.background = None
        if self.ledger is not None:
            screens.append(self.ledger)
            self.ledger = None
        await asyncio.gather(*(screen.shutdown() for screen in screens))
        if session is None:
            return
        self.sessionChanged.emit()
        await session.stop()
        await session.client.aclose()
        session.close()

    def _stop_hearing_the_client(self) -> None:
        """The current client's requests no longer set the connection state: a closing
        session's last answers say nothing about the connection being opened."""
        self._stop_listening()
        self._stop_listening = _listening_to_nothing

    def _on_request(self, event: RequestEvent) -> None:
        self._set_connection(connection_state_after(event))
        if event.rate_limit is not None:
            self.quotaChanged.emit(*quota_texts(event.rate_limit))

    def _set_connection(self, state: ConnectionState) -> None:
        self.connection_state = state
        self.connectionChanged.emit(state.value, _connection_text(state))

    async def shutdown(self) -> None:
        await super().shutdown()
        await self._close_session()
        held, self._held = self._held, []
        await asyncio.gather(*(screen.shutdown() for screen in held))
