"""Every method of ``client.customers``, against the sandbox in-process."""

from __future__ import annotations

from datetime import UTC, datetime
from decimal import Decimal

import pytest

from app.api import errors
from app.api.client import ApiClient
from app.models.customers import (
    CustomerAddressUpsertRequest,
    CustomerBatchUpdateByCodeRequest,
    CustomerBatchUpdateByIdRequest,
    CustomerCreateRequest,
    CustomerType,
    CustomerUpsertRequest,
    InvoiceableDocumentType,
)
from tests.support.customers import customer_id
from tests.support.sandbox import Tenant


async def test_list_and_iterate_agree(api: ApiClient) -> None:
    page = await api.customers.list(limit=7)
    everyone = [customer async for customer in api.customers.iterate(page_size=20)]
    assert page.total_count == len(everyone) == 50
    assert [c.id for c in everyone[:7]] == [c.id for c in page.items]


async def test_list_filters_reach_the_server(api: ApiClient) -> None:
    searched = await api.customers.list(search="01002345671")
    assert [c.code for c in searched.items] == ["CUS-0002"]
    by_mobile = [c.code async for c in api.customers.iterate(mobile="+20 100 555")]
    assert by_mobile == ["CUS-0010"]
    combined = await api.customers.list(name="electronics", email="riyadh", code="CUS", phone="")
    assert [c.code for c in combined.items] == ["CUS-0022"]
    exact = await api.customers.list(external_id="SHOP-1001")
    assert [c.code for c in exact.items] == ["CUS-0014"]
    with_balances = await api.customers.list(update_date=datetime(2000, 1, 1, tzinfo=UTC))
    assert {c.code: c.balance for c in with_balances.items}["CUS-0002"] == Decimal("48250.75")


async def test_get_addresses_and_balance(api: ApiClient, tenant: Tenant) -> None:
    ahram = customer_id(tenant, "CUS-0002")
    customer = await api.customers.get(ahram)
    assert customer.customer_type is CustomerType.Business and customer.balance == 0
    assert customer.related_account is not None and customer.related_account.code == "110302"
    addresses = await api.customers.addresses(ahram)
    assert [a.street for a in addresses] == ["15 شارع عباس العقاد"]
    assert addresses[0].country is not None and addresses[0].country.name == "Egypt"
    assert await api.customers.balance(ahram) == Decimal("48250.75")
    with pytest.raises(errors.NotFound):
        await api.customers.balance(999999)


async def test_invoiceable_documents_page_and_iterate(api: ApiClient, tenant: Tenant) -> None:
    delta = customer_id(tenant, "CUS-0003")
    for number in range(1, 26):
        document = tenant.execute(
            "INSERT INTO documents (tenant_id, type, code, document_date, customer_id, "
            "is_approved) VALUES (?, 'SO', ?, '2024-05-01', ?, 1)",
            tenant.id,
            f"SO-{number:03d}",
            delta,
        )
        tenant.execute(
            "INSERT INTO document_lines (document_id, quantity, price) VALUES (?, 2, 10)", document
        )
    types = [InvoiceableDocumentType.SO, InvoiceableDocumentType.IO]
    page = await api.customers.invoiceable_documents(delta, document_types=types, limit=5)
    assert page.total_count == 25 and page.items[0].code == "SO-025"
    everything = [
        d.code
        async for d in api.customers.iterate_invoiceable_documents(delta, document_types=types)
    ]
    assert everything == [f"SO-{n:03d}" for n in range(25, 0, -1)]
    with pytest.raises(errors.ValidationFailed):
        await api.customers.invoiceable_documents(delta, document_types=types, limit=21)


async def test_create_find_update_deactivate_delete(api: ApiClient) -> None:
    created = await api.customers.create(
        CustomerCreateRequest(
            code="API-1",
            name="Api Customer",
            external_id="EXT-API-1",
            addresses=[CustomerAddressUpsertRequest(name="Office", street="شارع النيل")],
        )
    )
    assert created.active and created.addresses[0].is_default
    assert [c.id for c in await api.customers.find_by_ids([created.id, 999999])] == [created.id]
    found = await api.customers.find_by_external_ids(["EXT-API-1"])
    assert [c.code for c in found] == ["API-1"]

    updated = await api.customers.update(
        created.id, CustomerUpsertRequest(name="Api Customer 2", mobile="0100 000 1111")
    )
    assert (updated.code, updated.name, updated.mobile) == (
        "API-1",
        "Api Customer 2",
        "0100 000 1111",
    )
    renamed = await api.customers.update_by_code(
        "API-1", CustomerUpsertRequest(code="API/2", name="Api Customer 2")
    )
    assert renamed.code == "API/2"  # a code with a slash travels in the path intact

    await api.customers.deactivate(created.id)
    assert not (await api.customers.get(created.id)).active
    await api.customers.deactivate_by_code("API/2")
    await api.customers.delete_by_code("API/2")
    with pytest.raises(errors.NotFound):
        await api.customers.get(created.id)

    second = await api.customers.create(CustomerCreateRequest(code="API-3", name="Third"))
    await api.customers.delete(second.id)
    with pytest.raises(errors.NotFound):
        await api.customers.delete(second.id)


async def test_business_errors_arrive_typed(api: ApiClient, tenant: Tenant) -> None:
    with pytest.raises(errors.BusinessRuleViolation) as caught:
        await api.customers.create(CustomerCreateRequest(code="CUS-0002", name="Duplicate"))
    assert caught.value.error_code == "DupplicatedCode"
    with pytest.raises(errors.BusinessRuleViolation) as caught:
        await api.customers.delete(customer_id(tenant, "CUS-0002"))
    assert caught.value.error_code == "ItemCannotDeleteItInUse"


async def test_batches(api: ApiClient, tenant: Tenant) -> None:
    created = await api.customers.create_batch(
        [
            CustomerCreateRequest(code="B-1", name="Batch one"),
            CustomerCreateRequest(code="B-2", name="Al Ahram Electronics"),
        ]
    )
    assert [c.code for c in created.succeeded] == ["B-1"]
    assert "DupplicatedName" in created.failed["B-2"]

    by_id = await api.customers.update_batch_by_id(
        [CustomerBatchUpdateByIdRequest(id=created.succeeded[0].id, name="Batch one", mobile="1")]
    )
    assert by_id.succeeded[0].mobile == "1" and by_id.failed == {}
    by_name = await api.customers.update_batch_by_name(
        [CustomerUpsertRequest(name="batch ONE", email="b1@example.com")]
    )
    assert by_name.succeeded[0].email == "b1@example.com"
    by_code = await api.customers.update_batch_by_code(
        [
            CustomerBatchUpdateByCodeRequest(code="B-1", name="Batch 1"),
            CustomerBatchUpdateByCodeRequest(code="B-404", name="Missing"),
        ]
    )
    assert [c.name for c in by_code.succeeded] == ["Batch 1"]
    assert "CustomerNotFound" in by_code.failed["B-404"]
