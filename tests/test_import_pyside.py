"""``app.main.import_pyside``: PySide6's import hook no longer reads every module's source,
the app never selects a PySide feature (the only thing that hook's answer matters to), and
the runners and the demo company's server never load Qt at all."""

from __future__ import annotations

import ast
import json
from pathlib import Path

from tests.support.python_script import last_line_of

APP = Path(__file__).parents[1] / "app"

IMPORT_A_NEW_MODULE = """
import inspect, json, sys
from app.main import import_pyside
import_pyside()
read = []
real = inspect.getsource
inspect.getsource = lambda obj: read.append(getattr(obj, "__name__", "?")) or real(obj)
sys.path.insert(0, sys.argv[1])
import freshly_written
from PySide6.QtCore import QObject
print(json.dumps({"read": read, "value": freshly_written.VALUE,
                  "qt": QObject().objectName() == ""}))
"""

WHAT_THE_DISPATCHER_LOADS = """
import json, sys
import app.main
print(json.dumps(sorted(sys.modules)))
"""


def test_modules_imported_after_pyside_are_not_read_as_source(tmp_path: Path) -> None:
    (tmp_path / "freshly_written.py").write_text("VALUE = 42  # mentions PySide6\n")
    outcome = json.loads(last_line_of(IMPORT_A_NEW_MODULE, str(tmp_path)))
    assert outcome == {"read": [], "value": 42, "qt": True}


def test_the_app_selects_no_pyside_feature() -> None:
    """The hook's answer is only used to switch features (``from __feature__ import
    snake_case``); were the app to select one, ``import_pyside`` would be wrong."""
    selecting = [
        str(path.relative_to(APP))
        for path in APP.rglob("*.py")
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8")))
        if isinstance(node, ast.ImportFrom | ast.Import)
        and any(
            "__feature__" in (name.name if isinstance(node, ast.Import) else node.module or "")
            for name in node.names
        )
    ]
    assert selecting == []


def test_the_dispatcher_loads_no_qt_and_no_window() -> None:
    """``backoffice report``, ``backoffice print`` and the demo company's server process
    start from ``app.main``: none of them pays for Qt or the window before it needs them."""
    loaded = json.loads(last_line_of(WHAT_THE_DISPATCHER_LOADS))
    assert [
        module
        for module in loaded
        if module.split(".")[0] in {"PySide6", "shiboken6", "qasync"}
        or module.startswith(("app.views", "app.viewmodels", "app.desktop"))
    ] == []
