"""Every import in ``app/`` is a plain ``import`` statement that import-linter, mypy and a
reader can see: no module is named by a string and imported with ``importlib`` or
``__import__`` (lazy loading stays: the statement sits inside the function that needs it).

The one exception is a list snapshot's model: its name is data, written into the profile's
SQLite file by an earlier run, and read back after a restart (tested below).
"""

from __future__ import annotations

import ast
from pathlib import Path

from pydantic import BaseModel

from app.models.taxes import TaxResponse
from app.store import list_snapshots
from app.viewmodels.shell import main_window

APP = Path(__file__).resolve().parents[1] / "app"

NAMED_BY_DATA = {"store/list_snapshots.py"}
"""Where the module's name comes from a stored row, not from the code."""


def dynamic_imports(source: str) -> list[int]:
    """The lines of ``source`` that import a module named by a string."""
    lines: list[int] = []
    for node in ast.walk(ast.parse(source)):
        plain_importlib = isinstance(node, ast.Import) and any(
            alias.name == "importlib" for alias in node.names
        )
        # (``from importlib.metadata import version``, a package's version, is fine)
        from_importlib = isinstance(node, ast.ImportFrom) and node.module == "importlib"
        builtin = isinstance(node, ast.Name) and node.id == "__import__"
        by_name = isinstance(node, ast.Attribute) and node.attr == "import_module"
        if plain_importlib or from_importlib or builtin or by_name:
            lines.append(getattr(node, "lineno", 0))
    return lines


def test_the_check_finds_each_way_of_naming_a_module_by_a_string() -> None:
    assert dynamic_imports("import importlib\nimportlib.import_module('x')") == [1, 2]
    assert dynamic_imports("from importlib import import_module") == [1]
    assert dynamic_imports("m = __import__('x')") == [1]
    assert dynamic_imports("from importlib.metadata import version\nimport os") == []


def test_no_module_in_app_is_imported_by_a_string() -> None:
    found = {
        f"{path.relative_to(APP).as_posix()}:{line}"
        for path in sorted(APP.rglob("*.py"))
        if path.relative_to(APP).as_posix() not in NAMED_BY_DATA
        for line in dynamic_imports(path.read_text(encoding="utf-8"))
    }
    assert not found, f"import these with a plain import statement instead: {sorted(found)}"


def test_the_exception_still_needs_it() -> None:
    # A snapshot names its model as "module:Class" in the database; reading it back imports
    # that module, whichever response model it is (the list of them is open-ended).
    for relative in NAMED_BY_DATA:
        assert dynamic_imports((APP / relative).read_text(encoding="utf-8")), relative
    name = f"{TaxResponse.__module__}:{TaxResponse.__qualname__}"
    assert list_snapshots._model(name) is TaxResponse
    assert list_snapshots._model("pydantic.main:BaseModel") is BaseModel


def test_the_session_modules_loaded_ahead_are_the_ones_listed() -> None:
    source = Path(main_window.__file__).read_text(encoding="utf-8")
    function = next(
        node
        for node in ast.walk(ast.parse(source))
        if isinstance(node, ast.FunctionDef) and node.name == "load_session_modules"
    )
    imported = {
        alias.name
        for node in ast.walk(function)
        if isinstance(node, ast.Import)
        for alias in node.names
    }
    assert imported == set(main_window.SESSION_MODULES)
