"""The kind of each editor's drafts, by name, without importing its view-model.

The main window keys its editors by these names and imports an editor's view and view-model
only when one is first opened (start-up imports no screen). Each view-model module keeps
its own ``DRAFT_KIND``; tests/views/test_lazy_screens.py checks that they equal these.
"""

from __future__ import annotations

TAX = "tax"
BRAND = "brand"
CLASSIFICATION = "classification"
SERVICE_ITEM = "service_item"
SALES_PERSON = "sales_person"
STOCK_ITEM = "stock_item"
CUSTOMER = "customer"
JOURNAL_ENTRY = "journal_entry"
CASH_IN = "cash_in"
CASH_OUT = "cash_out"
SALES_ORDER = "sales_order"
ISSUE_OFFERING = "issue_offering"
RECEIVE_SUPPLIES = "receive_supplies"
