"""Type to find in a drop-down list.

Qt's own search in a closed combo box matches the start of the entry's text only, and a
space opens the list: "Main" never finds "WH-01 · Main warehouse", and "VAT 14" stops at
"VAT " and leaves "VAT 0%" chosen. ``FindAsTyped`` reads the whole typed text instead (the
keys typed less than a second apart), space included, and chooses the best entry that
holds it, by code or by name: one that starts with it, else one with a word that starts
with it, else one that contains it anywhere (case and Arabic letter forms ignored as Qt's
case folding does). Backspace takes the last letter back. Typed text that matches nothing
changes nothing. Space on a combo with nothing typed yet still opens the list.
"""

from __future__ import annotations

import re
from time import monotonic

from PySide6.QtCore import QEvent, QObject, Qt
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import QComboBox, QWidget

TYPING_PAUSE = 1.0
"""Seconds between two keys after which typing starts a new search (as Qt's own)."""


def best_match(texts: list[str], typed: str) -> int:
    """The index of the entry ``typed`` finds best (-1: none): starts with it, then has a
    word starting with it, then contains it; the first of equals wins."""
    wanted = " ".join(typed.split()).casefold()
    if not wanted:
        return -1
    ranked: list[tuple[int, int]] = []
    for index, text in enumerate(texts):
        folded = " ".join(text.split()).casefold()
        if folded.startswith(wanted):
            ranked.append((0, index))
        elif re.search(r"(?:^|[\s·\-/(])" + re.escape(wanted), folded):
            ranked.append((1, index))
        elif wanted in folded:
            ranked.append((2, index))
    return min(ranked)[1] if ranked else -1


class FindAsTyped(QObject):
    """Installed on a non-editable combo box (``find_as_typed``)."""

    def __init__(self, combo: QComboBox) -> None:
        super().__init__(combo)
        self._combo = combo
        self._typed = ""
        self._last = 0.0
        combo.installEventFilter(self)

    @property
    def typed(self) -> str:
        """What the clerk has typed so far (empty after a pause)."""
        return self._typed if monotonic() - self._last <= TYPING_PAUSE else ""

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.FocusOut:
            self._typed = ""
        if event.type() != QEvent.Type.KeyPress or not isinstance(event, QKeyEvent):
            return False
        modifiers = event.modifiers() & ~(
            Qt.KeyboardModifier.ShiftModifier | Qt.KeyboardModifier.KeypadModifier
        )
        if modifiers != Qt.KeyboardModifier.NoModifier:
            return False
        typed = self.typed
        if event.key() == Qt.Key.Key_Backspace:
            if not typed:
                return False
            return self._find(typed[:-1])
        text = event.text()
        if not text or not text.isprintable() or (text == " " and not typed):
            return False  # arrows, Enter, Esc, or a first space (opens the list)
        return self._find(typed + text)

    def _find(self, typed: str) -> bool:
        self._typed = typed
        self._last = monotonic()
        combo = self._combo
        index = best_match([combo.itemText(i) for i in range(combo.count())], typed)
        if index >= 0 and index != combo.currentIndex():
            combo.setCurrentIndex(index)
            combo.activated.emit(index)  # as Qt's own search does
            combo.textActivated.emit(combo.itemText(index))
        return True


def find_as_typed(root: QWidget) -> list[FindAsTyped]:
    """``FindAsTyped`` on every non-editable combo box of ``root`` not yet given one."""
    added = []
    for combo in root.findChildren(QComboBox):
        if combo.isEditable() or combo.findChild(FindAsTyped) is not None:
            continue
        added.append(FindAsTyped(combo))
    return added
