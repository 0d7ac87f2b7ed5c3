"""Help › Keyboard shortcuts (F1, Ctrl+/): every key the window and the current tab know.

Built from what is really bound (the menus' actions and the tab's ``QShortcut`` objects),
so the list cannot drift from the keys that work.
"""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QCoreApplication, QKeyCombination, Qt
from PySide6.QtGui import QAction, QKeySequence, QShortcut
from PySide6.QtWidgets import (
    QAbstractButton,
    QDialog,
    QDialogButtonBox,
    QHeaderView,
    QLabel,
    QMenu,
    QMenuBar,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from app.views.widgets.dialogs import with_mnemonics
from app.views.widgets.forms import SHORTCUT_DESCRIPTION
from app.views.widgets.tables import LeftToRightDelegate

translate = QCoreApplication.translate


@dataclass(frozen=True)
class ShortcutRow:
    keys: str
    description: str
    where: str


def standard_description(keys: QKeySequence) -> str:
    """What the common keys do in every list and editor, when a shortcut says nothing."""
    texts = {
        QKeySequence.StandardKey.New: translate("Shortcuts", "New record"),
        QKeySequence.StandardKey.Save: translate("Shortcuts", "Save"),
        QKeySequence.StandardKey.Refresh: translate("Shortcuts", "Load the list again"),
        QKeySequence.StandardKey.Delete: translate("Shortcuts", "Delete the selected row"),
        QKeySequence.StandardKey.Find: translate("Shortcuts", "Search"),
        QKeySequence.StandardKey.Print: translate("Shortcuts", "Print"),
    }
    for standard, text in texts.items():
        if keys in QKeySequence.keyBindings(standard):
            return text
    named = {
        "Del": translate("Shortcuts", "Delete the selected row"),
        "F2": translate("Shortcuts", "Open the picker of the current cell"),
        "Return": translate("Shortcuts", "Open the selected row"),
    }
    return named.get(keys.toString(), "")


def menu_shortcuts(menu_bar: QMenuBar) -> list[ShortcutRow]:
    """Every menu action with a key, named as the menu shows it."""
    everywhere = translate("Shortcuts", "Everywhere")
    rows = []
    for menu_action in menu_bar.actions():
        menu = menu_action.menu()
        if isinstance(menu, QMenu):
            rows += _menu_rows(menu, everywhere, "")
    return rows


def _menu_rows(menu: QMenu, where: str, prefix: str) -> list[ShortcutRow]:
    """A menu's actions with keys, a submenu's named "New › Sales order"."""
    rows = []
    for action in menu.actions():
        submenu = action.menu()
        if isinstance(submenu, QMenu):
            name = action.text().replace("&", "").rstrip("…")
            rows += _menu_rows(submenu, where, f"{prefix}{name} › ")
        else:
            rows += [
                ShortcutRow(row.keys, prefix + row.description, row.where)
                for row in _action_rows(action, where)
            ]
    return rows


def _typeable(keys: QKeySequence) -> bool:
    """False for the dedicated keys of media keyboards ("New", "Refresh"), which standard
    shortcuts also bind but few keyboards have."""
    if keys.isEmpty():
        return False
    first: QKeyCombination = keys[0]  # type: ignore[index]
    return bool(first.key().value < Qt.Key.Key_Back.value)


def _action_rows(action: QAction, where: str) -> list[ShortcutRow]:
    text = action.text().replace("&", "").rstrip("…")
    return [
        ShortcutRow(keys.toString(QKeySequence.SequenceFormat.NativeText), text, where)
        for keys in action.shortcuts()
        if _typeable(keys) and "Backtab" not in keys.toString()  # Shift+Tab said once
    ]


def screen_shortcuts(screen: QWidget, where: str) -> list[ShortcutRow]:
    """The shortcuts a tab binds (``add_shortcut``), with their descriptions."""
    rows = []
    for button in screen.findChildren(QAbstractButton):  # a button's own key (Ctrl+D)
        keys = button.shortcut()
        mnemonic = QKeySequence.mnemonic(button.text())  # Alt+letter: not a key of its own
        if button.isVisibleTo(screen) and _typeable(keys) and keys != mnemonic:
            text = button.text().replace("&", "").rstrip("…")
            rows.append(
                ShortcutRow(keys.toString(QKeySequence.SequenceFormat.NativeText), text, where)
            )
    for shortcut in screen.findChildren(QShortcut):
        if not shortcut.isEnabled():
            continue
        for keys in shortcut.keys():  # noqa: SIM118 (a QShortcut, not a dict)
            if not _typeable(keys):
                continue
            description = str(shortcut.property(SHORTCUT_DESCRIPTION) or "")
            description = description or standard_description(keys)
            if description:
                rows.append(
                    ShortcutRow(
                        keys.toString(QKeySequence.SequenceFormat.NativeText), description, where
                    )
                )
    return rows


def grid_keys(screen: QWidget, where: str) -> list[ShortcutRow]:
    """The keys of the line grids shown in ``screen`` (Insert, Delete, F2, Enter): each grid
    says its own (``keyboard_help()``), so the list is what that grid does."""
    rows: list[ShortcutRow] = []
    seen: set[tuple[str, str]] = set()
    for grid in screen.findChildren(QWidget):
        help_of = getattr(grid, "keyboard_help", None)
        if not callable(help_of) or not grid.isVisibleTo(screen):
            continue
        for keys, description in help_of():
            if (keys, description) not in seen:
                seen.add((keys, description))
                rows.append(ShortcutRow(keys, description, where))
    return rows


def common_keys() -> list[ShortcutRow]:
    """Keys Qt gives every form and grid (listed so a new clerk learns them)."""
    everywhere = translate("Shortcuts", "Forms and grids")
    return [
        ShortcutRow(
            "Ctrl+1 … Ctrl+9",
            translate("Shortcuts", "Go to the first … eighth tab; Ctrl+9: the last tab"),
            translate("Shortcuts", "Everywhere"),
        ),
        ShortcutRow("Tab", translate("Shortcuts", "Next field or cell"), everywhere),
        ShortcutRow("Shift+Tab", translate("Shortcuts", "Previous field or cell"), everywhere),
        ShortcutRow(
            translate("Shortcuts", "Alt+letter"),
            translate(
                "Shortcuts", "Press the button, or go to the field, with that underlined letter"
            ),
            everywhere,
        ),
        ShortcutRow("Esc", translate("Shortcuts", "Close a popup or dialog"), everywhere),
    ]


class ShortcutsHelpDialog(QDialog):
    """A non-modal window listing ``rows``; shown with ``open()``."""

    def __init__(self, rows: list[ShortcutRow], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("ShortcutsHelpDialog")
        self.setWindowTitle(self.tr("Keyboard shortcuts"))
        self.resize(640, 520)
        intro = QLabel(self.tr("Keys of the window and of the tab you are in."))
        intro.setWordWrap(True)
        self.table = QTableWidget(len(rows), 3)
        self.table.setAccessibleName(self.tr("Keyboard shortcuts"))
        self.table.setHorizontalHeaderLabels([self.tr("Keys"), self.tr("Does"), self.tr("Where")])
        self.table.verticalHeader().setVisible(False)
        self.table.verticalHeader().setDefaultSectionSize(self.fontMetrics().height() + 10)
        self.table.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
        self.table.setAlternatingRowColors(True)
        for index, row in enumerate(rows):
            for column, text in enumerate((row.keys, row.description, row.where)):
                item = QTableWidgetItem(text)
                if column == 0:
                    item.setTextAlignment(Qt.AlignmentFlag.AlignCenter)
                self.table.setItem(index, column, item)
        self.table.setItemDelegateForColumn(0, LeftToRightDelegate(self.table))
        header = self.table.horizontalHeader()
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(1, QHeaderView.ResizeMode.Stretch)
        header.setSectionResizeMode(2, QHeaderView.ResizeMode.ResizeToContents)
        buttons = with_mnemonics(QDialogButtonBox(QDialogButtonBox.StandardButton.Close))
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(intro)
        layout.addWidget(self.table, 1)
        layout.addWidget(buttons)
        self.finished.connect(self.deleteLater)

    def rows(self) -> list[list[str]]:
        """The table's text, row by row (what a screen reader reads)."""
        return [
            [(cell.text() if (cell := self.table.item(row, column)) else "") for column in range(3)]
            for row in range(self.table.rowCount())
        ]
