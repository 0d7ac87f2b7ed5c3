"""What a ledger cache says about itself, read without the cache's own module.

The sync's freshness (``SyncStatus``: when it last succeeded, whether the server could be
reached) and the cache's *revision*: a token every transaction that changes what reports
compute from is given (``new_revision``), so a figure computed at one revision is known to
be current for as long as the file still has it. The landing dashboard's kept figures
(``app.reports.landing_snapshot``) are keyed by it: a start reads the key here, at the
cost of one small query, where loading the cache's module and computing the figures
again cost a tenth of a second.
"""

from __future__ import annotations

import secrets
import sqlite3
from dataclasses import dataclass
from pathlib import Path

REVISION_KEY = "revision"


@dataclass(frozen=True)
class SyncStatus:
    """What the cache knows about its own freshness."""

    as_of: str | None
    """UTC ISO time of the last successful sync (None: never synced)."""
    last_full: str | None
    """UTC ISO time of the last successful full reconcile."""
    offline: bool
    """Whether the last attempt failed to reach the server (reports then say so)."""
    last_error: str | None
    verified_through: str | None = None
    """UTC ISO time since which every cached document has been read again (the oldest
    re-read slice's time; None: never). Older than ``as_of``: an old document changed
    on the server since then may not be in the figures yet."""


@dataclass(frozen=True)
class CacheState:
    """Which contents of a cache a figure was computed from: the schema's version and the
    revision of the last transaction that changed them (None: a cache written before
    revisions were kept, whose figures are never taken as current)."""

    schema: int
    revision: str | None

    @property
    def known(self) -> bool:
        return self.revision is not None


def ledger_path(store_path: Path) -> Path:
    """The ledger cache beside a profile store: ``<stem>.ledger.sqlite3``."""
    return store_path.with_name(f"{store_path.stem}.ledger.sqlite3")


def read_status(conn: sqlite3.Connection) -> SyncStatus:
    return _status_of(_meta(conn))


def _status_of(rows: dict[str, str]) -> SyncStatus:
    return SyncStatus(
        as_of=rows.get("as_of"),
        last_full=rows.get("last_full"),
        offline=rows.get("offline") == "1",
        last_error=rows.get("last_error"),
        verified_through=rows.get("verified_through"),
    )


def cache_state(conn: sqlite3.Connection) -> CacheState:
    """The state of the cache as ``conn`` sees it now (read it before computing from the
    same connection: a write landing during the computation then gives the file another
    revision, and the figure is not taken for its own)."""
    return _state_of(conn, _meta(conn))


def _meta(conn: sqlite3.Connection) -> dict[str, str]:
    return dict(conn.execute("SELECT key, value FROM meta").fetchall())


def _state_of(conn: sqlite3.Connection, meta: dict[str, str]) -> CacheState:
    schema = int(conn.execute("PRAGMA user_version").fetchone()[0])
    revision = meta.get(REVISION_KEY)
    return CacheState(schema, None if revision is None else str(revision))


def new_revision(conn: sqlite3.Connection) -> None:
    """Gives the cache a new revision, in the caller's write transaction: every
    transaction that changes documents, lines, balances or reference data calls it."""
    conn.execute(
        "INSERT INTO meta (key, value) VALUES (?, ?) "
        "ON CONFLICT(key) DO UPDATE SET value = excluded.value",
        (REVISION_KEY, secrets.token_hex(8)),
    )


def peek(path: Path) -> tuple[CacheState, SyncStatus] | None:
    """The state and freshness of the cache file at ``path``, read on a connection of its
    own and closed at once; None where there is no such file or it cannot be read (the
    cache's module then opens, checks or rebuilds it as always)."""
    if not path.is_file():
        return None
    try:
        conn = sqlite3.connect(f"{path.as_uri()}?mode=rw", uri=True, timeout=1.0)
    except sqlite3.Error:
        return None
    try:
        meta = _meta(conn)
        return _state_of(conn, meta), _status_of(meta)
    except sqlite3.Error:
        return None
    finally:
        conn.close()
