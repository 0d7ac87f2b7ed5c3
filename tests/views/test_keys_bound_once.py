"""No key is bound twice in the main window (Qt runs neither of two actions that share a
key: "Ambiguous shortcut overload"), in English and in Arabic: every action's shortcut,
the menus' included, with the lists and an editor open as the current tab."""

from __future__ import annotations

from pathlib import Path

from pytestqt.qtbot import QtBot

from app.views.sales.sales_order_editor import SalesOrderEditorView
from tests.support.app import RunningApp, running_app
from tests.support.arabic import arabic_app
from tests.support.keys import bound_keys, bound_twice
from tests.support.orders import new_order
from tests.support.screens import open_entry


def _every_screen_checked(qtbot: QtBot, running: RunningApp) -> dict[str, dict[str, list[str]]]:
    """The keys bound twice with each screen in turn the current tab (screen -> key ->
    what it runs)."""
    window = running.window
    found = {"(no tab)": bound_twice(window)}
    assert "Ctrl+Shift+P" in bound_keys(window)  # the enumeration sees the menus
    for key in ("sales-orders", "customers", "stock-items", "taxes", "journal-entries"):
        open_entry(qtbot, running, key)
        found[key] = bound_twice(window)
    editor = new_order(qtbot, running)
    assert isinstance(editor, SalesOrderEditorView)
    found["new sales order"] = bound_twice(window)
    return {screen: twice for screen, twice in found.items() if twice}


def test_no_key_is_bound_twice_in_english(qtbot: QtBot, qloop: object, home: Path) -> None:
    with running_app(qtbot, home) as running:
        keys = bound_keys(running.window)
        assert keys["Ctrl+Shift+P"] == ["Print a document…"]
        assert _every_screen_checked(qtbot, running) == {}


def test_no_key_is_bound_twice_in_arabic(
    qtbot: QtBot, qloop: object, home: Path, tmp_path: Path
) -> None:
    with arabic_app(qtbot, home, tmp_path / "translations") as arabic:
        assert _every_screen_checked(qtbot, arabic.running) == {}
