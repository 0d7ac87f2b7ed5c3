"""The app in Arabic for tests: the catalogues applied as at a start with the Arabic
preference (ours and Qt's, right to left, the Arabic locale), and two witnesses of words
left in English:

- ``Lookups`` sees every translation Qt is asked for and tells which of the app's texts no
  catalogue answered (a text translated in the wrong context, a computed text never marked);
- ``english_chrome`` reads a window's buttons, headers, tabs, titles and labels and returns
  those still in English (a text that never went through ``tr()``).
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from PySide6.QtCore import QLocale, Qt, QTranslator
from PySide6.QtWidgets import (
    QAbstractButton,
    QApplication,
    QComboBox,
    QGroupBox,
    QLabel,
    QLineEdit,
    QMainWindow,
    QMenuBar,
    QTabBar,
    QTableView,
    QTreeView,
    QTreeWidget,
    QWidget,
)
from pytestqt.qtbot import QtBot

from app.store.resources import compile_catalogues, translations_dir
from app.viewmodels.numbers import localize_digits
from app.viewmodels.shell.preferences import Language, LanguagePreferences
from app.views.shell.language import apply_language
from tests.support.a11y import (
    Violation,
    clashes_on_every_page,
    command_letters_on_fields,
    on_every_page,
    without_accelerator,
)
from tests.support.app import RunningApp, running_app


class Lookups(QTranslator):
    """Installed last, so Qt asks it first: it records the question, answers nothing, and Qt
    goes on to the real catalogues. ``untranslated`` checks the answers afterwards."""

    def __init__(self, catalogues: list[QTranslator]) -> None:
        super().__init__()
        self.catalogues = catalogues
        self.asked: set[tuple[str, str, str, int]] = set()

    def translate(  # type: ignore[override]
        self, context: str, source: str, disambiguation: str | None = None, n: int = -1
    ) -> str | None:
        self.asked.add((context or "", source or "", disambiguation or "", n))
        return None

    def isEmpty(self) -> bool:
        return False

    def untranslated(self) -> list[tuple[str, str]]:
        """The app's texts that were shown in English: asked in a context of ours (Qt's
        classes start with Q), answered by no catalogue in any context. PySide6 asks the
        instance's class first, then its bases, so one text is asked in several contexts."""
        answered: set[str] = set()
        asked: dict[str, str] = {}
        for context, source, disambiguation, n in self.asked:
            if not source.strip() or context.startswith("Q"):
                continue
            asked.setdefault(source, context)
            if any(
                catalogue.translate(context, source, disambiguation or None, n)
                for catalogue in self.catalogues
            ):
                answered.add(source)
        return sorted(
            (context, source) for source, context in asked.items() if source not in answered
        )


@dataclass
class Arabic:
    running: RunningApp
    lookups: Lookups
    english: dict[str, set[str]] = field(default_factory=dict)
    """Window name -> English texts ``english_chrome`` found in it."""
    clashes: list[Violation] = field(default_factory=list)
    """Alt+letters used twice in one window (``clashing_mnemonics``), every tab page of
    the window's current screen or dialog included, and buttons whose translation lost
    the Alt+letter (``without_accelerator``)."""

    latin: dict[str, set[str]] = field(default_factory=dict)
    """Window name -> numbers ``latin_numbers`` found in Latin digits."""

    def look_at(self, name: str, widget: QWidget) -> None:
        found = english_chrome(widget)
        if found:
            self.english[name] = found
        numbers = latin_numbers(widget)
        if numbers:
            self.latin[name] = numbers
        # In the main window the current screen's own tabs are turned too.
        tabs = getattr(widget, "tabs", None)
        screen = tabs.currentWidget() if isinstance(widget, QMainWindow) and tabs else None
        self.clashes += clashes_on_every_page(name, screen or widget)
        self.clashes += on_every_page(
            name,
            screen or widget,
            lambda page, _shown: command_letters_on_fields(page, (screen or widget).window()),
        )
        self.clashes += without_accelerator(name, widget)


@contextmanager
def arabic_app(qtbot: QtBot, home: Path, scratch: Path, **options: Any) -> Iterator[Arabic]:
    """The running app in Arabic with Arabic-Indic digits; everything is put back after.
    ``options`` go to ``running_app``."""
    app = QApplication.instance()
    assert isinstance(app, QApplication)
    locale = QLocale()
    compile_catalogues(translations_dir(), scratch, force=True)
    catalogues = apply_language(app, LanguagePreferences(Language.ARABIC, False), scratch)
    assert len(catalogues) == 2, "Qt's Arabic catalogue and ours"
    lookups = Lookups(catalogues)
    app.installTranslator(lookups)
    try:
        with running_app(qtbot, home, **options) as running:
            yield Arabic(running, lookups)
    finally:
        for translator in [lookups, *catalogues]:
            app.removeTranslator(translator)
        app.setLayoutDirection(Qt.LayoutDirection.LeftToRight)
        QLocale.setDefault(locale)


# -- English left on screen --------------------------------------------------------------------
ALLOWED = re.compile(
    r"""
    Ctrl|Shift|Alt|Enter|Esc(ape)?|Tab|Delete|Backspace|PgUp|PgDown|Home|End|Up|Down|F\d+
    |\+|API|CSV|Excel|JWT|SKU|OE|RMA|HTTP|UTF|KSA|Bearer|Back\ Office\ Desktop
    |\b(SO|SR|IO|RR|RS|IR|JE)\b|English|https?://\S+|\S+@\S+|\.csv|\.xlsx
    """,
    re.VERBOSE,
)
WORD = re.compile(r"[A-Za-z]{2,}")


def _plain(text: str) -> str:
    return re.sub(r"<[^>]+>", " ", text).replace("&&", "\0").replace("&", "").replace("\0", "&")


ARABIC_LETTER = re.compile(r"[\u0600-\u06ff]")
LATIN_DIGIT = re.compile(r"[0-9]")


def is_english(text: str) -> bool:
    """A text a clerk reads as English: no Arabic letter (a translation may quote English,
    e.g. the column names a file may have), and a Latin word left once the key names,
    acronyms and formats that stay Latin in Arabic are taken out."""
    plain = _plain(text)
    return not ARABIC_LETTER.search(plain) and bool(WORD.search(ALLOWED.sub(" ", plain)))


def window_words(root: QWidget) -> Iterator[tuple[QWidget, str]]:
    """The words of ``root``'s own making, each with the widget that shows it: window
    titles, button texts, group titles, tab texts (closable tabs are documents, titled by
    their records: data), labels, hints of fields, menu titles and column headers. Cells,
    combo entries and field values are data and are not read."""
    for widget in [root, *root.findChildren(QWidget)]:
        if widget is not root and not widget.isVisibleTo(root):
            continue
        if widget.isWindow():
            yield widget, widget.windowTitle()
        if isinstance(widget, QAbstractButton):
            yield widget, widget.text()
        elif isinstance(widget, QGroupBox):
            yield widget, widget.title()
        elif isinstance(widget, QTabBar) and not widget.tabsClosable():
            for index in range(widget.count()):
                yield widget, widget.tabText(index)
        elif isinstance(widget, QLabel):
            yield widget, widget.text()
        elif isinstance(widget, QLineEdit) and not isinstance(widget.parent(), QComboBox):
            yield widget, widget.placeholderText()
        elif isinstance(widget, QMenuBar):
            for action in widget.actions():
                yield widget, action.text()
        if isinstance(widget, QTreeWidget):
            header = widget.headerItem()
            for column in range(widget.columnCount()):
                yield widget, header.text(column)
        elif isinstance(widget, QTableView | QTreeView) and widget.model() is not None:
            model = widget.model()
            for section in range(
                widget.horizontalHeader().count()
                if isinstance(widget, QTableView)
                else widget.header().count()
            ):
                yield widget, str(model.headerData(section, Qt.Orientation.Horizontal) or "")


def english_chrome(root: QWidget) -> set[str]:
    """The window's own words (``window_words``) still in English. A label counts when it
    has no digit (the ones with digits say counts or amounts of data) and is not a
    document's value (``value_label``)."""
    found = {
        text
        for widget, text in window_words(root)
        if text
        and is_english(text)
        and not (
            isinstance(widget, QLabel)
            and (re.search(r"\d", text) or widget.property("value") is True)
        )
    }
    for table in [root, *root.findChildren(QTableView)]:
        if (
            isinstance(table, QTableView)
            and table.model() is not None
            and table.verticalHeader().isVisibleTo(root)
        ):
            # Row numbers in the locale's digits: a model that answers with a text must
            # format it (a bare int is formatted by the header itself).
            number = table.model().headerData(0, Qt.Orientation.Vertical)
            if isinstance(number, str) and LATIN_DIGIT.search(number):
                found.add(f"row number {number!r} in Latin digits")
    return found


def latin_numbers(root: QWidget) -> set[str]:
    """The window's own words (``window_words``) that carry a number in Latin digits where
    the locale writes Arabic-Indic ones ("الهاتف 2", "(السعر 1)", an example "30:500").
    Codes and keys stay Latin (SO-12, Ctrl+1: see ``localize_digits``); window titles and
    labels other than a field's caption (one with a buddy) show data."""
    if QLocale().zeroDigit() == "0":
        return set()
    found = set()
    for widget, text in window_words(root):
        if widget.isWindow() and text == widget.windowTitle():
            continue
        if isinstance(widget, QLabel) and widget.buddy() is None:
            continue
        if isinstance(widget, QTableView | QTreeView):
            header = (
                widget.horizontalHeader() if isinstance(widget, QTableView) else widget.header()
            )
            if not header.isVisibleTo(root):
                continue
        # The Latin digits themselves, shown as what the preference picks, stay Latin.
        plain = _plain(text).replace("0123456789", "")
        if plain and localize_digits(plain) != plain:
            found.add(text)
    return found
