"""Private files: on Linux and macOS only the user reads the data and
log folders, existing installs included."""

from __future__ import annotations

import os
import stat
from collections.abc import Iterator
from pathlib import Path

import pytest

from app.store.local import LocalStore
from app.store.paths import AppPaths

pytestmark = pytest.mark.skipif(os.name != "posix", reason="POSIX modes")


@pytest.fixture
def loose_umask() -> Iterator[None]:
    """As an older version ran: files 0644, folders 0755."""
    previous = os.umask(0o022)
    yield
    os.umask(previous)


def mode(path: Path) -> int:
    return stat.S_IMODE(path.stat().st_mode)


def test_an_existing_install_is_tightened_and_new_files_are_private(
    tmp_path: Path, loose_umask: None
) -> None:
    paths = AppPaths(data_dir=tmp_path / "data", log_dir=tmp_path / "logs")
    (paths.data_dir / "profiles").mkdir(parents=True)
    paths.log_dir.mkdir()
    old_store = LocalStore(paths.profile_stores / "demo.sqlite3")
    old_store.close()
    paths.log_file.write_text("an old log\n")
    assert mode(paths.profile_stores / "demo.sqlite3") == 0o644
    assert mode(paths.data_dir) == 0o755

    paths.make_private()

    walked = [paths.data_dir, paths.log_dir, *paths.data_dir.rglob("*"), paths.log_file]
    for path in walked:
        assert mode(path) == (0o700 if path.is_dir() else 0o600), path
    new_store = LocalStore(paths.profile_stores / "new.sqlite3")
    new_store.connection.execute("INSERT INTO profile_settings VALUES ('k', '1', 'now')")
    (paths.log_dir / "backoffice.log.1").write_text("rotated\n")
    (paths.data_dir / "demo").mkdir()
    for path in [*paths.profile_stores.glob("new.sqlite3*"), paths.log_dir / "backoffice.log.1"]:
        assert mode(path) == 0o600, path
    assert mode(paths.data_dir / "demo") == 0o700
    new_store.close()


def test_folders_are_created_private(tmp_path: Path, loose_umask: None) -> None:
    paths = AppPaths.resolve(tmp_path / "home")
    assert mode(paths.data_dir) == 0o700 and mode(paths.log_dir) == 0o700
