"""``client.stock_items``: stock items of the tenant (``/v3/stock-items``)."""

from __future__ import annotations

import builtins
from collections.abc import AsyncIterator, Sequence
from datetime import datetime
from decimal import Decimal
from urllib.parse import quote

from app.api.operations import operation
from app.api.paging import MAX_PAGE_SIZE, FetchPage, iterate_pages
from app.api.ratelimit import Priority
from app.api.resources.base import Resource
from app.models.common import PagedResult
from app.models.stock_items import (
    SerialValidationResponse,
    StockItemBalanceResponse,
    StockItemBatchResponse,
    StockItemBatchUpdateRequest,
    StockItemCostResponse,
    StockItemCreateRequest,
    StockItemExternalIdRequest,
    StockItemFiltersRequest,
    StockItemGlobalBalanceResponse,
    StockItemLinkToParentRequest,
    StockItemListQuery,
    StockItemResponse,
    StockItemUpdateRequest,
    StockItemWarehouseSummaryResponse,
)


def _segment(text: str) -> str:
    """A path segment: codes and serial numbers may hold '/', spaces or '#'."""
    return quote(text, safe="")


class StockItemsResource(Resource):
    """Stock items of the tenant (``/v3/stock-items``).

    Reads need read:stock-item, create create:stock-item; the other writes need
    update:stock-item or delete:stock-item (the sandbox's choice: the spec names no scope
    for them). When the organization turned on item data permissions, items the user may
    not see behave as if they did not exist.
    """

    # -- reads ------------------------------------------------------------------------------
    @operation("GET", "/v3/stock-items")
    async def list(
        self,
        *,
        code: str | None = None,
        sku: str | None = None,
        part_number: str | None = None,
        external_id: str | None = None,
        classification_id: int | None = None,
        codes: Sequence[str] = (),
        part_numbers: Sequence[str] = (),
        ids: Sequence[int] = (),
        external_ids: Sequence[str] = (),
        description: str | None = None,
        update_date: datetime | None = None,
        offset: int = 0,
        limit: int = 100,
        priority: Priority = Priority.INTERACTIVE,
    ) -> PagedResult[StockItemResponse]:
        """Items by one lookup filter, or one page of the default list (read:stock-item).

        Only one filter applies: the first given in the order code, sku, part_number,
        external_id, classification_id, codes, part_numbers, ids, external_ids; the others
        (and description, update_date) are ignored. code, part_number and external_id match
        exactly, sku exactly ignoring case (at most one item); list values are trimmed,
        repeats dropped ignoring case and unknown ones skipped; classification_id finds
        items directly in that classification. A lookup returns *every* match at once
        (offset and limit ignored), inactive and grouping items included, and an empty
        page when nothing matches. A code lookup always applies data permissions.

        Without a lookup filter: the default list, ordered by id, inactive items included
        and grouping items left out, narrowed by description (contains, first 100
        characters) and update_date (changed strictly after). Nothing matching raises
        ``NotFound`` (``iterate`` treats it as empty). The filters are checked before
        sending (``pydantic.ValidationError``): blank strings, lengths, ids > 0.
        """
        query = StockItemListQuery(
            code=code,
            sku=sku,
            part_number=part_number,
            external_id=external_id,
            classification_id=classification_id,
            codes=list(codes),
            part_numbers=list(part_numbers),
            ids=list(ids),
            external_ids=list(external_ids),
            description=description,
            update_date=update_date,
        )
        return await self._call(
            "GET",
            "/stock-items",
            PagedResult[StockItemResponse],
            params={**query.to_params(), "offset": offset, "limit": limit},
            priority=priority,
        )

    def iterate(
        self,
        *,
        code: str | None = None,
        sku: str | None = None,
        part_number: str | None = None,
        external_id: str | None = None,
        classification_id: int | None = None,
        codes: Sequence[str] = (),
        part_numbers: Sequence[str] = (),
        ids: Sequence[int] = (),
        external_ids: Sequence[str] = (),
        description: str | None = None,
        update_date: datetime | None = None,
        page_size: int = MAX_PAGE_SIZE,
        priority: Priority = Priority.INTERACTIVE,
    ) -> AsyncIterator[StockItemResponse]:
        """Every item of ``list`` (see there): a lookup filter is one request (it ignores
        paging); the default list is walked page by page, and its 404 ends it quietly."""
        lookup = (code, sku, part_number, external_id, classification_id)
        has_lookup = any(value is not None for value in lookup) or any(
            (codes, part_numbers, ids, external_ids)
        )

        async def fetch(offset: int, limit: int) -> PagedResult[StockItemResponse]:
            return await self.list(
                code=code,
                sku=sku,
                part_number=part_number,
                external_id=external_id,
                classification_id=classification_id,
                codes=codes,
                part_numbers=part_numbers,
                ids=ids,
                external_ids=external_ids,
                description=description,
                update_date=update_date,
                offset=offset,
                limit=limit,
                priority=priority,
            )

        if has_lookup:
            return _single_fetch(fetch, page_size)
        return iterate_pages(fetch, page_size=page_size, not_found_means_empty=True)

    @operation("POST", "/v3/stock-items/list")
    async def list_by_filters(
        self, request: StockItemFiltersRequest, *, priority: Priority = Priority.INTERACTIVE
    ) -> PagedResult[StockItemResponse]:
        """One page of items matching *all* given filters (read:stock-item).

        description, sku and part_number are contains matches (description and part_number
        on their first 100 characters); an empty ``ids`` means no id filter. Ordered by id;
        inactive items included; grouping items, and old items without a grouping flag,
        left out. An empty page (no match, offset past the end) has ``total_count`` 0.
        Offset and limit travel in the body. Safe to repeat: it only reads.
        """
        return await self._call(
            "POST",
            "/stock-items/list",
            PagedResult[StockItemResponse],
            json=request,
            priority=priority,
            safe_to_repeat=True,
        )

    def iterate_by_filters(
        self,
        request: StockItemFiltersRequest,
        *,
        page_size: int = MAX_PAGE_SIZE,
        priority: Priority = Priority.INTERACTIVE,
    ) -> AsyncIterator[StockItemResponse]:
        """Every item of ``list_by_filters`` (its offset and limit are replaced)."""

        async def fetch(offset: int, limit: int) -> PagedResult[StockItemResponse]:
            page = request.model_copy(update={"offset": offset, "limit": limit})
            return await self.list_by_filters(page, priority=priority)

        return iterate_pages(fetch, page_size=page_size)

    @operation("GET", "/v3/stock-items/{id}")
    async def get(self, stock_item_id: int) -> StockItemResponse:
        """One item, inactive and grouping items included (read:stock-item); ``NotFound``
        when unknown."""
        return await self._call("GET", f"/stock-items/{stock_item_id}", StockItemResponse)

    @operation("GET", "/v3/stock-items/search")
    async def search(
        self, *, keywords: str, priority: Priority = Priority.INTERACTIVE
    ) -> builtins.list[StockItemResponse]:
        """Keyword search, as a clerk's search box (read:stock-item).

        Active, non-grouping items only; at most 1000, sorted by classification code then
        description (which 1000 is undefined when more match); no paging, no total.
        The whole value is first tried as an exact part number; then, by default, unit of
        measure part numbers, and the other fields only when those found nothing. ``+``
        means every part must match (split on ``+`` only), otherwise ``,`` separates
        alternatives; ``*`` alone lists active items. Which fields are searched (code,
        description, SKU, part number, classification code, OE number) and whether the
        match is partial or exact are organization settings.
        """
        if not keywords.strip():
            raise ValueError("keywords must not be blank")
        return await self._call(
            "GET",
            "/stock-items/search",
            builtins.list[StockItemResponse],
            params={"keywords": keywords},
            priority=priority,
        )

    # -- writes -------------------------------------------------------------------------------
    @operation("POST", "/v3/stock-items")
    async def create(self, request: StockItemCreateRequest) -> StockItemResponse:
        """Create an item, with its children when it is a grouping item (create:stock-item).

        Where the organization generates codes a sent code is ignored; otherwise a code is
        required (400 on ``code``). Refusals (409): ``DupplicatedName`` (description),
        ``DupplicatedCode``, ``InvalidSpecialCharacters`` (description, unless allowed),
        the tax rules (``MustSelectValidTaxType`` under e-invoicing, ``TaxNotFound``,
        ``CannotAssignInactiveTax``, ``InvalidTaxScopeForItem``, ``InvalidTaxTypeForItem``)
        and ``DynamicPropertiesDisabled``. The picture is stored but never returned.
        """
        return await self._call("POST", "/stock-items", StockItemResponse, json=request)

    @operation("POST", "/v3/stock-items/batch")
    async def create_batch(
        self, requests: Sequence[StockItemCreateRequest]
    ) -> StockItemBatchResponse:
        """Create several items (create:stock-item), each on its own.

        A 200 does not mean all were stored: refused items are in ``failed``, keyed by
        description, with a message containing the reason (``failure_code``). Validation
        errors of any entry refuse the whole batch with 400 keyed ``[index].field``.
        """
        return await self._call(
            "POST",
            "/stock-items/batch",
            StockItemBatchResponse,
            json=[request.to_wire() for request in requests],
        )

    @operation("PUT", "/v3/stock-items/{id}")
    async def update(
        self, stock_item_id: int, request: StockItemUpdateRequest
    ) -> StockItemResponse:
        """Replace an item (update:stock-item): a full replace, so omitted prices become 0
        and omitted texts, tax, units and property values are cleared; an omitted or empty
        code keeps the stored one, an omitted ``is_active`` keeps the flag.

        On a grouping item ``child_items`` is the full set of children (entries with an id
        update that child, entries without create one, children left out are unlinked).
        Turning a simple item into a grouping item moves its stock to the child marked
        ``is_current``. Description special characters are
        ``DescriptionContainsInvalidSpecialCharacters`` here.
        """
        return await self._call(
            "PUT", f"/stock-items/{stock_item_id}", StockItemResponse, json=request
        )

    @operation("PUT", "/v3/stock-items/code/{code}")
    async def update_by_code(self, code: str, request: StockItemUpdateRequest) -> StockItemResponse:
        """As ``update``, finding the item by its code (trimmed, exact; ``NotFound`` when
        none). A non-empty body code renames the item, unless codes are generated."""
        return await self._call(
            "PUT", f"/stock-items/code/{_segment(code.strip())}", StockItemResponse, json=request
        )

    @operation("PUT", "/v3/stock-items/external-id")
    async def update_external_id(self, request: StockItemExternalIdRequest) -> StockItemResponse:
        """Set or clear one item's external id, found by id or by code (update:stock-item);
        nothing else changes."""
        return await self._call("PUT", "/stock-items/external-id", StockItemResponse, json=request)

    async def _batch_update(
        self, path: str, requests: Sequence[StockItemBatchUpdateRequest]
    ) -> StockItemBatchResponse:
        return await self._call(
            "PUT",
            path,
            StockItemBatchResponse,
            json=[request.to_wire() for request in requests],
        )

    @operation("PUT", "/v3/stock-items/batch/by-id")
    async def update_batch_by_id(
        self, requests: Sequence[StockItemBatchUpdateRequest]
    ) -> StockItemBatchResponse:
        """Replace several items found by ``id`` (update:stock-item), each on its own.

        Every entry needs an id (else 400 on ``[index].id``). Refused entries are in
        ``failed`` keyed by id; an unknown id's message starts with ``NotFound``.
        """
        return await self._batch_update("/stock-items/batch/by-id", requests)

    @operation("PUT", "/v3/stock-items/batch/by-code")
    async def update_batch_by_code(
        self, requests: Sequence[StockItemBatchUpdateRequest]
    ) -> StockItemBatchResponse:
        """As ``update_batch_by_id``, finding each item by its ``code`` (which therefore
        cannot change here); failures keyed by code."""
        return await self._batch_update("/stock-items/batch/by-code", requests)

    @operation("PUT", "/v3/stock-items/batch/by-sku")
    async def update_batch_by_sku(
        self, requests: Sequence[StockItemBatchUpdateRequest]
    ) -> StockItemBatchResponse:
        """As ``update_batch_by_id``, finding each item by its ``sku`` (exact, ignoring
        case; the lowest id when several share it); failures keyed by SKU."""
        return await self._batch_update("/stock-items/batch/by-sku", requests)

    @operation("DELETE", "/v3/stock-items/{id}")
    async def delete(self, stock_item_id: int) -> None:
        """Delete an item for good (delete:stock-item). 409 ``ItemCannotDeleteItInUse``
        while it has stock, serial numbers, document lines or child items."""
        await self._call_no_content("DELETE", f"/stock-items/{stock_item_id}")

    @operation("PUT", "/v3/stock-items/{id}/deactivate")
    async def deactivate(self, stock_item_id: int) -> None:
        """Make an item inactive (update:stock-item); repeating it is harmless. Reactivate
        with ``update(..., is_active=True)``."""
        await self._call_no_content("PUT", f"/stock-items/{stock_item_id}/deactivate")

    @operation("PUT", "/v3/stock-items/code/{code}/deactivate")
    async def deactivate_by_code(self, code: str) -> None:
        """As ``deactivate``, finding the item by its code (trimmed, exact)."""
        await self._call_no_content("PUT", f"/stock-items/code/{_segment(code.strip())}/deactivate")

    @operation("POST", "/v3/stock-items/link-to-parent")
    async def link_to_parent(self, request: StockItemLinkToParentRequest) -> StockItemResponse:
        """Make items children of a grouping item; returns the parent with its children
        (update:stock-item). Linking twice changes nothing, so it is safe to repeat.

        The parent must be a grouping item and the items simple ones (409
        ``EdaraBusinessError``); unknown ids are 400 on their field.
        """
        return await self._call(
            "POST",
            "/stock-items/link-to-parent",
            StockItemResponse,
            json=request,
            safe_to_repeat=True,
        )

    # -- serial numbers -----------------------------------------------------------------------
    @operation(
        "GET", "/v3/stock-items/{stockItemId}/validate/serial/{serialNo}/returns/{customerId}"
    )
    async def validate_serial_for_return(
        self, stock_item_id: int, serial_no: str, customer_id: int
    ) -> SerialValidationResponse:
        """Whether the customer may return this serial number: it was sold to that customer
        and not returned since. ``NotFound`` for an unknown item or customer; otherwise
        ``is_valid`` and, when false, ``reason``."""
        return await self._call(
            "GET",
            f"/stock-items/{stock_item_id}/validate/serial/{_segment(serial_no)}"
            f"/returns/{customer_id}",
            SerialValidationResponse,
        )

    @operation("GET", "/v3/stock-items/{stockItemId}/validate/serial/{serialNo}/returned/{rrCode}")
    async def validate_returned_serial(
        self, stock_item_id: int, serial_no: str, rr_code: str
    ) -> SerialValidationResponse:
        """Whether this serial number came back on the receive-returns work order
        ``rr_code``. ``NotFound`` for an unknown item."""
        return await self._call(
            "GET",
            f"/stock-items/{stock_item_id}/validate/serial/{_segment(serial_no)}"
            f"/returned/{_segment(rr_code)}",
            SerialValidationResponse,
        )

    # -- balances and costs ------------------------------------------------------------------
    @operation("GET", "/v3/stock-items/balances")
    async def balances(
        self,
        *,
        warehouse_id: int | None = None,
        stock_item_ids: Sequence[int] = (),
        non_zero_only: bool = False,
        offset: int = 0,
        limit: int = 100,
        priority: Priority = Priority.INTERACTIVE,
    ) -> PagedResult[StockItemBalanceResponse]:
        """One page of stock per item and warehouse (batches summed), in the warehouses
        the user may see, ordered by item then warehouse. Only items with a stock record
        appear. An empty page has ``total_count`` 0."""
        return await self._call(
            "GET",
            "/stock-items/balances",
            PagedResult[StockItemBalanceResponse],
            params={
                "warehouseId": warehouse_id,
                "stockItemIds": list(stock_item_ids),
                "nonZeroOnly": non_zero_only or None,
                "offset": offset,
                "limit": limit,
            },
            priority=priority,
        )

    def iterate_balances(
        self,
        *,
        warehouse_id: int | None = None,
        stock_item_ids: Sequence[int] = (),
        non_zero_only: bool = False,
        page_size: int = MAX_PAGE_SIZE,
        priority: Priority = Priority.INTERACTIVE,
    ) -> AsyncIterator[StockItemBalanceResponse]:
        """Every row of ``balances``, all pages."""

        async def fetch(offset: int, limit: int) -> PagedResult[StockItemBalanceResponse]:
            return await self.balances(
                warehouse_id=warehouse_id,
                stock_item_ids=stock_item_ids,
                non_zero_only=non_zero_only,
                offset=offset,
                limit=limit,
                priority=priority,
            )

        return iterate_pages(fetch, page_size=page_size)

    @operation("GET", "/v3/stock-items/warehouse-summary")
    async def warehouse_summary(
        self, *, stock_item_id: int
    ) -> builtins.list[StockItemWarehouseSummaryResponse]:
        """One item's stock and sales position in every active warehouse the user may see
        (zeros included): on hand, reserved, available, issued on sales orders, still
        open on sales orders."""
        return await self._call(
            "GET",
            "/stock-items/warehouse-summary",
            builtins.list[StockItemWarehouseSummaryResponse],
            params={"stockItemId": stock_item_id},
        )

    @operation("GET", "/v3/stock-items/{stockItemId}/balance")
    async def balance(self, stock_item_id: int) -> Decimal:
        """Stock on hand over the warehouses the user may see (a bare number)."""
        return await self._call("GET", f"/stock-items/{stock_item_id}/balance", Decimal)

    @operation("GET", "/v3/stock-items/{stockItemId}/balance/warehouses/{warehouseId}")
    async def balance_in_warehouse(self, stock_item_id: int, warehouse_id: int) -> Decimal:
        """Stock on hand in one warehouse, all batches (a bare number); ``NotFound`` for an
        unknown item, or a warehouse that is unknown or not permitted."""
        return await self._call(
            "GET", f"/stock-items/{stock_item_id}/balance/warehouses/{warehouse_id}", Decimal
        )

    @operation("GET", "/v3/stock-items/{stockItemId}/global-balance")
    async def global_balance(self, stock_item_id: int) -> Decimal:
        """Stock on hand over every warehouse of the organization, whatever the user may
        see (a bare number)."""
        return await self._call("GET", f"/stock-items/{stock_item_id}/global-balance", Decimal)

    @operation("GET", "/v3/stock-items/global-balances")
    async def global_balances(
        self,
        *,
        ids: Sequence[int] = (),
        offset: int = 0,
        limit: int = 100,
        priority: Priority = Priority.INTERACTIVE,
    ) -> PagedResult[StockItemGlobalBalanceResponse]:
        """One page of on-hand and reserved totals over all warehouses, per non-grouping
        item (or per item of ``ids``), ordered by id; never-stocked items show 0."""
        return await self._call(
            "GET",
            "/stock-items/global-balances",
            PagedResult[StockItemGlobalBalanceResponse],
            params={"ids": list(ids), "offset": offset, "limit": limit},
            priority=priority,
        )

    def iterate_global_balances(
        self,
        *,
        ids: Sequence[int] = (),
        page_size: int = MAX_PAGE_SIZE,
        priority: Priority = Priority.INTERACTIVE,
    ) -> AsyncIterator[StockItemGlobalBalanceResponse]:
        """Every row of ``global_balances``, all pages."""

        async def fetch(offset: int, limit: int) -> PagedResult[StockItemGlobalBalanceResponse]:
            return await self.global_balances(
                ids=ids, offset=offset, limit=limit, priority=priority
            )

        return iterate_pages(fetch, page_size=page_size)

    @operation("GET", "/v3/stock-items/{stockItemId}/cost")
    async def cost(self, stock_item_id: int) -> Decimal:
        """The item's average cost (a bare number)."""
        return await self._call("GET", f"/stock-items/{stock_item_id}/cost", Decimal)

    @operation("GET", "/v3/stock-items/cost/by-skus")
    async def costs_by_skus(self, *, skus: Sequence[str]) -> builtins.list[StockItemCostResponse]:
        """Costs of the items with these SKUs (exact, ignoring case; every item sharing a
        SKU), ordered by id; unknown SKUs are skipped. At least one SKU (else 400)."""
        return await self._call(
            "GET",
            "/stock-items/cost/by-skus",
            builtins.list[StockItemCostResponse],
            params={"skus": list(skus)},
        )

    @operation("GET", "/v3/stock-items/cost/by-part-numbers")
    async def costs_by_part_numbers(
        self, *, part_numbers: Sequence[str]
    ) -> builtins.list[StockItemCostResponse]:
        """As ``costs_by_skus``, matching part numbers exactly."""
        return await self._call(
            "GET",
            "/stock-items/cost/by-part-numbers",
            builtins.list[StockItemCostResponse],
            params={"partNumbers": list(part_numbers)},
        )

    @operation("GET", "/v3/stock-items/cost/by-ids")
    async def costs_by_ids(self, *, ids: Sequence[int]) -> builtins.list[StockItemCostResponse]:
        """As ``costs_by_skus``, by item id."""
        return await self._call(
            "GET",
            "/stock-items/cost/by-ids",
            builtins.list[StockItemCostResponse],
            params={"ids": list(ids)},
        )


async def _single_fetch(
    fetch: FetchPage[StockItemResponse], page_size: int
) -> AsyncIterator[StockItemResponse]:
    """The items of one request (lookups answer everything at once, ignoring paging)."""
    page = await fetch(0, page_size)
    for item in page.items:
        yield item
