"""The app's own files (translations, icons, fonts, print layouts): the top-level
``resources/`` folder of a checkout, which a wheel installs as the package data folder
``app/resources/`` (``setup.py`` maps one onto the other), and ``resources/`` inside a
frozen bundle.

Qt reads translations from compiled ``.qm`` catalogues; the repository holds only the
``.ts`` sources. ``compile_catalogues`` turns them into ``.qm`` with ``pyside6-lrelease``
(shipped in the PySide6 wheel): the bundle spec does it into its build folder, and a source
checkout or a wheel does it in place (git ignores ``*.qm``) when the app starts and finds a
catalogue missing or older than its source, or into a folder of the user's when the installed
package cannot be written (``prepared_translations``).
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

CATALOGUE_PREFIX = "backoffice_"
"""``backoffice_<language>.ts`` / ``.qm``, e.g. ``backoffice_ar.qm``."""


class TranslationBuildError(RuntimeError):
    """A ``.ts`` source could not be compiled (the message says which and why)."""


def is_frozen() -> bool:
    """True in a PyInstaller bundle (no source tree, no package metadata)."""
    return bool(getattr(sys, "frozen", False))


def resources_dir() -> Path:
    """Where the resources are: the bundle's copy when frozen; ``resources/`` beside ``app/``
    in a checkout (recognised by its ``pyproject.toml``); else the installed package's
    ``app/resources`` (a wheel)."""
    bundle = getattr(sys, "_MEIPASS", None)
    if bundle:
        return Path(bundle) / "resources"
    package = Path(__file__).resolve().parents[1]
    checkout = package.parent
    if (checkout / "pyproject.toml").is_file() and (checkout / "resources").is_dir():
        return checkout / "resources"
    return package / "resources"


def translations_dir() -> Path:
    return resources_dir() / "translations"


def icon_file() -> Path:
    """The application icon (PNG; the installers use the ``.ico`` / ``.icns`` beside it)."""
    return resources_dir() / "icons" / "backoffice.png"


def catalogues(directory: Path) -> dict[str, Path]:
    """Language code -> compiled catalogue, for each ``backoffice_<language>.qm`` found."""
    if not directory.is_dir():
        return {}
    return {
        path.stem.removeprefix(CATALOGUE_PREFIX): path
        for path in sorted(directory.glob(f"{CATALOGUE_PREFIX}*.qm"))
    }


def catalogue_sources(directory: Path) -> list[Path]:
    return sorted(directory.glob(f"{CATALOGUE_PREFIX}*.ts")) if directory.is_dir() else []


def lrelease_command() -> list[str]:
    """``pyside6-lrelease`` of the running interpreter's environment (else the one on PATH)."""
    name = "pyside6-lrelease.exe" if sys.platform == "win32" else "pyside6-lrelease"
    beside = Path(sys.executable).with_name(name)
    if beside.is_file():
        return [str(beside)]
    found = shutil.which("pyside6-lrelease")
    if found:
        return [found]
    raise TranslationBuildError(
        "pyside6-lrelease was not found: install PySide6 in this Python environment"
    )


def compile_catalogues(source_dir: Path, target_dir: Path, *, force: bool = False) -> list[Path]:
    """Compile each ``.ts`` of ``source_dir`` to ``target_dir/<same name>.qm``.

    Only the missing or out-of-date ones unless ``force``; returns the ``.qm`` files written.
    Each is written to a temporary name, then renamed: two processes starting at once (two
    test runs) never see half a catalogue.
    """
    written: list[Path] = []
    sources = catalogue_sources(source_dir)
    if sources:  # an installed wheel has no resources/: create nothing there
        target_dir.mkdir(parents=True, exist_ok=True)
    for source in sources:
        target = target_dir / f"{source.stem}.qm"
        if not force and target.is_file() and target.stat().st_mtime >= source.stat().st_mtime:
            continue
        descriptor, temporary = tempfile.mkstemp(
            prefix=f".{source.stem}-", suffix=".qm", dir=target_dir
        )
        os.close(descriptor)
        try:
            result = subprocess.run(
                [*lrelease_command(), "-silent", str(source), "-qm", temporary],
                capture_output=True,
                text=True,
                timeout=120,
                check=False,
            )
            if result.returncode != 0 or Path(temporary).stat().st_size == 0:
                raise TranslationBuildError(
                    f"pyside6-lrelease could not compile {source.name}: "
                    f"{(result.stderr or result.stdout).strip() or f'exit {result.returncode}'}"
                )
            Path(temporary).chmod(0o644)  # mkstemp makes it private; a catalogue is not
            os.replace(temporary, target)
        finally:
            Path(temporary).unlink(missing_ok=True)
        written.append(target)
    return written


def prepared_translations(fallback: Path) -> tuple[Path, list[Path]]:
    """The folder to load the catalogues from, and the ``.qm`` files compiled on the way.

    A frozen bundle ships them compiled. A checkout or an installed wheel holds the ``.ts``
    sources only: the missing or out-of-date catalogues are compiled beside them, or, when
    the installed package cannot be written (a system-wide install), into ``fallback`` (a
    folder of the user's). Raises ``TranslationBuildError`` when ``pyside6-lrelease`` fails.
    """
    directory = translations_dir()
    if is_frozen():
        return directory, []
    try:
        return directory, compile_catalogues(directory, directory)
    except OSError:  # no write permission, or a read-only file system (EROFS is not one)
        return fallback, compile_catalogues(directory, fallback)
