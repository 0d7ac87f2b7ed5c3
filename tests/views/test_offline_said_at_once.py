"""Issue 25, point 5 (offline said at once), as a clerk meets it: a list and a report are
open, nobody touches anything, and the server stops. Without F9 the status bar says
"Offline", the list says its rows are the server's of when it loaded, and the report says
its figures are the cache's; when the server is back both say so again by themselves. A
report's Refresh asks the server (an incremental ledger sync), not only the cache."""

from __future__ import annotations

import asyncio
import sqlite3
from pathlib import Path

from PySide6.QtCore import QLocale, Qt
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from app.api.client import RequestEvent
from app.api.retry import RetryPolicy
from app.models.journal_entries import JournalEntryResponse
from app.store.resources import compile_catalogues, translations_dir
from app.viewmodels.accounting.journal_list import MAX_ROWS
from app.viewmodels.shell.main_window import ConnectionState
from app.viewmodels.shell.preferences import Language, LanguagePreferences
from app.views.accounting.journal_list import JournalListView
from app.views.reports.report_view import ReportView
from app.views.sales.customer_list import CustomerListView
from app.views.shell.language import apply_language
from tests.support.app_ledger import sync_ledger
from tests.support.outage import app_on
from tests.support.sandbox import Tenant
from tests.support.screens import open_entry


def test_an_idle_app_says_offline_by_itself_in_its_lists_and_reports(
    qtbot: QtBot, qloop: object, home: Path, live_tenant: Tenant, monkeypatch, screenshot
) -> None:
    monkeypatch.setattr(
        "app.api.client.RetryPolicy", lambda: RetryPolicy(base_delay=0.01, max_delay=0.02)
    )
    with app_on(qtbot, home, live_tenant) as (running, server):
        sync_ledger(qtbot, running)
        customers = open_entry(qtbot, running, "customers")
        assert isinstance(customers, CustomerListView)
        qtbot.waitUntil(lambda: customers.view_model.model.rowCount() > 0, timeout=10000)
        rows = customers.view_model.model.rowCount()
        report = open_entry(qtbot, running, "report-trial-balance")
        assert isinstance(report, ReportView)
        qtbot.waitUntil(lambda: report.view_model.model.rowCount() > 0, timeout=20000)
        qtbot.waitUntil(report.refresh_button.isEnabled, timeout=20000)  # computed
        assert report.freshness.text().startswith("As of")
        assert "offline" not in report.freshness.text()
        assert running.view_model.connection_state is ConnectionState.ONLINE

        # Refresh asks the server: the ledger's journal entries are read again.
        session = running.view_model.session
        assert session is not None
        heard: list[RequestEvent] = []
        stop_hearing = session.client.add_listener(heard.append)
        qtbot.keyClick(report.refresh_button, Qt.Key.Key_Space)
        qtbot.waitUntil(
            lambda: any(event.path.endswith("/journal-entries") for event in heard),
            timeout=20000,
        )
        stop_hearing()
        qtbot.waitUntil(lambda: not report.view_model.busy, timeout=20000)

        # Nobody clicks anything from here on.
        server.stop()
        qtbot.waitUntil(
            lambda: running.view_model.connection_state is ConnectionState.OFFLINE,
            timeout=20000,
        )
        qtbot.waitUntil(lambda: customers.view_model.offline, timeout=10000)
        assert customers.notice.text.startswith("Offline, as of ")
        assert customers.view_model.model.rowCount() == rows  # the rows stay
        qtbot.waitUntil(lambda: "offline" in report.freshness.text(), timeout=10000)
        assert report.view_model.model.rowCount() > 0  # the figures stay
        screenshot(running.window, "report_offline_said_at_once")

        server.start()  # the probe notices; the list loads again, the ledger syncs
        qtbot.waitUntil(lambda: not customers.view_model.offline, timeout=20000)
        assert customers.view_model.model.rowCount() == rows
        qtbot.waitUntil(lambda: "offline" not in report.freshness.text(), timeout=30000)
        assert running.view_model.connection_state is ConnectionState.ONLINE


def test_the_journal_entries_list_offline_shows_the_ledger_cache(
    qtbot: QtBot, qloop: object, home: Path, live_tenant: Tenant, monkeypatch, screenshot
) -> None:
    """Never opened while online (no rows of its own to show again), the journal-entries
    list offline shows the documents the ledger cache holds for the reports, with the
    figures the server gave (which of them and in what order: tests/store/test_ledger.py)."""
    monkeypatch.setattr(
        "app.api.client.RetryPolicy", lambda: RetryPolicy(base_delay=0.01, max_delay=0.02)
    )
    with app_on(qtbot, home, live_tenant) as (running, server):
        sync_ledger(qtbot, running)
        ledger = running.view_model.ledger
        assert ledger is not None and ledger.store is not None
        cache = sqlite3.connect(ledger.store.path)
        cached = int(cache.execute("SELECT count(*) FROM entries").fetchone()[0])
        cache.close()
        session = running.view_model.session
        assert session is not None
        fetched = asyncio.ensure_future(
            session.client.journal_entries.list(is_posted_only=False, limit=1000)
        )
        qtbot.waitUntil(fetched.done, timeout=20000)
        answers: list[JournalEntryResponse] = list(fetched.result().items)
        server_entries = {entry.id: entry for entry in answers}

        server.stop()
        journal = open_entry(qtbot, running, "journal-entries")
        assert isinstance(journal, JournalListView)
        qtbot.waitUntil(lambda: journal.view_model.offline, timeout=20000)
        assert journal.notice.text.startswith("Offline, as of ")
        model = journal.view_model.model
        assert model.rowCount() == min(cached, MAX_ROWS) > 0
        shown = model.rows()
        # Recurring templates are no entries: the cache keeps no lines for them (their
        # figures are the Recurring templates report's), so their totals are not compared.
        common = [
            entry
            for entry in shown
            if entry.id in server_entries and not server_entries[entry.id].is_recurring_template
        ]
        assert len(common) >= 20
        for entry in common:
            theirs = server_entries[entry.id]
            assert (entry.document_code, entry.document_type, entry.is_posted) == (
                theirs.document_code,
                theirs.document_type,
                theirs.is_posted,
            )
            assert entry.total_debit == theirs.total_debit, entry.document_code
            # The Currency column says the amount's currency offline as online.
            ours = entry.currency.code if entry.currency else None
            assert ours == (theirs.currency.code if theirs.currency else None)
        currency = len(journal.view_model.columns()) - 2
        shown_codes = {model.data(model.index(row, currency)) for row in range(model.rowCount())}
        assert "USD" in shown_codes
        screenshot(running.window, "journal_entries_offline")


def test_in_arabic_the_report_says_offline_by_itself(
    qtbot: QtBot, qloop: object, home: Path, live_tenant: Tenant, tmp_path: Path, screenshot
) -> None:
    """The same words in Arabic, right to left (looked at as a screenshot)."""
    app = QApplication.instance()
    assert isinstance(app, QApplication)
    locale = QLocale()
    compile_catalogues(translations_dir(), tmp_path, force=True)
    catalogues = apply_language(app, LanguagePreferences(Language.ARABIC, False), tmp_path)
    try:
        with app_on(qtbot, home, live_tenant) as (running, server):
            sync_ledger(qtbot, running)
            report = open_entry(qtbot, running, "report-trial-balance")
            assert isinstance(report, ReportView) and report.isRightToLeft()
            qtbot.waitUntil(lambda: report.view_model.model.rowCount() > 0, timeout=20000)
            online = report.freshness.text()
            server.stop()
            qtbot.waitUntil(lambda: report.freshness.text() != online, timeout=20000)
            assert "دون اتصال" in report.freshness.text()  # "offline"
            screenshot(running.window, "report_offline_said_at_once_ar")
    finally:
        for translator in catalogues:
            app.removeTranslator(translator)
        app.setLayoutDirection(Qt.LayoutDirection.LeftToRight)
        QLocale.setDefault(locale)
