"""Stock items written straight into a profile's cache (as the sync would), for list tests
and the 100,000-item window benchmark."""

from __future__ import annotations

import json
from collections.abc import Iterator

from app.store.local import LocalStore
from app.store.reference_cache import ReferenceCache, RowColumns

WORDS = (
    "Cable",
    "Charger",
    "Phone",
    "Laptop",
    "Screen",
    "Mouse",
    "Keyboard",
    "Router",
    "Printer",
    "Toner",
    "Battery",
    "Adapter",
    "Speaker",
    "Camera",
    "Tablet",
    "Switch",
    "Drive",
    "Card",
)
ARABIC = ("كابل", "شاحن", "هاتف", "حاسوب", "شاشة", "فأرة", "لوحة", "موجه", "طابعة")


def item_payload(number: int) -> dict[str, object]:
    """A plausible item's wire JSON (``StockItemResponse``), different for each number."""
    word = WORDS[number % len(WORDS)]
    other = WORDS[(number // len(WORDS)) % len(WORDS)]
    return {
        "id": number,
        "code": f"{number:06d}",
        "sku": f"GEN-{number:06d}",
        "partNumber": f"PN-{(number * 7919) % 1_000_003:07d}",
        "externalId": f"EXT-{number}" if number % 3 == 0 else None,
        "description": f"{word} {other} model {number}",
        "otherLangDescription": f"{ARABIC[number % len(ARABIC)]} {number}",
        "classificationId": 100 + number % 12,
        "classificationCode": f"C{number % 12:02d}",
        "price": str(round(5 + (number * 37) % 5000 + (number % 100) / 100, 2)),
        "isActive": number % 20 != 0,
        "isGroupingItem": False,
        "updateDate": "2024-05-01T10:00:00Z",
        "childItems": [],
        "unitOfMeasures": [],
    }


def _rows(first: int, count: int) -> Iterator[tuple[RowColumns, str]]:
    for number in range(first, first + count):
        payload = item_payload(number)
        yield (
            RowColumns(
                id=number,
                code=str(payload["code"]),
                name=str(payload["description"]),
                is_active=bool(payload["isActive"]),
                updated_at=str(payload["updateDate"]),
                search=(
                    str(payload["code"]),
                    str(payload["sku"]),
                    str(payload["partNumber"]),
                    str(payload["description"]),
                    str(payload["otherLangDescription"]),
                ),
            ),
            json.dumps(payload),
        )


def seed_items(store: LocalStore, count: int, *, first: int = 1) -> None:
    """``count`` items in the store's cache, with a finished full sync recorded."""
    with store.transaction() as conn:
        rows = list(_rows(first, count))
        for start in range(0, len(rows), 5000):
            ReferenceCache.upsert(conn, "stock_items", rows[start : start + 5000], "seed")
        ReferenceCache.record_sync(
            conn, "stock_items", finished_at="2024-05-01T10:00:00Z", cursor=None, full=True
        )
