"""What the doctor reads: every list of the contract, and the record by id behind it.

Each ``Probe`` names the client method that implements the operation; the model the doctor
parses an answer with is that method's return type, so the check uses exactly the models
the app reads the server with. ``tests/doctor/test_catalogue.py`` fails when a list
operation of the client has no probe.

What a probe expects where the contract leaves a choice (how a list answers an offset past
its end; the order of its rows) is our reading of it, written here once.
"""

from __future__ import annotations

import typing
from collections.abc import Callable
from dataclasses import dataclass, field
from enum import StrEnum
from typing import Any

from app.api.resources.accounts import AccountsResource
from app.api.resources.brands import BrandsResource
from app.api.resources.classifications import ClassificationsResource
from app.api.resources.customers import CustomersResource
from app.api.resources.dynamic_properties import DynamicPropertiesResource
from app.api.resources.geography import CitiesResource, DistrictsResource
from app.api.resources.journal_entries import JournalEntriesResource
from app.api.resources.purchase_orders import PurchaseOrdersResource
from app.api.resources.sales_orders import SalesOrdersResource
from app.api.resources.sales_persons import SalesPersonsResource
from app.api.resources.service_items import ServiceItemsResource
from app.api.resources.stock_items import StockItemsResource
from app.api.resources.taxes import TaxesResource
from app.api.resources.warehouses import WarehousesResource
from app.api.resources.work_orders import WorkOrdersResource


class Empty(StrEnum):
    """How a list answers a page past its end, in our reading of the contract."""

    PAGE = "an empty page"
    NOT_FOUND = "404"


class Order(StrEnum):
    """The row order the contract states for a list (``NONE``: it states none)."""

    ID = "by id"
    ID_DESCENDING = "newest id first"
    NONE = "unspecified"


@dataclass(frozen=True)
class Probe:
    """One list of the contract, and how its records are read by id."""

    name: str
    """What a person calls it ("stock items"): the report's words."""
    path: str
    """Under the API root (``/stock-items``)."""
    scope: str
    """The permission the list needs; a 403 means the token lacks it."""
    method: Callable[..., Any]
    """The client method of the list: its return type is the model the answer is read with."""
    params: dict[str, Any] = field(default_factory=dict)
    by_id: str | None = None
    """The path of one record (``/stock-items/{id}``), read for a few ids the list gave."""
    by_id_method: Callable[..., Any] | None = None
    empty: Empty = Empty.PAGE
    order: Order = Order.NONE
    editor: bool = False
    """Whether the app edits these records (unknown fields then go back on saves)."""
    more: bool = False
    """Whether the records' editor shows unknown fields read-only in its More section."""

    @property
    def model(self) -> Any:
        return answer_type(self.method)

    @property
    def by_id_model(self) -> Any:
        return answer_type(self.by_id_method) if self.by_id_method is not None else None

    @property
    def endpoint(self) -> str:
        return f"GET /v3{self.path}"

    @property
    def endpoints(self) -> tuple[str, ...]:
        """The list's endpoint and, if any, its record's."""
        return (self.endpoint, f"GET /v3{self.by_id}") if self.by_id else (self.endpoint,)

    @property
    def paged(self) -> bool:
        return typing.get_origin(self.model) is not list


def answer_type(method: Callable[..., Any]) -> Any:
    """The type a client method returns (``PagedResult[TaxResponse]``)."""
    return typing.get_type_hints(method)["return"]


PROBES: tuple[Probe, ...] = (
    Probe(
        "taxes",
        "/taxes",
        "read:tax",
        TaxesResource.list,
        by_id="/taxes/{id}",
        by_id_method=TaxesResource.get,
        order=Order.ID,
        editor=True,
        more=True,
    ),
    Probe(
        "e-invoice tax types",
        "/taxes/einvoice-tax-types",
        "read:tax",
        TaxesResource.einvoice_tax_types,
        params={"country": "Egypt"},
    ),
    Probe("accounts", "/accounts", "read:account", AccountsResource.list, order=Order.ID),
    Probe(
        "account nodes",
        "/accounts/nodes",
        "read:account",
        AccountsResource.nodes,
        params={"type": "Cash"},
    ),
    Probe(
        "stock items",
        "/stock-items",
        "read:stock-item",
        StockItemsResource.list,
        by_id="/stock-items/{id}",
        by_id_method=StockItemsResource.get,
        order=Order.ID,
        editor=True,
        more=True,
    ),
    Probe(
        "stock item balances",
        "/stock-items/balances",
        "read:stock-item",
        StockItemsResource.balances,
    ),
    Probe(
        "stock item balances in all warehouses",
        "/stock-items/global-balances",
        "read:stock-item",
        StockItemsResource.global_balances,
    ),
    Probe(
        "customers",
        "/customers",
        "read:customer",
        CustomersResource.list,
        by_id="/customers/{id}",
        by_id_method=CustomersResource.get,
        order=Order.ID,
        editor=True,
        more=True,
    ),
    Probe(
        "service items",
        "/service-items",
        "read:service-item",
        ServiceItemsResource.list,
        by_id="/service-items/{id}",
        by_id_method=ServiceItemsResource.get,
        editor=True,
        more=True,
    ),
    Probe(
        "sales persons",
        "/sales-persons",
        "read:sales-person",
        SalesPersonsResource.list,
        by_id="/sales-persons/{id}",
        by_id_method=SalesPersonsResource.get,
        empty=Empty.NOT_FOUND,
        order=Order.ID,
        editor=True,
        more=True,
    ),
    Probe(
        "warehouses",
        "/warehouses",
        "read:warehouse",
        WarehousesResource.list,
        by_id="/warehouses/{id}",
        by_id_method=WarehousesResource.get,
        editor=True,
        more=True,
    ),
    Probe("RMA warehouses", "/warehouses/rma", "read:warehouse", WarehousesResource.rma),
    Probe(
        "stock item classifications",
        "/classifications/stock-items",
        "read:classification",
        ClassificationsResource.list_stock_items,
        more=True,  # the tree shows them; created, never updated
    ),
    Probe(
        "common classifications",
        "/classifications/common",
        "read:classification",
        ClassificationsResource.list_common,
        by_id="/classifications/common/{id}",
        by_id_method=ClassificationsResource.get_common,
    ),
    Probe(
        "brands",
        "/brands",
        "read:brand",
        BrandsResource.list,
        by_id="/brands/{id}",
        by_id_method=BrandsResource.get,
        more=True,  # created, never updated: nothing goes back
    ),
    Probe(
        "cities",
        "/cities",
        "read:city",
        CitiesResource.list,
        by_id="/cities/{id}",
        by_id_method=CitiesResource.get,
        editor=True,
        more=True,
    ),
    Probe(
        "districts",
        "/districts",
        "read:district",
        DistrictsResource.list,
        by_id="/districts/{id}",
        by_id_method=DistrictsResource.get,
        editor=True,
        more=True,
    ),
    Probe(
        "dynamic properties",
        "/dynamic-properties",
        "read:dynamic-property",
        DynamicPropertiesResource.list,
        editor=True,
        more=True,
    ),
    Probe(
        "sales orders",
        "/sales-orders",
        "read:sales-order",
        SalesOrdersResource.list,
        # Every order of the company, not only this user's of its warehouse.
        params={"onlyMyOrders": "false", "warehouseOnly": "false"},
        by_id="/sales-orders/{id}",
        by_id_method=SalesOrdersResource.get,
        order=Order.ID_DESCENDING,
        editor=True,
        more=True,
    ),
    Probe(
        "sales order print templates",
        "/sales-orders/print-templates",
        "read:sales-order",
        SalesOrdersResource.print_templates,
    ),
    Probe(
        "purchase orders",
        "/purchase-orders",
        "read:purchase-order",
        PurchaseOrdersResource.list,
        by_id="/purchase-orders/{id}",
        by_id_method=PurchaseOrdersResource.get,
    ),
    Probe(
        "work orders",
        "/work-orders",
        "read:work-order",
        WorkOrdersResource.list,
        params={"onlyMyOrders": "false"},
        by_id="/work-orders/{id}",
        by_id_method=WorkOrdersResource.get,
        more=True,  # created, never updated: nothing goes back
    ),
    Probe(
        "journal entries",
        "/journal-entries",
        "read:journal-entry",
        JournalEntriesResource.list,
        editor=True,
        more=True,
    ),
)

SAMPLE_LIMIT = 3
"""Rows read from each list: enough to see every field, few enough for the rate limits."""
RECORDS_BY_ID = 2
"""Records read by id per list."""
PAST_THE_END = 1_000_000
"""An offset no list reaches (and within the 32-bit int the contract's ints are)."""
MISSING_ID = 2_147_483_647
"""An id no record has (the largest 32-bit int, so it is a valid id all the same)."""
