"""The reference lists the app keeps offline, and how each one is read from the API."""

from __future__ import annotations

from collections.abc import AsyncIterator
from datetime import UTC, datetime
from typing import Any

from app.api.client import ApiClient
from app.api.ratelimit import Priority
from app.models.accounts import AccountResponse
from app.models.brands import BrandResponse
from app.models.classifications import StockItemClassificationResponse
from app.models.customers import CustomerResponse
from app.models.geography import CityResponse, DistrictResponse
from app.models.sales_persons import SalesPersonResponse
from app.models.service_items import ServiceItemResponse
from app.models.stock_items import StockItemResponse
from app.models.taxes import EINVOICE_COUNTRIES, EInvoiceTaxTypeResponse, TaxResponse
from app.models.warehouses import WarehouseResponse
from app.store.reference_cache import RowColumns
from app.sync.reference import ListSource


def _stamp(moment: datetime | None) -> str | None:
    """A record's change time as the cache keeps it. A server that writes it without a time
    zone writes its own clock, which is UTC (the ``Date`` header's): read so, not as this
    computer's local time."""
    if moment is None:
        return None
    if moment.tzinfo is None:
        moment = moment.replace(tzinfo=UTC)
    return moment.isoformat()


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
    for country in EINVOICE_COUNTRIES:
        for tax_type in await client.taxes.einvoice_tax_types(country=country):
            yield tax_type


def _einvoice_columns(tax_type: EInvoiceTaxTypeResponse) -> RowColumns:
    return RowColumns(id=tax_type.id, code=tax_type.code, name=tax_type.description)


# -- lists with an updateDate filter: incremental between full reconciles -------------------
def _stock_items(client: ApiClient, priority: Priority) -> AsyncIterator[Any]:
    return client.stock_items.iterate(priority=priority)


def _stock_items_changed(
    client: ApiClient, since: datetime, priority: Priority
) -> AsyncIterator[Any]:
    return client.stock_items.iterate(update_date=since, priority=priority)


def _stock_item_columns(item: StockItemResponse) -> RowColumns:
    return RowColumns(
        id=item.id,
        code=item.code,
        name=item.description,
        is_active=item.is_active,
        updated_at=_stamp(item.update_date),
        search=(
            item.code,
            item.sku,
            item.part_number,
            item.description,
            item.other_lang_description,
        ),
    )


def _customers(client: ApiClient, priority: Priority) -> AsyncIterator[Any]:
    return client.customers.iterate(priority=priority)


def _customers_changed(
    client: ApiClient, since: datetime, priority: Priority
) -> AsyncIterator[Any]:
    return client.customers.iterate(update_date=since, priority=priority)


def _customer_columns(customer: CustomerResponse) -> RowColumns:
    return RowColumns(
        id=customer.id,
        code=customer.code,
        name=customer.name,
        is_active=customer.active,
        updated_at=_stamp(customer.update_date),
        search=(customer.code, customer.name, customer.mobile, customer.phone, customer.email),
    )


def _warehouses(client: ApiClient, priority: Priority) -> AsyncIterator[Any]:
    return client.warehouses.iterate(priority=priority)


def _warehouses_changed(
    client: ApiClient, since: datetime, priority: Priority
) -> AsyncIterator[Any]:
    return client.warehouses.iterate(update_date=since, priority=priority)


def _warehouse_columns(warehouse: WarehouseResponse) -> RowColumns:
    return RowColumns(id=warehouse.id, code=warehouse.code, name=warehouse.description)


def _sales_persons(client: ApiClient, priority: Priority) -> AsyncIterator[Any]:
    return client.sales_persons.iterate(priority=priority)


def _sales_persons_changed(
    client: ApiClient, since: datetime, priority: Priority
) -> AsyncIterator[Any]:
    return client.sales_persons.iterate(update_date=since, priority=priority)


def _sales_person_columns(person: SalesPersonResponse) -> RowColumns:
    return RowColumns(
        id=person.id,
        code=person.code,
        name=person.name,
        is_active=person.is_active is not False,
    )


def _service_items(client: ApiClient, priority: Priority) -> AsyncIterator[Any]:
    return client.service_items.iterate(priority=priority)


def _service_items_changed(
    client: ApiClient, since: datetime, priority: Priority
) -> AsyncIterator[Any]:
    return client.service_items.iterate(update_date=since, priority=priority)


def _service_item_columns(item: ServiceItemResponse) -> RowColumns:
    return RowColumns(
        id=item.id, code=item.code, name=item.description, is_active=item.is_active is not False
    )


# -- small lists without updateDate: always listed in full ---------------------------------
def _classifications(client: ApiClient, priority: Priority) -> AsyncIterator[Any]:
    return client.classifications.iterate_stock_items(priority=priority)


def _classification_columns(node: StockItemClassificationResponse) -> RowColumns:
    return RowColumns(id=node.id, code=node.code, name=node.description)


def _brands(client: ApiClient, priority: Priority) -> AsyncIterator[Any]:
    return client.brands.iterate(priority=priority)


def _brand_columns(brand: BrandResponse) -> RowColumns:
    return RowColumns(id=brand.id, name=brand.name)


def _cities(client: ApiClient, priority: Priority) -> AsyncIterator[Any]:
    return client.cities.iterate(priority=priority)


def _districts(client: ApiClient, priority: Priority) -> AsyncIterator[Any]:
    return client.districts.iterate(priority=priority)


def _place_columns(place: CityResponse | DistrictResponse) -> RowColumns:
    return RowColumns(id=place.id, name=place.name)


TAXES = ListSource("taxes", _taxes, _tax_columns)
EINVOICE_TAX_TYPES = ListSource("einvoice_tax_types", _einvoice_tax_types, _einvoice_columns)
ACCOUNTS = ListSource("accounts", _accounts, _account_columns, _accounts_changed)

STOCK_ITEMS = ListSource("stock_items", _stock_items, _stock_item_columns, _stock_items_changed)
CUSTOMERS = ListSource("customers", _customers, _customer_columns, _customers_changed)
WAREHOUSES = ListSource("warehouses", _warehouses, _warehouse_columns, _warehouses_changed)
SALES_PERSONS = ListSource(
    "sales_persons", _sales_persons, _sales_person_columns, _sales_persons_changed
)
SERVICE_ITEMS = ListSource(
    "service_items", _service_items, _service_item_columns, _service_items_changed
)
CLASSIFICATIONS = ListSource("classifications", _classifications, _classification_columns)
BRANDS = ListSource("brands", _brands, _brand_columns)
CITIES = ListSource("cities", _cities, _place_columns)
DISTRICTS = ListSource("districts", _districts, _place_columns)

REFERENCE_LISTS: tuple[ListSource, ...] = (
    # Small lists first: every picker works after a few requests, the two big lists last.
    ACCOUNTS,
    TAXES,
    EINVOICE_TAX_TYPES,
    WAREHOUSES,
    SALES_PERSONS,
    SERVICE_ITEMS,
    CLASSIFICATIONS,
    BRANDS,
    CITIES,
    DISTRICTS,
    CUSTOMERS,
    STOCK_ITEMS,
)
"""Every list the app caches, in the order a first sync fetches them."""
