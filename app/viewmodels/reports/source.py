"""The ledger cache of a profile as the report screens and the dashboard read it.

Each computation opens its own SQLite connection on the worker thread that runs it (the
cache is WAL: readers never wait for the background sync's writer) and closes it after.
The cache file itself (and its module, ``app.store.ledger``) is opened on first use: a
landing dashboard drawing kept figures (``app.reports.landing_snapshot``) needs neither.
"""

from __future__ import annotations

from collections.abc import Callable
from datetime import date
from pathlib import Path
from typing import TYPE_CHECKING, TypeVar

from app import clock
from app.viewmodels.reports.freshness import Freshness, freshness_of

if TYPE_CHECKING:
    from app.store.ledger import Books, LedgerStore
    from app.viewmodels.ledger import LedgerWork
    from app.viewmodels.session import Session

T = TypeVar("T")


class LedgerSource:
    """Reports over the ledger cache file at ``path`` (created empty if missing, when
    first read)."""

    def __init__(self, path: Path) -> None:
        self.path = path
        self._store: LedgerStore | None = None
        self._owned = True
        self.offline: Callable[[], bool] = lambda: False
        """Whether the window cannot reach the server now (the figures then come from the
        cache alone, whatever the last sync said)."""

    @classmethod
    def for_session(cls, session: Session) -> LedgerSource:
        """The session's own ledger cache (beside its profile store), opened here."""
        from app.store.ledger import ledger_path

        if session.store is None:
            raise RuntimeError("reports need the profile's store")
        return cls(ledger_path(session.store.path))

    @classmethod
    def of(cls, ledger: LedgerWork | None, session: Session) -> LedgerSource:
        """The background sync's ledger cache once it has opened it (one connection to
        the file for both), else the session's own."""
        store = ledger.store if ledger is not None else None
        return cls.over(store) if store is not None else cls.for_session(session)

    @classmethod
    def over(cls, store: LedgerStore) -> LedgerSource:
        source = cls(store.path)
        source._store = store
        source._owned = False  # the session's: it closes it
        return source

    @property
    def store(self) -> LedgerStore:
        if self._store is None:
            from app.store.ledger import LedgerStore

            self._store = LedgerStore(self.path)
        return self._store

    def compute(self, build: Callable[[Books], T]) -> T:
        from app.store.ledger import Books

        conn = self.store.connect()
        try:
            return build(Books(conn))
        finally:
            conn.close()

    def freshness(self) -> Freshness:
        cached = freshness_of(self.store.status())
        return Freshness(cached.as_of, cached.offline or self.offline(), cached.verified_through)

    def first_day(
        self,
        *,
        customer_id: int | None = None,
        account_id: int | None = None,
        supplier_id: int | None = None,
    ) -> date:
        """The date of the first cached line of a customer, a supplier or an account (today
        if none): where a statement opened from a balance starts, so every line behind it
        shows."""
        day = self.compute(
            lambda books: books.first_line_day(
                customer_id=customer_id, account_id=account_id, supplier_id=supplier_id
            )
        )
        return date.fromisoformat(day) if day else clock.today()

    def close(self) -> None:
        """Close the cache file if this source opened it."""
        if self._owned and self._store is not None:
            self._store.close()
