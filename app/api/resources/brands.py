"""``client.brands``: brands (``/v3/brands``)."""

from __future__ import annotations

from collections.abc import AsyncIterator

from app.api.operations import operation
from app.api.paging import MAX_PAGE_SIZE, iterate_pages
from app.api.ratelimit import Priority
from app.api.resources.base import Resource
from app.models.brands import BrandResponse, BrandUpsertRequest
from app.models.common import PagedResult


class BrandsResource(Resource):
    """Brands (``/v3/brands``): list, read and create; there is no update or delete."""

    @operation("GET", "/v3/brands")
    async def list(
        self,
        *,
        name: str | None = None,
        offset: int = 0,
        limit: int = 100,
        priority: Priority = Priority.INTERACTIVE,
    ) -> PagedResult[BrandResponse]:
        """One page of brands ordered by name (read:brand).

        ``name`` is a trimmed contains match; blank means no filter. Brands have no active
        flag. An empty page (offset past the end) reports ``total_count`` 0.
        """
        return await self._call(
            "GET",
            "/brands",
            PagedResult[BrandResponse],
            params={"name": name, "offset": offset, "limit": limit},
            priority=priority,
        )

    def iterate(
        self,
        *,
        name: str | None = None,
        page_size: int = MAX_PAGE_SIZE,
        priority: Priority = Priority.INTERACTIVE,
    ) -> AsyncIterator[BrandResponse]:
        """Every brand matching ``name``, all pages."""

        async def fetch(offset: int, limit: int) -> PagedResult[BrandResponse]:
            return await self.list(name=name, offset=offset, limit=limit, priority=priority)

        return iterate_pages(fetch, page_size=page_size)

    @operation("GET", "/v3/brands/{id}")
    async def get(self, brand_id: int) -> BrandResponse:
        """One brand (read:brand); an unknown id raises ``NotFound``."""
        return await self._call("GET", f"/brands/{brand_id}", BrandResponse)

    @operation("POST", "/v3/brands")
    async def create(self, request: BrandUpsertRequest) -> BrandResponse:
        """Create a brand (create:brand).

        The answer echoes the request plus the new id: the name is *not* trimmed, and a
        brand manager left out comes back null (a later ``get`` shows it empty). 409
        ``DupplicatedName`` for a name in use; ``NameContainsInvalidSpecialCharacters``
        cannot reach the server, the request model refuses such names first.
        """
        return await self._call("POST", "/brands", BrandResponse, json=request)
