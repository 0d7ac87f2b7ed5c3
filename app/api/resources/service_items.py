"""``client.service_items``: service items (``/v3/service-items``)."""

from __future__ import annotations

from collections.abc import AsyncIterator
from datetime import datetime
from urllib.parse import quote

from app.api.operations import operation
from app.api.paging import MAX_PAGE_SIZE, iterate_pages
from app.api.ratelimit import Priority
from app.api.resources.base import Resource
from app.models.common import PagedResult
from app.models.service_items import ServiceItemResponse, ServiceItemUpsertRequest


class ServiceItemsResource(Resource):
    """Service items (``/v3/service-items``)."""

    @operation("GET", "/v3/service-items")
    async def list(
        self,
        *,
        code: str | None = None,
        name: str | None = None,
        external_id: str | None = None,
        search: str | None = None,
        update_date: datetime | None = None,
        offset: int = 0,
        limit: int = 100,
        priority: Priority = Priority.INTERACTIVE,
    ) -> PagedResult[ServiceItemResponse]:
        """One page of service items (read:service-item), filters combined.

        ``code`` and ``name`` (the description) are contains matches, ``external_id`` is
        exact, ``search`` looks for the text in code or description, ``update_date`` returns
        items inserted or updated strictly after it. Values are trimmed and a blank one
        counts as absent. Paging is *repaired*, never refused: a negative offset reads as 0
        and a limit outside 1..1000 as 100 (``page_size`` tells). An empty page reports
        ``total_count`` 0.
        """
        return await self._call(
            "GET",
            "/service-items",
            PagedResult[ServiceItemResponse],
            params={
                "code": code,
                "name": name,
                "externalId": external_id,
                "search": search,
                "updateDate": update_date,
                "offset": offset,
                "limit": limit,
            },
            priority=priority,
        )

    def iterate(
        self,
        *,
        code: str | None = None,
        name: str | None = None,
        external_id: str | None = None,
        search: str | None = None,
        update_date: datetime | None = None,
        page_size: int = MAX_PAGE_SIZE,
        priority: Priority = Priority.INTERACTIVE,
    ) -> AsyncIterator[ServiceItemResponse]:
        """Every service item matching the filters, all pages (see ``list``)."""

        async def fetch(offset: int, limit: int) -> PagedResult[ServiceItemResponse]:
            return await self.list(
                code=code,
                name=name,
                external_id=external_id,
                search=search,
                update_date=update_date,
                offset=offset,
                limit=limit,
                priority=priority,
            )

        return iterate_pages(fetch, page_size=page_size)

    @operation("GET", "/v3/service-items/{id}")
    async def get(self, item_id: int) -> ServiceItemResponse:
        """One service item (read:service-item); an unknown id raises ``NotFound``.

        ``tax`` and ``withholding_tax`` hold only ``id`` when the tax cannot be resolved.
        """
        return await self._call("GET", f"/service-items/{item_id}", ServiceItemResponse)

    @operation("POST", "/v3/service-items")
    async def create(self, request: ServiceItemUpsertRequest) -> ServiceItemResponse:
        """Create a service item (create:service-item); it is always active and the calling
        user gets data permission on it. ``is_shipping_service`` is ignored.

        409 codes: ``InvalidSpecialCharacters`` (special characters in the description, when
        the organization does not allow them), ``MustSelectValidTaxType`` (e-invoicing needs
        a tax), ``TaxNotFound``, ``CannotAssignInactiveTax``, ``InvalidTaxScopeForItem``,
        ``InvalidTaxTypeForItem`` (the tax needs a sales or purchase account, the
        withholding tax a withholding account), ``DupplicatedName``, ``DupplicatedCode``.
        ``tax_rate``/``withholding_tax_rate`` of the answer come from the taxes.
        """
        return await self._call("POST", "/service-items", ServiceItemResponse, json=request)

    @operation("PUT", "/v3/service-items/{id}")
    async def update(self, item_id: int, request: ServiceItemUpsertRequest) -> ServiceItemResponse:
        """Replace a service item (update:service-item).

        A full replace: an omitted ``external_id`` is *cleared*, omitted price and cost
        become 0, omitted tax ids *remove* the taxes. Only the code survives omission: an
        omitted or empty code keeps the stored one. Special characters in the description
        answer ``DescriptionContainsInvalidSpecialCharacters`` here (not the create's code);
        the other 409s are the create's.
        """
        return await self._call(
            "PUT", f"/service-items/{item_id}", ServiceItemResponse, json=request
        )

    @operation("PUT", "/v3/service-items/code/{code}")
    async def update_by_code(
        self, code: str, request: ServiceItemUpsertRequest
    ) -> ServiceItemResponse:
        """Replace the item whose code is exactly ``code`` (trimmed by the server); no match
        raises ``NotFound``. A non-empty ``request.code`` *renames* the item; otherwise as
        ``update``."""
        return await self._call(
            "PUT", f"/service-items/code/{quote(code, safe='')}", ServiceItemResponse, json=request
        )

    @operation("DELETE", "/v3/service-items/{id}")
    async def delete(self, item_id: int) -> None:
        """Delete a service item for good (delete:service-item); 409
        ``ItemCannotDeleteItInUse`` while documents use it."""
        await self._call_no_content("DELETE", f"/service-items/{item_id}")

    @operation("DELETE", "/v3/service-items/code/{code}")
    async def delete_by_code(self, code: str) -> None:
        """Delete the item whose code is exactly ``code``; no match raises ``NotFound``,
        documents using it give 409 ``ItemCannotDeleteItInUse``."""
        await self._call_no_content("DELETE", f"/service-items/code/{quote(code, safe='')}")
