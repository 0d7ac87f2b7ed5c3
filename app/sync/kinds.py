"""How each kind of outbox row is sent and found again after an unknown outcome.

The lookup uses the best key the spec allows for each kind: master data by its unique
key (a tax by its name); documents by the client reference the submit step put into the
request (added with the document issues).
"""

from __future__ import annotations

from app.api.client import ApiClient
from app.models.taxes import TaxUpsertRequest
from app.store.outbox import OutboxItem
from app.sync.outbox import ChangedOnServer, Found, LookupResult, OutboxKind, changed_fields


async def _send_tax(client: ApiClient, item: OutboxItem) -> str:
    request = TaxUpsertRequest.model_validate(item.payload)
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

OUTBOX_KINDS: dict[str, OutboxKind] = {kind.name: kind for kind in (TAX,)}
