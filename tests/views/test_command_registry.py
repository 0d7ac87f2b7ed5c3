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
    with_alt_letters,
)
from tests.support.a11y import mnemonic
from tests.support.app import RunningApp, running_app
from tests.support.arabic import arabic_app

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


def test_entries_without_letters_get_free_ones_word_starts_first() -> None:
    assert with_alt_letters(["Gross profit", "Profit and loss"], taken=["d", "l"]) == [
        "&Gross profit",
        "&Profit and loss",
    ]
    # Every word's first letter taken: one of its other letters.
    assert with_alt_letters(["Sales", "Sales summary"]) == ["&Sales", "S&ales summary"]
    assert with_alt_letters(["R&D costs"], taken=["r"]) == ["R&&&D costs"]  # "&" shown
    assert with_alt_letters(["ab"], taken=["a", "b"]) == ["ab"]  # none left: none
    arabic = with_alt_letters(["ميزان المراجعة", "مبيعات"])
    assert [letter(text) for text in arabic] == ["م", "ب"]


def _report_entries(menu: QMenu) -> list[QAction]:
    """The View › Reports entries the menu builds itself (the reports, not commands)."""
    return [a for a in menu.actions() if not a.isSeparator() and not a.objectName()]


def _letters_of(menu: QMenu) -> list[str]:
    return [mnemonic(action.text()) for action in menu.actions() if not action.isSeparator()]


def test_every_report_in_the_menu_has_an_alt_letter_of_its_own(app: RunningApp) -> None:
    """Seventeen reports under View › Reports, each with a letter (Alt+V, R, then it) that
    neither another report nor the menu's Dashboard and Statement layout use."""
    from app.viewmodels.shell.navigation import report_titles

    menu = app.window.menus["view/reports"]
    reports = _report_entries(menu)
    assert [a.text().replace("&", "") for a in reports] == list(report_titles().values())
    letters = _letters_of(menu)
    assert all(letters), [a.text() for a in menu.actions() if not mnemonic(a.text())]
    assert len(set(letters)) == len(letters), letters
    shown = {a.text().replace("&", ""): a.text() for a in reports}
    assert shown["Trial balance"] == "&Trial balance"  # a word's first letter where free
    assert shown["Gross profit"] == "Gross &profit"  # G is General ledger's


def test_every_report_in_the_arabic_menu_has_an_alt_letter_of_its_own(
    qtbot: QtBot, qloop: object, home: Path, tmp_path: Path
) -> None:
    with arabic_app(qtbot, home, tmp_path / "qm") as arabic:
        menu = arabic.running.window.menus["view/reports"]
        reports = _report_entries(menu)
        assert len(reports) == 17
        assert all(not a.text().isascii() for a in reports)  # the Arabic titles
        letters = _letters_of(menu)
        assert all(letters) and len(set(letters)) == len(letters), letters
