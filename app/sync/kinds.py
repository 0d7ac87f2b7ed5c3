"""How each kind of outbox row is sent and found again after an unknown outcome.

The lookup uses the best key the spec allows for each kind: a tax by its unique name;
customers, stock items, service items and sales persons by the exact externalId the create
sent (``app.sync.markers`` derives it from the row's client reference when the clerk gave
none); documents as ``app.sync.document_kinds`` describes.
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from dataclasses import dataclass
from typing import Any

from pydantic import BaseModel

from app.api.client import ApiClient
from app.models.customers import CustomerCreateRequest, CustomerUpsertRequest
from app.models.sales_persons import EXTERNAL_ID_MAX_LENGTH as SALES_PERSON_EXTERNAL_ID_MAX
from app.models.sales_persons import SalesPersonUpsertRequest
from app.models.service_items import EXTERNAL_ID_MAX_LENGTH as SERVICE_ITEM_EXTERNAL_ID_MAX
from app.models.service_items import ServiceItemUpsertRequest
from app.models.stock_items import EXTERNAL_ID_MAX as STOCK_ITEM_EXTERNAL_ID_MAX
from app.models.stock_items import StockItemCreateRequest, StockItemUpdateRequest
from app.models.taxes import TaxUpsertRequest
from app.store.outbox import OutboxItem
from app.sync.document_kinds import DOCUMENT_KINDS
from app.sync.markers import same_text, with_external_id
from app.sync.master_kinds import MASTER_KINDS
from app.sync.outbox import ChangedOnServer, Found, LookupResult, OutboxKind, changed_fields

CUSTOMER_EXTERNAL_ID_MAX = 50
"""The spec's limit on a customer's externalId (the model checks the same)."""


async def _send_tax(client: ApiClient, item: OutboxItem) -> str:
    request = TaxUpsertRequest.from_frozen(item.payload)
    if item.operation == "update" and item.target is not None:
        tax_id = int(item.target)
        if item.base is not None:
            # A full replace with no version on the wire: re-read, and never overwrite a
            # change the clerk has not seen.
            current = (await client.taxes.get(tax_id)).model_dump(mode="json", by_alias=True)
            changed = changed_fields(item.base, current)
            if changed:
                raise ChangedOnServer(current, changed)
        return str((await client.taxes.update(tax_id, request)).id)
    return str((await client.taxes.create(request)).id)


async def _find_tax(client: ApiClient, item: OutboxItem) -> LookupResult:
    """Tax names are unique in an organization: a tax with the name is the one we sent
    (if it existed before, the create could not have made a second one)."""
    name = str(item.payload["name"]).strip()
    if item.operation == "update" and item.target is not None:
        # A full replace is safe to repeat: send it again.
        return Found.ABSENT
    same = [tax async for tax in client.taxes.iterate(name=name)]
    exact = [tax for tax in same if tax.name.strip().casefold() == name.casefold()]
    if len(exact) == 1:
        return str(exact[0].id)
    return Found.ABSENT if not exact else Found.UNDECIDABLE


TAX = OutboxKind("tax", _send_tax, _find_tax)


# -- master data: customers, stock items, service items, sales persons ---------------------


@dataclass(frozen=True)
class _Candidate:
    """A record a lookup found: its id and the unique name the create sent."""

    id: int
    name: str | None


@dataclass(frozen=True)
class _MasterData:
    """What differs between the master-data kinds; ``send`` and ``find`` are shared.

    - ``create``/``update`` parse the frozen payload into the request model and call the
      typed client, returning the record's id;
    - ``get`` re-reads a record for the ChangedOnServer check (wire names);
    - ``by_external_id`` lists the records whose externalId is exactly the value;
    - ``name_field`` is the wire name of the unique text the server refuses twice
      (``DupplicatedName``), used to tell a clerk's reused external id apart.
    """

    name: str
    max_external_id: int
    name_field: str
    create: Callable[[ApiClient, dict[str, Any]], Awaitable[int]]
    update: Callable[[ApiClient, int, dict[str, Any]], Awaitable[int]]
    get: Callable[[ApiClient, int], Awaitable[dict[str, Any]]]
    by_external_id: Callable[[ApiClient, str], Awaitable[list[_Candidate]]]

    async def send(self, client: ApiClient, item: OutboxItem) -> str:
        if item.operation == "update" and item.target is not None:
            record_id = int(item.target)
            if item.base is not None:
                # A full replace with no version on the wire: re-read, and never
                # overwrite a change the clerk has not seen.
                current = await self.get(client, record_id)
                changed = changed_fields(item.base, current)
                if changed:
                    raise ChangedOnServer(current, changed)
            return str(await self.update(client, record_id, item.payload))
        payload, _ = with_external_id(item.payload, item.client_reference, self.max_external_id)
        return str(await self.create(client, payload))

    async def find(self, client: ApiClient, item: OutboxItem) -> LookupResult:
        """By the exact externalId the create sent.

        Our own ``BOD-`` id is unique by construction: one match is the record, none
        proves it absent, several cannot happen unless someone copied it (UNDECIDABLE).
        A clerk's own external id may already be on an older record (only customers'
        external ids are unique on the server), so a match must also carry the unique
        name we sent; a match with another name may be ours renamed by the server's
        clean-up (special characters removed), which only a person can tell.
        """
        if item.operation == "update" and item.target is not None:
            return Found.ABSENT  # a full replace is safe to repeat: send it again
        payload, ours = with_external_id(item.payload, item.client_reference, self.max_external_id)
        external_id = str(payload["externalId"]).strip()
        found = await self.by_external_id(client, external_id)
        if not ours:
            sent_name = str(payload.get(self.name_field) or "")
            named = [one for one in found if same_text(one.name, sent_name)]
            if len(named) == 1:
                return str(named[0].id)
            return Found.ABSENT if not found else Found.UNDECIDABLE
        if len(found) == 1:
            return str(found[0].id)
        return Found.ABSENT if not found else Found.UNDECIDABLE

    def kind(self) -> OutboxKind:
        return OutboxKind(self.name, self.send, self.find)


def _wire(model: BaseModel) -> dict[str, Any]:
    return model.model_dump(mode="json", by_alias=True)


async def _create_customer(client: ApiClient, payload: dict[str, Any]) -> int:
    return (await client.customers.create(CustomerCreateRequest.model_validate(payload))).id


async def _update_customer(client: ApiClient, record_id: int, payload: dict[str, Any]) -> int:
    request = CustomerUpsertRequest.from_frozen(payload)
    return (await client.customers.update(record_id, request)).id


async def _get_customer(client: ApiClient, record_id: int) -> dict[str, Any]:
    return _wire(await client.customers.get(record_id))


async def _customers_by_external_id(client: ApiClient, external_id: str) -> list[_Candidate]:
    # The find-by-external-ids call is exact and lists inactive customers too (the list's
    # externalId filter is exact as well, but data permissions could hide a new customer).
    found = await client.customers.find_by_external_ids([external_id])
    return [_Candidate(one.id, one.name) for one in found if one.external_id == external_id]


async def _create_stock_item(client: ApiClient, payload: dict[str, Any]) -> int:
    return (await client.stock_items.create(StockItemCreateRequest.model_validate(payload))).id


async def _update_stock_item(client: ApiClient, record_id: int, payload: dict[str, Any]) -> int:
    request = StockItemUpdateRequest.from_frozen(payload)
    return (await client.stock_items.update(record_id, request)).id


async def _get_stock_item(client: ApiClient, record_id: int) -> dict[str, Any]:
    return _wire(await client.stock_items.get(record_id))


async def _stock_items_by_external_id(client: ApiClient, external_id: str) -> list[_Candidate]:
    # An externalId lookup is exact and returns every match at once, inactive included.
    return [
        _Candidate(one.id, one.description)
        async for one in client.stock_items.iterate(external_id=external_id)
        if one.external_id == external_id
    ]


async def _create_service_item(client: ApiClient, payload: dict[str, Any]) -> int:
    request = ServiceItemUpsertRequest.model_validate(payload)
    return (await client.service_items.create(request)).id


async def _update_service_item(client: ApiClient, record_id: int, payload: dict[str, Any]) -> int:
    request = ServiceItemUpsertRequest.from_frozen(payload)
    return (await client.service_items.update(record_id, request)).id


async def _get_service_item(client: ApiClient, record_id: int) -> dict[str, Any]:
    return _wire(await client.service_items.get(record_id))


async def _service_items_by_external_id(client: ApiClient, external_id: str) -> list[_Candidate]:
    return [
        _Candidate(one.id, one.description)
        async for one in client.service_items.iterate(external_id=external_id)
        if one.external_id == external_id
    ]


async def _create_sales_person(client: ApiClient, payload: dict[str, Any]) -> int:
    request = SalesPersonUpsertRequest.model_validate(payload)
    return (await client.sales_persons.create(request)).id


async def _update_sales_person(client: ApiClient, record_id: int, payload: dict[str, Any]) -> int:
    request = SalesPersonUpsertRequest.from_frozen(payload)
    return (await client.sales_persons.update(record_id, request)).id


async def _get_sales_person(client: ApiClient, record_id: int) -> dict[str, Any]:
    return _wire(await client.sales_persons.get(record_id))


async def _sales_persons_by_external_id(client: ApiClient, external_id: str) -> list[_Candidate]:
    # The list's externalId filter is exact and lists external and inactive persons too.
    return [
        _Candidate(one.id, one.name)
        async for one in client.sales_persons.iterate(external_id=external_id)
        if one.external_id == external_id
    ]


CUSTOMER = _MasterData(
    "customer",
    CUSTOMER_EXTERNAL_ID_MAX,
    "name",
    _create_customer,
    _update_customer,
    _get_customer,
    _customers_by_external_id,
).kind()
STOCK_ITEM = _MasterData(
    "stock_item",
    STOCK_ITEM_EXTERNAL_ID_MAX,
    "description",
    _create_stock_item,
    _update_stock_item,
    _get_stock_item,
    _stock_items_by_external_id,
).kind()
SERVICE_ITEM = _MasterData(
    "service_item",
    SERVICE_ITEM_EXTERNAL_ID_MAX,
    "description",
    _create_service_item,
    _update_service_item,
    _get_service_item,
    _service_items_by_external_id,
).kind()
SALES_PERSON = _MasterData(
    "sales_person",
    SALES_PERSON_EXTERNAL_ID_MAX,
    "name",
    _create_sales_person,
    _update_sales_person,
    _get_sales_person,
    _sales_persons_by_external_id,
).kind()

OUTBOX_KINDS: dict[str, OutboxKind] = {
    kind.name: kind
    for kind in (
        TAX,
        CUSTOMER,
        STOCK_ITEM,
        SERVICE_ITEM,
        SALES_PERSON,
        *MASTER_KINDS,
        *DOCUMENT_KINDS,
    )
}
