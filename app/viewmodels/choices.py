"""Choices a picker offers from the local cache: items, customers, warehouses, ...

The reference sync keeps each list in the profile's store, so a picker answers as the
clerk types, offline too, in a few milliseconds even over 100,000 items (the store's
full-text index). A session without a store (some tests) has no choices.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from app.store.reference_cache import CachedRow, ReferenceCache
from app.viewmodels.session import Session

PICKER_LIMIT = 50
"""Matches a picker shows at once; typing more narrows them."""


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

    def __init__(self, session: Session, list_name: str, *, active_only: bool = True) -> None:
        self._cache = ReferenceCache(session.store) if session.store is not None else None
        self._session = session
        self.list_name = list_name
        self.active_only = active_only

    @property
    def available(self) -> bool:
        """The list is cached (synced at least once) and the session still open."""
        return (
            self._cache is not None
            and not self._session.closed
            and self._cache.count(self.list_name) > 0
        )

    def search(self, typed: str, limit: int = PICKER_LIMIT) -> list[Choice]:
        """What matches ``typed`` (blank: the first rows in code order)."""
        if self._cache is None or self._session.closed:
            return []
        if not typed.strip():
            rows = self._cache.rows(self.list_name, active_only=self.active_only, limit=limit)
        else:
            rows = self._cache.search(
                self.list_name, typed, limit=limit, active_only=self.active_only
            )
        return [_choice(row) for row in rows]

    def get(self, row_id: int) -> Choice | None:
        """The cached record with this id (inactive ones too: a form may hold one)."""
        if self._cache is None or self._session.closed:
            return None
        row = self._cache.get(self.list_name, row_id)
        return _choice(row) if row is not None else None

    def all(self) -> list[Choice]:
        """The whole list in code order (for short lists shown as combos)."""
        if self._cache is None or self._session.closed:
            return []
        return [_choice(row) for row in self._cache.rows(self.list_name, active_only=False)]


def _choice(row: CachedRow) -> Choice:
    return Choice(row.id, choice_label(row.code, row.name, row.id), row.payload, row.is_active)
