"""The main window: navigation by area, screens as tabs, and a status bar that tells the
profile, the connection and the rate-limit quota."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from functools import partial
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QEvent, QRect, Qt, Signal
from PySide6.QtGui import (
    QAction,
    QCloseEvent,
    QFont,
    QGuiApplication,
    QKeySequence,
    QShowEvent,
)
from PySide6.QtWidgets import (
    QApplication,
    QLabel,
    QMainWindow,
    QSplitter,
    QStackedWidget,
    QTabWidget,
    QTreeWidget,
    QTreeWidgetItem,
    QWidget,
)

from app import __version__
from app.store.profiles import DEMO_PROFILE
from app.viewmodels import draft_kinds
from app.viewmodels.changes import SERVER_BACK
from app.viewmodels.main_window import ConnectionState, MainWindowViewModel
from app.viewmodels.navigation import REPORT_NAMES, entry_of_tab, report_titles
from app.viewmodels.updates import UpdatesViewModel
from app.views.accessibility import ValueLabel, name_inner_controls, settle_item_view
from app.views.cells import RowHeightDelegate, text_line_height
from app.views.focus import tab_in_reading_order
from app.views.new_menu import INLINE_KINDS, new_menu
from app.views.screen import Screen, silence
from app.views.shell.registry import EDITORS, SCREENS, Pair
from app.views.tab_bar import DocumentTabBar
from app.views.theme import Tone, text_color
from app.views.updates import UpdatesView
from app.views.window_keys import AltLettersNeverType, WindowKeys, enter_screen

# Screens, dialogs and what they need are imported when first opened, never here: start-up
# must not import them (tests/views/test_lazy_screens.py says how to add a screen).
if TYPE_CHECKING:
    from PySide6.QtWidgets import QDialog

    from app.models.taxes import TaxResponse
    from app.store.drafts import Draft
    from app.store.paths import AppPaths
    from app.store.secrets import TokenVault
    from app.viewmodels.errors import ErrorPresenter, UserMessage
    from app.viewmodels.jump import JumpTarget
    from app.viewmodels.session import Session
    from app.views.connect_dialog import ConnectDialog
    from app.views.invoiced_quantity import InvoicedQuantityDialog
    from app.views.jump_dialog import JumpDialog
    from app.views.preferences_dialog import PreferencesDialog
    from app.views.server_check import ServerCheckDialog
    from app.views.shortcuts_help import ShortcutsHelpDialog

ENTRY_KEY_ROLE = Qt.ItemDataRole.UserRole + 1


def tab_text(title: str) -> str:
    """A record's title as a tab shows it: an "&" in a name ("R&D") is the letter itself,
    not an Alt+letter that would steal the window's mnemonics."""
    return title.replace("&", "&&")


def _loaded(screen: Screen) -> Screen:
    """A list screen, asked to load (its view-model has a ``reload``)."""
    screen.view_model.reload()  # type: ignore[attr-defined]
    return screen


@dataclass(frozen=True)
class EditorKind:
    """How the main window opens the editor of one kind of record (the draft kind)."""

    build: Callable[[Session, Any | None, Draft | None], Screen]
    """A new editor tab for a record (None: a new one), or for a draft."""
    record_key: Callable[[Any], str]
    """The record's key, as its drafts remember it (usually the id)."""


def _record_id(record: Any) -> str:
    return str(record.id)


def _document_key(record: Any) -> str:
    """An accounting document's key: its code, or its id before it has one."""
    return str(record.document_code or record.id)


_KEYED_BY_CODE = frozenset({draft_kinds.JOURNAL_ENTRY, draft_kinds.CASH_IN, draft_kinds.CASH_OUT})
"""The accounting documents: their drafts remember them by code (``_document_key``)."""

STATUS_MESSAGE_MS = 10_000
_CONNECTION_TONES = {
    ConnectionState.ONLINE: Tone.SUCCESS,
    ConnectionState.CONNECTING: Tone.WARNING,
    ConnectionState.OFFLINE: Tone.ERROR,
    ConnectionState.TOKEN_REFUSED: Tone.ERROR,
    ConnectionState.SERVER_PROBLEM: Tone.ERROR,
    ConnectionState.NOT_CONNECTED: Tone.MUTED,
}


class MainWindow(QMainWindow):
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

        # Each says its caption and its value to a screen reader (ValueLabel).
        self.profile_label = ValueLabel(self.tr("Profile"))
        self.connection_label = ValueLabel(self.tr("Connection"))
        self.sync_label = ValueLabel(self.tr("Reference lists"))
        self.ledger_label = ValueLabel(self.tr("Ledger"))
        self.outbox_label = ValueLabel(self.tr("Outbox"))
        self.quota_label = ValueLabel(self.tr("API quota"))
        for label in (
            self.profile_label,
            self.connection_label,
            self.sync_label,
            self.ledger_label,
            self.outbox_label,
            self.quota_label,
        ):
            label.setContentsMargins(8, 0, 8, 0)
            self.statusBar().addPermanentWidget(label)
        self.window_keys = WindowKeys(self, self.navigation, self.tabs, lambda: bool(self._tabs))
        app = QApplication.instance()
        if app is not None:  # Alt+letter that no mnemonic took types nothing, anywhere
            self.alt_letters = AltLettersNeverType(self)
            app.installEventFilter(self.alt_letters)
        self._build_menus()
        if QApplication.isRightToLeft():  # "Ctrl+," not ",+Ctrl" in Arabic
            from app.views.bidi import shortcuts_left_to_right  # (start-up: only if needed)

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

    # -- menus ---------------------------------------------------------------------------
    def _build_menus(self) -> None:
        file_menu = self.menuBar().addMenu(self.tr("&File"))
        self.connect_action = QAction(self.tr("&Connect to a server…"), self)
        self.connect_action.setShortcut(QKeySequence("Ctrl+Shift+O"))
        self.connect_action.triggered.connect(lambda: self.open_connect_dialog())
        demo = QAction(self.tr("Open the &demo company"), self)
        demo.triggered.connect(lambda: self.view_model.switch_to(DEMO_PROFILE))
        close_tab = QAction(self.tr("Close &tab"), self)
        close_tab.setShortcuts(QKeySequence.StandardKey.Close)  # Ctrl+W as well as Ctrl+F4
        close_tab.triggered.connect(lambda: self._close_tab_at(self.tabs.currentIndex()))
        self.preferences_action = QAction(self.tr("&Preferences…"), self)
        self.preferences_action.setShortcut(QKeySequence("Ctrl+,"))
        self.preferences_action.setMenuRole(QAction.MenuRole.PreferencesRole)
        self.preferences_action.triggered.connect(self.open_preferences)
        self.print_code_action = QAction(self.tr("Print a docu&ment…"), self)
        self.print_code_action.setShortcut(QKeySequence("Ctrl+Shift+P"))
        self.print_code_action.triggered.connect(lambda: self.open_print_code())
        self.company_action = QAction(self.tr("Company detai&ls…"), self)
        self.company_action.triggered.connect(lambda: self.open_company_details())
        self.import_items_action = QAction(self.tr("Import stock &items…"), self)
        self.import_items_action.triggered.connect(lambda: self.open_import("stock_items"))
        self.import_customers_action = QAction(self.tr("Import c&ustomers…"), self)
        self.import_customers_action.triggered.connect(lambda: self.open_import("customers"))
        quit_action = QAction(self.tr("&Quit"), self)
        # Some platforms bind no standard Quit key (Windows, some Linux desktops): Ctrl+Q.
        quit_action.setShortcuts(
            QKeySequence.keyBindings(QKeySequence.StandardKey.Quit) or [QKeySequence("Ctrl+Q")]
        )
        quit_action.setMenuRole(QAction.MenuRole.QuitRole)
        quit_action.triggered.connect(self.close)
        imports = (self.import_items_action, self.import_customers_action)
        # File › New first: every record from anywhere (app/views/new_menu.py).
        self.new_menu, self.new_actions = new_menu(file_menu, self.open_new, self)
        file_menu.addSeparator()
        for action in (
            self.connect_action,
            demo,
            None,
            *imports,
            self.print_code_action,
            None,
            close_tab,
            None,
            self.preferences_action,
            self.company_action,
            None,
            quit_action,
        ):
            if action is None:
                file_menu.addSeparator()
            else:
                file_menu.addAction(action)
        view_menu = self.menuBar().addMenu(self.tr("&View"))
        self.sync_action = QAction(self.tr("&Sync lists now"), self)
        self.sync_action.setShortcut(QKeySequence("F9"))
        self.sync_action.setStatusTip(
            self.tr("Sync the lists, send the outbox and reconcile the whole ledger")
        )
        self.sync_action.triggered.connect(self._sync_now)
        view_menu.addAction(self.sync_action)
        self.outbox_action = QAction(self.tr("&Drafts and outbox"), self)
        self.outbox_action.setShortcut(QKeySequence("Ctrl+Shift+D"))
        self.outbox_action.triggered.connect(lambda: self.open_entry("outbox"))
        view_menu.addAction(self.outbox_action)
        self.jump_action = QAction(self.tr("&Go to…"), self)
        self.jump_action.setShortcut(QKeySequence("Ctrl+K"))
        self.jump_action.triggered.connect(self.open_jump)
        view_menu.addAction(self.jump_action)
        view_menu.addSeparator()
        view_menu.addActions(self.window_keys.actions())  # Ctrl+Tab, F6 (window_keys.py)
        self.reports_menu = view_menu.addMenu(self.tr("&Reports"))
        self.reports_menu.addAction(self.tr("&Dashboard"), lambda: self.open_entry("dashboard"))
        self.reports_menu.addSeparator()
        for name, title in report_titles().items():
            action = self.reports_menu.addAction(title)
            action.triggered.connect(partial(self.open_report, name))
        self.reports_menu.addSeparator()
        self.layout_action = QAction(self.tr("Statement &layout…"), self)
        self.layout_action.triggered.connect(self.open_statement_layout)
        self.reports_menu.addAction(self.layout_action)
        tools_menu = self.menuBar().addMenu(self.tr("&Tools"))
        self.adjust_invoiced_action = QAction(self.tr("&Adjust invoiced quantity…"), self)
        self.adjust_invoiced_action.triggered.connect(self.open_invoiced_quantity)
        tools_menu.addAction(self.adjust_invoiced_action)
        help_menu = self.menuBar().addMenu(self.tr("&Help"))
        self.shortcuts_action = QAction(self.tr("&Keyboard shortcuts"), self)
        self.shortcuts_action.setShortcuts([QKeySequence("F1"), QKeySequence("Ctrl+/")])
        self.shortcuts_action.triggered.connect(self.show_shortcuts)
        help_menu.addAction(self.shortcuts_action)
        self.server_check_action = QAction(self.tr("Check this &server…"), self)
        self.server_check_action.triggered.connect(self.open_server_check)
        help_menu.addAction(self.server_check_action)
        self.updates_view = UpdatesView(self.updates, self, help_menu, self.can_quit)
        about = QAction(self.tr("&About Back Office Desktop"), self)
        about.setMenuRole(QAction.MenuRole.AboutRole)
        about.triggered.connect(self._about)
        help_menu.addAction(about)

    def _fill_navigation(self) -> None:
        bold = QFont(self.navigation.font())
        bold.setBold(True)
        for area in self.view_model.areas:
            area_item = QTreeWidgetItem([area.title])
            area_item.setFont(0, bold)
            area_item.setFlags(Qt.ItemFlag.ItemIsEnabled)
            self.navigation.addTopLevelItem(area_item)
            for entry in area.entries:
                item = QTreeWidgetItem([entry.title])
                item.setData(0, ENTRY_KEY_ROLE, entry.key)
                if entry.available:
                    item.setFlags(Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsSelectable)
                else:
                    item.setFlags(Qt.ItemFlag.NoItemFlags)
                    item.setToolTip(0, self.tr("Not available yet"))
                area_item.addChild(item)
            area_item.setExpanded(True)
        # Rows as high as the titles' glyphs need (Arabic ones reach above Latin metrics).
        titles = [area.title for area in self.view_model.areas] + [
            entry.title for area in self.view_model.areas for entry in area.entries
        ]
        self.navigation.setUniformRowHeights(True)
        self.navigation.setItemDelegate(
            RowHeightDelegate(text_line_height(bold, titles), self.navigation)
        )

    # -- opening screens -----------------------------------------------------------------
    def _screen_factories(self) -> dict[str, Callable[[Session], Screen]]:
        """Navigation key -> the screen it opens (one line per screen). Name a view and its
        view-model in ``app.views.shell.registry`` (``self._build``) or import them inside the
        function that builds the screen: never at the top of this module."""
        from app.views.document_screens import DocumentScreens

        return {
            "taxes": self._taxes_view,
            "stock-items": self._stock_items_view,
            "customers": self._customers_view,
            "outbox": self._outbox_view,
            "warehouses": self._warehouses_view,
            "accounts": lambda s: _loaded(self._build(SCREENS["accounts"], s)),
            "dynamic-properties": lambda s: _loaded(self._build(SCREENS["dynamic-properties"], s)),
            "geography": lambda s: _loaded(self._build(SCREENS["geography"], s)),
            "service-items": lambda s: self._list_screen(
                self._build(SCREENS["service-items"], s),
                draft_kinds.SERVICE_ITEM,
            ),
            "sales-persons": lambda s: self._list_screen(
                self._build(SCREENS["sales-persons"], s),
                draft_kinds.SALES_PERSON,
            ),
            "classifications": self._classifications_view,
            "brands": lambda s: self._list_screen(
                self._build(SCREENS["brands"], s),
                draft_kinds.BRAND,
            ),
            "journal-entries": lambda session: self._journal_list(session, cash=False),
            "cash": lambda session: self._journal_list(session, cash=True),
            "sales-orders": self._sales_orders_view,
            **DocumentScreens(self._errors, self.open_editor).screens(),
            **self._report_factories(),
        }

    def _build(self, classes: Callable[[], Pair], session: Session, *args: Any, **kw: Any) -> Any:
        """``view(view_model(session, errors, *args, **kw))``, the two classes as one of
        ``app.views.shell.registry``'s functions imports them (now, not at start-up)."""
        view, view_model = classes()
        return view(view_model(session, self._errors, *args, **kw))

    def _report_factories(self) -> dict[str, Callable[[Session], Screen]]:
        """Reports › Dashboard and each report (their modules imported on first use)."""

        def report(name: str) -> Callable[[Session], Screen]:
            def build(session: Session) -> Screen:
                from app.views.reports.screens import build_report

                return build_report(self, session, name, None)

            return build

        def dashboard(session: Session) -> Screen:
            from app.views.reports.screens import build_dashboard

            return build_dashboard(self, session)

        factories = {f"report-{name}": report(name) for name in REPORT_NAMES}
        return {"dashboard": dashboard, **factories}

    def open_statement_layout(self) -> QDialog | None:
        """Reports › Statement layout… for the open profile (None with no session)."""
        session = self.view_model.session
        if session is None:
            return None
        from app.views.reports.screens import open_statement_layout

        return open_statement_layout(self, session)

    def open_report(self, name: str) -> Screen | None:
        """A report (``backoffice report`` name) from the Reports menu or the navigation."""
        return self.open_entry(f"report-{name}")

    @property
    def errors(self) -> ErrorPresenter:
        return self._errors

    def show_tab(self, key: str, factory: Callable[[], Screen]) -> Screen:
        """Open (or bring forward) the tab ``key``, built by ``factory`` the first time."""
        return self._show_tab(key, factory)

    def _editor_kinds(self) -> dict[str, EditorKind]:
        """Draft kind -> how its editor is built (one line per editor; see
        ``_screen_factories`` for how to name the classes)."""
        from app.views.document_screens import DocumentScreens

        return {
            **{
                kind: self._editor_kind(
                    classes, _document_key if kind in _KEYED_BY_CODE else _record_id
                )
                for kind, classes in EDITORS.items()
            },
            draft_kinds.SALES_ORDER: EditorKind(self._sales_order_editor, _record_id),
            **{
                kind: EditorKind(*parts)
                for kind, parts in DocumentScreens(self._errors, self.open_editor).editors().items()
            },
        }

    def _sales_order_editor(self, session: Session, record: Any, draft: Draft | None) -> Screen:
        from app.viewmodels.sales_order_editor import SalesOrderEditorViewModel
        from app.views.sales_order_editor import SalesOrderEditorView

        view = SalesOrderEditorView(
            SalesOrderEditorViewModel(session, self._errors, record, draft=draft)
        )
        view.duplicateRequested.connect(self.duplicate_order)
        view.returnRequested.connect(self.return_order)
        return view

    def duplicate_order(self, form: Any) -> Screen | None:
        """A new sales order filled from another's ``duplicate_form()`` (Ctrl+D)."""
        from app.views.sales_order_editor import SalesOrderEditorView

        screen = self.open_new(draft_kinds.SALES_ORDER)
        if isinstance(screen, SalesOrderEditorView):
            screen.view_model.start_from(form)
        return screen

    def return_order(self, code: str) -> Screen | None:
        """The return wizard on an issued order (Return…, Ctrl+R): its code typed in and
        its returnable lines asked for."""
        screen = self.open_new("sales_return")
        view_model = getattr(screen, "view_model", None)
        if view_model is not None and hasattr(view_model, "set_source_text"):
            view_model.set_source_text(code)
            view_model.next()
        return screen

    def _jump_targets(self) -> list[JumpTarget]:
        """What Ctrl+K finds: a cached list and the editor its records open in."""
        from app.models.customers import CustomerResponse
        from app.models.stock_items import StockItemResponse
        from app.models.taxes import TaxResponse
        from app.viewmodels.jump import JumpTarget
        from app.viewmodels.stock_item_list import item_to_edit

        return [
            JumpTarget("customers", draft_kinds.CUSTOMER, self.tr("Customer"), CustomerResponse),
            JumpTarget("taxes", draft_kinds.TAX, self.tr("Tax"), TaxResponse),
            JumpTarget(
                "stock_items",
                draft_kinds.STOCK_ITEM,
                self.tr("Stock item"),
                StockItemResponse,
                load=item_to_edit,
            ),
        ]

    def open_jump(self) -> JumpDialog | None:
        """View › Go to (Ctrl+K): any cached record by code or name."""
        session = self.view_model.session
        if session is None:
            return None
        from app.viewmodels.jump import JumpViewModel, ScreenResult, document_targets
        from app.viewmodels.navigation import AVAILABLE, navigation
        from app.views.jump_dialog import JumpDialog

        screens = [
            (entry.key, entry.title, area.title)
            for area in navigation()
            for entry in area.entries
            if entry.key in AVAILABLE
        ]
        view_model = JumpViewModel(
            session,
            self._jump_targets(),
            self._errors,
            screens=screens,
            documents=document_targets(),
        )
        self.view_model.adopt(view_model)  # a read still running stops with the session

        def open_result(result: Any, record: Any) -> None:
            if isinstance(result, ScreenResult):
                self.open_entry(result.key)
            else:
                self.open_editor(result.editor_kind, record)

        dialog = JumpDialog(view_model, open_result, self)
        dialog.finished.connect(lambda _result: self.view_model.release(view_model))
        dialog.open()
        return dialog

    def _editor_kind(
        self, classes: Callable[[], Pair], record_key: Callable[[Any], str] = _record_id
    ) -> EditorKind:
        """An editor whose view-model takes (session, errors, record, draft=), its classes
        as one of ``app.views.shell.registry``'s functions imports them."""
        return EditorKind(
            lambda session, record, draft: self._build(classes, session, record, draft=draft),
            record_key,
        )

    def _classifications_view(self, session: Session) -> Screen:
        from app.viewmodels.classifications import (
            ClassificationEditorViewModel,
            ClassificationTreeViewModel,
        )
        from app.views.classifications import ClassificationEditorView, ClassificationTreeView

        view = ClassificationTreeView(ClassificationTreeViewModel(session, self._errors))

        def new_under(parent_id: int) -> None:
            self._new_editor_count += 1
            key = f"{draft_kinds.CLASSIFICATION}:new:{self._new_editor_count}"
            self._show_tab(
                key,
                lambda: ClassificationEditorView(
                    ClassificationEditorViewModel(session, self._errors, parent_id=parent_id)
                ),
            )

        view.newRequested.connect(new_under)
        view.view_model.reload()
        return view

    def _list_screen(self, view: Any, kind: str) -> Screen:
        """A list screen whose rows open editors of draft kind ``kind``; loads at once."""
        view.openRequested.connect(lambda record: self.open_editor(kind, record))
        view.view_model.reload()
        screen: Screen = view
        return screen

    def open_entry(self, key: str) -> Screen | None:
        """Open (or bring forward) the screen of a navigation entry."""
        factory = self._screen_factories().get(key)
        session = self.view_model.session
        if factory is None or session is None:
            return None
        return self._show_tab(key, lambda: factory(session))

    def open_editor(self, kind: str, record: Any | None) -> Screen | None:
        """An editor tab of ``kind`` for ``record`` (None: a new one). A record with an
        unfinished draft opens as that draft: what was typed comes back. A record already
        open in a tab brings that tab forward."""
        session = self.view_model.session
        editor = self._editor_kinds().get(kind)
        if session is None or editor is None:
            return None
        if record is None:
            self._new_editor_count += 1
            key = f"{kind}:new:{self._new_editor_count}"
        else:
            record_key = editor.record_key(record)
            key = f"{kind}:{record_key}"
            drafts = session.drafts
            waiting = [
                draft
                for draft in (drafts.open_drafts(kind) if drafts else [])
                if draft.record_key == record_key
            ]
            if waiting and key not in self._tabs:
                return self.open_draft(waiting[0])
        return self._show_tab(key, lambda: editor.build(session, record, None))

    def open_new(self, kind: str) -> Screen | None:
        """File › New › a kind of record: its editor, empty (from any screen); a city or
        dynamic properties in their list screen's own form."""
        entry = INLINE_KINDS.get(kind)
        if entry is None:
            return self.open_editor(kind, None)
        from app.views.dynamic_properties import DynamicPropertiesView
        from app.views.geography import GeographyView

        screen = self.open_entry(entry)
        if isinstance(screen, GeographyView):
            screen.city_form.newRequested.emit()  # the city form, emptied, its name focused
        elif isinstance(screen, DynamicPropertiesView):
            screen.tabs.setCurrentIndex(screen.tabs.count() - 1)  # "New properties"
            page = screen.tabs.currentWidget()
            if page is not None:
                enter_screen(page, where_it_was=False)
        return screen

    def open_import(self, kind: str) -> Screen | None:
        """The import tab of ``kind`` ("stock_items" or "customers"), new or brought forward."""
        session = self.view_model.session
        if session is None:
            return None
        return self._show_tab(
            f"import:{kind}",
            lambda: self._build(SCREENS["import"], session, kind),
        )

    def open_tax(self, tax: TaxResponse | None) -> Screen | None:
        """An editor tab for ``tax`` (None: a new tax)."""
        return self.open_editor(draft_kinds.TAX, tax)

    def open_draft(self, draft: Draft) -> Screen | None:
        """The editor of a draft (reopened at start, or from Drafts and Outbox)."""
        session = self.view_model.session
        editor = self._editor_kinds().get(draft.kind)
        if session is None or editor is None:
            return None
        key = f"{draft.kind}:{draft.record_key}" if draft.record_key else f"draft:{draft.id}"
        return self._show_tab(key, lambda: editor.build(session, None, draft))

    def _reopen_drafts(self) -> None:
        """Tabs that were open with unsaved typing when the app last closed come back."""
        session = self.view_model.session
        drafts = session.drafts if session is not None else None
        waiting = drafts.open_drafts() if drafts is not None else []
        if not waiting:
            return  # (the editors' modules are imported only when one reopens)
        kinds = self._editor_kinds()
        for draft in reversed(waiting):
            if draft.kind in kinds:
                self.open_draft(draft)

    def _taxes_view(self, session: Session) -> Screen:
        from app.viewmodels.tax_list import TaxListViewModel
        from app.views.tax_list import TaxListView

        view_model = TaxListViewModel(session, self._errors)
        view = TaxListView(view_model)
        view.openRequested.connect(self.open_tax)
        view_model.reload()
        return view

    def _warehouses_view(self, session: Session) -> Screen:
        from app.viewmodels.choices import CachedChoices
        from app.viewmodels.warehouses import WarehousesViewModel
        from app.views.warehouses import WarehousesView

        view_model = WarehousesViewModel(session, self._errors)
        view = WarehousesView(view_model, CachedChoices(session, "stock_items"))
        view_model.reload()
        view_model.load_extras()
        return view

    def _stock_items_view(self, session: Session) -> Screen:
        from app.viewmodels.stock_item_list import StockItemListViewModel
        from app.views.stock_item_list import StockItemListView

        view_model = StockItemListViewModel(session, self._errors)
        view_model.reload()  # the cache is read while the widgets are built
        view = StockItemListView(view_model)
        view_model.openRecord.connect(lambda item: self.open_editor(draft_kinds.STOCK_ITEM, item))
        view.openRequested.connect(view_model.open_item)
        view.serialsRequested.connect(view.check_serials)
        return view

    def _customers_view(self, session: Session) -> Screen:
        from app.viewmodels.customer_list import CustomerListViewModel
        from app.views.customer_list import CustomerListView

        view_model = CustomerListViewModel(session, self._errors)
        view = CustomerListView(view_model)
        view.openRequested.connect(
            lambda customer: self.open_editor(draft_kinds.CUSTOMER, customer)
        )
        if self.view_model.ledger is not None:  # balances follow the ledger cache's syncs
            view.listen(self.view_model.ledger.updated, view_model.show_cached_balances)
        view_model.reload()
        return view

    def _journal_list(self, session: Session, *, cash: bool) -> Screen:
        """Journal entries, or the cash documents (CI and CO) of the same list."""
        from app.viewmodels.journal_list import CASH_TYPES, JournalListViewModel
        from app.views.journal_list import JournalListView

        view_model = JournalListViewModel(
            session, self._errors, document_types=CASH_TYPES if cash else ()
        )
        view = JournalListView(view_model, cash=cash)
        # Any accounting document opens in the journal-entry editor (cash documents too:
        # the API changes them through the journal-entry update).
        view.openRequested.connect(lambda entry: self.open_editor(draft_kinds.JOURNAL_ENTRY, entry))
        view.newRequested.connect(lambda kind: self.open_editor(kind, None))
        view_model.reload()
        return view

    def open_server_check(self) -> ServerCheckDialog | None:
        """Help › Check this server…: the doctor's report on the current profile's server,
        started at once (its view-model owned by the session, as a tab's is)."""
        session = self.view_model.session
        if session is None:
            return None
        from app.viewmodels.server_check import ServerCheckViewModel
        from app.views.server_check import ServerCheckDialog

        view_model = ServerCheckViewModel(session, self._errors)
        self.view_model.adopt(view_model)
        dialog = ServerCheckDialog(view_model, self)
        dialog.finished.connect(lambda _result: self.view_model.release(view_model))
        dialog.open()
        dialog.start()
        return dialog

    def open_invoiced_quantity(self) -> InvoicedQuantityDialog | None:
        """Tools › Adjust invoiced quantity…: a dialog (its view-model owned by the
        session, so that closing the session stops its work)."""
        session = self.view_model.session
        if session is None:
            return None
        from app.viewmodels.invoiced_quantity import InvoicedQuantityViewModel
        from app.views.invoiced_quantity import InvoicedQuantityDialog

        view_model = InvoicedQuantityViewModel(session, self._errors)
        self.view_model.adopt(view_model)
        dialog = InvoicedQuantityDialog(view_model, self)
        dialog.finished.connect(lambda _result: self.view_model.release(view_model))
        dialog.open()
        return dialog

    def _sales_orders_view(self, session: Session) -> Screen:
        from app.viewmodels.sales_order_list import SalesOrderListViewModel
        from app.views.sales_order_list import SalesOrderListView

        view_model = SalesOrderListViewModel(session, self._errors)
        view = SalesOrderListView(view_model)
        view.openRequested.connect(lambda order: self.open_editor(draft_kinds.SALES_ORDER, order))
        view_model.reload()
        return view

    def _outbox_view(self, session: Session) -> Screen:
        from app.viewmodels.outbox_panel import OutboxPanelViewModel
        from app.views.outbox_panel import OutboxPanelView

        view_model = OutboxPanelViewModel(session, self._errors)
        view = OutboxPanelView(view_model)
        view.openDraftRequested.connect(self.open_draft)
        background = self.view_model.background
        if background is not None:
            background.outboxRowChanged.connect(view_model.refresh)
            view_model.drainRequested.connect(background.drain_now)
            view_model.workChanged.connect(background.publish_outbox)  # one count, one list
        return view

    def _show_tab(self, key: str, factory: Callable[[], Screen]) -> Screen:
        screen = self._tabs.get(key)
        opened = screen is None  # a new tab starts at its first control
        if screen is None:
            from app.views.list_keys import link_search_boxes  # it knows the editors' base

            screen = factory()
            self.view_model.adopt(screen.view_model)
            self._tabs[key] = screen
            self.tabs.addTab(screen, tab_text(screen.title()))
            self.tabs.setTabToolTip(self.tabs.indexOf(screen), screen.title())  # if elided
            from app.views.combo_search import find_as_typed  # (not needed at start)

            # Once in the window: Qt splices a reparented chain in its own order.
            tab_in_reading_order(screen)  # however the view was built (app/views/focus.py)
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
            title = self.tr("{tab} — {name} — Back Office Desktop").format(
                tab=screen.title(), name=name
            )
        elif name:
            title = self.tr("{name} — Back Office Desktop").format(name=name)
        else:
            title = self.tr("Back Office Desktop")
        self.setWindowTitle(title)

    # -- closing screens -----------------------------------------------------------------
    def _close_tab_at(self, index: int) -> None:
        screen = self.tabs.widget(index)
        if isinstance(screen, Screen):
            self._close_screen(screen)

    def _close_screen(self, screen: Screen) -> None:
        """Closing a tab with unsaved changes asks: keep them as a draft (the default:
        nothing is lost), discard them, or cancel."""
        if screen.has_unsaved_changes():
            from PySide6.QtWidgets import QMessageBox

            from app.views.dialogs import Choice, ask

            ask(
                self,
                self.tr("Unsaved changes"),
                self.tr("“{title}” has changes that are not saved.").format(
                    title=screen.title().rstrip(" *")
                ),
                [
                    Choice(
                        self.tr("&Keep as draft"),
                        lambda: self._release_screen(screen, keep_draft=True),
                        default=True,
                    ),
                    Choice(
                        self.tr("&Discard changes"),
                        lambda: self._release_screen(screen, keep_draft=False),
                        QMessageBox.ButtonRole.DestructiveRole,
                    ),
                ],
                details=self.tr(
                    "A draft is listed in View › Drafts and outbox and comes back when you "
                    "open the same record again."
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
                self.tr("The tab stays open: its changes could not be kept as a draft."),
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

    def _highlight_entry_of(self, screen: QWidget | None) -> None:
        """The navigation shows where the clerk is: the entry of the current tab (an
        editor's is its list's), without opening anything or taking the focus."""
        key = next((k for k, s in self._tabs.items() if s is screen), None)
        if key is None:
            return
        kind = getattr(getattr(screen, "view_model", None), "draft_kind", None)
        entry = entry_of_tab(key, kind if isinstance(kind, str) else None)
        item = self._navigation_item(entry) if entry is not None else None
        if item is not None and self.navigation.currentItem() is not item:
            self.navigation.setCurrentItem(item)

    def _navigation_item(self, key: str) -> QTreeWidgetItem | None:
        tree = self.navigation
        for top in range(tree.topLevelItemCount()):
            area = tree.topLevelItem(top)
            for row in range(area.childCount() if area is not None else 0):
                child = area.child(row) if area is not None else None
                if child is not None and child.data(0, ENTRY_KEY_ROLE) == key:
                    return child
        return None

    def restore_focus(self, *, force: bool = False) -> None:
        """Focus on a control after a menu, a dialog, a closed tab or a profile switch: the
        current tab's (where it was, else its first control), or the navigation when no
        tab is open. Kept where it is when it already is on a control (``force``: not)."""
        focused = self.focusWidget()
        if (
            not force
            and focused is not None
            and focused is not self
            and focused.isVisible()
            and focused.focusPolicy() != Qt.FocusPolicy.NoFocus
        ):
            return
        screen = self.tabs.currentWidget() if self._tabs else None
        if isinstance(screen, Screen):
            enter_screen(screen)
        else:
            self.navigation.setFocus(Qt.FocusReason.OtherFocusReason)

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

    def can_quit(self) -> bool:
        """Whether every open editor's typing can be kept as a draft; if not, the window
        says which tabs (see ``closeEvent``) and stays."""
        unkept = [screen for screen in self._tabs.values() if not screen.keeps_typing()]
        if unkept:
            self._refuse_to_quit(unkept)
        return not unkept

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

    def _refuse_to_quit(self, unkept: list[Screen]) -> None:
        from app.viewmodels.errors import Severity, UserMessage
        from app.views.dialogs import show_message

        self.tabs.setCurrentWidget(unkept[0])
        titles = "\n".join(f"• {screen.title().rstrip(' *')}" for screen in unkept)
        show_message(
            self,
            UserMessage(
                self.tr("Not quitting"),
                self.tr(
                    "These tabs have changes that could not be kept as drafts, because the "
                    "disk of this computer is full:\n{titles}\n\nFree some space and quit "
                    "again, or close those tabs and discard their changes."
                ).format(titles=titles),
                Severity.WARNING,
            ),
        )

    # -- where the window opens ----------------------------------------------------------
    def _window_places(self) -> Any:
        from app.store.window_state import WindowPlaces

        return WindowPlaces(self._paths.data_dir / "window.json") if self._paths else None

    @staticmethod
    def _screen_areas() -> tuple[str, list[Any]]:
        """The screen setup's key and each screen's free area, the primary's first."""
        from app.store.window_state import Rect, setup_key

        primary = QGuiApplication.primaryScreen()
        screens = [primary, *(s for s in QGuiApplication.screens() if s is not primary)]
        whole = [s.geometry() for s in screens]
        free = [s.availableGeometry() for s in screens]
        rects = [Rect(g.x(), g.y(), g.width(), g.height()) for g in whole]
        return setup_key(rects), [Rect(g.x(), g.y(), g.width(), g.height()) for g in free]

    def place_window(self) -> None:
        """Open where the window was last time on this screen setup, else as large as the
        screen allows (``app.store.window_state``)."""
        from app.store.window_state import placement_for

        key, areas = self._screen_areas()
        places = self._window_places()
        placement = placement_for(places.load(key) if places else None, areas)
        rect = placement.rect
        self.setGeometry(QRect(rect.x, rect.y, rect.width, rect.height))
        if placement.maximized:
            self.setWindowState(self.windowState() | Qt.WindowState.WindowMaximized)

    def save_place(self) -> None:
        """Remember where the window is, for this screen setup."""
        from app.store.window_state import Placement, Rect

        places = self._window_places()
        if places is None:
            return
        maximized = self.isMaximized()
        shown = self.normalGeometry() if maximized else self.geometry()
        key, _areas = self._screen_areas()
        places.save(
            key, Placement(Rect(shown.x(), shown.y(), shown.width(), shown.height()), maximized)
        )

    # -- status --------------------------------------------------------------------------
    def _show_welcome(self) -> None:
        name = self.view_model.profile_name
        self.welcome.setText(
            self.tr(
                "<h2>{name}</h2><p>Choose a list on the left, for example Master data › Taxes.</p>"
            ).format(name=name or self.tr("Back Office Desktop"))
        )
        self.center.setCurrentWidget(self._landing_page() if not self._tabs else self.tabs)

    def _landing_page(self) -> QWidget:
        """With no tab open: the session's dashboard (built once per session, its module
        imported then), or the welcome text while no profile's store is open."""
        session = self.view_model.session
        if self._landing is not None and self._landing_session is not session:
            self.center.removeWidget(self._landing)
            silence(self._landing.view_model)
            self._landing.deleteLater()
            self._landing = None
        if session is None or session.store is None:
            return self.welcome
        if self._landing is None:
            from app.views.reports.screens import build_dashboard

            self._landing = build_dashboard(self, session)
            self._landing_session = session
            self.view_model.adopt(self._landing.view_model)
            self.center.addWidget(self._landing)
        return self._landing

    def _show_profile(self, name: str) -> None:
        self.profile_label.setText(self.tr("Profile: {name}").format(name=name))
        self._profile_title = name
        self._show_title()
        self._show_welcome()

    def _show_connection(self, state: str, text: str) -> None:
        color = text_color(_CONNECTION_TONES.get(ConnectionState(state), Tone.MUTED))
        self.connection_label.setText(f"<span style='color:{color}'>●</span> {text}")

    def _show_outbox(self, text: str, needs_attention: bool) -> None:
        color = text_color(Tone.ERROR) if needs_attention else "palette(window-text)"
        self.outbox_label.setText(f"<span style='color:{color}'>{text}</span>")

    def _sync_now(self) -> None:
        if self.view_model.background is not None:
            self.view_model.background.sync_now()
            self.view_model.background.drain_now()
        if self.view_model.ledger is not None:
            self.view_model.ledger.reconcile_now()  # F9: a full ledger reconcile too

    def _show_quota(self, text: str, tooltip: str) -> None:
        self.quota_label.setText(text)
        self.quota_label.setToolTip(tooltip)

    def _show_status_message(self, message: UserMessage) -> None:
        self._reported = f"{message.title}: {message.text}"
        self.statusBar().showMessage(self._reported, STATUS_MESSAGE_MS)

    def _forget_refusal(self, resource: str) -> None:
        """A save went through (its change notice): a refusal still in the status bar
        ("This code is already used") is about the attempt before it, and goes."""
        if resource == SERVER_BACK:
            return
        if self._reported and self.statusBar().currentMessage() == self._reported:
            self.statusBar().clearMessage()
        self._reported = ""

    def _show_message_box(self, message: UserMessage) -> None:
        from app.views.dialogs import show_message

        self._show_status_message(message)
        show_message(self, message)

    def _entry_activated(self, item: QTreeWidgetItem) -> None:
        key = item.data(0, ENTRY_KEY_ROLE)
        if key and item.flags() & Qt.ItemFlag.ItemIsEnabled:
            self.open_entry(key)

    # -- dialogs -------------------------------------------------------------------------
    @property
    def connect_dialog(self) -> ConnectDialog | None:
        """The open File > Connect dialog, if any (there is at most one)."""
        return self._connect_dialog

    def open_connect_dialog(self, profile_id: str | None = None) -> ConnectDialog:
        """File > Connect to a server (non-modal to the event loop: ``open()``)."""
        if self._connect_dialog is not None:
            self._connect_dialog.raise_()
            return self._connect_dialog
        from app.viewmodels.connect import ConnectViewModel
        from app.views.connect_dialog import ConnectDialog

        view_model = ConnectViewModel(main=self.view_model, vault=self._vault, errors=self._errors)
        dialog = ConnectDialog(view_model, self)
        if profile_id is not None:
            index = dialog.profile.findData(profile_id)
            if index >= 0:
                dialog.profile.setCurrentIndex(index)
        view_model.connected.connect(
            lambda where: self.statusBar().showMessage(where, STATUS_MESSAGE_MS)
        )

        def closed() -> None:
            self._connect_dialog = None
            self.view_model.run(view_model.shutdown(), context=self.tr("Closing"))
            dialog.deleteLater()

        dialog.finished.connect(closed)
        self._connect_dialog = dialog
        dialog.open()
        return dialog

    def _ask_for_token(self, profile_id: str) -> None:
        self.statusBar().showMessage(
            self.tr("The token of this profile is not stored on this computer: enter it."),
            STATUS_MESSAGE_MS,
        )
        self.open_connect_dialog(profile_id)

    def open_preferences(self) -> PreferencesDialog:
        """File › Preferences: language and digits, kept for the next start."""
        from app.views.preferences_dialog import PreferencesDialog

        dialog = PreferencesDialog(self.view_model.profiles, self)
        dialog.accepted.connect(
            lambda: self.statusBar().showMessage(
                self.tr("Preferences saved: they apply the next time the app starts."),
                STATUS_MESSAGE_MS,
            )
        )
        dialog.open()
        return dialog

    def open_print_code(self) -> QDialog | None:
        """File › Print a document: any document by its code, or a customer's statement."""
        from app.views.printing.print_code import PrintCodeDialog

        session = self.view_model.session
        if session is None:
            self.statusBar().showMessage(
                self.tr("Connect to a company first: documents are printed from its server."),
                STATUS_MESSAGE_MS,
            )
            return None
        dialog = PrintCodeDialog(session, self.view_model.errors, self)
        dialog.open()
        return dialog

    def open_company_details(self) -> QDialog | None:
        """File › Company details: what printed documents say about the company."""
        from app.views.printing.company_dialog import CompanyDetailsDialog

        session = self.view_model.session
        if session is None or session.store is None:
            self.statusBar().showMessage(
                self.tr("Connect to a company first: its details are kept with its profile."),
                STATUS_MESSAGE_MS,
            )
            return None
        dialog = CompanyDetailsDialog(session.store, is_demo=session.profile.is_demo, parent=self)
        dialog.accepted.connect(
            lambda: self.statusBar().showMessage(
                self.tr("Company details saved: documents print with them."), STATUS_MESSAGE_MS
            )
        )
        dialog.open()
        return dialog

    def show_shortcuts(self) -> ShortcutsHelpDialog:
        """Help › Keyboard shortcuts: the window's keys, then the current tab's."""
        from app.views.shortcuts_help import (
            ShortcutsHelpDialog,
            common_keys,
            grid_keys,
            menu_shortcuts,
            screen_shortcuts,
        )

        rows = menu_shortcuts(self.menuBar())
        screen = self.tabs.currentWidget() if self._tabs else None
        if isinstance(screen, Screen):
            rows += screen_shortcuts(screen, screen.title().removesuffix(" *"))
            rows += grid_keys(screen, screen.title().removesuffix(" *"))
        rows += common_keys()
        dialog = ShortcutsHelpDialog(rows, self)
        dialog.open()
        return dialog

    def _about(self) -> None:
        import html

        from PySide6.QtWidgets import QMessageBox

        from app.views.dialogs import with_ok

        box = QMessageBox(
            QMessageBox.Icon.Information,
            self.tr("About Back Office Desktop"),
            self.tr(
                "<p><b>Back Office Desktop {version}</b></p><table style='white-space:nowrap'>"
                "<tr><td>Profile:</td><td>{profile}</td></tr>"
                "<tr><td>Data folder:</td><td>{data}</td></tr>"
                "<tr><td>Log folder:</td><td>{logs}</td></tr></table>"
            ).format(
                version=__version__,
                profile=html.escape(self.view_model.profile_name),
                data=html.escape(str(self._paths.data_dir) if self._paths else "-"),
                logs=html.escape(str(self._paths.log_dir) if self._paths else "-"),
            ),
            parent=self,
        )
        box.setObjectName("AboutBox")
        with_ok(box)
        box.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)  # copy a path
        box.finished.connect(box.deleteLater)
        box.open()
