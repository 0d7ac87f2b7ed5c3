"""``client.customers``: customers (``/v3/customers``)."""

from __future__ import annotations

import builtins
from collections.abc import AsyncIterator, Sequence
from datetime import datetime
from decimal import Decimal
from urllib.parse import quote

from app.api.operations import operation
from app.api.paging import MAX_PAGE_SIZE, iterate_pages
from app.api.ratelimit import Priority
from app.api.resources.base import Resource
from app.models.common import PagedResult
from app.models.customers import (
    CustomerAddressWithLocationResponse,
    CustomerBatchResult,
    CustomerBatchUpdateByCodeRequest,
    CustomerBatchUpdateByIdRequest,
    CustomerCreateRequest,
    CustomerFindByExternalIdsRequest,
    CustomerFindByIdsRequest,
    CustomerResponse,
    CustomerUpsertRequest,
    InvoiceableDocumentResponse,
    InvoiceableDocumentType,
)

INVOICEABLE_PAGE_SIZE = 20
"""The largest ``limit`` the invoiceable-documents list accepts."""


def _code_path(code: str) -> str:
    # A code may hold characters that mean something in a URL ("/", "?", "#", spaces).
    return quote(code, safe="")


class CustomersResource(Resource):
    """Customers of the tenant (``/v3/customers``)."""

    @operation("GET", "/v3/customers")
    async def list(
        self,
        *,
        search: str | None = None,
        code: str | None = None,
        name: str | None = None,
        phone: str | None = None,
        mobile: str | None = None,
        email: str | None = None,
        external_id: str | None = None,
        update_date: datetime | None = None,
        offset: int = 0,
        limit: int = 100,
        priority: Priority = Priority.INTERACTIVE,
    ) -> PagedResult[CustomerResponse]:
        """One page of customers, ordered by id (read:customer).

        - ``search`` overrides every other filter: active customers only, matched (by
          default) in name and mobile with spaces ignored, at most 50 customers *per searched
          field* and no warning when more match; a user linked to a sales person sees only
          unassigned customers, that person's and its team's.
        - Without search the filters combine. ``code``, ``name``, ``phone``, ``email`` are
          contains matches; ``mobile`` too, after "+", spaces and a leading "00" are taken
          out; ``external_id`` is exact. A name over 100 or an e-mail over 50 characters is
          cut to that length before matching.
        - Any of code, name, phone, mobile, email lists only *active* customers whose
          receivable account is active; otherwise inactive customers are listed too.
        - ``update_date``: created or updated strictly after it. ``balance`` is 0 on every
          item unless ``update_date`` is the only filter (then it is computed, slowly).
        - Data permissions on customers, when the organization uses them, apply without
          search. No match is an empty page. Paging is strict (400 out of range).
        """
        return await self._call(
            "GET",
            "/customers",
            PagedResult[CustomerResponse],
            params={
                "search": search,
                "code": code,
                "name": name,
                "phone": phone,
                "mobile": mobile,
                "email": email,
                "externalId": external_id,
                "updateDate": update_date,
                "offset": offset,
                "limit": limit,
            },
            priority=priority,
        )

    def iterate(
        self,
        *,
        search: str | None = None,
        code: str | None = None,
        name: str | None = None,
        phone: str | None = None,
        mobile: str | None = None,
        email: str | None = None,
        external_id: str | None = None,
        update_date: datetime | None = None,
        page_size: int = MAX_PAGE_SIZE,
        priority: Priority = Priority.INTERACTIVE,
    ) -> AsyncIterator[CustomerResponse]:
        """Every customer matching the filters, all pages (see ``list`` for the filters)."""

        async def fetch(offset: int, limit: int) -> PagedResult[CustomerResponse]:
            return await self.list(
                search=search,
                code=code,
                name=name,
                phone=phone,
                mobile=mobile,
                email=email,
                external_id=external_id,
                update_date=update_date,
                offset=offset,
                limit=limit,
                priority=priority,
            )

        return iterate_pages(fetch, page_size=page_size)

    @operation("GET", "/v3/customers/{id}")
    async def get(self, customer_id: int) -> CustomerResponse:
        """One customer with its addresses, inactive ones too (read:customer).

        ``balance`` is always 0 here: ask ``balance()``. Unset sales person, receivable
        account and foreign currency are None. An unknown id raises ``NotFound``.
        """
        return await self._call("GET", f"/customers/{customer_id}", CustomerResponse)

    @operation("GET", "/v3/customers/{id}/addresses")
    async def addresses(
        self, customer_id: int
    ) -> builtins.list[CustomerAddressWithLocationResponse]:
        """The customer's addresses, in no particular order, with country, city and
        district references (None when unresolved). No addresses is an empty list; an
        unknown customer raises ``NotFound``."""
        return await self._call(
            "GET",
            f"/customers/{customer_id}/addresses",
            builtins.list[CustomerAddressWithLocationResponse],
        )

    @operation("GET", "/v3/customers/{id}/balance")
    async def balance(self, customer_id: int) -> Decimal:
        """The customer's balance: a bare number on the wire, over all dates, posted and
        unposted entries alike. An unknown customer raises ``NotFound``."""
        return await self._call("GET", f"/customers/{customer_id}/balance", Decimal)

    @operation("GET", "/v3/customers/{id}/invoiceable-documents")
    async def invoiceable_documents(
        self,
        customer_id: int,
        *,
        document_types: Sequence[InvoiceableDocumentType],
        offset: int = 0,
        limit: int = INVOICEABLE_PAGE_SIZE,
    ) -> PagedResult[InvoiceableDocumentResponse]:
        """One page of the customer's documents that still have something to invoice.

        ``document_types`` (at least one of SO, SR, IO, RR) picks the kinds; all kinds merge
        into one list ordered by date then code, both descending. Sales orders and returns
        appear once fully approved (or flagged to create a work order automatically); IO
        and RR work orders only when standalone and not auto-generated, their net total
        being quantity x value over the lines divided by the exchange rate. ``limit`` is 1
        to 20 here (400 otherwise); an unsupported type is a 409
        ``InvalidInvoiceableDocumentType``; an unknown customer raises ``NotFound``.
        """
        return await self._call(
            "GET",
            f"/customers/{customer_id}/invoiceable-documents",
            PagedResult[InvoiceableDocumentResponse],
            params={
                "documentTypes": [str(kind) for kind in document_types],
                "offset": offset,
                "limit": limit,
            },
        )

    def iterate_invoiceable_documents(
        self,
        customer_id: int,
        *,
        document_types: Sequence[InvoiceableDocumentType],
        page_size: int = INVOICEABLE_PAGE_SIZE,
    ) -> AsyncIterator[InvoiceableDocumentResponse]:
        """Every invoiceable document of the customer, 20 (at most) per request."""

        async def fetch(offset: int, limit: int) -> PagedResult[InvoiceableDocumentResponse]:
            return await self.invoiceable_documents(
                customer_id, document_types=document_types, offset=offset, limit=limit
            )

        return iterate_pages(fetch, page_size=min(page_size, INVOICEABLE_PAGE_SIZE))

    @operation("POST", "/v3/customers/find-by-ids")
    async def find_by_ids(self, ids: Sequence[int]) -> builtins.list[CustomerResponse]:
        """The customers with these ids (1 to 1000 per call), inactive ones too, ordered by
        id; unknown ids are skipped (read:customer). Balances are 0."""
        return await self._call(
            "POST",
            "/customers/find-by-ids",
            builtins.list[CustomerResponse],
            json=CustomerFindByIdsRequest(ids=list(ids)),
            safe_to_repeat=True,
        )

    @operation("POST", "/v3/customers/find-by-external-ids")
    async def find_by_external_ids(
        self, external_ids: Sequence[str]
    ) -> builtins.list[CustomerResponse]:
        """The customers with these external ids (exact, 1 to 1000 per call), ordered by
        id; unknown values are skipped (read:customer). How the outbox finds a customer
        whose creation may or may not have reached the server."""
        return await self._call(
            "POST",
            "/customers/find-by-external-ids",
            builtins.list[CustomerResponse],
            json=CustomerFindByExternalIdsRequest(external_ids=list(external_ids)),
            safe_to_repeat=True,
        )

    @operation("POST", "/v3/customers")
    async def create(self, request: CustomerCreateRequest) -> CustomerResponse:
        """Create a customer (create:customer); the answer holds the stored (trimmed) values.

        Omitted ``customer_type`` is Consumer, omitted ``active`` is true. Organization
        settings may require a mobile or an e-mail (400), a business customer's tax
        registration id under e-invoicing (400), and, with KSA e-invoicing, a building
        number on every address (409 ``CustomerAddressMustContainBuildingNumber``). Other
        409s: ``CountryNotFound``, ``CityNotFound``, ``DupplicatedCode`` (code or external
        id taken), ``DupplicatedName``. When the organization creates receivable accounts
        with customers, one is made under ``related_account_parent_id``.
        """
        return await self._call("POST", "/customers", CustomerResponse, json=request)

    @operation("POST", "/v3/customers/batch")
    async def create_batch(self, requests: Sequence[CustomerCreateRequest]) -> CustomerBatchResult:
        """Create many customers; each succeeds or fails on its own (create:customer).

        ``failed`` is keyed by the entry's code, with a message that *contains* the error
        code. A request rule broken by any entry fails the whole call (400, ``[i].field``).
        """
        return await self._call(
            "POST",
            "/customers/batch",
            CustomerBatchResult,
            json=[request.to_wire() for request in requests],
        )

    @operation("PUT", "/v3/customers/{id}")
    async def update(self, customer_id: int, request: CustomerUpsertRequest) -> CustomerResponse:
        """Replace a customer (update:customer): send the whole record.

        Omitted fields are cleared, except: an omitted or empty code, an omitted customer
        type, active flag or receivable account keep the stored value, and omitted (None)
        tags or addresses keep the stored ones (an empty list removes them). An address
        sent with the id of a stored one is changed in place. Unknown id: ``NotFound``.
        """
        return await self._call("PUT", f"/customers/{customer_id}", CustomerResponse, json=request)

    @operation("PUT", "/v3/customers/code/{code}")
    async def update_by_code(self, code: str, request: CustomerUpsertRequest) -> CustomerResponse:
        """Replace the customer whose code is exactly ``code`` (trimmed); a different,
        non-empty code in the body renames it. As ``update`` otherwise."""
        return await self._call(
            "PUT", f"/customers/code/{_code_path(code)}", CustomerResponse, json=request
        )

    @operation("PUT", "/v3/customers/batch/by-id")
    async def update_batch_by_id(
        self, requests: Sequence[CustomerBatchUpdateByIdRequest]
    ) -> CustomerBatchResult:
        """Replace many customers named by id; ``failed`` is keyed by the id (as text), an
        unknown id failing with ``CustomerNotFound``."""
        return await self._call(
            "PUT",
            "/customers/batch/by-id",
            CustomerBatchResult,
            json=[request.to_wire() for request in requests],
        )

    @operation("PUT", "/v3/customers/batch/by-name")
    async def update_batch_by_name(
        self, requests: Sequence[CustomerUpsertRequest]
    ) -> CustomerBatchResult:
        """Replace many customers named by name (ignoring case), so names cannot change
        this way; ``failed`` is keyed by the name."""
        return await self._call(
            "PUT",
            "/customers/batch/by-name",
            CustomerBatchResult,
            json=[request.to_wire() for request in requests],
        )

    @operation("PUT", "/v3/customers/batch/by-code")
    async def update_batch_by_code(
        self, requests: Sequence[CustomerBatchUpdateByCodeRequest]
    ) -> CustomerBatchResult:
        """Replace many customers named by exact code, so codes cannot change this way;
        ``failed`` is keyed by the code."""
        return await self._call(
            "PUT",
            "/customers/batch/by-code",
            CustomerBatchResult,
            json=[request.to_wire() for request in requests],
        )

    @operation("DELETE", "/v3/customers/{id}")
    async def delete(self, customer_id: int) -> None:
        """Delete a customer for good (delete:customer). One that documents or ledger
        entries name is in use: 409 ``ItemCannotDeleteItInUse`` (deactivate it instead)."""
        await self._call_no_content("DELETE", f"/customers/{customer_id}")

    @operation("DELETE", "/v3/customers/code/{code}")
    async def delete_by_code(self, code: str) -> None:
        """``delete`` for the customer whose code is exactly ``code`` (trimmed)."""
        await self._call_no_content("DELETE", f"/customers/code/{_code_path(code)}")

    @operation("PATCH", "/v3/customers/{id}/deactivate")
    async def deactivate(self, customer_id: int) -> None:
        """Make a customer inactive (update:customer); an inactive one stays as it is."""
        await self._deactivate(f"/customers/{customer_id}/deactivate")

    @operation("PATCH", "/v3/customers/code/{code}/deactivate")
    async def deactivate_by_code(self, code: str) -> None:
        """``deactivate`` for the customer whose code is exactly ``code`` (trimmed)."""
        await self._deactivate(f"/customers/code/{_code_path(code)}/deactivate")

    async def _deactivate(self, path: str) -> None:
        # A PATCH is not repeated by default; deactivating twice changes nothing, so this
        # one may go again after a lost answer.
        await self._client.request("PATCH", path, safe_to_repeat=True)
