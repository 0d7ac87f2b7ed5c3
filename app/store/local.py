"""The local store: one SQLite file per profile, for the reference cache, drafts and outbox.

What a clerk typed must survive a crash, a kill or a power cut, so the file runs in WAL
mode with ``synchronous=FULL``: a committed draft is on disk. The schema has a version and
ordered migrations; before migrating an existing file, a copy of it is taken next to it.

Connections: the UI thread uses ``connection``; bulk work (syncing 100,000 items) opens
its own with ``connect()`` inside ``asyncio.to_thread`` so the window never waits on it.
"""

from __future__ import annotations

import contextlib
import logging
import os
import shutil
import sqlite3
import threading
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import TYPE_CHECKING

from app.store.schema import STORE_MIGRATIONS
from app.store.transactions import immediate_transaction

if TYPE_CHECKING:
    from app.store.recovery import RecoveryReport


log = logging.getLogger(__name__)

SHADOW_TABLES = ("drafts", "outbox", "profile_settings")
"""What the clerk typed, what waits to be sent, the profile's own settings: the tables a
damaged store must not take with it (the cache is the server's and is fetched again)."""


def shadow_path(path: Path) -> Path:
    """The shadow copy of a store: ``<name>.shadow``."""
    return path.with_name(path.name + ".shadow")


class StoreTooNew(RuntimeError):
    """The file was written by a newer version of the app."""


def profile_file_name(profile_id: str) -> str:
    """A safe file name for a profile (ids are uuids, the demo's is "demo")."""
    safe = "".join(c for c in profile_id if c.isalnum() or c in "-_")
    if safe == profile_id and safe:
        return f"{safe}.sqlite3"
    import hashlib  # (rarely needed: every id the app makes is safe)

    return hashlib.sha256(profile_id.encode()).hexdigest()[:32] + ".sqlite3"


class LocalStore:
    """The store of one profile. Open it once per session; close it when switching away."""

    def __init__(self, path: Path, *, shadow: bool = True) -> None:
        self.path = path
        path.parent.mkdir(parents=True, exist_ok=True)
        self._lock = threading.RLock()
        self.backup_path: Path | None = None
        self.recovery: RecoveryReport | None = None
        """Set by ``app.store.recovery.open_store`` when this store replaced a damaged one."""
        self.connection = self.connect()
        try:
            self._migrate()
        except BaseException:
            self.connection.close()
            raise
        self.shadowed = shadow and self._start_shadow()
        """Whether drafts, outbox and settings are mirrored to ``<name>.shadow``."""

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
        with immediate_transaction(self.connection, self._lock) as connection:
            yield connection

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

    def _start_shadow(self) -> bool:
        """Copy drafts, outbox and settings to ``<name>.shadow`` and keep the copy current:
        temporary triggers of this connection (the one every draft and outbox write goes
        through) repeat each change there in the same transaction. A damaged store then
        loses nothing the clerk typed (``app.store.recovery``). Any failure leaves the store
        working without a shadow (logged), never unusable."""
        target = shadow_path(self.path)
        partial = target.with_name(target.name + ".partial")
        conn = self.connection
        try:
            partial.unlink(missing_ok=True)
            conn.execute("ATTACH DATABASE ? AS shadow", (str(partial),))
            conn.execute("PRAGMA shadow.journal_mode=DELETE")
            conn.execute("PRAGMA shadow.synchronous=FULL")
            conn.execute("BEGIN")
            columns = {}
            for table in SHADOW_TABLES:
                names = [row[1] for row in conn.execute(f"PRAGMA main.table_info({table})")]
                columns[table] = names
                conn.execute(
                    f"CREATE TABLE shadow.shadow_{table} (rid INTEGER PRIMARY KEY, "
                    f"{', '.join(names)})"
                )
                conn.execute(f"INSERT INTO shadow.shadow_{table} SELECT rowid, * FROM main.{table}")
            conn.execute("COMMIT")
            conn.execute("DETACH DATABASE shadow")
            os.replace(partial, target)
            conn.execute("ATTACH DATABASE ? AS shadow", (str(target),))
            conn.execute("PRAGMA shadow.synchronous=FULL")
            for table, names in columns.items():
                # A TEMP trigger may write to another attached file, by an unqualified name.
                values = ", ".join(f"NEW.{name}" for name in names)
                # (No OR REPLACE: an outer statement's conflict clause would override it.)
                copy = (
                    f"DELETE FROM shadow_{table} WHERE rid = NEW.rowid; "
                    f"INSERT INTO shadow_{table} (rid, {', '.join(names)}) "
                    f"VALUES (NEW.rowid, {values});"
                )
                for event in ("INSERT", "UPDATE"):
                    conn.execute(
                        f"CREATE TEMP TRIGGER shadow_{table}_{event.lower()} AFTER {event} "
                        f"ON main.{table} BEGIN {copy} END"
                    )
                conn.execute(
                    f"CREATE TEMP TRIGGER shadow_{table}_delete AFTER DELETE ON main.{table} "
                    f"BEGIN DELETE FROM shadow_{table} WHERE rid = OLD.rowid; END"
                )
        except (sqlite3.Error, OSError) as exc:
            log.warning("no shadow copy of %s: %s", self.path.name, exc)
            with contextlib.suppress(sqlite3.Error):
                conn.execute("ROLLBACK")
            for table in SHADOW_TABLES:
                for event in ("insert", "update", "delete"):
                    with contextlib.suppress(sqlite3.Error):
                        conn.execute(f"DROP TRIGGER IF EXISTS temp.shadow_{table}_{event}")
            with contextlib.suppress(sqlite3.Error):
                conn.execute("DETACH DATABASE shadow")
            with contextlib.suppress(OSError):
                partial.unlink(missing_ok=True)
            return False
        return True

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
