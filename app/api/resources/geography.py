"""``client.cities`` and ``client.districts``."""

from __future__ import annotations

from collections.abc import AsyncIterator

from app.api.operations import operation
from app.api.paging import MAX_PAGE_SIZE, iterate_pages
from app.api.ratelimit import Priority
from app.api.resources.base import Resource
from app.models.common import PagedResult
from app.models.geography import (
    CityResponse,
    CityUpsertRequest,
    DistrictResponse,
    DistrictUpsertRequest,
)


class CitiesResource(Resource):
    """Cities (``/v3/cities``): a name unique within its country."""

    @operation("GET", "/v3/cities")
    async def list(
        self,
        *,
        name: str | None = None,
        country_id: int | None = None,
        offset: int = 0,
        limit: int = 100,
        priority: Priority = Priority.INTERACTIVE,
    ) -> PagedResult[CityResponse]:
        """One page of cities ordered by name (read:city).

        ``name`` is a contains match (whitespace only is ignored), ``country_id`` exact.
        Names in lists come with their tab characters removed (``get`` keeps them).
        ``total_count`` is the match count, even on a page past the end; nothing matching is
        an empty page, not an error. Paging is strict (400 outside the limits).
        """
        return await self._call(
            "GET",
            "/cities",
            PagedResult[CityResponse],
            params={"name": name, "countryId": country_id, "offset": offset, "limit": limit},
            priority=priority,
        )

    def iterate(
        self,
        *,
        name: str | None = None,
        country_id: int | None = None,
        page_size: int = MAX_PAGE_SIZE,
        priority: Priority = Priority.INTERACTIVE,
    ) -> AsyncIterator[CityResponse]:
        """Every city matching the filters, all pages (see ``list``)."""

        async def fetch(offset: int, limit: int) -> PagedResult[CityResponse]:
            return await self.list(
                name=name, country_id=country_id, offset=offset, limit=limit, priority=priority
            )

        return iterate_pages(fetch, page_size=page_size)

    @operation("GET", "/v3/cities/{id}")
    async def get(self, city_id: int) -> CityResponse:
        """One city, name as stored (read:city); an unknown id raises ``NotFound``."""
        return await self._call("GET", f"/cities/{city_id}", CityResponse)

    @operation("POST", "/v3/cities")
    async def create(self, request: CityUpsertRequest) -> CityResponse:
        """Create a city (create:city); the name is stored trimmed.

        An unknown country is a ``ValidationFailed`` on ``countryId`` (no error code); a
        name already used in that country is 409 ``DupplicatedName``.
        """
        return await self._call("POST", "/cities", CityResponse, json=request)

    @operation("PUT", "/v3/cities/{id}")
    async def update(self, city_id: int, request: CityUpsertRequest) -> CityResponse:
        """Replace a city's name and country (update:city).

        Unknown id: ``NotFound``; unknown country: ``ValidationFailed``; a name already
        used in the country: 409 ``DupplicatedName``.
        """
        return await self._call("PUT", f"/cities/{city_id}", CityResponse, json=request)

    @operation("DELETE", "/v3/cities/{id}")
    async def delete(self, city_id: int) -> None:
        """Delete a city for good (delete:city).

        409 ``ItemCannotDeleteItInUse`` while districts, customers, customer addresses,
        warehouses or accounts refer to it: delete its districts first.
        """
        await self._call_no_content("DELETE", f"/cities/{city_id}")


class DistrictsResource(Resource):
    """Districts (``/v3/districts``): a name unique within its city."""

    @operation("GET", "/v3/districts")
    async def list(
        self,
        *,
        name: str | None = None,
        city_id: int | None = None,
        offset: int = 0,
        limit: int = 100,
        priority: Priority = Priority.INTERACTIVE,
    ) -> PagedResult[DistrictResponse]:
        """One page of districts ordered by name then id (read:district).

        ``name`` is a contains match (whitespace only is ignored), ``city_id`` exact and
        > 0. Names in lists come with their tab characters removed (``get`` keeps them).
        ``total_count`` is the match count; nothing matching is an empty page.
        """
        return await self._call(
            "GET",
            "/districts",
            PagedResult[DistrictResponse],
            params={"name": name, "cityId": city_id, "offset": offset, "limit": limit},
            priority=priority,
        )

    def iterate(
        self,
        *,
        name: str | None = None,
        city_id: int | None = None,
        page_size: int = MAX_PAGE_SIZE,
        priority: Priority = Priority.INTERACTIVE,
    ) -> AsyncIterator[DistrictResponse]:
        """Every district matching the filters, all pages (see ``list``)."""

        async def fetch(offset: int, limit: int) -> PagedResult[DistrictResponse]:
            return await self.list(
                name=name, city_id=city_id, offset=offset, limit=limit, priority=priority
            )

        return iterate_pages(fetch, page_size=page_size)

    @operation("GET", "/v3/districts/{id}")
    async def get(self, district_id: int) -> DistrictResponse:
        """One district, name as stored (read:district); unknown id raises ``NotFound``."""
        return await self._call("GET", f"/districts/{district_id}", DistrictResponse)

    @operation("POST", "/v3/districts")
    async def create(self, request: DistrictUpsertRequest) -> DistrictResponse:
        """Create a district (create:district); the name is stored trimmed.

        An unknown city is a ``ValidationFailed`` on ``cityId`` (no error code); a name
        already used in that city is 409 ``DupplicatedName``.
        """
        return await self._call("POST", "/districts", DistrictResponse, json=request)

    @operation("PUT", "/v3/districts/{id}")
    async def update(self, district_id: int, request: DistrictUpsertRequest) -> DistrictResponse:
        """Replace a district's name and city (update:district); errors as for cities."""
        return await self._call("PUT", f"/districts/{district_id}", DistrictResponse, json=request)

    @operation("DELETE", "/v3/districts/{id}")
    async def delete(self, district_id: int) -> None:
        """Delete a district for good (delete:district).

        409 ``ItemCannotDeleteItInUse`` while streets, customers, customer addresses,
        warehouses or accounts refer to it.
        """
        await self._call_no_content("DELETE", f"/districts/{district_id}")
