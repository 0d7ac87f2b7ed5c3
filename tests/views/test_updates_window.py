"""Updates as a clerk meets them: Help › Check for updates (keyboard), the offer, the
download's progress in the status bar from a feed that answers late, Install and restart;
in English and in Arabic. The feed is a signed repository of a small fake bundle."""

from __future__ import annotations

import asyncio
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QMessageBox
from pytestqt.qtbot import QtBot

from app.updates import install as install_module
from app.updates.feed import feed_settings
from app.updates.install import Installation
from app.updates.service import UpdateService
from app.viewmodels.errors import ErrorPresenter
from app.viewmodels.shell.updates import UpdatesViewModel
from app.views.shell.main_window import MainWindow
from tests.support.app import RunningApp, running_app
from tests.support.arabic import arabic_app
from tests.support.update_feed import Feed, fake_bundle, feed
from tests.support.widgets import click_button, open_message_box

PAYLOAD = 1_500_000  # random bytes: at 16 KB every 20 ms, about two seconds of download


@pytest.fixture
def restart(monkeypatch: pytest.MonkeyPatch) -> None:
    """The restart the window asks for is recorded, not run (nothing is started)."""
    monkeypatch.setattr(install_module, "_restart", None)


def updates_for(
    feed: Feed, tmp_path: Path, url: str | None = None
) -> tuple[UpdatesViewModel, Installation]:
    settings = feed_settings(url or feed.url, feed.root)
    assert settings is not None
    bundle = fake_bundle(tmp_path / "installed-0.1.0", "0.1.0")
    installation = Installation.create(tmp_path / "install", bundle, "0.1.0", "backoffice")
    service = UpdateService(
        settings, cache_dir=tmp_path / "cache", current_version="0.1.0", installation=installation
    )
    return UpdatesViewModel(service, ErrorPresenter()), installation


def check_for_updates(qtbot: QtBot, window: MainWindow) -> None:
    """Help › Check for updates, as a clerk would: in English by the keyboard (Alt+H, then
    U), in Arabic (whose Alt+letters need an Arabic keyboard layout) with the mouse."""
    check = window.updates_view.check_action
    bar = window.menuBar()
    help_entry = next(a for a in bar.actions() if a.menu() and check in a.menu().actions())  # type: ignore[union-attr]
    help_menu = help_entry.menu()
    if accelerator(help_entry.text()).isascii():
        qtbot.keyClick(window, accelerator(help_entry.text()), Qt.KeyboardModifier.AltModifier)
    else:
        qtbot.mouseClick(
            bar, Qt.MouseButton.LeftButton, pos=bar.actionGeometry(help_entry).center()
        )
    qtbot.waitUntil(lambda: QApplication.activePopupWidget() is help_menu, timeout=5000)
    if accelerator(check.text()).isascii():
        qtbot.keyClick(help_menu, accelerator(check.text()))
    else:
        where = help_menu.actionGeometry(check).center()  # type: ignore[union-attr]
        qtbot.mouseClick(help_menu, Qt.MouseButton.LeftButton, pos=where)


def accelerator(text: str) -> str:
    return text[text.index("&") + 1]


def update_all_the_way(
    qtbot: QtBot, running: RunningApp, installation: Installation, screenshot, suffix: str
) -> None:
    window = running.window
    check_for_updates(qtbot, window)
    offer = open_message_box(qtbot)
    assert "0.2.0" in offer.text() and "0.1.0" in offer.text()
    assert offer.informativeText() == "Faster lists"
    screenshot(offer, f"update-offer{suffix}")
    download = next(
        b for b in offer.buttons() if offer.buttonRole(b) == QMessageBox.ButtonRole.AcceptRole
    )
    qtbot.mouseClick(download, Qt.MouseButton.LeftButton)
    view = window.updates_view
    qtbot.waitUntil(lambda: 0 < view.progress.value() < view.progress.maximum(), timeout=10000)
    assert view.caption.isVisible() and "0.2.0" in view.caption.text()
    screenshot(window, f"update-download{suffix}")
    qtbot.waitUntil(lambda: view.install_button.isVisible(), timeout=20000)
    ready = open_message_box(qtbot)
    assert "0.2.0" in ready.text()
    screenshot(ready, f"update-ready{suffix}")
    shots: list[Path] = []
    window.updates.installing.connect(
        lambda _version: shots.append(screenshot(window, f"update-restart{suffix}"))
    )
    install = next(
        b for b in ready.buttons() if ready.buttonRole(b) == QMessageBox.ButtonRole.AcceptRole
    )
    qtbot.mouseClick(install, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: not window.isVisible(), timeout=20000)  # quit to restart
    assert shots
    assert installation.current_version == "0.2.0"
    assert install_module._restart == [str(installation.program)]


def test_check_download_install_and_restart(
    qtbot: QtBot, qloop: object, home: Path, tmp_path: Path, feed: Feed, restart: None, screenshot
) -> None:
    feed.publish("0.2.0", "Faster lists", payload=PAYLOAD)
    feed.answer_late()
    updates, installation = updates_for(feed, tmp_path)
    with running_app(qtbot, home, updates=updates) as running:
        update_all_the_way(qtbot, running, installation, screenshot, "")
        done = asyncio.ensure_future(updates.shutdown())
        qtbot.waitUntil(done.done, timeout=5000)


def test_in_arabic(
    qtbot: QtBot, qloop: object, home: Path, tmp_path: Path, feed: Feed, restart: None, screenshot
) -> None:
    feed.publish("0.2.0", "Faster lists", payload=PAYLOAD)
    feed.answer_late()
    updates, installation = updates_for(feed, tmp_path)
    with arabic_app(qtbot, home, tmp_path / "qm", updates=updates) as arabic:
        update_all_the_way(qtbot, arabic.running, installation, screenshot, "-rtl")
        done = asyncio.ensure_future(updates.shutdown())
        qtbot.waitUntil(done.done, timeout=5000)
        assert arabic.lookups.untranslated() == []


def test_an_unreachable_feed_at_start_is_silent(
    qtbot: QtBot, qloop: object, home: Path, tmp_path: Path, feed: Feed
) -> None:
    updates, installation = updates_for(feed, tmp_path, url="http://127.0.0.1:9")
    with running_app(qtbot, home, updates=updates):
        updates.start()
        qtbot.waitUntil(lambda: not updates.busy, timeout=10000)
        assert not [
            w
            for w in QApplication.topLevelWidgets()
            if isinstance(w, QMessageBox) and w.isVisible()
        ]
        assert updates._timer.isActive()  # tried again later
        assert installation.current_version == "0.1.0"


def test_without_a_feed_the_menu_says_so(qtbot: QtBot, qloop: object, home: Path) -> None:
    with running_app(qtbot, home) as running:
        check_for_updates(qtbot, running.window)
        box = open_message_box(qtbot)
        assert "no release feed" in box.text()
        click_button(qtbot, box, "OK")


__all__ = ["feed"]  # the fixture
