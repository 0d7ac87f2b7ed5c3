"""The local store: one SQLite file per profile, for the reference cache, drafts and outbox.

What a clerk typed must survive a crash, a kill or a power cut, so the file runs in WAL
mode with ``synchronous=FULL``: a committed draft is on disk. The schema has a version and
ordered migrations; before migrating an existing file, a copy of it is taken next to it.

Connections: the UI thread uses ``connection``; bulk work (syncing 100,000 items) opens
its own with ``connect()`` inside ``asyncio.to_thread`` so the window never waits on it.
"""

from __future__ import annotations

import hashlib
import shutil
import sqlite3
import threading
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

from app.store.schema import STORE_MIGRATIONS


class StoreTooNew(RuntimeError):
    """The file was written by a newer version of the app."""


def profile_file_name(profile_id: str) -> str:
    """A safe file name for a profile (ids are uuids, the demo's is "demo")."""
    safe = "".join(c for c in profile_id if c.isalnum() or c in "-_")
    if safe == profile_id and safe:
        return f"{safe}.sqlite3"
    return hashlib.sha256(profile_id.encode()).hexdigest()[:32] + ".sqlite3"


class LocalStore:
    """The store of one profile. Open it once per session; close it when switching away."""

    def __init__(self, path: Path) -> None:
        self.path = path
        path.parent.mkdir(parents=True, exist_ok=True)
        self._lock = threading.RLock()
        self.backup_path: Path | None = None
        self.connection = self.connect()
        try:
            self._migrate()
        except BaseException:
            self.connection.close()
            raise

    def connect(self) -> sqlite3.Connection:
        """A new connection to the file (one per thread), WAL and synchronous=FULL."""
        conn = sqlite3.connect(self.path, isolation_level=None, check_same_thread=False)
        conn.row_factory = sqlite3.Row
        conn.execute("PRAGMA journal_mode=WAL")
        conn.execute("PRAGMA synchronous=FULL")
        conn.execute("PRAGMA foreign_keys=ON")
        conn.execute("PRAGMA busy_timeout=5000")
        return conn

    @property
    def schema_version(self) -> int:
        return int(self.connection.execute("PRAGMA user_version").fetchone()[0])

    @contextmanager
    def transaction(self) -> Iterator[sqlite3.Connection]:
        """One atomic unit of work on the UI connection."""
        with self._lock:
            self.connection.execute("BEGIN IMMEDIATE")
            try:
                yield self.connection
            except BaseException:
                self.connection.execute("ROLLBACK")
                raise
            else:
                self.connection.execute("COMMIT")

    def close(self) -> None:
        with self._lock:
            self.connection.close()

    def _migrate(self) -> None:
        current = self.schema_version
        target = len(STORE_MIGRATIONS)
        if current > target:
            raise StoreTooNew(
                f"{self.path} was written by a newer version of the app (schema {current}, "
                f"this version knows {target}); install the newer version"
            )
        if current == target:
            return
        if current > 0:
            self.backup_path = self._backup(current)
        for number, script in enumerate(STORE_MIGRATIONS[current:], start=current + 1):
            self.connection.executescript(
                f"BEGIN IMMEDIATE;\n{script}\nPRAGMA user_version = {number};\nCOMMIT;"
            )

    def _backup(self, version: int) -> Path:
        """A consistent copy of the file as it is before migrating (``<name>.v<N>.bak``)."""
        target = self.path.with_name(f"{self.path.name}.v{version}.bak")
        backup = sqlite3.connect(target)
        try:
            self.connection.backup(backup)
        finally:
            backup.close()
        return target


def copy_store(source: Path, target: Path) -> None:
    """Copy a store file with its WAL companions (for tests of migrations and backups)."""
    for suffix in ("", "-wal", "-shm"):
        companion = Path(str(source) + suffix)
        if companion.exists():
            shutil.copyfile(companion, Path(str(target) + suffix))
