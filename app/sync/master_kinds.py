"""Outbox kinds for brands and stock-item classifications: creates only (the API has no
update or delete for either), found again after a lost answer by their unique key.

- A brand by its name: the server refuses a second brand with the same name (ignoring
  case, compared as sent, untrimmed), so one brand with exactly the name sent is ours.
- A classification by its code, unique in the stock-item tree (ignoring case, stored
  trimmed), under the parent sent: that node is ours; the code under another parent is
  someone else's node, which only a person can sort out.
"""

from __future__ import annotations

from app.api.client import ApiClient
from app.models.brands import BrandUpsertRequest
from app.models.classifications import StockItemClassificationUpsertRequest
from app.store.outbox import OutboxItem
from app.sync.outbox import Found, LookupResult, OutboxKind


async def _send_brand(client: ApiClient, item: OutboxItem) -> str:
    return str((await client.brands.create(BrandUpsertRequest.model_validate(item.payload))).id)


async def _find_brand(client: ApiClient, item: OutboxItem) -> LookupResult:
    name = str(item.payload["name"])
    # The list's name filter is a trimmed contains match: narrow with it, then compare.
    same = [
        brand
        async for brand in client.brands.iterate(name=name.strip() or None)
        if brand.name.casefold() == name.casefold()
    ]
    if len(same) == 1:
        return str(same[0].id)
    return Found.ABSENT if not same else Found.UNDECIDABLE


async def _send_classification(client: ApiClient, item: OutboxItem) -> str:
    request = StockItemClassificationUpsertRequest.model_validate(item.payload)
    return str((await client.classifications.create_stock_item(request)).id)


async def _find_classification(client: ApiClient, item: OutboxItem) -> LookupResult:
    code = str(item.payload["code"]).strip().casefold()
    parent_id = int(item.payload["parentId"])
    same = [
        node
        async for node in client.classifications.iterate_stock_items()
        if node.code.strip().casefold() == code
    ]
    if not same:
        return Found.ABSENT
    ours = [node for node in same if node.parent_id == parent_id]
    return str(ours[0].id) if len(ours) == 1 and len(same) == 1 else Found.UNDECIDABLE


BRAND = OutboxKind("brand", _send_brand, _find_brand)
CLASSIFICATION = OutboxKind("classification", _send_classification, _find_classification)
MASTER_KINDS = (BRAND, CLASSIFICATION)
