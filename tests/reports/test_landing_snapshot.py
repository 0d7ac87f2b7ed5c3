"""The landing dashboard's kept figures (``app.reports.landing_snapshot``): drawn by the
next start only while they are exactly what the engine computes from the cache now.

Over the demo company's synced books: figures kept at the cache's revision come back
equal to the engine's (every amount, row and currency); anything that changes the cache
(a sync, a write), another day, period or program version, or a damaged file, and they
are not used, never an error. The company's currency is kept whatever the figures.
"""

from __future__ import annotations

import json
from datetime import date
from pathlib import Path

from app.api.client import ApiClient
from app.reports.engine import dashboard
from app.reports.figures import Dashboard, figures_from_json, figures_to_json
from app.reports.landing_snapshot import (
    FiguresKey,
    read_kept_figures,
    snapshot_path,
    write_kept_figures,
)
from app.store.ledger import LedgerStore
from app.store.ledger_status import cache_state
from app.sync.ledger import LedgerSync

DAY = date(2026, 12, 1)
PERIOD = "this-month"
PROGRAM = "9.9.9"


def _figures(ledger: LedgerStore, day: date = DAY) -> tuple[FiguresKey, Dashboard]:
    """The engine's figures of the month to ``day`` and the key they were computed at."""
    books = ledger.books()
    key = FiguresKey(cache_state(books.conn), day, PERIOD, PROGRAM)
    return key, dashboard(books, day, (day.replace(day=1), day))


def _read(ledger: LedgerStore, day: date = DAY, program: str = PROGRAM) -> Dashboard | None:
    return read_kept_figures(ledger.path, day=day, period=PERIOD, program=program).figures


async def test_kept_figures_are_the_engines_until_the_cache_changes(
    client: ApiClient, ledger: LedgerStore
) -> None:
    await LedgerSync(client, ledger).sync()
    key, figures = _figures(ledger)
    assert key.cache.known, "a sync gives the cache a revision"
    assert figures.cash_accounts and any(row.currency for row in figures.cash_accounts)
    write_kept_figures(ledger.path, key, figures, "EGP")

    kept = read_kept_figures(ledger.path, day=DAY, period=PERIOD, program=PROGRAM)
    assert kept.figures == figures  # every amount, row, currency and day
    assert kept.home_currency == "EGP"
    assert kept.status is not None and kept.status.as_of == ledger.status().as_of
    # Not this day's, period's or program's: computed again.
    assert _read(ledger, day=date(2026, 12, 2)) is None
    assert (
        read_kept_figures(ledger.path, day=DAY, period="this-year", program=PROGRAM).figures is None
    )
    assert _read(ledger, program="9.9.10") is None

    # Any sync writes the cache (if only its "as of"): the kept figures are not its own.
    await LedgerSync(client, ledger).sync()
    assert _read(ledger) is None
    gone = read_kept_figures(ledger.path, day=DAY, period=PERIOD, program=PROGRAM)
    assert gone.home_currency == "EGP", "the company's currency outlives the figures"

    key, figures = _figures(ledger)
    write_kept_figures(ledger.path, key, figures, "EGP")
    assert _read(ledger) == figures
    with ledger.transaction() as conn:  # any other write through the store
        conn.execute("UPDATE customers SET name = name || ' (renamed)'")
    assert _read(ledger) is None

    # Only the sync's note that the server was out of reach leaves the figures current.
    key, figures = _figures(ledger)
    write_kept_figures(ledger.path, key, figures, "EGP")
    LedgerSync(client, ledger).note_unreachable("ConnectError()")
    assert _read(ledger) == figures
    kept = read_kept_figures(ledger.path, day=DAY, period=PERIOD, program=PROGRAM)
    assert kept.status is not None and kept.status.offline


async def test_a_damaged_or_foreign_file_is_no_figures(
    client: ApiClient, ledger: LedgerStore
) -> None:
    await LedgerSync(client, ledger).sync()
    key, figures = _figures(ledger)
    path = snapshot_path(ledger.path)
    assert path.name == "profile.landing.json"
    for text in ("", "{", "[]", json.dumps({"format": 99, "homeCurrency": "EGP"})):
        path.write_text(text, encoding="utf-8")
        assert _read(ledger) is None
    write_kept_figures(ledger.path, key, figures, "EGP")
    raw = json.loads(path.read_text(encoding="utf-8"))
    raw["figures"]["cash_total"] = 12.5  # an amount as a float: not ours
    path.write_text(json.dumps(raw), encoding="utf-8")
    assert _read(ledger) is None
    del raw["figures"]["cash_total"]
    path.write_text(json.dumps(raw), encoding="utf-8")
    assert _read(ledger) is None


def test_a_cache_without_a_revision_keeps_no_figures(tmp_path: Path) -> None:
    """A cache written before revisions (or never synced) has none: its figures could
    not be told current later, so none are kept."""
    store = LedgerStore(tmp_path / "old.ledger.sqlite3")
    try:
        key, figures = _figures(store)
        assert not key.cache.known
        write_kept_figures(store.path, key, figures, "SAR")
        kept = read_kept_figures(store.path, day=DAY, period=PERIOD, program=PROGRAM)
        assert kept.figures is None and kept.home_currency == "SAR"
    finally:
        store.close()
    missing = read_kept_figures(
        tmp_path / "none.ledger.sqlite3", day=DAY, period=PERIOD, program="1"
    )
    assert missing.figures is None and missing.status is None


async def test_the_json_is_exact(client: ApiClient, ledger: LedgerStore) -> None:
    """Amounts keep every digit (no float on the way), tuples and dates come back."""
    await LedgerSync(client, ledger).sync()
    _key, figures = _figures(ledger)
    raw = json.loads(json.dumps(figures_to_json(figures)))
    assert raw["cash_total"] == str(figures.cash_total)
    assert raw["period_from"] == "2026-12-01"
    again = figures_from_json(raw)
    assert again == figures
    assert again.sales_by_month == figures.sales_by_month
