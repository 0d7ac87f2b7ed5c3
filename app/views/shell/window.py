"""The main window: navigation by area, screens as tabs, and a status bar that tells the
profile, the connection and the rate-limit quota. Built of parts, one job each
(``app/views/shell/``): menus, navigation, screens, tabs, placement, status bar, dialogs."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, Qt, Signal
from PySide6.QtGui import QCloseEvent, QShowEvent
from PySide6.QtWidgets import (
    QApplication,
    QLabel,
    QMainWindow,
    QSplitter,
    QStackedWidget,
    QTabWidget,
    QTreeWidget,
    QWidget,
)

from app.viewmodels.shell.updates import UpdatesViewModel
from app.views.shell.dialogs import DialogsPart
from app.views.shell.menus import MenusPart
from app.views.shell.navigation import NavigationPart
from app.views.shell.placement import PlacementPart
from app.views.shell.screens import ScreensPart
from app.views.shell.status import StatusPart
from app.views.shell.tab_bar import DocumentTabBar
from app.views.shell.tabs import TabsPart
from app.views.shell.window_keys import AltLettersNeverType, WindowKeys
from app.views.widgets.accessibility import settle_item_view

# Screens, dialogs and what they need are imported when first opened, never here: start-up
# must not import them (tests/views/test_lazy_screens.py says how to add a screen).
if TYPE_CHECKING:
    from pathlib import Path

    from app.viewmodels.errors import ErrorPresenter
    from app.viewmodels.session import Session
    from app.viewmodels.shell.main_window import AppPaths, MainWindowViewModel, TokenVault
    from app.views.shell.connect_dialog import ConnectDialog
    from app.views.widgets.screen import Screen


class MainWindow(
    MenusPart,
    NavigationPart,
    ScreensPart,
    TabsPart,
    PlacementPart,
    StatusPart,
    DialogsPart,
    QMainWindow,
):
    """The application window. Each tab is a view with a ``view_model`` (a ``TaskOwner``)."""

    quitRequested = Signal()

    def __init__(
        self,
        view_model: MainWindowViewModel,
        *,
        vault: TokenVault,
        errors: ErrorPresenter,
        paths: AppPaths | None = None,
        updates: UpdatesViewModel | None = None,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        # Without a release feed (the demo build, the tests) Help › Check for updates says so.
        self.updates = updates or UpdatesViewModel(None, errors)
        self.view_model = view_model
        self._paths = paths  # shown in Help > About
        self._vault = vault
        self._errors = errors
        self._tabs: dict[str, Screen] = {}
        self._reported = ""
        """The last message an error report put in the status bar (``_forget_refusal``)."""
        self._new_editor_count = 0
        self._connect_dialog: ConnectDialog | None = None
        self._profile_title = ""  # the window title's company
        self._landing: Screen | None = None  # the dashboard shown while no tab is open
        self._landing_session: Session | None = None
        self._landing_ledger: Path | None = None
        # A start draws the kept cache's figures before the session's modules load.
        view_model.before_session = self._landing_drawn
        self.setObjectName("MainWindow")
        self.setWindowTitle(self.tr("Back Office Desktop"))
        self.place_window()  # where it was on this screen setup, else fitted to the screen

        self.navigation = QTreeWidget()
        self.navigation.setHeaderHidden(True)
        self.navigation.setAccessibleName(self.tr("Navigation"))
        self.navigation.setMinimumWidth(200)
        self._fill_navigation()
        self.tabs = QTabWidget()
        self.tabs.setTabBar(DocumentTabBar())  # close buttons follow a direction change
        self.tabs.setTabsClosable(True)
        self.tabs.setMovable(True)
        self.tabs.setDocumentMode(True)
        self.tabs.setAccessibleName(self.tr("Open tabs"))
        self.welcome = QLabel()
        self.welcome.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.welcome.setWordWrap(True)
        self.center = QStackedWidget()
        self.center.addWidget(self.welcome)
        self.center.addWidget(self.tabs)
        splitter = QSplitter()
        splitter.addWidget(self.navigation)
        splitter.addWidget(self.center)
        splitter.setStretchFactor(1, 1)
        splitter.setSizes([220, 1060])
        self.setCentralWidget(splitter)

        self._build_status_bar()
        self.window_keys = WindowKeys(self, self.navigation, self.tabs, lambda: bool(self._tabs))
        app = QApplication.instance()
        if app is not None:  # Alt+letter that no mnemonic took types nothing, anywhere
            self.alt_letters = AltLettersNeverType(self)
            self.alt_letters.follow_focus(app)
        self._build_menus()
        if QApplication.isRightToLeft():  # "Ctrl+," not ",+Ctrl" in Arabic
            from app.views.widgets.bidi import shortcuts_left_to_right  # (start-up: only if needed)

            shortcuts_left_to_right(self.menuBar())
        self._show_welcome()

        self.navigation.itemActivated.connect(self._entry_activated)
        self.navigation.itemClicked.connect(self._entry_activated)
        self.tabs.tabCloseRequested.connect(self._close_tab_at)
        self.tabs.currentChanged.connect(self._tab_changed)
        view_model.profileChanged.connect(self._show_profile)
        view_model.connectionChanged.connect(self._show_connection)
        view_model.quotaChanged.connect(self._show_quota)
        view_model.sessionChanged.connect(self._session_changed)
        view_model.tokenNeeded.connect(self._ask_for_token)
        view_model.syncChanged.connect(self.sync_label.setText)
        view_model.ledgerChanged.connect(self.ledger_label.setText)
        view_model.outboxChanged.connect(self._show_outbox)
        errors.reported.connect(self._show_status_message)
        errors.presented.connect(self._show_message_box)
        view_model.storeRepaired.connect(self._show_message_box)

    @property
    def errors(self) -> ErrorPresenter:
        return self._errors

    def showEvent(self, event: QShowEvent) -> None:
        """Shown (its native window not yet mapped): the navigation is laid out and its
        cells are final before the window can be activated and the focus land on one, so a
        screen reader is never told about a cell that is replaced a moment later."""
        super().showEvent(event)
        settle_item_view(self.navigation)

    def changeEvent(self, event: QEvent) -> None:
        """Back from a dialog or another window: the keyboard lands on a control."""
        super().changeEvent(event)
        if event.type() == QEvent.Type.ActivationChange and self.isActiveWindow():
            self.restore_focus()

    def closeEvent(self, event: QCloseEvent) -> None:
        """Quitting never asks: every editor keeps its typing as a draft when the session
        shuts down, and the tabs come back with it next time. Unless a draft cannot be
        written (the disk is full): then the app stays, on the first such tab, and says
        why; the clerk frees some space, or closes those tabs discarding their changes."""
        unkept = [screen for screen in self._tabs.values() if not screen.keeps_typing()]
        if unkept:
            event.ignore()
            self._refuse_to_quit(unkept)
            return
        self.save_place()
        event.accept()
        self.quitRequested.emit()
