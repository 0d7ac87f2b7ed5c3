"""Every screen and editor the main window builds from a view class and a view-model class,
by name, each pair imported by plain ``from … import`` statements inside its own function.

Start-up imports none of them (a screen's modules are imported when it is first opened),
and yet every import is one that import-linter, mypy and a reader can see: no module is
named by a string. Add a screen by writing one more function here and naming it in
``SCREENS`` (or ``EDITORS`` for the editor of a draft kind).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from app.viewmodels import draft_kinds

Pair = tuple[type[Any], type[Any]]
"""A view class and the view-model class it is built on."""


def _accounts() -> Pair:
    from app.viewmodels.accounting.accounts import AccountsViewModel
    from app.views.accounting.accounts import AccountsView

    return AccountsView, AccountsViewModel


def _dynamic_properties() -> Pair:
    from app.viewmodels.inventory.dynamic_properties import DynamicPropertiesViewModel
    from app.views.inventory.dynamic_properties import DynamicPropertiesView

    return DynamicPropertiesView, DynamicPropertiesViewModel


def _geography() -> Pair:
    from app.viewmodels.master_data.geography import GeographyViewModel
    from app.views.master_data.geography import GeographyView

    return GeographyView, GeographyViewModel


def _service_items() -> Pair:
    from app.viewmodels.inventory.service_items import ServiceItemListViewModel
    from app.views.inventory.service_items import ServiceItemListView

    return ServiceItemListView, ServiceItemListViewModel


def _sales_persons() -> Pair:
    from app.viewmodels.sales.sales_persons import SalesPersonListViewModel
    from app.views.sales.sales_persons import SalesPersonListView

    return SalesPersonListView, SalesPersonListViewModel


def _brands() -> Pair:
    from app.viewmodels.inventory.brands import BrandListViewModel
    from app.views.inventory.brands import BrandListView

    return BrandListView, BrandListViewModel


def _importer() -> Pair:
    from app.viewmodels.master_data.importer import ImportViewModel
    from app.views.master_data.importer import ImportView

    return ImportView, ImportViewModel


def _tax_editor() -> Pair:
    from app.viewmodels.accounting.tax_editor import TaxEditorViewModel
    from app.views.accounting.tax_editor import TaxEditorView

    return TaxEditorView, TaxEditorViewModel


def _brand_editor() -> Pair:
    from app.viewmodels.inventory.brands import BrandEditorViewModel
    from app.views.inventory.brands import BrandEditorView

    return BrandEditorView, BrandEditorViewModel


def _classification_editor() -> Pair:
    from app.viewmodels.inventory.classifications import ClassificationEditorViewModel
    from app.views.inventory.classifications import ClassificationEditorView

    return ClassificationEditorView, ClassificationEditorViewModel


def _service_item_editor() -> Pair:
    from app.viewmodels.inventory.service_items import ServiceItemEditorViewModel
    from app.views.inventory.service_items import ServiceItemEditorView

    return ServiceItemEditorView, ServiceItemEditorViewModel


def _sales_person_editor() -> Pair:
    from app.viewmodels.sales.sales_persons import SalesPersonEditorViewModel
    from app.views.sales.sales_persons import SalesPersonEditorView

    return SalesPersonEditorView, SalesPersonEditorViewModel


def _stock_item_editor() -> Pair:
    from app.viewmodels.inventory.stock_item_editor import StockItemEditorViewModel
    from app.views.inventory.stock_item_editor import StockItemEditorView

    return StockItemEditorView, StockItemEditorViewModel


def _customer_editor() -> Pair:
    from app.viewmodels.sales.customer_editor import CustomerEditorViewModel
    from app.views.sales.customer_editor import CustomerEditorView

    return CustomerEditorView, CustomerEditorViewModel


def _journal_entry_editor() -> Pair:
    from app.viewmodels.accounting.journal_entry_editor import JournalEntryEditorViewModel
    from app.views.accounting.journal_entry_editor import JournalEntryEditorView

    return JournalEntryEditorView, JournalEntryEditorViewModel


def _cash_in_editor() -> Pair:
    from app.viewmodels.accounting.cash_editor import CashInEditorViewModel
    from app.views.accounting.cash_editor import CashEditorView

    return CashEditorView, CashInEditorViewModel


def _cash_out_editor() -> Pair:
    from app.viewmodels.accounting.cash_editor import CashOutEditorViewModel
    from app.views.accounting.cash_editor import CashEditorView

    return CashEditorView, CashOutEditorViewModel


def _issue_offering_editor() -> Pair:
    from app.viewmodels.inventory.work_order_editor import IssueOfferingEditorViewModel
    from app.views.inventory.work_order_editor import WorkOrderEditorView

    return WorkOrderEditorView, IssueOfferingEditorViewModel


def _receive_supplies_editor() -> Pair:
    from app.viewmodels.inventory.work_order_editor import ReceiveSuppliesEditorViewModel
    from app.views.inventory.work_order_editor import WorkOrderEditorView

    return WorkOrderEditorView, ReceiveSuppliesEditorViewModel


SCREENS: dict[str, Callable[[], Pair]] = {
    "accounts": _accounts,
    "dynamic-properties": _dynamic_properties,
    "geography": _geography,
    "service-items": _service_items,
    "sales-persons": _sales_persons,
    "brands": _brands,
    "import": _importer,
}
"""A screen (most are navigation keys) -> its view and view-model classes, imported now."""

EDITORS: dict[str, Callable[[], Pair]] = {
    draft_kinds.TAX: _tax_editor,
    draft_kinds.BRAND: _brand_editor,
    draft_kinds.CLASSIFICATION: _classification_editor,
    draft_kinds.SERVICE_ITEM: _service_item_editor,
    draft_kinds.SALES_PERSON: _sales_person_editor,
    draft_kinds.STOCK_ITEM: _stock_item_editor,
    draft_kinds.CUSTOMER: _customer_editor,
    draft_kinds.JOURNAL_ENTRY: _journal_entry_editor,
    draft_kinds.CASH_IN: _cash_in_editor,
    draft_kinds.CASH_OUT: _cash_out_editor,
    draft_kinds.ISSUE_OFFERING: _issue_offering_editor,
    draft_kinds.RECEIVE_SUPPLIES: _receive_supplies_editor,
}
"""A draft kind -> its view and view-model classes, imported now."""
