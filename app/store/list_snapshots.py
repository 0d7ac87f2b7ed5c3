"""The last rows each list showed, per filter: what a list shows when the server cannot be
reached.

Lists of documents (sales orders, journal entries...) are not in the reference cache: the
API gives them page by page, with filters the cache cannot answer. Each answer a list gets
is kept here under the list's name and its filters (and page); opened offline with the same
filters, the list shows those rows and says when the server gave them. Only the newest
``KEEP_PER_LIST`` filter sets of a list are kept.
"""

from __future__ import annotations

import importlib
import json
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from datetime import datetime
from typing import Any

from pydantic import BaseModel

from app.store.drafts import now
from app.store.local import LocalStore

KEEP_PER_LIST = 20


@dataclass(frozen=True)
class Snapshot:
    """Rows a list showed, as the server sent them, and when."""

    rows: list[BaseModel]
    total: int
    seen_at: datetime


def query_key(query: Mapping[str, Any]) -> str:
    """The filters (and page) as one text: the same filters give the same key."""
    return json.dumps(query, sort_keys=True, default=str, ensure_ascii=False)


class ListSnapshots:
    """The snapshots of one profile's store (table ``list_snapshots``)."""

    def __init__(self, store: LocalStore) -> None:
        self._store = store

    def save(
        self, list_name: str, query: Mapping[str, Any], rows: Sequence[BaseModel], total: int
    ) -> None:
        """Keep what the server answered for ``query`` (replacing the older answer)."""
        row_type = type(rows[0]) if rows else BaseModel
        wire = [row.model_dump(mode="json", by_alias=True) for row in rows]
        with self._store.transaction() as conn:
            conn.execute(
                "INSERT INTO list_snapshots (list, query, row_type, rows, total, seen_at) "
                "VALUES (?, ?, ?, ?, ?, ?) ON CONFLICT (list, query) DO UPDATE SET "
                "row_type = excluded.row_type, rows = excluded.rows, total = excluded.total, "
                "seen_at = excluded.seen_at",
                (
                    list_name,
                    query_key(query),
                    f"{row_type.__module__}:{row_type.__qualname__}",
                    json.dumps(wire, ensure_ascii=False),
                    total,
                    now(),
                ),
            )
            conn.execute(
                "DELETE FROM list_snapshots WHERE list = ? AND query NOT IN (SELECT query FROM "
                "list_snapshots WHERE list = ? ORDER BY seen_at DESC, rowid DESC LIMIT ?)",
                (list_name, list_name, KEEP_PER_LIST),
            )

    def load(self, list_name: str, query: Mapping[str, Any]) -> Snapshot | None:
        """The rows last seen for ``query``, or None when the list never showed them."""
        found = self._store.connection.execute(
            "SELECT row_type, rows, total, seen_at FROM list_snapshots WHERE list = ? AND "
            "query = ?",
            (list_name, query_key(query)),
        ).fetchone()
        if found is None:
            return None
        model = _model(found["row_type"])
        rows = [model.model_validate(row) for row in json.loads(found["rows"])]
        return Snapshot(rows, int(found["total"]), datetime.fromisoformat(found["seen_at"]))

    def replace_record(self, record: BaseModel) -> int:
        """A record the server just confirmed a save of: every row of a snapshot that is
        this record (the same id, in a list of rows of its kind) becomes the server's new
        copy, so that a list shown offline afterwards never opens the copy from before the
        save (a journal line deleted since would come back). Returns the rows replaced.
        The row stays where it was even when the change takes it out of that list's
        filters: the next answer of the server puts that right."""
        record_id = getattr(record, "id", None)
        if record_id is None:
            return 0
        kind = type(record)
        replaced = 0
        with self._store.transaction() as conn:
            names = [row[0] for row in conn.execute("SELECT DISTINCT row_type FROM list_snapshots")]
            for name in names:
                try:
                    model = _model(name)
                except (ValueError, ImportError, AttributeError):
                    continue
                if model is BaseModel or not (issubclass(model, kind) or issubclass(kind, model)):
                    continue
                wire: dict[str, Any] | None = None
                for rowid, text in conn.execute(
                    "SELECT rowid, rows FROM list_snapshots WHERE row_type = ?", (name,)
                ).fetchall():
                    rows = json.loads(text)
                    hits = [
                        i
                        for i, row in enumerate(rows)
                        if isinstance(row, dict) and row.get("id") == record_id
                    ]
                    if not hits:
                        continue
                    if wire is None:  # the record in the shape of that list's rows
                        wire = model.model_validate(
                            record.model_dump(mode="json", by_alias=True)
                        ).model_dump(mode="json", by_alias=True)
                    for i in hits:
                        rows[i] = wire
                    conn.execute(
                        "UPDATE list_snapshots SET rows = ? WHERE rowid = ?",
                        (json.dumps(rows, ensure_ascii=False), rowid),
                    )
                    replaced += len(hits)
        return replaced


def _model(name: str) -> type[BaseModel]:
    """The response model a snapshot was made of (one of ``app.models``)."""
    module_name, _, qualname = name.partition(":")
    if not module_name.startswith("app.models") and module_name != "pydantic.main":
        raise ValueError(f"not a response model: {name}")
    found: Any = importlib.import_module(module_name)
    for part in qualname.split("."):
        found = getattr(found, part)
    if not (isinstance(found, type) and issubclass(found, BaseModel)):
        raise ValueError(f"not a response model: {name}")
    return found
