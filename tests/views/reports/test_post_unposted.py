"""A manager posts two reviewed entries from Unposted entries: selected with the mouse
(click, Ctrl+click), Post selected. While the demo organization does not post in real
time the window says so and nothing changes on the server; once it does, both entries are
posted on the server and leave the list after the next ledger sync."""

from __future__ import annotations

import asyncio
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from app.api.client import ApiClient
from app.models.journal_entries import JournalEntryResponse
from app.operations.journal import PostOutcome, post_entry
from app.sandbox.db import Database
from app.sandbox.settings import set_setting
from app.viewmodels.reports.table import RowLevel
from app.views.reports.report_view import ReportView
from tests.support.app import RunningApp, running_app
from tests.support.app_ledger import sync_ledger
from tests.support.sandbox import Tenant
from tests.support.screens import open_entry


@pytest.fixture
def app(qtbot: QtBot, qloop: object, home: Path) -> Iterator[RunningApp]:
    with running_app(qtbot, home) as running:
        yield running


def click_row(qtbot: QtBot, view: ReportView, row: int, *, add: bool = False) -> None:
    index = view.table.model().index(row, 0)
    view.table.scrollTo(index)
    modifier = Qt.KeyboardModifier.ControlModifier if add else Qt.KeyboardModifier.NoModifier
    qtbot.mouseClick(
        view.table.viewport(),
        Qt.MouseButton.LeftButton,
        modifier,
        view.table.visualRect(index).center(),
    )


def posts_in_real_time(app: RunningApp) -> None:
    """The demo organization's setting, as its administrator would change it."""
    database = Database(app.paths.demo_database)
    try:
        with database.transaction() as conn:
            for (tenant_id,) in conn.execute("SELECT id FROM tenants").fetchall():
                set_setting(conn, int(tenant_id), "postInRealTime", "true")
    finally:
        database.close()


def on_server(qtbot: QtBot, app: RunningApp, code: str) -> JournalEntryResponse:
    session = app.view_model.session
    assert session is not None
    task = asyncio.ensure_future(session.client.journal_entries.list(code=code, limit=1))
    qtbot.waitUntil(task.done, timeout=10000)
    return task.result().items[0]


def server_posted(qtbot: QtBot, app: RunningApp, code: str) -> bool:
    return bool(on_server(qtbot, app, code).is_posted)


def test_post_two_reviewed_entries(qtbot: QtBot, app: RunningApp, screenshot) -> None:
    sync_ledger(qtbot, app)
    view = open_entry(qtbot, app, "report-unposted")
    assert isinstance(view, ReportView) and view.post_button is not None
    qtbot.waitUntil(
        lambda: view.view_model.model.rowCount() > 2 and not view.view_model.busy, timeout=20000
    )
    model = view.view_model.model
    journal = [
        r
        for r in range(model.rowCount())
        if model.row(r).level is RowLevel.DETAIL
        and model.row(r).values[2] == "JE"
        # the monthly rent template is no entry to review (posting refuses it)
        and not on_server(qtbot, app, model.row(r).values[0]).is_recurring_template
    ][:2]
    assert len(journal) == 2, "the demo has unposted journal entries"
    codes = [model.row(r).values[0] for r in journal]
    assert not view.post_button.isEnabled()
    click_row(qtbot, view, journal[0])
    click_row(qtbot, view, journal[1], add=True)
    assert view.selected_codes() == codes
    assert view.post_button.isEnabled()

    # The organization does not post in real time: said, and nothing posted.
    qtbot.mouseClick(view.post_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: "real time" in view.banner.text, timeout=15000)
    assert not any(server_posted(qtbot, app, code) for code in codes)

    posts_in_real_time(app)
    qtbot.mouseClick(view.post_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: view.banner.text.startswith("Posted:"), timeout=15000)
    assert all(code in view.banner.text for code in codes)
    assert all(server_posted(qtbot, app, code) for code in codes)
    screenshot(app.window, "report_unposted_posted")
    # The posting asked for a ledger sync: the entries leave the list.
    qtbot.waitUntil(
        lambda: (
            not view.view_model.busy
            and not any(model.row(r).values[0] in codes for r in range(model.rowCount()))
        ),
        timeout=30000,
    )


async def test_a_recurring_template_is_never_posted(api: ApiClient, tenant: Tenant) -> None:
    tenant.setting("postInRealTime", "true")
    every = (await api.journal_entries.list(limit=1000)).items
    template = next(e for e in every if e.is_recurring_template)
    code = template.document_code or ""
    assert (await post_entry(api, code)).outcome is PostOutcome.TEMPLATE
    again = (await api.journal_entries.list(code=code, limit=1)).items[0]
    assert not again.is_posted
