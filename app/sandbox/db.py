"""One SQLite database per sandbox, opened once and shared by every request.

Requests are serialized on one connection under a lock: the sandbox serves one clerk or one
test at a time, every statement is short, and serializing makes each request a clean
transaction with no SQLITE_BUSY handling anywhere.
"""

from __future__ import annotations

import sqlite3
import threading
from collections.abc import Iterator
from contextlib import contextmanager
from datetime import UTC, datetime
from pathlib import Path

from app import clock
from app.sandbox.schema import MIGRATIONS


def utc_now() -> str:
    """Timestamps are stored as ISO 8601 UTC text with microseconds (they sort as text)."""
    return stored_utc(clock.utc_now())


def stored_utc(moment: datetime) -> str:
    """``moment`` as stored timestamps are written; a naive value is taken as UTC."""
    if moment.tzinfo is None:
        moment = moment.replace(tzinfo=UTC)
    return moment.astimezone(UTC).isoformat(timespec="microseconds")


class Database:
    """The sandbox's SQLite file (or ``":memory:"``), migrated to the latest schema on open."""

    def __init__(self, path: str | Path) -> None:
        self.path = str(path)
        if self.path != ":memory:":
            Path(self.path).parent.mkdir(parents=True, exist_ok=True)
        self._conn = sqlite3.connect(self.path, check_same_thread=False, isolation_level=None)
        self._conn.row_factory = sqlite3.Row
        self._lock = threading.RLock()
        try:
            with self._lock:
                self._conn.execute("PRAGMA journal_mode=WAL")
                self._conn.execute("PRAGMA foreign_keys=ON")
                self._conn.execute("PRAGMA synchronous=NORMAL")
                self._migrate()
        except BaseException:
            self._conn.close()
            raise

    def clone(self) -> Database:
        """An in-memory copy of this database, already migrated: tests migrate one
        template and copy it per test (about 1 ms instead of 70)."""
        copy = Database.__new__(Database)
        copy.path = ":memory:"
        copy._conn = sqlite3.connect(":memory:", check_same_thread=False, isolation_level=None)
        copy._conn.row_factory = sqlite3.Row
        copy._lock = threading.RLock()
        with self._lock:
            self._conn.backup(copy._conn)
        copy._conn.execute("PRAGMA foreign_keys=ON")
        return copy

    def copy_into(self, target: Database) -> None:
        """Replace everything in ``target`` with this database's content (tests build the
        demo company once per process and copy it into each test's database)."""
        with self._lock, target._lock:
            self._conn.backup(target._conn)
            target._conn.execute("PRAGMA foreign_keys=ON")

    @property
    def schema_version(self) -> int:
        with self._lock:
            return int(self._conn.execute("PRAGMA user_version").fetchone()[0])

    @contextmanager
    def transaction(self) -> Iterator[sqlite3.Connection]:
        """Exclusive access for one unit of work: committed on success, rolled back on error."""
        with self._lock:
            self._conn.execute("BEGIN IMMEDIATE")
            try:
                yield self._conn
            except BaseException:
                self._conn.execute("ROLLBACK")
                raise
            else:
                self._conn.execute("COMMIT")

    def close(self) -> None:
        with self._lock:
            self._conn.close()

    def _migrate(self) -> None:
        current = int(self._conn.execute("PRAGMA user_version").fetchone()[0])
        if current > len(MIGRATIONS):
            raise RuntimeError(
                f"{self.path} was written by a newer version of the app (schema {current}, "
                f"this version knows {len(MIGRATIONS)}); install the newer version"
            )
        for number, script in enumerate(MIGRATIONS[current:], start=current + 1):
            # executescript commits first; the version bump rides in the same script so a
            # crash mid-way leaves the file at the previous version, never half-migrated.
            self._conn.executescript(
                f"BEGIN IMMEDIATE;\n{script}\nPRAGMA user_version = {number};\nCOMMIT;"
            )
