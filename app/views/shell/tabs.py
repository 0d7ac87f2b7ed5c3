"""The open tabs: opening, retitling, and the close policy (unsaved typing is kept as a
draft, asked about, or keeps the tab and the app open when it cannot be kept)."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QWidget

from app.views.shell.parts import WindowPart
from app.views.shell.status import STATUS_MESSAGE_MS
from app.views.shell.window_keys import enter_screen
from app.views.widgets.accessibility import name_inner_controls
from app.views.widgets.focus import tab_in_reading_order
from app.views.widgets.screen import Screen, silence


def tab_text(title: str) -> str:
    """A record's title as a tab shows it: an "&" in a name ("R&D") is the letter itself,
    not an Alt+letter that would steal the window's mnemonics."""
    return title.replace("&", "&&")


class TabsPart(WindowPart):
    """The tabs and their close policy."""

    def show_tab(self, key: str, factory: Callable[[], Screen]) -> Screen:
        """Open (or bring forward) the tab ``key``, built by ``factory`` the first time."""
        return self._show_tab(key, factory)

    def _show_tab(self, key: str, factory: Callable[[], Screen]) -> Screen:
        screen = self._tabs.get(key)
        opened = screen is None  # a new tab starts at its first control
        if screen is None:
            from app.views.widgets.list_keys import link_search_boxes  # it knows the editors' base

            screen = factory()
            self.view_model.adopt(screen.view_model)
            self._tabs[key] = screen
            self.tabs.addTab(screen, tab_text(screen.title()))
            self.tabs.setTabToolTip(self.tabs.indexOf(screen), screen.title())  # if elided
            from app.views.widgets.combo_search import find_as_typed  # (not needed at start)

            # Once in the window: Qt splices a reparented chain in its own order.
            tab_in_reading_order(screen)  # however the view was built (app/views/widgets/focus.py)
            name_inner_controls(screen)  # clear buttons, combos' fields, scroll areas
            link_search_boxes(screen)  # Down from a list's search box into its rows
            find_as_typed(screen)  # drop-down lists find code or name, the whole text typed
            screen.titleChanged.connect(lambda title, s=screen: self._retitle(s, title))
            screen.closeRequested.connect(lambda s=screen: self._close_screen(s))
        self.tabs.setCurrentWidget(screen)
        self.center.setCurrentWidget(self.tabs)
        enter_screen(screen, where_it_was=not opened)  # keyboard work goes on, on a control
        return screen

    def _retitle(self, widget: QWidget, title: str) -> None:
        index = self.tabs.indexOf(widget)
        if index >= 0:
            self.tabs.setTabText(index, tab_text(title))
            self.tabs.setTabToolTip(index, title)  # the whole title when the tab elides it
        if widget is self.tabs.currentWidget():
            self._show_title()

    def _show_title(self) -> None:
        """The window title names the current tab and the company (a screen reader says it
        when the window is reached, Alt+Tab and the task bar show it)."""
        name = self._profile_title
        screen = self.tabs.currentWidget() if self._tabs else None
        if isinstance(screen, Screen) and name:
            title = QCoreApplication.translate(
                "MainWindow", "{tab} — {name} — Back Office Desktop"
            ).format(tab=screen.title(), name=name)
        elif name:
            title = QCoreApplication.translate("MainWindow", "{name} — Back Office Desktop").format(
                name=name
            )
        else:
            title = QCoreApplication.translate("MainWindow", "Back Office Desktop")
        self.setWindowTitle(title)

    def _close_tab_at(self, index: int) -> None:
        screen = self.tabs.widget(index)
        if isinstance(screen, Screen):
            self._close_screen(screen)

    def _close_screen(self, screen: Screen) -> None:
        """Closing a tab with unsaved changes asks: keep them as a draft (the default:
        nothing is lost), discard them, or cancel."""
        if screen.has_unsaved_changes():
            from PySide6.QtWidgets import QMessageBox

            from app.views.widgets.dialogs import Choice, ask

            ask(
                self,
                QCoreApplication.translate("MainWindow", "Unsaved changes"),
                QCoreApplication.translate(
                    "MainWindow", "“{title}” has changes that are not saved."
                ).format(title=screen.title().rstrip(" *")),
                [
                    Choice(
                        QCoreApplication.translate("MainWindow", "&Keep as draft"),
                        lambda: self._release_screen(screen, keep_draft=True),
                        default=True,
                    ),
                    Choice(
                        QCoreApplication.translate("MainWindow", "&Discard changes"),
                        lambda: self._release_screen(screen, keep_draft=False),
                        QMessageBox.ButtonRole.DestructiveRole,
                    ),
                ],
                details=QCoreApplication.translate(
                    "MainWindow",
                    "A draft is listed in View › Drafts and outbox and comes back when you "
                    "open the same record again.",
                ),
            )
            return
        self._release_screen(screen, keep_draft=False)

    def _release_screen(self, screen: Screen, *, keep_draft: bool) -> None:
        if not screen.close_screen(keep_draft=keep_draft):
            # Its draft could not be written (the disk is full): closing would lose the
            # typing. The tab stays; the editor says why above its fields.
            self.tabs.setCurrentWidget(screen)
            self.statusBar().showMessage(
                QCoreApplication.translate(
                    "MainWindow", "The tab stays open: its changes could not be kept as a draft."
                ),
                STATUS_MESSAGE_MS,
            )
            return
        self.view_model.release(screen.view_model)
        self._forget_screen(screen)

    def _forget_screen(self, screen: Screen) -> None:
        focused = self.focusWidget()
        had_focus = focused is not None and (focused is screen or screen.isAncestorOf(focused))
        for key, known in list(self._tabs.items()):
            if known is screen:
                del self._tabs[key]
        index = self.tabs.indexOf(screen)
        if index >= 0:
            self.tabs.removeTab(index)
        silence(screen.view_model)  # its late signals must not reach dying widgets
        screen.deleteLater()
        if not self._tabs:
            self._show_welcome()
        self.restore_focus(force=had_focus)

    def _session_changed(self) -> None:
        # The view-models of these tabs were shut down with the old session (editors kept
        # their typing as drafts); the new session brings back its own drafts.
        session = self.view_model.session
        if session is not None:
            session.changes.changed.connect(self._forget_refusal)
        for screen in list(self._tabs.values()):
            self._forget_screen(screen)
        self._show_welcome()
        self._reopen_drafts()
        self.restore_focus(force=True)

    def _tab_changed(self, index: int) -> None:
        if index < 0:
            self._show_welcome()
        self._show_title()
        self._highlight_entry_of(self.tabs.widget(index) if index >= 0 else None)

    def can_quit(self) -> bool:
        """Whether every open editor's typing can be kept as a draft; if not, the window
        says which tabs (see ``closeEvent``) and stays."""
        unkept = [screen for screen in self._tabs.values() if not screen.keeps_typing()]
        if unkept:
            self._refuse_to_quit(unkept)
        return not unkept

    def _refuse_to_quit(self, unkept: list[Screen]) -> None:
        from app.viewmodels.errors import Severity, UserMessage
        from app.views.widgets.dialogs import show_message

        self.tabs.setCurrentWidget(unkept[0])
        titles = "\n".join(f"• {screen.title().rstrip(' *')}" for screen in unkept)
        show_message(
            self,
            UserMessage(
                QCoreApplication.translate("MainWindow", "Not quitting"),
                QCoreApplication.translate(
                    "MainWindow",
                    "These tabs have changes that could not be kept as drafts, because the "
                    "disk of this computer is full:\n{titles}\n\nFree some space and quit "
                    "again, or close those tabs and discard their changes.",
                ).format(titles=titles),
                Severity.WARNING,
            ),
        )
