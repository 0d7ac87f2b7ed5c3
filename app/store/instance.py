"""One app per data folder: an OS file lock on ``<data>/instance.lock``.

Two windows on one data folder would mean two demo servers writing one SQLite file and two
outbox senders over one profile store, which is how a document gets sent twice. The app
takes this lock before it opens anything; the operating system drops it when the process
ends, however it ends (a kill, a crash, a power cut), so a lock left by a dead process is
simply taken over by the next start. The file also says which process holds it.

Command-line runners (``report``, ``print``) may run beside the app: ``runner_data_folder``
gives them the real folder when no app holds it (and holds the lock meanwhile), or else a
snapshot copy, so that they never start a second outbox sender or demo server on the files
the app is using.
"""

from __future__ import annotations

import logging
import os
import shutil
import sqlite3
import sys
import tempfile
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

from app.store.local import profile_file_name
from app.store.paths import AppPaths

log = logging.getLogger(__name__)

LOCK_FILE_NAME = "instance.lock"

if sys.platform == "win32":  # pragma: no cover - Windows
    import msvcrt

    # A byte well past the process id written at the start: a locked range cannot be read
    # by others on Windows, and the second launch reads the id to name the holder.
    _LOCKED_BYTE = 4096

    def _try_lock(fd: int) -> bool:
        try:
            os.lseek(fd, _LOCKED_BYTE, os.SEEK_SET)
            msvcrt.locking(fd, msvcrt.LK_NBLCK, 1)
        except OSError:
            return False
        return True

    def _unlock(fd: int) -> None:
        os.lseek(fd, _LOCKED_BYTE, os.SEEK_SET)
        msvcrt.locking(fd, msvcrt.LK_UNLCK, 1)

else:
    import fcntl

    def _try_lock(fd: int) -> bool:
        try:
            fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
        except OSError:
            return False
        return True

    def _unlock(fd: int) -> None:
        fcntl.flock(fd, fcntl.LOCK_UN)


class InstanceLock:
    """The data folder's lock. ``acquire`` never waits: it says whether this process now
    holds it. Locks are per open file, so a second ``InstanceLock`` on the same folder in
    the same process is refused too (what the tests rely on)."""

    def __init__(self, data_dir: Path) -> None:
        self.path = data_dir / LOCK_FILE_NAME
        self._fd: int | None = None

    @property
    def held(self) -> bool:
        return self._fd is not None

    def acquire(self) -> bool:
        if self._fd is not None:
            return True
        self.path.parent.mkdir(parents=True, exist_ok=True)
        fd = os.open(self.path, os.O_RDWR | os.O_CREAT, 0o600)
        if not _try_lock(fd):
            os.close(fd)
            return False
        # Who holds it, for the message a second start shows.
        os.ftruncate(fd, 0)
        os.lseek(fd, 0, os.SEEK_SET)
        os.write(fd, f"{os.getpid()}\n".encode())
        os.fsync(fd)
        self._fd = fd
        return True

    def release(self) -> None:
        fd, self._fd = self._fd, None
        if fd is None:
            return
        try:
            _unlock(fd)
        finally:
            os.close(fd)

    def holder(self) -> int | None:
        """The process id written by the holder (None when unknown)."""
        try:
            text = self.path.read_text(encoding="ascii", errors="replace").strip()
        except OSError:
            return None
        return int(text) if text.isdigit() else None

    def __enter__(self) -> InstanceLock:
        return self

    def __exit__(self, *exc: object) -> None:
        self.release()


@contextmanager
def runner_data_folder(paths: AppPaths, profile_id: str | None = None) -> Iterator[AppPaths]:
    """The folders a command-line runner (``report``, ``print``) should use.

    When no app holds the data folder: the real folders, locked for the runner's time (an
    app started meanwhile waits and then says the folder is busy). When an app holds it: a
    snapshot in a temporary folder, removed afterwards, with consistent copies (SQLite's
    backup, WAL included) of the profile list, of ``profile_id``'s store (every store when
    None) and of the demo company's database: the runner reads the same data and may start
    its own demo server and write its own cache, on files no app is using. Nothing a runner
    does on a snapshot reaches the app's files (its outbox is never sent from there).
    """
    lock = InstanceLock(paths.data_dir)
    if lock.acquire():
        try:
            yield paths
        finally:
            lock.release()
        return
    with tempfile.TemporaryDirectory(prefix="backoffice-snapshot-") as folder:
        snapshot = AppPaths(data_dir=Path(folder) / "data", log_dir=Path(folder) / "logs")
        snapshot.data_dir.mkdir(mode=0o700)
        snapshot.log_dir.mkdir(mode=0o700)
        sources = [paths.app_database, paths.demo_database]
        if profile_id is not None:
            from app.store.ledger import ledger_path  # (not on the window's start-up path)

            store = paths.profile_stores / profile_file_name(profile_id)
            # The ledger cache too, or a report beside the app would read the books afresh.
            sources.extend([store, ledger_path(store)])
        elif paths.profile_stores.is_dir():
            sources.extend(sorted(paths.profile_stores.glob("*.sqlite3")))
        for source in sources:
            if source.is_file():
                copy_database(source, snapshot.data_dir / source.relative_to(paths.data_dir))
        log.info("data folder in use by process %s: runner works on a snapshot", lock.holder())
        yield snapshot


def copy_database(source: Path, target: Path) -> None:
    """A consistent copy of a live SQLite file (committed WAL content included), read-only
    on the source: the app holding it goes on writing meanwhile."""
    target.parent.mkdir(parents=True, exist_ok=True, mode=0o700)
    try:
        reader = sqlite3.connect(f"{source.as_uri()}?mode=ro", uri=True)
    except sqlite3.Error:
        shutil.copyfile(source, target)
        return
    try:
        writer = sqlite3.connect(target)
        try:
            reader.backup(writer)
        finally:
            writer.close()
    finally:
        reader.close()
