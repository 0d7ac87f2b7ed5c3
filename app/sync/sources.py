"""The reference lists the app keeps offline, and how each one is read from the API."""

from __future__ import annotations

from collections.abc import AsyncIterator
from datetime import datetime
from typing import Any

from app.api.client import ApiClient
from app.api.ratelimit import Priority
from app.models.accounts import AccountResponse
from app.models.taxes import EInvoiceTaxTypeResponse, TaxResponse
from app.store.reference_cache import RowColumns
from app.sync.reference import ListSource


def _stamp(moment: datetime | None) -> str | None:
    return moment.isoformat() if moment is not None else None


def _taxes(client: ApiClient, priority: Priority) -> AsyncIterator[Any]:
    return client.taxes.iterate(priority=priority)


def _tax_columns(tax: TaxResponse) -> RowColumns:
    return RowColumns(id=tax.id, name=tax.name, is_active=tax.active)


def _accounts(client: ApiClient, priority: Priority) -> AsyncIterator[Any]:
    return client.accounts.iterate(priority=priority)


def _accounts_changed(client: ApiClient, since: datetime, priority: Priority) -> AsyncIterator[Any]:
    return client.accounts.iterate(update_date=since, priority=priority)


def _account_columns(account: AccountResponse) -> RowColumns:
    return RowColumns(
        id=account.id,
        code=account.code,
        name=account.name,
        is_active=account.is_active,
        updated_at=_stamp(account.update_date),
    )


async def _einvoice_tax_types(client: ApiClient, priority: Priority) -> AsyncIterator[Any]:
    for country in ("Egypt", "Saudi Arabia"):
        for tax_type in await client.taxes.einvoice_tax_types(country=country):
            yield tax_type


def _einvoice_columns(tax_type: EInvoiceTaxTypeResponse) -> RowColumns:
    return RowColumns(id=tax_type.id, code=tax_type.code, name=tax_type.description)


TAXES = ListSource("taxes", _taxes, _tax_columns)
EINVOICE_TAX_TYPES = ListSource("einvoice_tax_types", _einvoice_tax_types, _einvoice_columns)
ACCOUNTS = ListSource("accounts", _accounts, _account_columns, _accounts_changed)

REFERENCE_LISTS: tuple[ListSource, ...] = (ACCOUNTS, TAXES, EINVOICE_TAX_TYPES)
"""Every list the app caches, in the order a first sync fetches them."""
