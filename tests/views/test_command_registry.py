"""The window's commands are declared once (``app/views/shell/commands.py``): the registry
refuses a second command of one id, a key bound twice and an Alt letter used twice in one
menu, in English and in the Arabic catalogue; and the window's menus are the registry's."""

from __future__ import annotations

import xml.etree.ElementTree as ET
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QMenu
from pytestqt.qtbot import QtBot

from app.store.resources import translations_dir
from app.views.shell.commands import (
    COMMANDS,
    WINDOW,
    Command,
    CommandRegistry,
    Menu,
    Separator,
    key_name,
    letter,
)
from tests.support.app import RunningApp, running_app

ARABIC_CATALOGUE = translations_dir() / "backoffice_ar.ts"


def arabic_texts() -> dict[str, str]:
    """The Arabic of every command's text, as the committed catalogue gives it."""
    found: dict[str, str] = {}
    for context in ET.parse(ARABIC_CATALOGUE).getroot().iter("context"):
        if context.findtext("name") != "Commands":
            continue
        for message in context.iter("message"):
            translation = message.find("translation")
            if translation is not None and translation.get("type") is None:
                found[message.findtext("source") or ""] = translation.text or ""
    return found


def test_letters_and_key_spellings() -> None:
    assert letter("Sa&ve") == "v"
    assert letter("R&&D levy") == ""
    assert letter("R&&D &levy") == "l"
    assert letter("الا&تصال") == "ت"
    assert key_name("Shift+Ctrl+O") == key_name("Ctrl+Shift+O")


def test_a_second_command_of_one_id_is_refused() -> None:
    with pytest.raises(ValueError, match="two commands"):
        CommandRegistry(
            (Menu("file", "&File"), Command("a", "&One", "file"), Command("a", "&Two", "file"))
        )


def test_a_key_bound_twice_is_refused_however_it_is_spelled() -> None:
    with pytest.raises(ValueError, match="Ctrl"):
        CommandRegistry(
            (
                Menu("file", "&File"),
                Command("a", "&One", "file", ("Ctrl+Shift+O",)),
                Command("b", "&Two", WINDOW, ("Shift+Ctrl+O",)),
            )
        )


def test_a_letter_used_twice_in_one_menu_is_refused_but_not_in_two_menus() -> None:
    with pytest.raises(ValueError, match="Alt letter"):
        CommandRegistry(
            (Menu("file", "&File"), Command("a", "&Save", "file"), Command("b", "&Send", "file"))
        )
    with pytest.raises(ValueError, match="Alt letter"):  # the menu bar is a menu too
        CommandRegistry((Menu("file", "&File"), Menu("form", "&Form")))
    CommandRegistry(
        (
            Menu("file", "&File"),
            Menu("view", "&View"),
            Command("a", "&Save", "file"),
            Separator("file"),
            Command("b", "&Sync", "view"),
        )
    )


def test_an_entry_in_no_known_menu_is_refused() -> None:
    with pytest.raises(ValueError, match="not a menu"):
        CommandRegistry((Command("a", "&Save", "flie"),))


def test_the_window_s_commands_have_one_letter_per_menu_in_english() -> None:
    COMMANDS.check_letters(lambda text: text)  # (also checked when the module is imported)
    assert len({key_name(k) for c in COMMANDS.commands() for k in c.keys}) == sum(
        len(c.keys) for c in COMMANDS.commands()
    )


def test_the_window_s_commands_have_one_letter_per_menu_in_arabic() -> None:
    arabic = arabic_texts()
    texts = [entry.text for entry in COMMANDS.entries if isinstance(entry, Menu | Command)]
    missing = sorted(text for text in texts if text and text not in arabic)
    assert not missing, f"not translated in the Arabic catalogue: {missing}"
    COMMANDS.check_letters(lambda text: arabic.get(text, text))
    no_letter = sorted(
        text for text in texts if letter(text) and not letter(arabic.get(text, text))
    )
    assert not no_letter, f"an Arabic menu entry without its Alt letter: {no_letter}"


def test_the_check_catches_an_arabic_clash() -> None:
    arabic = arabic_texts()
    clashing = {**arabic, "Close &tab": arabic["&Connect to a server…"]}  # both on ت
    with pytest.raises(ValueError, match="close-tab"):
        COMMANDS.check_letters(lambda text: clashing.get(text, text))


@pytest.fixture
def app(qtbot: QtBot, qloop: object, home: Path) -> Iterator[RunningApp]:
    with running_app(qtbot, home) as running:
        yield running


def _shown(menu: QMenu) -> list[str]:
    """A menu's entries as ids: a command's, a submenu's, "-" for a separator."""
    ids = []
    for action in menu.actions():
        if action.isSeparator():
            ids.append("-")
        elif action.menu() is not None:
            ids.append(action.menu().objectName())
        else:
            ids.append(action.objectName() or "(built by the menu)")
    return ids


def _declared(menu_id: str) -> list[str]:
    ids = []
    for entry in COMMANDS.in_menu(menu_id):
        if isinstance(entry, Separator):
            ids.append("-")
        elif isinstance(entry, Menu | Command):
            ids.append(entry.id)
        else:
            ids.append(f"insert:{entry.id}")
    return ids


def test_the_window_s_menus_are_the_registry_s(app: RunningApp) -> None:
    window = app.window
    bar = [action.text() for action in window.menuBar().actions()]
    assert bar == [
        COMMANDS.menu(entry.id).text
        for entry in COMMANDS.in_menu(WINDOW)
        if isinstance(entry, Menu)
    ]
    for menu_id, menu in window.menus.items():
        assert menu.objectName() == menu_id
        shown = [name for name in _shown(menu) if name != "(built by the menu)"]
        declared = [name for name in _declared(menu_id) if not name.startswith("insert:")]
        assert shown == declared, menu_id
    # Every key of the window is bound once, the platform's own keys included.
    bound: dict[str, str] = {}
    for action in window.findChildren(QAction):
        for keys in action.shortcuts():
            text = keys.toString()
            assert bound.setdefault(text, action.objectName()) == action.objectName(), text
    assert window.command_actions["quit"].shortcuts()
    assert window.command_actions["tab.9"] in window.actions()
