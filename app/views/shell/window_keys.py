"""The main window's keys for moving about: between document tabs, to a tab by number,
and between the window's three panes.

- Ctrl+Tab / Ctrl+Shift+Tab and Ctrl+PgDown / Ctrl+PgUp: the next / previous document
  tab. When the focus is inside a tab widget of the current screen (an editor's own
  Details / Addresses pages), those keys turn that tab widget's pages instead, as Qt's tab
  widget does on its own: the inner pages keep their keys while the clerk works in them.
- Ctrl+1 ... Ctrl+8: the first ... eighth tab; Ctrl+9 the last (as in a web browser).
- F6 / Shift+F6: the navigation, the tab bar, the current tab's content, round.

Every move lands the focus on a control (``enter_screen``): where the clerk left it in
that tab, else the screen's own first control, never on a screen's bare background, where
arrows and letters do nothing.
"""

from __future__ import annotations

import sys
from collections.abc import Callable
from functools import partial

import shiboken6
from PySide6.QtCore import QCoreApplication, QEvent, QObject, Qt
from PySide6.QtGui import QAction, QKeyEvent
from PySide6.QtWidgets import QApplication, QLineEdit, QTabWidget, QWidget

from app.views.shell.commands import COMMANDS
from app.views.widgets.focus import reading_order


def _usable(widget: QWidget | None, inside: QWidget) -> bool:
    return (
        widget is not None
        and widget is not inside
        and inside.isAncestorOf(widget)
        and widget.isVisible()
        and widget.isEnabled()
        and widget.focusPolicy() != Qt.FocusPolicy.NoFocus
    )


def first_control(screen: QWidget) -> QWidget | None:
    """Where a screen starts: its ``first_focus()`` when it says (a saved document's lines),
    else its focus proxy, else the first enabled control in reading order."""
    chosen = getattr(screen, "first_focus", None)
    if callable(chosen):
        widget = chosen()
        if isinstance(widget, QWidget) and widget.isEnabled() and widget.isVisible():
            return widget
    proxy = screen.focusProxy()
    if proxy is not None and proxy.isVisible() and proxy.isEnabled():
        return proxy
    for widget in reading_order(screen, visible_only=True):
        if widget.isEnabled():
            return widget
    return None


def enter_screen(screen: QWidget, *, where_it_was: bool = True) -> None:
    """Focus ``screen``'s control: the one the clerk left it in (``where_it_was``), else
    its ``first_control``; the screen itself only when it has no control at all."""
    target = screen.focusWidget() if where_it_was else None
    if not _usable(target, screen):
        target = first_control(screen)
        if isinstance(target, QLineEdit) and _is_new_record(screen):
            target.selectAll()  # a suggested value (the next code) is typed over, as after Tab
    (target or screen).setFocus(Qt.FocusReason.OtherFocusReason)


def _is_new_record(screen: QWidget) -> bool:
    """Whether ``screen`` edits a record not saved yet. A saved one's first field is never
    selected on arrival: a stray key would replace its name."""
    view_model = getattr(screen, "view_model", None)
    return view_model is not None and getattr(view_model, "base", "saved") is None


class WindowKeys(QObject):
    """Installs the moving-about keys on ``window`` (a main window with a ``navigation``
    tree and a ``tabs`` widget). ``next_tab_action`` and ``previous_tab_action``, and
    the two pane actions, go into the View menu, so the menu and F1 show their keys."""

    def __init__(
        self,
        window: QWidget,
        navigation: QWidget,
        tabs: QTabWidget,
        has_tabs: Callable[[], bool],
    ) -> None:
        super().__init__(window)
        self._window = window
        self._navigation = navigation
        self._tabs = tabs
        self._has_tabs = has_tabs
        # Their texts and keys are the command registry's (app/views/shell/commands.py).
        self.next_tab_action = self._action("tab.next", lambda: self.step_tab(1))
        self.previous_tab_action = self._action("tab.previous", lambda: self.step_tab(-1))
        self.next_pane_action = self._action("pane.next", lambda: self.step_pane(1))
        self.previous_pane_action = self._action("pane.previous", lambda: self.step_pane(-1))
        self.number_actions: list[QAction] = [
            self._action(f"tab.{number}", partial(self.go_to_tab, number))
            for number in range(1, 10)
        ]

    def _action(self, command_id: str, slot: Callable[[], None]) -> QAction:
        action = COMMANDS.action(command_id, self, slot)
        action.setShortcutContext(Qt.ShortcutContext.WindowShortcut)
        self._window.addAction(action)
        return action

    def actions(self) -> list[QAction]:
        """The actions the View menu shows."""
        return [
            self.next_tab_action,
            self.previous_tab_action,
            self.next_pane_action,
            self.previous_pane_action,
        ]

    # -- tabs ------------------------------------------------------------------------------
    def _inner_tabs(self) -> QTabWidget | None:
        """The tab widget of the current screen the focus is in, if any (innermost)."""
        focused = self._window.focusWidget()
        screen = self._tabs.currentWidget()
        if focused is None or screen is None or not screen.isAncestorOf(focused):
            return None
        widget = focused.parentWidget()
        while widget is not None and widget is not screen:
            if isinstance(widget, QTabWidget) and widget.count() > 1:
                return widget
            widget = widget.parentWidget()
        return None

    def step_tab(self, step: int) -> None:
        """The next (1) or previous (-1) document tab, round; inside an editor's own tab
        widget, its next or previous page."""
        inner = self._inner_tabs()
        if inner is not None:
            inner.setCurrentIndex((inner.currentIndex() + step) % inner.count())
            page = inner.currentWidget()
            if page is not None:
                enter_screen(page, where_it_was=False)
            return
        count = self._tabs.count()
        if self._has_tabs() and count:
            self._show((self._tabs.currentIndex() + step) % count)

    def go_to_tab(self, number: int) -> None:
        """Ctrl+number: tab ``number`` (from 1); 9 is the last tab."""
        count = self._tabs.count()
        if not self._has_tabs() or not count:
            return
        index = count - 1 if number == 9 else number - 1
        if index < count:
            self._show(index)

    def _show(self, index: int) -> None:
        self._tabs.setCurrentIndex(index)
        screen = self._tabs.currentWidget()
        if screen is not None:
            enter_screen(screen)

    # -- panes -----------------------------------------------------------------------------
    def _panes(self) -> list[QWidget]:
        panes: list[QWidget] = [self._navigation]
        if self._has_tabs() and self._tabs.count():
            panes.append(self._tabs.tabBar())
            current = self._tabs.currentWidget()
            if current is not None:
                panes.append(current)
        return panes

    def current_pane(self) -> int:
        """Which of ``_panes`` holds the focus (-1: none)."""
        focused = self._window.focusWidget()
        for number, pane in enumerate(self._panes()):
            if focused is not None and (focused is pane or pane.isAncestorOf(focused)):
                return number
        return -1

    def step_pane(self, step: int) -> None:
        """F6 (1) or Shift+F6 (-1): the next or previous pane, round."""
        panes = self._panes()
        at = self.current_pane()
        target = panes[(at + step) % len(panes)] if at >= 0 else panes[0]
        if target is self._tabs.currentWidget():
            enter_screen(target)
        else:
            target.setFocus(Qt.FocusReason.ShortcutFocusReason)


class AltLettersNeverType(QObject):
    """Alt with a letter never types that letter into a field.

    Qt offers Alt+letter to the window's mnemonics first: a button or label with that
    letter takes it. One that none took arrives at the field as a key press with text,
    and a line edit types it: in an Arabic window, whose mnemonics are Arabic letters,
    Alt+B (the barcode field in English) typed "b" into whatever field had the focus.
    Such a key press is dropped here, in every window of the application, so Alt+letter
    does what its mnemonic does, or nothing. Ctrl+Alt (AltGr on Windows) still types, and
    so does Option on macOS, where it is how accented letters are typed.

    It watches the widget with the keyboard focus only (``follow_focus``), the one a key
    press is delivered to: a filter on the whole application would be handed every event
    of every object, and PySide6 builds the Python class of each object and event it
    passes on (with all their enums), some 20 ms of a start-up for nothing.
    """

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.enabled = sys.platform != "darwin"
        self._watched: QWidget | None = None

    def follow_focus(self, app: QCoreApplication) -> None:
        """Watch whichever widget of ``app`` has the keyboard focus, from now on."""
        if isinstance(app, QApplication):  # (a program without widgets has no focus)
            app.focusChanged.connect(self._focus_moved)
            self._focus_moved(None, app.focusWidget())

    def _focus_moved(self, _old: QWidget | None, new: QWidget | None) -> None:
        if self._watched is not None and shiboken6.isValid(self._watched):
            self._watched.removeEventFilter(self)
        self._watched = new
        if new is not None:
            new.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if (
            self.enabled
            and event.type() == QEvent.Type.KeyPress
            and isinstance(event, QKeyEvent)
            and isinstance(watched, QWidget)
        ):
            modifiers = event.modifiers()
            text = event.text()
            if (
                modifiers & Qt.KeyboardModifier.AltModifier
                and not modifiers & Qt.KeyboardModifier.ControlModifier
                and len(text) == 1
                and text.isalpha()
            ):
                return True
        return False
