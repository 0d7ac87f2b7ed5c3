"""Where the app keeps its files on this machine.

Per-user folders from ``platformdirs`` (e.g. ``~/.local/share/BackOfficeDesktop`` on Linux,
``%LOCALAPPDATA%\\BackOffice\\BackOfficeDesktop`` on Windows, ``~/Library/Application
Support/BackOfficeDesktop`` on macOS). ``BACKOFFICE_HOME`` puts everything under one folder
instead (tests, the self-test, portable use).
"""

from __future__ import annotations

import os
from dataclasses import dataclass
from pathlib import Path

import platformdirs

APP_NAME = "BackOfficeDesktop"
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
        paths.data_dir.mkdir(parents=True, exist_ok=True)
        paths.log_dir.mkdir(parents=True, exist_ok=True)
        return paths

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
