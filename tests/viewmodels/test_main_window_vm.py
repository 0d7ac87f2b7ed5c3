"""The main window's view-model: sessions, connection state, quota."""

from __future__ import annotations

import asyncio

from pytestqt.qtbot import QtBot

from app.api.client import ApiClient, RequestEvent
from app.api.errors import Offline, ServerError, Unauthorized
from app.api.ratelimit import RateLimitStatus
from app.models.auth import TokenKind
from app.store.profiles import DEMO_PROFILE, Profile, ProfileStore
from app.viewmodels.errors import ErrorPresenter
from app.viewmodels.shell.main_window import (
    ConnectionState,
    MainWindowViewModel,
    connection_state_after,
    quota_texts,
)
from tests.support.sandbox import Tenant


class CountingOpener:
    """Opens every profile on the test tenant, slowly, remembering each client."""

    def __init__(self, tenant: Tenant, url: str) -> None:
        self.connection = tenant.connection(url)
        self.clients: list[ApiClient] = []

    async def open_client(self, profile: Profile) -> ApiClient:
        await asyncio.sleep(0.05)
        client = ApiClient(self.connection)
        self.clients.append(client)
        return client


def event(error: Exception | None) -> RequestEvent:
    return RequestEvent("GET", "/v3/taxes", None, error, None, 0.1)  # type: ignore[arg-type]


def test_connection_state_follows_what_requests_say() -> None:
    assert connection_state_after(event(None)) is ConnectionState.ONLINE
    assert connection_state_after(event(Offline("x"))) is ConnectionState.OFFLINE
    assert connection_state_after(event(Unauthorized("x"))) is ConnectionState.TOKEN_REFUSED
    assert connection_state_after(event(ServerError("x"))) is ConnectionState.SERVER_PROBLEM


def test_quota_text_names_what_is_left_of_which_cap(qapp) -> None:
    text, tooltip = quota_texts(RateLimitStatus(250, 17, 1_900_000_000.0))
    assert text == "API quota 17/250"
    assert "starts over at" in tooltip


def test_switches_in_quick_succession_leave_one_session_and_close_the_others(
    qtbot: QtBot, qloop, tmp_path, live_tenant: Tenant, live_url: str
) -> None:
    profiles = ProfileStore(tmp_path / "app.sqlite3")
    branch = Profile.new_server("Branch", live_url, TokenKind.SERVICE, None)
    profiles.save(branch)
    opener = CountingOpener(live_tenant, live_url)
    view_model = MainWindowViewModel(profiles=profiles, opener=opener, errors=ErrorPresenter())
    view_model.switch_to(DEMO_PROFILE)
    view_model.switch_to(branch)
    view_model.switch_to(DEMO_PROFILE)
    qtbot.waitUntil(lambda: not view_model.busy, timeout=10000)
    assert view_model.session is not None
    assert view_model.session.profile == DEMO_PROFILE
    alive = [client for client in opener.clients if not client._http.is_closed]
    assert alive == [view_model.session.client]
    closing = asyncio.ensure_future(view_model.shutdown())
    qtbot.waitUntil(closing.done)
    assert all(client._http.is_closed for client in opener.clients)
    profiles.close()


def test_no_moment_of_a_switch_says_online_while_no_session_is_open(
    qtbot: QtBot, qloop, tmp_path, live_tenant: Tenant, live_url: str
) -> None:
    """The window lets screens open when it reads "online": during a switch, the closing
    session's state must not linger while the next one is not yet open."""
    profiles = ProfileStore(tmp_path / "app.sqlite3")
    branch = Profile.new_server("Branch", live_url, TokenKind.SERVICE, None)
    profiles.save(branch)
    view_model = MainWindowViewModel(
        profiles=profiles, opener=CountingOpener(live_tenant, live_url), errors=ErrorPresenter()
    )
    seen: list[tuple[str, bool]] = []
    view_model.connectionChanged.connect(
        lambda state, _text: seen.append((state, view_model.session is not None))
    )
    view_model.sessionChanged.connect(
        lambda: seen.append((view_model.connection_state.value, view_model.session is not None))
    )
    view_model.switch_to(DEMO_PROFILE)
    qtbot.waitUntil(lambda: view_model.connection_state is ConnectionState.ONLINE, timeout=10000)
    seen.clear()
    view_model.switch_to(branch)
    qtbot.waitUntil(lambda: view_model.session is not None and not view_model.busy, timeout=10000)
    assert (ConnectionState.ONLINE.value, False) not in seen, seen
    assert seen[0] == (ConnectionState.CONNECTING.value, True), seen  # said at once
    closing = asyncio.ensure_future(view_model.shutdown())
    qtbot.waitUntil(closing.done)
    profiles.close()


def test_an_answer_to_the_closing_session_after_connecting_is_said_changes_nothing(
    qtbot: QtBot, qloop, tmp_path, live_tenant: Tenant, live_url: str
) -> None:
    """The session's closing starts on the loop's next turn: an answer of the old client
    arriving in between (its probe, a sync page) must not say "online" again while the
    next session is not yet open (seen in CI: "Head office" shown, online, no session)."""
    profiles = ProfileStore(tmp_path / "app.sqlite3")
    branch = Profile.new_server("Branch", live_url, TokenKind.SERVICE, None)
    profiles.save(branch)
    opener = CountingOpener(live_tenant, live_url)
    view_model = MainWindowViewModel(profiles=profiles, opener=opener, errors=ErrorPresenter())
    view_model.switch_to(branch)
    qtbot.waitUntil(lambda: view_model.connection_state is ConnectionState.ONLINE, timeout=10000)
    qtbot.waitUntil(lambda: not view_model.busy, timeout=10000)
    old_client = opener.clients[-1]

    def an_answer_arrives(state: str, _text: str) -> None:
        if state == ConnectionState.CONNECTING.value:
            for listener in list(old_client._listeners):
                listener(event(None))

    view_model.connectionChanged.connect(an_answer_arrives)
    states_without_session: list[str] = []

    def note_the_state() -> None:
        if view_model.session is None:
            states_without_session.append(view_model.connection_state.value)

    view_model.connectionChanged.connect(lambda _state, _text: note_the_state())
    view_model.profileChanged.connect(lambda _title: note_the_state())  # the window shows it
    view_model.sessionChanged.connect(note_the_state)
    view_model.switch_to(DEMO_PROFILE)
    qtbot.waitUntil(lambda: view_model.session is not None and not view_model.busy, timeout=10000)
    view_model.connectionChanged.disconnect(an_answer_arrives)
    assert ConnectionState.ONLINE.value not in states_without_session, states_without_session
    closing = asyncio.ensure_future(view_model.shutdown())
    qtbot.waitUntil(closing.done)
    profiles.close()


def test_a_page_drawn_before_its_session_outlives_the_sessions_closing_not_the_window(
    qtbot: QtBot, qloop, tmp_path, live_tenant: Tenant, live_url: str
) -> None:
    """The landing page drawn from a kept cache is held: a session closing does not stop
    its work; the session that takes it over adopts it; discarded, or the window's model
    shut down, its work stops."""
    from app.viewmodels.tasks import TaskOwner

    profiles = ProfileStore(tmp_path / "app.sqlite3")
    view_model = MainWindowViewModel(
        profiles=profiles, opener=CountingOpener(live_tenant, live_url), errors=ErrorPresenter()
    )

    def held_page() -> tuple[TaskOwner, asyncio.Task[None]]:
        page = TaskOwner(ErrorPresenter())
        work = page.run(asyncio.sleep(3600), context="computing")
        assert work is not None
        view_model.hold(page)
        return page, work

    kept, kept_work = held_page()
    view_model.switch_to(DEMO_PROFILE)  # its opening closes "the session before": none
    qtbot.waitUntil(lambda: view_model.session is not None, timeout=10000)
    assert not kept_work.done(), "a held page is no session's to stop"
    view_model.adopt(kept)  # the session took it over: its closing stops it now
    view_model.switch_to(DEMO_PROFILE)
    qtbot.waitUntil(kept_work.done, timeout=10000)
    assert kept_work.cancelled()

    discarded, discarded_work = held_page()
    view_model.discard(discarded)
    qtbot.waitUntil(discarded_work.done, timeout=10000)

    _left, left_work = held_page()
    closing = asyncio.ensure_future(view_model.shutdown())
    qtbot.waitUntil(closing.done, timeout=10000)
    closing.result()
    assert left_work.cancelled(), "the window's end stops a page no session took"
    profiles.close()
