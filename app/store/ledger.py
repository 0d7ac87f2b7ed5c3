"""The ledger cache: every accounting document of one profile, and what reports need beside.

A SQLite file of its own beside the profile's store (``<store stem>.ledger.sqlite3``): it
can be rebuilt from the server at any time, so it is never backed up, and migrated only
where a rebuild would cost a long sync (schema 5 to 6 adds the totals tables). A file that
is damaged, unreadable or of another schema is moved aside as ``.unreadable`` and an
empty cache takes its place (the next sync fills it again).

Beside the lines, the cache keeps their totals per account and day and per customer or
supplier and day or month (``TOTALS``), maintained by triggers in the same transaction as
the lines: the reports that sum read those, not 3,000,000 lines.

Amounts are integers in micro-units (millionths) so that sums run in SQLite's integer
arithmetic, exactly; readers turn them back into ``Decimal``. A line's
``debit``/``credit`` is in the system currency: the line amount times the document's
exchange rate, rounded to the micro-unit, as the service computes a customer's balance.
``amount`` keeps the line amount in the document's currency.

Dates are ISO ``YYYY-MM-DD`` text (the document date's day; the time is ignored as the
service's date filters ignore it), which sorts and compares as dates.

Writers (the sync) use their own connection on a worker thread (``connect()``); readers
(reports, on the UI thread or the command line) use ``Books``.
"""

from __future__ import annotations

import contextlib
import hashlib
import sqlite3
import threading
import zlib
from collections.abc import Iterable, Iterator, Sequence
from contextlib import contextmanager
from dataclasses import dataclass
from datetime import date, timedelta
from decimal import Decimal
from pathlib import Path

from app.store.ledger_status import SyncStatus, new_revision, read_status
from app.store.ledger_status import ledger_path as ledger_path  # (re-exported)
from app.store.transactions import immediate_transaction

MICRO = 1_000_000
_MICRO_DECIMAL = Decimal(MICRO)

BUSY_TIMEOUT_MS = 5000

SCHEMA_VERSION = 8
"""``PRAGMA user_version`` of a cache this code wrote (5: suppliers and their names,
recurring templates keep no lines; 6: the totals tables, ``TOTALS``; 7: issue offerings
and return receipts with the order or return each belongs to, ``WORK_ORDERS``; 8: the
documents' currencies, customers' addresses and the places they name, ``SCHEMA_8``). A
cache of version 5 or 7 is migrated in place (``migrate_5_to_7``, ``migrate_7_to_8``: a
million documents take long to sync again) and its next sync is a full one, which fills
what the migration added; any other version is rebuilt."""

SCHEMA = """
CREATE TABLE meta (key TEXT PRIMARY KEY, value TEXT);
-- Accounting documents (JE, CI, CO, SI, NR, OB, system entries ...).
CREATE TABLE entries (
    id INTEGER PRIMARY KEY,
    code TEXT,
    journal_code TEXT,
    type TEXT,
    day TEXT NOT NULL,
    posted INTEGER NOT NULL,
    rate TEXT NOT NULL,
    currency_id INTEGER,
    paper_number TEXT,
    notes TEXT,
    is_system INTEGER NOT NULL DEFAULT 0,
    is_template INTEGER NOT NULL DEFAULT 0,
    related_code TEXT,
    total INTEGER NOT NULL DEFAULT 0,        -- debits, system currency, micro-units
    checksum INTEGER NOT NULL DEFAULT 0,     -- of the whole document as last read
    seen TEXT                                -- the run that last saw it (reconcile)
);
CREATE INDEX entries_by_day ON entries(day);
-- Lines carry their document's day and posted flag, so that reports never join.
CREATE TABLE lines (
    id INTEGER PRIMARY KEY,
    entry_id INTEGER NOT NULL,
    number INTEGER NOT NULL,
    day TEXT NOT NULL,
    posted INTEGER NOT NULL,
    account_id INTEGER,
    customer_id INTEGER,
    supplier_id INTEGER,
    cost_center_id INTEGER,
    debit INTEGER NOT NULL,
    credit INTEGER NOT NULL,
    amount INTEGER NOT NULL,
    comments TEXT
);
CREATE INDEX lines_by_entry ON lines(entry_id);
-- Covering indexes: the trial balance and the ageing read every line of the books, from
-- the index alone (a third of the time of visiting the table's rows).
CREATE INDEX lines_by_account ON lines(account_id, day, posted, debit, credit);
CREATE INDEX lines_by_customer ON lines(customer_id, day, posted, debit, credit)
    WHERE customer_id IS NOT NULL;
CREATE INDEX lines_by_supplier ON lines(supplier_id, day, posted, debit, credit)
    WHERE supplier_id IS NOT NULL;
CREATE TABLE accounts (
    id INTEGER PRIMARY KEY, code TEXT, name TEXT, other_name TEXT, type TEXT,
    is_active INTEGER NOT NULL DEFAULT 1
);
CREATE TABLE customers (
    id INTEGER PRIMARY KEY, code TEXT, name TEXT, other_name TEXT,
    credit_limit INTEGER,                    -- micro-units; NULL: none set
    server_balance INTEGER,                  -- the service's own figure, micro-units
    is_active INTEGER NOT NULL DEFAULT 1
);
-- Suppliers as the documents' lines name them (the API has no supplier list).
CREATE TABLE suppliers (id INTEGER PRIMARY KEY, code TEXT, name TEXT);
CREATE TABLE warehouses (id INTEGER PRIMARY KEY, code TEXT, name TEXT);
CREATE TABLE stock_items (id INTEGER PRIMARY KEY, code TEXT, name TEXT);
CREATE TABLE stock (
    warehouse_id INTEGER NOT NULL, stock_item_id INTEGER NOT NULL,
    quantity INTEGER NOT NULL,               -- micro-units
    PRIMARY KEY (warehouse_id, stock_item_id)
);
CREATE TABLE unit_costs (stock_item_id INTEGER PRIMARY KEY, cost INTEGER NOT NULL);
CREATE TABLE sales_persons (id INTEGER PRIMARY KEY, code TEXT, name TEXT);
-- Sales orders (SO) and sales returns (SR): headers and item lines, document currency
-- turned into the system currency (times the rate).
CREATE TABLE sales (
    id INTEGER PRIMARY KEY, code TEXT, type TEXT NOT NULL, day TEXT NOT NULL,
    status TEXT, customer_id INTEGER, sales_person_id INTEGER,
    net INTEGER NOT NULL, tax INTEGER NOT NULL, seen TEXT
);
CREATE INDEX sales_by_day ON sales(day);
CREATE TABLE sales_lines (
    sale_id INTEGER NOT NULL, stock_item_id INTEGER, service_item_id INTEGER,
    quantity INTEGER NOT NULL, net INTEGER NOT NULL
);
CREATE INDEX sales_lines_by_sale ON sales_lines(sale_id);
"""

WORK_ORDERS = """
-- Issue offerings (IO) and return receipts (RR): the work orders that move goods out to a
-- customer and back. ``related_code`` is the document each belongs to (an IO's sales
-- order, an RR's sales return: the list's ``relatedSoCode``); their system entries name
-- them (``entries.related_code``), which is how an issue's cost of goods sold finds its
-- order. Line values are price x quantity in the system currency.
CREATE TABLE work_orders (
    id INTEGER PRIMARY KEY, code TEXT, type TEXT NOT NULL, day TEXT NOT NULL,
    related_code TEXT, customer_id INTEGER, sales_person_id INTEGER, seen TEXT
);
CREATE INDEX work_orders_by_day ON work_orders(day);
CREATE TABLE work_order_lines (
    work_order_id INTEGER NOT NULL, stock_item_id INTEGER,
    quantity INTEGER NOT NULL, value INTEGER NOT NULL
);
CREATE INDEX work_order_lines_by_order ON work_order_lines(work_order_id);
"""

SCHEMA_8 = """
-- The currencies the documents name (code and name from their references: the API lists
-- no currencies), so that an amount in another currency can say which.
CREATE TABLE currencies (id INTEGER PRIMARY KEY, code TEXT, name TEXT);
CREATE INDEX entries_by_currency ON entries(currency_id) WHERE currency_id IS NOT NULL;
-- A customer's address as a statement prints it (its default address, else its first).
ALTER TABLE customers ADD COLUMN address TEXT;
-- The customer's payment terms in days (``paymentMaxDueDays``): a statement's ageing box
-- counts a debit as current until they have run out.
ALTER TABLE customers ADD COLUMN due_days INTEGER;
-- Cities (kind 0) and districts (1) the addresses name, by id.
CREATE TABLE places (kind INTEGER NOT NULL, id INTEGER NOT NULL, name TEXT,
    PRIMARY KEY (kind, id));
"""

PLACE_CITY, PLACE_DISTRICT = 0, 1
"""``kind`` of a ``places`` row."""

PARTY_CUSTOMER, PARTY_SUPPLIER = 0, 1
"""``kind`` of a party totals row: the lines' ``customer_id`` or their ``supplier_id``."""

_TOTALS_TARGETS: tuple[tuple[str, tuple[tuple[str, str], ...], str], ...] = (
    # (table, its key as (column, value from a line row "{r}"), the line's column that
    # must not be NULL for the line to count there)
    (
        "account_days",
        (("account_id", "{r}.account_id"), ("day", "{r}.day"), ("posted", "{r}.posted")),
        "account_id",
    ),
    *(
        (
            "party_days",
            (
                ("kind", str(kind)),
                ("day", "{r}.day"),
                ("party_id", f"{{r}}.{column}"),
                ("posted", "{r}.posted"),
            ),
            column,
        )
        for kind, column in ((PARTY_CUSTOMER, "customer_id"), (PARTY_SUPPLIER, "supplier_id"))
    ),
    *(
        (
            "party_months",
            (
                ("kind", str(kind)),
                ("party_id", f"{{r}}.{column}"),
                ("month", "substr({r}.day, 1, 7)"),
                ("posted", "{r}.posted"),
            ),
            column,
        )
        for kind, column in ((PARTY_CUSTOMER, "customer_id"), (PARTY_SUPPLIER, "supplier_id"))
    ),
)


def _add_line(table: str, key: tuple[tuple[str, str], ...], _column: str) -> str:
    """The statement that adds a new line (``NEW``) to one totals table ("WHERE true":
    the upsert's ``ON CONFLICT`` after a ``SELECT`` needs a ``WHERE``)."""
    names = ", ".join(name for name, _value in key)
    values = ", ".join(value.format(r="NEW") for _name, value in key)
    return (
        f"INSERT INTO {table} ({names}, debit, credit, lines) "
        f"SELECT {values}, NEW.debit, NEW.credit, 1 WHERE true "
        "ON CONFLICT DO UPDATE SET debit = debit + excluded.debit, "
        "credit = credit + excluded.credit, lines = lines + 1;"
    )


def _take_line(table: str, key: tuple[tuple[str, str], ...], _column: str) -> str:
    """The statements that take a removed line (``OLD``) out of one totals table and
    delete the row its last line leaves."""
    match = " AND ".join(f"{name} = {value.format(r='OLD')}" for name, value in key)
    return (
        f"UPDATE {table} SET debit = debit - OLD.debit, credit = credit - OLD.credit, "
        f"lines = lines - 1 WHERE {match};\n"
        f"    DELETE FROM {table} WHERE {match} AND lines = 0;"
    )


def _triggers() -> str:
    """The triggers on ``lines`` that keep the totals, one set per column a line counts
    by (account, customer, supplier), each firing only for the lines that name one: a
    line adds to the totals when inserted, leaves them when deleted, and an update does
    both."""
    columns = dict.fromkeys(column for _table, _key, column in _TOTALS_TARGETS)
    found = []
    for column in columns:
        targets = [t for t in _TOTALS_TARGETS if t[2] == column]
        add = "\n    ".join(_add_line(*target) for target in targets)
        take = "\n    ".join(_take_line(*target) for target in targets)
        name = column.removesuffix("_id")
        for trigger, event, row, body in (
            (f"lines_{name}_added", "INSERT", "NEW", add),
            (f"lines_{name}_removed", "DELETE", "OLD", take),
            (f"lines_{name}_moved_from", "UPDATE", "OLD", take),
            (f"lines_{name}_moved_to", "UPDATE", "NEW", add),
        ):
            found.append(
                f"CREATE TRIGGER {trigger} AFTER {event} ON lines "
                f"WHEN {row}.{column} IS NOT NULL BEGIN\n    {body}\nEND;"
            )
    return "\n".join(found)


TOTALS = f"""
-- Sums of the lines per account, day and posted flag, and per party (kind 0: customer,
-- 1: supplier) per day and per month, in micro-units: the reports that sum (trial
-- balance, statements, cash, ageing, the dashboard) read these instead of every line.
-- Triggers on ``lines`` keep them in the same transaction as the lines, whichever code
-- writes or deletes a line; the row a table's last line leaves is deleted, so every row
-- sums at least one line (``lines``).
CREATE TABLE account_days (
    account_id INTEGER NOT NULL, day TEXT NOT NULL, posted INTEGER NOT NULL,
    debit INTEGER NOT NULL, credit INTEGER NOT NULL, lines INTEGER NOT NULL,
    PRIMARY KEY (account_id, day, posted)
) WITHOUT ROWID;
-- Day first: the ageing reads the days of a few months for every party at once.
CREATE TABLE party_days (
    kind INTEGER NOT NULL, day TEXT NOT NULL, party_id INTEGER NOT NULL,
    posted INTEGER NOT NULL,
    debit INTEGER NOT NULL, credit INTEGER NOT NULL, lines INTEGER NOT NULL,
    PRIMARY KEY (kind, day, party_id, posted)
) WITHOUT ROWID;
CREATE TABLE party_months (
    kind INTEGER NOT NULL, party_id INTEGER NOT NULL, month TEXT NOT NULL,
    posted INTEGER NOT NULL,
    debit INTEGER NOT NULL, credit INTEGER NOT NULL, lines INTEGER NOT NULL,
    PRIMARY KEY (kind, party_id, month, posted)
) WITHOUT ROWID;
-- The documents awaiting review, for the dashboard's count and the Unposted list: a
-- handful beside a million posted ones, never a pass over every document.
CREATE INDEX entries_unposted ON entries(day, id) WHERE posted = 0 AND is_template = 0;
{_triggers()}
"""

_FILL_TOTALS = """
INSERT INTO account_days
    SELECT account_id, day, posted, sum(debit), sum(credit), count(*) FROM lines
    WHERE account_id IS NOT NULL GROUP BY account_id, day, posted;
INSERT INTO party_days
    SELECT 0, day, customer_id, posted, sum(debit), sum(credit), count(*) FROM lines
    WHERE customer_id IS NOT NULL GROUP BY day, customer_id, posted;
INSERT INTO party_days
    SELECT 1, day, supplier_id, posted, sum(debit), sum(credit), count(*) FROM lines
    WHERE supplier_id IS NOT NULL GROUP BY day, supplier_id, posted;
INSERT INTO party_months
    SELECT kind, party_id, substr(day, 1, 7), posted, sum(debit), sum(credit),
        sum(lines)
    FROM party_days GROUP BY kind, party_id, substr(day, 1, 7), posted;
"""
"""The totals of the lines already cached (a migrated cache)."""


def _statements(script: str) -> Iterator[str]:
    """The statements of an SQL script (a trigger's body holds semicolons of its own)."""
    pending = ""
    for line in script.splitlines(keepends=True):
        pending += line
        if sqlite3.complete_statement(pending):
            yield pending.strip()
            pending = ""
    if pending.strip() and not all(
        row.strip().startswith("--") or not row.strip() for row in pending.splitlines()
    ):
        raise ValueError(f"an incomplete statement: {pending.strip()[:60]}")


MIGRATION_WAIT_MS = 600_000
"""How long an opener waits for another connection's migration of the same cache (summing
3,000,000 lines takes a minute or so on a busy machine) rather than failing as locked."""


def migrate_5_to_7(conn: sqlite3.Connection) -> None:
    """Add the totals tables and their triggers to a version-5 cache and fill them from
    its lines, and add the (empty) work-order tables, in one transaction (a failure leaves
    the cache at version 5). The last full sync is forgotten, so the next sync is a full
    one: it fills the work orders, and it rewrites no unchanged document. A second opener
    meanwhile (the customer list beside the reports) waits for the first and finds the
    cache migrated."""
    conn.execute(f"PRAGMA busy_timeout={MIGRATION_WAIT_MS}")
    try:
        conn.execute("BEGIN IMMEDIATE")
        try:
            if int(conn.execute("PRAGMA user_version").fetchone()[0]) == 5:
                # One statement at a time: ``executescript`` would commit first.
                for statement in _statements(f"{WORK_ORDERS}\n{TOTALS}\n{_FILL_TOTALS}"):
                    conn.execute(statement)
                conn.execute("DELETE FROM meta WHERE key = 'last_full'")
                conn.execute("PRAGMA user_version = 7")
            conn.execute("COMMIT")
        except BaseException:
            conn.execute("ROLLBACK")
            raise
    finally:
        conn.execute(f"PRAGMA busy_timeout={BUSY_TIMEOUT_MS}")


def migrate_7_to_8(conn: sqlite3.Connection) -> None:
    """Add the currencies, the customers' address and the places to a version-7 cache, in
    one transaction. The last full sync is forgotten: the next sync is a full one, which
    reads every document's currency again (an unchanged document is not rewritten, its
    currency is still noted) and the addresses with their places."""
    conn.execute(f"PRAGMA busy_timeout={MIGRATION_WAIT_MS}")
    try:
        conn.execute("BEGIN IMMEDIATE")
        try:
            if int(conn.execute("PRAGMA user_version").fetchone()[0]) == 7:
                for statement in _statements(SCHEMA_8):
                    conn.execute(statement)
                conn.execute("DELETE FROM meta WHERE key = 'last_full'")
                conn.execute("PRAGMA user_version = 8")
            conn.execute("COMMIT")
        except BaseException:
            conn.execute("ROLLBACK")
            raise
    finally:
        conn.execute(f"PRAGMA busy_timeout={BUSY_TIMEOUT_MS}")


def to_micro(value: Decimal | int | str | float | None) -> int:
    """A money or quantity value as an integer count of millionths (half to even)."""
    if value is None:
        return 0
    number = value if isinstance(value, Decimal) else Decimal(str(value))
    # ``round`` of a Decimal rounds half to even whatever the context says, in one call:
    # the writer converts every line twice, 600,000 times in a first sync.
    return round(number * _MICRO_DECIMAL)


def from_micro(value: int | None) -> Decimal:
    """Millionths back to a ``Decimal`` (exact)."""
    return Decimal(int(value or 0)).scaleb(-6)


@dataclass(frozen=True)
class CachedEntry:
    """One document as the journal-entry list shows it from the cache (``recent_entries``)."""

    id: int
    code: str | None
    journal_code: str | None
    type: str | None
    day: str
    posted: bool
    paper_number: str | None
    notes: str | None
    is_system: bool
    is_template: bool
    related_code: str | None
    total_debit: Decimal
    """In the document's currency, as the server's ``totalDebit``."""
    currency_id: int | None = None
    """The currency the document names (None where it names none)."""
    currency_code: str = ""
    """That currency's code, "" where none or not read yet."""


READ_CACHE_KIB = 2_000
"""SQLite's page cache of a reading connection (SQLite's default size). Reports read the
cache in long scans that the system's file cache serves as well; the check at open reads
every page once, and a big cache would keep a copy of the whole file (32 MB of a 60 MB
cache at 300,000 postings, a third of the runner's memory)."""

WRITE_CACHE_KIB = 8_000
"""The page cache of the sync's writer connection: enough for the indexes' inner pages,
which every written line walks."""


class LedgerStore:
    """The ledger cache file of one profile (or of one command line run).

    Opening it checks its pages (``PRAGMA quick_check``) only when it was not closed
    cleanly: the check reads every page, some 40 s of a 400 MB cache on a busy machine,
    and the reports wait for the open. SQLite deletes the write-ahead log when the last
    connection to the file closes, so a log found before the first connection is the mark
    of a process that ended without closing it (killed, crashed, a power cut) or of one
    that still has it open; either way the file is checked. A cache that fails the check,
    or cannot be read at all, is moved aside and filled again by the next sync."""

    def __init__(self, path: Path) -> None:
        self.path = path
        path.parent.mkdir(parents=True, exist_ok=True)
        self.moved_aside: Path | None = None
        self.checked = False
        """Whether the last open ran the page check (the file was not closed cleanly)."""
        self._lock = threading.RLock()
        self.connection = self._open()

    def _open(self) -> sqlite3.Connection:
        self.checked = Path(str(self.path) + "-wal").exists()
        try:
            conn = self.connect()
            version = int(conn.execute("PRAGMA user_version").fetchone()[0])
            if version == 0 and not _has_tables(conn):
                conn.executescript(
                    f"BEGIN IMMEDIATE;\n{SCHEMA}\n{WORK_ORDERS}\n{TOTALS}\n{SCHEMA_8}\n"
                    f"PRAGMA user_version = {SCHEMA_VERSION};\nCOMMIT;"
                )
                return conn
            if version == 5:
                migrate_5_to_7(conn)
                version = int(conn.execute("PRAGMA user_version").fetchone()[0])
            if version == 7:
                migrate_7_to_8(conn)
                version = int(conn.execute("PRAGMA user_version").fetchone()[0])
            if version != SCHEMA_VERSION:
                conn.close()
                raise sqlite3.DatabaseError(f"ledger cache schema {version}")
            if self.checked and not passes_quick_check(conn):
                conn.close()
                raise sqlite3.DatabaseError("ledger cache fails its check")
            return conn
        except sqlite3.DatabaseError as error:
            if self.moved_aside is not None or _is_busy(error):
                raise  # busy: another connection holds the file, which is not damaged
            self.moved_aside = self._move_aside()
            return self._open()

    def _move_aside(self) -> Path:
        """Rename a damaged file (and its WAL companions) to ``.unreadable``."""
        target = self.path.with_name(self.path.name + ".unreadable")
        for suffix in ("", "-wal", "-shm"):
            source = Path(str(self.path) + suffix)
            if source.exists():
                source.replace(Path(str(target) + suffix))
        return target

    def connect(self, *, cache_kib: int = READ_CACHE_KIB) -> sqlite3.Connection:
        """A new connection (one per thread) with a page cache of at most ``cache_kib``.
        The cache can be rebuilt, so a power cut may lose the last sync
        (``synchronous=NORMAL``), never the file."""
        conn = sqlite3.connect(self.path, isolation_level=None, check_same_thread=False)
        conn.execute(f"PRAGMA busy_timeout={BUSY_TIMEOUT_MS}")  # first: WAL may wait too
        conn.execute("PRAGMA journal_mode=WAL")
        conn.execute("PRAGMA synchronous=NORMAL")
        conn.execute(f"PRAGMA cache_size=-{int(cache_kib)}")
        # ``INSERT OR REPLACE`` deletes the row it replaces; only with recursive triggers
        # does that deletion take the old line out of the totals.
        conn.execute("PRAGMA recursive_triggers=ON")
        return conn

    @contextmanager
    def transaction(self, *, figures_change: bool = True) -> Iterator[sqlite3.Connection]:
        """A write transaction on the UI connection; unless ``figures_change`` is False
        (only the sync's own bookkeeping is written) the cache gets a new revision, so
        figures computed before it are no longer taken as current (``ledger_status``)."""
        with immediate_transaction(self.connection, self._lock) as connection:
            if figures_change:
                new_revision(connection)
            yield connection

    def books(self) -> Books:
        """A reader over this cache (the UI connection)."""
        return Books(self.connection)

    def status(self) -> SyncStatus:
        return read_status(self.connection)

    def close(self) -> None:
        with self._lock, contextlib.suppress(sqlite3.Error):
            self.connection.close()


def passes_quick_check(conn: sqlite3.Connection) -> bool:
    """Whether SQLite's ``quick_check`` finds the file's pages sound (it reads them all)."""
    return bool(conn.execute("PRAGMA quick_check").fetchone()[0] == "ok")


def _is_busy(error: sqlite3.DatabaseError) -> bool:
    return getattr(error, "sqlite_errorcode", None) in (sqlite3.SQLITE_BUSY, sqlite3.SQLITE_LOCKED)


def _has_tables(conn: sqlite3.Connection) -> bool:
    return int(conn.execute("SELECT count(*) FROM sqlite_master").fetchone()[0]) > 0


# -- metadata ---------------------------------------------------------------------------------
def get_meta(conn: sqlite3.Connection, key: str) -> str | None:
    row = conn.execute("SELECT value FROM meta WHERE key = ?", (key,)).fetchone()
    return None if row is None else row[0]


def put_meta(conn: sqlite3.Connection, key: str, value: str | None) -> None:
    conn.execute(
        "INSERT INTO meta (key, value) VALUES (?, ?) "
        "ON CONFLICT(key) DO UPDATE SET value = excluded.value",
        (key, value),
    )


# -- writing (the sync, on its own connection) ------------------------------------------------
@dataclass(frozen=True, slots=True)
class EntryRow:
    """One accounting document as the cache keeps it."""

    id: int
    code: str | None
    journal_code: str | None
    type: str | None
    day: str
    posted: bool
    rate: Decimal
    currency_id: int | None
    paper_number: str | None
    notes: str | None
    is_system: bool
    is_template: bool
    related_code: str | None
    lines: tuple[LineRow, ...]


@dataclass(frozen=True, slots=True)
class LineRow:
    id: int
    account_id: int | None
    customer_id: int | None
    supplier_id: int | None
    cost_center_id: int | None
    debit: bool
    amount: Decimal
    """Document currency."""
    comments: str | None


def checksum(entry: EntryRow) -> int:
    """A stable fingerprint of a document and its lines: 63 bits of a BLAKE2 hash of its
    text form (a document whose fingerprint is unchanged is not written again, so two
    versions of one document must practically never share one; CRC-32's 32 bits did)."""
    digest = hashlib.blake2b(repr(entry).encode(), digest_size=8).digest()
    return int.from_bytes(digest, "big") >> 1


def _schema_5_checksum(entry: EntryRow) -> int:
    """The fingerprint schema 5 kept (CRC-32 of the text form): a document a migrated
    cache holds under it is the same document when it matches, and only gets the new
    fingerprint, so that the first sync after the migration rewrites no unchanged line."""
    return zlib.crc32(repr(entry).encode())


def write_entries(conn: sqlite3.Connection, entries: Sequence[EntryRow], stamp: str) -> int:
    """Insert or replace documents with all their lines (one transaction is the caller's).
    A document the cache holds as it is (same fingerprint) is only marked seen: a sync
    that re-reads thousands of unchanged documents rewrites no line and no total.
    Returns how many were new or differ from the cached copy."""
    if not entries:
        return 0
    cached: dict[int, int] = {}
    for start in range(0, len(entries), 500):  # SQLite's limit of bound values
        chunk = [entry.id for entry in entries[start : start + 500]]
        marks = ", ".join("?" * len(chunk))
        cached.update(
            conn.execute(f"SELECT id, checksum FROM entries WHERE id IN ({marks})", chunk)
        )
    unchanged = []
    changed_entries = []
    for entry in entries:
        fingerprint = checksum(entry)
        known = cached.get(entry.id)
        if known == fingerprint or (
            known is not None and known < 2**32 and known == _schema_5_checksum(entry)
        ):
            unchanged.append((stamp, fingerprint, entry.id))
        else:
            changed_entries.append((entry, fingerprint))
    conn.executemany("UPDATE entries SET seen = ?, checksum = ? WHERE id = ?", unchanged)
    conn.executemany("DELETE FROM lines WHERE entry_id = ?", [(e.id,) for e, _f in changed_entries])
    entry_rows = []
    line_rows = []
    for entry, fingerprint in changed_entries:
        posted = int(entry.posted)
        total = 0
        rate = entry.rate
        # Most documents are in the system currency: their lines' system amounts are
        # their amounts, converted once.
        same_currency = rate == 1
        for number, line in enumerate(entry.lines, start=1):
            amount = round(line.amount * _MICRO_DECIMAL)
            system = amount if same_currency else round(line.amount * rate * _MICRO_DECIMAL)
            if line.debit:
                total += system
            if entry.is_template:
                # A recurring template is a pattern for entries, not an entry: its lines
                # count in no balance, so they never reach the table every report sums.
                continue
            line_rows.append(
                (
                    line.id,
                    entry.id,
                    number,
                    entry.day,
                    posted,
                    line.account_id,
                    line.customer_id,
                    line.supplier_id,
                    line.cost_center_id,
                    system if line.debit else 0,
                    0 if line.debit else system,
                    amount,
                    line.comments,
                )
            )
        entry_rows.append(
            (
                entry.id,
                entry.code,
                entry.journal_code,
                entry.type,
                entry.day,
                posted,
                str(entry.rate),
                entry.currency_id,
                entry.paper_number,
                entry.notes,
                int(entry.is_system),
                int(entry.is_template),
                entry.related_code,
                total,
                fingerprint,
                stamp,
            )
        )
    # One executemany a table, not chunks: sqlite3 gives the interpreter lock back around
    # each row's step (its triggers included), so the window's thread waits on the Python
    # work above, not on SQLite's (measured on two busy cores: beside one 5 s DELETE of
    # 300,000 lines, a thread sleeping 1 ms at a time woke within 12 ms 99 times in 100).
    conn.executemany(
        "INSERT OR REPLACE INTO entries (id, code, journal_code, type, day, posted, rate, "
        "currency_id, paper_number, notes, is_system, is_template, related_code, total, "
        "checksum, seen) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
        entry_rows,
    )
    conn.executemany(
        "INSERT OR REPLACE INTO lines (id, entry_id, number, day, posted, account_id, "
        "customer_id, supplier_id, cost_center_id, debit, credit, amount, comments) "
        "VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
        line_rows,
    )
    return len(changed_entries)


def write_suppliers(conn: sqlite3.Connection, suppliers: Iterable[tuple[int, str, str]]) -> None:
    """Remember the (id, code, name) of suppliers the documents' lines name; the newest
    reading of a supplier's reference wins."""
    conn.executemany(
        "INSERT OR REPLACE INTO suppliers (id, code, name) VALUES (?, ?, ?)", suppliers
    )


def write_currencies(conn: sqlite3.Connection, currencies: Iterable[tuple[int, str, str]]) -> None:
    """Remember the (id, code, name) of currencies the documents name; the newest reading
    wins."""
    conn.executemany(
        "INSERT OR REPLACE INTO currencies (id, code, name) VALUES (?, ?, ?)", currencies
    )


def write_places(conn: sqlite3.Connection, places: Iterable[tuple[int, int, str]]) -> None:
    """Remember the (kind, id, name) of cities and districts (``PLACE_CITY``, ...)."""
    conn.executemany("INSERT OR REPLACE INTO places (kind, id, name) VALUES (?, ?, ?)", places)


def delete_entries_unseen(
    conn: sqlite3.Connection,
    stamp: str,
    *,
    day_from: str | None = None,
    day_to: str | None = None,
    customer_id: int | None = None,
) -> int:
    """Delete the documents in a re-read range that the run did not see again (deleted on
    the server). The range is the days ``day_from``..``day_to`` (None: open) and, with
    ``customer_id``, only documents with a line of that customer."""
    where = ["(seen IS NULL OR seen != ?)"]
    args: list[object] = [stamp]
    if day_from is not None:
        where.append("day >= ?")
        args.append(day_from)
    if day_to is not None:
        where.append("day <= ?")
        args.append(day_to)
    if customer_id is not None:
        where.append("id IN (SELECT entry_id FROM lines WHERE customer_id = ?)")
        args.append(customer_id)
    condition = " AND ".join(where)
    ids = [row[0] for row in conn.execute(f"SELECT id FROM entries WHERE {condition}", args)]
    conn.executemany("DELETE FROM lines WHERE entry_id = ?", [(i,) for i in ids])
    conn.executemany("DELETE FROM entries WHERE id = ?", [(i,) for i in ids])
    return len(ids)


def replace_table(conn: sqlite3.Connection, table: str, rows: Iterable[tuple[object, ...]]) -> None:
    """Replace every row of a small reference table (accounts, customers, stock, ...). A
    row shorter than the table fills its first columns (a column a later schema added at
    the end keeps its default)."""
    rows = list(rows)
    conn.execute(f"DELETE FROM {table}")
    if rows:
        columns = [r[1] for r in conn.execute(f"PRAGMA table_info({table})")][: len(rows[0])]
        marks = ", ".join("?" * len(columns))
        conn.executemany(
            f"INSERT OR REPLACE INTO {table} ({', '.join(columns)}) VALUES ({marks})", rows
        )


@dataclass(frozen=True)
class SaleRow:
    """A sales order (type SO) or sales return (SR), in the system currency."""

    id: int
    code: str | None
    type: str
    day: str
    status: str | None
    customer_id: int | None
    sales_person_id: int | None
    net: Decimal
    tax: Decimal
    lines: tuple[tuple[int | None, int | None, Decimal, Decimal], ...]
    """(stock item id, service item id, quantity, net) per line."""


def write_sales(conn: sqlite3.Connection, sales: Sequence[SaleRow], stamp: str) -> None:
    conn.executemany("DELETE FROM sales_lines WHERE sale_id = ?", [(s.id,) for s in sales])
    conn.executemany(
        "INSERT OR REPLACE INTO sales VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
        [
            (
                s.id,
                s.code,
                s.type,
                s.day,
                s.status,
                s.customer_id,
                s.sales_person_id,
                to_micro(s.net),
                to_micro(s.tax),
                stamp,
            )
            for s in sales
        ],
    )
    conn.executemany(
        "INSERT INTO sales_lines VALUES (?, ?, ?, ?, ?)",
        [
            (s.id, item, service, to_micro(quantity), to_micro(net))
            for s in sales
            for item, service, quantity, net in s.lines
        ],
    )


def delete_sales_unseen(
    conn: sqlite3.Connection, stamp: str, sale_type: str, day_from: str | None
) -> int:
    return _delete_unseen(conn, "sales", "sales_lines", "sale_id", stamp, day_from, sale_type)


@dataclass(frozen=True)
class WorkOrderRow:
    """An issue offering (IO) or return receipt (RR) as the cache keeps it."""

    id: int
    code: str | None
    type: str
    day: str
    related_code: str | None
    """The sales order an issue belongs to, the sales return a receipt belongs to."""
    customer_id: int | None
    sales_person_id: int | None
    lines: tuple[tuple[int | None, Decimal, Decimal], ...]
    """(stock item id, quantity, value in the system currency) per line."""


def write_work_orders(conn: sqlite3.Connection, orders: Sequence[WorkOrderRow], stamp: str) -> None:
    conn.executemany(
        "DELETE FROM work_order_lines WHERE work_order_id = ?", [(o.id,) for o in orders]
    )
    conn.executemany(
        "INSERT OR REPLACE INTO work_orders VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
        [
            (o.id, o.code, o.type, o.day, o.related_code, o.customer_id, o.sales_person_id, stamp)
            for o in orders
        ],
    )
    conn.executemany(
        "INSERT INTO work_order_lines VALUES (?, ?, ?, ?)",
        [
            (o.id, item, to_micro(quantity), to_micro(value))
            for o in orders
            for item, quantity, value in o.lines
        ],
    )


def delete_work_orders_unseen(conn: sqlite3.Connection, stamp: str, day_from: str | None) -> int:
    """Work orders of the re-read range (from ``day_from``; None: all) the run did not see."""
    return _delete_unseen(conn, "work_orders", "work_order_lines", "work_order_id", stamp, day_from)


def _delete_unseen(
    conn: sqlite3.Connection,
    table: str,
    lines_table: str,
    owner_column: str,
    stamp: str,
    day_from: str | None,
    of_type: str | None = None,
) -> int:
    """Delete the documents of ``table`` (of ``of_type`` where given) in the re-read range
    (from ``day_from``; None: all) that the run stamped ``stamp`` did not see, with their
    lines in ``lines_table``; how many."""
    where = "(seen IS NULL OR seen != ?)"
    args: list[object] = [stamp]
    if of_type is not None:
        where = "type = ? AND " + where
        args.insert(0, of_type)
    if day_from is not None:
        where += " AND day >= ?"
        args.append(day_from)
    ids = [(row[0],) for row in conn.execute(f"SELECT id FROM {table} WHERE {where}", args)]
    conn.executemany(f"DELETE FROM {lines_table} WHERE {owner_column} = ?", ids)
    conn.executemany(f"DELETE FROM {table} WHERE id = ?", ids)
    return len(ids)


# -- reading ----------------------------------------------------------------------------------
@dataclass(frozen=True)
class AccountInfo:
    id: int
    code: str
    name: str
    type: str


@dataclass(frozen=True)
class CustomerInfo:
    id: int
    code: str
    name: str
    credit_limit: Decimal | None
    address: str = ""
    """As a statement prints it (street, building, district, city), "" if none known."""
    due_days: int = 0
    """Payment terms in days (0: due on the document's day)."""


@dataclass(frozen=True)
class LedgerLine:
    """One journal line as a ledger shows it (system currency)."""

    line_id: int
    entry_id: int
    day: date
    document_code: str
    document_type: str
    posted: bool
    account_id: int | None
    customer_id: int | None
    debit: Decimal
    credit: Decimal
    comments: str | None
    paper_number: str = ""
    """The document's paper number (the invoice's, the transfer's reference), "" if none."""
    notes: str = ""
    """The document's notes, "" if none."""
    currency: str = ""
    """The code of the document's currency where it names one ("" otherwise, or where the
    cache has not read that currency's code yet)."""
    currency_amount: Decimal | None = None
    """The line's amount in that currency, debit positive, credit negative (None where
    the document names no currency)."""


def _posted(posted_only: bool, alias: str = "") -> str:
    return f" AND {alias}posted = 1" if posted_only else ""


def _day_after(day: str) -> str:
    """The ISO day after ``day``; past the calendar's last day, a text after every day."""
    try:
        return (date.fromisoformat(day) + timedelta(days=1)).isoformat()
    except (ValueError, OverflowError):
        return day + "~"


class Books:
    """Read-only questions over the ledger cache, answered in SQL. Sums per account or
    party read the totals tables (``TOTALS``: a row per account and day, per party and
    day or month), never every line, so that reports over 3,000,000 lines stay under half
    a second; what shows lines (ledgers, statements, the cash flow, the VAT return) reads
    only its own lines through the indexes. Amounts come back as micro-unit integers;
    ``Decimal`` conversion is the reports' job, on the few rows they show."""

    def __init__(self, conn: sqlite3.Connection) -> None:
        self.conn = conn

    # reference data
    def accounts(self) -> dict[int, AccountInfo]:
        return {
            int(r[0]): AccountInfo(int(r[0]), r[1] or "", r[2] or "", r[3] or "")
            for r in self.conn.execute("SELECT id, code, name, type FROM accounts")
        }

    def customers(self) -> dict[int, CustomerInfo]:
        return {
            int(r[0]): CustomerInfo(
                int(r[0]),
                r[1] or "",
                r[2] or "",
                None if r[3] is None else from_micro(r[3]),
                r[4] or "",
                int(r[5] or 0),
            )
            for r in self.conn.execute(
                "SELECT id, code, name, credit_limit, address, due_days FROM customers"
            )
        }

    def currencies(self) -> dict[int, str]:
        """The code of every currency the cached documents name, by id."""
        return {int(r[0]): r[1] or "" for r in self.conn.execute("SELECT id, code FROM currencies")}

    def places(self) -> dict[tuple[int, int], str]:
        """The names of the cities and districts the addresses name, by (kind, id)."""
        return {
            (int(r[0]), int(r[1])): r[2] or ""
            for r in self.conn.execute("SELECT kind, id, name FROM places")
        }

    def warehouses(self) -> dict[int, tuple[str, str]]:
        return {
            int(r[0]): (r[1] or "", r[2] or "")
            for r in self.conn.execute("SELECT id, code, name FROM warehouses")
        }

    def stock_items(self) -> dict[int, tuple[str, str]]:
        return {
            int(r[0]): (r[1] or "", r[2] or "")
            for r in self.conn.execute("SELECT id, code, name FROM stock_items")
        }

    def sales_persons(self) -> dict[int, tuple[str, str]]:
        return {
            int(r[0]): (r[1] or "", r[2] or "")
            for r in self.conn.execute("SELECT id, code, name FROM sales_persons")
        }

    def status(self) -> SyncStatus:
        return read_status(self.conn)

    # sums over lines
    def first_line_day(
        self,
        *,
        customer_id: int | None = None,
        account_id: int | None = None,
        supplier_id: int | None = None,
    ) -> str | None:
        """The day of the first cached line of a supplier, else a customer, else an account
        (the first one given); None when it has none."""
        column: str
        key: int | None
        if supplier_id:
            column, key = "supplier_id", supplier_id
        elif customer_id:
            column, key = "customer_id", customer_id
        else:
            column, key = "account_id", account_id
        row = self.conn.execute(f"SELECT min(day) FROM lines WHERE {column} = ?", (key,)).fetchone()
        return str(row[0]) if row and row[0] else None

    def account_movements(
        self, date_from: str, date_to: str, posted_only: bool
    ) -> dict[int, tuple[int, int, int]]:
        """Per account: (balance before ``date_from``, debits in range, credits in range),
        micro-units. Lines after ``date_to`` are left out."""
        rows = self.conn.execute(
            "SELECT account_id, "
            "coalesce(sum(CASE WHEN day < ?1 THEN debit - credit END), 0), "
            "coalesce(sum(CASE WHEN day >= ?1 THEN debit END), 0), "
            "coalesce(sum(CASE WHEN day >= ?1 THEN credit END), 0) "
            f"FROM account_days WHERE day <= ?2{_posted(posted_only)} GROUP BY account_id",
            (date_from, date_to),
        )
        return {int(r[0]): (int(r[1]), int(r[2]), int(r[3])) for r in rows}

    def account_lines(
        self, account_id: int, date_from: str, date_to: str, posted_only: bool
    ) -> tuple[int, list[LedgerLine]]:
        """The balance of one account before ``date_from`` and its lines in the range."""
        return self._lines("account_id", account_id, date_from, date_to, posted_only)

    def customer_lines(
        self, customer_id: int, date_from: str, date_to: str, posted_only: bool
    ) -> tuple[int, list[LedgerLine]]:
        """As ``account_lines``, for the lines that name a customer."""
        return self._lines("customer_id", customer_id, date_from, date_to, posted_only)

    def _lines(
        self, column: str, key: int, date_from: str, date_to: str, posted_only: bool
    ) -> tuple[int, list[LedgerLine]]:
        opening = self.conn.execute(
            f"SELECT total(debit - credit) FROM lines WHERE {column} = ? AND day < ?"
            f"{_posted(posted_only)}",
            (key, date_from),
        ).fetchone()[0]
        rows = self.conn.execute(
            "SELECT l.id, l.entry_id, l.day, coalesce(e.code, e.journal_code, ''), "
            "coalesce(e.type, ''), l.posted, l.account_id, l.customer_id, l.debit, l.credit, "
            "l.comments, coalesce(e.paper_number, ''), coalesce(e.notes, ''), "
            "e.currency_id, coalesce(c.code, ''), l.amount "
            "FROM lines AS l JOIN entries AS e ON e.id = l.entry_id "
            "LEFT JOIN currencies AS c ON c.id = e.currency_id "
            f"WHERE l.{column} = ? AND l.day >= ? AND l.day <= ?{_posted(posted_only, 'l.')} "
            "ORDER BY l.day, l.entry_id, l.number",
            (key, date_from, date_to),
        )
        lines = [
            LedgerLine(
                line_id=int(r[0]),
                entry_id=int(r[1]),
                day=date.fromisoformat(r[2]),
                document_code=r[3],
                document_type=r[4],
                posted=bool(r[5]),
                account_id=r[6],
                customer_id=r[7],
                debit=from_micro(r[8]),
                credit=from_micro(r[9]),
                comments=r[10],
                paper_number=r[11],
                notes=r[12],
                currency=r[14] if r[13] is not None else "",
                currency_amount=(
                    None if r[13] is None else from_micro(r[15] if r[8] >= r[9] else -r[15])
                ),
            )
            for r in rows
        ]
        return int(opening), lines

    def foreign_balances(
        self, account_ids: Sequence[int], as_of: str, posted_only: bool
    ) -> dict[int, tuple[int, int, int]]:
        """Per account with lines of documents that name a currency, up to ``as_of``:
        (currency id, the lines' amounts in it, debit positive, micro-units, how many
        such lines) for the account's one currency; an account whose named lines are in
        more than one currency is left out. Compared with the account's count of lines
        (``account_days.lines``), this says whether the whole account is kept in that
        currency. Reads only the documents that name a currency (an index of them)."""
        if not account_ids:
            return {}
        marks = ", ".join("?" * len(account_ids))
        rows = self.conn.execute(
            "SELECT l.account_id, e.currency_id, "
            "sum(CASE WHEN l.debit >= l.credit THEN l.amount ELSE -l.amount END), count(*) "
            # The few documents naming a currency first (their partial index), then their
            # lines by document: CROSS JOIN keeps that order and the unary "+" keeps
            # SQLite from reading every cash line by account instead.
            "FROM entries AS e CROSS JOIN lines AS l ON l.entry_id = e.id "
            f"WHERE e.currency_id IS NOT NULL AND +l.account_id IN ({marks}) AND +l.day <= ?"
            f"{_posted(posted_only, '+l.')} GROUP BY l.account_id, e.currency_id",
            (*account_ids, as_of),
        ).fetchall()
        found: dict[int, list[tuple[int, int, int]]] = {}
        for account_id, currency_id, amount, count in rows:
            found.setdefault(int(account_id), []).append(
                (int(currency_id), int(amount), int(count))
            )
        return {a: parts[0] for a, parts in found.items() if len(parts) == 1}

    def parties_kept_in(
        self, column: str, as_of: str, posted_only: bool
    ) -> dict[int, tuple[int, int]]:
        """Per customer (``column`` "customer_id") or supplier ("supplier_id") every line
        of which up to ``as_of`` is of a document in one named currency: (that currency's
        id, the lines' amounts in it, debit positive, micro-units). Reads the documents
        that name a currency (an index of them), then counts only those parties' lines."""
        assert column in ("customer_id", "supplier_id")
        rows = self.conn.execute(
            f"SELECT l.{column}, e.currency_id, "
            "sum(CASE WHEN l.debit >= l.credit THEN l.amount ELSE -l.amount END), count(*) "
            # As in ``foreign_balances``: the few documents naming a currency first.
            "FROM entries AS e CROSS JOIN lines AS l ON l.entry_id = e.id "
            f"WHERE e.currency_id IS NOT NULL AND +l.{column} IS NOT NULL AND +l.day <= ?"
            f"{_posted(posted_only, '+l.')} GROUP BY l.{column}, e.currency_id",
            (as_of,),
        ).fetchall()
        named: dict[int, list[tuple[int, int, int]]] = {}
        for party, currency_id, amount, count in rows:
            named.setdefault(int(party), []).append((int(currency_id), int(amount), int(count)))
        single = {p: parts[0] for p, parts in named.items() if len(parts) == 1}
        if not single:
            return {}
        found: dict[int, tuple[int, int]] = {}
        ids = list(single)
        for start in range(0, len(ids), 500):  # SQLite's limit of bound values
            chunk = ids[start : start + 500]
            marks = ", ".join("?" * len(chunk))
            for party, count in self.conn.execute(
                f"SELECT {column}, count(*) FROM lines WHERE {column} IN ({marks}) "
                f"AND day <= ?{_posted(posted_only)} GROUP BY {column}",
                (*chunk, as_of),
            ):
                currency_id, amount, named_lines = single[int(party)]
                if int(count) == named_lines:
                    found[int(party)] = (currency_id, amount)
        return found

    def line_counts(
        self, account_ids: Sequence[int], as_of: str, posted_only: bool
    ) -> dict[int, int]:
        """How many lines each account has up to ``as_of`` (from the totals)."""
        if not account_ids:
            return {}
        marks = ", ".join("?" * len(account_ids))
        return {
            int(r[0]): int(r[1])
            for r in self.conn.execute(
                f"SELECT account_id, sum(lines) FROM account_days WHERE account_id IN ({marks}) "
                f"AND day <= ?{_posted(posted_only)} GROUP BY account_id",
                (*account_ids, as_of),
            )
        }

    def customer_ageing_sums(
        self, as_of: str, cuts: Sequence[str], posted_only: bool
    ) -> dict[int, tuple[int, list[int]]]:
        """Per customer: (credits up to ``as_of``, debits per age band), micro-units.
        ``cuts`` are the first days of the older bands, newest first: band 0 holds debits
        on or after ``cuts[0]``, band 1 those on or after ``cuts[1]``, ..., the last band
        everything older. A customer whose lines are all after ``as_of`` comes with
        zeros (the ageing leaves out every zero balance)."""
        return self._ageing_sums("customer_id", "credit", "debit", as_of, cuts, posted_only)

    def _ageing_sums(
        self,
        party: str,
        settling: str,
        owed: str,
        as_of: str,
        cuts: Sequence[str],
        posted_only: bool,
    ) -> dict[int, tuple[int, list[int]]]:
        # ``party``, ``settling`` and ``owed`` are column names from the callers, never input.
        # Each band is a difference of two sums "before a day" (``_party_sums_before``):
        # the newest band's upper bound is the day after ``as_of``, the oldest band's lower
        # bound the beginning.
        after = _day_after(as_of)
        kind = PARTY_CUSTOMER if party == "customer_id" else PARTY_SUPPLIER
        sums_before = self._party_sums_before(
            kind, [(settling, after), (owed, after), *((owed, cut) for cut in cuts)], posted_only
        )
        sums: dict[int, tuple[int, list[int]]] = {}
        for party_id, (settled, *before) in sums_before.items():
            bands = [before[i] - before[i + 1] for i in range(len(cuts))] + [before[-1]]
            sums[party_id] = (settled, bands)
        return sums

    def _party_sums_before(
        self, kind: int, sums: Sequence[tuple[str, str]], posted_only: bool
    ) -> dict[int, list[int]]:
        """Per party of a kind with lines: for each (column, day) of ``sums``, the total of
        that column (debit or credit) over its lines dated before the day (ISO),
        micro-units. Whole months come from ``party_months``, the days of the day's own
        month before it from ``party_days``: a few months of days, not every line."""
        cases = ", ".join(
            f"coalesce(sum(CASE WHEN month < ?{index + 2} THEN {column} END), 0)"
            for index, (column, _day) in enumerate(sums)
        )
        found: dict[int, list[int]] = {}
        for r in self.conn.execute(
            f"SELECT party_id, {cases} FROM party_months WHERE kind = ?1"
            f"{_posted(posted_only)} GROUP BY party_id",
            (kind, *(day[:7] for _column, day in sums)),
        ):
            found[int(r[0])] = [int(v) for v in r[1:]]
        for index, (column, day) in enumerate(sums):
            # day >= "YYYY-MM": from the first of the day's month.
            for party_id, amount in self.conn.execute(
                f"SELECT party_id, sum({column}) FROM party_days WHERE kind = ? "
                f"AND day >= ? AND day < ?{_posted(posted_only)} GROUP BY party_id",
                (kind, day[:7], day),
            ):
                found.setdefault(int(party_id), [0] * len(sums))[index] += int(amount)
        return found

    def suppliers(self) -> dict[int, tuple[str, str]]:
        """(code, name) per supplier the cached lines name."""
        return {
            int(r[0]): (r[1] or "", r[2] or "")
            for r in self.conn.execute("SELECT id, code, name FROM suppliers")
        }

    def supplier_lines(
        self, supplier_id: int, date_from: str, date_to: str, posted_only: bool
    ) -> tuple[int, list[LedgerLine]]:
        """As ``account_lines``, for the lines that name a supplier."""
        return self._lines("supplier_id", supplier_id, date_from, date_to, posted_only)

    def entry_papers(self, entry_ids: Sequence[int]) -> dict[int, tuple[str, str]]:
        """(paper number, notes) of these documents, "" where they have none."""
        found: dict[int, tuple[str, str]] = {}
        ids = list(dict.fromkeys(entry_ids))
        for start in range(0, len(ids), 500):  # SQLite's limit of bound values
            chunk = ids[start : start + 500]
            marks = ", ".join("?" * len(chunk))
            for r in self.conn.execute(
                f"SELECT id, paper_number, notes FROM entries WHERE id IN ({marks})", chunk
            ):
                found[int(r[0])] = (r[1] or "", r[2] or "")
        return found

    def supplier_ageing_sums(
        self, as_of: str, cuts: Sequence[str], posted_only: bool
    ) -> dict[int, tuple[int, list[int]]]:
        """Per supplier: (debits up to ``as_of``, credits per age band), micro-units: the
        mirror of ``customer_ageing_sums`` (what is owed to a supplier is a credit)."""
        return self._ageing_sums("supplier_id", "debit", "credit", as_of, cuts, posted_only)

    def tax_documents(
        self,
        date_from: str,
        date_to: str,
        output_types: Sequence[str],
        input_types: Sequence[str],
        revenue_types: Sequence[str],
        not_purchase_types: Sequence[str],
        posted_only: bool,
    ) -> list[tuple[int, str, int, int, int, int]]:
        """Per document dated in the range with a line on a tax account of
        ``output_types`` or ``input_types`` (recurring templates left out): (entry id,
        month YYYY-MM, output tax, its base, input tax, its base), micro-units. Output
        tax and its base (lines on ``revenue_types``) are credit minus debit; input tax
        and its base (lines on any account not of ``not_purchase_types``) debit minus
        credit."""

        def among(types: Sequence[str]) -> str:
            return "(" + ", ".join("'" + t.replace("'", "''") + "'" for t in types) + ")"

        taxed = among((*output_types, *input_types))
        rows = self.conn.execute(
            "SELECT l.entry_id, substr(min(l.day), 1, 7), "
            f"total(CASE WHEN a.type IN {among(output_types)} THEN l.credit - l.debit END), "
            f"total(CASE WHEN a.type IN {among(revenue_types)} THEN l.credit - l.debit END), "
            f"total(CASE WHEN a.type IN {among(input_types)} THEN l.debit - l.credit END), "
            f"total(CASE WHEN coalesce(a.type, '') NOT IN {among(not_purchase_types)} "
            "THEN l.debit - l.credit END) "
            "FROM lines AS l LEFT JOIN accounts AS a ON a.id = l.account_id "
            "WHERE l.entry_id IN (SELECT t.entry_id FROM lines AS t "
            "JOIN accounts AS ta ON ta.id = t.account_id "
            f"WHERE ta.type IN {taxed} AND t.day >= ? AND t.day <= ?{_posted(posted_only, 't.')}) "
            "AND l.entry_id NOT IN (SELECT id FROM entries WHERE is_template = 1) "
            "GROUP BY l.entry_id ORDER BY min(l.day), l.entry_id",
            (date_from, date_to),
        )
        return [(int(r[0]), r[1], int(r[2]), int(r[3]), int(r[4]), int(r[5])) for r in rows]

    def customer_balances(self) -> dict[int, int]:
        """Every customer's balance over all dates, posted and unposted (the service's
        figure), micro-units."""
        return {
            int(r[0]): int(r[1])
            for r in self.conn.execute(
                "SELECT party_id, sum(debit - credit) FROM party_months WHERE kind = ? "
                "GROUP BY party_id",
                (PARTY_CUSTOMER,),
            )
        }

    def server_customer_balances(self) -> dict[int, int]:
        """The service's own balance per customer at the last sync (micro-units)."""
        return {
            int(r[0]): int(r[1])
            for r in self.conn.execute(
                "SELECT id, server_balance FROM customers WHERE server_balance IS NOT NULL"
            )
        }

    def account_balances_by_type(
        self, types: Sequence[str], as_of: str, period_from: str, period_to: str, posted_only: bool
    ) -> dict[int, tuple[int, int, int]]:
        """Per account of these types: (balance as of, debits in period, credits in
        period), micro-units."""
        marks = ", ".join("?" * len(types))
        rows = self.conn.execute(
            "SELECT a.id, "
            "(SELECT coalesce(sum(debit - credit), 0) FROM account_days "
            f"WHERE account_id = a.id AND day <= ?{_posted(posted_only)}), "
            "(SELECT coalesce(sum(debit), 0) FROM account_days "
            f"WHERE account_id = a.id AND day >= ? AND day <= ?{_posted(posted_only)}), "
            "(SELECT coalesce(sum(credit), 0) FROM account_days "
            f"WHERE account_id = a.id AND day >= ? AND day <= ?{_posted(posted_only)}) "
            f"FROM accounts AS a WHERE a.type IN ({marks})",
            (as_of, period_from, period_to, period_from, period_to, *types),
        )
        return {int(r[0]): (int(r[1]), int(r[2]), int(r[3])) for r in rows}

    def account_daily_balance(
        self, account_ids: Sequence[int], date_from: str, date_to: str, posted_only: bool
    ) -> dict[str, int]:
        """Movements of these accounts per day in a range (micro-units)."""
        if not account_ids:
            return {}
        marks = ", ".join("?" * len(account_ids))
        return {
            r[0]: int(r[1])
            for r in self.conn.execute(
                f"SELECT day, sum(debit - credit) FROM account_days WHERE account_id IN ({marks}) "
                f"AND day >= ? AND day <= ?{_posted(posted_only)} GROUP BY day",
                (*account_ids, date_from, date_to),
            )
        }

    # documents
    def unposted(self) -> list[tuple[int, str, str, str, int, str, int | None]]:
        """(entry id, code, day, type, total debits micro, the code of the currency the
        document names or "", its total debits in that currency micro or None) of every
        unposted document, oldest first."""
        return [
            (
                int(r[0]),
                r[1] or "",
                r[2],
                r[3] or "",
                int(r[4]),
                r[5] or "",
                None if r[6] is None else int(r[6]),
            )
            for r in self.conn.execute(
                "SELECT e.id, coalesce(e.code, e.journal_code), e.day, e.type, e.total, c.code, "
                # Only the few documents that name a currency read their lines again.
                "CASE WHEN e.currency_id IS NOT NULL THEN (SELECT total(l.amount) FROM lines l "
                "WHERE l.entry_id = e.id AND l.debit > 0) END "
                "FROM entries AS e LEFT JOIN currencies AS c ON c.id = e.currency_id "
                "WHERE e.posted = 0 AND e.is_template = 0 ORDER BY e.day, e.id"
            )
        ]

    def unposted_count(self, day_from: str | None = None, day_to: str | None = None) -> int:
        """Unposted documents awaiting review (recurring templates are none), dated
        ``day_from``..``day_to`` (ISO, inclusive; None: no bound). Counted in the
        unposted documents' own index: a seventh of a million documents are unposted,
        and listing them to count a month's costs a tenth of a second."""
        return int(
            self.conn.execute(
                "SELECT count(*) FROM entries WHERE posted = 0 AND is_template = 0 "
                "AND day >= ? AND day <= ?",
                (day_from or "", day_to or "9999-12-31"),
            ).fetchone()[0]
        )

    def recent_entries(
        self,
        *,
        limit: int,
        day_from: str | None = None,
        day_to: str | None = None,
        posted_only: bool = False,
        code: str | None = None,
        paper_number: str | None = None,
        account_id: int | None = None,
        customer_id: int | None = None,
    ) -> list[CachedEntry]:
        """Documents newest first, at most ``limit``, with the journal-entry list's own
        filters (the list shows them offline): ``code`` and ``paper_number`` are contains
        matches, ignoring case; an account or customer matches a document with a line of
        it. Each carries its total debit in its own currency (the lines' amounts)."""
        where = ["1 = 1"]
        args: list[object] = []
        if day_from is not None:
            where.append("e.day >= ?")
            args.append(day_from)
        if day_to is not None:
            where.append("e.day <= ?")
            args.append(day_to)
        if posted_only:
            where.append("e.posted = 1")
        if code:
            where.append("instr(lower(coalesce(e.code, e.journal_code, '')), lower(?)) > 0")
            args.append(code)
        if paper_number:
            where.append("instr(lower(coalesce(e.paper_number, '')), lower(?)) > 0")
            args.append(paper_number)
        for column, value in (("account_id", account_id), ("customer_id", customer_id)):
            if value is not None:
                where.append(f"e.id IN (SELECT entry_id FROM lines WHERE {column} = ?)")
                args.append(value)
        rows = self.conn.execute(
            "SELECT e.id, e.code, e.journal_code, e.type, e.day, e.posted, e.paper_number, "
            "e.notes, e.is_system, e.is_template, e.related_code, "
            "(SELECT coalesce(sum(l.amount), 0) FROM lines l "
            " WHERE l.entry_id = e.id AND l.debit > 0), e.currency_id, coalesce(c.code, '') "
            "FROM entries e LEFT JOIN currencies AS c ON c.id = e.currency_id "
            f"WHERE {' AND '.join(where)} ORDER BY e.day DESC, e.id DESC LIMIT ?",
            (*args, limit),
        ).fetchall()
        return [
            CachedEntry(
                id=int(r[0]),
                code=r[1],
                journal_code=r[2],
                type=r[3],
                day=r[4],
                posted=bool(r[5]),
                paper_number=r[6],
                notes=r[7],
                is_system=bool(r[8]),
                is_template=bool(r[9]),
                related_code=r[10],
                total_debit=from_micro(int(r[11])),
                currency_id=None if r[12] is None else int(r[12]),
                currency_code=r[13],
            )
            for r in rows
        ]

    def entry(self, entry_id: int) -> tuple[str, str, str, bool] | None:
        """(code, day, type, posted) of one document, for a drill-down."""
        row = self.conn.execute(
            "SELECT coalesce(code, journal_code), day, type, posted FROM entries WHERE id = ?",
            (entry_id,),
        ).fetchone()
        return None if row is None else (row[0] or "", row[1], row[2] or "", bool(row[3]))

    def entry_lines(self, entry_id: int) -> list[LedgerLine]:
        rows = self.conn.execute(
            "SELECT l.id, l.entry_id, l.day, coalesce(e.code, e.journal_code, ''), "
            "coalesce(e.type, ''), l.posted, l.account_id, l.customer_id, l.debit, l.credit, "
            "l.comments FROM lines AS l JOIN entries AS e ON e.id = l.entry_id "
            "WHERE l.entry_id = ? ORDER BY l.number",
            (entry_id,),
        )
        return [
            LedgerLine(
                int(r[0]),
                int(r[1]),
                date.fromisoformat(r[2]),
                r[3],
                r[4],
                bool(r[5]),
                r[6],
                r[7],
                from_micro(r[8]),
                from_micro(r[9]),
                r[10],
            )
            for r in rows
        ]

    # stock
    def stock_values(self) -> list[tuple[int, int, int, int]]:
        """(warehouse id, stock item id, quantity micro, unit cost micro) of every
        non-zero stock record."""
        return [
            (int(r[0]), int(r[1]), int(r[2]), int(r[3] or 0))
            for r in self.conn.execute(
                "SELECT s.warehouse_id, s.stock_item_id, s.quantity, c.cost FROM stock AS s "
                "LEFT JOIN unit_costs AS c ON c.stock_item_id = s.stock_item_id "
                "WHERE s.quantity != 0 ORDER BY s.warehouse_id, s.stock_item_id"
            )
        ]

    # statements (profit and loss, balance sheet, cash flow)
    def account_month_sums(
        self, date_from: str, date_to: str, posted_only: bool
    ) -> dict[int, dict[str, int]]:
        """Per account and month (``YYYY-MM``) in a range: debits minus credits,
        micro-units. Recurring templates are not in ``lines`` (``write_entries``)."""
        sums: dict[int, dict[str, int]] = {}
        for account_id, month, amount in self.conn.execute(
            "SELECT account_id, substr(day, 1, 7) AS month, sum(debit - credit) "
            f"FROM account_days WHERE day >= ? AND day <= ?{_posted(posted_only)} "
            "GROUP BY account_id, month",
            (date_from, date_to),
        ):
            sums.setdefault(int(account_id), {})[month] = int(amount)
        return sums

    def account_balances(self, as_of: str, posted_only: bool) -> dict[int, int]:
        """Per account: debits minus credits of every line up to ``as_of``, micro-units."""
        return {
            int(r[0]): int(r[1])
            for r in self.conn.execute(
                "SELECT account_id, sum(debit - credit) FROM account_days WHERE day <= ?"
                f"{_posted(posted_only)} GROUP BY account_id",
                (as_of,),
            )
        }

    def lines_of_entries_touching(
        self, account_ids: Sequence[int], date_from: str, date_to: str, posted_only: bool
    ) -> list[tuple[int, int | None, int | None, int | None, int, int, int]]:
        """(entry id, account id, customer id, supplier id, debit, credit, amount) of every
        line of the documents in a range that have a line on one of ``account_ids``;
        ``amount`` is the line's in its document's currency (micro-units, unsigned)."""
        if not account_ids:
            return []
        marks = ", ".join("?" * len(account_ids))
        return [
            (int(r[0]), r[1], r[2], r[3], int(r[4]), int(r[5]), int(r[6]))
            for r in self.conn.execute(
                "SELECT entry_id, account_id, customer_id, supplier_id, debit, credit, amount "
                "FROM lines WHERE entry_id IN (SELECT entry_id FROM lines "
                f"WHERE account_id IN ({marks}) AND day >= ? AND day <= ?"
                f"{_posted(posted_only)}) ORDER BY entry_id, number",
                (*account_ids, date_from, date_to),
            )
        ]

    def recurring_templates(self) -> list[tuple[int, str, str, str, int, str | None]]:
        """(entry id, code, day, type, total debits micro, notes) of every recurring
        template: kept apart, they are no entries and count in no figure."""
        return [
            (int(r[0]), r[1] or "", r[2], r[3] or "", int(r[4]), r[5])
            for r in self.conn.execute(
                "SELECT id, coalesce(code, journal_code), day, type, total, notes FROM entries "
                "WHERE is_template = 1 ORDER BY day, id"
            )
        ]

    def account_other_names(self) -> dict[int, str]:
        """Each account's name in the chart's other language (Arabic), "" where none."""
        return {
            int(r[0]): r[1] or "" for r in self.conn.execute("SELECT id, other_name FROM accounts")
        }

    # sales from the books (sales summary, gross profit)
    def lines_of_entries_on(
        self, account_ids: Sequence[int], date_from: str, date_to: str, posted_only: bool
    ) -> list[tuple[int, str, str | None, int | None, int | None, int, int]]:
        """(entry id, day, the entry's related document code, account id, customer id,
        debit, credit) of every line of the documents dated in a range that have a line
        on one of ``account_ids``, micro-units."""
        if not account_ids:
            return []
        marks = ", ".join("?" * len(account_ids))
        return [
            (int(r[0]), r[1], r[2], r[3], r[4], int(r[5]), int(r[6]))
            for r in self.conn.execute(
                "SELECT l.entry_id, l.day, e.related_code, l.account_id, l.customer_id, "
                "l.debit, l.credit FROM lines AS l JOIN entries AS e ON e.id = l.entry_id "
                "WHERE l.entry_id IN (SELECT entry_id FROM lines "
                f"WHERE account_id IN ({marks}) AND day >= ? AND day <= ?"
                f"{_posted(posted_only)}) ORDER BY l.entry_id, l.number",
                (*account_ids, date_from, date_to),
            )
        ]

    def sales_documents(
        self, codes: Sequence[str] | None = None
    ) -> dict[str, tuple[int, str, str, str | None, int | None, int | None]]:
        """(id, type, day, status, customer, sales person) of the cached sales orders and
        returns by code (only ``codes`` when given)."""
        rows = self.conn.execute(
            "SELECT code, id, type, day, status, customer_id, sales_person_id FROM sales "
            "WHERE code IS NOT NULL"
        )
        wanted = None if codes is None else set(codes)
        return {
            r[0]: (int(r[1]), r[2], r[3], r[4], r[5], r[6])
            for r in rows
            if wanted is None or r[0] in wanted
        }

    def sales_lines_of(
        self, sale_ids: Sequence[int]
    ) -> dict[int, list[tuple[int | None, int | None, int, int]]]:
        """(stock item id, service item id, quantity micro, net micro) of each document's
        lines."""
        found: dict[int, list[tuple[int | None, int | None, int, int]]] = {}
        ids = list(dict.fromkeys(sale_ids))
        for start in range(0, len(ids), 500):  # SQLite's limit of bound values
            chunk = ids[start : start + 500]
            marks = ", ".join("?" * len(chunk))
            for r in self.conn.execute(
                "SELECT sale_id, stock_item_id, service_item_id, quantity, net FROM sales_lines "
                f"WHERE sale_id IN ({marks}) ORDER BY rowid",
                chunk,
            ):
                found.setdefault(int(r[0]), []).append((r[1], r[2], int(r[3]), int(r[4])))
        return found

    def sales_in(
        self, sale_type: str, date_from: str, date_to: str
    ) -> list[tuple[int, str, str, str | None, int | None, int | None, int, int]]:
        """(id, code, day, status, customer, sales person, net micro, tax micro) of the
        sales documents of one type (SO, SR) dated in a range."""
        return [
            (int(r[0]), r[1] or "", r[2], r[3], r[4], r[5], int(r[6]), int(r[7]))
            for r in self.conn.execute(
                "SELECT id, code, day, status, customer_id, sales_person_id, net, tax FROM sales "
                "WHERE type = ? AND day >= ? AND day <= ? ORDER BY day, id",
                (sale_type, date_from, date_to),
            )
        ]

    def work_orders_in(
        self, order_type: str, date_from: str | None = None, date_to: str | None = None
    ) -> list[tuple[int, str, str, str | None, int | None, int | None]]:
        """(id, code, day, related code, customer, sales person) of the cached issue
        offerings (IO) or return receipts (RR), in a range of days when given."""
        return [
            (int(r[0]), r[1] or "", r[2], r[3], r[4], r[5])
            for r in self.conn.execute(
                "SELECT id, code, day, related_code, customer_id, sales_person_id "
                "FROM work_orders WHERE type = ? AND day >= ? AND day <= ? ORDER BY day, id",
                (order_type, date_from or "0001-01-01", date_to or "9999-12-31"),
            )
        ]

    def work_order_lines_of(
        self, work_order_ids: Sequence[int]
    ) -> dict[int, list[tuple[int | None, int, int]]]:
        """(stock item id, quantity micro, value micro) of each work order's lines."""
        found: dict[int, list[tuple[int | None, int, int]]] = {}
        ids = list(dict.fromkeys(work_order_ids))
        for start in range(0, len(ids), 500):
            chunk = ids[start : start + 500]
            marks = ", ".join("?" * len(chunk))
            for r in self.conn.execute(
                "SELECT work_order_id, stock_item_id, quantity, value FROM work_order_lines "
                f"WHERE work_order_id IN ({marks}) ORDER BY rowid",
                chunk,
            ):
                found.setdefault(int(r[0]), []).append((r[1], int(r[2]), int(r[3])))
        return found

    def cost_by_related_code(self, account_types: Sequence[str]) -> dict[str, int]:
        """Debits minus credits on accounts of ``account_types`` (COGS) of the entries
        made for another document, by that document's code (an issue's or a return
        receipt's system entry), micro-units."""
        marks = ", ".join("?" * len(account_types))
        return {
            r[0]: int(r[1])
            for r in self.conn.execute(
                "SELECT e.related_code, total(l.debit - l.credit) FROM lines AS l "
                "JOIN entries AS e ON e.id = l.entry_id "
                "JOIN accounts AS a ON a.id = l.account_id "
                f"WHERE e.related_code IS NOT NULL AND a.type IN ({marks}) "
                "GROUP BY e.related_code",
                tuple(account_types),
            )
        }

    def unit_costs(self) -> dict[int, int]:
        """Each stock item's average cost at the last sync, micro-units."""
        return {
            int(r[0]): int(r[1])
            for r in self.conn.execute("SELECT stock_item_id, cost FROM unit_costs")
        }


# What the sync asks of the cache while it decides what to read again and what to drop.
EARLIEST_DAY = "1900-01-01"


def cached_sales(
    conn: sqlite3.Connection, ids: Sequence[int]
) -> dict[int, tuple[str, str | None, int | None, int | None, int, int]]:
    """The cached copy of these sales documents by id: (day, status, customer id, sales
    person id, net and tax in micro-units), to tell which of a fresh read changed."""
    if not ids:
        return {}
    marks = ", ".join("?" * len(ids))
    return {
        int(r[0]): (r[1], r[2], r[3], r[4], int(r[5]), int(r[6]))
        for r in conn.execute(
            f"SELECT id, day, status, customer_id, sales_person_id, net, tax FROM sales "
            f"WHERE id IN ({marks})",
            list(ids),
        )
    }


def day_after_count(conn: sqlite3.Connection, day_from: str, day_to: str, count: int) -> str | None:
    """The day of the cached document ``count`` places after ``day_from`` (day order) and
    before ``day_to`` inclusive, less a day: the last day a slice of ``count`` documents
    reads whole; None when fewer documents remain."""
    row = conn.execute(
        "SELECT day FROM entries WHERE day >= ? AND day <= ? ORDER BY day LIMIT 1 OFFSET ?",
        (day_from, day_to, count),
    ).fetchone()
    if row is None:
        return None
    return (date.fromisoformat(row[0]) - timedelta(days=1)).isoformat()


# The tables a trailing window is measured in (the name goes into the query text).
WINDOW_TABLES = frozenset({"entries", "sales", "work_orders"})


def window_start_day(
    conn: sqlite3.Connection, table: str, capacity: int, today: date
) -> date | None:
    """The first day of a trailing window of at most ``capacity`` cached documents of
    ``table``: the day after the one the newest ``capacity`` documents reach back to (a
    day is in the window whole or not at all), never later than ``today`` (a day of more
    documents than that is read whole); None when the table holds no more than that."""
    if table not in WINDOW_TABLES:
        raise ValueError(f"no trailing window over {table!r}")
    row = conn.execute(
        f"SELECT day FROM {table} ORDER BY day DESC LIMIT 1 OFFSET ?", (capacity,)
    ).fetchone()
    if row is None:
        return None
    return min(date.fromisoformat(row[0]) + timedelta(days=1), today)


def entry_count(conn: sqlite3.Connection, date_from: date | None, date_to: date) -> int:
    """How many accounting documents the cache holds from ``date_from`` (the beginning when
    None) to ``date_to`` inclusive."""
    return int(
        conn.execute(
            "SELECT count(*) FROM entries WHERE day >= ? AND day <= ?",
            (date_from.isoformat() if date_from else EARLIEST_DAY, date_to.isoformat()),
        ).fetchone()[0]
    )


def earliest_entry_day(conn: sqlite3.Connection) -> date | None:
    """The day of the oldest cached accounting document; None when the cache holds none."""
    value = conn.execute("SELECT min(day) FROM entries").fetchone()[0]
    return None if value is None else date.fromisoformat(value)


def unseen_entries_of_customer(
    conn: sqlite3.Connection, stamp: str, customer_id: int
) -> list[tuple[int, str | None]]:
    """(id, code) of the cached documents with a line of this customer that the read
    stamped ``stamp`` did not see: deleted on the server, or moved to another customer."""
    return [
        (int(r[0]), r[1])
        for r in conn.execute(
            "SELECT id, coalesce(code, journal_code) FROM entries WHERE seen != ? AND id IN "
            "(SELECT entry_id FROM lines WHERE customer_id = ?)",
            (stamp, customer_id),
        )
    ]


def delete_entry(conn: sqlite3.Connection, entry_id: int) -> None:
    """Drop one cached accounting document and its lines (the totals follow by trigger)."""
    conn.execute("DELETE FROM lines WHERE entry_id = ?", (entry_id,))
    conn.execute("DELETE FROM entries WHERE id = ?", (entry_id,))


def names_unknown_records(conn: sqlite3.Connection) -> bool:
    """Whether a cached line names an account, or a sale a sales person, that the cache
    does not hold (created since the last full run)."""
    row = conn.execute(
        "SELECT EXISTS (SELECT 1 FROM account_days WHERE account_id NOT IN "
        "(SELECT id FROM accounts)) OR EXISTS (SELECT 1 FROM sales WHERE sales_person_id "
        "IS NOT NULL AND sales_person_id NOT IN (SELECT id FROM sales_persons))"
    ).fetchone()
    return bool(row[0])


def known_warehouses(conn: sqlite3.Connection) -> dict[int, tuple[int, str | None, str | None]]:
    """The cached warehouses by id: (id, code, name), as the warehouse table is written."""
    return {
        int(r[0]): (int(r[0]), r[1], r[2])
        for r in conn.execute("SELECT id, code, name FROM warehouses")
    }


def known_return_codes(conn: sqlite3.Connection) -> set[str]:
    """The codes of the cached sales returns."""
    return {r[0] for r in conn.execute("SELECT code FROM sales WHERE type = 'SR'") if r[0]}
