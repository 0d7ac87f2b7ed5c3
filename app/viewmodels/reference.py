"""Reference lists the editors pick from: from the local cache when it has them (so pickers
work offline), else from the API once per session."""

from __future__ import annotations

import asyncio
from collections.abc import Coroutine
from typing import Any, TypeVar

from app.api.client import ApiClient
from app.models.accounts import AccountResponse
from app.models.taxes import EINVOICE_COUNTRIES, EInvoiceTaxTypeResponse
from app.store.reference_cache import ReferenceCache

T = TypeVar("T")


class ReferenceLists:
    """Accounts and e-invoice tax types of the session's tenant."""

    def __init__(self, client: ApiClient, cache: ReferenceCache | None = None) -> None:
        self._client = client
        self._cache = cache
        self._accounts: asyncio.Task[list[AccountResponse]] | None = None
        self._einvoice_types: asyncio.Task[list[EInvoiceTaxTypeResponse]] | None = None

    async def accounts(self) -> list[AccountResponse]:
        """Every account, sorted by code. Concurrent callers share one fetch."""
        if self._cache is not None and self._cache.count("accounts"):
            return [
                AccountResponse.model_validate(row.payload) for row in self._cache.rows("accounts")
            ]
        if self._accounts is None or _failed(self._accounts):
            self._accounts = _shared(self._load_accounts())
        return await asyncio.shield(self._accounts)

    async def einvoice_tax_types(self) -> list[EInvoiceTaxTypeResponse]:
        if self._cache is not None and self._cache.count("einvoice_tax_types"):
            return [
                EInvoiceTaxTypeResponse.model_validate(row.payload)
                for row in self._cache.rows("einvoice_tax_types")
            ]
        if self._einvoice_types is None or _failed(self._einvoice_types):
            self._einvoice_types = _shared(self._load_einvoice_types())
        return await asyncio.shield(self._einvoice_types)

    def forget(self) -> None:
        """Drop what was fetched (after a change); the next call fetches again."""
        for task in (self._accounts, self._einvoice_types):
            if task is not None and not task.done():
                task.cancel()
        self._accounts = self._einvoice_types = None

    async def stop(self) -> None:
        """Cancel the fetches still running and wait until they have ended: the session
        calls this before it closes the client they use."""
        running = [
            task for task in (self._accounts, self._einvoice_types) if task and not task.done()
        ]
        self.forget()
        if running:
            await asyncio.wait(running)

    async def _load_accounts(self) -> list[AccountResponse]:
        accounts = [account async for account in self._client.accounts.iterate()]
        return sorted(accounts, key=lambda account: account.code or "")

    async def _load_einvoice_types(self) -> list[EInvoiceTaxTypeResponse]:
        found: list[EInvoiceTaxTypeResponse] = []
        for country in EINVOICE_COUNTRIES:
            found += await self._client.taxes.einvoice_tax_types(country=country)
        return found


def _shared(coroutine: Coroutine[Any, Any, T]) -> asyncio.Task[T]:
    """A fetch several callers await through ``shield``: when every caller has gone (its
    screen closed), the fetch still ends, and its failure must not be reported as "never
    retrieved" — the callers that stayed got it already."""
    task = asyncio.ensure_future(coroutine)
    task.add_done_callback(lambda done: done.cancelled() or done.exception())
    return task


def _failed(task: asyncio.Task[object]) -> bool:
    return task.done() and (task.cancelled() or task.exception() is not None)
