"""SQL lives in `app.store` (and in the sandbox, which is the server): every other package
asks the store through named functions, so a schema change is made in one place and a
query is tested where it is written."""

from __future__ import annotations

import ast
import re
from pathlib import Path

import app

APP = Path(app.__file__).parent
# The store owns the client's SQLite; the sandbox is the server and owns its own.
OWNERS = ("store", "sandbox")
# A statement, not a word: the keyword with what must follow it in SQL, so that an HTTP
# method ("DELETE") or prose is not taken for a query.
SQL = re.compile(
    r"\bSELECT\b[\s\S]+?\bFROM\b"
    r"|\bINSERT\s+(?:OR\s+[A-Z]+\s+)?INTO\b"
    r"|\bUPDATE\s+\w+\s+SET\b"
    r"|\bDELETE\s+FROM\b"
    r"|\bCREATE\s+(?:UNIQUE\s+|VIRTUAL\s+|TEMP\s+)?(?:TABLE|INDEX|VIEW|TRIGGER)\b"
    r"|\bDROP\s+(?:TABLE|INDEX|VIEW|TRIGGER)\b"
    r"|\bALTER\s+TABLE\b"
    r"|\bPRAGMA\s+\w+"
)


def _docstrings(tree: ast.AST) -> set[int]:
    """The ids of the docstring nodes: they describe, they are never run."""
    found: set[int] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Module | ast.ClassDef | ast.FunctionDef | ast.AsyncFunctionDef):
            body = node.body
            if (
                body
                and isinstance(body[0], ast.Expr)
                and isinstance(body[0].value, ast.Constant)
                and isinstance(body[0].value.value, str)
            ):
                found.add(id(body[0].value))
    return found


def _texts(tree: ast.AST) -> list[tuple[int, str]]:
    """Every string literal with its line; an f-string's literal parts are read together,
    with a placeholder where a value goes, so `f"SELECT {c} FROM t"` is seen whole."""
    skip = _docstrings(tree)
    inside: set[int] = set()
    texts: list[tuple[int, str]] = []
    for node in ast.walk(tree):
        if isinstance(node, ast.JoinedStr):
            parts = []
            for value in node.values:
                inside.add(id(value))
                if isinstance(value, ast.Constant) and isinstance(value.value, str):
                    parts.append(value.value)
                else:
                    parts.append("x")
            texts.append((node.lineno, "".join(parts)))
    for node in ast.walk(tree):
        if (
            isinstance(node, ast.Constant)
            and isinstance(node.value, str)
            and id(node) not in skip
            and id(node) not in inside
        ):
            texts.append((node.lineno, node.value))
    return texts


def sql_outside_store(root: Path = APP) -> list[str]:
    """Where a module outside the store and the sandbox holds SQL: `path:line: text`."""
    found = []
    for path in sorted(root.rglob("*.py")):
        relative = path.relative_to(root)
        if relative.parts[0] in OWNERS:
            continue
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for line, text in _texts(tree):
            if SQL.search(text):
                found.append(f"{relative}:{line}: {' '.join(text.split())[:80]}")
    return sorted(found)


def test_no_sql_outside_the_store() -> None:
    assert sql_outside_store() == []


def test_the_finder_sees_sql_in_every_shape(tmp_path: Path) -> None:
    (tmp_path / "store").mkdir()
    (tmp_path / "store" / "owned.py").write_text('Q = "SELECT 1 FROM t"\n', encoding="utf-8")
    (tmp_path / "sync").mkdir()
    (tmp_path / "sync" / "reach.py").write_text(
        '"""Select the rows from the list (prose, not SQL)."""\n'
        'METHOD = "DELETE"\n'
        "def f(conn, column):\n"
        '    conn.execute(f"SELECT min(day) FROM lines WHERE {column} = ?")\n'
        '    conn.execute("INSERT OR REPLACE INTO t "\n'
        '                 "VALUES (?)")\n'
        '    conn.execute("DELETE FROM lines")\n'
        '    conn.execute("UPDATE entries SET seen = 1")\n'
        '    conn.executescript("CREATE TABLE IF NOT EXISTS t (a)")\n',
        encoding="utf-8",
    )
    found = sql_outside_store(tmp_path)
    assert [entry.split(":")[1] for entry in found] == ["4", "5", "7", "8", "9"]
    assert all(entry.startswith("sync/reach.py:") for entry in found)
