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

    1. ``VERSION`` beside this file: the frozen bundle's spec (``packaging/backoffice.spec``)
       and the wheel's build (``setup.py``) write the pyproject version there, so an
       installed app reads one short file at start;
    2. ``pyproject.toml`` one folder up: a source checkout (editable install or not), read
       directly so that a bumped version needs no reinstall;
    3. the installed distribution's metadata (an install without the stamp; ~40 ms).
    """
    here = package_dir or Path(__file__).resolve().parent
    stamp = here / VERSION_STAMP
    if stamp.is_file():
        return stamp.read_text(encoding="utf-8").strip()
    pyproject = here.parent / "pyproject.toml"
    if pyproject.is_file():
        project = _project_table(pyproject.read_text(encoding="utf-8"))
        if project.get("name") == DISTRIBUTION and "version" in project:
            return project["version"]
    from importlib.metadata import PackageNotFoundError, version

    try:
        return version(DISTRIBUTION)
    except PackageNotFoundError:
        return "0.0.0+unknown"


def _project_table(pyproject: str) -> dict[str, str]:
    """The one-line string keys of pyproject's ``[project]`` table (``name = "..."``).

    Not a TOML parser: enough for the two keys a checkout's version needs, where importing
    tomllib would cost every start some 4 ms."""
    import re  # (PySide6 and the log's redaction import it anyway)

    table = re.search(r"^\[project\]\s*$(.*?)(?=^\[|\Z)", pyproject, re.MULTILINE | re.DOTALL)
    if table is None:
        return {}
    return dict(re.findall(r'^(\w+)\s*=\s*"([^"\n]*)"\s*$', table.group(1), re.MULTILINE))


__version__ = find_version()
