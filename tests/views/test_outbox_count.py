"""The outbox count and the panel agree: a refused row whose draft is
gone made the status bar say "Outbox: 1 need attention" over an empty Drafts and outbox.
Now every row counted is listed there and can be cleared; the words have plural forms."""

from __future__ import annotations

import re
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from app.store.drafts import Drafts
from app.store.outbox import Outbox, OutboxState
from app.store.resources import compile_catalogues, translations_dir
from app.viewmodels.shell.preferences import Language, LanguagePreferences
from app.views.shell.language import apply_language
from tests.support.app import RunningApp, running_app
from tests.support.widgets import click_button, open_message_box
from tests.views.test_drafts_and_outbox import open_outbox, panel_rows


@pytest.fixture
def app(qtbot: QtBot, qloop: object, home: Path, tmp_path: Path) -> Iterator[RunningApp]:
    """The app with its English catalogue, as a start in English installs it (it holds the
    plural forms: "1 needs attention")."""
    qt_app = QApplication.instance()
    assert isinstance(qt_app, QApplication)
    scratch = tmp_path / "translations"
    compile_catalogues(translations_dir(), scratch, force=True)
    installed = apply_language(qt_app, LanguagePreferences(Language.ENGLISH, False), scratch)
    assert installed, "the English catalogue"
    try:
        with running_app(qtbot, home) as running:
            yield running
    finally:
        for translator in installed:
            qt_app.removeTranslator(translator)


def refused(running: RunningApp, name: str, *, with_draft: bool) -> None:
    """A tax the server refused; its draft (if any) discarded since, as after a clerk
    closed the editor and threw the draft away."""
    session = running.view_model.session
    assert session is not None and session.store is not None
    outbox, drafts = Outbox(session.store), Drafts(session.store)
    draft_id = None
    if with_draft:
        draft_id = f"draft-{name}"
        drafts.save(draft_id, kind="tax", payload={"name": name}, title=name)
    item = outbox.submit(kind="tax", operation="create", payload={"name": name}, draft_id=draft_id)
    outbox.move(item.id, OutboxState.SENDING)
    outbox.move(item.id, OutboxState.REJECTED, error={"detail": f"The name “{name}” is taken."})
    if draft_id is not None:
        drafts.discard(draft_id)


def test_every_row_counted_is_listed_and_can_be_cleared(
    qtbot: QtBot, app: RunningApp, screenshot
) -> None:
    background = app.view_model.background
    assert background is not None
    window = app.window

    def shown() -> str:
        return re.sub(r"<[^>]+>", "", window.outbox_label.text())

    refused(app, "VAT 14%", with_draft=False)
    background.publish_outbox()
    assert shown() == "Outbox: 1 needs attention"  # one: the singular form

    refused(app, "Stamp duty", with_draft=True)
    background.publish_outbox()
    assert shown() == "Outbox: 2 need attention"

    panel = open_outbox(qtbot, app)
    rows = panel_rows(panel)
    assert sorted(name for name, _state in rows) == ["Stamp duty", "VAT 14%"]
    assert {state for _name, state in rows} == {"Refused by the server"}
    screenshot(app.window, "outbox_refused_rows")

    for _ in range(2):
        panel.select_row(0)
        assert not panel.edit_button.isEnabled()  # no draft left to open
        assert panel.discard_button.isEnabled()
        qtbot.mouseClick(panel.discard_button, Qt.MouseButton.LeftButton)
        click_button(qtbot, open_message_box(qtbot), "Discard")
    qtbot.waitUntil(lambda: panel_rows(panel) == [])
    qtbot.waitUntil(lambda: shown() == "Outbox empty")
