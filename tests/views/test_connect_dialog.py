"""File > Connect to a server: describe a profile, test it, switch; the token stays in the
keychain (or only in memory where there is none)."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import keyring
import keyring.backends.fail
import pytest
from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from app.viewmodels.shell.main_window import ConnectionState
from app.views.shell.connect_dialog import ConnectDialog
from tests.support.app import RunningApp, running_app
from tests.support.keyrings import MemoryKeyring
from tests.support.sandbox import Tenant
from tests.support.widgets import click_button, open_message_box


@pytest.fixture
def app(qtbot: QtBot, qloop: object, home: Path) -> Iterator[RunningApp]:
    with running_app(qtbot, home) as running:
        yield running


def open_dialog(qtbot: QtBot, running: RunningApp) -> ConnectDialog:
    running.window.connect_action.trigger()
    dialog = running.window.connect_dialog
    assert dialog is not None
    qtbot.waitUntil(dialog.isVisible)
    return dialog


def describe_server(qtbot: QtBot, dialog: ConnectDialog, url: str, token: str) -> None:
    dialog.choose_new_profile()
    qtbot.keyClicks(dialog.name, "Head office")
    qtbot.keyClicks(dialog.base_url, url)
    qtbot.keyClicks(dialog.token, token)


def test_a_clerk_connects_to_a_server_and_the_token_goes_to_the_keychain(
    qtbot: QtBot,
    app: RunningApp,
    live_url: str,
    live_tenant: Tenant,
    memory_keyring: MemoryKeyring,
    home: Path,
    screenshot,
) -> None:
    dialog = open_dialog(qtbot, app)
    assert not dialog.keychain_notice.isVisible()
    describe_server(qtbot, dialog, live_url, live_tenant.authorization)
    screenshot(dialog, "connect_dialog")
    qtbot.mouseClick(dialog.test_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: "Connected" in dialog.result_banner.text, timeout=10000)

    qtbot.mouseClick(dialog.connect_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: not dialog.isVisible())
    qtbot.waitUntil(lambda: app.window.profile_label.text() == "Profile: Head office")
    qtbot.waitUntil(lambda: app.view_model.connection_state is ConnectionState.ONLINE)
    assert app.view_model.session is not None
    assert app.view_model.session.client.connection.base_url == live_url
    assert "system keychain" in app.window.statusBar().currentMessage()

    stored = list(memory_keyring.passwords.values())
    assert stored == [live_tenant.authorization]
    secret = live_tenant.authorization.removeprefix("Bearer ").encode()
    for file in home.rglob("*"):
        if file.is_file():
            assert secret not in file.read_bytes(), file  # not in the profiles, not in the log


def test_switching_profiles_closes_the_old_company_s_screens(
    qtbot: QtBot, app: RunningApp, live_url: str, live_tenant: Tenant
) -> None:
    taxes = app.window.open_entry("taxes")
    assert taxes is not None
    dialog = open_dialog(qtbot, app)
    describe_server(qtbot, dialog, live_url, live_tenant.authorization)
    qtbot.mouseClick(dialog.connect_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: app.window.tabs.count() == 0, timeout=10000)
    # The old session was ONLINE too: wait for the new company's session itself.
    qtbot.waitUntil(
        lambda: (
            app.view_model.session is not None
            and app.view_model.session.client.connection.base_url == live_url
        ),
        timeout=10000,
    )
    assert app.window.open_entry("taxes") is not None


def test_test_connection_explains_a_refused_token_and_a_wrong_address(
    qtbot: QtBot, app: RunningApp, live_url: str
) -> None:
    dialog = open_dialog(qtbot, app)
    describe_server(qtbot, dialog, live_url, "Bearer bos_not-valid")
    qtbot.mouseClick(dialog.test_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: "refused the token" in dialog.result_banner.text, timeout=10000)
    assert dialog.test_button.isEnabled()
    dialog.base_url.setText("erp.example.com")
    qtbot.mouseClick(dialog.test_button, Qt.MouseButton.LeftButton)
    assert "https://" in dialog.fields["baseUrl"].error.text()


def test_a_jwt_needs_the_tenant_id(qtbot: QtBot, app: RunningApp, live_url: str) -> None:
    dialog = open_dialog(qtbot, app)
    describe_server(qtbot, dialog, live_url, "Bearer a.b.c")
    dialog.jwt.setChecked(True)
    qtbot.mouseClick(dialog.connect_button, Qt.MouseButton.LeftButton)
    assert dialog.isVisible()
    assert "tenant id" in dialog.fields["tenantId"].error.text()


def test_without_a_keychain_the_app_says_the_token_is_kept_for_this_session(
    qtbot: QtBot, app: RunningApp, live_url: str, live_tenant: Tenant, screenshot
) -> None:
    keyring.set_keyring(keyring.backends.fail.Keyring())
    dialog = open_dialog(qtbot, app)
    assert dialog.keychain_notice.isVisible()
    assert "no system keychain" in dialog.keychain_notice.text
    screenshot(dialog, "connect_dialog_no_keychain")
    describe_server(qtbot, dialog, live_url, live_tenant.authorization)
    qtbot.mouseClick(dialog.connect_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: not dialog.isVisible())
    assert "this session only" in app.window.statusBar().currentMessage()


def test_a_saved_profile_without_its_token_asks_for_it(
    qtbot: QtBot, qloop: object, home: Path, live_url: str, live_tenant: Tenant
) -> None:
    from app.models.auth import TokenKind
    from app.store.paths import AppPaths
    from app.store.profiles import Profile, ProfileStore

    store = ProfileStore(AppPaths.resolve(home).app_database)
    profile = Profile.new_server("Branch", live_url, TokenKind.SERVICE, None)
    store.save(profile)
    store.set_current(profile.id)
    store.close()
    with running_app(qtbot, home, wait_online=False) as running:
        qtbot.waitUntil(lambda: running.window.connect_dialog is not None, timeout=10000)
        dialog = running.window.connect_dialog
        assert dialog is not None
        assert dialog.profile.currentData() == profile.id
        assert running.view_model.connection_state is ConnectionState.NOT_CONNECTED
        qtbot.keyClicks(dialog.token, live_tenant.authorization)
        qtbot.mouseClick(dialog.connect_button, Qt.MouseButton.LeftButton)
        qtbot.waitUntil(
            lambda: running.view_model.connection_state is ConnectionState.ONLINE, timeout=10000
        )


def test_deleting_a_profile_asks_and_returns_to_the_demo(
    qtbot: QtBot, app: RunningApp, live_url: str, live_tenant: Tenant
) -> None:
    dialog = open_dialog(qtbot, app)
    describe_server(qtbot, dialog, live_url, live_tenant.authorization)
    qtbot.mouseClick(dialog.connect_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: app.window.profile_label.text() == "Profile: Head office")
    # The label names the profile being opened; it becomes the current one once connected.
    qtbot.waitUntil(
        lambda: app.view_model.connection_state is ConnectionState.ONLINE, timeout=10000
    )
    dialog = open_dialog(qtbot, app)
    assert dialog.profile.currentText() == "Head office"
    qtbot.mouseClick(dialog.delete_button, Qt.MouseButton.LeftButton)
    click_button(qtbot, open_message_box(qtbot), "Delete")
    qtbot.waitUntil(
        lambda: app.window.profile_label.text() == "Profile: Demo company", timeout=10000
    )
    assert [p.name for p in app.profiles.list()] == ["Demo company"]
