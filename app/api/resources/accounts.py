"""``client.accounts``: the chart of accounts."""

from __future__ import annotations

import builtins
from collections.abc import AsyncIterator
from datetime import datetime

from app.api.operations import operation
from app.api.paging import MAX_PAGE_SIZE, iterate_pages
from app.api.ratelimit import Priority
from app.api.resources.base import Resource
from app.models.accounts import AccountNodeResponse, AccountResponse, AccountType
from app.models.common import PagedResult


class AccountsResource(Resource):
    """Accounts of the tenant (``/v3/accounts``, read:account)."""

    @operation("GET", "/v3/accounts")
    async def list(
        self,
        *,
        classification_code: str | None = None,
        account_type: AccountType | None = None,
        related_customer_code: str | None = None,
        customer_external_id: str | None = None,
        related_customer_id: int | None = None,
        description: str | None = None,
        update_date: datetime | None = None,
        offset: int = 0,
        limit: int = 100,
        priority: Priority = Priority.INTERACTIVE,
    ) -> PagedResult[AccountResponse]:
        """One page of accounts. ``update_date`` returns accounts changed after it;
        ``related_customer_*`` find a customer's receivable account."""
        return await self._call(
            "GET",
            "/accounts",
            PagedResult[AccountResponse],
            params={
                "classificationCode": classification_code,
                "type": account_type,
                "relatedCustomerCode": related_customer_code,
                "customerExternalId": customer_external_id,
                "relatedCustomerId": related_customer_id,
                "description": description,
                "updateDate": update_date,
                "offset": offset,
                "limit": limit,
            },
            priority=priority,
        )

    def iterate(
        self,
        *,
        account_type: AccountType | None = None,
        classification_code: str | None = None,
        description: str | None = None,
        update_date: datetime | None = None,
        page_size: int = MAX_PAGE_SIZE,
        priority: Priority = Priority.INTERACTIVE,
    ) -> AsyncIterator[AccountResponse]:
        """Every account matching the filters, all pages."""

        async def fetch(offset: int, limit: int) -> PagedResult[AccountResponse]:
            return await self.list(
                account_type=account_type,
                classification_code=classification_code,
                description=description,
                update_date=update_date,
                offset=offset,
                limit=limit,
                priority=priority,
            )

        return iterate_pages(fetch, page_size=page_size)

    @operation("GET", "/v3/accounts/nodes")
    async def nodes(self, *, account_type: AccountType) -> builtins.list[AccountNodeResponse]:
        """The leaf nodes (groups) of one account type, under which accounts are created."""
        return await self._call(
            "GET", "/accounts/nodes", list[AccountNodeResponse], params={"type": account_type}
        )
