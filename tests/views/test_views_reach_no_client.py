"""Views draw and forward: what a screen asks of the server goes through its view-model,
which owns the task, the errors and the outcome. No view module reaches the session's
client (the import contract keeps them from importing the API, the store and the sync;
this finds the client reached through an attribute, which no import shows)."""

from __future__ import annotations

import ast
from pathlib import Path

import app.views

VIEWS = Path(app.views.__file__).parent


def client_reaches(root: Path = VIEWS) -> list[str]:
    """``path:line`` of every ``<something>.client`` in the view modules under ``root``."""
    found = []
    for path in sorted(root.rglob("*.py")):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        found += [
            f"{path.relative_to(root)}:{node.lineno}"
            for node in ast.walk(tree)
            if isinstance(node, ast.Attribute) and node.attr == "client"
        ]
    return sorted(found)


def test_no_view_reaches_the_client() -> None:
    assert client_reaches() == []


def test_the_finder_sees_the_client_however_it_is_reached(tmp_path: Path) -> None:
    (tmp_path / "screen.py").write_text(
        "async def fetch(session, code):\n"
        "    page = await session.client.journal_entries.list(code=code)\n"
        "    client = self.session.client\n"
        "    customer_client = session.customers  # a name is not a reach\n",
        encoding="utf-8",
    )
    assert client_reaches(tmp_path) == ["screen.py:2", "screen.py:3"]
