"""Views draw and forward: what a screen asks of the server or of the profile's files goes
through its view-model, which owns the task, the errors and the outcome. No view module
reaches the session's client or a store (the import contract keeps views from importing the
API, the store and the sync; this finds them reached through an attribute, which no import
shows)."""

from __future__ import annotations

import ast
from pathlib import Path

import app.views

VIEWS = Path(app.views.__file__).parent
REACHED = frozenset({"client", "store"})


def reaches(root: Path = VIEWS, skip: frozenset[str] = frozenset()) -> list[str]:
    """``path:line: name`` of every ``<something>.client`` or ``<something>.store`` in the
    view modules under ``root``."""
    found = []
    for path in sorted(root.rglob("*.py")):
        relative = path.relative_to(root).as_posix()
        if relative in skip:
            continue
        tree = ast.parse(path.read_text(encoding="utf-8"))
        found += [
            f"{relative}:{node.lineno}: {node.attr}"
            for node in ast.walk(tree)
            if isinstance(node, ast.Attribute) and node.attr in REACHED
        ]
    return sorted(found)


def test_no_view_reaches_the_client_or_a_store() -> None:
    assert reaches() == []


def test_the_finder_sees_the_client_and_the_store_however_they_are_reached(
    tmp_path: Path,
) -> None:
    (tmp_path / "screen.py").write_text(
        "async def fetch(session, code):\n"
        "    page = await session.client.journal_entries.list(code=code)\n"
        "    client = self.session.client\n"
        "    load_company(session.store, is_demo=True)\n"
        "    customer_client = session.customers  # a name is not a reach\n",
        encoding="utf-8",
    )
    assert reaches(tmp_path) == ["screen.py:2: client", "screen.py:3: client", "screen.py:4: store"]
