"""Wrong address, server down, bad token, missing permission, 429 storms, web pages and
broken JSON: each is a clear message in the window and the status bar, never a crash."""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from app.api.retry import RetryPolicy
from app.models.auth import TokenKind
from app.sandbox.app import create_app
from app.sandbox.server import SandboxServer
from app.store.paths import AppPaths
from app.store.profiles import Profile, ProfileStore
from app.store.secrets import TokenVault
from app.viewmodels.shell.main_window import ConnectionState
from app.views.accounting.tax_list import TaxListView
from app.views.widgets.accessibility import plain_text
from tests.support.app import FixedOpener, RunningApp, running_app
from tests.support.fake_server import Answer, fake_server, unused_port_url
from tests.support.sandbox import Tenant, live_server


@pytest.fixture(autouse=True)
def quick_retries(monkeypatch: pytest.MonkeyPatch) -> None:
    """The real policy waits seconds between retries; the behaviour is the same, faster."""
    monkeypatch.setattr(
        "app.api.client.RetryPolicy", lambda: RetryPolicy(base_delay=0.01, max_delay=0.02)
    )


@pytest.fixture
def server_app(qtbot: QtBot, qloop: object, home: Path) -> Iterator[object]:
    """Start the app on a saved server profile: ``start(url, token)``."""
    started: list[object] = []

    def start(url: str, token: str = "Bearer bos_test", *, wait_online: bool = False) -> RunningApp:
        profile = Profile.new_server("Head office", url, TokenKind.SERVICE, None)
        store = ProfileStore(AppPaths.resolve(home).app_database)
        store.save(profile)
        store.set_current(profile.id)
        store.close()
        TokenVault().store(profile.id, token)
        context = running_app(qtbot, home, wait_online=wait_online)
        started.append(context)
        return context.__enter__()

    yield start
    for context in reversed(started):
        context.__exit__(None, None, None)  # type: ignore[attr-defined]


def open_taxes(qtbot: QtBot, running: RunningApp) -> TaxListView:
    qtbot.waitUntil(lambda: running.view_model.session is not None, timeout=10000)
    screen = running.window.open_entry("taxes")
    assert isinstance(screen, TaxListView)
    return screen


def wait_for_banner(qtbot: QtBot, screen: TaxListView) -> str:
    qtbot.waitUntil(screen.banner.isVisible, timeout=15000)
    return screen.banner.text


def connection_text(running: RunningApp) -> str:
    """The connection state the status bar shows (after its coloured dot)."""
    return plain_text(running.window.connection_label.text()).removeprefix("● ")


def test_a_server_that_is_down_says_offline(qtbot: QtBot, server_app, screenshot) -> None:
    running = server_app(unused_port_url())
    qtbot.waitUntil(
        lambda: running.view_model.connection_state is ConnectionState.OFFLINE, timeout=15000
    )
    assert connection_text(running) == "Offline"
    screen = open_taxes(qtbot, running)
    banner = wait_for_banner(qtbot, screen)
    assert "Cannot reach 127.0.0.1" in banner and "network connection" in banner
    assert "Cannot reach" in running.window.statusBar().currentMessage()
    screenshot(running.window, "bad_input_offline")


def test_a_wrong_address_that_is_a_website_says_so(qtbot: QtBot, server_app) -> None:
    page = Answer(200, "<!DOCTYPE html><html><body>Welcome</body></html>", "text/html")
    with fake_server(page) as url:
        running = server_app(url)
        screen = open_taxes(qtbot, running)
        banner = wait_for_banner(qtbot, screen)
    assert "web page instead of API data" in banner
    assert running.view_model.connection_state is ConnectionState.SERVER_PROBLEM


def test_an_html_error_page_is_a_server_problem(qtbot: QtBot, server_app) -> None:
    page = Answer(502, "<html><h1>502 Bad Gateway</h1></html>", "text/html")
    with fake_server(page) as url:
        running = server_app(url)
        screen = open_taxes(qtbot, running)
        banner = wait_for_banner(qtbot, screen)
    assert "web page" in banner
    assert connection_text(running) == "Server problem"


def test_malformed_json_is_reported_not_raised(qtbot: QtBot, server_app) -> None:
    with fake_server(Answer(200, '{"items": [{"id": 1, "na')) as url:
        running = server_app(url)
        screen = open_taxes(qtbot, running)
        banner = wait_for_banner(qtbot, screen)
    assert "could not be read" in banner


def test_an_invalid_token_says_the_token_was_refused(
    qtbot: QtBot, server_app, live_url: str, screenshot
) -> None:
    running = server_app(live_url, "Bearer bos_wrong")
    qtbot.waitUntil(
        lambda: running.view_model.connection_state is ConnectionState.TOKEN_REFUSED, timeout=15000
    )
    assert connection_text(running) == "Token refused"
    banner = wait_for_banner(qtbot, open_taxes(qtbot, running))
    assert "did not accept the API token" in banner
    screenshot(running.window, "bad_input_token_refused")


def test_a_missing_permission_says_not_allowed(
    qtbot: QtBot, server_app, live_url: str, live_tenant: Tenant
) -> None:
    running = server_app(live_url, live_tenant.token("read:account"), wait_online=True)
    banner = wait_for_banner(qtbot, open_taxes(qtbot, running))
    assert "not allowed" in banner and "read:tax" in banner
    assert connection_text(running) == "Online"  # reachable: only this screen is refused


def test_a_429_storm_tells_when_to_try_again_and_shows_the_quota(
    qtbot: QtBot, server_app, screenshot
) -> None:
    storm = Answer(
        429,
        json.dumps({"status": 429, "title": "Too Many Requests", "errorCode": "RateLimitExceeded"}),
        "application/problem+json",
        {
            "Retry-After": "120",
            "X-RateLimit-Limit": "250",
            "X-RateLimit-Remaining": "0",
            "X-RateLimit-Reset": "1900000000",
            "X-RateLimit-Scope": "User",
            "X-RateLimit-Rule": "2",
        },
    )
    with fake_server(storm) as url:
        running = server_app(url)
        screen = open_taxes(qtbot, running)
        banner = wait_for_banner(qtbot, screen)
    assert "request limit was reached" in banner and "120 seconds" in banner
    assert running.window.quota_label.text() == "API quota 0/250"
    screenshot(running.window, "bad_input_rate_limited")


def test_the_quota_of_every_answer_reaches_the_status_bar(
    qtbot: QtBot, qloop: object, home: Path, live_tenant: Tenant, screenshot
) -> None:
    """Against a sandbox with rate limits on, as in production."""
    with (
        live_server(live_tenant.db, rate_limits=True) as url,
        running_app(qtbot, home, opener=FixedOpener(live_tenant.connection(url))) as running,
    ):
        qtbot.waitUntil(lambda: running.window.quota_label.text() != "", timeout=10000)
        assert running.window.quota_label.text().startswith("API quota ")
        assert "/5" in running.window.quota_label.text()  # the per-second cap is closest
        assert "starts over" in running.window.quota_label.toolTip()
        screenshot(running.window, "main_window_with_quota")


# Sometimes (1 run in 3) asyncio's garbage collection reports a socket transport of a
# refused connection as unclosed after the test; the app's behaviour is what is checked
# here. Left to find: which layer (httpx's pool or the retry) drops the transport.
@pytest.mark.filterwarnings("ignore::pytest.PytestUnraisableExceptionWarning")
def test_retry_from_the_banner_recovers_when_the_server_is_back(
    qtbot: QtBot, qloop: object, home: Path, live_tenant: Tenant
) -> None:
    address = unused_port_url()
    opener = FixedOpener(live_tenant.connection(address))
    with running_app(qtbot, home, opener=opener, wait_online=False) as running:
        screen = open_taxes(qtbot, running)
        wait_for_banner(qtbot, screen)
        port = int(address.rsplit(":", 1)[1])
        server = SandboxServer(create_app(live_tenant.db, rate_limits=False), port=port)
        server.start()
        try:
            qtbot.mouseClick(screen.banner.action_button, Qt.MouseButton.LeftButton)
            qtbot.waitUntil(lambda: screen.view_model.model.rowCount() == 6, timeout=15000)
            assert not screen.banner.isVisible()
            assert running.view_model.connection_state is ConnectionState.ONLINE
        finally:
            server.stop()
