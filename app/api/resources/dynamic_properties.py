"""``client.dynamic_properties``: properties and their values (``/v3/dynamic-properties``)."""

from __future__ import annotations

import builtins
from collections.abc import AsyncIterator, Sequence

from app.api.operations import operation
from app.api.paging import MAX_PAGE_SIZE, iterate_pages
from app.api.ratelimit import Priority
from app.api.resources.base import Resource
from app.models.common import PagedResult
from app.models.dynamic_properties import (
    DynamicPropertyBatchInsertRequest,
    DynamicPropertyBatchInsertResponse,
    DynamicPropertyResponse,
    DynamicPropertyTreeResponse,
    DynamicPropertyValuesUpdateRequest,
)


class DynamicPropertiesResource(Resource):
    """Dynamic properties and their values (``/v3/dynamic-properties``).

    Everything but ``tree`` raises ``BusinessRuleViolation`` with ``DynamicPropertiesDisabled``
    while the organization has dynamic properties turned off. These endpoints report even
    unexpected server failures as 409 ``BusinessRuleViolation``, never as 500.
    """

    @operation("GET", "/v3/dynamic-properties")
    async def list(
        self,
        *,
        names: Sequence[str] | None = None,
        offset: int = 0,
        limit: int = 100,
        priority: Priority = Priority.INTERACTIVE,
    ) -> PagedResult[DynamicPropertyResponse]:
        """One page of properties, ordered by id, each with *all* its values
        (read:dynamic-property).

        ``names`` match exactly ignoring case (trimmed; blanks and repeats ignored). Paging
        counts properties, not values, and is strict (400 outside the ranges).
        """
        return await self._call(
            "GET",
            "/dynamic-properties",
            PagedResult[DynamicPropertyResponse],
            params={"names": list(names or ()), "offset": offset, "limit": limit},
            priority=priority,
        )

    def iterate(
        self,
        *,
        names: Sequence[str] | None = None,
        page_size: int = MAX_PAGE_SIZE,
        priority: Priority = Priority.INTERACTIVE,
    ) -> AsyncIterator[DynamicPropertyResponse]:
        """Every property (with its values) matching ``names``, all pages."""

        async def fetch(offset: int, limit: int) -> PagedResult[DynamicPropertyResponse]:
            return await self.list(names=names, offset=offset, limit=limit, priority=priority)

        return iterate_pages(fetch, page_size=page_size)

    @operation("GET", "/v3/dynamic-properties/tree/{userId}")
    async def tree(self, user_id: int) -> builtins.list[DynamicPropertyTreeResponse]:
        """Properties (tree level 1, parent 0) and values (level 2, parent = property id) as
        one flat list ordered by id (read:dynamic-property). Works whatever the
        organization setting. Property and value ids may coincide: build the tree from
        ``parent_id`` and ``tree_level`` together.
        """
        return await self._call(
            "GET",
            f"/dynamic-properties/tree/{user_id}",
            builtins.list[DynamicPropertyTreeResponse],
        )

    @operation("POST", "/v3/dynamic-properties/batch")
    async def insert_batch(
        self, requests: Sequence[DynamicPropertyBatchInsertRequest]
    ) -> DynamicPropertyBatchInsertResponse:
        """Create properties with their values (create:dynamic-property).

        A 200 does not mean everything was stored: refused properties are in ``failed``,
        keyed by name, with a message *containing* the reason (``failure_code(name)``):
        ``AlreadyExists``, or a ``CodeRequiredFor...`` code when the organization does not
        generate codes. Repeated names (ignoring case) and repeated values inside a
        property are dropped silently and appear in neither list. Validation errors refuse
        the whole batch with 400 keyed ``[index].field``.
        """
        return await self._call(
            "POST",
            "/dynamic-properties/batch",
            DynamicPropertyBatchInsertResponse,
            json=[request.to_wire() for request in requests],
        )

    @operation("PUT", "/v3/dynamic-properties/{id}")
    async def update_values(
        self, property_id: int, request: DynamicPropertyValuesUpdateRequest
    ) -> DynamicPropertyResponse:
        """Replace a property's values with the full desired set (update:dynamic-property).

        Values match stored ones by value ignoring case: missing ones are deleted, new ones
        added, matched ones get the sent code (kept where the service generates codes). A
        property cannot be renamed. An unknown id is 409 ``InvalidParentId`` (not 404);
        removing a value that an item uses is 409 ``CannotDeleteInUse``.
        """
        return await self._call(
            "PUT",
            f"/dynamic-properties/{property_id}",
            DynamicPropertyResponse,
            json=request,
        )
