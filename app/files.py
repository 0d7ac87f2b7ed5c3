"""Writing a file whole: into ``<name>.part`` beside it, then moved into place.

A failure half way leaves the old file (or none), never half of the new one. A target that
is not a regular file (``/dev/null``, ``/dev/stdout``, a named pipe: ``--out /dev/null``
on a command line) is written into instead: a move onto it would replace the device
itself with a regular file, for every program on the machine.
"""

from __future__ import annotations

import shutil
from pathlib import Path


def partial_path(target: Path) -> Path:
    """Where ``target`` is written before it is moved into place."""
    return target.with_name(target.name + ".part")


def move_into_place(partial: Path, target: Path) -> None:
    """``partial`` becomes ``target``: moved onto a regular file (or where none is),
    copied into anything else (a device, a pipe), then removed."""
    if target.exists() and not target.is_file():
        with partial.open("rb") as source, target.open("wb") as sink:
            shutil.copyfileobj(source, sink)
        partial.unlink()
        return
    partial.replace(target)


def write_text_whole(target: Path, text: str) -> None:
    """``text`` as UTF-8 at ``target``, written whole (see the module's docstring)."""
    partial = partial_path(target)
    try:
        partial.write_text(text, encoding="utf-8")
        move_into_place(partial, target)
    finally:
        partial.unlink(missing_ok=True)
