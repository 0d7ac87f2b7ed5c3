"""Choices a picker offers from the local cache: items, customers, warehouses, ...

The reference sync keeps each list in the profile's store, so a picker answers as the
clerk types, offline too, in a few milliseconds even over 100,000 items (the store's
full-text index). A session without a store (some tests) has no choices.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from PySide6.QtCore import QCoreApplication, QLocale

from app.store.outbox import OutboxItem, OutboxState
from app.store.reference_cache import CachedRow, ReferenceCache
from app.viewmodels.session import Session

PICKER_LIMIT = 50
"""Matches a picker shows at once; typing more narrows them."""

PENDING_KINDS = {"customers": "customer"}
"""Lists whose new records a picker offers while they still wait in the outbox (the outbox
row kind): a customer created offline can be chosen on an order made offline. Such a choice
has the negative of its outbox row's id (``pending_row``)."""

WAITING = frozenset(
    {OutboxState.QUEUED, OutboxState.SENDING, OutboxState.UNKNOWN, OutboxState.NEEDS_ATTENTION}
)


def pending_row(choice_id: int | None) -> int | None:
    """The outbox row a chosen id stands for (a record still waiting to be sent)."""
    return -choice_id if choice_id is not None and choice_id < 0 else None


@dataclass(frozen=True)
class Choice:
    """One row a picker offers: the record's id, the text shown, and its cached wire body."""

    id: int
    label: str
    payload: dict[str, Any]
    active: bool = True


def choice_label(code: str | None, name: str | None, row_id: int) -> str:
    """ "CODE · Name", either part alone, or #id when the record has neither."""
    parts = [part for part in (code, name) if part]
    return " · ".join(parts) if parts else f"#{row_id}"


class CachedChoices:
    """The picker source of one cached list (a ``REFERENCE_LISTS`` name, e.g.
    ``"stock_items"``, ``"customers"``, ``"warehouses"``)."""

    def __init__(
        self,
        session: Session,
        list_name: str,
        *,
        active_only: bool = True,
        with_pending: bool = False,
    ) -> None:
        """``with_pending``: offer the list's new records still waiting in the outbox too
        (``PENDING_KINDS``), for a form that can wait for them (a sales order)."""
        self._cache = ReferenceCache(session.store) if session.store is not None else None
        self._session = session
        self.list_name = list_name
        self.active_only = active_only
        self.with_pending = with_pending

    @property
    def available(self) -> bool:
        """The list is cached (synced at least once) and the session still open."""
        return (
            self._cache is not None
            and not self._session.closed
            and self._cache.count(self.list_name) > 0
        )

    def search(self, typed: str, limit: int = PICKER_LIMIT) -> list[Choice]:
        """What matches ``typed`` (blank: the first rows in code order); records still
        waiting in the outbox first."""
        if self._cache is None or self._session.closed:
            return []
        if not typed.strip():
            rows = self._cache.rows(self.list_name, active_only=self.active_only, limit=limit)
        else:
            rows = self._cache.search(
                self.list_name, typed, limit=limit, active_only=self.active_only
            )
        pending = [
            choice for choice in self._pending() if _matches(choice, typed.strip().casefold())
        ]
        return [*pending, *(_choice(row) for row in rows)][:limit]

    def get(self, row_id: int) -> Choice | None:
        """The cached record with this id (inactive ones too: a form may hold one); a
        negative id is a record waiting in the outbox (or just sent: then the record)."""
        if self._cache is None or self._session.closed:
            return None
        outbox_id = pending_row(row_id)
        if outbox_id is not None:
            return self._pending_choice(outbox_id) if self.with_pending else None
        row = self._cache.get(self.list_name, row_id)
        return _choice(row) if row is not None else None

    def _pending(self) -> list[Choice]:
        kind = PENDING_KINDS.get(self.list_name)
        outbox = self._session.outbox
        if kind is None or outbox is None or not self.with_pending:
            return []
        return [
            _pending_choice(item)
            for item in outbox.items(*WAITING)
            if item.kind == kind and item.operation == "create"
        ]

    def _pending_choice(self, outbox_id: int) -> Choice | None:
        outbox = self._session.outbox
        item = outbox.get(outbox_id) if outbox is not None else None
        if item is None or self._cache is None:
            return None
        if item.state is OutboxState.CONFIRMED and (item.server_key or "").isdigit():
            row = self._cache.get(self.list_name, int(item.server_key or 0))
            if row is not None:
                return _choice(row)
            return Choice(-item.id, _pending_label(item), item.payload)
        return _pending_choice(item)

    def all(self) -> list[Choice]:
        """The whole list in code order (for short lists shown as combos)."""
        if self._cache is None or self._session.closed:
            return []
        return [_choice(row) for row in self._cache.rows(self.list_name, active_only=False)]


def _pending_label(item: OutboxItem) -> str:
    payload = item.payload
    name = str(payload.get("name") or payload.get("description") or "")
    return choice_label(payload.get("code"), name, item.id)


def _pending_choice(item: OutboxItem) -> Choice:
    label = QCoreApplication.translate("Choices", "{name} (waiting to be sent)").format(
        name=_pending_label(item)
    )
    return Choice(-item.id, label, item.payload)


def _matches(choice: Choice, typed: str) -> bool:
    if not typed:
        return True
    payload = choice.payload
    texts = (payload.get(key) for key in ("code", "name", "mobile", "phone", "email"))
    return any(typed in str(text).casefold() for text in texts if text)


OTHER_LANGUAGE_NAME = "otherLangDescription"
"""The payload key of a record's name in the other language (a stock item's Arabic name)."""


def names_in_other_language() -> bool:
    """Whether records are named in their other language: the app runs in Arabic (the
    records' own names are English, their other-language names Arabic)."""
    return QLocale().language() == QLocale.Language.Arabic


def _choice(row: CachedRow) -> Choice:
    name = row.name
    if names_in_other_language():
        other = row.payload.get(OTHER_LANGUAGE_NAME)
        if isinstance(other, str) and other.strip():
            name = other.strip()
    return Choice(row.id, choice_label(row.code, name, row.id), row.payload, row.is_active)
