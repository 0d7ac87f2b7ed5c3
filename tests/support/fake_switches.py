"""Stand-ins on Linux for the OS-bound step of an install, and a way to kill it halfway.

- ``FakeJunctions``: Windows' directory junctions as symbolic links with absolute
  targets, renamed as Windows renames folders (never over an existing one), each call
  noted in a log file, one line a step;
- ``fake_app``: a folder shaped like a macOS ``.app`` whose program prints its version;
- ``KILLABLE``: a Python program that runs an install with a stand-in that, at step
  ``STOP_AT_STEP``, writes a marker file and waits to be killed (a real SIGKILL, not an
  exception: nothing of the install's own clean-up runs).
"""

from __future__ import annotations

import os
import plistlib
import time
from pathlib import Path

from app.updates.install import JunctionLink, swap_by_renames


class FakeJunctions(JunctionLink):
    """Junction calls on Linux; ``log`` (a file) gets one line per call; with
    ``stop_at`` the call of that number (from 1) marks ``halfway`` and waits for a kill."""

    def __init__(self, log: Path, stop_at: int | None = None, halfway: Path | None = None) -> None:
        self.log = log
        self.stop_at = stop_at
        self.halfway = halfway
        self.calls = 0

    def _step(self, line: str) -> None:
        self.calls += 1
        if self.calls == self.stop_at:
            assert self.halfway is not None
            self.halfway.write_text(line)
            time.sleep(120)
        with self.log.open("a") as file:
            file.write(line + "\n")

    def make_junction(self, link: Path, target: Path) -> None:
        assert target.is_absolute(), "a junction's target is an absolute path"
        assert not os.path.lexists(link), f"{link.name} exists: CreateJunction would fail"
        self._step(f"junction {link.name} -> {target.parent.name}/{target.name}")
        link.symlink_to(target, target_is_directory=True)

    def rename(self, source: Path, destination: Path) -> None:
        if os.path.lexists(destination):
            raise FileExistsError(f"Windows renames no folder over {destination}")
        self._step(f"rename {source.name} {destination.name}")
        os.rename(source, destination)

    def remove_junction(self, link: Path) -> None:
        self._step(f"remove {link.name}")
        link.unlink()

    def is_link(self, path: Path) -> bool:
        return path.is_symlink()

    def steps(self) -> list[str]:
        return self.log.read_text().splitlines() if self.log.exists() else []


def fake_app(folder: Path, version: str, files: int = 40) -> Path:
    """``folder`` (named ``<X>.app``) shaped like PyInstaller's macOS app."""
    program = folder / "Contents" / "MacOS" / "backoffice"
    program.parent.mkdir(parents=True)
    program.write_text(f"#!/bin/sh\necho backoffice {version}\n", encoding="utf-8")
    program.chmod(0o755)
    with (folder / "Contents" / "Info.plist").open("wb") as file:
        plistlib.dump({"CFBundleShortVersionString": version}, file)
    frameworks = folder / "Contents" / "Frameworks"
    frameworks.mkdir()
    for number in range(files):
        (frameworks / f"part{number:03}.bin").write_bytes(f"{version}:{number}".encode() * 200)
    return folder


class StoppingRenames:
    """The macOS fallback swap (two renames through a temporary name), stopping at the
    rename ``stop_at`` (from 1) to be killed."""

    def __init__(self, stop_at: int, halfway: Path) -> None:
        self.stop_at = stop_at
        self.halfway = halfway
        self.calls = 0

    def rename(self, source: Path, destination: Path) -> None:
        self.calls += 1
        if self.calls == self.stop_at:
            self.halfway.write_text(f"rename {source.name} {destination.name}")
            time.sleep(120)
        os.rename(source, destination)

    def __call__(self, first: Path, second: Path) -> None:
        swap_by_renames(first, second, self.rename)


KILLABLE = """
import sys
from pathlib import Path
from app.updates.install import AppBundleInstallation, Installation
from tests.support.fake_switches import FakeJunctions, StoppingRenames

kind, where, archive, version, stop_at, halfway, log = sys.argv[1:8]
if kind == "junction":
    link = FakeJunctions(Path(log), int(stop_at), Path(halfway))
    Installation(Path(where), "backoffice", link).install(Path(archive), version)
else:
    swap = StoppingRenames(int(stop_at), Path(halfway))
    AppBundleInstallation(Path(where), swap).install(Path(archive), version)
"""
