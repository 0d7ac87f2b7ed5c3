"""``client.classifications``: classifications (``/v3/classifications``)."""

from __future__ import annotations

import builtins
from collections.abc import AsyncIterator

from app.api.operations import operation
from app.api.paging import MAX_PAGE_SIZE, iterate_pages
from app.api.ratelimit import Priority
from app.api.resources.base import Resource
from app.models.classifications import (
    CommonClassificationResponse,
    StockItemClassificationResponse,
    StockItemClassificationTreeResponse,
    StockItemClassificationUpsertRequest,
)
from app.models.common import PagedResult


class ClassificationsResource(Resource):
    """Classifications (``/v3/classifications``): the stock-item tree, and every tree type
    through the "common" endpoints."""

    @operation("GET", "/v3/classifications/stock-items")
    async def list_stock_items(
        self,
        *,
        offset: int = 0,
        limit: int = 100,
        priority: Priority = Priority.INTERACTIVE,
    ) -> PagedResult[StockItemClassificationResponse]:
        """One page of the stock-item tree in tree order, inactive nodes included
        (read:classification).

        Paging is *silently repaired*: a negative offset becomes 0 and a limit outside
        1..1000 becomes 100 (check ``page_size`` in the answer).
        """
        return await self._call(
            "GET",
            "/classifications/stock-items",
            PagedResult[StockItemClassificationResponse],
            params={"offset": offset, "limit": limit},
            priority=priority,
        )

    def iterate_stock_items(
        self,
        *,
        page_size: int = MAX_PAGE_SIZE,
        priority: Priority = Priority.INTERACTIVE,
    ) -> AsyncIterator[StockItemClassificationResponse]:
        """The whole stock-item tree, all pages, in tree order."""

        async def fetch(offset: int, limit: int) -> PagedResult[StockItemClassificationResponse]:
            return await self.list_stock_items(offset=offset, limit=limit, priority=priority)

        return iterate_pages(fetch, page_size=page_size)

    @operation("GET", "/v3/classifications/stock-items/tree/{userId}")
    async def stock_item_tree(
        self, user_id: int
    ) -> builtins.list[StockItemClassificationTreeResponse]:
        """The stock-item classifications API user ``user_id`` has permission for, as one
        flat list in tree order, each leaf followed by its stock items (inactive ones too)
        (read:classification).

        Not paged. Every ``balance`` is 0. An unknown user, or one with no permissions,
        gives an empty list.
        """
        return await self._call(
            "GET",
            f"/classifications/stock-items/tree/{user_id}",
            builtins.list[StockItemClassificationTreeResponse],
        )

    @operation("POST", "/v3/classifications/stock-items")
    async def create_stock_item(
        self, request: StockItemClassificationUpsertRequest
    ) -> StockItemClassificationResponse:
        """Add a node to the stock-item tree (create:classification); the creator gets data
        permission on it.

        Code and description are stored trimmed; the answer's ``tree_level`` is always 0
        (read the list for the real depth). 409 ``ClassificationParentIsLeafWithStockItems``
        when the parent is a leaf holding stock items, ``DupplicatedCode``,
        ``DupplicatedName``; an unknown parent is a ``ValidationFailed`` on ``parentId``.
        """
        return await self._call(
            "POST", "/classifications/stock-items", StockItemClassificationResponse, json=request
        )

    @operation("GET", "/v3/classifications/common")
    async def list_common(
        self,
        *,
        description: str | None = None,
        offset: int = 0,
        limit: int = 100,
        priority: Priority = Priority.INTERACTIVE,
    ) -> PagedResult[CommonClassificationResponse]:
        """One page of the *active* classifications of every type, ordered by description
        then id (read:classification).

        ``description`` is an exact match (not blank, at most 50 characters). Paging is
        silently repaired (see ``list_stock_items``); an empty page (offset past the end)
        reports ``total_count`` 0.
        """
        return await self._call(
            "GET",
            "/classifications/common",
            PagedResult[CommonClassificationResponse],
            params={"description": description, "offset": offset, "limit": limit},
            priority=priority,
        )

    def iterate_common(
        self,
        *,
        description: str | None = None,
        page_size: int = MAX_PAGE_SIZE,
        priority: Priority = Priority.INTERACTIVE,
    ) -> AsyncIterator[CommonClassificationResponse]:
        """Every active classification of every type (or those with ``description``)."""

        async def fetch(offset: int, limit: int) -> PagedResult[CommonClassificationResponse]:
            return await self.list_common(
                description=description, offset=offset, limit=limit, priority=priority
            )

        return iterate_pages(fetch, page_size=page_size)

    @operation("GET", "/v3/classifications/common/{id}")
    async def get_common(self, classification_id: int) -> CommonClassificationResponse:
        """One classification of any type (read:classification); an inactive one raises
        ``NotFound`` just like an unknown id."""
        return await self._call(
            "GET", f"/classifications/common/{classification_id}", CommonClassificationResponse
        )
