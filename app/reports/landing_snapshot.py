"""The landing dashboard's figures kept beside the ledger cache, for the next start.

A start with a kept ledger cache shows the dashboard before anything else. Computing it
means loading the cache's module and the engine and reading the cache: most of what a
second start spends on the way to its first figures. So each time the landing dashboard
has computed its figures, they are written beside the cache (``<stem>.landing.json``)
with what they were computed from: the cache's revision (``app.store.ledger_status``:
every transaction that changes the cache's contents gives it a new one), the day, the
period and this program's version. The next start reads the cache's revision with one
small query; where everything still matches, the kept figures are exactly those the
engine would compute now, and are drawn as they are. Where anything differs, they are
not used: the figures are computed from the cache as before.

The company's currency (the profile's company details, known only once the session has
opened its store) is kept too, whatever the figures: the cards of a cache with accounts in
other currencies say their totals' currency from the first drawing.
"""

from __future__ import annotations

import json
import logging
from dataclasses import dataclass
from datetime import date
from pathlib import Path
from typing import Any

from app.files import write_text_whole
from app.reports.figures import Dashboard, figures_from_json, figures_to_json
from app.store.ledger_status import CacheState, SyncStatus, peek

log = logging.getLogger(__name__)

FORMAT = 1
"""Of the file; a file of another format is not read."""


@dataclass(frozen=True)
class FiguresKey:
    """What kept figures were computed from: all of it must match for them to be used."""

    cache: CacheState
    day: date
    period: str
    program: str

    def as_json(self) -> dict[str, Any]:
        return {
            "schema": self.cache.schema,
            "revision": self.cache.revision,
            "day": self.day.isoformat(),
            "period": self.period,
            "program": self.program,
        }


@dataclass(frozen=True)
class KeptFigures:
    """What a start finds beside the ledger cache."""

    figures: Dashboard | None
    """The figures, where they are current (else None: compute them)."""
    status: SyncStatus | None
    """The cache's freshness now (None: the cache could not be read here)."""
    home_currency: str
    """The company's currency as the last session knew it ("" where none has yet)."""
    key: FiguresKey | None = None
    """What ``figures`` were computed from (None with no figures)."""


def snapshot_path(ledger: Path) -> Path:
    """``demo.ledger.sqlite3`` -> ``demo.landing.json``."""
    stem = ledger.name.removesuffix(".sqlite3").removesuffix(".ledger")
    return ledger.with_name(f"{stem}.landing.json")


def read_kept_figures(ledger: Path, *, day: date, period: str, program: str) -> KeptFigures:
    """The kept figures of the cache at ``ledger`` for ``day`` and ``period``, when they are
    still current; a missing, damaged or foreign file is no figures, never an error."""
    seen = peek(ledger)
    status = seen[1] if seen is not None else None
    raw = _read(snapshot_path(ledger))
    currency = raw.get("homeCurrency") if raw is not None else None
    home_currency = currency if isinstance(currency, str) else ""
    if raw is None or seen is None or not seen[0].known:
        return KeptFigures(None, status, home_currency)
    key = FiguresKey(seen[0], day, period, program)
    figures = raw.get("figures")
    if raw.get("key") != key.as_json() or not isinstance(figures, dict):
        return KeptFigures(None, status, home_currency)
    try:
        return KeptFigures(figures_from_json(figures), status, home_currency, key)
    except ValueError as exc:
        log.warning("kept dashboard figures not read: %s", exc)
        return KeptFigures(None, status, home_currency)


def write_kept_figures(
    ledger: Path, key: FiguresKey | None, figures: Dashboard | None, home_currency: str
) -> None:
    """Keeps ``figures`` (computed at ``key``) and the company's currency beside the cache,
    replacing the file whole; figures of an unknown revision are not kept. A failure to
    write is logged: the next start computes its figures, as it would without the file."""
    path = snapshot_path(ledger)
    content: dict[str, Any] = {"format": FORMAT, "homeCurrency": home_currency}
    if key is not None and key.cache.known and figures is not None:
        content["key"] = key.as_json()
        content["figures"] = figures_to_json(figures)
    try:
        write_text_whole(path, json.dumps(content, separators=(",", ":")))
    except OSError as exc:
        log.warning("kept dashboard figures not written to %s: %s", path, exc)


def _read(path: Path) -> dict[str, Any] | None:
    try:
        raw = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return None
    if not isinstance(raw, dict) or raw.get("format") != FORMAT:
        return None
    return raw
