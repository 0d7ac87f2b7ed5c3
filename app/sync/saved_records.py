"""A record the server just confirmed goes into the reference cache in the same step.

Pickers, Ctrl+K, the next suggested code, the import preview and the lists all read the
cache, which the reference sync refreshes every few minutes. A record a clerk has just
saved must not wait for that: the server's answer to a save (an editor's, or the outbox's
when it sends a save later) is written into the cache at once, in the shape the sync
writes (``app.sync.sources``), so the next sync finds it there and only refreshes it.
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from dataclasses import dataclass
from typing import Any

from pydantic import BaseModel

from app.api.client import ApiClient
from app.store.local import LocalStore
from app.store.outbox import OutboxItem, OutboxState
from app.store.reference_cache import ReferenceCache
from app.sync.reference import ListSource
from app.sync.sources import BRANDS, CUSTOMERS, SALES_PERSONS, SERVICE_ITEMS, STOCK_ITEMS, TAXES

SAVED_BY_CLERK = "saved-by-clerk"
"""The ``seen_at`` stamp of a row written on save (the next sync's run stamps it again)."""


@dataclass(frozen=True)
class CachedKind:
    """An outbox kind whose records are in a cached list: which list, how to read one."""

    source: ListSource
    read: Callable[[ApiClient, int], Awaitable[BaseModel]]


CACHED_KINDS: dict[str, CachedKind] = {
    "tax": CachedKind(TAXES, lambda client, key: client.taxes.get(key)),
    "customer": CachedKind(CUSTOMERS, lambda client, key: client.customers.get(key)),
    "stock_item": CachedKind(STOCK_ITEMS, lambda client, key: client.stock_items.get(key)),
    "service_item": CachedKind(SERVICE_ITEMS, lambda client, key: client.service_items.get(key)),
    "sales_person": CachedKind(SALES_PERSONS, lambda client, key: client.sales_persons.get(key)),
    "brand": CachedKind(BRANDS, lambda client, key: client.brands.get(key)),
}
"""Outbox kind -> its cached list (documents are not cached: they are read when opened)."""


def remember_saved(store: LocalStore, kind: str, record: Any) -> bool:
    """Write ``record`` (the server's copy just saved) into its cached list; False when
    ``kind`` has none. Grouping stock items are left out: the API's default list (what the
    sync reads) has none, so the next full sync would drop them again."""
    cached = CACHED_KINDS.get(kind)
    if cached is None or not isinstance(record, BaseModel):
        return False
    if getattr(record, "is_grouping_item", False):
        return False
    row = (cached.source.columns(record), record.model_dump_json(by_alias=True))
    with store.transaction() as conn:
        ReferenceCache.upsert(conn, cached.source.name, [row], SAVED_BY_CLERK)
    return True


def confirmed_save(item: OutboxItem) -> int | None:
    """The server id of a confirmed create or update of a cached kind, else None."""
    if item.state is not OutboxState.CONFIRMED or item.kind not in CACHED_KINDS:
        return None
    if item.operation not in ("create", "update"):
        return None
    key = str(item.server_key or item.target or "")
    return int(key) if key.isdigit() else None


async def remember_confirmed(client: ApiClient, store: LocalStore, item: OutboxItem) -> bool:
    """A row the outbox confirmed (sent later, with no editor to read it back): read the
    record and write it into the cache. False when the row is not a cached kind."""
    record_id = confirmed_save(item)
    if record_id is None:
        return False
    record = await CACHED_KINDS[item.kind].read(client, record_id)
    return remember_saved(store, item.kind, record)
