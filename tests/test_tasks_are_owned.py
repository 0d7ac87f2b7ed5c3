"""Every piece of background work a screen starts is owned: started through
``TaskOwner.run`` (app/viewmodels/tasks.py), which the window shuts down with the screen or
the session, so that nothing runs on after its window closed and writes into a deleted
widget or a closed client.

The scan reads the source of the window's packages: a bare ``asyncio.ensure_future`` /
``create_task`` / ``run_coroutine_threadsafe``, qasync's ``asyncSlot``, or a
``QTimer.singleShot`` without a context object (whose call outlives the widget it touches)
fails the test, except at the places listed below with the reason they are safe.
"""

from __future__ import annotations

import ast
from pathlib import Path

APP = Path(__file__).resolve().parents[1] / "app"
SCANNED = [APP / "views", APP / "viewmodels", APP / "desktop.py"]

UNOWNED_CALLS = {"ensure_future", "create_task", "run_coroutine_threadsafe", "asyncSlot"}

ALLOWED = {
    ("viewmodels/tasks.py", "ensure_future"): "the owner itself",
    ("viewmodels/reference.py", "ensure_future"): (
        "fetches shared by several screens; ReferenceLists.stop cancels and awaits them "
        "before the session closes its client"
    ),
    ("viewmodels/session.py", "ensure_future"): (
        "a record cached after the outbox sent it; Session.stop cancels and awaits it "
        "before the session closes its client and store"
    ),
    ("viewmodels/shell/main_window.py", "ensure_future"): (
        "the store's opening in a thread (closed when a switch cancels it) and the "
        "session's closing (shielded, awaited by every switch and by shutdown)"
    ),
}


def _offences(path: Path) -> list[tuple[str, int, str]]:
    return _offences_in(path.read_text(encoding="utf-8"), path.relative_to(APP).as_posix())


def _offences_in(source: str, relative: str) -> list[tuple[str, int, str]]:
    found = []
    for node in ast.walk(ast.parse(source)):
        if not isinstance(node, ast.Call):
            continue
        function = node.func
        name = (
            function.attr
            if isinstance(function, ast.Attribute)
            else function.id
            if isinstance(function, ast.Name)
            else ""
        )
        if name in UNOWNED_CALLS and (relative, name) not in ALLOWED:
            found.append((relative, node.lineno, name))
        if name == "singleShot" and len(node.args) == 2:
            found.append((relative, node.lineno, "singleShot without a context object"))
    return found


def _files() -> list[Path]:
    files: list[Path] = []
    for place in SCANNED:
        files += sorted(place.rglob("*.py")) if place.is_dir() else [place]
    return files


def test_every_task_of_the_window_is_started_by_its_owner() -> None:
    offences = [offence for path in _files() for offence in _offences(path)]
    assert offences == []


def test_the_scan_finds_a_bare_task_and_a_timer_without_context() -> None:
    planted = (
        "import asyncio\nfrom PySide6.QtCore import QTimer\n\n"
        "def start(widget, work):\n"
        "    asyncio.ensure_future(work())\n"
        "    QTimer.singleShot(0, widget.update)\n"
        "    QTimer.singleShot(0, widget, widget.update)\n"
    )
    assert [(line, what) for _path, line, what in _offences_in(planted, "views/x.py")] == [
        (5, "ensure_future"),
        (6, "singleShot without a context object"),
    ]
