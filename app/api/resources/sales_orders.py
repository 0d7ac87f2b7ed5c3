"""``client.sales_orders``: sales orders (``/v3/sales-orders``)."""

from __future__ import annotations

import builtins
from collections.abc import AsyncIterator
from datetime import datetime

from app.api.operations import operation
from app.api.paging import MAX_PAGE_SIZE, iterate_pages
from app.api.ratelimit import Priority
from app.api.resources.base import Resource
from app.models.common import PagedResult
from app.models.documents import SalesOrderPaymentStatus, SalesOrderStatus
from app.models.journal_entries import CashTransactionResponse
from app.models.sales_orders import (
    PrintTemplateResponse,
    SalesOrderCashInRequest,
    SalesOrderHeaderListResponse,
    SalesOrderHeaderUpdateRequest,
    SalesOrderRequest,
    SalesOrderResponse,
    SalesOrderStatusRequest,
    SalesOrderTagsRequest,
)


class SalesOrdersResource(Resource):
    """Sales orders. The list may include sales returns (check ``document_type``)."""

    @operation("GET", "/v3/sales-orders")
    async def list(
        self,
        *,
        document_code: str | None = None,
        paper_number: str | None = None,
        warehouse_id: int | None = None,
        sales_person_id: int | None = None,
        customer_id: int | None = None,
        tags: builtins.list[str] | None = None,
        order_date_from: datetime | None = None,
        order_date_to: datetime | None = None,
        order_status: SalesOrderStatus | None = None,
        created_by: str | None = None,
        warehouse_only: bool | None = None,
        only_my_orders: bool | None = None,
        payment_status: SalesOrderPaymentStatus | None = None,
        offset: int = 0,
        limit: int = 100,
        priority: Priority = Priority.INTERACTIVE,
    ) -> PagedResult[SalesOrderHeaderListResponse]:
        """One page, newest id first; ``total_count`` is 0 on an empty page.

        Defaults that surprise: ``only_my_orders`` is true (orders *created by this API
        user*, not by sales person) and ``warehouse_only`` is true (sales-store orders
        hidden); pass False to widen. Only orders in warehouses/stores the user may see;
        orders whose customer was deleted are left out. ``tags`` match any; a date-only
        ``order_date_to`` means the start of that day; ``created_by`` is an e-mail;
        ``payment_status=Unpaid`` also matches orders with no payment status.
        """
        return await self._call(
            "GET",
            "/sales-orders",
            PagedResult[SalesOrderHeaderListResponse],
            params={
                "documentCode": document_code,
                "paperNumber": paper_number,
                "warehouseId": warehouse_id,
                "salesPersonId": sales_person_id,
                "customerId": customer_id,
                "tags": ",".join(tags) if tags else None,
                "orderDateFrom": order_date_from,
                "orderDateTo": order_date_to,
                "orderStatus": order_status,
                "createdBy": created_by,
                "warehouseOnly": warehouse_only,
                "onlyMyOrders": only_my_orders,
                "paymentStatus": payment_status,
                "offset": offset,
                "limit": limit,
            },
            priority=priority,
        )

    def iterate(
        self,
        *,
        customer_id: int | None = None,
        order_date_from: datetime | None = None,
        order_date_to: datetime | None = None,
        only_my_orders: bool | None = None,
        warehouse_only: bool | None = None,
        page_size: int = MAX_PAGE_SIZE,
        priority: Priority = Priority.INTERACTIVE,
    ) -> AsyncIterator[SalesOrderHeaderListResponse]:
        """Every matching order, all pages (see ``list``)."""

        async def fetch(offset: int, limit: int) -> PagedResult[SalesOrderHeaderListResponse]:
            return await self.list(
                customer_id=customer_id,
                order_date_from=order_date_from,
                order_date_to=order_date_to,
                only_my_orders=only_my_orders,
                warehouse_only=warehouse_only,
                offset=offset,
                limit=limit,
                priority=priority,
            )

        return iterate_pages(fetch, page_size=page_size)

    async def find_by_code(
        self, code: str, *, priority: Priority = Priority.INTERACTIVE
    ) -> SalesOrderHeaderListResponse | None:
        """The order (or sales return) with this code, None when the user sees none: a
        link names a document by its code, and the list is the only search by code.

        Widened past the list's surprising defaults (orders of every creator, sales stores
        included); the filter is exact and each item carries its full details (rules 2, 5).
        """
        code = code.strip()
        if not code:
            return None
        page = await self.list(
            document_code=code,
            only_my_orders=False,
            warehouse_only=False,
            limit=1,
            priority=priority,
        )
        return page.items[0] if page.items else None

    @operation("GET", "/v3/sales-orders/{id}")
    async def get(self, order_id: int) -> SalesOrderResponse:
        """One order, or a sales return by its id (check ``document_type``)."""
        return await self._call("GET", f"/sales-orders/{order_id}", SalesOrderResponse)

    @operation("POST", "/v3/sales-orders")
    async def create(self, request: SalesOrderRequest) -> SalesOrderResponse:
        """Create an order: Open (unless a status is sent), not approved, not issued.

        Exactly one of warehouse or sales store (400 otherwise); no price lookup (omitted
        prices are 0); a zero-total order is always refused. 409 codes include
        ``CustomerNotFound``, ``TaxNotFound``, ``CannotAssignInactiveTax``,
        ``DuplicatedRefenceDocuments`` and the e-invoicing ones.
        """
        return await self._call("POST", "/sales-orders", SalesOrderResponse, json=request)

    @operation("POST", "/v3/sales-orders/issued")
    async def create_issued(self, request: SalesOrderRequest) -> SalesOrderResponse:
        """Create an order and issue it in one step (shape not shown: guessed)."""
        return await self._call("POST", "/sales-orders/issued", SalesOrderResponse, json=request)

    @operation("PUT", "/v3/sales-orders/header")
    async def update_header(self, request: SalesOrderHeaderUpdateRequest) -> SalesOrderResponse:
        """Change header fields only (shape not shown: guessed)."""
        return await self._call("PUT", "/sales-orders/header", SalesOrderResponse, json=request)

    @operation("PUT", "/v3/sales-orders/code/{code}")
    async def update(self, code: str, request: SalesOrderRequest) -> SalesOrderResponse:
        """Replace an order that is not issued yet, lines included (not shown: guessed)."""
        return await self._call(
            "PUT", f"/sales-orders/code/{code}", SalesOrderResponse, json=request
        )

    @operation("PATCH", "/v3/sales-orders/code/{code}/tags")
    async def set_tags(self, code: str, *, tags: builtins.list[str]) -> SalesOrderResponse:
        """Replace the order's tags (not shown: guessed)."""
        return await self._call(
            "PATCH",
            f"/sales-orders/code/{code}/tags",
            SalesOrderResponse,
            json=SalesOrderTagsRequest(tags=tags),
        )

    @operation("DELETE", "/v3/sales-orders/{id}")
    async def delete(self, order_id: int) -> None:
        """Delete an order that is not issued (not shown: guessed)."""
        await self._call_no_content("DELETE", f"/sales-orders/{order_id}")

    @operation("PATCH", "/v3/sales-orders/{id}/cancel")
    async def cancel(self, order_id: int) -> SalesOrderResponse:
        """Cancel an order; its stock reservations are released (not shown: guessed)."""
        return await self._call("PATCH", f"/sales-orders/{order_id}/cancel", SalesOrderResponse)

    @operation("PATCH", "/v3/sales-orders/code/{code}/cancel")
    async def cancel_by_code(self, code: str) -> SalesOrderResponse:
        """Cancel an order by its code (not shown: guessed)."""
        return await self._call("PATCH", f"/sales-orders/code/{code}/cancel", SalesOrderResponse)

    @operation("PATCH", "/v3/sales-orders/code/{code}/status")
    async def set_status(self, code: str, *, order_status: SalesOrderStatus) -> SalesOrderResponse:
        """Change the order status (not shown: guessed)."""
        return await self._call(
            "PATCH",
            f"/sales-orders/code/{code}/status",
            SalesOrderResponse,
            json=SalesOrderStatusRequest(order_status=order_status),
        )

    @operation("PATCH", "/v3/sales-orders/code/{code}/unissue")
    async def unissue(self, code: str) -> SalesOrderResponse:
        """Undo the issue of an order: its issue offering is reversed and the stock comes
        back (not shown: guessed)."""
        return await self._call("PATCH", f"/sales-orders/code/{code}/unissue", SalesOrderResponse)

    @operation("GET", "/v3/sales-orders/print-templates")
    async def print_templates(self) -> builtins.list[PrintTemplateResponse]:
        """The print layouts available for orders (not shown: guessed)."""
        return await self._call(
            "GET", "/sales-orders/print-templates", builtins.list[PrintTemplateResponse]
        )

    @operation("GET", "/v3/sales-orders/print-templates/{templateId}")
    async def print_template(self, template_id: int) -> PrintTemplateResponse:
        """One print layout (not shown: guessed)."""
        return await self._call(
            "GET", f"/sales-orders/print-templates/{template_id}", PrintTemplateResponse
        )

    @operation("POST", "/v3/sales-orders/cash-in")
    async def cash_in(self, request: SalesOrderCashInRequest) -> CashTransactionResponse:
        """Record money received against an order (not shown: guessed): a cash-in
        document; the order's paid amounts and payment status follow."""
        return await self._call(
            "POST", "/sales-orders/cash-in", CashTransactionResponse, json=request
        )
