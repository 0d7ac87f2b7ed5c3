"""A damaged profile store is survived in the running app: the app
reaches its main window online, the clerk is told in plain words what was recovered, what
not, and where the damaged file is, and the recovered draft is there to open."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtWidgets import QMessageBox
from pytestqt.qtbot import QtBot

from app.store.drafts import Drafts
from app.store.local import LocalStore
from app.store.outbox import Outbox
from app.store.paths import AppPaths
from app.viewmodels.shell.main_window import ConnectionState
from tests.support.app import running_app
from tests.support.arabic import arabic_app
from tests.support.widgets import open_message_box


def damaged_demo_store(home: Path) -> Path:
    """The demo profile's store with a draft and a waiting request, then garbled whole."""
    paths = AppPaths.resolve(home)
    path = paths.profile_stores / "demo.sqlite3"
    store = LocalStore(path)
    Drafts(store).save("d1", kind="tax", title="Stamp duty 3%", payload={"name": "Stamp"})
    Outbox(store).submit(kind="tax", operation="create", payload={"name": "Levy"})
    store.close()
    with path.open("r+b") as file:  # the header page and the next ones: not a database
        file.write(bytes(range(256)) * 48)
    return path


def test_the_clerk_is_told_what_was_recovered_and_where_the_damaged_file_is(
    qtbot: QtBot, qloop: object, home: Path, screenshot
) -> None:
    path = damaged_demo_store(home)
    with running_app(qtbot, home) as app:
        box = open_message_box(qtbot)
        assert box.icon() is QMessageBox.Icon.Warning
        assert box.windowTitle() == "Local data repaired"
        text = box.text()
        assert "“Stamp duty 3%”" in text
        assert "looked up there before anything is sent again" in text
        damaged = next(path.parent.glob("demo.sqlite3.damaged-*[0-9]"))
        assert str(damaged) in text
        screenshot(box, "damaged-store-message")
        box.accept()
        assert app.view_model.connection_state is ConnectionState.ONLINE
        session = app.view_model.session
        assert session is not None and session.drafts is not None
        assert [d.title for d in session.drafts.open_drafts()] == ["Stamp duty 3%"]


def test_the_message_in_arabic(
    qtbot: QtBot, qloop: object, home: Path, tmp_path: Path, screenshot
) -> None:
    damaged_demo_store(home)
    with arabic_app(qtbot, home, tmp_path / "qm") as arabic:
        box = open_message_box(qtbot)
        screenshot(box, "damaged-store-message-rtl")
        assert "Local data" not in box.windowTitle()
        assert arabic.lookups.untranslated() == []
        box.accept()
