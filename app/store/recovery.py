"""A damaged profile store is survived: checked at open, moved aside, salvaged, rebuilt.

A disk error, a machine that died during a write or a sync tool that copied the file half
way can leave garbled pages in a profile's store. What matters in that file is what the
clerk typed (drafts), what waits to be sent (the outbox) and the profile's own settings;
the reference cache is the server's data and is simply fetched again.

``open_store`` checks the file (``PRAGMA quick_check``, and any failure to open or migrate
it). A damaged file is renamed ``<name>.damaged-<time stamp>`` (never deleted), a new store
is made in its place, and rows are salvaged into it one by one (a garbled page loses the
rows on it, not the table), from the damaged file first, then from the shadow copy
(``<name>.shadow``: drafts, outbox and settings, kept current by the store itself,
see ``LocalStore``) and the copy taken before the last migration (``<name>.v<N>.bak``).

Never twice: an outbox row that only a copy knows in an unfinished state may have been
sent since; it comes back UNKNOWN, so the sender looks it up before anything is sent
again. A draft whose row cannot be read is reported by its title (or kind) wherever that
can still be read. ``RecoveryReport`` says what was recovered, what not, and where the
damaged file is, for the clerk.
"""

from __future__ import annotations

import contextlib
import json
import logging
import os
import sqlite3
from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from app import clock
from app.store.local import SHADOW_TABLES, LocalStore, shadow_path
from app.store.profiles import ProfileStore

log = logging.getLogger(__name__)

SALVAGED_TABLES = SHADOW_TABLES
DRAFT_STATES = frozenset({"open", "submitted", "discarded"})
OUTBOX_STATES = frozenset(
    {"queued", "sending", "confirmed", "rejected", "unknown", "needs_attention", "discarded"}
)
FINISHED = frozenset({"confirmed", "rejected", "discarded"})
SCAN_BEYOND = 200
"""Row ids tried past the highest one known (the table's last page may be the garbled one)."""


@dataclass
class RecoveryReport:
    """What a recovery did, for the clerk and the log."""

    damaged_file: Path
    problem: str
    drafts_recovered: list[str] = field(default_factory=list)
    """Titles of open drafts recovered as last saved."""
    drafts_from_copy: list[str] = field(default_factory=list)
    """Titles of open drafts recovered from an older copy (the last minutes may be missing)."""
    drafts_lost: list[str] = field(default_factory=list)
    """Titles (or kinds) of drafts that could not be read anywhere."""
    drafts_unreadable: int = 0
    """Draft rows of which not even a title could be read (and no copy had them)."""
    outbox_recovered: int = 0
    outbox_in_doubt: int = 0
    """Rows known only from a copy, unfinished there: looked up before any sending."""
    outbox_lost: int = 0
    settings_recovered: int = 0


# ----------------------------------------------------------------------------- opening
def open_store(path: Path) -> LocalStore:
    """The profile's store, checked; a damaged one is recovered (``store.recovery`` then
    holds the report). Blocking (a check reads the whole file): call it off the UI thread."""
    problem = check_store(path)
    if problem is None:
        try:
            store = LocalStore(path)
        except sqlite3.DatabaseError as exc:  # garbled beyond what quick_check reads
            problem = f"{type(exc).__name__}: {exc}"
        else:
            return store
    log.error("profile store %s is damaged (%s): recovering", path, problem)
    report = recover(path, problem)
    store = LocalStore(path)
    store.recovery = report
    log.warning(
        "recovered %s: drafts %d (+%d from a copy, %d lost), outbox %d (%d in doubt, %d lost); "
        "the damaged file is %s",
        path.name,
        len(report.drafts_recovered),
        len(report.drafts_from_copy),
        len(report.drafts_lost),
        report.outbox_recovered,
        report.outbox_in_doubt,
        report.outbox_lost,
        report.damaged_file,
    )
    return store


def open_profiles(path: Path) -> tuple[ProfileStore, Path | None]:
    """The app database (saved profiles, preferences), checked like a profile's store: a
    damaged one is moved aside and rebuilt from its readable rows. Returns the store and,
    after a repair, where the damaged file now is (tokens are in the keychain, untouched)."""
    problem = check_store(path, tables=("profiles", "preferences"))
    if problem is None:
        try:
            return ProfileStore(path), None
        except sqlite3.DatabaseError as exc:
            problem = f"{type(exc).__name__}: {exc}"
    log.error("app database %s is damaged (%s): rebuilding it", path, problem)
    damaged = _move_aside(path)
    ProfileStore(path).close()  # a new file with the schema
    found = _Salvage()
    try:
        source = sqlite3.connect(damaged, isolation_level=None)
    except sqlite3.Error:
        source = None
    target = sqlite3.connect(path, isolation_level=None)
    try:
        for table in ("profiles", "preferences"):
            rows = _rows(source, table, "rowid", 0, found) if source is not None else iter(())
            for _number, row in rows:
                if row is None or any(
                    value is None for key, value in row.items() if key != "tenant_id"
                ):
                    continue
                names = list(row)
                target.execute(
                    f"INSERT OR IGNORE INTO {table} ({', '.join(names)}) "
                    f"VALUES ({', '.join('?' * len(names))})",
                    [row[name] for name in names],
                )
    finally:
        target.close()
        if source is not None:
            source.close()
    return ProfileStore(path), damaged


def check_store(path: Path, tables: tuple[str, ...] = SHADOW_TABLES) -> str | None:
    """None when the file is sound (or absent: a new store), else what is wrong with it."""
    if not path.exists():
        return None
    try:
        conn = sqlite3.connect(path, isolation_level=None)
    except sqlite3.Error as exc:
        return f"{type(exc).__name__}: {exc}"
    try:
        rows = conn.execute("PRAGMA quick_check(5)").fetchall()
        if [tuple(row) for row in rows] != [("ok",)]:
            return "; ".join(str(row[0]) for row in rows)
        for table in tables:  # the rows the app reads at once must decode
            for _row in conn.execute(f"SELECT * FROM {table}"):
                pass
        return None
    except sqlite3.Error as exc:
        return f"{type(exc).__name__}: {exc}"
    finally:
        conn.close()


# ----------------------------------------------------------------------------- recovery
def recover(path: Path, problem: str) -> RecoveryReport:
    """Move the damaged file aside and salvage its drafts, outbox and settings (and those of
    the copies) into a new store at ``path``. The new store is closed again on return."""
    damaged = _move_aside(path)
    report = RecoveryReport(damaged_file=damaged, problem=problem)

    copies = [
        _Salvage.read(copy, shadow_format=copy.name.endswith(".shadow")) for copy in _copies(path)
    ]
    hints = {
        table: max((copy.highest.get(table, 0) for copy in copies), default=0)
        for table in ("drafts", "outbox")
    }
    live = _Salvage.read(damaged, shadow_format=False, hints=hints)
    old_shadow = shadow_path(path)
    if old_shadow.exists():  # kept beside the damaged file; the new store starts its own
        os.replace(old_shadow, Path(str(damaged) + ".shadow"))
    drafts: dict[str, dict[str, Any]] = dict(live.drafts)
    from_copy: set[str] = set()
    outbox: dict[str, dict[str, Any]] = dict(live.outbox)
    in_doubt: set[str] = set()
    settings: dict[str, dict[str, Any]] = dict(live.settings)
    for copy in copies:
        for draft_id, row in copy.drafts.items():
            if draft_id not in drafts:
                drafts[draft_id] = row
                from_copy.add(draft_id)
        for reference, row in copy.outbox.items():
            if reference not in outbox:
                if row["state"] not in FINISHED:
                    row = {**row, "state": "unknown"}  # may have been sent since the copy
                    in_doubt.add(reference)
                outbox[reference] = row
        for key, row in copy.settings.items():
            settings.setdefault(key, row)

    # A draft that a recovered, unfinished or confirmed row was submitted from is not open.
    submitted = {
        row["draft_id"]
        for row in outbox.values()
        if row.get("draft_id") and row["state"] not in ("rejected", "discarded")
    }
    for draft_id in submitted & from_copy:
        if drafts[draft_id]["state"] == "open":
            drafts[draft_id] = {**drafts[draft_id], "state": "submitted"}

    store = LocalStore(path)  # its shadow mirrors what is salvaged into it
    try:
        with store.transaction() as conn:
            for row in drafts.values():
                _insert(conn, "drafts", row)
            for row in sorted(outbox.values(), key=lambda r: int(r["id"])):
                if row.get("draft_id") not in drafts:
                    row = {**row, "draft_id": None}
                _insert(conn, "outbox", row)
            for row in settings.values():
                _insert(conn, "profile_settings", row)
    finally:
        store.close()

    for draft_id, row in drafts.items():
        if row["state"] == "open":
            title = _draft_name(row)
            (report.drafts_from_copy if draft_id in from_copy else report.drafts_recovered).append(
                title
            )
    recovered_names = {_draft_name(row) for row in drafts.values()}
    report.drafts_lost = [name for name in live.lost_drafts if name not in recovered_names]
    # A row id that failed in the damaged file is, most likely, one a copy supplied.
    report.drafts_unreadable = max(0, live.unreadable_drafts - len(from_copy))
    report.outbox_recovered = len(outbox)
    report.outbox_in_doubt = len(in_doubt)
    report.outbox_lost = max(0, live.lost_outbox - len(outbox.keys() - live.outbox.keys()))
    report.settings_recovered = len(settings)
    return report


def _move_aside(path: Path) -> Path:
    """Rename a damaged file (and its WAL companions) to ``<name>.damaged-<time stamp>``."""
    stamp = clock.local_now().strftime("%Y%m%d-%H%M%S")
    damaged = path.with_name(f"{path.name}.damaged-{stamp}")
    number = 1
    while damaged.exists():  # never over an earlier damaged file
        number += 1
        damaged = path.with_name(f"{path.name}.damaged-{stamp}-{number}")
    for suffix in ("", "-wal", "-shm"):
        companion = Path(str(path) + suffix)
        if companion.exists():
            os.replace(companion, Path(str(damaged) + suffix))
    return damaged


def _copies(path: Path) -> list[Path]:
    """The copies to salvage from, newest first: the shadow, then pre-migration backups."""
    found = [
        shadow_path(path),
        *sorted(
            path.parent.glob(path.name + ".v*.bak"), key=lambda p: p.stat().st_mtime, reverse=True
        ),
    ]
    return [copy for copy in found if copy.is_file()]


def _draft_name(row: dict[str, Any]) -> str:
    title = str(row.get("title") or "").strip()
    return title or str(row.get("kind") or "draft").replace("_", " ")


def _insert(conn: sqlite3.Connection, table: str, row: dict[str, Any]) -> None:
    columns = [name for name in row if name != "rid"]
    conn.execute(
        f"INSERT OR REPLACE INTO {table} ({', '.join(columns)}) "
        f"VALUES ({', '.join('?' * len(columns))})",
        [row[name] for name in columns],
    )


@dataclass
class _Salvage:
    """The rows of one file that could be read, and what is known of those that could not."""

    drafts: dict[str, dict[str, Any]] = field(default_factory=dict)
    outbox: dict[str, dict[str, Any]] = field(default_factory=dict)
    settings: dict[str, dict[str, Any]] = field(default_factory=dict)
    lost_drafts: list[str] = field(default_factory=list)
    """Names (title, else kind) of draft rows that are there but cannot be read whole."""
    unreadable_drafts: int = 0
    lost_outbox: int = 0
    highest: dict[str, int] = field(default_factory=dict)

    @classmethod
    def read(
        cls, path: Path, *, shadow_format: bool, hints: dict[str, int] | None = None
    ) -> _Salvage:
        found = cls()
        if not path.is_file():
            return found
        try:
            conn = sqlite3.connect(path, isolation_level=None)
        except sqlite3.Error:
            return found
        rowid = "rid" if shadow_format else "rowid"
        prefix = "shadow_" if shadow_format else ""
        hints = hints or {}
        try:
            drafts = _rows(conn, prefix + "drafts", rowid, hints.get("drafts", 0), found)
            for number, row in drafts:
                if row is not None and _sound_draft(row):
                    found.drafts[row["id"]] = row
                    continue
                name = (
                    _draft_name(row)
                    if row is not None
                    else _lost_name(conn, prefix + "drafts", rowid, number)
                )
                if name:
                    found.lost_drafts.append(name)
                else:
                    found.unreadable_drafts += 1
            outbox = _rows(conn, prefix + "outbox", rowid, hints.get("outbox", 0), found)
            for _number, row in outbox:
                if row is not None and _sound_outbox(row):
                    found.outbox[row["client_reference"]] = row
                else:
                    found.lost_outbox += 1
            for _number, row in _rows(conn, prefix + "profile_settings", rowid, 0, found):
                if row is not None and _is_json(row.get("value")) and row.get("key"):
                    found.settings[str(row["key"])] = row
        finally:
            conn.close()
        return found


def _rows(
    conn: sqlite3.Connection, table: str, rowid: str, hint: int, found: _Salvage
) -> Iterator[tuple[int, dict[str, Any] | None]]:
    """Each row of ``table`` by its row id, one at a time, so that a garbled page costs the
    rows on it and not the table: ``(row id, row)``, or ``(row id, None)`` for a row id up
    to the highest known whose lookup failed (a row is probably there, unreadable)."""
    try:
        columns = [row[1] for row in conn.execute(f"PRAGMA table_info({table})")]
    except sqlite3.Error:
        return
    if not columns:
        return
    highest = hint
    with contextlib.suppress(sqlite3.Error, TypeError):
        highest = max(highest, int(conn.execute(f"SELECT max({rowid}) FROM {table}").fetchone()[0]))
    with contextlib.suppress(sqlite3.Error, TypeError, ValueError):
        for (value,) in conn.execute(f"SELECT {rowid} FROM {table}"):
            highest = max(highest, int(value))
    found.highest[table.removeprefix("shadow_")] = highest
    select = f"SELECT {', '.join(columns)} FROM {table} WHERE {rowid} = ?"
    number, limit = 0, highest + SCAN_BEYOND
    while number < limit:
        number += 1
        try:
            row = conn.execute(select, (number,)).fetchone()
        except sqlite3.Error:
            if number <= highest:
                yield number, None
            continue
        if row is None:
            continue
        limit = max(limit, number + SCAN_BEYOND)
        yield number, dict(zip(columns, tuple(row), strict=True))


def _lost_name(conn: sqlite3.Connection, table: str, rowid: str, number: int) -> str:
    """The title (else the kind) of a draft row that cannot be read whole; "" if neither."""
    for column in ("title", "kind"):
        try:
            value = conn.execute(
                f"SELECT {column} FROM {table} WHERE {rowid} = ?",
                (number,),
            ).fetchone()
        except sqlite3.Error:
            continue
        if value and isinstance(value[0], str) and value[0].strip():
            return value[0].strip().replace("_", " ")
    return ""


def _is_json(value: object) -> bool:
    if not isinstance(value, str):
        return False
    try:
        json.loads(value)
    except ValueError:
        return False
    return True


def _sound_draft(row: dict[str, Any]) -> bool:
    return (
        isinstance(row.get("id"), str)
        and isinstance(row.get("kind"), str)
        and row.get("state") in DRAFT_STATES
        and _is_json(row.get("payload"))
        and (row.get("base") is None or _is_json(row.get("base")))
        and isinstance(row.get("created_at"), str)
        and isinstance(row.get("updated_at"), str)
    )


def _sound_outbox(row: dict[str, Any]) -> bool:
    return (
        isinstance(row.get("id"), int)
        and isinstance(row.get("client_reference"), str)
        and isinstance(row.get("kind"), str)
        and isinstance(row.get("operation"), str)
        and row.get("state") in OUTBOX_STATES
        and _is_json(row.get("payload"))
        and all(row.get(name) is None or _is_json(row.get(name)) for name in ("error", "base"))
        and isinstance(row.get("created_at"), str)
        and isinstance(row.get("updated_at"), str)
    )
