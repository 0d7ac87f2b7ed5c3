"""The cached reference lists: what pickers show while typing, online or not.

Writes come from the sync engine, in batches, on a worker thread's own connection (the
static methods take that connection); reads come from the UI's connection. Stock items and
customers are also indexed for search-as-you-type (FTS5, Arabic folded: ``app.store.search``).
"""

from __future__ import annotations

import json
import sqlite3
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from app.store.local import LocalStore
from app.store.search import fold, match_query

SEARCH_TABLES: dict[str, tuple[str, tuple[str, ...]]] = {
    "stock_items": (
        "stock_items_search",
        ("code", "sku", "part_number", "description", "other_lang_description"),
    ),
    "customers": ("customers_search", ("code", "name", "mobile", "phone", "email")),
}
"""Lists with a full-text index: its table and columns (``RowColumns.search`` order)."""


@dataclass(frozen=True)
class RowColumns:
    """What the cache keeps outside the JSON: identity, picker columns, search texts."""

    id: int
    code: str | None = None
    name: str | None = None
    is_active: bool = True
    updated_at: str | None = None
    search: tuple[str | None, ...] = ()


@dataclass(frozen=True)
class CachedRow:
    id: int
    code: str | None
    name: str | None
    is_active: bool
    updated_at: str | None
    payload: dict[str, Any]


@dataclass(frozen=True)
class SyncState:
    list: str
    cursor: str | None
    last_sync: str | None
    last_full_sync: str | None
    row_count: int
    last_error: str | None


class ReferenceCache:
    """Reads (UI thread) and writes (worker thread, static methods) of cached lists."""

    def __init__(self, store: LocalStore) -> None:
        self._store = store

    # -- writing (sync engine, its own connection) -----------------------------------------
    @staticmethod
    def upsert(
        conn: sqlite3.Connection,
        list_name: str,
        rows: Sequence[tuple[RowColumns, str]],
        seen_at: str,
    ) -> None:
        """Insert or replace rows (columns, JSON payload) as seen by the run ``seen_at``, and
        index them for search where the list has an index."""
        ReferenceCache.upsert_rows(conn, list_name, rows, seen_at)
        ReferenceCache.index_for_search(conn, list_name, [columns for columns, _ in rows])

    @staticmethod
    def upsert_rows(
        conn: sqlite3.Connection,
        list_name: str,
        rows: Sequence[tuple[RowColumns, str]],
        seen_at: str,
    ) -> None:
        """The rows themselves (``reference_rows``; the stock item list's table follows by
        trigger, ``stock_item_rows``)."""
        conn.executemany(
            "INSERT INTO reference_rows (list, id, code, name, is_active, updated_at, payload, "
            "seen_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?) ON CONFLICT (list, id) DO UPDATE SET "
            "code = excluded.code, name = excluded.name, is_active = excluded.is_active, "
            "updated_at = excluded.updated_at, payload = excluded.payload, "
            "seen_at = excluded.seen_at",
            [
                (
                    list_name,
                    columns.id,
                    columns.code,
                    columns.name,
                    int(columns.is_active),
                    columns.updated_at,
                    payload,
                    seen_at,
                )
                for columns, payload in rows
            ],
        )

    @staticmethod
    def index_for_search(
        conn: sqlite3.Connection, list_name: str, rows: Sequence[RowColumns]
    ) -> None:
        """The rows' search texts, folded, in the list's full-text index (if it has one)."""
        if list_name not in SEARCH_TABLES:
            return
        table, columns = SEARCH_TABLES[list_name]
        conn.executemany(f"DELETE FROM {table} WHERE rowid = ?", [(c.id,) for c in rows])
        placeholders = ", ".join("?" * (len(columns) + 1))
        conn.executemany(
            f"INSERT INTO {table} (rowid, {', '.join(columns)}) VALUES ({placeholders})",
            [(c.id, *(fold(text) for text in c.search)) for c in rows],
        )

    @staticmethod
    def delete_unseen(conn: sqlite3.Connection, list_name: str, run_stamp: str) -> int:
        """After a full listing: rows it did not stamp are gone on the server.

        Compared for equality with the run's own stamp, not ordered in time, so a clock
        that jumps back cannot make a deleted row look recently seen.
        """
        gone = [
            row[0]
            for row in conn.execute(
                "SELECT id FROM reference_rows WHERE list = ? AND seen_at != ?",
                (list_name, run_stamp),
            )
        ]
        ReferenceCache.delete_ids(conn, list_name, gone)
        return len(gone)

    @staticmethod
    def delete_ids(conn: sqlite3.Connection, list_name: str, ids: Sequence[int]) -> None:
        conn.executemany(
            "DELETE FROM reference_rows WHERE list = ? AND id = ?", [(list_name, i) for i in ids]
        )
        if list_name in SEARCH_TABLES:
            table = SEARCH_TABLES[list_name][0]
            conn.executemany(f"DELETE FROM {table} WHERE rowid = ?", [(i,) for i in ids])

    @staticmethod
    def record_sync(
        conn: sqlite3.Connection,
        list_name: str,
        *,
        finished_at: str,
        cursor: str | None,
        full: bool,
        error: str | None = None,
    ) -> None:
        """Remember a run: the next incremental run starts from ``cursor``."""
        count = conn.execute(
            "SELECT count(*) FROM reference_rows WHERE list = ?", (list_name,)
        ).fetchone()[0]
        conn.execute(
            "INSERT INTO sync_state (list, cursor, last_sync, last_full_sync, row_count, "
            "last_error) VALUES (?, ?, ?, ?, ?, ?) ON CONFLICT (list) DO UPDATE SET "
            "cursor = COALESCE(excluded.cursor, sync_state.cursor), "
            "last_sync = excluded.last_sync, "
            "last_full_sync = COALESCE(excluded.last_full_sync, sync_state.last_full_sync), "
            "row_count = excluded.row_count, last_error = excluded.last_error",
            (
                list_name,
                cursor,
                finished_at,
                finished_at if full else None,
                count,
                error,
            ),
        )

    # -- reading (UI) ----------------------------------------------------------------------
    def state(self, list_name: str) -> SyncState | None:
        row = self._store.connection.execute(
            "SELECT * FROM sync_state WHERE list = ?", (list_name,)
        ).fetchone()
        if row is None:
            return None
        return SyncState(
            list=row["list"],
            cursor=row["cursor"],
            last_sync=row["last_sync"],
            last_full_sync=row["last_full_sync"],
            row_count=row["row_count"],
            last_error=row["last_error"],
        )

    def count(self, list_name: str) -> int:
        return int(
            self._store.connection.execute(
                "SELECT count(*) FROM reference_rows WHERE list = ?", (list_name,)
            ).fetchone()[0]
        )

    def get(self, list_name: str, row_id: int) -> CachedRow | None:
        row = self._store.connection.execute(
            "SELECT * FROM reference_rows WHERE list = ? AND id = ?", (list_name, row_id)
        ).fetchone()
        return _cached(row) if row else None

    def rows(
        self, list_name: str, *, active_only: bool = False, limit: int | None = None
    ) -> list[CachedRow]:
        """A whole list ordered by code then name (the picker's natural order)."""
        sql = "SELECT * FROM reference_rows WHERE list = ?"
        if active_only:
            sql += " AND is_active = 1"
        sql += " ORDER BY code, name, id"
        args: tuple[object, ...] = (list_name,)
        if limit is not None:
            sql += " LIMIT ?"
            args = (list_name, limit)
        return [_cached(row) for row in self._store.connection.execute(sql, args).fetchall()]

    def search(
        self, list_name: str, typed: str, *, limit: int = 50, active_only: bool = True
    ) -> list[CachedRow]:
        """What matches ``typed``: every word must start a word of the record (full-text
        for items and customers), else code or name contains the text."""
        active = " AND r.is_active = 1" if active_only else ""
        if list_name in SEARCH_TABLES:
            table = SEARCH_TABLES[list_name][0]
            query = match_query(typed)
            if query is None:
                return []
            # Ranking every match of a short prefix ("a", "GEN-0": most of 100,000 items)
            # costs more than a keystroke may take: rank the first SEARCH_CANDIDATES matches
            # only, with an exact code first.
            sql = (
                f"SELECT r.* FROM (SELECT rowid AS id, rank AS score FROM {table} "
                f"WHERE {table} MATCH ? LIMIT {SEARCH_CANDIDATES}) AS s "
                f"JOIN reference_rows AS r ON r.list = ? AND r.id = s.id{active} "
                f"ORDER BY r.code = ? COLLATE NOCASE DESC, s.score LIMIT ?"
            )
            rows = self._store.connection.execute(sql, (query, list_name, typed.strip(), limit))
        else:
            pattern = f"%{typed.strip()}%"
            sql = (
                "SELECT * FROM reference_rows AS r WHERE r.list = ? "
                f"AND (r.code LIKE ? OR r.name LIKE ?){active} ORDER BY r.code, r.name LIMIT ?"
            )
            rows = self._store.connection.execute(sql, (list_name, pattern, pattern, limit))
        return [_cached(row) for row in rows.fetchall()]

    def ids_by_key(self, list_name: str, key: str, values: Sequence[str]) -> dict[str, int]:
        """Ids of the cached records whose ``key`` ("code", or a field of the wire body such
        as "sku") equals one of ``values``, trimmed and ignoring case: folded value -> the
        lowest id (how an import finds records it has no list lookup for)."""
        wanted = {value.strip().casefold() for value in values if value.strip()}
        if not wanted:
            return {}
        if not key.isidentifier():
            raise ValueError(f"not a field name: {key!r}")
        column = "code" if key == "code" else f"json_extract(payload, '$.{key}')"
        found: dict[str, int] = {}
        rows = self._store.connection.execute(
            f"SELECT id, {column} AS key FROM reference_rows WHERE list = ? AND key IS NOT NULL "
            "ORDER BY id",
            (list_name,),
        )
        for row in rows:
            folded = str(row["key"]).strip().casefold()
            if folded in wanted and folded not in found:
                found[folded] = int(row["id"])
        return found


SEARCH_CANDIDATES = 500
"""How many full-text matches a picker search ranks (see ``ReferenceCache.search``)."""


def _cached(row: sqlite3.Row) -> CachedRow:
    return CachedRow(
        id=row["id"],
        code=row["code"],
        name=row["name"],
        is_active=bool(row["is_active"]),
        updated_at=row["updated_at"],
        payload=json.loads(row["payload"]),
    )
