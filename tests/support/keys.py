"""Which keys a window binds, and to what: every shortcut a clerk's key press could reach
(the menus' actions, the window's own, and those of the widgets shown, as Qt's shortcut
map sees them), to find one key bound twice (Qt then runs neither: "Ambiguous shortcut
overload")."""

from __future__ import annotations

from collections import defaultdict

from PySide6.QtCore import Qt
from PySide6.QtGui import QAction, QKeySequence, QShortcut
from PySide6.QtWidgets import QMainWindow, QMenu, QWidget


def _menu_actions(menu: QMenu) -> list[QAction]:
    found = []
    for action in menu.actions():
        if action.menu() is not None:
            found += _menu_actions(action.menu())  # type: ignore[arg-type]
        elif not action.isSeparator():
            found.append(action)
    return found


def _live(action: QAction) -> bool:
    """Whether Qt would offer the action's keys in the window: shown on a visible widget
    (or in a menu), in a context wider than its own widget."""
    if action.shortcutContext() == Qt.ShortcutContext.WidgetShortcut:
        return False
    return any(
        isinstance(owner, QMenu) or (isinstance(owner, QWidget) and owner.isVisible())
        for owner in action.associatedObjects()
    )


def bound_keys(window: QMainWindow) -> dict[str, list[str]]:
    """Key (portable text) -> the names of what it runs, for the window as it is now."""
    actions: list[QAction] = []
    for top in window.menuBar().actions():
        if top.menu() is not None:
            actions += _menu_actions(top.menu())  # type: ignore[arg-type]
    actions += [action for action in window.findChildren(QAction) if _live(action)]
    keys: dict[str, list[str]] = defaultdict(list)
    seen: set[int] = set()
    for action in actions:
        if id(action) in seen:
            continue
        seen.add(id(action))
        for sequence in action.shortcuts():
            if not sequence.isEmpty():
                name = action.text().replace("&", "") or action.objectName() or "?"
                keys[sequence.toString(QKeySequence.SequenceFormat.PortableText)].append(name)
    for shortcut in window.findChildren(QShortcut):
        parent = shortcut.parent()
        if (
            shortcut.isEnabled()
            and shortcut.context() != Qt.ShortcutContext.WidgetShortcut
            and isinstance(parent, QWidget)
            and parent.isVisible()
        ):
            for sequence in shortcut.keys():  # noqa: SIM118 (a QShortcut, not a dict)
                if not sequence.isEmpty():
                    name = shortcut.objectName() or shortcut.whatsThis() or "a QShortcut"
                    keys[sequence.toString(QKeySequence.SequenceFormat.PortableText)].append(
                        f"{name} ({type(parent).__name__})"
                    )
    return dict(keys)


def bound_twice(window: QMainWindow) -> dict[str, list[str]]:
    """The keys bound to more than one thing."""
    return {key: names for key, names in bound_keys(window).items() if len(names) > 1}
