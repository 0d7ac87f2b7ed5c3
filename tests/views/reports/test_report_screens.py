"""Every report and the dashboard on screen, in English and in Arabic (right to left,
Arabic-Indic digits), each saved as a screenshot to be looked at
(tests/artifacts/screenshots/report_<name>[_ar].png, dashboard[_ar].png)."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QLocale, Qt
from pytestqt.qtbot import QtBot

from app.viewmodels.reports.table import RowLevel
from app.viewmodels.shell.navigation import REPORT_NAMES
from app.views.reports.dashboard import DashboardView
from app.views.reports.report_view import ReportView
from app.views.shell.main_window import MainWindow
from tests.support.app import RunningApp, running_app
from tests.support.app_ledger import sync_ledger
from tests.support.arabic import Arabic, arabic_app
from tests.support.pdf import pdf_page_sizes, pdf_text, save_pngs, squeezed, tools_present
from tests.support.screens import open_entry


@pytest.fixture
def app(qtbot: QtBot, qloop: object, home: Path) -> Iterator[RunningApp]:
    with running_app(qtbot, home) as running:
        yield running


@pytest.fixture
def arabic(qtbot: QtBot, qloop: object, home: Path, tmp_path: Path) -> Iterator[Arabic]:
    with arabic_app(qtbot, home, tmp_path / "translations") as running:
        yield running


def open_report(qtbot: QtBot, running: RunningApp, name: str) -> ReportView:
    """A report chosen in the navigation; the ledger and the statement given the first
    account or customer with lines, typed into the field as a manager would."""
    screen = open_entry(qtbot, running, f"report-{name}")
    assert isinstance(screen, ReportView)
    qtbot.waitUntil(lambda: not screen.view_model.busy, timeout=20000)
    picker = {
        "ledger": screen.account,
        "customer-statement": screen.customer,
        "supplier-statement": screen.supplier,
    }.get(name)
    if name == "vat-return":  # a year of the demo's sales and purchases, not one day
        screen.date_from.setDate(screen.date_from.date().addYears(-1))
        qtbot.keyClick(screen.refresh_button, Qt.Key.Key_Space)
    if picker is not None:
        assert screen.view_model.problem  # "Choose an account." until one is chosen
        qtbot.waitUntil(lambda: picker.count() > 0, timeout=10000)
        screen.date_from.setDate(screen.date_from.date().addYears(-3))
        picker.setCurrentIndex(0 if name == "ledger" else 1)
        qtbot.keyClick(screen.refresh_button, Qt.Key.Key_Space)
    qtbot.waitUntil(
        lambda: screen.view_model.model.rowCount() > 0 and not screen.view_model.busy,
        timeout=20000,
    )
    assert screen.view_model.problem == ""
    last = screen.view_model.model.row(screen.view_model.model.rowCount() - 1)
    assert last.level is RowLevel.TOTAL
    return screen


def show_dashboard(qtbot: QtBot, window: MainWindow) -> DashboardView:
    dashboard = window.center.currentWidget()
    assert isinstance(dashboard, DashboardView)
    dashboard.view_model.refresh()
    qtbot.waitUntil(
        lambda: dashboard.view_model.figures is not None and not dashboard.view_model.busy,
        timeout=20000,
    )
    return dashboard


def test_every_report_in_english(qtbot: QtBot, app: RunningApp, screenshot) -> None:
    sync_ledger(qtbot, app)
    show_dashboard(qtbot, app.window)
    for name in REPORT_NAMES:
        screen = open_report(qtbot, app, name)
        assert screen.freshness.text().startswith("As of")
        screenshot(app.window, f"report_{name.replace('-', '_')}")


def test_every_report_and_the_dashboard_in_arabic(
    qtbot: QtBot, arabic: Arabic, screenshot, tmp_path: Path
) -> None:
    running = arabic.running
    window = running.window
    assert window.isRightToLeft() and QLocale().zeroDigit() == "٠"
    sync_ledger(qtbot, running)
    dashboard = show_dashboard(qtbot, window)
    assert dashboard.receivables.figure.text()[0] in "-٠١٢٣٤٥٦٧٨٩"
    screenshot(window, "dashboard_ar")
    arabic.look_at("dashboard", window)
    for name in REPORT_NAMES:
        screen = open_report(qtbot, running, name)
        assert screen.isRightToLeft()
        screenshot(window, f"report_{name.replace('-', '_')}_ar")
        arabic.look_at(name, window)
        printed = ("trial-balance", "customer-statement", "payables-ageing", "supplier-statement")
        statements = ("profit-and-loss", "balance-sheet", "cash-flow")
        if name in (*printed, "vat-return", *statements) and tools_present():
            pdf = screen.save_pdf(tmp_path / f"{name}.pdf")
            assert pdf is not None
            text = squeezed(pdf_text(pdf))
            assert squeezed(screen.view_model.title()) in text
            save_pngs(pdf, f"report-{name}-ar", last=1)
            if name == "cash-flow":  # seven amounts: A4 turned, its names whole
                assert {(round(w), round(h)) for w, h in pdf_page_sizes(pdf)} == {(842, 595)}
    assert arabic.lookups.untranslated() == []
    assert arabic.english == {}
    assert arabic.latin == {}
    assert arabic.clashes == []


def test_reports_menu_and_a_period_that_ends_before_it_starts(
    qtbot: QtBot, app: RunningApp
) -> None:
    window = app.window
    sync_ledger(qtbot, app)
    titles = [action.text() for action in window.reports_menu.actions() if action.text()]
    assert titles[0] == "&Dashboard" and "&Trial balance" in titles  # each its Alt letter
    # The dashboard, every report and Statement layout….
    assert len(titles) == 1 + len(REPORT_NAMES) + 1
    (trial,) = [a for a in window.reports_menu.actions() if a.text() == "&Trial balance"]
    trial.trigger()
    screen = window.tabs.currentWidget()
    assert isinstance(screen, ReportView)
    qtbot.waitUntil(lambda: screen.view_model.model.rowCount() > 0, timeout=20000)
    qtbot.waitUntil(lambda: not screen.view_model.busy, timeout=20000)
    before = screen.view_model.model.table
    screen.date_from.setFocus()
    screen.date_from.setDate(screen.date_to.date().addDays(1))
    qtbot.waitUntil(lambda: screen.problem.isVisible(), timeout=5000)
    assert screen.problem.text() == "The period ends before it starts."
    assert screen.view_model.model.table is before  # nothing recomputed, nothing lost
    screen.date_from.setDate(screen.date_to.date().addDays(-10))
    qtbot.waitUntil(lambda: not screen.problem.isVisible(), timeout=5000)
