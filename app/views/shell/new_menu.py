"""File › New: every document and master record the app can create, from anywhere, with
keys of their own for the ones a clerk makes all day. The command registry
(``app/views/shell/commands.py``) makes one command of each, and the menu from them."""

from __future__ import annotations

from dataclasses import dataclass

from app.models.i18n import QT_TRANSLATE_NOOP


@dataclass(frozen=True)
class NewRecord:
    """One entry of File › New: the editor's draft kind, its menu text, its keys."""

    kind: str
    text: str
    keys: str = ""


NEW_RECORDS: tuple[NewRecord | None, ...] = (
    NewRecord("sales_order", QT_TRANSLATE_NOOP("Commands", "&Sales order"), "Ctrl+Shift+S"),
    NewRecord("sales_return", QT_TRANSLATE_NOOP("Commands", "Sales &return…")),
    NewRecord("customer", QT_TRANSLATE_NOOP("Commands", "&Customer"), "Ctrl+Shift+C"),
    None,
    NewRecord("stock_item", QT_TRANSLATE_NOOP("Commands", "Stock &item"), "Ctrl+Shift+I"),
    NewRecord("service_item", QT_TRANSLATE_NOOP("Commands", "Ser&vice item")),
    NewRecord("opening_balance", QT_TRANSLATE_NOOP("Commands", "Opening &balance")),
    NewRecord("issue_offering", QT_TRANSLATE_NOOP("Commands", "Issue o&ffering")),
    NewRecord("receive_supplies", QT_TRANSLATE_NOOP("Commands", "Supplies rec&eipt")),
    None,
    NewRecord("journal_entry", QT_TRANSLATE_NOOP("Commands", "&Journal entry"), "Ctrl+Shift+J"),
    NewRecord("cash_in", QT_TRANSLATE_NOOP("Commands", "Cash i&n (receipt)"), "Ctrl+Shift+R"),
    # Ctrl+Shift+P is File › Print a document; M for money out.
    NewRecord("cash_out", QT_TRANSLATE_NOOP("Commands", "Cash &out (payment)"), "Ctrl+Shift+M"),
    None,
    NewRecord("tax", QT_TRANSLATE_NOOP("Commands", "&Tax")),
    NewRecord("brand", QT_TRANSLATE_NOOP("Commands", "Br&and")),
    NewRecord("classification", QT_TRANSLATE_NOOP("Commands", "C&lassification")),
    NewRecord("sales_person", QT_TRANSLATE_NOOP("Commands", "Sales &person")),
    NewRecord("city", QT_TRANSLATE_NOOP("Commands", "Cit&y")),
    NewRecord("dynamic_property", QT_TRANSLATE_NOOP("Commands", "&Dynamic properties…")),
)
"""In the menu's order (None: a separator). Every kind is a draft kind of
``MainWindow._editor_kinds``, but for the records made inside a list screen
(``INLINE_KINDS``); a test opens each."""

INLINE_KINDS = {"city": "geography", "dynamic_property": "dynamic-properties"}
"""Kinds made in their list screen's own form: the navigation entry that holds it."""
