"""Alt+letter on every button: the same command has the same letter on every
window, in English and in Arabic, the letter really presses the button, and a record's name
with an "&" never becomes a mnemonic of its own. (That no two things share a letter in one
window is checked on every window by tests/views/test_accessibility.py in English and by
tests/i18n/test_arabic_screens.py in Arabic.)"""

from __future__ import annotations

import ast
import xml.etree.ElementTree as ET
from collections import defaultdict
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from app.store.resources import translations_dir
from app.views.shell.main_window import tab_text
from app.views.widgets.screen import Screen
from tests.support.a11y import clashing_mnemonics, mnemonic
from tests.support.app import RunningApp, running_app
from tests.support.screens import open_taxes

ROOT = Path(__file__).resolve().parents[2]
VIEWS = ROOT / "app" / "views"
ARABIC_CATALOGUE = translations_dir() / "backoffice_ar.ts"

COMMANDS = {
    "New": "N",
    "Open": "O",
    "Save": "S",
    "Delete…": "D",
    "Refresh": "R",
    "Export": "X",
    "Close": "C",
    "Cancel": "C",
    "Add line": "A",
    "Remove line": "M",
    "Print…": "P",
    "Edit": "E",
    "Next": "N",
    "Next ›": "N",
}
"""The app's letters for its common commands (as the README says): a clerk's Alt+S saves
on every editor, Alt+N makes a new record on every list, and is Next where no New is shown
(the return wizard, the customer's documents); a list with New pages with "Next page"."""
ARABIC = {"&Save": "ح", "&Delete…": "ذ", "&Close": "غ", "&Refresh": "ت", "E&xport": "ص"}
"""The same in Arabic, where the translations are the same words."""


def _plain(text: str) -> str:
    return text.replace("&&", "\0").replace("&", "").replace("\0", "&")


def _translated(node: ast.expr) -> list[str]:
    """The texts of ``self.tr("...")`` in ``node`` (through ``a or b`` and ``a if c else b``)."""
    if isinstance(node, ast.BoolOp):
        return [text for value in node.values for text in _translated(value)]
    if isinstance(node, ast.IfExp):
        return _translated(node.body) + _translated(node.orelse)
    if (
        isinstance(node, ast.Call)
        and getattr(node.func, "attr", "") == "tr"
        and isinstance(node.args[0], ast.Constant)
    ):
        return [node.args[0].value]
    return []


def button_texts() -> dict[str, set[str]]:
    """Plain text -> the texts with their "&" of every button the views make: the text of
    ``QPushButton(...)`` (``ExportButton``'s own too), of ``ListWords(new=...)`` and of a
    ``..._button.setText(...)``."""
    found: dict[str, set[str]] = defaultdict(set)
    for path in VIEWS.rglob("*.py"):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if not isinstance(node, ast.Call):
                continue
            name = getattr(node.func, "id", getattr(node.func, "attr", ""))
            target = getattr(getattr(node.func, "value", None), "attr", "")
            texts: list[ast.expr] = []
            made = name == "QPushButton" or (name == "__init__" and path.name == "export.py")
            if made or (name == "setText" and target.endswith("_button")):
                texts = node.args[:1]
            elif name == "ListWords":
                texts = [k.value for k in node.keywords if k.arg == "new"]
            for text in (t for expression in texts for t in _translated(expression)):
                found[_plain(text)].add(text)
    return found


def test_every_button_of_the_views_has_a_letter_and_one_command_one_letter() -> None:
    texts = button_texts()
    assert len(texts) > 40
    without = sorted(plain for plain, spelled in texts.items() if not any(map(mnemonic, spelled)))
    assert without == []
    twice = {plain: spelled for plain, spelled in texts.items() if len(spelled) > 1}
    assert twice == {}, "one text, two letters"
    for command, letter in COMMANDS.items():
        assert command in texts, command
        assert {mnemonic(text) for text in texts[command]} == {letter}, command
    news = {plain: mnemonic(next(iter(spelled))) for plain, spelled in texts.items()}
    # "New tax", "New order"... all on N, but where a list has two ("New cash out").
    assert {plain for plain, letter in news.items() if plain.startswith("New")} - {
        plain for plain, letter in news.items() if letter == "N"
    } == {"New cash out"}


def test_the_arabic_translation_of_a_command_has_one_letter_everywhere() -> None:
    letters: dict[str, set[str]] = defaultdict(set)
    for message in ET.parse(ARABIC_CATALOGUE).getroot().iter("message"):
        translation = message.find("translation")
        source = message.findtext("source") or ""
        if source in ARABIC and translation is not None and translation.get("type") is None:
            letters[source].add(mnemonic(translation.text or ""))
    assert letters == {source: {letter} for source, letter in ARABIC.items()}


def test_a_record_named_with_an_ampersand_keeps_it_in_its_tab() -> None:
    """ "R&D" in a tab would be Alt+D (stealing Delete…) and read "RD"."""
    assert tab_text("R&D levy") == "R&&D levy"
    assert mnemonic(tab_text("R&D levy")) == ""


@pytest.fixture
def app(qtbot: QtBot, qloop: object, home: Path) -> Iterator[RunningApp]:
    with running_app(qtbot, home) as running:
        yield running


def test_alt_letters_press_the_buttons_of_a_list_and_an_editor(
    qtbot: QtBot, app: RunningApp
) -> None:
    """Alt+N on the taxes makes a new tax; in it, a title with "&" does not clash with Alt+D
    or any other letter; Alt+C closes it."""
    window = app.window
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)
    taxes = open_taxes(qtbot, app)
    qtbot.keyClick(taxes, Qt.Key.Key_N, Qt.KeyboardModifier.AltModifier)
    qtbot.waitUntil(lambda: window.tabs.currentWidget() is not taxes)
    editor = window.tabs.currentWidget()
    assert isinstance(editor, Screen) and editor.view_model is not taxes.view_model
    editor.titleChanged.emit("R&D levy")
    assert window.tabs.tabText(window.tabs.currentIndex()) == "R&&D levy"
    assert clashing_mnemonics("new tax", window) == []
    qtbot.keyClick(editor, Qt.Key.Key_C, Qt.KeyboardModifier.AltModifier)
    qtbot.waitUntil(lambda: window.tabs.currentWidget() is taxes)
