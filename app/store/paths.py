"""Where the app keeps its files on this machine.

Per-user folders from ``platformdirs`` (e.g. ``~/.local/share/BackOfficeDesktop`` on Linux,
``%LOCALAPPDATA%\\BackOffice\\BackOfficeDesktop`` on Windows, ``~/Library/Application
Support/BackOfficeDesktop`` on macOS). ``BACKOFFICE_HOME`` puts everything under one folder
instead (tests, the self-test, portable use).
"""

from __future__ import annotations

import contextlib
import os
import stat
import sys
from dataclasses import dataclass
from pathlib import Path

import platformdirs

APP_NAME = "BackOfficeDesktop"
POSIX = os.name == "posix" and sys.platform != "cygwin"
PRIVATE_FOLDER = 0o700
PRIVATE_FILE = 0o600
APP_AUTHOR = "BackOffice"
HOME_VARIABLE = "BACKOFFICE_HOME"


@dataclass(frozen=True)
class AppPaths:
    data_dir: Path
    log_dir: Path

    @classmethod
    def resolve(cls, home: Path | None = None) -> AppPaths:
        """The folders for this user; ``home`` (or ``$BACKOFFICE_HOME``) overrides them."""
        root = home or (Path(os.environ[HOME_VARIABLE]) if os.environ.get(HOME_VARIABLE) else None)
        if root is not None:
            paths = cls(data_dir=root / "data", log_dir=root / "logs")
        else:
            paths = cls(
                data_dir=Path(platformdirs.user_data_dir(APP_NAME, APP_AUTHOR)),
                log_dir=Path(platformdirs.user_log_dir(APP_NAME, APP_AUTHOR)),
            )
        paths.data_dir.mkdir(parents=True, exist_ok=True, mode=PRIVATE_FOLDER)
        paths.log_dir.mkdir(parents=True, exist_ok=True, mode=PRIVATE_FOLDER)
        return paths

    def make_private(self) -> None:
        """On Linux and macOS: only this user may read what the app keeps (drafts, customers,
        the outbox's request bodies, the log). New files get 0600 and folders 0700 from the
        process's umask; folders and files an older version left readable by everyone are
        tightened (0700/0600). Windows keeps each user's profile folder private already."""
        if not POSIX:
            return
        os.umask(0o077)
        for top in {self.data_dir, self.log_dir}:
            tighten(top)

    @property
    def app_database(self) -> Path:
        """Profiles and app-wide preferences (no secrets: tokens live in the keychain)."""
        return self.data_dir / "app.sqlite3"

    @property
    def profile_stores(self) -> Path:
        """Each profile's local store (cache, drafts, outbox): ``<profile>.sqlite3``."""
        return self.data_dir / "profiles"

    @property
    def demo_database(self) -> Path:
        """The demo company's sandbox database."""
        return self.data_dir / "demo" / "sandbox.sqlite3"

    @property
    def log_file(self) -> Path:
        return self.log_dir / "backoffice.log"


def tighten(top: Path) -> None:
    """``top`` and every folder under it 0700, every file 0600 (links are not followed: a
    link's target is not ours to change)."""
    _chmod(top, PRIVATE_FOLDER)
    for folder, folders, files in os.walk(top):
        base = Path(folder)
        for name in folders:
            _chmod(base / name, PRIVATE_FOLDER)
        for name in files:
            _chmod(base / name, PRIVATE_FILE)


def _chmod(path: Path, mode: int) -> None:
    try:
        info = path.lstat()
    except OSError:
        return  # gone meanwhile
    if stat.S_ISLNK(info.st_mode) or stat.S_IMODE(info.st_mode) == mode:
        return
    # A file another user put there is not ours to change: nothing this app can do.
    with contextlib.suppress(OSError):
        path.chmod(mode)
