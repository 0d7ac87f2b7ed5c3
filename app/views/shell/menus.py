"""The menu bar, built from the command registry (``app/views/shell/commands.py``)."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from functools import partial

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QAction
from PySide6.QtWidgets import (
    QMainWindow,
    QMenu,
)

from app.viewmodels.shell.navigation import report_titles
from app.views.shell.commands import (
    COMMANDS,
    WINDOW,
    Command,
    Insert,
    Menu,
    Separator,
    letter,
    with_alt_letters,
)
from app.views.shell.new_menu import NEW_RECORDS
from app.views.shell.parts import WindowPart
from app.views.shell.updates import UpdatesView

Slots = Mapping[str, Callable[[], object]]
"""Command id -> what it does."""
Fillers = Mapping[str, Callable[[QMenu], None]]
"""An ``Insert``'s id -> what adds its entries to the menu."""


def build_menus(
    window: QMainWindow,
    slots: Slots,
    *,
    made: Mapping[str, QAction] | None = None,
    fillers: Fillers | None = None,
) -> tuple[dict[str, QMenu], dict[str, QAction]]:
    """The window's menus and its window-wide commands; ``made``: actions built elsewhere
    (from the same registry) that the menus show. Returns the menus and the actions, by
    id. A command with neither a slot nor an action made is a mistake, and refused."""
    menus: dict[str, QMenu] = {}
    actions: dict[str, QAction] = dict(made or {})

    def action_of(command: Command) -> QAction:
        found = actions.get(command.id)
        if found is None:
            found = COMMANDS.action(command.id, window, slots[command.id])
            actions[command.id] = found
        return found

    def fill(menu: QMenu, menu_id: str) -> None:
        for entry in COMMANDS.in_menu(menu_id):
            if isinstance(entry, Menu):
                sub = menu.addMenu(QCoreApplication.translate("Commands", entry.text))
                sub.setObjectName(entry.id)
                menus[entry.id] = sub
                fill(sub, entry.id)
            elif isinstance(entry, Separator):
                menu.addSeparator()
            elif isinstance(entry, Insert):
                if fillers is not None and entry.id in fillers:
                    fillers[entry.id](menu)
            else:
                menu.addAction(action_of(entry))

    for entry in COMMANDS.in_menu(WINDOW):
        if isinstance(entry, Menu):
            menu = window.menuBar().addMenu(QCoreApplication.translate("Commands", entry.text))
            menu.setObjectName(entry.id)
            menus[entry.id] = menu
            fill(menu, entry.id)
        elif isinstance(entry, Command) and entry.id not in actions:
            action = action_of(entry)
            action.setShortcutContext(Qt.ShortcutContext.WindowShortcut)
            window.addAction(action)
    return menus, actions


class MenusPart(WindowPart):
    """The window's menus and what their commands do."""

    def _build_menus(self) -> None:
        """The menus, File › New and the window's keys, as the command registry declares
        them (``app/views/shell/commands.py``)."""
        keys = self.window_keys
        made = {action.objectName(): action for action in keys.actions() + keys.number_actions}
        made["updates"] = COMMANDS.action("updates", self)  # UpdatesView runs it
        self.updates_view = UpdatesView(self.updates, self, made["updates"], self.can_quit)
        slots: dict[str, Callable[[], object]] = {
            "connect": lambda: self.open_connect_dialog(),
            "demo": lambda: self.view_model.switch_to_demo(),
            "import.items": lambda: self.open_import("stock_items"),
            "import.customers": lambda: self.open_import("customers"),
            "print-code": lambda: self.open_print_code(),
            "close-tab": lambda: self._close_tab_at(self.tabs.currentIndex()),
            "preferences": self.open_preferences,
            "company": lambda: self.open_company_details(),
            "quit": self.close,
            "sync": self._sync_now,
            "outbox": lambda: self.open_entry("outbox"),
            "jump": self.open_jump,
            "dashboard": lambda: self.open_entry("dashboard"),
            "statement-layout": self.open_statement_layout,
            "adjust-invoiced": self.open_invoiced_quantity,
            "shortcuts": self.show_shortcuts,
            "server-check": self.open_server_check,
            "about": self._about,
            **{
                f"new.{record.kind}": partial(self.open_new, record.kind)
                for record in NEW_RECORDS
                if record is not None
            },
        }

        def reports(menu: QMenu) -> None:
            # Each report its own Alt letter, in any language, beside the menu's commands'.
            titles = report_titles()
            taken = [
                letter(QCoreApplication.translate("Commands", entry.text))
                for entry in COMMANDS.in_menu(menu.objectName())
                if isinstance(entry, Command)
            ]
            for name, text in zip(
                titles, with_alt_letters(list(titles.values()), taken), strict=True
            ):
                action = menu.addAction(text)
                action.triggered.connect(partial(self.open_report, name))

        self.menus, self.command_actions = build_menus(
            self, slots, made=made, fillers={"reports": reports}
        )
        actions = self.command_actions
        self.new_menu = self.menus["file/new"]
        self.new_actions = {
            record.kind: actions[f"new.{record.kind}"] for record in NEW_RECORDS if record
        }
        self.reports_menu = self.menus["view/reports"]
        self.connect_action = actions["connect"]
        self.preferences_action = actions["preferences"]
        self.print_code_action = actions["print-code"]
        self.company_action = actions["company"]
        self.import_items_action = actions["import.items"]
        self.import_customers_action = actions["import.customers"]
        self.sync_action = actions["sync"]
        self.outbox_action = actions["outbox"]
        self.jump_action = actions["jump"]
        self.layout_action = actions["statement-layout"]
        self.adjust_invoiced_action = actions["adjust-invoiced"]
        self.shortcuts_action = actions["shortcuts"]
        self.server_check_action = actions["server-check"]

    def _sync_now(self) -> None:
        if self.view_model.background is not None:
            self.view_model.background.sync_now()
            self.view_model.background.drain_now()
        if self.view_model.ledger is not None:
            self.view_model.ledger.reconcile_now()  # F9: a full ledger reconcile too
