"""Entry point: dispatches ``backoffice`` to a runner, the demo company's server, or the window.

``backoffice`` (or ``python -m app``) opens the main window on the profile used last, the
demo company the first time (``app.desktop``). ``backoffice report``, ``backoffice print``,
``backoffice doctor`` and ``backoffice update`` are command-line runners (``app.cli``);
``--serve-demo`` is the demo company's server, a child process the window starts
(``app.demo_process``). ``--self-test`` does what the window does, offscreen, on a fresh
temporary demo company, and exits 0 or 1 (what the frozen bundle's test relies on).

This module stays light on purpose: the runners and the server process never load Qt, and
the window loads it first of all, through ``import_pyside``, so that every module after it
imports at full speed.
"""

from __future__ import annotations

import gc
import os
import sys
from collections.abc import Sequence
from pathlib import Path
from types import ModuleType
from typing import TYPE_CHECKING, Any

from app import __version__

if TYPE_CHECKING:
    import argparse


def _parse(argv: Sequence[str] | None) -> argparse.Namespace:
    import argparse

    parser = argparse.ArgumentParser(prog="backoffice", description="Back Office Desktop")
    parser.add_argument("--version", action="version", version=f"%(prog)s {__version__}")
    parser.add_argument(
        "--self-test",
        action="store_true",
        help=(
            "start offscreen on a fresh demo company, load the taxes list, check the"
            " translations, exit 0 or 1"
        ),
    )
    # The app starts itself with these to serve the demo company (app.demo_process).
    parser.add_argument("--serve-demo", type=Path, metavar="DATABASE", help=argparse.SUPPRESS)
    parser.add_argument("--no-rate-limits", action="store_true", help=argparse.SUPPRESS)
    return parser.parse_args(argv)


def _give_windowed_programs_standard_streams() -> None:
    """A windowed bundle (Windows, macOS) starts with ``sys.stdout`` and ``sys.stderr`` set
    to None. uvicorn's log formatter calls ``sys.stdout.isatty()``, so the demo company would
    not start: point them at the null device (the log file has everything)."""
    for name in ("stdout", "stderr"):
        if getattr(sys, name) is None:
            setattr(sys, name, open(os.devnull, "w", encoding="utf-8"))  # noqa: SIM115


def import_pyside() -> None:
    """Imports PySide6 and makes its import hook cheap for every module imported after it.

    PySide6 replaces ``__import__`` to offer its opt-in ``from __feature__ import
    snake_case``, and after every import it reads the new module's whole source file to see
    whether the text names PySide6 (``shibokensupport.feature._mod_uses_pyside``): some
    17 ms over the modules the window imports, and more for each module a session loads
    later (httpx, pydantic, the models). The answer only matters to a program that selects
    a feature, which this app never does (``tests/test_import_pyside.py`` checks): every
    module is taken to use PySide, the answer that is right whatever the module does. If a
    later PySide6 has no such function, nothing is changed.
    """
    import PySide6.QtCore  # noqa: F401  (installs the import hook)

    feature: Any = sys.modules.get("shibokensupport.feature")
    if feature is not None and callable(getattr(feature, "_mod_uses_pyside", None)):
        feature._mod_uses_pyside = _uses_pyside


def _uses_pyside(_module: ModuleType) -> bool:
    return True


def main(argv: Sequence[str] | None = None) -> int:
    _give_windowed_programs_standard_streams()
    arguments = list(sys.argv[1:] if argv is None else argv)
    if arguments[:1] == ["report"]:  # backoffice report NAME ...: no window
        from app.cli.report import main as report_main

        return report_main(arguments[1:])
    if arguments[:1] == ["print"]:  # backoffice print CODE ...: no window
        from app.cli.print_command import main as print_main

        return print_main(arguments[1:])
    if arguments[:1] == ["doctor"]:  # backoffice doctor ...: no window
        from app.cli.doctor import main as doctor_main

        return doctor_main(arguments[1:])
    if arguments[:1] == ["update"]:  # backoffice update [--feed URL]: no window
        from app.cli.update import main as update_main

        return update_main(arguments[1:])
    # A plain launch has nothing to parse: argparse (with gettext and locale) is left out.
    args = _parse(arguments) if arguments else None
    if args is not None and args.serve_demo is not None:
        from app.demo_process import serve_demo

        return serve_demo(args.serve_demo, rate_limits=not args.no_rate_limits)
    # No automatic collection while the window's modules load: each one walked the growing
    # heap again (some 3 ms in all). The window's own collector takes over from there
    # (app.viewmodels.shell.housekeeping); the interpreter's is back once the app has ended.
    gc.disable()
    try:
        import_pyside()
        from app.desktop import run_desktop, self_test

        if args is not None and args.self_test:
            return self_test()
        return run_desktop(arguments)
    finally:
        gc.enable()
