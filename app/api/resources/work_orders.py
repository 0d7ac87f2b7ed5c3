"""``client.work_orders``: warehouse movements (``/v3/work-orders``)."""

from __future__ import annotations

from collections.abc import AsyncIterator
from datetime import datetime

from app.api.operations import operation
from app.api.paging import MAX_PAGE_SIZE, iterate_pages
from app.api.ratelimit import Priority
from app.api.resources.base import Resource
from app.models.common import PagedResult
from app.models.work_orders import (
    CreateIssueOfferingRequest,
    CreateOpeningBalanceRequest,
    CreateReceiveSuppliesRequest,
    WorkOrderResponse,
)


class WorkOrdersResource(Resource):
    """Issue offerings, received supplies, opening balances and the other work orders."""

    @operation("GET", "/v3/work-orders")
    async def list(
        self,
        *,
        code: str | None = None,
        paper_number: str | None = None,
        order_date_from: datetime | None = None,
        order_date_to: datetime | None = None,
        only_my_orders: bool | None = None,
        supplier_id: int | None = None,
        customer_id: int | None = None,
        work_order_other_party_id: int | None = None,
        offset: int = 0,
        limit: int = 100,
        priority: Priority = Priority.INTERACTIVE,
    ) -> PagedResult[WorkOrderResponse]:
        """All work-order types together (check ``type``), newest id first.

        ``only_my_orders`` defaults to true, for code and paper-number lookups too. At
        most one of supplier, customer or other party (400 otherwise). Paging is silently
        repaired; an empty page reports ``total_count`` 0.
        """
        return await self._call(
            "GET",
            "/work-orders",
            PagedResult[WorkOrderResponse],
            params={
                "code": code,
                "paperNumber": paper_number,
                "orderDateFrom": order_date_from,
                "orderDateTo": order_date_to,
                "onlyMyOrders": only_my_orders,
                "supplierId": supplier_id,
                "customerId": customer_id,
                "workOrderOtherPartyId": work_order_other_party_id,
                "offset": offset,
                "limit": limit,
            },
            priority=priority,
        )

    def iterate(
        self,
        *,
        customer_id: int | None = None,
        supplier_id: int | None = None,
        order_date_from: datetime | None = None,
        order_date_to: datetime | None = None,
        only_my_orders: bool | None = None,
        page_size: int = MAX_PAGE_SIZE,
        priority: Priority = Priority.INTERACTIVE,
    ) -> AsyncIterator[WorkOrderResponse]:
        async def fetch(offset: int, limit: int) -> PagedResult[WorkOrderResponse]:
            return await self.list(
                customer_id=customer_id,
                supplier_id=supplier_id,
                order_date_from=order_date_from,
                order_date_to=order_date_to,
                only_my_orders=only_my_orders,
                offset=offset,
                limit=limit,
                priority=priority,
            )

        return iterate_pages(fetch, page_size=page_size)

    @operation("GET", "/v3/work-orders/{id}")
    async def get(self, work_order_id: int) -> WorkOrderResponse:
        """Any type, archived included; unknown or without lines is ``NotFound``."""
        return await self._call("GET", f"/work-orders/{work_order_id}", WorkOrderResponse)

    @operation("POST", "/v3/work-orders/issue-offering")
    async def issue_offering(self, request: CreateIssueOfferingRequest) -> WorkOrderResponse:
        """Issue goods from a warehouse (optionally issuing a sales order).

        409 ``AddingItemQuantityCauseNegativeBalance`` (names the items),
        ``DateMustBeLessThanSystemDate``, ``SalesOrderAlreadyIssued``,
        ``RelatedSalesOrderCancelled``. No duplicate protection: a resent request issues
        twice (the outbox looks the document up by its external id instead).
        """
        return await self._call(
            "POST", "/work-orders/issue-offering", WorkOrderResponse, json=request
        )

    @operation("POST", "/v3/work-orders/receive-supplies")
    async def receive_supplies(self, request: CreateReceiveSuppliesRequest) -> WorkOrderResponse:
        """Receive goods into a warehouse; never marks a purchase order as received."""
        return await self._call(
            "POST", "/work-orders/receive-supplies", WorkOrderResponse, json=request
        )

    @operation("POST", "/v3/work-orders/opening-balance")
    async def opening_balance(self, request: CreateOpeningBalanceRequest) -> WorkOrderResponse:
        """Record a warehouse's opening stock (not shown: designed here)."""
        return await self._call(
            "POST", "/work-orders/opening-balance", WorkOrderResponse, json=request
        )
