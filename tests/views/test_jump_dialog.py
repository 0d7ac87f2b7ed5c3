"""Ctrl+K "Go to": type part of a name, arrow down, Enter, and the editor opens."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from app.models.stock_items import StockItemResponse
from app.views.shell.jump_dialog import JumpDialog
from tests.support.app import RunningApp, running_app, wait_for_cache
from tests.support.screens import current_editor


@pytest.fixture
def app(qtbot: QtBot, qloop: object, home: Path) -> Iterator[RunningApp]:
    with running_app(qtbot, home) as running:
        wait_for_cache(qtbot, running, "taxes")
        yield running


def open_jump(qtbot: QtBot, app: RunningApp) -> JumpDialog:
    qtbot.keyClick(app.window, Qt.Key.Key_K, Qt.KeyboardModifier.ControlModifier)
    qtbot.waitUntil(lambda: isinstance(QApplication.activeModalWidget(), JumpDialog))
    dialog = QApplication.activeModalWidget()
    assert isinstance(dialog, JumpDialog)
    return dialog


def test_typing_then_enter_opens_the_highlighted_record(
    qtbot: QtBot, app: RunningApp, screenshot
) -> None:
    dialog = open_jump(qtbot, app)
    qtbot.keyClicks(dialog.field, "withholding")
    texts = [dialog.results.item(row).text() for row in range(dialog.results.count())]
    assert texts == ["Withholding 1% supplies — Tax", "Withholding 3% services — Tax"]
    qtbot.keyClick(dialog.field, Qt.Key.Key_Down)
    screenshot(dialog, "jump_dialog")
    qtbot.keyClick(dialog.field, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: QApplication.activeModalWidget() is None)
    editor = current_editor(app)
    assert editor.name.text() == "Withholding 3% services"


def test_nothing_matching_says_so_and_escape_closes(qtbot: QtBot, app: RunningApp) -> None:
    dialog = open_jump(qtbot, app)
    qtbot.keyClicks(dialog.field, "zzzz")
    assert dialog.results.count() == 0
    assert dialog.hint.text() == "Nothing matches “zzzz”."
    qtbot.keyClick(dialog.field, Qt.Key.Key_Escape)
    qtbot.waitUntil(lambda: QApplication.activeModalWidget() is None)
    assert app.window.tabs.count() == 0


def _change_on_the_server(app: RunningApp, sql: str, *args: object) -> None:
    """Another clerk's change, straight in the demo company's database (the cache of this
    profile does not know it until the next sync)."""
    from app.sandbox.db import Database

    demo_db = Database(app.paths.demo_database)
    with demo_db.transaction() as conn:
        conn.execute(sql, args)
    demo_db.close()


def test_an_item_opens_as_the_server_has_it_not_as_cached(
    qtbot: QtBot, app: RunningApp, screenshot
) -> None:
    from app.viewmodels.inventory.stock_item_editor import ItemField
    from tests.support.stock_items import current_item_editor

    wait_for_cache(qtbot, app, "stock_items", "classifications", "brands")
    dialog = open_jump(qtbot, app)
    qtbot.keyClicks(dialog.field, "samsung 43")
    texts = [dialog.results.item(row).text() for row in range(dialog.results.count())]
    assert texts == ["000002 · Samsung 43-inch Full HD Smart TV — Stock item"]
    _change_on_the_server(app, "UPDATE stock_items SET price = 12345 WHERE code = '000002'")
    qtbot.keyClick(dialog.field, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: QApplication.activeModalWidget() is None, timeout=10000)
    editor = current_item_editor(app)
    base = editor.view_model.base
    assert base is not None and base.price == 12345  # what the conflict check compares with
    assert editor.inputs[ItemField.PRICE].text() == "12345"
    screenshot(app.window, "jump_stock_item_opened")


def test_an_item_gone_from_the_server_says_so_in_the_box(qtbot: QtBot, app: RunningApp) -> None:
    from app.store.reference_cache import ReferenceCache
    from app.sync.sources import STOCK_ITEMS
    from tests.support.item_cache import item_payload

    wait_for_cache(qtbot, app, "stock_items")
    # Deleted on the server since the last sync: still in this profile's cache.
    gone = StockItemResponse.model_validate(
        item_payload(999_999) | {"description": "Discontinued widget"}
    )
    session = app.view_model.session
    assert session is not None and session.store is not None
    with session.store.transaction() as conn:
        ReferenceCache.upsert(
            conn,
            "stock_items",
            [(STOCK_ITEMS.columns(gone), gone.model_dump_json(by_alias=True))],
            "x",
        )
    dialog = open_jump(qtbot, app)
    qtbot.keyClicks(dialog.field, "discontinued")
    assert dialog.results.count() == 1
    qtbot.keyClick(dialog.field, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: "could not be opened" in dialog.hint.text(), timeout=10000)
    assert dialog.hint.text().startswith("“999999 · Discontinued widget” could not be opened.")
    assert dialog.isVisible() and not dialog.field.isReadOnly()  # type something else
    qtbot.keyClick(dialog.field, Qt.Key.Key_Escape)
    qtbot.waitUntil(lambda: QApplication.activeModalWidget() is None)
    assert app.window.tabs.count() == 0


def test_offline_an_item_opens_from_the_cache(qtbot: QtBot, qloop: object, tmp_path: Path) -> None:
    """The loader behind the jump (and the list's Open): no server, the cached copy."""
    import asyncio

    from app.api import errors as api_errors
    from app.store.local import LocalStore
    from app.viewmodels.inventory.stock_item_list import item_to_edit
    from tests.support.item_cache import seed_items

    store = LocalStore(tmp_path / "profile.sqlite3")
    seed_items(store, 3)

    class Away:
        async def get(self, item_id: int) -> object:
            raise api_errors.Offline("no route to the server")

    class Session:
        closed = False
        client = type("Client", (), {"stock_items": Away()})()

    session = Session()
    session.store = store  # type: ignore[attr-defined]
    try:
        task = asyncio.ensure_future(item_to_edit(session, 2))  # type: ignore[arg-type]
        qtbot.waitUntil(task.done)
        assert task.result().description == "Phone Cable model 2"
        task = asyncio.ensure_future(item_to_edit(session, 99))  # type: ignore[arg-type]
        qtbot.waitUntil(task.done)
        assert isinstance(task.exception(), api_errors.Offline)  # not cached: the reason
    finally:
        store.close()
