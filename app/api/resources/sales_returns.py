"""``client.sales_returns``: sales returns (``/v3/sales-returns``)."""

from __future__ import annotations

from app.api.operations import operation
from app.api.resources.base import Resource
from app.models.sales_returns import (
    CreateSalesReturnRequest,
    ReturnableSalesReturnResponse,
    SalesReturnResponse,
)


class SalesReturnsResource(Resource):
    """Sales returns and what can be returned."""

    @operation("GET", "/v3/sales-returns")
    async def get(self, *, code: str) -> SalesReturnResponse:
        """One return by its code, which must start with SR- (case-sensitive, else 400).
        An unknown return, or one with no lines, is ``NotFound``."""
        return await self._call(
            "GET", "/sales-returns", SalesReturnResponse, params={"code": code.strip()}
        )

    @operation("GET", "/v3/sales-returns/returnable")
    async def returnable(self, *, code: str) -> ReturnableSalesReturnResponse:
        """What can still be returned of a sales order (code containing SO-), an issue
        offering (IO-) or, otherwise, the earliest document with that paper number.

        409 ``OrderHasNoIssuedItems`` (nothing issued yet), ``OrderCompletelyReturned``,
        ``SalesPersonNotPermitted``; no such order is ``NotFound``.
        """
        return await self._call(
            "GET",
            "/sales-returns/returnable",
            ReturnableSalesReturnResponse,
            params={"code": code.strip()},
        )

    @operation("POST", "/v3/sales-returns")
    async def create(self, request: CreateSalesReturnRequest) -> SalesReturnResponse:
        """Create a return. Checks run header, lines, treasury, quantities, customer; the
        organization's settings decide approval, issue, work order and cash payment."""
        return await self._call("POST", "/sales-returns", SalesReturnResponse, json=request)
