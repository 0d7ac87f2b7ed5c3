"""Help › Check this server…, as a clerk meets it: the check runs with a progress line per
step and ends on the same report ``backoffice doctor`` prints; Save as zip… writes it.
Against a server that differs (the "far" variant) in English, on the demo company in Arabic."""

from __future__ import annotations

import zipfile
from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtGui import QTextBlock
from PySide6.QtWidgets import QApplication, QTextEdit
from pytestqt.qtbot import QtBot

from app.views.shell.main_window import MainWindow
from app.views.shell.server_check import ServerCheckDialog
from tests.support.arabic import arabic_app, english_chrome
from tests.support.other_server import app_on_variant
from tests.support.sandbox import Tenant


def blocks_of(edit: QTextEdit) -> list[QTextBlock]:
    """The report's lines as the box lays them out."""
    found = []
    block = edit.document().begin()
    while block.isValid():
        found.append(block)
        block = block.next()
    return found


def accelerator(text: str) -> str:
    return text[text.index("&") + 1]


def check_this_server(qtbot: QtBot, window: MainWindow) -> ServerCheckDialog:
    """Help › Check this server…: by the keyboard in English (Alt+H, S), with the mouse in
    Arabic (whose Alt+letters need an Arabic keyboard layout)."""
    action = window.server_check_action
    bar = window.menuBar()
    help_entry = next(a for a in bar.actions() if a.menu() and action in a.menu().actions())  # type: ignore[union-attr]
    help_menu = help_entry.menu()
    if accelerator(help_entry.text()).isascii():
        qtbot.keyClick(window, accelerator(help_entry.text()), Qt.KeyboardModifier.AltModifier)
    else:
        qtbot.mouseClick(
            bar, Qt.MouseButton.LeftButton, pos=bar.actionGeometry(help_entry).center()
        )
    qtbot.waitUntil(lambda: QApplication.activePopupWidget() is help_menu, timeout=5000)
    if accelerator(action.text()).isascii():
        qtbot.keyClick(help_menu, accelerator(action.text()))
    else:
        where = help_menu.actionGeometry(action).center()  # type: ignore[union-attr]
        qtbot.mouseClick(help_menu, Qt.MouseButton.LeftButton, pos=where)
    qtbot.waitUntil(lambda: window.findChild(ServerCheckDialog) is not None, timeout=5000)
    dialog = window.findChild(ServerCheckDialog)
    assert isinstance(dialog, ServerCheckDialog)
    return dialog


def test_the_check_reports_what_differs_and_saves_a_zip(
    qtbot: QtBot, qloop: object, home: Path, live_tenant: Tenant, tmp_path: Path, screenshot
) -> None:
    with app_on_variant(qtbot, home, live_tenant, "far") as other:
        dialog = check_this_server(qtbot, other.running.window)
        qtbot.waitUntil(lambda: dialog.progress.value() > 0, timeout=15000)
        assert dialog.step.text().startswith("Step ")
        screenshot(dialog, "server_check_running")
        qtbot.waitUntil(dialog.save_button.isEnabled, timeout=90000)
        report = dialog.report.toPlainText()
        assert "loyaltyTier" in report and "'Invoiced'" in report
        assert "What it means for the app" in report
        screenshot(dialog, "server_check_far")
        # A line too long for the box wraps under itself, not back to the left edge.
        wrapped = [
            layout
            for block in blocks_of(dialog.report)
            if block.text().startswith("  ") and (layout := block.layout()).lineCount() > 1
        ]
        assert wrapped
        for layout in wrapped:
            first, *rest = (layout.lineAt(i) for i in range(layout.lineCount()))
            # The first line starts at the edge (its own spaces indent it), nothing cut off.
            assert first.x() >= 0 and all(line.x() > first.x() for line in rest)

        qtbot.mouseClick(dialog.save_button, Qt.MouseButton.LeftButton)
        chooser = QApplication.activeModalWidget()
        assert chooser is not None and chooser is not dialog
        target = tmp_path / "check.zip"
        chooser.selectFile(str(target))  # type: ignore[attr-defined]
        chooser.accept()  # type: ignore[attr-defined]
        qtbot.waitUntil(lambda: "Saved" in dialog.banner.text, timeout=5000)
        with zipfile.ZipFile(target) as archive:
            assert archive.read("report.txt").decode("utf-8") == report
        qtbot.mouseClick(dialog.close_button, Qt.MouseButton.LeftButton)
        qtbot.waitUntil(lambda: not dialog.isVisible(), timeout=5000)
    assert other.running.errors is not None


def test_when_the_server_goes_away_half_way_the_check_says_so_with_what_it_found(
    qtbot: QtBot, qloop: object, home: Path, live_tenant: Tenant, screenshot
) -> None:
    with app_on_variant(qtbot, home, live_tenant, "far") as other:
        presented: list[str] = []
        other.running.errors.presented.connect(lambda message: presented.append(message.title))
        dialog = check_this_server(qtbot, other.running.window)
        # Step 6 has begun: taxes (1) and stock items (5) have been read, sales orders not.
        qtbot.waitUntil(lambda: dialog.progress.value() >= 5, timeout=30000)
        other.server.stop()
        qtbot.waitUntil(lambda: dialog.step.text() == "Stopped.", timeout=60000)
        assert dialog.banner.text.startswith("The check stopped before its end")
        report = dialog.report.toPlainText()
        assert "The check stopped before its end: Offline" in report
        assert "authorityCode" in report and "shelfLifeDays" in report  # found before
        assert "'Invoiced'" not in report  # the sales orders were never reached
        assert "  taxes: " in report.split("What works\n", 1)[1]
        assert dialog.save_button.isEnabled() and dialog.again_button.isEnabled()
        screenshot(dialog, "server_check_stopped")
        assert [title for title in presented if "Unexpected" in title] == []
        qtbot.mouseClick(dialog.close_button, Qt.MouseButton.LeftButton)
        qtbot.waitUntil(lambda: not dialog.isVisible(), timeout=5000)


def test_in_arabic(qtbot: QtBot, qloop: object, home: Path, tmp_path: Path, screenshot) -> None:
    with arabic_app(qtbot, home, tmp_path / "qm") as arabic:
        dialog = check_this_server(qtbot, arabic.running.window)
        qtbot.waitUntil(dialog.save_button.isEnabled, timeout=90000)
        report = dialog.report.toPlainText()
        # The tests' demo company runs without rate limits: their headers are all it lacks.
        differs = report.split("What differs\n", 1)[1].split("\n\n", 1)[0].splitlines()
        assert differs[0] == "  rate-limit headers (1)" and len(differs) == 2
        screenshot(dialog, "server_check_rtl")
        assert english_chrome(dialog) == set()
        assert arabic.lookups.untranslated() == []
        qtbot.mouseClick(dialog.close_button, Qt.MouseButton.LeftButton)
