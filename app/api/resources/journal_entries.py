"""``client.journal_entries`` (``/v3/journal-entries``) and ``client.cash`` (``/v3/cash-in``,
``/v3/cash-out``)."""

from __future__ import annotations

from collections.abc import AsyncIterator
from datetime import date

from app.api.operations import operation
from app.api.paging import MAX_PAGE_SIZE, iterate_pages
from app.api.ratelimit import Priority
from app.api.resources.base import Resource
from app.models.common import PagedResult
from app.models.journal_entries import (
    CashTransactionRequest,
    CashTransactionResponse,
    CreateJournalEntryRequest,
    JournalEntryMutationResponse,
    JournalEntryPaymentRequest,
    JournalEntryResponse,
    UpdateJournalEntryRequest,
)


class JournalEntriesResource(Resource):
    """Journal entries and every other accounting document in the list."""

    @operation("GET", "/v3/journal-entries")
    async def list(
        self,
        *,
        is_posted_only: bool = False,
        code: str | None = None,
        paper_number: str | None = None,
        related_io_code: str | None = None,
        account_id: int | None = None,
        customer_id: int | None = None,
        supplier_id: int | None = None,
        cost_center_id: int | None = None,
        date_from: date | None = None,
        date_to: date | None = None,
        currency_id: int | None = None,
        offset: int = 0,
        limit: int = 100,
        priority: Priority = Priority.INTERACTIVE,
    ) -> PagedResult[JournalEntryResponse]:
        """One page of accounting documents (all types: check ``document_type``).

        The *service's* default for ``isPostedOnly`` is true, which hides every entry just
        created (new entries are unposted); this method defaults to False so that a
        clerk's own entries show. Account, customer, supplier and cost center must all
        match on the same line. Newest document date first; dates ignore the time and
        ``date_to`` includes the whole day; both customer and supplier is a 400.
        """
        return await self._call(
            "GET",
            "/journal-entries",
            PagedResult[JournalEntryResponse],
            params={
                "isPostedOnly": is_posted_only,
                "code": code,
                "paperNumber": paper_number,
                "relatedIOCode": related_io_code,
                "accountId": account_id,
                "customerId": customer_id,
                "supplierId": supplier_id,
                "costCenterId": cost_center_id,
                "dateFrom": date_from,
                "dateTo": date_to,
                "currencyId": currency_id,
                "offset": offset,
                "limit": limit,
            },
            priority=priority,
        )

    def iterate(
        self,
        *,
        is_posted_only: bool = False,
        date_from: date | None = None,
        date_to: date | None = None,
        account_id: int | None = None,
        page_size: int = MAX_PAGE_SIZE,
        priority: Priority = Priority.INTERACTIVE,
    ) -> AsyncIterator[JournalEntryResponse]:
        async def fetch(offset: int, limit: int) -> PagedResult[JournalEntryResponse]:
            return await self.list(
                is_posted_only=is_posted_only,
                date_from=date_from,
                date_to=date_to,
                account_id=account_id,
                offset=offset,
                limit=limit,
                priority=priority,
            )

        return iterate_pages(fetch, page_size=page_size)

    @operation("POST", "/v3/journal-entries")
    async def create(self, request: CreateJournalEntryRequest) -> JournalEntryMutationResponse:
        """Create an entry: always unposted. An unbalanced entry is refused only if the
        organization says so; a date before the closing date is a 409."""
        return await self._call(
            "POST", "/journal-entries", JournalEntryMutationResponse, json=request
        )

    @operation("PUT", "/v3/journal-entries/code/{code}")
    async def update(self, code: str, request: UpdateJournalEntryRequest) -> None:
        """Update by journal-entry code (starting JE) or document code; 204.

        Send every stored line (row states), else 409 ``DirtyRead``. Posted entries are
        refused (``PostedDocumentsCannotBeUpdatedOrDeleted``); an organization that posts
        in real time posts the entry on update.
        """
        await self._call_no_content("PUT", f"/journal-entries/code/{code}", json=request)

    @operation("DELETE", "/v3/journal-entries/code/{code}")
    async def delete(self, code: str) -> None:
        """Delete for good; system entries (e.g. of an issue offering) are refused."""
        await self._call_no_content("DELETE", f"/journal-entries/code/{code}")

    @operation("POST", "/v3/journal-entries/payment")
    async def payment(self, request: JournalEntryPaymentRequest) -> JournalEntryMutationResponse:
        """A customer's or supplier's payment as one entry (not shown: designed here)."""
        return await self._call(
            "POST", "/journal-entries/payment", JournalEntryMutationResponse, json=request
        )


class CashResource(Resource):
    """Cash in and cash out documents (they return only the new document's code)."""

    @operation("POST", "/v3/cash-in")
    async def cash_in(self, request: CashTransactionRequest) -> CashTransactionResponse:
        """Money in: the lines are credited, the main (Cash) account debited (CI-...)."""
        return await self._call("POST", "/cash-in", CashTransactionResponse, json=request)

    @operation("POST", "/v3/cash-out")
    async def cash_out(self, request: CashTransactionRequest) -> CashTransactionResponse:
        """Money out: the lines are debited, the main (Cash) account credited (CO-...)."""
        return await self._call("POST", "/cash-out", CashTransactionResponse, json=request)
