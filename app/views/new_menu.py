"""File › New: every document and master record the app can create, from anywhere, with
keys of their own for the ones a clerk makes all day."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from PySide6.QtCore import QCoreApplication, QObject
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QMenu

from app.models.i18n import QT_TRANSLATE_NOOP


@dataclass(frozen=True)
class NewRecord:
    """One entry of File › New: the editor's draft kind, its menu text, its keys."""

    kind: str
    text: str
    keys: str = ""


NEW_RECORDS: tuple[NewRecord | None, ...] = (
    NewRecord("sales_order", QT_TRANSLATE_NOOP("NewMenu", "&Sales order"), "Ctrl+Shift+S"),
    NewRecord("sales_return", QT_TRANSLATE_NOOP("NewMenu", "Sales &return…")),
    NewRecord("customer", QT_TRANSLATE_NOOP("NewMenu", "&Customer"), "Ctrl+Shift+C"),
    None,
    NewRecord("stock_item", QT_TRANSLATE_NOOP("NewMenu", "Stock &item"), "Ctrl+Shift+I"),
    NewRecord("service_item", QT_TRANSLATE_NOOP("NewMenu", "Ser&vice item")),
    NewRecord("opening_balance", QT_TRANSLATE_NOOP("NewMenu", "Opening &balance")),
    NewRecord("issue_offering", QT_TRANSLATE_NOOP("NewMenu", "Issue o&ffering")),
    NewRecord("receive_supplies", QT_TRANSLATE_NOOP("NewMenu", "Supplies rec&eipt")),
    None,
    NewRecord("journal_entry", QT_TRANSLATE_NOOP("NewMenu", "&Journal entry"), "Ctrl+Shift+J"),
    NewRecord("cash_in", QT_TRANSLATE_NOOP("NewMenu", "Cash i&n (receipt)"), "Ctrl+Shift+R"),
    # Ctrl+Shift+P is File › Print a document; M for money out.
    NewRecord("cash_out", QT_TRANSLATE_NOOP("NewMenu", "Cash &out (payment)"), "Ctrl+Shift+M"),
    None,
    NewRecord("tax", QT_TRANSLATE_NOOP("NewMenu", "&Tax")),
    NewRecord("brand", QT_TRANSLATE_NOOP("NewMenu", "Br&and")),
    NewRecord("classification", QT_TRANSLATE_NOOP("NewMenu", "C&lassification")),
    NewRecord("sales_person", QT_TRANSLATE_NOOP("NewMenu", "Sales &person")),
    NewRecord("city", QT_TRANSLATE_NOOP("NewMenu", "Cit&y")),
    NewRecord("dynamic_property", QT_TRANSLATE_NOOP("NewMenu", "&Dynamic properties…")),
)
"""In the menu's order (None: a separator). Every kind is a draft kind of
``MainWindow._editor_kinds``, but for the records made inside a list screen
(``INLINE_KINDS``); a test opens each."""

INLINE_KINDS = {"city": "geography", "dynamic_property": "dynamic-properties"}
"""Kinds made in their list screen's own form: the navigation entry that holds it."""


def new_menu(
    parent: QMenu, open_new: Callable[[str], object], owner: QObject
) -> tuple[QMenu, dict[str, QAction]]:
    """The File › New submenu of ``parent``; each entry calls ``open_new(kind)``. Returns
    the submenu and its actions by kind."""
    menu = parent.addMenu(QCoreApplication.translate("NewMenu", "&New"))
    actions: dict[str, QAction] = {}
    for entry in NEW_RECORDS:
        if entry is None:
            menu.addSeparator()
            continue
        action = QAction(QCoreApplication.translate("NewMenu", entry.text), owner)
        if entry.keys:
            action.setShortcut(QKeySequence(entry.keys))
        action.triggered.connect(lambda _checked=False, kind=entry.kind: open_new(kind))
        menu.addAction(action)
        actions[entry.kind] = action
    return menu, actions
