"""``client.purchase_orders``: purchase orders and returns (``/v3/purchase-orders``)."""

from __future__ import annotations

from collections.abc import AsyncIterator

from app.api.operations import operation
from app.api.paging import MAX_PAGE_SIZE, iterate_pages
from app.api.ratelimit import Priority
from app.api.resources.base import Resource
from app.models.common import PagedResult
from app.models.purchase_orders import (
    FIND_MAX_LIMIT,
    FindPurchaseOrdersRequest,
    PurchaseOrderResponse,
)


class PurchaseOrdersResource(Resource):
    """Purchase documents (orders, returns and other purchase types)."""

    @operation("GET", "/v3/purchase-orders")
    async def list(
        self,
        *,
        code: str | None = None,
        offset: int = 0,
        limit: int = 100,
        priority: Priority = Priority.INTERACTIVE,
    ) -> PagedResult[PurchaseOrderResponse]:
        """Without ``code``: every purchase document type, ordered by id (paging silently
        repaired). With ``code``: at most one, paging ignored, archived ones included,
        documents with no lines skipped; no match is an empty page."""
        return await self._call(
            "GET",
            "/purchase-orders",
            PagedResult[PurchaseOrderResponse],
            params={"code": code, "offset": offset, "limit": limit},
            priority=priority,
        )

    def iterate(
        self, *, page_size: int = MAX_PAGE_SIZE, priority: Priority = Priority.INTERACTIVE
    ) -> AsyncIterator[PurchaseOrderResponse]:
        async def fetch(offset: int, limit: int) -> PagedResult[PurchaseOrderResponse]:
            return await self.list(offset=offset, limit=limit, priority=priority)

        return iterate_pages(fetch, page_size=page_size)

    @operation("GET", "/v3/purchase-orders/{id}")
    async def get(self, document_id: int) -> PurchaseOrderResponse:
        """Any purchase document type, archived ones too; no lines is ``NotFound``."""
        return await self._call("GET", f"/purchase-orders/{document_id}", PurchaseOrderResponse)

    @operation("POST", "/v3/purchase-orders/find")
    async def find(self, request: FindPurchaseOrdersRequest) -> PagedResult[PurchaseOrderResponse]:
        """Purchase orders *created* in a window (creation time, not document date), newest
        first. Orders without lines are dropped after paging while ``total_count`` counts
        them: a short page is not the last. An unknown supplier is ``NotFound``."""
        return await self._call(
            "POST",
            "/purchase-orders/find",
            PagedResult[PurchaseOrderResponse],
            json=request,
            safe_to_repeat=True,
        )

    @operation("POST", "/v3/purchase-orders/purchase-returns/find")
    async def find_returns(
        self, request: FindPurchaseOrdersRequest
    ) -> PagedResult[PurchaseOrderResponse]:
        """Purchase returns created in a window (see ``find``)."""
        return await self._call(
            "POST",
            "/purchase-orders/purchase-returns/find",
            PagedResult[PurchaseOrderResponse],
            json=request,
            safe_to_repeat=True,
        )

    def iterate_found(
        self, request: FindPurchaseOrdersRequest, *, returns: bool = False
    ) -> AsyncIterator[PurchaseOrderResponse]:
        """Every order (or return) of a find, all pages (100 at most per page)."""

        async def fetch(offset: int, limit: int) -> PagedResult[PurchaseOrderResponse]:
            page_request = request.model_copy(update={"offset": offset, "limit": limit})
            if returns:
                return await self.find_returns(page_request)
            return await self.find(page_request)

        return iterate_pages(fetch, page_size=FIND_MAX_LIMIT)
