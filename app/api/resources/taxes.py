"""``client.taxes``: taxes and e-invoice tax types."""

from __future__ import annotations

import builtins
from collections.abc import AsyncIterator
from decimal import Decimal

from app.api.operations import operation
from app.api.paging import MAX_PAGE_SIZE, iterate_pages
from app.api.ratelimit import Priority
from app.api.resources.base import Resource
from app.models.common import PagedResult
from app.models.taxes import EInvoiceTaxTypeResponse, TaxResponse, TaxScope, TaxUpsertRequest


class TaxesResource(Resource):
    """Taxes of the tenant (``/v3/taxes``)."""

    @operation("GET", "/v3/taxes")
    async def list(
        self,
        *,
        name: str | None = None,
        rate: Decimal | None = None,
        scope: TaxScope | None = None,
        offset: int = 0,
        limit: int = 100,
        priority: Priority = Priority.INTERACTIVE,
    ) -> PagedResult[TaxResponse]:
        """One page of taxes, ordered by id, inactive ones included (read:tax).

        ``name`` is a contains match and must not be blank; ``rate`` matches exactly to four
        decimals. ``scope=TaxScope.Any`` returns only taxes stored *without* a scope; leave
        ``scope`` out to get every scope. An empty page (offset past the end) reports
        ``total_count`` 0. Paging is strict: offset < 0 or limit outside 1..1000 is a 400.
        """
        return await self._call(
            "GET",
            "/taxes",
            PagedResult[TaxResponse],
            params={"name": name, "rate": rate, "scope": scope, "offset": offset, "limit": limit},
            priority=priority,
        )

    def iterate(
        self,
        *,
        name: str | None = None,
        rate: Decimal | None = None,
        scope: TaxScope | None = None,
        page_size: int = MAX_PAGE_SIZE,
        priority: Priority = Priority.INTERACTIVE,
    ) -> AsyncIterator[TaxResponse]:
        """Every tax matching the filters, all pages (see ``list`` for the filters)."""

        async def fetch(offset: int, limit: int) -> PagedResult[TaxResponse]:
            return await self.list(
                name=name, rate=rate, scope=scope, offset=offset, limit=limit, priority=priority
            )

        return iterate_pages(fetch, page_size=page_size)

    @operation("GET", "/v3/taxes/{id}")
    async def get(self, tax_id: int) -> TaxResponse:
        """One tax (read:tax); an unknown id raises ``NotFound``."""
        return await self._call("GET", f"/taxes/{tax_id}", TaxResponse)

    @operation("POST", "/v3/taxes")
    async def create(self, request: TaxUpsertRequest) -> TaxResponse:
        """Create a tax (create:tax).

        ``active`` left out creates an *inactive* tax; scope left out is stored as "no scope"
        and returned as ``Any``. Business rules answer 409 with, among others,
        ``NameAlreadyExists``, ``TaxPurchaseAndSalesAccountMustMatch``,
        ``TaxCannotSetBothTaxAndWithholdingTaxAccounts``, ``TaxCannotUseDifferent...`` (all
        taxes share one account of each kind) and ``TaxInvalidEInvoiceType``.
        """
        return await self._call("POST", "/taxes", TaxResponse, json=request)

    @operation("PUT", "/v3/taxes/{id}")
    async def update(self, tax_id: int, request: TaxUpsertRequest) -> TaxResponse:
        """Replace a tax (update:tax): omitted account ids are *cleared*, omitted ``active``
        *deactivates*.

        409 ``TaxCannotDeactivateRelatedToMasterData`` when only ``active`` changes on a tax
        that items use; ``TaxCannotDeleteOrUpdateRelatedToTransactions`` when anything but
        ``active`` changes on a tax used in documents.
        """
        return await self._call("PUT", f"/taxes/{tax_id}", TaxResponse, json=request)

    @operation("DELETE", "/v3/taxes/{id}")
    async def delete(self, tax_id: int) -> None:
        """Delete a tax for good (delete:tax).

        409 ``TaxCannotDeleteOrUpdateRelatedToTransactions`` when documents use it,
        ``ItemCannotDeleteItInUse`` when master data (an item) still refers to it.
        """
        await self._call_no_content("DELETE", f"/taxes/{tax_id}")

    @operation("GET", "/v3/taxes/einvoice-tax-types")
    async def einvoice_tax_types(self, *, country: str) -> builtins.list[EInvoiceTaxTypeResponse]:
        """Tax types of a country's e-invoicing system, e.g. "Egypt" (read:tax).

        The country is matched by exact name; an unknown country gives an empty list.
        """
        return await self._call(
            "GET",
            "/taxes/einvoice-tax-types",
            builtins.list[EInvoiceTaxTypeResponse],
            params={"country": country},
        )
