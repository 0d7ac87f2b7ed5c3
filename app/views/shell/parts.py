"""What the parts of the main window share: the state its constructor builds, and (for the
type checker) the methods one part calls in another.

``MainWindow`` (``app/views/shell/window.py``) is one ``QMainWindow`` made of parts, each
a class of one job in its own module: menus, navigation, screens, tabs, placement, status
bar, dialogs. A part is a plain class at run time and a ``QMainWindow`` to the type checker.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any, cast

if TYPE_CHECKING:
    from pathlib import Path

    from PySide6.QtWidgets import (
        QDialog,
        QLabel,
        QMainWindow,
        QStackedWidget,
        QTabWidget,
        QTreeWidget,
        QWidget,
    )

    from app.viewmodels.errors import ErrorPresenter
    from app.viewmodels.session import Session
    from app.viewmodels.shell.main_window import AppPaths, MainWindowViewModel, TokenVault
    from app.viewmodels.shell.updates import UpdatesViewModel
    from app.views.sales.invoiced_quantity import InvoicedQuantityDialog
    from app.views.shell.connect_dialog import ConnectDialog
    from app.views.shell.jump_dialog import JumpDialog
    from app.views.shell.preferences_dialog import PreferencesDialog
    from app.views.shell.server_check import ServerCheckDialog
    from app.views.shell.shortcuts_help import ShortcutsHelpDialog
    from app.views.shell.window import MainWindow
    from app.views.shell.window_keys import WindowKeys
    from app.views.widgets.screen import Screen

    _Window = QMainWindow
else:
    _Window = object


class WindowPart(_Window):
    """The state every part reads (set by ``MainWindow.__init__``)."""

    view_model: MainWindowViewModel
    updates: UpdatesViewModel
    navigation: QTreeWidget
    tabs: QTabWidget
    center: QStackedWidget
    welcome: QLabel
    window_keys: WindowKeys
    _paths: AppPaths | None
    _vault: TokenVault
    _errors: ErrorPresenter
    _tabs: dict[str, Screen]
    _reported: str
    """The last message an error report put in the status bar (``_forget_refusal``)."""
    _new_editor_count: int
    _connect_dialog: ConnectDialog | None
    _profile_title: str
    """The window title's company."""
    _landing: Screen | None
    """The dashboard shown while no tab is open."""
    _landing_session: Session | None
    """The session the landing page is of (None: built from a kept cache, no session yet)."""
    _landing_ledger: Path | None
    """The kept ledger cache the landing page was built from before its session."""

    def whole(self) -> MainWindow:
        """This window as the whole it is part of (for code that takes a ``MainWindow``)."""
        return cast("MainWindow", self)

    if TYPE_CHECKING:  # one part calls these of another

        def _about(self) -> None: ...

        def _close_tab_at(self, index: int) -> None: ...

        def _forget_refusal(self, _changes: object) -> None: ...

        def _highlight_entry_of(self, screen: QWidget | None) -> None: ...

        def _reopen_drafts(self) -> None: ...

        def _show_tab(self, key: str, factory: Callable[[], Screen]) -> Screen: ...

        def _show_title(self) -> None: ...

        def _show_welcome(self) -> None: ...

        def can_quit(self) -> bool: ...

        def open_company_details(self) -> QDialog | None: ...

        def open_connect_dialog(self, profile_id: str | None = None) -> ConnectDialog: ...

        def open_editor(self, kind: str, record: Any | None) -> Screen | None: ...

        def open_entry(self, key: str) -> Screen | None: ...

        def open_import(self, kind: str) -> Screen | None: ...

        def open_invoiced_quantity(self) -> InvoicedQuantityDialog | None: ...

        def open_jump(self) -> JumpDialog | None: ...

        def open_new(self, kind: str) -> Screen | None: ...

        def open_preferences(self) -> PreferencesDialog: ...

        def open_print_code(self) -> QDialog | None: ...

        def open_report(self, name: str) -> Screen | None: ...

        def open_server_check(self) -> ServerCheckDialog | None: ...

        def open_statement_layout(self) -> QDialog | None: ...

        def restore_focus(self, *, force: bool = False) -> None: ...

        def show_shortcuts(self) -> ShortcutsHelpDialog: ...
