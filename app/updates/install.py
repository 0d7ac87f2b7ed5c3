"""Install a verified release beside the running one, and switch to it in one step.

A per-user installation (no administrator rights) is a folder of versions and a link to
the one that starts::

    <install root>/
        versions/0.1.0/      a whole bundle (the program: versions/0.1.0/backoffice)
        versions/0.2.0/
        current -> versions/0.2.0

The installer's shortcut starts ``current/backoffice``. An install unpacks the archive into
``versions/.0.2.0.partial``, renames that to ``versions/0.2.0`` once every file is written,
then points ``current`` at it by renaming a new link over the old one (one atomic rename).
A kill at any moment before that rename leaves ``current`` on the previous version, which
still starts; the next install clears the partial folder and starts again.

The switch is a symbolic link: Linux and macOS. A Windows copy is not in this layout (its
installer has no versions folder yet), so ``Installation.of_program`` finds none there and
the app offers no in-app install on Windows.
"""

from __future__ import annotations

import os
import shutil
import sys
import tarfile
from dataclasses import dataclass
from pathlib import Path

VERSIONS = "versions"
CURRENT = "current"
PARTIAL_SUFFIX = ".partial"


class InstallFailed(Exception):
    """The release could not be put in place (disk full, a broken archive...): the running
    version stays current. ``str()`` is one clear line."""


@dataclass(frozen=True)
class Installation:
    """A per-user installation in the versions layout (see the module's docstring)."""

    root: Path
    program_name: str

    @classmethod
    def of_program(cls, program: Path) -> Installation | None:
        """The installation the program ``<root>/versions/<v>/<name>`` belongs to, or None
        (run from a source checkout, an unpacked tarball, or on Windows)."""
        if sys.platform == "win32":
            return None
        # Started through the link (current/backoffice): the folder it points at counts.
        program = program.resolve()
        folder = program.parent
        root = folder.parent.parent
        if folder.parent.name != VERSIONS or not (root / CURRENT).is_symlink():
            return None
        return cls(root=root, program_name=program.name)

    @classmethod
    def create(cls, root: Path, bundle: Path, version: str, program_name: str) -> Installation:
        """A new installation of ``bundle`` as its first version (what an installer does)."""
        (root / VERSIONS).mkdir(parents=True, exist_ok=True)
        shutil.copytree(bundle, root / VERSIONS / version, symlinks=True)
        installation = cls(root=root, program_name=program_name)
        installation._point_current_at(version)
        return installation

    @property
    def current_version(self) -> str:
        return os.readlink(self.root / CURRENT).rsplit("/", 1)[-1]

    @property
    def program(self) -> Path:
        """What starts the current version (what a restart runs)."""
        return self.root / CURRENT / self.program_name

    def install(self, archive: Path, version: str) -> Path:
        """Unpack ``archive`` (verified already) as ``version`` and make it current;
        returns the program to start. Raises ``InstallFailed``."""
        versions = self.root / VERSIONS
        final = versions / version
        partial = versions / f".{version}{PARTIAL_SUFFIX}"
        try:
            shutil.rmtree(partial, ignore_errors=True)  # a killed install's leftovers
            if not final.is_dir() or not (final / self.program_name).is_file():
                shutil.rmtree(final, ignore_errors=True)
                partial.mkdir(parents=True)
                with tarfile.open(archive, "r:gz") as tar:
                    # "data": no absolute paths, no links out of the folder, no devices.
                    for member in tar:
                        tar.extract(member, partial, filter="data")
                if not (partial / self.program_name).is_file():
                    raise InstallFailed(
                        f"the archive {archive.name} has no program {self.program_name}"
                    )
                partial.rename(final)
            self._point_current_at(version)
        except (OSError, tarfile.TarError) as exc:
            shutil.rmtree(partial, ignore_errors=True)
            raise InstallFailed(f"version {version} could not be installed: {exc}") from exc
        self._remove_old_versions(keep={version, _running_version()})
        return self.program

    def _point_current_at(self, version: str) -> None:
        link = self.root / CURRENT
        new_link = self.root / f"{CURRENT}.new"
        new_link.unlink(missing_ok=True)
        new_link.symlink_to(Path(VERSIONS) / version, target_is_directory=True)
        os.replace(new_link, link)  # atomic: current is the old or the new, never missing

    def _remove_old_versions(self, keep: set[str | None]) -> None:
        """Versions older than the one running and the new one: only the two are kept
        (the running one goes at the next update)."""
        for folder in (self.root / VERSIONS).iterdir():
            if folder.name not in keep and not folder.name.startswith("."):
                shutil.rmtree(folder, ignore_errors=True)


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

    subprocess.Popen(_restart, start_new_session=True, close_fds=True)
    return True
