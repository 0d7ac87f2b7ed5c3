"""Key names read left to right in a right-to-left window.

A menu draws an action's keys after a tab ("Preferences…\\tCtrl+,"). In an Arabic menu the
paragraph runs right to left, and the bidi algorithm gives the trailing "+" and "," of
"Ctrl+," that direction: the menu showed ",+Ctrl". Key names are Latin and are read left to
right whatever the language (README, "Translations"), so the keys are drawn between two
left-to-right marks, which hold the punctuation on the side of the letters before it.
"""

from __future__ import annotations

from PySide6.QtGui import QPainter
from PySide6.QtWidgets import (
    QMenu,
    QMenuBar,
    QProxyStyle,
    QStyle,
    QStyleOption,
    QStyleOptionMenuItem,
    QWidget,
)

LEFT_TO_RIGHT_MARK = "\u200e"


def keys_left_to_right(keys: str) -> str:
    """``keys`` ("Ctrl+,", "Ctrl+Shift+O") laid out left to right in any paragraph."""
    return f"{LEFT_TO_RIGHT_MARK}{keys}{LEFT_TO_RIGHT_MARK}" if keys else keys


def menu_item_text(text: str) -> str:
    """A menu item's "label\\tkeys" with its keys laid out left to right."""
    label, tab, keys = text.partition("\t")
    return f"{label}{tab}{keys_left_to_right(keys)}" if tab else text


class LeftToRightShortcutStyle(QProxyStyle):
    """The application's style, drawing menu items' keys left to right (``menu_item_text``).
    Set on the menus only (``shortcuts_left_to_right``), so no other widget pays for a
    Python call per drawing."""

    def drawControl(
        self,
        element: QStyle.ControlElement,
        option: QStyleOption,
        painter: QPainter,
        widget: QWidget | None = None,
    ) -> None:
        if element == QStyle.ControlElement.CE_MenuItem and isinstance(
            option, QStyleOptionMenuItem
        ):
            item = QStyleOptionMenuItem(option)
            item.text = menu_item_text(option.text)
            super().drawControl(element, item, painter, widget)
            return
        super().drawControl(element, option, painter, widget)


def shortcuts_left_to_right(menu_bar: QMenuBar) -> LeftToRightShortcutStyle:
    """Give every menu of ``menu_bar`` (submenus too) the style that draws keys left to
    right; the style belongs to the menu bar."""
    style = LeftToRightShortcutStyle()
    style.setParent(menu_bar)
    pending = [action.menu() for action in menu_bar.actions()]
    while pending:
        menu = pending.pop()
        if isinstance(menu, QMenu):
            menu.setStyle(style)
            pending += [action.menu() for action in menu.actions()]
    return style
