"""Back Office Desktop: a desktop client for the Business Management Service API v3.

``__version__`` has one source, ``pyproject.toml``'s ``[project] version``, read where it
can be found (see ``find_version``).
"""

from __future__ import annotations

from pathlib import Path

DISTRIBUTION = "backoffice-desktop"
VERSION_STAMP = "VERSION"
"""The file, beside this one, that the frozen bundle carries (written by the bundle spec)."""


def find_version(package_dir: Path | None = None) -> str:
    """The app's version, first found of:

    1. ``VERSION`` beside this file: a frozen bundle has no package metadata, so
       ``packaging/backoffice.spec`` writes the pyproject version there when it builds;
    2. ``pyproject.toml`` one folder up: a source checkout (editable install or not), read
       directly so that a bumped version needs no reinstall;
    3. the installed distribution's metadata (a wheel install).
    """
    here = package_dir or Path(__file__).resolve().parent
    stamp = here / VERSION_STAMP
    if stamp.is_file():
        return stamp.read_text(encoding="utf-8").strip()
    pyproject = here.parent / "pyproject.toml"
    if pyproject.is_file():
        import tomllib

        with pyproject.open("rb") as file:
            project = tomllib.load(file).get("project", {})
        if project.get("name") == DISTRIBUTION and isinstance(project.get("version"), str):
            return str(project["version"])
    from importlib.metadata import PackageNotFoundError, version  # (40 ms: only a wheel's)

    try:
        return version(DISTRIBUTION)
    except PackageNotFoundError:
        return "0.0.0+unknown"


__version__ = find_version()
