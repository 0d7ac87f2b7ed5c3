"""Reference lists the editors pick from, loaded once per session and shared.

Today they come straight from the API; the store and sync issue backs them with the local
cache so that pickers work offline.
"""

from __future__ import annotations

import asyncio

from app.api.client import ApiClient
from app.models.accounts import AccountResponse
from app.models.taxes import EInvoiceTaxTypeResponse

EINVOICE_COUNTRIES = ("Egypt", "Saudi Arabia")
"""The e-invoicing systems the service knows (spec: taxes rule 5)."""


class ReferenceLists:
    """Accounts and e-invoice tax types of the session's tenant, fetched on first use."""

    def __init__(self, client: ApiClient) -> None:
        self._client = client
        self._accounts: asyncio.Task[list[AccountResponse]] | None = None
        self._einvoice_types: asyncio.Task[list[EInvoiceTaxTypeResponse]] | None = None

    async def accounts(self) -> list[AccountResponse]:
        """Every account, sorted by code. Concurrent callers share one fetch."""
        if self._accounts is None or _failed(self._accounts):
            self._accounts = asyncio.ensure_future(self._load_accounts())
        return await asyncio.shield(self._accounts)

    async def einvoice_tax_types(self) -> list[EInvoiceTaxTypeResponse]:
        if self._einvoice_types is None or _failed(self._einvoice_types):
            self._einvoice_types = asyncio.ensure_future(self._load_einvoice_types())
        return await asyncio.shield(self._einvoice_types)

    def forget(self) -> None:
        """Drop what was loaded (after a change); the next call fetches again."""
        for task in (self._accounts, self._einvoice_types):
            if task is not None and not task.done():
                task.cancel()
        self._accounts = self._einvoice_types = None

    async def _load_accounts(self) -> list[AccountResponse]:
        accounts = [account async for account in self._client.accounts.iterate()]
        return sorted(accounts, key=lambda account: account.code or "")

    async def _load_einvoice_types(self) -> list[EInvoiceTaxTypeResponse]:
        found: list[EInvoiceTaxTypeResponse] = []
        for country in EINVOICE_COUNTRIES:
            found += await self._client.taxes.einvoice_tax_types(country=country)
        return found


def _failed(task: asyncio.Task[object]) -> bool:
    return task.done() and (task.cancelled() or task.exception() is not None)
