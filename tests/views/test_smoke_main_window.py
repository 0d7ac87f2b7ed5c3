from pathlib import Path

from pytestqt.qtbot import QtBot

from tests.support.app import running_app


def test_main_window_opens_on_the_demo_company(
    qtbot: QtBot, qloop: object, home: Path, screenshot
) -> None:
    with running_app(qtbot, home) as running:
        assert "Demo company" in running.window.profile_label.text()
        screen = running.window.open_entry("taxes")
        assert screen is not None
        qtbot.waitUntil(lambda: screen.view_model.model.rowCount() == 6, timeout=10000)
        screenshot(running.window, "smoke_main_window")
