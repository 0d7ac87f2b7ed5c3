"""Every resource method of the skeleton, against the sandbox in-process."""

from __future__ import annotations

from decimal import Decimal

import pytest

from app.api import errors
from app.api.client import ApiClient
from app.models.accounts import AccountType
from app.models.taxes import TaxScope, TaxUpsertRequest


async def vat_account(api: ApiClient) -> int:
    page = await api.accounts.list(account_type=AccountType.SalesTax)
    return page.items[0].id


async def test_taxes_list_and_iterate_agree(api: ApiClient) -> None:
    page = await api.taxes.list(limit=4)
    everything = [tax async for tax in api.taxes.iterate(page_size=2)]
    assert page.total_count == len(everything) == 6
    assert [t.id for t in everything[:4]] == [t.id for t in page.items]


async def test_taxes_filters_reach_the_server(api: ApiClient) -> None:
    found = [t.name async for t in api.taxes.iterate(name="VAT", rate=Decimal(14))]
    assert found == ["VAT 14%"]
    services = [t async for t in api.taxes.iterate(scope=TaxScope.ServiceItem)]
    assert {t.scope for t in services} == {TaxScope.ServiceItem}


async def test_taxes_create_get_update_delete(api: ApiClient) -> None:
    account = await vat_account(api)
    created = await api.taxes.create(
        TaxUpsertRequest(name="Stamp", rate=Decimal("2.5"), sales_account_id=account, active=True)
    )
    assert created.rate == Decimal("2.5") and created.active
    assert (await api.taxes.get(created.id)) == created
    updated = await api.taxes.update(
        created.id,
        TaxUpsertRequest(name="Stamp duty", rate=Decimal(3), sales_account_id=account, active=True),
    )
    assert updated.name == "Stamp duty"
    await api.taxes.delete(created.id)
    with pytest.raises(errors.NotFound):
        await api.taxes.get(created.id)


async def test_taxes_business_errors_arrive_typed(api: ApiClient) -> None:
    account = await vat_account(api)
    with pytest.raises(errors.BusinessRuleViolation) as caught:
        await api.taxes.create(
            TaxUpsertRequest(name="VAT 14%", rate=Decimal(1), sales_account_id=account)
        )
    assert caught.value.error_code == "NameAlreadyExists"


async def test_einvoice_tax_types(api: ApiClient) -> None:
    types = await api.taxes.einvoice_tax_types(country="Saudi Arabia")
    assert {t.code for t in types} == {"S", "Z", "E", "O"}
    assert await api.taxes.einvoice_tax_types(country="Atlantis") == []


async def test_accounts_list_iterate_and_nodes(api: ApiClient) -> None:
    every = [a async for a in api.accounts.iterate(page_size=7)]
    assert len(every) == (await api.accounts.list()).total_count
    cash = [a async for a in api.accounts.iterate(account_type=AccountType.Cash)]
    assert {a.type for a in cash} == {AccountType.Cash}
    nodes = await api.accounts.nodes(account_type=AccountType.Bank)
    assert [n.code for n in nodes] == ["1102"]
