"""The navigation tree: areas and their entries, and the entry of the current tab."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QFont
from PySide6.QtWidgets import (
    QTreeWidgetItem,
    QWidget,
)

from app.viewmodels.shell.navigation import entry_of_tab
from app.views.shell.parts import WindowPart
from app.views.shell.window_keys import enter_screen
from app.views.widgets.cells import RowHeightDelegate, text_line_height
from app.views.widgets.screen import Screen

ENTRY_KEY_ROLE = Qt.ItemDataRole.UserRole + 1


class NavigationPart(WindowPart):
    """The navigation pane, and where the keyboard lands after a move."""

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
                    item.setToolTip(
                        0, QCoreApplication.translate("MainWindow", "Not available yet")
                    )
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

    def _entry_activated(self, item: QTreeWidgetItem) -> None:
        key = item.data(0, ENTRY_KEY_ROLE)
        if key and item.flags() & Qt.ItemFlag.ItemIsEnabled:
            self.open_entry(key)

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
