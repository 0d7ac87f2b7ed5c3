"""Install a verified release beside the running one, and switch to it in one step.

Linux and Windows: a per-user installation (no administrator rights) is a folder of
versions and a link to the one that starts::

    <install root>/                 Windows: %LOCALAPPDATA%\\Programs\\BackOffice
        versions/0.1.0/      a whole bundle (the program: versions/0.1.0/backoffice)
        versions/0.2.0/
        current -> versions/0.2.0

The installer's shortcut starts ``current/backoffice`` (``current\\backoffice.exe``). An
install unpacks the archive into ``versions/.0.2.0.partial``, renames that to
``versions/0.2.0`` once every file is written, then points ``current`` at it. How is the
one OS-bound step, a ``CurrentLink``:

- ``SymlinkLink`` (Linux): a new symbolic link ``current.new`` renamed over ``current``,
  one atomic rename: ``current`` is the old or the new version, never missing.
- ``JunctionLink`` (Windows): ``current`` is a directory junction (symbolic links need
  administrator rights or developer mode there). Windows cannot rename anything over an
  existing directory, and a junction is one (MoveFileEx refuses with or without
  MOVEFILE_REPLACE_EXISTING), so the closest step is three: the new junction
  ``current.new`` is made, ``current`` renamed to ``current.old``, ``current.new`` renamed
  to ``current``. Only between the two renames (two system calls in a row) is there no
  ``current``; a kill exactly there is put right by ``tidy`` (the next start of any
  version, the next install, or the installer run again): it finishes the switch to
  ``current.new``, whose version folder is complete, since it was renamed into place first.

A kill at any moment before the switch leaves ``current`` on the previous version, which
still starts; the next install clears the partial folder and starts again.

macOS (``AppBundleInstallation``): the program is an ``.app`` folder, in
``~/Applications`` or wherever the clerk put it when that folder is writable. The new
``.app`` is unpacked beside the old one and the two swapped in one call
(``renamex_np(RENAME_SWAP)``); the old one, which the running process still reads its
libraries from, is kept until the next start removes it.
"""

from __future__ import annotations

import contextlib
import ctypes
import errno
import os
import plistlib
import shutil
import stat
import sys
import tarfile
import zlib
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Protocol

VERSIONS = "versions"
CURRENT = "current"
PARTIAL_SUFFIX = ".partial"
NEW_LINK = f"{CURRENT}.new"
OLD_LINK = f"{CURRENT}.old"


_UNPACK_ERRORS = (OSError, tarfile.TarError, EOFError, zlib.error)
"""What unpacking a broken archive or a full disk raises (a cut-off gzip: EOFError)."""


class InstallFailed(Exception):
    """The release could not be put in place (disk full, a broken archive...): the running
    version stays current. ``str()`` is one clear line."""


def _unpack(archive: Path, folder: Path, program: str) -> None:
    """Unpack ``archive`` (verified already) into the new ``folder``; it must hold the
    relative path ``program``."""
    shutil.rmtree(folder, ignore_errors=True)  # a killed install's leftovers
    folder.mkdir(parents=True)
    with tarfile.open(archive, "r:*") as tar:
        # "data": no absolute paths, no links out of the folder, no devices.
        for member in tar:
            tar.extract(member, folder, filter="data")
    if not (folder / program).is_file():
        raise InstallFailed(f"the archive {archive.name} has no program {program}")


class CurrentLink(Protocol):
    """How ``current`` names the version that starts (the one OS-bound step)."""

    def is_link(self, path: Path) -> bool:
        """Whether ``path`` is a link of this kind."""
        ...

    def version_of(self, link: Path) -> str:
        """The name of the version folder ``link`` points at."""
        ...

    def switch(self, root: Path, version: str) -> None:
        """Point ``root/current`` at ``root/versions/<version>`` (made first if missing)."""
        ...

    def tidy(self, root: Path) -> None:
        """Put right what a switch killed halfway left, and remove its leftovers."""
        ...


class SymlinkLink:
    """``current`` as a relative symbolic link, switched by one atomic rename."""

    def is_link(self, path: Path) -> bool:
        return path.is_symlink()

    def version_of(self, link: Path) -> str:
        return os.readlink(link).replace("\\", "/").rstrip("/").rsplit("/", 1)[-1]

    def switch(self, root: Path, version: str) -> None:
        new_link = root / NEW_LINK
        new_link.unlink(missing_ok=True)
        new_link.symlink_to(Path(VERSIONS) / version, target_is_directory=True)
        os.replace(new_link, root / CURRENT)  # atomic: the old or the new, never missing

    def tidy(self, root: Path) -> None:
        (root / NEW_LINK).unlink(missing_ok=True)


class JunctionLink:
    """``current`` as a Windows directory junction, switched by two renames (see the
    module's docstring for why not one). The file-system calls are methods so that a test
    on Linux can stand in for them and check the sequence."""

    def make_junction(self, link: Path, target: Path) -> None:
        """A new junction ``link`` to the folder ``target`` (an absolute path)."""
        import _winapi

        # CPython's own junction maker (what its tests and venv use); no shell needed.
        _winapi.CreateJunction(str(target), str(link))  # type: ignore[attr-defined]

    def rename(self, source: Path, destination: Path) -> None:
        """Rename; fails where ``destination`` exists (as Windows does for folders)."""
        os.rename(source, destination)

    def remove_junction(self, link: Path) -> None:
        """Remove the junction itself, never what it points at."""
        os.rmdir(link)

    def is_link(self, path: Path) -> bool:
        try:
            tag = getattr(os.lstat(path), "st_reparse_tag", 0)
        except OSError:
            return False
        return bool(tag == getattr(stat, "IO_REPARSE_TAG_MOUNT_POINT", 0xA0000003))

    def version_of(self, link: Path) -> str:
        return os.readlink(link).replace("\\", "/").rstrip("/").rsplit("/", 1)[-1]

    def switch(self, root: Path, version: str) -> None:
        current, new_link, old_link = root / CURRENT, root / NEW_LINK, root / OLD_LINK
        self.tidy(root)
        self.make_junction(new_link, (root / VERSIONS / version).absolute())
        if self.is_link(current):
            self.rename(current, old_link)
        self.rename(new_link, current)
        if self.is_link(old_link):
            self.remove_junction(old_link)

    def tidy(self, root: Path) -> None:
        current, new_link, old_link = root / CURRENT, root / NEW_LINK, root / OLD_LINK
        if not self.is_link(current):
            # Killed between the two renames: the new version is complete, finish.
            if self.is_link(new_link):
                self.rename(new_link, current)
            elif self.is_link(old_link):
                self.rename(old_link, current)
        for leftover in (new_link, old_link):
            if self.is_link(leftover):
                self.remove_junction(leftover)


def link_of_this_system() -> CurrentLink:
    """Junctions on Windows, symbolic links elsewhere."""
    return JunctionLink() if sys.platform == "win32" else SymlinkLink()


@dataclass(frozen=True)
class Installation:
    """A per-user installation in the versions layout (see the module's docstring)."""

    root: Path
    program_name: str
    link: CurrentLink = field(default_factory=link_of_this_system, compare=False, repr=False)

    @classmethod
    def of_program(cls, program: Path, link: CurrentLink | None = None) -> Installation | None:
        """The installation the program ``<root>/versions/<v>/<name>`` belongs to, or None
        (run from a source checkout or an unpacked tarball)."""
        link = link or link_of_this_system()
        # Started through the link (current/backoffice): the folder it points at counts.
        program = program.resolve()
        folder = program.parent
        root = folder.parent.parent
        if folder.parent.name != VERSIONS:
            return None
        # A switch killed halfway (Windows) may have left only current.new: tidy mends it.
        if not any(link.is_link(root / name) for name in (CURRENT, NEW_LINK, OLD_LINK)):
            return None
        return cls(root=root, program_name=program.name, link=link)

    @classmethod
    def create(
        cls,
        root: Path,
        bundle: Path,
        version: str,
        program_name: str,
        link: CurrentLink | None = None,
    ) -> Installation:
        """A new installation of ``bundle`` as its first version (what an installer does)."""
        (root / VERSIONS).mkdir(parents=True, exist_ok=True)
        shutil.copytree(bundle, root / VERSIONS / version, symlinks=True)
        installation = cls(root=root, program_name=program_name, link=link or link_of_this_system())
        installation.link.switch(root, version)
        return installation

    @property
    def current_version(self) -> str:
        return self.link.version_of(self.root / CURRENT)

    @property
    def program(self) -> Path:
        """What starts the current version (what a restart runs)."""
        return self.root / CURRENT / self.program_name

    def _current_or_none(self) -> str | None:
        current = self.root / CURRENT
        return self.link.version_of(current) if self.link.is_link(current) else None

    def tidy(self) -> None:
        """Mend a switch killed halfway and remove its leftovers (at each start)."""
        self.link.tidy(self.root)

    def install(self, archive: Path, version: str) -> Path:
        """Unpack ``archive`` (verified already) as ``version`` and make it current;
        returns the program to start. Raises ``InstallFailed``."""
        versions = self.root / VERSIONS
        final = versions / version
        partial = versions / f".{version}{PARTIAL_SUFFIX}"
        stale = versions / f".{version}.stale"
        try:
            self.tidy()
            for leftover in (partial, stale):  # a killed install's
                shutil.rmtree(leftover, ignore_errors=True)
            if self._current_or_none() != version:
                # A folder of this version that is not current may be half written (an
                # installer killed halfway writes there directly): never trusted, replaced.
                _unpack(archive, partial, self.program_name)
                if final.exists():
                    final.rename(stale)
                partial.rename(final)
                shutil.rmtree(stale, ignore_errors=True)
            self.link.switch(self.root, version)
        except _UNPACK_ERRORS as exc:
            shutil.rmtree(partial, ignore_errors=True)
            raise InstallFailed(f"version {version} could not be installed: {exc}") from exc
        self._remove_old_versions(keep={version, _running_version()})
        return self.program

    def _remove_old_versions(self, keep: set[str | None]) -> None:
        """Versions older than the one running and the new one: only the two are kept
        (the running one goes at the next update; Windows could not delete it anyway)."""
        for folder in (self.root / VERSIONS).iterdir():
            if folder.name not in keep and not folder.name.startswith("."):
                shutil.rmtree(folder, ignore_errors=True)


RENAME_SWAP = 0x00000002
"""macOS's ``renamex_np`` flag (sys/stdio.h): exchange the two paths in one step."""
RENAME_EXCHANGE = 1 << 1
"""Linux's ``renameat2`` flag (linux/fs.h), the same exchange."""
AT_FDCWD = -100


def swap_paths(first: Path, second: Path) -> None:
    """Exchange two folders in one atomic step: ``renamex_np(RENAME_SWAP)`` on macOS,
    ``renameat2(RENAME_EXCHANGE)`` on Linux. Where the file system cannot (ENOTSUP,
    EINVAL: an old or foreign volume) or the call is missing, two renames through a
    temporary name instead, between which ``second`` is briefly missing
    (``AppBundleInstallation.tidy`` puts that right)."""
    if sys.platform == "win32":
        swap_by_renames(first, second)
        return
    libc = ctypes.CDLL(None, use_errno=True)
    a, b = os.fsencode(first), os.fsencode(second)
    if sys.platform == "darwin" and hasattr(libc, "renamex_np"):
        result = libc.renamex_np(a, b, ctypes.c_uint(RENAME_SWAP))
    elif sys.platform.startswith("linux") and hasattr(libc, "renameat2"):
        result = libc.renameat2(AT_FDCWD, a, AT_FDCWD, b, ctypes.c_uint(RENAME_EXCHANGE))
    else:
        swap_by_renames(first, second)
        return
    if result == 0:
        return
    code = ctypes.get_errno()
    if code not in (errno.ENOTSUP, errno.EINVAL, errno.ENOSYS):
        raise OSError(code, os.strerror(code), str(first), None, str(second))
    swap_by_renames(first, second)


def swap_by_renames(
    first: Path, second: Path, rename: Callable[[Path, Path], None] = os.rename
) -> None:
    """The fallback exchange: ``second`` aside, ``first`` to ``second``, the old one to
    ``first``."""
    aside = _aside(second)
    rename(second, aside)
    rename(first, second)
    rename(aside, first)


def _writable(folder: Path) -> bool:
    return os.access(folder, os.W_OK)


def _aside(app: Path) -> Path:
    return app.with_name(f".{app.name}.swapping")


APP_PROGRAM = "Contents/MacOS/backoffice"
"""The program inside the ``.app`` (PyInstaller's BUNDLE)."""


@dataclass(frozen=True)
class AppBundleInstallation:
    """A macOS ``.app`` updated in place: ``app`` is the one that starts (the Dock and
    Finder keep pointing at it). ``swap`` exchanges two folders (a test stands in)."""

    app: Path
    swap: Callable[[Path, Path], None] = field(default=swap_paths, compare=False, repr=False)

    @classmethod
    def of_program(
        cls, program: Path, writable: Callable[[Path], bool] | None = None
    ) -> AppBundleInstallation | None:
        """The ``.app`` the program ``<X>.app/Contents/MacOS/backoffice`` is in; when its
        folder is not writable by this user (``/Applications`` of an administrator), the
        same name in ``~/Applications``, where the new version then goes (the old copy
        stays where it is). None outside an ``.app``."""
        program = program.resolve()
        if program.parent.name != "MacOS" or len(program.parents) < 3:
            return None
        app = program.parents[2]
        if app.suffix != ".app":
            return None
        if not (writable or _writable)(app.parent):
            app = Path.home() / "Applications" / app.name
        return cls(app=app)

    @property
    def program(self) -> Path:
        return self.app / APP_PROGRAM

    @property
    def current_version(self) -> str:
        with (self.app / "Contents" / "Info.plist").open("rb") as file:
            return str(plistlib.load(file).get("CFBundleShortVersionString", ""))

    @property
    def _partial(self) -> Path:
        return self.app.with_name(f".{self.app.name}{PARTIAL_SUFFIX}")

    @property
    def _replaced(self) -> Path:
        return self.app.with_name(f".{self.app.name}.replaced")

    def tidy(self) -> None:
        """At each start: mend a fallback swap killed halfway (the app missing, the old
        one aside), then remove the replaced copy and any partial one."""
        self.tidy_before_install()
        shutil.rmtree(self._replaced, ignore_errors=True)

    def install(self, archive: Path, version: str) -> Path:
        """Unpack ``archive`` (verified already) beside the app and swap the two; returns
        the program to start. Raises ``InstallFailed``."""
        partial = self._partial
        try:
            self.app.parent.mkdir(parents=True, exist_ok=True)
            self.tidy_before_install()
            _unpack(archive, partial, APP_PROGRAM)
        except _UNPACK_ERRORS as exc:
            shutil.rmtree(partial, ignore_errors=True)
            raise InstallFailed(f"version {version} could not be installed: {exc}") from exc
        try:
            if self.app.exists():
                self.swap(partial, self.app)  # the new one is the app, the old one at partial
            else:
                partial.rename(self.app)  # the first per-user copy (~/Applications)
        except OSError as exc:
            aside = _aside(self.app)
            if not self.app.exists() and aside.is_dir():
                aside.rename(self.app)  # the fallback's first rename done, not its second
            shutil.rmtree(partial, ignore_errors=True)
            raise InstallFailed(f"version {version} could not be installed: {exc}") from exc
        if partial.exists():
            if self._replaced.exists():
                # A second update since this start (the clerk did not restart): the replaced
                # copy is the one this process runs from and must stay; the copy swapped
                # out now is the first update's, which never started.
                shutil.rmtree(partial, ignore_errors=True)
                return self.program
            # The old app: the running process may still load libraries from it. Where the
            # rename fails it is left as the partial folder, which the next start removes.
            with contextlib.suppress(OSError):
                partial.rename(self._replaced)
        return self.program

    def tidy_before_install(self) -> None:
        """What an install clears first: a partial copy and a fallback swap's leftover
        (not the replaced copy: the running process may be using it)."""
        aside = _aside(self.app)
        if not self.app.exists() and aside.is_dir():
            aside.rename(self.app)
        for leftover in (aside, self._partial):
            shutil.rmtree(leftover, ignore_errors=True)


AnyInstallation = Installation | AppBundleInstallation
"""Either kind: both have ``install``, ``tidy``, ``program`` and ``current_version``."""


def installation_of_program(program: Path) -> AnyInstallation | None:
    """Where a new version of the running ``program`` goes: an ``.app`` on macOS, the
    versions layout elsewhere; None when this copy is in neither (a checkout, a tarball)."""
    if sys.platform == "darwin":
        return AppBundleInstallation.of_program(program)
    return Installation.of_program(program)


def _running_version() -> str | None:
    """The versions-folder name of the program running now (a frozen bundle)."""
    if not getattr(sys, "frozen", False):
        return None
    return Path(sys.executable).resolve().parent.name


_restart: list[str] | None = None


def request_restart(program: Path) -> None:
    """Start ``program`` once this process has shut down (its drafts written, its data
    folder released): the composition root calls ``restart_if_requested`` last."""
    global _restart
    _restart = [str(program)]


def restart_if_requested() -> bool:
    """Start the program ``request_restart`` named, detached from this process."""
    if _restart is None:
        return False
    import subprocess

    if sys.platform == "win32":
        flags = subprocess.DETACHED_PROCESS | subprocess.CREATE_NEW_PROCESS_GROUP
        subprocess.Popen(_restart, creationflags=flags, close_fds=True)
    else:
        subprocess.Popen(_restart, start_new_session=True, close_fds=True)
    return True
