"""``client.warehouses``: warehouses and their balances (``/v3/warehouses``)."""

from __future__ import annotations

import builtins
from collections.abc import AsyncIterator, Iterable
from datetime import datetime
from urllib.parse import quote

from app.api.operations import operation
from app.api.paging import MAX_PAGE_SIZE, iterate_pages
from app.api.ratelimit import Priority
from app.api.resources.base import Resource
from app.models.common import PagedResult
from app.models.warehouses import (
    WarehouseBalanceResponse,
    WarehouseResponse,
    WarehouseStockItemBalanceResponse,
    WarehouseTreeResponse,
    WarehouseUpsertRequest,
)


def _comma_separated(ids: Iterable[int]) -> str:
    return ",".join(str(value) for value in ids)


class WarehousesResource(Resource):
    """Warehouses and their balances (``/v3/warehouses``)."""

    @operation("GET", "/v3/warehouses")
    async def list(
        self,
        *,
        code: str | None = None,
        name: str | None = None,
        update_date: datetime | None = None,
        offset: int = 0,
        limit: int = 100,
        priority: Priority = Priority.INTERACTIVE,
    ) -> PagedResult[WarehouseResponse]:
        """One page of the *active* warehouses the user has data permission for, ordered by
        id (read:warehouse).

        ``code`` is exact, ``name`` a contains match on the description (both trimmed);
        ``update_date`` returns warehouses created or updated strictly after it. A user
        without permitted warehouses gets an empty page; an empty page (offset past the
        end) reports ``total_count`` 0. Paging is strict.
        """
        return await self._call(
            "GET",
            "/warehouses",
            PagedResult[WarehouseResponse],
            params={
                "code": code,
                "name": name,
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
        update_date: datetime | None = None,
        page_size: int = MAX_PAGE_SIZE,
        priority: Priority = Priority.INTERACTIVE,
    ) -> AsyncIterator[WarehouseResponse]:
        """Every warehouse ``list`` would show, all pages."""

        async def fetch(offset: int, limit: int) -> PagedResult[WarehouseResponse]:
            return await self.list(
                code=code,
                name=name,
                update_date=update_date,
                offset=offset,
                limit=limit,
                priority=priority,
            )

        return iterate_pages(fetch, page_size=page_size)

    @operation("GET", "/v3/warehouses/{id}")
    async def get(self, warehouse_id: int) -> WarehouseResponse:
        """One warehouse, inactive ones too (read:warehouse); unknown id: ``NotFound``."""
        return await self._call("GET", f"/warehouses/{warehouse_id}", WarehouseResponse)

    @operation("POST", "/v3/warehouses")
    async def create(self, request: WarehouseUpsertRequest) -> WarehouseResponse:
        """Create a warehouse (create:warehouse); the answer shows the stored values.

        Code, description and mobile are trimmed, special characters are removed from code
        and description, an empty code becomes the new id. A warehouse without a
        classification is granted to its creator. An unknown classification is a
        ``ValidationFailed``; 409 ``DupplicatedCode`` and ``DupplicatedName`` (description).
        """
        return await self._call("POST", "/warehouses", WarehouseResponse, json=request)

    @operation("PUT", "/v3/warehouses/code/{code}")
    async def update_by_code(self, code: str, request: WarehouseUpsertRequest) -> WarehouseResponse:
        """Replace the warehouse with this code, inactive ones too (update:warehouse).

        A full replace of classification (None clears it), description and mobile (None
        clears it); ``request.code`` is ignored, nothing else changes. 409
        ``DupplicatedName`` when the classification already has that description. The
        answer may show characters the server did not store: ``get`` it for the truth.
        """
        return await self._call(
            "PUT", f"/warehouses/code/{quote(code, safe='')}", WarehouseResponse, json=request
        )

    @operation("GET", "/v3/warehouses/rma")
    async def rma(self) -> builtins.list[WarehouseResponse]:
        """The active returns (RMA) warehouses ordered by id, all at once (read:warehouse)."""
        return await self._call("GET", "/warehouses/rma", builtins.list[WarehouseResponse])

    @operation("GET", "/v3/warehouses/{id}/balance")
    async def balance(
        self,
        warehouse_id: int,
        *,
        offset: int = 0,
        limit: int = 100,
        priority: Priority = Priority.INTERACTIVE,
    ) -> PagedResult[WarehouseBalanceResponse]:
        """One page of a warehouse's balance (read:warehouse): a row for *every* stock item
        of the organization (0 when never stocked, inactive items too), one per batch where
        the item has batches (the batch number is not shown). The balance is on hand,
        reservations not subtracted.

        The server does not promise an order, so pages of a changing warehouse may skip or
        repeat rows. Paging is silently repaired. Unknown warehouse: ``NotFound``.
        """
        return await self._call(
            "GET",
            f"/warehouses/{warehouse_id}/balance",
            PagedResult[WarehouseBalanceResponse],
            params={"offset": offset, "limit": limit},
            priority=priority,
        )

    def iterate_balance(
        self,
        warehouse_id: int,
        *,
        page_size: int = MAX_PAGE_SIZE,
        priority: Priority = Priority.INTERACTIVE,
    ) -> AsyncIterator[WarehouseBalanceResponse]:
        """Every balance row of a warehouse, all pages (see ``balance`` on ordering)."""

        async def fetch(offset: int, limit: int) -> PagedResult[WarehouseBalanceResponse]:
            return await self.balance(warehouse_id, offset=offset, limit=limit, priority=priority)

        return iterate_pages(fetch, page_size=page_size)

    @operation("GET", "/v3/warehouses/tree/{userId}")
    async def tree(self, user_id: int | str) -> builtins.list[WarehouseTreeResponse]:
        """API user ``user_id``'s warehouse tree (read:warehouse): the warehouse
        classifications it has permission for, each followed by all its warehouses
        (inactive ones too); unclassified warehouses never appear. Not paged; an unknown
        user or one without permissions gives an empty list."""
        return await self._call(
            "GET",
            f"/warehouses/tree/{quote(str(user_id), safe='')}",
            builtins.list[WarehouseTreeResponse],
        )

    @operation("GET", "/v3/warehouses/stock-items-balances")
    async def stock_items_balances(
        self,
        *,
        stock_item_ids: Iterable[int],
        warehouse_ids: Iterable[int] | None = None,
        non_zero_balance_only: bool = False,
    ) -> builtins.list[WarehouseStockItemBalanceResponse]:
        """Balances of the given stock items, one row each (read:warehouse).

        ``total_*`` cover ``warehouse_ids`` only (every permitted active warehouse when
        None); ``non_zero_balance_only`` leaves warehouses at zero or below out of
        ``total_balance`` only. ``global_*`` cover all warehouses, without transfer work
        orders and replacement lines. Unknown items and unknown, inactive or non-permitted
        warehouses are a ``ValidationFailed``.
        """
        warehouses = _comma_separated(warehouse_ids) if warehouse_ids is not None else None
        return await self._call(
            "GET",
            "/warehouses/stock-items-balances",
            builtins.list[WarehouseStockItemBalanceResponse],
            params={
                "stockItemsIds": _comma_separated(stock_item_ids),
                "nonZeroBalanceOnly": non_zero_balance_only,
                "warehousesIds": warehouses,
            },
        )
