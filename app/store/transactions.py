"""One way to write to a SQLite file: an immediate transaction, committed or rolled back.

``BEGIN IMMEDIATE`` takes the write lock at the start, so a transaction that reads and then
writes never fails half-way with "database is locked" because another connection (the
sync's writer thread, a command-line runner) wrote meanwhile: it waits (busy_timeout) at
the start instead. The connections are opened with ``isolation_level=None``: Python's
sqlite3 then leaves transactions to us.
"""

from __future__ import annotations

import contextlib
import sqlite3
from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any


@contextmanager
def immediate_transaction(
    connection: sqlite3.Connection, lock: contextlib.AbstractContextManager[Any] | None = None
) -> Iterator[sqlite3.Connection]:
    """Run the block in one transaction on ``connection``: committed if it ends, rolled back
    if it raises. ``lock`` (a threading lock) serializes the threads that share it."""
    with lock if lock is not None else contextlib.nullcontext():
        connection.execute("BEGIN IMMEDIATE")
        try:
            yield connection
        except BaseException:
            connection.execute("ROLLBACK")
            raise
        else:
            connection.execute("COMMIT")
