"""``client.sales_persons``: sales persons (``/v3/sales-persons``)."""

from __future__ import annotations

from collections.abc import AsyncIterator
from datetime import datetime
from urllib.parse import quote

from app.api.errors import NotFound
from app.api.operations import operation
from app.api.paging import MAX_PAGE_SIZE, iterate_pages
from app.api.ratelimit import Priority
from app.api.resources.base import Resource
from app.models.common import PagedResult
from app.models.sales_persons import SalesPersonResponse, SalesPersonUpsertRequest


class SalesPersonsResource(Resource):
    """Sales persons (``/v3/sales-persons``)."""

    async def _page(
        self,
        *,
        code: str | None,
        name: str | None,
        external_id: str | None,
        update_date: datetime | None,
        offset: int,
        limit: int,
        priority: Priority,
    ) -> PagedResult[SalesPersonResponse]:
        return await self._call(
            "GET",
            "/sales-persons",
            PagedResult[SalesPersonResponse],
            params={
                "code": code,
                "name": name,
                "externalId": external_id,
                "updateDate": update_date,
                "offset": offset,
                "limit": limit,
            },
            priority=priority,
        )

    @operation("GET", "/v3/sales-persons")
    async def list(
        self,
        *,
        code: str | None = None,
        name: str | None = None,
        external_id: str | None = None,
        update_date: datetime | None = None,
        offset: int = 0,
        limit: int = 100,
        priority: Priority = Priority.INTERACTIVE,
    ) -> PagedResult[SalesPersonResponse]:
        """One page of sales persons (read:sales-person), ordered by id, filters combined.

        ``code`` and ``name`` are contains matches, ``external_id`` is exact, ``update_date``
        returns persons created or updated strictly after it; values are trimmed and blank
        ones ignored. Internal, *external* and inactive persons are all listed, although
        get, update and delete answer 404 for an external one.

        The server answers "nothing matches" and "offset past the end" with **404**; this
        method turns that into an empty page (``total_count`` 0).
        """
        try:
            return await self._page(
                code=code,
                name=name,
                external_id=external_id,
                update_date=update_date,
                offset=offset,
                limit=limit,
                priority=priority,
            )
        except NotFound:
            return PagedResult[SalesPersonResponse](
                items=[], total_count=0, page=offset // max(limit, 1) + 1, page_size=limit
            )

    def iterate(
        self,
        *,
        code: str | None = None,
        name: str | None = None,
        external_id: str | None = None,
        update_date: datetime | None = None,
        page_size: int = MAX_PAGE_SIZE,
        priority: Priority = Priority.INTERACTIVE,
    ) -> AsyncIterator[SalesPersonResponse]:
        """Every sales person matching the filters, all pages (see ``list``); the server's
        404 for "nothing (more)" ends the iteration quietly."""

        async def fetch(offset: int, limit: int) -> PagedResult[SalesPersonResponse]:
            return await self._page(
                code=code,
                name=name,
                external_id=external_id,
                update_date=update_date,
                offset=offset,
                limit=limit,
                priority=priority,
            )

        return iterate_pages(fetch, page_size=page_size, not_found_means_empty=True)

    @operation("GET", "/v3/sales-persons/{id}")
    async def get(self, person_id: int) -> SalesPersonResponse:
        """One *internal* sales person (read:sales-person); an unknown id, or an external
        person, raises ``NotFound``."""
        return await self._call("GET", f"/sales-persons/{person_id}", SalesPersonResponse)

    @operation("POST", "/v3/sales-persons")
    async def create(self, request: SalesPersonUpsertRequest) -> SalesPersonResponse:
        """Create a sales person (create:sales-person): always active and internal.

        An omitted code stays empty (the server never generates one). The server removes
        special characters from code and name when it stores them, but the answer *echoes
        the request*: re-read the person (``get``) to see what was stored. 409
        ``DupplicatedName`` / ``DupplicatedCode`` for a name or code already in use.
        """
        return await self._call("POST", "/sales-persons", SalesPersonResponse, json=request)

    @operation("PUT", "/v3/sales-persons/{id}")
    async def update(
        self, person_id: int, request: SalesPersonUpsertRequest
    ) -> SalesPersonResponse:
        """Replace an internal sales person (update:sales-person).

        Name, classification code (omitted = cleared) and credit limit (omitted = 0) are
        replaced; an omitted code keeps the stored one and a different code renames;
        ``external_id`` is ignored. External persons raise ``NotFound``.
        """
        return await self._call(
            "PUT", f"/sales-persons/{person_id}", SalesPersonResponse, json=request
        )

    @operation("PUT", "/v3/sales-persons/code/{code}")
    async def update_by_code(
        self, code: str, request: SalesPersonUpsertRequest
    ) -> SalesPersonResponse:
        """As ``update``, for the internal person whose code is exactly ``code``; without a
        code in ``request`` the person keeps ``code``."""
        return await self._call(
            "PUT", f"/sales-persons/code/{quote(code, safe='')}", SalesPersonResponse, json=request
        )

    @operation("DELETE", "/v3/sales-persons/{id}")
    async def delete(self, person_id: int) -> None:
        """Delete an internal sales person for good (delete:sales-person); persons it
        supervised lose their supervisor. 409 ``ItemCannotDeleteItInUse`` while sales
        documents, quotes, targets, linked users, work orders, physical counts, customers or
        incentive assignments refer to it."""
        await self._call_no_content("DELETE", f"/sales-persons/{person_id}")

    @operation("DELETE", "/v3/sales-persons/code/{code}")
    async def delete_by_code(self, code: str) -> None:
        """As ``delete``, for the internal person whose code is exactly ``code``."""
        await self._call_no_content("DELETE", f"/sales-persons/code/{quote(code, safe='')}")
